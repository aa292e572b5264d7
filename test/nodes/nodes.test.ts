// Pipeline nodes over HTTP: CRUD of sources, transforms and sinks, field rules, inputs, generation_id,
// gateway routes, push-source access keys and tenancy.
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, client, createAccount, expectV3Error, type Json } from "../helpers";

type Api = ReturnType<typeof client>;
const MISSING = "00000000-0000-4000-8000-000000000000";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let api: Api;
let other: Api;

beforeAll(async () => {
  api = client(await createAccount("nodes-a"));
  other = client(await createAccount("nodes-b"));
});

function ok(res: ApiResponse): Json {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

async function newPipeline(a: Api = api, title = "nodes"): Promise<string> {
  return ok(await a.post("/v3/pipeline", { title })).id as string;
}

const demo = { type: "demo-logs", user_config: { format: "json" } };

async function addSource(pid: string, body: Json = demo) {
  return ok(await api.post(`/v3/pipeline/${pid}/source`, body));
}
async function addTransform(pid: string, inputs: string[], body: Json = {}) {
  return ok(
    await api.post(`/v3/pipeline/${pid}/transform`, {
      type: "drop-fields",
      user_config: { fields: [".secret"] },
      inputs,
      ...body,
    }),
  );
}
async function addSink(pid: string, inputs: string[], body: Json = {}) {
  return ok(await api.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs, ...body }));
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

