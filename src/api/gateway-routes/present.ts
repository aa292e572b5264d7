// A gateway route on the wire.
import type { gatewayRoutes } from "../../db/schema";

export const presentGatewayRoute = (r: typeof gatewayRoutes.$inferSelect) => ({
  id: r.id,
  account_id: r.accountId,
  title: r.title,
  description: r.description,
  type: r.type,
  consumer_id: r.id,
  start_classification: r.startClassification,
  legacy_routing: r.legacyRouting,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});
