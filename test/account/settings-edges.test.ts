// Account settings at their edges: boundary values, who may change them, and requests refused for
// reasons other than the values (key, media type, size), each leaving the settings as they were.
import { beforeAll, describe, expect, it } from "vitest";
import { call, client, createAccount, expectV3Error, type Json, type TestAccount } from "../helpers";

const path = "/v3/pipeline/account";
let account: TestAccount;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  account = await createAccount("edges-co");
  api = client(account);
});

const asMap = (body: Json) =>
  Object.fromEntries(body.data.map((s: { name: string; value: unknown }) => [s.name, s.value]));
const current = async () => asMap((await api.get(path)).body);

async function accepts(patch: Json) {
  const res = await api.patch(path, patch);
  expect(res.status, `${JSON.stringify(patch)}: ${JSON.stringify(res.body)}`).toBe(200);
  const after = await current();
  expect(asMap(res.body)).toEqual(after);
  expect(after).toMatchObject(patch);
}

describe("boundary values", () => {
  it("accepts every plan", async () => {
    for (const plan of ["standard", "professional", "enterprise"]) await accepts({ plan });
  });

  it("accepts retention_days 1 and 365, refuses 0 and 366", async () => {
    await accepts({ retention_days: 1 });
    await accepts({ retention_days: 365 });
    for (const retention_days of [0, 366]) {
      expectV3Error(await api.patch(path, { retention_days }), 400, "EVALIDATION");
    }
    expect((await current()).retention_days).toBe(365);
  });

  it("accepts cold_after_days 1 and 365, refuses 0, 366 and a fraction", async () => {
    expect((await current()).cold_after_days).toBe(7);
    await accepts({ cold_after_days: 365 });
    await accepts({ cold_after_days: 1 });
    for (const cold_after_days of [0, 366, 2.5, "7"]) {
      const body = expectV3Error(await api.patch(path, { cold_after_days }), 400, "EVALIDATION");
      expect(body.errors[0].instancePath).toBe("/cold_after_days");
    }
    expect((await current()).cold_after_days).toBe(1);
  });

  it("accepts both export line limits and nothing else", async () => {
    await accepts({ export_line_limit: 20000 });
    await accepts({ export_line_limit: 10000 });
    for (const export_line_limit of [9999, 10000.5, 20001, 30000, -10000, true]) {
      const body = expectV3Error(await api.patch(path, { export_line_limit }), 400, "EVALIDATION");
      expect(body.errors[0].instancePath).toBe("/export_line_limit");
    }
    expect((await current()).export_line_limit).toBe(10000);
  });

  it("accepts a 1- and a 256-character name", async () => {
    await accepts({ name: "n" });
    await accepts({ name: "n".repeat(256) });
  });

  it("accepts an empty list of origins and of beta features", async () => {
    await accepts({ cors_origins: ["https://x.example.com"], beta_features: ["throttle"] });
    await accepts({ cors_origins: [], beta_features: [] });
  });

  it("accepts origins with a port and refuses ones with a path, query, user or wildcard", async () => {
    await accepts({ cors_origins: ["https://docs.example.com:8443", "http://127.0.0.1:5173"] });
    const bad = [
      "https://docs.example.com/docs",
      "https://docs.example.com?x=1",
      "https://user@docs.example.com",
      "*",
      "https://*.example.com",
      "docs.example.com",
      "",
    ];
    for (const origin of bad) {
      const body = expectV3Error(await api.patch(path, { cors_origins: [origin] }), 400, "EVALIDATION");
      expect(body.errors[0].instancePath, origin).toBe("/cors_origins/0");
    }
    expect((await current()).cors_origins).toEqual([
      "https://docs.example.com:8443",
      "http://127.0.0.1:5173",
    ]);
  });

  it("accepts 50 origins and refuses 51", async () => {
    const origins = (n: number) => Array.from({ length: n }, (_, i) => `https://o${i}.example.com`);
    await accepts({ cors_origins: origins(50) });
    expectV3Error(await api.patch(path, { cors_origins: origins(51) }), 400, "EVALIDATION");
    expect((await current()).cors_origins).toHaveLength(50);
  });
});

describe("refused for other reasons, changing nothing", () => {
  it("an ingestion key gets 403 EFORBIDDEN on GET and PATCH", async () => {
    const before = await current();
    expectV3Error(await call("GET", path, { key: account.ingestion_key }), 403, "EFORBIDDEN");
    const res = await call("PATCH", path, { key: account.ingestion_key, body: { name: "by ingestion key" } });
    expectV3Error(res, 403, "EFORBIDDEN");
    expect(await current()).toEqual(before);
  });

  it("no key or an unknown key gets 401", async () => {
    const before = await current();
    expectV3Error(await call("PATCH", path, { body: { name: "anonymous" } }), 401, "EUNAUTHORIZED");
    expectV3Error(
      await call("PATCH", path, { key: "nope", body: { name: "anonymous" } }),
      401,
      "EUNAUTHORIZED",
    );
    expect(await current()).toEqual(before);
  });

  it("a body that is not JSON gets a 4xx v3 error", async () => {
    const before = await current();
    const res = await api.patch(path, '{"name":"plain text"}', { "content-type": "text/plain" });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expectV3Error(res, res.status);
    expectV3Error(await api.patch(path, '{"name": "broken"'), 400, "EVALIDATION");
    expect(await current()).toEqual(before);
  });

  it("a body over the size limit gets 413", async () => {
    const before = await current();
    const huge = JSON.stringify({ name: "huge", cors_origins: [], padding: "p".repeat(1_100_000) });
    expectV3Error(await api.patch(path, huge), 413, "EPAYLOADTOOLARGE");
    expect(await current()).toEqual(before);
  });

  it("one invalid setting refuses the whole PATCH", async () => {
    const before = await current();
    const res = await api.patch(path, {
      name: "partial",
      retention_days: 10,
      cors_origins: ["https://partial.example.com"],
      export_line_limit: 12345,
    });
    const body = expectV3Error(res, 400, "EVALIDATION");
    expect(body.errors.map((e: Json) => e.instancePath)).toEqual(["/export_line_limit"]);
    expect(await current()).toEqual(before);
  });

  it("read-only and unknown settings are named in the error", async () => {
    for (const name of ["account_id", "id", "created_at", "throttle", "Name"]) {
      const body = expectV3Error(await api.patch(path, { [name]: "x" }), 400, "EVALIDATION");
      expect(body.errors).toEqual([{ instancePath: `/${name}`, message: "unknown field" }]);
    }
  });

  it("the empty PATCH says what to send", async () => {
    const body = expectV3Error(await api.patch(path, {}), 400, "EVALIDATION");
    expect(body.message).toMatch(/at least one setting/);
  });
});
