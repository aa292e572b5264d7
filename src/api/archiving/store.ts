// Archiving's queries: the account's configuration (one per account) and the runs of the archiving job.
import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { archiveConfigs, archiveIntegrations, archiveRuns } from "../../db/schema";

export { archiveIntegrations };
export type ArchiveConfigRow = typeof archiveConfigs.$inferSelect;
type ConfigValues = Pick<ArchiveConfigRow, "integration" | "settings">;

/** The account's configuration, or undefined when it has none. */
export async function archivingConfig(db: Db, accountId: string) {
  return db.select().from(archiveConfigs).where(eq(archiveConfigs.accountId, accountId)).get();
}

/** The new configuration, or undefined when the account has one already. */
export function insertArchivingConfig(db: Db, accountId: string, values: ConfigValues) {
  // The primary key makes "one per account" hold under concurrent creates too.
  return db
    .insert(archiveConfigs)
    .values({ accountId, ...values })
    .onConflictDoNothing()
    .returning()
    .get();
}

/** The replaced configuration, or undefined when the account has none. */
export function updateArchivingConfig(db: Db, accountId: string, values: ConfigValues) {
  return db
    .update(archiveConfigs)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(archiveConfigs.accountId, accountId))
    .returning()
    .get();
}

/** True when the account had a configuration and it is gone. */
export async function deleteArchivingConfig(db: Db, accountId: string): Promise<boolean> {
  const [deleted] = await db
    .delete(archiveConfigs)
    .where(eq(archiveConfigs.accountId, accountId))
    .returning({ accountId: archiveConfigs.accountId });
  return deleted !== undefined;
}

/** The account's runs, newest day first, only days before `before` when given. */
export function listArchiveRuns(db: Db, accountId: string, limit: number, before?: string) {
  return db
    .select()
    .from(archiveRuns)
    .where(and(eq(archiveRuns.accountId, accountId), before ? lt(archiveRuns.day, before) : undefined))
    .orderBy(desc(archiveRuns.day))
    .limit(limit)
    .all();
}

/** The run of one day, or undefined. */
export function getArchiveRun(db: Db, accountId: string, day: string) {
  return db
    .select()
    .from(archiveRuns)
    .where(and(eq(archiveRuns.accountId, accountId), eq(archiveRuns.day, day)))
    .get();
}
