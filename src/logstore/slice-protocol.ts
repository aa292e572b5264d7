// What the Worker and a slice (src/durable/log-slice.ts) say to each other, and the pure pieces of a slice's
// reading: the order of lines, the filter a line must pass, and the bounded set of best lines a scan keeps.
// A line's place in its slice is (ts, chunk, idx): its timestamp, then its chunk's id (chunks are numbered
// in arrival order) and its index in the chunk; across slices the slice's id breaks ties (src/logstore/slices.ts).

import { matchesQuery, type QueryNode } from "../engine/query";
import { BinaryHeap } from "../lib/heap";
import type { IndexTerm } from "../search/compile";
import type { ChunkLine, EncodedChunk, Segment } from "./chunk";

export type Direction = "asc" | "desc";

/** Where a line is in its slice. `chunk` -1 or MAX_KEY in a bound means "before or after every line of ts". */
export interface LineKey {
  ts: number;
  chunk: number;
  idx: number;
}

export const MAX_KEY = Number.MAX_SAFE_INTEGER;

/** A line as a slice returns it. */
export type SliceLine = ChunkLine;

/** Who a slice is: written into it on its first write, and into its catalog row. */
export interface SliceIdentity {
  accountId: string;
  /** The slice's id (src/logstore/slices.ts). */
  slice: string;
  bucketStart: number;
  bucketHours: number;
  shard: number;
  gen: number;
}

/** [day, dimension, name, lines, storedLines, bytes]: a usage counter's increment. */
export type UsageDelta = [string, string, string, number, number, number];
/** [ruleId, day, lines, bytes]: a reduction rule's savings increment. */
export type SavingsDelta = [string, string, number, number];

export interface WriteRequest {
  identity: SliceIdentity;
  /** The batch's key: a second write with the same key within `keepMs` stores nothing. */
  key: string;
  keepMs: number;
  /** The batch's full chunks, stored as they are. */
  chunks: EncodedChunk[];
  /** The rest of its lines, appended to the slice's open chunk (after `chunks`). */
  segments: Segment[];
  /** Counters the slice applies to D1 exactly once, after the chunks are stored. */
  usage: UsageDelta[];
  savings: SavingsDelta[];
  /** Above this database size the slice takes no new batch ("full"): the writer moves to the next generation. */
  maxBytes: number;
}

export interface WriteAnswer {
  status: "stored" | "duplicate" | "full";
  /** "stored": where the batch's lines went, in their order: runs of [chunk, first index, lines]. */
  placement?: [number, number, number][];
}

/** A line's place in its slice by arrival: (chunk, idx). A bound [chunk, idx] admits the lines before it. */
export type LinePlace = [chunk: number, idx: number];

/** What a line must satisfy to be read out: the time range, the field lists, the query and the access scope. */
export interface LineCriteria {
  from: number;
  to: number;
  apps: string[];
  hosts: string[];
  /** Upper case. */
  levels: string[];
  query: QueryNode | null;
  scope: QueryNode | null;
  /** What the search index must hold (src/search/compile.ts): a chunk it does not name holds no match. */
  index: IndexTerm | null;
  /**
   * Snapshot bounds: only the lines before this place by arrival, or only the chunks stored at or before this
   * time (the slice's clock; a chunk stored later is left out whole).
   */
  maxLine?: LinePlace | null;
  storedBefore?: number | null;
}

export interface ScanRequest extends LineCriteria {
  direction: Direction;
  /** Lines after this key (before it, for desc) only. */
  after: LineKey | null;
  limit: number;
  /** heldBytes of the lines one answer holds at most (at least one line); a slice takes MAX_ANSWER_BYTES at most. */
  maxBytes: number;
}

export interface ScanAnswer {
  /** The best matching lines after `after`, in order. */
  lines: SliceLine[];
  /** False when the slice holds no more matching lines after the last one returned. */
  more: boolean;
  /** Where the next scan starts (after the last line, or past lines examined without a match). */
  resume: LineKey | null;
  /** Lines examined. */
  scanned: number;
}

/**
 * count: matching lines, up to `cap`; buckets: per time bucket of `width` ms (starts at multiples of it since
 * the epoch); group: per app, host, level or tag (with their bytes), or in total.
 */
export type AggregateMode =
  | { kind: "count"; cap: number }
  | { kind: "buckets"; width: number }
  | { kind: "group"; dimension: GroupDimension };

export type GroupDimension = "total" | "app" | "host" | "level" | "tag";

export interface AggregateRequest extends LineCriteria {
  mode: AggregateMode;
  /** Chunks after this id only (a continuation). */
  afterChunk: number;
}

export interface AggregateAnswer {
  /** count: {"": n}; buckets: {bucketStart: n}; group: {name: n}. */
  lines: Record<string, number>;
  /** group: stored bytes per name. */
  bytes: Record<string, number>;
  /** The last chunk examined when the answer stopped early (its work budget), else null. */
  next: number | null;
  /** Raw bytes of the chunks it opened (a chunk counted from its figures costs none). */
  work: number;
}

export interface ChangesRequest {
  /** Lines after this place by arrival; null: the chunks stored after `storedAfter`. */
  after: LinePlace | null;
  storedAfter: number;
  /** Stored bytes one answer holds at most (at least one chunk). */
  maxBytes: number;
}

export interface ChangesAnswer {
  lines: SliceLine[];
  /** The place after which the next read starts: the last line returned, or the request's when none was. */
  last: LinePlace | null;
  more: boolean;
}

