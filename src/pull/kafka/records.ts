// Record batches as a Fetch answers them (magic 2, KIP-98; the layout is written out in
// src/vendors/kafka/records.ts), decoded: each batch's CRC-32C is checked, its records decompressed by the
// codec its attributes name (gzip 1, snappy 2, lz4 3, zstd 4, each as Kafka's Java producer writes it and as
// librdkafka does), control batches (transaction markers) skipped. A batch cut short at the end of the answer
// (the broker stops at the byte limit) is left for the next fetch. Older message formats (magic 0 and 1,
// from before Kafka 0.11) are refused by name. A batch that does not decode (its CRC fails, its codec is
// unknown, its records do not decompress or parse) is answered as skipped, with the offset after it (from its
// header's lastOffsetDelta, which comes before the records), so the consumer steps past it instead of stalling.

import { uncompress as snappyBlock } from "snappyjs";
import { concatBytes } from "../../lib/bytes";
import { DecompressedTooLarge, gunzipBounded, zstdDecompress } from "../../lib/decompress";
import { KafkaError } from "../../vendors/kafka/errors";
import { crc32c } from "../../vendors/kafka/hash";
import { Reader } from "../../vendors/kafka/wire";

export interface ConsumedRecord {
  offset: number;
  /** Unix ms; the batch's own when it carries none. */
  timestamp: number;
  key: Uint8Array | null;
  value: Uint8Array | null;
  headers: [string, Uint8Array | null][];
}

export interface DecodedBatch {
  /** The offset after the batch's last one (records removed by compaction included). */
  nextOffset: number;
  /** A transaction marker: no records for the consumer. */
  control: boolean;
  records: ConsumedRecord[];
  /** A batch that did not decode (none of its records are in `records`): where it starts, its count, why. */
  skipped?: { baseOffset: number; records: number; reason: string };
}

const BATCH_HEADER = 61; // baseOffset .. records count
const text = new TextDecoder();

/** The whole batches in `bytes`, in order. */
export async function decodeBatches(bytes: Uint8Array): Promise<DecodedBatch[]> {
  const batches: DecodedBatch[] = [];
  let at = 0;
  while (bytes.length - at >= 12) {
    const view = new DataView(bytes.buffer, bytes.byteOffset + at, bytes.length - at);
    const baseOffset = Number(view.getBigInt64(0));
    const length = view.getInt32(8);
    if (length <= 0 || at + 12 + length > bytes.length) break; // cut short: the next fetch has it
    const batch = bytes.subarray(at, at + 12 + length);
    at += 12 + length;
    const magic = batch[16];
    if (magic !== 2)
      throw new KafkaError(
        `the topic holds records of message format v${magic} (before Kafka 0.11), which this source does not read`,
        false,
      );
    try {
      batches.push(await decodeBatch(batch, baseOffset));
    } catch (err) {
      batches.push(undecoded(batch, baseOffset, err));
    }
  }
  return batches;
}

/** A batch that does not decode, to step past: its header says how many offsets (and records) it spans. */
function undecoded(batch: Uint8Array, baseOffset: number, err: unknown): DecodedBatch {
  const view = new DataView(batch.buffer, batch.byteOffset, batch.byteLength);
  // lastOffsetDelta at 23, records count at 57; a batch too short to have them spans one offset.
  const lastOffsetDelta = batch.length >= 27 ? Math.max(0, view.getInt32(23)) : 0;
  const count = batch.length >= BATCH_HEADER ? Math.max(0, view.getInt32(57)) : lastOffsetDelta + 1;
  const reason = err instanceof Error ? err.message : String(err);
  return {
    nextOffset: baseOffset + lastOffsetDelta + 1,
    control: false,
    records: [],
    skipped: { baseOffset, records: count, reason },
  };
}

async function decodeBatch(batch: Uint8Array, baseOffset: number): Promise<DecodedBatch> {
  const r = new Reader(batch);
  r.raw(17); // baseOffset, batchLength, partitionLeaderEpoch, magic
  const crc = r.int32() >>> 0;
  if (crc32c(batch.subarray(21)) !== crc)
    throw new KafkaError(`the record batch at offset ${baseOffset} fails its CRC-32C check`, true);
  const attributes = r.int16();
  const lastOffsetDelta = r.int32();
  const baseTimestamp = Number(r.int64());
  const maxTimestamp = Number(r.int64());
  r.raw(14); // producerId, producerEpoch, baseSequence
  const count = r.int32();
  const nextOffset = baseOffset + lastOffsetDelta + 1;
  if (attributes & 0x20) return { nextOffset, control: true, records: [] };
  const logAppendTime = (attributes & 0x08) !== 0;
  const body = await decompress(attributes & 0x07, batch.subarray(BATCH_HEADER), baseOffset);
  const rr = new Reader(body);
  const records: ConsumedRecord[] = [];
  for (let i = 0; i < count; i++) {
    const size = rr.varint();
    const end = rr.offset + size;
    rr.int8(); // attributes
    const timestampDelta = Number(rr.varlong());
    const offsetDelta = rr.varint();
    const key = rr.varintBytes();
    const value = rr.varintBytes();
    const headers: [string, Uint8Array | null][] = [];
    for (let h = rr.varint(); h > 0; h--) {
      const name = rr.varintBytes();
      headers.push([name ? text.decode(name) : "", rr.varintBytes()]);
    }
    rr.offset = end;
    const timestamp = logAppendTime ? maxTimestamp : baseTimestamp + timestampDelta;
    records.push({ offset: baseOffset + offsetDelta, timestamp, key, value, headers });
  }
  return { nextOffset, control: false, records };
}

