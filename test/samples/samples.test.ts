// Data samples over HTTP: create from json/ndjson/text (and envelopes), limits, bad input, list/get/delete,
// tenancy, captures filled by live ingestion, capture timeout, processor groups as containers.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeSample } from "../../src/api/samples/decode";
import { MAX_SAMPLE_BYTES } from "../../src/live/capture";
import { type ApiResponse, client, createAccount, expectV3Error, type Json } from "../helpers";

type Api = ReturnType<typeof client>;
const MISSING = "00000000-0000-4000-8000-000000000000";

let api: Api;
let other: Api;

beforeAll(async () => {
  api = client(await createAccount("samples-a"));
  other = client(await createAccount("samples-b"));
});

function ok(res: ApiResponse): Json {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

/** A pipeline: http source -> blackhole; with an access key, so it can be published and fed live. */
async function pipeline(a: Api = api) {
  const p = ok(await a.post("/v3/pipeline", { title: "samples" })).id as string;
  const source = ok(
    await a.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "json" } }),
  ).id as string;
  ok(await a.post(`/v3/pipeline/${p}/sink`, { type: "blackhole", inputs: [source] }));
  const key = ok(await a.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).key as string;
  return { p, source, key, path: `/v3/pipeline/${p}/source/${source}/sample` };
}

