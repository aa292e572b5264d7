// Retention of the tables that grow with time rather than with what users configure: usage metrics (edge
// records and live runs' per-minute counters), alert firings and the notification delivery log (with its
// attempts). Run by the Cron Trigger every 15 minutes next to the log retention (retention.ts), in the same
// style: every statement deletes a bounded batch, a run spends a bounded number of statements, the next run
// continues.
//
// How long: HISTORY_KEEP_DAYS (90) for all of them.
//   - Usage metrics. GET /v3/pipeline/metric/usage takes any range of up to 1,440 buckets, so it sets no
//     bound of its own; 90 days is what its description promises. It covers the deepest look-back of the
//     usage alerts, which read the same rows (48 catch-up periods plus two earlier ones of a daily alert:
//     50 days), and an hourly-bucket read of its longest (1,440 hours = 60 days). Per-minute, per-component
//     rows cost too much to keep as long as the daily usage counters (400 days, retention.ts).
//   - Usage alert firings are read back through `/firing` (paged, no time bound) and the delivery log through
//     /v3/pipeline/notification: kept as long as the metrics they are about, so a firing can still be
//     compared with its period's figures. Index-rate and view firings are not readable through the API; they
//     only make a firing happen once. 90 days is longer than any evaluation looks back (view alerts 60 daily
//     windows, usage alerts 50 days, index rate 24 days).
// What an alert still needs is kept whatever its age: a `pending` firing (its notification is still to be
// recorded) and any firing its evaluation can still produce again (usage alerts re-evaluate the period ending
// at evaluated_through, index rate starts after evaluated_through, a view channel after its cursor). A
// delivery is pruned only once finished; a pending one is the sweep's (src/notify/sweep.ts).
//
// Deleted pipelines: pipelines are deleted for real (DELETE, with their nodes, revisions and alerts by foreign
// key), but their metric rows have no foreign key (written in bulk by live runs and edge intake). A trigger
// records each deleted pipeline in deleted_pipelines (migration 0012); this job removes their rows, then the
// record. The metrics API no longer shows a deleted pipeline, so nothing readable is lost.
import { and, asc, eq, gt, type SQL, sql } from "drizzle-orm";
import { createDb, type Db } from "../db/client";
import { accounts, deletedPipelines } from "../db/schema";
import type { Bindings } from "../env";
import { DAY_MS } from "../lib/time";

export const HISTORY_KEEP_DAYS = 90;
/** Metric and firing rows per statement. */
export const HISTORY_DELETE_BATCH = 5_000;
/** Deliveries per statement: each takes its attempts (up to 7) with it. */
export const DELIVERY_DELETE_BATCH = 1_000;
const MINUTE_MS = 60_000;

export interface HistoryRetentionOutcome {
  componentUsage: number;
  edgeUsageMetrics: number;
  usageAlertFirings: number;
  indexRateFirings: number;
  viewAlertFirings: number;
  notificationDeliveries: number;
  /** Deleted pipelines whose metric rows are all gone (their deleted_pipelines record too). */
  deletedPipelinesPurged: number;
  /** True when the statement budget ran out before everything due was deleted. */
  incomplete: boolean;
}

interface Budget {
  left: number;
  /** Set when something due was left for the next run. */
  exhausted: boolean;
}

/** Runs `statement` until it deletes fewer than `batch` rows or the budget is spent; answers the rows deleted. */
async function drain(db: Db, budget: Budget, batch: number, statement: () => SQL) {
  let deleted = 0;
  for (;;) {
    if (budget.left <= 0) {
      budget.exhausted = true;
      return { deleted, done: false };
    }
    budget.left--;
    // RETURNING counts exactly the rows of this table (D1's `changes` may include cascaded or trigger writes).
    const rows = await db.all<{ rowid: number }>(statement());
    deleted += rows.length;
    if (rows.length < batch) return { deleted, done: true };
  }
}

