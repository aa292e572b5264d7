// Reads stored lines in (ts, id) order across an account's slices, a bounded piece at a time, so memory stays
// flat whatever the range holds. The catalog (src/logstore/plan.ts) names the slices whose time range meets
// the filter's, and the ones written lately; each slice answers its best lines after a position (src/durable/log-slice.ts: time range,
// field lists, search index, then the query engine on every line read: exact), and this merges them. A slice
// is opened only once the merge reaches its first (last, newest first) timestamp; when slices keep coming back
// empty (a selective query), more are opened at once, so a rare term over many slices costs a few rounds of
// parallel calls; and a quiet slice whose trigram filter rules the terms out is not planned at all.

import { createDb } from "../db/client";
import type { QueryNode } from "../engine/query";
import { unavailable } from "../http/errors";
import { eachAtOnce } from "../lib/at-once";
import { type IndexTerm, indexTerm } from "../search/compile";
import type { AccessScope } from "./access-scope";
import { type PlannedSlice, slicesWrittenSince } from "./catalog";
import { type StoredLine, storedLine } from "./exported-line";
import { planSlices, planStore, recentlyWritten } from "./plan";
import { type SliceReader, sliceReader } from "./slice-handle";
import {
  type Direction,
  heldBytes,
  type LineKey,
  type LinePlace,
  MAX_KEY,
  type ScanRequest,
  type SliceLine,
} from "./slice-protocol";
import { compareSliceIds } from "./slices";
import { callSlice, type LogStoreEnv } from "./store";

export type { Direction };

/**
 * A fixed set of lines to read from (export v2's pages, a restoration): the lines each slice written in the
 * last QUIET_MS held at `at` (where its lines ended then, by arrival; a number, in snapshots taken before
 * slices had open chunks: its newest chunk id), and for every other slice the chunks stored before
 * `at` - QUIET_MS / 2 (by the slice's clock: a chunk stored after `at` cannot be that old).
 */
export interface Snapshot {
  at: number;
  open: Record<string, LinePlace | number>;
}

/** A slice not written for this long is quiet: no chunk it will store can carry a time this far back. */
export const QUIET_MS = 10 * 60_000;

export interface LineFilter {
  accountId: string;
  from: number;
  to: number;
  apps: string[];
  hosts: string[];
  levels: string[];
  query: QueryNode | null;
  /** Read only the lines of this snapshot (null: every line stored now). */
  snapshot: Snapshot | null;
  /** The caller's access scope (its groups' queries): a line outside it is never read out. */
  scope?: AccessScope | null;
}

export type { StoredLine };

/** A place in the read order: the last line read. */
export interface Position {
  ts: number;
  slice: string;
  chunk: number;
  idx: number;
}

/** Matching lines an aggregation (graphs, profiles) reads at most. */
export const DEFAULT_SCAN_BUDGET = 200_000;
/**
 * What a merge holds (src/logstore/slice-protocol.ts heldBytes: the lines' bytes and their objects), all its
 * open slices' pieces together, read a piece at a time: lines per slice call at most, and bytes for all (a
 * streamed export and a v2 page). Larger pieces mean fewer calls, but are held in memory and live long enough
 * for the garbage collector to move them to the old generation, where they pile up until a full collection.
 */
export const STREAM_CHUNK = 1000;
export const STREAM_CHUNK_BYTES = 512 * 1024;
export const PAGE_CHUNK = 5000;
export const PAGE_CHUNK_BYTES = 4 * 1_048_576;
/**
 * A slice's piece is at least this, whatever the merge's budget left (each answer holds at least one line as
 * well): so a merge of MAX_WINDOW slices holds at most its budget plus MAX_WINDOW times this or a line.
 */
export const MIN_PIECE_BYTES = 64 * 1024;
/**
 * Slices opened at once when nothing is buffered: one at first; four times as many after a round whose slices
 * all ran out (a selective query: its matches are few and far between), up to MAX_WINDOW. A common term fills
 * its piece from the first slice and never opens more than the merge needs.
 */
