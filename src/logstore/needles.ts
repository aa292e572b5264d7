// Needle summaries in D1 (docs/needle-summaries.md): what lets a search for an id rule out the slices that do
// not hold it without calling them.
// - A quiet slice sends the filters of its chunk groups (src/durable/log-slice.ts `summarize`), a row each in
//   log_slice_summaries, marked unbuilt.
// - A job (every 15 minutes) sends each changed day to a queue (src/jobs/needle-periods.ts), whose consumer
//   interleaves the day's filters into its period summary (bit planes: src/logstore/summary.ts PeriodSummary): a row of layout and columns (slice, group, lines covered) with a
//   new build number, and its blocks in rows of log_summary_blocks keyed by that build; each slice it speaks
//   for gets the build and the lines its groups cover in its catalog row (log_slices.summary_build,
//   summary_lines), and the stamps of the build it replaces are cleared in the same transaction.
// - A plan (src/logstore/plan.ts) reads, in one statement, the periods of its range and, for each, only the
//   planes its term's items are tested on, and finds the slices that may hold the term; its catalog statement
//   then leaves out every slice whose period (of a build it read) covers all the lines its row counts and
//   that is not among them. Anything else (no period yet, a period built again meanwhile, groups behind the
//   row, an open slice) keeps the slice planned: a summary only ever removes slices that surely hold no
//   matching line.
// - A day whose build takes more than one run waits for its end (PERIOD_SETTLE_MS); meanwhile each hour of its
//   hourly slices gets a period of its own (hourKey), replaced by the day's once it is built.
// Periods live in D1 while they are small (PERIOD_MAX_BYTES: about a million lines a day, read in the plan's
// own statement); past that, up to PERIOD_LIMITS.r2Bytes, a period's planes are an R2 object (LOG_COLD) read
// by a ranged GET an item. A slice whose groups pass PERIOD_MAX_BYTES sends a row for its needle object in R2
// instead (HELD_GROUP: coarse groups as bit planes), and a day with such slices is built from D1's rows and
// their objects, up to PERIOD_LIMITS.objectBytes; a day past its limit has no period and its slices are
// planned by time and trigram filter alone, as before summaries.
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  logPeriodBuilds,
  logSliceSummaries,
  logSlices,
  logSummaryBlocks,
  logSummaryPeriods,
} from "../db/schema";
import { eachAtOnce } from "../lib/at-once";
import { bytesOfHex, concatBytes } from "../lib/bytes";
import type { SliceIdentity } from "./slice-protocol";
import { parseSliceId } from "./slices";
import {
  type ColumnWindow,
  candidateColumns,
  columnBlocks,
  FILTER_SHAPE,
  fewerItems,
  ITEM_SCHEME,
  interleaveBlocks,
  itemReads,
  type NeedleQuery,
  objectLayout,
  periodHeader,
  periodLayoutFromBytes,
  placePlanes,
  planeBytes,
  planeRun,
  SUMMARY_HEADER_BYTES,
  type SummaryLayout,
  stripeFor,
  stripeWindow,
  stripeWordsSql,
} from "./summary";

export const DAY_MS = 86_400_000;

/** The period of a slice: the day its bucket starts in. */
export const periodOf = (bucketStart: number) => Math.floor(bucketStart / DAY_MS) * DAY_MS;

const HOUR_MS = 3_600_000;
/**
 * The key of an hour's period (log_summary_periods.day, log_period_builds.day; a day's key is its first
 * millisecond): the hour's last millisecond, inside its day and never a day's key. An hour period covers the
 * slices of hourly buckets that start in the hour, built once the hour is over while its day is not yet (a
 * day that takes more than one run waits for its end: "later"); the day's own build replaces its hours.
 */
export const hourKey = (hourStart: number) => hourStart + HOUR_MS - 1;
const isHourKey = (key: number) => key % DAY_MS !== 0;
/** The keys of the periods a build of `key` replaces: a day's, its own and its hours'; an hour's, its own. */
const keysReplaced = (key: number) => ({ lo: key, hi: isHourKey(key) ? key : key + DAY_MS - 1 });
/** The same keys one by one (rows of blocks are deleted a period at a time, by their keys' range). */
const keysOf = (key: number) =>
  isHourKey(key) ? [key] : [key, ...Array.from({ length: 24 }, (_, h) => hourKey(key + h * HOUR_MS))];
/** Slice names of an hour's hourly buckets start with this (src/logstore/slices.ts, sliceId). */
const hourSlicePrefix = (key: number) => `${(key + 1 - HOUR_MS) / HOUR_MS}.1.`;

/** A period's rows of log_slice_summaries: its day's, or those of an hour's hourly slices. */
function rowsOfKey(accountId: string, key: number): SQL | undefined {
  const ofDay = and(eq(logSliceSummaries.accountId, accountId), eq(logSliceSummaries.day, periodOf(key)));
  return isHourKey(key)
    ? and(ofDay, sql`${logSliceSummaries.slice} LIKE ${`${hourSlicePrefix(key)}%`}`)
    : ofDay;
}

/** A period's blocks take at most this many rows (rows written per build). */
export const PERIOD_ROWS = 256;
/** The largest period kept in D1 (columns x blocks x 8 bytes); a larger day has none. */
export const PERIOD_MAX_BYTES = 8 * 1024 * 1024;
/** A plan's statement reads 2 planes an item: a period of other hashes is never built (buildPeriod). */
const PLAN_HASHES = 2;
/** Items a plan tests at most (a term of a 32-hex id has about 7). */
export const MAX_PLAN_ITEMS = 64;
/** Days one run of the job sends to the queue at most (a message each). */
export const DUE_PER_RUN = 500;
/**
 * How long after its end a day whose build takes more than one message waits for its slices to settle: until
 * then its rows keep changing (the hour's slices write new groups), and a build longer than a message would
 * be dropped and started again on every change. Its slices are planned as without summaries meanwhile.
 */
export const PERIOD_SETTLE_MS = 3_600_000;
/**
 * How long after its end an hour of such a day waits for its slices (quiet after a minute, their needle objects
 * written in a few alarm steps): less than PERIOD_SETTLE_MS, so that a day's last hour gets its period before
 * the day settles and its own build starts.
 */
const HOUR_SETTLE_MS = 1_800_000;

/**
 * The group number of the row a slice sends in place of its groups once their filters pass what D1 takes of a
 * slice (PERIOD_MAX_BYTES): its filter is the header of the slice's needle object in R2 (sliceNeedleKey, a
 * column per group, the needle section of a cold object alone), which a day's period reads its columns from.
 */
export const HELD_GROUP = -1;
const sliceNeedlePrefix = (accountId: string, slice: string) => `needle-slices/${accountId}/${slice}/`;
/** A slice's needle object (LOG_COLD), named by the lines its groups cover: new groups, a new object. */
export const sliceNeedleKey = (accountId: string, slice: string, lines: number) =>
  `${sliceNeedlePrefix(accountId, slice)}${lines}`;

/**
 * Deletes a slice's needle objects but `keep` (the one its row names): those of groups it has since replaced,
 * or all once it is dropped.
 */
