// What the two fake Kafka brokers share (test/kafka-broker.mjs for the kafka destination,
// test/pull-sources/kafka-consumer-broker.mjs for the consumer sources), both started by vitest.config.ts in
// Node and reached by the Worker over loopback TCP (cloudflare:sockets):
// - listenKafka: a broker's two listeners, as a real broker has: `port` (no authentication) and `saslPort`
//   (SASL PLAIN or SCRAM-SHA-256/512 required: user "alice", password "alice-secret"; any other request before
//   authenticating closes the connection). Each reads size-prefixed frames, answers them in order (ApiVersions
//   v0, SaslHandshake v1 and SaslAuthenticate v0/v1 itself, the rest by the broker's `respond`) and closes the
//   connection on a request it does not take, as Kafka does;
// - metadataV4: the Metadata v4 answer of a one-node cluster (node 1 at 127.0.0.1 on the listener's port);
// - serveControl: the broker's HTTP control on loopback.
// Requests are decoded and answers encoded with kafkajs's own Decoder and Encoder, unmodified.
import { createHash, createHmac, pbkdf2Sync, randomBytes } from "node:crypto";
import { createServer as createHttpServer } from "node:http";
import { createRequire } from "node:module";
import { createServer } from "node:net";

const require = createRequire(import.meta.url);
export const Decoder = require("kafkajs/src/protocol/decoder");
export const Encoder = require("kafkajs/src/protocol/encoder");
export const crc32C = require("kafkajs/src/protocol/recordBatch/crc32C");

export const KAFKA_USER = "alice";
export const KAFKA_PASSWORD = "alice-secret";
const SCRAM_ITERATIONS = 4096;
const MECHANISMS = ["PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"];

/** The SCRAM credentials the broker stores for KAFKA_USER (RFC 5802), with a salt of its own. */
function scramCredentials(hash) {
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(KAFKA_PASSWORD, salt, SCRAM_ITERATIONS, hash === "sha256" ? 32 : 64, hash);
  const clientKey = createHmac(hash, salted).update("Client Key").digest();
  return {
    salt,
    storedKey: createHash(hash).update(clientKey).digest(),
    serverKey: createHmac(hash, salted).update("Server Key").digest(),
  };
}

/**
 * Starts the two listeners. `apis`: the [api_key, min, max] ApiVersions answers. `respond(apiKey, version,
 * decoder, {clientId, port})`: the body of the answer to any other request once authenticated (an Encoder, or
 * a promise of one), null to close the connection. `plainUsers`: PLAIN users besides KAFKA_USER, user ->
 * password. Answers {port, saslPort, auth: the SASL exchanges [{mechanism, user, ok}], requests: every request
 * answered [{api_key, version, port}]}.
 */
export async function listenKafka({ apis, respond, plainUsers = {} }) {
  const auth = [];
  const requests = [];
  const scramUsers = {
    "SCRAM-SHA-256": ["sha256", scramCredentials("sha256")],
    "SCRAM-SHA-512": ["sha512", scramCredentials("sha512")],
  };
  const plain = { ...plainUsers, [KAFKA_USER]: KAFKA_PASSWORD };

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
      const body = await dispatch(apiKey, version, d, clientId);
      if (body === null) return socket.destroy();
      requests.push({ api_key: apiKey, version, port: ownPort() });
      const out = new Encoder().writeInt32(correlationId).writeEncoder(body);
      socket.write(new Encoder().writeBytes(out.buffer).buffer);
    }

    function dispatch(apiKey, version, d, clientId) {
      if (apiKey === 18) {
        // ApiVersions v0: error_code, [api_key min max]
        return new Encoder()
          .writeInt16(0)
          .writeArray(
            apis.map(([k, min, max]) => new Encoder().writeInt16(k).writeInt16(min).writeInt16(max)),
          );
      }
      if (apiKey === 17) {
        const mechanism = d.readString();
        state.mechanism = MECHANISMS.includes(mechanism) ? mechanism : null;
        return new Encoder().writeInt16(state.mechanism ? 0 : 33).writeArray(MECHANISMS);
      }
      if (apiKey === 36) return saslAuthenticate(version, d.readBytes());
      if (!state.authenticated) return null; // Kafka closes a connection that skips authentication
      return respond(apiKey, version, d, { clientId, port: ownPort() });
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
        const ok = Object.hasOwn(plain, user) && plain[user] === password;
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
  }

  const port = await listen(false);
  const saslPort = await listen(true);
  return { port, saslPort, auth, requests };
}

/**
 * Metadata v4's answer for the topics the request names: one node (1, at 127.0.0.1:`port`), the controller,
 * leader and only replica of every partition. `partitionsOf(name)`: a known topic's partition count, undefined
 * for an unknown one (UNKNOWN_TOPIC_OR_PARTITION, 3).
 */
export function metadataV4(d, port, partitionsOf) {
  const names = d.readArray((d) => d.readString());
  return new Encoder()
    .writeInt32(0) // throttle_time_ms
    .writeArray([new Encoder().writeInt32(1).writeString("127.0.0.1").writeInt32(port).writeString(null)])
    .writeString("fake-cluster")
    .writeInt32(1)
    .writeArray(
      names.map((name) => {
        const partitions = partitionsOf(name);
        return new Encoder()
          .writeInt16(partitions === undefined ? 3 : 0)
          .writeString(name)
          .writeBoolean(false)
          .writeArray(
            Array.from({ length: partitions ?? 0 }, (_, i) =>
              new Encoder().writeInt16(0).writeInt32(i).writeInt32(1).writeArray([1]).writeArray([1]),
            ),
          );
      }),
    );
}

/**
 * The broker's HTTP control on loopback; answers its URL. `route(method, parts, body)`: `parts` the path's
 * segments, decoded ("/topics/t" -> ["", "topics", "t"]), `body` the request's JSON ({} when empty). What it
 * returns is answered: undefined 404, null 204, anything else 200 with it as JSON; what it throws 400.
 */
export async function serveControl(route) {
  const control = createHttpServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      try {
        const parts = new URL(req.url, "http://control").pathname.split("/").map(decodeURIComponent);
        const text = Buffer.concat(chunks).toString("utf8");
        const answer = route(req.method, parts, text ? JSON.parse(text) : {});
        if (answer === undefined) res.writeHead(404).end();
        else if (answer === null) res.writeHead(204).end();
        else res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
      } catch (err) {
        res.writeHead(400).end(String(err));
      }
    });
  });
  const controlUrl = await new Promise((resolve) =>
    control.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${control.address().port}`)),
  );
  control.unref();
  return controlUrl;
}
