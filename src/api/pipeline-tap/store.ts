// The component a tap watches: the pipeline (the caller's, else 404), its published revision (409 without one)
// and the component in it (404 when the pipeline has no such node or output at all, 409 when only its draft
// has it).
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pipelineNodes, pipelines } from "../../db/schema";
import { findNodeKind, outputsOf } from "../../engine/kinds";
import type { RunnableNode } from "../../engine/runner";
import { ApiError, notFound } from "../../http/errors";
import { publishedNodes } from "../../live/run";
import { findPipeline } from "../pipelines/store";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type NodeShape = Pick<RunnableNode, "nodeClass" | "type" | "userConfig">;

/** Whether `node` has the component: the node itself, or one of its named outputs. */
const hasComponent = (node: NodeShape, output: string | null) =>
  output === null || outputsOf(findNodeKind(node.nodeClass, node.type), node.userConfig).includes(output);

/** The published node a tap on `componentId` (`<node id>` or `<node id>.<output>`) watches. */
export async function tapTarget(
  db: Db,
  accountId: string,
  pipelineId: string,
  componentId: string,
): Promise<RunnableNode> {
  const pipeline = await findPipeline(db, accountId, pipelineId);
  const dot = componentId.indexOf(".");
  const nodeId = (dot < 0 ? componentId : componentId.slice(0, dot)).toLowerCase();
  const output = dot < 0 ? null : componentId.slice(dot + 1);
  if (!UUID.test(nodeId) || output === "") throw notFound("Component");
  const [published] = pipeline.publishedRevisionId
    ? await publishedNodes(db, pipeline.publishedRevisionId, nodeId)
    : [];
  if (published && hasComponent(published, output)) return published;
  const draft = await db
    .select({
      nodeClass: pipelineNodes.nodeClass,
      type: pipelineNodes.type,
      userConfig: pipelineNodes.userConfig,
    })
    .from(pipelineNodes)
    .where(
      and(
        eq(pipelineNodes.id, nodeId),
        eq(pipelineNodes.pipelineId, pipeline.id),
        eq(pipelineNodes.accountId, accountId),
      ),
    )
    .get();
  if (!draft || !hasComponent(draft as NodeShape, output)) throw notFound("Component");
  throw new ApiError(
    "ECONFLICT",
    pipeline.publishedRevisionId
      ? `Component ${componentId} is not in the published revision: publish the pipeline to tap it`
      : "The pipeline is not published: a tap watches live runs of the published revision",
  );
}

/** Taps open now on the account's pipelines, as their leases list them. */
export async function openTapsOfAccount(db: Db, accountId: string, now = Date.now()): Promise<number> {
  const row = await db
    .select({ open: sql<number>`coalesce(sum(json_array_length(${pipelines.taps})), 0)` })
    .from(pipelines)
    .where(and(eq(pipelines.accountId, accountId), gt(pipelines.tapUntil, now)))
    .get();
  return row?.open ?? 0;
}
