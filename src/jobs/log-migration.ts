// Moves the lines of the store before slices (D1's log_lines) into the log store, a bounded piece per run,
// oldest first, until the table is empty; then a later migration drops it. Each piece is one account's
// lines of one day, stored as one batch whose key names its rows (so a run that stopped after the slice took
// the batch but before the rows were deleted finds it "duplicate" next time, for 30 days), then deleted from
// D1. The pieces and their slices follow MIGRATION_LAYOUT, not the account's layout: the layout job may
// change that between two runs, and the run after a stop must cut the same pieces into the same slices.
// Readers find the lines in any slice the catalog names. Usage is not counted again: D1 counted these lines
// when they were ingested. Lines past their account's retention are deleted without moving.
import { asc, eq, sql } from "drizzle-orm";
import { createDb, type Db } from "../db/client";
import { accounts, logLines } from "../db/schema";
import type { Bindings } from "../env";
import { retentionBoundary } from "../lib/time";
import type { LogRecord } from "../logstore/lines";
import { HOUR_MS, type Layout } from "../logstore/slices";
import { storeBatch } from "../logstore/store";

/** Lines one run reads at most. */
export const MIGRATION_LINES = 20_000;
/** Rows read (and deleted) per statement. */
const PAGE = 2_000;
/** How long the slice remembers a moved batch's key: a run retried within it moves nothing twice. */
const KEY_MS = 30 * 86_400_000;
/** Where moved lines go: a slice per day (the store before slices held at most 10 GB in all). */
export const MIGRATION_LAYOUT: Layout = { bucketHours: 24, shards: 1 };

export interface MigrationOutcome {
  moved: number;
  expired: number;
  /** True when log_lines held nothing more at the end of the run. */
  done: boolean;
}

type Row = typeof logLines.$inferSelect;

function toRecord(row: Row): LogRecord {
  return {
    ts: row.ts,
    line: row.line,
    app: row.app,
    host: row.host,
    file: row.file,
    level: row.level,
    ip: row.ip,
    mac: row.mac,
    tags: row.tags,
    meta: row.meta ?? null,
    size: row.size,
  };
}

async function deleteRows(db: Db, seqs: number[]) {
  if (seqs.length === 0) return;
  await db
    .delete(logLines)
    .where(sql`${logLines.seq} IN (SELECT value FROM json_each(${JSON.stringify(seqs)}))`);
}

export async function runLogMigration(
  env: Bindings,
  now = Date.now(),
  budget = MIGRATION_LINES,
): Promise<MigrationOutcome> {
  const db = createDb(env.DB);
  const outcome: MigrationOutcome = { moved: 0, expired: 0, done: false };
  while (outcome.moved + outcome.expired < budget) {
    const first = await db
      .select({ accountId: logLines.accountId })
      .from(logLines)
      .orderBy(asc(logLines.accountId))
      .limit(1)
      .get();
    if (!first) {
      outcome.done = true;
      break;
    }
    const account = await db
      .select({ retentionDays: accounts.retentionDays })
      .from(accounts)
      .where(eq(accounts.id, first.accountId))
      .get();
    const page = await db
      .select()
      .from(logLines)
      .where(eq(logLines.accountId, first.accountId))
      .orderBy(asc(logLines.ts), asc(logLines.seq))
      // Always a whole page: a run that stops halfway reads the same rows again, so its batches get the
      // same keys.
      .limit(PAGE)
      .all();
    if (!account) {
      // The account is gone: so are its lines.
      await deleteRows(
        db,
        page.map((r) => r.seq),
      );
      outcome.expired += page.length;
      continue;
    }
    const boundary = retentionBoundary(now, account.retentionDays);
    const expired = page.filter((r) => r.ts < boundary);
    await deleteRows(
      db,
      expired.map((r) => r.seq),
    );
    outcome.expired += expired.length;
    const layout = MIGRATION_LAYOUT;
    const bucketMs = layout.bucketHours * HOUR_MS;
    const buckets = new Map<number, Row[]>();
    for (const row of page) {
      if (row.ts < boundary) continue;
      const bucket = Math.floor(row.ts / bucketMs);
      buckets.set(bucket, [...(buckets.get(bucket) ?? []), row]);
    }
    for (const rows of buckets.values()) {
      const seqs = rows.map((r) => r.seq);
      const key = `migrate:${first.accountId}:${Math.min(...seqs)}:${Math.max(...seqs)}:${seqs.length}`;
      await storeBatch(env, first.accountId, layout, rows.map(toRecord), () => null, {
        key,
        keepMs: KEY_MS,
        countUsage: false,
      });
      await deleteRows(db, seqs);
      outcome.moved += rows.length;
    }
  }
  return outcome;
}
