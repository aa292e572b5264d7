// Publishing over HTTP, the edges publish.test.ts leaves open: sources whose only path runs through an
// output that no longer exists, partly dangling inputs, empty pipelines, what does and does not count as
// a change for ENOCHANGES, every push kind of the catalog, access keys coming and going, and the throttle
// beta taking precedence over the graph checks.
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, client, createAccount, expectV3Error, type Json } from "../helpers";

type Api = ReturnType<typeof client>;

let api: Api;

beforeAll(async () => {
  api = client(await createAccount("publish-edges"));
});

function ok(res: ApiResponse): Json {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

const demo = { type: "demo-logs", user_config: { format: "json" } };
const errorsOnly = { expressions: [{ field: ".level", str_operator: "equal", value: "error" }] };

async function newPipeline(a: Api = api): Promise<string> {
  return ok(await a.post("/v3/pipeline", { title: "publish edges" })).id as string;
}
const source = async (pid: string, body: Json = demo, a: Api = api) =>
  ok(await a.post(`/v3/pipeline/${pid}/source`, body));
const transform = async (pid: string, body: Json, a: Api = api) =>
  ok(await a.post(`/v3/pipeline/${pid}/transform`, body));
const sink = async (pid: string, inputs: string[], body: Json = {}, a: Api = api) =>
  ok(await a.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs, ...body }));
const publish = (pid: string, query = "", a: Api = api) => a.post(`/v3/pipeline/${pid}/publish${query}`);

/** Full-replace PUT of a node from its current wire form plus `change`. */
async function putNode(
  pid: string,
  cls: "source" | "transform" | "sink",
  id: string,
  change: Json,
  a: Api = api,
) {
  const current = ok(await a.get(`/v3/pipeline/${pid}/${cls}/${id}`));
  const body: Json = {
    type: current.type,
    title: current.title,
    user_config: current.user_config,
    disabled: current.disabled,
    generation_id: current.generation_id,
  };
  if (cls === "source") {
    body.deploy_type = current.deploy_type;
    body.gateway_route_id = current.gateway_route_id;
  } else body.inputs = current.inputs;
  return ok(await a.put(`/v3/pipeline/${pid}/${cls}/${id}`, { ...body, ...change }));
}

/** A refused publish: 400 EVALIDATION; answers its errors. */
function refused(res: ApiResponse): Json[] {
  const body = expectV3Error(res, 400, "EVALIDATION");
  expect(Array.isArray(body.errors), JSON.stringify(body)).toBe(true);
  return body.errors as Json[];
}
/** The node ids a refused publish points at, sorted and without repeats. */
const refusedNodes = (res: ApiResponse) =>
  [
    ...new Set(
      refused(res)
        .map((e) => /^\/nodes\/(.+)$/.exec(e.instancePath)?.[1])
        .filter((v): v is string => !!v),
    ),
  ].sort();
const sorted = (...ids: string[]) => [...ids].sort();

async function revisionCount(pid: string) {
  return (ok(await api.get(`/v3/pipeline/${pid}/revision`)) as Json[]).length;
}

