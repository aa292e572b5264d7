import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error, type Json } from "../helpers";
import { SPEC_ROUTE_KINDS } from "../spec-kinds";

const base = "/v3/pipeline/gateway-route";
const routeKinds = [...SPEC_ROUTE_KINDS];
const MISSING = "00000000-0000-4000-8000-000000000000";

let api: ReturnType<typeof client>;
let other: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await createAccount("gw-a"));
  other = client(await createAccount("gw-b"));
});

async function createRoute(body: Json = {}) {
  const res = await api.post(base, { title: "Shared HTTP", type: "http", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

/** A pipeline with one source of `type` attached to the route. */
async function attachSource(routeId: string, type = "http") {
  const p = await api.post("/v3/pipeline", { title: "uses route" });
  expect(p.status, JSON.stringify(p.body)).toBe(200);
  const src = await api.post(`/v3/pipeline/${p.body.data.id}/source`, { type, gateway_route_id: routeId });
  expect(src.status, JSON.stringify(src.body)).toBe(200);
  expect(src.body.data.gateway_route_id).toBe(routeId);
  return { pipelineId: p.body.data.id as string, sourceId: src.body.data.id as string };
}

describe("gateway routes: create", () => {
  it("creates with defaults and the v3 envelope", async () => {
    const res = await api.post(base, { title: "Edge HTTP", type: "http" });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ type: "gateway-route", pk: "id", page: null });
    expect(res.body.data).toMatchObject({
      title: "Edge HTTP",
      description: null,
      type: "http",
      start_classification: false,
      legacy_routing: false,
    });
    expect(res.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    const got = await api.get(`${base}/${res.body.data.id}`);
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(res.body.data);
  });

  it("stores every field given on create", async () => {
    const route = await createRoute({
      title: "Full",
      description: "all fields",
      type: "webhook",
      start_classification: true,
      legacy_routing: true,
    });
    expect(route).toMatchObject({
      title: "Full",
      description: "all fields",
      type: "webhook",
      start_classification: true,
      legacy_routing: true,
    });
  });

  it("accepts every route kind", async () => {
    for (const type of routeKinds) {
      const res = await api.post(base, { title: `kind ${type}`, type });
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.data.type).toBe(type);
    }
  });

  it("refuses an unknown or missing kind, including source-only kinds", async () => {
    for (const type of ["ftp", "s3", "kafka", "", 3]) {
      expectV3Error(await api.post(base, { title: "x", type }), 400, "EVALIDATION");
    }
    const body = expectV3Error(await api.post(base, { title: "x" }), 400, "EVALIDATION");
    expect(body.errors.map((e: Json) => e.instancePath)).toContain("/type");
  });

  it("enforces the title rules", async () => {
    const bad: unknown[] = ["", "x".repeat(513), "a<b", "a>b", 'say "hi"', 5, null];
    for (const title of bad) {
      const body = expectV3Error(await api.post(base, { title, type: "http" }), 400, "EVALIDATION");
      expect(body.errors.map((e: Json) => e.instancePath)).toContain("/title");
    }
    expectV3Error(await api.post(base, { type: "http" }), 400, "EVALIDATION");
    const max = await api.post(base, { title: "x".repeat(512), type: "http" });
    expect(max.status).toBe(200);
    const one = await api.post(base, { title: "x", type: "http" });
    expect(one.status).toBe(200);
  });

  it("enforces the description rules on create (min 1, pattern)", async () => {
    for (const description of ["", "a<b", "a>b", 'a"b']) {
      const body = expectV3Error(
        await api.post(base, { title: "t", type: "http", description }),
        400,
        "EVALIDATION",
      );
      expect(body.errors.map((e: Json) => e.instancePath)).toContain("/description");
    }
  });

  it("refuses unknown fields and non-boolean flags", async () => {
    const body = expectV3Error(await api.post(base, { title: "t", type: "http", color: "red" }), 400);
    expect(body.errors).toEqual([{ instancePath: "/color", message: "unknown field" }]);
    expectV3Error(await api.post(base, { title: "t", type: "http", legacy_routing: "yes" }), 400);
    expectV3Error(await api.post(base, { title: "t", type: "http", start_classification: 1 }), 400);
  });

  it("creates nothing when refused", async () => {
    const before = (await api.get(base)).body.data.length;
    await api.post(base, { title: "a<b", type: "http" });
    expect((await api.get(base)).body.data.length).toBe(before);
  });
});

describe("gateway routes: list and get", () => {
  it("lists the account's routes with a list envelope", async () => {
    const a = await createRoute({ title: "listed one" });
    const b = await createRoute({ title: "listed two" });
    const res = await api.get(base);
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ type: "gateway-route", pk: "id", page: { next: null, previous: null } });
    const ids = res.body.data.map((r: Json) => r.id);
    expect(ids).toContain(a.id);
    expect(ids).toContain(b.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expectV3Error(await api.get(`${base}/${MISSING}`), 404, "ENOTFOUND");
    const body = expectV3Error(await api.get(`${base}/not-a-uuid`), 400, "EVALIDATION");
    expect(body.errors[0].instancePath).toBe("/params/gateway_route_id");
    expectV3Error(await api.put(`${base}/not-a-uuid`, { title: "t", type: "http" }), 400, "EVALIDATION");
    expectV3Error(await api.patch(`${base}/not-a-uuid`, { title: "t" }), 400, "EVALIDATION");
    expectV3Error(await api.delete(`${base}/not-a-uuid`), 400, "EVALIDATION");
    expectV3Error(await api.get(`${base}/not-a-uuid/access-key`), 400, "EVALIDATION");
  });
});

