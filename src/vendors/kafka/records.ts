// Kafka's RecordBatch v2 encoder; used by the kafka destination.
// A RecordBatch, magic 2 (KIP-98; https://kafka.apache.org/documentation/#recordbatch):
//   baseOffset INT64, batchLength INT32, partitionLeaderEpoch INT32, magic INT8 (2), crc UINT32,
//   attributes INT16, lastOffsetDelta INT32, baseTimestamp INT64, maxTimestamp INT64, producerId INT64,
//   producerEpoch INT16, baseSequence INT32, records [Record] (INT32 count)
// where crc is CRC-32C over everything from attributes to the end, and each Record is
//   length VARINT, attributes INT8, timestampDelta VARLONG, offsetDelta VARINT, key VARINT-bytes,
//   value VARINT-bytes, headers VARINT-count of (key VARINT-string, value VARINT-bytes).
// With a codec in attributes (bits 0-2; gzip = 1, snappy = 2, lz4 = 3, zstd = 4; see ./codecs) the records
// after the count are compressed as one stream. Producers that are neither idempotent nor transactional send
// producerId -1, producerEpoch -1, baseSequence -1 and partitionLeaderEpoch -1, as the Java client does.

import { lz4Frame, snappyXerial, zstdFrame } from "./codecs";
import { crc32c } from "./hash";
import { Writer } from "./wire";

export interface KafkaRecord {
  key: Uint8Array | null;
  value: Uint8Array;
  /** Unix ms. */
  timestamp: number;
}

export type KafkaCompression = "none" | "gzip" | "snappy" | "lz4" | "zstd";

const CODEC: Record<KafkaCompression, number> = { none: 0, gzip: 1, snappy: 2, lz4: 3, zstd: 4 };

/** The encoded size of one record in a batch (a bound for splitting, before compression). */
export const recordSize = (r: KafkaRecord) => 24 + (r.key?.length ?? 0) + r.value.length;

function encodeRecords(records: KafkaRecord[], baseTimestamp: number): Uint8Array {
  const out = new Writer();
  records.forEach((r, i) => {
    const body = new Writer()
      .int8(0)
      .varlong(r.timestamp - baseTimestamp)
      .varint(i)
      .varintBytes(r.key)
      .varintBytes(r.value)
      .varint(0);
    out.varint(body.length).raw(body.written());
  });
  return out.result();
}

async function gzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function encodeRecordBatch(
  records: KafkaRecord[],
  compression: KafkaCompression,
): Promise<Uint8Array> {
  if (records.length === 0) throw new Error("a record batch needs at least one record");
  const timestamps = records.map((r) => r.timestamp);
  const baseTimestamp = Math.min(...timestamps);
  const maxTimestamp = Math.max(...timestamps);
  let body = encodeRecords(records, baseTimestamp);
  if (compression === "gzip") body = await gzip(body);
  else if (compression === "snappy") body = snappyXerial(body);
  else if (compression === "lz4") body = lz4Frame(body);
  else if (compression === "zstd") body = await zstdFrame(body);

  const w = new Writer();
  w.int64(0n); // baseOffset: the broker assigns offsets
  const lengthAt = w.length;
  w.int32(0); // batchLength, patched below
  w.int32(-1); // partitionLeaderEpoch
  w.int8(2); // magic
  const crcAt = w.length;
  w.uint32(0); // crc, patched below
  const attributesAt = w.length;
  w.int16(CODEC[compression]);
  w.int32(records.length - 1); // lastOffsetDelta
  w.int64(baseTimestamp);
  w.int64(maxTimestamp);
  w.int64(-1n); // producerId
  w.int16(-1); // producerEpoch
  w.int32(-1); // baseSequence
  w.int32(records.length);
  w.raw(body);
  w.patchInt32(lengthAt, w.length - lengthAt - 4);
  w.patchUint32(crcAt, crc32c(w.written(attributesAt)));
  return w.result();
}
