// Gateway routes: the queries (the route rows, and the sources attached to one).
import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { gatewayRoutes, pipelineNodes, pipelineRevisionNodes, pipelines } from "../../db/schema";
import { notFound } from "../../http/errors";

export { gatewayRouteTypes } from "../../db/schema";

export async function insertGatewayRoute(
  db: Db,
  accountId: string,
  values: Omit<typeof gatewayRoutes.$inferInsert, "id" | "accountId">,
) {
  return db
    .insert(gatewayRoutes)
    .values({ id: crypto.randomUUID(), accountId, ...values })
    .returning()
    .get();
}

/** The account's routes, oldest first. */
export async function listGatewayRoutes(db: Db, accountId: string) {
  return db
    .select()
    .from(gatewayRoutes)
    .where(eq(gatewayRoutes.accountId, accountId))
    .orderBy(asc(gatewayRoutes.createdAt), asc(gatewayRoutes.id))
    .all();
}

export async function findRoute(db: Db, accountId: string, id: string) {
  const row = await db
    .select()
    .from(gatewayRoutes)
    .where(and(eq(gatewayRoutes.accountId, accountId), eq(gatewayRoutes.id, id)))
    .get();
  if (!row) throw notFound("Gateway route");
  return row;
}

/**
 * Sources attached to the route, in drafts and in the revisions pipelines have published (a live
 * pipeline keeps using the route after its draft source is removed); optionally only those of another
 * kind than `type`.
 */
export async function attachedSources(db: Db, accountId: string, id: string, otherThanType?: string) {
  const [draft, published] = await Promise.all([
    db
      .select({ id: pipelineNodes.id, pipelineId: pipelineNodes.pipelineId })
      .from(pipelineNodes)
      .where(
        and(
          eq(pipelineNodes.accountId, accountId),
          eq(pipelineNodes.gatewayRouteId, id),
          otherThanType ? ne(pipelineNodes.type, otherThanType) : undefined,
        ),
      )
      .all(),
    db
      .select({ id: pipelineRevisionNodes.nodeId, pipelineId: pipelines.id })
      .from(pipelines)
      .innerJoin(pipelineRevisionNodes, eq(pipelineRevisionNodes.revisionId, pipelines.publishedRevisionId))
      .where(
        and(
          eq(pipelines.accountId, accountId),
          eq(pipelineRevisionNodes.gatewayRouteId, id),
          otherThanType ? ne(pipelineRevisionNodes.type, otherThanType) : undefined,
        ),
      )
      .all(),
  ]);
  const byId = new Map([...draft, ...published].map((s) => [s.id, s]));
  return [...byId.values()];
}

export async function updateRoute(
  db: Db,
  accountId: string,
  id: string,
  set: Partial<typeof gatewayRoutes.$inferInsert>,
) {
  const row = await db
    .update(gatewayRoutes)
    .set({ ...set, updatedAt: new Date().toISOString() })
    .where(and(eq(gatewayRoutes.accountId, accountId), eq(gatewayRoutes.id, id)))
    .returning()
    .get();
  if (!row) throw notFound("Gateway route");
  return row;
}

/** Deletes the route (its access keys go with it); a source attached meanwhile makes the foreign key throw. */
export async function deleteGatewayRoute(db: Db, accountId: string, id: string) {
  await db.delete(gatewayRoutes).where(and(eq(gatewayRoutes.accountId, accountId), eq(gatewayRoutes.id, id)));
}
