// The pure graph rules, without HTTP: states a write could never store (a cycle) can still be checked.
import { describe, expect, it } from "vitest";
import { type GraphNode, publishProblems } from "../../src/engine/graph";

const node = (id: string, nodeClass: GraphNode["nodeClass"], inputs: string[] = []): GraphNode => ({
  id,
  nodeClass,
  type: nodeClass === "source" ? "demo-logs" : nodeClass === "sink" ? "blackhole" : "filter",
  inputs,
  outputs: nodeClass === "sink" ? [] : [id],
  disabled: false,
});
const allFlags = { allow_unconnected_edges: true, allow_empty_access_keys: true, allow_disabled: true };

describe("publishProblems", () => {
  it("reports every node on a cycle, whatever the flags", () => {
    const nodes = [node("s", "source"), node("a", "transform", ["s", "c"]), node("b", "transform", ["a"])];
    nodes.push(node("c", "transform", ["b"]), node("d", "sink", ["c"]));
    const cycle = publishProblems(nodes, allFlags).filter((p) => p.message === "is part of a cycle");
    expect(cycle.map((p) => p.nodeId).sort()).toEqual(["a", "b", "c"]);
    expect(cycle.every((p) => p.flag === null)).toBe(true);
  });

  it("finds no cycle in a diamond", () => {
    const nodes = [
      node("s", "source"),
      node("a", "transform", ["s"]),
      node("b", "transform", ["s"]),
      node("d", "sink", ["a", "b"]),
    ];
    expect(publishProblems(nodes, { ...allFlags, allow_unconnected_edges: false })).toEqual([]);
  });
});
