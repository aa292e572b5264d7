// The archiving job (every 15 minutes, src/index.ts). For every account with an archiving configuration, each recent UTC day that
// is not archived yet is written to R2 (env.ARCHIVES) as one gzip-compressed JSONL object, key
// `<account_id>/<yyyy>/<mm>/<dd>.jsonl.gz`, in the export line format. The lines are read in keyset
// pages and streamed through CompressionStream into a multipart upload, so memory holds one page and one
// part (8 MiB), never a day.
//
// Every (account, day) is a row of archive_runs: claimed as `running` by one conditional upsert (so two
// invocations never write the same day), then `done` or `failed`. A done day is skipped; a failed one, or
// one left `running` longer than RUN_STALE_MS (a crashed invocation), is taken again. An invocation
// archives at most MAX_ARCHIVES_PER_RUN days and looks back CATCH_UP_DAYS days, so what one run could not
// reach the next one does.
import { and, asc, eq, sql } from "drizzle-orm";
import { exportedLine, LineScanner } from "../api/export/reader";
import { createDb, type Db } from "../db/client";
import { archiveConfigs, archiveRuns } from "../db/schema";
import type { Bindings } from "../env";
import { DAY_MS, utcDay } from "../lib/time";

export const CATCH_UP_DAYS = 3;
export const MAX_ARCHIVES_PER_RUN = 20;
export const RUN_STALE_MS = 3_600_000;
// R2 multipart parts must be at least 5 MiB, all but the last.
const PART_BYTES = 8 * 1_048_576;
// Lines are handed to the compressor in batches of about this many characters.
const WRITE_CHARS = 256 * 1024;

export type ArchiveRun = typeof archiveRuns.$inferSelect;

export const archiveObjectKey = (accountId: string, day: string) =>
  `${accountId}/${day.slice(0, 4)}/${day.slice(5, 7)}/${day.slice(8, 10)}.jsonl.gz`;

/**
 * Claims (account, day) for this invocation: a new `running` row, or a failed or stale one taken over
 * (`force`: a done one too, to archive a day again on demand). False when another invocation holds it or,
 * without `force`, when it is done.
 */
async function claimRun(db: Db, accountId: string, day: string, now: number, force: boolean) {
  const stale = now - RUN_STALE_MS;
  const heldElsewhere = sql`(${archiveRuns.status} = 'running' AND ${archiveRuns.startedAt} > ${stale})`;
  const claimed = await db
    .insert(archiveRuns)
    .values({ accountId, day, status: "running", startedAt: now })
    .onConflictDoUpdate({
      target: [archiveRuns.accountId, archiveRuns.day],
      set: { status: "running", startedAt: now, finishedAt: null, error: null },
      setWhere: force
        ? sql`NOT ${heldElsewhere}`
        : sql`${archiveRuns.status} = 'failed' OR (${archiveRuns.status} = 'running' AND ${archiveRuns.startedAt} <= ${stale})`,
    })
    .returning({ day: archiveRuns.day });
  return claimed.length > 0;
}

interface Written {
  lines: number;
  bytes: number;
  compressedBytes: number;
}

/** Streams the day's lines of one account, gzip-compressed, into a multipart upload at `key`. */
async function writeDay(bucket: R2Bucket, db: Db, accountId: string, day: string, key: string) {
  const from = Date.parse(`${day}T00:00:00Z`);
  const scanner = new LineScanner(
    db,
    { accountId, from, to: from + DAY_MS - 1, apps: [], hosts: [], levels: [], query: null, maxSeq: null },
    "asc",
    null,
    Number.MAX_SAFE_INTEGER,
  );
  const upload = await bucket.createMultipartUpload(key, {
    httpMetadata: { contentType: "application/gzip" },
    customMetadata: { account_id: accountId, day, format: "jsonl" },
  });
  const gzip = new CompressionStream("gzip");
  const writer = gzip.writable.getWriter();
  const reader = gzip.readable.getReader();
  const written: Written = { lines: 0, bytes: 0, compressedBytes: 0 };
  const parts: R2UploadedPart[] = [];

  // The producer and the consumer run together: the compressor holds back a writer until its output is
  // read. Either side failing cancels the other, so neither waits forever.
  const produce = async () => {
    const encoder = new TextEncoder();
    let batch = "";
    for (;;) {
      const row = await scanner.next();
      if (row) {
        batch += `${JSON.stringify(exportedLine(row))}\n`;
        written.lines++;
      }
      if (batch.length >= WRITE_CHARS || (!row && batch.length > 0)) {
        const chunk = encoder.encode(batch);
        written.bytes += chunk.byteLength;
        batch = "";
        await writer.write(chunk);
      }
      if (!row) break;
    }
    await writer.close();
  };
  const consume = async () => {
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      const part = new Uint8Array(pendingBytes);
      let offset = 0;
      for (const chunk of pending) {
        part.set(chunk, offset);
        offset += chunk.byteLength;
      }
      pending = [];
      pendingBytes = 0;
      parts.push(await upload.uploadPart(parts.length + 1, part));
      written.compressedBytes += part.byteLength;
    };
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending.push(value);
      pendingBytes += value.byteLength;
      if (pendingBytes >= PART_BYTES) await flush();
    }
    if (pendingBytes > 0 || parts.length === 0) await flush();
  };

  try {
    await Promise.all([
      produce().catch(async (err) => {
        await writer.abort(err).catch(() => {});
        throw err;
      }),
      consume().catch(async (err) => {
        await reader.cancel(err).catch(() => {});
        throw err;
      }),
    ]);
    await upload.complete(parts);
  } catch (err) {
    await upload.abort().catch(() => {});
    throw err;
  }
  return written;
}

