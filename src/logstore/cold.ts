// The cold tier: a slice older than its account's cold_after_days moves to R2 as one object, and its Durable
// Object is emptied (src/durable/log-slice.ts `freeze`). Reads stay the same (src/logstore/slice-read.ts)
// over this module's chunk source: a few ranged GETs instead of SQLite, so only slower.
//
// The object: the chunks' compressed bodies, as the hot slice held them, one after another; then each
// chunk's trigram Bloom filter (src/logstore/bloom.ts, in place of the hot slice's index); then the directory,
// gzip-compressed JSON (the slice's identity, its span, and per chunk what a read needs without opening it,
// with the offsets of its body and filter); then a 16-byte footer: "LSC1", the directory's offset (u64) and
// length (u32), little-endian. A read fetches the footer and directory once (kept per isolate), the filters
// of its candidate chunks, then the bodies it opens, adjacent ones in one GET.

import { concatBytes } from "../lib/bytes";
import { bloomMayHold } from "./bloom";
import { type ChunkLine, decodeChunk, gunzip, gzip } from "./chunk";
import { type LineCriteria, MAX_KEY, type SliceIdentity } from "./slice-protocol";
import type { ChunkInfo, ChunkSource } from "./slice-read";

const MAGIC = "LSC1";
const FOOTER = 16;
/** Bodies one GET fetches at most (adjacent chunks a read will open next). */
const READ_AHEAD_BYTES = 4 * 1024 * 1024;
/** Candidate chunks whose filters one GET fetches. */
const FILTER_WINDOW = 256;
/** Directories kept per isolate. */
const DIRECTORY_CACHE = 16;

/** [id, tsMin, tsMax, lines, rawBytes, storedAt, apps, hosts, levels, bodyOffset, bodyLength, bloomOffset, bloomLength] */
type Entry = [
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
];

interface Directory {
  v: 1;
  identity: SliceIdentity;
  span: number;
  chunks: Entry[];
}

/** Multipart parts of a cold object: all of one size but the last, as R2 asks (at least 5 MiB there). */
export const COLD_PART_BYTES = 8 * 1024 * 1024;

/**
 * Writes a slice's chunks as one object (multipart, parts of `partBytes`) and returns its size: the chunks'
 * filters first, then their bodies (each read when written, so memory holds one part at a time).
 */
export async function writeColdObject(
  bucket: R2Bucket,
  key: string,
  identity: SliceIdentity,
  span: number,
  chunks: ChunkInfo[],
  read: { bloom(id: number): Promise<Uint8Array>; body(id: number): Uint8Array },
  partBytes = COLD_PART_BYTES,
): Promise<number> {
  const upload = await bucket.createMultipartUpload(key, {
    httpMetadata: { contentType: "application/octet-stream" },
  });
  const parts: R2UploadedPart[] = [];
  const PART = partBytes;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let offset = 0;
  // R2 wants every part but the last of one size: parts are cut at exactly PART bytes.
  const put = async (bytes: Uint8Array, final = false) => {
    pending.push(bytes);
    pendingBytes += bytes.byteLength;
    offset += bytes.byteLength;
    while (pendingBytes >= PART || (final && pendingBytes > 0)) {
      const all = concatBytes(pending, pendingBytes);
      const size = Math.min(PART, all.byteLength);
      parts.push(await upload.uploadPart(parts.length + 1, all.slice(0, size)));
      pending = size < all.byteLength ? [all.subarray(size)] : [];
      pendingBytes = all.byteLength - size;
    }
  };
  try {
    const entries: Entry[] = chunks.map((c) => [
      c.id,
      c.tsMin,
      c.tsMax,
      c.lines,
      c.rawBytes,
      c.storedAt,
      c.apps,
      c.hosts,
      c.levels,
      0,
      0,
      0,
      0,
    ]);
    for (const e of entries) {
      const bloom = await read.bloom(e[0]);
      e[11] = offset;
      e[12] = bloom.byteLength;
      await put(bloom);
    }
    for (const e of entries) {
      const body = read.body(e[0]);
      e[9] = offset;
      e[10] = body.byteLength;
      await put(body);
    }
    const directory: Directory = { v: 1, identity, span, chunks: entries };
    const packed = await gzip(new TextEncoder().encode(JSON.stringify(directory)));
    const footer = new Uint8Array(FOOTER);
    const view = new DataView(footer.buffer);
    footer.set(new TextEncoder().encode(MAGIC), 0);
    view.setBigUint64(4, BigInt(offset), true);
    view.setUint32(12, packed.byteLength, true);
    await put(packed);
    await put(footer, true);
    await upload.complete(parts);
    return offset;
  } catch (err) {
    await upload.abort().catch(() => {});
    throw err;
  }
}

const directories = new Map<string, Promise<Directory>>();

