// GET /v3/pipeline/{id} keeps the serialized draft nodes per isolate, checked against the pipeline's
// graph_version in the same read (src/api/pipelines/draft-cache.ts). Whatever writes the nodes (the API,
// another isolate, a job writing D1 directly) bumps the version in its own transaction, so the answer is
// never stale: checked here for node create, update, delete, a raw UPDATE in D1 and a deleted pipeline.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, type Json } from "../helpers";
import { ok } from "../nodes/fixtures";

let api: ReturnType<typeof client>;
let other: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await createAccount("draft-cache"));
  other = client(await createAccount("draft-cache-other"));
});

const version = async (pid: string) =>
  (
    await env.DB.prepare("SELECT graph_version AS v FROM pipelines WHERE id = ?")
      .bind(pid)
      .first<{ v: number }>()
  )?.v;

describe("the draft nodes a pipeline read answers", () => {
  it("follow every write of the nodes, also one made outside this isolate's API calls", async () => {
    const pid = ok(await api.post("/v3/pipeline", { title: "cached" })).id;
    const source = ok(await api.post(`/v3/pipeline/${pid}/source`, { type: "http" }));
    const first = ok(await api.get(`/v3/pipeline/${pid}`));
    expect(first.sources.map((n: Json) => n.id)).toEqual([source.id]);
    expect(ok(await api.get(`/v3/pipeline/${pid}`))).toEqual(first);
    const v0 = await version(pid);

    const drop = ok(
      await api.post(`/v3/pipeline/${pid}/transform`, {
        type: "drop-fields",
        inputs: [source.id],
        user_config: { fields: [".a"] },
      }),
    );
    expect(await version(pid)).toBe((v0 ?? 0) + 1);
    expect(ok(await api.get(`/v3/pipeline/${pid}`)).transforms.map((n: Json) => n.id)).toEqual([drop.id]);

    ok(
      await api.put(`/v3/pipeline/${pid}/transform/${drop.id}`, {
        type: "drop-fields",
        title: "renamed",
        inputs: [source.id],
        user_config: { fields: [".b"] },
        generation_id: 0,
      }),
    );
    const renamed = ok(await api.get(`/v3/pipeline/${pid}`)).transforms[0];
    expect(renamed).toMatchObject({ title: "renamed", user_config: { fields: [".b"] }, generation_id: 1 });

    // A write that does not go through this isolate's routes: straight into D1.
    await env.DB.prepare("UPDATE pipeline_nodes SET title = 'from elsewhere' WHERE id = ?")
      .bind(drop.id)
      .run();
    expect(ok(await api.get(`/v3/pipeline/${pid}`)).transforms[0].title).toBe("from elsewhere");

    ok(await api.delete(`/v3/pipeline/${pid}/transform/${drop.id}`));
    expect(ok(await api.get(`/v3/pipeline/${pid}`)).transforms).toEqual([]);
  });

  it("answers the pipeline row's own changes at once, and 404 for another account or once deleted", async () => {
    const pid = ok(await api.post("/v3/pipeline", { title: "before" })).id;
    ok(await api.get(`/v3/pipeline/${pid}`));
    ok(await api.put(`/v3/pipeline/${pid}`, { title: "after" }));
    expect(ok(await api.get(`/v3/pipeline/${pid}`)).title).toBe("after");
    expect((await other.get(`/v3/pipeline/${pid}`)).status).toBe(404);
    ok(await api.delete(`/v3/pipeline/${pid}`));
    expect((await api.get(`/v3/pipeline/${pid}`)).status).toBe(404);
  });
});
