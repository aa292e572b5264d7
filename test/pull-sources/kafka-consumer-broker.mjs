// A small fake Kafka broker for the consumer sources (kafka, cloud-event-hub, azure-event-hub), started by
// vitest.config.ts in Node and reached by the Worker over loopback TCP (cloudflare:sockets). Two listeners, as
// a real broker has: `port` (no authentication) and `saslPort` (SASL PLAIN or SCRAM-SHA-256/512 required: user
// "alice", password "alice-secret", and, as an event hub's Kafka endpoint takes it, PLAIN user
// "$ConnectionString" with the password EVENT_HUB_CONNECTION_STRING). Each advertises itself as node 1 at
// 127.0.0.1 on its own port, and is the coordinator of every group. The listeners, SASL and Metadata are
// test/kafka-wire.mjs's.
// It answers ApiVersions v0, SaslHandshake v1, SaslAuthenticate v0/v1, Metadata v4, ListOffsets v1 (latest,
// earliest, by timestamp), Fetch v4, FindCoordinator v0/v1, OffsetFetch v1 and OffsetCommit v2; requests are
// decoded with kafkajs's Decoder. Record batches (magic 2, CRC-32C by kafkajs's crc32C) are written here, not
// by the Worker's code: records as the Java client lays them out, compressed with gzip (node:zlib), snappy
// (xerial framing as the Java client writes it, or a bare block as librdkafka does: snappyjs) or lz4 (an LZ4
// frame by lz4js).
// Control over HTTP on `controlUrl`:
//   PUT  /topics/<name> {"partitions": n}           registers a topic (204)
//   POST /produce/<topic>/<partition> {"records": [{key?, value (string or null), timestamp?, headers?}],
//        "compression"?: "none"|"gzip"|"snappy"|"snappy-raw"|"lz4", "control"?: true,
//        "corrupt"?: "crc" (a record byte changed after the CRC-32C was taken) | "codec" (codec 6, unknown)}
//                                                    appends one batch; answers {"base_offset", "next_offset"}
//   POST /truncate/<topic>/<partition> {"before": n}  drops the batches wholly before n (retention)
//   PUT  /groups/<group> {"busy": true}              OffsetCommit of the group answers UNKNOWN_MEMBER_ID (25)
//   GET  /commits/<group>                            {"<topic>:<partition>": offset} committed
//   GET  /requests                                   [{api_key, version, port}] every request answered
//   GET  /auth                                       the SASL exchanges: [{mechanism, user, ok}]
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import {
  crc32C,
  Encoder,
  KAFKA_PASSWORD,
  KAFKA_USER,
  listenKafka,
  metadataV4,
  serveControl,
} from "../kafka-wire.mjs";

const require = createRequire(import.meta.url);
const snappy = require("snappyjs");
const lz4js = require("lz4js");

export { KAFKA_PASSWORD, KAFKA_USER };
export const EVENT_HUB_CONNECTION_STRING =
  "Endpoint=sb://127.0.0.1/;SharedAccessKeyName=listen;SharedAccessKey=c2VjcmV0LWtleQ==;UseDevelopmentEmulator=true";
const XERIAL_HEADER = Buffer.from([0x82, 0x53, 0x4e, 0x41, 0x50, 0x50, 0x59, 0x00, 0, 0, 0, 1, 0, 0, 0, 1]);

function compress(records, compression) {
  if (compression === "gzip") return [1, gzipSync(records)];
  if (compression === "snappy-raw") return [2, Buffer.from(snappy.compress(records))];
  if (compression === "snappy") {
    const blocks = [];
    for (let at = 0; at < records.length; at += 32 * 1024) {
      const block = Buffer.from(snappy.compress(records.subarray(at, at + 32 * 1024)));
      const size = Buffer.alloc(4);
      size.writeInt32BE(block.length);
      blocks.push(size, block);
    }
    return [2, Buffer.concat([XERIAL_HEADER, ...blocks])];
  }
  if (compression === "lz4") return [3, Buffer.from(lz4js.compress(records))];
  return [0, records];
}

