// Retention, as the Cron Trigger runs it over every account, in one runtime and database of their own: the
// log store's slices (per account's retention_days, with lines timestamped in the future, whole slices in
// bounded runs), export files and dead letters past their time, and the history tables (metrics, firings, the
// delivery log). Each section makes its own accounts and data and is independent of the order of the
// sections: a run's figures for the whole database are asserted only at clocks where no other section's rows
// are due (their lines are within retention at the real time; only the "lines in the future" section runs
// retention weeks ahead, and it checks its own account's slices there).
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../src/db/client";
import { DEAD_LETTER_TTL_MS, expireDeadLetters } from "../../src/delivery/dead-letters";
import { newEvent } from "../../src/engine/events";
import type { Bindings } from "../../src/env";
import worker from "../../src/index";
import {
  HISTORY_DELETE_BATCH,
  HISTORY_KEEP_DAYS,
  runHistoryRetention,
} from "../../src/jobs/history-retention";
import { DROP_BUDGET, runRetention } from "../../src/jobs/retention";
import { logSliceStub } from "../../src/logstore/store";
import { messageFor, pipelineTo } from "../delivery/consumer-support";
import {
  allStoredLines,
  client,
  createAccount,
  exportV1,
  ingest,
  type Json,
  settleLogStore,
  type TestAccount,
} from "../helpers";
import { DAY_MS, exportAll, HOUR_MS, setLayout, slicesOf, usageTotal, walkV2 } from "../logstore/util";
import { liveUsageRow, sourceSinkPipeline } from "../metrics/pipelines";
import { eventually } from "../receiver-client";

