// The delivery log on the wire. A delivery's channel is answered with its secrets masked; error texts were
// cleaned of them when recorded (src/notify/redact.ts), and are cleaned again here of the plain secrets a
// channel recorded before sealing existed may still hold.
import type { notificationAttempts, notificationDeliveries } from "../../db/schema";
import { maskSecrets } from "../../lib/sealed-secrets";
import { alertChannelSchema } from "../../notify/channels";
import { secretRedactor } from "../../notify/redact";

type DeliveryRow = typeof notificationDeliveries.$inferSelect;
type AttemptRow = typeof notificationAttempts.$inferSelect;

/** Masks what a delivery's channel holds in plain text (a row recorded before sealing) in an error text. */
export const errorRedactor = (row: Pick<DeliveryRow, "channel">) => secretRedactor(row.channel);

export const presentDelivery = (row: DeliveryRow, redact = errorRedactor(row)) => ({
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

export const presentAttempt = (row: AttemptRow, redact: (text: string | null) => string | null) => ({
  attempt: row.attempt,
  started_at: row.startedAt,
  duration_ms: row.durationMs,
  ok: row.ok,
  http_status: row.httpStatus,
  error: redact(row.error),
});

/** The account's webhook signing secret. */
export const presentSigningSecret = (secret: { secret: string; createdAt: string }) => ({
  secret: secret.secret,
  created_at: secret.createdAt,
});
