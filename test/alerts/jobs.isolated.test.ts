// The alert evaluations of the Cron Trigger, which evaluate every account's alerts, in one runtime and database
// of their own: index-rate alerts (every test of them goes through the job, with an injected clock), and the
// jobs of view alerts and usage threshold alerts (their evaluations of one view or one account's pipelines
// are tested in the shared runtime: test/view-alerts/view-alerts.test.ts, test/usage-alerts/evaluation.test.ts).
// Each section makes its own accounts and alerts; the jobs evaluate different tables, so a section's figures
// for the whole database (a run's summary) are its own whatever the order of the sections.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  crossedLimits,
  evaluateIndexRateAlert,
  hourlyLineCounts,
  notifierChannels,
  periodStartsToEvaluate,
  zScore,
} from "../../src/alerts/index-rate";
import { GRACE_MS } from "../../src/alerts/view-alerts";
import { createDb } from "../../src/db/client";
import type { Bindings } from "../../src/env";
import { runAlertEvaluation } from "../../src/jobs/alerts";
import { runIndexRateEvaluation } from "../../src/jobs/index-rate";
import { runViewAlertEvaluation } from "../../src/jobs/view-alerts";
import { DEFAULT_PAGERDUTY_URL } from "../../src/notify/channels";
import {
  client,
  createAccount,
  ingest,
  type Json,
  settleLogStore,
  storeLines,
  type TestAccount,
} from "../helpers";
import { sourceSinkPipeline } from "../metrics/pipelines";
import { changedAt, createView, deliveries, email, send } from "../view-alerts/support";

