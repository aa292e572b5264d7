// The account's own row: PATCH /v3/pipeline/account writes its settings back.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accountCorsOrigins, accounts, members } from "../../db/schema";
import type { AccountRow } from "../../env";

/** Writes the account's settings from `next`; with `corsOriginsChanged`, rewrites the preflight lookup rows. */
export async function saveAccountSettings(
  db: Db,
  accountId: string,
  next: AccountRow,
  corsOriginsChanged: boolean,
) {
  // The suspension flag belongs to the account's IngestionStateObject, the log layout to its job: never
  // written back from here (the cached row may be older).
  const {
    id: _id,
    ingestionSuspended: _suspended,
    logBucketHours: _hours,
    logShards: _shards,
    logLayoutPrevious: _previous,
    logLayoutSince: _since,
    ...columns
  } = next;
  const update = db
    .update(accounts)
    .set({ ...columns, updatedAt: new Date().toISOString() })
    .where(eq(accounts.id, accountId));
  if (corsOriginsChanged) {
    // The lookup rows for preflights are rewritten with the list, in the same batch.
    const rows = next.corsOrigins.map((origin) => ({ accountId, origin }));
    await db.batch([
      update,
      db.delete(accountCorsOrigins).where(eq(accountCorsOrigins.accountId, accountId)),
      ...rows.map((row) => db.insert(accountCorsOrigins).values(row)),
    ]);
  } else {
    await update;
  }
}

/** The email of the account's member `memberId`, if there is one. */
export async function memberEmail(db: Db, accountId: string, memberId: string): Promise<string | null> {
  const row = await db
    .select({ email: members.email })
    .from(members)
    .where(and(eq(members.accountId, accountId), eq(members.id, memberId)))
    .get();
  return row?.email ?? null;
}