/** A line's memory beside its text and meta (its object, its fields' strings), about. */
const LINE_OVERHEAD = 256;

/** What holding a line costs, as read budgets count it: its stored size (text and meta) and its object. */
export const heldBytes = (line: Pick<SliceLine, "size">) => line.size + LINE_OVERHEAD;

/** The most a scan answer holds (heldBytes), whatever its request asks. */
export const MAX_ANSWER_BYTES = 8 * 1_048_576;

/** Whether a line at (chunk, idx) comes before the bound `before` by arrival. */
export const arrivedBefore = (chunk: number, idx: number, before: LinePlace) =>
  chunk < before[0] || (chunk === before[0] && idx < before[1]);

/** -1, 0 or 1: a before b, equal, after, in ascending order. */
export function compareKeys(a: LineKey, b: LineKey): number {
  if (a.ts !== b.ts) return a.ts < b.ts ? -1 : 1;
  if (a.chunk !== b.chunk) return a.chunk < b.chunk ? -1 : 1;
  if (a.idx !== b.idx) return a.idx < b.idx ? -1 : 1;
  return 0;
}

/** Whether `key` comes after `bound` in `direction` (strictly). */
export const isAfter = (key: LineKey, bound: LineKey, direction: Direction) =>
  direction === "asc" ? compareKeys(key, bound) > 0 : compareKeys(key, bound) < 0;

/** The line-level test of the criteria (time, fields, query, scope); chunk-level skipping comes first. */
export function lineTest(c: LineCriteria): (line: ChunkLine) => boolean {
  const apps = c.apps.length > 0 ? new Set(c.apps) : null;
  const hosts = c.hosts.length > 0 ? new Set(c.hosts) : null;
  const levels = c.levels.length > 0 ? new Set(c.levels) : null;
  const maxLine = c.maxLine ?? null;
  return (line) =>
    (!maxLine || arrivedBefore(line.chunk, line.idx, maxLine)) &&
    line.ts >= c.from &&
    line.ts <= c.to &&
    (!apps || apps.has(line.app)) &&
    (!hosts || hosts.has(line.host)) &&
    (!levels || levels.has(line.level)) &&
    matchesQuery(c.query, line) &&
    matchesQuery(c.scope, line);
}

/** Whether a chunk whose field sets are these may hold a line the criteria's field lists accept. */
export function chunkMayMatch(
  c: Pick<LineCriteria, "apps" | "hosts" | "levels">,
  sets: { apps: string[] | null; hosts: string[] | null; levels: string[] | null },
): boolean {
  const meets = (wanted: string[], held: string[] | null) =>
    wanted.length === 0 || held === null || held.some((v) => wanted.includes(v));
  return meets(c.apps, sets.apps) && meets(c.hosts, sets.hosts) && meets(c.levels, sets.levels);
}

/** Whether every line of a chunk passes the field lists (so a count needs not open it). */
export function chunkAllMatch(
  c: Pick<LineCriteria, "apps" | "hosts" | "levels">,
  sets: { apps: string[] | null; hosts: string[] | null; levels: string[] | null },
): boolean {
  const all = (wanted: string[], held: string[] | null) =>
    wanted.length === 0 || held?.every((v) => wanted.includes(v)) === true;
  return all(c.apps, sets.apps) && all(c.hosts, sets.hosts) && all(c.levels, sets.levels);
}

/**
 * The best `limit` lines seen so far in `direction`, holding at most `maxBytes` of them (heldBytes; at least
 * one): a binary heap whose root is the worst line kept, so a better line replaces it in O(log n).
 */
export class BestLines {
  /** Its root is the worst line kept (the first to go). */
  private readonly heap: BinaryHeap<SliceLine>;
  bytes = 0;
  /** True once a line was turned away or evicted: lines beyond the kept ones exist. */
  overflowed = false;

  constructor(
    private readonly direction: Direction,
    private limit: number,
    private readonly maxBytes: number,
  ) {
    this.heap = new BinaryHeap((a, b) => this.worse(a, b));
  }

  get size() {
    return this.heap.size;
  }

  /** Full: a line must beat the worst kept one to get in. */
  get full() {
    return this.heap.size >= this.limit;
  }

  /** The worst line kept (the first to go), or undefined. */
  worst(): SliceLine | undefined {
    return this.heap.peek();
  }

  /** True when `a` is worse than `b` (comes later in the direction). */
  private worse(a: LineKey, b: LineKey) {
    const c = compareKeys(a, b);
    return this.direction === "asc" ? c > 0 : c < 0;
  }

  offer(line: SliceLine) {
    if (this.full) {
      this.overflowed = true;
      const worst = this.heap.peek() as SliceLine;
      if (!this.worse(worst, line)) return;
      this.bytes -= heldBytes(worst);
      this.heap.replaceRoot(line);
    } else this.heap.push(line);
    this.bytes += heldBytes(line);
    // Over the byte budget: the worst lines go, and the set no longer grows (a smaller limit).
    while (this.bytes > this.maxBytes && this.heap.size > 1) {
      this.overflowed = true;
      this.bytes -= heldBytes(this.heap.pop() as SliceLine);
      this.limit = this.heap.size;
    }
  }

  /** The kept lines, best first. */
  sorted(): SliceLine[] {
    const sign = this.direction === "asc" ? 1 : -1;
    return [...this.heap.values()].sort((a, b) => sign * compareKeys(a, b));
  }
}

export type { EncodedChunk, Segment };