describe("sources", () => {
  it("creates with defaults filled, and get/list return the same node", async () => {
    const pid = await newPipeline();
    const res = await api.post(`/v3/pipeline/${pid}/source`, { type: "http", title: "Edge in" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ type: "source", pk: "id", page: null });
    const src = res.body.data;
    expect(src.id).toMatch(UUID);
    expect(src).toMatchObject({
      pipeline_id: pid,
      type: "http",
      title: "Edge in",
      description: null,
      user_config: { decoding: "json", capture_metadata: false },
      deploy_type: "saas",
      gateway_route_id: null,
      outputs: [{ id: src.id, label: expect.any(String) }],
      disabled: false,
      generation_id: 0,
    });
    expect(src).not.toHaveProperty("inputs");
    expect(typeof src.account_id).toBe("string");

    const got = await api.get(`/v3/pipeline/${pid}/source/${src.id}`);
    expect(got.status).toBe(200);
    expect(got.body.meta).toMatchObject({ type: "source", pk: "id", page: null });
    expect(got.body.data).toEqual(src);

    const list = await api.get(`/v3/pipeline/${pid}/source`);
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ type: "source", pk: "id" });
    expect(list.body.meta.page).not.toBeNull();
    expect(list.body.data).toEqual([src]);
  });

  it("defaults the title to the kind's title and stores description and deploy_type", async () => {
    const pid = await newPipeline();
    const a = await addSource(pid);
    expect(a.title).toBe("Demo logs");
    expect(a.user_config).toEqual({ format: "json", interval_ms: 1000 });
    const b = await addSource(pid, { ...demo, title: "b", description: "local one", deploy_type: "local" });
    expect(b).toMatchObject({ title: "b", description: "local one", deploy_type: "local" });
    const list = ok(await api.get(`/v3/pipeline/${pid}/source`));
    expect(list.map((n: Json) => n.id).sort()).toEqual([a.id, b.id].sort());
  });

  it("lists only sources on the source route, and each class only on its own route", async () => {
    const pid = await newPipeline();
    const s = await addSource(pid);
    const t = await addTransform(pid, [s.id]);
    const k = await addSink(pid, [t.id]);
    expect(ok(await api.get(`/v3/pipeline/${pid}/source`)).map((n: Json) => n.id)).toEqual([s.id]);
    expect(ok(await api.get(`/v3/pipeline/${pid}/transform`)).map((n: Json) => n.id)).toEqual([t.id]);
    expect(ok(await api.get(`/v3/pipeline/${pid}/sink`)).map((n: Json) => n.id)).toEqual([k.id]);
    // A node is not reachable through another class's path.
    expectV3Error(await api.get(`/v3/pipeline/${pid}/transform/${s.id}`), 404, "ENOTFOUND");
    expectV3Error(await api.get(`/v3/pipeline/${pid}/source/${k.id}`), 404, "ENOTFOUND");
    expectV3Error(await api.delete(`/v3/pipeline/${pid}/sink/${t.id}`), 404, "ENOTFOUND");
  });

  it("updates with PUT as a full replace and bumps generation_id", async () => {
    const pid = await newPipeline();
    const src = await addSource(pid, {
      ...demo,
      title: "old",
      description: "old desc",
      deploy_type: "local",
    });
    const put = await api.put(`/v3/pipeline/${pid}/source/${src.id}`, {
      type: "demo-logs",
      title: "new",
      user_config: { format: "syslog", interval_ms: 500 },
      generation_id: 0,
    });
    const updated = ok(put);
    expect(updated).toMatchObject({
      id: src.id,
      title: "new",
      description: null,
      deploy_type: "saas",
      user_config: { format: "syslog", interval_ms: 500 },
      generation_id: 1,
    });
    expect(ok(await api.get(`/v3/pipeline/${pid}/source/${src.id}`))).toEqual(updated);
    // The type can change too, as long as it is a source kind.
    const changed = ok(
      await api.put(`/v3/pipeline/${pid}/source/${src.id}`, {
        type: "webhook",
        title: "hook",
        user_config: {},
        generation_id: 1,
      }),
    );
    expect(changed).toMatchObject({
      type: "webhook",
      generation_id: 2,
      user_config: { decoding: "json", signature_header: "x-signature" },
    });
  });

  it("PUT requires type, user_config and generation_id (title is optional, as the provider omits an unset one)", async () => {
    const pid = await newPipeline();
    const src = await addSource(pid);
    const url = `/v3/pipeline/${pid}/source/${src.id}`;
    const full = { type: "demo-logs", title: "t", user_config: { format: "json" }, generation_id: 0 };
    for (const field of ["type", "user_config", "generation_id"]) {
      const body: Json = { ...full };
      delete body[field];
      expectInvalid(await api.put(url, body));
    }
    ok(await api.put(url, full));
  });

  it("deletes, answering the deleted node; then 404", async () => {
    const pid = await newPipeline();
    const src = await addSource(pid);
    const del = await api.delete(`/v3/pipeline/${pid}/source/${src.id}`);
    expect(del.status).toBe(200);
    expect(del.body.data.id).toBe(src.id);
    expectV3Error(await api.get(`/v3/pipeline/${pid}/source/${src.id}`), 404, "ENOTFOUND");
    expectV3Error(await api.delete(`/v3/pipeline/${pid}/source/${src.id}`), 404, "ENOTFOUND");
    expect(ok(await api.get(`/v3/pipeline/${pid}/source`))).toEqual([]);
  });

  it("answers 404 for an unknown pipeline or node and 400 for a bad uuid", async () => {
    const pid = await newPipeline();
    expectV3Error(await api.get(`/v3/pipeline/${MISSING}/source`), 404, "ENOTFOUND");
    expectV3Error(await api.post(`/v3/pipeline/${MISSING}/source`, demo), 404, "ENOTFOUND");
    expectV3Error(await api.get(`/v3/pipeline/${pid}/source/${MISSING}`), 404, "ENOTFOUND");
    expectV3Error(
      await api.put(`/v3/pipeline/${pid}/source/${MISSING}`, { ...demo, title: "x", generation_id: 0 }),
      404,
      "ENOTFOUND",
    );
    expectV3Error(await api.delete(`/v3/pipeline/${pid}/sink/${MISSING}`), 404, "ENOTFOUND");
    expectV3Error(await api.get(`/v3/pipeline/${pid}/source/not-a-uuid`), 400, "EVALIDATION");
    expectV3Error(await api.get(`/v3/pipeline/not-a-uuid/transform`), 400, "EVALIDATION");
  });
});