// ---- index-rate alerts ----
// Index-rate evaluation on known data with an injected clock: max_lines and z-score firing and not firing,
// `both` against `separate`, hourly counts from stored lines and daily ones from the usage counters (lines kept
// out by exclusion rules do not count), disabled configs, one firing and one notification per period however
// often it is evaluated, catching up on missed periods, retrying a failed notification, and the deliveries.
describe("index-rate alerts", () => {
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;
  // Day-aligned. Hourly evaluations at NOW look at [T0 + 24h, T0 + 25h) against the 24 hours before it.
  const T0 = Date.UTC(2026, 0, 5);
  const SPIKE_HOUR = T0 + 24 * HOUR;
  const NOW = SPIKE_HOUR + HOUR + 5 * MIN;
  const STEADY = [10, 12, 9, 11, 10, 8, 12, 10, 11, 9, 10, 10, 12, 9, 11, 10, 8, 12, 10, 11, 9, 10, 10, 11];

  /**
   * Lines straight into the store (ingestion is exercised by the daily tests): `count` lines in each hour, one
   * batch, so chunks span hours and the slices' hourly count must open the ones that do.
   */
  async function storeHourly(account: TestAccount, firstHour: number, counts: number[]) {
    const ts = counts.flatMap((n, h) => Array.from({ length: n }, (_, i) => firstHour + h * HOUR + i * 1000));
    await storeLines(
      account.account_id,
      ts.map((t) => ({ ts: t, line: "line" })),
    );
  }

  async function storeDaily(account: TestAccount, firstDay: number, counts: number[]) {
    const statement = env.DB.prepare(
      "INSERT INTO usage_daily (account_id, day, dimension, name, lines, stored_lines, bytes) VALUES (?, ?, 'total', '', ?, ?, ?)",
    );
    await env.DB.batch(
      counts.map((n, d) =>
        statement.bind(
          account.account_id,
          new Date(firstDay + d * DAY).toISOString().slice(0, 10),
          n,
          n,
          n * 10,
        ),
      ),
    );
  }

  const slackPath = (account: TestAccount) => `/index-rate/${account.account_id}/slack`;

  async function configure(account: TestAccount, body: Json) {
    const res = await client(account).put("/v1/config/index-rate", {
      threshold_alert: "separate",
      frequency: "hourly",
      channels: { email: ["ops@example.com"], slack: [`${env.RECEIVER_URL}${slackPath(account)}`] },
      enabled: true,
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  async function firings(account: TestAccount) {
    const { results } = await env.DB.prepare(
      "SELECT frequency, period_start, lines, z_score, reasons, status FROM index_rate_firings WHERE account_id = ? ORDER BY period_start",
    )
      .bind(account.account_id)
      .all<Json>();
    return results;
  }

  async function deliveries(account: TestAccount) {
    const { results } = await env.DB.prepare(
      "SELECT channel_type, channel, payload, dedupe_key, source_id FROM notification_deliveries WHERE account_id = ? AND source_kind = 'index-rate' ORDER BY channel_type",
    )
      .bind(account.account_id)
      .all<{
        channel_type: string;
        channel: string;
        payload: string;
        dedupe_key: string;
        source_id: string;
      }>();
    return results.map((r) => ({ ...r, channel: JSON.parse(r.channel), payload: JSON.parse(r.payload) }));
  }

  async function accountWith(name: string, config: Json) {
    const account = await createAccount(name);
    await configure(account, config);
    return account;
  }

  describe("the rules (pure)", () => {
    it("evaluates the latest complete period first, then each later one once, catching up at most 24", () => {
      expect(periodStartsToEvaluate(HOUR, null, NOW)).toEqual([SPIKE_HOUR]);
      expect(periodStartsToEvaluate(HOUR, SPIKE_HOUR, NOW)).toEqual([]);
      expect(periodStartsToEvaluate(HOUR, SPIKE_HOUR - 2 * HOUR, NOW)).toEqual([
        SPIKE_HOUR - HOUR,
        SPIKE_HOUR,
      ]);
      expect(periodStartsToEvaluate(HOUR, T0 - 100 * HOUR, NOW)).toHaveLength(24);
      expect(periodStartsToEvaluate(DAY, null, NOW)).toEqual([T0]);
    });

    it("computes no z-score without 3 previous periods with lines or when they never varied", () => {
      expect(zScore(100, [0, 0, 10, 10])).toBeNull(); // two periods with lines
      expect(zScore(100, [10, 10, 10])).toBeNull(); // stddev 0
      expect(zScore(13, [9, 11, 9, 11])).toBe(3); // mean 10, stddev 1
      // Periods before the first one with lines are not history; empty ones after it are.
      expect(zScore(13, [0, 0, 0, 9, 11, 9, 11])).toBe(3);
      expect(zScore(4, [8, 0, 8, 0, 8, 0])).toBe(0);
    });

    it("fires separate on either limit and both only on both, above (not at) each limit", () => {
      const separate = { maxLines: 100, maxZScore: 3, thresholdAlert: "separate" as const };
      const both = { ...separate, thresholdAlert: "both" as const };
      expect(crossedLimits(separate, 100, 3)).toEqual([]);
      expect(crossedLimits(separate, 101, null)).toEqual(["max_lines"]);
      expect(crossedLimits(separate, 50, 3.1)).toEqual(["max_z_score"]);
      expect(crossedLimits(both, 101, 2)).toEqual([]);
      expect(crossedLimits(both, 50, 5)).toEqual([]);
      expect(crossedLimits(both, 101, 5)).toEqual(["max_lines", "max_z_score"]);
      expect(crossedLimits({ ...separate, maxLines: null }, 10_000, null)).toEqual([]);
    });

    it("maps the v1 channels to the notifier's: one email channel, one per PagerDuty key and Slack URL", () => {
      expect(
        notifierChannels({
          email: ["a@example.com", "b@example.com"],
          pagerduty: ["k1", "k2"],
          slack: ["https://hooks.slack.com/x"],
        }),
      ).toEqual([
        { type: "email", emails: ["a@example.com", "b@example.com"] },
        { type: "pagerduty", routing_key: "k1", url: DEFAULT_PAGERDUTY_URL },
        { type: "pagerduty", routing_key: "k2", url: DEFAULT_PAGERDUTY_URL },
        { type: "slack", url: "https://hooks.slack.com/x" },
      ]);
      expect(notifierChannels({ email: [], pagerduty: [], slack: [] })).toEqual([]);
    });
  });

  describe("hourly counts", () => {
    it("counts whole chunks of one hour unopened and splits the chunks that span hours", async () => {
      const account = await accountWith("hourly-counts", { max_lines: 1000 });
      // 3,000 lines of ~40 bytes a second apart: chunks of ~1,600 lines, two of them across an hour boundary.
      const ts = Array.from({ length: 3000 }, (_, i) => T0 + 30 * MIN + i * 1000);
      await storeLines(
        account.account_id,
        ts.map((t) => ({ ts: t, line: `a line of about forty bytes, #${t}` })),
      );
      const counts = await hourlyLineCounts(env, account.account_id, T0, T0 + 3 * HOUR);
      expect(Object.fromEntries(counts)).toEqual({ [T0]: 1800, [T0 + HOUR]: 1200 });
    });
  });

  describe("max_lines (hourly)", () => {
    it("fires when the latest complete hour stored more than max_lines, and not at max_lines", async () => {
      const above = await accountWith("max-lines-above", { max_lines: 10 });
      const at = await accountWith("max-lines-at", { max_lines: 11 });
      for (const account of [above, at]) {
        await storeHourly(account, SPIKE_HOUR, [11]);
        await storeHourly(account, SPIKE_HOUR + HOUR, [500]); // the current hour: not complete, not counted
        await storeHourly(account, SPIKE_HOUR - 2 * HOUR, [500]); // an earlier hour: not evaluated now
      }
      const { indexRate } = await runIndexRateEvaluation(env, NOW);
      expect(indexRate).toMatchObject({ errors: 0 });
      expect(await firings(above)).toEqual([
        {
          frequency: "hourly",
          period_start: SPIKE_HOUR,
          lines: 11,
          z_score: null,
          reasons: "max_lines",
          status: "notified",
        },
      ]);
      expect(await firings(at)).toEqual([]);
      expect(await deliveries(at)).toEqual([]);
    });

    it("records the notification per channel in notification_deliveries and delivers it", async () => {
      const account = await accountWith("deliveries", { max_lines: 5 });
      await storeHourly(account, SPIKE_HOUR, [6]);
      await runIndexRateEvaluation(env, NOW);
      const sent = await deliveries(account);
      // The Slack URL is stored sealed, as in the alert's config; the delivery opens it to send.
      expect(sent.map((d) => [d.channel_type, d.channel])).toEqual([
        ["email", { type: "email", emails: ["ops@example.com"] }],
        ["slack", { type: "slack", url: expect.stringMatching(/^sealed:v2:[0-9a-f]{8}:/) }],
      ]);
      expect(JSON.stringify(sent)).not.toContain(slackPath(account));
      for (const d of sent) {
        expect(d.source_id).toBe(account.account_id);
        expect(d.dedupe_key).toMatch(
          new RegExp(`^index-rate:${account.account_id}:hourly:${SPIKE_HOUR}:\\d$`),
        );
        expect(d.payload).toMatchObject({
          title: "Index rate alert",
          severity: "warning",
          account_id: account.account_id,
          source: { kind: "index-rate", id: account.account_id },
          details: {
            frequency: "hourly",
            period_start: new Date(SPIKE_HOUR).toISOString(),
            period_end: new Date(SPIKE_HOUR + HOUR).toISOString(),
            lines: 6,
            reasons: ["max_lines"],
            max_lines: 5,
          },
        });
        expect(d.payload.summary).toContain("6 lines were stored");
      }
      // The Worker's queue consumer really posts the Slack message to the (loopback) receiver.
      const deadline = Date.now() + 15_000;
      let received: Json[] = [];
      while (received.length === 0 && Date.now() < deadline) {
        received = await (await fetch(`${env.RECEIVER_URL}/_received${slackPath(account)}`)).json();
        if (received.length === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(received).toHaveLength(1);
      expect(JSON.parse(received[0].body).text).toContain("Index rate alert");
    });

    it("delivers a webhook channel (the terraform provider's webhook_channel) through the notifier", async () => {
      const account = await createAccount("webhook");
      const hookPath = `/index-rate/${account.account_id}/webhook`;
      await configure(account, {
        max_lines: 5,
        // request_types.go indexRateAlertWebhookRequest: url, method, headers, bodyTemplate (a JSON object).
        channels: {
          webhook: [
            {
              url: `${env.RECEIVER_URL}${hookPath}`,
              method: "PUT",
              headers: { "x-team": "ops" },
              bodyTemplate: { text: "{{title}}: {{summary}}", lines: "{{details.lines}}" },
            },
          ],
        },
      });
      await storeHourly(account, SPIKE_HOUR, [6]);
      await runIndexRateEvaluation(env, NOW);
      const sent = await deliveries(account);
      expect(sent.map((d) => [d.channel_type, d.channel.method])).toEqual([["webhook", "PUT"]]);
      expect(JSON.stringify(sent)).not.toContain(hookPath); // the URL stays sealed
      const deadline = Date.now() + 15_000;
      let received: Json[] = [];
      while (received.length === 0 && Date.now() < deadline) {
        received = await (await fetch(`${env.RECEIVER_URL}/_received${hookPath}`)).json();
        if (received.length === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(received).toHaveLength(1);
      expect(received[0].method).toBe("PUT");
      const body = JSON.parse(received[0].body);
      expect(body.text).toContain("Index rate alert");
      expect(body.lines).toBe("6");
    });
  });

  describe("z-score (hourly)", () => {
    it("fires on a spike after steady hours, and not on an ordinary hour", async () => {
      const spike = await accountWith("z-spike", { max_z_score: 3 });
      const steady = await accountWith("z-steady", { max_z_score: 3 });
      await storeHourly(spike, T0, [...STEADY, 30]);
      await storeHourly(steady, T0, [...STEADY, 12]);
      await runIndexRateEvaluation(env, NOW);
      const [fired] = await firings(spike);
      expect(fired).toMatchObject({ period_start: SPIKE_HOUR, lines: 30, reasons: "max_z_score" });
      expect(fired.z_score).toBeGreaterThan(10);
      expect(await firings(steady)).toEqual([]);
      expect((await deliveries(spike))[0].payload.details).toMatchObject({
        z_score: expect.any(Number),
        max_z_score: 3,
        reasons: ["max_z_score"],
      });
    });

    it("does not fire without enough history: two earlier hours with lines are not a baseline", async () => {
      const account = await accountWith("z-short", { max_z_score: 1 });
      await storeHourly(account, SPIKE_HOUR - 2 * HOUR, [5, 6, 1000]);
      await runIndexRateEvaluation(env, NOW);
      expect(await firings(account)).toEqual([]);
    });
  });

  describe("threshold_alert", () => {
    it("separate fires on the z-score alone; both needs max_lines crossed as well", async () => {
      const separate = await accountWith("separate", { max_lines: 100, max_z_score: 3 });
      const both = await accountWith("both", { threshold_alert: "both", max_lines: 100, max_z_score: 3 });
      const bothCrossed = await accountWith("both-crossed", {
        threshold_alert: "both",
        max_lines: 20,
        max_z_score: 3,
      });
      for (const account of [separate, both, bothCrossed]) await storeHourly(account, T0, [...STEADY, 30]);
      await runIndexRateEvaluation(env, NOW);
      expect((await firings(separate)).map((f) => f.reasons)).toEqual(["max_z_score"]);
      expect(await firings(both)).toEqual([]);
      expect(await deliveries(both)).toEqual([]);
      expect((await firings(bothCrossed)).map((f) => f.reasons)).toEqual(["max_lines,max_z_score"]);
    });
  });

  describe("daily", () => {
    it("counts the day's stored lines from real ingestion; excluded lines do not count", async () => {
      const account = await accountWith("daily-ingest", { frequency: "daily", max_lines: 2 });
      const api = client(account);
      const rule = await api.post("/v1/config/ingestion/exclusions", { apps: ["noisy"] });
      expect(rule.status, JSON.stringify(rule.body)).toBe(200);
      const day = T0 + DAY; // evaluated at NOW + 1 day, the latest complete day
      const line = (app: string, at: number) => ({ line: `${app} line`, app, timestamp: at });
      const res = await ingest(account.ingestion_key, {
        lines: [
          line("web", day + HOUR),
          line("web", day + 5 * HOUR),
          ...[1, 2, 3].map((i) => line("noisy", day + i)),
        ],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // Daily counts are the usage counters, in D1 within a minute of a write.
      await settleLogStore(account.account_id);
      await runIndexRateEvaluation(env, NOW + DAY);
      expect(await firings(account)).toEqual([]);

      // A third stored line on that day crosses max_lines; reconfiguring re-evaluates the latest day.
      await ingest(account.ingestion_key, { lines: [line("web", day + 20 * HOUR)] });
      await configure(account, { frequency: "daily", max_lines: 2 });
      await settleLogStore(account.account_id);
      await runIndexRateEvaluation(env, NOW + DAY);
      expect(await firings(account)).toEqual([
        {
          frequency: "daily",
          period_start: day,
          lines: 3,
          z_score: null,
          reasons: "max_lines",
          status: "notified",
        },
      ]);
    });

    it("fires on a day far above the previous 7", async () => {
      const spike = await accountWith("daily-z", { frequency: "daily", max_z_score: 3 });
      const steady = await accountWith("daily-steady", { frequency: "daily", max_z_score: 3 });
      const first = T0 - 7 * DAY; // seven days before T0, then T0 itself (the latest complete day at NOW)
      await storeDaily(spike, first, [1000, 1100, 950, 1050, 1000, 980, 1020, 5000]);
      await storeDaily(steady, first, [1000, 1100, 950, 1050, 1000, 980, 1020, 1060]);
      await runIndexRateEvaluation(env, NOW);
      expect(await firings(spike)).toMatchObject([{ frequency: "daily", period_start: T0, lines: 5000 }]);
      expect(await firings(steady)).toEqual([]);
    });
  });

  describe("once per period", () => {
    it("a disabled config never fires", async () => {
      const account = await accountWith("disabled", { max_lines: 1, enabled: false });
      await storeHourly(account, T0, [...STEADY, 50]);
      const { indexRate } = await runIndexRateEvaluation(env, NOW);
      expect(indexRate).toMatchObject({ errors: 0 });
      await runIndexRateEvaluation(env, NOW + 3 * HOUR);
      expect(await firings(account)).toEqual([]);
      expect(await deliveries(account)).toEqual([]);
    });

    it("re-evaluating (again, after a PUT) records and notifies a period once", async () => {
      const account = await accountWith("once", { max_lines: 5 });
      await storeHourly(account, SPIKE_HOUR, [9]);
      await runIndexRateEvaluation(env, NOW);
      await runIndexRateEvaluation(env, NOW);
      await runIndexRateEvaluation(env, NOW + 10 * MIN);
      await configure(account, { max_lines: 5 }); // restarts the evaluation at the same latest hour
      await runIndexRateEvaluation(env, NOW);
      expect(await firings(account)).toHaveLength(1);
      expect(await deliveries(account)).toHaveLength(2); // email + slack, once each
    });

    it("catches up on the hours a stopped cron missed, each once", async () => {
      const account = await accountWith("catch-up", { max_lines: 5 });
      await runIndexRateEvaluation(env, NOW); // evaluated through SPIKE_HOUR
      await storeHourly(account, SPIKE_HOUR + HOUR, [1, 7, 2]);
      await runIndexRateEvaluation(env, NOW + 3 * HOUR);
      expect((await firings(account)).map((f) => [f.period_start, f.lines])).toEqual([
        [SPIKE_HOUR + 2 * HOUR, 7],
      ]);
    });

    it("keeps a firing whose notification failed pending, and notifies it on the next run", async () => {
      const account = await accountWith("retry", { max_lines: 5 });
      await storeHourly(account, SPIKE_HOUR, [8]);
      const brokenQueue = {
        send: async () => {
          throw new Error("queue unavailable");
        },
        sendBatch: async () => {
          throw new Error("queue unavailable");
        },
      } as unknown as Queue;
      const db = createDb(env.DB);
      const row = await db.query.indexRateAlerts.findFirst({
        where: (t, { eq }) => eq(t.accountId, account.account_id),
      });
      if (!row) throw new Error("config not stored");
      await expect(
        evaluateIndexRateAlert({ ...env, NOTIFY_QUEUE: brokenQueue } as Bindings, db, row, NOW),
      ).rejects.toThrow("queue unavailable");
      expect((await firings(account)).map((f) => f.status)).toEqual(["pending"]);
      expect(await deliveries(account)).toEqual([]);

      const { indexRate } = await runIndexRateEvaluation(env, NOW);
      expect(indexRate).toMatchObject({ errors: 0 });
      expect((await firings(account)).map((f) => f.status)).toEqual(["notified"]);
      expect(await deliveries(account)).toHaveLength(2);
    });
  });
});

// ---- view alerts ----
// The view-alert job evaluates every alerting view (its channels and its preset's) at an injected clock.
describe("view alerts", () => {
  const MIN = 60_000;

  let account: TestAccount;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    account = await createAccount("view-alerts");
    api = client(account);
  });

  it("stop firing for a view once the preset is deleted", async () => {
    const preset = await api.post("/v1/config/presetalert", {
      name: "short-lived",
      channels: [email({ triggerlimit: 1 })],
    });
    const view = await createView(api, {
      name: "detached",
      apps: ["detached"],
      presetid: preset.body.presetid,
    });
    expect((await api.delete(`/v1/config/presetalert/${preset.body.presetid}`)).status).toBe(200);
    const w = Math.floor((await changedAt(view.viewid)) / MIN) * MIN + MIN;
    await send(account.ingestion_key, [{ line: "x", app: "detached", timestamp: w + 5 }]);
    const summary = await runViewAlertEvaluation(env, w + MIN + GRACE_MS);
    expect(summary.errors).toBe(0);
    expect(await deliveries(api, "preset", preset.body.presetid)).toEqual([]);
    const row = await env.DB.prepare("SELECT alerting FROM views WHERE id = ?").bind(view.viewid).first();
    expect(row?.alerting).toBe(0);
  });

  describe("the cron job", () => {
    it("evaluates every alerting view and answers a summary", async () => {
      const view = await createView(api, {
        name: "cron",
        apps: ["cron-app"],
        channels: [email({ triggerlimit: 1 })],
      });
      await createView(api, { name: "no alerts", apps: ["cron-app"] });
      const w = Math.floor((await changedAt(view.viewid)) / MIN) * MIN + 3 * MIN;
      await send(account.ingestion_key, [{ line: "x", app: "cron-app", timestamp: w + 5 }]);
      const summary = await runViewAlertEvaluation(env, w + MIN + GRACE_MS);
      expect(summary).toMatchObject({ errors: 0, undecided: 0 });
      expect(summary.fired).toBeGreaterThanOrEqual(1);
      expect(await deliveries(api, "view", view.viewid)).toHaveLength(1);
    });

    it("still visits a view whose channels were all removed, to resolve its open PagerDuty incident", async () => {
      const view = await createView(api, {
        name: "pager removed",
        apps: ["pager-app"],
        channels: [
          {
            integration: "pagerduty",
            key: "pd-routing-key",
            triggerinterval: "1m",
            triggerlimit: 1,
            autoresolve: true,
            autoresolveinterval: "15m",
            autoresolvelimit: 1,
          },
        ],
      });
      const w = Math.floor((await changedAt(view.viewid)) / MIN) * MIN + 3 * MIN;
      await send(account.ingestion_key, [{ line: "x", app: "pager-app", timestamp: w + 5 }]);
      expect(await runViewAlertEvaluation(env, w + MIN + GRACE_MS)).toMatchObject({ errors: 0 });
      const incident = () =>
        env.DB.prepare("SELECT status FROM view_alert_incidents WHERE view_id = ?")
          .bind(view.viewid)
          .first<{ status: string }>();
      expect((await incident())?.status).toBe("open");
      const res = await api.put(`/v1/config/view/${view.viewid}`, {
        name: "pager removed",
        apps: ["pager-app"],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const summary = await runViewAlertEvaluation(env, w + 2 * MIN + GRACE_MS);
      expect(summary).toMatchObject({ errors: 0, resolved: 1 });
      expect((await incident())?.status).toBe("resolved");
    });
  });
});

// ---- usage threshold alerts ----
// The usage-alert job evaluates every usage threshold alert at an injected clock (the safety net for periods
// nobody sent records for: no_data).
describe("usage threshold alerts", () => {
  const MIN = 60_000;
  const DAY = 24 * 60 * MIN;
  // Hour-aligned, as in test/usage-alerts/evaluation.test.ts.
  const NOW = Date.UTC(2026, 0, 5, 12, 5);

  /** A pipeline of a new account with a no_data alert of 30 minutes. */
  async function noDataAlert(name: string) {
    const api = client(await createAccount(name));
    const p = await sourceSinkPipeline(api, "cron");
    const res = await api.post(`/v3/pipeline/${p.pipeline}/usage-threshold-alert`, {
      title: "usage alert",
      traffic_type: "ingress",
      alert_channels: [{ type: "webhook", url: `${env.RECEIVER_URL}/usage-alerts/${p.pipeline}` }],
      no_data: true,
      period_minutes: 30,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { api, pipeline: p.pipeline, alert: res.body.data as Json };
  }

  it("runAlertEvaluation (the cron job) evaluates every alert, of every account", async () => {
    const alerts = [await noDataAlert("usage-cron-a"), await noDataAlert("usage-cron-b")];
    const far = NOW + 400 * DAY;
    const outcome = (await runAlertEvaluation(env, far)) as { usageThreshold: Json };
    expect(outcome.usageThreshold).toMatchObject({ alerts: 2, errors: 0 });
    for (const { api, pipeline, alert } of alerts) {
      const res = await api.get(
        `/v3/pipeline/${pipeline}/usage-threshold-alert/${alert.id}/firing?limit=1000`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual([
        expect.objectContaining({
          condition: "no_data",
          period_end: Math.floor(far / (30 * MIN)) * 30 * MIN,
        }),
      ]);
    }
  });
});
