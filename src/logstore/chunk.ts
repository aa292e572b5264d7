// A chunk: a group of stored lines (about CHUNK_RAW_BYTES of them) kept as one compressed row of a slice
// (src/durable/log-slice.ts). One row per chunk instead of one per line is what makes the store affordable:
// Cloudflare bills every row written, and a chunk holds hundreds of lines.
//
// The body is JSON Lines, gzip-compressed, made of segments: a header line with the fields most lines share
// (host, ip, mac, tags: a batch's lines share them) and the segment's first timestamp, then one JSON array
// per line, [ts - t0, line, app, file, level, meta, size, overrides?], where `overrides` holds the shared
// fields a line does not share. Small, repetitive numbers and no repeated keys let gzip do well. A header is
// an object and a line an array, so a reader tells them apart by their first character.
//
// Lines reach a slice two ways. A batch's full chunks are encoded by the Worker (encodeChunk) and stored as
// they come. What is left of a batch (and every small batch) travels as segments (encodeSegment: its text,
// uncompressed, with its trigram ids), which the slice appends to its open chunk and compresses together
// once the chunk is full (chunkOfSegments): however small the batches senders send, chunks are full.
//
// Beside the body the chunk carries what a query needs to skip it without opening it: its time range, its
// sets of apps, hosts and levels (null when there are too many to list), and the text the slice's trigram
// index reads (each distinct trigram once: the index only says which chunks may hold a term).
import { gzipSync } from "node:zlib";
import { gunzipSync as fflateGunzip } from "fflate";
import { TrigramSet, trigramOf } from "../search/words";
import type { LogRecord } from "./lines";

/**
 * Raw bytes (line text and meta) per chunk, about. Each chunk costs a fixed number of rows written (its row,
 * two time indexes, its body, its index entry and ~6 rows of FTS5's own segment writes, measured), so larger
 * chunks cost fewer rows a line; a read decodes a whole chunk (~1 ms at this size).
 */
export const CHUNK_RAW_BYTES = 256 * 1024;
/** Raw bytes per segment (what a slice appends at once): a chunk is cut at segment boundaries. */
export const SEGMENT_RAW_BYTES = 32 * 1024;
/** Distinct values a chunk lists (and counts) per field; beyond that the field cannot skip it. */
const MAX_SET = 32;
/** Minutes a chunk counts its lines of; a chunk spread over more has no minute counts. */
const MAX_MINUTES = 64;
const MINUTE_MS = 60_000;

/** [name, lines, bytes]: how many of a chunk's lines have a value, and their bytes. */
export type CountRow = [name: string, lines: number, bytes: number];

/**
 * What a count without a query reads of a chunk instead of opening it: its lines and bytes per app, host, level
 * and tag (null past MAX_SET names), and its lines per minute ([minute start, lines], null past MAX_MINUTES).
 */
export interface ChunkCounts {
  apps: CountRow[] | null;
  hosts: CountRow[] | null;
  levels: CountRow[] | null;
  tags: CountRow[] | null;
  minutes: [number, number][] | null;
}

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
  /** Absent in chunks stored before counts were kept, and null where they could not be merged. */
  counts?: ChunkCounts | null;
}

export interface EncodedChunk extends ChunkMeta {
  body: Uint8Array;
  /** What the slice's search index reads for this chunk. */
  text: string;
}

