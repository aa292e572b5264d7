import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/lib/secrets";
import { call, client, createAccount, ingest, type Json, otherServiceKey } from "../helpers";
import { as, countRows, memberWithKey, ownerMemberWithKey } from "../roles/support";

const base = "/v1/config/keys";

describe("keys: create, read back by its creator, list, get, rename, delete", () => {
  it("creates a service key whose secret only its creator reads back, and that really authenticates", async () => {
    const account = await createAccount();
    const api = client(account);
    const created = await api.post(`${base}?type=service`, { name: "ci" });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: "ci", type: "service", member: null });
    expect(created.body.key).toMatch(/^[0-9a-f]{64}$/);
    expect(typeof created.body.created).toBe("number");
    expect(Math.abs(created.body.created - Date.now())).toBeLessThan(120_000); // Unix ms, as Mezmo documents

    const stored = await env.DB.prepare("SELECT key_hash, key_sealed FROM api_keys WHERE id = ?")
      .bind(created.body.id)
      .first<{ key_hash: string; key_sealed: string }>();
    expect(stored?.key_hash).toBe(await sha256Hex(created.body.key));
    // The key itself is kept sealed for the key that created it, never in plain text.
    const creator = await env.DB.prepare("SELECT id FROM api_keys WHERE key_hash = ?")
      .bind(await sha256Hex(account.service_key))
      .first<{ id: string }>();
    expect(stored?.key_sealed).toMatch(new RegExp(`^sealed:v2:[0-9a-f]{8}:${creator?.id}:[A-Za-z0-9_-]+$`));
    expect(stored?.key_sealed).not.toContain(created.body.key);

    const listed = await api.get(base);
    const mine = listed.body.find((k: { id: string }) => k.id === created.body.id);
    expect(mine).toEqual({
      id: created.body.id,
      name: "ci",
      type: "service",
      created: created.body.created,
      member: null,
    });
    expect(JSON.stringify(listed.body)).not.toContain(created.body.key);
    for (const k of listed.body as Json[]) expect(k).not.toHaveProperty("key");
    // The creating key reads the key in full; any other key (another service key of the account, the new
    // key itself) reads it without.
    const one = await api.get(`${base}/${created.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ ...mine, key: created.body.key });
    const other = client(await otherServiceKey(account));
    for (const reader of [other, as(created.body.key)]) {
      const read = await reader.get(`${base}/${created.body.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(mine);
      expect(read.body).not.toHaveProperty("key");
      expect(JSON.stringify(read.body)).not.toContain(created.body.key);
      const list = await reader.get(base);
      expect(list.status).toBe(200);
      for (const k of list.body as Json[]) expect(k).not.toHaveProperty("key");
      expect(JSON.stringify(list.body)).not.toContain(created.body.key);
    }
    // A key created before keys were kept (or by the account's setup) has no key to read back.
    const first = (await api.get(base)).body.find((k: { type: string }) => k.type === "service");
    expect((await api.get(`${base}/${first.id}`)).body).not.toHaveProperty("key");

    const withNewKey = await as(created.body.key).get("/v1/config/view");
    expect(withNewKey.status).toBe(200);
  });

  it("creates an ingestion key that ingests and is refused on management APIs", async () => {
    const account = await createAccount();
    const created = await client(account).post(base, { name: "shipper", type: "ingestion" });
    expect(created.status).toBe(200);
    expect(created.body.type).toBe("ingestion");
    expect((await ingest(created.body.key, { lines: [{ line: "hello" }] })).status).toBe(200);
    expect((await as(created.body.key).get(base)).status).toBe(403);
  });

  it("lists by type", async () => {
    const account = await createAccount();
    const api = client(account);
    await api.post(`${base}?type=ingestion`, { name: "i2" });
    const ingestion = await api.get(`${base}?type=ingestion`);
    expect(ingestion.body.map((k: { type: string }) => k.type)).toEqual(["ingestion", "ingestion"]);
    const service = await api.get(`${base}?type=service`);
    expect(service.body).toHaveLength(1);
    expect((await api.get(`${base}?type=other`)).status).toBe(400);
  });

  it("renames a key, and the old secret keeps working", async () => {
    const account = await createAccount();
    const api = client(account);
    const created = await api.post(`${base}?type=service`, { name: "old" });
    const renamed = await api.put(`${base}/${created.body.id}`, { name: "new" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe("new");
    expect((await api.get(`${base}/${created.body.id}`)).body.name).toBe("new");
    expect((await as(created.body.key).get(base)).status).toBe(200);
  });

  it("deletes a key, which stops working at once; the calling key may delete itself", async () => {
    const account = await createAccount();
    const api = client(account);
    const second = await api.post(`${base}?type=service`, { name: "second" });
    const deleted = await as(second.body.key).delete(`${base}/${second.body.id}`);
    expect(deleted.status).toBe(200);
    expect((await as(second.body.key).get(base)).status).toBe(401);
    expect((await api.get(`${base}/${second.body.id}`)).status).toBe(404);
    expect((await api.delete(`${base}/${second.body.id}`)).status).toBe(404);
  });
});

describe("keys: validation and limits", () => {
  it.each([
    ["no type", base, { name: "x" }],
    ["unknown type", `${base}?type=admin`, { name: "x" }],
    ["types differ", `${base}?type=service`, { name: "x", type: "ingestion" }],
    ["blank name", `${base}?type=service`, { name: "  " }],
    ["unknown field", `${base}?type=service`, { name: "x", secret: "y" }],
    ["member not an email", `${base}?type=service`, { name: "x", member: "nobody" }],
    ["unknown member", `${base}?type=service`, { name: "x", member: "ghost@example.com" }],
    ["member on an ingestion key", `${base}?type=ingestion`, { name: "x", member: "a@example.com" }],
  ])("refuses %s with 400 and creates nothing", async (_what, path, body) => {
    const account = await createAccount();
    await client(account).post("/v1/config/members", { email: "a@example.com", role: "member" });
    const res = await client(account).post(path, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("EVALIDATION");
    expect(await countRows("api_keys", account.account_id)).toBe(2);
  });

  it("allows 10 ingestion and 20 service keys, then answers 409", async () => {
    const account = await createAccount();
    const api = client(account);
    for (let i = 1; i < 10; i++)
      expect((await api.post(`${base}?type=ingestion`, { name: `i${i}` })).status).toBe(200);
    const eleventh = await api.post(`${base}?type=ingestion`, { name: "too many" });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.code).toBe("ECONFLICT");
    for (let i = 1; i < 20; i++)
      expect((await api.post(`${base}?type=service`, { name: `s${i}` })).status).toBe(200);
    expect((await api.post(`${base}?type=service`, { name: "too many" })).status).toBe(409);
    expect(await countRows("api_keys", account.account_id)).toBe(30);
  });

  it("refuses to delete the account's last service key (409) but deletes an ingestion key", async () => {
    const account = await createAccount();
    const api = client(account);
    const keys = (await api.get(base)).body as { id: string; type: string }[];
    const service = keys.find((k) => k.type === "service");
    const ingestion = keys.find((k) => k.type === "ingestion");
    const refused = await api.delete(`${base}/${service?.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("ECONFLICT");
    expect((await api.get(base)).status).toBe(200);
    expect((await api.delete(`${base}/${ingestion?.id}`)).status).toBe(200);
  });

  it("refuses to rename to a blank name and changes nothing", async () => {
    const account = await createAccount();
    const api = client(account);
    const key = (await api.get(base)).body[0];
    expect((await api.put(`${base}/${key.id}`, { name: "" })).status).toBe(400);
    expect((await api.put(`${base}/${key.id}`, { name: "x", type: "ingestion" })).status).toBe(400);
    expect((await api.get(`${base}/${key.id}`)).body.name).toBe(key.name);
  });
});

describe("keys: members and the owner", () => {
  it("a key made for a member carries the member; a member's own new key defaults to the member", async () => {
    const account = await createAccount();
    const adminKey = await memberWithKey(account, "admin@example.com", "admin");
    const created = await as(adminKey).post(`${base}?type=service`, { name: "mine" });
    expect(created.status).toBe(200);
    expect(created.body.member).toBe("admin@example.com");
    const forReader = await as(adminKey).post(`${base}?type=service`, {
      name: "r",
      member: "admin@example.com",
    });
    expect(forReader.body.member).toBe("admin@example.com");
  });

  it("an admin may not create, rename or delete the owner's keys (403); the owner may", async () => {
    const account = await createAccount();
    const ownerKey = await ownerMemberWithKey(account, "boss@example.com");
    const adminKey = await memberWithKey(account, "admin@example.com", "admin");
    const admin = as(adminKey);
    expect((await admin.post(`${base}?type=service`, { name: "x", member: "boss@example.com" })).status).toBe(
      403,
    );
    const keys = (await admin.get(base)).body as { id: string; member: string | null; type: string }[];
    const accountKey = keys.find((k) => k.member === null && k.type === "service");
    const bossKey = keys.find((k) => k.member === "boss@example.com");
    for (const k of [accountKey, bossKey]) {
      expect((await admin.put(`${base}/${k?.id}`, { name: "mine now" })).status).toBe(403);
      expect((await admin.delete(`${base}/${k?.id}`)).status).toBe(403);
    }
    expect((await as(ownerKey).put(`${base}/${accountKey?.id}`, { name: "renamed by owner" })).status).toBe(
      200,
    );
    expect((await as(ownerKey).delete(`${base}/${accountKey?.id}`)).status).toBe(200);
  });
});

describe("keys: tenancy", () => {
  it("another account's key answers 404 to get, rename and delete", async () => {
    const a = await createAccount();
    const b = await createAccount();
    const bKey = (await client(b).get(base)).body[0];
    const api = client(a);
    expect((await api.get(`${base}/${bKey.id}`)).status).toBe(404);
    expect((await api.put(`${base}/${bKey.id}`, { name: "stolen" })).status).toBe(404);
    expect((await api.delete(`${base}/${bKey.id}`)).status).toBe(404);
    expect((await client(b).get(`${base}/${bKey.id}`)).body.name).toBe(bKey.name);
    expect((await api.get(base)).body.map((k: { id: string }) => k.id)).not.toContain(bKey.id);
    expect((await call("GET", base, { key: b.service_key })).status).toBe(200);
  });
});