const MAX_WINDOW = 64;
/** Cold slices one merge reads at once (src/logstore/slice-handle.ts: in the Worker, not in their objects). */
const COLD_PARALLEL = 4;

/** Slices asked where their lines end at once, taking a snapshot. */
const SNAPSHOT_PARALLEL = 16;

/**
 * Takes a snapshot of the account's lines now: where the lines of every recently written slice end (asked of
 * the slice: its catalog row may be a minute behind).
 */
export async function takeSnapshot(env: LogStoreEnv, accountId: string, now = Date.now()): Promise<Snapshot> {
  let rows: PlannedSlice[];
  try {
    rows = await slicesWrittenSince(createDb(env.DB), accountId, now - QUIET_MS);
  } catch (err) {
    throw unavailable("The log store's catalog", err);
  }
  const open: Snapshot["open"] = {};
  const hot: string[] = [];
  for (const row of rows) {
    // A cold slice takes no more lines: its row's newest chunk is its end.
    if (row.state === "cold") open[row.slice] = [row.chunks + 1, 0];
    else hot.push(row.slice);
  }
  for (const identity of recentlyWritten(accountId, now))
    if (!(identity.slice in open)) hot.push(identity.slice);
  const slices = [...new Set(hot)];
  await eachAtOnce(slices, SNAPSHOT_PARALLEL, async (slice) => {
    open[slice] = await callSlice<LinePlace>(env, accountId, slice, (stub) => stub.position());
  });
  return { at: now, open };
}

/** The snapshot bound of one slice. */
export function snapshotBound(snapshot: Snapshot | null, slice: string) {
  if (!snapshot) return {};
  const end = snapshot.open[slice];
  if (end === undefined) return { storedBefore: snapshot.at - QUIET_MS / 2 };
  return { maxLine: typeof end === "number" ? ([end + 1, 0] as LinePlace) : end };
}

/** The criteria a slice applies, from a filter. */
export function sliceCriteria(filter: LineFilter) {
  const scope = filter.scope ?? null;
  const indexed = [filter.query, scope?.node ?? null]
    .map((node) => (node ? indexTerm(node) : null))
    .filter((t): t is IndexTerm => t !== null);
  return {
    from: filter.from,
    to: filter.to,
    apps: filter.apps,
    hosts: filter.hosts,
    levels: filter.levels,
    query: filter.query,
    scope: scope?.node ?? null,
    index: indexed.length > 0 ? { and: indexed } : null,
  };
}

/**
 * A slice's answer as the merge holds it: `bytes` is what its lines hold (heldBytes), counted whole until it is
 * read out; each line read out is let go of at once.
 */
class Piece {
  readonly bytes: number;
  constructor(private readonly lines: (SliceLine | null)[]) {
    let bytes = 0;
    for (const line of lines) if (line) bytes += heldBytes(line);
    this.bytes = bytes;
  }
  get length() {
    return this.lines.length;
  }
  /** Line `i`, still held (not taken yet). */
  at(i: number) {
    return this.lines[i] as SliceLine;
  }
  /** Line `i`, which the piece lets go of (each is taken once, in order). */
  take(i: number) {
    const line = this.at(i);
    this.lines[i] = null;
    return line;
  }
}

/** A stream's piece before its first answer, and while the next one is on its way. */
const NO_PIECE = new Piece([]);

/** One slice's lines in order, fetched a piece at a time. */
interface SliceStream {
  slice: PlannedSlice;
  reader: SliceReader;
  after: LineKey | null;
  piece: Piece;
  /** The next line of the piece to read out. */
  index: number;
  more: boolean;
}

/**
 * The merge: the matching lines of the filter's range across the account's slices, one at a time in (ts,
 * slice, chunk, idx) order, each slice read a piece at a time (see STREAM_CHUNK).
 */
