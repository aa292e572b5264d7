// Pull sources run for real: publish starts a PullSourceObject per source, its alarm pulls a batch and
// runs it through the published revision, the cursor moves only once the deliveries are queued; the
// delivery queue's consumer delivers them afterwards (and retries them), so the tests wait for them. The
// Cron Trigger's sweep, which starts every account's sources, is in test/jobs/jobs.isolated.test.ts.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error, ingest, type Json, type TestAccount } from "../helpers";
import { eventually, receivedWhen } from "../receiver-client";
import {
  eventsOf,
  httpSink,
  publishedPullPipeline,
  pullObject,
  pullPipeline,
  receivedEvents,
  receivedSettled,
} from "./helpers";

let account: TestAccount;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  account = await createAccount("pull");
  api = client(account);
});

const status = async (p: string, s: string) => {
  const res = await api.get(`/v3/pipeline/${p}/source/${s}/pull-status`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
};

describe("demo-logs", () => {
  it("generates lines of its format at its interval, delivered into the log store", async () => {
    const { p, source } = await publishedPullPipeline(
      api,
      { type: "demo-logs", user_config: { format: "apache_common", interval_ms: 60_000 } },
      { type: "log-analysis", user_config: { app: "demo-common", hostname: "demo", line_field: ".line" } },
    );
    const stub = pullObject(p, source);
    // Publish started the object: its alarm is set, and the first tick generates the line due at start.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const first = await status(p, source);
    expect(first).toMatchObject({ running: true, events_pulled: 1, last_error: null, type: "demo-logs" });
    // Five intervals later (an injected clock): five more lines, each with its own timestamp.
    const startedAt = Date.parse(first.last_run_at);
    await stub.tick(startedAt + 5 * 60_000 + 10);
    // The lines carry the injected clock's times: read up to then.
    const page = await api.get(`/v2/export?apps=demo-common&size=100&to=${startedAt + 3_600_000}`);
    expect(page.status).toBe(200);
    const lines = page.body.lines as Json[];
    expect(lines).toHaveLength(6);
    for (const l of lines)
      expect(l._line).toMatch(
        /^\d+\.\d+\.\d+\.\d+ - \S+ \[\d\d\/\w{3}\/\d{4}:\d\d:\d\d:\d\d \+0000\] "[A-Z]+ \S+ HTTP\/1\.1" \d{3} \d+$/,
      );
    const stamps = lines.map((l) => l._ts as number).sort((a, b) => a - b);
    expect(stamps.slice(1).map((t, i) => t - stamps[i])).toEqual([60_000, 60_000, 60_000, 60_000, 60_000]);
    expect(new Set(lines.map((l) => l._line)).size).toBe(6);
    expect(await status(p, source)).toMatchObject({ events_pulled: 6 });
  });

  it("generates every format, json as objects", async () => {
    const patterns: Record<string, RegExp> = {
      apache_combined: /^\S+ - \S+ \[[^\]]+\] "[A-Z]+ \S+ HTTP\/1\.1" \d{3} \d+ "[^"]*" "[^"]*"$/,
      apache_error:
        /^\[\w{3} \w{3} \d\d \d\d:\d\d:\d\d\.\d{6} \d{4}\] \[[a-z_]+:[a-z]+\] \[pid \d+:tid \d+\] \[client \S+\] .+$/,
      syslog: /^<\d+>1 \d{4}-\d\d-\d\dT\S+Z \S+ \S+ \d+ ID\d+ - .+$/,
      bsd_syslog: /^<\d+>\w{3} [ \d]\d \d\d:\d\d:\d\d \S+ \S+\[\d+\]: .+$/,
      nginx: /^\S+ - \S+ \[[^\]]+\] "[A-Z]+ \S+ HTTP\/1\.1" \d{3} \d+ "[^"]*" "[^"]*" "-"$/,
    };
    // Every format's source runs first; then each one's deliveries are awaited.
    for (const [format] of Object.entries(patterns)) {
      const path = `/pull/demo-${format}/`;
      const { p, source } = await publishedPullPipeline(
        api,
        { type: "demo-logs", user_config: { format, interval_ms: 60_000 } },
        httpSink(path),
        format,
      );
      await pullObject(p, source).tick(Date.now() + 3 * 60_000);
    }
    const { p, source } = await publishedPullPipeline(
      api,
      { type: "demo-logs", user_config: { format: "json", interval_ms: 60_000 } },
      httpSink("/pull/demo-json/"),
      "json",
    );
    await pullObject(p, source).tick(Date.now() + 60_000);
    // Every path's deliveries awaited at once, each until it has them and for the settling time after.
    const delivered = await Promise.all([
      ...Object.keys(patterns).map((format) => receivedEvents(`/pull/demo-${format}/`, 3)),
      receivedEvents("/pull/demo-json/", 1),
    ]);
    for (const [i, [format, pattern]] of Object.entries(patterns).entries()) {
      const events = delivered[i].flat();
      expect(events.length, format).toBeGreaterThanOrEqual(3);
      for (const e of events) expect(e.line, format).toMatch(pattern);
    }
    const [event] = (delivered.at(-1) ?? []).flat();
    expect(event).toMatchObject({
      method: expect.any(String),
      status: expect.any(Number),
      host: expect.any(String),
    });
  });

  it("catches up at most one batch after a long sleep and skips the rest", async () => {
    const { p, source } = await publishedPullPipeline(
      api,
      { type: "demo-logs", user_config: { format: "syslog", interval_ms: 100 } },
      { type: "blackhole" },
      "catch-up",
    );
    const stub = pullObject(p, source);
    await stub.tick(Date.now() + 3_600_000); // an hour asleep: 36,000 lines were due
    const after = await status(p, source);
    expect(after.events_pulled).toBe(1000);
    // Caught up: the next alarm is the idle one (about a second), not a burst to catch up.
    expect(Date.parse(after.next_run_at) - Date.parse(after.last_run_at)).toBeGreaterThanOrEqual(1000);
  });
});

