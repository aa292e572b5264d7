// Gateway routes with what hangs off them: pipeline sources (409 on delete or kind change), access keys
// (shown once, scoped to their route) and other accounts (404 for everything, before any 409).
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error, type Json } from "../helpers";

const base = "/v3/pipeline/gateway-route";
const MISSING = "00000000-0000-4000-8000-000000000000";

let api: ReturnType<typeof client>;
let other: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await createAccount("gw-links"));
  other = client(await createAccount("gw-intruder"));
});

async function createRoute(body: Json = {}, as = api) {
  const res = await as.post(base, { title: "linked", type: "http", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

async function createPipeline(title = "p") {
  const res = await api.post("/v3/pipeline", { title });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as string;
}

async function attach(pipelineId: string, routeId: string, type = "http") {
  const res = await api.post(`/v3/pipeline/${pipelineId}/source`, { type, gateway_route_id: routeId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as string;
}

describe("attached sources", () => {
  it("409 on DELETE names every attached source; route and keys survive", async () => {
    const route = await createRoute();
    const key = (await api.post(`${base}/${route.id}/access-key`, { title: "k" })).body.data;
    const p1 = await createPipeline("one");
    const p2 = await createPipeline("two");
    const s1 = await attach(p1, route.id);
    const s2 = await attach(p2, route.id);

    const body = expectV3Error(await api.delete(`${base}/${route.id}`), 409, "ECONFLICT");
    expect(body.message).toContain(s1);
    expect(body.message).toContain(s2);
    expect(body.request_id).toBeTruthy();

    expect((await api.get(`${base}/${route.id}`)).body.data).toEqual(route);
    expect((await api.get(`${base}/${route.id}/access-key`)).body.data.map((k: Json) => k.id)).toEqual([
      key.id,
    ]);
  });

  it("409 on a PUT changing the kind; nothing of that PUT is applied", async () => {
    const route = await createRoute({ title: "locked kind", description: "d" });
    await attach(await createPipeline(), route.id);
    const res = await api.put(`${base}/${route.id}`, {
      title: "new title",
      type: "webhook",
      description: "new",
      legacy_routing: true,
    });
    expectV3Error(res, 409, "ECONFLICT");
    expect((await api.get(`${base}/${route.id}`)).body.data).toEqual(route);
  });

  it("PATCH and a same-kind PUT still work while attached", async () => {
    const route = await createRoute({ type: "fluent" });
    await attach(await createPipeline(), route.id, "fluent");
    const patched = await api.patch(`${base}/${route.id}`, { title: "renamed", legacy_routing: true });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const put = await api.put(`${base}/${route.id}`, { title: "replaced", type: "fluent" });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({ title: "replaced", type: "fluent", legacy_routing: false });
  });

  it("a source detached by a source PUT no longer blocks the kind change or the delete", async () => {
    const route = await createRoute();
    const pid = await createPipeline();
    const sid = await attach(pid, route.id);
    expectV3Error(await api.delete(`${base}/${route.id}`), 409, "ECONFLICT");
    const src = (await api.get(`/v3/pipeline/${pid}/source/${sid}`)).body.data;
    const detached = await api.put(`/v3/pipeline/${pid}/source/${sid}`, {
      type: "http",
      title: src.title,
      user_config: src.user_config,
      generation_id: src.generation_id,
      gateway_route_id: null,
    });
    expect(detached.status, JSON.stringify(detached.body)).toBe(200);
    expect(detached.body.data.gateway_route_id ?? null).toBeNull();
    const put = await api.put(`${base}/${route.id}`, { title: "free", type: "logstash" });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await api.delete(`${base}/${route.id}`)).status).toBe(200);
  });

  it("deleting the pipeline releases the route", async () => {
    const route = await createRoute();
    const pid = await createPipeline("doomed");
    await attach(pid, route.id);
    expectV3Error(await api.delete(`${base}/${route.id}`), 409, "ECONFLICT");
    const del = await api.delete(`/v3/pipeline/${pid}`);
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect((await api.delete(`${base}/${route.id}`)).status).toBe(200);
    expectV3Error(await api.get(`${base}/${route.id}`), 404, "ENOTFOUND");
  });
});

describe("access keys", () => {
  it("returns the key only on creation, as at least 128 random bits", async () => {
    const route = await createRoute();
    const path = `${base}/${route.id}/access-key`;
    const created = await api.post(path, { title: "collector" });
    expect(created.status).toBe(200);
    expect(created.body.meta).toEqual({ type: "access-key", pk: "id", page: null });
    const { key, id, title, created_at } = created.body.data;
    expect(title).toBe("collector");
    expect(typeof created_at).toBe("string");
    // 128 bits are at least 32 hex digits (or 22 base64 characters) after any prefix.
    expect(key.replace(/^[a-z]+_/, "").length).toBeGreaterThanOrEqual(22);

    const listed = await api.get(path);
    expect(listed.body.data).toEqual([
      { id, title, type: "generated", gateway_route_id: route.id, created_at },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(key);
    // The route itself never shows keys either.
    expect(JSON.stringify((await api.get(`${base}/${route.id}`)).body)).not.toContain(key);
    expect(JSON.stringify((await api.get(base)).body)).not.toContain(key);

    const deleted = await api.delete(`${path}/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({
      id,
      title,
      type: "generated",
      gateway_route_id: route.id,
      created_at,
    });
    expect((await api.get(path)).body.data).toEqual([]);
  });

  it("each route lists only its own keys; a key cannot be deleted through another route", async () => {
    const a = await createRoute({ title: "route a" });
    const b = await createRoute({ title: "route b" });
    const keyA = (await api.post(`${base}/${a.id}/access-key`, { title: "a-key" })).body.data;
    const keyB = (await api.post(`${base}/${b.id}/access-key`, { title: "b-key" })).body.data;
    expect((await api.get(`${base}/${a.id}/access-key`)).body.data.map((k: Json) => k.id)).toEqual([keyA.id]);
    expect((await api.get(`${base}/${b.id}/access-key`)).body.data.map((k: Json) => k.id)).toEqual([keyB.id]);
    expectV3Error(await api.delete(`${base}/${b.id}/access-key/${keyA.id}`), 404, "ENOTFOUND");
    expect((await api.get(`${base}/${a.id}/access-key`)).body.data.map((k: Json) => k.id)).toEqual([keyA.id]);
  });

  it("validates the title like other titles and refuses malformed ids and JSON", async () => {
    const route = await createRoute();
    const path = `${base}/${route.id}/access-key`;
    for (const title of ["", "k".repeat(513), "a<b", "a>b", 'a"b', 7, null]) {
      const body = expectV3Error(await api.post(path, { title }), 400, "EVALIDATION");
      expect(new Set(body.errors.map((e: Json) => e.instancePath))).toEqual(new Set(["/title"]));
    }
    expectV3Error(await api.post(path, "{title:"), 400, "EVALIDATION");
    expectV3Error(await api.post(path, "[]"), 400, "EVALIDATION");
    expect((await api.get(path)).body.data).toEqual([]);
    expect((await api.post(path, { title: "k".repeat(512) })).status).toBe(200);

    const bad = expectV3Error(await api.post(`${base}/nope/access-key`, { title: "t" }), 400, "EVALIDATION");
    expect(bad.errors[0].instancePath).toBe("/params/gateway_route_id");
    const badKey = expectV3Error(await api.delete(`${path}/123`), 400, "EVALIDATION");
    expect(badKey.errors[0].instancePath).toBe("/params/key_id");
  });

  it("answers 404 on a deleted route's key paths", async () => {
    const route = await createRoute();
    const key = (await api.post(`${base}/${route.id}/access-key`, { title: "k" })).body.data;
    expect((await api.delete(`${base}/${route.id}`)).status).toBe(200);
    expectV3Error(await api.post(`${base}/${route.id}/access-key`, { title: "k" }), 404, "ENOTFOUND");
    expectV3Error(await api.delete(`${base}/${route.id}/access-key/${key.id}`), 404, "ENOTFOUND");
  });
});

describe("malformed ids", () => {
  it("answers 400 for every route taking an id, with the error at /params/gateway_route_id", async () => {
    for (const id of ["123", "not-a-uuid", "00000000-0000-4000-8000-00000000000", "%20"]) {
      const calls = [
        api.get(`${base}/${id}`),
        api.put(`${base}/${id}`, { title: "t", type: "http" }),
        api.patch(`${base}/${id}`, { title: "t" }),
        api.delete(`${base}/${id}`),
        api.get(`${base}/${id}/access-key`),
        api.post(`${base}/${id}/access-key`, { title: "t" }),
        api.delete(`${base}/${id}/access-key/${MISSING}`),
      ];
      for (const res of await Promise.all(calls)) {
        const body = expectV3Error(res, 400, "EVALIDATION");
        expect(body.errors[0].instancePath, id).toBe("/params/gateway_route_id");
      }
    }
  });
});

describe("tenancy", () => {
  it("another account gets 404 everywhere, even where the owner would get 409", async () => {
    const route = await createRoute({ title: "guarded" });
    const key = (await api.post(`${base}/${route.id}/access-key`, { title: "mine" })).body.data;
    await attach(await createPipeline(), route.id);

    expect((await other.get(base)).body.data).toEqual([]);
    const attempts = [
      other.get(`${base}/${route.id}`),
      other.put(`${base}/${route.id}`, { title: "t", type: "webhook" }),
      other.put(`${base}/${route.id}`, { title: "t", type: "http" }),
      other.patch(`${base}/${route.id}`, { legacy_routing: true }),
      other.delete(`${base}/${route.id}`),
      other.get(`${base}/${route.id}/access-key`),
      other.post(`${base}/${route.id}/access-key`, { title: "x" }),
      other.delete(`${base}/${route.id}/access-key/${key.id}`),
    ];
    for (const res of await Promise.all(attempts)) {
      const body = expectV3Error(res, 404, "ENOTFOUND");
      expect(JSON.stringify(body)).not.toContain(route.id);
    }
    // The answer is the same as for an id that never existed.
    const never = expectV3Error(await other.get(`${base}/${MISSING}`), 404, "ENOTFOUND");
    const theirs = expectV3Error(await other.get(`${base}/${route.id}`), 404, "ENOTFOUND");
    expect(theirs.message).toBe(never.message);

    expect((await api.get(`${base}/${route.id}`)).body.data).toEqual(route);
    expect((await api.get(`${base}/${route.id}/access-key`)).body.data.map((k: Json) => k.id)).toEqual([
      key.id,
    ]);
  });

  it("lists only the caller's routes", async () => {
    const mine = await createRoute({ title: "mine only" });
    const theirs = await createRoute({ title: "theirs only" }, other);
    const myIds = (await api.get(base)).body.data.map((r: Json) => r.id);
    const theirIds = (await other.get(base)).body.data.map((r: Json) => r.id);
    expect(myIds).toContain(mine.id);
    expect(myIds).not.toContain(theirs.id);
    expect(theirIds).toEqual([theirs.id]);
    expect(theirs.account_id).not.toBe(mine.account_id);
  });
});