export async function sweepSliceNeedles(
  bucket: R2Bucket,
  accountId: string,
  slice: string,
  keep: string | null,
) {
  const listed = await bucket.list({ prefix: sliceNeedlePrefix(accountId, slice) });
  const stale = listed.objects.map((o) => o.key).filter((k) => k !== keep);
  if (stale.length > 0) await bucket.delete(stale);
}

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

/**
 * Statements writing the row of a slice's needle object (HELD_GROUP, its header) in place of its group rows:
 * the day's next build reads its columns from the object.
 */
export function heldStatements(db: Db, identity: SliceIdentity, lines: number, header: Uint8Array) {
  return [
    db
      .delete(logSliceSummaries)
      .where(
        and(
          eq(logSliceSummaries.accountId, identity.accountId),
          eq(logSliceSummaries.slice, identity.slice),
          sql`${logSliceSummaries.grp} <> ${HELD_GROUP}`,
        ),
      ),
    ...groupStatements(db, identity, [{ grp: HELD_GROUP, lines, filter: header }]),
  ] as const;
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

/** Where a period's planes are (log_summary_periods.stored). */
const IN_D1 = 0;
const IN_R2 = 1;

/** How large a period may be, and where it goes (buildPeriods). */
export interface PeriodLimits {
  /** The largest period kept in D1 rows (read by the plan's own statement). */
  d1Bytes: number;
  /** The largest period at all: past d1Bytes, up to this, its planes are an R2 object read by ranged GETs. */
  r2Bytes: number;
  /** Filter bytes one stripe of a build reads (the isolate holds them twice, in hex). */
  stripeBytes: number;
  /**
   * The largest period of a day with slices' needle objects (read from R2, not D1): r2Bytes's reason is D1's
   * thread, which their columns do not use.
   */
  objectBytes: number;
  /** Filter bytes one stripe of such a day reads at most (fewer stripes, fewer GETs of each object). */
  objectStripeBytes: number;
  /** Ranged GETs of needle objects one run (a queue message) makes at most (a stripe reads each object once). */
  objectGets: number;
  /** Bytes of periods one run builds at most (a build in R2 goes on in the next message, at least a part a run). */
  runBytes: number;
}

// Each stripe's statement reads every filter of the day whole inside D1 (SQLite loads a BLOB whole for
// substr), so a build reads the day's filters (period / stripe) times: 16 times at 64 MiB, in D1's one thread
// (D1_READ_BYTES).
export const PERIOD_LIMITS: PeriodLimits = {
  d1Bytes: PERIOD_MAX_BYTES,
  r2Bytes: 64 * 1024 * 1024,
  stripeBytes: 4 * 1024 * 1024,
  // A stripe's planes are between half of this and this (stripeFor), held once: a 100 GB/day account (24
  // hourly slices of ~36 coarse groups, ~870 columns, ~0.9 GB of period a day) builds its day in 64 stripes of
  // ~14 MB (1,536 GETs), about 4 runs; a 1 TB/day one (216 slices, ~10,000 columns, ~10 GB a day) in ~1,000
  // stripes of ~10 MB, 3 a run (216 GETs each), ~340 runs: a chain of queue messages after the day's end.
  objectBytes: 16 * 1024 * 1024 * 1024,
  objectStripeBytes: 16 * 1024 * 1024,
  // Under the 1,000 subrequests an invocation long had (Workers Paid now allows 10,000).
  objectGets: 800,
  runBytes: 256 * 1024 * 1024,
};

/** Columns a period has at most: its list of columns is one D1 value (under 2 MB). */
const MAX_PERIOD_COLUMNS = 32_768;
/**
 * Bytes of D1 rows' filters a build reads in D1 at most: each stripe's statement reads every row's filter whole
 * (SQLite loads a BLOB whole for substr), so a build reads them once a stripe, in D1's one thread.
 */
const D1_READ_BYTES = 1024 * 1024 * 1024;

/** A period object's multipart parts: all of one size but the last, as R2 asks (at least 5 MiB there). */
const PERIOD_PART_BYTES = 8 * 1024 * 1024;

/** The R2 object (LOG_COLD) of a period's planes: one per build, so a plan never reads another build's. */
export const periodKey = (accountId: string, day: number, build: number) =>
  `${periodPrefix(accountId, day)}${build}`;
const periodPrefix = (accountId: string, day: number) => `needle-periods/${accountId}/${day}/`;

/**
 * What a build did with a day. "more": a build in R2 under way, taken up by the next run (a message the
 * consumer sends); "taken": another run saved the build's next part first (it goes on, this one stops);
 * "current": nothing changed since the day's last build; "later": a build longer than a run, of a day not
 * settled yet (PERIOD_SETTLE_MS).
 */
export type BuildOutcome = "built" | "tooLarge" | "changed" | "more" | "taken" | "current" | "later";

/** What one run of the job spends at most: period bytes built, and GETs of needle objects. */
interface RunBudget {
  bytes: number;
  gets: number;
}

/** An account's day whose period is due a build. */
export interface PeriodDay {
  accountId: string;
  day: number;
}

/**
 * The days due a build, at most `limit`: builds under way first, then days with rows not built yet. A day is
 * named again every run until built; a build under way is also taken up by its own chain of messages, and the
 * two runs that then meet on it settle by its saved version (the loser stops: "taken").
 */
export async function duePeriods(db: Db, limit = DUE_PER_RUN): Promise<PeriodDay[]> {
  // Builds under way first: they would otherwise always come after the new ones in the same order.
  const underWay = await db
    .select({ accountId: logPeriodBuilds.accountId, day: logPeriodBuilds.day })
    .from(logPeriodBuilds)
    .limit(limit)
    .all();
  const unbuilt = await db
    .selectDistinct({ accountId: logSliceSummaries.accountId, day: logSliceSummaries.day })
    .from(logSliceSummaries)
    .where(eq(logSliceSummaries.built, 0))
    // In no fixed order: past `limit` due days (days waiting for their end among them), none is always left.
    .orderBy(sql`random()`)
    .limit(limit)
    .all();
  const seen = new Set(underWay.map((d) => `${d.accountId}:${d.day}`));
  return [...underWay, ...unbuilt.filter((d) => !seen.has(`${d.accountId}:${d.day}`))].slice(0, limit);
}

/**
 * The hours of a day not over yet that are due a period of their own (hourKey): hours of hourly slices with
 * rows, over for HOUR_SETTLE_MS, without a period or a build under way.
 */
async function dueHours(db: Db, accountId: string, day: number, now: number): Promise<PeriodDay[]> {
  const slices = await db
    .selectDistinct({ slice: logSliceSummaries.slice })
    .from(logSliceSummaries)
    .where(and(eq(logSliceSummaries.accountId, accountId), eq(logSliceSummaries.day, day)))
    .all();
  const { lo, hi } = keysReplaced(day);
  const taken = new Set<number>();
  for (const t of [logSummaryPeriods, logPeriodBuilds] as const)
    for (const row of await db
      .select({ key: t.day })
      .from(t)
      .where(and(eq(t.accountId, accountId), sql`${t.day} BETWEEN ${lo} AND ${hi}`))
      .all())
      taken.add(row.key);
  const hours = new Set<number>();
  for (const { slice } of slices) {
    const parts = parseSliceId(slice);
    if (parts?.bucketHours !== 1 || parts.bucketStart + HOUR_MS + HOUR_SETTLE_MS > now) continue;
    const key = hourKey(parts.bucketStart);
    if (!taken.has(key)) hours.add(key);
  }
  return [...hours].map((key) => ({ accountId, day: key }));
}

/**
 * What building some periods did: how many of each outcome, and the periods whose build goes on in another
 * run (a build under way; the hours of a day that waits for its end).
 */
export interface BuildTally {
  built: number;
  tooLarge: number;
  underWay: number;
  later: number;
  more: PeriodDay[];
}

/**
 * Builds these days' periods, each with a run's budget (limits.runBytes, limits.objectGets). A day that fails
 * (D1, R2) stays due (a build in R2 keeps its saved parts, BUILD_FAILURES runs at most); the others go on.
 */
export async function buildPeriods(
  db: Db,
  bucket: R2Bucket,
  days: readonly PeriodDay[],
  limits: PeriodLimits = PERIOD_LIMITS,
  now = Date.now(),
): Promise<BuildTally> {
  const tally: BuildTally = { built: 0, tooLarge: 0, underWay: 0, later: 0, more: [] };
  for (const { accountId, day } of days) {
    const outcome = await buildPeriod(db, bucket, accountId, day, limits, now).catch((err) => {
      console.error(`needles: period of ${accountId} ${day} not built, the next run tries again`, err);
      return "changed" as const;
    });
    if (outcome === "built") tally.built++;
    else if (outcome === "tooLarge") tally.tooLarge++;
    else if (outcome === "later") {
      tally.later++;
      // Its hours over get periods of their own meanwhile, each a message.
      tally.more.push(
        ...(await dueHours(db, accountId, day, now).catch((err) => {
          console.error(`needles: hours of ${accountId} ${day} not named, the next run tries again`, err);
          return [];
        })),
      );
    } else if (outcome === "more") {
      tally.underWay++;
      tally.more.push({ accountId, day });
    }
  }
  return tally;
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

/** A group row as a build reads it first: its figures and its filter's header, never the filter. */
interface GroupHead {
  slice: string;
  grp: number;
  lines: number;
  bytes: number;
  header: string;
}

/** The filter's blocks when the row is a column a period takes (this scheme and shape), else null. */
const headBlocks = (row: GroupHead) =>
  // A plan's statement reads 2 planes an item: a filter of other hashes is no column (its slice stays planned).
  FILTER_SHAPE.hashes === PLAN_HASHES ? columnBlocks(bytesOfHex(row.header), row.bytes) : null;

/** What a build reads and makes, fixed when it starts (and saved with a build in R2 that takes several runs). */
interface PeriodLayout {
  /** A new number each build (40 bits: blockRowId stays exact in JS): a plan finds no row of another build. */
  build: number;
  /** Every row read, as `slice:group:lines`: those the commit marks built (one replaced since stays unbuilt). */
  read: string[];
  /** The rows read from D1 that are columns (first), their filters' blocks, and the needle objects (after). */
  heads: GroupHead[];
  blocksOf: number[];
  objects: NeedleObject[];
  blocks: number;
  stripe: number;
  stored: number;
}

/**
 * A build in R2 between runs: its layout, its multipart upload, the first block of its next part, and the runs
 * in a row that failed since its last part (a build that keeps failing is dropped).
 */
interface SavedBuild extends PeriodLayout {
  uploadId: string;
  parts: R2UploadedPart[];
  from: number;
  failures?: number;
  /** Until when (ms) the run that saved it holds it (0: released; BUILD_LEASE_MS). */
  lease?: number;
}

/** Runs in a row a saved build may fail before it is dropped and started again. */
const BUILD_FAILURES = 3;
/**
 * How long a run holds a saved build it took up: a queue consumer's invocation runs 15 minutes at most, so
 * another run (the chain's next message and the job's, or a message delivered twice) takes it up only once the
 * holder stopped. Two runs uploading the same part would leave the saved part's etag stale.
 */
const BUILD_LEASE_MS = 15 * 60_000;

/** The period's columns: the D1 rows', then each needle object's groups. */
function columnsOf(layout: Pick<PeriodLayout, "heads" | "objects">): Column[] {
  const columns: Column[] = layout.heads.map((h) => [h.slice, h.grp, h.lines]);
  for (const o of layout.objects) for (let g = 0; g < o.columns; g++) columns.push([o.slice, g, o.lines]);
  return columns;
}

/**
 * The period of `key` (a day, or an hour of a day not over: hourKey) from every group of its slices, replacing
 * the one before, and a day's the periods of its hours too (one D1 transaction). It is built
 * a stripe of blocks at a time, each stripe reading only its blocks of each filter (SQL substr) and of each
 * slice's needle object (a ranged GET), so memory is about two stripes whatever the day holds. Up to
 * limits.d1Bytes its planes go to rows of log_summary_blocks; past that, to an R2 object, uploaded in parts of
 * whole stripes: a build that passes what one run spends saves its state after each part
 * (log_period_builds) and the next run takes it up. Past its largest size the day has no period (its slices
 * are planned without one) and its group rows are deleted, as no period will read them. "changed": a row or
 * object was replaced while the build read it; the day stays due.
 */
async function buildPeriod(
  db: Db,
  bucket: R2Bucket,
  accountId: string,
  day: number,
  limits: PeriodLimits,
  now: number,
): Promise<BuildOutcome> {
  const spent: RunBudget = { bytes: 0, gets: 0 };
  const started = Date.now();
  // `day` is the period's key: an hour's is inside its day (hourKey).
  const hour = isHourKey(day);
  const settled = periodOf(day) + DAY_MS + PERIOD_SETTLE_MS <= now;
  const ofDay = (t: typeof logSummaryPeriods | typeof logPeriodBuilds) =>
    and(eq(t.accountId, accountId), eq(t.day, day));
  const replaced = keysReplaced(day);
  const inReplaced = and(
    eq(logSummaryPeriods.accountId, accountId),
    sql`${logSummaryPeriods.day} BETWEEN ${replaced.lo} AND ${replaced.hi}`,
  );
  // The periods this build replaces (a day's hours with it), and where each is: their R2 objects are swept.
  const previous = await db
    .select({ key: logSummaryPeriods.day, stored: logSummaryPeriods.stored })
    .from(logSummaryPeriods)
    .where(inReplaced)
    .all();
  const clear = [
    unstamp(db, accountId, replaced.lo, replaced.hi),
    ...keysOf(day).map((k) => db.delete(logSummaryBlocks).where(blocksOfPeriod(accountId, k))),
    db.delete(logSummaryPeriods).where(inReplaced),
  ] as const;
  const sweepReplaced = async (keep: number | null) => {
    for (const p of previous)
      if (p.stored === IN_R2 && p.key !== day) await sweepPeriodObjects(bucket, accountId, p.key, null);
    if (keep !== null || previous.some((p) => p.key === day && p.stored === IN_R2))
      await sweepPeriodObjects(bucket, accountId, day, keep);
  };
  const saved = await db
    .select({ state: logPeriodBuilds.state, version: logPeriodBuilds.version })
    .from(logPeriodBuilds)
    .where(ofDay(logPeriodBuilds))
    .get();
  let layout: PeriodLayout | SavedBuild;
  if (saved && hour && settled) {
    // An hour's build still under way once its day is over: the day's build speaks for its slices now.
    const stale = JSON.parse(saved.state) as SavedBuild;
    const key = periodKey(accountId, day, stale.build);
    await bucket
      .resumeMultipartUpload(key, stale.uploadId)
      .abort()
      .catch(() => {});
    // A run that completed the upload meanwhile does not commit it (below): its object goes too.
    await bucket.delete(key).catch(() => {});
    await db.delete(logPeriodBuilds).where(ofDay(logPeriodBuilds));
    return "current";
  }
  if (saved) layout = JSON.parse(saved.state) as SavedBuild;
  else {
    // A message for a day built since it was sent (by another, or the job named it twice): one lookup of the
    // partial index of unbuilt rows, not the day's filters. An hour is built once, while its day is not over.
    const current = hour
      ? settled || previous.length > 0
      : !(await db
          .select({ one: sql`1` })
          .from(logSliceSummaries)
          .where(and(rowsOfKey(accountId, day), eq(logSliceSummaries.built, 0)))
          .limit(1)
          .get());
    if (current) return "current";
    const planned = await planPeriod(db, accountId, day, limits);
    // Not over yet: a build of more than one run waits, and so does a day past its limits (what passes them,
    // its D1 rows, may yet move to needle objects: its rows are deleted only once it is over). Its hours over
    // get periods of their own meanwhile (dueHours).
    if (!hour && (planned.tooLarge || !planned.oneRun) && !settled) return "later";
    // An hour past its limits, or without rows, has none (its rows wait for the day's build).
    if (hour && (planned.columns === 0 || planned.tooLarge)) return planned.tooLarge ? "tooLarge" : "current";
    if (planned.columns === 0 || planned.tooLarge) {
      // Too large: all the day's rows go (by the day, not by the list read, which could pass D1's 2 MB a bound
      // value); one sent since makes the day due again.
      await db.batch([
        ...clear,
        planned.tooLarge
          ? db.delete(logSliceSummaries).where(rowsOfKey(accountId, day))
          : markBuilt(db, accountId, day, planned.layout.read),
      ]);
      await sweepReplaced(null);
      return planned.columns === 0 ? "built" : "tooLarge";
    }
    layout = planned.layout;
  }
  const { build, heads, blocksOf, objects, blocks, stripe, stored } = layout;
  const columns = columnsOf(layout);
  const width = planeBytes(columns.length);
  const blocksPerRow = Math.max(1, blocks / PERIOD_ROWS);
  const key = periodKey(accountId, day, build);
  const sink =
    stored === IN_D1
      ? new RowSink(db, build, blocksPerRow * 64 * width)
      : new PartSink(bucket, key, stripe * 64 * width, "uploadId" in layout ? layout : null);
  // A build in R2 is saved after each part (a version each save: a run that lost the race stops); its row is
  // this build's only (another run may have dropped it and started another).
  const ofBuild = and(
    ofDay(logPeriodBuilds),
    sql`json_extract(${logPeriodBuilds.state}, '$.build') = ${build}`,
  );
  let version = saved?.version ?? null;
  const lease = Date.now() + BUILD_LEASE_MS;
  // Runs in a row this build failed, or was cut short (a run killed for its CPU or memory catches nothing),
  // since its last part: a run counts itself when it takes the build up, a part saved starts again at 0.
  let failures = "failures" in layout ? (layout.failures ?? 0) : 0;
  let counted = false;
  if (saved) {
    // Taken up only when no other run holds it (its lease released or run out); the lease is a version too.
    const taken = await db
      .update(logPeriodBuilds)
      .set({
        state: sql`json_set(${logPeriodBuilds.state}, '$.lease', ${lease}, '$.failures', ${failures + 1})`,
        version: saved.version + 1,
      })
      .where(
        and(
          ofBuild,
          eq(logPeriodBuilds.version, saved.version),
          sql`coalesce(json_extract(${logPeriodBuilds.state}, '$.lease'), 0) < ${Date.now()}`,
        ),
      )
      .run();
    if (taken.meta.changes !== 1) return "taken";
    version = saved.version + 1;
    failures++;
    counted = true;
  }
  /** Lets the next run take the build up at once (this one stops, or failed), while this run still holds it. */
  const release = () =>
    db
      .update(logPeriodBuilds)
      .set({ state: sql`json_set(${logPeriodBuilds.state}, '$.lease', 0, '$.failures', ${failures})` })
      .where(and(ofBuild, sql`json_extract(${logPeriodBuilds.state}, '$.lease') = ${lease}`))
      .catch(() => {});
  const save = async (built: SavedBuild) => {
    const state: SavedBuild = { ...built, lease };
    const json = JSON.stringify(state);
    const done =
      version === null
        ? await db
            .insert(logPeriodBuilds)
            .values({ accountId, day, state: json, version: 1 })
            .onConflictDoNothing()
            .run()
        : await db
            .update(logPeriodBuilds)
            .set({ state: json, version: version + 1 })
            .where(and(ofBuild, eq(logPeriodBuilds.version, version)))
            .run();
    version = (version ?? 0) + 1;
    return done.meta.changes === 1;
  };
  const forget = () => db.delete(logPeriodBuilds).where(ofBuild);
  const readObjects = objectReader(bucket, accountId, objects);
  // The stripes from the first not uploaded on, then the end of the upload. "more": the run stops there (its
  // budget spent); "taken": another run saved the build first; "changed": a row or object changed, the build
  // is dropped.
  const first = "from" in layout ? layout.from : 0;
  const buildStripes = async (): Promise<"done" | "more" | "taken" | "changed"> => {
    for (let from = first; from < blocks; from += stripe) {
      // Past the run's budget, at a part's end: the rest is the next run's (a run always makes one part; a
      // build not started yet is started by a run with its budget whole).
      if (
        sink instanceof PartSink &&
        sink.atPartStart &&
        (spent.bytes > 0 || spent.gets > 0) &&
        (spent.bytes + sink.partBytes > limits.runBytes ||
          spent.gets + objects.length * sink.partStripes > limits.objectGets)
      )
        return "more";
      const to = Math.min(blocks, from + stripe);
      const windows =
        heads.length > 0 ? await readStripe(db, accountId, day, heads, blocksOf, from, stripe) : [];
      const planes = windows && interleaveBlocks(windows, from, to, width);
      spent.gets += objects.length;
      spent.bytes += (to - from) * 64 * width;
      if (!planes) return "changed";
      const missing = await readObjects(planes, width, heads.length, from, to);
      if (missing) {
        // Its slice wrote a newer one (the day is due again), or was dropped while it wrote this row: a row
        // whose slice the catalog no longer has is deleted, or every build of the day would stop on it.
        await forgetDroppedSlice(db, accountId, missing);
        return "changed";
      }
      const state = await sink.add(planes, layout, to);
      if (state) {
        if (!(await save(state))) {
          // Another run saved this day's build first: its upload is the build's, this one's is nobody's.
          if (!saved && state.parts.length === 1) await sink.abort();
          return "taken";
        }
        if (sink instanceof PartSink) sink.saved = true;
        failures = 0;
        counted = false;
      }
    }
    await sink.finish();
    return "done";
  };
  const dropBuild = async () => {
    await sink.abort();
    if (saved || (sink instanceof PartSink && sink.saved)) await forget().catch(() => {});
  };
  // A failure (D1, R2) keeps a saved build for the next run to take up from its last part, a few runs in a
  // row at most; a build whose upload R2 no longer has (aborted, or unfinished for 7 days) starts again at once.
  if (failures > BUILD_FAILURES) {
    // The runs before this one were all cut short: the build is dropped, the next run starts another.
    await dropBuild();
    return "changed";
  }
  const outcome = await buildStripes().catch(async (err) => {
    const kept = saved || (sink instanceof PartSink && sink.saved);
    if (!counted) failures++;
    if (!kept || uploadGone(err) || failures >= BUILD_FAILURES) await dropBuild();
    else await release();
    throw err;
  });
  if (outcome === "changed") await dropBuild();
  if (outcome === "more") await release();
  if (outcome !== "done") return outcome;
  // `now` as given, moved on by this run's own time.
  if (hour && periodOf(day) + DAY_MS + PERIOD_SETTLE_MS <= now + (Date.now() - started)) {
    // An hour finished once its day settled: the day's own build is due, and may already be committed (an
    // hour committed after it would sit beside it until its next build).
    await bucket.delete(periodKey(accountId, day, build)).catch(() => {});
    await forget().catch(() => {});
    return "current";
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
        // Only a slice whose lines lie in its period's day (from STAMP_SKEW_MS before it) and the next: a plan
        // reads the periods its range may need (daysOf) on that ground. A batch goes to the bucket of its
        // newest line, so a slice may hold older lines (a batch across midnight, a backlog, a sender's clock);
        // one older than the skew stays planned.
        sql`${logSlices.firstTs} >= ${periodOf(day) - STAMP_SKEW_MS} AND ${logSlices.lastTs} < ${periodOf(day) + 2 * DAY_MS}`,
      ),
    );
  const periodRow = {
    accountId,
    day,
    build,
    header: Buffer.from(periodHeader(columns.length, blocks, PLAN_HASHES, ITEM_SCHEME)),
    blocks,
    blocksPerRow,
    planeBytes: width,
    columns: JSON.stringify(columns),
    stored,
  };
  try {
    await db.batch([
      ...clear,
      db
        .insert(logSummaryPeriods)
        .values(periodRow)
        .onConflictDoUpdate({ target: [logSummaryPeriods.accountId, logSummaryPeriods.day], set: periodRow }),
      ...(sink instanceof RowSink ? sink.inserts : []),
      speakFor,
      // An hour's rows stay unbuilt: its day is still due its own build.
      ...(hour ? [] : [markBuilt(db, accountId, day, layout.read)]),
      forget(),
    ]);
  } catch (err) {
    // Not committed: its object is no period's (a build saved across runs starts again).
    if (stored === IN_R2) {
      await bucket.delete(key).catch(() => {});
      await forget().catch(() => {});
    }
    throw err;
  }
  await sweepReplaced(stored === IN_R2 ? build : null);
  return "built";
}

/** Deletes the needle object row of a slice the catalog no longer has (dropped while it wrote the row). */
async function forgetDroppedSlice(db: Db, accountId: string, slice: string) {
  await db.delete(logSliceSummaries).where(
    and(
      eq(logSliceSummaries.accountId, accountId),
      eq(logSliceSummaries.slice, slice),
      sql`NOT EXISTS (SELECT 1 FROM ${logSlices} WHERE ${logSlices.accountId} = ${accountId}
          AND ${logSlices.slice} = ${slice})`,
    ),
  );
}

/** Whether R2 refused a part or the completion because the multipart upload is gone (NoSuchUpload, 10024). */
const uploadGone = (err: unknown) => /NoSuchUpload|10024|upload does not exist/i.test(String(err));

/** Marks built the rows a build read: one replaced since stays unbuilt, for the next run. */
function markBuilt(db: Db, accountId: string, day: number, read: readonly string[]) {
  return db
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
}

/**
 * A new build's layout from the day's rows (each row's figures and the 16 bytes of its filter's header, never
 * a filter): its columns, size, stripe, where its planes go, and whether the day is past its largest period.
 */
async function planPeriod(db: Db, accountId: string, day: number, limits: PeriodLimits) {
  const rows: GroupHead[] = await db
    .select({
      slice: logSliceSummaries.slice,
      grp: logSliceSummaries.grp,
      lines: logSliceSummaries.lines,
      bytes: sql<number>`length(${logSliceSummaries.filter})`.mapWith(Number),
      header: sql<string>`hex(substr(${logSliceSummaries.filter}, 1, ${SUMMARY_HEADER_BYTES}))`,
    })
    .from(logSliceSummaries)
    .where(rowsOfKey(accountId, day))
    .orderBy(logSliceSummaries.slice, logSliceSummaries.grp)
    .all();
  const heads: GroupHead[] = [];
  const blocksOf: number[] = [];
  const objects: NeedleObject[] = [];
  let blocks = 1;
  for (const row of rows) {
    if (row.grp === HELD_GROUP) {
      // A slice's groups in its needle object: its columns follow the groups read from D1.
      const layout = FILTER_SHAPE.hashes === PLAN_HASHES ? objectLayout(bytesOfHex(row.header)) : null;
      if (layout) objects.push({ slice: row.slice, lines: row.lines, ...layout });
      blocks = Math.max(blocks, layout?.blocks ?? 1);
      continue;
    }
    const own = headBlocks(row);
    if (own === null) continue;
    heads.push(row);
    blocksOf.push(own);
    blocks = Math.max(blocks, own);
  }
  const columns = columnsOf({ heads, objects }).length;
  const bytes = periodBytes(columns, blocks);
  const stored = bytes <= limits.d1Bytes ? IN_D1 : IN_R2;
  // A stripe: a power of two of blocks, whole rows of blocks in D1; with objects, no more of the D1 rows a
  // stripe (their words, in hex) than a day of D1 rows alone reads.
  let stripe = stripeFor(columns, blocks, objects.length > 0 ? limits.objectStripeBytes : limits.stripeBytes);
  if (objects.length > 0 && heads.length > 0)
    stripe = Math.min(stripe, stripeFor(heads.length, blocks, limits.stripeBytes));
  if (stored === IN_D1) stripe = Math.max(stripe, Math.max(1, blocks / PERIOD_ROWS));
  const stripes = Math.ceil(blocks / stripe);
  const d1Read = heads.reduce((sum, h) => sum + h.bytes, 0) * stripes;
  const tooLarge =
    columns > MAX_PERIOD_COLUMNS ||
    (objects.length > 0
      ? bytes > limits.objectBytes ||
        // The D1 rows, read whole a stripe at a time; a part's GETs, which no run can spread.
        d1Read > D1_READ_BYTES ||
        // A D1 period is built in one go; one in R2 stops only at the end of a part.
        objects.length *
          (stored === IN_D1 ? stripes : Math.min(stripes, partStripesOf(stripe * 64 * planeBytes(columns)))) >
          limits.objectGets
      : bytes > limits.r2Bytes);
  const layout: PeriodLayout = {
    build: Math.floor(Math.random() * 2 ** 40),
    read: rows.map((r) => `${r.slice}:${r.grp}:${r.lines}`),
    heads,
    blocksOf,
    objects,
    blocks,
    stripe,
    stored,
  };
  // One run builds it whole: a D1 period always (one transaction); one in R2 by the rule the build stops by,
  // at each part's start (buildPeriod).
  const partStripes = partStripesOf(stripe * 64 * planeBytes(columns));
  const parts = Math.ceil(stripes / partStripes);
  const oneRun =
    stored === IN_D1 ||
    parts <= 1 ||
    (parts * partStripes * stripe * 64 * planeBytes(columns) <= limits.runBytes &&
      parts * partStripes * objects.length <= limits.objectGets);
  return { layout, columns, tooLarge, oneRun };
}

/**
 * Of each column, its blocks a stripe [from, from + stripe) tiles from (its whole filter when it has fewer),
 * read in one statement; null when a row changed since the build read its head (another length or lines).
 */
async function readStripe(
  db: Db,
  accountId: string,
  day: number,
  heads: readonly GroupHead[],
  blocksOf: readonly number[],
  from: number,
  stripe: number,
): Promise<ColumnWindow[] | null> {
  const { results } = await db.$client
    .prepare(
      `SELECT slice, grp, lines, length(filter) AS bytes, ${stripeWordsSql("filter", from, stripe)} AS words
         FROM log_slice_summaries WHERE account_id = ? AND day = ? AND slice LIKE ?`,
    )
    // An hour's period reads its hourly slices' rows only (rowsOfKey).
    .bind(accountId, periodOf(day), isHourKey(day) ? `${hourSlicePrefix(day)}%` : "%")
    .all<{ slice: string; grp: number; lines: number; bytes: number; words: string }>();
  const byGroup = new Map(results.map((r) => [`${r.slice}:${r.grp}`, r]));
  const windows: ColumnWindow[] = [];
  for (const [c, head] of heads.entries()) {
    const row = byGroup.get(`${head.slice}:${head.grp}`);
    if (row?.lines !== head.lines || row.bytes !== head.bytes) return null;
    const window = stripeWindow(bytesOfHex(row.words), blocksOf[c], from, stripe);
    if (!window) return null;
    windows.push(window);
  }
  return windows;
}

/** A slice's needle object as a build reads it: its row's slice and lines, and its layout. */
interface NeedleObject extends SummaryLayout {
  slice: string;
  lines: number;
}

/**
 * Puts the needle objects' columns of blocks [from, to) into a stripe's planes, after `at` columns: of each
 * object, one ranged GET of the blocks the stripe tiles from (its whole planes when it has fewer blocks than a
 * stripe, read once a build), PERIOD_GETS_AT_ONCE at once, each placed as it comes (its columns' bits are its
 * own: placePlanes ORs them in). Answers the slice of an object gone or short (its slice wrote others since,
 * or was dropped), else null.
 */
function objectReader(bucket: R2Bucket, accountId: string, objects: readonly NeedleObject[]) {
  const whole = new Map<NeedleObject, Uint8Array>();
  return async (planes: Uint8Array, width: number, at: number, from: number, to: number) => {
    const placed: [NeedleObject, number][] = [];
    let column = at;
    for (const o of objects) {
      placed.push([o, column]);
      column += o.columns;
    }
    let gone: string | null = null;
    await eachAtOnce(placed, PERIOD_GETS_AT_ONCE, async ([o, first]) => {
      if (gone !== null) return;
      const ownWidth = planeBytes(o.columns);
      const blockBytes = 64 * ownWidth;
      const tiled = o.blocks <= to - from;
      let bytes = tiled ? whole.get(o) : undefined;
      if (!bytes) {
        const start = tiled ? 0 : from & (o.blocks - 1);
        const length = (tiled ? o.blocks : to - from) * blockBytes;
        const object = await bucket.get(sliceNeedleKey(accountId, o.slice, o.lines), {
          range: { offset: start * blockBytes, length },
        });
        bytes = object ? new Uint8Array(await object.arrayBuffer()) : undefined;
        if (bytes?.length !== length) {
          gone ??= o.slice;
          return;
        }
        if (tiled) whole.set(o, bytes);
      }
      for (let b = from; b < to; b++) {
        const own = tiled ? b & (o.blocks - 1) : b - from;
        placePlanes(
          planes.subarray((b - from) * 64 * width),
          width,
          first,
          bytes.subarray(own * blockBytes, (own + 1) * blockBytes),
          ownWidth,
          64,
        );
      }
    });
    return gone;
  };
}

/** A D1 period's planes as rows of blocks_per_row blocks, inserted in the build's own transaction. */
class RowSink {
  readonly inserts: ReturnType<ReturnType<Db["insert"]>["values"]>[] = [];
  private row = 0;

  constructor(
    private readonly db: Db,
    private readonly build: number,
    private readonly rowBytes: number,
  ) {}

  async add(planes: Uint8Array): Promise<null> {
    for (let at = 0; at < planes.length; at += this.rowBytes * ROWS_PER_INSERT) {
      const values = [];
      for (let r = at; r < Math.min(planes.length, at + this.rowBytes * ROWS_PER_INSERT); r += this.rowBytes)
        values.push({
          id: blockRowId(this.build, this.row++),
          bits: Buffer.from(planes.subarray(r, r + this.rowBytes)),
        });
      this.inserts.push(this.db.insert(logSummaryBlocks).values(values));
    }
    return null;
  }

  async finish() {}
  async abort() {}
}

/** Stripes an R2 period's part takes: at least PERIOD_PART_BYTES (R2's parts but the last are 5 MiB or more). */
const partStripesOf = (stripeBytes: number) => Math.max(1, Math.ceil(PERIOD_PART_BYTES / stripeBytes));

/** The stripes of a part as one buffer: the stripe itself when it is the only one (no copy). */
const partOf = (stripes: Uint8Array[]) => (stripes.length === 1 ? stripes[0] : concatBytes(stripes));

/**
 * An R2 period's planes, uploaded in parts of whole stripes (at least PERIOD_PART_BYTES each, the last one
 * less), so that a build can stop at any part and the next run go on from its saved state; one put when the
 * whole period is one part.
 */
class PartSink {
  /** Stripes a part takes, and its bytes. */
  readonly partStripes: number;
  readonly partBytes: number;
  private readonly stripes: Uint8Array[] = [];
  private upload: R2MultipartUpload | null = null;
  private readonly parts: R2UploadedPart[];
  /** Whether a state of this build was saved (by this run or an earlier one): set by the caller once it is. */
  saved: boolean;

  constructor(
    private readonly bucket: R2Bucket,
    private readonly key: string,
    stripeBytes: number,
    resumed: SavedBuild | null,
  ) {
    this.partStripes = partStripesOf(stripeBytes);
    this.partBytes = this.partStripes * stripeBytes;
    this.parts = resumed ? [...resumed.parts] : [];
    if (resumed) this.upload = bucket.resumeMultipartUpload(key, resumed.uploadId);
    this.saved = resumed !== null;
  }

  /** Whether the next stripe starts a part (a build stops and resumes only there). */
  get atPartStart() {
    return this.stripes.length === 0;
  }

  /** Takes a stripe; once a part is whole and uploaded, the state to save (its next part starts at `next`). */
  async add(planes: Uint8Array, layout: PeriodLayout, next: number): Promise<SavedBuild | null> {
    this.stripes.push(planes);
    if (this.stripes.length < this.partStripes) return null;
    this.upload ??= await this.bucket.createMultipartUpload(this.key);
    this.parts.push(await this.upload.uploadPart(this.parts.length + 1, partOf(this.stripes)));
    this.stripes.length = 0;
    return { ...layout, uploadId: this.upload.uploadId, parts: this.parts, from: next, failures: 0 };
  }

  async finish() {
    if (!this.upload) {
      await this.bucket.put(this.key, partOf(this.stripes));
      return;
    }
    if (this.stripes.length > 0)
      this.parts.push(await this.upload.uploadPart(this.parts.length + 1, partOf(this.stripes)));
    await this.upload.complete(this.parts);
  }

  async abort() {
    await this.upload?.abort().catch(() => {});
  }
}

/**
 * Deletes the day's period objects but `keep`'s: the one a build replaced, and any a failed build left (an
 * upload finished whose transaction did not commit). A failure is left to the day's next build.
 */
async function sweepPeriodObjects(bucket: R2Bucket, accountId: string, day: number, keep: number | null) {
  const kept = keep === null ? null : periodKey(accountId, day, keep);
  try {
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix: periodPrefix(accountId, day), cursor });
      const stale = page.objects.map((o) => o.key).filter((k) => k !== kept);
      if (stale.length > 0) await bucket.delete(stale);
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  } catch (err) {
    console.error(`needles: period objects of ${accountId} ${day} not swept`, err);
  }
}

