// Pipelines over HTTP, the edges pipelines.test.ts leaves open: every invalid field reported at once,
// keyset paging under concurrent changes, what a deleted pipeline leaves behind, tenancy of the nodes and
// access keys inside a pipeline, and processing status as a per-pipeline, non-graph setting.
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, client, createAccount, expectV3Error, type Json } from "../helpers";

type Api = ReturnType<typeof client>;

let api: Api;
let other: Api;

beforeAll(async () => {
  api = client(await createAccount("pipelines-edges-a"));
  other = client(await createAccount("pipelines-edges-b"));
});

function ok(res: ApiResponse): Json {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

async function newPipeline(a: Api = api, body: Json = { title: "edges" }): Promise<Json> {
  return ok(await a.post("/v3/pipeline", body));
}

const pointers = (body: Json): string[] => ((body.errors ?? []) as Json[]).map((e) => e.instancePath);

/** demo-logs → blackhole, published. */
async function publishedPipeline(a: Api = api) {
  const p = await newPipeline(a);
  const src = ok(
    await a.post(`/v3/pipeline/${p.id}/source`, { type: "demo-logs", user_config: { format: "json" } }),
  );
  const dst = ok(await a.post(`/v3/pipeline/${p.id}/sink`, { type: "blackhole", inputs: [src.id] }));
  const published = ok(await a.post(`/v3/pipeline/${p.id}/publish`));
  return { pid: p.id as string, src, dst, rid: published.published_revision_id as string };
}

/** Walks every page of GET /v3/pipeline with `limit`, answering the ids in order. */
async function allPages(a: Api, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 50; guard++) {
    const res: ApiResponse = await a.get(
      `/v3/pipeline?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    ids.push(...ok(res).map((p: Json) => p.id));
    cursor = res.body.meta.page.next;
    if (!cursor) return ids;
  }
  throw new Error("pagination did not end");
}

describe("validation reports every problem", () => {
  it("lists each invalid or unknown field once, on POST and on PUT", async () => {
    const body = { title: "", description: "a<b", deploy_type: "cloud", colour: "red", size: 3 };
    const expected = ["/colour", "/deploy_type", "/description", "/size", "/title"];
    const created = expectV3Error(await api.post("/v3/pipeline", body), 400, "EVALIDATION");
    expect(pointers(created).sort()).toEqual(expected);
    for (const e of created.errors as Json[]) expect(e.message.length).toBeGreaterThan(0);

    const p = await newPipeline(api, { title: "kept", description: "kept too" });
    const updated = expectV3Error(await api.put(`/v3/pipeline/${p.id}`, body), 400, "EVALIDATION");
    expect(pointers(updated).sort()).toEqual(expected);
    expect(ok(await api.get(`/v3/pipeline/${p.id}`))).toMatchObject({
      title: "kept",
      description: "kept too",
      deploy_type: "saas",
    });
  });

  it("rejects the forbidden characters anywhere in the title, and a description of only them", async () => {
    for (const title of ["<start", "end>", 'mid"dle', "<>", `${"x".repeat(511)}"`]) {
      const err = expectV3Error(await api.post("/v3/pipeline", { title }), 400, "EVALIDATION");
      expect(pointers(err)).toEqual(["/title"]);
    }
    for (const description of ['"', ">", "ok until <"]) {
      const err = expectV3Error(
        await api.post("/v3/pipeline", { title: "t", description }),
        400,
        "EVALIDATION",
      );
      expect(pointers(err)).toEqual(["/description"]);
    }
    // Nothing was created by the refused requests.
    expect(ok(await api.get("/v3/pipeline?limit=1000")).map((p: Json) => p.title)).not.toContain("<>");
  });

  it("answers 400 for a null title and for a non-string deploy_type", async () => {
    expect(
      pointers(expectV3Error(await api.post("/v3/pipeline", { title: null }), 400, "EVALIDATION")),
    ).toEqual(["/title"]);
    expect(
      pointers(
        expectV3Error(await api.post("/v3/pipeline", { title: "t", deploy_type: 1 }), 400, "EVALIDATION"),
      ),
    ).toEqual(["/deploy_type"]);
  });
});

