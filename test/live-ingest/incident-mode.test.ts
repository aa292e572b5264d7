// Incident mode end to end: a live route whose condition reads `$state.operational_state` sends events
// another way once the pipeline's state variable says `incident`, without a new publish; a simulation sees
// the same state; other pipelines stay normal.
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error, type Json } from "../helpers";

let api: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await createAccount("incident"));
});

const incident = {
  logical_operation: "AND",
  expressions: [{ field: "$state.operational_state", str_operator: "equal", value: "incident" }],
};

/** http source -> route (incident branch | _unmatched) -> two log-analysis destinations, published. */
async function incidentPipeline(title: string) {
  const p = (await api.post("/v3/pipeline", { title })).body.data.id as string;
  const source = (
    await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "json" } })
  ).body.data.id as string;
  const route = await api.post(`/v3/pipeline/${p}/transform`, {
    type: "route",
    inputs: [source],
    user_config: { conditionals: [{ label: "incident", conditional: incident }] },
  });
  expect(route.status, JSON.stringify(route.body)).toBe(200);
  const routeId = route.body.data.id as string;
  const output = route.body.data.user_config.conditionals[0]._output_name as string;
  const sink = async (input: string, app: string) =>
    expect(
      (
        await api.post(`/v3/pipeline/${p}/sink`, {
          type: "log-analysis",
          inputs: [input],
          user_config: { app, hostname: title, line_field: ".msg" },
        })
      ).status,
    ).toBe(200);
  await sink(`${routeId}.${output}`, `${title}-incident`);
  await sink(`${routeId}._unmatched`, `${title}-normal`);
  const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data
    .key as string;
  expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
  const send = async (msg: string) => {
    const res = await SELF.fetch(`https://api.test/ingest/${source}`, {
      method: "POST",
      headers: { authorization: `Token ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ msg }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const lines = async (app: string) =>
    (await api.get(`/v2/export?apps=${title}-${app}&prefer=head`)).body.lines.map((l: Json) => l._line);
  return { p, source, send, lines };
}

describe("incident mode", () => {
  it("switches a live route's output without a publish, and back", async () => {
    const { p, send, lines } = await incidentPipeline("inc-a");
    await send("before");
    const created = await api.post("/v3/pipeline/state-variable", {
      pipeline_id: p,
      operational_state: "incident",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await send("during");
    const id = created.body.data.id as string;
    expect((await api.put(`/v3/pipeline/state-variable/${id}`, { operational_state: "normal" })).status).toBe(
      200,
    );
    await send("after");
    expect(await lines("normal")).toEqual(["before", "after"]);
    expect(await lines("incident")).toEqual(["during"]);
  });

  it("another pipeline's incident does not touch this one", async () => {
    const a = await incidentPipeline("inc-b");
    const b = await incidentPipeline("inc-c");
    await api.post("/v3/pipeline/state-variable", { pipeline_id: a.p, operational_state: "incident" });
    await b.send("b1");
    expect(await b.lines("normal")).toEqual(["b1"]);
    expect(await b.lines("incident")).toEqual([]);
  });

  it("a simulation evaluates the condition with the pipeline's current state", async () => {
    const { p, source } = await incidentPipeline("inc-d");
    const sample = await api.post(`/v3/pipeline/${p}/source/${source}/sample`, {
      title: "s",
      format: "json",
      data: JSON.stringify([{ msg: "x" }]),
    });
    expect(sample.status, JSON.stringify(sample.body)).toBe(200);
    const simulate = async () => {
      const res = await api.post(`/v3/pipeline/${p}/simulate/${source}`, {
        pipeline_sample_id: sample.body.data.id,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const route = (res.body.data.nodes as Json[]).find((n) => n.node_class === "transform") as Json;
      return route.events_out as Record<string, number>;
    };
    expect((await simulate())._unmatched).toBe(1);
    await api.post("/v3/pipeline/state-variable", { pipeline_id: p, operational_state: "incident" });
    expect((await simulate())._unmatched).toBe(0);
  });

  it("refuses a condition field that is neither a field path nor a state variable", async () => {
    const p = (await api.post("/v3/pipeline", { title: "inc-bad" })).body.data.id as string;
    const source = (await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: {} })).body.data
      .id as string;
    const res = await api.post(`/v3/pipeline/${p}/transform`, {
      type: "filter",
      inputs: [source],
      user_config: {
        action: "allow",
        conditional: { expressions: [{ field: "$state.mood", str_operator: "equal", value: "x" }] },
      },
    });
    const body = expectV3Error(res, 400, "EVALIDATION");
    expect(JSON.stringify(body)).toContain("$state.operational_state");
  });
});
