// The one entry point every alert uses to notify its channels. `notify` records one delivery per channel and
// hands it to the notification queue; the queue consumer (queue.ts) makes the attempts, retries with backoff
// and keeps the delivery log. Recording first means a firing is never lost between the alert and the queue.
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { notificationDeliveries } from "../db/schema";
import type { Bindings } from "../env";
import { secretBox } from "../lib/sealed-secrets";
import { type AlertChannel, alertChannelSchema } from "./channels";

export interface AlertEvent {
  title: string;
  summary: string;
  severity: "info" | "warning" | "critical";
  /** unix ms */
  fired_at: number;
  details: Record<string, unknown>;
}

export type NotificationSourceKind =
  | "usage-threshold"
  | "view"
  | "preset"
  | "index-rate"
  | "pipeline-alert"
  | "test";
export const NOTIFICATION_SOURCE_KINDS = [
  "usage-threshold",
  "view",
  "preset",
  "index-rate",
  "pipeline-alert",
  "test",
] as const satisfies readonly NotificationSourceKind[];

/** What a delivery stores: the event as every channel renders it (the webhook's default JSON body). */
export interface NotificationPayload {
  title: string;
  summary: string;
  severity: AlertEvent["severity"];
  fired_at: string;
  account_id: string;
  source: { kind: NotificationSourceKind; id: string };
  details: Record<string, unknown>;
  /** A PagerDuty incident kept open across firings: the dedup key, and whether this opens or resolves it. */
  incident?: PagerDutyIncident;
  /**
   * The user's own rendered message (pipeline alerts): Slack's text and a webhook's body (JSON when it
   * parses as JSON, text otherwise) instead of the notifier's default rendering.
   */
  message?: string;
  /** PagerDuty's `payload.source` chosen by the alert (pipeline alerts). */
  pagerduty_source?: string;
}

export interface PagerDutyIncident {
  key: string;
  action: "trigger" | "acknowledge" | "resolve";
}

export interface NotifyInput {
  accountId: string;
  sourceKind: NotificationSourceKind;
  sourceId: string;
  channels: AlertChannel[];
  /** Identifies one firing: the same key again (a retried evaluation) notifies nobody a second time. */
  dedupeKey: string;
  event: AlertEvent;
  incident?: PagerDutyIncident;
  message?: string;
  pagerduty_source?: string;
}

export function buildPayload(input: NotifyInput): NotificationPayload {
  const { event } = input;
  return {
    title: event.title,
    summary: event.summary,
    severity: event.severity,
    fired_at: new Date(event.fired_at).toISOString(),
    account_id: input.accountId,
    source: { kind: input.sourceKind, id: input.sourceId },
    details: event.details,
    ...(input.incident && { incident: input.incident }),
    ...(input.message !== undefined && { message: input.message }),
    ...(input.pagerduty_source !== undefined && { pagerduty_source: input.pagerduty_source }),
  };
}

/**
 * Records one delivery per channel and enqueues it. `duplicate` is true when this firing was already
 * recorded (every channel's dedupe key exists): nothing is inserted and nothing is sent again.
 */
export async function notify(
  env: Bindings,
  db: Db,
  input: NotifyInput,
): Promise<{ deliveryIds: string[]; duplicate: boolean }> {
  if (input.channels.length === 0) return { deliveryIds: [], duplicate: false };
  const payload = buildPayload(input);
  const now = Date.now();
  // The delivery keeps its channel as the alert stores it: secrets sealed. An alert's channels are sealed
  // already (kept as they are); anything else (a row written before sealing) is sealed here.
  const box = await secretBox(env);
  const channels = await Promise.all(input.channels.map((c) => box.sealSecrets(alertChannelSchema, c, "")));
  const rows = channels.map((channel, index) => ({
    id: crypto.randomUUID(),
    accountId: input.accountId,
    sourceKind: input.sourceKind,
    sourceId: input.sourceId,
    channelType: channel.type,
    channel: channel as Record<string, unknown>,
    payload: payload as unknown as Record<string, unknown>,
    dedupeKey: `${input.dedupeKey}:${index}`,
    // The message is due at once; if it never arrives the sweep (sweep.ts) sends another.
    nextAttemptAt: now,
  }));
  // One batch (one transaction); the unique (account, dedupe_key) index turns a repeat into no row.
  const inserted = await db.batch(
    rows.map((row) =>
      db
        .insert(notificationDeliveries)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: notificationDeliveries.id }),
    ) as [never, ...never[]],
  );
  const deliveryIds = (inserted as { id: string }[][]).flat().map((r) => r.id);
  if (deliveryIds.length === 0) return { deliveryIds, duplicate: true };
  try {
    await env.NOTIFY_QUEUE.sendBatch(deliveryIds.map((deliveryId) => ({ body: { deliveryId } })));
  } catch (err) {
    // Without a queue message the rows would stay pending forever and their dedupe keys would block the
    // next firing; remove them so the caller's error (and its retry) starts from a clean slate.
    await db.delete(notificationDeliveries).where(inArray(notificationDeliveries.id, deliveryIds));
    throw err;
  }
  return { deliveryIds, duplicate: false };
}
