// The graph runner with test processors: order, named outputs, fan-out copies, merges, disabled nodes,
// flushing and the per-node figures.
import { describe, expect, it } from "vitest";
import { getField, newEvent, type PipelineEvent, setField } from "../../src/engine/events";
import { ResultBuilder } from "../../src/engine/processors/types";
import { GraphRunner, type ProcessorRegistry, type RunnableNode } from "../../src/engine/runner";

const ctx = { now: () => 1_000 };

// Test processors: `set` writes a field, `parity` routes by .n (even/odd/_unmatched), `drop-odd` drops.
const registry: ProcessorRegistry = (type, config) => {
  switch (type) {
    case "set":
      return {
        process: (events) => {
          for (const e of events) setField(e, config.field as string, config.value);
          return { outputs: new Map([["default", events]]), dropped: [] };
        },
      };
    case "parity":
      return {
        process: (events) => {
          const out = new ResultBuilder();
          for (const e of events) {
            const n = getField(e, ".n");
            out.emit(e, typeof n !== "number" ? "_unmatched" : n % 2 === 0 ? "even" : "odd");
          }
          return out.result();
        },
      };
    case "drop-odd":
      return {
        process: (events) => {
          const out = new ResultBuilder();
          for (const e of events) {
            if ((getField(e, ".n") as number) % 2 === 1) out.drop(e, "odd number");
            else out.emit(e);
          }
          return out.result();
        },
      };
    case "hold": {
      // Keeps everything until flushed, like reduce or aggregate.
      let held: PipelineEvent[] = [];
      return {
        process: (events) => {
          held.push(...events);
          return new ResultBuilder().result();
        },
        flush: () => {
          const out = { outputs: new Map([["default", held]]), dropped: [] };
          held = [];
          return out;
        },
      };
    }
    default:
      throw new Error(`no processor ${type}`);
  }
};

const node = (
  id: string,
  nodeClass: RunnableNode["nodeClass"],
  type: string,
  inputs: string[] = [],
  userConfig: Record<string, unknown> = {},
  disabled = false,
): RunnableNode => ({ id, nodeClass, type, inputs, userConfig, disabled });

const events = (...ns: (number | string)[]) => ns.map((n) => newEvent({ n }));
const ns = (list: PipelineEvent[] | undefined) => (list ?? []).map((e) => getField(e, ".n"));

describe("graph runner", () => {
  it("runs a chain in order and reports in, out and drops with reasons", async () => {
    const runner = await GraphRunner.create(
      [
        node("dst", "sink", "blackhole", ["drop"]),
        node("drop", "transform", "drop-odd", ["set"]),
        node("set", "transform", "set", ["src"], { field: ".seen", value: true }),
        node("src", "source", "http"),
      ],
      registry,
    );
    const result = await runner.run("src", events(1, 2, 3, 4), ctx);
    expect(ns(result.delivered.get("dst"))).toEqual([2, 4]);
    expect(result.delivered.get("dst")?.every((e) => getField(e, ".seen") === true)).toBe(true);
    expect(result.nodes.map((s) => s.node_id)).toEqual(["src", "set", "drop", "dst"]);
    const drop = result.nodes.find((s) => s.node_id === "drop");
    expect(drop).toMatchObject({ events_in: 4, events_out: { default: 2 }, events_dropped: 2 });
    expect(drop?.drop_reasons).toEqual({ "odd number": 2 });
    expect(result.nodes.find((s) => s.node_id === "dst")).toMatchObject({ events_in: 2, events_dropped: 0 });
  });

  it("follows named outputs, _unmatched included, to different destinations", async () => {
    const runner = await GraphRunner.create(
      [
        node("src", "source", "http"),
        node("route", "transform", "parity", ["src"]),
        node("evens", "sink", "blackhole", ["route.even"]),
        node("odds", "sink", "blackhole", ["route.odd"]),
        node("rest", "sink", "blackhole", ["route._unmatched"]),
      ],
      registry,
    );
    const result = await runner.run("src", events(1, 2, "x", 3), ctx);
    expect(ns(result.delivered.get("evens"))).toEqual([2]);
    expect(ns(result.delivered.get("odds"))).toEqual([1, 3]);
    expect(ns(result.delivered.get("rest"))).toEqual(["x"]);
    expect(result.nodes.find((s) => s.node_id === "route")?.events_out).toEqual({
      odd: 2,
      even: 1,
      _unmatched: 1,
    });
  });

  it("gives each consumer of one output its own copy, and merges a node's several inputs", async () => {
    const runner = await GraphRunner.create(
      [
        node("src", "source", "http"),
        node("a", "transform", "set", ["src"], { field: ".branch", value: "a" }),
        node("b", "transform", "set", ["src"], { field: ".branch", value: "b" }),
        node("both", "sink", "blackhole", ["a", "b"]),
        node("raw", "sink", "blackhole", ["src"]),
      ],
      registry,
    );
    const result = await runner.run("src", events(1, 2), ctx);
    expect(result.delivered.get("both")?.map((e) => getField(e, ".branch"))).toEqual(["a", "a", "b", "b"]);
    // The untouched branch never sees what a processor on another branch wrote.
    expect(result.delivered.get("raw")?.map((e) => getField(e, ".branch"))).toEqual([undefined, undefined]);
  });

  it("lets a disabled processor pass events unchanged and a disabled destination drop them with a reason", async () => {
    const runner = await GraphRunner.create(
      [
        node("src", "source", "http"),
        node("drop", "transform", "drop-odd", ["src"], {}, true),
        node("dst", "sink", "blackhole", ["drop"], {}, true),
      ],
      registry,
    );
    const result = await runner.run("src", events(1, 2), ctx);
    expect(result.delivered.get("dst")).toBeUndefined();
    expect(result.nodes.find((s) => s.node_id === "drop")).toMatchObject({ events_out: { default: 2 } });
    expect(result.nodes.find((s) => s.node_id === "dst")).toMatchObject({
      events_in: 2,
      events_dropped: 2,
      drop_reasons: { "destination is disabled": 2 },
    });
  });

  it("runs only what the entering source reaches, and flushes held events at the end", async () => {
    const runner = await GraphRunner.create(
      [
        node("src", "source", "http"),
        node("other", "source", "http"),
        node("hold", "transform", "hold", ["src"]),
        node("dst", "sink", "blackhole", ["hold"]),
        node("elsewhere", "sink", "blackhole", ["other"]),
      ],
      registry,
    );
    const first = await runner.run("src", events(1), ctx);
    const second = await runner.run("src", events(2), ctx);
    expect(first.nodes.map((s) => s.node_id)).toEqual(["src", "hold", "dst"]);
    expect(ns(first.delivered.get("dst"))).toEqual([]);
    expect(ns(second.delivered.get("dst"))).toEqual([]);
    const flushed = await runner.flush("src", ctx);
    expect(ns(flushed.delivered.get("dst"))).toEqual([1, 2]);
  });

  it("refuses a source that is not in the graph, and a kind the registry cannot build", async () => {
    const runner = await GraphRunner.create([node("src", "source", "http")], registry);
    await expect(runner.run("nope", [], ctx)).rejects.toThrow(/no node/);
    await expect(GraphRunner.create([node("p", "transform", "unknown", ["src"])], registry)).rejects.toThrow(
      /no processor/,
    );
  });
});
