// Publishing over HTTP: the graph checks and their query flags, access keys (own and via a gateway route),
// ENOCHANGES, immutable revisions, and the throttle beta.
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, client, createAccount, expectV3Error, type Json } from "../helpers";

type Api = ReturnType<typeof client>;
const MISSING = "00000000-0000-4000-8000-000000000000";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let api: Api;

beforeAll(async () => {
  api = client(await createAccount("publish-a"));
});

function ok(res: ApiResponse): Json {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

async function newPipeline(a: Api = api, title = "publish"): Promise<string> {
  return ok(await a.post("/v3/pipeline", { title })).id as string;
}

const demo = { type: "demo-logs", user_config: { format: "json" } };
const http = { type: "http", user_config: {} };

async function source(pid: string, body: Json = demo, a: Api = api): Promise<Json> {
  return ok(await a.post(`/v3/pipeline/${pid}/source`, body));
}
async function transform(pid: string, inputs: string[], body: Json = {}, a: Api = api): Promise<Json> {
  return ok(
    await a.post(`/v3/pipeline/${pid}/transform`, {
      type: "drop-fields",
      user_config: { fields: [".secret"] },
      inputs,
      ...body,
    }),
  );
}
async function sink(pid: string, inputs: string[], body: Json = {}, a: Api = api): Promise<Json> {
  return ok(await a.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs, ...body }));
}

/** A pipeline that publishes as it is: demo-logs → blackhole. */
async function validPipeline(a: Api = api) {
  const pid = await newPipeline(a);
  const src = await source(pid, demo, a);
  const dst = await sink(pid, [src.id], {}, a);
  return { pid, src, dst };
}

const publish = (pid: string, query = "", a: Api = api) => a.post(`/v3/pipeline/${pid}/publish${query}`);

/** Asserts a refused publish (400 EVALIDATION) and answers the node ids its errors point at. */
function refusedNodes(res: ApiResponse): string[] {
  const body = expectV3Error(res, 400, "EVALIDATION");
  expect(Array.isArray(body.errors), JSON.stringify(body)).toBe(true);
  for (const e of body.errors as Json[]) {
    expect(typeof e.message).toBe("string");
    expect(typeof e.instancePath).toBe("string");
  }
  return [
    ...new Set(
      (body.errors as Json[])
        .map((e) => /^\/nodes\/(.+)$/.exec(e.instancePath)?.[1])
        .filter((v): v is string => !!v),
    ),
  ].sort();
}

const sorted = (...ids: string[]) => [...ids].sort();

async function expectUnpublished(pid: string) {
  const p = ok(await api.get(`/v3/pipeline/${pid}`));
  expect(p.published_at).toBeNull();
  expect(p.published_revision_id).toBeNull();
  expect(ok(await api.get(`/v3/pipeline/${pid}/revision`))).toEqual([]);
}

/** Full-replace PUT of a processor or destination, from its current wire form plus `change`. */
async function putNode(pid: string, cls: "transform" | "sink", node: Json, change: Json, a: Api = api) {
  const current = ok(await a.get(`/v3/pipeline/${pid}/${cls}/${node.id}`));
  const { type, title, user_config, inputs, disabled, generation_id } = current;
  return ok(
    await a.put(`/v3/pipeline/${pid}/${cls}/${node.id}`, {
      type,
      title,
      user_config,
      inputs,
      disabled,
      generation_id,
      ...change,
    }),
  );
}