describe("transforms and sinks", () => {
  it("create, get, list, update and delete a transform", async () => {
    const pid = await newPipeline();
    const s = await addSource(pid);
    const res = await api.post(`/v3/pipeline/${pid}/transform`, {
      type: "dedupe",
      title: "Dedupe it",
      description: "drops repeats",
      user_config: { fields: [".id"] },
      inputs: [s.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ type: "transform", pk: "id", page: null });
    const t = res.body.data;
    expect(t).toMatchObject({
      pipeline_id: pid,
      type: "dedupe",
      title: "Dedupe it",
      description: "drops repeats",
      user_config: { fields: [".id"], number_of_events: 5000, comparison_type: "Match" },
      inputs: [s.id],
      outputs: [{ id: t.id, label: expect.any(String) }],
      generation_id: 0,
      disabled: false,
    });
    expect(t).not.toHaveProperty("deploy_type");
    expect(t).not.toHaveProperty("gateway_route_id");
    expect(ok(await api.get(`/v3/pipeline/${pid}/transform/${t.id}`))).toEqual(t);
    expect(ok(await api.get(`/v3/pipeline/${pid}/transform`))).toEqual([t]);

    const upd = ok(
      await api.put(`/v3/pipeline/${pid}/transform/${t.id}`, {
        type: "sample",
        title: "Sampled",
        user_config: { rate: 10 },
        inputs: [s.id],
        disabled: true,
        generation_id: 0,
      }),
    );
    expect(upd).toMatchObject({
      type: "sample",
      title: "Sampled",
      description: null,
      user_config: { rate: 10 },
      inputs: [s.id],
      disabled: true,
      generation_id: 1,
    });
    expect(ok(await api.get(`/v3/pipeline/${pid}/transform/${t.id}`))).toEqual(upd);
    expect(ok(await api.delete(`/v3/pipeline/${pid}/transform/${t.id}`)).id).toBe(t.id);
    expect(ok(await api.get(`/v3/pipeline/${pid}/transform`))).toEqual([]);
  });

  it("create, get, list, update and delete a sink (no outputs)", async () => {
    const pid = await newPipeline();
    const s = await addSource(pid);
    const res = await api.post(`/v3/pipeline/${pid}/sink`, {
      type: "log-analysis",
      inputs: [s.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ type: "sink", pk: "id", page: null });
    const k = res.body.data;
    expect(k).toMatchObject({
      type: "log-analysis",
      title: "Log analysis",
      user_config: { app: "pipeline", hostname: "pipeline", tags: [] },
      inputs: [s.id],
      outputs: [],
      generation_id: 0,
    });
    expect(ok(await api.get(`/v3/pipeline/${pid}/sink/${k.id}`))).toEqual(k);
    expect(ok(await api.get(`/v3/pipeline/${pid}/sink`))).toEqual([k]);
    const upd = ok(
      await api.put(`/v3/pipeline/${pid}/sink/${k.id}`, {
        type: "http",
        title: "Out",
        user_config: { uri: "https://example.com/in" },
        inputs: [s.id],
        generation_id: 0,
      }),
    );
    expect(upd).toMatchObject({ type: "http", title: "Out", generation_id: 1 });
    expect(upd.user_config).toMatchObject({
      uri: "https://example.com/in",
      method: "post",
      encoding: "json",
      compression: "none",
      auth: { strategy: "none" },
      max_retries: 3,
    });
    expect(ok(await api.delete(`/v3/pipeline/${pid}/sink/${k.id}`)).id).toBe(k.id);
    expectV3Error(await api.get(`/v3/pipeline/${pid}/sink/${k.id}`), 404, "ENOTFOUND");
  });

  it("defaults inputs to [] on create", async () => {
    const pid = await newPipeline();
    const t = ok(
      await api.post(`/v3/pipeline/${pid}/transform`, {
        type: "drop-fields",
        user_config: { fields: [".a"] },
      }),
    );
    expect(t.inputs).toEqual([]);
  });

  it("route outputs are <id>.<slug of label> plus <id>._unmatched, _output_name filled", async () => {
    const pid = await newPipeline();
    const s = await addSource(pid);
    const cond = { expressions: [{ field: ".status", str_operator: "greater_or_equal", value: 500 }] };
    const r = ok(
      await api.post(`/v3/pipeline/${pid}/transform`, {
        type: "route",
        inputs: [s.id],
        user_config: {
          conditionals: [
            { label: "Errors 5xx", conditional: cond },
            { label: "Named", _output_name: "custom", conditional: cond },
          ],
        },
      }),
    );
    expect(r.outputs.map((o: Json) => o.id)).toEqual([
      `${r.id}.errors_5xx`,
      `${r.id}.custom`,
      `${r.id}._unmatched`,
    ]);
    expect(r.outputs.map((o: Json) => o.label)).toEqual(["Errors 5xx", "Named", "Unmatched"]);
    expect(r.user_config.conditionals[0]).toMatchObject({ label: "Errors 5xx", _output_name: "errors_5xx" });
    expect(r.user_config.conditionals[0].conditional).toEqual({
      logical_operation: "AND",
      expressions: [{ field: ".status", str_operator: "greater_or_equal", value: 500, negate: false }],
    });
    expect(r.user_config.conditionals[1]._output_name).toBe("custom");

    // Every output can be consumed, including _unmatched.
    for (const o of r.outputs) await addSink(pid, [o.id]);
    expectInvalid(
      await api.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs: [`${r.id}.nope`] }),
    );
    // The plain node id is not an output of a route.
    expectInvalid(await api.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs: [r.id] }));

    // Read-modify-write with a relabelled branch keeps the output id.
    const cfg = structuredClone(r.user_config);
    cfg.conditionals[0].label = "Server errors";
    const upd = ok(
      await api.put(`/v3/pipeline/${pid}/transform/${r.id}`, {
        type: "route",
        title: r.title,
        user_config: cfg,
        inputs: r.inputs,
        generation_id: 0,
      }),
    );
    expect(upd.outputs.map((o: Json) => o.id)).toEqual(r.outputs.map((o: Json) => o.id));
    expect(upd.user_config.conditionals[0].label).toBe("Server errors");
    expect(upd.outputs[0]).toEqual({ id: `${r.id}.errors_5xx`, label: "Server errors" });
  });

  it("refuses route branches with duplicate output names or a reserved/invalid name", async () => {
    const pid = await newPipeline();
    const cond = { expressions: [{ field: ".a", str_operator: "exists" }] };
    const post = (conditionals: Json[]) =>
      api.post(`/v3/pipeline/${pid}/transform`, { type: "route", user_config: { conditionals } });
    expectInvalid(
      await post([
        { label: "A b", conditional: cond },
        { label: "a-b!", _output_name: "a_b", conditional: cond },
      ]),
      "/user_config/conditionals/1/_output_name",
    );
    expectInvalid(await post([{ label: "x", _output_name: "_unmatched", conditional: cond }]));
    expectInvalid(await post([{ label: "x", _output_name: "has.dot", conditional: cond }]));
    expectInvalid(await post([]), "/user_config/conditionals");
  });
});

