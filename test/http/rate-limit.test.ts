// Per-key rate limits (src/http/rate-limit.ts) against the real Rate Limiting binding of miniflare. The
// Worker is called with two low-limit bindings (vitest.config.ts: 5 requests per 60 s for management, 5 per
// 10 s for ingestion, the periods of wrangler.toml) in place of the production ones, so a 429 takes six
// requests; setup goes through SELF, under wrangler.toml's production limits, and spends none of them.
// miniflare counts in fixed windows: a window may end during a test, so a test sends until the first 429
// (at least LIMIT requests pass first, at most two windows' worth) and checks only what a new window
// cannot make false.
import { createExecutionContext, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { enterpriseSql } from "../../scripts/enterprise-sql.mjs";
import worker from "../../src/index";
import { client, createAccount, type Json } from "../helpers";

const LIMIT = 5;
const limited: Cloudflare.Env = {
  ...env,
  MANAGEMENT_RATE_LIMIT: env.TEST_MANAGEMENT_RATE_LIMIT,
  INGESTION_RATE_LIMIT: env.TEST_INGESTION_RATE_LIMIT,
};

async function send(path: string, init: RequestInit = {}, bindings: Cloudflare.Env = limited) {
  const res = await worker.fetch(
    new Request(`https://api.test${path}`, init),
    bindings,
    createExecutionContext(),
  );
  const binary = res.headers.get("content-type") === "application/x-protobuf";
  const text = binary ? "" : await res.text();
  let body: Json = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { raw: text };
  }
  return { status: res.status, headers: res.headers, body, text };
}
type Answer = Awaited<ReturnType<typeof send>>;

/**
 * Sends until the first 429: at least LIMIT requests (less `spent` already in this window) pass first, and
 * one comes within two windows.
 */
async function exhaust(request: () => Promise<Answer>, spent = 0): Promise<Answer> {
  for (let sent = 0; sent <= 2 * LIMIT + 1; sent++) {
    const res = await request();
    if (res.status === 429) {
      expect(sent, "requests that passed before the 429").toBeGreaterThanOrEqual(LIMIT - spent);
      return res;
    }
    expect(res.status, res.text).toBeLessThan(500);
  }
  throw new Error(`no 429 after ${2 * LIMIT + 2} requests`);
}

const token = (key: string) => ({ authorization: `Token ${key}` });
const json = (key: string, body: unknown) => ({
  method: "POST",
  headers: { ...token(key), "content-type": "application/json" },
  body: JSON.stringify(body),
});
const lines = { lines: [{ line: "hello", app: "rate" }] };

function expectV3Limited(res: Answer, retryAfter: string) {
  expect(res.status).toBe(429);
  expect(res.headers.get("retry-after")).toBe(retryAfter);
  expect(res.body).toMatchObject({ code: "ERATELIMITED", status: 429, message: expect.any(String) });
  expect(res.body.request_id).toBe(res.headers.get("x-request-id"));
  expect(res.body.error).toBeUndefined();
}

function expectV1Limited(res: Answer, retryAfter: string) {
  expect(res.status).toBe(429);
  expect(res.headers.get("retry-after")).toBe(retryAfter);
  expect(res.body).toMatchObject({ code: "ERATELIMITED", status: 429, error: expect.any(String) });
  expect(res.body.request_id).toBe(res.headers.get("x-request-id"));
  expect(res.body.message).toBeUndefined();
}

describe("management budget", () => {
  it("answers 429 ERATELIMITED in the v3 body with Retry-After: 60 past the limit", async () => {
    const { service_key } = await createAccount("rl-v3");
    const res = await exhaust(() => send("/v3/pipeline", { headers: token(service_key) }));
    expectV3Limited(res, "60");
    expect(res.body.message).toMatch(/retry after 60 seconds/);
  });

  it("answers in the v1 body on /v1 and /v2, and counts every form of the key as one key", async () => {
    const { service_key } = await createAccount("rl-v1");
    let turn = 0;
    // Token, servicekey header and Basic auth: one key, one budget.
    const forms = [
      token(service_key),
      { servicekey: service_key },
      { authorization: `Basic ${btoa(`${service_key}:`)}` },
    ];
    const res = await exhaust(() => send("/v1/config/view", { headers: forms[turn++ % forms.length] }));
    expectV1Limited(res, "60");
    const v2 = await send("/v2/usage", { headers: token(service_key) });
    if (v2.status === 429) expectV1Limited(v2, "60");
  });

  it("one key's exhaustion does not limit another key, of the same account or another", async () => {
    const a = await createAccount("rl-a");
    const b = await createAccount("rl-b");
    const second = (await client(a).post("/v1/config/keys?type=service", { name: "second" })).body as Json;
    expect(second.key, JSON.stringify(second)).toEqual(expect.any(String));
    await exhaust(() => send("/v3/pipeline", { headers: token(a.service_key) }));
    expect((await send("/v3/pipeline", { headers: token(b.service_key) })).status).toBe(200);
    expect((await send("/v3/pipeline", { headers: token(second.key) })).status).toBe(200);
  });

  it("a 429 carries the account's CORS headers, with Retry-After exposed to the page", async () => {
    const account = await createAccount("rl-cors");
    const origin = "https://console.example.com";
    const set = await client(account).patch("/v3/pipeline/account", { cors_origins: [origin] });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const res = await exhaust(() =>
      send("/v3/pipeline", { headers: { ...token(account.service_key), origin } }),
    );
    expect(res.headers.get("access-control-allow-origin")).toBe(origin);
    expect(res.headers.get("access-control-expose-headers")).toMatch(/retry-after/i);
  });

  it("a request without a valid key is left to authentication (401), never counted", async () => {
    for (let i = 0; i < 2 * LIMIT + 2; i++) {
      expect((await send("/v3/pipeline", { headers: token("not-a-key") })).status).toBe(401);
      expect((await send("/v3/pipeline")).status).toBe(401);
    }
  });
});

