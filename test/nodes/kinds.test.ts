// Every node kind over HTTP: each can be created with a minimal user_config, defaults are filled, and
// the throttle processor follows API-CONTRACT section 5 (beta, threshold, window_ms, key_field, exclude).
// A kind's secrets are owner-bound: the writer's GET answers them as sent, another key's GET and every
// list answer the mask.
import { beforeAll, describe, expect, it } from "vitest";
import { findNodeKind } from "../../src/engine/kinds";
import { getAt, secretPaths } from "../../src/lib/sealed-secrets";
import {
  type ApiResponse,
  client,
  createAccount,
  expectV3Error,
  type Json,
  otherServiceKey,
} from "../helpers";
import {
  asRead,
  MINIMAL_DESTINATION_CONFIG,
  MINIMAL_PROCESSOR_CONFIG,
  MINIMAL_SOURCE_CONFIG,
  type NodeClass,
} from "./fixtures";

type Api = ReturnType<typeof client>;

const cond = { expressions: [{ field: ".level", str_operator: "equal", value: "error" }] };

// Minimal valid configurations of every kind, shared with the other node tests.
const minimalSources = MINIMAL_SOURCE_CONFIG;
const minimalProcessors = MINIMAL_PROCESSOR_CONFIG;
const minimalDestinations = MINIMAL_DESTINATION_CONFIG;

let api: Api;
/** A second service key of the same account: it reads the nodes `api` writes, not their secrets. */
let other: Api;
let pid: string;
let sourceId: string;
let catalog: Json[];

