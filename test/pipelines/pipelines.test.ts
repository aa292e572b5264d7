// Pipelines over HTTP: CRUD, the v3 envelope, list pagination, field rules, tenancy and processing status.
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, client, createAccount, expectV3Error, type Json } from "../helpers";

type Api = ReturnType<typeof client>;
const MISSING = "00000000-0000-4000-8000-000000000000";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let api: Api;
let other: Api;
let accountId: string;

beforeAll(async () => {
  const a = await createAccount("pipelines-a");
  accountId = a.account_id;
  api = client(a);
  other = client(await createAccount("pipelines-b"));
});

function ok(res: ApiResponse): Json {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

async function newPipeline(a: Api = api, body: Json = { title: "pipe" }): Promise<Json> {
  return ok(await a.post("/v3/pipeline", body));
}

/** Asserts a 400 EVALIDATION whose errors include `pointer`. */
function expectInvalid(res: ApiResponse, pointer?: string) {
  const body = expectV3Error(res, 400, "EVALIDATION");
  if (pointer !== undefined) {
    expect(Array.isArray(body.errors), JSON.stringify(body)).toBe(true);
    expect(
      (body.errors as Json[]).map((e) => e.instancePath),
      JSON.stringify(body),
    ).toContain(pointer);
    for (const e of body.errors as Json[]) expect(typeof e.message).toBe("string");
  }
  return body;
}

describe("create, get, update, delete", () => {
  it("creates a pipeline in the v3 envelope with defaults", async () => {
    const res = await api.post("/v3/pipeline", { title: "Production logs" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toEqual({ type: "pipeline", pk: "id", page: null });
    const p = res.body.data;
    expect(p.id).toMatch(UUID);
    expect(p).toMatchObject({
      account_id: accountId,
      title: "Production logs",
      description: null,
      deploy_type: "saas",
      processing_status: "enabled",
      published_at: null,
      published_revision_id: null,
    });
    expect(typeof p.origin).toBe("string");
    expect(Number.isNaN(Date.parse(p.created_at))).toBe(false);
    expect(Number.isNaN(Date.parse(p.updated_at))).toBe(false);
  });

  it("accepts a description and deploy_type local", async () => {
    const p = await newPipeline(api, {
      title: "edge",
      description: "runs at the edge",
      deploy_type: "local",
    });
    expect(p).toMatchObject({ title: "edge", description: "runs at the edge", deploy_type: "local" });
    const got = ok(await api.get(`/v3/pipeline/${p.id}`));
    expect(got).toMatchObject({ title: "edge", description: "runs at the edge", deploy_type: "local" });
  });

  it("GET one answers the pipeline with its sources, transforms and sinks", async () => {
    const p = await newPipeline();
    const empty = await api.get(`/v3/pipeline/${p.id}`);
    expect(empty.status).toBe(200);
    expect(empty.body.meta).toEqual({ type: "pipeline", pk: "id", page: null });
    expect(empty.body.data).toMatchObject({
      id: p.id,
      title: "pipe",
      sources: [],
      transforms: [],
      sinks: [],
    });

    const src = ok(
      await api.post(`/v3/pipeline/${p.id}/source`, { type: "demo-logs", user_config: { format: "json" } }),
    );
    const t = ok(
      await api.post(`/v3/pipeline/${p.id}/transform`, {
        type: "drop-fields",
        user_config: { fields: [".secret"] },
        inputs: [src.id],
      }),
    );
    const sink = ok(await api.post(`/v3/pipeline/${p.id}/sink`, { type: "blackhole", inputs: [t.id] }));
    const got = ok(await api.get(`/v3/pipeline/${p.id}`));
    expect(got.sources.map((n: Json) => n.id)).toEqual([src.id]);
    expect(got.transforms.map((n: Json) => n.id)).toEqual([t.id]);
    expect(got.sinks.map((n: Json) => n.id)).toEqual([sink.id]);
    expect(got.transforms[0]).toMatchObject({ type: "drop-fields", inputs: [src.id] });
    expect(got.sinks[0]).toMatchObject({ type: "blackhole", inputs: [t.id] });
  });

  it("PUT replaces title, description and deploy_type", async () => {
    const p = await newPipeline(api, { title: "before", description: "old" });
    const res = await api.put(`/v3/pipeline/${p.id}`, {
      title: "after",
      description: "new",
      deploy_type: "local",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toEqual({ type: "pipeline", pk: "id", page: null });
    expect(res.body.data).toMatchObject({
      id: p.id,
      title: "after",
      description: "new",
      deploy_type: "local",
    });
    expect(res.body.data.created_at).toBe(p.created_at);
    const got = ok(await api.get(`/v3/pipeline/${p.id}`));
    expect(got).toMatchObject({ title: "after", description: "new", deploy_type: "local" });
  });

  it("DELETE removes the pipeline and its nodes", async () => {
    const p = await newPipeline(api, { title: "doomed" });
    ok(await api.post(`/v3/pipeline/${p.id}/source`, { type: "demo-logs", user_config: { format: "json" } }));
    const res = await api.delete(`/v3/pipeline/${p.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toEqual({ type: "pipeline", pk: "id", page: null });
    expect(res.body.data).toMatchObject({ id: p.id, title: "doomed" });
    expectV3Error(await api.get(`/v3/pipeline/${p.id}`), 404, "ENOTFOUND");
    expectV3Error(await api.get(`/v3/pipeline/${p.id}/source`), 404, "ENOTFOUND");
    expectV3Error(await api.delete(`/v3/pipeline/${p.id}`), 404, "ENOTFOUND");
    const list = ok(await api.get("/v3/pipeline?limit=1000"));
    expect(list.map((x: Json) => x.id)).not.toContain(p.id);
  });
});

describe("list", () => {
  it("pages with limit and cursor, oldest first, each pipeline once", async () => {
    const own = client(await createAccount("pipelines-list"));
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await newPipeline(own, { title: `p${i}` })).id);

    const all = await own.get("/v3/pipeline");
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ type: "pipeline", pk: "id", page: { next: null, previous: null } });
    expect(all.body.data.map((p: Json) => p.id)).toEqual(ids);

    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 10; guard++) {
      const res: ApiResponse = await own.get(
        `/v3/pipeline?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.meta).toMatchObject({ type: "pipeline", pk: "id" });
      sizes.push(res.body.data.length);
      seen.push(...res.body.data.map((p: Json) => p.id));
      cursor = res.body.meta.page.next;
      if (!cursor) break;
      expect(typeof cursor).toBe("string");
    }
    expect(sizes).toEqual([2, 2, 1]);
    expect(seen).toEqual(ids);

    const exact = await own.get("/v3/pipeline?limit=5");
    expect(exact.body.data).toHaveLength(5);
    expect(exact.body.meta.page.next).toBeNull();
  });

  it("rejects an invalid cursor or limit with 400", async () => {
    expectInvalid(await api.get("/v3/pipeline?cursor=not-a-cursor!!"), "/query/cursor");
    const wrongShape = btoa(JSON.stringify(["only-one"])).replaceAll("=", "");
    expectInvalid(await api.get(`/v3/pipeline?cursor=${wrongShape}`), "/query/cursor");
    expectInvalid(await api.get("/v3/pipeline?limit=0"), "/query/limit");
    expectInvalid(await api.get("/v3/pipeline?limit=1001"), "/query/limit");
    expectInvalid(await api.get("/v3/pipeline?limit=abc"), "/query/limit");
  });
});

describe("validation", () => {
  const cases: [string, Json, string][] = [
    ["empty title", { title: "" }, "/title"],
    ["513-character title", { title: "x".repeat(513) }, "/title"],
    ["title with <", { title: "a<b" }, "/title"],
    ["title with >", { title: "a>b" }, "/title"],
    ['title with "', { title: 'a"b' }, "/title"],
    ["missing title", {}, "/title"],
    ["non-string title", { title: 5 }, "/title"],
    ["empty description", { title: "ok", description: "" }, "/description"],
    ["description with <", { title: "ok", description: "<script>" }, "/description"],
    ["deploy_type not saas|local", { title: "ok", deploy_type: "cloud" }, "/deploy_type"],
    ["unknown field", { title: "ok", colour: "red" }, "/colour"],
  ];

  for (const [name, body, pointer] of cases) {
    it(`POST rejects ${name}`, async () => {
      expectInvalid(await api.post("/v3/pipeline", body), pointer);
    });
  }

  it("PUT applies the same rules and changes nothing on failure", async () => {
    const p = await newPipeline(api, { title: "stable" });
    for (const [, body, pointer] of cases) {
      expectInvalid(await api.put(`/v3/pipeline/${p.id}`, body), pointer);
    }
    expect(ok(await api.get(`/v3/pipeline/${p.id}`)).title).toBe("stable");
  });

  it("accepts a 512-character title and quotes-free punctuation", async () => {
    const long = "t".repeat(512);
    expect((await newPipeline(api, { title: long })).title).toBe(long);
    expect((await newPipeline(api, { title: "a & b / c's 'x'" })).title).toBe("a & b / c's 'x'");
  });

  it("rejects malformed JSON and non-object bodies with 400", async () => {
    expectInvalid(await api.post("/v3/pipeline", '{"title": "x"'));
    expectInvalid(await api.post("/v3/pipeline", "[]"));
    const p = await newPipeline();
    expectInvalid(await api.put(`/v3/pipeline/${p.id}`, "{not json"));
    expectInvalid(await api.put(`/v3/pipeline/${p.id}/processing-status`, "{"));
  });

  it("rejects a non-uuid pipeline_id with 400", async () => {
    expectInvalid(await api.get("/v3/pipeline/not-a-uuid"), "/params/pipeline_id");
    expectInvalid(await api.put("/v3/pipeline/not-a-uuid", { title: "x" }), "/params/pipeline_id");
    expectInvalid(await api.delete("/v3/pipeline/not-a-uuid"), "/params/pipeline_id");
    expectInvalid(await api.post("/v3/pipeline/not-a-uuid/publish"), "/params/pipeline_id");
    expectInvalid(
      await api.put("/v3/pipeline/not-a-uuid/processing-status", { processing_status: "enabled" }),
      "/params/pipeline_id",
    );
    expectInvalid(await api.get("/v3/pipeline/not-a-uuid/revision"), "/params/pipeline_id");
  });

  it("answers 404 ENOTFOUND for an unknown uuid", async () => {
    expectV3Error(await api.get(`/v3/pipeline/${MISSING}`), 404, "ENOTFOUND");
    expectV3Error(await api.put(`/v3/pipeline/${MISSING}`, { title: "x" }), 404, "ENOTFOUND");
    expectV3Error(await api.delete(`/v3/pipeline/${MISSING}`), 404, "ENOTFOUND");
    expectV3Error(await api.post(`/v3/pipeline/${MISSING}/publish`), 404, "ENOTFOUND");
    expectV3Error(
      await api.put(`/v3/pipeline/${MISSING}/processing-status`, { processing_status: "disabled" }),
      404,
      "ENOTFOUND",
    );
    expectV3Error(await api.get(`/v3/pipeline/${MISSING}/revision`), 404, "ENOTFOUND");
    expectV3Error(await api.get(`/v3/pipeline/${MISSING}/revision/${MISSING}`), 404, "ENOTFOUND");
  });
});

describe("tenancy", () => {
  it("hides one account's pipeline from another", async () => {
    const p = await newPipeline(api, { title: "private" });
    const src = ok(
      await api.post(`/v3/pipeline/${p.id}/source`, { type: "demo-logs", user_config: { format: "json" } }),
    );
    ok(await api.post(`/v3/pipeline/${p.id}/sink`, { type: "blackhole", inputs: [src.id] }));
    const published = ok(await api.post(`/v3/pipeline/${p.id}/publish`));
    const rid = published.published_revision_id as string;

    expectV3Error(await other.get(`/v3/pipeline/${p.id}`), 404, "ENOTFOUND");
    expectV3Error(await other.put(`/v3/pipeline/${p.id}`, { title: "stolen" }), 404, "ENOTFOUND");
    expectV3Error(await other.delete(`/v3/pipeline/${p.id}`), 404, "ENOTFOUND");
    expectV3Error(await other.post(`/v3/pipeline/${p.id}/publish`), 404, "ENOTFOUND");
    expectV3Error(
      await other.post(`/v3/pipeline/${p.id}/publish?allow_unconnected_edges=true`),
      404,
      "ENOTFOUND",
    );
    expectV3Error(
      await other.put(`/v3/pipeline/${p.id}/processing-status`, { processing_status: "disabled" }),
      404,
      "ENOTFOUND",
    );
    expectV3Error(await other.get(`/v3/pipeline/${p.id}/revision`), 404, "ENOTFOUND");
    expectV3Error(await other.get(`/v3/pipeline/${p.id}/revision/${rid}`), 404, "ENOTFOUND");

    const theirs = await other.get("/v3/pipeline?limit=1000");
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.map((x: Json) => x.id)).not.toContain(p.id);
    const own = await newPipeline(other, { title: "theirs" });
    const theirsAfter = ok(await other.get("/v3/pipeline?limit=1000"));
    expect(theirsAfter.map((x: Json) => x.id)).toEqual([own.id]);

    // Nothing the other account tried changed the pipeline.
    const got = ok(await api.get(`/v3/pipeline/${p.id}`));
    expect(got).toMatchObject({ title: "private", processing_status: "enabled", published_revision_id: rid });
    expect(ok(await api.get(`/v3/pipeline/${p.id}/revision`))).toHaveLength(1);
    expect(ok(await api.get("/v3/pipeline?limit=1000")).map((x: Json) => x.id)).toContain(p.id);
  });
});

describe("processing status", () => {
  it("switches between disabled and enabled and GET reflects it", async () => {
    const p = await newPipeline();
    expect(p.processing_status).toBe("enabled");
    const off = await api.put(`/v3/pipeline/${p.id}/processing-status`, { processing_status: "disabled" });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.meta).toEqual({ type: "pipeline", pk: "id", page: null });
    expect(off.body.data).toMatchObject({ id: p.id, processing_status: "disabled", title: "pipe" });
    expect(ok(await api.get(`/v3/pipeline/${p.id}`)).processing_status).toBe("disabled");
    const listed = ok(await api.get("/v3/pipeline?limit=1000")).find((x: Json) => x.id === p.id);
    expect(listed.processing_status).toBe("disabled");
    // Idempotent.
    ok(await api.put(`/v3/pipeline/${p.id}/processing-status`, { processing_status: "disabled" }));
    const on = ok(await api.put(`/v3/pipeline/${p.id}/processing-status`, { processing_status: "enabled" }));
    expect(on.processing_status).toBe("enabled");
    expect(ok(await api.get(`/v3/pipeline/${p.id}`)).processing_status).toBe("enabled");
  });

  it("rejects bad values and leaves the status alone", async () => {
    const p = await newPipeline();
    const url = `/v3/pipeline/${p.id}/processing-status`;
    ok(await api.put(url, { processing_status: "disabled" }));
    expectInvalid(await api.put(url, { processing_status: "paused" }), "/processing_status");
    expectInvalid(await api.put(url, { processing_status: true }), "/processing_status");
    expectInvalid(await api.put(url, {}), "/processing_status");
    expectInvalid(await api.put(url, { processing_status: "enabled", extra: 1 }), "/extra");
    expect(ok(await api.get(`/v3/pipeline/${p.id}`)).processing_status).toBe("disabled");
  });

  it("is not changed by a pipeline PUT", async () => {
    const p = await newPipeline();
    ok(await api.put(`/v3/pipeline/${p.id}/processing-status`, { processing_status: "disabled" }));
    ok(await api.put(`/v3/pipeline/${p.id}`, { title: "renamed" }));
    expect(ok(await api.get(`/v3/pipeline/${p.id}`))).toMatchObject({
      title: "renamed",
      processing_status: "disabled",
    });
  });
});