async function send(sourceId: string, key: string, body: unknown) {
  const res = await SELF.fetch(`https://api.test/ingest/${sourceId}`, {
    method: "POST",
    headers: { authorization: `Token ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

function invalid(res: ApiResponse, pointer?: string) {
  const body = expectV3Error(res, 400, "EVALIDATION");
  if (pointer)
    expect(
      (body.errors as Json[]).map((e) => e.instancePath),
      JSON.stringify(body),
    ).toContain(pointer);
  return body;
}

describe("samples from data", () => {
  it("decodes each format into envelopes and answers a pipeline-sample", async () => {
    const { p, source, path } = await pipeline();
    const cases: [string, string, unknown[]][] = [
      ["json", JSON.stringify([{ a: 1 }, { a: 2 }]), [{ a: 1 }, { a: 2 }]],
      ["json", JSON.stringify({ only: true }), [{ only: true }]],
      ["ndjson", '{"n":1}\n\n{"n":2}\r\n"three"\n', [{ n: 1 }, { n: 2 }, "three"]],
      ["text", "first line\n\n  \nsecond line\n", [{ line: "first line" }, { line: "second line" }]],
    ];
    for (const [format, data, messages] of cases) {
      const res = await api.post(path, { title: `s ${format}`, format, data });
      expect(res.body.meta).toEqual({ type: "pipeline-sample", pk: "id", page: null });
      const s = ok(res);
      expect(s).toMatchObject({
        pipeline_sample_id: s.id,
        container_id: p,
        container_type: "pipeline",
        source_id: source,
        format,
        status: "ready",
        event_count: messages.length,
        capture: null,
      });
      expect(s.size_bytes).toBeGreaterThan(0);
      expect(s.events.map((e: Json) => e.message)).toEqual(messages);
      for (const e of s.events) {
        expect(typeof e.timestamp).toBe("number");
        expect(e.metadata).toEqual({});
      }
      // Stored as it was answered.
      const got = ok(await api.get(`${path}/${s.id}`));
      expect(got.events).toEqual(s.events);
    }
  });

  it("takes whole envelopes with their own timestamps", async () => {
    const { path } = await pipeline();
    const data = [
      { message: { app: "a" }, timestamp: 1_000 },
      { message: "raw", metadata: { host: "h" }, timestamp: "2026-01-01T00:00:00.000Z" },
    ];
    const s = ok(
      await api.post(path, { title: "env", format: "json", data: JSON.stringify(data), envelope: true }),
    );
    expect(s.events).toEqual([
      { message: { app: "a" }, metadata: {}, timestamp: 1_000 },
      { message: "raw", metadata: { host: "h" }, timestamp: Date.parse("2026-01-01T00:00:00.000Z") },
    ]);
    const nd = ok(
      await api.post(path, {
        title: "env nd",
        format: "ndjson",
        data: '{"message":1,"timestamp":5}\n{"message":2,"timestamp":6}',
        envelope: true,
      }),
    );
    expect(nd.events.map((e: Json) => e.timestamp)).toEqual([5, 6]);
    invalid(
      await api.post(path, { title: "x", format: "json", data: '[{"msg":1}]', envelope: true }),
      "/data/0",
    );
    invalid(
      await api.post(path, {
        title: "x",
        format: "json",
        data: '[{"message":1,"timestamp":"soon"}]',
        envelope: true,
      }),
      "/data/0",
    );
    invalid(await api.post(path, { title: "x", format: "text", data: "a", envelope: true }), "/envelope");
  });

  it("refuses more than 1000 events (400) and more than 4 MB (413)", async () => {
    const { path } = await pipeline();
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i}`).join("\n");
    expect(ok(await api.post(path, { title: "max", format: "text", data: lines(1000) })).event_count).toBe(
      1000,
    );
    const many = invalid(await api.post(path, { title: "x", format: "text", data: lines(1001) }), "/data");
    expect(many.message).toMatch(/at most 1000 events/);
    const arr = JSON.stringify(Array.from({ length: 1001 }, (_, i) => ({ i })));
    invalid(await api.post(path, { title: "x", format: "json", data: arr }), "/data");
    // Over 4 MB: refused as too large (by the route, or before it by the body limit).
    const big = await api.post(path, { title: "x", format: "text", data: "y".repeat(MAX_SAMPLE_BYTES + 1) });
    expectV3Error(big, 413, "EPAYLOADTOOLARGE");
    // The route's own check, whatever the body limit in front of it.
    expect(() => decodeSample("z".repeat(MAX_SAMPLE_BYTES + 1), "text", false, 0)).toThrow(/too large/);
    expect(() => decodeSample(`${"é".repeat(MAX_SAMPLE_BYTES / 2)}x`, "text", false, 0)).toThrow(/too large/);
    expect(decodeSample("a\nb", "text", false, 7)).toEqual([
      { message: { line: "a" }, metadata: {}, timestamp: 7 },
      { message: { line: "b" }, metadata: {}, timestamp: 7 },
    ]);
  });

  it("refuses bad input with pointers", async () => {
    const { path } = await pipeline();
    invalid(await api.post(path, { title: "x", format: "json", data: "{nope" }), "/data");
    invalid(await api.post(path, { title: "x", format: "ndjson", data: '{"a":1}\n{bad' }), "/data/1");
    invalid(await api.post(path, { title: "x", format: "text", data: "\n \n" }), "/data");
    invalid(await api.post(path, { title: "x", format: "json", data: "[]" }), "/data");
    invalid(await api.post(path, { title: "x", data: "a" }), "/format");
    invalid(await api.post(path, { title: "x", format: "text" }), "/data");
    invalid(await api.post(path, { title: "x", format: "xml", data: "<a/>" }), "/format");
    invalid(await api.post(path, { title: "x", format: "json", data: { a: 1 } }), "/data");
    invalid(await api.post(path, { format: "text", data: "a" }), "/title");
    invalid(await api.post(path, { title: "x", format: "text", data: "a", extra: 1 }), "/extra");
    invalid(
      await api.post(path, { title: "x", format: "text", data: "a", capture: { limit: 1 } }),
      "/format",
    );
    invalid(await api.post(path, { title: "x", capture: { limit: 0 } }), "/capture/limit");
    invalid(await api.post(path, { title: "x", capture: { limit: 1001 } }), "/capture/limit");
    invalid(
      await api.post(path, { title: "x", capture: { limit: 5, timeout_ms: 60_001 } }),
      "/capture/timeout_ms",
    );
    invalid(
      await api.post(`/v3/pipeline/${MISSING}/source/not-a-uuid/sample`, { title: "x" }),
      "/params/source_id",
    );
  });
});

