// End to end: a pipeline built through the API, published, fed over HTTP with an access key, and read
// back from the log store with export v2. Destinations other than the log store are delivered by the delivery
// queue's consumer after the sender's answer: a test waits for what the receiver or the delivery status shows.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, type Json, type TestAccount } from "../helpers";
import { eventually, receivedWhen } from "../receiver-client";

let account: TestAccount;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  account = await createAccount("live");
  api = client(account);
  expect((await api.patch("/v3/pipeline/account", { beta_features: ["throttle"] })).status).toBe(200);
});

/** A destination's delivery status, as the delivery queue's consumer left it. */
const deliveryStatus = async (pipelineId: string, sinkId: string) =>
  (await api.get(`/v3/pipeline/${pipelineId}/sink/${sinkId}/delivery`)).body.data as Json;

/** A destination's delivery status once `done` holds for it. */
const deliveryWhen = (pipelineId: string, sinkId: string, done: (status: Json) => boolean) =>
  eventually(() => deliveryStatus(pipelineId, sinkId), done);

async function send(sourceId: string, key: string, body: string, path = `/ingest/${sourceId}`) {
  const res = await SELF.fetch(`https://api.test${path}`, {
    method: "POST",
    headers: { authorization: `Token ${key}`, "content-type": "application/json" },
    body,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** http source -> throttle (1 per .app per minute) -> log-analysis, published, with an access key. */
async function throttledPipeline(title: string) {
  const p = (await api.post("/v3/pipeline", { title })).body.data.id as string;
  const source = (
    await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "json" } })
  ).body.data.id as string;
  const throttle = (
    await api.post(`/v3/pipeline/${p}/transform`, {
      type: "throttle",
      inputs: [source],
      user_config: { threshold: 1, window_ms: 60_000, key_field: ".app" },
    })
  ).body.data.id as string;
  const sink = await api.post(`/v3/pipeline/${p}/sink`, {
    type: "log-analysis",
    inputs: [throttle],
    user_config: { app: "live", hostname: "pipeline-1", line_field: ".msg" },
  });
  expect(sink.status, JSON.stringify(sink.body)).toBe(200);
  const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data
    .key as string;
  return { p, source, throttle, key };
}

