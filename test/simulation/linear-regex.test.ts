// Simulation with user regular expressions on the linear-time engine: a filter condition and a parse
// processor whose patterns are catastrophic for a backtracking engine go through 100,000-character events
// at once, and still match where they should.
import { beforeAll, expect, it } from "vitest";
import { type ApiResponse, client, createAccount, type Json } from "../helpers";

let api: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await createAccount("sim-regex"));
});

function ok(res: ApiResponse): Json {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

it("runs ^(a+)+$-style patterns over 100,000 a's followed by ! at once", async () => {
  const p = ok(await api.post("/v3/pipeline", { title: "regex" })).id as string;
  const node = async (kind: "source" | "transform" | "sink", body: Json) =>
    ok(await api.post(`/v3/pipeline/${p}/${kind}`, body)).id as string;
  const source = await node("source", { type: "http" });
  const filter = await node("transform", {
    type: "filter",
    inputs: [source],
    user_config: {
      action: "drop",
      conditional: { expressions: [{ field: ".line", str_operator: "regex_match", value: "^(b+)+$" }] },
    },
  });
  const parse = await node("transform", {
    type: "parse",
    inputs: [filter],
    user_config: { parser: "regex", pattern: "^(?<x>a+)+$", field: ".line" },
  });
  const sink = await node("sink", { type: "blackhole", inputs: [parse] });

  const long = "a".repeat(100_000);
  const lines = [`${"a".repeat(36)}!`, `${long}!`, "aaaa", `${"b".repeat(100_000)}!`, "bbb"];
  const sample = ok(
    await api.post(`/v3/pipeline/${p}/source/${source}/sample`, {
      title: "s",
      format: "json",
      data: JSON.stringify(lines.map((line) => ({ line }))),
    }),
  ).id as string;
  const sim = ok(await api.post(`/v3/pipeline/${p}/simulate/${source}`, { pipeline_sample_id: sample }));

  const stats = (id: string) => sim.nodes.find((n: Json) => n.node_id === id);
  expect(stats(filter)).toMatchObject({ events_in: 5, events_dropped: 1 });
  expect(stats(parse)).toMatchObject({ events_in: 4, events_out: { default: 4 } });
  const out = sim.destinations.find((d: Json) => d.destination_id === sink).events as Json[];
  expect(out.map((e) => e.message.line)).toEqual([lines[0], lines[1], { x: "aaaa" }, lines[3]]);
});
