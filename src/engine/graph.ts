// Graph rules of a pipeline, pure: what node inputs may name, and what publish refuses.

export interface GraphNode {
  id: string;
  nodeClass: "source" | "transform" | "sink";
  type: string;
  inputs: string[];
  /** Output ids (`<id>` or `<id>.<name>`); empty for destinations. */
  outputs: string[];
  disabled: boolean;
  /** Push sources only: whether some access key (its own or its gateway route's) exists. */
  push?: boolean;
  hasAccessKey?: boolean;
}

/** Separates a node id from an output name in an input id (`<id>.<output>`). */
export const OUTPUT_SEPARATOR = ".";

/** `<id>.<output>` or `<id>` → the node id. Node ids are uuids, which contain no dot. */
export const nodeIdOfInput = (input: string) => input.split(OUTPUT_SEPARATOR)[0];

/**
 * Problems with one node's proposed inputs, given the rest of the pipeline: unknown ids or outputs,
 * itself, duplicates, and inputs that would close a cycle.
 */
export function inputProblems(
  nodeId: string,
  inputs: string[],
  others: GraphNode[],
): { index: number; message: string }[] {
  const outputs = new Map<string, GraphNode>();
  for (const n of others) for (const o of n.outputs) outputs.set(o, n);
  const problems: { index: number; message: string }[] = [];
  const seen = new Set<string>();
  inputs.forEach((input, index) => {
    if (seen.has(input)) problems.push({ index, message: `duplicate input ${input}` });
    seen.add(input);
    if (nodeIdOfInput(input) === nodeId) problems.push({ index, message: "a node cannot be its own input" });
    else if (!outputs.has(input)) {
      problems.push({
        index,
        message: `${input} is not an output of a source or processor of this pipeline`,
      });
    }
  });
  if (problems.length === 0 && reaches(nodeId, inputs, others)) {
    problems.push({ index: 0, message: "these inputs would create a cycle" });
  }
  return problems;
}

/** Whether following the graph downstream from `nodeId` (with the proposed inputs) comes back to an input. */
function reaches(nodeId: string, inputs: string[], others: GraphNode[]): boolean {
  const upstream = new Set(inputs.map(nodeIdOfInput));
  const consumers = new Map<string, string[]>();
  for (const n of others) {
    for (const i of n.inputs) {
      const from = nodeIdOfInput(i);
      consumers.set(from, [...(consumers.get(from) ?? []), n.id]);
    }
  }
  const stack = [nodeId];
  const visited = new Set<string>();
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (visited.has(current)) continue;
    visited.add(current);
    for (const next of consumers.get(current) ?? []) {
      if (upstream.has(next)) return true;
      stack.push(next);
    }
  }
  return false;
}

export interface PublishFlags {
  allow_unconnected_edges: boolean;
  allow_empty_access_keys: boolean;
  allow_disabled: boolean;
}

export interface PublishProblem {
  nodeId: string | null;
  flag: keyof PublishFlags | null;
  message: string;
}

/** Everything publish refuses, each with the flag that would allow it (null: nothing allows it). */
export function publishProblems(nodes: GraphNode[], flags: PublishFlags): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const outputs = new Set(nodes.flatMap((n) => n.outputs));
  const unconnected = (nodeId: string | null, message: string) => {
    if (!flags.allow_unconnected_edges) problems.push({ nodeId, flag: "allow_unconnected_edges", message });
  };

  if (!nodes.some((n) => n.nodeClass === "source")) unconnected(null, "the pipeline has no source");
  if (!nodes.some((n) => n.nodeClass === "sink")) unconnected(null, "the pipeline has no destination");
  // Writes refuse cycles already; this backstop keeps a looped graph from ever becoming a revision.
  for (const id of nodesOnCycles(nodes)) {
    problems.push({ nodeId: id, flag: null, message: "is part of a cycle" });
  }

  for (const node of nodes) {
    for (const input of node.inputs) {
      if (!outputs.has(input)) unconnected(node.id, `input ${input} points to no node output`);
    }
    if (node.nodeClass !== "source" && node.inputs.length === 0) unconnected(node.id, "has no inputs");
    if (node.nodeClass === "source" && !reachesDestination(node, nodes))
      unconnected(node.id, "reaches no destination");
    if (node.push && !node.hasAccessKey && !flags.allow_empty_access_keys) {
      problems.push({
        nodeId: node.id,
        flag: "allow_empty_access_keys",
        message: "push source has no access key",
      });
    }
    if (node.disabled && !flags.allow_disabled) {
      problems.push({ nodeId: node.id, flag: "allow_disabled", message: "node is disabled" });
    }
  }
  return problems;
}

function reachesDestination(source: GraphNode, nodes: GraphNode[]): boolean {
  // An edge counts only when the input names an output that exists: `<route>.errors` after the
  // route's `Errors` branch was renamed carries nothing downstream.
  const outputs = new Set(nodes.flatMap((n) => n.outputs));
  const stack = [source.id];
  const visited = new Set<string>();
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (visited.has(id)) continue;
    visited.add(id);
    for (const n of nodes) {
      if (!n.inputs.some((i) => nodeIdOfInput(i) === id && outputs.has(i))) continue;
      if (n.nodeClass === "sink") return true;
      stack.push(n.id);
    }
  }
  return false;
}

/** Ids of the nodes that lie on a cycle (iterative depth-first search, white/grey/black). */
function nodesOnCycles(nodes: GraphNode[]): string[] {
  const upstreamOf = new Map(nodes.map((n) => [n.id, n.inputs.map(nodeIdOfInput)]));
  const state = new Map<string, "open" | "done">();
  const onCycle = new Set<string>();
  for (const start of nodes) {
    if (state.has(start.id)) continue;
    const path: string[] = [];
    const stack: { id: string; next: number }[] = [{ id: start.id, next: 0 }];
    state.set(start.id, "open");
    path.push(start.id);
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      const ups = upstreamOf.get(top.id) ?? [];
      if (top.next >= ups.length) {
        state.set(top.id, "done");
        stack.pop();
        path.pop();
        continue;
      }
      const up = ups[top.next++];
      if (!upstreamOf.has(up)) continue;
      if (state.get(up) === "open") {
        for (const id of path.slice(path.indexOf(up))) onCycle.add(id);
      } else if (!state.has(up)) {
        state.set(up, "open");
        path.push(up);
        stack.push({ id: up, next: 0 });
      }
    }
  }
  return nodes.filter((n) => onCycle.has(n.id)).map((n) => n.id);
}
