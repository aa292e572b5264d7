// What an export reads: the account's pipeline (404 otherwise), its draft nodes, the gateway routes its
// sources use and its alerts.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { gatewayRoutes, pipelineAlerts } from "../../db/schema";
import { listNodes } from "../nodes/store";
import { findPipeline } from "../pipelines/store";

export async function loadExport(db: Db, accountId: string, pipelineId: string) {
  const pipeline = await findPipeline(db, accountId, pipelineId);
  const nodes = await listNodes(db, accountId, pipelineId);
  const routeIds = [...new Set(nodes.flatMap((n) => (n.gatewayRouteId ? [n.gatewayRouteId] : [])))];
  const routes =
    routeIds.length === 0
      ? []
      : await db
          .select()
          .from(gatewayRoutes)
          .where(and(eq(gatewayRoutes.accountId, accountId), inArray(gatewayRoutes.id, routeIds)))
          .all();
  const alerts = await db
    .select()
    .from(pipelineAlerts)
    .where(and(eq(pipelineAlerts.accountId, accountId), eq(pipelineAlerts.pipelineId, pipelineId)))
    .all();
  return { pipeline, nodes, routes, alerts };
}
