// Index-rate alert evaluation (v1 /v1/config/index-rate, one config per account). For every complete period
// (an hour, or a UTC day; aligned to UTC) it takes the lines the account *stored* in it and compares them with
//   max_lines     fires when the period stored more than max_lines lines
//   max_z_score   fires when z = (lines - mean) / stddev of the previous periods (24 hours, or 7 days) is
//                 above max_z_score. No z-score without at least MIN_PERIODS_WITH_DATA previous periods
//                 that stored lines, or when they all stored the same number (stddev 0).
// `separate` fires when either crosses, `both` only when both do. Lines that exclusion rules kept out at
// ingestion are not stored and do not count, so both frequencies measure the same thing: stored lines by
// their timestamp. Hourly counts come from the log store's slices (a chunk within one hour is counted from its
// row), daily ones from the usage_daily total row, which the slices keep with the lines they store.
// A firing is (account, frequency, period start): recorded once (primary key), notified once (its dedupe
// key); a firing whose notification failed stays `pending` and is notified by the next run.
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { indexRateAlerts, indexRateFirings, usageDaily } from "../db/schema";
import type { Bindings } from "../env";
import { DAY_MS, utcDay } from "../lib/time";
import { aggregateLines } from "../logstore/aggregate";
import { OPEN_MS } from "../logstore/plan";
import type { LogStoreEnv } from "../logstore/store";
import { type AlertChannel, DEFAULT_PAGERDUTY_URL } from "../notify/channels";
import { notify } from "../notify/notifier";

export type IndexRateAlertRow = typeof indexRateAlerts.$inferSelect;
type FiringRow = typeof indexRateFirings.$inferSelect;
export type Frequency = IndexRateAlertRow["frequency"];
export type Limit = "max_lines" | "max_z_score";

export const HOUR_MS = 3_600_000;
export const PERIOD_MS: Record<Frequency, number> = { hourly: HOUR_MS, daily: DAY_MS };
/** The z-score compares a period with this many periods before it: a day of hours, a week of days. */
export const HISTORY_PERIODS: Record<Frequency, number> = { hourly: 24, daily: 7 };
/** Fewer previous periods with lines than this give no z-score: a mean of one or two periods is noise. */
export const MIN_PERIODS_WITH_DATA = 3;
/** After an outage (or a long-missed cron) a run evaluates at most this many periods per account. */
export const MAX_CATCH_UP_PERIODS = 24;

/**
 * A webhook of the index-rate alert, as the terraform provider sends it (request_types.go
 * `indexRateAlertWebhookRequest`); `bodyTemplate` is stored as its JSON text.
 */
export interface IndexRateWebhook {
  url: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  headers?: Record<string, string>;
  bodyTemplate?: string;
}

/** `{email, pagerduty, slack, webhook}` as the v1 API and the terraform resource send them. */
export interface IndexRateChannels {
  email: string[];
  pagerduty: string[];
  slack: string[];
  /** Absent on configurations stored before webhooks were accepted. */
  webhook?: IndexRateWebhook[];
}

/**
 * Pure: the starts (unix ms) of the periods to evaluate at `now`. A period is evaluated once, after it is
 * complete and its counts have settled (the slices send their catalog rows and usage counters to D1 within
 * a minute of a write: src/logstore/plan.ts): the first run (or the first after a PUT) takes the latest such
 * period only, later runs every period after `evaluatedThrough`, at most MAX_CATCH_UP_PERIODS of them (the
 * newest).
 */
export function periodStartsToEvaluate(periodMs: number, evaluatedThrough: number | null, now: number) {
  const latest = Math.floor((now - OPEN_MS) / periodMs) * periodMs - periodMs;
  if (evaluatedThrough === null) return [latest];
  const next = Math.floor(evaluatedThrough / periodMs) * periodMs + periodMs;
  const first = Math.max(next, latest - (MAX_CATCH_UP_PERIODS - 1) * periodMs);
  const starts: number[] = [];
  for (let start = first; start <= latest; start += periodMs) starts.push(start);
  return starts;
}

/**
 * Pure: the z-score of `lines` against the previous periods' counts (oldest first), or null when there is
 * too little history. Periods before the first one with lines are not history (the account was not sending
 * yet, or the data has not been kept that long); empty periods after it are real observations.
 */
export function zScore(lines: number, history: number[]): number | null {
  const first = history.findIndex((n) => n > 0);
  if (first < 0) return null;
  const observed = history.slice(first);
  if (observed.filter((n) => n > 0).length < MIN_PERIODS_WITH_DATA) return null;
  const mean = observed.reduce((a, b) => a + b, 0) / observed.length;
  const variance = observed.reduce((a, n) => a + (n - mean) ** 2, 0) / observed.length;
  if (variance === 0) return null;
  return (lines - mean) / Math.sqrt(variance);
}