async function readDirectory(bucket: R2Bucket, key: string): Promise<Directory> {
  const tail = await bucket.get(key, { range: { suffix: FOOTER } });
  if (!tail) throw new Error(`cold slice object ${key} is missing`);
  const view = new DataView(await tail.arrayBuffer());
  const magic = String.fromCharCode(view.getUint8(0), view.getUint8(1), view.getUint8(2), view.getUint8(3));
  if (magic !== MAGIC) throw new Error(`cold slice object ${key} has no directory`);
  const offset = Number(view.getBigUint64(4, true));
  const length = view.getUint32(12, true);
  const body = await bucket.get(key, { range: { offset, length } });
  if (!body) throw new Error(`cold slice object ${key} is missing`);
  return JSON.parse(new TextDecoder().decode(await gunzip(await body.arrayBuffer()))) as Directory;
}

function directoryOf(bucket: R2Bucket, key: string): Promise<Directory> {
  let found = directories.get(key);
  if (!found) {
    found = readDirectory(bucket, key);
    // A failed read is not kept: the next one tries again.
    found.catch(() => directories.delete(key));
    directories.set(key, found);
    if (directories.size > DIRECTORY_CACHE) directories.delete(directories.keys().next().value as string);
  }
  return found;
}

const infoOf = (e: Entry): ChunkInfo => ({
  id: e[0],
  tsMin: e[1],
  tsMax: e[2],
  lines: e[3],
  rawBytes: e[4],
  storedAt: e[5],
  apps: e[6],
  hosts: e[7],
  levels: e[8],
});

/** The chunk source of a cold slice: its directory, filters and bodies, read from R2. */
export async function coldSource(bucket: R2Bucket, key: string): Promise<ChunkSource> {
  const directory = await directoryOf(bucket, key);
  const byId = new Map(directory.chunks.map((e) => [e[0], e]));
  const bodies = new Map<number, Uint8Array>();
  /** The chunks the current read goes through, in its order: what to fetch ahead. */
  let order: Entry[] = [];
  const range = async (offset: number, length: number) => {
    const object = await bucket.get(key, { range: { offset, length } });
    if (!object) throw new Error(`cold slice object ${key} is missing`);
    return new Uint8Array(await object.arrayBuffer());
  };
  const withinBounds = (c: LineCriteria, e: Entry) =>
    (c.maxLine == null || e[0] < c.maxLine[0] || (e[0] === c.maxLine[0] && c.maxLine[1] > 0)) &&
    (c.storedBefore == null || e[5] <= c.storedBefore);

  async function* candidates(
    c: LineCriteria,
    lo: number,
    hi: number,
    dir: "ASC" | "DESC",
    afterChunk?: number,
  ) {
    const list = directory.chunks
      .filter(
        (e) =>
          e[2] >= lo && e[1] <= hi && withinBounds(c, e) && (afterChunk === undefined || e[0] > afterChunk),
      )
      .sort(
        afterChunk !== undefined
          ? (a, b) => a[0] - b[0]
          : dir === "ASC"
            ? (a, b) => a[1] - b[1] || a[0] - b[0]
            : (a, b) => b[2] - a[2] || b[0] - a[0],
      );
    for (let i = 0; i < list.length; i += FILTER_WINDOW) {
      let window = list.slice(i, i + FILTER_WINDOW);
      if (c.index) {
        // One GET for the window's filters: they lie between its lowest and highest offset.
        const start = Math.min(...window.map((e) => e[11]));
        const end = Math.max(...window.map((e) => e[11] + e[12]));
        const filters = await range(start, end - start);
        const index = c.index;
        window = window.filter((e) =>
          bloomMayHold(index, filters.subarray(e[11] - start, e[11] - start + e[12])),
        );
      }
      order = window;
      for (const e of window) yield infoOf(e);
    }
  }

  const lines = async (id: number): Promise<ChunkLine[]> => {
    let body = bodies.get(id);
    if (!body) {
      bodies.clear();
      // This chunk and the ones the read opens after it, while they follow it in the object.
      const at = order.findIndex((e) => e[0] === id);
      const run: Entry[] = [byId.get(id) as Entry];
      for (let j = at + 1; at >= 0 && j < order.length; j++) {
        const last = run[run.length - 1];
        const next = order[j];
        if (next[9] !== last[9] + last[10] || next[9] + next[10] - run[0][9] > READ_AHEAD_BYTES) break;
        run.push(next);
      }
      const first = run[0];
      const last = run[run.length - 1];
      const bytes = await range(first[9], last[9] + last[10] - first[9]);
      for (const e of run) bodies.set(e[0], bytes.subarray(e[9] - first[9], e[9] - first[9] + e[10]));
      body = bodies.get(id) as Uint8Array;
    }
    return decodeChunk(body, id);
  };

  const stored = (fromChunk: number | null, storedAfter: number) =>
    directory.chunks
      .filter((e) => (fromChunk === null ? e[5] > storedAfter : e[0] >= fromChunk))
      .sort((a, b) => a[0] - b[0])
      .map(infoOf);

  return {
    candidates,
    stored,
    newestStoredBy: (storedAfter) => [
      directory.chunks.reduce((top, e) => (e[5] <= storedAfter && e[0] > top ? e[0] : top), 0),
      MAX_KEY,
    ],
    lines,
  };
}
