// Needle summaries in D1 (docs/needle-summaries.md): what lets a search for an id rule out the slices that do
// not hold it without calling them.
// - A quiet slice sends the filters of its chunk groups (src/durable/log-slice.ts `summarize`), a row each in
//   log_slice_summaries, marked unbuilt.
// - A job (every 15 minutes) interleaves each changed day's filters into the day's period summary: a row of
//   layout and columns (slice, group, lines covered) and its blocks in rows of log_summary_blocks, a build
//   number on both; each slice it speaks for gets the build and the lines its groups cover in its catalog row
//   (log_slices.summary_build, summary_lines).
// - A plan (src/logstore/plan.ts) reads, in one D1 batch, the periods of its range and, for each, only the
//   rows holding the blocks its term's items fall in, and finds the slices that may hold the term; its catalog
//   statement then leaves out every slice whose period (of a build it read) covers all the lines its row
//   counts and that is not among them. Anything else (no period yet, a period of another build than its
//   blocks, groups behind the row, an open slice) keeps the slice planned: a summary only ever removes slices
//   that surely hold no matching line.
// Periods live in D1 while they are small (PERIOD_MAX_BYTES: about a million lines a day); a day past that has
// no period and its slices are planned by time and trigram filter alone, as before summaries.
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { logSliceSummaries, logSlices, logSummaryBlocks, logSummaryPeriods } from "../db/schema";
import type { SliceIdentity } from "./slice-protocol";
import {
  blockHashes,
  blockWordsOf,
  candidateColumns,
  FILTER_SHAPE,
  ITEM_SCHEME,
  layoutFromBytes,
  type NeedleQuery,
  PeriodSummary,
  SUMMARY_HEADER_BYTES,
  type Summary,
  summaryFromBytes,
} from "./summary";

export const DAY_MS = 86_400_000;

/** The period of a slice: the day its bucket starts in. */
export const periodOf = (bucketStart: number) => Math.floor(bucketStart / DAY_MS) * DAY_MS;

/** A period's blocks take at most this many rows (rows written per build). */
export const PERIOD_ROWS = 256;
/** The largest period kept in D1 (columns x blocks x 8 bytes); a larger day has none. */
export const PERIOD_MAX_BYTES = 8 * 1024 * 1024;
/** Items a plan tests at most (a term of a 32-hex id has about 7). */
export const MAX_PLAN_ITEMS = 64;
/** Days one run of the job builds at most. */
export const PERIOD_BUDGET = 50;

/** A slice's group of chunks as it sends it: its number, the slice's lines through it, its filter. */
export interface GroupSummary {
  grp: number;
  lines: number;
  filter: Uint8Array;
}

/** Statements writing a slice's groups (each replaces its row, which its day's next build takes). */
export function groupStatements(db: Db, identity: SliceIdentity, groups: readonly GroupSummary[]) {
  const day = periodOf(identity.bucketStart);
  return groups.map((g) =>
    db
      .insert(logSliceSummaries)
      .values({
        accountId: identity.accountId,
        slice: identity.slice,
        grp: g.grp,
        day,
        lines: g.lines,
        filter: Buffer.from(g.filter),
      })
      .onConflictDoUpdate({
        target: [logSliceSummaries.accountId, logSliceSummaries.slice, logSliceSummaries.grp],
        set: { day, lines: g.lines, filter: Buffer.from(g.filter), built: 0 },
      }),
  );
}

/** Groups in runs of at most `maxBytes` of filters (one at least), for D1 batches of bounded size. */
export function groupBatches(groups: readonly GroupSummary[], maxBytes: number): GroupSummary[][] {
  const batches: GroupSummary[][] = [];
  let bytes = 0;
  for (const g of groups) {
    const last = batches.at(-1);
    if (last && bytes + g.filter.byteLength <= maxBytes) last.push(g);
    else {
      batches.push([g]);
      bytes = 0;
    }
    bytes += g.filter.byteLength;
  }
  return batches;
}

/** A column of a period: slice, group, the slice's lines through the group. */
type Column = [string, number, number];

/** Builds the periods of the days whose summaries changed, at most `budget` of them. */
export async function buildPeriods(
  db: Db,
  budget = PERIOD_BUDGET,
): Promise<{ built: number; tooLarge: number }> {
  const due = await db
    .selectDistinct({ accountId: logSliceSummaries.accountId, day: logSliceSummaries.day })
    .from(logSliceSummaries)
    .where(eq(logSliceSummaries.built, 0))
    .limit(budget)
    .all();
  let built = 0;
  let tooLarge = 0;
  for (const { accountId, day } of due) {
    if (await buildPeriod(db, accountId, day)) built++;
    else tooLarge++;
  }
  return { built, tooLarge };
}

