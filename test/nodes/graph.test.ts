// `inputs` (API-CONTRACT section 3: the graph is expressed only through inputs) and `generation_id`
// (0 on create, +1 per update, a stale value answers 409 and changes nothing).
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error, type Json } from "../helpers";
import { type Api, expectInvalid, type NodeClass, newPipeline, ok } from "./fixtures";

let api: Api;
let other: Api;

beforeAll(async () => {
  api = client(await createAccount("graph-a"));
  other = client(await createAccount("graph-b"));
});

const routeConfig = (...labels: string[]) => ({
  conditionals: labels.map((label) => ({
    label,
    conditional: { expressions: [{ field: ".level", str_operator: "equal", value: label }] },
  })),
});

async function source(a: Api, pid: string) {
  return ok(await a.post(`/v3/pipeline/${pid}/source`, { type: "http" }));
}
async function transform(pid: string, inputs: string[], body: Json = {}) {
  return ok(
    await api.post(`/v3/pipeline/${pid}/transform`, {
      type: "stringify",
      user_config: {},
      inputs,
      ...body,
    }),
  );
}
async function sink(pid: string, inputs: string[]) {
  return ok(await api.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs }));
}

/** PUT the node back as it is, with other inputs. */
function putInputs(pid: string, cls: NodeClass, node: Json, inputs: string[]) {
  return api.put(`/v3/pipeline/${pid}/${cls}/${node.id}`, {
    type: node.type,
    title: node.title,
    user_config: node.user_config,
    inputs,
    generation_id: node.generation_id,
  });
}