describe("live ingestion through a published pipeline", () => {
  it("throttles per .app and writes what passes into the log store", async () => {
    const { p, source, throttle, key } = await throttledPipeline("live-1");
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    const events = [
      { app: "a", msg: "a1" },
      { app: "a", msg: "a2" },
      { app: "b", msg: "b1" },
      { app: "b", msg: "b2" },
    ];
    const res = await send(source, key, JSON.stringify(events));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.accepted).toBe(4);
    expect(res.body.pipelines[0].deliveries[0]).toMatchObject({ type: "log-analysis", events: 2, ok: true });
    // The throttle's buckets live on: the next batch for .app a is throttled entirely.
    await send(source, key, JSON.stringify({ app: "a", msg: "a3" }));
    const page = await api.get("/v2/export?apps=live");
    expect(page.body.lines.map((l: Json) => l._line).sort()).toEqual(["a1", "b1"]);
    expect(page.body.lines[0]._host).toBe("pipeline-1");
    const usage = await env.DB.prepare(
      "SELECT component_id, sum(events_in) AS i, sum(events_out) AS o, sum(events_dropped) AS d FROM component_usage WHERE pipeline_id = ? GROUP BY component_id",
    )
      .bind(p)
      .all<{ component_id: string; i: number; o: number; d: number }>();
    const byId = Object.fromEntries(usage.results.map((r) => [r.component_id, r]));
    expect(byId[source]).toMatchObject({ i: 5, o: 5 });
    expect(byId[throttle]).toMatchObject({ i: 5, o: 2, d: 3 });
  });

  it("sizes and delivers an event nested deeper than a recursive walk can go (its bytes as JSON.stringify counts them)", async () => {
    const { p, source, key } = await throttledPipeline("live-deep");
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    const depth = 8000;
    const body = `[{"app":"deep","msg":"deep","d":${"[".repeat(depth)}1${"]".repeat(depth)}}]`;
    const res = await send(source, key, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.pipelines[0].deliveries[0]).toMatchObject({ type: "log-analysis", events: 1, ok: true });
    const usage = await env.DB.prepare(
      "SELECT sum(bytes_in) AS b FROM component_usage WHERE pipeline_id = ? AND component_id = ?",
    )
      .bind(p, source)
      .first<{ b: number }>();
    expect(usage?.b).toBe(new TextEncoder().encode(JSON.stringify(JSON.parse(body)[0])).byteLength);
  });

  it("runs the published revision, not the draft", async () => {
    const { p, source, throttle, key } = await throttledPipeline("live-2");
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    // A draft change (a far higher limit) does nothing until it is published.
    const node = (await api.get(`/v3/pipeline/${p}/transform/${throttle}`)).body.data;
    const put = await api.put(`/v3/pipeline/${p}/transform/${throttle}`, {
      type: "throttle",
      title: node.title,
      inputs: [source],
      user_config: { threshold: 100, window_ms: 60_000, key_field: ".app" },
      generation_id: node.generation_id,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const res = await send(
      source,
      key,
      JSON.stringify([
        { app: "c", msg: "c1" },
        { app: "c", msg: "c2" },
      ]),
    );
    expect(res.body.pipelines[0].deliveries[0].events).toBe(1);
  });

  it("refuses an unpublished or disabled pipeline, a wrong key and a body that does not decode", async () => {
    const { p, source, key } = await throttledPipeline("live-3");
    const unpublished = await send(source, key, "{}");
    expect(unpublished.status).toBe(409);
    expect(unpublished.body.message).toMatch(/not published/);
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    expect((await send(source, "0".repeat(64), "{}")).status).toBe(401);
    const other = await throttledPipeline("live-4");
    // Another source's key of the same account: refused (403), not an unknown source.
    const refused = await send(source, other.key, "{}");
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("EFORBIDDEN");
    const bad = await send(source, key, "{not json");
    expect(bad.status).toBe(400);
    expect(
      (await api.put(`/v3/pipeline/${p}/processing-status`, { processing_status: "disabled" })).status,
    ).toBe(200);
    const disabled = await send(source, key, "{}");
    expect(disabled.status).toBe(409);
    expect(disabled.body.message).toMatch(/disabled/);
  });

  it("queues for a destination that fails, and dead-letters its batch naming the failure, never success", async () => {
    const p = (await api.post("/v3/pipeline", { title: "live-fail" })).body.data.id as string;
    const source = (await api.post(`/v3/pipeline/${p}/source`, { type: "http" })).body.data.id as string;
    const sink = (
      await api.post(`/v3/pipeline/${p}/sink`, {
        type: "http",
        inputs: [source],
        user_config: { uri: "http://127.0.0.1:9/unreachable", max_retries: 0 },
      })
    ).body.data.id as string;
    const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data
      .key;
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    const res = await send(source, key, JSON.stringify({ msg: "x" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.pipelines[0].deliveries).toEqual([
      { destination_id: sink, type: "http", events: 1, ok: true, queued: true },
    ]);
    // max_retries 0: the one failed attempt dead-letters the batch.
    const status = await deliveryWhen(p, sink, (s) => s.dead_letter_events === 1);
    expect(status).toMatchObject({ delivered_events: 0, retrying_events: 0, last_success_at: null });
    // Unreachable: no status, and the message names the destination's address.
    expect(status.last_error).toMatchObject({ status: null });
    expect(status.last_error.message).toContain("http://127.0.0.1:9/unreachable");
    const dead = await api.get(`/v3/pipeline/${p}/sink/${sink}/dead-letter`);
    expect(dead.status).toBe(200);
    expect(dead.body.data).toHaveLength(1);
    expect(dead.body.data[0]).toMatchObject({ events: 1, replaying: false, last_error: status.last_error });
  });
});

describe("an http destination delivering to a real receiver", () => {
  async function httpPipeline(path: string, extra: Json = {}) {
    const p = (await api.post("/v3/pipeline", { title: `http ${path}` })).body.data.id as string;
    const source = (
      await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "ndjson" } })
    ).body.data.id as string;
    const sink = await api.post(`/v3/pipeline/${p}/sink`, {
      type: "http",
      inputs: [source],
      user_config: {
        uri: `${env.RECEIVER_URL}${path}`,
        encoding: "ndjson",
        headers: { "x-team": "sre" },
        ...extra,
      },
    });
    expect(sink.status, JSON.stringify(sink.body)).toBe(200);
    const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data
      .key;
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    return { p, source, sink: sink.body.data.id as string, key };
  }

  it("posts the events, batched and gzipped as configured, with the configured headers", async () => {
    const path = `/in/${crypto.randomUUID()}`;
    const { source, key } = await httpPipeline(path, { compression: "gzip", batch: { max_events: 2 } });
    const res = await send(source, key, '{"n":1}\n{"n":2}\n{"n":3}');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.pipelines[0].deliveries[0]).toMatchObject({ events: 3, ok: true, queued: true });
    const requests = await receivedWhen(path, 2);
    expect(requests).toHaveLength(2);
    expect(requests[0].headers["x-team"]).toBe("sre");
    expect(requests[0].headers["content-encoding"]).toBe("gzip");
    expect(requests.map((r) => r.body)).toEqual(['{"n":1}\n{"n":2}', '{"n":3}']);
  });

  it("retries a failing receiver with backoff until it takes the batch", async () => {
    const path = `/fail-2/${crypto.randomUUID()}`;
    const { p, source, sink, key } = await httpPipeline(path, { max_retries: 3 });
    const res = await send(source, key, '{"n":1}');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const requests = await receivedWhen(path, (r) => r.some((x) => x.status === 200));
    expect(requests.map((r) => r.status)).toEqual([503, 503, 200]);
    expect(requests.map((r) => r.body)).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    const status = await deliveryWhen(p, sink, (s) => s.delivered_events === 1);
    expect(status).toMatchObject({ retrying_events: 0, dead_letter_events: 0, last_error: { status: 503 } });
  });

  it("reports failure when the retries run out, never success", async () => {
    const path = `/fail-9/${crypto.randomUUID()}`;
    const { p, source, sink, key } = await httpPipeline(path, { max_retries: 1 });
    const res = await send(source, key, '{"n":1}');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 1 + max_retries attempts, then the batch is dead-lettered.
    const status = await deliveryWhen(p, sink, (s) => s.dead_letter_events === 1);
    expect(status).toMatchObject({ delivered_events: 0, retrying_events: 0, last_success_at: null });
    expect(status.last_error.message).toMatch(/503/);
    const requests = await receivedWhen(path, 2);
    expect(requests.map((r) => r.status)).toEqual([503, 503]);
  });
});