describe("list, get, delete and tenancy", () => {
  it("lists without events, gets with them, deletes", async () => {
    const { path } = await pipeline();
    expect(ok(await api.get(path))).toEqual([]);
    const a = ok(await api.post(path, { title: "a", format: "text", data: "1\n2" }));
    const b = ok(await api.post(path, { title: "b", format: "ndjson", data: "{}" }));
    const list = await api.get(path);
    expect(list.body.meta.type).toBe("pipeline-sample");
    expect(ok(list).map((s: Json) => s.id)).toEqual([a.id, b.id]);
    expect(ok(list)[0].events).toBeUndefined();
    expect(ok(await api.get(`${path}/${a.id}`)).events).toHaveLength(2);
    const del = ok(await api.delete(`${path}/${a.id}`));
    expect(del.id).toBe(a.id);
    expectV3Error(await api.get(`${path}/${a.id}`), 404, "ENOTFOUND");
    expectV3Error(await api.delete(`${path}/${a.id}`), 404, "ENOTFOUND");
    expect(ok(await api.get(path)).map((s: Json) => s.id)).toEqual([b.id]);
  });

  it("deleting the pipeline deletes its samples and their events", async () => {
    const { p, path } = await pipeline();
    ok(await api.post(path, { title: "gone", format: "text", data: "1\n2" }));
    const count = (sql: string) =>
      env.DB.prepare(sql)
        .bind(p)
        .first<{ n: number }>()
        .then((r) => r?.n);
    expect(await count("SELECT count(*) AS n FROM pipeline_samples WHERE container_id = ?")).toBe(1);
    ok(await api.delete(`/v3/pipeline/${p}`));
    expect(await count("SELECT count(*) AS n FROM pipeline_samples WHERE container_id = ?")).toBe(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM pipeline_sample_events WHERE sample_id NOT IN (SELECT id FROM pipeline_samples) AND ? IS NOT NULL",
      ),
    ).toBe(0);
  });

  it("answers 404 for another account's containers and samples, and for the wrong source", async () => {
    const mine = await pipeline();
    const theirs = await pipeline(other);
    const s = ok(await api.post(mine.path, { title: "mine", format: "text", data: "x" }));
    for (const res of [
      await other.get(mine.path),
      await other.post(mine.path, { title: "t", format: "text", data: "x" }),
      await other.get(`${mine.path}/${s.id}`),
      await other.delete(`${mine.path}/${s.id}`),
      // Their pipeline with my source, my pipeline with their source.
      await api.get(`/v3/pipeline/${theirs.p}/source/${mine.source}/sample`),
      await api.get(`/v3/pipeline/${mine.p}/source/${theirs.source}/sample`),
      await api.get(`/v3/pipeline/${MISSING}/source/${mine.source}/sample`),
    ])
      expectV3Error(res, 404, "ENOTFOUND");
    // A second source of the same pipeline does not see the sample.
    const second = ok(await api.post(`/v3/pipeline/${mine.p}/source`, { type: "http" })).id;
    expectV3Error(await api.get(`/v3/pipeline/${mine.p}/source/${second}/sample/${s.id}`), 404, "ENOTFOUND");
    // Still there for its owner.
    expect(ok(await api.get(`${mine.path}/${s.id}`)).id).toBe(s.id);
  });
});

