// Which slices a read calls. The catalog in D1 (src/logstore/catalog.ts) has a row per slice, written by the
// slice itself off its writes' path, at most once a FLUSH_INTERVAL_MS while it is written: a batch is
// acknowledged before D1 hears of it. So a row written within OPEN_MS is taken as "open": its slice may hold
// lines its row does not count yet, of any time, and is read whatever the row's time range and trigram filter
// say. A slice's first write, or its first after a quiet spell, asks for a flush at once (its alarm), so a
// new slice reaches the catalog within moments of its first line; this isolate also remembers the slices it
// wrote to itself within OPEN_MS and reads them whatever the catalog says (its own writes are read back at
// once). What a reader misses at most: the lines of a slice whose flush D1 has not taken yet, written
// through another isolate; D1 down, the slice retries every 30 s at most (src/durable/log-slice.ts).
import { createDb, type Db } from "../db/client";
import type { QueryNode } from "../engine/query";
import type { Bindings } from "../env";
import type { IndexTerm } from "../search/compile";
import { narrowedSlices, type PlannedSlice, slicesInRange } from "./catalog";
import { narrowing, plannedByItems, readSummaries } from "./needles";
import type { SliceIdentity } from "./slice-protocol";
import { type NeedleQuery, needleOfCriteria } from "./summary";

/** Candidate columns a plan names at most (~25 bytes each in its statement). */
const MAX_CANDIDATES = 20_000;
/** A written slice sends its catalog row and counters to D1 at most this often. */
export const FLUSH_INTERVAL_MS = 60_000;
/** A catalog row written within this is read as open (FLUSH_INTERVAL_MS, a flush's time, clocks' drift). */
export const OPEN_MS = 3 * 60_000;
/** Slices this isolate remembers having written, at most (the oldest go first). */
const MAX_REMEMBERED = 10_000;

/** Per account, the slices this isolate wrote to and when. */
const written = new Map<string, Map<string, { identity: SliceIdentity; at: number }>>();
let remembered = 0;

/** Notes a write this isolate made (src/logstore/store.ts). */
export function noteWrite(identity: SliceIdentity, at = Date.now()) {
  let slices = written.get(identity.accountId);
  if (!slices) {
    slices = new Map();
    written.set(identity.accountId, slices);
  }
  if (!slices.has(identity.slice)) remembered++;
  slices.set(identity.slice, { identity, at });
  if (remembered > MAX_REMEMBERED) forgetOld(at);
}

function forgetOld(now: number) {
  for (const [account, slices] of written) {
    for (const [slice, w] of slices)
      if (now - w.at > OPEN_MS) {
        slices.delete(slice);
        remembered--;
      }
    if (slices.size === 0) written.delete(account);
  }
  // Still too many (a burst of slices within OPEN_MS): the catalog will have them within moments anyway.
  if (remembered > MAX_REMEMBERED) {
    written.clear();
    remembered = 0;
  }
}

/** Forgets every write this isolate noted (a test reads as another isolate would). */
export function forgetWrites() {
  written.clear();
  remembered = 0;
}

/** The slices this isolate wrote to within OPEN_MS for the account. */
export function recentlyWritten(accountId: string, now = Date.now()): SliceIdentity[] {
  const slices = written.get(accountId);
  if (!slices) return [];
  return [...slices.values()].filter((w) => now - w.at <= OPEN_MS).map((w) => w.identity);
}

/** A slice this isolate wrote to and the catalog does not show as open: read whatever its range. */
const asOpen = (identity: SliceIdentity, now: number): PlannedSlice => ({
  slice: identity.slice,
  firstTs: Number.MIN_SAFE_INTEGER,
  lastTs: Number.MAX_SAFE_INTEGER,
  chunks: 0,
  state: "hot",
  coldKey: null,
  updatedAt: now,
});

/** What a plan narrows by: the index's trigram term and the query (with the caller's scope) for summaries. */
export interface PlanCriteria {
  index: IndexTerm | null;
  query: QueryNode | null;
  scope?: QueryNode | null;
}

/** Where a plan reads: the catalog and the periods in D1, the periods in R2 (LOG_COLD). */
export interface PlanStore {
  db: Db;
  periods: R2Bucket;
}

/** The store of a plan in this environment. */
export const planStore = (env: Pick<Bindings, "DB" | "LOG_COLD">): PlanStore => ({
  db: createDb(env.DB),
  periods: env.LOG_COLD,
});

/**
 * The catalog's plan narrowed by the needle summaries (src/logstore/needles.ts): two round trips, and a month's
 * needle reads a few catalog rows, not every slice's. The first reads the summaries (one statement: the
 * periods and their planes of one moment); the second, the catalog's candidates, the rows no period speaks
 * for, the rows of builds the first did not read, and the open rows.
 */
async function narrowedPlan(
  { db, periods }: PlanStore,
  accountId: string,
  from: number,
  to: number,
  index: IndexTerm | null,
  needle: NeedleQuery,
  openSince: number,
): Promise<PlannedSlice[]> {
  const verdict = await readSummaries(db, periods, accountId, from, to, needle);
  // A term most columns may hold (a common word): its candidates, bound as one JSON value, would near D1's
  // 2 MB a value and narrow little. The catalog's plan instead.
  if (verdict.candidates.length > MAX_CANDIDATES)
    return slicesInRange(db, accountId, from, to, index, openSince);
  const rows = await narrowedSlices(
    db,
    accountId,
    from,
    to,
    index,
    openSince,
    narrowing(verdict, from, to),
  ).all();
  return rows.sort((a, b) => (a.slice < b.slice ? -1 : a.slice > b.slice ? 1 : 0));
}

/**
 * The account's slices that may hold lines of [from, to]: the catalog's (those whose range meets it and whose
 * trigram filter may hold the index term, and the open ones), less those the day summaries rule out for the
 * query (src/logstore/needles.ts), and the ones this isolate wrote to lately. An open slice's range is given as
 * unbounded: a reader opens it first.
 */
export async function planSlices(
  store: PlanStore,
  accountId: string,
  from: number,
  to: number,
  criteria: PlanCriteria,
  now = Date.now(),
): Promise<PlannedSlice[]> {
  const needle = needleOfCriteria(criteria.query, criteria.scope ?? null);
  const rows = plannedByItems(needle)
    ? await narrowedPlan(store, accountId, from, to, criteria.index, needle, now - OPEN_MS)
    : await slicesInRange(store.db, accountId, from, to, criteria.index, now - OPEN_MS);
  const isOpen = (row: PlannedSlice) => row.updatedAt >= now - OPEN_MS && row.state === "hot";
  const recent = recentlyWritten(accountId, now);
  const planned = rows.map((row) =>
    isOpen(row) ? { ...row, firstTs: Number.MIN_SAFE_INTEGER, lastTs: Number.MAX_SAFE_INTEGER } : row,
  );
  const known = new Set(rows.map((p) => p.slice));
  for (const identity of recent) if (!known.has(identity.slice)) planned.push(asOpen(identity, now));
  return planned;
}
