// Log volume reduction rules: CRUD and validation at /v1/config/reduction-rules, their effect at
// POST /logs/ingest across requests (what export and usage see), the savings report, and tenancy.
import { describe, expect, it } from "vitest";
import {
  client,
  createAccount,
  expectV1Error,
  exportV1,
  ingest,
  type Json,
  settleLogStore,
  type TestAccount,
} from "../helpers";

const base = "/v1/config/reduction-rules";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
// Line timestamps: a minute boundary two hours ago (inside retention, before now), so windows are exact.
const T0 = Math.floor((Date.now() - 2 * 3_600_000) / 60_000) * 60_000;
const DAY = new Date(T0).toISOString().slice(0, 10);
const nowS = Math.floor(Date.now() / 1000);

async function createRule(account: TestAccount, body: Json): Promise<Json> {
  const res = await client(account).post(base, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function send(account: TestAccount, lines: Json[]): Promise<Json> {
  const res = await ingest(account.ingestion_key, { lines });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function stored(account: TestAccount): Promise<string[]> {
  const res = await exportV1(account.service_key);
  expect(res.status, res.raw).toBe(200);
  return res.lines.map((l) => l._line).sort();
}

async function usage(account: TestAccount) {
  await settleLogStore(account.account_id);
  const api = client(account);
  const v1 = await api.get(`/v1/usage/apps?from=${nowS - 86_400}&to=${nowS}`);
  const v2 = await api.get(`/v2/usage?from=${nowS - 86_400}&to=${nowS}`);
  expect(v1.status, JSON.stringify(v1.body)).toBe(200);
  expect(v2.status, JSON.stringify(v2.body)).toBe(200);
  return { ingested: v1.body.total_lines as number, bytes: v2.body.results.bytes as number };
}

const line = (text: string, extra: Json = {}) => ({ line: text, timestamp: T0, app: "web", ...extra });

describe("reduction rules: CRUD", () => {
  it("creates a dedupe rule with its defaults and reads it back with zero savings", async () => {
    const account = await createAccount();
    const rule = await createRule(account, { action: "dedupe", apps: ["web"] });
    expect(rule).toEqual({
      id: expect.any(String),
      title: expect.stringContaining("web"),
      action: "dedupe",
      active: true,
      query: null,
      apps: ["web"],
      hosts: [],
      levels: [],
      sample_rate: null,
      dedupe_fields: ["line"],
      dedupe_window_seconds: 60,
      savings: { lines: 0, bytes: 0 },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const got = await client(account).get(`${base}/${rule.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(rule);
  });

  it("keeps every given field (levels upper-cased) and lists rules oldest first", async () => {
    const account = await createAccount();
    const a = await createRule(account, {
      title: "Sample debug",
      action: "sample",
      active: false,
      query: "checkout",
      hosts: ["web-*"],
      levels: ["debug"],
      sample_rate: 10,
    });
    expect(a).toMatchObject({
      title: "Sample debug",
      action: "sample",
      active: false,
      query: "checkout",
      hosts: ["web-*"],
      levels: ["DEBUG"],
      sample_rate: 10,
      dedupe_fields: null,
      dedupe_window_seconds: null,
    });
    const b = await createRule(account, { action: "drop", levels: ["trace"] });
    const list = await client(account).get(base);
    expect(list.status).toBe(200);
    expect(list.body.map((r: Json) => r.id)).toEqual([a.id, b.id]);
  });

  it("PATCH changes the given fields; changing the action drops the old action's settings", async () => {
    const account = await createAccount();
    const rule = await createRule(account, { action: "sample", apps: ["web"], sample_rate: 5 });
    const api = client(account);
    const patched = await api.patch(`${base}/${rule.id}`, { title: "renamed", sample_rate: 7 });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ title: "renamed", sample_rate: 7, apps: ["web"], action: "sample" });
    const toDedupe = await api.patch(`${base}/${rule.id}`, {
      action: "dedupe",
      dedupe_fields: ["app", "meta.user.id"],
      dedupe_window_seconds: 300,
    });
    expect(toDedupe.status, JSON.stringify(toDedupe.body)).toBe(200);
    expect(toDedupe.body).toMatchObject({
      action: "dedupe",
      sample_rate: null,
      dedupe_fields: ["app", "meta.user.id"],
      dedupe_window_seconds: 300,
    });
    expect((await api.get(`${base}/${rule.id}`)).body).toEqual(toDedupe.body);
  });

  it("PUT replaces the whole rule", async () => {
    const account = await createAccount();
    const rule = await createRule(account, { title: "t", action: "dedupe", apps: ["web"], levels: ["info"] });
    const put = await client(account).put(`${base}/${rule.id}`, { action: "drop", query: "health" });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({
      id: rule.id,
      action: "drop",
      query: "health",
      apps: [],
      levels: [],
      dedupe_fields: null,
      dedupe_window_seconds: null,
      active: true,
    });
    expect(put.body.title).not.toBe("t");
  });

  it("DELETE removes the rule; unknown ids answer 404", async () => {
    const account = await createAccount();
    const rule = await createRule(account, { action: "drop", apps: ["x"] });
    const api = client(account);
    expect((await api.delete(`${base}/${rule.id}`)).body).toEqual({ deleted: true });
    expectV1Error(await api.get(`${base}/${rule.id}`), 404, "ENOTFOUND");
    expectV1Error(await api.delete(`${base}/${rule.id}`), 404, "ENOTFOUND");
    expectV1Error(await api.patch(`${base}/${UNKNOWN_ID}`, { active: false }), 404, "ENOTFOUND");
    expectV1Error(await api.put(`${base}/${UNKNOWN_ID}`, { action: "drop", apps: ["x"] }), 404, "ENOTFOUND");
    expect((await api.get(base)).body).toEqual([]);
  });
});

describe("reduction rules: validation", () => {
  const invalid: [string, Json][] = [
    ["no matcher", { action: "drop" }],
    ["blank query as the only matcher", { action: "drop", query: "  " }],
    ["no action", { apps: ["web"] }],
    ["unknown action", { action: "compress", apps: ["web"] }],
    ["malformed query", { action: "drop", query: "(app:web" }],
    ["sample without a rate", { action: "sample", apps: ["web"] }],
    ["sample rate 1", { action: "sample", apps: ["web"], sample_rate: 1 }],
    ["sample rate above 1,000,000", { action: "sample", apps: ["web"], sample_rate: 1_000_001 }],
    ["fractional sample rate", { action: "sample", apps: ["web"], sample_rate: 2.5 }],
    ["sample rate on a drop rule", { action: "drop", apps: ["web"], sample_rate: 5 }],
    [
      "dedupe fields on a sample rule",
      { action: "sample", apps: ["w"], sample_rate: 5, dedupe_fields: ["line"] },
    ],
    ["dedupe window 0", { action: "dedupe", apps: ["web"], dedupe_window_seconds: 0 }],
    ["dedupe window above a day", { action: "dedupe", apps: ["web"], dedupe_window_seconds: 86_401 }],
    ["unknown dedupe field", { action: "dedupe", apps: ["web"], dedupe_fields: ["user"] }],
    ["empty dedupe fields", { action: "dedupe", apps: ["web"], dedupe_fields: [] }],
    ["unknown body field", { action: "drop", apps: ["web"], color: "red" }],
    ["apps not an array", { action: "drop", apps: "web" }],
  ];
  it.each(invalid)("refuses %s with 400 and stores nothing", async (_name, body) => {
    const account = await createAccount();
    expectV1Error(await client(account).post(base, body), 400, "EVALIDATION");
    expect((await client(account).get(base)).body).toEqual([]);
  });

  it("names the position of a malformed query", async () => {
    const account = await createAccount();
    const body = expectV1Error(
      await client(account).post(base, { action: "drop", query: "(app:web" }),
      400,
      "EVALIDATION",
    );
    expect(body.error).toMatch(/position/);
  });

  it("refuses changes that break the rule and leaves it unchanged", async () => {
    const account = await createAccount();
    const rule = await createRule(account, { action: "drop", apps: ["web"] });
    const api = client(account);
    const bad: Json[] = [
      { apps: [] },
      { action: "sample" },
      { query: "a OR" },
      { dedupe_window_seconds: 10 },
      {},
      { id: "x" },
    ];
    for (const patch of bad) {
      expectV1Error(await api.patch(`${base}/${rule.id}`, patch), 400, "EVALIDATION");
    }
    expectV1Error(
      await api.put(`${base}/${rule.id}`, { action: "sample", apps: ["web"] }),
      400,
      "EVALIDATION",
    );
    expect((await api.get(`${base}/${rule.id}`)).body).toEqual(rule);
  });
});

describe("reduction rules at ingestion", () => {
  it("drop: matching lines are not stored and use no storage, across requests", async () => {
    const account = await createAccount();
    await createRule(account, { action: "drop", query: "healthcheck" });
    const first = await send(account, [line("GET /healthcheck 200"), line("GET /cart 200")]);
    expect(first).toMatchObject({
      status: "ok",
      batchID: expect.any(String),
      lines: 2,
      stored: 1,
      excluded: [0],
    });
    await send(account, [line("GET /healthcheck 200"), line("GET /pay 200")]);
    expect(await stored(account)).toEqual(["GET /cart 200", "GET /pay 200"]);
    // Reduced lines count as ingested, but not as stored bytes.
    expect(await usage(account)).toEqual({
      ingested: 4,
      bytes: "GET /cart 200".length + "GET /pay 200".length,
    });
  });

  it("sample: keeps 1 in N matching lines counted across single-line requests", async () => {
    const account = await createAccount();
    await createRule(account, { action: "sample", levels: ["debug"], sample_rate: 3 });
    for (let i = 1; i <= 7; i++) await send(account, [line(`debug ${i}`, { level: "debug" })]);
    await send(account, [line("info kept", { level: "info" })]);
    // A batch continues the same count: of 8, to 15, the 10th and 13th are kept.
    await send(
      account,
      Array.from({ length: 8 }, (_, i) => line(`debug ${i + 8}`, { level: "debug" })),
    );
    expect(await stored(account)).toEqual(
      ["debug 1", "debug 4", "debug 7", "debug 10", "debug 13", "info kept"].sort(),
    );
  });

  it("dedupe: a key seen in the window is not stored again, across requests; a new window stores it", async () => {
    const account = await createAccount();
    await createRule(account, {
      action: "dedupe",
      apps: ["web"],
      dedupe_fields: ["line", "meta.user"],
      dedupe_window_seconds: 60,
    });
    await send(account, [line("login", { meta: { user: "a" } }), line("login", { meta: { user: "a" } })]);
    await send(account, [
      line("login", { meta: { user: "a" }, timestamp: T0 + 59_000 }),
      line("login", { meta: { user: "b" }, timestamp: T0 + 1000 }),
      line("login", { meta: { user: "a" }, app: "api" }),
    ]);
    await send(account, [line("login", { meta: { user: "a" }, timestamp: T0 + 60_000 })]);
    const res = await exportV1(account.service_key);
    const kept = res.lines.map((l) => `${l._app}:${l.user}:${l._ts - T0}`).sort();
    expect(kept).toEqual(["api:a:0", "web:a:0", "web:a:60000", "web:b:1000"]);
  });

  it("dedupe windows slide per key: 20 s apart is a duplicate even across a minute boundary", async () => {
    const account = await createAccount();
    await createRule(account, { action: "dedupe", apps: ["web"], dedupe_window_seconds: 60 });
    await send(account, [line("tick", { timestamp: T0 + 50_000 })]);
    await send(account, [line("tick", { timestamp: T0 + 70_000 })]);
    await send(account, [line("tick", { timestamp: T0 + 110_000 })]);
    const res = await exportV1(account.service_key);
    // 70 s is 20 s after the kept 50 s (dropped); 110 s is 60 s after it (kept).
    expect(res.lines.map((l) => l._ts - T0).sort((a, b) => a - b)).toEqual([50_000, 110_000]);
  });

  it("inactive rules do nothing; activating one applies it to the next lines", async () => {
    const account = await createAccount();
    const rule = await createRule(account, { action: "drop", apps: ["web"], active: false });
    await send(account, [line("one")]);
    const res = await client(account).patch(`${base}/${rule.id}`, { active: true });
    expect(res.status).toBe(200);
    await send(account, [line("two")]);
    expect(await stored(account)).toEqual(["one"]);
    await settleLogStore(account.account_id);
    expect((await client(account).get(`${base}/${rule.id}`)).body.savings).toEqual({ lines: 1, bytes: 3 });
  });

  it("the first matching rule in creation order decides", async () => {
    const account = await createAccount();
    await createRule(account, { action: "sample", apps: ["web"], sample_rate: 1000 });
    await createRule(account, { action: "drop", levels: ["error"] });
    // Both rules match the first line: the sample rule (older) keeps it as its first line.
    await send(account, [
      line("web error", { level: "error" }),
      line("api error", { app: "api", level: "error" }),
    ]);
    expect(await stored(account)).toEqual(["web error"]);
  });

  it("exclusion rules apply first: an excluded line is not counted as a reduction saving", async () => {
    const account = await createAccount();
    const rule = await createRule(account, { action: "drop", apps: ["web"] });
    const excl = await client(account).post("/v1/config/ingestion/exclusions", { query: "secret" });
    expect(excl.status).toBe(200);
    const res = await send(account, [line("secret"), line("plain")]);
    expect(res).toMatchObject({ stored: 0, excluded: [0, 1] });
    await settleLogStore(account.account_id);
    expect((await client(account).get(`${base}/${rule.id}`)).body.savings).toEqual({ lines: 1, bytes: 5 });
  });

  it("a rule change starts its sample count over", async () => {
    const account = await createAccount();
    const rule = await createRule(account, { action: "sample", apps: ["web"], sample_rate: 3 });
    await send(account, [line("a1"), line("a2")]);
    const res = await client(account).patch(`${base}/${rule.id}`, { query: "b" });
    expect(res.status).toBe(200);
    // Without the reset the count would stand at 2 and keep b2; it starts over and keeps b1.
    await send(account, [line("b1"), line("b2"), line("b3")]);
    expect(await stored(account)).toEqual(["a1", "b1"]);
  });

  it("a deleted rule no longer applies", async () => {
    const account = await createAccount();
    const rule = await createRule(account, { action: "drop", apps: ["web"] });
    await send(account, [line("gone")]);
    await client(account).delete(`${base}/${rule.id}`);
    await send(account, [line("kept")]);
    expect(await stored(account)).toEqual(["kept"]);
  });
});

describe("reduction savings report", () => {
  it("reports per rule and in total the exact lines and bytes kept out, by day", async () => {
    const account = await createAccount();
    const drop = await createRule(account, { title: "drop hc", action: "drop", query: "hc" });
    const sample = await createRule(account, {
      title: "sample",
      action: "sample",
      apps: ["api"],
      sample_rate: 2,
    });
    const idle = await createRule(account, { title: "idle", action: "drop", apps: ["nothing"] });
    const earlier = T0 - 3 * 86_400_000;
    await send(account, [
      line("hc"), // 2 bytes, dropped
      line("hc ok", { meta: { a: 1 } }), // 5 + 7 bytes, dropped
      line("hc", { timestamp: earlier }), // dropped, 3 days earlier
      line("x1", { app: "api" }), // kept (1st)
      line("x22", { app: "api" }), // sampled out, 3 bytes
      line("x3", { app: "api" }), // kept
      line("x444", { app: "api" }), // sampled out, 4 bytes
      line("plain"),
    ]);
    const api = client(account);
    const dayOf = (ms: number) => Math.floor(ms / 1000);
    await settleLogStore(account.account_id);
    const today = await api.get(`${base}/savings?from=${dayOf(T0)}&to=${dayOf(T0)}`);
    expect(today.status, JSON.stringify(today.body)).toBe(200);
    expect(today.body).toEqual({
      from: DAY,
      to: DAY,
      rules: [
        { id: drop.id, title: "drop hc", action: "drop", lines: 2, bytes: 14 },
        { id: sample.id, title: "sample", action: "sample", lines: 2, bytes: 7 },
        { id: idle.id, title: "idle", action: "drop", lines: 0, bytes: 0 },
      ],
      totals: { lines: 4, bytes: 21 },
    });
    await settleLogStore(account.account_id);
    const all = await api.get(`${base}/savings`);
    expect(all.body).toMatchObject({ from: null, to: null, totals: { lines: 5, bytes: 23 } });
    await settleLogStore(account.account_id);
    expect((await api.get(`${base}/${drop.id}`)).body.savings).toEqual({ lines: 3, bytes: 16 });
    const list = await api.get(base);
    expect(list.body.map((r: Json) => r.savings)).toEqual([
      { lines: 3, bytes: 16 },
      { lines: 2, bytes: 7 },
      { lines: 0, bytes: 0 },
    ]);
    expect(await usage(account)).toMatchObject({ bytes: "x1".length + "x3".length + "plain".length });
  });

  it("refuses a malformed or reversed range", async () => {
    const account = await createAccount();
    const api = client(account);
    expectV1Error(await api.get(`${base}/savings?from=abc`), 400, "EVALIDATION");
    expectV1Error(await api.get(`${base}/savings?from=${nowS}&to=${nowS - 2 * 86_400}`), 400, "EVALIDATION");
  });
});

describe("reduction rules: tenancy", () => {
  it("another account's rule answers 404 and never applies to the other account's lines", async () => {
    const owner = await createAccount("owner");
    const other = await createAccount("other");
    const rule = await createRule(owner, { action: "drop", apps: ["web"] });
    const api = client(other);
    expectV1Error(await api.get(`${base}/${rule.id}`), 404, "ENOTFOUND");
    expectV1Error(await api.patch(`${base}/${rule.id}`, { active: false }), 404, "ENOTFOUND");
    expectV1Error(await api.put(`${base}/${rule.id}`, { action: "drop", apps: ["x"] }), 404, "ENOTFOUND");
    expectV1Error(await api.delete(`${base}/${rule.id}`), 404, "ENOTFOUND");
    expect((await api.get(base)).body).toEqual([]);
    expect((await api.get(`${base}/savings`)).body).toEqual({
      from: null,
      to: null,
      rules: [],
      totals: { lines: 0, bytes: 0 },
    });
    await send(other, [line("other's web line")]);
    await send(owner, [line("owner's web line")]);
    expect(await stored(other)).toEqual(["other's web line"]);
    expect(await stored(owner)).toEqual([]);
    await settleLogStore(owner.account_id);
    expect((await client(owner).get(`${base}/${rule.id}`)).body).toMatchObject({
      active: true,
      savings: { lines: 1, bytes: "owner's web line".length },
    });
  });
});

describe("reduction and profiling routes in the OpenAPI document", () => {
  it("documents every route with its errors", async () => {
    const res = await client(await createAccount()).get("/openapi.json");
    expect(res.status).toBe(200);
    const paths = res.body.paths as Json;
    expect(Object.keys(paths[base])).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(paths[`${base}/{ruleId}`])).toEqual(
      expect.arrayContaining(["get", "put", "patch", "delete"]),
    );
    expect(paths[`${base}/savings`].get.responses).toHaveProperty("400");
    expect(Object.keys(paths["/v1/config/data-profiles/{id}"])).toEqual(
      expect.arrayContaining(["get", "delete"]),
    );
    expect(paths["/v1/config/data-profiles"].post.responses).toHaveProperty("400");
  });
});