describe("a valid pipeline", () => {
  it("publishes, sets published_at and published_revision_id, and records a revision", async () => {
    const { pid, src, dst } = await validPipeline();
    await expectUnpublished(pid);
    const res = await publish(pid);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toEqual({ type: "pipeline", pk: "id", page: null });
    const p = res.body.data;
    expect(p.id).toBe(pid);
    expect(p.published_revision_id).toMatch(UUID);
    expect(Number.isNaN(Date.parse(p.published_at))).toBe(false);

    const got = ok(await api.get(`/v3/pipeline/${pid}`));
    expect(got.published_revision_id).toBe(p.published_revision_id);
    expect(got.published_at).toBe(p.published_at);

    const list = await api.get(`/v3/pipeline/${pid}/revision`);
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ type: "pipeline-revision", pk: "id" });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ id: p.published_revision_id, pipeline_id: pid, version: 1 });

    const rev = await api.get(`/v3/pipeline/${pid}/revision/${p.published_revision_id}`);
    expect(rev.status).toBe(200);
    expect(rev.body.meta).toEqual({ type: "pipeline-revision", pk: "id", page: null });
    const nodes = rev.body.data.nodes as Json[];
    expect(nodes).toHaveLength(2);
    expect(nodes.find((n) => n.id === src.id)).toMatchObject({
      node_class: "source",
      type: "demo-logs",
      user_config: { format: "json" },
      disabled: false,
    });
    expect(nodes.find((n) => n.id === dst.id)).toMatchObject({
      node_class: "sink",
      type: "blackhole",
      inputs: [src.id],
      disabled: false,
    });
  });

  it("publishes through the named outputs of a route processor", async () => {
    const pid = await newPipeline();
    const src = await source(pid);
    const route = await transform(pid, [src.id], {
      type: "route",
      user_config: {
        conditionals: [
          {
            label: "Errors",
            conditional: { expressions: [{ field: ".level", str_operator: "equal", value: "error" }] },
          },
        ],
      },
    });
    expect(route.outputs.map((o: Json) => o.id).sort()).toEqual(
      sorted(`${route.id}.errors`, `${route.id}._unmatched`),
    );
    await sink(pid, [`${route.id}.errors`]);
    await sink(pid, [`${route.id}._unmatched`]);
    ok(await publish(pid));
  });

  it("rejects bad flag values, a non-uuid id and an unknown pipeline", async () => {
    const { pid } = await validPipeline();
    expectV3Error(await publish(pid, "?allow_disabled=yes"), 400, "EVALIDATION");
    expectV3Error(await publish(pid, "?allow_unconnected_edges=1"), 400, "EVALIDATION");
    expectV3Error(await api.post("/v3/pipeline/nope/publish"), 400, "EVALIDATION");
    expectV3Error(await api.post(`/v3/pipeline/${MISSING}/publish`), 404, "ENOTFOUND");
    await expectUnpublished(pid);
    ok(await publish(pid, "?allow_disabled=false"));
  });
});

