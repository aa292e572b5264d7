// The kafka destination end to end: a pipeline built through the API (http source -> kafka), published, fed
// over HTTP; the Worker produces over loopback TCP (cloudflare:sockets) to the fake broker of
// test/kafka-broker.mjs, which decodes each Produce request and RecordBatch with kafkajs's own decoders
// (unmodified) and checks each batch's CRC-32C with kafkajs's crc32C. The partitioner is checked against the
// murmur2 vectors of Kafka's Java client tests (UtilsTest.testMurmur2). snappy, lz4 and zstd batches are
// decoded there by codecs that are not ours (registered in test/kafka-broker.mjs).
// Live runs queue what their destinations receive (src/delivery/queue.ts): the sender is answered before the
// queue's consumer produces, so each test waits for what the broker got, and a failed delivery is read from
// the destination's delivery status and dead letters, not from the sender's answer.

import { env, SELF } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DeliveryContext } from "../../src/delivery/context";
import { deliverToKafka, type KafkaConfig } from "../../src/delivery/kafka/deliver";
import type { PipelineEvent } from "../../src/engine/events";
import type { RunnableNode } from "../../src/engine/runner";
import { lz4Frame, snappyXerial, xxhash32, zstdFrame } from "../../src/vendors/kafka/codecs";
import { murmur2, partitionForKey } from "../../src/vendors/kafka/hash";
import { client, createAccount, type Json } from "../helpers";
import { eventually } from "../receiver-client";
import { type Batch, PASSWORD, received, topic, USER } from "./kafka-support";

let api: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await createAccount("kafka-destination"));
});

/** Pipelines made by the test running now. */
let made: string[] = [];

afterEach(async () => {
  // The queue's consumer stops retrying a deleted pipeline's deliveries (a broker that keeps failing).
  for (const p of made) await api.delete(`/v3/pipeline/${p}`);
  made = [];
});

async function pipeline(user_config: Json) {
  const p = (await api.post("/v3/pipeline", { title: "to kafka" })).body.data.id as string;
  made.push(p);
  const source = (
    await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "ndjson" } })
  ).body.data.id as string;
  const sink = await api.post(`/v3/pipeline/${p}/sink`, { type: "kafka", inputs: [source], user_config });
  expect(sink.status, JSON.stringify(sink.body)).toBe(200);
  const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data
    .key as string;
  const published = await api.post(`/v3/pipeline/${p}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return { source, key, sink: sink.body.data as Json };
}

async function send(sourceId: string, key: string, lines: Json[]) {
  const res = await SELF.fetch(`https://api.test/ingest/${sourceId}`, {
    method: "POST",
    headers: { authorization: `Token ${key}`, "content-type": "application/x-ndjson" },
    body: lines.map((l) => JSON.stringify(l)).join("\n"),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const broker = (port: number) => [{ host: "127.0.0.1", port }];

const recordsOf = (batches: Batch[]) => batches.flatMap((b) => b.records);

/**
 * The batches produced to topic `name` once they hold `count` records, and a little longer (to see a
 * duplicate that would follow).
 */
async function produced(name: string, count: number) {
  await eventually(
    () => received(name),
    (batches) => recordsOf(batches).length >= count,
  );
  await new Promise((r) => setTimeout(r, 300));
  return received(name);
}

/** The sender's answer says the kafka destination's events were queued (produced after the answer). */
function expectQueued(res: { status: number; body: Json }, events: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.pipelines[0].deliveries).toEqual([
    expect.objectContaining({ type: "kafka", events, ok: true, queued: true }),
  ]);
}

