// How a slice answers reads, over any source of its chunks: its SQLite tables while hot
// (src/durable/log-slice.ts), its R2 object once cold (src/logstore/cold.ts). The source names the candidate
// chunks of a time range (with the search index or its Bloom filters, and snapshot bounds) and opens a chunk;
// everything else is here, the same for both:
// - scan: the best `limit` lines after a position, in (ts, chunk, idx) order. Chunks come by first timestamp,
//   so once the kept lines are full and the next chunk starts after the worst of them, no later chunk can
//   hold a better line (newest first, chunks come by last timestamp and the same holds backwards);
// - aggregate: counts, with a chunk whose every line passes counted from its figures, unopened;
// - changes: the lines stored after a line (or the chunks stored after a time), in arrival order.
// Every call does a bounded amount of work and says where the next one starts.
import type { ChunkCounts, ChunkLine } from "./chunk";
import {
  type AggregateAnswer,
  type AggregateRequest,
  BestLines,
  type ChangesAnswer,
  type ChangesRequest,
  chunkAllMatch,
  chunkMayMatch,
  type GroupDimension,
  isAfter,
  type LineCriteria,
  type LineKey,
  type LinePlace,
  lineTest,
  MAX_ANSWER_BYTES,
  MAX_KEY,
  type ScanAnswer,
  type ScanRequest,
  type SliceLine,
} from "./slice-protocol";

/**
 * Raw bytes one scan or aggregate call decodes at most (and one chunk) before answering with where to go on:
 * the lines it decodes are short-lived, but a call's work is what the slice's memory grows by before its
 * garbage collector catches up.
 */
export const WORK_BYTES = 16 * 1024 * 1024;

/** What a read needs of a chunk without opening it. */
export interface ChunkInfo {
  id: number;
  tsMin: number;
  tsMax: number;
  lines: number;
  rawBytes: number;
  /** When its last line was stored (the slice's clock). */
  storedAt: number;
  /** When its lines were stored, when not all at once: [first index, time] per commit that appended some. */
  arrivals?: [idx: number, at: number][] | null;
  apps: string[] | null;
  hosts: string[] | null;
  levels: string[] | null;
  /** Its lines per app, host, level, tag and minute, when kept (src/logstore/chunk.ts ChunkCounts). */
  counts?: ChunkCounts | null;
}

export interface ChunkSource {
  /**
   * The chunks meeting [lo, hi] (tsMax >= lo, tsMin <= hi), within the criteria's snapshot bounds, that the
   * index (or filter) names for the criteria's terms: by first timestamp ascending ("ASC"), by last timestamp
   * descending ("DESC"), or by id after `afterChunk` when given.
   */
  candidates(
    criteria: LineCriteria,
    lo: number,
    hi: number,
    order: "ASC" | "DESC",
    afterChunk?: number,
  ): Iterable<ChunkInfo> | AsyncIterable<ChunkInfo>;
  /** The chunks from `fromChunk` on (or, when null, those stored after the time `storedAfter`), by id. */
  stored(fromChunk: number | null, storedAfter: number): ChunkInfo[] | Promise<ChunkInfo[]>;
  /** The last line stored at or before `storedAfter` (a whole chunk: [id, MAX_KEY]), or [0, MAX_KEY]. */
  newestStoredBy(storedAfter: number): LinePlace | Promise<LinePlace>;
  lines(id: number): Promise<ChunkLine[]>;
}

const keyOf = (l: SliceLine): LineKey => ({ ts: l.ts, chunk: l.chunk, idx: l.idx });

/** Whether chunks [first, last] (one chunk: `last` left out) are all in some set of chunks. */
export type ChunkRangeTest = (first: number, last?: number) => boolean;

/**
 * Whether chunks [first, last] (one chunk: `last` left out) all fall in the ranges [first, last] (the chunks of
 * needle groups that surely lack an id, which a read skips): a binary search over the ranges, merged once.
 */