describe("log-analysis", () => {
  it("delivers new matching lines of the account's log store, after the source started", async () => {
    await ingest(account.ingestion_key, { lines: [{ line: "before start", app: "orders", level: "error" }] });
    const path = "/pull/la-1/";
    const { p, source } = await publishedPullPipeline(
      api,
      { type: "log-analysis", user_config: { apps: ["orders"], query: "level:error -ignored" } },
      httpSink(path),
    );
    const sent = await ingest(account.ingestion_key, {
      lines: [
        { line: "order 1 failed", app: "orders", level: "error", meta: { order: 1 } },
        { line: "order 2 ok", app: "orders", level: "info" },
        { line: "order 3 failed but ignored", app: "orders", level: "error" },
        { line: "other app failed", app: "billing", level: "error" },
        { line: "order 4 failed", app: "orders", level: "error" },
      ],
    });
    expect(sent.status).toBe(200);
    expect(await runDurableObjectAlarm(pullObject(p, source))).toBe(true);
    const events = (await receivedEvents(path, 2)).flat();
    expect(events.map((e) => e._line)).toEqual(["order 1 failed", "order 4 failed"]);
    expect(events[0]).toMatchObject({ _app: "orders", _host: "web-1", level: "ERROR", order: 1 });
    // Nothing new: no delivery.
    await pullObject(p, source).tick();
    expect(await receivedSettled(path)).toHaveLength(1);
    expect(await status(p, source)).toMatchObject({ events_pulled: 2, last_error: null, running: true });
  });

  it("moves the cursor once the events are queued; a failed delivery is retried with the same events, once", async () => {
    const path = "/pull/fail-1/la-2/";
    // Retries through the delivery queue (their first delay is 0 s in the tests).
    const { p, source, sink } = await publishedPullPipeline(
      api,
      { type: "log-analysis", user_config: { apps: ["retry"] } },
      httpSink(path, 3),
    );
    await ingest(account.ingestion_key, {
      lines: [
        { line: "r1", app: "retry" },
        { line: "r2", app: "retry" },
      ],
    });
    const stub = pullObject(p, source);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    // The run queued its deliveries: the source is done with these events, whatever the destination does.
    expect(await status(p, source)).toMatchObject({ running: true, last_error: null, events_pulled: 2 });
    const attempts = await receivedWhen(path, 2);
    expect(attempts.map((a) => a.status)).toEqual([503, 200]);
    expect(attempts[1].body).toBe(attempts[0].body);
    expect(eventsOf(attempts[1]).map((e) => e._line)).toEqual(["r1", "r2"]);
    const delivery = await eventually(
      async () => (await api.get(`/v3/pipeline/${p}/sink/${sink}/delivery`)).body.data as Json,
      (d) => d.delivered_events === 2 && d.retrying_events === 0,
    );
    expect(delivery).toMatchObject({ dead_letter_events: 0, last_error: { status: 503 } });
    // The cursor moved: the next tick delivers nothing again.
    await stub.tick();
    expect(await receivedSettled(path)).toHaveLength(2);
  });

  it("stops with a malformed query and says why", async () => {
    const { p, source } = await publishedPullPipeline(
      api,
      { type: "log-analysis", user_config: { query: "(app:x" } },
      { type: "blackhole" },
    );
    const s = await status(p, source);
    expect(s).toMatchObject({ running: false, stopped_reason: expect.stringMatching(/config/) });
    expect(s.last_error).toMatch(/Invalid query/);
  });
});