describe("update", () => {
  it("keeps created_at and the publication, advances updated_at, and clears a description sent as null", async () => {
    const { pid, rid } = await publishedPipeline();
    ok(await api.put(`/v3/pipeline/${pid}`, { title: "with description", description: "first" }));
    const before = ok(await api.get(`/v3/pipeline/${pid}`));
    expect(before.description).toBe("first");

    const after = ok(await api.put(`/v3/pipeline/${pid}`, { title: "cleared", description: null }));
    expect(after).toMatchObject({
      id: pid,
      title: "cleared",
      description: null,
      created_at: before.created_at,
      published_at: before.published_at,
      published_revision_id: rid,
    });
    expect(Date.parse(after.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));
    expect(ok(await api.get(`/v3/pipeline/${pid}`)).description).toBeNull();
  });
});

describe("list paging", () => {
  // Rows created within one millisecond tie on created_at and then sort by id, so the expected order is
  // the one the unpaged list answers, not the order of creation.
  it("does not skip or repeat pipelines when the cursor's row is deleted between pages", async () => {
    const own = client(await createAccount("pipelines-edges-paging"));
    for (let i = 0; i < 5; i++) await newPipeline(own, { title: `p${i}` });
    const ids = ok(await own.get("/v3/pipeline?limit=1000")).map((p: Json) => p.id as string);
    expect(ids).toHaveLength(5);

    const first = await own.get("/v3/pipeline?limit=2");
    expect(ok(first).map((p: Json) => p.id)).toEqual(ids.slice(0, 2));
    const cursor = first.body.meta.page.next as string;
    expect(typeof cursor).toBe("string");

    // The last row of the first page goes away, and a new pipeline arrives.
    ok(await own.delete(`/v3/pipeline/${ids[1]}`));
    const late = (await newPipeline(own, { title: "late" })).id;
    const now = ok(await own.get("/v3/pipeline?limit=1000")).map((p: Json) => p.id as string);
    expect([...now].sort()).toEqual([ids[0], ...ids.slice(2), late].sort());
    expect(now[0]).toBe(ids[0]);

    const second = await own.get(`/v3/pipeline?limit=2&cursor=${encodeURIComponent(cursor)}`);
    expect(ok(second).map((p: Json) => p.id)).toEqual(now.slice(1, 3));
    const third = await own.get(
      `/v3/pipeline?limit=2&cursor=${encodeURIComponent(second.body.meta.page.next)}`,
    );
    expect(ok(third).map((p: Json) => p.id)).toEqual(now.slice(3, 5));
    expect(third.body.meta.page.next).toBeNull();

    // Any page size walks the same list.
    for (const limit of [1, 3, 4, 1000]) expect(await allPages(own, limit)).toEqual(now);
  });

  it("scopes a cursor to the caller's account", async () => {
    const a = client(await createAccount("pipelines-edges-cursor-a"));
    const b = client(await createAccount("pipelines-edges-cursor-b"));
    const bFirst = (await newPipeline(b, { title: "b0" })).id;
    for (let i = 0; i < 3; i++) await newPipeline(a, { title: `a${i}` });
    const bLater = (await newPipeline(b, { title: "b1" })).id;
    const aIds = ok(await a.get("/v3/pipeline?limit=1000")).map((p: Json) => p.id as string);
    expect(aIds).toHaveLength(3);

    const page = await a.get("/v3/pipeline?limit=1");
    const cursor = page.body.meta.page.next as string;
    // B replays A's cursor: A's later pipelines sort after it, yet B sees only its own.
    const replay = ok(await b.get(`/v3/pipeline?limit=1000&cursor=${encodeURIComponent(cursor)}`)).map(
      (p: Json) => p.id,
    );
    expect(replay).toContain(bLater);
    for (const id of replay) expect([bFirst, bLater]).toContain(id);
    expect((await allPages(b, 1)).sort()).toEqual([bFirst, bLater].sort());
    expect(await allPages(a, 2)).toEqual(aIds);
    expect(
      ok(await a.get(`/v3/pipeline?limit=1000&cursor=${encodeURIComponent(cursor)}`)).map((p: Json) => p.id),
    ).toEqual(aIds.slice(1));
  });

  it("rejects cursors that are not its own", async () => {
    for (const cursor of [
      "%%%",
      "e30",
      btoa(JSON.stringify(["a", "b", "c"])),
      btoa("[1,2]"),
      "x".repeat(600),
    ]) {
      const err = expectV3Error(
        await api.get(`/v3/pipeline?cursor=${encodeURIComponent(cursor)}`),
        400,
        "EVALIDATION",
      );
      expect(pointers(err)).toEqual(["/query/cursor"]);
    }
  });
});

