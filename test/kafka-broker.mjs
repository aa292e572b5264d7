// A small fake Kafka broker for the kafka destination's tests, started by vitest.config.ts in Node and reached
// by the Worker over loopback TCP (cloudflare:sockets). Two listeners, as a real broker has: `port` (no
// authentication) and `saslPort` (SASL required: PLAIN and SCRAM-SHA-256/512 for user "alice", password
// "alice-secret"; any other request before authenticating closes the connection). Each advertises itself as
// node 1 at 127.0.0.1 on its own port. The listeners, SASL and Metadata are test/kafka-wire.mjs's.
// It answers ApiVersions v0, Metadata v4 (a topic is known once registered), SaslHandshake v1,
// SaslAuthenticate v0/v1 and Produce v3-v7. Requests and record batches are decoded with kafkajs's own
// decoders, unmodified (kafkajs/src/protocol/decoder, recordBatch/v0/decoder), and each batch's CRC-32C is
// checked with kafkajs's crc32C; a bad CRC is answered CORRUPT_MESSAGE (2), as Kafka does. Compressed batches
// are decoded by the codecs registered below.
// Control over HTTP on `controlUrl`:
//   PUT /topics/<name> {"partitions": n, "produce_error": code?}  registers a topic (answers 204)
//   GET /received/<name>  the batches produced to it: [{partition, acks, timeout, api_version, client_id,
//                          attributes, magic, crc_ok, records: [{key, value, timestamp}]}] (key/value UTF-8)
//   GET /auth             the SASL exchanges: [{mechanism, user, ok}]
import { createRequire } from "node:module";
import { crc32C, Decoder, Encoder, listenKafka, metadataV4, serveControl } from "./kafka-wire.mjs";

const require = createRequire(import.meta.url);
const decodeRecordBatch = require("kafkajs/src/protocol/recordBatch/v0/decoder");

// The codecs beyond gzip, decoded by implementations other than the Worker's (registered the way kafkajs
// users do, `CompressionCodecs[CompressionTypes.X] = () => codec`; a batch that does not decode closes the
// connection, so its delivery fails):
// - snappy: kafkajs-snappy (xerial framing, blocks by its own snappyjs 0.6), and only framed input, as the
//   Java client writes it (kafkajs-snappy alone would take a bare snappy block too);
// - lz4: the LZ4 frame as KafkaLZ4BlockInputStream reads it: magic, version 1, independent blocks, the header
//   checksum (KIP-57) checked with xxhashjs, each block decoded on its own by lz4js (at most the BD size);
// - zstd: fzstd (pure JS; the Worker compresses with the reference libzstd).
const { CompressionCodecs, CompressionTypes } = require("kafkajs");
const snappyCodec = require("kafkajs-snappy")();
const lz4js = require("lz4js");
const xxh32 = require("xxhashjs").h32;
const fzstd = require("fzstd");
const XERIAL_MAGIC = Buffer.from([0x82, 0x53, 0x4e, 0x41, 0x50, 0x50, 0x59, 0x00]);
const unsupported = () => Promise.reject(new Error("compression is not produced by the broker"));
CompressionCodecs[CompressionTypes.Snappy] = () => ({
  compress: unsupported,
  async decompress(buffer) {
    if (!buffer.subarray(0, 8).equals(XERIAL_MAGIC)) throw new Error("snappy: no xerial header");
    return snappyCodec.decompress(buffer);
  },
});
CompressionCodecs[CompressionTypes.LZ4] = () => ({
  compress: unsupported,
  async decompress(buffer) {
    if (buffer.readUInt32LE(0) !== 0x184d2204) throw new Error("lz4: bad magic");
    const flg = buffer[4];
    const bd = buffer[5];
    if (flg >> 6 !== 1 || !(flg & 0x20) || flg & 0x03) throw new Error(`lz4: FLG ${flg}`);
    const maxBlock = [0, 0, 0, 0, 1 << 16, 1 << 18, 1 << 20, 1 << 22][(bd >> 4) & 7];
    if (!maxBlock || bd & 0x8f) throw new Error(`lz4: BD ${bd}`);
    let at = 6 + (flg & 0x08 ? 8 : 0);
    const hc = (xxh32(buffer.subarray(4, at), 0).toNumber() >>> 8) & 0xff;
    if (buffer[at++] !== hc) throw new Error("lz4: bad header checksum");
    const out = [];
    for (;;) {
      const word = buffer.readUInt32LE(at);
      at += 4;
      if (word === 0) break;
      const size = word & 0x7fffffff;
      if (size > maxBlock) throw new Error("lz4: block larger than BD");
      const block = buffer.subarray(at, at + size);
      at += size + (flg & 0x10 ? 4 : 0);
      if (word & 0x80000000) out.push(Buffer.from(block));
      else {
        const dst = Buffer.alloc(maxBlock);
        out.push(dst.subarray(0, lz4js.decompressBlock(block, dst, 0, block.length, 0)));
      }
    }
    return Buffer.concat(out);
  },
});
CompressionCodecs[CompressionTypes.ZSTD] = () => ({
  compress: unsupported,
  decompress: async (buffer) => Buffer.from(fzstd.decompress(buffer)),
});