/** Pure: the limits a period crosses, as `threshold_alert` counts them (empty: it does not fire). */
export function crossedLimits(
  alert: Pick<IndexRateAlertRow, "maxLines" | "maxZScore" | "thresholdAlert">,
  lines: number,
  z: number | null,
): Limit[] {
  const crossed: Limit[] = [];
  if (alert.maxLines !== null && lines > alert.maxLines) crossed.push("max_lines");
  if (alert.maxZScore !== null && z !== null && z > alert.maxZScore) crossed.push("max_z_score");
  // `both` needs both limits set (the API refuses it otherwise), so it fires when both were crossed.
  if (alert.thresholdAlert === "both") return crossed.length === 2 ? crossed : [];
  return crossed;
}

/** The notifier's channels: one email channel for the list, one per PagerDuty key, one per Slack URL. */
export function notifierChannels(channels: IndexRateChannels): AlertChannel[] {
  return [
    ...(channels.email.length > 0 ? [{ type: "email" as const, emails: channels.email }] : []),
    ...channels.pagerduty.map((routing_key) => ({
      type: "pagerduty" as const,
      routing_key,
      url: DEFAULT_PAGERDUTY_URL,
    })),
    ...channels.slack.map((url) => ({ type: "slack" as const, url })),
    ...(channels.webhook ?? []).map(
      (w): AlertChannel => ({
        type: "webhook",
        url: w.url,
        method: w.method,
        ...(w.headers && Object.keys(w.headers).length > 0 && { headers: w.headers }),
        ...(w.bodyTemplate && { body_template: w.bodyTemplate }),
      }),
    ),
  ];
}

/** Lines stored per hour start in [from, to), counted by the log store's slices (whole chunks unopened). */
export async function hourlyLineCounts(
  env: LogStoreEnv,
  accountId: string,
  from: number,
  to: number,
): Promise<Map<number, number>> {
  const filter = {
    accountId,
    from,
    to: to - 1,
    apps: [],
    hosts: [],
    levels: [],
    query: null,
    snapshot: null,
  };
  const counts = await aggregateLines(env, filter, { kind: "buckets", width: HOUR_MS });
  return new Map([...counts.lines].map(([hour, n]) => [Number(hour), n]));
}

/** Lines stored per period start in [from, to), both aligned to the frequency's periods. */
async function storedLinesPerPeriod(
  env: LogStoreEnv,
  db: Db,
  accountId: string,
  frequency: Frequency,
  from: number,
  to: number,
): Promise<Map<number, number>> {
  if (frequency === "hourly") return hourlyLineCounts(env, accountId, from, to);
  const counts = new Map<number, number>();
  const rows = await db
    .select({ day: usageDaily.day, lines: usageDaily.storedLines })
    .from(usageDaily)
    .where(
      and(
        eq(usageDaily.accountId, accountId),
        eq(usageDaily.dimension, "total"),
        eq(usageDaily.name, ""),
        sql`${usageDaily.day} >= ${utcDay(from)}`,
        sql`${usageDaily.day} < ${utcDay(to)}`,
      ),
    )
    .all();
  for (const r of rows) counts.set(Date.parse(`${r.day}T00:00:00Z`), r.lines);
  return counts;
}

const utcTime = (ms: number) => new Date(ms).toISOString().replace(":00.000Z", "Z");
const round2 = (n: number) => Math.round(n * 100) / 100;

function describeFiring(alert: IndexRateAlertRow, f: FiringRow) {
  const end = f.periodStart + PERIOD_MS[f.frequency];
  const reasons = f.reasons.split(",") as Limit[];
  const parts = reasons.map((r) =>
    r === "max_lines"
      ? `more than max_lines ${alert.maxLines}`
      : `a z-score of ${round2(f.zScore ?? 0)}, above max_z_score ${alert.maxZScore}`,
  );
  return {
    summary: `${f.lines} lines were stored from ${utcTime(f.periodStart)} to ${utcTime(end)}: ${parts.join(" and ")}`,
    details: {
      frequency: f.frequency,
      period_start: new Date(f.periodStart).toISOString(),
      period_end: new Date(end).toISOString(),
      lines: f.lines,
      z_score: f.zScore === null ? null : round2(f.zScore),
      reasons,
      max_lines: alert.maxLines,
      max_z_score: alert.maxZScore,
      threshold_alert: alert.thresholdAlert,
    },
  };
}

/** The notifier's dedupe key of one firing: the same firing never reaches a channel twice. */
export const firingKey = (f: Pick<FiringRow, "accountId" | "frequency" | "periodStart">) =>
  `index-rate:${f.accountId}:${f.frequency}:${f.periodStart}`;

