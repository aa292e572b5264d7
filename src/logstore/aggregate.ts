// Counting stored lines without reading them out: each slice of the range counts its own (src/durable/log-slice.ts
// `aggregate`: a chunk whose lines all pass is counted from its row, unopened), a bounded piece of work per call,
// and the counts are summed here. For alerts (a capped count, lines per hour) and scoped usage (per app, host or
// tag, with bytes).
import { unavailable } from "../http/errors";
import { eachAtOnce } from "../lib/at-once";
import type { PlannedSlice } from "./catalog";
import { planSlices, planStore } from "./plan";
import { type LineFilter, sliceCriteria, snapshotBound } from "./reader";
import { sliceReader } from "./slice-handle";
import type { AggregateMode } from "./slice-protocol";
import type { LogStoreEnv } from "./store";

/** Slices counted at once. */
const PARALLEL = 8;

export interface Counts {
  lines: Map<string, number>;
  bytes: Map<string, number>;
  /**
   * Every matching line at or after this time is counted (the filter's `from` when all are). Below `budget`'s
   * end it is later: the newest slices are counted first, and the rest once the work ran out go uncounted.
   */
  completeFrom: number;
}

/**
 * The counts of `mode` over the filter's lines; a count stops once it reaches its cap. `budget`: raw bytes of
 * chunks opened at most over all slices (chunks counted from their figures cost nothing), for a request whose
 * cost must not grow with the account (the console's timeline and top values); without it every line counts.
 */
export async function aggregateLines(
  env: LogStoreEnv,
  filter: LineFilter,
  mode: AggregateMode,
  budget = Number.POSITIVE_INFINITY,
): Promise<Counts> {
  const counts: Counts = { lines: new Map(), bytes: new Map(), completeFrom: filter.from };
  let slices: PlannedSlice[];
  const criteria = sliceCriteria(filter);
  try {
    slices = await planSlices(planStore(env), filter.accountId, filter.from, filter.to, criteria);
  } catch (err) {
    throw unavailable("The log store's catalog", err);
  }
  const newest = (s: PlannedSlice) => s.lastTs ?? Number.POSITIVE_INFINITY;
  slices.sort((a, b) => newest(b) - newest(a));
  const capped = () => mode.kind === "count" && (counts.lines.get("") ?? 0) >= mode.cap;
  let spent = 0;
  const left = (s: PlannedSlice) => {
    counts.completeFrom = Math.max(counts.completeFrom, Math.min(newest(s), filter.to) + 1);
  };
  await eachAtOnce(slices, PARALLEL, async (planned) => {
    if (capped()) return;
    let afterChunk = 0;
    for (;;) {
      if (spent >= budget) return left(planned);
      const answer = await sliceReader(env, filter.accountId, planned).aggregate({
        ...criteria,
        ...snapshotBound(filter.snapshot, planned.slice),
        mode,
        afterChunk,
      });
      spent += answer.work;
      for (const [name, n] of Object.entries(answer.lines))
        counts.lines.set(name, (counts.lines.get(name) ?? 0) + n);
      for (const [name, n] of Object.entries(answer.bytes))
        counts.bytes.set(name, (counts.bytes.get(name) ?? 0) + n);
      if (answer.next === null || capped()) break;
      afterChunk = answer.next;
    }
  });
  return counts;
}