export { KAFKA_PASSWORD, KAFKA_USER } from "./kafka-wire.mjs";

export async function startKafkaBroker() {
  const topics = new Map(); // name -> { partitions, produceError }
  const received = new Map(); // name -> [batch]

  const { port, saslPort, auth } = await listenKafka({
    apis: [
      [0, 3, 7],
      [3, 0, 9],
      [17, 0, 1],
      [18, 0, 3],
      [36, 0, 2],
    ],
    respond(apiKey, version, d, { clientId, port }) {
      if (apiKey === 3 && version === 4) return metadataV4(d, port, (name) => topics.get(name)?.partitions);
      if (apiKey === 0) return produce(version, d, clientId);
      return null;
    },
  });

  async function produce(version, d, clientId) {
    d.readString(); // transactional_id
    const acks = d.readInt16();
    const timeout = d.readInt32();
    const topicData = d.readArray((d) => ({
      name: d.readString(),
      partitions: d.readArray((d) => ({ partition: d.readInt32(), records: d.readBytes() })),
    }));
    const responses = [];
    for (const { name, partitions } of topicData) {
      const t = topics.get(name);
      const answers = [];
      for (const { partition, records } of partitions) {
        let code = t ? (t.produceError ?? 0) : 3;
        if (code === 0 && partition >= t.partitions) code = 3;
        const magic = records.readInt8(16);
        const crcOk = crc32C(records.subarray(21)) === records.readUInt32BE(17);
        if (code === 0 && (!crcOk || magic !== 2)) code = 2;
        if (code === 0) {
          const batch = await decodeRecordBatch(new Decoder(records));
          const list = received.get(name) ?? [];
          list.push({
            partition,
            acks,
            timeout,
            api_version: version,
            client_id: clientId,
            attributes: records.readInt16BE(21),
            magic,
            crc_ok: crcOk,
            records: batch.records.map((r) => ({
              key: r.key === null ? null : r.key.toString("utf8"),
              value: r.value.toString("utf8"),
              timestamp: Number(r.timestamp),
            })),
          });
          received.set(name, list);
        }
        const p = new Encoder()
          .writeInt32(partition)
          .writeInt16(code)
          .writeInt64(code ? -1 : 0)
          .writeInt64(-1);
        if (version >= 5) p.writeInt64(0);
        answers.push(p);
      }
      responses.push(new Encoder().writeString(name).writeArray(answers));
    }
    return new Encoder().writeArray(responses).writeInt32(0);
  }

  const controlUrl = await serveControl((method, [, kind, name], body) => {
    if (method === "PUT" && kind === "topics") {
      topics.set(name, { partitions: body.partitions ?? 1, produceError: body.produce_error });
      return null;
    }
    if (kind === "received") return received.get(name) ?? [];
    if (kind === "auth") return auth;
  });
  return { port, saslPort, controlUrl };
}
