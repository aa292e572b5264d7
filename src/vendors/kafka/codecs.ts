// Kafka's record-batch compression codecs; used by records.ts (the kafka destination) and in tests.
// The compression codecs of a RecordBatch (attributes bits 0-2), each written as Kafka's Java producer writes
// it, since that is what brokers and consumers read:
//   snappy (2): xerial snappy framing, as SnappyOutputStream writes it: the 8-byte magic 0x82 "SNAPPY" 0x00,
//     version 1 and compatible version 1 (INT32 each), then for every 32 KiB of input one block of
//     INT32 length + a raw snappy block (compressed by snappyjs).
//   lz4 (3): the LZ4 frame format as KafkaLZ4BlockOutputStream writes it (magic 0x184D2204, FLG 0x60: version
//     1 with independent blocks, BD 0x40: 64 KiB blocks, and the header checksum of the LZ4 spec, fixed in
//     Kafka by KIP-57: the second byte of xxHash32 over FLG and BD); each 64 KiB of input is one block (LE
//     size, the high bit set when stored uncompressed), then the end mark 0. The block compressor is here.
//   zstd (4): one zstd frame (level 3, the Java client's default), by the runtime's own libzstd (node:zlib,
//     src/lib/decompress.ts).
//     Brokers take zstd only in Produce v7 and later (KIP-110); an older one answers
//     UNSUPPORTED_COMPRESSION_TYPE.

import { compress as snappyBlock } from "snappyjs";
import { concatBytes } from "../../lib/bytes";
import { zstdCompress } from "../../lib/decompress";

/** One zstd frame at level 3 (the Java client's default). */
export async function zstdFrame(bytes: Uint8Array): Promise<Uint8Array> {
  return zstdCompress(bytes, 3);
}

const SNAPPY_BLOCK = 32 * 1024;
const XERIAL_HEADER = [0x82, 0x53, 0x4e, 0x41, 0x50, 0x50, 0x59, 0x00, 0, 0, 0, 1, 0, 0, 0, 1];

export function snappyXerial(bytes: Uint8Array): Uint8Array {
  const blocks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += SNAPPY_BLOCK)
    blocks.push(snappyBlock(bytes.subarray(at, at + SNAPPY_BLOCK)));
  const out = new Uint8Array(XERIAL_HEADER.length + blocks.reduce((n, b) => n + 4 + b.length, 0));
  const view = new DataView(out.buffer);
  out.set(XERIAL_HEADER);
  let at = XERIAL_HEADER.length;
  for (const b of blocks) {
    view.setInt32(at, b.length);
    out.set(b, at + 4);
    at += 4 + b.length;
  }
  return out;
}

const LZ4_BLOCK = 64 * 1024;
const LZ4_FLG = 0x60; // version 01, block independence
const LZ4_BD = 0x40; // maximum block size 64 KiB

export function lz4Frame(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  const header = new Uint8Array([0x04, 0x22, 0x4d, 0x18, LZ4_FLG, LZ4_BD, 0]);
  header[6] = (xxhash32(header.subarray(4, 6), 0) >>> 8) & 0xff;
  parts.push(header);
  for (let at = 0; at < bytes.length; at += LZ4_BLOCK) {
    const chunk = bytes.subarray(at, at + LZ4_BLOCK);
    const packed = lz4Block(chunk);
    const stored = packed.length >= chunk.length;
    const size = new Uint8Array(4);
    new DataView(size.buffer).setUint32(0, (stored ? chunk.length | 0x80000000 : packed.length) >>> 0, true);
    parts.push(size, stored ? chunk : packed);
  }
  parts.push(new Uint8Array(4)); // end mark
  return concatBytes(parts);
}

const MIN_MATCH = 4;
const LAST_LITERALS = 5; // the last 5 bytes of a block are literals
const MF_LIMIT = 12; // the last match starts at least 12 bytes before the end
const HASH_BITS = 16;

const read32 = (b: Uint8Array, i: number) =>
  (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0;

/** One LZ4 block (https://github.com/lz4/lz4/blob/dev/doc/lz4_Block_format.md), greedy matching. */
export function lz4Block(src: Uint8Array): Uint8Array {
  const n = src.length;
  const out = new Uint8Array(n + Math.ceil(n / 255) + 16);
  let o = 0;
  const length = (v: number) => {
    for (; v >= 255; v -= 255) out[o++] = 255;
    out[o++] = v;
  };
  const sequence = (anchor: number, literals: number, offset: number, match: number) => {
    const m = match - MIN_MATCH;
    out[o++] = (Math.min(literals, 15) << 4) | (offset ? Math.min(m, 15) : 0);
    if (literals >= 15) length(literals - 15);
    out.set(src.subarray(anchor, anchor + literals), o);
    o += literals;
    if (!offset) return;
    out[o++] = offset & 0xff;
    out[o++] = offset >>> 8;
    if (m >= 15) length(m - 15);
  };
  const table = new Int32Array(1 << HASH_BITS).fill(-1);
  let anchor = 0;
  let i = 0;
  const matchEnd = n - LAST_LITERALS;
  while (i < n - MF_LIMIT) {
    const seq = read32(src, i);
    const h = Math.imul(seq, 2654435761) >>> (32 - HASH_BITS);
    const ref = table[h];
    table[h] = i;
    if (ref >= 0 && i - ref <= 0xffff && read32(src, ref) === seq) {
      let len = MIN_MATCH;
      while (i + len < matchEnd && src[ref + len] === src[i + len]) len++;
      sequence(anchor, i - anchor, i - ref, len);
      i += len;
      anchor = i;
    } else i++;
  }
  sequence(anchor, n - anchor, 0, 0);
  return out.subarray(0, o);
}

const P1 = 2654435761;
const P2 = 2246822519;
const P3 = 3266489917;
const P4 = 668265263;
const P5 = 374761393;
const rotl = (x: number, r: number) => (x << r) | (x >>> (32 - r));
const round = (acc: number, lane: number) => Math.imul(rotl((acc + Math.imul(lane, P2)) | 0, 13), P1);

/** xxHash32 (https://github.com/Cyan4973/xxHash/blob/dev/doc/xxhash_spec.md). */
export function xxhash32(b: Uint8Array, seed: number): number {
  const n = b.length;
  let i = 0;
  let h: number;
  if (n >= 16) {
    let v1 = (seed + P1 + P2) | 0;
    let v2 = (seed + P2) | 0;
    let v3 = seed | 0;
    let v4 = (seed - P1) | 0;
    for (; i <= n - 16; i += 16) {
      v1 = round(v1, read32(b, i));
      v2 = round(v2, read32(b, i + 4));
      v3 = round(v3, read32(b, i + 8));
      v4 = round(v4, read32(b, i + 12));
    }
    h = (rotl(v1, 1) + rotl(v2, 7) + rotl(v3, 12) + rotl(v4, 18)) | 0;
  } else h = (seed + P5) | 0;
  h = (h + n) | 0;
  for (; i <= n - 4; i += 4) h = Math.imul(rotl((h + Math.imul(read32(b, i), P3)) | 0, 17), P4);
  for (; i < n; i++) h = Math.imul(rotl((h + Math.imul(b[i], P5)) | 0, 11), P1);
  h = Math.imul(h ^ (h >>> 15), P2);
  h = Math.imul(h ^ (h >>> 13), P3);
  return (h ^ (h >>> 16)) >>> 0;
}
