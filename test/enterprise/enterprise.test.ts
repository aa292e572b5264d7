// The Enterprise API: enterprise keys, child accounts (create, attach with consent, detach), delegation with
// `x-delegate-account-id` reaching exactly one child account, and the legacy v1 endpoints answering 410.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { enterpriseSql } from "../../scripts/enterprise-sql.mjs";
import { type ApiResponse, call, client, createAccount, type Json } from "../helpers";

interface TestEnterprise {
  enterprise_id: string;
  enterprise_key: string;
}

async function createEnterprise(name: string): Promise<TestEnterprise> {
  const { statements, result } = await enterpriseSql(name);
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
  return result;
}

/** A client for the enterprise API, and for account APIs by delegation when `delegate` is given. */
const as =
  (key: string, delegate?: string) =>
  (method: string, path: string, body?: unknown): Promise<ApiResponse> =>
    call(method, path, { key, body, headers: delegate ? { "x-delegate-account-id": delegate } : {} });

function expectError(res: ApiResponse, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code).toBe(code);
  expect(typeof res.body.error).toBe("string");
  expect(typeof res.body.request_id).toBe("string");
}

const enterpriseOf = (accountId: string) =>
  env.DB.prepare("SELECT enterprise_id FROM accounts WHERE id = ?")
    .bind(accountId)
    .first<{ enterprise_id: string | null }>()
    .then((r) => r?.enterprise_id);

let acme: TestEnterprise;
let globex: TestEnterprise;
let acmeApi: ReturnType<typeof as>;
let globexApi: ReturnType<typeof as>;

beforeAll(async () => {
  acme = await createEnterprise("Acme");
  globex = await createEnterprise("Globex");
  acmeApi = as(acme.enterprise_key);
  globexApi = as(globex.enterprise_key);
});

describe("enterprise authentication", () => {
  it("answers the enterprise of the key", async () => {
    const res = await acmeApi("GET", "/v2/enterprise");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: acme.enterprise_id, name: "Acme", keys: 1 });
    expect(typeof res.body.created).toBe("number");
  });

  it("refuses no key and an unknown key with 401, an account's keys with 403", async () => {
    const account = await createAccount("plain");
    expectError(await call("GET", "/v2/enterprise/accounts"), 401, "EUNAUTHORIZED");
    expectError(await as("0".repeat(64))("GET", "/v2/enterprise"), 401, "EUNAUTHORIZED");
    expectError(await as(account.service_key)("GET", "/v2/enterprise/keys"), 403, "EFORBIDDEN");
    expectError(
      await as(account.ingestion_key)("POST", "/v2/enterprise/accounts", { name: "x" }),
      403,
      "EFORBIDDEN",
    );
    expect(await enterpriseOf(account.account_id)).toBeNull();
  });

  it("accepts the servicekey header and Basic auth too", async () => {
    const viaHeader = await SELF.fetch("https://api.test/v2/enterprise", {
      headers: { servicekey: acme.enterprise_key },
    });
    expect(viaHeader.status).toBe(200);
    const viaBasic = await SELF.fetch("https://api.test/v2/enterprise", {
      headers: { authorization: `Basic ${btoa(`${acme.enterprise_key}:`)}` },
    });
    expect(viaBasic.status).toBe(200);
  });
});