describe("the live throttle's exclude", () => {
  it("lets every event of an excluded host through, live (only the fields the throttle reads reach its object)", async () => {
    const p = (await api.post("/v3/pipeline", { title: "live-exclude" })).body.data.id as string;
    const source = (await api.post(`/v3/pipeline/${p}/source`, { type: "http" })).body.data.id as string;
    const throttle = (
      await api.post(`/v3/pipeline/${p}/transform`, {
        type: "throttle",
        inputs: [source],
        user_config: {
          threshold: 1,
          window_ms: 60_000,
          key_field: ".app",
          exclude: { expressions: [{ field: ".origin.host", str_operator: "equal", value: "vip" }] },
        },
      })
    ).body.data.id as string;
    await api.post(`/v3/pipeline/${p}/sink`, {
      type: "log-analysis",
      inputs: [throttle],
      user_config: { app: "excl", line_field: ".msg" },
    });
    const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data
      .key;
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    const events = [
      { app: "x", origin: { host: "web" }, msg: "x1", payload: "a".repeat(1000) },
      { app: "x", origin: { host: "vip" }, msg: "x2" },
      { app: "x", origin: { host: "web" }, msg: "x3" },
      { app: "x", origin: { host: "vip" }, msg: "x4" },
    ];
    expect((await send(source, key, JSON.stringify(events))).status).toBe(200);
    const lines = (await api.get("/v2/export?apps=excl")).body.lines as Json[];
    expect(lines.map((l) => l._line)).toEqual(["x1", "x2", "x4"]);
    // The stored line is the whole event, not the slim copy the throttle saw.
    expect(lines[0].payload).toHaveLength(1000);
  });
});

describe("sample and dedupe keep their state across live requests", () => {
  it("one event per request: sample keeps 1 in 2 and dedupe drops the repeats", async () => {
    const p = (await api.post("/v3/pipeline", { title: "stateful" })).body.data.id as string;
    const source = (
      await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "json" } })
    ).body.data.id as string;
    const branch = async (type: string, user_config: Json, app: string) => {
      const node = (await api.post(`/v3/pipeline/${p}/transform`, { type, inputs: [source], user_config }))
        .body.data.id as string;
      const sink = await api.post(`/v3/pipeline/${p}/sink`, {
        type: "log-analysis",
        inputs: [node],
        user_config: { app, hostname: "stateful", line_field: ".msg" },
      });
      expect(sink.status, JSON.stringify(sink.body)).toBe(200);
    };
    await branch("sample", { rate: 2 }, "sampled");
    await branch("dedupe", { fields: [".id"] }, "deduped");
    const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data
      .key as string;
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    for (const [n, id] of [1, 2, 1, 3, 3].entries()) {
      const res = await send(source, key, JSON.stringify({ id, msg: `m${n}` }));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const lines = async (app: string) =>
      (await api.get(`/v2/export?apps=${app}&prefer=head`)).body.lines.map((l: Json) => l._line);
    expect(await lines("sampled")).toEqual(["m0", "m2", "m4"]);
    expect(await lines("deduped")).toEqual(["m0", "m1", "m3"]);
  });
});
