// Sources hanging off gateway routes (gateway_route_id must name a route of the account and of the same
// kind) and the access keys of push sources (POST/GET/DELETE .../source/{sid}/access-key).
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error, type Json } from "../helpers";
import {
  type Api,
  expectInvalid,
  MINIMAL_SOURCE_CONFIG,
  MISSING_ID,
  newPipeline,
  ok,
  SPEC_ROUTE_KINDS,
  SPEC_SOURCE_KINDS,
  UUID_RE,
} from "./fixtures";

let api: Api;
let other: Api;
let pid: string;
let catalog: Json[];

beforeAll(async () => {
  api = client(await createAccount("shared-a"));
  other = client(await createAccount("shared-b"));
  pid = await newPipeline(api, "shared");
  catalog = ok(await api.get("/v3/pipeline/node")) as unknown as Json[];
});

const sourceBody = (type: string, extra: Json = {}) => ({
  type,
  user_config: MINIMAL_SOURCE_CONFIG[type],
  ...extra,
});
const isPush = (type: string) => catalog.find((e) => e.kind === "source" && e.type === type)?.push === true;

describe("gateway_route_id", () => {
  const routes: Record<string, Json> = {};
  beforeAll(async () => {
    for (const type of SPEC_ROUTE_KINDS) {
      routes[type] = ok(await api.post("/v3/pipeline/gateway-route", { title: `route ${type}`, type }));
    }
  });

  it("every route kind is a source kind, and a source of that kind can hang off the route", async () => {
    for (const type of SPEC_ROUTE_KINDS) {
      expect(SPEC_SOURCE_KINDS as readonly string[]).toContain(type);
      const src = ok(
        await api.post(`/v3/pipeline/${pid}/source`, sourceBody(type, { gateway_route_id: routes[type].id })),
      );
      expect(src).toMatchObject({ type, gateway_route_id: routes[type].id });
      expect(ok(await api.get(`/v3/pipeline/${pid}/source/${src.id}`)).gateway_route_id).toBe(
        routes[type].id,
      );
    }
  });

  it("a source of another kind than the route is refused, for every route kind", async () => {
    for (const [i, type] of SPEC_ROUTE_KINDS.entries()) {
      const mismatched = SPEC_ROUTE_KINDS[(i + 1) % SPEC_ROUTE_KINDS.length];
      const err = expectInvalid(
        await api.post(
          `/v3/pipeline/${pid}/source`,
          sourceBody(mismatched, { gateway_route_id: routes[type].id }),
        ),
        "/gateway_route_id",
      );
      expect(err.message).toContain(type);
    }
  });

  it("a source kind that has no route kind (pull sources, log-analysis-ingestion) takes no route", async () => {
    const noRouteKinds = SPEC_SOURCE_KINDS.filter(
      (t) => !(SPEC_ROUTE_KINDS as readonly string[]).includes(t),
    );
    expect(noRouteKinds.sort()).toEqual(
      [
        "cloud-event-hub",
        "demo-logs",
        "kafka",
        "log-analysis",
        "log-analysis-ingestion",
        "pipeline-data-restoration",
        "s3",
        "sqs",
      ].sort(),
    );
    for (const type of noRouteKinds) {
      expectInvalid(
        await api.post(`/v3/pipeline/${pid}/source`, sourceBody(type, { gateway_route_id: routes.http.id })),
        "/gateway_route_id",
      );
    }
  });

  it("a route that does not exist, was deleted, or is another account's is refused", async () => {
    const gone = ok(await api.post("/v3/pipeline/gateway-route", { title: "gone", type: "http" }));
    ok(await api.delete(`/v3/pipeline/gateway-route/${gone.id}`));
    const theirs = ok(await other.post("/v3/pipeline/gateway-route", { title: "theirs", type: "http" }));
    for (const gateway_route_id of [MISSING_ID, gone.id, theirs.id]) {
      expectInvalid(
        await api.post(`/v3/pipeline/${pid}/source`, sourceBody("http", { gateway_route_id })),
        "/gateway_route_id",
      );
    }
    for (const gateway_route_id of ["route-1", 5, ""]) {
      expectInvalid(
        await api.post(`/v3/pipeline/${pid}/source`, sourceBody("http", { gateway_route_id })),
        "/gateway_route_id",
      );
    }
    // The other account cannot use ours either.
    const theirPid = await newPipeline(other);
    expectInvalid(
      await other.post(
        `/v3/pipeline/${theirPid}/source`,
        sourceBody("http", { gateway_route_id: routes.http.id }),
      ),
      "/gateway_route_id",
    );
  });

  it("PUT can attach, move and detach a route; a bad one leaves the source unchanged", async () => {
    const src = ok(await api.post(`/v3/pipeline/${pid}/source`, sourceBody("fluent")));
    const url = `/v3/pipeline/${pid}/source/${src.id}`;
    const put = (extra: Json, generation_id: number, type = "fluent") =>
      api.put(url, { ...sourceBody(type), title: "f", generation_id, ...extra });

    const attached = ok(await put({ gateway_route_id: routes.fluent.id }, 0));
    expect(attached).toMatchObject({ gateway_route_id: routes.fluent.id, generation_id: 1 });
    for (const gateway_route_id of [routes.logstash.id, MISSING_ID]) {
      expectInvalid(await put({ gateway_route_id }, 1), "/gateway_route_id");
    }
    expect(ok(await api.get(url))).toEqual(attached);
    const second = ok(await api.post("/v3/pipeline/gateway-route", { title: "fluent 2", type: "fluent" }));
    expect(ok(await put({ gateway_route_id: second.id }, 1)).gateway_route_id).toBe(second.id);
    // Changing kind together with a route of the new kind.
    const moved = ok(await put({ gateway_route_id: routes.logstash.id }, 2, "logstash"));
    expect(moved).toMatchObject({ type: "logstash", gateway_route_id: routes.logstash.id });
    expect(ok(await put({ gateway_route_id: null }, 3, "logstash")).gateway_route_id).toBeNull();
  });
});

