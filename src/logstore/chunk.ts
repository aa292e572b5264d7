// A chunk: a group of stored lines (about CHUNK_RAW_BYTES of them) kept as one compressed row of a slice
// (src/durable/log-slice.ts). One row per chunk instead of one per line is what makes the store affordable:
// Cloudflare bills every row written, and a 500-line batch becomes 3 chunks.
//
// The body is JSON Lines, gzip-compressed: a header line with the fields most lines share (host, ip, mac,
// tags: a batch's lines share them) and the chunk's first timestamp, then one JSON array per line,
// [ts - t0, line, app, file, level, meta, size, overrides?], where `overrides` holds the shared fields a
// line does not share. Small, repetitive numbers and no repeated keys let gzip do well.
//
// Beside the body the chunk carries what a query needs to skip it without opening it: its time range, its
// sets of apps, hosts and levels (null when there are too many to list), and the text the slice's trigram
// index reads (each distinct trigram once: the index only says which chunks may hold a term).
import { gzipSync } from "node:zlib";
import { TrigramSet } from "../search/words";
import type { LogRecord } from "./lines";

/** Raw bytes (line text and meta) per chunk, about. */
export const CHUNK_RAW_BYTES = 64 * 1024;
/** Distinct values a chunk lists per field; beyond that the field cannot skip it. */
const MAX_SET = 32;

/** A stored line as a slice reads it: the record and its place in the slice. */
export interface ChunkLine extends LogRecord {
  /** Its chunk's id, and its index in the chunk. */
  chunk: number;
  idx: number;
}

export interface ChunkHeader {
  v: 1;
  t0: number;
  host: string;
  ip: string;
  mac: string;
  tags: string[];
}

type Overrides = { h?: string; i?: string; m?: string; t?: string[] };
type Row = [number, string, string, string, string, Record<string, unknown> | null, number, Overrides?];

export interface ChunkMeta {
  tsMin: number;
  tsMax: number;
  lines: number;
  /** Bytes of line text and meta, as ingestion counts them. */
  rawBytes: number;
  apps: string[] | null;
  hosts: string[] | null;
  levels: string[] | null;
}

export interface EncodedChunk extends ChunkMeta {
  body: Uint8Array;
  /** What the slice's search index reads for this chunk. */
  text: string;
}

const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

function setOf(values: Iterable<string>): string[] | null {
  const set = new Set(values);
  return set.size > MAX_SET ? null : [...set].sort();
}

/** Groups records into chunks of about CHUNK_RAW_BYTES, in their order. */
export function groupIntoChunks(records: LogRecord[], maxBytes = CHUNK_RAW_BYTES): LogRecord[][] {
  const groups: LogRecord[][] = [];
  let current: LogRecord[] = [];
  let bytes = 0;
  for (const r of records) {
    if (current.length > 0 && bytes + r.size > maxBytes) {
      groups.push(current);
      current = [];
      bytes = 0;
    }
    current.push(r);
    bytes += r.size;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** The chunk of `records` (non-empty), compressed. */
export async function encodeChunk(records: LogRecord[]): Promise<EncodedChunk> {
  const first = records[0];
  let tsMin = first.ts;
  let tsMax = first.ts;
  let rawBytes = 0;
  for (const r of records) {
    if (r.ts < tsMin) tsMin = r.ts;
    if (r.ts > tsMax) tsMax = r.ts;
    rawBytes += r.size;
  }
  const header: ChunkHeader = {
    v: 1,
    t0: tsMin,
    host: first.host,
    ip: first.ip,
    mac: first.mac,
    tags: first.tags,
  };
  const out: string[] = [JSON.stringify(header)];
  for (const r of records) {
    const row: Row = [r.ts - tsMin, r.line, r.app, r.file, r.level, r.meta, r.size];
    const o: Overrides = {};
    if (r.host !== header.host) o.h = r.host;
    if (r.ip !== header.ip) o.i = r.ip;
    if (r.mac !== header.mac) o.m = r.mac;
    if (!sameTags(r.tags, header.tags)) o.t = r.tags;
    if (Object.keys(o).length > 0) row.push(o);
    out.push(JSON.stringify(row));
  }
  return {
    body: await gzip(new TextEncoder().encode(out.join("\n"))),
    text: indexedText(records),
    tsMin,
    tsMax,
    lines: records.length,
    rawBytes,
    apps: setOf(records.map((r) => r.app)),
    hosts: setOf(records.map((r) => r.host)),
    levels: setOf(records.map((r) => r.level)),
  };
}

/**
 * What the index reads of a chunk: the distinct trigrams of its lines', metas' and tags' words
 * (src/search/words.ts), as space-separated tokens.
 */
export function indexedText(records: Pick<LogRecord, "line" | "meta" | "tags" | "metaJson">[]): string {
  const grams = new TrigramSet();
  for (const r of records) {
    grams.add(r.line);
    if (r.meta) grams.add(r.metaJson ?? JSON.stringify(r.meta));
    for (const tag of r.tags) grams.add(tag);
  }
  return grams.take().join(" ");
}

/** The lines of chunk `chunk`'s body, in their order. */
export async function decodeChunk(body: Uint8Array | ArrayBuffer, chunk: number): Promise<ChunkLine[]> {
  const text = new TextDecoder().decode(await gunzip(body));
  const rows = text.split("\n");
  const header = JSON.parse(rows[0]) as ChunkHeader;
  const lines: ChunkLine[] = new Array(rows.length - 1);
  for (let i = 1; i < rows.length; i++) {
    const [dt, line, app, file, level, meta, size, o] = JSON.parse(rows[i]) as Row;
    lines[i - 1] = {
      chunk,
      idx: i - 1,
      ts: header.t0 + dt,
      line,
      app,
      host: o?.h ?? header.host,
      file,
      level,
      ip: o?.i ?? header.ip,
      mac: o?.m ?? header.mac,
      tags: o?.t ?? header.tags,
      meta,
      size,
    };
  }
  return lines;
}

/**
 * Writing: gzip at level 1 with node:zlib's one-shot call, measured (Node, 500 web-server lines) 1.3 µs a line
 * against 6 µs through CompressionStream (level 6); compression was most of a write's work in the Worker. The
 * slices' stored bytes did not grow measurably (bench, 300,000 lines: 90.7 bytes a line at level 1, 90.4 at
 * level 3): SQLite's pages round a body up either way.
 * Reading: DecompressionStream. gunzipSync was faster, but its buffers are memory the garbage collector does
 * not see: an export of 20,000 lines of 10 KB grew the runtime by 240 MB with it, and levels off at about 80 MB
 * with this (the bench's export v1 memory figures).
 */
export const gzip = async (bytes: Uint8Array): Promise<Uint8Array> => gzipSync(bytes, { level: 1 });
export const gunzip = async (bytes: Uint8Array | ArrayBuffer): Promise<Uint8Array> =>
  new Uint8Array(
    await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer(),
  );