/** Rows of blocks inserted by one statement (5 parameters each, D1 binds 100 at most). */
const ROWS_PER_INSERT = 16;

/**
 * The day's period from every group of its slices, replacing the one before (one D1 transaction); false when
 * it would pass PERIOD_MAX_BYTES (the day then has no period: its slices are planned without one).
 */
async function buildPeriod(db: Db, accountId: string, day: number): Promise<boolean> {
  const ofDay = (t: typeof logSummaryBlocks | typeof logSummaryPeriods | typeof logSliceSummaries) =>
    and(eq(t.accountId, accountId), eq(t.day, day));
  const clear = [
    db.delete(logSummaryBlocks).where(ofDay(logSummaryBlocks)),
    db.delete(logSummaryPeriods).where(ofDay(logSummaryPeriods)),
  ] as const;
  // The period's size from the rows' sizes (every column takes the widest filter's blocks), before reading a
  // filter: a day too large for a period is never read into memory.
  const size = await db
    .select({
      columns: sql<number>`count(*)`.mapWith(Number),
      widest: sql<number>`coalesce(max(length(${logSliceSummaries.filter})), 0)`.mapWith(Number),
    })
    .from(logSliceSummaries)
    .where(ofDay(logSliceSummaries))
    .get();
  if (size && size.columns * Math.max(0, size.widest - SUMMARY_HEADER_BYTES) > PERIOD_MAX_BYTES) {
    await db.batch([
      ...clear,
      db
        .update(logSliceSummaries)
        .set({ built: 1 })
        .where(and(ofDay(logSliceSummaries), eq(logSliceSummaries.built, 0))),
    ]);
    return false;
  }
  const rows = await db
    .select({
      slice: logSliceSummaries.slice,
      grp: logSliceSummaries.grp,
      lines: logSliceSummaries.lines,
      filter: logSliceSummaries.filter,
    })
    .from(logSliceSummaries)
    .where(and(eq(logSliceSummaries.accountId, accountId), eq(logSliceSummaries.day, day)))
    .orderBy(logSliceSummaries.slice, logSliceSummaries.grp)
    .all();
  const columns: Column[] = [];
  const filters: Summary[] = [];
  let blocks = 1;
  for (const row of rows) {
    const filter = summaryFromBytes(new Uint8Array(row.filter));
    // A filter of another scheme or shape (an older format) is no column: its slice stays planned.
    if (!filter || filter.hashes !== FILTER_SHAPE.hashes) continue;
    if (filter.scheme.gram !== ITEM_SCHEME.gram || filter.scheme.window !== ITEM_SCHEME.window) continue;
    columns.push([row.slice, row.grp, row.lines]);
    filters.push(filter);
    blocks = Math.max(blocks, filter.blocks);
  }
  const read = rows.map((r) => `${r.slice}:${r.grp}:${r.lines}`);
  // Rows replaced since they were read stay unbuilt for the next run.
  const markBuilt = db
    .update(logSliceSummaries)
    .set({ built: 1 })
    .where(
      and(
        eq(logSliceSummaries.accountId, accountId),
        eq(logSliceSummaries.day, day),
        eq(logSliceSummaries.built, 0),
        sql`(${logSliceSummaries.slice} || ':' || ${logSliceSummaries.grp} || ':' || ${logSliceSummaries.lines})
          IN (SELECT value FROM json_each(${JSON.stringify(read)}))`,
      ),
    );
  if (filters.length === 0 || blocks * filters.length * 8 > PERIOD_MAX_BYTES) {
    await db.batch([...clear, markBuilt]);
    return filters.length === 0;
  }
  const period = PeriodSummary.interleave(filters);
  const blocksPerRow = Math.max(1, period.blocks / PERIOD_ROWS);
  // A new number each build: a plan reading this row with blocks of another build ignores them.
  const build = Math.floor(Math.random() * 2 ** 48);
  const inserts = [];
  for (let row = 0; row * blocksPerRow < period.blocks; row += ROWS_PER_INSERT) {
    const values = [];
    for (let r = row; r < row + ROWS_PER_INSERT && r * blocksPerRow < period.blocks; r++)
      values.push({
        accountId,
        day,
        row: r,
        build,
        bits: Buffer.from(period.blockBytes(r * blocksPerRow, (r + 1) * blocksPerRow)),
      });
    inserts.push(db.insert(logSummaryBlocks).values(values));
  }
  // The slices whose groups 0..n are all columns: their catalog rows name this build and the lines covered.
  const covered: [string, number][] = [];
  for (const [slice, c] of coverage(columns)) if (c.groups === c.top + 1) covered.push([slice, c.lines]);
  const coveredJson = JSON.stringify(covered);
  const speakFor = db
    .update(logSlices)
    .set({
      summaryBuild: build,
      summaryLines: sql`(SELECT json_extract(value, '$[1]') FROM json_each(${coveredJson})
        WHERE json_extract(value, '$[0]') = ${logSlices.slice})`,
    })
    .where(
      and(
        eq(logSlices.accountId, accountId),
        sql`${logSlices.slice} IN (SELECT json_extract(value, '$[0]') FROM json_each(${coveredJson}))`,
      ),
    );
  const periodRow = {
    accountId,
    day,
    build,
    header: Buffer.from(period.header()),
    blocks: period.blocks,
    blocksPerRow,
    columns: JSON.stringify(columns),
  };
  await db.batch([
    ...clear,
    db
      .insert(logSummaryPeriods)
      .values(periodRow)
      .onConflictDoUpdate({ target: [logSummaryPeriods.accountId, logSummaryPeriods.day], set: periodRow }),
    ...inserts,
    speakFor,
    markBuilt,
  ]);
  return true;
}

