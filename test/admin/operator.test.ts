// The operator endpoints (src/api/admin/routes.ts): accounts and enterprises created over HTTP with the
// Worker secret ADMIN_TOKEN, their keys working at once; off without the secret; wrong tokens and bad
// bodies refused without creating anything.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectV3Error } from "../helpers";

const TOKEN = env.ADMIN_TOKEN as string;
const admin = (
  path: string,
  body: unknown,
  token: string | null = TOKEN,
  headers: Record<string, string> = {},
) =>
  call("POST", path, {
    body,
    headers: { ...(token !== null && { authorization: `Bearer ${token}` }), ...headers },
  });
const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

describe("POST /admin/accounts", () => {
  it("creates an account whose service and ingestion keys work at once", async () => {
    const res = await admin("/admin/accounts", { name: "  ops team  ", retention_days: 14 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: "ops team", retention_days: 14 });
    const { account_id, service_key, ingestion_key } = res.body;
    expect(service_key).toMatch(/^[0-9a-f]{64}$/);
    expect(ingestion_key).toMatch(/^[0-9a-f]{64}$/);
    const account = await call("GET", "/v3/pipeline/account", { key: service_key });
    expect(account.status, JSON.stringify(account.body)).toBe(200);
    expect(JSON.stringify(account.body)).toContain(account_id);
    // The service key is an account key (owner rights): it makes more keys.
    expect((await call("POST", "/v1/config/keys?type=service", { key: service_key, body: {} })).status).toBe(
      200,
    );
    const sent = await call("POST", "/logs/ingest?hostname=h", {
      body: { lines: [{ line: "hello", app: "a" }] },
      headers: { apikey: ingestion_key },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    // Only the hashes are stored.
    const stored = await env.DB.prepare("SELECT key_hash FROM api_keys WHERE account_id = ?")
      .bind(account_id)
      .all<{ key_hash: string }>();
    expect(JSON.stringify(stored.results)).not.toContain(service_key);
  });

  it("refuses a missing or wrong token (401), a bad body (400) and a non-JSON body (415), creating nothing", async () => {
    const before = await count("accounts");
    expectV3Error(await admin("/admin/accounts", { name: "x" }, null), 401, "EUNAUTHORIZED");
    expectV3Error(await admin("/admin/accounts", { name: "x" }, `${TOKEN}0`), 401, "EUNAUTHORIZED");
    expectV3Error(await admin("/admin/accounts", { name: "x" }, TOKEN.slice(1)), 401, "EUNAUTHORIZED");
    // A service key is not the operator token.
    const res = await call("POST", "/admin/accounts", {
      body: { name: "x" },
      headers: { authorization: "Token abc" },
    });
    expectV3Error(res, 401, "EUNAUTHORIZED");
    const bad = await admin("/admin/accounts", { name: "", plan: "gold" });
    expectV3Error(bad, 400, "EVALIDATION");
    expect(bad.body.errors.map((e: { instancePath: string }) => e.instancePath).sort()).toEqual([
      "/name",
      "/plan",
    ]);
    expectV3Error(await admin("/admin/accounts", { name: "x", retention_days: 0 }), 400, "EVALIDATION");
    const text = await call("POST", "/admin/accounts", {
      body: "name=x",
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "text/plain" },
    });
    expectV3Error(text, 415, "EUNSUPPORTEDMEDIATYPE");
    expect(await count("accounts")).toBe(before);
  });
});

describe("POST /admin/enterprises", () => {
  it("creates an enterprise whose key works on the Enterprise API at once", async () => {
    const res = await admin("/admin/enterprises", { name: "Holding" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { enterprise_id, enterprise_key } = res.body;
    const read = await call("GET", "/v2/enterprise", { key: enterprise_key });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body).toMatchObject({ id: enterprise_id, name: "Holding", accounts: 0, keys: 1 });
    const child = await call("POST", "/v2/enterprise/accounts", {
      key: enterprise_key,
      body: { name: "child" },
    });
    expect(child.status, JSON.stringify(child.body)).toBe(200);
    expect((await call("GET", "/v3/pipeline/account", { key: child.body.service_key })).status).toBe(200);
  });

  it("is not an account API: an account's service key cannot call it", async () => {
    const made = await admin("/admin/accounts", { name: "someone" });
    const res = await call("POST", "/admin/enterprises", {
      body: { name: "x" },
      headers: { authorization: `Token ${made.body.service_key}` },
    });
    expectV3Error(res, 401, "EUNAUTHORIZED");
  });
});

describe("POST /admin/accounts/{account_id}/log-store/flush", () => {
  it("sends the account's slices' rows and counters to D1 now and answers the catalog's figures", async () => {
    const made = await admin("/admin/accounts", { name: "settled" });
    const { account_id, ingestion_key } = made.body;
    const now = Date.now();
    for (let b = 0; b < 3; b++) {
      const sent = await call("POST", "/logs/ingest?hostname=h", {
        body: {
          lines: Array.from({ length: 4 }, (_, i) => ({
            line: `line ${b}-${i}`,
            timestamp: now - b * 1000 - i,
          })),
        },
        headers: { apikey: ingestion_key },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    }
    const before = await call("GET", `/admin/accounts/${account_id}/log-store`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.flushed).toBe(0);
    const res = await admin(`/admin/accounts/${account_id}/log-store/flush`, undefined);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ slices: 1, lines: 12, bytes: 12 * "line 0-0".length });
    expect(res.body.flushed).toBeGreaterThanOrEqual(1);
    expect(res.body.rows_written).toBeGreaterThan(0);
    expect(res.body.flushes).toBeGreaterThanOrEqual(1);
    const usage = await env.DB.prepare(
      "SELECT sum(lines) AS n FROM usage_daily WHERE account_id = ? AND dimension = 'total'",
    )
      .bind(account_id)
      .first<{ n: number }>();
    expect(usage?.n).toBe(12);
  });

  it("answers 404 for an unknown account and 401 without the token", async () => {
    expectV3Error(await admin("/admin/accounts/nope/log-store/flush", undefined), 404, "ENOTFOUND");
    const made = await admin("/admin/accounts", { name: "other" });
    expectV3Error(
      await admin(`/admin/accounts/${made.body.account_id}/log-store/flush`, undefined, null),
      401,
      "EUNAUTHORIZED",
    );
  });
});

describe("without ADMIN_TOKEN", () => {
  it("answers 404 as if the endpoints did not exist", async () => {
    const { default: worker } = await import("../../src/index");
    const { createExecutionContext } = await import("cloudflare:test");
    const off = { ...env, ADMIN_TOKEN: undefined } as unknown as Cloudflare.Env;
    const res = await worker.fetch(
      new Request("https://api.test/admin/accounts", {
        method: "POST",
        headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify({ name: "x" }),
      }),
      off,
      createExecutionContext(),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "ENOTFOUND" });
  });
});
