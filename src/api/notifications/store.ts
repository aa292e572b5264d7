// Reads of the delivery log, always scoped to one account (answered by present.ts).
import { and, asc, desc, eq, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notificationAttempts, notificationDeliveries } from "../../db/schema";
import { notFound } from "../../http/errors";

type DeliveryRow = typeof notificationDeliveries.$inferSelect;

export interface DeliveryFilters {
  source_kind?: string;
  source_id?: string;
  status?: DeliveryRow["status"];
}

/** Newest first; `before` is the (created_at, id) of the previous page's last row. */
export async function listDeliveries(
  db: Db,
  accountId: string,
  filters: DeliveryFilters,
  limit: number,
  before: [string, string] | null,
) {
  const d = notificationDeliveries;
  const rows = await db
    .select()
    .from(d)
    .where(
      and(
        eq(d.accountId, accountId),
        filters.source_kind ? eq(d.sourceKind, filters.source_kind) : undefined,
        filters.source_id ? eq(d.sourceId, filters.source_id) : undefined,
        filters.status ? eq(d.status, filters.status) : undefined,
        before
          ? or(lt(d.createdAt, before[0]), and(eq(d.createdAt, before[0]), lt(d.id, before[1])))
          : undefined,
      ),
    )
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

export async function findDelivery(db: Db, accountId: string, id: string | undefined): Promise<DeliveryRow> {
  const row = id
    ? await db
        .select()
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.accountId, accountId), eq(notificationDeliveries.id, id)))
        .get()
    : undefined;
  if (!row) throw notFound("Notification");
  return row;
}

export function listAttempts(db: Db, accountId: string, deliveryId: string) {
  return db
    .select()
    .from(notificationAttempts)
    .where(
      and(eq(notificationAttempts.accountId, accountId), eq(notificationAttempts.deliveryId, deliveryId)),
    )
    .orderBy(asc(notificationAttempts.attempt));
}
