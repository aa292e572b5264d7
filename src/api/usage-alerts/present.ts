// Usage threshold alerts and their firings as they look on the wire.
import type { UsageAlertRow } from "../../alerts/usage-threshold";
import type { usageAlertFirings } from "../../db/schema";
import type { AlertChannel } from "../../notify/channels";
import { maskNotifierChannels, revealNotifierChannels } from "../shared/alert-channel-secrets";
import type { SecretsCaller } from "../shared/secrets";

type FiringRow = typeof usageAlertFirings.$inferSelect;

export function presentMaskedUsageAlert(a: UsageAlertRow) {
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
  return { ...presentMaskedUsageAlert(a), alert_channels: channels };
}

export function presentUsageAlertFiring(f: FiringRow) {
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
