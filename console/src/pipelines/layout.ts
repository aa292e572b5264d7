// A pipeline as a graph: its nodes (sources, processors, destinations) and the edges their `inputs` make
// (an input is a node's id, or `<node id>.<output>` for one of its named outputs), laid out left to right by
// dagre so that every edge points rightwards and crossings are few.
import dagre from "@dagrejs/dagre";

export type NodeClass = "source" | "transform" | "sink";

export interface PipelineNode {
  id: string;
  type: string;
  title: string;
  description: string | null;
  user_config: Record<string, unknown>;
  inputs?: string[];
  outputs: { id: string; label: string }[];
  disabled: boolean;
  generation_id: number;
  /** Sources only. */
  deploy_type?: "saas" | "local";
  gateway_route_id?: string | null;
}

export interface PlacedNode {
  id: string;
  nodeClass: NodeClass;
  node: PipelineNode;
  x: number;
  y: number;
}

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  /** The named output it leaves by, if any. */
  output: string | null;
}

export const NODE_WIDTH = 200;
export const NODE_HEIGHT = 78;

/** The node an input names, and its output: `a` or `a.errors` (a node's id holds no dot). */
export function inputOf(input: string): { node: string; output: string | null } {
  const dot = input.indexOf(".");
  return dot < 0
    ? { node: input, output: null }
    : { node: input.slice(0, dot), output: input.slice(dot + 1) };
}

/** The graph of the pipeline's nodes, each placed (its top-left corner); inputs naming no node are left out. */
export function layoutPipeline(nodes: { nodeClass: NodeClass; node: PipelineNode }[]): {
  nodes: PlacedNode[];
  edges: GraphEdge[];
} {
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: "LR", nodesep: 24, ranksep: 72 });
  g.setDefaultEdgeLabel(() => ({}));
  const ids = new Set(nodes.map((n) => n.node.id));
  for (const { node } of nodes) g.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  const edges: GraphEdge[] = [];
  for (const { node } of nodes)
    for (const input of node.inputs ?? []) {
      const from = inputOf(input);
      if (!ids.has(from.node)) continue;
      edges.push({ id: `${input}->${node.id}`, source: from.node, target: node.id, output: from.output });
      g.setEdge(from.node, node.id);
    }
  dagre.layout(g);
  return {
    nodes: nodes.map(({ nodeClass, node }) => {
      const at = g.node(node.id);
      return { id: node.id, nodeClass, node, x: at.x - NODE_WIDTH / 2, y: at.y - NODE_HEIGHT / 2 };
    }),
    edges,
  };
}
