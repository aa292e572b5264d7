// The cold tier: a slice older than its account's cold_after_days moves to R2 as one object, and its Durable
// Object is emptied (src/durable/log-slice.ts `freeze`, written by src/logstore/cold-writer.ts). Reads stay
// the same (src/logstore/slice-read.ts) over this module's chunk source: a few ranged GETs instead of SQLite,
// so only slower.
//
// The object ("LSC2"): the chunks' compressed bodies, as the hot slice held them, one after another, in id
// order; then each chunk's trigram Bloom filter (src/logstore/bloom.ts, in place of the hot slice's index),
// in the same order; then the directory in pages of PAGE_ENTRIES chunks, each gzip-compressed JSON (per chunk:
// what a read needs without opening it, with the offsets of its body and filter); then the top index, gzip JSON
// (the slice's identity, its span, and per page its id range, time range, storage times, offset and length);
// between the pages and the top index, when the slice has needle groups, its needle section: the groups'
// filters as bit planes, a column per group (the layout of a day's period, src/logstore/summary.ts
// PeriodSummary), whose header and groups' chunk ranges the top index holds, so that a read of an id fetches
// a run of planes per item (at most COLD_ITEMS_PER_TERM of a term) and skips the chunks of the groups that
// surely lack it, as the hot slice does (src/logstore/needle-groups.ts ruledOut); then a 16-byte footer:
// "LSC2", the top index's offset (u64) and length (u32), little-endian. A read fetches
// the object's last TOP_GUESS bytes (footer and, nearly always, the top index) once per isolate, then only the
// pages whose ranges meet it, the filters of its candidate chunks, and the bodies it opens: reading one line is
// three GETs whatever the slice's size. Objects of the first format ("LSC1": one directory for the whole slice)
// are read as one page.

import { bytesOfHex } from "../lib/bytes";
import { BinaryHeap } from "../lib/heap";
import { bloomMayHold } from "./bloom";
import { type ChunkLine, decodeChunk, gunzip } from "./chunk";
import { type LineCriteria, type LinePlace, MAX_KEY, type SliceIdentity } from "./slice-protocol";
import { type ChunkInfo, type ChunkRangeTest, type ChunkSource, inRanges } from "./slice-read";
import {
  candidateColumns,
  fewerItems,
  itemReads,
  type NeedleQuery,
  needleOfCriteria,
  periodLayoutFromBytes,
  planeBytes,
  planeRun,
} from "./summary";

export const MAGIC_V1 = "LSC1";
export const MAGIC = "LSC2";
export const FOOTER = 16;
/** Chunks a directory page describes (about 100 bytes of JSON each; a page is a few tens of KB compressed). */
export const PAGE_ENTRIES = 1024;
/** The object's tail read first: the footer and the top index behind it (a page ref is ~60 bytes of JSON). */
const TOP_GUESS = 64 * 1024;
/** Bodies one GET fetches at most (adjacent chunks a read will open next). */
const READ_AHEAD_BYTES = 4 * 1024 * 1024;
/** Candidate chunks whose filters are fetched together, and the widest range one GET of them spans. */
const FILTER_WINDOW = 256;
const FILTER_SPAN_BYTES = 1024 * 1024;
/** Top indexes and directory pages kept per isolate. */
const TOP_CACHE = 32;
const PAGE_CACHE = 64;
/** Items of each term a read of the needle section tests (a GET each), and the most items it reads at all. */
const COLD_ITEMS_PER_TERM = 5;
const MAX_NEEDLE_GETS = 16;
/** Verdicts of the needle section kept per isolate (the pages of one export ask again and again). */
const VERDICT_CACHE = 64;

/**
 * [id, tsMin, tsMax, lines, rawBytes, storedAt, apps, hosts, levels, bodyOffset, bodyLength, bloomOffset,
 * bloomLength, arrivals?]
 */
export type Entry = [
  number,
  number,
  number,
  number,
  number,
  number,
  string[] | null,
  string[] | null,
  string[] | null,
  number,
  number,
  number,
  number,
  ([number, number][] | null)?,
];

/** [firstId, lastId, count, tsMin, tsMax, storedMin, storedMax, offset, length] of a directory page. */
export type PageRef = [number, number, number, number, number, number, number, number, number];

export interface Top {
  v: 2;
  identity: SliceIdentity;
  span: number;
  pages: PageRef[];
  needles?: NeedleSection;
}

/** Where the needle section is, its layout (a period's header, in hex), and each column's chunks [first, last]. */
export interface NeedleSection {
  offset: number;
  header: string;
  chunks: [number, number][];
}

/** The footer that says where the top index is. */
export function footerOf(offset: number, length: number): Uint8Array {
  const footer = new Uint8Array(FOOTER);
  const view = new DataView(footer.buffer);
  footer.set(new TextEncoder().encode(MAGIC), 0);
  view.setBigUint64(4, BigInt(offset), true);
  view.setUint32(12, length, true);
  return footer;
}