export interface IndexRateOutcome {
  periods: number;
  fired: number;
  notified: number;
}

/**
 * Evaluates one account's enabled config at `now`: records the firings of the periods due, advances
 * `evaluated_through` (only if the config was not changed meanwhile: a PUT restarts the evaluation), then
 * notifies every firing still pending and marks it notified.
 */
export async function evaluateIndexRateAlert(
  env: Bindings,
  db: Db,
  alert: IndexRateAlertRow,
  now: number,
): Promise<IndexRateOutcome> {
  const periodMs = PERIOD_MS[alert.frequency];
  const starts = periodStartsToEvaluate(periodMs, alert.evaluatedThrough, now);
  let fired = 0;
  if (starts.length > 0) {
    const history = HISTORY_PERIODS[alert.frequency];
    const last = starts[starts.length - 1];
    const counts = await storedLinesPerPeriod(
      env,
      db,
      alert.accountId,
      alert.frequency,
      starts[0] - history * periodMs,
      last + periodMs,
    );
    const linesAt = (start: number) => counts.get(start) ?? 0;
    const inserts = starts.flatMap((start) => {
      const lines = linesAt(start);
      const previous = Array.from({ length: history }, (_, i) => linesAt(start - (history - i) * periodMs));
      const z = zScore(lines, previous);
      const reasons = crossedLimits(alert, lines, z);
      if (reasons.length === 0) return [];
      return [
        db
          .insert(indexRateFirings)
          .values({
            accountId: alert.accountId,
            frequency: alert.frequency,
            periodStart: start,
            lines,
            zScore: z,
            reasons: reasons.join(","),
            status: "pending",
            firedAt: now,
          })
          .onConflictDoNothing()
          .returning({ periodStart: indexRateFirings.periodStart }),
      ];
    });
    const advance = db
      .update(indexRateAlerts)
      .set({ evaluatedThrough: sql`max(coalesce(${indexRateAlerts.evaluatedThrough}, 0), ${last})` })
      .where(
        and(eq(indexRateAlerts.accountId, alert.accountId), eq(indexRateAlerts.updatedAt, alert.updatedAt)),
      );
    const results = await db.batch([advance, ...inserts]);
    fired = (results.slice(1) as unknown[][]).flat().length;
  }

  const pending = await db
    .select()
    .from(indexRateFirings)
    .where(and(eq(indexRateFirings.accountId, alert.accountId), eq(indexRateFirings.status, "pending")))
    .orderBy(asc(indexRateFirings.periodStart))
    .all();
  const channels = notifierChannels(alert.channels as unknown as IndexRateChannels);
  let notified = 0;
  for (const firing of pending) {
    const { summary, details } = describeFiring(alert, firing);
    await notify(env, db, {
      accountId: alert.accountId,
      sourceKind: "index-rate",
      sourceId: alert.accountId,
      channels,
      dedupeKey: firingKey(firing),
      event: { title: "Index rate alert", summary, severity: "warning", fired_at: firing.firedAt, details },
    });
    await db
      .update(indexRateFirings)
      .set({ status: "notified" })
      .where(
        and(
          eq(indexRateFirings.accountId, firing.accountId),
          eq(indexRateFirings.frequency, firing.frequency),
          eq(indexRateFirings.periodStart, firing.periodStart),
        ),
      );
    notified++;
  }
  return { periods: starts.length, fired, notified };
}

export interface IndexRateSummary extends IndexRateOutcome {
  accounts: number;
  errors: number;
}

const PAGE = 200;

/**
 * Evaluates every enabled config, in pages by account. One account failing (D1 hiccup, a queue error) does
 * not stop the others: its periods stay due (or its firing pending) and the next run retries.
 */
export async function evaluateIndexRateAlerts(env: Bindings, db: Db, now: number): Promise<IndexRateSummary> {
  const summary: IndexRateSummary = { accounts: 0, periods: 0, fired: 0, notified: 0, errors: 0 };
  let after = "";
  for (;;) {
    const page = await db
      .select()
      .from(indexRateAlerts)
      .where(and(gt(indexRateAlerts.accountId, after), eq(indexRateAlerts.enabled, true)))
      .orderBy(asc(indexRateAlerts.accountId))
      .limit(PAGE)
      .all();
    for (const alert of page) {
      summary.accounts++;
      try {
        const outcome = await evaluateIndexRateAlert(env, db, alert, now);
        summary.periods += outcome.periods;
        summary.fired += outcome.fired;
        summary.notified += outcome.notified;
      } catch (err) {
        summary.errors++;
        console.error("index-rate evaluation failed", alert.accountId, err);
      }
    }
    if (page.length < PAGE) return summary;
    after = page[page.length - 1].accountId;
  }
}
