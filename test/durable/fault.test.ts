// Fault test: ingestion under concurrent senders while ingestion suspension flips on and off and the
// Durable Objects on the path (the account's ingestion state, the reduction rule's state and the log store's
// slices the batches are written to) are aborted (restarted) at fixed points of the run. Senders behave like real
// agents: a batch that is refused (suspended, 429, 5xx) is sent again until it is acknowledged. What must
// hold whatever the interleaving: every line of an acknowledged batch is stored exactly once, a refused or
// failed attempt stores nothing, and live events a throttle admitted reach the destination exactly once.
// Aborts happen after every N acknowledged batches (not on a timer), and nothing asserts on timing.
// An object is aborted with runInDurableObject(stub, (_, state) => state.abort()): the call rejects with
// the abort's reason, calls in flight fail with `durableObjectReset`, and a new stub reaches a new instance
// (workerd logs "uncaught exception ... outputGateBroken" for each abort; the harness sees no error).
// Requests go through workerFetch (test/helpers.ts): the Worker's own fetch handler in this isolate,
// without SELF's per-request cost that grows with every request of a file (4 s instead of 16 s here), and
// with the per-key rate limits off; a 429 would be retried like any refusal.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { forgetIngestRules } from "../../src/api/ingestion/rules-cache";
import { reduceBatch, reductionStateStub } from "../../src/api/reduction/apply";
import { activeIngestRules } from "../../src/api/reduction/store";
import { createDb } from "../../src/db/client";
import { deliveryLedgerStub } from "../../src/durable/delivery-ledger";
import { ingestionStateOf } from "../../src/durable/ingestion-state";
import { throttleStub } from "../../src/durable/throttle";
import { keyCache } from "../../src/http/auth";
import { toRecords } from "../../src/logstore/lines";
import { logSliceStub } from "../../src/logstore/store";
import {
  allStoredLines,
  client,
  createAccount,
  type Json,
  settleLogStore,
  type TestAccount,
  workerFetch,
} from "../helpers";
import { eventually, type ReceivedRequest, receivedWhen } from "../receiver-client";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: Json;
}

/** One HTTP exchange with the Worker; a transport failure is status 0 (the sender retries it). */
async function send(
  path: string,
  headers: Record<string, string>,
  body?: unknown,
  method = "POST",
): Promise<Answer> {
  try {
    const res = await workerFetch(`https://api.test${path}`, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: Json = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { raw: text };
    }
    return { status: res.status, body: parsed };
  } catch (err) {
    return { status: 0, body: { error: String(err) } };
  }
}

/** A component's events in, out and dropped, summed over its minutes. */
async function usageOf(pipelineId: string, componentId: string) {
  return env.DB.prepare(
    `SELECT sum(events_in) AS i, sum(events_out) AS o, sum(events_dropped) AS d
       FROM component_usage WHERE pipeline_id = ? AND component_id = ?`,
  )
    .bind(pipelineId, componentId)
    .first<{ i: number; o: number; d: number }>();
}

/** Aborts a Durable Object (the next call reaches a fresh instance); true when the abort took place. */
async function abortObject(stub: DurableObjectStub, reason: string): Promise<boolean> {
  try {
    await runInDurableObject(stub, (_instance, state) => state.abort(reason));
    return false;
  } catch (err) {
    // runInDurableObject rejects with the abort's reason: the instance is gone.
    return String(err).includes(reason);
  }
}

/** Waits (polling, no timing assumption) until `ready` holds. */
async function until(ready: () => boolean) {
  while (!ready()) await sleep(2);
}

const retryable = (status: number) => status === 0 || status === 429 || status >= 500;

