// A small fake Kafka broker for the kafka destination's tests, started by vitest.config.ts in Node and reached
// by the Worker over loopback TCP (cloudflare:sockets). Two listeners, as a real broker has: `port` (no
// authentication) and `saslPort` (SASL required: PLAIN and SCRAM-SHA-256/512 for user "alice", password
// "alice-secret"; any other request before authenticating closes the connection). Each advertises itself as
// node 1 at 127.0.0.1 on its own port.
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
import { createHash, createHmac, pbkdf2Sync, randomBytes } from "node:crypto";
import { createServer as createHttpServer } from "node:http";
import { createRequire } from "node:module";
import { createServer } from "node:net";

const require = createRequire(import.meta.url);
const Decoder = require("kafkajs/src/protocol/decoder");
const Encoder = require("kafkajs/src/protocol/encoder");
const decodeRecordBatch = require("kafkajs/src/protocol/recordBatch/v0/decoder");
const crc32C = require("kafkajs/src/protocol/recordBatch/crc32C");

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

export const KAFKA_USER = "alice";
export const KAFKA_PASSWORD = "alice-secret";
const SCRAM_ITERATIONS = 4096;

export async function startKafkaBroker() {
  const topics = new Map(); // name -> { partitions, produceError }
  const received = new Map(); // name -> [batch]
  const auth = [];

  const scramCredentials = (hash) => {
    const salt = randomBytes(16);
    const salted = pbkdf2Sync(KAFKA_PASSWORD, salt, SCRAM_ITERATIONS, hash === "sha256" ? 32 : 64, hash);
    const clientKey = createHmac(hash, salted).update("Client Key").digest();
    return {
      salt,
      storedKey: createHash(hash).update(clientKey).digest(),
      serverKey: createHmac(hash, salted).update("Server Key").digest(),
    };
  };
  const scramUsers = {
    "SCRAM-SHA-256": ["sha256", scramCredentials("sha256")],
    "SCRAM-SHA-512": ["sha512", scramCredentials("sha512")],
  };

  const listen = (requireSasl) =>
    new Promise((resolve) => {
      const server = createServer((socket) => handle(socket, requireSasl, () => server.address().port));
      server.listen(0, "127.0.0.1", () => resolve(server.address().port));
      server.unref();
    });

  function handle(socket, requireSasl, ownPort) {
    let buffered = Buffer.alloc(0);
    const state = { authenticated: !requireSasl, mechanism: null, scram: null, queue: Promise.resolve() };
    socket.on("error", () => {});
    socket.on("data", (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      while (buffered.length >= 4) {
        const size = buffered.readInt32BE(0);
        if (buffered.length < 4 + size) break;
        const frame = buffered.subarray(4, 4 + size);
        buffered = buffered.subarray(4 + size);
        state.queue = state.queue.then(() => answer(frame)).catch(() => socket.destroy());
      }
    });

    async function answer(frame) {
      const d = new Decoder(frame);
      const apiKey = d.readInt16();
      const version = d.readInt16();
      const correlationId = d.readInt32();
      const clientId = d.readString();
      const body = await respond(apiKey, version, d, clientId);
      if (body === null) return socket.destroy();
      const out = new Encoder().writeInt32(correlationId).writeEncoder(body);
      socket.write(new Encoder().writeBytes(out.buffer).buffer);
    }

    async function respond(apiKey, version, d, clientId) {
      if (apiKey === 18) {
        // ApiVersions v0: error_code, [api_key min max]
        const apis = [
          [0, 3, 7],
          [3, 0, 9],
          [17, 0, 1],
          [18, 0, 3],
          [36, 0, 2],
        ];
        return new Encoder()
          .writeInt16(0)
          .writeArray(
            apis.map(([k, min, max]) => new Encoder().writeInt16(k).writeInt16(min).writeInt16(max)),
          );
      }
      if (apiKey === 17) {
        const mechanism = d.readString();
        const known = ["PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"];
        state.mechanism = known.includes(mechanism) ? mechanism : null;
        return new Encoder().writeInt16(state.mechanism ? 0 : 33).writeArray(known);
      }
      if (apiKey === 36) return saslAuthenticate(version, d.readBytes());
      if (!state.authenticated) return null; // Kafka closes a connection that skips authentication
      if (apiKey === 3) return metadata(version, d);
      if (apiKey === 0) return produce(version, d, clientId);
      return null;
    }

    function saslAuthenticate(version, bytes) {
      const reply = (code, message, data) => {
        const e = new Encoder()
          .writeInt16(code)
          .writeString(message)
          .writeBytes(data ?? Buffer.alloc(0));
        return version >= 1 ? e.writeInt64(0) : e;
      };
      const record = (user, ok) => auth.push({ mechanism: state.mechanism, user, ok });
      if (state.mechanism === "PLAIN") {
        const [, user, password] = bytes.toString("utf8").split("\0");
        const ok = user === KAFKA_USER && password === KAFKA_PASSWORD;
        record(user, ok);
        state.authenticated = ok;
        return ok ? reply(0, null) : reply(58, "Authentication failed: Invalid username or password");
      }
      const creds = scramUsers[state.mechanism];
      if (!creds) return reply(34, "no mechanism chosen");
      const [hash, { salt, storedKey, serverKey }] = creds;
      const msg = bytes.toString("utf8");
      if (!state.scram) {
        const bare = msg.slice(3); // after "n,,"
        const user = /n=([^,]*)/.exec(bare)[1];
        const nonce = /r=([^,]*)/.exec(bare)[1] + randomBytes(12).toString("base64");
        const serverFirst = `r=${nonce},s=${salt.toString("base64")},i=${SCRAM_ITERATIONS}`;
        state.scram = { bare, user, nonce, serverFirst };
        return reply(0, null, Buffer.from(serverFirst));
      }
      const { bare, user, nonce, serverFirst } = state.scram;
      const withoutProof = msg.slice(0, msg.lastIndexOf(",p="));
      const proof = Buffer.from(msg.slice(msg.lastIndexOf(",p=") + 3), "base64");
      const authMessage = `${bare},${serverFirst},${withoutProof}`;
      const signature = createHmac(hash, storedKey).update(authMessage).digest();
      const clientKey = Buffer.from(proof.map((b, i) => b ^ signature[i]));
      const ok =
        user === KAFKA_USER &&
        withoutProof === `c=biws,r=${nonce}` &&
        createHash(hash).update(clientKey).digest().equals(storedKey);
      record(user, ok);
      state.authenticated = ok;
      if (!ok)
        return reply(
          58,
          "Authentication failed during authentication due to invalid credentials with SASL mechanism " +
            state.mechanism,
        );
      return reply(
        0,
        null,
        Buffer.from(`v=${createHmac(hash, serverKey).update(authMessage).digest("base64")}`),
      );
    }

    function metadata(version, d) {
      if (version !== 4) return null;
      const names = d.readArray((d) => d.readString());
      const e = new Encoder()
        .writeInt32(0) // throttle_time_ms
        .writeArray([
          new Encoder().writeInt32(1).writeString("127.0.0.1").writeInt32(ownPort()).writeString(null),
        ])
        .writeString("fake-cluster")
        .writeInt32(1);
      e.writeArray(
        names.map((name) => {
          const t = topics.get(name);
          const topic = new Encoder()
            .writeInt16(t ? 0 : 3)
            .writeString(name)
            .writeBoolean(false);
          const parts = t ? Array.from({ length: t.partitions }, (_, i) => i) : [];
          return topic.writeArray(
            parts.map((i) =>
              new Encoder().writeInt16(0).writeInt32(i).writeInt32(1).writeArray([1]).writeArray([1]),
            ),
          );
        }),
      );
      return e;
    }

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
  }

  const port = await listen(false);
  const saslPort = await listen(true);
  const control = createHttpServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url, "http://control");
      const json = (v) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(v));
      if (req.method === "PUT" && url.pathname.startsWith("/topics/")) {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
        topics.set(decodeURIComponent(url.pathname.slice(8)), {
          partitions: body.partitions ?? 1,
          produceError: body.produce_error,
        });
        return res.writeHead(204).end();
      }
      if (url.pathname.startsWith("/received/"))
        return json(received.get(decodeURIComponent(url.pathname.slice(10))) ?? []);
      if (url.pathname === "/auth") return json(auth);
      res.writeHead(404).end();
    });
  });
  const controlUrl = await new Promise((resolve) =>
    control.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${control.address().port}`)),
  );
  control.unref();
  return { port, saslPort, controlUrl };
}