describe("unconnected edges", () => {
  it("counts a source as unconnected when its only path runs through a route output that was renamed away", async () => {
    const pid = await newPipeline();
    const src = await source(pid);
    const route = await transform(pid, {
      type: "route",
      inputs: [src.id],
      user_config: { conditionals: [{ label: "Errors", conditional: errorsOnly }] },
    });
    const dst = await sink(pid, [`${route.id}.errors`]);
    ok(await publish(pid));

    await putNode(pid, "transform", route.id, {
      user_config: { conditionals: [{ label: "Warnings", conditional: errorsOnly }] },
    });
    // The sink's input names nothing, so no event of the source reaches any destination.
    expect(refusedNodes(await publish(pid))).toEqual(sorted(src.id, dst.id));
    ok(await publish(pid, "?allow_unconnected_edges=true"));
  });

  it("refuses a node with one dangling input among good ones, and only that node", async () => {
    const pid = await newPipeline();
    const a = await source(pid);
    const b = await source(pid);
    const t = await transform(pid, { type: "drop-fields", inputs: [b.id], user_config: { fields: [".x"] } });
    const dst = await sink(pid, [a.id, t.id]);
    ok(await publish(pid));
    ok(await api.delete(`/v3/pipeline/${pid}/transform/${t.id}`));

    const errors = refused(await publish(pid));
    const onSink = errors.filter((e) => e.instancePath === `/nodes/${dst.id}`);
    expect(onSink).toHaveLength(1);
    expect(onSink[0].message).toContain(t.id);
    expect(onSink[0].message).not.toContain(a.id);
    // a still reaches the sink; b no longer reaches anything.
    expect(refusedNodes(await publish(pid))).toEqual(sorted(dst.id, b.id));
  });

  it("refuses an empty pipeline and one without a destination, pointing at the pipeline", async () => {
    const empty = await newPipeline();
    const errors = refused(await publish(empty));
    expect(errors.map((e) => e.instancePath)).toEqual(["/pipeline", "/pipeline"]);
    expect(errors.map((e) => e.message).join(" ")).toMatch(/source/);
    expect(errors.map((e) => e.message).join(" ")).toMatch(/destination/);
    const p = ok(await publish(empty, "?allow_unconnected_edges=true"));
    expect(ok(await api.get(`/v3/pipeline/${empty}/revision/${p.published_revision_id}`)).nodes).toEqual([]);
    expectV3Error(await publish(empty, "?allow_unconnected_edges=true"), 409, "ENOCHANGES");

    const sourceOnly = await newPipeline();
    const src = await source(sourceOnly);
    const res = await publish(sourceOnly);
    expect(
      refused(res)
        .map((e) => e.instancePath)
        .sort(),
    ).toEqual([`/nodes/${src.id}`, "/pipeline"].sort());
  });

  it("lets a source reach its destination through a chain of processors and a route branch", async () => {
    const pid = await newPipeline();
    const src = await source(pid);
    const t1 = await transform(pid, {
      type: "drop-fields",
      inputs: [src.id],
      user_config: { fields: [".a"] },
    });
    const route = await transform(pid, {
      type: "route",
      inputs: [t1.id],
      user_config: { conditionals: [{ label: "Errors", conditional: errorsOnly }] },
    });
    const t2 = await transform(pid, {
      type: "drop-fields",
      inputs: [`${route.id}._unmatched`],
      user_config: { fields: [".b"] },
    });
    // The errors branch goes nowhere: a processor output without a consumer is not refused.
    await sink(pid, [t2.id]);
    ok(await publish(pid));
  });
});

describe("ENOCHANGES", () => {
  it("is not fooled by an edit that changes nothing, and answers the latest revision only", async () => {
    const pid = await newPipeline();
    const src = await source(pid);
    const t = await transform(pid, {
      type: "drop-fields",
      inputs: [src.id],
      user_config: { fields: [".a", ".b"] },
    });
    const dst = await sink(pid, [t.id], { title: "v1" });
    ok(await publish(pid));

    // A PUT that sends the same content bumps generation_id but changes nothing publishable.
    const same = await putNode(pid, "sink", dst.id, {});
    expect(same.generation_id).toBe(1);
    expectV3Error(await publish(pid), 409, "ENOCHANGES");

    // Change and change back: still nothing new compared to the latest revision.
    await putNode(pid, "sink", dst.id, { title: "v2" });
    await putNode(pid, "sink", dst.id, { title: "v1" });
    expectV3Error(await publish(pid), 409, "ENOCHANGES");
    expect(await revisionCount(pid)).toBe(1);

    // A different user_config (here the order of the field list) is a change.
    await putNode(pid, "transform", t.id, { user_config: { fields: [".b", ".a"] } });
    ok(await publish(pid));
    expect(await revisionCount(pid)).toBe(2);

    // Going back to the first revision's graph is a change relative to the latest.
    await putNode(pid, "transform", t.id, { user_config: { fields: [".a", ".b"] } });
    const third = ok(await publish(pid));
    const revs = ok(await api.get(`/v3/pipeline/${pid}/revision`));
    expect(revs.map((r: Json) => r.version)).toEqual([3, 2, 1]);
    expect(revs[0].id).toBe(third.published_revision_id);
    const [v3, v1] = await Promise.all(
      [revs[0].id, revs[2].id].map(async (rid: string) =>
        ok(await api.get(`/v3/pipeline/${pid}/revision/${rid}`)),
      ),
    );
    expect(v3.nodes.find((n: Json) => n.id === t.id).user_config).toEqual(
      v1.nodes.find((n: Json) => n.id === t.id).user_config,
    );
  });

  it("counts title, disabled and inputs as changes", async () => {
    const pid = await newPipeline();
    const a = await source(pid);
    const b = await source(pid);
    const dst = await sink(pid, [a.id, b.id]);
    ok(await publish(pid));
    let expected = 1;
    for (const change of [{ title: "renamed" }, { inputs: [a.id] }, { inputs: [a.id], disabled: true }]) {
      await putNode(pid, "sink", dst.id, change);
      ok(await publish(pid, "?allow_disabled=true&allow_unconnected_edges=true"));
      expect(await revisionCount(pid)).toBe(++expected);
    }
    // Deleting a node is a change.
    ok(await api.delete(`/v3/pipeline/${pid}/source/${b.id}`));
    ok(await publish(pid, "?allow_disabled=true&allow_unconnected_edges=true"));
    expect(await revisionCount(pid)).toBe(expected + 1);
  });

  it("is answered only after the graph checks pass", async () => {
    const pid = await newPipeline();
    const src = await source(pid);
    await sink(pid, [src.id], { disabled: true });
    ok(await publish(pid, "?allow_disabled=true"));
    // Same graph, without the flag it needs: the refusal wins over "nothing changed".
    expect(refused(await publish(pid)).length).toBeGreaterThan(0);
    expectV3Error(await publish(pid, "?allow_disabled=true"), 409, "ENOCHANGES");
  });

  it("does not count access keys or the pipeline's own fields as changes", async () => {
    const pid = await newPipeline();
    const push = await source(pid, { type: "http", user_config: {} });
    await sink(pid, [push.id]);
    ok(await publish(pid, "?allow_empty_access_keys=true"));
    ok(await api.post(`/v3/pipeline/${pid}/source/${push.id}/access-key`, { title: "k" }));
    ok(await api.put(`/v3/pipeline/${pid}`, { title: "renamed", description: "d" }));
    expectV3Error(await publish(pid), 409, "ENOCHANGES");
    expect(await revisionCount(pid)).toBe(1);
  });
});