/**
 * A record batch that decompresses past this is skipped (and said in the warnings): a Worker has 128 MB, and a
 * fetch answers at most 16 MiB of batches. Every codec stops its work at the bound.
 */
const MAX_DECOMPRESSED_BYTES = 64 * 1024 * 1024;

async function decompress(codec: number, bytes: Uint8Array, baseOffset: number): Promise<Uint8Array> {
  try {
    switch (codec) {
      case 0:
        return bytes;
      case 1:
        return gunzipBounded(bytes, MAX_DECOMPRESSED_BYTES);
      case 2:
        return unsnappy(bytes, MAX_DECOMPRESSED_BYTES);
      case 3:
        return lz4FrameDecode(bytes, MAX_DECOMPRESSED_BYTES);
      case 4:
        return zstdDecompress(bytes, MAX_DECOMPRESSED_BYTES);
    }
  } catch (err) {
    throw new KafkaError(
      `the record batch at offset ${baseOffset} does not decompress: ${err instanceof Error ? err.message : String(err)}`,
      false,
    );
  }
  throw new KafkaError(`the record batch at offset ${baseOffset} names unknown codec ${codec}`, false);
}

const XERIAL_MAGIC = [0x82, 0x53, 0x4e, 0x41, 0x50, 0x50, 0x59, 0x00];

/**
 * Snappy as the Java client writes it (xerial framing: a header, then INT32-sized blocks) or a bare block, at
 * most `maxBytes` of output (a block says its length first: one past what is left is refused unread).
 */
export function unsnappy(bytes: Uint8Array, maxBytes: number): Uint8Array {
  const block = (part: Uint8Array, left: number) => {
    if (left <= 0) throw new DecompressedTooLarge(maxBytes);
    try {
      return snappyBlock(part, left);
    } catch (err) {
      // snappyjs says "The uncompressed length of N is too big, expect at most M" (from the block's header).
      if (err instanceof Error && /is too big/.test(err.message)) throw new DecompressedTooLarge(maxBytes);
      throw err;
    }
  };
  if (!XERIAL_MAGIC.every((b, i) => bytes[i] === b)) return block(bytes, maxBytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [];
  let made = 0;
  for (let at = 16; at < bytes.length; ) {
    const size = view.getInt32(at);
    const part = block(bytes.subarray(at + 4, at + 4 + size), maxBytes - made);
    parts.push(part);
    made += part.length;
    at += 4 + size;
  }
  return concatBytes(parts);
}

/**
 * An LZ4 frame (https://github.com/lz4/lz4/blob/dev/doc/lz4_Frame_format.md): magic, FLG, BD, optional
 * content size, header checksum, then blocks (LE size, high bit = stored) until the end mark. Blocks are
 * decoded into one output, so blocks that refer back to earlier ones (FLG without block independence) decode
 * too. Checksums are not checked (the batch's CRC-32C covers the bytes).
 */
export function lz4FrameDecode(bytes: Uint8Array, maxBytes: number): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== 0x184d2204) throw new Error("not an LZ4 frame");
  const flg = bytes[4];
  let at = 7 + (flg & 0x08 ? 8 : 0) + (flg & 0x01 ? 4 : 0);
  let out = new Uint8Array(Math.max(1024, bytes.length * 4));
  let o = 0;
  const ensure = (n: number) => {
    if (o + n > maxBytes) throw new DecompressedTooLarge(maxBytes);
    if (o + n <= out.length) return;
    let size = out.length * 2;
    while (size < o + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(out.subarray(0, o));
    out = next;
  };
  for (;;) {
    const word = view.getUint32(at, true);
    at += 4;
    if (word === 0) break;
    const size = word & 0x7fffffff;
    const block = bytes.subarray(at, at + size);
    at += size + (flg & 0x10 ? 4 : 0);
    if (word & 0x80000000) {
      ensure(size);
      out.set(block, o);
      o += size;
      continue;
    }
    // One block (https://github.com/lz4/lz4/blob/dev/doc/lz4_Block_format.md): sequences of literals and a
    // match (2-byte offset back into the output, length + 4).
    for (let i = 0; i < block.length; ) {
      const token = block[i++];
      let literals = token >>> 4;
      if (literals === 15) for (let b = 255; b === 255; literals += b) b = block[i++];
      ensure(literals);
      out.set(block.subarray(i, i + literals), o);
      o += literals;
      i += literals;
      if (i >= block.length) break; // the last sequence has literals only
      const offset = block[i] | (block[i + 1] << 8);
      i += 2;
      if (offset === 0 || offset > o) throw new Error("LZ4 match offset outside the output");
      let match = (token & 0x0f) + 4;
      if ((token & 0x0f) === 15) for (let b = 255; b === 255; match += b) b = block[i++];
      ensure(match);
      // Byte by byte: a match may overlap what it writes.
      for (let from = o - offset, n = 0; n < match; n++) out[o++] = out[from + n];
    }
  }
  return out.slice(0, o);
}
