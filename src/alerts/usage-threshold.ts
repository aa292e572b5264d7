// Usage threshold alert evaluation. An alert looks at its pipeline's ingress or egress bytes (edge records
// and live counters together, src/metrics/usage.ts) per period of `period_minutes`, periods aligned to
// the unix epoch (an hourly alert's periods start on the hour, UTC). For each complete period:
//   threshold  bytes in the period >= threshold_bytes
//   increase   bytes grew by >= percent_increase against the previous period (only if that had traffic)
//   decrease   bytes fell by >= percent_decrease against the previous period (only if that had traffic)
//   no_data    no bytes at all in the period
// A firing is (alert, condition, period start): recorded once (primary key), notified once (the notifier's
// dedupe key), and each alert notifies at most max_daily_notifications per UTC day; firings beyond the cap
// are recorded as `suppressed`. Evaluations run from the cron and after edge intake; both may run at once.
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type alertConditions, usageAlertFirings, usageThresholdAlerts } from "../db/schema";
import type { Bindings } from "../env";
import { utcDay } from "../lib/time";
import { usageSeries } from "../metrics/usage";
import type { AlertChannel } from "../notify/channels";
import { type AlertEvent, notify } from "../notify/notifier";

export type AlertCondition = (typeof alertConditions)[number];
export type UsageAlertRow = typeof usageThresholdAlerts.$inferSelect;

export const MINUTE_MS = 60_000;
/** After a long outage the evaluation catches up at most this many periods per alert. */
export const MAX_CATCH_UP_PERIODS = 48;

export interface AlertConditions {
  thresholdBytes: number | null;
  percentIncrease: number | null;
  percentDecrease: number | null;
  noData: boolean;
}

/** The percent change from `previous` to `current`, or null when the previous period had no traffic. */
export function percentChange(previous: number, current: number): number | null {
  return previous > 0 ? ((current - previous) / previous) * 100 : null;
}

/** Pure: the conditions that fire for a period with `bytes`, after a period with `previousBytes`. */
export function firedConditions(
  alert: AlertConditions,
  bytes: number,
  previousBytes: number,
): AlertCondition[] {
  const fired: AlertCondition[] = [];
  const change = percentChange(previousBytes, bytes);
  if (alert.thresholdBytes !== null && bytes >= alert.thresholdBytes) fired.push("threshold");
  if (alert.percentIncrease !== null && change !== null && change >= alert.percentIncrease)
    fired.push("increase");
  if (alert.percentDecrease !== null && change !== null && -change >= alert.percentDecrease)
    fired.push("decrease");
  if (alert.noData && bytes === 0) fired.push("no_data");
  return fired;
}

/**
 * Pure: the ends (unix ms) of the periods to evaluate at `now`. The first evaluation looks at the last
 * complete period only; later ones at every period since `evaluatedThrough`, that one included, so records
 * arriving late for the last evaluated period still count (at most MAX_CATCH_UP_PERIODS).
 */
export function periodEndsToEvaluate(
  periodMs: number,
  evaluatedThrough: number | null,
  now: number,
): number[] {
  const lastEnd = Math.floor(now / periodMs) * periodMs;
  if (evaluatedThrough === null || evaluatedThrough >= lastEnd) return [lastEnd];
  const first = Math.max(evaluatedThrough, lastEnd - (MAX_CATCH_UP_PERIODS - 1) * periodMs);
  const ends: number[] = [];
  for (let end = Math.ceil(first / periodMs) * periodMs; end <= lastEnd; end += periodMs) ends.push(end);
  return ends;
}

const severities: Record<AlertCondition, AlertEvent["severity"]> = {
  threshold: "warning",
  increase: "warning",
  decrease: "warning",
  no_data: "critical",
};

const utcTime = (ms: number) => new Date(ms).toISOString().replace(".000Z", "Z");