/** Deletes the summaries of a dropped slice, and marks its day for the next build. */
export async function dropSummaries(db: Db, id: Pick<SliceIdentity, "accountId" | "slice">) {
  const where = and(eq(logSliceSummaries.accountId, id.accountId), eq(logSliceSummaries.slice, id.slice));
  const rows = await db
    .select({ day: logSliceSummaries.day })
    .from(logSliceSummaries)
    .where(where)
    .limit(1)
    .all();
  if (rows.length === 0) return;
  await db.batch([
    db.delete(logSliceSummaries).where(where),
    // Another row of the day, unbuilt: the day's period is built again without the slice's columns.
    db
      .update(logSliceSummaries)
      .set({ built: 0 })
      .where(
        sql`rowid = (SELECT rowid FROM ${logSliceSummaries} WHERE ${logSliceSummaries.accountId} = ${id.accountId}
          AND ${logSliceSummaries.day} = ${rows[0].day} LIMIT 1)`,
      ),
    // The last slice of its day: no column is left, the period goes.
    ...[logSummaryBlocks, logSummaryPeriods].map((t) =>
      db.delete(t).where(
        sql`${t.accountId} = ${id.accountId} AND ${t.day} = ${rows[0].day}
            AND NOT EXISTS (SELECT 1 FROM ${logSliceSummaries} WHERE ${logSliceSummaries.accountId} = ${id.accountId}
            AND ${logSliceSummaries.day} = ${rows[0].day})`,
      ),
    ),
  ]);
}

export interface PeriodRow {
  day: number;
  build: number;
  header: ArrayBuffer | number[];
  blocks_per_row: number;
}

export interface BlockRow {
  day: number;
  /** The block's number in its period. */
  block: number;
  build: number;
  /** The block of every column, in hex. */
  bits: string;
}

/**
 * The two statements a plan reads the summaries of [from, to] with (null: the query has no item to test):
 * the periods of the range, and of each only the rows holding the blocks the query's items fall in. A plan
 * sends them in one batch with its catalog statement: one round trip, one moment.
 */
export function summaryStatements(
  db: Db,
  accountId: string,
  from: number,
  to: number,
  query: NeedleQuery | null,
) {
  const hashes = blockHashes(query);
  // Each item reads a block of every day of the range: a query of many ids (an OR of hundreds) is planned by
  // time and trigram filter alone rather than read that much.
  if (hashes.length === 0 || hashes.length > MAX_PLAN_ITEMS) return null;
  // A slice's bucket may start up to a day before its first line.
  const lo = periodOf(from) - DAY_MS;
  const hi = periodOf(to);
  const d1 = db.$client;
  return [
    d1
      .prepare(
        `SELECT day, build, header, blocks_per_row FROM log_summary_periods
          WHERE account_id = ? AND day >= ? AND day <= ?`,
      )
      .bind(accountId, lo, hi),
    // CROSS JOIN keeps the periods outside and each item's row inside: otherwise SQLite may read every row
    // of blocks (docs/needle-summaries.md). Only the item's block of the row comes back, in hex: D1 answers a
    // BLOB as an array of numbers, several times its size and slower to read.
    d1
      .prepare(
        `SELECT b.day, j.hash & (p.blocks - 1) AS block, b.build,
                hex(substr(b.bits, (j.hash & (p.blocks - 1)) % p.blocks_per_row * (length(b.bits) / p.blocks_per_row) + 1,
                  length(b.bits) / p.blocks_per_row)) AS bits
           FROM log_summary_periods p CROSS JOIN (SELECT DISTINCT value AS hash FROM json_each(?)) j
           CROSS JOIN log_summary_blocks b ON b.account_id = p.account_id AND b.day = p.day
            AND b.row = (j.hash & (p.blocks - 1)) / p.blocks_per_row
          WHERE p.account_id = ? AND p.day >= ? AND p.day <= ?`,
      )
      .bind(JSON.stringify(hashes), accountId, lo, hi),
  ] as const;
}