export function inRanges(ranges: readonly [number, number][]): ChunkRangeTest {
  const merged: [number, number][] = [];
  for (const [a, b] of [...ranges].sort((x, y) => x[0] - y[0])) {
    if (a > b) continue;
    const top = merged[merged.length - 1];
    if (top && a <= top[1] + 1) top[1] = Math.max(top[1], b);
    else merged.push([a, b]);
  }
  return (first, last = first) => {
    let lo = 0;
    let hi = merged.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (merged[mid][1] < first) lo = mid + 1;
      else if (merged[mid][0] > first) hi = mid - 1;
      else return merged[mid][1] >= last;
    }
    return false;
  };
}

/** What one answer holds at most. */
const answerBytes = (req: ScanRequest) => Math.min(req.maxBytes, MAX_ANSWER_BYTES);

export async function scanChunks(source: ChunkSource, req: ScanRequest): Promise<ScanAnswer> {
  const best = new BestLines(req.direction, req.limit, answerBytes(req));
  const test = lineTest(req);
  const asc = req.direction === "asc";
  // The time range still to read: the request's, narrowed by the position.
  const lo = asc && req.after ? Math.max(req.from, req.after.ts) : req.from;
  const hi = !asc && req.after ? Math.min(req.to, req.after.ts) : req.to;
  let scanned = 0;
  let work = 0;
  let stoppedFull = false;
  for await (const chunk of source.candidates(req, lo, hi, asc ? "ASC" : "DESC")) {
    const worst = best.worst();
    if (best.full && worst && (asc ? chunk.tsMin > worst.ts : chunk.tsMax < worst.ts)) {
      stoppedFull = true;
      break;
    }
    // Out of work for one call: what is decided is answered, the rest is the next call's. Decided: every line
    // before the next chunk's first timestamp (after its last one, newest first). Only once that bound is past
    // the position, so every call moves on.
    const bound = asc
      ? { ts: chunk.tsMin, chunk: -1, idx: -1 }
      : { ts: chunk.tsMax, chunk: MAX_KEY, idx: MAX_KEY };
    if (work >= WORK_BYTES && (!req.after || isAfter(bound, req.after, req.direction))) {
      const decided = best.sorted().filter((l) => isAfter(bound, l, req.direction));
      return {
        lines: decided,
        more: true,
        resume: decided.length > 0 ? keyOf(decided[decided.length - 1]) : bound,
        scanned,
      };
    }
    if (!chunkMayMatch(req, chunk)) continue;
    work += chunk.rawBytes;
    for (const line of await source.lines(chunk.id)) {
      scanned++;
      if (req.after && !isAfter(line, req.after, req.direction)) continue;
      if (!test(line)) continue;
      best.offer(line);
    }
  }
  const lines = best.sorted();
  return {
    lines,
    more: best.overflowed || stoppedFull,
    resume: lines.length > 0 ? keyOf(lines[lines.length - 1]) : req.after,
    scanned,
  };
}

export async function aggregateChunks(source: ChunkSource, req: AggregateRequest): Promise<AggregateAnswer> {
  const answer: AggregateAnswer = { lines: {}, bytes: {}, next: null, work: 0 };
  const add = (name: string, lines: number, bytes = 0) => {
    answer.lines[name] = (answer.lines[name] ?? 0) + lines;
    if (bytes) answer.bytes[name] = (answer.bytes[name] ?? 0) + bytes;
  };
  const test = lineTest(req);
  const mode = req.mode;
  const plain = req.query === null && req.scope === null;
  let work = 0;
  let counted = 0;
  for await (const chunk of source.candidates(req, req.from, req.to, "ASC", req.afterChunk)) {
    if (mode.kind === "count" && counted >= mode.cap) break;
    if (work >= WORK_BYTES) {
      answer.next = chunk.id - 1;
      break;
    }
    if (!chunkMayMatch(req, chunk)) continue;
    const inside = chunk.tsMin >= req.from && chunk.tsMax <= req.to;
    // A chunk whose every line passes is counted from its figures, unopened.
    if (plain && inside && chunkAllMatch(req, chunk)) {
      if (mode.kind === "count") {
        add("", chunk.lines);
        counted += chunk.lines;
        continue;
      }
      if (mode.kind === "buckets") {
        const bucket = bucketOf(chunk.tsMin, mode.width);
        if (bucket === bucketOf(chunk.tsMax, mode.width)) {
          add(String(bucket), chunk.lines);
          continue;
        }
      }
      const name = mode.kind === "group" ? chunkGroup(chunk, mode.dimension) : null;
      if (name !== null) {
        // rawBytes is the sum of its lines' sizes.
        add(name, chunk.lines, chunk.rawBytes);
        continue;
      }
      // Its counts, when it kept them: per minute for buckets of whole minutes, per name for a group.
      const counts = chunk.counts;
      if (counts && mode.kind === "buckets" && counts.minutes && mode.width % MINUTE_MS === 0) {
        for (const [minute, lines] of counts.minutes) add(String(bucketOf(minute, mode.width)), lines);
        continue;
      }
      const rows = counts && mode.kind === "group" ? countRows(counts, mode.dimension) : null;
      if (rows) {
        for (const [value, lines, bytes] of rows) add(value, lines, bytes);
        continue;
      }
    }
    work += chunk.rawBytes;
    for (const line of await source.lines(chunk.id)) {
      if (!test(line)) continue;
      counted++;
      if (mode.kind === "count") add("", 1);
      else if (mode.kind === "buckets") add(String(bucketOf(line.ts, mode.width)), 1);
      else if (mode.dimension === "tag") for (const tag of new Set(line.tags)) add(tag, 1, line.size);
      else add(mode.dimension === "total" ? "" : line[mode.dimension], 1, line.size);
    }
  }
  answer.work = work;
  return answer;
}