describe("inputs", () => {
  it("accepts every output of sources and processors of the same pipeline, in the given order", async () => {
    const pid = await newPipeline(api);
    const s1 = await source(api, pid);
    const s2 = await source(api, pid);
    const r = await transform(pid, [s1.id], { type: "route", user_config: routeConfig("warn", "error") });
    expect(r.outputs).toEqual([
      { id: `${r.id}.warn`, label: "warn" },
      { id: `${r.id}.error`, label: "error" },
      { id: `${r.id}._unmatched`, label: "Unmatched" },
    ]);
    const t = await transform(pid, [s2.id, `${r.id}._unmatched`, s1.id]);
    expect(t.inputs).toEqual([s2.id, `${r.id}._unmatched`, s1.id]);
    const k = await sink(pid, [`${r.id}.error`, `${r.id}.warn`, t.id]);
    expect(k.inputs).toEqual([`${r.id}.error`, `${r.id}.warn`, t.id]);
    expect(ok(await api.get(`/v3/pipeline/${pid}/sink/${k.id}`)).inputs).toEqual(k.inputs);
  });

  it("refuses a node of another pipeline of the same account, on create and update", async () => {
    const pid = await newPipeline(api);
    const elsewhere = await newPipeline(api);
    const s = await source(api, pid);
    const foreign = await source(api, elsewhere);
    const foreignT = await transform(elsewhere, [foreign.id]);
    for (const cls of ["transform", "sink"]) {
      const body = cls === "sink" ? { type: "blackhole" } : { type: "stringify" };
      expectInvalid(
        await api.post(`/v3/pipeline/${pid}/${cls}`, { ...body, inputs: [foreign.id] }),
        "/inputs/0",
      );
      expectInvalid(
        await api.post(`/v3/pipeline/${pid}/${cls}`, { ...body, inputs: [s.id, foreignT.id] }),
        "/inputs/1",
      );
    }
    const t = await transform(pid, [s.id]);
    expectInvalid(await putInputs(pid, "transform", t, [foreign.id]), "/inputs/0");
    const k = await sink(pid, [t.id]);
    expectInvalid(await putInputs(pid, "sink", k, [t.id, foreignT.id]), "/inputs/1");
    expect(ok(await api.get(`/v3/pipeline/${pid}/transform/${t.id}`))).toEqual(t);
    expect(ok(await api.get(`/v3/pipeline/${pid}/sink/${k.id}`))).toEqual(k);
  });

  it("refuses a node of another account's pipeline", async () => {
    const theirs = await newPipeline(other);
    const theirSource = await source(other, theirs);
    const pid = await newPipeline(api);
    expectInvalid(
      await api.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs: [theirSource.id] }),
      "/inputs/0",
    );
    expect(ok(await api.get(`/v3/pipeline/${pid}/sink`))).toEqual([]);
  });

  it("refuses a sink (destination) as an input, by id or as <id>.<output>", async () => {
    const pid = await newPipeline(api);
    const s = await source(api, pid);
    const k = await sink(pid, [s.id]);
    for (const input of [k.id, `${k.id}._unmatched`, `${k.id}.default`]) {
      expectInvalid(
        await api.post(`/v3/pipeline/${pid}/transform`, { type: "stringify", inputs: [input] }),
        "/inputs/0",
      );
      expectInvalid(
        await api.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs: [s.id, input] }),
        "/inputs/1",
      );
    }
  });

  it("refuses a node as its own input, by id or by one of its named outputs", async () => {
    const pid = await newPipeline(api);
    const s = await source(api, pid);
    const t = await transform(pid, [s.id]);
    const r = await transform(pid, [s.id], { type: "route", user_config: routeConfig("a") });
    expectInvalid(await putInputs(pid, "transform", t, [t.id]), "/inputs/0");
    expectInvalid(await putInputs(pid, "transform", t, [s.id, t.id]), "/inputs/1");
    expectInvalid(await putInputs(pid, "transform", r, [`${r.id}.a`]), "/inputs/0");
    expectInvalid(await putInputs(pid, "transform", r, [s.id, `${r.id}._unmatched`]), "/inputs/1");
    expect(ok(await api.get(`/v3/pipeline/${pid}/transform/${t.id}`))).toEqual(t);
    expect(ok(await api.get(`/v3/pipeline/${pid}/transform/${r.id}`))).toEqual(r);
  });

  it("refuses inputs that would close a cycle, however long, through named outputs too", async () => {
    const pid = await newPipeline(api);
    const s = await source(api, pid);
    const a = await transform(pid, [s.id]);
    const r = await transform(pid, [a.id], { type: "route", user_config: routeConfig("hot", "cold") });
    const b = await transform(pid, [`${r.id}.hot`]);
    const c = await transform(pid, [b.id]);
    const d = await transform(pid, [c.id, `${r.id}.cold`]);
    await sink(pid, [d.id]);

    // Two-node cycle, a long cycle, and one through the route's other output.
    expectInvalid(await putInputs(pid, "transform", b, [c.id]));
    expectInvalid(await putInputs(pid, "transform", a, [s.id, d.id]));
    expectInvalid(await putInputs(pid, "transform", r, [c.id]));
    expectInvalid(await putInputs(pid, "transform", a, [`${r.id}._unmatched`]));
    for (const n of [a, r, b]) {
      expect(ok(await api.get(`/v3/pipeline/${pid}/transform/${n.id}`))).toEqual(n);
    }
    // Not a cycle: a second path to the same node (diamond), and re-wiring to an upstream node.
    const d2 = ok(await putInputs(pid, "transform", d, [c.id, `${r.id}.cold`, a.id, s.id]));
    expect(d2.inputs).toEqual([c.id, `${r.id}.cold`, a.id, s.id]);
    const c2 = ok(await putInputs(pid, "transform", c, [`${r.id}.cold`, b.id]));
    expect(c2.generation_id).toBe(1);
  });

  it("refuses an output name the node does not have", async () => {
    const pid = await newPipeline(api);
    const s = await source(api, pid);
    const t = await transform(pid, [s.id]);
    const r = await transform(pid, [s.id], { type: "route", user_config: routeConfig("errors") });
    const bad = [
      `${s.id}.default`,
      `${s.id}.errors`,
      `${t.id}._unmatched`,
      `${r.id}.Errors`,
      `${r.id}.warnings`,
      `${r.id}.`,
      `${r.id}.errors.x`,
      r.id, // a route has only named outputs
      s.id.toUpperCase(),
      " ",
    ];
    for (const input of bad) {
      expectInvalid(
        await api.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs: [input] }),
        "/inputs/0",
      );
    }
    expect(ok(await api.get(`/v3/pipeline/${pid}/sink`))).toEqual([]);
  });

  it("concurrent edits cannot close a cycle together (A takes B while B takes A)", async () => {
    for (let round = 0; round < 5; round++) {
      const pid = await newPipeline(api);
      const s = await source(api, pid);
      const a = await transform(pid, [s.id]);
      const b = await transform(pid, [s.id]);
      const c = await transform(pid, [s.id]);
      // Two-node and three-node loops, each edit valid on its own.
      const results = await Promise.all([
        putInputs(pid, "transform", a, [b.id]),
        putInputs(pid, "transform", b, [a.id]),
      ]);
      expect(results.map((r) => r.status).sort(), JSON.stringify(results.map((r) => r.body))).not.toEqual([
        200, 200,
      ]);
      for (const r of results) if (r.status !== 200) expectInvalid(r, "/inputs/0");
      const fresh = await Promise.all(
        [a, b, c].map(async (n) => ok(await api.get(`/v3/pipeline/${pid}/transform/${n.id}`))),
      );
      const [a2, b2, c2] = fresh;
      const three = await Promise.all([
        putInputs(pid, "transform", a2, [s.id, c2.id]),
        putInputs(pid, "transform", c2, [b2.id]),
        putInputs(pid, "transform", b2, [s.id, a2.id]),
      ]);
      const stored = await Promise.all(
        [a, b, c].map(async (n) => ok(await api.get(`/v3/pipeline/${pid}/transform/${n.id}`))),
      );
      // Follow inputs upstream from each node: it must never reach itself.
      const byId = new Map(stored.map((n) => [n.id as string, n]));
      for (const start of stored) {
        const seen = new Set<string>();
        const stack = [...start.inputs];
        while (stack.length > 0) {
          const id = (stack.pop() as string).split(".")[0];
          expect(
            id,
            `cycle through ${start.id}: ${JSON.stringify(stored.map((n) => [n.id, n.inputs]))}`,
          ).not.toBe(start.id);
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(byId.get(id)?.inputs ?? []));
        }
      }
      expect(three.filter((r) => r.status === 200).length).toBeLessThanOrEqual(2);
    }
  });

  it("a route's outputs follow its branches: a removed branch's output stops being a valid input", async () => {
    const pid = await newPipeline(api);
    const s = await source(api, pid);
    const r = await transform(pid, [s.id], { type: "route", user_config: routeConfig("one", "two") });
    await sink(pid, [`${r.id}.two`]);
    const updated = ok(
      await api.put(`/v3/pipeline/${pid}/transform/${r.id}`, {
        type: "route",
        title: r.title,
        user_config: routeConfig("one", "three"),
        inputs: [s.id],
        generation_id: 0,
      }),
    );
    expect(updated.outputs.map((o: Json) => o.id)).toEqual([
      `${r.id}.one`,
      `${r.id}.three`,
      `${r.id}._unmatched`,
    ]);
    expectInvalid(
      await api.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs: [`${r.id}.two`] }),
      "/inputs/0",
    );
    ok(await api.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs: [`${r.id}.three`] }));
  });
});