describe("fault: log ingestion while suspension flips and Durable Objects restart", () => {
  const CLIENTS = 6;
  const BATCHES = 40;
  const LINES = 50;
  /** An abort every this many acknowledged batches, alternating between the objects. */
  const ABORT_EVERY = 12;
  /** Acknowledged batches between two suspensions, and refusals seen before resuming. */
  const RUN_BETWEEN_SUSPENSIONS = 40;
  const REFUSALS_PER_SUSPENSION = 12;

  it("stores every line of every acknowledged batch exactly once, and nothing of a refused attempt", async () => {
    const account: TestAccount = await createAccount("fault-logs");
    const api = client(account);
    // A dedupe rule on the line's unique id: the way a sender makes at-least-once delivery exactly-once,
    // and the reason the reduction rule's Durable Object (NODE_STATE) is on every request's path.
    const rule = await api.post("/v1/config/reduction-rules", {
      action: "dedupe",
      apps: ["fault"],
      dedupe_fields: ["meta.id"],
      dedupe_window_seconds: 3600,
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    // Four shards: the batches (all of today's bucket) spread over up to four slices, each aborted in turn.
    await env.DB.prepare("UPDATE accounts SET log_shards = 4 WHERE id = ?").bind(account.account_id).run();
    // A new stub per abort: a stub whose object was aborted stays broken, a new one reaches a new instance.
    const stateStub = () => ingestionStateOf(env, account.account_id) as unknown as DurableObjectStub;
    const ruleStub = () => reductionStateStub(env, rule.body.id) as unknown as DurableObjectStub;
    const accountSlices = async () =>
      (
        await env.DB.prepare("SELECT slice FROM log_slices WHERE account_id = ? ORDER BY slice")
          .bind(account.account_id)
          .all<{ slice: string }>()
      ).results.map((r) => r.slice);
    const sliceStub = (slice: string) =>
      logSliceStub(env, account.account_id, slice) as unknown as DurableObjectStub;

    const stats = {
      batches: CLIENTS * BATCHES,
      attempts: 0,
      acknowledged: 0,
      refusedSuspended: 0,
      failedRetried: 0,
      rateLimited: 0,
      suspensions: 0,
      managementRetries: 0,
      abortsPerformed: 0,
      abortsAttempted: 0,
      sliceAborts: 0,
    };
    /** Per batch ("c3-b17"), the attempt that was acknowledged and its answer. */
    const acked = new Map<string, { attempt: number; body: Json }>();
    const unexpected: string[] = [];
    const aborts: Promise<void>[] = [];
    let done = false;

    const abortNext = () => {
      const n = stats.abortsAttempted++;
      if (n % 3 === 2) {
        // One of the account's slices, in turn: a write in flight fails with a reset (and is called once more
        // on a new instance), a write whose flush to D1 was cut off leaves its counters to the next flush.
        aborts.push(
          accountSlices().then(async (slices) => {
            if (slices.length === 0) return;
            const slice = slices[Math.floor(n / 3) % slices.length];
            if (await abortObject(sliceStub(slice), `fault test abort ${n} (log-slice ${slice})`)) {
              stats.abortsPerformed++;
              stats.sliceAborts++;
            }
          }),
        );
        return;
      }
      const [stub, name] = n % 3 === 0 ? [stateStub, "ingestion-state"] : [ruleStub, "reduction-node-state"];
      aborts.push(
        abortObject(stub(), `fault test abort ${n} (${name})`).then((ok) => {
          if (ok) stats.abortsPerformed++;
        }),
      );
    };

    const ingestHeaders = { apikey: account.ingestion_key };
    const sender = async (c: number) => {
      for (let b = 0; b < BATCHES; b++) {
        // The second half waits for the first suspension: senders faster than the operator's two steps would
        // otherwise be done before it.
        if (b === BATCHES / 2) await until(() => stats.suspensions > 0);
        const batch = `c${c}-b${b}`;
        for (let attempt = 1; ; attempt++) {
          const lines = Array.from({ length: LINES }, (_, i) => ({
            line: `fault line ${batch}-l${i} attempt ${attempt}`,
            app: "fault",
            meta: { id: `${batch}-l${i}`, batch, attempt },
          }));
          stats.attempts++;
          const res = await send(`/logs/ingest?hostname=fault-${c}`, ingestHeaders, { lines });
          if (res.status === 200) {
            acked.set(batch, { attempt, body: res.body });
            stats.acknowledged++;
            if (stats.acknowledged % ABORT_EVERY === 0) abortNext();
            break;
          }
          if (res.status === 403 && res.body.code === "EINGESTIONSUSPENDED") stats.refusedSuspended++;
          else if (res.status === 429) stats.rateLimited++;
          else if (retryable(res.status)) stats.failedRetried++;
          else {
            unexpected.push(`${batch} attempt ${attempt}: ${res.status} ${JSON.stringify(res.body)}`);
            break;
          }
          await sleep(res.status === 403 ? 5 : 1);
        }
      }
    };

    // The management side: the two-step suspend and resume, each step retried like a careful operator.
    const management = (path: string, body?: unknown, method = "POST") =>
      send(path, { authorization: `Token ${account.service_key}` }, body, method);
    const suspend = async () => {
      for (;;) {
        const requested = await management("/v1/config/ingestion/suspend");
        if (requested.status !== 200) {
          stats.managementRetries++;
          continue;
        }
        // Every other time, the object restarts between the two steps: the token lives in its storage.
        if (stats.suspensions % 2 === 1) {
          stats.abortsAttempted++;
          if (await abortObject(stateStub(), "fault test abort (between steps)")) stats.abortsPerformed++;
        }
        for (;;) {
          const confirmed = await management("/v1/config/ingestion/suspend/confirm", {
            token: requested.body.token,
          });
          if (confirmed.status === 200) return;
          stats.managementRetries++;
          if (retryable(confirmed.status)) continue;
          // 400: the token was consumed by a confirmation whose answer was lost, or is stale.
          const status = await management("/v1/config/ingestion/status", undefined, "GET");
          if (status.status === 200 && status.body.isIngesting === false) return;
          break;
        }
      }
    };
    const resume = async () => {
      for (;;) {
        const res = await management("/v1/config/ingestion/resume");
        if (res.status === 200) return;
        stats.managementRetries++;
      }
    };
    const flipper = async () => {
      let next = RUN_BETWEEN_SUSPENSIONS;
      for (;;) {
        await until(() => done || stats.acknowledged >= next);
        if (done) return;
        await suspend();
        // What every isolate has done within 10 s of a suspension (ingestion's caches of the key and the rules,
        // src/api/ingestion/rules-cache.ts), done at once: senders faster than that bound would otherwise be
        // done before any batch met the suspension.
        keyCache.dropAccount(account.account_id);
        forgetIngestRules(account.account_id);
        stats.suspensions++;
        const refusedBefore = stats.refusedSuspended;
        await until(() => done || stats.refusedSuspended >= refusedBefore + REFUSALS_PER_SUSPENSION);
        await resume();
        next = stats.acknowledged + RUN_BETWEEN_SUSPENSIONS;
      }
    };

    const flipping = flipper();
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => sender(c)));
    done = true;
    await flipping;
    await Promise.all(aborts);
    // Ingestion ends resumed, in the object and in its D1 mirror alike.
    await resume();
    const status = await management("/v1/config/ingestion/status", undefined, "GET");
    expect(status.body).toEqual({ isIngesting: true });

    const rows = {
      results: (await allStoredLines(account.account_id)).map(
        (l) => l.meta as { id: string; batch: string; attempt: number },
      ),
    };
    const copies = new Map<string, number>();
    let fromRefusedAttempt = 0;
    for (const row of rows.results) {
      copies.set(row.id, (copies.get(row.id) ?? 0) + 1);
      if (acked.get(row.batch)?.attempt !== row.attempt) fromRefusedAttempt++;
    }
    let missing = 0;
    let excluded = 0;
    for (const [batch, { body }] of acked) {
      excluded += (body.excluded as number[]).length;
      for (let i = 0; i < LINES; i++) if (!copies.has(`${batch}-l${i}`)) missing++;
    }
    const duplicates = [...copies.values()].reduce((n, k) => n + k - 1, 0);
    console.log(
      "fault test (log ingestion):",
      JSON.stringify({
        batches_sent: stats.batches,
        attempts: stats.attempts,
        acknowledged: stats.acknowledged,
        refused_while_suspended: stats.refusedSuspended,
        failed_and_retried: stats.failedRetried,
        rate_limited: stats.rateLimited,
        suspensions: stats.suspensions,
        management_retries: stats.managementRetries,
        aborts_performed: stats.abortsPerformed,
        slice_aborts: stats.sliceAborts,
        slices: (await accountSlices()).length,
        lines_stored: rows.results.length,
        duplicates,
        missing,
        excluded_in_answers: excluded,
        stored_from_refused_attempts: fromRefusedAttempt,
      }),
    );
    expect(unexpected).toEqual([]);
    expect(acked.size).toBe(CLIENTS * BATCHES);
    expect(stats.suspensions).toBeGreaterThan(0);
    expect(stats.refusedSuspended).toBeGreaterThan(0);
    expect(stats.abortsPerformed).toBeGreaterThan(0);
    expect({ missing, duplicates, excluded, fromRefusedAttempt }).toEqual({
      missing: 0,
      duplicates: 0,
      excluded: 0,
      fromRefusedAttempt: 0,
    });
    expect(rows.results.length).toBe(CLIENTS * BATCHES * LINES);

    // The slices' counters: once every slice has flushed (as within a minute it does), the usage counters and
    // the catalog count every stored line once, however the restarts cut the slices' writes to D1.
    await settleLogStore(account.account_id);
    const slices = await accountSlices();
    expect(slices.length).toBeGreaterThan(1);
    expect(stats.sliceAborts).toBeGreaterThan(0);
    const usage = await env.DB.prepare(
      `SELECT sum(lines) AS lines, sum(stored_lines) AS stored FROM usage_daily
         WHERE account_id = ? AND dimension = 'total'`,
    )
      .bind(account.account_id)
      .first<{ lines: number; stored: number }>();
    const catalog = await env.DB.prepare("SELECT sum(lines) AS lines FROM log_slices WHERE account_id = ?")
      .bind(account.account_id)
      .first<{ lines: number }>();
    expect({ usage, catalog: catalog?.lines }).toEqual({
      usage: { lines: rows.results.length, stored: rows.results.length },
      catalog: rows.results.length,
    });
  });

  // The bug the run above found by chance (when a suspension landed between a request's dedupe check and
  // its write), made deterministic at the layer below the route: a batch that was checked but not stored
  // must take its keys back, or its retry is reduced as a duplicate of itself and never stored.
  it("a batch not stored after its dedupe check leaves no key behind, across restarts", async () => {
    const account = await createAccount("fault-release");
    const created = await client(account).post("/v1/config/reduction-rules", {
      action: "dedupe",
      apps: ["fault"],
      dedupe_fields: ["meta.id"],
      dedupe_window_seconds: 3600,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { reductions } = await activeIngestRules(createDb(env.DB), account.account_id);
    const records = toRecords(
      ["r1", "r2"].map((id) => ({ line: `line ${id}`, app: "fault", meta: { id } })),
      { hostname: "h", mac: "", ip: "", tags: [], driftMs: 0, receivedAt: Date.now() },
    );
    const reduce = () => reduceBatch(env, reductions, records, () => null);
    const restart = () =>
      abortObject(reductionStateStub(env, created.body.id) as unknown as DurableObjectStub, "restart");

    const refused = await reduce();
    expect(refused.classes).toEqual([null, null]);
    // The keys are in the object's storage: a restart keeps them, and a retry now would lose both lines.
    expect(await restart()).toBe(true);
    expect((await reduce()).classes).toEqual(["index-only", "index-only"]);
    // The refused attempt takes its keys back (written through: a restart right after keeps them out).
    await refused.release();
    expect(await restart()).toBe(true);
    const retry = await reduce();
    expect(retry.classes).toEqual([null, null]);
    // And the stored retry's keys work as before: a real re-send is a duplicate.
    expect((await reduce()).classes).toEqual(["index-only", "index-only"]);
  });
});

describe("fault: live ingestion through a throttle whose Durable Object restarts", () => {
  const CLIENTS = 6;
  const BATCHES = 20;
  const EVENTS = 25;
  const APPS = 5;
  const THRESHOLD = 30;
  const ABORT_EVERY = 8;

  it("delivers exactly the events the throttle admitted, each once", async () => {
    const account = await createAccount("fault-live");
    const api = client(account);
    expect((await api.patch("/v3/pipeline/account", { beta_features: ["throttle"] })).status).toBe(200);
    const p = (await api.post("/v3/pipeline", { title: "fault-live" })).body.data.id as string;
    const source = (
      await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "json" } })
    ).body.data.id as string;
    // THRESHOLD events per .app in a window far longer than the run: most events are throttled, and what
    // is admitted depends on the live buckets the restarts put to the test.
    const throttle = (
      await api.post(`/v3/pipeline/${p}/transform`, {
        type: "throttle",
        inputs: [source],
        user_config: { threshold: THRESHOLD, window_ms: 3_600_000, key_field: ".app" },
      })
    ).body.data.id as string;
    const path = `/fault-live/${crypto.randomUUID()}`;
    const sink = await api.post(`/v3/pipeline/${p}/sink`, {
      type: "http",
      inputs: [throttle],
      user_config: { uri: `${env.RECEIVER_URL}${path}`, encoding: "ndjson" },
    });
    expect(sink.status, JSON.stringify(sink.body)).toBe(200);
    const sinkId = sink.body.data.id as string;
    const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data
      .key as string;
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);

    const stats = {
      batches: CLIENTS * BATCHES,
      events: CLIENTS * BATCHES * EVENTS,
      attempts: 0,
      acknowledged: 0,
      failedRetried: 0,
      rateLimited: 0,
      abortsPerformed: 0,
      abortsAttempted: 0,
    };
    const acked = new Map<string, { attempt: number; delivered: number }>();
    const unexpected: string[] = [];
    const aborts: Promise<void>[] = [];
    const abortThrottle = () => {
      const n = stats.abortsAttempted++;
      const stub = throttleStub(env, p, throttle) as unknown as DurableObjectStub;
      aborts.push(
        abortObject(stub, `fault test abort ${n} (throttle)`).then((ok) => {
          if (ok) stats.abortsPerformed++;
        }),
      );
    };

    const sender = async (c: number) => {
      for (let b = 0; b < BATCHES; b++) {
        const batch = `c${c}-b${b}`;
        for (let attempt = 1; ; attempt++) {
          const events = Array.from({ length: EVENTS }, (_, i) => ({
            id: `${batch}-e${i}`,
            batch,
            attempt,
            app: `app-${(c + b + i) % APPS}`,
          }));
          stats.attempts++;
          const res = await send(`/ingest/${source}`, { authorization: `Token ${key}` }, events);
          if (res.status === 200) {
            const deliveries = res.body.pipelines?.[0]?.deliveries ?? [];
            acked.set(batch, { attempt, delivered: deliveries[0]?.events ?? 0 });
            stats.acknowledged++;
            if (stats.acknowledged % ABORT_EVERY === 0) abortThrottle();
            break;
          }
          if (res.status === 429) stats.rateLimited++;
          else if (retryable(res.status)) stats.failedRetried++;
          else {
            unexpected.push(`${batch} attempt ${attempt}: ${res.status} ${JSON.stringify(res.body)}`);
            break;
          }
          await sleep(1);
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => sender(c)));
    await Promise.all(aborts);

    // Delivery follows the answers through the queue: wait for what the answers said was queued.
    const admitted = [...acked.values()].reduce((n, a) => n + a.delivered, 0);
    const lineCount = (r: ReceivedRequest[]) =>
      r.reduce((n, q) => n + q.body.split("\n").filter(Boolean).length, 0);
    const requests = (await receivedWhen(path, (r) => lineCount(r) >= admitted, {
      settleMs: 1000,
    })) as unknown as Json[];
    await eventually(
      () => usageOf(p, sinkId),
      (u) => u?.o === admitted,
    );
    const delivered = requests.flatMap((r) =>
      (r.body as string)
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { id: string; batch: string; attempt: number }),
    );
    const copies = new Map<string, number>();
    const perBatch = new Map<string, number>();
    let fromFailedAttempt = 0;
    for (const e of delivered) {
      copies.set(e.id, (copies.get(e.id) ?? 0) + 1);
      perBatch.set(e.batch, (perBatch.get(e.batch) ?? 0) + 1);
      if (acked.get(e.batch)?.attempt !== e.attempt) fromFailedAttempt++;
    }
    const duplicates = [...copies.values()].reduce((n, k) => n + k - 1, 0);
    // Per acknowledged batch, the receiver got as many events as the answer said were delivered.
    const countMismatches = [...acked].filter(([batch, a]) => (perBatch.get(batch) ?? 0) !== a.delivered);
    const admittedInAnswers = [...acked.values()].reduce((n, a) => n + a.delivered, 0);
    const usage = await env.DB.prepare(
      `SELECT component_id, sum(events_in) AS i, sum(events_out) AS o, sum(events_dropped) AS d
         FROM component_usage WHERE pipeline_id = ? GROUP BY component_id`,
    )
      .bind(p)
      .all<{ component_id: string; i: number; o: number; d: number }>();
    const byId = Object.fromEntries(usage.results.map((r) => [r.component_id, r]));
    console.log(
      "fault test (live throttle):",
      JSON.stringify({
        batches_sent: stats.batches,
        events_sent: stats.events,
        attempts: stats.attempts,
        acknowledged: stats.acknowledged,
        failed_and_retried: stats.failedRetried,
        rate_limited: stats.rateLimited,
        aborts_performed: stats.abortsPerformed,
        admitted_without_restarts: APPS * THRESHOLD,
        throttle_in: byId[throttle]?.i,
        throttle_admitted: byId[throttle]?.o,
        throttle_dropped: byId[throttle]?.d,
        admitted_in_answers: admittedInAnswers,
        delivered: delivered.length,
        delivery_requests: requests.length,
        duplicates,
        delivered_from_failed_attempts: fromFailedAttempt,
      }),
    );
    expect(unexpected).toEqual([]);
    expect(acked.size).toBe(CLIENTS * BATCHES);
    expect(stats.abortsPerformed).toBeGreaterThan(0);
    expect({ duplicates, fromFailedAttempt, countMismatches }).toEqual({
      duplicates: 0,
      fromFailedAttempt: 0,
      countMismatches: [],
    });
    // What the throttle admitted (its usage figures, written only by runs that completed) is what the
    // destination delivered and what the answers reported; every acknowledged event went through it.
    expect(byId[throttle]).toEqual({
      component_id: throttle,
      i: stats.events,
      o: delivered.length,
      d: stats.events - delivered.length,
    });
    expect(byId[sinkId]).toMatchObject({ i: delivered.length, o: delivered.length, d: 0 });
    expect(admittedInAnswers).toBe(delivered.length);
    // Each instance of the throttle admits at most THRESHOLD per app on top of what it restored (counts
    // written behind, at most a second old, so a restart lets some more through, never fewer).
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered.length).toBeLessThanOrEqual(APPS * THRESHOLD * (stats.abortsPerformed + 1));
  });
});