const MINUTE_MS = 60_000;

/** A chunk's counts per name of `dimension` (null when it has none for it). */
function countRows(counts: ChunkCounts, dimension: GroupDimension) {
  if (dimension === "app") return counts.apps;
  if (dimension === "host") return counts.hosts;
  if (dimension === "level") return counts.levels;
  if (dimension === "tag") return counts.tags;
  return null;
}

/** The one name every line of a chunk has in `dimension`, when its figures tell (tags they do not). */
function chunkGroup(chunk: ChunkInfo, dimension: GroupDimension): string | null {
  if (dimension === "total") return "";
  if (dimension === "tag") return null;
  const set = dimension === "app" ? chunk.apps : dimension === "host" ? chunk.hosts : chunk.levels;
  return set?.length === 1 ? set[0] : null;
}

/** The start of the bucket of `width` ms that holds `ts` (buckets start at multiples of the width). */
export const bucketOf = (ts: number, width: number) => Math.floor(ts / width) * width;

/** The line at `idx` of chunk `chunk`, if the slice holds one (a line's id names both). */
export async function lineAtChunk(
  source: ChunkSource,
  chunk: number,
  idx: number,
): Promise<SliceLine | null> {
  if (!Number.isSafeInteger(chunk) || chunk < 1 || !Number.isSafeInteger(idx) || idx < 0) return null;
  return (await source.lines(chunk))[idx] ?? null;
}

/** When the line at `idx` of a chunk was stored. */
function arrivedAt(chunk: ChunkInfo, idx: number): number {
  const arrivals = chunk.arrivals;
  if (!arrivals) return chunk.storedAt;
  let at = arrivals[0][1];
  for (const [first, time] of arrivals) {
    if (first > idx) break;
    at = time;
  }
  return at;
}

/**
 * The lines stored after a line by arrival (or, with none, the lines stored after a time), about `maxBytes`
 * of them (at least one chunk's worth); `last` is the last line looked at (returned, or stored by that time),
 * or with none where the slice's lines ended by then.
 */
export async function changedChunks(source: ChunkSource, req: ChangesRequest): Promise<ChangesAnswer> {
  const after = req.after;
  const chunks = await source.stored(after ? after[0] : null, req.storedAfter);
  const lines: SliceLine[] = [];
  let bytes = 0;
  let last: LinePlace | null = after ?? (await source.newestStoredBy(req.storedAfter));
  let more = false;
  for (const chunk of chunks) {
    if (lines.length > 0 && bytes + chunk.rawBytes > req.maxBytes) {
      more = true;
      break;
    }
    for (const line of await source.lines(chunk.id)) {
      if (after && line.chunk === after[0] && line.idx <= after[1]) continue;
      last = [line.chunk, line.idx];
      if (!after && arrivedAt(chunk, line.idx) <= req.storedAfter) continue;
      lines.push(line);
      bytes += line.size;
    }
  }
  return { lines, last, more };
}
