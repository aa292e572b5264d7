// A pipeline's graph: edges from inputs (named outputs too), every edge left to right, no two nodes overlap.
import { describe, expect, it } from "vitest";
import {
  inputOf,
  layoutPipeline,
  NODE_HEIGHT,
  NODE_WIDTH,
  type NodeClass,
  type PipelineNode,
} from "../../console/src/pipelines/layout";

const node = (id: string, inputs: string[] = []): PipelineNode => ({
  id,
  type: "x",
  title: id,
  description: null,
  user_config: {},
  inputs,
  outputs: [],
  disabled: false,
  generation_id: 1,
});

describe("layoutPipeline", () => {
  it("places sources before processors before destinations, every edge rightwards, none overlapping", () => {
    const nodes: { nodeClass: NodeClass; node: PipelineNode }[] = [
      { nodeClass: "source", node: node("http") },
      { nodeClass: "source", node: node("kafka") },
      { nodeClass: "transform", node: node("route", ["http", "kafka"]) },
      { nodeClass: "transform", node: node("parse", ["route.errors"]) },
      { nodeClass: "sink", node: node("s3", ["route", "parse"]) },
      { nodeClass: "sink", node: node("loki", ["parse", "gone"]) },
    ];
    const { nodes: placed, edges } = layoutPipeline(nodes);
    expect(edges.map((e) => [e.source, e.target, e.output])).toEqual([
      ["http", "route", null],
      ["kafka", "route", null],
      ["route", "parse", "errors"],
      ["route", "s3", null],
      ["parse", "s3", null],
      ["parse", "loki", null],
    ]);
    const at = new Map(placed.map((p) => [p.id, p]));
    for (const e of edges) expect((at.get(e.target)?.x ?? 0) > (at.get(e.source)?.x ?? 0)).toBe(true);
    for (const a of placed)
      for (const b of placed)
        if (a !== b)
          expect(
            Math.abs(a.x - b.x) >= NODE_WIDTH || Math.abs(a.y - b.y) >= NODE_HEIGHT,
            `${a.id} and ${b.id} overlap`,
          ).toBe(true);
  });

  it("reads an input as a node and its output", () => {
    expect(inputOf("abc")).toEqual({ node: "abc", output: null });
    expect(inputOf("abc.errors")).toEqual({ node: "abc", output: "errors" });
  });
});
