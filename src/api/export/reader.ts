// Reads stored lines for the export APIs in keyset order, one bounded chunk at a time, so memory stays
// flat whatever the range holds. App, host, level and time filters run in SQL on the indexes; the
// search query runs here on each row, within a scan budget so a sparse match cannot run forever.
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { logLines } from "../../db/schema";
import { matchesQuery, type QueryNode } from "../../engine/query";
import type { LogRecord } from "../ingestion/lines";
import { type AccessScope, inScope } from "../shared/access-scope";

export type Direction = "asc" | "desc";

export interface LineFilter {
  accountId: string;
  from: number;
  to: number;
  apps: string[];
  hosts: string[];
  levels: string[];
  query: QueryNode | null;
  /** Lines inserted after this sequence number are not part of the export (export v2 snapshots). */
  maxSeq: number | null;
  /** The caller's access scope (its groups' queries): a line outside it is never read out. */
  scope?: AccessScope | null;
}

/** True when lines are matched after reading (a query, or a scope SQL cannot decide alone): scan beyond `size`. */
export const needsScan = (filter: LineFilter) =>
  filter.query !== null || (!!filter.scope && !filter.scope.exact);

/** A place in the keyset order: the last line read. */
export interface Position {
  ts: number;
  seq: number;
}

const columns = {
  seq: logLines.seq,
  ts: logLines.ts,
  line: logLines.line,
  app: logLines.app,
  host: logLines.host,
  file: logLines.file,
  level: logLines.level,
  ip: logLines.ip,
  mac: logLines.mac,
  tags: logLines.tags,
  meta: logLines.meta,
  size: logLines.size,
};

export const DEFAULT_SCAN_BUDGET = 200_000;
const FIRST_CHUNK = 1000;
const MIN_CHUNK = 100;
export const STREAM_CHUNK = 1000;
export const STREAM_CHUNK_BYTES = 2 * 1_048_576;
export const PAGE_CHUNK = 5000;
export const PAGE_CHUNK_BYTES = 8 * 1_048_576;

/** A line as read back: what ingestion stored, with its place in the insertion order. */
export type StoredLine = Omit<LogRecord, "size"> & { seq: number };

/** The exported form of a line: LogDNA's underscore fields, with the line's meta fields beside them. */
export function exportedLine(row: StoredLine): Record<string, unknown> {
  return {
    ...row.meta,
    _id: String(row.seq),
    _ts: row.ts,
    _line: row.line,
    _app: row.app,
    _host: row.host,
    _file: row.file,
    level: row.level,
    ...(row.tags.length > 0 && { _tag: row.tags }),
    ...(row.ip && { _ip: row.ip }),
    ...(row.mac && { _mac: row.mac }),
  };
}

export class LineScanner {
  /** The last line examined, matching or not: where a continuation starts. */
  position: Position | null;
  scanned = 0;
  /** True once the range holds no more lines (as opposed to the scan budget running out). */
  exhausted = false;
  private buffer: (StoredLine & { size: number })[] = [];
  private index = 0;
  private chunkSize: number;

  constructor(
    private readonly db: Db,
    private readonly filter: LineFilter,
    private readonly direction: Direction,
    after: Position | null,
    /** Rows this scanner reads at most: the lines wanted when every row matches, more for a query. */
    private readonly scanBudget = DEFAULT_SCAN_BUDGET,
    /**
     * Rows per D1 query at most. Larger chunks are faster (fewer round trips) but a chunk's rows are live
     * objects of a few KB each: a stream that may run long keeps them small, a single page can go larger.
     */
    private readonly maxChunk = STREAM_CHUNK,
    private readonly chunkBytes = STREAM_CHUNK_BYTES,
  ) {
    this.position = after;
    this.chunkSize = Math.min(FIRST_CHUNK, maxChunk);
  }

  /**
   * Reads the first chunk now, so that a storage failure still answers an error status instead of a
   * 200 whose streamed body breaks off.
   */
  async prime(): Promise<this> {
    if (this.buffer.length === 0 && !this.exhausted) await this.fill();
    return this;
  }

  /** The next matching line, or null when the range is exhausted or the scan budget is spent. */
  async next(): Promise<StoredLine | null> {
    for (;;) {
      if (this.index >= this.buffer.length) {
        if (this.exhausted || this.scanned >= this.scanBudget) return null;
        await this.fill();
        if (this.buffer.length === 0) return null;
      }
      const row = this.buffer[this.index++];
      this.scanned++;
      this.position = { ts: row.ts, seq: row.seq };
      if ((!this.filter.query || matchesQuery(this.filter.query, row)) && inScope(this.filter.scope, row))
        return row;
    }
  }

  private async fill() {
    const f = this.filter;
    const where: (SQL | undefined)[] = [
      eq(logLines.accountId, f.accountId),
      gte(logLines.ts, f.from),
      lte(logLines.ts, f.to),
      f.apps.length > 0 ? inArray(logLines.app, f.apps) : undefined,
      f.hosts.length > 0 ? inArray(logLines.host, f.hosts) : undefined,
      f.levels.length > 0 ? inArray(logLines.level, f.levels) : undefined,
      f.maxSeq !== null ? lte(logLines.seq, f.maxSeq) : undefined,
      f.scope?.where,
    ];
    const p = this.position;
    if (p) {
      where.push(
        this.direction === "asc"
          ? sql`(${logLines.ts}, ${logLines.seq}) > (${p.ts}, ${p.seq})`
          : sql`(${logLines.ts}, ${logLines.seq}) < (${p.ts}, ${p.seq})`,
      );
    }
    const order = this.direction === "asc" ? asc : desc;
    const limit = Math.min(this.chunkSize, this.scanBudget - this.scanned);
    this.buffer = (await this.db
      .select(columns)
      .from(logLines)
      .where(and(...where))
      .orderBy(order(logLines.ts), order(logLines.seq))
      .limit(limit)
      .all()) as (StoredLine & { size: number })[];
    this.index = 0;
    if (this.buffer.length < limit) this.exhausted = true;
    // Few large chunks are much faster than many small ones (each is a D1 round trip), but a chunk is held
    // in memory: the next chunk holds about chunkBytes of what this one's lines weighed.
    const bytes = this.buffer.reduce((sum, row) => sum + row.size, 0);
    const perRow = Math.max(bytes / Math.max(this.buffer.length, 1), 1);
    this.chunkSize = Math.max(MIN_CHUNK, Math.min(this.maxChunk, Math.floor(this.chunkBytes / perRow)));
  }
}