describe("field rules (SPEC)", () => {
  let pid: string;
  let srcId: string;
  beforeAll(async () => {
    pid = await newPipeline();
    srcId = (await addSource(pid)).id;
  });

  const cases: [string, Json, string][] = [
    ["empty title", { title: "" }, "/title"],
    ["513-character title", { title: "x".repeat(513) }, "/title"],
    ["title with <", { title: "a<b" }, "/title"],
    ["title with >", { title: "a>b" }, "/title"],
    ['title with "', { title: 'a"b' }, "/title"],
    ["non-string title", { title: 5 }, "/title"],
    ["empty description", { description: "" }, "/description"],
    ["description with <", { description: "a<b" }, "/description"],
    ["description with >", { description: "a>b" }, "/description"],
    ['description with "', { description: 'say "hi"' }, "/description"],
    ["unknown field", { colour: "red" }, "/colour"],
    ["non-object user_config", { user_config: [1] }, "/user_config"],
    ["non-boolean disabled", { disabled: "yes" }, "/disabled"],
  ];

  for (const [name, extra, pointer] of cases) {
    it(`refuses ${name} on every node class, create and update`, async () => {
      expectInvalid(await api.post(`/v3/pipeline/${pid}/source`, { ...demo, ...extra }), pointer);
      expectInvalid(
        await api.post(`/v3/pipeline/${pid}/transform`, {
          type: "drop-fields",
          user_config: { fields: [".a"] },
          ...extra,
        }),
        pointer,
      );
      expectInvalid(await api.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", ...extra }), pointer);
      expectInvalid(
        await api.put(`/v3/pipeline/${pid}/source/${srcId}`, {
          ...demo,
          title: "ok",
          generation_id: 0,
          ...extra,
        }),
        pointer,
      );
    });
  }

  it("accepts a 512-character title and a 1-character title and description", async () => {
    const a = await addSource(pid, { ...demo, title: "x".repeat(512) });
    expect(a.title).toHaveLength(512);
    const b = await addSource(pid, { ...demo, title: "y", description: "z" });
    expect(b).toMatchObject({ title: "y", description: "z" });
    const c = await addSource(pid, { ...demo, title: "Ünïcode & 'single' quotes/(ok)" });
    expect(c.title).toBe("Ünïcode & 'single' quotes/(ok)");
  });

  it("refuses a deploy_type outside saas|local", async () => {
    expectInvalid(
      await api.post(`/v3/pipeline/${pid}/source`, { ...demo, deploy_type: "edge" }),
      "/deploy_type",
    );
    expectInvalid(
      await api.put(`/v3/pipeline/${pid}/source/${srcId}`, {
        ...demo,
        title: "t",
        generation_id: 0,
        deploy_type: "SAAS",
      }),
      "/deploy_type",
    );
    const local = await addSource(pid, { ...demo, deploy_type: "local" });
    expect(local.deploy_type).toBe("local");
  });

  it("refuses deploy_type and gateway_route_id on transforms/sinks, and inputs on sources", async () => {
    expectInvalid(
      await api.post(`/v3/pipeline/${pid}/transform`, {
        type: "drop-fields",
        user_config: { fields: [".a"] },
        deploy_type: "saas",
      }),
      "/deploy_type",
    );
    expectInvalid(
      await api.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", gateway_route_id: MISSING }),
      "/gateway_route_id",
    );
    expectInvalid(await api.post(`/v3/pipeline/${pid}/source`, { ...demo, inputs: [] }), "/inputs");
  });

  it("refuses a type that is not a kind of the node class, or no type", async () => {
    expectInvalid(await api.post(`/v3/pipeline/${pid}/source`, { type: "blackhole" }), "/type");
    expectInvalid(await api.post(`/v3/pipeline/${pid}/source`, { type: "nope" }), "/type");
    expectInvalid(await api.post(`/v3/pipeline/${pid}/source`, { user_config: {} }), "/type");
    expectInvalid(await api.post(`/v3/pipeline/${pid}/transform`, { type: "http" }), "/type");
    expectInvalid(await api.post(`/v3/pipeline/${pid}/transform`, { type: "webhook" }), "/type");
    expectInvalid(await api.post(`/v3/pipeline/${pid}/sink`, { type: "filter" }), "/type");
    expectInvalid(await api.post(`/v3/pipeline/${pid}/sink`, { type: "demo-logs" }), "/type");
  });

  it("validates user_config against the kind, pointing into /user_config", async () => {
    expectInvalid(
      await api.post(`/v3/pipeline/${pid}/source`, { type: "demo-logs", user_config: {} }),
      "/user_config/format",
    );
    expectInvalid(
      await api.post(`/v3/pipeline/${pid}/source`, { type: "demo-logs", user_config: { format: "xml" } }),
      "/user_config/format",
    );
    expectInvalid(
      await api.post(`/v3/pipeline/${pid}/source`, {
        type: "demo-logs",
        user_config: { format: "json", extra: 1 },
      }),
      "/user_config/extra",
    );
    expectInvalid(
      await api.post(`/v3/pipeline/${pid}/sink`, { type: "http", user_config: { uri: "ftp://x.example" } }),
      "/user_config/uri",
    );
    expectInvalid(
      await api.post(`/v3/pipeline/${pid}/transform`, {
        type: "drop-fields",
        user_config: { fields: ["no-dot"] },
      }),
      "/user_config/fields/0",
    );
    // The failed attempts stored nothing.
    const sources = ok(await api.get(`/v3/pipeline/${pid}/source`));
    expect(sources.every((n: Json) => n.type === "demo-logs")).toBe(true);
  });

  it("refuses a non-zero generation_id on create", async () => {
    expectInvalid(
      await api.post(`/v3/pipeline/${pid}/source`, { ...demo, generation_id: 3 }),
      "/generation_id",
    );
    const a = await addSource(pid, { ...demo, generation_id: 0 });
    expect(a.generation_id).toBe(0);
  });

  it("refuses malformed JSON and a non-object body", async () => {
    expectV3Error(await api.post(`/v3/pipeline/${pid}/source`, "{not json"), 400, "EVALIDATION");
    expectV3Error(await api.post(`/v3/pipeline/${pid}/source`, "[]"), 400, "EVALIDATION");
  });
});

describe("inputs", () => {
  it("must name outputs of nodes of the same pipeline", async () => {
    const pid = await newPipeline();
    const otherPid = await newPipeline();
    const s = await addSource(pid);
    const foreign = await addSource(otherPid);
    const k = await addSink(pid, [s.id]);

    const post = (inputs: string[]) =>
      api.post(`/v3/pipeline/${pid}/transform`, {
        type: "drop-fields",
        user_config: { fields: [".a"] },
        inputs,
      });
    expectInvalid(await post([foreign.id]), "/inputs/0");
    expectInvalid(await post([s.id, k.id]), "/inputs/1");
    expectInvalid(await post([MISSING]), "/inputs/0");
    expectInvalid(await post([`${s.id}.other`]), "/inputs/0");
    expectInvalid(await post([s.id, s.id]), "/inputs/1");
    expectInvalid(await post([""]), "/inputs/0");
    // A sink of the other pipeline can't take this pipeline's source either.
    expectV3Error(
      await other.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs: [s.id] }),
      404,
      "ENOTFOUND",
    );
    expectInvalid(
      await api.post(`/v3/pipeline/${otherPid}/sink`, { type: "blackhole", inputs: [s.id] }),
      "/inputs/0",
    );
    expect(ok(await api.get(`/v3/pipeline/${pid}/transform`))).toEqual([]);
  });

  it("refuses a node as its own input and a cycle, leaving the node unchanged", async () => {
    const pid = await newPipeline();
    const s = await addSource(pid);
    const a = await addTransform(pid, [s.id]);
    const b = await addTransform(pid, [a.id]);
    const c = await addTransform(pid, [b.id]);
    const put = (node: Json, inputs: string[]) =>
      api.put(`/v3/pipeline/${pid}/transform/${node.id}`, {
        type: node.type,
        title: node.title,
        user_config: node.user_config,
        inputs,
        generation_id: node.generation_id,
      });
    expectInvalid(await put(a, [a.id]), "/inputs/0");
    expectInvalid(await put(a, [s.id, c.id]), "/inputs/0");
    expectInvalid(await put(a, [b.id]));
    expect(ok(await api.get(`/v3/pipeline/${pid}/transform/${a.id}`))).toEqual(a);
    // A diamond is not a cycle.
    const d = ok(await put(c, [a.id, b.id]));
    expect(d.inputs).toEqual([a.id, b.id]);
    // A sink downstream never creates a cycle (it has no outputs to feed back).
    await addSink(pid, [c.id, s.id]);
  });

  it("a sink is never an input, and a deleted node's output no longer qualifies", async () => {
    const pid = await newPipeline();
    const s = await addSource(pid);
    const k = await addSink(pid, [s.id]);
    expectInvalid(
      await api.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs: [k.id] }),
      "/inputs/0",
    );
    ok(await api.delete(`/v3/pipeline/${pid}/source/${s.id}`));
    expectInvalid(
      await api.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs: [s.id] }),
      "/inputs/0",
    );
    // The sink that named it is left as it is for publish to report.
    expect(ok(await api.get(`/v3/pipeline/${pid}/sink/${k.id}`)).inputs).toEqual([s.id]);
  });
});

