// Usage threshold alert evaluation on known data with an injected clock: each condition firing and not
// firing, edge records and live counters combined, one notification per firing, the daily cap, catching up
// on missed periods, evaluation after edge intake. Each evaluation is the account's own (evaluateUsageAlerts
// for the account's pipelines); the cron job, which evaluates every account's alerts, is tested in
// test/alerts/jobs.isolated.test.ts.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { evaluateUsageAlerts, firedConditions, periodEndsToEvaluate } from "../../src/alerts/usage-threshold";
import { createDb } from "../../src/db/client";
import { client, createAccount, type Json, type TestAccount } from "../helpers";
import { liveUsageRow, sourceSinkPipeline } from "../metrics/pipelines";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
// Hour-aligned; the evaluation at NOW looks at [T0 + 1h, T0 + 2h) against [T0, T0 + 1h).
const T0 = Date.UTC(2026, 0, 5, 10);
const NOW = T0 + 2 * HOUR + 5 * MIN;

let account: TestAccount;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  account = await createAccount("alerts-eval");
  api = client(account);
});

type P = Awaited<ReturnType<typeof sourceSinkPipeline>>;

/** Edge records straight into the table (intake is tested on its own; it would also evaluate at real time). */
async function edgeBytes(p: P, at: number, bytes: number, component = p.source, traffic = "ingress") {
  await env.DB.prepare(
    "INSERT INTO edge_usage_metrics (account_id, pipeline_id, event_ts, component_id, processor, edge_id, traffic, total_count, total_size) VALUES (?, ?, ?, ?, 'x', '', ?, 1, ?)",
  )
    .bind(account.account_id, p.pipeline, at, component, traffic, bytes)
    .run();
}

async function liveBytes(p: P, at: number, bytesIn: number) {
  const [statement, binds] = liveUsageRow(account.account_id, p.pipeline, p.source, "source", at, {
    bytesIn,
  });
  await env.DB.prepare(statement)
    .bind(...binds)
    .run();
}

