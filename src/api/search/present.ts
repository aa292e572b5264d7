// The wire form of the search area's answers.
import type { Counts } from "../../logstore/aggregate";
import { bucketOf } from "../../logstore/slice-read";

/** Every bucket of [from, to], oldest first, with its count (0 when none was counted). */
export function timelineBuckets(counts: Counts, from: number, to: number, width: number) {
  const buckets: { ts: number; lines: number }[] = [];
  for (let ts = bucketOf(from, width); ts <= to; ts += width)
    buckets.push({ ts, lines: counts.lines.get(String(ts)) ?? 0 });
  return buckets;
}

/** The `limit` most frequent values (ties by name), and the lines of all the others. */
export function topValues(counts: Counts, limit: number) {
  const all = [...counts.lines].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const values = all.slice(0, limit).map(([value, lines]) => ({ value, lines }));
  const otherLines = all.slice(limit).reduce((sum, [, n]) => sum + n, 0);
  return { values, otherLines, distinct: all.length };
}

/** The coverage of a bounded count: complete, or from which time on it is. */
export const coverage = (counts: Counts, from: number) => ({
  complete: counts.completeFrom <= from,
  complete_from: Math.max(counts.completeFrom, from),
});