// ---- log retention ----
// Retention: the log store's slices go whole once their newest line is past the account's retention_days, a
// bounded number a run; no line past retention is exported; expired export files are deleted from R2.
describe("log retention", () => {
  /** What the account's slices hold, oldest first: stored lines, past retention or not. */
  async function lineTexts(accountId: string): Promise<string[]> {
    return (await allStoredLines(accountId)).map((l) => l.line);
  }

  async function sliceIds(accountId: string): Promise<string[]> {
    const { results } = await env.DB.prepare(
      "SELECT slice FROM log_slices WHERE account_id = ? ORDER BY slice",
    )
      .bind(accountId)
      .all<{ slice: string }>();
    return results.map((r) => r.slice);
  }

  /** One batch per line: each goes to the slice of its own day; then the slices' rows reach the catalog. */
  async function ingestEach(account: TestAccount, lines: { line: string; timestamp: number }[]) {
    for (const line of lines) {
      const res = await ingest(account.ingestion_key, { lines: [line] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await settleLogStore(account.account_id);
  }

  // No other section leaves a slice past retention at the real time: this account's are the only ones due.
  describe("retention drops whole slices", () => {
    it("drops each slice whose newest line is past retention, emptying its object, a bounded number a run", async () => {
      expect(DROP_BUDGET).toBe(200);
      const account = await createAccount("retention-bulk");
      const now = Date.now();
      // Three expired days (three slices) and one of today.
      await ingestEach(account, [
        { line: "old-1", timestamp: now - 40 * DAY_MS },
        { line: "old-2", timestamp: now - 41 * DAY_MS },
        { line: "old-3", timestamp: now - 42 * DAY_MS },
        { line: "new", timestamp: now - 60_000 },
      ]);
      const before = await sliceIds(account.account_id);
      expect(before).toHaveLength(4);

      const first = await runRetention(env, now, 200, 2);
      expect(first).toMatchObject({ slicesDropped: 2, linesDropped: 2, incomplete: true });
      const second = await runRetention(env, now);
      expect(second).toMatchObject({ slicesDropped: 1, linesDropped: 1, incomplete: false });
      expect(await lineTexts(account.account_id)).toEqual(["new"]);
      const after = await sliceIds(account.account_id);
      expect(after).toHaveLength(1);
      // A dropped slice's object is empty: not a row is left of it.
      for (const slice of before.filter((s) => !after.includes(s))) {
        const stub = logSliceStub(env, account.account_id, slice);
        const figures = (await stub.describe()) as { lines: number; chunks: number; databaseSize: number };
        expect(figures).toMatchObject({ lines: 0, chunks: 0 });
        expect(figures.databaseSize).toBeLessThan(64 * 1024);
      }
      const third = await runRetention(env, now);
      expect(third).toMatchObject({ slicesDropped: 0, exportsDeleted: 0, incomplete: false });
    });
  });

  describe("retention per account", () => {
    it("keeps each account's own retention_days; a line past it is never exported", async () => {
      const now = Date.now();
      // Clears what earlier tests left, so the counts below are this test's alone.
      await runRetention(env, now);
      const thirty = await createAccount("retention-30");
      const sixty = await createAccount("retention-60");
      const patched = await client(sixty).patch("/v3/pipeline/account", { retention_days: 60 });
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
      const lines = [
        { line: "1h", timestamp: now - 3_600_000 },
        { line: "10d", timestamp: now - 10 * DAY_MS },
        { line: "40d", timestamp: now - 40 * DAY_MS },
        { line: "70d", timestamp: now - 70 * DAY_MS },
      ];
      for (const a of [thirty, sixty]) await ingestEach(a, lines);

      const outcome = await runRetention(env, now);
      expect(outcome).toMatchObject({ slicesDropped: 3, linesDropped: 3, incomplete: false });
      expect(await lineTexts(thirty.account_id)).toEqual(["10d", "1h"]);
      expect(await lineTexts(sixty.account_id)).toEqual(["40d", "10d", "1h"]);
      // An export asking from long ago still starts at the retention boundary.
      const res = await exportV1(thirty.service_key, `from=${Math.floor((now - 90 * DAY_MS) / 1000)}`);
      expect(res.lines.map((l) => l._line)).toEqual(["10d", "1h"]);
    });

    it("keeps a slice while its newest line is kept, and never exports its lines past retention", async () => {
      const now = Date.now();
      const account = await createAccount("retention-mixed");
      // One batch: the slice of its newest line (1 minute old) holds the 31-day-old one too.
      const res = await ingest(account.ingestion_key, {
        lines: [
          { line: "old", timestamp: now - 31 * DAY_MS },
          { line: "new", timestamp: now - 60_000 },
        ],
      });
      expect(res.body.stored).toBe(2);
      await runRetention(env, now);
      expect(await lineTexts(account.account_id)).toEqual(["old", "new"]);
      const exported = await exportV1(account.service_key, "from=1");
      expect(exported.lines.map((l) => l._line)).toEqual(["new"]);
    });

    it("runs from the Worker's scheduled handler (the Cron Trigger)", async () => {
      const account = await createAccount("retention-cron");
      await ingestEach(account, [
        { line: "old", timestamp: Date.now() - 31 * DAY_MS },
        { line: "new", timestamp: Date.now() - 60_000 },
      ]);
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), env, ctx);
      await waitOnExecutionContext(ctx);
      expect(await lineTexts(account.account_id)).toEqual(["new"]);
    });
  });

  // Found by issue 35's review: retention dropped a slice, then deleted its catalog row unconditionally, while
  // the dropped slice could take a batch in between (acknowledged, then unread: no row). A dropped slice now
  // takes no batch (the writer moves to the next generation) and writes no row.
  describe("a write racing retention's drop", () => {
    it("reads every line acknowledged during the job exactly once, also when a reset cuts the job", async () => {
      const account = await createAccount("retention-race");
      const api = client(account);
      expect(
        (await api.post("/v1/config/ingestion/exclusions", { apps: ["noise"], indexonly: true })).status,
      ).toBe(200);
      const now = Date.now();
      // Today's slice holds only the counters of an index-only batch, and has been quiet for two hours.
      const noise = await ingest(account.ingestion_key, {
        lines: [{ line: "n", app: "noise", timestamp: now }],
      });
      expect(noise.body).toMatchObject({ stored: 0, excluded: [0] });
      await settleLogStore(account.account_id);
      const [empty] = await slicesOf(account.account_id);
      expect(empty).toMatchObject({ lines: 0, gen: 0 });
      await env.DB.prepare("UPDATE log_slices SET updated_at = ? WHERE account_id = ?")
        .bind(now - 2 * 3_600_000, account.account_id)
        .run();

      // Batches of today arrive while the job runs: right after the slice was emptied, before its row goes.
      const sent: string[] = [];
      const race = async (tag: string) => {
        const lines = Array.from({ length: 5 }, (_, i) => ({
          line: `${tag}-${i}`,
          app: "web",
          timestamp: now + i,
        }));
        const res = await ingest(account.ingestion_key, { lines });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        sent.push(...lines.map((l) => l.line));
      };
      let cut = false;
      const ns = env.LOG_SLICE;
      const racing = {
        ...env,
        LOG_SLICE: {
          idFromName: (name: string) => ns.idFromName(name),
          get: (id: DurableObjectId) => {
            const stub = ns.get(id);
            return {
              drop: async () => {
                await stub.drop();
                await race(cut ? "during the second run" : "during the first run");
                // The first run is cut here, before the row's deletion (a reset): the next run finishes it.
                if (!cut) {
                  cut = true;
                  throw new Error("reset after the drop");
                }
              },
            };
          },
        },
      } as unknown as typeof env;
      await runRetention(racing, now);
      await runRetention(racing, now);
      await settleLogStore(account.account_id);
      const slices = await slicesOf(account.account_id);
      expect(slices.map((s) => s.gen)).toEqual([1]);
      const exported = (await exportAll(account, "from=1")).map((l) => String(l._line));
      expect(exported.sort()).toEqual([...sent].sort());
      expect(await usageTotal(account.account_id)).toMatchObject({ lines: 11, stored: 10 });
    });
  });

  describe("retention of export files", () => {
    it("deletes export files whose links have expired and keeps the others", async () => {
      const account = await createAccount("retention-exports");
      const now = Date.now();
      const jobs = [
        { id: crypto.randomUUID(), expiresAt: now - 1 },
        { id: crypto.randomUUID(), expiresAt: now - 7 * DAY_MS },
        { id: crypto.randomUUID(), expiresAt: now + DAY_MS },
      ];
      for (const job of jobs) {
        const key = `exports/${account.account_id}/${job.id}.jsonl`;
        await env.DB.prepare(
          `INSERT INTO export_jobs (id, account_id, params, email, status, line_count, object_key, expires_at)
           VALUES (?, ?, '{}', 'ops@example.com', 'done', 1, ?, ?)`,
        )
          .bind(job.id, account.account_id, key, job.expiresAt)
          .run();
        await env.EXPORTS.put(key, '{"_line":"x"}\n');
      }

      const outcome = await runRetention(env, now);
      expect(outcome.exportsDeleted).toBe(2);
      for (const job of jobs) {
        const key = `exports/${account.account_id}/${job.id}.jsonl`;
        const object = await env.EXPORTS.head(key);
        const row = await env.DB.prepare("SELECT object_key FROM export_jobs WHERE id = ?")
          .bind(job.id)
          .first<{ object_key: string | null }>();
        if (job.expiresAt < now) {
          expect(object, key).toBeNull();
          expect(row?.object_key).toBeNull();
        } else {
          expect(object, key).not.toBeNull();
          expect(row?.object_key).toBe(key);
        }
      }
      // Nothing is left to do on the next run.
      expect((await runRetention(env, now)).exportsDeleted).toBe(0);
    });
  });
});

// ---- lines in the future ----
// Retention and export with lines timestamped in the future, batches mixing old and new lines (a batch goes
// whole to its newest line's slice), a batch entirely past retention, and a batch whose every line an
// index-only exclusion kept out (a slice with counters and no line).
describe("lines in the future", () => {
  const texts = async (accountId: string) => (await allStoredLines(accountId)).map((l) => l.line);

  describe("lines in the future and lines past retention", () => {
    const now = Date.now();
    let account: TestAccount;

    it("stores a mixed batch in its newest line's slice and exports only what is in range and retention", async () => {
      account = await createAccount("logstore-future");
      // Hourly slices: each batch below its own slice, whatever the time of day.
      await setLayout(account.account_id, 1, 1);
      const send = async (lines: { line: string; timestamp: number }[]) => {
        const res = await ingest(account.ingestion_key, { lines });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.stored).toBe(lines.length);
      };
      await send([{ line: "future 2d", timestamp: now + 2 * DAY_MS }]);
      await send([{ line: "future 3h", timestamp: now + 3 * HOUR_MS }]);
      await send([
        { line: "old 40d", timestamp: now - 40 * DAY_MS },
        { line: "soon 1h", timestamp: now + HOUR_MS },
        { line: "recent 1h", timestamp: now - HOUR_MS },
      ]);
      await send([{ line: "ancient 45d", timestamp: now - 45 * DAY_MS }]);
      // Every line is counted (usage counts what was accepted, whatever its time).
      expect(await usageTotal(account.account_id)).toMatchObject({ lines: 6, stored: 6 });
      // The mixed batch is in the slice of its newest line ("soon 1h"), with the 40-day-old line.
      const mixed = (await slicesOf(account.account_id)).find((s) => s.lines === 3);
      expect(mixed).toMatchObject({ first_ts: now - 40 * DAY_MS, last_ts: now + HOUR_MS });

      // To now (the default): the future is left out; from is the retention boundary whatever is asked.
      expect((await exportAll(account)).map((l) => l._line)).toEqual(["recent 1h"]);
      expect((await exportAll(account, "from=1")).map((l) => l._line)).toEqual(["recent 1h"]);
      const ahead = `to=${now + 3 * DAY_MS}`;
      const want = ["recent 1h", "soon 1h", "future 3h", "future 2d"];
      expect((await exportAll(account, ahead)).map((l) => l._line)).toEqual(want);
      expect((await exportAll(account, `${ahead}&from=1`)).map((l) => l._line)).toEqual(want);
      expect((await exportAll(account, `${ahead}&prefer=tail`)).map((l) => l._line)).toEqual(
        [...want].reverse(),
      );
      expect((await walkV2(account, `${ahead}&size=1`)).lines.map((l) => l._line)).toEqual(want);
      expect((await walkV2(account, `${ahead}&size=1&prefer=tail`)).lines.map((l) => l._line)).toEqual(
        [...want].reverse(),
      );
      // A range wholly past retention is empty (from is clamped beyond to), not an error.
      expect(await exportAll(account, `from=${now - 50 * DAY_MS}&to=${now - 35 * DAY_MS}`)).toEqual([]);
      // Only the future, in seconds.
      const futureOnly = `from=${Math.floor((now + 2 * HOUR_MS) / 1000)}&to=${Math.floor((now + 3 * DAY_MS) / 1000)}`;
      expect((await exportAll(account, futureOnly)).map((l) => l._line)).toEqual(["future 3h", "future 2d"]);
    });

    it("retention drops the slice past retention, keeps the others while they are written within it", async () => {
      // Today: only the slice whose newest line is 45 days old.
      const today = await runRetention(env, now);
      expect(today).toMatchObject({ slicesDropped: 1, linesDropped: 1 });
      expect(await texts(account.account_id)).toEqual([
        "old 40d",
        "recent 1h",
        "soon 1h",
        "future 3h",
        "future 2d",
      ]);
      // In 29 days: every slice was written within retention. (Runs this far ahead drop other sections' slices
      // too: what they leave is asserted for this account.)
      const kept = await slicesOf(account.account_id);
      expect(kept).toHaveLength(3);
      await runRetention(env, now + 29 * DAY_MS);
      expect(await slicesOf(account.account_id)).toEqual(kept);
      // In 31 days: the slices whose newest line is past retention go; so does the slice of "future 2d", whose
      // line is then 29 days old: a slice not written for retention_days goes whatever its lines' times
      // (src/jobs/retention.ts: "a line timestamped in the future does not keep its slice forever"). A line
      // timestamped ahead is kept retention_days from its arrival, not from its time.
      const later = await runRetention(env, now + 31 * DAY_MS);
      expect(later.slicesDropped).toBeGreaterThanOrEqual(3);
      expect(later.linesDropped).toBeGreaterThanOrEqual(5);
      expect(await texts(account.account_id)).toEqual([]);
      expect(await slicesOf(account.account_id)).toEqual([]);
      // Usage is not touched by dropping lines.
      expect(await usageTotal(account.account_id)).toMatchObject({ lines: 6, stored: 6 });
    });

    it("a slice holding only the counters of an index-only batch goes after an hour, its counters applied once", async () => {
      const excluded = await createAccount("logstore-future-excluded");
      const rule = await client(excluded).post("/v1/config/ingestion/exclusions", {
        apps: ["noisy"],
        indexonly: true,
      });
      expect(rule.status, JSON.stringify(rule.body)).toBe(200);
      const res = await ingest(excluded.ingestion_key, {
        lines: [
          { line: "n1", app: "noisy", timestamp: now - 60_000 },
          { line: "n2", app: "noisy", timestamp: now - 50_000 },
        ],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ stored: 0, excluded: [0, 1] });
      const [slice] = await slicesOf(excluded.account_id);
      expect(slice).toMatchObject({ lines: 0, first_ts: null, last_ts: null });
      const usage = await usageTotal(excluded.account_id);
      expect(await runRetention(env, now)).toMatchObject({ slicesDropped: 0 });
      expect(await runRetention(env, now + 2 * HOUR_MS)).toMatchObject({ slicesDropped: 1, linesDropped: 0 });
      expect(await slicesOf(excluded.account_id)).toEqual([]);
      expect(await usageTotal(excluded.account_id)).toEqual(usage);
      expect(usage).toMatchObject({ lines: 2, stored: 0 });
    });
  });
});