describe("access keys", () => {
  it("refuses every push kind of the catalog without a key, and no pull kind", async () => {
    const catalog = ok(await api.get("/v3/pipeline/node")) as Json[];
    const pushKinds = catalog.filter((k) => k.kind === "source" && k.push === true).map((k) => k.type);
    expect(pushKinds).toContain("http");
    expect(pushKinds).not.toContain("demo-logs");
    expect(catalog.find((k) => k.type === "demo-logs" && k.kind === "source")?.push).toBe(false);

    const pid = await newPipeline();
    const pushIds: string[] = [];
    for (const type of pushKinds) pushIds.push((await source(pid, { type, user_config: {} })).id);
    const pulls = [await source(pid), await source(pid, { type: "log-analysis", user_config: {} })];
    await sink(pid, [...pushIds, ...pulls.map((p) => p.id)]);

    const errors = refused(await publish(pid));
    expect(refusedNodes(await publish(pid))).toEqual(sorted(...pushIds));
    for (const e of errors) expect(e.message).toContain("allow_empty_access_keys");

    // A key on a source clears that source only: key every other one, then the rest.
    const keyed = pushIds.filter((_, i) => i % 2 === 0);
    for (const id of keyed) ok(await api.post(`/v3/pipeline/${pid}/source/${id}/access-key`, { title: "k" }));
    const rest = pushIds.filter((id) => !keyed.includes(id));
    expect(refusedNodes(await publish(pid))).toEqual(sorted(...rest));
    for (const id of rest) ok(await api.post(`/v3/pipeline/${pid}/source/${id}/access-key`, { title: "k" }));
    ok(await publish(pid));
  });

  it("refuses an access key on a pull source", async () => {
    const pid = await newPipeline();
    const pull = await source(pid);
    expectV3Error(
      await api.post(`/v3/pipeline/${pid}/source/${pull.id}/access-key`, { title: "no" }),
      400,
      "EVALIDATION",
    );
  });

  it("follows the source's gateway route: attach, detach, another route, deleted route key", async () => {
    const withKey = ok(await api.post("/v3/pipeline/gateway-route", { title: "keyed", type: "http" }));
    const withoutKey = ok(await api.post("/v3/pipeline/gateway-route", { title: "bare", type: "http" }));
    const routeKey = ok(
      await api.post(`/v3/pipeline/gateway-route/${withKey.id}/access-key`, { title: "route key" }),
    );

    const pid = await newPipeline();
    const src = await source(pid, { type: "http", user_config: {}, gateway_route_id: withoutKey.id });
    await sink(pid, [src.id]);
    expect(refusedNodes(await publish(pid))).toEqual([src.id]);

    await putNode(pid, "source", src.id, { gateway_route_id: withKey.id });
    ok(await publish(pid));

    // Detached from the route, the source has no key of its own.
    await putNode(pid, "source", src.id, { gateway_route_id: null });
    expect(refusedNodes(await publish(pid))).toEqual([src.id]);

    // Back on the route, then the route loses its key.
    await putNode(pid, "source", src.id, { gateway_route_id: withKey.id });
    expectV3Error(await publish(pid), 409, "ENOCHANGES");
    ok(await api.delete(`/v3/pipeline/gateway-route/${withKey.id}/access-key/${routeKey.id}`));
    await putNode(pid, "source", src.id, { title: "changed" });
    expect(refusedNodes(await publish(pid))).toEqual([src.id]);
  });

  it("does not count another account's keys", async () => {
    const other = client(await createAccount("publish-edges-other"));
    const theirRoute = ok(await other.post("/v3/pipeline/gateway-route", { title: "theirs", type: "http" }));
    ok(await other.post(`/v3/pipeline/gateway-route/${theirRoute.id}/access-key`, { title: "theirs" }));
    const theirPid = await newPipeline(other);
    const theirSrc = await source(theirPid, { type: "http", user_config: {} }, other);
    ok(await other.post(`/v3/pipeline/${theirPid}/source/${theirSrc.id}/access-key`, { title: "theirs" }));

    const pid = await newPipeline();
    const mine = await source(pid, { type: "http", user_config: {} });
    await sink(pid, [mine.id]);
    expect(refusedNodes(await publish(pid))).toEqual([mine.id]);
  });
});