describe("enterprise keys", () => {
  it("creates a key shown once, which then works, and lists keys without secrets", async () => {
    const created = await acmeApi("POST", "/v2/enterprise/keys", { name: "ci" });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: "ci" });
    expect(created.body.key).toMatch(/^[0-9a-f]{64}$/);
    expect((await as(created.body.key)("GET", "/v2/enterprise")).body.id).toBe(acme.enterprise_id);

    const list = await acmeApi("GET", "/v2/enterprise/keys");
    expect(list.body.map((k: Json) => k.name)).toEqual(["enterprise key", "ci"]);
    expect(list.body.every((k: Json) => !("key" in k))).toBe(true);
    // Only the hash is stored.
    const stored = await env.DB.prepare("SELECT key_hash FROM enterprise_keys WHERE id = ?")
      .bind(created.body.id)
      .first<{ key_hash: string }>();
    expect(stored?.key_hash).not.toBe(created.body.key);

    expect((await acmeApi("DELETE", `/v2/enterprise/keys/${created.body.id}`)).body).toEqual({
      deleted: true,
    });
    expectError(await as(created.body.key)("GET", "/v2/enterprise"), 401, "EUNAUTHORIZED");
  });

  it("never deletes the last key, nor another enterprise's key", async () => {
    const only = (await globexApi("GET", "/v2/enterprise/keys")).body[0];
    expectError(await globexApi("DELETE", `/v2/enterprise/keys/${only.id}`), 409, "ECONFLICT");
    expectError(await acmeApi("DELETE", `/v2/enterprise/keys/${only.id}`), 404, "ENOTFOUND");
    expectError(await acmeApi("DELETE", `/v2/enterprise/keys/${crypto.randomUUID()}`), 404, "ENOTFOUND");
    expect((await globexApi("GET", "/v2/enterprise")).status).toBe(200);
  });

  it("refuses unknown fields and more than 20 keys", async () => {
    const spare = await createEnterprise("Spare");
    const api = as(spare.enterprise_key);
    expectError(await api("POST", "/v2/enterprise/keys", { name: "x", scope: "all" }), 400, "EVALIDATION");
    for (let i = 0; i < 19; i++) expect((await api("POST", "/v2/enterprise/keys", {})).status).toBe(200);
    expectError(await api("POST", "/v2/enterprise/keys", {}), 409, "ECONFLICT");
    expect((await api("GET", "/v2/enterprise/keys")).body).toHaveLength(20);
  });
});

