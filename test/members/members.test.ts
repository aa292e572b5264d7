import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { client, createAccount } from "../helpers";
import { as, countRows, memberWithKey, ownerMemberWithKey } from "../roles/support";

const base = "/v1/config/members";

describe("members: create, list, get, change, delete", () => {
  it("adds a member with groups and answers {email, role, groups}", async () => {
    const account = await createAccount();
    const api = client(account);
    const group = await api.post("/v1/config/groups", { name: "web", accessScopes: ["app:web"] });
    const created = await api.post(base, {
      email: "Ann@Example.com",
      role: "member",
      groups: [group.body.groupid],
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ email: "Ann@Example.com", role: "member", groups: [group.body.groupid] });
    expect((await api.get(`${base}/ann@example.com`)).body).toEqual(created.body);
    expect((await api.get(base)).body).toEqual([created.body]);
  });

  it("changes role and groups with PUT and PATCH", async () => {
    const account = await createAccount();
    const api = client(account);
    const g1 = (await api.post("/v1/config/groups", { name: "one" })).body.groupid;
    const g2 = (await api.post("/v1/config/groups", { name: "two" })).body.groupid;
    await api.post(base, { email: "bo@example.com", role: "readonly", groups: [g1] });
    const put = await api.put(`${base}/bo@example.com`, { role: "admin" });
    expect(put.body).toEqual({ email: "bo@example.com", role: "admin", groups: [g1] });
    const patch = await api.patch(`${base}/BO@example.com`, { groups: [g2] });
    expect(patch.body).toEqual({ email: "bo@example.com", role: "admin", groups: [g2] });
    const cleared = await api.patch(`${base}/bo@example.com`, { groups: [] });
    expect(cleared.body.groups).toEqual([]);
  });

  it("deletes a member together with the member's keys", async () => {
    const account = await createAccount();
    const api = client(account);
    const key = await memberWithKey(account, "cy@example.com", "member");
    expect((await as(key).get("/v1/config/view")).status).toBe(200);
    expect(await countRows("api_keys", account.account_id)).toBe(3);
    expect((await api.delete(`${base}/cy@example.com`)).status).toBe(200);
    expect(await countRows("api_keys", account.account_id)).toBe(2);
    expect((await as(key).get("/v1/config/view")).status).toBe(401);
    expect((await api.get(`${base}/cy@example.com`)).status).toBe(404);
    expect((await api.delete(`${base}/cy@example.com`)).status).toBe(404);
  });

  it("refuses to delete a member whose keys are the account's last service keys (409)", async () => {
    const account = await createAccount();
    const key = await memberWithKey(account, "solo@example.com", "admin");
    const keys = (await as(key).get("/v1/config/keys?type=service")).body as { id: string; member: string }[];
    const accountKey = keys.find((k) => k.member === null);
    // The owner's account key goes; the admin's key is now the only service key.
    expect((await client(account).delete(`/v1/config/keys/${accountKey?.id}`)).status).toBe(200);
    const refused = await as(key).delete(`${base}/solo@example.com`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("ECONFLICT");
    expect((await as(key).get(`${base}/solo@example.com`)).status).toBe(200);
    expect(await countRows("api_keys", account.account_id)).toBe(2);
  });

  it("the owner can be neither deleted nor demoted; an admin may not touch it at all", async () => {
    const account = await createAccount();
    const ownerKey = await ownerMemberWithKey(account, "boss@example.com");
    const adminKey = await memberWithKey(account, "admin@example.com", "admin");
    const path = `${base}/boss@example.com`;
    expect((await as(adminKey).delete(path)).status).toBe(403);
    expect((await as(adminKey).put(path, { role: "readonly" })).status).toBe(403);
    expect((await as(adminKey).patch(path, { groups: [] })).status).toBe(403);
    expect((await as(ownerKey).delete(path)).status).toBe(409);
    expect((await as(ownerKey).put(path, { role: "admin" })).status).toBe(409);
    expect((await as(ownerKey).get(path)).body.role).toBe("owner");
    // Everything else an admin may do: change and remove other members.
    await client(account).post(base, { email: "r@example.com", role: "readonly" });
    expect((await as(adminKey).put(`${base}/r@example.com`, { role: "member" })).status).toBe(200);
    expect((await as(adminKey).delete(`${base}/r@example.com`)).status).toBe(200);
  });
});

describe("members: validation", () => {
  it.each([
    ["an owner role", { email: "a@example.com", role: "owner" }],
    ["an unknown role", { email: "a@example.com", role: "god" }],
    ["no role", { email: "a@example.com" }],
    ["a bad email", { email: "not-an-email", role: "member" }],
    ["an unknown group", { email: "a@example.com", role: "member", groups: ["nope"] }],
    ["an unknown field", { email: "a@example.com", role: "member", extra: 1 }],
  ])("refuses %s with 400 and adds nobody", async (_what, body) => {
    const account = await createAccount();
    const res = await client(account).post(base, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("EVALIDATION");
    expect(await countRows("members", account.account_id)).toBe(0);
  });

  it("refuses a duplicate email, whatever its case (409)", async () => {
    const account = await createAccount();
    const api = client(account);
    await api.post(base, { email: "dup@example.com", role: "member" });
    const again = await api.post(base, { email: "DUP@example.com", role: "admin" });
    expect(again.status).toBe(409);
    expect((await api.get(`${base}/dup@example.com`)).body.role).toBe("member");
  });

  it("refuses an update to owner, an empty update, or an unknown group, changing nothing", async () => {
    const account = await createAccount();
    const api = client(account);
    await api.post(base, { email: "u@example.com", role: "member" });
    expect((await api.put(`${base}/u@example.com`, { role: "owner" })).status).toBe(400);
    expect((await api.patch(`${base}/u@example.com`, {})).status).toBe(400);
    expect((await api.patch(`${base}/u@example.com`, { role: "admin", groups: ["missing"] })).status).toBe(
      400,
    );
    expect((await api.get(`${base}/u@example.com`)).body).toEqual({
      email: "u@example.com",
      role: "member",
      groups: [],
    });
    expect((await api.put(`${base}/ghost@example.com`, { role: "admin" })).status).toBe(404);
  });
});

describe("members: tenancy", () => {
  it("another account's member and groups answer 404 / 400", async () => {
    const a = await createAccount();
    const b = await createAccount();
    await client(b).post(base, { email: "b@example.com", role: "member" });
    const bGroup = (await client(b).post("/v1/config/groups", { name: "b" })).body.groupid;
    const api = client(a);
    expect((await api.get(`${base}/b@example.com`)).status).toBe(404);
    expect((await api.put(`${base}/b@example.com`, { role: "admin" })).status).toBe(404);
    expect((await api.delete(`${base}/b@example.com`)).status).toBe(404);
    expect((await api.get(base)).body).toEqual([]);
    expect((await api.post(base, { email: "a@example.com", role: "member", groups: [bGroup] })).status).toBe(
      400,
    );
    expect((await client(b).get(`${base}/b@example.com`)).body.role).toBe("member");
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM member_group_assignments WHERE group_id = ?")
      .bind(bGroup)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});