export const entryInfo = (e: Entry): ChunkInfo => ({
  id: e[0],
  tsMin: e[1],
  tsMax: e[2],
  lines: e[3],
  rawBytes: e[4],
  storedAt: e[5],
  apps: e[6],
  hosts: e[7],
  levels: e[8],
  arrivals: e[13] ?? null,
});

/** The page ref of entries (non-empty, in id order) written at `offset`, `length` bytes. */
export function pageRefOf(entries: Entry[], offset: number, length: number): PageRef {
  let tsMin = entries[0][1];
  let tsMax = entries[0][2];
  let storedMin = entries[0][5];
  let storedMax = entries[0][5];
  for (const e of entries) {
    tsMin = Math.min(tsMin, e[1]);
    tsMax = Math.max(tsMax, e[2]);
    storedMin = Math.min(storedMin, e[5]);
    storedMax = Math.max(storedMax, e[5]);
  }
  return [
    entries[0][0],
    entries[entries.length - 1][0],
    entries.length,
    tsMin,
    tsMax,
    storedMin,
    storedMax,
    offset,
    length,
  ];
}

/** An object's top index and how to read its pages. */
interface Opened {
  top: Top;
  /** The entries of page `i` (of `top.pages`). */
  page(i: number): Promise<Entry[]>;
}

// Settled reads only: a read under way is never shared with another request. workerd does not let a request
// await I/O another request began (it cancels the waiter as hung, or refuses the I/O): two searches of the same
// cold slice at once each read what neither has yet.
const tops = new Map<string, Opened>();
const pages = new Map<string, Entry[]>();
const verdicts = new Map<string, [number, number][]>();

async function remember<T>(cache: Map<string, T>, key: string, make: () => Promise<T>, max: number) {
  if (cache.has(key)) {
    const found = cache.get(key) as T;
    // Most recently used last.
    cache.delete(key);
    cache.set(key, found);
    return found;
  }
  // A failed read is not kept: the next one tries again.
  const made = await make();
  cache.set(key, made);
  if (cache.size > max) cache.delete(cache.keys().next().value as string);
  return made;
}

async function range(bucket: R2Bucket, key: string, offset: number, length: number): Promise<Uint8Array> {
  const object = await bucket.get(key, { range: { offset, length } });
  if (!object) throw new Error(`cold slice object ${key} is missing`);
  return new Uint8Array(await object.arrayBuffer());
}

const gunzipJson = async <T>(bytes: Uint8Array): Promise<T> =>
  JSON.parse(new TextDecoder().decode(await gunzip(bytes))) as T;

async function open(bucket: R2Bucket, key: string): Promise<Opened> {
  const tail = await bucket.get(key, { range: { suffix: TOP_GUESS } });
  if (!tail) throw new Error(`cold slice object ${key} is missing`);
  const bytes = new Uint8Array(await tail.arrayBuffer());
  const size = tail.size;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = bytes.byteLength - FOOTER;
  const magic = String.fromCharCode(...bytes.subarray(at, at + 4));
  if (magic !== MAGIC && magic !== MAGIC_V1) throw new Error(`cold slice object ${key} has no directory`);
  const offset = Number(view.getBigUint64(at + 4, true));
  const length = view.getUint32(at + 12, true);
  // The index is in the tail read unless it is larger than the guess.
  const start = offset - (size - bytes.byteLength);
  const packed =
    start >= 0 ? bytes.subarray(start, start + length) : await range(bucket, key, offset, length);
  if (magic === MAGIC_V1) {
    // One directory for the whole slice: one page, read already.
    const directory = await gunzipJson<{ identity: SliceIdentity; span: number; chunks: Entry[] }>(packed);
    const entries = directory.chunks;
    const top: Top = { v: 2, identity: directory.identity, span: directory.span, pages: [] };
    if (entries.length > 0) top.pages.push(pageRefOf(entries, offset, length));
    return { top, page: async () => entries };
  }
  const top = await gunzipJson<Top>(packed);
  return {
    top,
    page: (i) => {
      const ref = top.pages[i];
      return remember(
        pages,
        `${key}#${i}`,
        async () =>
          (await gunzipJson<{ entries: Entry[] }>(await range(bucket, key, ref[7], ref[8]))).entries,
        PAGE_CACHE,
      );
    },
  };
}

/**
 * The chunk ranges of the needle section's groups that surely hold no line matching `needle`: the planes of at
 * most COLD_ITEMS_PER_TERM items of each of its terms, a ranged GET an item (none past MAX_NEEDLE_GETS items:
 * then nothing is skipped). A read that fails skips nothing.
 */
