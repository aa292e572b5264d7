// Pure: how a processor group runs. A group is a chain of processors whose inputs name the group's input
// (`input`) or each other's outputs; what leaves the group is every processor output that no processor of
// the group reads (its "leaf outputs"). A pipeline uses a group as one `processor-group` transform node;
// `expandProcessorGroups` inlines the group's processors in its place so GraphRunner runs them as nodes.
import { OUTPUT_SEPARATOR } from "./graph";
import { findNodeKind, outputsOf } from "./kinds";
import type { RunnableNode } from "./runner";

/** The name processors of a group use, in `inputs`, for the group's own input. */
export const GROUP_INPUT = "input";
/** The node type of a pipeline node that runs a processor group. */
export const PROCESSOR_GROUP_TYPE = "processor-group";
/** Separates the group node's id from an inlined processor's id: `${nodeId}/${processorId}`. */
export const GROUP_ID_SEPARATOR = "/";

export interface GroupProcessor {
  id: string;
  type: string;
  title?: string;
  /** The validated configuration (the kind's schema output). */
  user_config: Record<string, unknown>;
  inputs: string[];
}

export interface GroupDefinition {
  id: string;
  processors: GroupProcessor[];
}

export class MissingProcessorGroupError extends Error {
  constructor(
    readonly nodeId: string,
    readonly groupId: string,
  ) {
    super(`node ${nodeId} uses processor group ${groupId}, which does not exist`);
  }
}

/** Output ids of one group processor, as other processors of the group name them. */
export function groupProcessorOutputs(p: Pick<GroupProcessor, "id" | "type" | "user_config">): string[] {
  return outputsOf(findNodeKind("transform", p.type), p.user_config).map((name) =>
    name === "default" ? p.id : `${p.id}${OUTPUT_SEPARATOR}${name}`,
  );
}

/** The outputs that leave the group: every processor output no processor of the group reads. */
export function groupLeafOutputs(processors: GroupProcessor[]): string[] {
  const read = new Set(processors.flatMap((p) => p.inputs));
  return processors.flatMap(groupProcessorOutputs).filter((o) => !read.has(o));
}

/** The group id a `processor-group` node runs, or null for any other node. */
export function groupIdOf(node: Pick<RunnableNode, "nodeClass" | "type" | "userConfig">): string | null {
  if (node.nodeClass !== "transform" || node.type !== PROCESSOR_GROUP_TYPE) return null;
  const id = node.userConfig.group_id;
  return typeof id === "string" ? id.toLowerCase() : null;
}

/**
 * Inlines every enabled `processor-group` node: its processors become nodes `${nodeId}/${processorId}`
 * (those reading `input` read the group node's inputs), and every node that read the group node reads the
 * group's leaf outputs instead. A disabled group node stays as it is (the runner passes events through it,
 * as for any disabled processor). Throws MissingProcessorGroupError for a group not in `groups`.
 */
export function expandProcessorGroups(
  nodes: RunnableNode[],
  groups: Map<string, GroupDefinition> | GroupDefinition[],
): RunnableNode[] {
  const byId = groups instanceof Map ? groups : new Map(groups.map((g) => [g.id, g]));
  /** Group node id -> the prefixed leaf output ids that replace it as an input. */
  const replaced = new Map<string, string[]>();
  const inlined = new Map<string, RunnableNode[]>();
  for (const node of nodes) {
    const groupId = groupIdOf(node);
    if (groupId === null || node.disabled) continue;
    const group = byId.get(groupId);
    if (!group) throw new MissingProcessorGroupError(node.id, groupId);
    const prefix = `${node.id}${GROUP_ID_SEPARATOR}`;
    inlined.set(
      node.id,
      group.processors.map((p) => ({
        id: `${prefix}${p.id}`,
        nodeClass: "transform" as const,
        type: p.type,
        userConfig: p.user_config,
        inputs: p.inputs.flatMap((i) => (i === GROUP_INPUT ? node.inputs : [`${prefix}${i}`])),
        disabled: false,
      })),
    );
    replaced.set(
      node.id,
      groupLeafOutputs(group.processors).map((o) => `${prefix}${o}`),
    );
  }
  if (inlined.size === 0) return nodes;
  return nodes.flatMap((node) => {
    const inner = inlined.get(node.id);
    if (inner) return inner;
    if (!node.inputs.some((i) => replaced.has(i))) return [node];
    return [{ ...node, inputs: node.inputs.flatMap((i) => replaced.get(i) ?? [i]) }];
  });
}