describe("generation_id", () => {
  it("starts at 0, increments on each update; a stale value answers 409 and changes nothing", async () => {
    const pid = await newPipeline();
    const s = await addSource(pid);
    const t = await addTransform(pid, [s.id]);
    const url = `/v3/pipeline/${pid}/transform/${t.id}`;
    const body = (title: string, generation_id: number) => ({
      type: "drop-fields",
      title,
      user_config: { fields: [".b"] },
      inputs: [s.id],
      generation_id,
    });
    expect(t.generation_id).toBe(0);
    expect(ok(await api.put(url, body("one", 0))).generation_id).toBe(1);
    const two = ok(await api.put(url, body("two", 1)));
    expect(two.generation_id).toBe(2);

    for (const stale of [0, 1, 3, 99]) {
      const res = await api.put(url, body("stale", stale));
      const err = expectV3Error(res, 409, "ECONFLICT");
      expect(err.errors?.[0]?.instancePath).toBe("/generation_id");
    }
    // Even an otherwise invalid body with a stale generation changes nothing.
    expect(ok(await api.get(url))).toEqual(two);
    expectInvalid(await api.put(url, body("neg", -1)), "/generation_id");
    expectInvalid(await api.put(url, { ...body("frac", 2), generation_id: 1.5 }), "/generation_id");
    expect(ok(await api.get(url))).toEqual(two);
  });

  it("applies to sources and sinks too", async () => {
    const pid = await newPipeline();
    const s = await addSource(pid);
    const k = await addSink(pid, [s.id]);
    const sUrl = `/v3/pipeline/${pid}/source/${s.id}`;
    const kUrl = `/v3/pipeline/${pid}/sink/${k.id}`;
    expectV3Error(await api.put(sUrl, { ...demo, title: "x", generation_id: 1 }), 409, "ECONFLICT");
    expectV3Error(
      await api.put(kUrl, {
        type: "blackhole",
        title: "x",
        user_config: {},
        inputs: [s.id],
        generation_id: 5,
      }),
      409,
      "ECONFLICT",
    );
    expect(ok(await api.get(sUrl))).toEqual(s);
    expect(ok(await api.get(kUrl))).toEqual(k);
    expect(ok(await api.put(sUrl, { ...demo, title: "x", generation_id: 0 })).generation_id).toBe(1);
    expect(
      ok(
        await api.put(kUrl, {
          type: "blackhole",
          title: "x",
          user_config: {},
          inputs: [s.id],
          generation_id: 0,
        }),
      ).generation_id,
    ).toBe(1);
  });

  it("two concurrent editors with the same generation: exactly one wins", async () => {
    const pid = await newPipeline();
    const s = await addSource(pid);
    const url = `/v3/pipeline/${pid}/source/${s.id}`;
    const results = await Promise.all(
      ["a", "b", "c"].map((title) => api.put(url, { ...demo, title, generation_id: 0 })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.status === 200)?.body.data;
    expect(ok(await api.get(url))).toMatchObject({ title: winner.title, generation_id: 1 });
  });
});

describe("gateway_route_id on sources", () => {
  it("must be a route of the account and of the same kind", async () => {
    const pid = await newPipeline();
    const route = ok(await api.post("/v3/pipeline/gateway-route", { title: "shared", type: "http" }));
    const hook = ok(await api.post("/v3/pipeline/gateway-route", { title: "hooks", type: "webhook" }));
    const foreign = ok(await other.post("/v3/pipeline/gateway-route", { title: "theirs", type: "http" }));

    const src = await addSource(pid, { type: "http", gateway_route_id: route.id });
    expect(src.gateway_route_id).toBe(route.id);
    expect(ok(await api.get(`/v3/pipeline/${pid}/source/${src.id}`)).gateway_route_id).toBe(route.id);

    const post = (body: Json) => api.post(`/v3/pipeline/${pid}/source`, body);
    expectInvalid(await post({ type: "http", gateway_route_id: MISSING }), "/gateway_route_id");
    expectInvalid(await post({ type: "http", gateway_route_id: foreign.id }), "/gateway_route_id");
    expectInvalid(await post({ type: "http", gateway_route_id: hook.id }), "/gateway_route_id");
    expectInvalid(await post({ ...demo, gateway_route_id: route.id }), "/gateway_route_id");
    expectInvalid(await post({ type: "http", gateway_route_id: "not-a-uuid" }), "/gateway_route_id");

    // Update: switching to a route of another kind is refused; clearing it is allowed.
    const url = `/v3/pipeline/${pid}/source/${src.id}`;
    expectInvalid(
      await api.put(url, {
        type: "http",
        title: "t",
        gateway_route_id: hook.id,
        user_config: {},
        generation_id: 0,
      }),
      "/gateway_route_id",
    );
    expect(ok(await api.get(url)).gateway_route_id).toBe(route.id);
    const hooked = ok(
      await api.put(url, {
        type: "webhook",
        title: "t",
        gateway_route_id: hook.id,
        user_config: {},
        generation_id: 0,
      }),
    );
    expect(hooked).toMatchObject({ type: "webhook", gateway_route_id: hook.id, generation_id: 1 });
    const cleared = ok(
      await api.put(url, { type: "webhook", title: "t", user_config: {}, generation_id: 1 }),
    );
    expect(cleared.gateway_route_id).toBeNull();
  });
});

describe("push-source access keys", () => {
  it("creates a key shown once, lists without the secret, deletes", async () => {
    const pid = await newPipeline();
    const src = await addSource(pid, { type: "http" });
    const base = `/v3/pipeline/${pid}/source/${src.id}/access-key`;
    expect(ok(await api.get(base))).toEqual([]);

    const created = await api.post(base, { title: "collector" });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.meta).toMatchObject({ type: "access-key" });
    const key = created.body.data;
    expect(key.id).toMatch(UUID);
    expect(key.title).toBe("collector");
    expect(typeof key.key).toBe("string");
    expect(key.key.length).toBeGreaterThanOrEqual(22);
    const second = ok(await api.post(base, { title: "other" }));
    expect(second.key).not.toBe(key.key);

    const list = await api.get(base);
    expect(list.status).toBe(200);
    expect(list.body.data.map((k: Json) => k.id).sort()).toEqual([key.id, second.id].sort());
    for (const k of list.body.data) expect(k).not.toHaveProperty("key");
    expect(JSON.stringify(list.body)).not.toContain(key.key);
    // Nor does the source show it.
    expect(JSON.stringify(await api.get(`/v3/pipeline/${pid}/source/${src.id}`))).not.toContain(key.key);

    const del = await api.delete(`${base}/${key.id}`);
    expect(del.status).toBe(200);
    expect(del.body.data.id).toBe(key.id);
    expect(del.body.data).not.toHaveProperty("key");
    expect(ok(await api.get(base)).map((k: Json) => k.id)).toEqual([second.id]);
    expectV3Error(await api.delete(`${base}/${key.id}`), 404, "ENOTFOUND");
    expectV3Error(await api.delete(`${base}/${MISSING}`), 404, "ENOTFOUND");
  });

  it("validates the key title", async () => {
    const pid = await newPipeline();
    const src = await addSource(pid, { type: "webhook" });
    const base = `/v3/pipeline/${pid}/source/${src.id}/access-key`;
    expectInvalid(await api.post(base, {}), "/title");
    expectInvalid(await api.post(base, { title: "" }), "/title");
    expectInvalid(await api.post(base, { title: "<x>" }), "/title");
    expectInvalid(await api.post(base, { title: "ok", extra: 1 }), "/extra");
    expect(ok(await api.get(base))).toEqual([]);
  });

  it("refuses keys for a pull source with 400, and 404s for unknown sources", async () => {
    const pid = await newPipeline();
    const pull = await addSource(pid);
    const base = `/v3/pipeline/${pid}/source/${pull.id}/access-key`;
    expectInvalid(await api.post(base, { title: "nope" }));
    expectInvalid(await api.get(base));
    expectV3Error(await api.post(`/v3/pipeline/${pid}/source/${MISSING}/access-key`, { title: "x" }), 404);
    // A transform id is not a source.
    const t = await addTransform(pid, [pull.id]);
    expectV3Error(await api.post(`/v3/pipeline/${pid}/source/${t.id}/access-key`, { title: "x" }), 404);
  });

  it("keys belong to their own source", async () => {
    const pid = await newPipeline();
    const a = await addSource(pid, { type: "http" });
    const b = await addSource(pid, { type: "http" });
    const key = ok(await api.post(`/v3/pipeline/${pid}/source/${a.id}/access-key`, { title: "a" }));
    expect(ok(await api.get(`/v3/pipeline/${pid}/source/${b.id}/access-key`))).toEqual([]);
    expectV3Error(await api.delete(`/v3/pipeline/${pid}/source/${b.id}/access-key/${key.id}`), 404);
    expect(ok(await api.get(`/v3/pipeline/${pid}/source/${a.id}/access-key`))).toHaveLength(1);
  });
});

