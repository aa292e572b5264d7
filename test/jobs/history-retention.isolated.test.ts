// Retention of usage metrics, alert firings and the notification log: rows older than HISTORY_KEEP_DAYS go in
// bounded batches, recent rows stay, and so does whatever an alert's evaluation still needs (pending firings,
// firings it may produce again); the metric rows of a deleted pipeline go, other accounts' rows stay.
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import {
  HISTORY_DELETE_BATCH,
  HISTORY_KEEP_DAYS,
  runHistoryRetention,
} from "../../src/jobs/history-retention";
import { client, createAccount } from "../helpers";
import { liveUsageRow, sourceSinkPipeline } from "../metrics/pipelines";

const DAY_MS = 86_400_000;
const now = Date.now();
const OLD = now - (HISTORY_KEEP_DAYS + 1) * DAY_MS;
const RECENT = now - DAY_MS;

const run = (sql: string, ...params: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...params)
    .run();
const all = async <T>(sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;

function edgeRow(accountId: string, pipelineId: string, ts: number, component = "src") {
  return run(
    `INSERT INTO edge_usage_metrics (account_id, pipeline_id, event_ts, component_id, processor, edge_id, traffic,
       total_count, total_size) VALUES (?, ?, ?, ?, 'source', '', 'ingress', 1, 100)`,
    accountId,
    pipelineId,
    ts,
    component,
  );
}

async function liveRow(accountId: string, pipelineId: string, ms: number, component = "src") {
  const [sql, params] = liveUsageRow(accountId, pipelineId, component, "source", ms, { bytesIn: 100 });
  await run(sql, ...params);
}

const minutes = (accountId: string, pipelineId: string) =>
  all<{ minute: number }>(
    "SELECT minute FROM component_usage WHERE account_id = ? AND pipeline_id = ? ORDER BY minute",
    accountId,
    pipelineId,
  ).then((rows) => rows.map((r) => r.minute * 60_000));
const edgeTimes = (accountId: string, pipelineId: string) =>
  all<{ event_ts: number }>(
    "SELECT event_ts FROM edge_usage_metrics WHERE account_id = ? AND pipeline_id = ? ORDER BY event_ts",
    accountId,
    pipelineId,
  ).then((rows) => rows.map((r) => r.event_ts));
const minuteOf = (ms: number) => Math.floor(ms / 60_000) * 60_000;

async function usageAlert(accountId: string, pipelineId: string, evaluatedThrough: number | null) {
  const id = crypto.randomUUID();
  await run(
    `INSERT INTO usage_threshold_alerts (id, account_id, pipeline_id, title, traffic_type, threshold_bytes,
       alert_channels, max_daily_notifications, period_minutes, evaluated_through)
     VALUES (?, ?, ?, 'a', 'ingress', 1, '[]', 10, 60, ?)`,
    id,
    accountId,
    pipelineId,
    evaluatedThrough,
  );
  return id;
}

async function usageFiring(alertId: string, accountId: string, periodEnd: number, status: string) {
  await run(
    `INSERT INTO usage_alert_firings (alert_id, condition, period_start, account_id, period_end, bytes, status,
       day, fired_at) VALUES (?, 'threshold', ?, ?, ?, 5, ?, '2020-01-01', ?)`,
    alertId,
    periodEnd - 3_600_000,
    accountId,
    periodEnd,
    status,
    periodEnd + 60_000,
  );
}

async function delivery(accountId: string, createdAt: number, status: string, attempts = 0) {
  const id = crypto.randomUUID();
  await run(
    `INSERT INTO notification_deliveries (id, account_id, source_kind, source_id, channel_type, channel, payload,
       status, attempts, dedupe_key, created_at, updated_at, next_attempt_at)
     VALUES (?, ?, 'test', 'history', 'webhook', '{}', '{}', ?, ?, ?, ?, ?, ?)`,
    id,
    accountId,
    status,
    attempts,
    id,
    new Date(createdAt).toISOString(),
    new Date(createdAt).toISOString(),
    status === "pending" ? now : null,
  );
  for (let attempt = 1; attempt <= attempts; attempt++)
    await run(
      `INSERT INTO notification_attempts (id, delivery_id, account_id, attempt, started_at, duration_ms, ok)
       VALUES (?, ?, ?, ?, ?, 5, ?)`,
      crypto.randomUUID(),
      id,
      accountId,
      attempt,
      new Date(createdAt).toISOString(),
      attempt === attempts && status === "delivered" ? 1 : 0,
    );
  return id;
}

describe("history retention", () => {
  it("prunes old metrics, firings and deliveries, keeps recent rows and what alerts still need", async () => {
    const a = await createAccount("history-a");
    const b = await createAccount("history-b");
    const { pipeline: pa } = await sourceSinkPipeline(client(a));
    const { pipeline: pb } = await sourceSinkPipeline(client(b));

    // Usage metrics, both kinds, old and recent, in both accounts.
    for (const [account, pipeline] of [
      [a.account_id, pa],
      [b.account_id, pb],
    ]) {
      await liveRow(account, pipeline, OLD);
      await liveRow(account, pipeline, RECENT);
      await edgeRow(account, pipeline, OLD);
      await edgeRow(account, pipeline, RECENT);
    }

    // Usage alert firings: a live alert, and one whose evaluation stopped long ago at STUCK.
    const STUCK = now - (HISTORY_KEEP_DAYS + 10) * DAY_MS;
    const live = await usageAlert(a.account_id, pa, now - 60_000);
    const stuck = await usageAlert(a.account_id, pa, STUCK);
    await usageFiring(live, a.account_id, OLD, "notified");
    await usageFiring(live, a.account_id, OLD - 3_600_000, "suppressed");
    await usageFiring(live, a.account_id, OLD - 7_200_000, "pending");
    await usageFiring(live, a.account_id, RECENT, "notified");
    await usageFiring(stuck, a.account_id, STUCK, "notified"); // re-evaluated by its next run: kept
    await usageFiring(stuck, a.account_id, STUCK - 3_600_000, "notified");

    // Index-rate firings: a config evaluated up to now, and one in the other account reset by a PUT (null).
    await run(
      `INSERT INTO index_rate_alerts (account_id, max_lines, channels, enabled, evaluated_through)
       VALUES (?, 10, '{"email":[],"pagerduty":[],"slack":[]}', 1, ?)`,
      a.account_id,
      now - 3_600_000,
    );
    await run(
      `INSERT INTO index_rate_alerts (account_id, max_lines, channels, enabled, evaluated_through)
       VALUES (?, 10, '{"email":[],"pagerduty":[],"slack":[]}', 0, NULL)`,
      b.account_id,
    );
    const indexFiring = (account: string, periodStart: number, status: string) =>
      run(
        `INSERT INTO index_rate_firings (account_id, frequency, period_start, lines, reasons, status, fired_at)
         VALUES (?, 'hourly', ?, 11, 'max_lines', ?, ?)`,
        account,
        periodStart,
        status,
        periodStart + 3_700_000,
      );
    await indexFiring(a.account_id, OLD, "notified");
    await indexFiring(a.account_id, OLD - 3_600_000, "pending");
    await indexFiring(a.account_id, RECENT, "notified");
    await indexFiring(b.account_id, OLD, "notified");

    // View firings: a channel whose cursor is current, and one whose cursor stopped before an old firing.
    const view = crypto.randomUUID();
    await run(
      "INSERT INTO views (id, account_id, name, channels, alerting) VALUES (?, ?, 'v', '[]', 1)",
      view,
      a.account_id,
    );
    await run(
      `INSERT INTO view_alert_cursors (view_id, source, channel_index, fingerprint, evaluated_through)
       VALUES (?, 'view', 0, 'fp0', ?), (?, 'view', 1, 'fp1', ?)`,
      view,
      now - 60_000,
      view,
      OLD - 1_000,
    );
    const viewFiring = (channel: number, fingerprint: string, windowStart: number, status: string) =>
      run(
        `INSERT INTO view_alert_firings (view_id, source, channel_index, fingerprint, window_start, kind, account_id,
           window_end, count, channel, details, status, fired_at)
         VALUES (?, 'view', ?, ?, ?, 'terminal', ?, ?, 1, '{}', '{}', ?, ?)`,
        view,
        channel,
        fingerprint,
        windowStart,
        a.account_id,
        windowStart + 60_000,
        status,
        windowStart + 65_000,
      );
    await viewFiring(0, "fp0", OLD, "notified"); // behind its cursor: goes
    await viewFiring(0, "old-config", OLD + 60_000, "notified"); // a configuration replaced since: goes
    await viewFiring(0, "fp0", OLD + 120_000, "pending"); // not notified yet: stays
    await viewFiring(0, "fp0", RECENT, "notified"); // recent: stays
    await viewFiring(1, "fp1", OLD, "notified"); // ends after its channel's (stuck) cursor: stays

    // Deliveries with their attempts.
    const oldDelivered = await delivery(a.account_id, OLD, "delivered", 2);
    const oldFailed = await delivery(b.account_id, OLD, "failed", 7);
    const oldPending = await delivery(a.account_id, OLD, "pending");
    const recentDelivered = await delivery(b.account_id, RECENT, "delivered", 1);

    const outcome = await runHistoryRetention(env, now);
    expect(outcome).toEqual({
      componentUsage: 2,
      edgeUsageMetrics: 2,
      usageAlertFirings: 3,
      indexRateFirings: 2,
      viewAlertFirings: 2,
      notificationDeliveries: 2,
      deletedPipelinesPurged: 0,
      incomplete: false,
    });

    for (const [account, pipeline] of [
      [a.account_id, pa],
      [b.account_id, pb],
    ]) {
      expect(await minutes(account, pipeline)).toEqual([minuteOf(RECENT)]);
      expect(await edgeTimes(account, pipeline)).toEqual([RECENT]);
    }
    const usageLeft = await all<{ alert_id: string; period_end: number; status: string }>(
      "SELECT alert_id, period_end, status FROM usage_alert_firings ORDER BY period_end",
    );
    expect(usageLeft).toEqual([
      { alert_id: stuck, period_end: STUCK, status: "notified" },
      { alert_id: live, period_end: OLD - 7_200_000, status: "pending" },
      { alert_id: live, period_end: RECENT, status: "notified" },
    ]);
    const indexLeft = await all<{ account_id: string; period_start: number; status: string }>(
      "SELECT account_id, period_start, status FROM index_rate_firings ORDER BY period_start",
    );
    expect(indexLeft).toEqual([
      { account_id: a.account_id, period_start: OLD - 3_600_000, status: "pending" },
      { account_id: a.account_id, period_start: RECENT, status: "notified" },
    ]);
    const viewLeft = await all<{ channel_index: number; fingerprint: string; window_start: number }>(
      "SELECT channel_index, fingerprint, window_start FROM view_alert_firings ORDER BY window_start, channel_index",
    );
    expect(viewLeft).toEqual([
      { channel_index: 1, fingerprint: "fp1", window_start: OLD },
      { channel_index: 0, fingerprint: "fp0", window_start: OLD + 120_000 },
      { channel_index: 0, fingerprint: "fp0", window_start: RECENT },
    ]);
    const deliveriesLeft = await all<{ id: string }>(
      "SELECT id FROM notification_deliveries WHERE source_id = 'history' ORDER BY created_at",
    );
    expect(deliveriesLeft.map((d) => d.id)).toEqual([oldPending, recentDelivered]);
    const attemptsLeft = await all<{ delivery_id: string }>("SELECT delivery_id FROM notification_attempts");
    expect(attemptsLeft.map((r) => r.delivery_id)).not.toContain(oldDelivered);
    expect(attemptsLeft.map((r) => r.delivery_id)).not.toContain(oldFailed);
    expect(attemptsLeft.map((r) => r.delivery_id)).toContain(recentDelivered);
    // The API still shows what is left.
    expect((await client(b).get(`/v3/pipeline/notification/${recentDelivered}`)).status).toBe(200);
    expect((await client(b).get(`/v3/pipeline/notification/${oldFailed}`)).status).toBe(404);

    // A second run finds nothing more.
    const again = await runHistoryRetention(env, now);
    expect(Object.values(again).filter((v) => typeof v === "number" && v > 0)).toEqual([]);
  });

  it("removes every metric row of a deleted pipeline, and only its rows", async () => {
    const a = await createAccount("deleted-a");
    const b = await createAccount("deleted-b");
    const api = client(a);
    const { pipeline: kept } = await sourceSinkPipeline(api, "kept");
    const { pipeline: doomed } = await sourceSinkPipeline(api, "doomed");
    const { pipeline: other } = await sourceSinkPipeline(client(b), "other account");
    for (const pipeline of [kept, doomed]) {
      await liveRow(a.account_id, pipeline, RECENT);
      await edgeRow(a.account_id, pipeline, RECENT);
    }
    await liveRow(a.account_id, doomed, RECENT - 60_000, "sink");
    await liveRow(b.account_id, other, RECENT);
    await edgeRow(b.account_id, other, RECENT);

    expect((await api.delete(`/v3/pipeline/${doomed}`)).status).toBe(200);
    const recorded = await all<{ account_id: string; pipeline_id: string }>(
      "SELECT account_id, pipeline_id FROM deleted_pipelines",
    );
    expect(recorded).toContainEqual({ account_id: a.account_id, pipeline_id: doomed });

    const outcome = await runHistoryRetention(env, now);
    expect(outcome).toMatchObject({ componentUsage: 2, edgeUsageMetrics: 1, incomplete: false });
    expect(outcome.deletedPipelinesPurged).toBeGreaterThanOrEqual(1);
    expect(await minutes(a.account_id, doomed)).toEqual([]);
    expect(await edgeTimes(a.account_id, doomed)).toEqual([]);
    expect(await minutes(a.account_id, kept)).toEqual([minuteOf(RECENT)]);
    expect(await edgeTimes(a.account_id, kept)).toEqual([RECENT]);
    expect(await minutes(b.account_id, other)).toEqual([minuteOf(RECENT)]);
    expect(await edgeTimes(b.account_id, other)).toEqual([RECENT]);
    expect(await all("SELECT * FROM deleted_pipelines")).toEqual([]);
  });

  it("deletes in bounded batches within the statement budget, and the next run finishes", async () => {
    const account = await createAccount("history-bulk");
    const { pipeline } = await sourceSinkPipeline(client(account));
    const rows = HISTORY_DELETE_BATCH + 300;
    // One row per minute, all older than the window, in one statement.
    await run(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
       INSERT INTO component_usage (account_id, pipeline_id, component_id, minute, component_kind, bytes_in)
       SELECT ?, ?, 'src', ? - i, 'source', 1 FROM n`,
      rows,
      account.account_id,
      pipeline,
      Math.floor(OLD / 60_000),
    );
    await liveRow(account.account_id, pipeline, RECENT);
    const first = await runHistoryRetention(env, now, 1);
    expect(first).toMatchObject({ componentUsage: HISTORY_DELETE_BATCH, incomplete: true });
    const second = await runHistoryRetention(env, now);
    expect(second).toMatchObject({ componentUsage: 300, incomplete: false });
    expect(await minutes(account.account_id, pipeline)).toEqual([minuteOf(RECENT)]);
  });

  it("runs from the Worker's every-15-minutes Cron Trigger", async () => {
    const account = await createAccount("history-cron");
    const { pipeline } = await sourceSinkPipeline(client(account));
    await liveRow(account.account_id, pipeline, OLD);
    await liveRow(account.account_id, pipeline, RECENT);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await minutes(account.account_id, pipeline)).toEqual([minuteOf(RECENT)]);
  });
});