async function alertOn(p: P, body: Json) {
  const res = await api.post(`/v3/pipeline/${p.pipeline}/usage-threshold-alert`, {
    title: "usage alert",
    traffic_type: "ingress",
    alert_channels: [{ type: "webhook", url: `${env.RECEIVER_URL}/usage-alerts/${p.pipeline}` }],
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

const evaluate = (p: P, now = NOW) =>
  evaluateUsageAlerts(env, createDb(env.DB), now, {
    accountId: account.account_id,
    pipelineIds: [p.pipeline],
  });

async function firings(p: P, alert: Json) {
  const res = await api.get(`/v3/pipeline/${p.pipeline}/usage-threshold-alert/${alert.id}/firing?limit=1000`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json[];
}

async function deliveries(alert: Json) {
  const { results } = await env.DB.prepare(
    "SELECT channel_type, payload, dedupe_key FROM notification_deliveries WHERE source_kind = 'usage-threshold' AND source_id = ? ORDER BY created_at",
  )
    .bind(alert.id)
    .all<{ channel_type: string; payload: string; dedupe_key: string }>();
  return results.map((r) => ({ ...r, payload: JSON.parse(r.payload) }));
}

describe("the conditions (pure)", () => {
  const alert = { thresholdBytes: null, percentIncrease: null, percentDecrease: null, noData: false };
  it("fires relative changes only against a period with traffic", () => {
    expect(firedConditions({ ...alert, percentIncrease: 10 }, 1000, 0)).toEqual([]);
    expect(firedConditions({ ...alert, percentDecrease: 10 }, 0, 0)).toEqual([]);
    expect(firedConditions({ ...alert, percentDecrease: 100 }, 0, 10)).toEqual(["decrease"]);
    expect(firedConditions({ ...alert, percentIncrease: 50 }, 150, 100)).toEqual(["increase"]);
    expect(firedConditions({ ...alert, thresholdBytes: 5, noData: true }, 0, 9)).toEqual(["no_data"]);
  });

  it("evaluates the last complete period first, then catches up from where it stopped", () => {
    expect(periodEndsToEvaluate(HOUR, null, NOW)).toEqual([T0 + 2 * HOUR]);
    expect(periodEndsToEvaluate(HOUR, T0, NOW)).toEqual([T0, T0 + HOUR, T0 + 2 * HOUR]);
    expect(periodEndsToEvaluate(HOUR, T0 + 5 * HOUR, NOW)).toEqual([T0 + 2 * HOUR]);
    expect(periodEndsToEvaluate(HOUR, T0 - 100 * HOUR, NOW)).toHaveLength(48);
  });
});

describe("absolute threshold", () => {
  it("fires when the period's bytes (edge and live together) reach the threshold, and not below it", async () => {
    const p = await sourceSinkPipeline(api, "threshold");
    await edgeBytes(p, T0 + HOUR + 10 * MIN, 3000);
    await liveBytes(p, T0 + HOUR + 50 * MIN, 2000);
    await edgeBytes(p, T0 + 2 * HOUR, 999_999); // the current period: not complete, not counted
    await edgeBytes(p, T0 + HOUR, 777, p.sink, "egress"); // egress: not this alert's traffic
    const at = await alertOn(p, { threshold_bytes: 5000 });
    const above = await alertOn(p, { threshold_bytes: 5001 });
    const summary = await evaluate(p);
    expect(summary).toMatchObject({ alerts: 2, fired: 1, notified: 1, suppressed: 0, errors: 0 });
    expect(await firings(p, at)).toEqual([
      {
        alert_id: at.id,
        condition: "threshold",
        period_start: T0 + HOUR,
        period_end: T0 + 2 * HOUR,
        bytes: 5000,
        previous_bytes: 0,
        status: "notified",
        fired_at: NOW,
      },
    ]);
    expect(await firings(p, above)).toEqual([]);
    const sent = await deliveries(at);
    expect(sent).toHaveLength(1);
    expect(sent[0].channel_type).toBe("webhook");
    expect(sent[0].payload).toMatchObject({
      title: "usage alert",
      severity: "warning",
      source: { kind: "usage-threshold", id: at.id },
      details: { condition: "threshold", bytes: 5000, threshold_bytes: 5000, pipeline_id: p.pipeline },
    });
    expect(await deliveries(above)).toEqual([]);
  });

  it("watches egress when asked", async () => {
    const p = await sourceSinkPipeline(api, "egress");
    await edgeBytes(p, T0 + HOUR, 100, p.sink, "egress");
    await edgeBytes(p, T0 + HOUR, 5000); // ingress
    const egress = await alertOn(p, { traffic_type: "egress", threshold_bytes: 101 });
    await evaluate(p);
    expect(await firings(p, egress)).toEqual([]);
    await edgeBytes(p, T0 + HOUR + 1, 1, p.sink, "egress");
    await evaluate(p);
    expect((await firings(p, egress)).map((f) => [f.condition, f.bytes])).toEqual([["threshold", 101]]);
  });
});

describe("relative change", () => {
  it("fires on an increase of at least percent_increase, and not on a smaller one", async () => {
    const p = await sourceSinkPipeline(api, "increase");
    await edgeBytes(p, T0, 1000);
    await edgeBytes(p, T0 + HOUR, 1000);
    await liveBytes(p, T0 + HOUR + MIN, 600); // +60%
    const fifty = await alertOn(p, { percent_increase: 50 });
    const seventy = await alertOn(p, { percent_increase: 70 });
    const decrease = await alertOn(p, { percent_decrease: 1 });
    await evaluate(p);
    const [fired] = await firings(p, fifty);
    expect(fired).toMatchObject({
      condition: "increase",
      bytes: 1600,
      previous_bytes: 1000,
      status: "notified",
    });
    expect((await deliveries(fifty))[0].payload.details.percent_change).toBe(60);
    expect(await firings(p, seventy)).toEqual([]);
    expect(await firings(p, decrease)).toEqual([]);
  });

  it("fires on a decrease of at least percent_decrease, and not on a smaller one", async () => {
    const p = await sourceSinkPipeline(api, "decrease");
    await liveBytes(p, T0 + 5 * MIN, 1000);
    await edgeBytes(p, T0 + HOUR + 5 * MIN, 400); // -60%
    const fifty = await alertOn(p, { percent_decrease: 50 });
    const seventy = await alertOn(p, { percent_decrease: 70 });
    const increase = await alertOn(p, { percent_increase: 1 });
    await evaluate(p);
    expect((await firings(p, fifty)).map((f) => [f.condition, f.bytes, f.previous_bytes])).toEqual([
      ["decrease", 400, 1000],
    ]);
    expect(await firings(p, seventy)).toEqual([]);
    expect(await firings(p, increase)).toEqual([]);
  });

  it("does not fire when the previous period had no traffic", async () => {
    const p = await sourceSinkPipeline(api, "from-nothing");
    await edgeBytes(p, T0 + HOUR, 10_000);
    const alert = await alertOn(p, { percent_increase: 1 });
    await evaluate(p);
    expect(await firings(p, alert)).toEqual([]);
  });
});

describe("no data", () => {
  it("fires for a period without bytes, and not for one with", async () => {
    const quiet = await sourceSinkPipeline(api, "quiet");
    await edgeBytes(quiet, T0, 500); // only in the previous period
    const busy = await sourceSinkPipeline(api, "busy");
    await liveBytes(busy, T0 + HOUR + 59 * MIN, 1);
    const quietAlert = await alertOn(quiet, { no_data: true });
    const busyAlert = await alertOn(busy, { no_data: true });
    await evaluate(quiet);
    await evaluate(busy);
    expect((await firings(quiet, quietAlert)).map((f) => [f.condition, f.bytes, f.status])).toEqual([
      ["no_data", 0, "notified"],
    ]);
    expect((await deliveries(quietAlert))[0].payload.severity).toBe("critical");
    expect(await firings(busy, busyAlert)).toEqual([]);
  });
});

describe("one notification per firing", () => {
  it("never records or notifies the same firing twice, however often it is evaluated", async () => {
    const p = await sourceSinkPipeline(api, "twice");
    await edgeBytes(p, T0 + HOUR, 10);
    const alert = await alertOn(p, {
      threshold_bytes: 1,
      alert_channels: [
        { type: "webhook", url: `${env.RECEIVER_URL}/usage-alerts/twice` },
        { type: "email", emails: ["ops@example.com"] },
      ],
    });
    await evaluate(p);
    await evaluate(p);
    await evaluate(p, NOW + 10 * MIN);
    // Concurrent evaluations (the cron and an intake) race on the same firing: still one.
    await Promise.all([evaluate(p), evaluate(p)]);
    expect(await firings(p, alert)).toHaveLength(1);
    expect((await deliveries(alert)).map((d) => d.channel_type).sort()).toEqual(["email", "webhook"]);
  });

  it("notifies a firing again in a new period", async () => {
    const p = await sourceSinkPipeline(api, "next-period");
    await edgeBytes(p, T0 + HOUR, 10);
    await edgeBytes(p, T0 + 2 * HOUR, 10);
    const alert = await alertOn(p, { threshold_bytes: 1 });
    await evaluate(p);
    await evaluate(p, NOW + HOUR);
    expect((await firings(p, alert)).map((f) => f.period_start)).toEqual([T0 + 2 * HOUR, T0 + HOUR]);
    expect(await deliveries(alert)).toHaveLength(2);
  });
});

describe("daily cap", () => {
  it("notifies at most max_daily_notifications per UTC day and records the rest as suppressed", async () => {
    const p = await sourceSinkPipeline(api, "cap");
    for (let m = 0; m < 60; m += 5) await edgeBytes(p, T0 + m * MIN, 10);
    const alert = await alertOn(p, { threshold_bytes: 1, period_minutes: 5, max_daily_notifications: 3 });
    // The first evaluation looks at the last complete period only: [T0, T0 + 5 min).
    await evaluate(p, T0 + 5 * MIN + 1);
    // An hour later it catches up on the eleven periods since: two more notifications, nine suppressed.
    const summary = await evaluate(p, T0 + HOUR + 1);
    expect(summary).toMatchObject({ fired: 11, notified: 2, suppressed: 9 });
    const all = await firings(p, alert);
    expect(all).toHaveLength(12);
    expect(all.filter((f) => f.status === "notified").map((f) => f.period_start)).toEqual([
      T0 + 10 * MIN,
      T0 + 5 * MIN,
      T0,
    ]);
    expect(await deliveries(alert)).toHaveLength(3);
    // The next UTC day has its own allowance (the catch-up reaches back at most 48 periods).
    const tomorrow = Date.UTC(2026, 0, 6, 0, 0);
    await edgeBytes(p, tomorrow - 5 * MIN, 10);
    await edgeBytes(p, tomorrow, 10);
    expect(await evaluate(p, tomorrow + 5 * MIN + 1)).toMatchObject({ fired: 2, notified: 2, suppressed: 0 });
    const notified = (await firings(p, alert)).filter((f) => f.status === "notified");
    expect(notified.map((f) => f.period_start).slice(0, 2)).toEqual([tomorrow, tomorrow - 5 * MIN]);
    expect(await deliveries(alert)).toHaveLength(5);
  });
});

describe("evaluation triggers", () => {
  it("evaluates a pipeline's alerts right after edge intake stores its records", async () => {
    const p = await sourceSinkPipeline(api, "after-intake");
    const alert = await alertOn(p, { threshold_bytes: 100, period_minutes: 1440 });
    // Yesterday (UTC) is the last complete daily period at the real current time.
    const yesterday = Math.floor(Date.now() / DAY) * DAY - DAY + 1000;
    const res = await api.post("/v3/pipeline/account/local-deploy/metric/usage?edge_id=e1", [
      {
        event_ts: yesterday,
        pipeline_id: p.pipeline,
        component_id: p.source,
        processor: "http",
        total_count: 1,
        total_size: 150,
      },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    let fired: Json[] = [];
    for (let i = 0; i < 50 && fired.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      fired = await firings(p, alert);
    }
    expect(fired.map((f) => [f.condition, f.bytes])).toEqual([["threshold", 150]]);
  });
});

describe("tenancy of evaluation", () => {
  it("counts only the alert's own account's records", async () => {
    const p = await sourceSinkPipeline(api, "tenant");
    // Another account's rows that claim this pipeline id (impossible through the API) are not counted.
    await env.DB.prepare(
      "INSERT INTO edge_usage_metrics (account_id, pipeline_id, event_ts, component_id, processor, edge_id, traffic, total_count, total_size) VALUES ('someone-else', ?, ?, 'c', 'x', '', 'ingress', 1, 5000)",
    )
      .bind(p.pipeline, T0 + HOUR)
      .run();
    const alert = await alertOn(p, { threshold_bytes: 1 });
    await evaluate(p);
    expect(await firings(p, alert)).toEqual([]);
  });
});
