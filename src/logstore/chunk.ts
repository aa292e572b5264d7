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
// index reads (each distinct line text, meta and tag once: the index only says which chunks may hold a term).
import type { LogRecord } from "./lines";

/** Raw bytes (line text and meta) per chunk, about. */
export const CHUNK_RAW_BYTES = 64 * 1024;
/** Distinct values a chunk lists per field; beyond that the field cannot skip it. */
const MAX_SET = 32;

/** A stored line as a slice returns it: the record without its size, and its place in the slice. */
export interface ChunkLine extends LogRecord {
  /** Index of the line in its chunk. */
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

/** What the index reads of a chunk: each distinct line text and meta, and its tags, once. */
export function indexedText(records: Pick<LogRecord, "line" | "meta" | "tags">[]): string {
  const texts = new Set<string>();
  const tags = new Set<string>();
  for (const r of records) {
    texts.add(r.line);
    if (r.meta) texts.add(JSON.stringify(r.meta));
    for (const tag of r.tags) tags.add(tag);
  }
  return [...texts, [...tags].join(" ")].join("\n");
}

/** The lines of a chunk body, in their order. */
export async function decodeChunk(body: Uint8Array | ArrayBuffer): Promise<ChunkLine[]> {
  const text = new TextDecoder().decode(await gunzip(body));
  const rows = text.split("\n");
  const header = JSON.parse(rows[0]) as ChunkHeader;
  const lines: ChunkLine[] = new Array(rows.length - 1);
  for (let i = 1; i < rows.length; i++) {
    const [dt, line, app, file, level, meta, size, o] = JSON.parse(rows[i]) as Row;
    lines[i - 1] = {
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

async function pipe(bytes: Uint8Array | ArrayBuffer, stream: CompressionStream | DecompressionStream) {
  const out = await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer();
  return new Uint8Array(out);
}

export const gzip = (bytes: Uint8Array) => pipe(bytes, new CompressionStream("gzip"));
export const gunzip = (bytes: Uint8Array | ArrayBuffer) => pipe(bytes, new DecompressionStream("gzip"));