function describeFiring(
  alert: UsageAlertRow,
  f: FiringRow,
): { summary: string; details: Record<string, unknown> } {
  const what = `${alert.trafficType} of pipeline ${alert.pipelineId}`;
  const during = `${utcTime(f.periodStart)} to ${utcTime(f.periodEnd)}`;
  const change = f.previousBytes === null ? null : percentChange(f.previousBytes, f.bytes);
  const summaries: Record<AlertCondition, string> = {
    threshold: `The ${what} was ${f.bytes} bytes from ${during}, at or above the threshold of ${alert.thresholdBytes} bytes`,
    increase: `The ${what} rose ${change?.toFixed(1)}% (${f.previousBytes} to ${f.bytes} bytes) from ${during}, at least the ${alert.percentIncrease}% alerted on`,
    decrease: `The ${what} fell ${(-(change ?? 0)).toFixed(1)}% (${f.previousBytes} to ${f.bytes} bytes) from ${during}, at least the ${alert.percentDecrease}% alerted on`,
    no_data: `No ${what} from ${during}`,
  };
  return {
    summary: summaries[f.condition],
    details: {
      alert_id: alert.id,
      pipeline_id: alert.pipelineId,
      condition: f.condition,
      traffic_type: alert.trafficType,
      period_start: new Date(f.periodStart).toISOString(),
      period_end: new Date(f.periodEnd).toISOString(),
      period_minutes: alert.periodMinutes,
      bytes: f.bytes,
      previous_bytes: f.previousBytes,
      percent_change: change === null ? null : Math.round(change * 100) / 100,
      threshold_bytes: alert.thresholdBytes,
      percent_increase: alert.percentIncrease,
      percent_decrease: alert.percentDecrease,
    },
  };
}

type FiringRow = typeof usageAlertFirings.$inferSelect;

export interface EvaluationOutcome {
  periods: number;
  fired: number;
  notified: number;
  suppressed: number;
}

/** The notifier's dedupe key of one firing: the same firing never reaches a channel twice. */
export const firingKey = (f: Pick<FiringRow, "alertId" | "condition" | "periodStart">) =>
  `usage-threshold:${f.alertId}:${f.condition}:${f.periodStart}`;

/**
 * Evaluates one alert at `now`: records new firings (the cap decided inside the INSERT, so two concurrent
 * evaluations cannot both take the last notification of the day), then notifies every firing still
 * `pending` (this run's, or an earlier run's whose notification failed) and marks it `notified`.
 */
