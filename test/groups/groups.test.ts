import { describe, expect, it } from "vitest";
import { client, createAccount } from "../helpers";
import { as, countRows, memberWithKey, ownerMemberWithKey } from "../roles/support";

const base = "/v1/config/groups";

describe("groups: create, list, get, change, delete, membership", () => {
  it("creates a group with access scopes and reads it back", async () => {
    const account = await createAccount();
    const api = client(account);
    const created = await api.post(base, {
      name: "Web team",
      accessScopes: ["app:web", "host:web-* level:error"],
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: "Web team",
      accessScopes: ["app:web", "host:web-* level:error"],
      members: [],
    });
    expect(created.body.groupid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await api.get(`${base}/${created.body.groupid}`)).body).toEqual(created.body);
    expect((await api.get(base)).body).toEqual([created.body]);
  });

  it("changes name and scopes with PATCH", async () => {
    const account = await createAccount();
    const api = client(account);
    const { groupid } = (await api.post(base, { name: "a" })).body;
    const renamed = await api.patch(`${base}/${groupid}`, { name: "b" });
    expect(renamed.body).toMatchObject({ name: "b", accessScopes: [] });
    const scoped = await api.patch(`${base}/${groupid}`, { accessScopes: ["app:api"] });
    expect(scoped.body).toMatchObject({ name: "b", accessScopes: ["app:api"] });
  });

  it("adds and removes members, and a deleted group leaves its members", async () => {
    const account = await createAccount();
    const api = client(account);
    await api.post("/v1/config/members", { email: "m1@example.com", role: "member" });
    await api.post("/v1/config/members", { email: "m2@example.com", role: "member" });
    const { groupid } = (await api.post(base, { name: "g" })).body;
    const added = await api.post(`${base}/${groupid}/members`, { add: ["m1@example.com", "M2@example.com"] });
    expect(added.body.members).toEqual(["m1@example.com", "m2@example.com"]);
    expect((await api.get("/v1/config/members/m1@example.com")).body.groups).toEqual([groupid]);
    const removed = await api.post(`${base}/${groupid}/members`, { remove: ["m1@example.com"] });
    expect(removed.body.members).toEqual(["m2@example.com"]);
    expect((await api.post(`${base}/${groupid}/members`, { add: ["ghost@example.com"] })).status).toBe(400);
    expect((await api.delete(`${base}/${groupid}`)).status).toBe(200);
    expect((await api.get(`${base}/${groupid}`)).status).toBe(404);
    expect((await api.get("/v1/config/members/m2@example.com")).body.groups).toEqual([]);
    expect((await api.delete(`${base}/${groupid}`)).status).toBe(404);
  });
});

describe("groups: validation", () => {
  it.each([
    ["a malformed scope", { name: "x", accessScopes: ["app:web ("] }, "/accessScopes/0"],
    ["a blank scope", { name: "x", accessScopes: ["  "] }, "accessScopes.0"],
    ["no name", { accessScopes: [] }, "name"],
    ["an unknown field", { name: "x", scopes: [] }, "scopes"],
    ["a malformed scope given as one string", { name: "x", accessScopes: "app:web (" }, "/accessScopes/0"],
    ["scopes neither a string nor a list", { name: "x", accessScopes: 7 }, "accessScopes"],
  ])("refuses %s with 400 and creates nothing", async (_what, body, key) => {
    const account = await createAccount();
    const res = await client(account).post(base, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("EVALIDATION");
    expect(JSON.stringify(res.body.details)).toContain(key.replace(/^\//, "").replaceAll("/", "."));
    expect(await countRows("member_groups", account.account_id)).toBe(0);
  });

  it("takes accessScopes as one query string (Mezmo's type) and answers it as a list", async () => {
    const account = await createAccount();
    const res = await client(account).post(base, { name: "web", accessScopes: "app:web" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.accessScopes).toEqual(["app:web"]);
  });

  it("a malformed query names its position", async () => {
    const account = await createAccount();
    const res = await client(account).post(base, { name: "x", accessScopes: ["ok", "(app:web"] });
    expect(res.body.error).toMatch(/position/);
    expect(res.body.details[0].key).toBe("accessScopes.1");
  });

  it("refuses a duplicate name in any case (409), on create and on rename", async () => {
    const account = await createAccount();
    const api = client(account);
    await api.post(base, { name: "Ops" });
    const other = (await api.post(base, { name: "dev" })).body.groupid;
    expect((await api.post(base, { name: "OPS" })).status).toBe(409);
    const rename = await api.patch(`${base}/${other}`, { name: "ops" });
    expect(rename.status).toBe(409);
    expect((await api.get(`${base}/${other}`)).body.name).toBe("dev");
    expect((await api.patch(`${base}/${other}`, { accessScopes: ["bad ("] })).status).toBe(400);
    expect((await api.get(`${base}/${other}`)).body.accessScopes).toEqual([]);
  });
});

describe("groups: tenancy", () => {
  it("another account's group answers 404", async () => {
    const a = await createAccount();
    const b = await createAccount();
    const { groupid } = (await client(b).post(base, { name: "secret", accessScopes: ["app:x"] })).body;
    const api = client(a);
    expect((await api.get(`${base}/${groupid}`)).status).toBe(404);
    expect((await api.patch(`${base}/${groupid}`, { name: "mine" })).status).toBe(404);
    expect((await api.delete(`${base}/${groupid}`)).status).toBe(404);
    expect((await api.post(`${base}/${groupid}/members`, { add: ["x@example.com"] })).status).toBe(404);
    expect((await api.get(base)).body).toEqual([]);
    expect((await client(b).get(`${base}/${groupid}`)).body.name).toBe("secret");
  });
});

describe("groups: the owner's membership", () => {
  it("an admin cannot add the owner to a group or remove it; the owner can", async () => {
    const account = await createAccount();
    const ownerKey = await ownerMemberWithKey(account, "owner@example.com");
    const adminKey = await memberWithKey(account, "admin@example.com", "admin");
    const group = await client(account).post("/v1/config/groups", {
      name: "narrow",
      accessScopes: ["app:x"],
    });
    const path = `/v1/config/groups/${group.body.groupid}/members`;
    const refused = await as(adminKey).post(path, { add: ["OWNER@example.com"] });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("EFORBIDDEN");
    expect((await client(account).get(`/v1/config/groups/${group.body.groupid}`)).body.members).toEqual([]);
    expect((await as(adminKey).post(path, { add: ["admin@example.com"] })).status).toBe(200);
    const byOwner = await as(ownerKey).post(path, { add: ["owner@example.com"] });
    expect(byOwner.status).toBe(200);
    expect([...byOwner.body.members].sort()).toEqual(["admin@example.com", "owner@example.com"]);
    expect((await as(adminKey).post(path, { remove: ["owner@example.com"] })).status).toBe(403);
  });
});