async function ruledOut(
  bucket: R2Bucket,
  key: string,
  section: NeedleSection,
  needle: NeedleQuery,
): Promise<[number, number][]> {
  const layout = periodLayoutFromBytes(bytesOfHex(section.header));
  if (layout?.columns !== section.chunks.length) return [];
  const query = fewerItems(needle, COLD_ITEMS_PER_TERM);
  const reads = itemReads(query, layout.hashes);
  if (reads.length === 0 || reads.length > MAX_NEEDLE_GETS) return [];
  const ask = async () => {
    const width = planeBytes(layout.columns);
    const planes = new Map<number, Uint8Array>();
    await Promise.all(
      reads.map(async ([hash, ...bits]) => {
        const block = hash & (layout.blocks - 1);
        const run = planeRun(block, bits, width);
        const bytes = await range(bucket, key, section.offset + run.offset, run.length);
        if (bytes.byteLength !== run.length)
          throw new Error(`cold slice object ${key} has a short needle read`);
        for (const k of bits) planes.set(block * 64 + k, run.plane(bytes, k));
      }),
    );
    const columns = candidateColumns(query, layout, (block, k) => planes.get(block * 64 + k));
    return section.chunks.filter((_, c) => columns[c] === 0);
  };
  // Keyed by the whole term read (its items and how they combine: `x y` and `x OR y` read the same planes).
  return remember(verdicts, `${key}#${JSON.stringify(query)}`, ask, VERDICT_CACHE).catch(() => []);
}

