// The consumer sources run for real against a fake broker on loopback TCP (./kafka-consumer-broker.mjs, which
// writes its record batches with kafkajs's encoder and its own codecs, not the Worker's code): the kafka source
// in the mezmo terraform provider's form (flat sasl_*, decoding_codec) and in its own (a sasl object, decoding),
// cloud-event-hub and the provider's azure-event-hub (SASL PLAIN as $ConnectionString). Publish starts them
// (deployed saas); a tick fetches from the partitions' leader, the events are delivered, then the offsets are
// committed to the source's consumer group.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { eventHubAddress, eventHubSettings, kafkaSettings, recordEvents } from "../../src/pull/kafka/reader";
import { lz4FrameDecode, unsnappy } from "../../src/pull/kafka/records";
import { client, createAccount, type Json, type TestAccount } from "../helpers";
import { httpSink, publishedPullPipeline, pullObject, receivedEvents, receivedSettled } from "./helpers";

/** The fake broker's bindings (vitest.config.ts). */
const broker = env as unknown as {
  KAFKA_CONSUMER_PORT: number;
  KAFKA_CONSUMER_SASL_PORT: number;
  KAFKA_CONSUMER_CONTROL_URL: string;
};

// The fake broker's credentials (./kafka-consumer-broker.mjs runs in Node; its module cannot load here).
const KAFKA_USER = "alice";
const KAFKA_PASSWORD = "alice-secret";
const EVENT_HUB_CONNECTION_STRING =
  "Endpoint=sb://127.0.0.1/;SharedAccessKeyName=listen;SharedAccessKey=c2VjcmV0LWtleQ==;UseDevelopmentEmulator=true";

let account: TestAccount;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  account = await createAccount("pull-kafka");
  api = client(account);
});