describe("fault: delivery through the queue while a destination fails, ledgers restart and senders repeat", () => {
  const CLIENTS = 5;
  const BATCHES = 12;
  const EVENTS = 10;
  const ABORT_EVERY = 6;
  const REPEAT_EVERY = 4;

  it("delivers every acknowledged event once to each destination", async () => {
    const api = client(await createAccount("fault-delivery"));
    const p = (await api.post("/v3/pipeline", { title: "fault-delivery" })).body.data.id as string;
    const source = (
      await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "json" } })
    ).body.data.id as string;
    // One destination answers 503 to its first 6 requests (several batches retried, interleaved with
    // new ones), the other is healthy throughout.
    const paths = [`/fail-6/${crypto.randomUUID()}`, `/healthy/${crypto.randomUUID()}`];
    const sinks: string[] = [];
    for (const path of paths) {
      const sink = await api.post(`/v3/pipeline/${p}/sink`, {
        type: "http",
        inputs: [source],
        user_config: { uri: `${env.RECEIVER_URL}${path}`, encoding: "ndjson", max_retries: 10 },
      });
      expect(sink.status, JSON.stringify(sink.body)).toBe(200);
      sinks.push(sink.body.data.id as string);
    }
    const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data
      .key as string;
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);

    const stats = { attempts: 0, acknowledged: 0, repeated: 0, failedRetried: 0, aborts: 0 };
    const ackedIds: string[] = [];
    const unexpected: string[] = [];
    const aborts: Promise<void>[] = [];
    const sender = async (c: number) => {
      for (let b = 0; b < BATCHES; b++) {
        const events = Array.from({ length: EVENTS }, (_, i) => ({ id: `c${c}-b${b}-e${i}` }));
        for (let attempt = 1; ; attempt++) {
          stats.attempts++;
          const res = await send(`/ingest/${source}`, { authorization: `Token ${key}` }, events);
          if (res.status === 200) {
            ackedIds.push(...events.map((e) => e.id));
            const n = ++stats.acknowledged;
            if (n % ABORT_EVERY === 0) {
              const sink = sinks[(n / ABORT_EVERY) % 2];
              const stub = deliveryLedgerStub(env, p, sink) as unknown as DurableObjectStub;
              aborts.push(
                abortObject(stub, `fault test abort (ledger ${n})`).then((ok) => void (ok && stats.aborts++)),
              );
            }
            // A sender that did not see the answer sends the same request again: queued again, delivered once.
            if (n % REPEAT_EVERY === 0) {
              stats.repeated++;
              const again = await send(`/ingest/${source}`, { authorization: `Token ${key}` }, events);
              if (again.status !== 200) unexpected.push(`repeat of c${c}-b${b}: ${again.status}`);
            }
            break;
          }
          if (retryable(res.status)) stats.failedRetried++;
          else {
            unexpected.push(`c${c}-b${b} attempt ${attempt}: ${res.status} ${JSON.stringify(res.body)}`);
            break;
          }
          await sleep(1);
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => sender(c)));
    await Promise.all(aborts);

    const idsAt = (requests: ReceivedRequest[]) =>
      requests
        .filter((r) => r.status === 200)
        .flatMap((r) => r.body.split("\n").filter(Boolean))
        .map((l) => (JSON.parse(l) as { id: string }).id);
    const expected = [...ackedIds].sort();
    const outcome: Json = { ...stats };
    for (const [i, path] of paths.entries()) {
      const requests = await receivedWhen(path, (r) => idsAt(r).length >= expected.length, {
        timeoutMs: 60_000,
        settleMs: 1500,
      });
      const ids = idsAt(requests);
      outcome[`destination_${i}`] = {
        requests: requests.length,
        refused: requests.filter((r) => r.status !== 200).length,
        delivered: ids.length,
        distinct: new Set(ids).size,
      };
      expect(ids.sort()).toEqual(expected);
      const status = await eventually(
        async () => (await api.get(`/v3/pipeline/${p}/sink/${sinks[i]}/delivery`)).body.data as Json,
        (s) => s.delivered_events === expected.length && s.retrying_events === 0,
      );
      expect(status.dead_letter_events).toBe(0);
      await eventually(
        () => usageOf(p, sinks[i]),
        (u) => u?.o === expected.length,
      );
    }
    console.log("fault test (delivery):", JSON.stringify(outcome));
    expect(unexpected).toEqual([]);
    expect(ackedIds.length).toBe(CLIENTS * BATCHES * EVENTS);
    expect(stats.aborts).toBeGreaterThan(0);
  }, 120_000);
});