/**
 * Archives one day of one account: claims it, writes the object, records the outcome. Answers the run as
 * recorded, or null when the day was not claimed (done already, or running elsewhere).
 */
export async function archiveDay(
  env: Bindings,
  accountId: string,
  day: string,
  now: number,
  options: { force?: boolean; db?: Db } = {},
): Promise<ArchiveRun | null> {
  const db = options.db ?? createDb(env.DB);
  if (!(await claimRun(db, accountId, day, now, options.force ?? false))) return null;
  const key = archiveObjectKey(accountId, day);
  const thisRun = and(
    eq(archiveRuns.accountId, accountId),
    eq(archiveRuns.day, day),
    eq(archiveRuns.startedAt, now),
    eq(archiveRuns.status, "running"),
  );
  const started = Date.now();
  let outcome: Partial<ArchiveRun>;
  try {
    const written = await writeDay(env.ARCHIVES, db, accountId, day, key);
    outcome = { status: "done", objectKey: key, ...written, error: null };
  } catch (err) {
    console.error("archive failed", accountId, day, err);
    outcome = { status: "failed", error: String(err).slice(0, 500) };
  }
  const [row] = await db
    .update(archiveRuns)
    .set({ ...outcome, finishedAt: now + (Date.now() - started) })
    .where(thisRun)
    .returning();
  return row ?? null;
}

/** The days a run looks at, oldest first: the CATCH_UP_DAYS days before `now`'s UTC day. */
export const catchUpDays = (now: number) =>
  Array.from({ length: CATCH_UP_DAYS }, (_, i) => utcDay(now - (CATCH_UP_DAYS - i) * DAY_MS));

export async function runArchive(
  env: Bindings,
  now = Date.now(),
  limit = MAX_ARCHIVES_PER_RUN,
): Promise<Record<string, unknown>> {
  const db = createDb(env.DB);
  const stale = now - RUN_STALE_MS;
  let budget = limit;
  let archived = 0;
  let failed = 0;
  let skipped = 0;
  let incomplete = false;
  for (const day of catchUpDays(now)) {
    // Accounts configured no later than the day after `day` (a new configuration archives from the day
    // before it was made), whose day is neither done nor being archived right now.
    const pending = await db
      .select({ accountId: archiveConfigs.accountId })
      .from(archiveConfigs)
      .where(
        sql`${day} >= date(substr(${archiveConfigs.createdAt}, 1, 10), '-1 day')
          AND NOT EXISTS (SELECT 1 FROM ${archiveRuns} WHERE ${archiveRuns.accountId} = ${archiveConfigs.accountId}
            AND ${archiveRuns.day} = ${day}
            AND (${archiveRuns.status} = 'done' OR (${archiveRuns.status} = 'running' AND ${archiveRuns.startedAt} > ${stale})))`,
      )
      .orderBy(asc(archiveConfigs.accountId))
      .limit(budget + 1)
      .all();
    if (pending.length > budget) {
      incomplete = true;
      pending.length = budget;
    }
    for (const { accountId } of pending) {
      budget--;
      const run = await archiveDay(env, accountId, day, now, { db });
      if (!run) skipped++;
      else if (run.status === "done") archived++;
      else failed++;
    }
  }
  return { days: catchUpDays(now), archived, failed, skipped, incomplete };
}
