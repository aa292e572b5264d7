// The run's side of the tap (src/live/tap.ts), in Node: what a watcher catches from a GraphRunner run, for a
// processor group's node, a destination's edge, filters, the per-event size cap, and copies the run cannot
// change afterwards.
import { describe, expect, it } from "vitest";
import { newEvent } from "../../src/engine/events";
import { expandProcessorGroups, type GroupDefinition } from "../../src/engine/processor-groups";
import { processorFactories } from "../../src/engine/processors";
import { GraphRunner, type RunnableNode } from "../../src/engine/runner";
import { openTaps, TAP_LIMITS, type TapSpec, tapWatcher } from "../../src/live/tap";

const node = (
  id: string,
  nodeClass: RunnableNode["nodeClass"],
  type: string,
  inputs: string[],
  userConfig = {},
) => ({ id, nodeClass, type, inputs, userConfig, disabled: false }) as RunnableNode;

// source -> processor group G (drop .secret) -> destination S; source -> destination T.
const nodes = [
  node("src", "source", "http", []),
  node("G", "transform", "processor-group", ["src"], { group_id: "g1" }),
  node("S", "sink", "blackhole", ["G"]),
  node("T", "sink", "blackhole", ["src"]),
];
const groups: GroupDefinition[] = [
  {
    id: "g1",
    processors: [{ id: "p1", type: "drop-fields", user_config: { fields: [".secret"] }, inputs: ["input"] }],
  },
];
const tap = (id: string, component: string, more: Partial<TapSpec> = {}): TapSpec => ({
  id,
  component,
  edge: null,
  filter: null,
  limit: 10,
  until: Date.now() + 10_000,
  ...more,
});

async function run(
  taps: TapSpec[],
  events = [newEvent({ n: 1, secret: "x" }), newEvent({ n: 2, secret: "y" })],
) {
  const runner = await GraphRunner.create(expandProcessorGroups(nodes, groups), (type, config) =>
    processorFactories[type](config),
  );
  const tapping = tapWatcher(taps, nodes, groups, undefined);
  const result = await runner.run("src", events, { now: () => Date.now() }, tapping.watcher);
  return { result, caught: tapping.take() };
}

describe("tapWatcher", () => {
  it("catches what leaves a processor group (its inlined processors' leaf outputs) and what reaches a destination over an edge", async () => {
    const { result, caught } = await run([
      tap("group", "G"),
      tap("sink-edge", "S", { edge: "G" }),
      tap("other-edge", "T", { edge: "G" }),
      tap("source", "src", { limit: 1 }),
    ]);
    expect(caught?.group.events.map((e) => e.message)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(caught?.["sink-edge"].events.map((e) => e.message)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(caught?.["other-edge"]).toBeUndefined();
    expect(caught?.source.events.map((e) => e.message)).toEqual([{ n: 1, secret: "x" }]);
    // Copies: what the run delivers afterwards is its own.
    const delivered = result.delivered.get("S") ?? [];
    (delivered[0].message as { n: number }).n = 99;
    expect(caught?.group.events[0].message).toEqual({ n: 1 });
  });

  it("filters, counts events over the size cap instead of keeping them, and catches nothing for nobody", async () => {
    const big = newEvent({ n: 3, blob: "x".repeat(TAP_LIMITS.maxEventBytes) });
    const filter = {
      logical_operation: "AND" as const,
      expressions: [{ field: ".n", str_operator: "greater" as const, value: 1, negate: false }],
    };
    const { caught } = await run(
      [tap("f", "src", { filter })],
      [newEvent({ n: 1 }), newEvent({ n: 2 }), big],
    );
    expect(caught?.f.events.map((e) => e.message)).toEqual([{ n: 2 }]);
    expect(caught?.f.oversized).toBe(1);
    expect((await run([tap("gone", "no-such-node")])).caught).toBeNull();
  });

  it("reads no lease that is over, and no tap past its deadline", () => {
    const now = Date.now();
    const taps = JSON.stringify([
      tap("a", "src", { until: now + 1000 }),
      tap("b", "src", { until: now - 1 }),
    ]);
    expect(openTaps({ tapUntil: now - 1, taps }, now)).toEqual([]);
    expect(openTaps({ tapUntil: now + 1000, taps }, now).map((t) => t.id)).toEqual(["a"]);
    expect(openTaps({ tapUntil: 0, taps: null }, now)).toEqual([]);
  });
});