describe("capture from live events", () => {
  it("fills from the source's next live events up to the limit, showing progress", async () => {
    const { p, source, key, path } = await pipeline();
    ok(await api.post(`/v3/pipeline/${p}/publish`));
    const s = ok(await api.post(path, { title: "cap", capture: { limit: 3, timeout_ms: 60_000 } }));
    expect(s).toMatchObject({ format: "capture", status: "capturing", event_count: 0 });
    expect(s.capture).toMatchObject({ limit: 3, timeout_ms: 60_000, captured: 0 });
    await send(source, key, [{ n: 1 }, { n: 2 }]);
    const half = ok(await api.get(`${path}/${s.id}`));
    expect(half).toMatchObject({ status: "capturing", event_count: 2, capture: { captured: 2 } });
    expect(half.events.map((e: Json) => e.message)).toEqual([{ n: 1 }, { n: 2 }]);
    await send(source, key, [{ n: 3 }, { n: 4 }]);
    await send(source, key, [{ n: 5 }]);
    const full = ok(await api.get(`${path}/${s.id}`));
    expect(full).toMatchObject({ status: "ready", event_count: 3 });
    expect(full.events.map((e: Json) => e.message)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    // The envelope as it entered the source (metadata from live ingestion).
    expect(typeof full.events[0].metadata.received_at).toBe("number");
    expect(full.size_bytes).toBeGreaterThan(0);
  });

  it("two captures of one source fill independently", async () => {
    const { p, source, key, path } = await pipeline();
    ok(await api.post(`/v3/pipeline/${p}/publish`));
    const one = ok(await api.post(path, { title: "one", capture: { limit: 1 } }));
    const two = ok(await api.post(path, { title: "two", capture: { limit: 5 } }));
    await send(source, key, [{ n: 1 }, { n: 2 }]);
    expect(ok(await api.get(`${path}/${one.id}`))).toMatchObject({ status: "ready", event_count: 1 });
    expect(ok(await api.get(`${path}/${two.id}`))).toMatchObject({ status: "capturing", event_count: 2 });
  });

  it("times out keeping what arrived, and takes nothing afterwards", async () => {
    const { p, source, key, path } = await pipeline();
    ok(await api.post(`/v3/pipeline/${p}/publish`));
    // Long enough for the first send to arrive within it on a loaded machine (300 ms was not, in CI).
    const timeoutMs = 3000;
    const s = ok(await api.post(path, { title: "short", capture: { limit: 10, timeout_ms: timeoutMs } }));
    // The capture started before its answer came back: past this, it has timed out.
    const created = Date.now();
    await send(source, key, [{ n: 1 }]);
    await new Promise((r) => setTimeout(r, Math.max(0, created + timeoutMs + 100 - Date.now())));
    await send(source, key, [{ n: 2 }]);
    const got = ok(await api.get(`${path}/${s.id}`));
    expect(got).toMatchObject({ status: "timed_out", event_count: 1 });
    expect(got.events.map((e: Json) => e.message)).toEqual([{ n: 1 }]);
    expect(ok(await api.get(path))[0].status).toBe("timed_out");
  });
});

describe("processor groups as containers", () => {
  it("keeps samples on the group's input (`input` or the group id)", async () => {
    const g = ok(
      await api.post("/v3/pipeline/processor-group", {
        title: "g",
        processors: [
          {
            id: "keep",
            type: "filter",
            inputs: ["input"],
            user_config: { conditional: { expressions: [{ field: ".a", str_operator: "exists" }] } },
          },
        ],
      }),
    );
    const path = `/v3/pipeline/${g.id}/source/input/sample`;
    const s = ok(await api.post(path, { title: "gs", format: "json", data: '[{"a":1}]' }));
    expect(s).toMatchObject({ container_type: "processor-group", container_id: g.id, source_id: "input" });
    expect(ok(await api.get(`/v3/pipeline/${g.id}/source/${g.id}/sample`)).map((x: Json) => x.id)).toEqual([
      s.id,
    ]);
    expectV3Error(await api.get(`/v3/pipeline/${g.id}/source/${MISSING}/sample`), 404);
    expectV3Error(await other.get(path), 404);
    invalid(await api.post(path, { title: "cap", capture: { limit: 1 } }), "/capture");
  });
});
