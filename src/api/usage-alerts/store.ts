// Usage threshold alert queries and wire form. Every query is scoped by account and pipeline: another
// account's alert (or one of another pipeline) is simply not found.
import { and, asc, desc, eq, gt, lt, or } from "drizzle-orm";
import type { UsageAlertRow } from "../../alerts/usage-threshold";
import type { Db } from "../../db/client";
import { usageAlertFirings, usageThresholdAlerts } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { AlertChannel } from "../../notify/channels";
import { maskNotifierChannels, revealNotifierChannels } from "../shared/alert-channel-secrets";
import type { SecretsCaller } from "../shared/secrets";
import type { UsageAlertWrite } from "./schemas";

type FiringRow = typeof usageAlertFirings.$inferSelect;

export function serializeUsageAlert(a: UsageAlertRow) {
  return {
    id: a.id,
    account_id: a.accountId,
    pipeline_id: a.pipelineId,
    title: a.title,
    traffic_type: a.trafficType,
    threshold_bytes: a.thresholdBytes,
    percent_increase: a.percentIncrease,
    percent_decrease: a.percentDecrease,
    no_data: a.noData,
    // Stored as validated by alertChannelSchema, secrets sealed; lists answer them masked.
    alert_channels: maskNotifierChannels(a.alertChannels as unknown as AlertChannel[]),
    max_daily_notifications: a.maxDailyNotifications,
    period_minutes: a.periodMinutes,
    created_at: a.createdAt,
    updated_at: a.updatedAt,
  };
}

/** An alert as a single read by the caller, or the answer to its write, shows it: the secrets its key sent. */
export async function presentUsageAlert(caller: SecretsCaller, a: UsageAlertRow, sentChannels?: unknown) {
  const channels = await revealNotifierChannels(
    caller,
    a.alertChannels as unknown as AlertChannel[],
    sentChannels,
  );
  return { ...serializeUsageAlert(a), alert_channels: channels };
}

export function serializeFiring(f: FiringRow) {
  return {
    alert_id: f.alertId,
    condition: f.condition,
    period_start: f.periodStart,
    period_end: f.periodEnd,
    bytes: f.bytes,
    previous_bytes: f.previousBytes,
    status: f.status,
    fired_at: f.firedAt,
  };
}

/** The stored columns of a write (create or full replace). */
export function alertColumns(body: UsageAlertWrite) {
  return {
    title: body.title,
    trafficType: body.traffic_type,
    thresholdBytes: body.threshold_bytes ?? null,
    percentIncrease: body.percent_increase ?? null,
    percentDecrease: body.percent_decrease ?? null,
    noData: body.no_data,
    alertChannels: body.alert_channels as Record<string, unknown>[],
    maxDailyNotifications: body.max_daily_notifications,
    periodMinutes: body.period_minutes,
  };
}

export const alertWhere = (accountId: string, pipelineId: string, id: string) =>
  and(
    eq(usageThresholdAlerts.accountId, accountId),
    eq(usageThresholdAlerts.pipelineId, pipelineId),
    eq(usageThresholdAlerts.id, id),
  );

export async function findUsageAlert(db: Db, accountId: string, pipelineId: string, id: string) {
  const row = await db
    .select()
    .from(usageThresholdAlerts)
    .where(alertWhere(accountId, pipelineId, id))
    .get();
  if (!row) throw notFound("Usage threshold alert");
  return row;
}

/** Keyset page of a pipeline's alerts ordered by (created_at, id). */
export async function listUsageAlerts(
  db: Db,
  accountId: string,
  pipelineId: string,
  limit: number,
  after: [string, string] | null,
) {
  const t = usageThresholdAlerts;
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.accountId, accountId),
        eq(t.pipelineId, pipelineId),
        after ? or(gt(t.createdAt, after[0]), and(eq(t.createdAt, after[0]), gt(t.id, after[1]))) : undefined,
      ),
    )
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

/** Keyset page of an alert's firings, newest period first (then by condition). */
export async function listFirings(db: Db, alertId: string, limit: number, before: [number, string] | null) {
  const t = usageAlertFirings;
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.alertId, alertId),
        before
          ? or(
              lt(t.periodStart, before[0]),
              and(eq(t.periodStart, before[0]), gt(t.condition, before[1] as FiringRow["condition"])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(t.periodStart), asc(t.condition))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}