export async function evaluateUsageAlert(
  env: Bindings,
  db: Db,
  alert: UsageAlertRow,
  now: number,
): Promise<EvaluationOutcome> {
  const periodMs = alert.periodMinutes * MINUTE_MS;
  const ends = periodEndsToEvaluate(periodMs, alert.evaluatedThrough, now);
  const start = ends[0] - 2 * periodMs;
  const lastEnd = ends[ends.length - 1];
  const [series] = await usageSeries(db, {
    accountId: alert.accountId,
    pipelineId: alert.pipelineId,
    traffic: [alert.trafficType],
    start,
    end: lastEnd,
    bucketMs: periodMs,
  });
  const bytesAt = (periodStart: number) => series.buckets[(periodStart - start) / periodMs]?.bytes ?? 0;
  const day = utcDay(now);
  const notifiedToday = sql`(SELECT count(*) FROM ${usageAlertFirings} WHERE ${usageAlertFirings.alertId} = ${alert.id}
    AND ${usageAlertFirings.day} = ${day} AND ${usageAlertFirings.status} != 'suppressed')`;
  const inserts = ends.flatMap((end) => {
    const periodStart = end - periodMs;
    const bytes = bytesAt(periodStart);
    const previousBytes = bytesAt(periodStart - periodMs);
    return firedConditions(alert, bytes, previousBytes).map((condition) =>
      db
        .insert(usageAlertFirings)
        .select(
          sql`SELECT ${alert.id}, ${condition}, ${periodStart}, ${alert.accountId}, ${end}, ${bytes}, ${previousBytes},
            CASE WHEN ${notifiedToday} < ${alert.maxDailyNotifications} THEN 'pending' ELSE 'suppressed' END,
            ${day}, ${now} WHERE true`,
        )
        .onConflictDoNothing()
        .returning({ status: usageAlertFirings.status }),
    );
  });
  const advance = db
    .update(usageThresholdAlerts)
    .set({ evaluatedThrough: sql`max(coalesce(${usageThresholdAlerts.evaluatedThrough}, 0), ${lastEnd})` })
    .where(eq(usageThresholdAlerts.id, alert.id));
  const results = await db.batch([advance, ...inserts]);
  const recorded = (results.slice(1) as { status: FiringRow["status"] }[][]).flat();

  const pending = await db
    .select()
    .from(usageAlertFirings)
    .where(and(eq(usageAlertFirings.alertId, alert.id), eq(usageAlertFirings.status, "pending")))
    .orderBy(asc(usageAlertFirings.periodStart))
    .all();
  let notified = 0;
  for (const firing of pending) {
    const { summary, details } = describeFiring(alert, firing);
    await notify(env, db, {
      accountId: alert.accountId,
      sourceKind: "usage-threshold",
      sourceId: alert.id,
      channels: alert.alertChannels as unknown as AlertChannel[],
      dedupeKey: firingKey(firing),
      event: {
        title: alert.title,
        summary,
        severity: severities[firing.condition],
        fired_at: firing.firedAt,
        details,
      },
    });
    await db
      .update(usageAlertFirings)
      .set({ status: "notified" })
      .where(
        and(
          eq(usageAlertFirings.alertId, firing.alertId),
          eq(usageAlertFirings.condition, firing.condition),
          eq(usageAlertFirings.periodStart, firing.periodStart),
        ),
      );
    notified++;
  }
  return {
    periods: ends.length,
    fired: recorded.length,
    notified,
    suppressed: recorded.filter((r) => r.status === "suppressed").length,
  };
}

export interface EvaluationSummary extends EvaluationOutcome {
  alerts: number;
  errors: number;
}

const PAGE = 200;

/**
 * Evaluates every alert in scope (all of them for the cron; an account's pipelines after edge intake), in
 * pages by id. One alert failing (D1 hiccup, a channel the notifier refuses) does not stop the others: it
 * stays due and the next run retries it.
 */
export async function evaluateUsageAlerts(
  env: Bindings,
  db: Db,
  now: number,
  scope: { accountId: string; pipelineIds: string[] } | null = null,
): Promise<EvaluationSummary> {
  const summary: EvaluationSummary = {
    alerts: 0,
    periods: 0,
    fired: 0,
    notified: 0,
    suppressed: 0,
    errors: 0,
  };
  if (scope && scope.pipelineIds.length === 0) return summary;
  let after = "";
  for (;;) {
    const page = await db
      .select()
      .from(usageThresholdAlerts)
      .where(
        and(
          gt(usageThresholdAlerts.id, after),
          scope ? eq(usageThresholdAlerts.accountId, scope.accountId) : undefined,
          // json_each, not IN (?, ?, ...): D1 allows 100 bound parameters per statement.
          scope
            ? sql`${usageThresholdAlerts.pipelineId} IN (SELECT value FROM json_each(${JSON.stringify(scope.pipelineIds)}))`
            : undefined,
        ),
      )
      .orderBy(asc(usageThresholdAlerts.id))
      .limit(PAGE)
      .all();
    for (const alert of page) {
      summary.alerts++;
      try {
        const outcome = await evaluateUsageAlert(env, db, alert, now);
        summary.periods += outcome.periods;
        summary.fired += outcome.fired;
        summary.notified += outcome.notified;
        summary.suppressed += outcome.suppressed;
      } catch (err) {
        summary.errors++;
        console.error("usage alert evaluation failed", alert.id, err);
      }
    }
    if (page.length < PAGE) return summary;
    after = page[page.length - 1].id;
  }
}
