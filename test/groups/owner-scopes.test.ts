// A group narrows what its members see, so an admin may not narrow (or otherwise change) the owner's access
// through one: no changing the scopes of a group the owner is in, no deleting such a group while it has scopes,
// no adding the owner to a group. 403 EFORBIDDEN, as for every other way of touching the owner, and nothing
// changes. The owner may.
import { describe, expect, it } from "vitest";
import { client, createAccount } from "../helpers";
import { as, memberWithKey, ownerMemberWithKey } from "../roles/support";

const base = "/v1/config/groups";

async function setup() {
  const account = await createAccount();
  const ownerKey = await ownerMemberWithKey(account, "owner@example.com");
  const adminKey = await memberWithKey(account, "admin@example.com", "admin");
  const api = client(account);
  const group = async (name: string, accessScopes: string[], members: string[]) => {
    const created = await api.post(base, { name, accessScopes });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.groupid as string;
    if (members.length > 0)
      expect((await as(ownerKey).post(`${base}/${id}/members`, { add: members })).status).toBe(200);
    return id;
  };
  return { account, api, ownerKey, adminKey, group };
}

function expectForbidden(res: { status: number; body: Record<string, unknown> }, what: RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body.code).toBe("EFORBIDDEN");
  expect(res.body.error).toMatch(what);
}

describe("groups: an admin cannot change the owner's access through a group", () => {
  it("refuses an admin's change to the scopes of a group the owner is in, and changes nothing", async () => {
    const { api, ownerKey, adminKey, group } = await setup();
    const id = await group("narrow", ["app:x"], ["owner@example.com", "admin@example.com"]);
    const path = `${base}/${id}`;

    for (const patch of [
      { accessScopes: ["app:y"] },
      { accessScopes: ["app:x", "app:y"] },
      { accessScopes: [] },
      { name: "renamed", accessScopes: ["host:h"] },
    ]) {
      expectForbidden(await as(adminKey).patch(path, patch), /owner.*access scopes|access scopes.*owner/);
      const now = await api.get(path);
      expect(now.body).toMatchObject({ name: "narrow", accessScopes: ["app:x"] });
    }

    // Renaming changes nobody's access, nor does sending the scopes it already has.
    expect((await as(adminKey).patch(path, { name: "renamed" })).status).toBe(200);
    const same = await as(adminKey).patch(path, { name: "again", accessScopes: ["app:x"] });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body).toMatchObject({ name: "again", accessScopes: ["app:x"] });

    // The owner (its own key, or an account key) may.
    const byOwner = await as(ownerKey).patch(path, { accessScopes: ["app:y"] });
    expect(byOwner.status, JSON.stringify(byOwner.body)).toBe(200);
    expect(byOwner.body.accessScopes).toEqual(["app:y"]);
    expect((await api.patch(path, { accessScopes: ["app:z"] })).body.accessScopes).toEqual(["app:z"]);
  });

  it("still lets an admin change groups the owner is not in; an unknown group stays a 404", async () => {
    const { adminKey, group } = await setup();
    const id = await group("team", ["app:x"], ["admin@example.com"]);
    const changed = await as(adminKey).patch(`${base}/${id}`, { accessScopes: ["app:y"] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.accessScopes).toEqual(["app:y"]);
    expect((await as(adminKey).patch(`${base}/${crypto.randomUUID()}`, { accessScopes: [] })).status).toBe(
      404,
    );
    expect((await as(adminKey).delete(`${base}/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await as(adminKey).delete(`${base}/${id}`)).status).toBe(200);
  });

  it("refuses an admin's delete of a group with scopes the owner is in; one without scopes may go", async () => {
    const { api, ownerKey, adminKey, group } = await setup();
    const scoped = await group("scoped", ["app:x"], ["owner@example.com"]);
    const plain = await group("plain", [], ["owner@example.com"]);
    expectForbidden(await as(adminKey).delete(`${base}/${scoped}`), /owner/);
    expect((await api.get(`${base}/${scoped}`)).body).toMatchObject({
      accessScopes: ["app:x"],
      members: ["owner@example.com"],
    });
    expect((await as(adminKey).delete(`${base}/${plain}`)).status).toBe(200);
    expect((await as(ownerKey).delete(`${base}/${scoped}`)).status).toBe(200);
    expect((await api.get(`${base}/${scoped}`)).status).toBe(404);
  });

  it("refuses an admin's adding the owner to a group with scopes, by either API; the owner may", async () => {
    const { api, ownerKey, adminKey, group } = await setup();
    const id = await group("narrow", ["app:x"], []);
    expectForbidden(
      await as(adminKey).post(`${base}/${id}/members`, { add: ["owner@example.com"] }),
      /owner/,
    );
    expectForbidden(
      await as(adminKey).put("/v1/config/members/owner@example.com", { groups: [id] }),
      /owner/,
    );
    expect((await api.get(`${base}/${id}`)).body.members).toEqual([]);
    expect((await as(ownerKey).get("/v1/config/members/owner@example.com")).body.groups).toEqual([]);
    const joined = await as(ownerKey).put("/v1/config/members/owner@example.com", { groups: [id] });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.groups).toEqual([id]);
  });
});