/** The chunk source of a cold slice: its top index, directory pages, filters and bodies, read from R2. */
export async function coldSource(bucket: R2Bucket, key: string): Promise<ChunkSource> {
  const opened = await remember(tops, key, () => open(bucket, key), TOP_CACHE);
  const refs = opened.top.pages;
  const bodies = new Map<number, Uint8Array>();
  /** The chunks the current read goes through, in its order: what to fetch ahead. */
  let order: Entry[] = [];
  const byId = new Map<number, Entry>();
  const withinBounds = (c: LineCriteria, e: Entry) =>
    (c.maxLine == null || e[0] < c.maxLine[0] || (e[0] === c.maxLine[0] && c.maxLine[1] > 0)) &&
    (c.storedBefore == null || e[5] <= c.storedBefore);
  const pageMeets = (
    c: LineCriteria,
    r: PageRef,
    lo: number,
    hi: number,
    afterChunk: number | undefined,
    skipped: ChunkRangeTest,
  ) =>
    !skipped(r[0], r[1]) &&
    r[4] >= lo &&
    r[3] <= hi &&
    (c.maxLine == null || r[0] <= c.maxLine[0]) &&
    (c.storedBefore == null || r[5] <= c.storedBefore) &&
    (afterChunk === undefined || r[1] > afterChunk);

  /**
   * The entries meeting the criteria, in the read's order, loading a page only once every entry it may hold
   * in that order could come next: by first timestamp (pages by their least), last timestamp newest first, or
   * id. Time-ordered slices keep about one page in memory. The chunks `skipped` names are left out, and the
   * pages that hold only such chunks are not read.
   */
  async function* ordered(
    c: LineCriteria,
    lo: number,
    hi: number,
    dir: "ASC" | "DESC",
    afterChunk: number | undefined,
    skipped: ChunkRangeTest,
  ) {
    const wanted = refs
      .map((r, i) => ({ r, i }))
      .filter(({ r }) => pageMeets(c, r, lo, hi, afterChunk, skipped));
    const byIdOrder = afterChunk !== undefined;
    const key = (r: PageRef) => (byIdOrder ? r[0] : dir === "ASC" ? r[3] : -r[4]);
    wanted.sort((a, b) => key(a.r) - key(b.r));
    const before = byIdOrder
      ? (a: Entry, b: Entry) => a[0] < b[0]
      : dir === "ASC"
        ? (a: Entry, b: Entry) => a[1] < b[1] || (a[1] === b[1] && a[0] < b[0])
        : (a: Entry, b: Entry) => a[2] > b[2] || (a[2] === b[2] && a[0] > b[0]);
    const entryKey = (e: Entry) => (byIdOrder ? e[0] : dir === "ASC" ? e[1] : -e[2]);
    const heap = new BinaryHeap<Entry>(before);
    let next = 0;
    for (;;) {
      while (
        next < wanted.length &&
        (heap.size === 0 || key(wanted[next].r) <= entryKey(heap.peek() as Entry))
      ) {
        for (const e of await opened.page(wanted[next].i))
          if (
            e[2] >= lo &&
            e[1] <= hi &&
            withinBounds(c, e) &&
            (afterChunk === undefined || e[0] > afterChunk) &&
            !skipped(e[0])
          )
            heap.push(e);
        next++;
      }
      const e = heap.pop();
      if (!e) return;
      yield e;
    }
  }

  /** Filters of a window of candidates, in as few GETs as their offsets allow. */
  async function filtersOf(window: Entry[]): Promise<Map<number, Uint8Array>> {
    const out = new Map<number, Uint8Array>();
    const sorted = [...window].sort((a, b) => a[11] - b[11]);
    for (let i = 0; i < sorted.length; ) {
      let j = i + 1;
      while (j < sorted.length && sorted[j][11] + sorted[j][12] - sorted[i][11] <= FILTER_SPAN_BYTES) j++;
      const start = sorted[i][11];
      const bytes = await range(bucket, key, start, sorted[j - 1][11] + sorted[j - 1][12] - start);
      for (let k = i; k < j; k++)
        out.set(sorted[k][0], bytes.subarray(sorted[k][11] - start, sorted[k][11] - start + sorted[k][12]));
      i = j;
    }
    return out;
  }

  async function* candidates(
    c: LineCriteria,
    lo: number,
    hi: number,
    dir: "ASC" | "DESC",
    afterChunk?: number,
  ) {
    // The chunks of groups whose needle filters surely lack the read's needle are not read.
    const section = opened.top.needles;
    const needle = section ? needleOfCriteria(c.query, c.scope) : null;
    const skipped: ChunkRangeTest =
      section && needle ? inRanges(await ruledOut(bucket, key, section, needle)) : () => false;
    let window: Entry[] = [];
    const flush = async function* () {
      let passing = window;
      if (c.index) {
        const index = c.index;
        const filters = await filtersOf(window);
        passing = window.filter((e) => bloomMayHold(index, filters.get(e[0]) as Uint8Array));
      }
      order = passing;
      for (const e of passing) byId.set(e[0], e);
      for (const e of passing) yield entryInfo(e);
      window = [];
    };
    for await (const e of ordered(c, lo, hi, dir, afterChunk, skipped)) {
      window.push(e);
      if (window.length >= FILTER_WINDOW) yield* flush();
    }
    if (window.length > 0) yield* flush();
  }

  const lines = async (id: number): Promise<ChunkLine[]> => {
    let body = bodies.get(id);
    if (!body) {
      bodies.clear();
      const entry = byId.get(id) ?? (await entryById(id));
      // This chunk and the ones the read opens after it, while they follow it in the object.
      const at = order.findIndex((e) => e[0] === id);
      const run: Entry[] = [entry];
      for (let j = at + 1; at >= 0 && j < order.length; j++) {
        const last = run[run.length - 1];
        const next = order[j];
        if (next[9] !== last[9] + last[10] || next[9] + next[10] - run[0][9] > READ_AHEAD_BYTES) break;
        run.push(next);
      }
      const first = run[0];
      const last = run[run.length - 1];
      const bytes = await range(bucket, key, first[9], last[9] + last[10] - first[9]);
      for (const e of run) bodies.set(e[0], bytes.subarray(e[9] - first[9], e[9] - first[9] + e[10]));
      body = bodies.get(id) as Uint8Array;
    }
    return decodeChunk(body, id);
  };

  async function entryById(id: number): Promise<Entry> {
    const i = refs.findIndex((r) => r[0] <= id && id <= r[1]);
    const entry = i >= 0 ? (await opened.page(i)).find((e) => e[0] === id) : undefined;
    if (!entry) throw new Error(`cold slice object ${key} has no chunk ${id}`);
    byId.set(id, entry);
    return entry;
  }

  /** Entries of the pages `keep` admits, filtered by `test`, in id order (a change feed's few recent chunks). */
  async function entriesWhere(keep: (r: PageRef) => boolean, test: (e: Entry) => boolean): Promise<Entry[]> {
    const out: Entry[] = [];
    for (let i = 0; i < refs.length; i++)
      if (keep(refs[i])) for (const e of await opened.page(i)) if (test(e)) out.push(e);
    return out;
  }

  const stored = async (fromChunk: number | null, storedAfter: number) => {
    const found =
      fromChunk === null
        ? await entriesWhere(
            (r) => r[6] > storedAfter,
            (e) => e[5] > storedAfter,
          )
        : await entriesWhere(
            (r) => r[1] >= fromChunk,
            (e) => e[0] >= fromChunk,
          );
    for (const e of found) byId.set(e[0], e);
    order = found;
    return found.map(entryInfo);
  };

  const newestStoredBy = async (storedAfter: number): Promise<LinePlace> => {
    let top = 0;
    for (const e of await entriesWhere(
      (r) => r[5] <= storedAfter && r[1] > top,
      (e) => e[5] <= storedAfter,
    ))
      top = Math.max(top, e[0]);
    return [top, MAX_KEY];
  };

  return { candidates, stored, newestStoredBy, lines };
}