describe("child accounts and delegation", () => {
  let child: Json;
  let sibling: Json;

  beforeAll(async () => {
    child = (await acmeApi("POST", "/v2/enterprise/accounts", { name: "acme-prod", retention_days: 14 }))
      .body;
    sibling = (await globexApi("POST", "/v2/enterprise/accounts", { name: "globex-prod" })).body;
  });

  it("creates a child account with its own working keys, shown once", async () => {
    expect(child).toMatchObject({ name: "acme-prod", plan: "standard", retention_days: 14 });
    expect(child.service_key).toMatch(/^[0-9a-f]{64}$/);
    expect(await enterpriseOf(child.account_id)).toBe(acme.enterprise_id);
    const own = client({
      account_id: child.account_id,
      service_key: child.service_key,
      ingestion_key: child.ingestion_key,
    });
    expect((await own.get("/v1/config/ingestion/exclusions")).status).toBe(200);
    const listed = await acmeApi("GET", "/v2/enterprise/accounts");
    expect(listed.body.map((a: Json) => a.account_id)).toEqual([child.account_id]);
    expect(listed.body[0]).not.toHaveProperty("service_key");
    expect((await globexApi("GET", "/v2/enterprise/accounts")).body.map((a: Json) => a.account_id)).toEqual([
      sibling.account_id,
    ]);
  });

  it("refuses an invalid child account and creates none", async () => {
    const count = async () => (await acmeApi("GET", "/v2/enterprise/accounts")).body.length;
    const before = await count();
    expectError(await acmeApi("POST", "/v2/enterprise/accounts", {}), 400, "EVALIDATION");
    expectError(
      await acmeApi("POST", "/v2/enterprise/accounts", { name: "x", owner: "me" }),
      400,
      "EVALIDATION",
    );
    expectError(
      await acmeApi("POST", "/v2/enterprise/accounts", { name: "x", retention_days: 0 }),
      400,
      "EVALIDATION",
    );
    expect(await count()).toBe(before);
  });

  it("acts on the child account through delegation, visible with the child's own key", async () => {
    const delegated = as(acme.enterprise_key, child.account_id);
    const created = await delegated("POST", "/v1/config/ingestion/exclusions", {
      apps: ["noisy"],
      title: "by enterprise",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const own = await call("GET", `/v1/config/ingestion/exclusions/${created.body.ruleid}`, {
      key: child.service_key,
    });
    expect(own.body).toMatchObject({ title: "by enterprise", apps: ["noisy"] });
    // The v3 APIs too.
    const pipeline = await delegated("POST", "/v3/pipeline", { title: "delegated" });
    expect(pipeline.status).toBe(200);
    const listed = await call("GET", "/v3/pipeline", { key: child.service_key });
    expect(listed.body.data.map((p: Json) => p.id)).toContain(pipeline.body.data.id);
  });

  it("reaches no other account: a sibling of another enterprise, an unknown or a standalone one", async () => {
    const standalone = await createAccount("standalone");
    for (const target of [sibling.account_id, crypto.randomUUID(), standalone.account_id, "x".repeat(500)]) {
      const res = await as(acme.enterprise_key, target)("POST", "/v1/config/ingestion/exclusions", {
        apps: ["x"],
      });
      expectError(res, 404, "ENOTFOUND");
    }
    const v3 = await call("GET", "/v3/pipeline", {
      key: acme.enterprise_key,
      headers: { "x-delegate-account-id": sibling.account_id },
    });
    expect(v3.status).toBe(404);
    expect(typeof v3.body.message).toBe("string");
    for (const account of [sibling.service_key, standalone.service_key]) {
      expect((await call("GET", "/v1/config/ingestion/exclusions", { key: account })).body).toEqual([]);
    }
  });

  it("refuses an enterprise key on account paths without the delegation header", async () => {
    expectError(await acmeApi("GET", "/v1/config/ingestion/exclusions"), 403, "EFORBIDDEN");
    const v3 = await call("POST", "/v3/pipeline", { key: acme.enterprise_key, body: { title: "nope" } });
    expect(v3.status).toBe(403);
    expect(v3.body.code).toBe("EFORBIDDEN");
    const blank = await call("GET", "/v3/pipeline", {
      key: acme.enterprise_key,
      headers: { "x-delegate-account-id": " " },
    });
    expect(blank.status).toBe(403);
  });

  it("ignores the delegation header on an account's own key", async () => {
    const res = await call("GET", "/v1/config/ingestion/exclusions", {
      key: sibling.service_key,
      headers: { "x-delegate-account-id": child.account_id },
    });
    expect(res.body).toEqual([]);
  });

  it("attaches an existing account with its owner's service key as consent", async () => {
    const existing = await createAccount("existing");
    const res = await acmeApi("POST", "/v2/enterprise/accounts/attach", {
      service_key: existing.service_key,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ account_id: existing.account_id, name: "existing" });
    expect(await enterpriseOf(existing.account_id)).toBe(acme.enterprise_id);
    // Attaching it again answers it unchanged; delegation now reaches it.
    expect(
      (await acmeApi("POST", "/v2/enterprise/accounts/attach", { service_key: existing.service_key })).status,
    ).toBe(200);
    expect((await as(acme.enterprise_key, existing.account_id)("GET", "/v3/pipeline")).status).toBe(200);

    // Another enterprise cannot take it.
    expectError(
      await globexApi("POST", "/v2/enterprise/accounts/attach", { service_key: existing.service_key }),
      409,
      "ECONFLICT",
    );
    expect(await enterpriseOf(existing.account_id)).toBe(acme.enterprise_id);
  });

  it("refuses an ingestion key, a member's key below admin and an unknown key as consent", async () => {
    const existing = await createAccount("unconsenting");
    expectError(
      await acmeApi("POST", "/v2/enterprise/accounts/attach", { service_key: existing.ingestion_key }),
      403,
      "EFORBIDDEN",
    );
    // A readonly member's service key.
    const memberId = crypto.randomUUID();
    const memberKey = "ab".repeat(32);
    const hash = Array.from(
      new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(memberKey))),
      (b) => b.toString(16).padStart(2, "0"),
    ).join("");
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO members (id, account_id, email, email_key, role) VALUES (?, ?, ?, ?, 'readonly')",
      ).bind(memberId, existing.account_id, "ro@example.com", "ro@example.com"),
      env.DB.prepare(
        "INSERT INTO api_keys (id, account_id, type, name, key_hash, member_id) VALUES (?, ?, 'service', 'ro', ?, ?)",
      ).bind(crypto.randomUUID(), existing.account_id, hash, memberId),
    ]);
    expectError(
      await acmeApi("POST", "/v2/enterprise/accounts/attach", { service_key: memberKey }),
      403,
      "EFORBIDDEN",
    );
    const unknown = await acmeApi("POST", "/v2/enterprise/accounts/attach", { service_key: "f".repeat(64) });
    expectError(unknown, 400, "EVALIDATION");
    expect(unknown.body.details[0].key).toBe("service_key");
    expectError(await acmeApi("POST", "/v2/enterprise/accounts/attach", {}), 400, "EVALIDATION");
    expect(await enterpriseOf(existing.account_id)).toBeNull();
  });

  it("detaches its own account only, after which delegation no longer reaches it", async () => {
    expectError(await globexApi("DELETE", `/v2/enterprise/accounts/${child.account_id}`), 404, "ENOTFOUND");
    expect(await enterpriseOf(child.account_id)).toBe(acme.enterprise_id);

    const res = await acmeApi("DELETE", `/v2/enterprise/accounts/${child.account_id}`);
    expect(res.body).toEqual({ account_id: child.account_id, detached: true });
    expect(await enterpriseOf(child.account_id)).toBeNull();
    expectError(
      await as(acme.enterprise_key, child.account_id)("GET", "/v1/config/ingestion/exclusions"),
      404,
      "ENOTFOUND",
    );
    expectError(await acmeApi("DELETE", `/v2/enterprise/accounts/${child.account_id}`), 404, "ENOTFOUND");
    // The account goes on by itself.
    expect(
      (await call("GET", "/v1/config/ingestion/exclusions", { key: child.service_key })).body,
    ).toHaveLength(1);
    // And can now be attached by another enterprise.
    const moved = await globexApi("POST", "/v2/enterprise/accounts/attach", {
      service_key: child.service_key,
    });
    expect(moved.status).toBe(200);
    expect(await enterpriseOf(child.account_id)).toBe(globex.enterprise_id);
  });
});