/** A piece of a batch for a slice's open chunk: its body text (header and rows), uncompressed. */
export interface Segment extends ChunkMeta {
  text: string;
  /** The distinct trigram ids (src/search/words.ts) of its lines, metas and tags. */
  grams: Uint32Array;
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

type Tally = Map<string, [lines: number, bytes: number]>;

function tally(into: Tally, name: string, bytes: number) {
  const t = into.get(name);
  if (t) {
    t[0]++;
    t[1] += bytes;
  } else into.set(name, [1, bytes]);
}

const byName = <T>(a: [string, T], b: [string, T]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** A tally's rows by name, or null past MAX_SET names. */
const countRowsOf = (t: Tally): CountRow[] | null =>
  t.size > MAX_SET ? null : [...t].sort(byName).map(([name, [lines, bytes]]) => [name, lines, bytes]);

/** The figures of `records` (non-empty) a query skips a chunk by, and a count reads instead of opening it. */
function metaOf(records: LogRecord[]): ChunkMeta {
  let tsMin = records[0].ts;
  let tsMax = tsMin;
  let rawBytes = 0;
  const apps: Tally = new Map();
  const hosts: Tally = new Map();
  const levels: Tally = new Map();
  const tags: Tally = new Map();
  const minutes = new Map<number, number>();
  for (const r of records) {
    if (r.ts < tsMin) tsMin = r.ts;
    if (r.ts > tsMax) tsMax = r.ts;
    rawBytes += r.size;
    tally(apps, r.app, r.size);
    tally(hosts, r.host, r.size);
    tally(levels, r.level, r.size);
    // A line counts once for each tag it has, as a count by tag reads it.
    for (let i = 0; i < r.tags.length; i++)
      if (r.tags.indexOf(r.tags[i]) === i) tally(tags, r.tags[i], r.size);
    const minute = Math.floor(r.ts / MINUTE_MS) * MINUTE_MS;
    minutes.set(minute, (minutes.get(minute) ?? 0) + 1);
  }
  const counts: ChunkCounts = {
    apps: countRowsOf(apps),
    hosts: countRowsOf(hosts),
    levels: countRowsOf(levels),
    tags: countRowsOf(tags),
    minutes: minutes.size > MAX_MINUTES ? null : [...minutes].sort((a, b) => a[0] - b[0]),
  };
  const names = (rows: CountRow[] | null) => (rows ? rows.map((row) => row[0]) : null);
  return {
    tsMin,
    tsMax,
    lines: records.length,
    rawBytes,
    apps: names(counts.apps),
    hosts: names(counts.hosts),
    levels: names(counts.levels),
    counts,
  };
}

/** Two chunks' counts of one field together, or null past `max` names (or when either has none). */
function mergeRows<R extends [string | number, ...number[]]>(
  a: R[] | null,
  b: R[] | null,
  max: number,
): R[] | null {
  if (!a || !b) return null;
  const sums = new Map<string | number, number[]>();
  for (const [key, ...values] of [...a, ...b]) {
    const sum = sums.get(key);
    if (!sum) sums.set(key, [...values]);
    else for (let i = 0; i < values.length; i++) sum[i] += values[i];
  }
  if (sums.size > max) return null;
  return [...sums]
    .sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))
    .map(([key, values]) => [key, ...values] as unknown as R);
}

/** Two runs' counts together (null when either run has none). */
function mergeCounts(
  a: ChunkCounts | null | undefined,
  b: ChunkCounts | null | undefined,
): ChunkCounts | null {
  if (!a || !b) return null;
  return {
    apps: mergeRows(a.apps, b.apps, MAX_SET),
    hosts: mergeRows(a.hosts, b.hosts, MAX_SET),
    levels: mergeRows(a.levels, b.levels, MAX_SET),
    tags: mergeRows(a.tags, b.tags, MAX_SET),
    minutes: mergeRows(a.minutes, b.minutes, MAX_MINUTES),
  };
}

/** The body text of `records` (non-empty): a header line, then a line per record. */
function bodyText(records: LogRecord[], t0: number): string {
  const first = records[0];
  const header: ChunkHeader = { v: 1, t0, host: first.host, ip: first.ip, mac: first.mac, tags: first.tags };
  const out: string[] = [JSON.stringify(header)];
  for (const r of records) {
    const row: Row = [r.ts - t0, r.line, r.app, r.file, r.level, r.meta, r.size];
    const o: Overrides = {};
    if (r.host !== header.host) o.h = r.host;
    if (r.ip !== header.ip) o.i = r.ip;
    if (r.mac !== header.mac) o.m = r.mac;
    if (!sameTags(r.tags, header.tags)) o.t = r.tags;
    if (Object.keys(o).length > 0) row.push(o);
    out.push(JSON.stringify(row));
  }
  return out.join("\n");
}

