// Reads stored lines for the export APIs in keyset order, one bounded chunk at a time, so memory stays
// flat whatever the range holds. Every filter runs in SQL: app, host, level and time on the indexes, the
// search query and the access scope compiled by src/search/compile.ts. When the query (or scope) names
// terms the search index knows, one probe counts their candidates: few, and the rows are read through the
// index (cost follows the matches); many, and the range is read in order with the SQL deciding each row
// (the matches are dense, so a chunk fills soon). No budget: a read ends when `limit` lines matched or the
// range holds no more. What the SQL cannot decide exactly (non-ASCII terms) the engine checks per row.
import { and, asc, desc, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import { logLines } from "../db/schema";
import { matchesQuery, type QueryNode } from "../engine/query";
import { compileSearch, indexedRows } from "../search/compile";
import { type AccessScope, inScope } from "./access-scope";
import type { LogRecord } from "./lines";

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

/** A place in the keyset order: the last line read. */
export interface Position {
  ts: number;
  seq: number;
}

/** The columns a stored line is read with (export, search, alerts, the log-store pull source). */
export const storedLineColumns = {
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

/** Matching lines an aggregation (graphs, profiles) reads at most. */
export const DEFAULT_SCAN_BUDGET = 200_000;
/**
 * Candidates the search index may name for its rows to be read through it. Above this the query's terms
 * are common and the range is read in order instead (sorting more candidates would cost more than that).
 */
export const INDEX_CANDIDATES = 10_000;
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
  /** Rows read from storage. */
  scanned = 0;
  /** Lines returned. */
  matched = 0;
  /** True once the range holds no more matching lines (as opposed to `limit` being reached). */
  exhausted = false;
  private buffer: (StoredLine & { size: number })[] = [];
  private index = 0;
  private chunkSize: number;
  /** SQL conditions of the query and scope, and the engine checks they leave (null: the SQL is exact). */
  private readonly conditions: SQL[] = [];
  private readonly check: { query: QueryNode | null; scope: boolean };
  private readonly indexMatch: string | null;
  /** Set by the first read: rows come through the search index (few candidates) or in range order. */
  private throughIndex: boolean | null = null;

  constructor(
    private readonly db: Db,
    private readonly filter: LineFilter,
    private readonly direction: Direction,
    after: Position | null,
    /** Matching lines this scanner returns at most. */
    private readonly limit = Number.POSITIVE_INFINITY,
    /**
     * Rows per D1 query at most. Larger chunks are faster (fewer round trips) but a chunk's rows are live
     * objects of a few KB each: a stream that may run long keeps them small, a single page can go larger.
     */
    private readonly maxChunk = STREAM_CHUNK,
    private readonly chunkBytes = STREAM_CHUNK_BYTES,
  ) {
    this.position = after;
    this.chunkSize = Math.min(FIRST_CHUNK, maxChunk);
    const query = filter.query ? compileSearch(filter.query) : null;
    const scope = filter.scope ?? null;
    if (query?.where) this.conditions.push(query.where);
    if (scope?.where) this.conditions.push(scope.where);
    this.check = { query: query && !query.exact ? filter.query : null, scope: !!scope && !scope.exact };
    const indexed = [query?.index, scope?.index].filter((m): m is string => !!m);
    this.indexMatch = indexed.length > 0 ? indexed.map((m) => `(${m})`).join(" AND ") : null;
  }

  /**
   * Reads the first chunk now, so that a storage failure still answers an error status instead of a
   * 200 whose streamed body breaks off.
   */
  async prime(): Promise<this> {
    if (this.buffer.length === 0 && !this.exhausted) await this.fill();
    return this;
  }

  /** The next matching line, or null when the range holds no more or `limit` lines were returned. */
  async next(): Promise<StoredLine | null> {
    for (;;) {
      if (this.matched >= this.limit) return null;
      if (this.index >= this.buffer.length) {
        if (this.exhausted) return null;
        await this.fill();
        if (this.buffer.length === 0) return null;
      }
      const row = this.buffer[this.index++];
      this.scanned++;
      this.position = { ts: row.ts, seq: row.seq };
      if (this.check.query && !matchesQuery(this.check.query, row)) continue;
      if (this.check.scope && !inScope(this.filter.scope, row)) continue;
      this.matched++;
      return row;
    }
  }

  /** Whether the index names few enough candidates to read through it: one probe, on the first read. */
  private async chooseIndex(): Promise<boolean> {
    if (!this.indexMatch) return false;
    const probe = await this.db.get<{ n: number }>(
      sql`SELECT count(*) AS n FROM (SELECT 1 FROM log_lines_fts WHERE log_lines_fts MATCH ${this.indexMatch} LIMIT ${INDEX_CANDIDATES + 1})`,
    );
    return (probe?.n ?? 0) <= INDEX_CANDIDATES;
  }

  private async fill() {
    this.throughIndex ??= await this.chooseIndex();
    const f = this.filter;
    // Through the index, the columns are wrapped in unary + so that SQLite looks the candidates up by seq
    // instead of walking the (account, ts) index and testing each row against them.
    const column = (c: AnySQLiteColumn) => (this.throughIndex ? sql`+${c}` : sql`${c}`);
    const where: (SQL | undefined)[] = [
      sql`${column(logLines.accountId)} = ${f.accountId}`,
      gte(column(logLines.ts), f.from),
      lte(column(logLines.ts), f.to),
      f.apps.length > 0 ? inArray(column(logLines.app), f.apps) : undefined,
      f.hosts.length > 0 ? inArray(column(logLines.host), f.hosts) : undefined,
      f.levels.length > 0 ? inArray(logLines.level, f.levels) : undefined,
      f.maxSeq !== null ? lte(logLines.seq, f.maxSeq) : undefined,
      ...this.conditions,
      this.throughIndex && this.indexMatch ? indexedRows(this.indexMatch) : undefined,
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
    // With the engine checking rows, a chunk may hold non-matches: read whole chunks; else no more than wanted.
    const engineChecks = this.check.query !== null || this.check.scope;
    const limit = engineChecks ? this.chunkSize : Math.min(this.chunkSize, this.limit - this.matched);
    this.buffer = (await this.db
      .select(storedLineColumns)
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