describe("management budget of an enterprise key", () => {
  it("counts the enterprise API (authenticated in its router) and answers its v1 body", async () => {
    const { statements, result } = await enterpriseSql("rl-enterprise");
    await env.DB.batch(statements.map((s: string) => env.DB.prepare(s)));
    const res = await exhaust(() => send("/v2/enterprise", { headers: token(result.enterprise_key) }));
    expectV1Limited(res, "60");
    // Another enterprise's key is not limited.
    const other = await enterpriseSql("rl-enterprise-2");
    await env.DB.batch(other.statements.map((s: string) => env.DB.prepare(s)));
    expect((await send("/v2/enterprise", { headers: token(other.result.enterprise_key) })).status).toBe(200);
  });
});

describe("ingestion budget", () => {
  it("/logs/ingest answers 429 in the v1 body with Retry-After: 10 past the limit", async () => {
    const { ingestion_key } = await createAccount("rl-logs");
    const res = await exhaust(() =>
      send("/logs/ingest?hostname=h", {
        method: "POST",
        headers: { apikey: ingestion_key, "content-type": "application/json" },
        body: JSON.stringify(lines),
      }),
    );
    expectV1Limited(res, "10");
    expect(res.body.error).toMatch(/more lines per request/);
  });

  it("is counted apart from management, both ways, for one service key (edge metric intake)", async () => {
    const account = await createAccount("rl-split");
    const pipeline = (await client(account).post("/v3/pipeline", { title: "edge" })).body.data.id as string;
    const key = account.service_key;
    const record = {
      event_ts: Date.now(),
      pipeline_id: pipeline,
      component_id: "c",
      processor: "source",
      total_count: 1,
      total_size: 10,
    };
    const edge = () => send("/v3/pipeline/account/local-deploy/metric/usage?edge_id=e1", json(key, [record]));
    const manage = () => send("/v3/pipeline", { headers: token(key) });

    // Management exhausted: the edge intake still takes records.
    await exhaust(manage);
    const taken = await edge();
    expect(taken.status, taken.text).toBe(200);

    // Ingestion exhausted (v3 body, its own period): management calls are answered.
    const refused = await exhaust(edge, 1);
    expectV3Limited(refused, "10");
    const other = await createAccount("rl-split-2");
    const fresh = await send("/v3/pipeline", { headers: token(other.service_key) });
    expect(fresh.status).toBe(200);
  });

  it("exhausting ingestion does not block the same account's management calls", async () => {
    const account = await createAccount("rl-ingest-first");
    await exhaust(() =>
      send("/logs/ingest?hostname=h", {
        method: "POST",
        headers: { apikey: account.ingestion_key, "content-type": "application/json" },
        body: JSON.stringify(lines),
      }),
    );
    expect((await send("/v1/config/view", { headers: token(account.service_key) })).status).toBe(200);
    expect((await send("/v3/pipeline", { headers: token(account.service_key) })).status).toBe(200);
  });
});