describe("generation_id", () => {
  const bodies: Record<NodeClass, (gen: number, title: string, inputs: string[]) => Json> = {
    source: (generation_id, title) => ({ type: "http", title, user_config: {}, generation_id }),
    transform: (generation_id, title, inputs) => ({
      type: "stringify",
      title,
      user_config: {},
      inputs,
      generation_id,
    }),
    sink: (generation_id, title, inputs) => ({
      type: "blackhole",
      title,
      user_config: {},
      inputs,
      generation_id,
    }),
  };

  for (const cls of ["source", "transform", "sink"] as NodeClass[]) {
    it(`${cls}: 0 on create, +1 per update, stale values answer 409 ECONFLICT and change nothing`, async () => {
      const pid = await newPipeline(api);
      const s = await source(api, pid);
      const inputs = cls === "source" ? [] : [s.id];
      const created = ok(await api.post(`/v3/pipeline/${pid}/${cls}`, bodies[cls](0, "v0", inputs)));
      expect(created.generation_id).toBe(0);
      const url = `/v3/pipeline/${pid}/${cls}/${created.id}`;
      expect(ok(await api.get(url)).generation_id).toBe(0);

      let current = created;
      for (let gen = 0; gen < 3; gen++) {
        current = ok(await api.put(url, bodies[cls](gen, `v${gen + 1}`, inputs)));
        expect(current).toMatchObject({ generation_id: gen + 1, title: `v${gen + 1}` });
      }
      expect(ok(await api.get(url))).toEqual(current);

      for (const stale of [0, 2, 4, 1000]) {
        const res = await api.put(url, bodies[cls](stale, "lost update", inputs));
        const err = expectV3Error(res, 409, "ECONFLICT");
        expect(err.message).toMatch(/generation/i);
        expect(ok(await api.get(url))).toEqual(current);
      }
      // A refused update (400) does not bump it either; the current value still works afterwards.
      expectInvalid(await api.put(url, { ...bodies[cls](3, "<bad>", inputs) }), "/title");
      expect(ok(await api.get(url))).toEqual(current);
      const next = ok(await api.put(url, bodies[cls](3, "v4", inputs)));
      expect(next.generation_id).toBe(4);
      // The update of one node leaves the others' generation alone.
      expect(ok(await api.get(`/v3/pipeline/${pid}/source/${s.id}`)).generation_id).toBe(0);
    });
  }

  it("refuses a generation_id that is not a non-negative integer", async () => {
    const pid = await newPipeline(api);
    const s = await source(api, pid);
    const url = `/v3/pipeline/${pid}/source/${s.id}`;
    for (const generation_id of [-1, 0.5, "0", null, true]) {
      expectInvalid(
        await api.put(url, { type: "http", title: "x", user_config: {}, generation_id }),
        "/generation_id",
      );
    }
    for (const generation_id of [1, -1, "0"]) {
      expectInvalid(
        await api.post(`/v3/pipeline/${pid}/source`, { type: "http", generation_id }),
        "/generation_id",
      );
    }
    expect(ok(await api.get(url))).toEqual(s);
  });

  it("a deleted and re-created node starts again at 0", async () => {
    const pid = await newPipeline(api);
    const s = await source(api, pid);
    ok(await api.put(`/v3/pipeline/${pid}/source/${s.id}`, bodies.source(0, "x", [])));
    ok(await api.delete(`/v3/pipeline/${pid}/source/${s.id}`));
    const again = ok(await api.post(`/v3/pipeline/${pid}/source`, { type: "http" }));
    expect(again.id).not.toBe(s.id);
    expect(again.generation_id).toBe(0);
  });
});