/** One RecordBatch (magic 2) at `baseOffset`. */
function encodeBatch(baseOffset, records, compression, control, corrupt) {
  const timestamps = records.map((r) => r.timestamp);
  const base = Math.min(...timestamps);
  const max = Math.max(...timestamps);
  const body = new Encoder();
  records.forEach((r, i) => {
    const headers = Object.entries(r.headers ?? {});
    const rec = new Encoder()
      .writeInt8(0)
      .writeVarLong(r.timestamp - base)
      .writeVarInt(i)
      .writeVarIntBytes(r.key == null ? null : Buffer.from(r.key))
      .writeVarIntBytes(r.value == null ? null : Buffer.from(r.value))
      .writeVarInt(headers.length);
    for (const [k, v] of headers) rec.writeVarIntBytes(Buffer.from(k)).writeVarIntBytes(Buffer.from(v));
    body.writeVarInt(rec.size()).writeEncoder(rec);
  });
  const [codec, compressed] = compress(body.buffer, compression);
  const attributes = (corrupt === "codec" ? 6 : codec) | (control ? 0x30 : 0);
  const head = new Encoder()
    .writeInt16(attributes)
    .writeInt32(records.length - 1)
    .writeInt64(base)
    .writeInt64(max)
    .writeInt64(control ? 7 : -1)
    .writeInt16(control ? 0 : -1)
    .writeInt32(-1)
    .writeInt32(records.length);
  const afterCrc = Buffer.concat([head.buffer, compressed]);
  const start = new Encoder()
    .writeInt64(baseOffset)
    .writeInt32(4 + 1 + 4 + afterCrc.length)
    .writeInt32(0)
    .writeInt8(2)
    .writeUInt32(crc32C(afterCrc));
  const bytes = Buffer.concat([start.buffer, afterCrc]);
  if (corrupt === "crc") bytes[bytes.length - 1] ^= 0xff;
  return bytes;
}