describe("delete", () => {
  it("takes the revisions and nodes with the pipeline", async () => {
    const { pid, src, dst, rid } = await publishedPipeline();
    ok(await api.delete(`/v3/pipeline/${pid}`));
    expectV3Error(await api.get(`/v3/pipeline/${pid}/revision`), 404, "ENOTFOUND");
    expectV3Error(await api.get(`/v3/pipeline/${pid}/revision/${rid}`), 404, "ENOTFOUND");
    expectV3Error(await api.get(`/v3/pipeline/${pid}/source/${src.id}`), 404, "ENOTFOUND");
    expectV3Error(await api.get(`/v3/pipeline/${pid}/sink/${dst.id}`), 404, "ENOTFOUND");
    expectV3Error(await api.post(`/v3/pipeline/${pid}/publish`), 404, "ENOTFOUND");
    expectV3Error(
      await api.put(`/v3/pipeline/${pid}/processing-status`, { processing_status: "enabled" }),
      404,
      "ENOTFOUND",
    );
    expectV3Error(await api.put(`/v3/pipeline/${pid}`, { title: "back" }), 404, "ENOTFOUND");
    expectV3Error(
      await api.post(`/v3/pipeline/${pid}/source`, { type: "demo-logs", user_config: { format: "json" } }),
      404,
      "ENOTFOUND",
    );
  });

  it("leaves the account's other pipelines alone", async () => {
    const keep = await publishedPipeline();
    const doomed = await publishedPipeline();
    ok(await api.delete(`/v3/pipeline/${doomed.pid}`));
    const kept = ok(await api.get(`/v3/pipeline/${keep.pid}`));
    expect(kept.published_revision_id).toBe(keep.rid);
    expect(kept.sources.map((n: Json) => n.id)).toEqual([keep.src.id]);
    expect(ok(await api.get(`/v3/pipeline/${keep.pid}/revision/${keep.rid}`)).nodes).toHaveLength(2);
  });
});