describe("pipeline-data-restoration", () => {
  it("replays the stored lines of its range once, in batches, then finishes", async () => {
    const base = Date.now() - 3_600_000;
    const lines = Array.from({ length: 1205 }, (_, i) => ({
      line: `restore ${i}`,
      app: "restore",
      timestamp: base + i,
    }));
    lines.push({ line: "too late", app: "restore", timestamp: base + 10_000 });
    expect((await ingest(account.ingestion_key, { lines })).status).toBe(200);
    const path = "/pull/restore/";
    const { p, source } = await publishedPullPipeline(
      api,
      {
        type: "pipeline-data-restoration",
        user_config: { from: base, to: base + 5_000, query: "app:restore" },
      },
      { ...httpSink(path), user_config: { ...httpSink(path).user_config, batch: { max_events: 10_000 } } },
    );
    const stub = pullObject(p, source);
    // The object's own alarms fire too (250 ms after a full batch): status() waits for a running tick.
    for (let i = 0; i < 20 && !(await status(p, source)).finished; i++) await runDurableObjectAlarm(stub);
    const batches = await receivedEvents(path, 1205);
    // The source's batches (1000, then 205) are queued one by one; the consumer may send both in one
    // request (the destination's max_events is above their sum), never a batch split.
    expect([[1000, 205], [1205]]).toContainEqual(batches.map((b) => b.length));
    expect(batches.flat().map((e) => e._line)).toEqual(lines.slice(0, 1205).map((l) => l.line));
    expect(await status(p, source)).toMatchObject({ finished: true, running: false, events_pulled: 1205 });
    // Finished means finished: a start does not replay it again.
    await stub.start({ accountId: account.account_id, pipelineId: p, sourceId: source });
    expect(await runDurableObjectAlarm(stub)).toBe(false);
    expect(await receivedSettled(path)).toHaveLength(batches.length);
  });
});

describe("stopping", () => {
  it("stops when the published revision no longer has the source, and when the pipeline is deleted", async () => {
    // Two chains: demo (json) -> blackhole, demo (nginx) -> blackhole.
    const { p, source, sink } = await publishedPullPipeline(
      api,
      { type: "demo-logs", user_config: { format: "json" } },
      { type: "blackhole" },
    );
    const other = (
      await api.post(`/v3/pipeline/${p}/source`, { type: "demo-logs", user_config: { format: "nginx" } })
    ).body.data.id as string;
    expect((await api.post(`/v3/pipeline/${p}/sink`, { type: "blackhole", inputs: [other] })).status).toBe(
      200,
    );
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    // The first chain leaves the draft, and the next revision.
    expect((await api.delete(`/v3/pipeline/${p}/sink/${sink}`)).status).toBeLessThan(300);
    expect((await api.delete(`/v3/pipeline/${p}/source/${source}`)).status).toBeLessThan(300);
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    const stub = pullObject(p, source);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await runDurableObjectAlarm(stub)).toBe(false);
    const state = await runInDurableObject(stub, (_o, st) =>
      st.storage.sql.exec<{ stopped_reason: string }>("SELECT stopped_reason FROM pull_state").one(),
    );
    expect(state.stopped_reason).toMatch(/does not have this source/);

    expect((await status(p, other)).running).toBe(true);
    const otherStub = pullObject(p, other);
    expect((await api.delete(`/v3/pipeline/${p}`)).status).toBeLessThan(300);
    expect(await runDurableObjectAlarm(otherStub)).toBe(true);
    expect(await runDurableObjectAlarm(otherStub)).toBe(false);
    const rows = await runInDurableObject(otherStub, (_o, st) =>
      st.storage.sql.exec("SELECT * FROM pull_state").toArray(),
    );
    expect(rows).toEqual([]);
  });
});

