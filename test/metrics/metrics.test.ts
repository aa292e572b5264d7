// Edge usage intake (validation, tenancy, idempotence, ingress/egress classification) and the usage
// metrics read combining edge records with live runs' component_usage counters.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error, type Json, type TestAccount } from "../helpers";
import { liveUsageRow, sourceSinkPipeline } from "./pipelines";

const INTAKE = "/v3/pipeline/account/local-deploy/metric/usage";
const HOUR = 3_600_000;
// A fixed, hour-aligned past time so buckets are predictable.
const T0 = Date.UTC(2026, 0, 5, 10);

let account: TestAccount;
let api: ReturnType<typeof client>;
let other: TestAccount;
let otherApi: ReturnType<typeof client>;
let p: { pipeline: string; source: string; sink: string };

beforeAll(async () => {
  account = await createAccount("metrics");
  api = client(account);
  other = await createAccount("metrics-other");
  otherApi = client(other);
  p = await sourceSinkPipeline(api);
});

const record = (over: Json = {}) => ({
  event_ts: T0,
  pipeline_id: p.pipeline,
  component_id: p.source,
  processor: "http",
  total_count: 10,
  total_size: 1000,
  ...over,
});

async function edgeRows(pipelineId: string) {
  const { results } = await env.DB.prepare(
    "SELECT * FROM edge_usage_metrics WHERE pipeline_id = ? ORDER BY event_ts, component_id",
  )
    .bind(pipelineId)
    .all<Json>();
  return results;
}

describe("edge usage intake: validation", () => {
  const cases: [string, unknown, string][] = [
    ["event_ts not an integer", [{ event_ts: 1.5 }], "/0/event_ts"],
    ["event_ts negative", [{ event_ts: -1 }], "/0/event_ts"],
    ["event_ts a string", [{ event_ts: "now" }], "/0/event_ts"],
    ["pipeline_id not a uuid", [{ pipeline_id: "p1" }], "/0/pipeline_id"],
    ["component_id empty", [{ component_id: "" }], "/0/component_id"],
    ["component_id missing", [{ component_id: undefined }], "/0/component_id"],
    ["processor not a string", [{ processor: 5 }], "/0/processor"],
    ["total_count negative", [{ total_count: -1 }], "/0/total_count"],
    ["total_size fractional", [{ total_size: 1.5 }], "/0/total_size"],
    ["an unknown field", [{ bytes: 1 }], "/0/bytes"],
    ["the bad record among good ones", [{}, {}, {}, { total_size: "big" }], "/3/total_size"],
  ];
  for (const [name, overrides, pointer] of cases) {
    it(`answers 400 naming ${pointer} for ${name}`, async () => {
      const body = (overrides as Json[]).map((o, i) => record({ event_ts: T0 + i, ...o }));
      const res = await api.post(INTAKE, body);
      const err = expectV3Error(res, 400, "EVALIDATION");
      expect(err.errors.map((e: Json) => e.instancePath)).toContain(pointer);
      expect(await edgeRows(p.pipeline)).toHaveLength(0);
    });
  }

  it("refuses an empty array, an object and more than 5,000 records", async () => {
    expectV3Error(await api.post(INTAKE, []), 400, "EVALIDATION");
    expectV3Error(await api.post(INTAKE, record()), 400, "EVALIDATION");
    const many = Array.from({ length: 5001 }, (_, i) => record({ event_ts: i }));
    expect([400, 413]).toContain((await api.post(INTAKE, many)).status);
  });

  it("refuses an empty edge_id", async () => {
    const err = expectV3Error(await api.post(`${INTAKE}?edge_id=`, [record()]), 400, "EVALIDATION");
    expect(err.errors[0].instancePath).toBe("/query/edge_id");
  });
});

describe("edge usage intake: tenancy", () => {
  it("refuses records of another account's or an unknown pipeline, naming each, and stores nothing", async () => {
    const foreign = await sourceSinkPipeline(otherApi, "foreign");
    const unknown = crypto.randomUUID();
    const res = await api.post(INTAKE, [
      record(),
      record({ pipeline_id: foreign.pipeline }),
      record({ event_ts: T0 + 1 }),
      record({ pipeline_id: unknown.toUpperCase() }),
    ]);
    const err = expectV3Error(res, 404, "ENOTFOUND");
    expect(err.errors.map((e: Json) => e.instancePath)).toEqual(["/1/pipeline_id", "/3/pipeline_id"]);
    expect(await edgeRows(p.pipeline)).toHaveLength(0);
    expect(await edgeRows(foreign.pipeline)).toHaveLength(0);
  });
});

