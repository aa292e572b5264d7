// Cron safety net for pull sources: publish starts them, but a start can fail (or an object's alarm can be
// lost, or a pipeline be enabled again without a publish). Every run re-arms the object of each source
// that should run: one query over the published revisions, then start(), which sets an alarm only where
// none is set and changes nothing for a source that is already running.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { createDb } from "../db/client";
import { pipelineRevisionNodes, pipelines } from "../db/schema";
import { startPullSources } from "../durable/pull-source";
import type { Bindings } from "../env";
import { runnablePullKinds } from "../pull";

export async function runPullSourceSweep(env: Bindings, _now = Date.now()): Promise<Record<string, unknown>> {
  const db = createDb(env.DB);
  // The revision's nodes are found by its primary key (revision_id, node_id).
  const rows = await db
    .select({
      accountId: pipelines.accountId,
      pipelineId: pipelines.id,
      id: pipelineRevisionNodes.nodeId,
      type: pipelineRevisionNodes.type,
      deployType: pipelineRevisionNodes.deployType,
      disabled: pipelineRevisionNodes.disabled,
    })
    .from(pipelines)
    .innerJoin(pipelineRevisionNodes, eq(pipelineRevisionNodes.revisionId, pipelines.publishedRevisionId))
    .where(
      and(
        isNotNull(pipelines.publishedRevisionId),
        eq(pipelines.processingStatus, "enabled"),
        eq(pipelineRevisionNodes.nodeClass, "source"),
        inArray(pipelineRevisionNodes.type, runnablePullKinds),
      ),
    )
    .all();
  const byPipeline = new Map<string, typeof rows>();
  for (const row of rows) byPipeline.set(row.pipelineId, [...(byPipeline.get(row.pipelineId) ?? []), row]);
  let started = 0;
  let failed = 0;
  for (const [pipelineId, sources] of byPipeline) {
    const outcome = await startPullSources(env, sources[0].accountId, pipelineId, sources);
    started += outcome.started;
    failed += outcome.failed;
  }
  return { pipelines: byPipeline.size, sources: started + failed, started, failed };
}