describe("allow_unconnected_edges", () => {
  it("refuses every processor or destination without inputs and every source reaching no destination", async () => {
    const pid = await newPipeline();
    const good = await source(pid);
    const goodSink = await sink(pid, [good.id]);
    const loneTransform = await transform(pid, []);
    const loneSink = await sink(pid, []);
    const deadEndSource = await source(pid);
    const viaDeadEnd = await source(pid);
    const deadEndTransform = await transform(pid, [viaDeadEnd.id]);

    const ids = refusedNodes(await publish(pid));
    expect(ids).toEqual(sorted(loneTransform.id, loneSink.id, deadEndSource.id, viaDeadEnd.id));
    for (const fine of [good.id, goodSink.id, deadEndTransform.id]) expect(ids).not.toContain(fine);
    // The other flags do not allow it.
    expect(refusedNodes(await publish(pid, "?allow_empty_access_keys=true&allow_disabled=true"))).toEqual(
      ids,
    );
    await expectUnpublished(pid);

    const res = await publish(pid, "?allow_unconnected_edges=true");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.published_revision_id).toMatch(UUID);
  });

  it("refuses a dangling input left by deleting an upstream node", async () => {
    const pid = await newPipeline();
    const src = await source(pid);
    const t = await transform(pid, [src.id]);
    const dst = await sink(pid, [t.id]);
    ok(await publish(pid));

    ok(await api.delete(`/v3/pipeline/${pid}/transform/${t.id}`));
    const after = ok(await api.get(`/v3/pipeline/${pid}`));
    expect(after.sinks[0].inputs).toEqual([t.id]);
    const ids = refusedNodes(await publish(pid));
    // The sink's input points nowhere; the source now reaches no destination.
    expect(ids).toContain(dst.id);
    expect(ids).toEqual(sorted(dst.id, src.id));
    const body = (await publish(pid)).body;
    const sinkErrors = (body.errors as Json[]).filter((e) => e.instancePath === `/nodes/${dst.id}`);
    expect(sinkErrors.some((e) => String(e.message).includes(t.id))).toBe(true);

    ok(await publish(pid, "?allow_unconnected_edges=true"));
  });

  it("refuses a dangling named output after deleting a route processor", async () => {
    const pid = await newPipeline();
    const src = await source(pid);
    const other = await sink(pid, [src.id]);
    const route = await transform(pid, [src.id], {
      type: "route",
      user_config: {
        conditionals: [
          {
            label: "Errors",
            conditional: { expressions: [{ field: ".level", str_operator: "equal", value: "error" }] },
          },
        ],
      },
    });
    const errors = await sink(pid, [`${route.id}.errors`]);
    const unmatched = await sink(pid, [`${route.id}._unmatched`]);
    ok(await api.delete(`/v3/pipeline/${pid}/transform/${route.id}`));
    const ids = refusedNodes(await publish(pid));
    expect(ids).toEqual(sorted(errors.id, unmatched.id));
    expect(ids).not.toContain(other.id);
    expect(ids).not.toContain(src.id);
  });

  it("refuses an input naming a route output that a label change removed", async () => {
    const pid = await newPipeline();
    const src = await source(pid);
    const conditional = { expressions: [{ field: ".level", str_operator: "equal", value: "error" }] };
    const route = await transform(pid, [src.id], {
      type: "route",
      user_config: { conditionals: [{ label: "Errors", conditional }] },
    });
    const errors = await sink(pid, [`${route.id}.errors`]);
    ok(await publish(pid));
    const renamed = await putNode(pid, "transform", route, {
      user_config: { conditionals: [{ label: "Warnings", conditional }] },
    });
    expect(renamed.outputs.map((o: Json) => o.id)).toContain(`${route.id}.warnings`);
    // The sink's input points nowhere, and so the source, whose only path ran through it, reaches no
    // destination.
    expect(refusedNodes(await publish(pid))).toEqual(sorted(errors.id, src.id));
    await putNode(pid, "sink", errors, { inputs: [`${route.id}.warnings`] });
    ok(await publish(pid));
  });

  it("refuses a processor with no inputs even when the rest is connected", async () => {
    const { pid } = await validPipeline();
    const lone = await transform(pid, []);
    expect(refusedNodes(await publish(pid))).toEqual([lone.id]);
    ok(await publish(pid, "?allow_unconnected_edges=true"));
  });

  it("refuses a source that reaches no destination", async () => {
    const { pid } = await validPipeline();
    const stray = await source(pid);
    expect(refusedNodes(await publish(pid))).toEqual([stray.id]);
    await sink(pid, [stray.id]);
    ok(await publish(pid));
  });
});