/** The chunk of `records` (non-empty), compressed (a batch's full chunk, encoded by the Worker). */
export function encodeChunk(records: LogRecord[]): EncodedChunk {
  const meta = metaOf(records);
  return {
    ...meta,
    body: gzipSync(new TextEncoder().encode(bodyText(records, meta.tsMin)), { level: 1 }),
    text: indexedText(records),
  };
}

/** The segments of `records` (non-empty), about SEGMENT_RAW_BYTES each, for a slice's open chunk. */
export function encodeSegments(records: LogRecord[]): Segment[] {
  return groupIntoChunks(records, SEGMENT_RAW_BYTES).map((group) => {
    const meta = metaOf(group);
    const grams = new TrigramSet();
    for (const r of group) addIndexed(grams, r);
    return { ...meta, text: bodyText(group, meta.tsMin), grams: grams.takeIds() };
  });
}

/** Only the figures of a chunk or segment. */
export const chunkMetaOf = (m: ChunkMeta): ChunkMeta => ({
  tsMin: m.tsMin,
  tsMax: m.tsMax,
  lines: m.lines,
  rawBytes: m.rawBytes,
  apps: m.apps,
  hosts: m.hosts,
  levels: m.levels,
  counts: m.counts ?? null,
});

/** The figures of two runs of lines together. */
export function mergeMeta(a: ChunkMeta, b: ChunkMeta): ChunkMeta {
  const union = (x: string[] | null, y: string[] | null) => (x && y ? setOf([...x, ...y]) : null);
  return {
    tsMin: Math.min(a.tsMin, b.tsMin),
    tsMax: Math.max(a.tsMax, b.tsMax),
    lines: a.lines + b.lines,
    rawBytes: a.rawBytes + b.rawBytes,
    apps: union(a.apps, b.apps),
    hosts: union(a.hosts, b.hosts),
    levels: union(a.levels, b.levels),
    counts: mergeCounts(a.counts, b.counts),
  };
}

/** The chunk a slice makes of its open chunk's segment texts, their figures and distinct trigram ids. */
export function chunkOfSegments(texts: string[], meta: ChunkMeta, grams: Iterable<number>): EncodedChunk {
  const words: string[] = [];
  for (const id of grams) words.push(trigramOf(id));
  return {
    ...meta,
    body: gzipSync(new TextEncoder().encode(texts.join("\n")), { level: 1 }),
    text: words.join(" "),
  };
}

/** The distinct trigram ids of a body text's lines (as encodeSegments takes them). */
export function gramsOfText(text: string): Uint32Array {
  const grams = new TrigramSet();
  for (const line of decodeText(text, 0, 0, [])) addIndexed(grams, line);
  return grams.takeIds();
}

function addIndexed(grams: TrigramSet, r: Pick<LogRecord, "line" | "meta" | "tags" | "metaJson">) {
  grams.add(r.line);
  if (r.meta) grams.add(r.metaJson ?? JSON.stringify(r.meta));
  for (const tag of r.tags) grams.add(tag);
}

/**
 * What the index reads of a chunk: the distinct trigrams of its lines', metas' and tags' words
 * (src/search/words.ts), as space-separated tokens.
 */
export function indexedText(records: Pick<LogRecord, "line" | "meta" | "tags" | "metaJson">[]): string {
  const grams = new TrigramSet();
  for (const r of records) addIndexed(grams, r);
  return grams.take().join(" ");
}