export class LineScanner {
  /** The last line returned: where a continuation starts. */
  position: Position | null;
  /** Lines the slices examined. */
  scanned = 0;
  /** Lines returned. */
  matched = 0;
  /** True once the range holds no more matching lines (as opposed to `limit` being reached). */
  exhausted = false;
  private plan: PlannedSlice[] | null = null;
  private nextToOpen = 0;
  private readonly open: SliceStream[] = [];
  private window = 1;
  private readonly criteria: ReturnType<typeof sliceCriteria>;

  constructor(
    private readonly env: LogStoreEnv,
    private readonly filter: LineFilter,
    private readonly direction: Direction,
    after: Position | null,
    /** Matching lines this scanner returns at most. */
    private readonly limit = Number.POSITIVE_INFINITY,
    /** Lines one slice call answers at most; larger pieces are faster, but are held in memory. */
    private readonly maxChunk = STREAM_CHUNK,
    /** What the pieces of all open slices hold together, MIN_PIECE_BYTES a slice at least. */
    private readonly chunkBytes = STREAM_CHUNK_BYTES,
  ) {
    this.position = after;
    this.criteria = sliceCriteria(filter);
  }

  /** What the open slices' pieces hold now: within the budget, MIN_PIECE_BYTES or a line a slice at least. */
  get held(): number {
    let held = 0;
    for (const s of this.open) held += s.piece.bytes;
    return held;
  }

  /** Slices open in the merge now. */
  get openSlices(): number {
    return this.open.length;
  }

  /** Reads the first piece now, so that a storage failure still answers an error status, not a broken 200. */
  async prime(): Promise<this> {
    if (this.matched < this.limit) await this.ready();
    return this;
  }

  /** The next matching line, or null when the range holds no more or `limit` lines were returned. */
  async next(): Promise<StoredLine | null> {
    if (this.matched >= this.limit) return null;
    const stream = await this.ready();
    if (!stream) {
      this.exhausted = true;
      return null;
    }
    const line = stream.piece.take(stream.index++);
    this.position = { ts: line.ts, slice: stream.slice.slice, chunk: line.chunk, idx: line.idx };
    this.matched++;
    return storedLine(stream.slice.slice, line);
  }

  /** True when the head of `a` is read before the head of `b`. */
  private before(a: SliceStream, b: SliceStream) {
    const sign = this.direction === "asc" ? 1 : -1;
    const [la, lb] = [a.piece.at(a.index), b.piece.at(b.index)];
    if (la.ts !== lb.ts) return sign * (la.ts - lb.ts) < 0;
    const bySlice = compareSliceIds(a.slice.slice, b.slice.slice);
    if (bySlice !== 0) return sign * bySlice < 0;
    if (la.chunk !== lb.chunk) return sign * (la.chunk - lb.chunk) < 0;
    return sign * (la.idx - lb.idx) < 0;
  }

  /** The stream holding the next line, after opening and refilling what the merge needs; null: none left. */
  private async ready(): Promise<SliceStream | null> {
    if (!this.plan) this.plan = await this.planSlices();
    for (;;) {
      const drained = this.open.filter((s) => s.index >= s.piece.length && s.more);
      if (drained.length > 0) {
        await this.fetchAll(drained);
        continue;
      }
      let best: SliceStream | null = null;
      for (const s of this.open) {
        if (s.index >= s.piece.length) continue;
        if (!best || this.before(s, best)) best = s;
      }
      // Slices not opened yet whose range reaches the best line come in now; with nothing buffered, the next
      // `window` of them at once (see MAX_WINDOW).
      const head = best ? best.piece.at(best.index).ts : null;
      const due: SliceStream[] = [];
      while (this.nextToOpen < this.plan.length) {
        const candidate = this.plan[this.nextToOpen];
        const reaches =
          head !== null &&
          (this.direction === "asc"
            ? (candidate.firstTs as number) <= head
            : (candidate.lastTs as number) >= head);
        if (!reaches && (head !== null || due.length >= this.window)) break;
        due.push(this.openStream(candidate));
        this.nextToOpen++;
      }
      if (due.length === 0) return best;
      await this.fetchAll(due);
      if (head === null && due.every((s) => !s.more)) this.window = Math.min(MAX_WINDOW, this.window * 4);
      this.prune();
    }
  }