describe("tenancy", () => {
  it("a second account gets 404 on every node route of the first account's pipeline", async () => {
    const pid = await newPipeline();
    const s = await addSource(pid, { type: "http" });
    const t = await addTransform(pid, [s.id]);
    const k = await addSink(pid, [t.id]);
    const key = ok(await api.post(`/v3/pipeline/${pid}/source/${s.id}/access-key`, { title: "k" }));
    const ids: Record<string, Json> = { source: s, transform: t, sink: k };
    const bodies: Record<string, Json> = {
      source: { ...demo },
      transform: { type: "drop-fields", user_config: { fields: [".a"] }, inputs: [] },
      sink: { type: "blackhole", user_config: {}, inputs: [] },
    };

    for (const cls of ["source", "transform", "sink"]) {
      const base = `/v3/pipeline/${pid}/${cls}`;
      const node = ids[cls];
      expectV3Error(await other.get(base), 404, "ENOTFOUND");
      expectV3Error(await other.post(base, bodies[cls]), 404, "ENOTFOUND");
      expectV3Error(await other.get(`${base}/${node.id}`), 404, "ENOTFOUND");
      expectV3Error(
        await other.put(`${base}/${node.id}`, { ...bodies[cls], title: "hijack", generation_id: 0 }),
        404,
        "ENOTFOUND",
      );
      expectV3Error(await other.delete(`${base}/${node.id}`), 404, "ENOTFOUND");
    }
    const keys = `/v3/pipeline/${pid}/source/${s.id}/access-key`;
    expectV3Error(await other.get(keys), 404, "ENOTFOUND");
    expectV3Error(await other.post(keys, { title: "mine" }), 404, "ENOTFOUND");
    expectV3Error(await other.delete(`${keys}/${key.id}`), 404, "ENOTFOUND");

    // Its own pipeline can't reach them by id either.
    const theirs = await newPipeline(other);
    expectV3Error(await other.get(`/v3/pipeline/${theirs}/source/${s.id}`), 404, "ENOTFOUND");
    expectV3Error(await other.delete(`/v3/pipeline/${theirs}/sink/${k.id}`), 404, "ENOTFOUND");

    // Nothing changed for the owner.
    expect(ok(await api.get(`/v3/pipeline/${pid}/source/${s.id}`))).toEqual(s);
    expect(ok(await api.get(`/v3/pipeline/${pid}/transform/${t.id}`))).toEqual(t);
    expect(ok(await api.get(`/v3/pipeline/${pid}/sink/${k.id}`))).toEqual(k);
    expect(ok(await api.get(`/v3/pipeline/${pid}/source`))).toHaveLength(1);
    expect(ok(await api.get(keys))).toHaveLength(1);
  });

  it("answers 401 without a key", async () => {
    const pid = await newPipeline();
    const { call } = await import("../helpers");
    expectV3Error(await call("GET", `/v3/pipeline/${pid}/source`), 401, "EUNAUTHORIZED");
    expectV3Error(await call("POST", `/v3/pipeline/${pid}/sink`, { body: { type: "blackhole" } }), 401);
  });
});