/**
 * What a plan narrows by: the periods it could read whole, and their columns that may hold the query as
 * [day, column] (the catalog statement names their slices from the periods' columns itself, so a plan never
 * reads a period's list of columns).
 */
export interface SummaryVerdict {
  accountId: string;
  builds: number[];
  candidates: [number, number][];
}

/**
 * Which slices of the periods read (summaryStatements) may hold `query`: a slice any of whose columns may.
 * A period whose blocks are of another build (built again between the two statements) is not in `builds`:
 * its slices are not narrowed.
 */
export function summaryVerdict(
  accountId: string,
  query: NeedleQuery,
  periods: readonly PeriodRow[],
  blocks: readonly BlockRow[],
): SummaryVerdict {
  const verdict: SummaryVerdict = { accountId, builds: [], candidates: [] };
  const byDay = new Map<number, BlockRow[]>();
  for (const b of blocks) {
    const list = byDay.get(b.day) ?? [];
    list.push(b);
    byDay.set(b.day, list);
  }
  for (const period of periods) {
    const layout = layoutFromBytes(new Uint8Array(period.header));
    if (!layout) continue;
    const rows = new Map<number, Uint8Array>();
    for (const b of byDay.get(period.day) ?? [])
      if (b.build === period.build) rows.set(b.block, fromHex(b.bits));
    // A block a row each, as read.
    const candidates = candidateColumns(query, layout, blockWordsOf(layout, 1, rows));
    verdict.builds.push(period.build);
    for (let c = 0; c < candidates.length; c++)
      if (candidates[c] === 1) verdict.candidates.push([period.day, c]);
  }
  return verdict;
}

/** Per slice of a period: how many of its groups are columns, the highest, and the lines they cover. */
function coverage(columns: readonly Column[]) {
  const slices = new Map<string, { groups: number; top: number; lines: number }>();
  for (const [slice, grp, covered] of columns) {
    const s = slices.get(slice) ?? { groups: 0, top: -1, lines: 0 };
    s.groups++;
    s.top = Math.max(s.top, grp);
    s.lines = Math.max(s.lines, covered);
    slices.set(slice, s);
  }
  return slices;
}

/**
 * The catalog condition of a verdict: a slice is kept unless its catalog row names a build of a period read
 * (summary_build), its groups cover every line the row counts (summary_lines), and no column of it may hold
 * the query. Plain comparisons on the row: no lookup per slice. (A period built again since it was read names
 * other slices in its columns, but its slices' rows then name a build not read: they are all kept.)
 */
export function keptBy(verdict: SummaryVerdict): SQL {
  return sql`(${logSlices.slice} IN (SELECT json_extract(p.columns, '$[' || json_extract(c.value, '$[1]') || '][0]')
      FROM json_each(${JSON.stringify(verdict.candidates)}) c CROSS JOIN log_summary_periods p
      WHERE p.account_id = ${verdict.accountId} AND p.day = json_extract(c.value, '$[0]'))
    OR ${logSlices.summaryBuild} IS NULL OR ${logSlices.summaryLines} IS NOT ${logSlices.lines}
    OR ${logSlices.summaryBuild} NOT IN (SELECT value FROM json_each(${JSON.stringify(verdict.builds)})))`;
}

/** SQLite's hex(): upper-case digits, two a byte. */
function fromHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length >> 1);
  const digit = (c: number) => (c <= 57 ? c - 48 : c - 55);
  for (let i = 0; i < out.length; i++)
    out[i] = (digit(hex.charCodeAt(2 * i)) << 4) | digit(hex.charCodeAt(2 * i + 1));
  return out;
}