/**
 * Clears the stamps of the current builds of the periods keyed lo..hi (a day and its hours, or an hour) from
 * the catalog (by log_slices_summary_build), before they are replaced or removed in the same transaction: a
 * row's summary_build stays NULL or the build of a period that exists, which a plan relies on (narrowing).
 */
function unstamp(db: Db, accountId: string, lo: number, hi: number) {
  return db
    .update(logSlices)
    .set({ summaryBuild: null, summaryLines: null })
    .where(
      and(
        eq(logSlices.accountId, accountId),
        sql`${logSlices.summaryBuild} IN (SELECT build FROM ${logSummaryPeriods}
          WHERE ${logSummaryPeriods.accountId} = ${accountId} AND ${logSummaryPeriods.day} BETWEEN ${lo} AND ${hi})`,
      ),
    );
}

/**
 * Deletes the summaries of a dropped slice, and marks its day for the next build; the last slice of a day takes
 * the period with it (its R2 object too).
 */
export async function dropSummaries(
  db: Db,
  bucket: R2Bucket,
  id: Pick<SliceIdentity, "accountId" | "slice">,
) {
  const where = and(eq(logSliceSummaries.accountId, id.accountId), eq(logSliceSummaries.slice, id.slice));
  // Its needle objects first (a failure leaves the catalog row for retention's next run): a row left without
  // its object only fails its day's builds until then.
  await sweepSliceNeedles(bucket, id.accountId, id.slice, null);
  const rows = await db
    .select({ day: logSliceSummaries.day })
    .from(logSliceSummaries)
    .where(where)
    .limit(1)
    .all();
  if (rows.length === 0) return;
  const day = rows[0].day;
  // The day's period and its hours' (keysReplaced of the day).
  const { lo, hi } = keysReplaced(day);
  const ofKeys = (t: typeof logSummaryPeriods | typeof logPeriodBuilds) =>
    and(eq(t.accountId, id.accountId), sql`${t.day} BETWEEN ${lo} AND ${hi}`);
  const periods = () =>
    db
      .select({ key: logSummaryPeriods.day, stored: logSummaryPeriods.stored })
      .from(logSummaryPeriods)
      .where(ofKeys(logSummaryPeriods))
      .all();
  const before = await periods();
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
          WHERE ${logSummaryPeriods.accountId} = ${id.accountId} AND ${logSummaryPeriods.day} BETWEEN ${lo} AND ${hi})
          AND NOT EXISTS (SELECT 1 FROM ${logSliceSummaries} WHERE ${logSliceSummaries.accountId} = ${id.accountId}
          AND ${logSliceSummaries.day} = ${day})`,
      ),
    // With them, builds under way (their parts left to R2's rule that aborts uploads unfinished after 7 days).
    ...[
      ...keysOf(day).map((key) => [logSummaryBlocks, blocksOfPeriod(id.accountId, key)] as const),
      [logSummaryPeriods, ofKeys(logSummaryPeriods)] as const,
      [logPeriodBuilds, ofKeys(logPeriodBuilds)] as const,
    ].map(([t, rowsOfDay]) =>
      db.delete(t).where(
        sql`${rowsOfDay} AND NOT EXISTS (SELECT 1 FROM ${logSliceSummaries}
          WHERE ${logSliceSummaries.accountId} = ${id.accountId} AND ${logSliceSummaries.day} = ${day})`,
      ),
    ),
  ]);
  if (before.some((p) => p.stored === IN_R2) && (await periods()).length === 0)
    for (const p of before)
      if (p.stored === IN_R2) await sweepPeriodObjects(bucket, id.accountId, p.key, null);
}

/**
 * How much older than its period's day a stamped slice's first line may be (speakFor): the batches across
 * midnight that every account sending around the clock has, and a backlog of up to an hour.
 */
export const STAMP_SKEW_MS = 3_600_000;

/**
 * The keys of the periods that may speak for a slice with lines in [from, to]: a stamped slice's lines lie from
 * STAMP_SKEW_MS before its period's day to the end of the next (speakFor), so the days from the one before
 * `from`'s to the one of `to` + the skew, with their hours.
 */
const daysOf = (from: number, to: number) => ({
  lo: periodOf(from) - DAY_MS,
  hi: periodOf(to + STAMP_SKEW_MS) + DAY_MS - 1,
});

/** A row of a plan's read: an item's planes in one day's period. */
interface PlaneRow {
  day: number;
  /** The period's build, where its planes are, and its header (PeriodSummary.header, in hex). */
  build: number;
  stored: number;
  header: string;
  planeBytes: number;
  /** The item's hash (itemReads), its block in the period, and the bits of the block it is tested on. */
  hash: number;
  block: number;
  k0: number;
  k1: number;
  /** The item's planes in the block (bits k0 and k1 of every column), in hex; null for a period in R2. */
  plane0: string | null;
  plane1: string | null;
}

/** An item's planes in one day's period, as read. */
interface PlaneRead {
  row: PlaneRow;
  plane0: Uint8Array;
  plane1: Uint8Array;
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
 * Ranged GETs of periods in R2 one plan makes at most (past it, a period is not read: its slices stay planned):
 * 30 days of a 1 TB/day account are 29 days and up to 48 hours (yesterday's until its day is built, today's),
 * 5 GETs each for a 32-hex id.
 */
export const MAX_PERIOD_GETS = 400;
/** Items of each set of required items a plan reads of a period in R2 (a GET each: fewerItems). */
const R2_ITEMS_PER_TERM = 5;
/** Ranged GETs a plan has in flight at once (a Worker has 6 connections). */
const PERIOD_GETS_AT_ONCE = 6;

/**
 * The needle summaries of [from, to] for a query: in one D1 statement, of each period of the range, its header
 * and only the items' planes; of a period in R2, each item's two planes by one ranged GET.
 */
export async function readSummaries(
  db: Db,
  bucket: R2Bucket,
  accountId: string,
  from: number,
  to: number,
  query: NeedleQuery,
): Promise<SummaryVerdict> {
  const items = itemReads(query, PLAN_HASHES);
  const { lo, hi } = daysOf(from, to);
  // Each item's row is found by its key (the period's build and the row: blockRowId), so only rows of the
  // build read are ever found; a period in R2 has none (LEFT JOIN: its rows come back with no planes). Only
  // the item's planes come back (a bit per column each), in hex: D1 answers a BLOB as an array of numbers,
  // several times its size and slower to read. A row holds blocks_per_row blocks of 64 planes each; the row's
  // BLOB is named once per plane, as plane_bytes is kept beside it (each length(bits) would read the whole
  // BLOB again). Days come first, then hours, newest first: past MAX_PERIOD_GETS the periods left unread are
  // hours, each of which rules out a 24th of what a day does for the same GETs.
  const { results } = await db.$client
    .prepare(
      `SELECT p.day, p.build, p.stored, hex(p.header) AS header, p.plane_bytes AS planeBytes,
              j.hash, j.hash & (p.blocks - 1) AS block, j.k0, j.k1,
              hex(substr(b.bits, ((j.hash & (p.blocks - 1)) % p.blocks_per_row * 64 + j.k0) * p.plane_bytes + 1,
                p.plane_bytes)) AS plane0,
              hex(substr(b.bits, ((j.hash & (p.blocks - 1)) % p.blocks_per_row * 64 + j.k1) * p.plane_bytes + 1,
                p.plane_bytes)) AS plane1
         FROM log_summary_periods p
         CROSS JOIN (SELECT value ->> 0 AS hash, value ->> 1 AS k0, value ->> 2 AS k1 FROM json_each(?)) j
         LEFT JOIN log_summary_blocks b
           ON p.stored = ${IN_D1} AND b.id = p.build * ${PERIOD_ROWS} + (j.hash & (p.blocks - 1)) / p.blocks_per_row
        WHERE p.account_id = ? AND p.day >= ? AND p.day <= ?
        ORDER BY p.day % ${DAY_MS} = 0 DESC, p.day DESC`,
    )
    .bind(JSON.stringify(items), accountId, lo, hi)
    .all<PlaneRow>();
  const inD1 = new Map<number, PlaneRead[] | null>();
  const inR2: PlaneRow[] = [];
  // An object's items are a GET each: only the first few of each term's are read (fewerItems).
  const sparse = new Set(itemReads(fewerItems(query, R2_ITEMS_PER_TERM), PLAN_HASHES).map((r) => r.join()));
  for (const row of results) {
    if (row.stored === IN_R2) {
      if (sparse.has([row.hash, row.k0, row.k1].join())) inR2.push(row);
      continue;
    }
    const reads = inD1.get(row.build);
    if (reads === null) continue;
    // A D1 period with a row of blocks not found (another build's) is not read: its slices stay planned.
    if (row.plane0 === null || row.plane1 === null) inD1.set(row.build, null);
    else {
      const read = { row, plane0: bytesOfHex(row.plane0), plane1: bytesOfHex(row.plane1) };
      if (reads) reads.push(read);
      else inD1.set(row.build, [read]);
    }
  }
  const reads = [...inD1.values()].filter((r): r is PlaneRead[] => r !== null);
  return summaryVerdict(accountId, query, [...reads, ...(await readObjectPlanes(bucket, accountId, inR2))]);
}

/**
 * The planes of items in periods stored in R2: one ranged GET an item and period, from its lower plane to its
 * higher (at most 64 planes), PERIOD_GETS_AT_ONCE at a time. A period is read whole or not at all: past
 * MAX_PERIOD_GETS, or when its object is gone (built again since the statement), it gives no read, and its
 * slices stay planned.
 */
async function readObjectPlanes(
  bucket: R2Bucket,
  accountId: string,
  rows: readonly PlaneRow[],
): Promise<PlaneRead[][]> {
  const byBuild = new Map<number, PlaneRow[]>();
  for (const row of rows) byBuild.set(row.build, [...(byBuild.get(row.build) ?? []), row]);
  const wanted: PlaneRow[] = [];
  for (const list of byBuild.values())
    if (wanted.length + list.length <= MAX_PERIOD_GETS) wanted.push(...list);
  const got = new Map<PlaneRow, PlaneRead>();
  await eachAtOnce(wanted, PERIOD_GETS_AT_ONCE, async (row) => {
    const run = planeRun(row.block, [row.k0, row.k1], row.planeBytes);
    // A read that fails is a period not read (its slices stay planned), not a failed plan.
    const bytes = await bucket
      .get(periodKey(accountId, row.day, row.build), { range: { offset: run.offset, length: run.length } })
      .then(async (object) => (object ? new Uint8Array(await object.arrayBuffer()) : null))
      .catch(() => null);
    if (bytes?.length === run.length)
      got.set(row, { row, plane0: run.plane(bytes, row.k0), plane1: run.plane(bytes, row.k1) });
  });
  const periods: PlaneRead[][] = [];
  for (const list of byBuild.values()) {
    const reads = list.map((row) => got.get(row));
    if (reads.every((r) => r !== undefined)) periods.push(reads as PlaneRead[]);
  }
  return periods;
}

/**
 * Which slices of the periods read may hold `query`: a slice any of whose columns may. Each period is read
 * whole (every item's planes, or the first few of each term's for one in R2), of its build (rows and objects
 * are keyed by it); a plane not read counts as holding, a period not read keeps its slices planned.
 */
function summaryVerdict(
  accountId: string,
  query: NeedleQuery,
  periods: readonly PlaneRead[][],
): SummaryVerdict {
  const verdict: SummaryVerdict = { accountId, builds: [], candidates: [] };
  for (const list of periods) {
    const { day, build, header } = list[0].row;
    // A period of another format (built before planes) is not read: its slices stay planned.
    const layout = periodLayoutFromBytes(bytesOfHex(header));
    if (!layout) continue;
    const planes = new Map<number, Uint8Array>();
    for (const { row, plane0, plane1 } of list) {
      planes.set(row.block * 64 + row.k0, plane0);
      planes.set(row.block * 64 + row.k1, plane1);
    }
    const candidates = candidateColumns(query, layout, (block, k) => planes.get(block * 64 + k));
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
