// The node catalog: every kind a pipeline can use, keyed by wire class and type.
import type { NodeClass } from "../../db/schema";
import type { NodeKind, NodeKindClass } from "./define";
import { destinationAliasKinds, destinationKinds } from "./destinations";
import { processorKinds } from "./processors";
import { sourceAliasKinds, sourceKinds } from "./sources";

export { UNMATCHED_OUTPUT } from "./common";
export type { NodeKind } from "./define";

/** The catalog. */
export const allNodeKinds: NodeKind[] = [...sourceKinds, ...processorKinds, ...destinationKinds];

/** The wire calls processors `transform` and destinations `sink`. */
export const kindOfClass: Record<NodeClass, NodeKindClass> = {
  source: "source",
  transform: "processor",
  sink: "destination",
};

/** The mezmo terraform provider's own types for some of the catalog's kinds: found, not listed. */
const providerAliases: NodeKind[] = [...sourceAliasKinds, ...destinationAliasKinds];

const byClassAndType = new Map([...allNodeKinds, ...providerAliases].map((k) => [`${k.kind}:${k.type}`, k]));

/** The destination kind of a type (the provider's aliases included): what delivers a sink's events. */
const destinationsByType = new Map([...destinationKinds, ...destinationAliasKinds].map((k) => [k.type, k]));
export const findDestination = (type: string) => destinationsByType.get(type);

export function findNodeKind(nodeClass: NodeClass, type: string): NodeKind | undefined {
  return byClassAndType.get(`${kindOfClass[nodeClass]}:${type}`);
}

/** The types a node of the class may have: the catalog's, and the provider's aliases. */
export const typesOfClass = (nodeClass: NodeClass) =>
  [...allNodeKinds, ...providerAliases].filter((k) => k.kind === kindOfClass[nodeClass]).map((k) => k.type);

/** The outputs of a node: one default output, or one per named branch plus `_unmatched`. */
export function outputsOf(kind: NodeKind | undefined, config: Record<string, unknown>): string[] {
  if (!kind || kind.kind === "destination") return [];
  return kind.outputs ? kind.outputs(config) : ["default"];
}
