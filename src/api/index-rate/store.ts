// The index-rate alert's queries: one row per account.
import { eq } from "drizzle-orm";
import type { IndexRateAlertRow } from "../../alerts/index-rate";
import type { Db } from "../../db/client";
import { indexRateAlerts } from "../../db/schema";

/** What a write sets: every field but the account. */
export type IndexRateAlertValues = Omit<typeof indexRateAlerts.$inferInsert, "accountId">;

/** The account's alert, or undefined when it never set one. */
export function getIndexRateAlert(db: Db, accountId: string): Promise<IndexRateAlertRow | undefined> {
  return db.select().from(indexRateAlerts).where(eq(indexRateAlerts.accountId, accountId)).get();
}

/** Replaces the account's alert, creating it the first time; the stored row. */
export function upsertIndexRateAlert(
  db: Db,
  accountId: string,
  values: IndexRateAlertValues,
): Promise<IndexRateAlertRow> {
  return db
    .insert(indexRateAlerts)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: indexRateAlerts.accountId, set: values })
    .returning()
    .get();
}
