// Needle summaries in D1 (docs/needle-summaries.md): what lets a search for an id rule out the slices that do
// not hold it without calling them.
// - A quiet slice sends the filters of its chunk groups (src/durable/log-slice.ts `summarize`), a row each in
//   log_slice_summaries, marked unbuilt.
// - A job (every 15 minutes) interleaves each changed day's filters into the day's period summary (bit planes:
//   src/logstore/summary.ts PeriodSummary): a row of layout and columns (slice, group, lines covered) with a
//   new build number, and its blocks in rows of log_summary_blocks keyed by that build; each slice it speaks
//   for gets the build and the lines its groups cover in its catalog row (log_slices.summary_build,
//   summary_lines), and the stamps of the build it replaces are cleared in the same transaction.
// - A plan (src/logstore/plan.ts) reads, in one statement, the periods of its range and, for each, only the
//   planes its term's items are tested on, and finds the slices that may hold the term; its catalog statement
//   then leaves out every slice whose period (of a build it read) covers all the lines its row counts and
//   that is not among them. Anything else (no period yet, a period built again meanwhile, groups behind the
//   row, an open slice) keeps the slice planned: a summary only ever removes slices that surely hold no
//   matching line.
// Periods live in D1 while they are small (PERIOD_MAX_BYTES: about a million lines a day); a day past that has
// no period and its slices are planned by time and trigram filter alone, as before summaries.
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { logSliceSummaries, logSlices, logSummaryBlocks, logSummaryPeriods } from "../db/schema";
import type { SliceIdentity } from "./slice-protocol";
import {
  candidateColumns,
  FILTER_SHAPE,
  ITEM_SCHEME,
  itemReads,
  type NeedleQuery,
  PeriodSummary,
  periodLayoutFromBytes,
  planeBytes,
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
/** A plan's statement reads 2 planes an item: a period of other hashes is never built (buildPeriod). */
const PLAN_HASHES = 2;
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

/** A period's bytes: 64 planes of a bit per column for each block. */
const periodBytes = (columns: number, blocks: number) => blocks * 64 * planeBytes(columns);

/** The key of a period's row of blocks: its build and the row's number. */
const blockRowId = (build: number, row: number) => build * PERIOD_ROWS + row;

/** The rows of blocks of the day's current period (none without one), by their keys' range. */
function blocksOfPeriod(accountId: string, day: number): SQL {
  const build = sql`(SELECT build FROM ${logSummaryPeriods} WHERE ${logSummaryPeriods.accountId} = ${accountId}
    AND ${logSummaryPeriods.day} = ${day})`;
  return sql`${logSummaryBlocks.id} >= ${build} * ${PERIOD_ROWS} AND ${logSummaryBlocks.id} < (${build} + 1) * ${PERIOD_ROWS}`;
}

/** Rows of blocks inserted by one statement (2 parameters each, D1 binds 100 at most). */
const ROWS_PER_INSERT = 16;

/**
 * The day's period from every group of its slices, replacing the one before (one D1 transaction); false when
 * it would pass PERIOD_MAX_BYTES (the day then has no period: its slices are planned without one).
 */
async function buildPeriod(db: Db, accountId: string, day: number): Promise<boolean> {
  const ofDay = (t: typeof logSummaryPeriods | typeof logSliceSummaries) =>
    and(eq(t.accountId, accountId), eq(t.day, day));
  const clear = [
    unstamp(db, accountId, day),
    db.delete(logSummaryBlocks).where(blocksOfPeriod(accountId, day)),
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
  if (
    size &&
    periodBytes(size.columns, Math.max(0, size.widest - SUMMARY_HEADER_BYTES) / 8) > PERIOD_MAX_BYTES
  ) {
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
      // In hex: D1 answers a BLOB as an array of numbers, several bytes of the isolate's memory per byte (a
      // day of 8 MiB of filters would take most of a Worker's 128 MB), a hex string two.
      filter: sql<string>`hex(${logSliceSummaries.filter})`,
    })
    .from(logSliceSummaries)
    .where(and(eq(logSliceSummaries.accountId, accountId), eq(logSliceSummaries.day, day)))
    .orderBy(logSliceSummaries.slice, logSliceSummaries.grp)
    .all();
  const columns: Column[] = [];
  const filters: Summary[] = [];
  let blocks = 1;
  for (const row of rows) {
    const filter = summaryFromBytes(fromHex(row.filter));
    // A filter of another scheme or shape (an older format) is no column: its slice stays planned.
    if (!filter || filter.hashes !== FILTER_SHAPE.hashes || filter.hashes !== PLAN_HASHES) continue;
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
  if (filters.length === 0 || periodBytes(filters.length, blocks) > PERIOD_MAX_BYTES) {
    await db.batch([...clear, markBuilt]);
    return filters.length === 0;
  }
  const period = PeriodSummary.interleave(filters);
  const blocksPerRow = Math.max(1, period.blocks / PERIOD_ROWS);
  // A new number each build (40 bits: blockRowId stays exact in JS): a plan finds no row of another build.
  const build = Math.floor(Math.random() * 2 ** 40);
  const inserts = [];
  for (let row = 0; row * blocksPerRow < period.blocks; row += ROWS_PER_INSERT) {
    const values = [];
    for (let r = row; r < row + ROWS_PER_INSERT && r * blocksPerRow < period.blocks; r++)
      values.push({
        id: blockRowId(build, r),
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
    planeBytes: period.planeBytes,
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

/**
 * Clears the stamps of the day's current build from the catalog (by log_slices_summary_build), before its
 * period is replaced or removed in the same transaction: a row's summary_build stays NULL or the current build
 * of its day, which a plan relies on (narrowing).
 */
function unstamp(db: Db, accountId: string, day: number) {
  return db
    .update(logSlices)
    .set({ summaryBuild: null, summaryLines: null })
    .where(
      and(
        eq(logSlices.accountId, accountId),
        sql`${logSlices.summaryBuild} IN (SELECT build FROM ${logSummaryPeriods}
          WHERE ${logSummaryPeriods.accountId} = ${accountId} AND ${logSummaryPeriods.day} = ${day})`,
      ),
    );
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
    // The last slice of its day: no column is left, the period goes (its stamps first).
    db
      .update(logSlices)
      .set({ summaryBuild: null, summaryLines: null })
      .where(
        sql`${logSlices.accountId} = ${id.accountId} AND ${logSlices.summaryBuild} IN (SELECT build FROM ${logSummaryPeriods}
          WHERE ${logSummaryPeriods.accountId} = ${id.accountId} AND ${logSummaryPeriods.day} = ${rows[0].day})
          AND NOT EXISTS (SELECT 1 FROM ${logSliceSummaries} WHERE ${logSliceSummaries.accountId} = ${id.accountId}
          AND ${logSliceSummaries.day} = ${rows[0].day})`,
      ),
    ...[
      [logSummaryBlocks, blocksOfPeriod(id.accountId, rows[0].day)] as const,
      [
        logSummaryPeriods,
        and(eq(logSummaryPeriods.accountId, id.accountId), eq(logSummaryPeriods.day, rows[0].day)),
      ] as const,
    ].map(([t, rowsOfDay]) =>
      db.delete(t).where(
        sql`${rowsOfDay} AND NOT EXISTS (SELECT 1 FROM ${logSliceSummaries}
          WHERE ${logSliceSummaries.accountId} = ${id.accountId} AND ${logSliceSummaries.day} = ${rows[0].day})`,
      ),
    ),
  ]);
}

/** The days whose periods may speak for a slice with lines in [from, to]: its bucket may start a day before. */
const daysOf = (from: number, to: number) => ({ lo: periodOf(from) - DAY_MS, hi: periodOf(to) });

/** A row of a plan's read: an item's planes in one day's period. */
interface PlaneRow {
  day: number;
  /** The period's build and header (PeriodSummary.header, in hex). */
  build: number;
  header: string;
  /** The item's block in the period, and the bits of the block it is tested on. */
  block: number;
  k0: number;
  k1: number;
  /** The item's planes in the block: bits k0 and k1 of every column, in hex. */
  plane0: string;
  plane1: string;
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
 * Whether a plan reads the summaries for a query: it has items, and not too many. Each item reads its planes
 * of every day of the range: a query of many ids (an OR of hundreds) is planned by time and trigram filter
 * alone rather than read that much.
 */
export function plannedByItems(query: NeedleQuery | null): query is NeedleQuery {
  const items = itemReads(query, PLAN_HASHES).length;
  return items > 0 && items <= MAX_PLAN_ITEMS;
}

/**
 * The needle summaries of [from, to] for a query, in one D1 statement: of each period of the range, its header
 * and only the items' planes.
 */
export async function readSummaries(
  db: Db,
  accountId: string,
  from: number,
  to: number,
  query: NeedleQuery,
): Promise<SummaryVerdict> {
  const items = itemReads(query, PLAN_HASHES);
  const { lo, hi } = daysOf(from, to);
  // CROSS JOIN keeps the periods outside and each item's row inside, found by its key (the period's build and
  // the row: blockRowId), so only rows of the build read are ever found. Only the item's planes come back (a bit per column each), in hex: D1
  // answers a BLOB as an array of numbers, several times its size and slower to read. A row holds
  // blocks_per_row blocks of 64 planes each; the row's BLOB is named once per plane, as plane_bytes is kept
  // beside it (each length(bits) would read the whole BLOB again).
  const { results } = await db.$client
    .prepare(
      `SELECT p.day, p.build, hex(p.header) AS header, j.hash & (p.blocks - 1) AS block, j.k0, j.k1,
              hex(substr(b.bits, ((j.hash & (p.blocks - 1)) % p.blocks_per_row * 64 + j.k0) * p.plane_bytes + 1,
                p.plane_bytes)) AS plane0,
              hex(substr(b.bits, ((j.hash & (p.blocks - 1)) % p.blocks_per_row * 64 + j.k1) * p.plane_bytes + 1,
                p.plane_bytes)) AS plane1
         FROM log_summary_periods p
         CROSS JOIN (SELECT value ->> 0 AS hash, value ->> 1 AS k0, value ->> 2 AS k1 FROM json_each(?)) j
         CROSS JOIN log_summary_blocks b
           ON b.id = p.build * ${PERIOD_ROWS} + (j.hash & (p.blocks - 1)) / p.blocks_per_row
        WHERE p.account_id = ? AND p.day >= ? AND p.day <= ?`,
    )
    .bind(JSON.stringify(items), accountId, lo, hi)
    .all<PlaneRow>();
  return summaryVerdict(accountId, query, results);
}

/**
 * Which slices of the periods read may hold `query`: a slice any of whose columns may. Every plane read is of its
 * period's build (rows are keyed by it); a plane not read counts as holding.
 */
function summaryVerdict(accountId: string, query: NeedleQuery, rows: readonly PlaneRow[]): SummaryVerdict {
  const verdict: SummaryVerdict = { accountId, builds: [], candidates: [] };
  const byDay = new Map<number, PlaneRow[]>();
  for (const row of rows) {
    const list = byDay.get(row.day) ?? [];
    list.push(row);
    byDay.set(row.day, list);
  }
  for (const [day, list] of byDay) {
    const { build, header } = list[0];
    // A period of another format (built before planes) is not read: its slices stay planned.
    const layout = periodLayoutFromBytes(fromHex(header));
    if (!layout) continue;
    const read = new Map<number, Uint8Array>();
    for (const p of list) {
      read.set(p.block * 64 + p.k0, fromHex(p.plane0));
      read.set(p.block * 64 + p.k1, fromHex(p.plane1));
    }
    const candidates = candidateColumns(query, layout, (block, k) => read.get(block * 64 + k));
    verdict.builds.push(build);
    for (let c = 0; c < candidates.length; c++) if (candidates[c] === 1) verdict.candidates.push([day, c]);
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
 * How a verdict narrows the catalog (src/logstore/catalog.ts slicesInRange): a slice of the range is planned
 * when it is a candidate, when no period speaks for it, or when it is spoken for by a period built since the
 * plan read its day. Each is read by an index (the catalog's primary key, log_slices_unsummarized,
 * log_slices_summary_build), so a plan never reads the range's other rows.
 * - `candidates`: the slices named by the candidate columns, from the periods' columns in the statement itself.
 * - Not spoken for: summary_build NULL, or summary_lines not the row's lines (written since its groups were
 *   made); the catalog's own condition (`unsummarized`).
 * - `rebuilt`: a build of a day of the range that the plan did not read. This is complete because a row's
 *   summary_build is always NULL or the current build of its day: a build stamps its slices and clears the
 *   stamps of the build it replaces in one transaction (buildPeriod), and so does every change that removes a
 *   period (dropSummaries).
 */
export interface Narrowing {
  candidates: SQL;
  rebuilt: SQL;
}

export function narrowing(verdict: SummaryVerdict, from: number, to: number): Narrowing {
  const { lo, hi } = daysOf(from, to);
  return {
    candidates: sql`${logSlices.slice} IN (SELECT json_extract(p.columns, '$[' || json_extract(c.value, '$[1]') || '][0]')
      FROM json_each(${JSON.stringify(verdict.candidates)}) c CROSS JOIN log_summary_periods p
      WHERE p.account_id = ${verdict.accountId} AND p.day = json_extract(c.value, '$[0]'))`,
    rebuilt: sql`${logSlices.summaryBuild} IN (SELECT build FROM log_summary_periods
      WHERE account_id = ${verdict.accountId} AND day >= ${lo} AND day <= ${hi}
      AND build NOT IN (SELECT value FROM json_each(${JSON.stringify(verdict.builds)})))`,
  };
}

/** A row no period speaks for: the condition of the partial index log_slices_unsummarized, word for word. */
export const unsummarized = sql`(summary_build IS NULL OR summary_lines IS NOT lines)`;

/** SQLite's hex(): upper-case digits, two a byte. */
function fromHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length >> 1);
  const digit = (c: number) => (c <= 57 ? c - 48 : c - 55);
  for (let i = 0; i < out.length; i++)
    out[i] = (digit(hex.charCodeAt(2 * i)) << 4) | digit(hex.charCodeAt(2 * i + 1));
  return out;
}
