// A node's wire form: its outputs as `inputs` name them, its configuration with secrets masked (lists) or
// shown to the key that sent them (a single read, a write's answer).
import { findNodeKind, outputsOf, UNMATCHED_OUTPUT } from "../../engine/kinds";
import { maskSealed, maskSecrets } from "../../lib/sealed-secrets";
import { revealSecrets, type SecretsCaller } from "../shared/secrets";
import type { NodeRow } from "./store";

/** The user's label of a named output (a route conditional or a parse-sequentially parser). */
function branchLabel(config: Record<string, unknown>, name: string): string {
  for (const list of [config.conditionals, config.parsers]) {
    if (!Array.isArray(list)) continue;
    const branch = list.find((b) => b && typeof b === "object" && b._output_name === name);
    if (typeof branch?.label === "string") return branch.label;
  }
  return name;
}

/** Output ids as `inputs` name them: the node id for the default output, `<id>.<name>` otherwise. */
export function outputIdsOf(node: Pick<NodeRow, "id" | "nodeClass" | "type" | "userConfig">) {
  return outputsOf(findNodeKind(node.nodeClass, node.type), node.userConfig).map((name) => ({
    id: name === "default" ? node.id : `${node.id}.${name}`,
    label:
      name === "default"
        ? "Default"
        : name === UNMATCHED_OUTPUT
          ? "Unmatched"
          : branchLabel(node.userConfig, name),
  }));
}

/** The node's configuration as lists, pipelines and revisions answer it: secrets masked. */
export function maskedConfig(n: Pick<NodeRow, "nodeClass" | "type" | "userConfig">) {
  const kind = findNodeKind(n.nodeClass, n.type);
  return kind ? maskSecrets(kind.config, n.userConfig) : maskSealed(n.userConfig);
}

/**
 * A node as a single read by `caller`, or the answer to its write, shows it: the secrets its key sent in
 * clear (see revealSecrets). `sentConfig`: the user_config of the write this answers.
 */
export async function presentRevealedNode(caller: SecretsCaller, n: NodeRow, sentConfig?: unknown) {
  const kind = findNodeKind(n.nodeClass, n.type);
  const userConfig = kind
    ? await revealSecrets(caller, kind.config, n.userConfig, sentConfig)
    : maskSealed(n.userConfig);
  return { ...presentNode(n), user_config: userConfig };
}

/** A node as lists answer it: secrets masked. */
export function presentNode(n: NodeRow) {
  return {
    id: n.id,
    pipeline_id: n.pipelineId,
    account_id: n.accountId,
    type: n.type,
    title: n.title,
    description: n.description,
    user_config: maskedConfig(n),
    ...(n.nodeClass === "source"
      ? { deploy_type: n.deployType ?? "saas", gateway_route_id: n.gatewayRouteId }
      : { inputs: n.inputs }),
    outputs: outputIdsOf(n),
    disabled: n.disabled,
    generation_id: n.generationId,
    created_at: n.createdAt,
    updated_at: n.updatedAt,
  };
}
