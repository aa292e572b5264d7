// The Cron Trigger's work: delete log lines older than each account's retention, and export files whose
// links have expired. Every statement deletes a bounded number of rows, and a run does a bounded
// number of statements, so a run stays short whatever the backlog; the next run continues.
import { and, asc, eq, gt, isNotNull, lt, sql } from "drizzle-orm";
import { createDb } from "../db/client";
import { accounts, exportJobs } from "../db/schema";
import type { Bindings } from "../env";
import { retentionBoundary, utcDay } from "../lib/time";

export const DELETE_BATCH = 5_000;
export const USAGE_KEEP_DAYS = 400;

export interface RetentionOutcome {
  linesDeleted: number;
  exportsDeleted: number;
  /** True when the statement budget ran out before every account was done. */
  incomplete: boolean;
}

export async function runRetention(
  env: Bindings,
  now = Date.now(),
  statementBudget = 200,
): Promise<RetentionOutcome> {
  const db = createDb(env.DB);
  let budget = statementBudget;
  let linesDeleted = 0;
  let after = "";
  // Only accounts that have expired lines (one index probe each), so accounts with nothing to delete spend
  // no statements, and an account cleared in one run is not revisited by the next: every account is
  // reached however many there are.
  outer: for (;;) {
    const page = await db
      .select({ id: accounts.id, retentionDays: accounts.retentionDays })
      .from(accounts)
      .where(
        and(
          gt(accounts.id, after),
          sql`EXISTS (SELECT 1 FROM log_lines WHERE log_lines.account_id = ${accounts.id}
            AND log_lines.ts < ${now} - ${accounts.retentionDays} * 86400000)`,
        ),
      )
      .orderBy(asc(accounts.id))
      .limit(100)
      .all();
    if (page.length === 0) break;
    for (const account of page) {
      const boundary = retentionBoundary(now, account.retentionDays);
      for (;;) {
        if (budget-- <= 0) break outer;
        // RETURNING counts the lines: D1's `changes` also counts the search index's trigger writes.
        const removed = await db.all<{ seq: number }>(sql`DELETE FROM log_lines WHERE seq IN (
          SELECT seq FROM log_lines WHERE account_id = ${account.id} AND ts < ${boundary} LIMIT ${DELETE_BATCH})
          RETURNING seq`);
        const deleted = removed.length;
        linesDeleted += deleted;
        if (deleted < DELETE_BATCH) break;
      }
    }
    after = page[page.length - 1].id;
  }

  // Usage counters are kept as long as the usage APIs can ask for them (400 days), then pruned.
  const usageCutoff = utcDay(now - USAGE_KEEP_DAYS * 86_400_000);
  await db.run(sql`DELETE FROM usage_daily WHERE rowid IN (
    SELECT rowid FROM usage_daily WHERE day < ${usageCutoff} LIMIT ${DELETE_BATCH})`);

  let exportsDeleted = 0;
  const expired = await db
    .select({ id: exportJobs.id, objectKey: exportJobs.objectKey })
    .from(exportJobs)
    .where(and(isNotNull(exportJobs.objectKey), lt(exportJobs.expiresAt, now)))
    .limit(100)
    .all();
  for (const job of expired) {
    if (job.objectKey) await env.EXPORTS.delete(job.objectKey);
    await db.update(exportJobs).set({ objectKey: null }).where(eq(exportJobs.id, job.id));
    exportsDeleted++;
  }
  return { linesDeleted, exportsDeleted, incomplete: budget < 0 };
}
