// An access key on the wire: never the key itself (only the answer that creates it adds `key`).
import type { accessKeys } from "../../db/schema";

export const presentAccessKey = (k: typeof accessKeys.$inferSelect) => ({
  id: k.id,
  title: k.title,
  type: "generated" as const,
  gateway_route_id: k.gatewayRouteId ?? null,
  created_at: k.createdAt,
});