/** The lines of chunk `chunk`'s body, in their order. */
export async function decodeChunk(body: Uint8Array | ArrayBuffer, chunk: number): Promise<ChunkLine[]> {
  return decodeText(gunzipReused(body), chunk, 0, []);
}

const utf8 = new TextDecoder();

/**
 * The rows of a body, each decoded on its own: a body decoded whole is one string of up to CHUNK_RAW_BYTES,
 * which the runtime keeps in its large-object space (and the rows split from it would keep alive) until a full
 * collection, so an export of large lines grew by those strings faster than they were collected.
 */
function* rowsOf(text: string | Uint8Array): Generator<string> {
  if (typeof text === "string") {
    yield* text.split("\n");
    return;
  }
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf(10 /* \n */, start);
    if (end < 0) end = text.length;
    yield utf8.decode(text.subarray(start, end));
    start = end + 1;
  }
}

/**
 * The lines of a body's text or UTF-8 bytes (segments: a header line, then its rows), appended to `into` with
 * indexes from `firstIdx`.
 */
export function decodeText(
  text: string | Uint8Array,
  chunk: number,
  firstIdx: number,
  into: ChunkLine[],
): ChunkLine[] {
  let header: ChunkHeader | null = null;
  let idx = firstIdx;
  for (const row of rowsOf(text)) {
    if (row.charCodeAt(0) === 123 /* { */) {
      header = JSON.parse(row) as ChunkHeader;
      continue;
    }
    if (!header) throw new Error(`chunk ${chunk}: a line before any header`);
    const [dt, line, app, file, level, meta, size, o] = JSON.parse(row) as Row;
    into.push({
      chunk,
      idx: idx++,
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
    });
  }
  return into;
}

/**
 * Writing: gzip at level 1 with node:zlib's one-shot call (encodeChunk, chunkOfSegments), measured (Node, 500 web-server lines) 1.3 µs a line
 * against 6 µs through CompressionStream (level 6); compression was most of a write's work in the Worker. The
 * slices' stored bytes did not grow measurably (bench, 300,000 lines: 90.7 bytes a line at level 1, 90.4 at
 * level 3): SQLite's pages round a body up either way.
 */
export const gzip = async (bytes: Uint8Array): Promise<Uint8Array> => gzipSync(bytes, { level: 1 });
/** Reading anything but a chunk's lines (see gunzipReused): DecompressionStream, native, a new buffer each. */
export const gunzip = async (bytes: Uint8Array | ArrayBuffer): Promise<Uint8Array> =>
  new Uint8Array(
    await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer(),
  );

/** The one buffer chunk bodies are inflated into (an isolate runs one decode at a time: decodeText is synchronous). */
let inflated = new Uint8Array(2 * CHUNK_RAW_BYTES);

/**
 * A chunk body's bytes, inflated by fflate into one buffer reused for every chunk: valid until the next call,
 * so only for a caller that copies what it keeps (decodeText makes a string of each row). A new buffer per
 * chunk (node:zlib's gunzipSync, DecompressionStream) is memory outside V8's heap that waits for a collection:
 * an export of 20,000 lines of ~10 KB from one slice peaked 85-90 MB over idle with DecompressionStream and
 * 31 MB (median of five; the bench's export v1 memory) with this. fflate inflates at about half node:zlib's
 * speed (250 against 500 MB/s in Node on 256 KiB of log lines), a fraction of the rows' JSON parsing.
 */
function gunzipReused(body: Uint8Array | ArrayBuffer): Uint8Array {
  const gz = body instanceof Uint8Array ? body : new Uint8Array(body);
  // gzip's trailer ends with the input's size modulo 2^32 (RFC 1952): chunks are far below that.
  const size = new DataView(gz.buffer, gz.byteOffset, gz.byteLength).getUint32(gz.byteLength - 4, true);
  if (size > inflated.length) inflated = new Uint8Array(size);
  return fflateGunzip(gz, { out: inflated.subarray(0, size) });
}