describe("edge usage intake: storing", () => {
  it("counts a record sent twice once (a retry), and a repeat inside one request once", async () => {
    const q = await sourceSinkPipeline(api, "idempotent");
    const body = [
      record({ pipeline_id: q.pipeline, component_id: q.source }),
      record({ pipeline_id: q.pipeline, component_id: q.sink, processor: "blackhole", total_size: 700 }),
      record({ pipeline_id: q.pipeline, component_id: q.source }),
    ];
    const first = await api.post(`${INTAKE}?edge_id=edge-1`, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({
      edge_id: "edge-1",
      received: 3,
      stored: 2,
      duplicates: 1,
      duplicate_records: [2],
    });
    const again = await api.post(`${INTAKE}?edge_id=edge-1`, body);
    expect(again.body.data).toMatchObject({
      received: 3,
      stored: 0,
      duplicates: 3,
      duplicate_records: [0, 1, 2],
    });
    // Another edge reporting the same component at the same time is another record.
    const otherEdge = await api.post(`${INTAKE}?edge_id=edge-2`, body.slice(0, 1));
    expect(otherEdge.body.data).toMatchObject({ stored: 1, duplicates: 0, duplicate_records: [] });
    const rows = await edgeRows(q.pipeline);
    expect(rows.map((r) => [r.edge_id, r.component_id, r.traffic, r.total_size])).toEqual(
      expect.arrayContaining([
        ["edge-1", q.source, "ingress", 1000],
        ["edge-1", q.sink, "egress", 700],
        ["edge-2", q.source, "ingress", 1000],
      ]),
    );
    expect(rows).toHaveLength(3);
  });

  it("classifies components that are no node of the pipeline by their processor name", async () => {
    const q = await sourceSinkPipeline(api, "by-processor");
    const res = await api.post(INTAKE, [
      record({ pipeline_id: q.pipeline, component_id: "edge-in", processor: "source_http" }),
      record({ pipeline_id: q.pipeline, component_id: "edge-out", processor: "Destination:s3" }),
      record({ pipeline_id: q.pipeline, component_id: "edge-mid", processor: "remap" }),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const traffic = Object.fromEntries((await edgeRows(q.pipeline)).map((r) => [r.component_id, r.traffic]));
    expect(traffic).toEqual({ "edge-in": "ingress", "edge-out": "egress", "edge-mid": "internal" });
  });

  it("classifies a component deleted from the draft by the published revision", async () => {
    const q = await sourceSinkPipeline(api, "published");
    await api.post(`/v3/pipeline/${q.pipeline}/source/${q.source}/access-key`, { title: "k" });
    expect((await api.post(`/v3/pipeline/${q.pipeline}/publish`)).status).toBe(200);
    expect((await api.delete(`/v3/pipeline/${q.pipeline}/sink/${q.sink}`)).status).toBe(200);
    await api.post(INTAKE, [record({ pipeline_id: q.pipeline, component_id: q.sink, processor: "x" })]);
    expect((await edgeRows(q.pipeline))[0].traffic).toBe("egress");
  });
});

describe("usage metrics read", () => {
  let q: { pipeline: string; source: string; sink: string };
  beforeAll(async () => {
    q = await sourceSinkPipeline(api, "read");
    // Edge: hour 0 ingress 1000 B / 10 events at T0 and 500 B at T0+30min; egress 300 B in hour 1.
    const res = await api.post(INTAKE, [
      record({ pipeline_id: q.pipeline, component_id: q.source }),
      record({ pipeline_id: q.pipeline, component_id: q.source, event_ts: T0 + HOUR / 2, total_size: 500 }),
      record({ pipeline_id: q.pipeline, component_id: q.sink, event_ts: T0 + HOUR + 1, total_size: 300 }),
      record({ pipeline_id: q.pipeline, component_id: "mid", processor: "remap", total_size: 99999 }),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Live: 2000 B in at minute T0+5min, 800 B out at T0+HOUR+5min; processor rows are not traffic.
    const rows = [
      liveUsageRow(account.account_id, q.pipeline, q.source, "source", T0 + 5 * 60_000, {
        eventsIn: 4,
        bytesIn: 2000,
      }),
      liveUsageRow(account.account_id, q.pipeline, q.sink, "destination", T0 + HOUR + 5 * 60_000, {
        eventsOut: 3,
        bytesOut: 800,
      }),
      liveUsageRow(account.account_id, q.pipeline, "proc", "processor", T0, { bytesIn: 5, bytesOut: 5 }),
    ];
    await env.DB.batch(rows.map(([s, b]) => env.DB.prepare(s).bind(...b)));
  });

  it("combines edge records and live counters per bucket, ingress and egress", async () => {
    const res = await api.get(
      `/v3/pipeline/metric/usage?pipeline_id=${q.pipeline}&from=${T0}&to=${T0 + 2 * HOUR}&bucket=3600`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.type).toBe("usage-metric");
    const byTraffic = Object.fromEntries(res.body.data.map((s: Json) => [s.traffic, s]));
    expect(byTraffic.ingress.buckets).toEqual([
      { ts: T0, bytes: 3500, events: 24 },
      { ts: T0 + HOUR, bytes: 0, events: 0 },
    ]);
    expect(byTraffic.egress.buckets).toEqual([
      { ts: T0, bytes: 0, events: 0 },
      { ts: T0 + HOUR, bytes: 1100, events: 13 },
    ]);
    expect(byTraffic.ingress).toMatchObject({
      total_bytes: 3500,
      bucket_seconds: 3600,
      from: T0,
      to: T0 + 2 * HOUR,
    });
  });

  it("filters by traffic, takes seconds, and rounds the range out to whole buckets", async () => {
    const res = await api.get(
      `/v3/pipeline/metric/usage?pipeline_id=${q.pipeline}&traffic=egress&from=${(T0 + 60_000) / 1000}&to=${(T0 + HOUR + 60_000) / 1000}&bucket=1800`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0].traffic).toBe("egress");
    expect(res.body.data[0].buckets.map((b: Json) => b.ts)).toEqual([T0, T0 + HOUR / 2, T0 + HOUR]);
    expect(res.body.data[0].buckets[2].bytes).toBe(1100);
  });

  it("lists every pipeline with data when no pipeline is asked, and none of another account's", async () => {
    const res = await api.get(`/v3/pipeline/metric/usage?from=${T0}&to=${T0 + 2 * HOUR}`);
    expect(res.status).toBe(200);
    const ids = new Set(res.body.data.map((s: Json) => s.pipeline_id));
    expect(ids.has(q.pipeline)).toBe(true);
    const foreign = await otherApi.get(`/v3/pipeline/metric/usage?from=${T0}&to=${T0 + 2 * HOUR}`);
    expect(foreign.body.data).toEqual([]);
    expectV3Error(
      await otherApi.get(`/v3/pipeline/metric/usage?pipeline_id=${q.pipeline}`),
      404,
      "ENOTFOUND",
    );
  });

  it("answers an asked pipeline without data with zero buckets", async () => {
    const empty = await sourceSinkPipeline(api, "empty");
    const res = await api.get(
      `/v3/pipeline/metric/usage?pipeline_id=${empty.pipeline}&from=${T0}&to=${T0 + HOUR}`,
    );
    expect(res.body.data.map((s: Json) => [s.traffic, s.total_bytes, s.buckets.length])).toEqual([
      ["egress", 0, 1],
      ["ingress", 0, 1],
    ]);
  });

  const bad: [string, string][] = [
    ["from=yesterday", "/query/from"],
    ["to=-5", "/query/to"],
    ["bucket=59", "/query/bucket"],
    ["bucket=90", "/query/bucket"],
    ["traffic=both", "/query/traffic"],
    ["pipeline_id=abc", "/query/pipeline_id"],
    [`from=${T0 + HOUR}&to=${T0}`, "/query/from"],
    [`from=${T0 - 1000 * HOUR}&to=${T0}&bucket=60`, "/query/bucket"],
  ];
  for (const [query, pointer] of bad) {
    it(`answers 400 naming ${pointer} for ${query}`, async () => {
      const err = expectV3Error(await api.get(`/v3/pipeline/metric/usage?${query}`), 400, "EVALIDATION");
      expect(err.errors.map((e: Json) => e.instancePath)).toContain(pointer);
    });
  }
});