/** The destination's delivery status (read at most 5 times a second: management calls are rate limited). */
async function deliveryStatus(sink: Json): Promise<Json> {
  await new Promise((r) => setTimeout(r, 200));
  const res = await api.get(`/v3/pipeline/${sink.pipeline_id}/sink/${sink.id}/delivery`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

/** A delivery the broker refused (a code Kafka marks not retriable): dead-lettered at once, with the reason. */
async function refused(sink: Json, reason: string) {
  const status = await eventually(
    () => deliveryStatus(sink),
    (s) => s.dead_letter_events > 0 && s.retrying_events === 0,
  );
  expect(status).toMatchObject({ delivered_events: 0, dead_letter_events: 1, last_error: { status: null } });
  expect(status.last_error.message).toContain(reason);
  const list = await api.get(`/v3/pipeline/${sink.pipeline_id}/sink/${sink.id}/dead-letter`);
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  expect(list.body.data).toHaveLength(1);
  expect(list.body.data[0]).toMatchObject({ events: 1, replaying: false });
  expect(list.body.data[0].last_error.message).toContain(reason);
}

/** A delivery that failed in a way another attempt may cure: reported, and retried. */
async function retrying(sink: Json, reason: string) {
  const status = await eventually(
    () => deliveryStatus(sink),
    (s) => s.last_error !== null,
  );
  expect(status).toMatchObject({ delivered_events: 0, retrying_events: 1, dead_letter_events: 0 });
  expect(status.last_error.message).toContain(reason);
}

describe("kafka destination", () => {
  it("produces each event as a JSON record, keyed by event_key_field, to the partition Kafka's partitioner picks", async () => {
    const name = await topic(4);
    const { source, key, sink } = await pipeline({
      brokers: broker(env.KAFKA_BROKER_PORT),
      topic: name,
      encoding: "json",
      compression: "none",
      event_key_field: "user",
      tls_enabled: false,
      sasl_enabled: false,
      ack_enabled: true,
    });
    expect(sink.user_config).toMatchObject({ acks: -1, topic: name, tls_enabled: false });
    const lines = ["21", "foobar", "abc", "a-little-bit-long-string", "21"].map((user, i) => ({
      user,
      n: i,
    }));
    const res = await send(source, key, [...lines, { n: 99, msg: "no key" }]);
    expectQueued(res, 6);

    const batches = await produced(name, 6);
    for (const b of batches) {
      expect(b).toMatchObject({ magic: 2, crc_ok: true, acks: -1, attributes: 0, api_version: 7 });
      expect(b.client_id).toBe("telemetry-pipeline");
    }
    const records = batches.flatMap((b) => b.records.map((r) => ({ ...r, partition: b.partition })));
    expect(records).toHaveLength(6);
    // Kafka's default partitioner: toPositive(murmur2(key)) % 4, from the Java client's murmur2 values.
    const expected: Record<string, number> = {
      "21": (-973932308 & 0x7fffffff) % 4,
      foobar: (-790332482 & 0x7fffffff) % 4,
      abc: 479470107 % 4,
      "a-little-bit-long-string": (-985981536 & 0x7fffffff) % 4,
    };
    for (const line of lines) {
      const r = records.find((r) => r.value === JSON.stringify(line));
      expect(r, JSON.stringify(line)).toBeDefined();
      expect(r?.key).toBe(line.user);
      expect(r?.partition, line.user).toBe(expected[line.user]);
    }
    const keyless = records.find((r) => r.value === JSON.stringify({ n: 99, msg: "no key" }));
    expect(keyless?.key).toBeNull();
    expect(keyless?.timestamp).toBeGreaterThan(Date.now() - 60_000);
  });

  it("gzip: the batch's codec is gzip and kafkajs decompresses the records; text encoding sends the line", async () => {
    const name = await topic(1);
    const { source, key } = await pipeline({
      brokers: [{ host: "127.0.0.1", port: 1 }, ...broker(env.KAFKA_BROKER_PORT)], // the first is down
      topic: name,
      encoding: "text",
      compression: "gzip",
      tls_enabled: false,
      acks: 1,
    });
    const res = await send(source, key, [{ message: "first line" }, { message: "second line" }]);
    expectQueued(res, 2);
    const [batch, ...more] = await produced(name, 2);
    expect(more).toHaveLength(0);
    expect(batch).toMatchObject({ attributes: 1, crc_ok: true, acks: 1, partition: 0 });
    expect(batch.records.map((r) => [r.key, r.value])).toEqual([
      [null, "first line"],
      [null, "second line"],
    ]);
  });

  // snappy, lz4 and zstd end to end: the fake broker decodes each with an implementation other than ours
  // (kafkajs-snappy, lz4js with xxhashjs, fzstd). ~180 KB of records spans many snappy (32 KiB) and lz4
  // (64 KiB) blocks; the lines repeat enough for matches and also carry random text.
  for (const [compression, codec] of [
    ["snappy", 2],
    ["lz4", 3],
    ["zstd", 4],
  ] as const) {
    it(`${compression}: the batch's codec is ${codec} and the broker's own ${compression} decoder reads every record`, async () => {
      const name = await topic(1);
      const { source, key } = await pipeline({
        brokers: broker(env.KAFKA_BROKER_PORT),
        topic: name,
        encoding: "json",
        compression,
        event_key_field: "user",
        tls_enabled: false,
      });
      const lines = Array.from({ length: 600 }, (_, i) => ({
        user: `user-${i % 7}`,
        n: i,
        message: `GET /api/items/${i % 13} 200 ${"abcdefghij".repeat(i % 40)} ${crypto.randomUUID()}`,
      }));
      const res = await send(source, key, lines);
      expectQueued(res, lines.length);
      const batches = await produced(name, lines.length);
      expect(batches.length).toBeGreaterThan(0);
      for (const b of batches) expect(b).toMatchObject({ attributes: codec, crc_ok: true, magic: 2 });
      const records = batches.flatMap((b) => b.records);
      expect(records.map((r) => r.value)).toEqual(lines.map((l) => JSON.stringify(l)));
      expect(records.map((r) => r.key)).toEqual(lines.map((l) => l.user));
    });
  }

  it("codec output: the framing Kafka's Java client writes, and smaller than its input", async () => {
    const input = new TextEncoder().encode(
      Array.from({ length: 3000 }, (_, i) => `{"n":${i},"message":"line ${i % 17}"}`).join(""),
    );
    const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
    const snappy = snappyXerial(input);
    // magic 0x82 "SNAPPY" 0, version 1, compatible version 1, then the first block's length
    expect(hex(snappy.subarray(0, 16))).toBe("82534e415050590000000001" + "00000001");
    expect(snappy.length).toBeLessThan(input.length / 2);
    const lz4 = lz4Frame(input);
    // magic 0x184D2204 (LE), FLG 0x60, BD 0x40, header checksum (xxHash32(60 40) >> 8 & 0xff = 0x82)
    expect(hex(lz4.subarray(0, 7))).toBe("04224d18604082");
    expect(hex(lz4.subarray(lz4.length - 4))).toBe("00000000");
    expect(lz4.length).toBeLessThan(input.length / 2);
    const zstd = await zstdFrame(input);
    expect(hex(zstd.subarray(0, 4))).toBe("28b52ffd");
    expect(zstd.length).toBeLessThan(input.length / 2);
    // xxHash32 of the spec's sanity input (the empty input, seed 0)
    expect(xxhash32(new Uint8Array(0), 0)).toBe(0x02cc5d05);
  });

  it("SASL PLAIN: the right password delivers; a wrong one fails with the broker's error", async () => {
    const name = await topic(2);
    const config = {
      brokers: broker(env.KAFKA_SASL_BROKER_PORT),
      topic: name,
      encoding: "json",
      tls_enabled: false,
      sasl_enabled: true,
      sasl_username: USER,
      sasl_password: PASSWORD,
      sasl_mechanism: "PLAIN",
    };
    const ok = await pipeline(config);
    expectQueued(await send(ok.source, ok.key, [{ a: 1 }]), 1);
    expect(recordsOf(await produced(name, 1)).map((r) => r.value)).toEqual(['{"a":1}']);

    const bad = await pipeline({ ...config, sasl_password: "wrong" });
    const res = await send(bad.source, bad.key, [{ a: 2 }]);
    expectQueued(res, 1);
    await refused(bad.sink, "SASL_AUTHENTICATION_FAILED (58)");
    expect(recordsOf(await received(name)).map((r) => r.value)).toEqual(['{"a":1}']);
    // Without SASL the SASL listener closes the connection: no delivery, and it is reported (and retried).
    const none = await pipeline({
      ...config,
      sasl_enabled: false,
      sasl_username: undefined,
      sasl_password: undefined,
    });
    expectQueued(await send(none.source, none.key, [{ a: 3 }]), 1);
    await retrying(none.sink, "closed the connection");
    expect(recordsOf(await received(name)).map((r) => r.value)).toEqual(['{"a":1}']);
  });

  it("SASL SCRAM-SHA-256 and SCRAM-SHA-512 (the broker checks the proof, we check its signature)", async () => {
    for (const mechanism of ["SCRAM-SHA-256", "SCRAM-SHA-512"]) {
      const name = await topic(1);
      const config = {
        brokers: broker(env.KAFKA_SASL_BROKER_PORT),
        topic: name,
        tls_enabled: false,
        sasl_enabled: true,
        sasl_username: USER,
        sasl_password: PASSWORD,
        sasl_mechanism: mechanism,
      };
      const ok = await pipeline(config);
      const res = await send(ok.source, ok.key, [{ message: mechanism }]);
      expectQueued(res, 1);
      expect(recordsOf(await produced(name, 1)).map((r) => r.value)).toEqual([mechanism]);
      const bad = await pipeline({ ...config, sasl_password: "nope" });
      const failed = await send(bad.source, bad.key, [{ message: "x" }]);
      expectQueued(failed, 1);
      await refused(bad.sink, "SASL_AUTHENTICATION_FAILED (58)");
      expect(recordsOf(await received(name)).map((r) => r.value)).toEqual([mechanism]);
    }
  });

  it("a partition's error code fails the delivery with the code's name; an unknown topic too", async () => {
    const name = await topic(1, 29);
    const { source, key, sink } = await pipeline({
      brokers: broker(env.KAFKA_BROKER_PORT),
      topic: name,
      tls_enabled: false,
    });
    const res = await send(source, key, [{ a: 1 }]);
    expectQueued(res, 1);
    await refused(sink, `topic ${name} partition 0: TOPIC_AUTHORIZATION_FAILED (29)`);
    expect(await received(name)).toEqual([]);

    const missing = await pipeline({
      brokers: broker(env.KAFKA_BROKER_PORT),
      topic: "no-such-topic",
      tls_enabled: false,
    });
    const res2 = await send(missing.source, missing.key, [{ a: 1 }]);
    expectQueued(res2, 1);
    // Kafka marks it retriable (the topic may be being created): reported, and retried.
    await retrying(missing.sink, "UNKNOWN_TOPIC_OR_PARTITION (3)");
  });

  it("retries retriable codes and connection failures a bounded number of times, never reporting success", async () => {
    const name = await topic(1, 6);
    const node = {
      id: "k",
      type: "kafka",
      userConfig: {
        brokers: broker(env.KAFKA_BROKER_PORT),
        topic: name,
        encoding: "json",
        compression: "none",
        tls_enabled: false,
        sasl_enabled: false,
      },
    } as unknown as RunnableNode<KafkaConfig>;
    const event: PipelineEvent = { message: { a: 1 }, metadata: {}, timestamp: Date.now() };
    const slept: number[] = [];
    const ctx = { sleep: async (ms: number) => void slept.push(ms) } as unknown as DeliveryContext;
    const r = await deliverToKafka(node, [event], ctx);
    expect(r).toMatchObject({ ok: false, attempts: 3 });
    expect(r.error).toContain("NOT_LEADER_OR_FOLLOWER (6)");
    expect(slept).toHaveLength(2);
    const down = await deliverToKafka(
      {
        ...node,
        userConfig: { ...node.userConfig, brokers: [{ host: "127.0.0.1", port: 1 }] },
      } as RunnableNode<KafkaConfig>,
      [event],
      ctx,
    );
    expect(down).toMatchObject({ ok: false, attempts: 3 });
    expect(down.error).toContain("no broker answered");
  });
});

describe("murmur2 and the default partitioner", () => {
  it("matches Kafka's Java client (UtilsTest.testMurmur2)", () => {
    const vectors: [string, number][] = [
      ["21", -973932308],
      ["foobar", -790332482],
      ["a-little-bit-long-string", -985981536],
      ["a-little-bit-longer-string", -1486304829],
      ["lkjh234lh9fiuh90y23oiuhsafujhadof229phr9h19h89h8", -58897971],
      ["abc", 479470107],
    ];
    const bytes = (s: string) => new TextEncoder().encode(s);
    for (const [key, hash] of vectors) expect(murmur2(bytes(key)), key).toBe(hash);
    expect(partitionForKey(bytes("foobar"), 7)).toBe((-790332482 & 0x7fffffff) % 7);
  });
});