export async function runHistoryRetention(
  env: Bindings,
  now = Date.now(),
  statementBudget = 100,
): Promise<HistoryRetentionOutcome> {
  const db = createDb(env.DB);
  const budget: Budget = { left: statementBudget, exhausted: false };
  const cutoff = now - HISTORY_KEEP_DAYS * DAY_MS;
  const cutoffMinute = Math.floor(cutoff / MINUTE_MS);
  const outcome: HistoryRetentionOutcome = {
    componentUsage: 0,
    edgeUsageMetrics: 0,
    usageAlertFirings: 0,
    indexRateFirings: 0,
    viewAlertFirings: 0,
    notificationDeliveries: 0,
    deletedPipelinesPurged: 0,
    incomplete: false,
  };
  const B = HISTORY_DELETE_BATCH;
  // The per-pipeline metric tables (no foreign key to pipelines), with the outcome counter of each.
  const PIPELINE_METRIC_TABLES = [
    ["component_usage", "componentUsage"],
    ["edge_usage_metrics", "edgeUsageMetrics"],
  ] as const;

  // 1. Rows of deleted pipelines, oldest deletion first; the NOT EXISTS keeps a live pipeline's rows whatever.
  // Every record of a page is done and deleted unless the budget runs out, so the next page starts afresh.
  purge: for (;;) {
    const page = await db
      .select()
      .from(deletedPipelines)
      .orderBy(asc(deletedPipelines.deletedAt))
      .limit(50)
      .all();
    if (page.length === 0) break;
    for (const p of page) {
      const gone = sql`NOT EXISTS (SELECT 1 FROM pipelines WHERE id = ${p.pipelineId})`;
      for (const [table, counter] of PIPELINE_METRIC_TABLES) {
        const { deleted, done } = await drain(
          db,
          budget,
          B,
          () => sql`DELETE FROM ${sql.raw(table)} WHERE rowid IN (SELECT rowid FROM ${sql.raw(table)}
            WHERE account_id = ${p.accountId} AND pipeline_id = ${p.pipelineId} LIMIT ${B}) AND ${gone} RETURNING rowid`,
        );
        outcome[counter] += deleted;
        if (!done) break purge;
      }
      if (budget.left <= 0) {
        budget.exhausted = true;
        break purge;
      }
      budget.left--;
      await db
        .delete(deletedPipelines)
        .where(
          and(eq(deletedPipelines.accountId, p.accountId), eq(deletedPipelines.pipelineId, p.pipelineId)),
        );
      outcome.deletedPipelinesPurged++;
    }
  }

  // 2. Metrics older than the window, per account (one index probe each on (account_id, minute|event_ts)),
  // so accounts with nothing to delete cost no statement.
  let afterAccount = "";
  metrics: for (;;) {
    if (budget.left <= 0) {
      budget.exhausted = true;
      break;
    }
    const page = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          gt(accounts.id, afterAccount),
          sql`(EXISTS (SELECT 1 FROM component_usage WHERE account_id = ${accounts.id} AND minute < ${cutoffMinute})
            OR EXISTS (SELECT 1 FROM edge_usage_metrics WHERE account_id = ${accounts.id} AND event_ts < ${cutoff}))`,
        ),
      )
      .orderBy(asc(accounts.id))
      .limit(100)
      .all();
    if (page.length === 0) break;
    for (const { id } of page) {
      const live = await drain(
        db,
        budget,
        B,
        () => sql`DELETE FROM component_usage WHERE rowid IN (SELECT rowid FROM component_usage
          WHERE account_id = ${id} AND minute < ${cutoffMinute} LIMIT ${B}) RETURNING rowid`,
      );
      outcome.componentUsage += live.deleted;
      if (!live.done) break metrics;
      const edge = await drain(
        db,
        budget,
        B,
        () => sql`DELETE FROM edge_usage_metrics WHERE rowid IN (SELECT rowid FROM edge_usage_metrics
          WHERE account_id = ${id} AND event_ts < ${cutoff} LIMIT ${B}) RETURNING rowid`,
      );
      outcome.edgeUsageMetrics += edge.deleted;
      if (!edge.done) break metrics;
    }
    afterAccount = page[page.length - 1].id;
  }

  // 3. Firings (each on its fired_at index), keeping what the alert's evaluation still needs.
  const usage = await drain(
    db,
    budget,
    B,
    () => sql`DELETE FROM usage_alert_firings WHERE rowid IN (SELECT f.rowid FROM usage_alert_firings f
      WHERE f.fired_at < ${cutoff} AND f.status <> 'pending'
        AND NOT EXISTS (SELECT 1 FROM usage_threshold_alerts a WHERE a.id = f.alert_id
          AND a.evaluated_through IS NOT NULL AND f.period_end >= a.evaluated_through)
      LIMIT ${B}) RETURNING rowid`,
  );
  outcome.usageAlertFirings = usage.deleted;
  const indexRate = await drain(
    db,
    budget,
    B,
    () => sql`DELETE FROM index_rate_firings WHERE rowid IN (SELECT f.rowid FROM index_rate_firings f
      WHERE f.fired_at < ${cutoff} AND f.status <> 'pending'
        AND NOT EXISTS (SELECT 1 FROM index_rate_alerts a WHERE a.account_id = f.account_id
          AND a.evaluated_through IS NOT NULL AND f.period_start > a.evaluated_through)
      LIMIT ${B}) RETURNING rowid`,
  );
  outcome.indexRateFirings = indexRate.deleted;
  const view = await drain(
    db,
    budget,
    B,
    () => sql`DELETE FROM view_alert_firings WHERE rowid IN (SELECT f.rowid FROM view_alert_firings f
      WHERE f.status = 'notified' AND f.fired_at < ${cutoff}
        AND NOT EXISTS (SELECT 1 FROM view_alert_cursors c WHERE c.view_id = f.view_id AND c.source = f.source
          AND c.channel_index = f.channel_index AND c.fingerprint = f.fingerprint
          AND f.window_end > c.evaluated_through)
      LIMIT ${B}) RETURNING rowid`,
  );
  outcome.viewAlertFirings = view.deleted;

  // 4. Finished deliveries (their attempts go by foreign key cascade), on the (status, created_at) index.
  const cutoffIso = new Date(cutoff).toISOString();
  const deliveries = await drain(
    db,
    budget,
    DELIVERY_DELETE_BATCH,
    () => sql`DELETE FROM notification_deliveries WHERE rowid IN (SELECT rowid FROM notification_deliveries
      WHERE status IN ('delivered', 'failed') AND created_at < ${cutoffIso} LIMIT ${DELIVERY_DELETE_BATCH})
      RETURNING rowid`,
  );
  outcome.notificationDeliveries = deliveries.deleted;

  outcome.incomplete = budget.exhausted;
  return outcome;
}