describe("push source access keys", () => {
  it("every push source kind takes keys; every pull kind answers 400 on POST and GET", async () => {
    const pushKinds = SPEC_SOURCE_KINDS.filter(isPush);
    const pullKinds = SPEC_SOURCE_KINDS.filter((t) => !isPush(t));
    expect(pushKinds.length).toBeGreaterThan(0);
    expect(pullKinds).toContain("demo-logs");
    for (const type of pushKinds) {
      const src = ok(await api.post(`/v3/pipeline/${pid}/source`, sourceBody(type)));
      const base = `/v3/pipeline/${pid}/source/${src.id}/access-key`;
      const key = ok(await api.post(base, { title: `key for ${type}` }));
      expect(key).toMatchObject({ title: `key for ${type}` });
      expect(key.id).toMatch(UUID_RE);
      expect(ok(await api.get(base)).map((k: Json) => k.id)).toEqual([key.id]);
    }
    for (const type of pullKinds) {
      const src = ok(await api.post(`/v3/pipeline/${pid}/source`, sourceBody(type)));
      const base = `/v3/pipeline/${pid}/source/${src.id}/access-key`;
      expectInvalid(await api.post(base, { title: "nope" }));
      expectInvalid(await api.get(base));
      expectInvalid(await api.delete(`${base}/${MISSING_ID}`));
    }
  });

  it("the key is shown once: in the POST answer only, never in lists, the source or the DELETE answer", async () => {
    const src = ok(await api.post(`/v3/pipeline/${pid}/source`, sourceBody("open-telemetry-logs")));
    const base = `/v3/pipeline/${pid}/source/${src.id}/access-key`;
    const res = await api.post(base, { title: "otel collector" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toEqual({ type: "access-key", pk: "id", page: null });
    const created = res.body.data;
    expect(typeof created.key).toBe("string");
    // At least 128 bits of randomness: 22+ characters of base64url or 32+ hex digits.
    expect(created.key.length).toBeGreaterThanOrEqual(22);
    expect(Number.isNaN(Date.parse(created.created_at))).toBe(false);

    const keys = new Set([created.key]);
    for (let i = 0; i < 3; i++) keys.add(ok(await api.post(base, { title: `k${i}` })).key);
    expect(keys.size).toBe(4);

    const list = await api.get(base);
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ type: "access-key", pk: "id" });
    expect(list.body.data).toHaveLength(4);
    expect(list.body.data[0]).toEqual({
      id: created.id,
      title: "otel collector",
      type: "generated",
      gateway_route_id: null,
      created_at: created.created_at,
    });
    const everything = JSON.stringify([
      list.body,
      await api.get(`/v3/pipeline/${pid}/source/${src.id}`),
      await api.get(`/v3/pipeline/${pid}/source`),
    ]);
    for (const k of keys) expect(everything).not.toContain(k);

    const del = ok(await api.delete(`${base}/${created.id}`));
    expect(del).toEqual({
      id: created.id,
      title: "otel collector",
      type: "generated",
      gateway_route_id: null,
      created_at: created.created_at,
    });
    expect(ok(await api.get(base)).map((k: Json) => k.id)).not.toContain(created.id);
    expectV3Error(await api.delete(`${base}/${created.id}`), 404, "ENOTFOUND");
    expectInvalid(await api.delete(`${base}/not-a-uuid`));
  });

  it("keys go with their source: after the source is deleted its key routes answer 404", async () => {
    const src = ok(await api.post(`/v3/pipeline/${pid}/source`, sourceBody("webhook")));
    const base = `/v3/pipeline/${pid}/source/${src.id}/access-key`;
    const key = ok(await api.post(base, { title: "k" }));
    ok(await api.delete(`/v3/pipeline/${pid}/source/${src.id}`));
    expectV3Error(await api.get(base), 404, "ENOTFOUND");
    expectV3Error(await api.post(base, { title: "k2" }), 404, "ENOTFOUND");
    expectV3Error(await api.delete(`${base}/${key.id}`), 404, "ENOTFOUND");
  });

  it("key routes need a source of this pipeline: unknown ids, transforms and other pipelines answer 404", async () => {
    const src = ok(await api.post(`/v3/pipeline/${pid}/source`, sourceBody("http")));
    const t = ok(await api.post(`/v3/pipeline/${pid}/transform`, { type: "stringify", inputs: [src.id] }));
    const elsewhere = await newPipeline(api);
    for (const path of [
      `/v3/pipeline/${pid}/source/${MISSING_ID}/access-key`,
      `/v3/pipeline/${pid}/source/${t.id}/access-key`,
      `/v3/pipeline/${elsewhere}/source/${src.id}/access-key`,
      `/v3/pipeline/${MISSING_ID}/source/${src.id}/access-key`,
    ]) {
      expectV3Error(await api.get(path), 404, "ENOTFOUND");
      expectV3Error(await api.post(path, { title: "x" }), 404, "ENOTFOUND");
    }
  });

  it("validates the key body", async () => {
    const src = ok(await api.post(`/v3/pipeline/${pid}/source`, sourceBody("siem-hec")));
    const base = `/v3/pipeline/${pid}/source/${src.id}/access-key`;
    for (const [body, pointer] of [
      [{}, "/title"],
      [{ title: "" }, "/title"],
      [{ title: "x".repeat(513) }, "/title"],
      [{ title: 'a"b' }, "/title"],
      [{ title: "ok", key: "my-own-key" }, "/key"],
    ] as [Json, string][]) {
      expectInvalid(await api.post(base, body), pointer);
    }
    expect(ok(await api.get(base))).toEqual([]);
  });
});