describe("publish", () => {
  it("publishes kafka and event-hub sources deployed saas (they run here) and leaves local ones to the edge", async () => {
    const kafka = {
      type: "kafka",
      user_config: { brokers: [{ host: "broker-1", port: 9093 }], topics: ["events"], group_id: "g" },
    };
    const hub = {
      type: "cloud-event-hub",
      user_config: { namespace: "ns", event_hub: "hub", connection_string: "Endpoint=sb://ns/;Key=x" },
    };
    const { p, source } = await pullPipeline(api, kafka, { type: "blackhole" }, "kafka");
    const hubNode = (await api.post(`/v3/pipeline/${p}/source`, hub)).body.data.id as string;
    expect((await api.post(`/v3/pipeline/${p}/sink`, { type: "blackhole", inputs: [hubNode] })).status).toBe(
      200,
    );
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    expect(await status(p, source)).toMatchObject({ running: true, type: "kafka" });
    expect(await status(p, hubNode)).toMatchObject({ running: true, type: "cloud-event-hub" });

    // Deployed local, the same sources publish.
    const local = await pullPipeline(
      api,
      { ...kafka, deploy_type: "local" },
      { type: "blackhole" },
      "kafka-local",
    );
    const localHub = (await api.post(`/v3/pipeline/${local.p}/source`, { ...hub, deploy_type: "local" })).body
      .data.id;
    await api.post(`/v3/pipeline/${local.p}/sink`, { type: "blackhole", inputs: [localHub] });
    expect((await api.post(`/v3/pipeline/${local.p}/publish`)).status).toBe(200);
    // Local sources run on the customer's edge: no object runs them here.
    expect(await status(local.p, local.source)).toMatchObject({
      running: false,
      stopped_reason: expect.stringMatching(/local/),
    });
    expect(await runDurableObjectAlarm(pullObject(local.p, local.source))).toBe(false);
  });
});

describe("pull-status", () => {
  it("answers 404 for another account's pipeline or an unknown source, 409 for a push source", async () => {
    const { p, source } = await publishedPullPipeline(
      api,
      { type: "demo-logs", user_config: { format: "json" } },
      { type: "blackhole" },
    );
    const stranger = client(await createAccount("stranger"));
    expectV3Error(await stranger.get(`/v3/pipeline/${p}/source/${source}/pull-status`), 404, "ENOTFOUND");
    expectV3Error(
      await api.get(`/v3/pipeline/${p}/source/${crypto.randomUUID()}/pull-status`),
      404,
      "ENOTFOUND",
    );
    const push = (
      await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "json" } })
    ).body.data.id;
    expectV3Error(await api.get(`/v3/pipeline/${p}/source/${push}/pull-status`), 409, "ECONFLICT");
    expectV3Error(await api.get(`/v3/pipeline/${p}/source/not-a-uuid/pull-status`), 400, "EVALIDATION");
    const res = await api.get(`/v3/pipeline/${p}/source/${source}/pull-status`);
    expect(res.body).toMatchObject({
      meta: { type: "pull-source-status" },
      data: {
        pipeline_id: p,
        source_id: source,
        type: "demo-logs",
        running: true,
        finished: false,
        events_pulled: 0,
      },
    });
  });
});