describe("tenancy inside a pipeline", () => {
  it("hides the nodes and access keys of another account's pipeline", async () => {
    const { pid, src, dst } = await publishedPipeline();
    const push = ok(await api.post(`/v3/pipeline/${pid}/source`, { type: "http", user_config: {} }));
    const key = ok(await api.post(`/v3/pipeline/${pid}/source/${push.id}/access-key`, { title: "mine" }));

    for (const path of [
      `/v3/pipeline/${pid}/source`,
      `/v3/pipeline/${pid}/transform`,
      `/v3/pipeline/${pid}/sink`,
      `/v3/pipeline/${pid}/source/${src.id}`,
      `/v3/pipeline/${pid}/sink/${dst.id}`,
      `/v3/pipeline/${pid}/source/${push.id}/access-key`,
    ]) {
      expectV3Error(await other.get(path), 404, "ENOTFOUND");
    }
    expectV3Error(
      await other.post(`/v3/pipeline/${pid}/source`, { type: "demo-logs", user_config: { format: "json" } }),
      404,
      "ENOTFOUND",
    );
    expectV3Error(
      await other.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs: [src.id] }),
      404,
      "ENOTFOUND",
    );
    expectV3Error(
      await other.post(`/v3/pipeline/${pid}/source/${push.id}/access-key`, { title: "theirs" }),
      404,
      "ENOTFOUND",
    );
    expectV3Error(
      await other.delete(`/v3/pipeline/${pid}/source/${push.id}/access-key/${key.id}`),
      404,
      "ENOTFOUND",
    );
    expectV3Error(await other.delete(`/v3/pipeline/${pid}/sink/${dst.id}`), 404, "ENOTFOUND");

    // The owner still sees everything as it was.
    const got = ok(await api.get(`/v3/pipeline/${pid}`));
    expect(got.sources.map((n: Json) => n.id).sort()).toEqual([src.id, push.id].sort());
    expect(got.sinks.map((n: Json) => n.id)).toEqual([dst.id]);
    expect(
      ok(await api.get(`/v3/pipeline/${pid}/source/${push.id}/access-key`)).map((k: Json) => k.id),
    ).toEqual([key.id]);
  });

  it("refuses inputs from another pipeline or another account, and another account's gateway route", async () => {
    const mine = await publishedPipeline();
    const sameAccount = await newPipeline();
    const theirs = await newPipeline(other);

    for (const [a, pid] of [
      [api, sameAccount.id],
      [other, theirs.id],
    ] as const) {
      const err = expectV3Error(
        await a.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs: [mine.src.id] }),
        400,
        "EVALIDATION",
      );
      expect(pointers(err)).toEqual(["/inputs/0"]);
    }

    const route = ok(await api.post("/v3/pipeline/gateway-route", { title: "mine", type: "http" }));
    const err = expectV3Error(
      await other.post(`/v3/pipeline/${theirs.id}/source`, {
        type: "http",
        user_config: {},
        gateway_route_id: route.id,
      }),
      400,
      "EVALIDATION",
    );
    expect(pointers(err)).toEqual(["/gateway_route_id"]);
    expect(ok(await other.get(`/v3/pipeline/${theirs.id}`)).sources).toEqual([]);
  });
});

describe("processing status", () => {
  it("belongs to one pipeline, keeps the publication, and is not a graph change", async () => {
    const a = await publishedPipeline();
    const b = await publishedPipeline();
    const off = ok(
      await api.put(`/v3/pipeline/${a.pid}/processing-status`, { processing_status: "disabled" }),
    );
    expect(off).toMatchObject({ id: a.pid, processing_status: "disabled", published_revision_id: a.rid });
    expect(ok(await api.get(`/v3/pipeline/${b.pid}`)).processing_status).toBe("enabled");
    // Toggling the status leaves nothing to publish.
    expectV3Error(await api.post(`/v3/pipeline/${a.pid}/publish`), 409, "ENOCHANGES");
    expect(ok(await api.get(`/v3/pipeline/${a.pid}/revision`))).toHaveLength(1);
    // Publishing a change keeps the status.
    ok(await api.post(`/v3/pipeline/${a.pid}/sink`, { type: "blackhole", inputs: [a.src.id] }));
    const republished = ok(await api.post(`/v3/pipeline/${a.pid}/publish`));
    expect(republished.processing_status).toBe("disabled");
    expect(republished.published_revision_id).not.toBe(a.rid);
  });

  it("rejects values other than enabled and disabled, including their case variants", async () => {
    const p = await newPipeline();
    const url = `/v3/pipeline/${p.id}/processing-status`;
    for (const processing_status of ["Enabled", "DISABLED", "", "on", null, 1, ["enabled"]]) {
      const err = expectV3Error(await api.put(url, { processing_status }), 400, "EVALIDATION");
      expect(pointers(err)).toEqual(["/processing_status"]);
    }
    expectV3Error(await api.put(url, "not json"), 400, "EVALIDATION");
    expect(ok(await api.get(`/v3/pipeline/${p.id}`)).processing_status).toBe("enabled");
  });
});