describe("disabled nodes", () => {
  it("publishes without the flag once the node is enabled again", async () => {
    const pid = await newPipeline();
    const src = await source(pid);
    const t = await transform(pid, {
      type: "drop-fields",
      inputs: [src.id],
      user_config: { fields: [".a"] },
      disabled: true,
    });
    await sink(pid, [t.id]);
    expect(refusedNodes(await publish(pid))).toEqual([t.id]);
    await putNode(pid, "transform", t.id, { disabled: false });
    const p = ok(await publish(pid));
    const rev = ok(await api.get(`/v3/pipeline/${pid}/revision/${p.published_revision_id}`));
    expect(rev.nodes.every((n: Json) => n.disabled === false)).toBe(true);
  });
});

describe("throttle beta", () => {
  const throttle = { type: "throttle", user_config: { threshold: 5, window_ms: 1000 } };

  it("refuses with 403 before any graph problem, refuses edits, and lets the pipeline publish once the throttle is gone", async () => {
    const beta = client(await createAccount("publish-edges-beta"));
    ok(await beta.patch("/v3/pipeline/account", { beta_features: ["throttle"] }));
    const pid = await newPipeline(beta);
    const src = await source(pid, demo, beta);
    const t = await transform(pid, { ...throttle, inputs: [src.id] }, beta);
    // A throttle with no inputs: a graph problem besides the beta.
    const lone = await transform(pid, { ...throttle }, beta);
    await sink(pid, [t.id], {}, beta);
    expect(refusedNodes(await publish(pid, "", beta))).toEqual([lone.id]);

    ok(await beta.patch("/v3/pipeline/account", { beta_features: [] }));
    const settings = ok(await beta.get("/v3/pipeline/account")) as Json[];
    expect(settings.find((s) => s.name === "beta_features")?.value).toEqual([]);

    expectV3Error(await publish(pid, "", beta), 403, "EFEATUREDISABLED");
    expectV3Error(await publish(pid, "?allow_unconnected_edges=true", beta), 403, "EFEATUREDISABLED");
    // Editing an existing throttle is refused too, and changes nothing.
    const current = ok(await beta.get(`/v3/pipeline/${pid}/transform/${t.id}`));
    expectV3Error(
      await beta.put(`/v3/pipeline/${pid}/transform/${t.id}`, {
        ...throttle,
        user_config: { threshold: 9, window_ms: 1000 },
        title: current.title,
        inputs: current.inputs,
        generation_id: current.generation_id,
      }),
      403,
      "EFEATUREDISABLED",
    );
    expect(ok(await beta.get(`/v3/pipeline/${pid}/transform/${t.id}`)).user_config.threshold).toBe(5);
    expect(ok(await beta.get(`/v3/pipeline/${pid}/revision`))).toEqual([]);

    // Without any throttle the pipeline publishes with the beta still off.
    ok(await beta.delete(`/v3/pipeline/${pid}/transform/${lone.id}`));
    await putNode(
      pid,
      "sink",
      (ok(await beta.get(`/v3/pipeline/${pid}`)).sinks[0] as Json).id,
      { inputs: [src.id] },
      beta,
    );
    expectV3Error(await publish(pid, "", beta), 403, "EFEATUREDISABLED");
    ok(await beta.delete(`/v3/pipeline/${pid}/transform/${t.id}`));
    const p = ok(await publish(pid, "", beta));
    const rev = ok(await beta.get(`/v3/pipeline/${pid}/revision/${p.published_revision_id}`));
    expect(rev.nodes.map((n: Json) => n.type).sort()).toEqual(["blackhole", "demo-logs"]);
  });
});