describe("allow_empty_access_keys", () => {
  it("refuses every push source without an access key, and only those", async () => {
    const pid = await newPipeline();
    const h1 = await source(pid, http);
    const h2 = await source(pid, http);
    const pull = await source(pid);
    await sink(pid, [h1.id, h2.id, pull.id]);

    const res = await publish(pid);
    expect(refusedNodes(res)).toEqual(sorted(h1.id, h2.id));
    // The other flags do not allow it.
    expect(refusedNodes(await publish(pid, "?allow_unconnected_edges=true&allow_disabled=true"))).toEqual(
      sorted(h1.id, h2.id),
    );
    await expectUnpublished(pid);
    ok(await publish(pid, "?allow_empty_access_keys=true"));
  });

  it("accepts a push source with its own access key", async () => {
    const pid = await newPipeline();
    const withKey = await source(pid, http);
    const without = await source(pid, http);
    await sink(pid, [withKey.id, without.id]);

    const key = await api.post(`/v3/pipeline/${pid}/source/${withKey.id}/access-key`, { title: "agent" });
    expect(key.status, JSON.stringify(key.body)).toBe(200);
    expect(key.body.meta).toMatchObject({ type: "access-key" });
    expect(typeof key.body.data.key).toBe("string");

    expect(refusedNodes(await publish(pid))).toEqual([without.id]);
    const second = ok(
      await api.post(`/v3/pipeline/${pid}/source/${without.id}/access-key`, { title: "second" }),
    );
    ok(await publish(pid));

    // Deleting the only key of a source makes publish refuse it again.
    ok(await api.delete(`/v3/pipeline/${pid}/source/${without.id}/access-key/${second.id}`));
    expect(refusedNodes(await publish(pid))).toEqual([without.id]);
  });

  it("accepts a push source whose gateway route has an access key", async () => {
    const route = ok(await api.post("/v3/pipeline/gateway-route", { title: "shared http", type: "http" }));
    const pid = await newPipeline();
    const attached = await source(pid, { ...http, gateway_route_id: route.id });
    expect(attached.gateway_route_id).toBe(route.id);
    await sink(pid, [attached.id]);

    // The route has no key yet.
    expect(refusedNodes(await publish(pid))).toEqual([attached.id]);
    const key = await api.post(`/v3/pipeline/gateway-route/${route.id}/access-key`, { title: "route key" });
    expect(key.status, JSON.stringify(key.body)).toBe(200);
    expect(typeof key.body.data.key).toBe("string");
    ok(await publish(pid));

    // A route key covers only the sources attached to that route.
    const pid2 = await newPipeline();
    const detached = await source(pid2, http);
    await sink(pid2, [detached.id]);
    expect(refusedNodes(await publish(pid2))).toEqual([detached.id]);
  });
});

describe("allow_disabled", () => {
  it("refuses every disabled node and publishes with the flag", async () => {
    const pid = await newPipeline();
    const src = await source(pid);
    const offSink = await sink(pid, [src.id], { disabled: true });
    const offTransform = await transform(pid, [src.id], { disabled: true });
    const onSink = await sink(pid, [offTransform.id]);
    expect(offSink.disabled).toBe(true);

    const ids = refusedNodes(await publish(pid));
    expect(ids).toEqual(sorted(offSink.id, offTransform.id));
    expect(ids).not.toContain(onSink.id);
    expect(
      refusedNodes(await publish(pid, "?allow_unconnected_edges=true&allow_empty_access_keys=true")),
    ).toEqual(ids);
    await expectUnpublished(pid);

    const p = ok(await publish(pid, "?allow_disabled=true"));
    const rev = ok(await api.get(`/v3/pipeline/${pid}/revision/${p.published_revision_id}`));
    expect(rev.nodes.find((n: Json) => n.id === offSink.id).disabled).toBe(true);
    expect(rev.nodes.find((n: Json) => n.id === onSink.id).disabled).toBe(false);
  });

  it("refuses a disabled source", async () => {
    const pid = await newPipeline();
    const src = await source(pid, { ...demo, disabled: true });
    await sink(pid, [src.id]);
    expect(refusedNodes(await publish(pid))).toEqual([src.id]);
    ok(await publish(pid, "?allow_disabled=true"));
  });

  it("lists every problem of every kind until all three flags are given", async () => {
    const pid = await newPipeline();
    const push = await source(pid, http);
    const off = await sink(pid, [push.id], { disabled: true });
    const lone = await sink(pid, []);
    const all = refusedNodes(await publish(pid));
    expect(all).toEqual(sorted(push.id, off.id, lone.id));
    expect(refusedNodes(await publish(pid, "?allow_disabled=true"))).toEqual(sorted(push.id, lone.id));
    expect(refusedNodes(await publish(pid, "?allow_disabled=true&allow_empty_access_keys=true"))).toEqual([
      lone.id,
    ]);
    await expectUnpublished(pid);
    ok(await publish(pid, "?allow_disabled=true&allow_empty_access_keys=true&allow_unconnected_edges=true"));
  });
});