function ok(res: ApiResponse): Json {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

function expectInvalid(res: ApiResponse, pointer: string) {
  const body = expectV3Error(res, 400, "EVALIDATION");
  expect(
    (body.errors as Json[] | undefined)?.map((e) => e.instancePath),
    JSON.stringify(body),
  ).toContain(pointer);
}

beforeAll(async () => {
  const account = await createAccount("kinds");
  api = client(account);
  other = client(await otherServiceKey(account));
  pid = ok(await api.post("/v3/pipeline", { title: "kinds" })).id;
  sourceId = ok(
    await api.post(`/v3/pipeline/${pid}/source`, { type: "demo-logs", user_config: { format: "json" } }),
  ).id;
  catalog = ok(await api.get("/v3/pipeline/node")) as unknown as Json[];
  ok(await api.patch("/v3/pipeline/account", { beta_features: ["throttle"] }));
});

/** The non-empty secrets of a node kind's configuration (the kind's schema says which). */
function secretsOf(cls: NodeClass, type: string, config: Json): string[] {
  const schema = findNodeKind(cls, type)?.config as never;
  return secretPaths(schema, config)
    .map((path) => getAt(config, path))
    .filter((v): v is string => typeof v === "string" && v !== "");
}

/**
 * Asserts how `node` (the answer to its create) reads: the writer's GET answers it as created, secrets in
 * clear; the class's list and another key's GET answer it with every secret masked, none of their text.
 */
async function expectReads(cls: NodeClass, node: Json, sent: Json) {
  const url = `/v3/pipeline/${pid}/${cls}/${node.id}`;
  expect(ok(await api.get(url))).toEqual(node);
  const masked = asRead(cls, node);
  const theirs = ok(await other.get(url));
  expect(theirs).toEqual(masked);
  const listed = (ok(await api.get(`/v3/pipeline/${pid}/${cls}`)) as unknown as Json[]).find(
    (n) => n.id === node.id,
  );
  expect(listed).toEqual(masked);
  const secrets = secretsOf(cls, node.type, sent);
  for (const answer of [theirs, listed])
    for (const secret of secrets)
      expect(JSON.stringify(answer)).not.toContain(JSON.stringify(secret).slice(1, -1));
}

const typesOf = (kind: string) =>
  catalog
    .filter((e) => e.kind === kind)
    .map((e) => e.type)
    .sort();

describe("sources", () => {
  it("the test's list is exactly SPEC's 20 source kinds and the catalog's", () => {
    expect(Object.keys(minimalSources)).toHaveLength(20);
    expect(typesOf("source")).toEqual(Object.keys(minimalSources).sort());
  });

  for (const [type, user_config] of Object.entries(minimalSources)) {
    it(`creates a ${type} source with a minimal user_config`, async () => {
      const src = ok(await api.post(`/v3/pipeline/${pid}/source`, { type, user_config }));
      expect(src).toMatchObject({ type, generation_id: 0, deploy_type: "saas", gateway_route_id: null });
      expect(src.user_config).toMatchObject(user_config);
      expect(src.outputs).toEqual([{ id: src.id, label: expect.any(String) }]);
      expect(src.title).toBe(catalog.find((e) => e.kind === "source" && e.type === type)?.title);
      await expectReads("source", src, user_config);
    });
  }

  it("fills source defaults", async () => {
    const post = async (type: string, user_config: Json) =>
      ok(await api.post(`/v3/pipeline/${pid}/source`, { type, user_config })).user_config;
    expect(await post("http", {})).toEqual({ decoding: "json", capture_metadata: false });
    expect(await post("demo-logs", { format: "nginx" })).toEqual({ format: "nginx", interval_ms: 1000 });
    expect(await post("logstash", {})).toEqual({ format: "json", capture_metadata: false });
    expect(await post("fluent", {})).toEqual({
      decoding: "json",
      json_date_key: "date",
      capture_metadata: false,
    });
    expect(await post("stream-firehose", {})).toEqual({ decoding: "json", record_compression: "auto" });
    expect(await post("s3", minimalSources.s3)).toMatchObject({ compression: "auto" });
    expect(await post("kafka", minimalSources.kafka)).toMatchObject({ tls_enabled: true, decoding: "json" });
    expect(await post("cloud-event-hub", minimalSources["cloud-event-hub"])).toMatchObject({
      group_id: "$Default",
      decoding: "json",
    });
  });

  it("refuses invalid source configs with a pointer into user_config", async () => {
    const post = (type: string, user_config: unknown) =>
      api.post(`/v3/pipeline/${pid}/source`, { type, user_config });
    expectInvalid(await post("s3", { ...minimalSources.s3, bucket: "UPPER" }), "/user_config/bucket");
    expectInvalid(await post("s3", { ...minimalSources.s3, region: "mars" }), "/user_config/region");
    expectInvalid(
      await post("sqs", { ...minimalSources.sqs, queue_url: "http://x.example" }),
      "/user_config/queue_url",
    );
    expectInvalid(await post("demo-logs", { format: "json", interval_ms: 1 }), "/user_config/interval_ms");
    expectInvalid(await post("pipeline-data-restoration", { from: 10, to: 5 }), "/user_config/to");
    expectInvalid(await post("kafka", { ...minimalSources.kafka, topics: [] }), "/user_config/topics");
    expectInvalid(
      await post("kafka", { ...minimalSources.kafka, brokers: [{ host: "h", port: 0 }] }),
      "/user_config/brokers/0/port",
    );
    expectInvalid(await post("siem-hec", { decoding: "json" }), "/user_config/decoding");
    expectInvalid(await post("http", { decoding: "xml" }), "/user_config/decoding");
  });
});

describe("processors", () => {
  it("the test covers every processor of the catalog", () => {
    expect(typesOf("processor")).toEqual(Object.keys(minimalProcessors).sort());
  });

  for (const [type, user_config] of Object.entries(minimalProcessors)) {
    it(`creates a ${type} transform with a minimal user_config`, async () => {
      const t = ok(
        await api.post(`/v3/pipeline/${pid}/transform`, { type, user_config, inputs: [sourceId] }),
      );
      expect(t).toMatchObject({ type, inputs: [sourceId], generation_id: 0 });
      expect(t.outputs.length).toBeGreaterThanOrEqual(1);
      await expectReads("transform", t, user_config);
    });
  }

  it("fills processor defaults", async () => {
    const post = async (type: string, user_config: Json) =>
      ok(await api.post(`/v3/pipeline/${pid}/transform`, { type, user_config })).user_config;
    expect(await post("filter", { conditional: cond })).toMatchObject({ action: "allow" });
    expect(await post("flatten-fields", {})).toEqual({ fields: [], delimiter: "_" });
    expect(await post("data-profiler", {})).toEqual({
      app_fields: [".app"],
      host_fields: [".host"],
      level_fields: [".level"],
      line_fields: [".line"],
    });
    expect(await post("reduce", {})).toMatchObject({
      group_by: [],
      duration_ms: 30_000,
      merge_strategies: [],
    });
    expect(await post("aggregate", minimalProcessors.aggregate)).toMatchObject({
      window_type: "tumbling",
      group_by: [],
    });
    expect(await post("parse", { parser: "key_value", field: ".line" })).toEqual({
      parser: "key_value",
      field: ".line",
      field_delimiter: " ",
      key_delimiter: "=",
    });
  });

  it("parse-sequentially has one output per parser plus _unmatched", async () => {
    const t = ok(
      await api.post(`/v3/pipeline/${pid}/transform`, {
        type: "parse-sequentially",
        user_config: {
          field: ".line",
          parsers: [
            { label: "As JSON", config: { parser: "json" } },
            { label: "Syslog", config: { parser: "syslog" } },
          ],
        },
      }),
    );
    expect(t.outputs.map((o: Json) => o.id)).toEqual([
      `${t.id}.as_json`,
      `${t.id}.syslog`,
      `${t.id}._unmatched`,
    ]);
    expect(t.user_config.parsers.map((p: Json) => p._output_name)).toEqual(["as_json", "syslog"]);
    expect(t.outputs.map((o: Json) => o.label)).toEqual(["As JSON", "Syslog", "Unmatched"]);
  });

  it("refuses invalid processor configs with a pointer into user_config", async () => {
    const post = (type: string, user_config: unknown) =>
      api.post(`/v3/pipeline/${pid}/transform`, { type, user_config });
    expectInvalid(await post("aggregate", { interval_ms: 60_000, operation: "sum" }), "/user_config/field");
    expectInvalid(
      // A 16-character key with a 256-bit algorithm.
      await post("encrypt-fields", {
        ...minimalProcessors["encrypt-fields"],
        key: "k".repeat(16),
        algorithm: "AES-256-GCM",
      }),
      "/user_config/key",
    );
    expectInvalid(
      await post("event-to-metric", { metric_name: "m", metric_type: "counter" }),
      "/user_config/value_field",
    );
    expectInvalid(await post("sample", { rate: 1 }), "/user_config/rate");
    expectInvalid(
      await post("parse", { parser: "regex", pattern: "(no named group)", field: ".l" }),
      "/user_config/pattern",
    );
    expectInvalid(
      await post("parse", { parser: "regex", pattern: "(?<a>[", field: ".l" }),
      "/user_config/pattern",
    );
    expectInvalid(await post("drop-fields", { fields: [] }), "/user_config/fields");
    expectInvalid(await post("filter", {}), "/user_config/conditional");
  });
});

describe("destinations", () => {
  it("the test covers every destination of the catalog", () => {
    expect(typesOf("destination")).toEqual(Object.keys(minimalDestinations).sort());
  });

  for (const [type, user_config] of Object.entries(minimalDestinations)) {
    it(`creates a ${type} sink with a minimal user_config`, async () => {
      const k = ok(await api.post(`/v3/pipeline/${pid}/sink`, { type, user_config, inputs: [sourceId] }));
      expect(k).toMatchObject({ type, inputs: [sourceId], outputs: [], generation_id: 0 });
      await expectReads("sink", k, user_config);
    });
  }

  it("fills batch defaults and refuses bad destination configs", async () => {
    const k = ok(
      await api.post(`/v3/pipeline/${pid}/sink`, { type: "s3", user_config: minimalDestinations.s3 }),
    );
    expect(k.user_config).toMatchObject({
      encoding: "json",
      compression: "gzip",
      batch: { max_events: 1000, max_bytes: 1_048_576, timeout_ms: 1000 },
    });
    const post = (type: string, user_config: unknown) =>
      api.post(`/v3/pipeline/${pid}/sink`, { type, user_config });
    expectInvalid(await post("http", {}), "/user_config/uri");
    expectInvalid(await post("http", { uri: "not a url" }), "/user_config/uri");
    expectInvalid(await post("loki", { endpoint: "https://l.example", labels: {} }), "/user_config/labels");
    expectInvalid(await post("elasticsearch", { endpoints: [], index: "logs" }), "/user_config/endpoints");
    expectInvalid(
      await post("http", { uri: "https://x.example", auth: { strategy: "bearer" } }),
      "/user_config/auth/token",
    );
    expectInvalid(await post("blackhole", { anything: 1 }), "/user_config/anything");
  });
});

describe("throttle (beta)", () => {
  it("answers 403 EFEATUREDISABLED until the beta is enabled, then works", async () => {
    const fresh = client(await createAccount("no-beta"));
    const p = ok(await fresh.post("/v3/pipeline", { title: "t" })).id;
    const body = { type: "throttle", user_config: { threshold: 5, window_ms: 1000 } };
    expectV3Error(await fresh.post(`/v3/pipeline/${p}/transform`, body), 403, "EFEATUREDISABLED");
    expect(ok(await fresh.get(`/v3/pipeline/${p}/transform`))).toEqual([]);
    // Turning a node into a throttle is refused the same way.
    const t = ok(
      await fresh.post(`/v3/pipeline/${p}/transform`, { type: "sample", user_config: { rate: 2 } }),
    );
    expectV3Error(
      await fresh.put(`/v3/pipeline/${p}/transform/${t.id}`, {
        ...body,
        title: "x",
        inputs: [],
        generation_id: 0,
      }),
      403,
      "EFEATUREDISABLED",
    );
    expect(ok(await fresh.get(`/v3/pipeline/${p}/transform/${t.id}`))).toEqual(t);

    ok(await fresh.patch("/v3/pipeline/account", { beta_features: ["throttle"] }));
    const created = ok(await fresh.post(`/v3/pipeline/${p}/transform`, body));
    expect(created).toMatchObject({ type: "throttle", user_config: { threshold: 5, window_ms: 1000 } });

    // Disabling the beta again refuses new throttle nodes.
    ok(await fresh.patch("/v3/pipeline/account", { beta_features: [] }));
    expectV3Error(await fresh.post(`/v3/pipeline/${p}/transform`, body), 403, "EFEATUREDISABLED");
  });

  it("accepts the full section 5 config", async () => {
    const user_config = {
      threshold: 1,
      window_ms: 1,
      key_field: ".app",
      exclude: {
        logical_operation: "OR",
        expressions: [{ field: ".host", str_operator: "equal", value: "h1" }],
      },
    };
    const t = ok(await api.post(`/v3/pipeline/${pid}/transform`, { type: "throttle", user_config }));
    expect(t.user_config).toEqual({
      ...user_config,
      exclude: {
        logical_operation: "OR",
        expressions: [{ field: ".host", str_operator: "equal", value: "h1", negate: false }],
      },
    });
    const nested = ok(
      await api.post(`/v3/pipeline/${pid}/transform`, {
        type: "throttle",
        user_config: { threshold: 1_000_000, window_ms: 3_600_000, key_field: '.kubernetes."pod name"[0]' },
      }),
    );
    expect(nested.user_config.key_field).toBe('.kubernetes."pod name"[0]');
  });

  const bad: [string, Json, string][] = [
    ["threshold 0", { threshold: 0, window_ms: 1000 }, "/user_config/threshold"],
    ["negative threshold", { threshold: -1, window_ms: 1000 }, "/user_config/threshold"],
    ["fractional threshold", { threshold: 1.5, window_ms: 1000 }, "/user_config/threshold"],
    ["string threshold", { threshold: "5", window_ms: 1000 }, "/user_config/threshold"],
    ["missing threshold", { window_ms: 1000 }, "/user_config/threshold"],
    ["window_ms 0", { threshold: 1, window_ms: 0 }, "/user_config/window_ms"],
    ["fractional window_ms", { threshold: 1, window_ms: 0.5 }, "/user_config/window_ms"],
    ["missing window_ms", { threshold: 1 }, "/user_config/window_ms"],
    ["key_field without a dot", { threshold: 1, window_ms: 1, key_field: "app" }, "/user_config/key_field"],
    ["empty key_field", { threshold: 1, window_ms: 1, key_field: "" }, "/user_config/key_field"],
    ["key_field with spaces", { threshold: 1, window_ms: 1, key_field: ".a b" }, "/user_config/key_field"],
    ["exclude not a group", { threshold: 1, window_ms: 1, exclude: "x" }, "/user_config/exclude"],
    [
      "exclude with an empty group",
      { threshold: 1, window_ms: 1, exclude: { expressions: [] } },
      "/user_config/exclude/expressions",
    ],
    [
      "exclude with an unknown operator",
      {
        threshold: 1,
        window_ms: 1,
        exclude: { expressions: [{ field: ".host", str_operator: "not_equal", value: "h" }] },
      },
      "/user_config/exclude/expressions/0/str_operator",
    ],
    ["unknown option", { threshold: 1, window_ms: 1, limit: 5 }, "/user_config/limit"],
  ];
  for (const [name, user_config, pointer] of bad) {
    it(`refuses ${name}`, async () => {
      expectInvalid(
        await api.post(`/v3/pipeline/${pid}/transform`, { type: "throttle", user_config }),
        pointer,
      );
    });
  }
});
