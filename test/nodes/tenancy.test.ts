// Tenancy (API-CONTRACT section 2): every node route of one account's pipeline answers another account
// 404, exactly as for an id that does not exist, and nothing of the owner's changes.
import { beforeAll, expect, it } from "vitest";
import { type ApiResponse, client, createAccount, type Json } from "../helpers";
import { type Api, MISSING_ID, newPipeline, ok } from "./fixtures";

let owner: Api;
let intruder: Api;
let pid: string;
let nodes: Record<string, Json>;
let keyId: string;

beforeAll(async () => {
  owner = client(await createAccount("tenant-owner"));
  intruder = client(await createAccount("tenant-intruder"));
  pid = await newPipeline(owner, "private");
  const source = ok(await owner.post(`/v3/pipeline/${pid}/source`, { type: "http", title: "secret source" }));
  const transform = ok(
    await owner.post(`/v3/pipeline/${pid}/transform`, { type: "stringify", inputs: [source.id] }),
  );
  const sink = ok(
    await owner.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs: [transform.id] }),
  );
  nodes = { source, transform, sink };
  keyId = ok(await owner.post(`/v3/pipeline/${pid}/source/${source.id}/access-key`, { title: "k" })).id;
});

const bodyFor = (cls: string, inputs: string[] = []): Json =>
  cls === "source"
    ? { type: "http", title: "mine now", user_config: {}, generation_id: 0 }
    : {
        type: cls === "sink" ? "blackhole" : "stringify",
        title: "mine now",
        user_config: {},
        inputs,
        generation_id: 0,
      };

/** The error body without its per-request id. */
function notFoundBody(res: ApiResponse): Json {
  expect(res.status, JSON.stringify(res.body)).toBe(404);
  expect(res.body.code).toBe("ENOTFOUND");
  const { request_id: _, ...rest } = res.body;
  return rest;
}

/** Every node route, for a pipeline id and node ids. */
function routes(p: string, ids: Record<string, string>, key: string) {
  const list: [string, string, unknown?][] = [];
  for (const cls of ["source", "transform", "sink"]) {
    const base = `/v3/pipeline/${p}/${cls}`;
    const { generation_id: _, ...createBody } = bodyFor(cls);
    list.push(["GET", base], ["POST", base, createBody]);
    list.push(
      ["GET", `${base}/${ids[cls]}`],
      ["PUT", `${base}/${ids[cls]}`, bodyFor(cls)],
      ["DELETE", `${base}/${ids[cls]}`],
    );
  }
  const keys = `/v3/pipeline/${p}/source/${ids.source}/access-key`;
  list.push(["GET", keys], ["POST", keys, { title: "stolen" }], ["DELETE", `${keys}/${key}`]);
  return list;
}

const send = (a: Api, method: string, path: string, body?: unknown) =>
  ({ GET: a.get, POST: a.post, PUT: a.put, DELETE: a.delete })[method as "GET"](path, body);

it("another account gets 404 on every node route of the pipeline, indistinguishable from a missing id", async () => {
  const ids = { source: nodes.source.id, transform: nodes.transform.id, sink: nodes.sink.id };
  const real = routes(pid, ids, keyId);
  const missing = routes(
    MISSING_ID,
    { source: MISSING_ID, transform: MISSING_ID, sink: MISSING_ID },
    MISSING_ID,
  );
  expect(real.length).toBe(18);
  for (const [i, [method, path, body]] of real.entries()) {
    const res = await send(intruder, method, path, body);
    const [, missingPath, missingBody] = missing[i];
    const reference = await send(intruder, method, missingPath, missingBody);
    expect(notFoundBody(res), `${method} ${path}`).toEqual(notFoundBody(reference));
    expect(JSON.stringify(res.body)).not.toContain("secret source");
  }
});

it("the intruder's own pipeline cannot reach the owner's nodes by id either", async () => {
  const theirs = await newPipeline(intruder, "theirs");
  const ids = { source: nodes.source.id, transform: nodes.transform.id, sink: nodes.sink.id };
  for (const [method, path, body] of routes(theirs, ids, keyId)) {
    if (/\/(source|transform|sink)$/.test(path)) continue; // its own lists and creates work
    const res = await send(intruder, method, path, body);
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(404);
  }
  // Nor wire them as inputs.
  const res = await intruder.post(`/v3/pipeline/${theirs}/sink`, {
    type: "blackhole",
    inputs: [nodes.source.id],
  });
  expect(res.status).toBe(400);
  expect(ok(await intruder.get(`/v3/pipeline/${theirs}/source`))).toEqual([]);
});

it("the owner's nodes and key are untouched", async () => {
  for (const cls of ["source", "transform", "sink"]) {
    expect(ok(await owner.get(`/v3/pipeline/${pid}/${cls}/${nodes[cls].id}`))).toEqual(nodes[cls]);
    expect(ok(await owner.get(`/v3/pipeline/${pid}/${cls}`))).toEqual([nodes[cls]]);
  }
  const keys = ok(await owner.get(`/v3/pipeline/${pid}/source/${nodes.source.id}/access-key`));
  expect(keys.map((k: Json) => k.id)).toEqual([keyId]);
});