describe("revisions and ENOCHANGES", () => {
  it("answers 409 ENOCHANGES for an unchanged graph and publishes again after a change", async () => {
    const { pid, src, dst } = await validPipeline();
    const first = ok(await publish(pid));
    const again = expectV3Error(await publish(pid), 409, "ENOCHANGES");
    expect(again.message.length).toBeGreaterThan(0);
    // A pipeline PUT does not change the graph.
    ok(await api.put(`/v3/pipeline/${pid}`, { title: "renamed" }));
    expectV3Error(await publish(pid), 409, "ENOCHANGES");
    expect(ok(await api.get(`/v3/pipeline/${pid}`)).published_revision_id).toBe(first.published_revision_id);
    expect(ok(await api.get(`/v3/pipeline/${pid}/revision`))).toHaveLength(1);

    await putNode(pid, "sink", dst, { title: "renamed sink" });
    const second = ok(await publish(pid));
    expect(second.published_revision_id).toMatch(UUID);
    expect(second.published_revision_id).not.toBe(first.published_revision_id);
    expectV3Error(await publish(pid), 409, "ENOCHANGES");

    // A new node is a change too.
    const extra = await sink(pid, [src.id]);
    const third = ok(await publish(pid));
    const revs = ok(await api.get(`/v3/pipeline/${pid}/revision`));
    expect(revs.map((r: Json) => r.version)).toEqual([3, 2, 1]);
    expect(revs.map((r: Json) => r.id)).toEqual([
      third.published_revision_id,
      second.published_revision_id,
      first.published_revision_id,
    ]);
    const latest = ok(await api.get(`/v3/pipeline/${pid}/revision/${third.published_revision_id}`));
    expect(latest.nodes.map((n: Json) => n.id).sort()).toEqual(sorted(src.id, dst.id, extra.id));
  });

  it("keeps earlier revisions unchanged when the draft is edited", async () => {
    const pid = await newPipeline();
    const src = await source(pid);
    const t = await transform(pid, [src.id], { title: "drop v1" });
    const dst = await sink(pid, [t.id], { title: "sink v1" });
    const first = ok(await publish(pid));
    const rid = first.published_revision_id as string;
    const before = ok(await api.get(`/v3/pipeline/${pid}/revision/${rid}`));
    expect(before).toMatchObject({ id: rid, pipeline_id: pid, version: 1 });
    expect(before.nodes).toHaveLength(3);

    // Edit the draft: change a processor, rewire the sink, add and delete nodes.
    await putNode(pid, "transform", t, { title: "drop v2", user_config: { fields: [".other"] } });
    const extra = await source(pid);
    await putNode(pid, "sink", dst, { title: "sink v2", inputs: [t.id, extra.id] });
    const stray = await sink(pid, [extra.id]);
    ok(await api.delete(`/v3/pipeline/${pid}/sink/${stray.id}`));
    const draft = ok(await api.get(`/v3/pipeline/${pid}`));
    expect(draft.transforms[0].title).toBe("drop v2");

    const after = ok(await api.get(`/v3/pipeline/${pid}/revision/${rid}`));
    expect(after).toEqual(before);
    const tNode = after.nodes.find((n: Json) => n.id === t.id);
    expect(tNode).toMatchObject({ title: "drop v1", user_config: { fields: [".secret"] }, inputs: [src.id] });
    expect(after.nodes.find((n: Json) => n.id === dst.id)).toMatchObject({
      title: "sink v1",
      inputs: [t.id],
    });
    expect(after.nodes.map((n: Json) => n.id)).not.toContain(extra.id);

    // Publishing the edit makes a second revision; the first still reads the same.
    const second = ok(await publish(pid));
    const rev2 = ok(await api.get(`/v3/pipeline/${pid}/revision/${second.published_revision_id}`));
    expect(rev2.version).toBe(2);
    expect(rev2.nodes.find((n: Json) => n.id === t.id).title).toBe("drop v2");
    expect(rev2.nodes.find((n: Json) => n.id === dst.id).inputs).toEqual([t.id, extra.id]);
    expect(ok(await api.get(`/v3/pipeline/${pid}/revision/${rid}`))).toEqual(before);

    // Deleting a draft node does not reach into a revision either.
    ok(await api.delete(`/v3/pipeline/${pid}/transform/${t.id}`));
    expect(ok(await api.get(`/v3/pipeline/${pid}/revision/${rid}`))).toEqual(before);
  });

  it("answers 404 for a revision of another pipeline or an unknown one, 400 for a non-uuid", async () => {
    const a = await validPipeline();
    const b = await validPipeline();
    const ra = ok(await publish(a.pid)).published_revision_id;
    expectV3Error(await api.get(`/v3/pipeline/${b.pid}/revision/${ra}`), 404, "ENOTFOUND");
    expectV3Error(await api.get(`/v3/pipeline/${a.pid}/revision/${MISSING}`), 404, "ENOTFOUND");
    expectV3Error(await api.get(`/v3/pipeline/${a.pid}/revision/not-a-uuid`), 400, "EVALIDATION");
    expect(ok(await api.get(`/v3/pipeline/${b.pid}/revision`))).toEqual([]);
  });

  it("does not let another account publish or read revisions", async () => {
    const other = client(await createAccount("publish-b"));
    const { pid } = await validPipeline();
    const rid = ok(await publish(pid)).published_revision_id;
    expectV3Error(await publish(pid, "", other), 404, "ENOTFOUND");
    expectV3Error(await other.get(`/v3/pipeline/${pid}/revision`), 404, "ENOTFOUND");
    expectV3Error(await other.get(`/v3/pipeline/${pid}/revision/${rid}`), 404, "ENOTFOUND");
  });
});