describe("the legacy v1 enterprise API", () => {
  it("answers 410 superseded on any method and sub-path, naming the new API", async () => {
    const account = await createAccount("legacy");
    const cases: [string, string, string | null][] = [
      ["GET", "/v1/enterprise/account", acme.enterprise_key],
      ["POST", "/v1/enterprise/account", acme.enterprise_key],
      ["PUT", "/v1/enterprise/account/123", account.service_key],
      ["DELETE", "/v1/enterprise/keys/abc", null],
      ["GET", "/v1/enterprise", null],
      ["PATCH", "/v1/enterprise/whatever/deep/path", "0".repeat(64)],
    ];
    for (const [method, path, key] of cases) {
      const res = await call(method, path, {
        key,
        body: method === "GET" || method === "DELETE" ? undefined : {},
      });
      expectError(res, 410, "ESUPERSEDED");
      expect(res.body.error).toContain("/v2/enterprise");
    }
  });

  it("is documented as superseded in the OpenAPI document, with the Enterprise API and its key scheme", async () => {
    const doc = (await (await SELF.fetch("https://api.test/openapi.json")).json()) as Json;
    expect(Object.keys(doc.paths["/v1/enterprise/{path}"])).toEqual(["get", "post", "put", "delete"]);
    expect(doc.paths["/v1/enterprise/{path}"].get.responses["410"]).toBeDefined();
    expect(doc.paths["/v2/enterprise/accounts/attach"].post.security).toEqual([{ EnterpriseKey: [] }]);
    expect(doc.components.securitySchemes.EnterpriseKey).toBeDefined();
  });
});
