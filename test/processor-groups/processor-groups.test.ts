// Processor groups over HTTP: CRUD, validation (kinds, configs, inputs, cycles, beta), tenancy, use in a
// pipeline as one `processor-group` node (simulated, inlined as `${nodeId}/${processorId}`), group
// simulation, and 409 on delete while a draft or a published revision uses the group.
import { beforeAll, describe, expect, it } from "vitest";
import { expandProcessorGroups } from "../../src/engine/processor-groups";
import { type ApiResponse, client, createAccount, expectV3Error, type Json } from "../helpers";

type Api = ReturnType<typeof client>;
const BASE = "/v3/pipeline/processor-group";
let api: Api;
let other: Api;
let noBeta: Api;

beforeAll(async () => {
  api = client(await createAccount("groups-a"));
  other = client(await createAccount("groups-b"));
  noBeta = client(await createAccount("groups-c"));
  ok(await api.patch("/v3/pipeline/account", { beta_features: ["throttle"] }));
});

function ok(res: ApiResponse): Json {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

function invalid(res: ApiResponse, pointer: string) {
  const body = expectV3Error(res, 400, "EVALIDATION");
  expect(
    (body.errors as Json[]).map((e) => e.instancePath),
    JSON.stringify(body),
  ).toContain(pointer);
  return body;
}

const leaf = (field: string, str_operator: string, value?: unknown) => ({
  expressions: [{ field, str_operator, ...(value !== undefined && { value }) }],
});

/** keep (.level != debug) -> route (server: status >= 500); leaves: route.server and route._unmatched. */
const chain = [
  {
    id: "keep",
    type: "filter",
    title: "Keep non-debug",
    inputs: ["input"],
    user_config: { action: "drop", conditional: leaf(".level", "equal", "debug") },
  },
  {
    id: "split",
    type: "route",
    inputs: ["keep"],
    user_config: {
      conditionals: [{ label: "Server", conditional: leaf(".status", "greater_or_equal", 500) }],
    },
  },
  { id: "strip", type: "drop-fields", inputs: ["split.server"], user_config: { fields: [".secret"] } },
];

describe("CRUD", () => {
  it("creates, lists, gets, replaces and deletes", async () => {
    const res = await api.post(BASE, {
      title: "Errors only",
      description: "keeps errors",
      processors: chain,
    });
    expect(res.body.meta).toEqual({ type: "processor-group", pk: "id", page: null });
    const g = ok(res);
    expect(g).toMatchObject({ title: "Errors only", description: "keeps errors", input: "input" });
    expect(g.processors.map((p: Json) => p.id)).toEqual(["keep", "split", "strip"]);
    expect(g.processors[1].title).toBe("Route");
    expect(g.processors[1].user_config.conditionals[0]._output_name).toBe("server");
    expect(g.processors[1].outputs).toEqual([{ id: "split.server" }, { id: "split._unmatched" }]);
    expect(g.outputs).toEqual(["split._unmatched", "strip"]);
    expect(ok(await api.get(`${BASE}/${g.id}`))).toEqual(g);
    expect(ok(await api.get(BASE)).map((x: Json) => x.id)).toContain(g.id);
    const put = ok(
      await api.put(`${BASE}/${g.id}`, {
        title: "Renamed",
        processors: [{ type: "stringify", inputs: ["input"] }],
      }),
    );
    expect(put.title).toBe("Renamed");
    expect(put.description).toBeNull();
    expect(put.processors[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(put.outputs).toEqual([put.processors[0].id]);
    expect(ok(await api.delete(`${BASE}/${g.id}`)).id).toBe(g.id);
    expectV3Error(await api.get(`${BASE}/${g.id}`), 404, "ENOTFOUND");
  });

  it("keeps groups per account", async () => {
    const g = ok(await api.post(BASE, { title: "mine", processors: chain }));
    expectV3Error(await other.get(`${BASE}/${g.id}`), 404, "ENOTFOUND");
    expectV3Error(await other.put(`${BASE}/${g.id}`, { title: "x", processors: chain }), 404, "ENOTFOUND");
    expectV3Error(await other.delete(`${BASE}/${g.id}`), 404, "ENOTFOUND");
    expect(ok(await other.get(BASE)).map((x: Json) => x.id)).not.toContain(g.id);
    expect(ok(await api.get(`${BASE}/${g.id}`)).title).toBe("mine");
  });
});

describe("validation", () => {
  const one = (p: Json) => ({ title: "v", processors: [p] });
  it("checks kinds, configs, ids, inputs and cycles", async () => {
    invalid(await api.post(BASE, one({ type: "nope", inputs: ["input"] })), "/processors/0/type");
    invalid(
      await api.post(
        BASE,
        one({
          type: "processor-group",
          inputs: ["input"],
          user_config: { group_id: "00000000-0000-4000-8000-000000000000" },
        }),
      ),
      "/processors/0/type",
    );
    invalid(
      await api.post(BASE, one({ type: "filter", inputs: ["input"], user_config: {} })),
      "/processors/0/user_config/conditional",
    );
    invalid(
      await api.post(BASE, one({ type: "sample", inputs: ["input"], user_config: { rate: 1 } })),
      "/processors/0/user_config/rate",
    );
    invalid(await api.post(BASE, one({ type: "stringify", inputs: [] })), "/processors/0/inputs");
    invalid(
      await api.post(BASE, one({ type: "stringify", inputs: ["elsewhere"] })),
      "/processors/0/inputs/0",
    );
    invalid(
      await api.post(BASE, one({ id: "input", type: "stringify", inputs: ["input"] })),
      "/processors/0/id",
    );
    invalid(
      await api.post(BASE, one({ id: "a.b", type: "stringify", inputs: ["input"] })),
      "/processors/0/id",
    );
    invalid(
      await api.post(BASE, one({ type: "stringify", inputs: ["input"], extra: 1 })),
      "/processors/0/extra",
    );
    invalid(await api.post(BASE, { title: "v", processors: [] }), "/processors");
    invalid(await api.post(BASE, { processors: chain }), "/title");
    invalid(
      await api.post(BASE, {
        title: "v",
        processors: [
          { id: "a", type: "stringify", inputs: ["input"] },
          { id: "a", type: "stringify", inputs: ["input"] },
        ],
      }),
      "/processors/1/id",
    );
    invalid(
      await api.post(BASE, {
        title: "v",
        processors: [{ id: "a", type: "stringify", inputs: ["input", "a"] }],
      }),
      "/processors/0/inputs/1",
    );
    invalid(
      await api.post(BASE, {
        title: "v",
        processors: [{ id: "a", type: "stringify", inputs: ["input", "input"] }],
      }),
      "/processors/0/inputs/1",
    );
    // Nothing reads the group's input.
    invalid(
      await api.post(BASE, {
        title: "v",
        processors: [
          { id: "a", type: "stringify", inputs: ["b"] },
          { id: "b", type: "stringify", inputs: ["a"] },
        ],
      }),
      "/processors",
    );
    const cycle = invalid(
      await api.post(BASE, {
        title: "v",
        processors: [
          { id: "a", type: "stringify", inputs: ["input", "c"] },
          { id: "b", type: "stringify", inputs: ["a"] },
          { id: "c", type: "stringify", inputs: ["b"] },
        ],
      }),
      "/processors/0/inputs",
    );
    expect(cycle.message).toMatch(/cycle/);
    // A named output that does not exist.
    invalid(
      await api.post(BASE, {
        title: "v",
        processors: [chain[0], chain[1], { type: "stringify", inputs: ["split.client"] }],
      }),
      "/processors/2/inputs/0",
    );
  });

  it("needs the throttle beta for a throttle inside a group", async () => {
    const throttle = { type: "throttle", inputs: ["input"], user_config: { threshold: 1, window_ms: 1000 } };
    expectV3Error(await noBeta.post(BASE, one(throttle)), 403, "EFEATUREDISABLED");
    expect(ok(await api.post(BASE, one(throttle))).processors[0].type).toBe("throttle");
  });
});

describe("a pipeline runs a group as one node", () => {
  async function pipelineWith(groupId: string) {
    const p = ok(await api.post("/v3/pipeline", { title: "with group" })).id as string;
    const source = ok(await api.post(`/v3/pipeline/${p}/source`, { type: "http" })).id as string;
    const node = ok(
      await api.post(`/v3/pipeline/${p}/transform`, {
        type: "processor-group",
        inputs: [source],
        user_config: { group_id: groupId },
      }),
    ).id as string;
    const sink = ok(await api.post(`/v3/pipeline/${p}/sink`, { type: "blackhole", inputs: [node] }))
      .id as string;
    return { p, source, node, sink };
  }

  const events = [
    { level: "info", status: 200, secret: 1 },
    { level: "debug", status: 500, secret: 2 },
    { level: "error", status: 503, secret: 3 },
  ];

  it("simulates the pipeline with the group inlined", async () => {
    const g = ok(await api.post(BASE, { title: "chain", processors: chain }));
    const { p, source, node, sink } = await pipelineWith(g.id);
    const sample = ok(
      await api.post(`/v3/pipeline/${p}/source/${source}/sample`, {
        title: "s",
        format: "json",
        data: JSON.stringify(events),
      }),
    ).id;
    const sim = ok(await api.post(`/v3/pipeline/${p}/simulate/${source}`, { pipeline_sample_id: sample }));
    const byId = Object.fromEntries(sim.nodes.map((n: Json) => [n.node_id, n]));
    expect(byId[`${node}/keep`]).toMatchObject({
      type: "filter",
      title: "Keep non-debug",
      group_node_id: node,
      events_in: 3,
      events_out: { default: 2 },
      events_dropped: 1,
    });
    expect(byId[`${node}/split`]).toMatchObject({ events_in: 2, events_out: { server: 1, _unmatched: 1 } });
    expect(byId[`${node}/strip`]).toMatchObject({ events_in: 1, events_out: { default: 1 } });
    expect(byId[node]).toBeUndefined();
    const dest = sim.destinations.find((d: Json) => d.destination_id === sink);
    // Both leaves reach the sink: the unmatched info event as it was, the 5xx one without .secret.
    expect(dest.count).toBe(2);
    expect(dest.events.map((e: Json) => e.message)).toEqual([
      { level: "info", status: 200, secret: 1 },
      { level: "error", status: 503 },
    ]);
  });

  it("simulates the group itself from a sample on its input", async () => {
    const g = ok(await api.post(BASE, { title: "chain", processors: chain }));
    const sample = ok(
      await api.post(`/v3/pipeline/${g.id}/source/input/sample`, {
        title: "s",
        format: "json",
        data: JSON.stringify(events),
      }),
    ).id;
    const res = await api.post(`${BASE}/${g.id}/simulate`, { pipeline_sample_id: sample });
    const sim = ok(res);
    expect(sim).toMatchObject({
      container_type: "processor-group",
      container_id: g.id,
      source_id: "input",
      events: 3,
    });
    expect(sim.nodes.map((n: Json) => n.node_id)).toEqual(["input", "keep", "split", "strip", "output"]);
    expect(sim.nodes[1]).toMatchObject({ events_in: 3, events_dropped: 1 });
    expect(sim.destinations).toHaveLength(1);
    expect(sim.destinations[0]).toMatchObject({ destination_id: "output", count: 2 });
    // Another account, or a pipeline's sample, is not this group's.
    expectV3Error(await other.post(`${BASE}/${g.id}/simulate`, { pipeline_sample_id: sample }), 404);
    const h = ok(await api.post(BASE, { title: "other", processors: chain }));
    expectV3Error(await api.post(`${BASE}/${h.id}/simulate`, { pipeline_sample_id: sample }), 404);
  });

  it("refuses to delete a group a draft or a published revision uses (409)", async () => {
    const g = ok(await api.post(BASE, { title: "used", processors: chain }));
    const { p, node, sink } = await pipelineWith(g.id);
    const used = expectV3Error(await api.delete(`${BASE}/${g.id}`), 409, "ECONFLICT");
    expect(JSON.stringify(used.errors)).toContain(p);
    ok(await api.post(`/v3/pipeline/${p}/publish?allow_empty_access_keys=true`));
    // The draft no longer uses it, the published revision still does.
    const s = ok(await api.get(`/v3/pipeline/${p}/sink/${sink}`));
    ok(await api.delete(`/v3/pipeline/${p}/transform/${node}`));
    expectV3Error(await api.delete(`${BASE}/${g.id}`), 409, "ECONFLICT");
    // Publish a graph without it (source -> sink directly): now the group can go.
    const source = ok(await api.get(`/v3/pipeline/${p}/source`))[0].id;
    ok(
      await api.put(`/v3/pipeline/${p}/sink/${sink}`, {
        type: "blackhole",
        title: s.title,
        inputs: [source],
        user_config: {},
        generation_id: s.generation_id,
      }),
    );
    ok(await api.post(`/v3/pipeline/${p}/publish?allow_empty_access_keys=true`));
    expect(ok(await api.delete(`${BASE}/${g.id}`)).id).toBe(g.id);
  });
});

describe("expandProcessorGroups", () => {
  it("inlines enabled group nodes, leaves disabled ones, and refuses a missing group", () => {
    const gid = "11111111-1111-4111-8111-111111111111";
    const nodes = [
      { id: "src", nodeClass: "source" as const, type: "http", userConfig: {}, inputs: [], disabled: false },
      {
        id: "grp",
        nodeClass: "transform" as const,
        type: "processor-group",
        userConfig: { group_id: gid },
        inputs: ["src"],
        disabled: false,
      },
      {
        id: "out",
        nodeClass: "sink" as const,
        type: "blackhole",
        userConfig: {},
        inputs: ["grp"],
        disabled: false,
      },
    ];
    const group = {
      id: gid,
      processors: [
        { id: "a", type: "stringify", user_config: {}, inputs: ["input"] },
        { id: "b", type: "stringify", user_config: {}, inputs: ["a"] },
        { id: "c", type: "stringify", user_config: {}, inputs: ["input"] },
      ],
    };
    const out = expandProcessorGroups(nodes, [group]);
    expect(out.map((n) => [n.id, n.inputs])).toEqual([
      ["src", []],
      ["grp/a", ["src"]],
      ["grp/b", ["grp/a"]],
      ["grp/c", ["src"]],
      ["out", ["grp/b", "grp/c"]],
    ]);
    const disabled = nodes.map((n) => (n.id === "grp" ? { ...n, disabled: true } : n));
    expect(expandProcessorGroups(disabled, [group])).toEqual(disabled);
    expect(() => expandProcessorGroups(nodes, [])).toThrow(/does not exist/);
  });
});