describe("throttle beta", () => {
  const throttle = { type: "throttle", user_config: { threshold: 1, window_ms: 1000, key_field: ".app" } };

  it("refuses to create a throttle until the beta is enabled, and to publish one after it is disabled", async () => {
    const beta = client(await createAccount("publish-beta"));
    const pid = await newPipeline(beta);
    const src = await source(pid, demo, beta);

    const refused = expectV3Error(
      await beta.post(`/v3/pipeline/${pid}/transform`, { ...throttle, inputs: [src.id] }),
      403,
      "EFEATUREDISABLED",
    );
    expect(refused.message).toContain("throttle");
    expect(ok(await beta.get(`/v3/pipeline/${pid}`)).transforms).toEqual([]);

    ok(await beta.patch("/v3/pipeline/account", { beta_features: ["throttle"] }));
    const t = ok(await beta.post(`/v3/pipeline/${pid}/transform`, { ...throttle, inputs: [src.id] }));
    expect(t).toMatchObject({
      type: "throttle",
      user_config: { threshold: 1, window_ms: 1000, key_field: ".app" },
    });
    const dst = await sink(pid, [t.id], {}, beta);
    const first = ok(await publish(pid, "", beta));

    ok(await beta.patch("/v3/pipeline/account", { beta_features: [] }));
    // A change, so that only the beta can be the reason for refusing.
    await putNode(pid, "sink", dst, { title: "changed" }, beta);
    expectV3Error(await publish(pid, "", beta), 403, "EFEATUREDISABLED");
    expectV3Error(
      await publish(
        pid,
        "?allow_unconnected_edges=true&allow_empty_access_keys=true&allow_disabled=true",
        beta,
      ),
      403,
      "EFEATUREDISABLED",
    );
    expect(ok(await beta.get(`/v3/pipeline/${pid}`)).published_revision_id).toBe(first.published_revision_id);
    expect(ok(await beta.get(`/v3/pipeline/${pid}/revision`))).toHaveLength(1);
    // Creating another throttle is refused again as well.
    expectV3Error(
      await beta.post(`/v3/pipeline/${pid}/transform`, { ...throttle, inputs: [src.id] }),
      403,
      "EFEATUREDISABLED",
    );

    ok(await beta.patch("/v3/pipeline/account", { beta_features: ["throttle"] }));
    const second = ok(await publish(pid, "", beta));
    expect(second.published_revision_id).not.toBe(first.published_revision_id);
  });

  it("does not let one account's beta enable throttle for another", async () => {
    const on = client(await createAccount("publish-beta-on"));
    const off = client(await createAccount("publish-beta-off"));
    ok(await on.patch("/v3/pipeline/account", { beta_features: ["throttle"] }));
    const pid = await newPipeline(off);
    const src = await source(pid, demo, off);
    expectV3Error(
      await off.post(`/v3/pipeline/${pid}/transform`, { ...throttle, inputs: [src.id] }),
      403,
      "EFEATUREDISABLED",
    );
  });
});
