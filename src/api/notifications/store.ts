// Reads of the delivery log, always scoped to one account. A delivery's channel is answered with its
// secrets masked; error texts were cleaned of them when recorded (src/notify/redact.ts), and are cleaned
// again here of the plain secrets a channel recorded before sealing existed may still hold.
import { and, asc, desc, eq, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notificationAttempts, notificationDeliveries } from "../../db/schema";
import { notFound } from "../../http/errors";
import { maskSecrets } from "../../lib/sealed-secrets";
import { alertChannelSchema } from "../../notify/channels";
import { secretRedactor } from "../../notify/redact";

type DeliveryRow = typeof notificationDeliveries.$inferSelect;
type AttemptRow = typeof notificationAttempts.$inferSelect;

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

/** Masks what a delivery's channel holds in plain text (a row recorded before sealing) in an error text. */
export const errorRedactor = (row: Pick<DeliveryRow, "channel">) => secretRedactor(row.channel);

export const serializeDelivery = (row: DeliveryRow, redact = errorRedactor(row)) => ({
  id: row.id,
  account_id: row.accountId,
  source_kind: row.sourceKind as "usage-threshold" | "view" | "preset" | "index-rate" | "test",
  source_id: row.sourceId,
  channel_type: row.channelType,
  channel: maskSecrets(alertChannelSchema, row.channel),
  payload: row.payload,
  status: row.status,
  attempts: row.attempts,
  last_error: redact(row.lastError),
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

export const serializeAttempt = (row: AttemptRow, redact: (text: string | null) => string | null) => ({
  attempt: row.attempt,
  started_at: row.startedAt,
  duration_ms: row.durationMs,
  ok: row.ok,
  http_status: row.httpStatus,
  error: redact(row.error),
});
