// Node queries and the node's wire form.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type NodeClass, pipelineNodes, pipelineRevisionNodes } from "../../db/schema";
import { findNodeKind, outputsOf, UNMATCHED_OUTPUT } from "../../engine/kinds";
import { notFound } from "../../http/errors";
import { maskSealed, maskSecrets } from "../../lib/sealed-secrets";
import { findPipeline } from "../pipelines/store";
import { revealSecrets, type SecretsCaller } from "../shared/secrets";

export type NodeRow = typeof pipelineNodes.$inferSelect;

export const nodeClassTitle: Record<NodeClass, string> = {
  source: "Source",
  transform: "Processor",
  sink: "Destination",
};

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

/** A draft or published node as the graph runner takes it. */
export const runnableOf = (
  n: Pick<NodeRow, "id" | "nodeClass" | "type" | "userConfig" | "inputs" | "disabled">,
) => ({
  id: n.id,
  nodeClass: n.nodeClass,
  type: n.type,
  userConfig: n.userConfig,
  inputs: n.inputs,
  disabled: n.disabled,
});

/** The node's configuration as lists, pipelines and revisions answer it: secrets masked. */
export function maskedConfig(n: Pick<NodeRow, "nodeClass" | "type" | "userConfig">) {
  const kind = findNodeKind(n.nodeClass, n.type);
  return kind ? maskSecrets(kind.config, n.userConfig) : maskSealed(n.userConfig);
}

/**
 * A node as a single read by `caller`, or the answer to its write, shows it: the secrets its key sent in
 * clear (see revealSecrets). `sentConfig`: the user_config of the write this answers.
 */
export async function presentNode(caller: SecretsCaller, n: NodeRow, sentConfig?: unknown) {
  const kind = findNodeKind(n.nodeClass, n.type);
  const userConfig = kind
    ? await revealSecrets(caller, kind.config, n.userConfig, sentConfig)
    : maskSealed(n.userConfig);
  return { ...serializeNode(n), user_config: userConfig };
}

/** A node as lists answer it: secrets masked. */
export function serializeNode(n: NodeRow) {
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

export async function findNode(
  db: Db,
  accountId: string,
  pipelineId: string,
  nodeClass: NodeClass,
  id: string,
) {
  const row = await db
    .select()
    .from(pipelineNodes)
    .where(
      and(
        eq(pipelineNodes.accountId, accountId),
        eq(pipelineNodes.pipelineId, pipelineId),
        eq(pipelineNodes.nodeClass, nodeClass),
        eq(pipelineNodes.id, id),
      ),
    )
    .get();
  if (!row) throw notFound(nodeClassTitle[nodeClass]);
  return row;
}

/**
 * A node of the pipeline's draft, or one only its published revision still has (deleted from the draft since):
 * what a live part of it (a pull source's state, a destination's deliveries) is asked about. 404 otherwise.
 */
export async function draftOrPublishedNode(
  db: Db,
  accountId: string,
  pipelineId: string,
  nodeClass: NodeClass,
  id: string,
): Promise<{ type: string; deployType: string | null; disabled: boolean }> {
  const pipeline = await findPipeline(db, accountId, pipelineId);
  const columns = (t: typeof pipelineNodes | typeof pipelineRevisionNodes) => ({
    type: t.type,
    deployType: t.deployType,
    disabled: t.disabled,
  });
  const [draft, published] = await db.batch([
    db
      .select(columns(pipelineNodes))
      .from(pipelineNodes)
      .where(
        and(
          eq(pipelineNodes.accountId, accountId),
          eq(pipelineNodes.pipelineId, pipelineId),
          eq(pipelineNodes.id, id),
          eq(pipelineNodes.nodeClass, nodeClass),
        ),
      ),
    db
      .select(columns(pipelineRevisionNodes))
      .from(pipelineRevisionNodes)
      .where(
        and(
          eq(pipelineRevisionNodes.revisionId, pipeline.publishedRevisionId ?? ""),
          eq(pipelineRevisionNodes.nodeId, id),
          eq(pipelineRevisionNodes.nodeClass, nodeClass),
        ),
      ),
  ]);
  const node = draft[0] ?? published[0];
  if (!node) throw notFound(nodeClassTitle[nodeClass]);
  return node;
}

/** The pipeline's nodes, oldest first; a query builder, so it can also go into a `db.batch`. */
/**
 * Nodes of the pipeline with only what the input checks read (kind, config for the outputs, inputs), and
 * only those named in `ids` (one bound parameter, whatever their number): a write checks the nodes its
 * inputs name, not the whole pipeline (cycles are refused inside the UPDATE itself).
 */
export function listGraphNodes(db: Db, accountId: string, pipelineId: string, ids: string[]) {
  return db
    .select({
      id: pipelineNodes.id,
      nodeClass: pipelineNodes.nodeClass,
      type: pipelineNodes.type,
      userConfig: pipelineNodes.userConfig,
      inputs: pipelineNodes.inputs,
      disabled: pipelineNodes.disabled,
    })
    .from(pipelineNodes)
    .where(
      and(
        eq(pipelineNodes.accountId, accountId),
        eq(pipelineNodes.pipelineId, pipelineId),
        sql`${pipelineNodes.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
      ),
    );
}

export function listNodes(db: Db, accountId: string, pipelineId: string) {
  return db
    .select()
    .from(pipelineNodes)
    .where(and(eq(pipelineNodes.accountId, accountId), eq(pipelineNodes.pipelineId, pipelineId)))
    .orderBy(asc(pipelineNodes.createdAt), asc(pipelineNodes.id));
}