  /** Streams done with leave the merge. */
  private prune() {
    for (let i = this.open.length - 1; i >= 0; i--) {
      const s = this.open[i];
      if (s.index >= s.piece.length && !s.more) this.open.splice(i, 1);
    }
  }

  private openStream(slice: PlannedSlice): SliceStream {
    const stream: SliceStream = {
      slice,
      reader: sliceReader(this.env, this.filter.accountId, slice),
      after: this.afterIn(slice.slice),
      piece: NO_PIECE,
      index: 0,
      more: true,
    };
    this.open.push(stream);
    return stream;
  }

  /** The position in one slice's own order that the scanner's position means. */
  private afterIn(slice: string): LineKey | null {
    const p = this.position;
    if (!p) return null;
    const order = compareSliceIds(slice, p.slice);
    if (order === 0) return { ts: p.ts, chunk: p.chunk, idx: p.idx };
    // At the position's timestamp, a slice of a higher id holds lines after it oldest first (all of its lines
    // of that time are to read: bound below them) and before it newest first (none are: the same bound, read
    // downwards, excludes them); a slice of a lower id the other way round. Either way the bound is the same.
    return order > 0 ? { ts: p.ts, chunk: -1, idx: -1 } : { ts: p.ts, chunk: MAX_KEY, idx: MAX_KEY };
  }

  /**
   * Refills the pieces of `streams` (all read out), sharing between them what the other open slices' pieces
   * leave of the merge's byte budget.
   */
  private async fetchAll(streams: SliceStream[]) {
    // The pieces read out go now, not once the next ones came.
    for (const s of streams) {
      s.piece = NO_PIECE;
      s.index = 0;
    }
    const share = Math.max(MIN_PIECE_BYTES, Math.floor((this.chunkBytes - this.held) / streams.length));
    // A cold slice is read here, in the Worker (its bodies fetched ahead and a chunk decoded at a time): a few
    // at once, whatever the window.
    const cold = streams.filter((s) => s.slice.state === "cold");
    let next = 0;
    const coldTurns = async () => {
      while (next < cold.length) await this.fetch(cold[next++], share);
    };
    await Promise.all([
      ...streams.filter((s) => s.slice.state !== "cold").map((s) => this.fetch(s, share)),
      ...Array.from({ length: Math.min(COLD_PARALLEL, cold.length) }, coldTurns),
    ]);
  }

  private async fetch(stream: SliceStream, maxBytes: number) {
    const remaining = this.limit - this.matched;
    const request: ScanRequest = {
      ...this.criteria,
      ...snapshotBound(this.filter.snapshot, stream.slice.slice),
      direction: this.direction,
      after: stream.after,
      limit: Math.max(1, Math.min(this.maxChunk, remaining)),
      maxBytes,
    };
    const answer = await stream.reader.scan(request);
    stream.piece = new Piece(answer.lines);
    stream.index = 0;
    stream.more = answer.more;
    stream.after = answer.resume ?? stream.after;
    this.scanned += answer.scanned;
  }

  private async planSlices(): Promise<PlannedSlice[]> {
    const f = this.filter;
    let slices: PlannedSlice[];
    try {
      slices = await planSlices(planStore(this.env), f.accountId, f.from, f.to, this.criteria);
    } catch (err) {
      throw unavailable("The log store's catalog", err);
    }
    const asc = this.direction === "asc";
    const p = this.position;
    return (
      slices
        .filter((s) => s.firstTs !== null && s.lastTs !== null)
        // A continuation never needs the slices wholly behind its position.
        .filter((s) => !p || (asc ? (s.lastTs as number) >= p.ts : (s.firstTs as number) <= p.ts))
        .sort((a, b) =>
          asc
            ? (a.firstTs as number) - (b.firstTs as number) || compareSliceIds(a.slice, b.slice)
            : (b.lastTs as number) - (a.lastTs as number) || compareSliceIds(b.slice, a.slice),
        )
    );
  }
}