describe("gateway routes: PUT", () => {
  it("replaces title, description, kind and legacy_routing", async () => {
    const route = await createRoute({ description: "old", legacy_routing: true, start_classification: true });
    const res = await api.put(`${base}/${route.id}`, { title: "Replaced", type: "fluent" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: route.id,
      title: "Replaced",
      description: null,
      type: "fluent",
      legacy_routing: false,
      start_classification: true,
    });
    expect((await api.get(`${base}/${route.id}`)).body.data).toEqual(res.body.data);
  });

  it("accepts a description containing < (pattern is create-only)", async () => {
    const route = await createRoute();
    const res = await api.put(`${base}/${route.id}`, {
      title: "t",
      type: "http",
      description: 'a <b> "quoted" one',
      legacy_routing: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.description).toBe('a <b> "quoted" one');
    expect(res.body.data.legacy_routing).toBe(true);
  });

  it("validates the body and changes nothing when refused", async () => {
    const route = await createRoute({ title: "keep me" });
    const cases: Json[] = [
      { title: "", type: "http" },
      { title: "x".repeat(513), type: "http" },
      { title: "a<b", type: "http" },
      { title: "a>b", type: "http" },
      { title: 'a"b', type: "http" },
      { title: "t", type: "http", description: "" },
      { title: "t", type: "nope" },
      { title: "t" },
      { type: "http" },
      { title: "t", type: "http", start_classification: true },
      { title: "t", type: "http", extra: 1 },
    ];
    for (const body of cases) {
      expectV3Error(await api.put(`${base}/${route.id}`, body), 400, "EVALIDATION");
    }
    const got = await api.get(`${base}/${route.id}`);
    expect(got.body.data).toEqual(route);
  });

  it("answers 404 for an unknown route", async () => {
    expectV3Error(await api.put(`${base}/${MISSING}`, { title: "t", type: "http" }), 404, "ENOTFOUND");
  });
});

describe("gateway routes: PATCH", () => {
  it("changes each of title, description and legacy_routing alone", async () => {
    const route = await createRoute({ description: "d0" });
    const t = await api.patch(`${base}/${route.id}`, { title: "Patched" });
    expect(t.status).toBe(200);
    expect(t.body.data).toMatchObject({ title: "Patched", description: "d0", legacy_routing: false });
    const d = await api.patch(`${base}/${route.id}`, { description: "has <angle> brackets" });
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    expect(d.body.data).toMatchObject({ title: "Patched", description: "has <angle> brackets" });
    const l = await api.patch(`${base}/${route.id}`, { legacy_routing: true });
    expect(l.status).toBe(200);
    expect(l.body.data).toMatchObject({
      title: "Patched",
      description: "has <angle> brackets",
      legacy_routing: true,
      type: "http",
    });
    expect((await api.get(`${base}/${route.id}`)).body.data).toEqual(l.body.data);
  });

  it("refuses an empty body, start_classification, type, bad values; changes nothing", async () => {
    const route = await createRoute({ title: "patch target" });
    const cases: Json[] = [
      {},
      { start_classification: true },
      { title: "t", start_classification: false },
      { type: "fluent" },
      { title: "" },
      { title: "x".repeat(513) },
      { title: "a<b" },
      { title: "a>b" },
      { title: 'a"b' },
      { description: "" },
      { legacy_routing: "true" },
      { unknown: 1 },
    ];
    for (const body of cases) {
      expectV3Error(await api.patch(`${base}/${route.id}`, body), 400, "EVALIDATION");
    }
    expect((await api.get(`${base}/${route.id}`)).body.data).toEqual(route);
    const empty = expectV3Error(await api.patch(`${base}/${route.id}`, {}), 400, "EVALIDATION");
    expect(empty.message).toMatch(/at least one/);
    const unknown = expectV3Error(await api.patch(`${base}/${route.id}`, { color: 1 }), 400);
    expect(unknown.errors).toEqual([{ instancePath: "/color", message: "unknown field" }]);
  });

  it("answers 404 for an unknown route", async () => {
    expectV3Error(await api.patch(`${base}/${MISSING}`, { title: "t" }), 404, "ENOTFOUND");
  });
});

describe("gateway routes: DELETE and attached sources", () => {
  it("deletes a route, returning it; then it is gone", async () => {
    const route = await createRoute();
    const res = await api.delete(`${base}/${route.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(route.id);
    expectV3Error(await api.get(`${base}/${route.id}`), 404, "ENOTFOUND");
    expectV3Error(await api.delete(`${base}/${route.id}`), 404, "ENOTFOUND");
    expect((await api.get(base)).body.data.map((r: Json) => r.id)).not.toContain(route.id);
  });

  it("refuses to delete while a source is attached (409), allows it after", async () => {
    const route = await createRoute();
    const { pipelineId, sourceId } = await attachSource(route.id);
    const body = expectV3Error(await api.delete(`${base}/${route.id}`), 409, "ECONFLICT");
    expect(body.message).toContain(sourceId);
    expect((await api.get(`${base}/${route.id}`)).status).toBe(200);
    const del = await api.delete(`/v3/pipeline/${pipelineId}/source/${sourceId}`);
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect((await api.delete(`${base}/${route.id}`)).status).toBe(200);
  });

  it("refuses a PUT changing the kind while a source is attached; same kind is fine", async () => {
    const route = await createRoute({ title: "kind locked" });
    await attachSource(route.id);
    expectV3Error(await api.put(`${base}/${route.id}`, { title: "t", type: "fluent" }), 409, "ECONFLICT");
    expect((await api.get(`${base}/${route.id}`)).body.data.type).toBe("http");
    const same = await api.put(`${base}/${route.id}`, { title: "same kind", type: "http" });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.data.title).toBe("same kind");
  });

  it("refuses to attach a source of another kind", async () => {
    const route = await createRoute({ type: "fluent" });
    const p = await api.post("/v3/pipeline", { title: "mismatch" });
    const src = await api.post(`/v3/pipeline/${p.body.data.id}/source`, {
      type: "http",
      gateway_route_id: route.id,
    });
    expectV3Error(src, 400, "EVALIDATION");
  });
});

describe("gateway route access keys", () => {
  it("creates a key once, lists it without the secret, deletes it", async () => {
    const route = await createRoute();
    const keyPath = `${base}/${route.id}/access-key`;
    const empty = await api.get(keyPath);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);

    const created = await api.post(keyPath, { title: "collector" });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.meta.type).toBe("access-key");
    const key = created.body.data;
    expect(key.title).toBe("collector");
    expect(typeof key.key).toBe("string");
    expect(key.key.length).toBeGreaterThanOrEqual(22);

    const second = await api.post(keyPath, { title: "second" });
    expect(second.body.data.key).not.toBe(key.key);

    const list = await api.get(keyPath);
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ type: "access-key", page: { next: null, previous: null } });
    expect(list.body.data.map((k: Json) => k.id)).toEqual([key.id, second.body.data.id]);
    expect(JSON.stringify(list.body)).not.toContain(key.key);
    for (const k of list.body.data) expect(k).not.toHaveProperty("key");

    const del = await api.delete(`${keyPath}/${key.id}`);
    expect(del.status).toBe(200);
    expect(del.body.data).not.toHaveProperty("key");
    expect(del.body.data.id).toBe(key.id);
    expect((await api.get(keyPath)).body.data.map((k: Json) => k.id)).toEqual([second.body.data.id]);
    expectV3Error(await api.delete(`${keyPath}/${key.id}`), 404, "ENOTFOUND");
  });

  it("validates the key body and ids", async () => {
    const route = await createRoute();
    const keyPath = `${base}/${route.id}/access-key`;
    for (const body of [{}, { title: "" }, { title: "a<b" }, { title: "t", extra: 1 }]) {
      expectV3Error(await api.post(keyPath, body), 400, "EVALIDATION");
    }
    expect((await api.get(keyPath)).body.data).toEqual([]);
    expectV3Error(await api.delete(`${keyPath}/not-a-uuid`), 400, "EVALIDATION");
    expectV3Error(await api.delete(`${keyPath}/${MISSING}`), 404, "ENOTFOUND");
    expectV3Error(await api.post(`${base}/${MISSING}/access-key`, { title: "t" }), 404, "ENOTFOUND");
    expectV3Error(await api.get(`${base}/${MISSING}/access-key`), 404, "ENOTFOUND");
  });

  it("deleting the route deletes its keys", async () => {
    const route = await createRoute();
    await api.post(`${base}/${route.id}/access-key`, { title: "k" });
    expect((await api.delete(`${base}/${route.id}`)).status).toBe(200);
    expectV3Error(await api.get(`${base}/${route.id}/access-key`), 404, "ENOTFOUND");
  });
});

describe("gateway routes: tenancy", () => {
  it("hides one account's routes and keys from another (404 everywhere)", async () => {
    const route = await createRoute({ title: "private route" });
    const keyPath = `${base}/${route.id}/access-key`;
    const key = (await api.post(keyPath, { title: "mine" })).body.data;

    expect((await other.get(base)).body.data.map((r: Json) => r.id)).not.toContain(route.id);
    expectV3Error(await other.get(`${base}/${route.id}`), 404, "ENOTFOUND");
    expectV3Error(
      await other.put(`${base}/${route.id}`, { title: "stolen", type: "http" }),
      404,
      "ENOTFOUND",
    );
    expectV3Error(await other.patch(`${base}/${route.id}`, { title: "stolen" }), 404, "ENOTFOUND");
    expectV3Error(await other.delete(`${base}/${route.id}`), 404, "ENOTFOUND");
    expectV3Error(await other.get(keyPath), 404, "ENOTFOUND");
    expectV3Error(await other.post(keyPath, { title: "intruder" }), 404, "ENOTFOUND");
    expectV3Error(await other.delete(`${keyPath}/${key.id}`), 404, "ENOTFOUND");

    // Another account's source cannot hang off the route either.
    const p = await other.post("/v3/pipeline", { title: "other" });
    const src = await other.post(`/v3/pipeline/${p.body.data.id}/source`, {
      type: "http",
      gateway_route_id: route.id,
    });
    expect(src.status).toBe(400);

    // Nor through a route of its own: the key id is looked up under the caller's route only.
    const own = await other.post(base, { title: "theirs", type: "http" });
    expectV3Error(await other.delete(`${base}/${own.body.data.id}/access-key/${key.id}`), 404, "ENOTFOUND");

    // Nothing changed for the owner.
    expect((await api.get(`${base}/${route.id}`)).body.data).toEqual(route);
    expect((await api.get(keyPath)).body.data.map((k: Json) => k.id)).toEqual([key.id]);
  });
});