// ---- history retention ----
// Retention of usage metrics, alert firings and the notification log: rows older than HISTORY_KEEP_DAYS go in
// bounded batches, recent rows stay, and so does whatever an alert's evaluation still needs (pending firings,
// firings it may produce again); the metric rows of a deleted pipeline go, other accounts' rows stay.
describe("history retention", () => {
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
      const attemptsLeft = await all<{ delivery_id: string }>(
        "SELECT delivery_id FROM notification_attempts",
      );
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
});

// ---- dead letters ----
// Dead letters past their 14 days: the retention job's pass removes rows, objects and the destination's
// count, in every account (the delivery queue's other edges: test/delivery/consumer-faults.test.ts).
describe("dead letters", () => {
  it("dead letters past 14 days are removed with their events and leave the destination's count", async () => {
    const path = `/refuse-9/${crypto.randomUUID()}`;
    const at = await pipelineTo(path);
    await env.DELIVERY_QUEUE.send(
      messageFor(at, `old-${crypto.randomUUID()}`, [newEvent({ n: 1 }, Date.now())]),
      {
        contentType: "v8",
      },
    );
    const statusOf = async () =>
      (await at.api.get(`/v3/pipeline/${at.pipelineId}/sink/${at.sinkId}/delivery`)).body.data as Json;
    await eventually(statusOf, (s) => s.dead_letter_events === 1);
    const [row] = (await at.api.get(`/v3/pipeline/${at.pipelineId}/sink/${at.sinkId}/dead-letter`)).body
      .data as Json[];
    const db = createDb(env.DB);
    // Not yet: nothing goes before its time.
    expect(await expireDeadLetters(env as unknown as Bindings, db, Date.now())).toBe(0);
    const removed = await expireDeadLetters(
      env as unknown as Bindings,
      db,
      Date.now() + DEAD_LETTER_TTL_MS + 1,
    );
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(
      (await at.api.get(`/v3/pipeline/${at.pipelineId}/sink/${at.sinkId}/dead-letter`)).body.data,
    ).toEqual([]);
    expect((await env.DELIVERIES.list({ prefix: `dead/${at.accountId}/` })).objects).toEqual([]);
    expect(await statusOf()).toMatchObject({ dead_letter_events: 0 });
    expect(row.events).toBe(1);
  });
});