async function control(method: string, path: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${broker.KAFKA_CONSUMER_CONTROL_URL}${path}`, {
    method,
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  expect(res.status, `${method} ${path}: ${res.status}`).toBeLessThan(300);
  return res.status === 204 ? {} : ((await res.json()) as Json);
}

const topic = (name: string, partitions = 1) => control("PUT", `/topics/${name}`, { partitions });
const produce = (name: string, partition: number, records: Json[], extra: Json = {}) =>
  control("POST", `/produce/${name}/${partition}`, { records, ...extra });
const status = async (p: string, s: string) =>
  (await api.get(`/v3/pipeline/${p}/source/${s}/pull-status`)).body.data as Json;

/** The provider's body (KafkaSourceFromModel) against the SASL listener. */
const providerKafka = (topics: string[], group: string, extra: Json = {}) => ({
  type: "kafka",
  user_config: {
    decoding_codec: "json",
    brokers: [{ host: "127.0.0.1", port: broker.KAFKA_CONSUMER_SASL_PORT }],
    topics,
    group_id: group,
    tls_enabled: false,
    sasl_enabled: true,
    sasl_mechanism: "PLAIN",
    sasl_username: KAFKA_USER,
    sasl_password: KAFKA_PASSWORD,
    ...extra,
  },
});

describe("kafka in the provider's form (models/sources/kafka.go)", () => {
  it("reads what is written after it started, every codec, and commits its group's offsets", async () => {
    await topic("orders-1", 2);
    // Written before the source started: not read (a group without offsets starts at records since).
    await produce("orders-1", 0, [{ value: '{"order":"old"}', timestamp: Date.now() - 3_600_000 }]);
    const path = "/pull/kafka-orders-1/";
    const { p, source } = await publishedPullPipeline(
      api,
      providerKafka(["orders-1"], "g-orders-1"),
      httpSink(path),
    );
    const later = Date.now() + 1000;
    await produce(
      "orders-1",
      0,
      [{ key: "k1", value: '{"order":1}', timestamp: later, headers: { h: "v" } }],
      {
        compression: "gzip",
      },
    );
    await produce("orders-1", 0, [{ value: '{"order":2}', timestamp: later }], { compression: "snappy" });
    await produce("orders-1", 0, [{ value: "not json", timestamp: later }], { control: true });
    await produce("orders-1", 0, [{ value: null, timestamp: later }]); // a tombstone: no event
    await produce("orders-1", 0, [{ value: "plain text", timestamp: later }], { compression: "lz4" });
    await produce("orders-1", 1, [{ value: '{"order":3}', timestamp: later }], { compression: "snappy-raw" });
    await produce(
      "orders-1",
      1,
      Array.from({ length: 3 }, (_, i) => ({ value: JSON.stringify({ order: 4 + i }), timestamp: later })),
      { compression: "lz4" },
    );
    await pullObject(p, source).tick();
    const events = (await receivedEvents(path, 7)).flat();
    // Each partition in order; the two partitions in either order.
    const orders = events.map((e) => e.order ?? e.line);
    expect(orders.filter((o) => [1, 2, "plain text"].includes(o))).toEqual([1, 2, "plain text"]);
    expect(orders.filter((o) => typeof o === "number" && o >= 3)).toEqual([3, 4, 5, 6]);
    expect(orders).toHaveLength(7);
    // Delivered, then committed: the group's offsets are past everything read (control batch included).
    expect(await control("GET", "/commits/g-orders-1")).toEqual({ "orders-1:0": 6, "orders-1:1": 4 });
    expect(await status(p, source)).toMatchObject({ last_error: null, events_pulled: 7, running: true });
    const auth = (await control("GET", "/auth")) as unknown as Json[];
    expect(auth).toContainEqual({ mechanism: "PLAIN", user: KAFKA_USER, ok: true });

    // Only what comes next is read next.
    await produce("orders-1", 1, [{ value: '{"order":7}' }]);
    await pullObject(p, source).tick();
    const after = await receivedEvents(path, 8);
    expect(after.flat().at(-1)).toEqual({ order: 7 });
    expect(await control("GET", "/commits/g-orders-1")).toEqual({ "orders-1:0": 6, "orders-1:1": 5 });
  });

  it("starts a new source of a group where the group is (its committed offsets), and decodes bytes as lines", async () => {
    await topic("resume-1");
    const first = "/pull/kafka-resume-a/";
    const a = await publishedPullPipeline(api, providerKafka(["resume-1"], "g-resume-1"), httpSink(first));
    await produce(
      "resume-1",
      0,
      [{ value: "one" }, { value: "two" }].map((r) => ({ ...r, timestamp: Date.now() + 1000 })),
    );
    await pullObject(a.p, a.source).tick();
    await receivedEvents(first, 2);
    expect(await control("GET", "/commits/g-resume-1")).toEqual({ "resume-1:0": 2 });
    // Written with old timestamps, after the group's offset: a source of the same group reads them anyway.
    await produce("resume-1", 0, [{ value: "three", timestamp: 1000 }]);
    const second = "/pull/kafka-resume-b/";
    const b = await publishedPullPipeline(
      api,
      providerKafka(["resume-1"], "g-resume-1", { decoding_codec: "bytes" }),
      httpSink(second),
    );
    await pullObject(b.p, b.source).tick();
    expect((await receivedEvents(second, 1)).flat()).toEqual([{ line: "three" }]);
  });

  it("moves on when the group commit fails (a group with other members): delivers once, commits later", async () => {
    await topic("busy-1");
    await control("PUT", "/groups/g-busy-1", { busy: true });
    const path = "/pull/kafka-busy-1/";
    const { p, source } = await publishedPullPipeline(
      api,
      providerKafka(["busy-1"], "g-busy-1"),
      httpSink(path),
    );
    await produce("busy-1", 0, [{ value: '{"n":1}', timestamp: Date.now() + 1000 }]);
    const stub = pullObject(p, source);
    await stub.tick();
    // The run delivered: the cursor moved; the failed commit is a warning, not a failed run.
    const after = await status(p, source);
    expect(after).toMatchObject({ last_error: null, events_pulled: 1 });
    expect(after.warnings[0].message).toMatch(
      /not committed to group g-busy-1 \(retried\).*UNKNOWN_MEMBER_ID \(25\).*give this source a group_id no other consumer uses/,
    );
    expect(await control("GET", "/commits/g-busy-1")).toEqual({});
    // More is written meanwhile: only it is read (the first record is not read again under a new batch).
    await produce("busy-1", 0, [{ value: '{"n":2}', timestamp: Date.now() + 1000 }]);
    await stub.tick();
    expect(await status(p, source)).toMatchObject({ last_error: null, events_pulled: 2 });
    await control("PUT", "/groups/g-busy-1", { busy: false });
    // Nothing new: the commit that failed is retried with the latest offsets.
    await stub.tick();
    expect(await control("GET", "/commits/g-busy-1")).toEqual({ "busy-1:0": 2 });
    const requests = await receivedSettled(path);
    expect(
      requests
        .filter((r) => r.status === 200)
        .map((r) => r.body.trim())
        .sort(),
    ).toEqual(['{"n":1}', '{"n":2}']);
    // Committed: the next tick with nothing new commits nothing more.
    const commits = async () =>
      ((await control("GET", "/requests")) as unknown as { api_key: number }[]).filter((r) => r.api_key === 8)
        .length;
    const before = await commits();
    await stub.tick();
    expect(await commits()).toBe(before);
  });

  it("steps past a record batch that does not decode, on its partition only, and reports it", async () => {
    await topic("corrupt-1", 2);
    const path = "/pull/kafka-corrupt-1/";
    const { p, source } = await publishedPullPipeline(
      api,
      providerKafka(["corrupt-1"], "g-corrupt-1"),
      httpSink(path),
    );
    const at = Date.now() + 1000;
    const one = (value: string) => [{ value, timestamp: at }];
    await produce("corrupt-1", 0, one('{"n":1}'));
    await produce("corrupt-1", 0, one('{"n":2}'), { corrupt: "crc" });
    await produce("corrupt-1", 0, one('{"n":3}'), { compression: "gzip" });
    await produce("corrupt-1", 0, [...one('{"n":4}'), ...one('{"n":5}')], { corrupt: "codec" });
    await produce("corrupt-1", 0, one('{"n":6}'));
    await produce("corrupt-1", 1, one('{"m":1}'));
    await pullObject(p, source).tick();
    const events = (await receivedEvents(path, 4)).flat();
    expect(events.filter((e) => e.n !== undefined).map((e) => e.n)).toEqual([1, 3, 6]);
    expect(events.filter((e) => e.m !== undefined)).toEqual([{ m: 1 }]);
    const s = await status(p, source);
    expect(s).toMatchObject({ last_error: null, events_pulled: 4 });
    const warnings = (s.warnings as { message: string }[]).map((w) => w.message);
    expect(warnings).toHaveLength(2);
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /skipped 1 record batch \(1 record\(s\), offsets 1 to 1\) of corrupt-1\/0.*CRC-32C/,
      ),
    );
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /skipped 1 record batch \(2 record\(s\), offsets 3 to 4\) of corrupt-1\/0.*codec 6/,
      ),
    );
    expect(await control("GET", "/commits/g-corrupt-1")).toEqual({ "corrupt-1:0": 6, "corrupt-1:1": 1 });
  });

  it("moves past offsets the broker deleted (retention), and reports an unknown topic", async () => {
    await topic("retention-1");
    const path = "/pull/kafka-retention-1/";
    const { p, source } = await publishedPullPipeline(
      api,
      providerKafka(["retention-1"], "g-retention-1"),
      httpSink(path),
    );
    const stub = pullObject(p, source);
    const at = Date.now() + 1000;
    await produce("retention-1", 0, [{ value: '{"n":0}', timestamp: at }]);
    await stub.tick();
    await receivedEvents(path, 1);
    await produce("retention-1", 0, [{ value: '{"n":1}', timestamp: at }]);
    await produce("retention-1", 0, [{ value: '{"n":2}', timestamp: at }]);
    await control("POST", "/truncate/retention-1/0", { before: 2 });
    await stub.tick(); // OFFSET_OUT_OF_RANGE: to the first kept offset
    await stub.tick();
    expect((await receivedEvents(path, 2)).flat()).toEqual([{ n: 0 }, { n: 2 }]);

    const missing = await publishedPullPipeline(api, providerKafka(["no-such-topic"], "g-x"), {
      type: "blackhole",
    });
    await pullObject(missing.p, missing.source).tick();
    expect((await status(missing.p, missing.source)).last_error).toMatch(
      /topic no-such-topic: UNKNOWN_TOPIC_OR_PARTITION \(3\)/,
    );
  });

  it("refuses wrong credentials with the broker's reason", async () => {
    const { p, source } = await publishedPullPipeline(
      api,
      providerKafka(["orders-1"], "g-wrong", { sasl_password: "not-the-password" }),
      { type: "blackhole" },
    );
    await pullObject(p, source).tick();
    expect((await status(p, source)).last_error).toMatch(/SASL_AUTHENTICATION_FAILED \(58\)/);
  });
});

describe("kafka in its own form", () => {
  it("takes a sasl object (SCRAM-SHA-512) and ndjson decoding, without SASL on the plain listener too", async () => {
    await topic("own-1");
    await topic("own-2");
    const path = "/pull/kafka-own-1/";
    const { p, source } = await publishedPullPipeline(
      api,
      {
        type: "kafka",
        user_config: {
          brokers: [{ host: "127.0.0.1", port: broker.KAFKA_CONSUMER_SASL_PORT }],
          topics: ["own-1"],
          group_id: "g-own-1",
          tls_enabled: false,
          sasl: { mechanism: "scram-sha-512", username: KAFKA_USER, password: KAFKA_PASSWORD },
          decoding: "ndjson",
        },
      },
      httpSink(path),
    );
    await produce("own-1", 0, [{ value: '{"a":1}\n{"a":2}\nnot json\n', timestamp: Date.now() + 1000 }]);
    await pullObject(p, source).tick();
    expect((await receivedEvents(path, 3)).flat()).toEqual([{ a: 1 }, { a: 2 }, { line: "not json" }]);
    expect((await control("GET", "/auth")) as unknown as Json[]).toContainEqual({
      mechanism: "SCRAM-SHA-512",
      user: KAFKA_USER,
      ok: true,
    });

    const plainPath = "/pull/kafka-own-plain/";
    const plain = await publishedPullPipeline(
      api,
      {
        type: "kafka",
        user_config: {
          brokers: [
            { host: "127.0.0.1", port: 1 }, // down: the next broker is tried
            { host: "127.0.0.1", port: broker.KAFKA_CONSUMER_PORT },
          ],
          topics: ["own-2"],
          group_id: "g-own-plain",
          tls_enabled: false,
          decoding: "text",
        },
      },
      httpSink(plainPath),
    );
    await produce("own-2", 0, [{ value: '{"b":1}', timestamp: Date.now() + 1000 }]);
    await pullObject(plain.p, plain.source).tick();
    expect((await receivedEvents(plainPath, 1)).flat()).toEqual([{ line: '{"b":1}' }]);
  });
});

describe("event hubs through their Kafka endpoint", () => {
  it("cloud-event-hub and the provider's azure-event-hub sign in as $ConnectionString and read their hubs", async () => {
    await topic("hub-1");
    await topic("hub-2");
    await topic("hub-3");
    // Azure's Event Hubs emulator takes plaintext (UseDevelopmentEmulator=true); the namespace is a host:port.
    const namespace = `127.0.0.1:${broker.KAFKA_CONSUMER_SASL_PORT}`;
    const ours = "/pull/hub-ours/";
    const a = await publishedPullPipeline(
      api,
      {
        type: "cloud-event-hub",
        user_config: { namespace, event_hub: "hub-1", connection_string: EVENT_HUB_CONNECTION_STRING },
      },
      httpSink(ours),
    );
    const theirs = "/pull/hub-provider/";
    const b = await publishedPullPipeline(
      api,
      {
        type: "azure-event-hub",
        user_config: {
          decoding_codec: "bytes",
          connection_string: EVENT_HUB_CONNECTION_STRING,
          namespace,
          group_id: "$Default",
          topics: ["hub-2", "hub-3"],
        },
      },
      httpSink(theirs),
    );
    const at = Date.now() + 1000;
    await produce("hub-1", 0, [{ value: '{"hub":1}', timestamp: at }]);
    await produce("hub-2", 0, [{ value: '{"hub":2}', timestamp: at }]);
    await produce("hub-3", 0, [{ value: "three", timestamp: at }]);
    await pullObject(a.p, a.source).tick();
    await pullObject(b.p, b.source).tick();
    expect((await receivedEvents(ours, 1)).flat()).toEqual([{ hub: 1 }]);
    expect(
      (await receivedEvents(theirs, 2))
        .flat()
        .map((e) => e.line)
        .sort(),
    ).toEqual(["three", '{"hub":2}']);
    expect((await control("GET", "/auth")) as unknown as Json[]).toContainEqual({
      mechanism: "PLAIN",
      user: "$ConnectionString",
      ok: true,
    });
    expect(await control("GET", "/commits/$Default")).toMatchObject({ "hub-2:0": 1, "hub-3:0": 1 });
  });

  it("connects to <namespace>.servicebus.windows.net:9093 over TLS, or the host a namespace names", () => {
    expect(eventHubAddress("telemetry-ns")).toEqual({
      host: "telemetry-ns.servicebus.windows.net",
      port: 9093,
    });
    expect(eventHubAddress("ns.servicebus.chinacloudapi.cn")).toEqual({
      host: "ns.servicebus.chinacloudapi.cn",
      port: 9093,
    });
    expect(eventHubAddress("localhost:9092")).toEqual({ host: "localhost", port: 9092 });
    const settings = eventHubSettings({
      namespace: "telemetry-ns",
      connection_string:
        "Endpoint=sb://telemetry-ns.servicebus.windows.net/;SharedAccessKeyName=l;SharedAccessKey=k",
      group_id: "$Default",
      topics: ["a"],
      decoding_codec: "json",
    });
    expect(settings).toMatchObject({
      tls: true,
      sasl: { mechanism: "PLAIN", username: "$ConnectionString" },
      decoding: "json",
      topics: ["a"],
    });
  });
});

describe("decoding", () => {
  it("maps both kafka forms, and turns a record into events with its topic, partition, offset, key and headers", () => {
    const base = { brokers: [{ host: "h", port: 1 }], topics: ["t"], group_id: "g", tls_enabled: true };
    expect(
      kafkaSettings({
        ...base,
        decoding_codec: "bytes",
        sasl_enabled: true,
        sasl_username: "u",
        sasl_password: "p",
        sasl_mechanism: "",
      }),
    ).toMatchObject({ decoding: "text", sasl: { mechanism: "PLAIN", username: "u", password: "p" } });
    expect(
      kafkaSettings({
        ...base,
        decoding: "json",
        sasl: { mechanism: "scram-sha-256", username: "u", password: "p" },
      }),
    ).toMatchObject({ decoding: "json", sasl: { mechanism: "SCRAM-SHA-256" } });
    expect(kafkaSettings({ ...base, decoding_codec: "json", sasl_enabled: false }).sasl).toBeNull();
    const utf8 = new TextEncoder();
    const events = recordEvents(
      {
        offset: 41,
        timestamp: 1_700_000_000_000,
        key: utf8.encode("k"),
        value: utf8.encode('{"a":1}'),
        headers: [["h", utf8.encode("v")]],
      },
      { topic: "t", partition: 2 },
      "json",
      0,
    );
    expect(events).toEqual([
      {
        message: { a: 1 },
        timestamp: 1_700_000_000_000,
        metadata: { topic: "t", partition: 2, offset: 41, key: "k", headers: { h: "v" } },
      },
    ]);
  });

  it("decodes lz4 frames with dependent blocks and bare snappy blocks", async () => {
    // An LZ4 frame (no block independence): a literal block, then a block that matches into the first.
    const frame = new Uint8Array([
      0x04,
      0x22,
      0x4d,
      0x18,
      0x40,
      0x40,
      0x00, // magic, FLG (version 1, dependent blocks), BD, HC (unchecked)
      0x06,
      0x00,
      0x00,
      0x00,
      0x50,
      0x61,
      0x62,
      0x63,
      0x64,
      0x65, // block 1: 5 literals "abcde"
      0x03,
      0x00,
      0x00,
      0x00,
      0x01,
      0x05,
      0x00, // block 2: no literals, match offset 5, length 5
      0x00,
      0x00,
      0x00,
      0x00,
    ]);
    // Block 2 as written is one sequence with a match but no final literals: the decoder takes it.
    expect(new TextDecoder().decode(lz4FrameDecode(frame, 1024))).toBe("abcdeabcde");
    const { compress } = await import("snappyjs");
    expect(new TextDecoder().decode(unsnappy(compress(new TextEncoder().encode("bare snappy")), 1024))).toBe(
      "bare snappy",
    );
  });
});