describe("live ingestion answers 429 in each protocol's own shape", () => {
  const sources = new Map<string, { id: string; key: string }>();
  beforeAll(async () => {
    const api = client(await createAccount("rl-protocols"));
    for (const kind of [
      "open-telemetry-logs",
      "siem-hec",
      "stream-firehose",
      "prometheus-remote-write",
      "http",
    ]) {
      const p = (await api.post("/v3/pipeline", { title: `rl ${kind}` })).body.data.id as string;
      const id = (await api.post(`/v3/pipeline/${p}/source`, { type: kind })).body.data.id as string;
      await api.post(`/v3/pipeline/${p}/sink`, { type: "blackhole", inputs: [id] });
      const key = (await api.post(`/v3/pipeline/${p}/source/${id}/access-key`, { title: "k" })).body.data.key;
      expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
      sources.set(kind, { id, key });
    }
  });
  const source = (kind: string) => sources.get(kind) as { id: string; key: string };

  it("OTLP: a google.rpc.Status RESOURCE_EXHAUSTED (8), in JSON or protobuf, with Retry-After", async () => {
    const { id, key } = source("open-telemetry-logs");
    const body = { resourceLogs: [{ scopeLogs: [{ logRecords: [{ body: { stringValue: "hi" } }] }] }] };
    const res = await exhaust(() => send(`/ingest/${id}/v1/logs`, json(key, body)));
    expect(res.headers.get("retry-after")).toBe("10");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body).toEqual({ code: 8, message: expect.stringMatching(/Too many ingestion requests/) });
    const proto = await send(`/ingest/${id}/v1/logs`, {
      method: "POST",
      headers: { ...token(key), "content-type": "application/x-protobuf" },
      body: new Uint8Array(),
    });
    if (proto.status === 429) {
      expect(proto.headers.get("content-type")).toBe("application/x-protobuf");
      expect(proto.headers.get("retry-after")).toBe("10");
    }
  });

  it('Splunk HEC: {"text":"Server is busy","code":9} with status 429 and Retry-After', async () => {
    const { id, key } = source("siem-hec");
    const res = await exhaust(() =>
      send(`/ingest/${id}/services/collector/event`, {
        method: "POST",
        headers: { authorization: `Splunk ${key}` },
        body: JSON.stringify({ event: "hi" }),
      }),
    );
    expect(res.headers.get("retry-after")).toBe("10");
    expect(res.body).toMatchObject({ text: "Server is busy", code: 9 });
  });

  it("Firehose: {requestId, timestamp, errorMessage} with status 429", async () => {
    const { id, key } = source("stream-firehose");
    const res = await exhaust(() =>
      send(`/ingest/${id}`, {
        method: "POST",
        headers: {
          "x-amz-firehose-access-key": key,
          "x-amz-firehose-request-id": "req-1",
          "content-type": "application/json",
        },
        body: JSON.stringify({
          requestId: "req-1",
          timestamp: Date.now(),
          records: [{ data: btoa('{"a":1}') }],
        }),
      }),
    );
    expect(res.headers.get("retry-after")).toBe("10");
    expect(res.body).toEqual({
      requestId: "req-1",
      timestamp: expect.any(Number),
      errorMessage: expect.stringMatching(/Too many ingestion requests/),
    });
  });

  it("Prometheus remote write: text with status 429", async () => {
    const { id, key } = source("prometheus-remote-write");
    const res = await exhaust(() =>
      send(`/ingest/${id}/api/v1/write`, {
        method: "POST",
        headers: {
          authorization: `Basic ${btoa(`prometheus:${key}`)}`,
          "content-type": "application/x-protobuf",
        },
        body: new Uint8Array([1, 2, 3]),
      }),
    );
    expect(res.headers.get("retry-after")).toBe("10");
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/Too many ingestion requests/);
  });

  it("a generic http source: the v3 body; other access keys are not limited", async () => {
    const { id, key } = source("http");
    const res = await exhaust(() => send(`/ingest/${id}`, json(key, [{ msg: "hi" }])));
    expectV3Limited(res, "10");
    const hec = source("siem-hec");
    const other = await send(`/ingest/${hec.id}/services/collector/event`, {
      method: "POST",
      headers: { authorization: `Splunk ${hec.key}` },
      body: JSON.stringify({ event: "hi" }),
    });
    expect(other.status).toBeLessThan(500);
  });
});

describe("what is never limited", () => {
  it("/health, whatever key comes with it", async () => {
    const { service_key } = await createAccount("rl-health");
    await exhaust(() => send("/v3/pipeline", { headers: token(service_key) }));
    for (let i = 0; i < 2 * LIMIT + 2; i++) {
      const res = await send("/health", { headers: token(service_key) });
      expect(res.status).toBe(200);
      expect(res.headers.get("retry-after")).toBeNull();
    }
  });

  it("anything, with RATE_LIMITS = off (the benchmarks)", async () => {
    const { service_key, ingestion_key } = await createAccount("rl-off");
    const off = { ...limited, RATE_LIMITS: "off" };
    for (let i = 0; i < 2 * LIMIT + 2; i++) {
      expect((await send("/v3/pipeline", { headers: token(service_key) }, off)).status).toBe(200);
      const ingest = await send(
        "/logs/ingest?hostname=h",
        { method: "POST", headers: { apikey: ingestion_key }, body: JSON.stringify(lines) },
        off,
      );
      expect(ingest.status, ingest.text).toBe(200);
    }
  });
});

describe("the OpenAPI document", () => {
  it("documents the 429 and its Retry-After on authenticated routes and live ingestion paths", async () => {
    const doc = (await send("/openapi.json")).body;
    const routes = [
      doc.paths["/v3/pipeline"].get,
      doc.paths["/v1/config/view"].get,
      doc.paths["/logs/ingest"].post,
      doc.paths["/ingest/{source_id}/v1/logs"].post,
      doc.paths["/ingest/{source_id}/services/collector/event"].post,
    ];
    for (const route of routes) expect(route.responses["429"].headers["Retry-After"]).toBeDefined();
    expect(doc.paths["/health"].get.responses["429"]).toBeUndefined();
  });
});
