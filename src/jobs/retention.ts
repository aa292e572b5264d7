// The Cron Trigger's work: drop the log store's slices whose lines are all past their account's retention
// (whole: a slice is one Durable Object, emptied at once, never row by row), delete the lines of the store
// before slices that are (in bounded batches), and export files whose links have expired. A run does a
// bounded number of drops and statements, so it stays short whatever the backlog; the next run continues.

import { and, asc, eq, gt, isNotNull, lt, sql } from "drizzle-orm";
import { createDb } from "../db/client";
import { accounts, exportJobs, logSlices } from "../db/schema";
import { expireDeadLetters } from "../delivery/dead-letters";
import type { Bindings } from "../env";
import { retentionBoundary, utcDay } from "../lib/time";
import { deleteSliceRow } from "../logstore/catalog";
import { dropSummaries } from "../logstore/needles";
import { callSlice } from "../logstore/store";

export const DELETE_BATCH = 5_000;
export const USAGE_KEEP_DAYS = 400;

/** Slices one run drops at most. */
export const DROP_BUDGET = 200;
/** A slice holding no line (only counters of fully excluded batches) goes once it has been quiet this long. */
const EMPTY_SLICE_MS = 3_600_000;

export interface RetentionOutcome {
  /** Slices dropped, and the lines they held. */
  slicesDropped: number;
  linesDropped: number;
  /** Lines of the store before slices deleted. */
  linesDeleted: number;
  exportsDeleted: number;
  /** Dead-lettered batches past their 14 days. */
  deadLettersExpired: number;
  /** True when the statement budget ran out before every account was done. */
  incomplete: boolean;
}

export async function runRetention(
  env: Bindings,
  now = Date.now(),
  statementBudget = 200,
  dropBudget = DROP_BUDGET,
): Promise<RetentionOutcome> {
  const db = createDb(env.DB);
  const { slicesDropped, linesDropped } = await dropExpiredSlices(env, now, dropBudget);
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
  const deadLettersExpired = await expireDeadLetters(env, db, now);
  return {
    slicesDropped,
    linesDropped,
    linesDeleted,
    exportsDeleted,
    deadLettersExpired,
    incomplete: budget < 0 || slicesDropped >= dropBudget,
  };
}

/**
 * Drops the slices past retention: their newest line is older than the account keeps, or nothing was written
 * to them within it (a line timestamped in the future does not keep its slice forever). A reader never sees a
 * line past retention (export clamps `from`), so a slice that still holds some until its newest expires is
 * invisible there.
 */
async function dropExpiredSlices(env: Bindings, now: number, budget: number) {
  const db = createDb(env.DB);
  const boundary = sql`${now} - ${accounts.retentionDays} * 86400000`;
  const expired = await db
    .select({
      accountId: logSlices.accountId,
      slice: logSlices.slice,
      lines: logSlices.lines,
      coldKey: logSlices.coldKey,
    })
    .from(logSlices)
    .innerJoin(accounts, eq(accounts.id, logSlices.accountId))
    .where(
      sql`(${logSlices.lastTs} < ${boundary} OR ${logSlices.updatedAt} < ${boundary}
        OR (${logSlices.lastTs} IS NULL AND ${logSlices.updatedAt} < ${now - EMPTY_SLICE_MS}))`,
    )
    .limit(budget)
    .all();
  let slicesDropped = 0;
  let linesDropped = 0;
  for (const s of expired) {
    try {
      await callSlice(env, s.accountId, s.slice, (stub) => stub.drop());
      if (s.coldKey) await env.LOG_COLD.delete(s.coldKey);
      // Its summaries first: a failure here leaves the row for the next run to try again.
      await dropSummaries(db, env.LOG_COLD, s);
      await deleteSliceRow(db, s);
      slicesDropped++;
      linesDropped += s.lines;
    } catch (err) {
      console.error(`retention: slice ${s.accountId}:${s.slice} not dropped, next run tries again`, err);
    }
  }
  return { slicesDropped, linesDropped };
}