export async function startKafkaConsumerBroker() {
  const topics = new Map(); // name -> [{ logStart, next, batches: [{ base, last, records: [{offset, timestamp}], bytes }] }]
  const commits = new Map(); // group -> Map("topic:partition" -> offset)
  const busy = new Set();

  const { port, saslPort, auth, requests } = await listenKafka({
    apis: [
      [1, 4, 4],
      [2, 1, 1],
      [3, 4, 4],
      [8, 2, 2],
      [9, 1, 1],
      [10, 0, 1],
      [17, 1, 1],
      [18, 0, 0],
      [36, 0, 1],
    ],
    plainUsers: { $ConnectionString: EVENT_HUB_CONNECTION_STRING },
    respond(apiKey, version, d, { port }) {
      if (apiKey === 3 && version === 4) return metadataV4(d, port, (name) => topics.get(name)?.length);
      if (apiKey === 2 && version === 1) return listOffsets(d);
      if (apiKey === 1 && version === 4) return fetch(d);
      if (apiKey === 10) return findCoordinator(version, d, port);
      if (apiKey === 9 && version === 1) return offsetFetch(d);
      if (apiKey === 8 && version === 2) return offsetCommit(d);
      return null;
    },
  });

  function listOffsets(d) {
    d.readInt32(); // replica_id
    const asked = d.readArray((d) => ({
      name: d.readString(),
      partitions: d.readArray((d) => ({ partition: d.readInt32(), timestamp: Number(d.readInt64()) })),
    }));
    return new Encoder().writeArray(
      asked.map(({ name, partitions }) =>
        new Encoder().writeString(name).writeArray(
          partitions.map(({ partition, timestamp }) => {
            const log = topics.get(name)?.[partition];
            if (!log) return new Encoder().writeInt32(partition).writeInt16(3).writeInt64(-1).writeInt64(-1);
            let offset;
            if (timestamp === -1) offset = log.next;
            else if (timestamp === -2) offset = log.logStart;
            else {
              const found = log.batches
                .flatMap((b) => b.records)
                .find((r) => r.offset >= log.logStart && r.timestamp >= timestamp);
              offset = found ? found.offset : -1;
            }
            return new Encoder().writeInt32(partition).writeInt16(0).writeInt64(-1).writeInt64(offset);
          }),
        ),
      ),
    );
  }

  function fetch(d) {
    d.readInt32(); // replica_id
    d.readInt32(); // max_wait_ms
    d.readInt32(); // min_bytes
    d.readInt32(); // max_bytes
    d.readInt8(); // isolation_level
    const asked = d.readArray((d) => ({
      name: d.readString(),
      partitions: d.readArray((d) => ({
        partition: d.readInt32(),
        offset: Number(d.readInt64()),
        maxBytes: d.readInt32(),
      })),
    }));
    return new Encoder().writeInt32(0).writeArray(
      asked.map(({ name, partitions }) =>
        new Encoder().writeString(name).writeArray(
          partitions.map(({ partition, offset, maxBytes }) => {
            const log = topics.get(name)?.[partition];
            const p = new Encoder().writeInt32(partition);
            if (!log) return p.writeInt16(3).writeInt64(-1).writeInt64(-1).writeInt32(-1).writeBytes(null);
            if (offset < log.logStart || offset > log.next)
              return p
                .writeInt16(1)
                .writeInt64(log.next)
                .writeInt64(log.next)
                .writeInt32(-1)
                .writeBytes(null);
            const out = [];
            let size = 0;
            for (const b of log.batches) {
              if (b.last < offset) continue;
              if (out.length > 0 && size + b.bytes.length > maxBytes) break;
              out.push(b.bytes);
              size += b.bytes.length;
            }
            return p
              .writeInt16(0)
              .writeInt64(log.next)
              .writeInt64(log.next)
              .writeInt32(-1)
              .writeBytes(Buffer.concat(out));
          }),
        ),
      ),
    );
  }

  function findCoordinator(version, d, port) {
    d.readString(); // key
    if (version >= 1) d.readInt8(); // key_type
    const e = new Encoder();
    if (version >= 1) e.writeInt32(0);
    e.writeInt16(0);
    if (version >= 1) e.writeString(null);
    return e.writeInt32(1).writeString("127.0.0.1").writeInt32(port);
  }

  function offsetFetch(d) {
    const group = d.readString();
    const asked = d.readArray((d) => ({
      name: d.readString(),
      partitions: d.readArray((d) => d.readInt32()),
    }));
    const committed = commits.get(group) ?? new Map();
    return new Encoder().writeArray(
      asked.map(({ name, partitions }) =>
        new Encoder().writeString(name).writeArray(
          partitions.map((partition) =>
            new Encoder()
              .writeInt32(partition)
              .writeInt64(committed.get(`${name}:${partition}`) ?? -1)
              .writeString(null)
              .writeInt16(0),
          ),
        ),
      ),
    );
  }

  function offsetCommit(d) {
    const group = d.readString();
    d.readInt32(); // generation_id
    d.readString(); // member_id
    d.readInt64(); // retention_time_ms
    const asked = d.readArray((d) => ({
      name: d.readString(),
      partitions: d.readArray((d) => {
        const p = { partition: d.readInt32(), offset: Number(d.readInt64()) };
        d.readString(); // metadata
        return p;
      }),
    }));
    const committed = commits.get(group) ?? new Map();
    commits.set(group, committed);
    return new Encoder().writeArray(
      asked.map(({ name, partitions }) =>
        new Encoder().writeString(name).writeArray(
          partitions.map(({ partition, offset }) => {
            if (!busy.has(group)) committed.set(`${name}:${partition}`, offset);
            return new Encoder().writeInt32(partition).writeInt16(busy.has(group) ? 25 : 0);
          }),
        ),
      ),
    );
  }

  const controlUrl = await serveControl((method, [, kind, name, partition], body) => {
    if (method === "PUT" && kind === "topics") {
      topics.set(
        name,
        Array.from({ length: body.partitions ?? 1 }, () => ({ logStart: 0, next: 0, batches: [] })),
      );
      return null;
    }
    if (method === "POST" && kind === "produce") {
      const log = topics.get(name)[Number(partition)];
      const now = Date.now();
      const records = body.records.map((r) => ({ ...r, timestamp: r.timestamp ?? now }));
      const base = log.next;
      const bytes = encodeBatch(
        base,
        records,
        body.compression ?? "none",
        body.control === true,
        body.corrupt,
      );
      log.batches.push({
        base,
        last: base + records.length - 1,
        records: records.map((r, i) => ({ offset: base + i, timestamp: r.timestamp })),
        bytes,
      });
      log.next = base + records.length;
      return { base_offset: base, next_offset: log.next };
    }
    if (method === "POST" && kind === "truncate") {
      const log = topics.get(name)[Number(partition)];
      log.batches = log.batches.filter((b) => b.last >= body.before);
      log.logStart = Math.max(log.logStart, body.before);
      return { log_start: log.logStart };
    }
    if (method === "PUT" && kind === "groups") {
      if (body.busy) busy.add(name);
      else busy.delete(name);
      return null;
    }
    if (kind === "commits") return Object.fromEntries(commits.get(name) ?? []);
    if (kind === "requests") return requests;
    if (kind === "auth") return auth;
  });
  return { port, saslPort, controlUrl };
}
