// Delivery benchmarks of `npm run bench`: live runs queue what each destination receives (DELIVERY_QUEUE) and
// answer at once, against the synchronous path (DELIVERY_MODE=inline: every destination in the request).
//
// A receiver runs in the bench process (a Node http server on 127.0.0.1): it counts the events it receives per
// path and per request of the bench (every event carries the `seq` of the request that sent it), counted
// when it answers 200; a path under /slow/ answers after SLOW_MS (2 s). Every request body is unique (its
// `seq`), so no two requests share a batch key (src/delivery/queue.ts batchKey: the same bytes sent again
// within an hour are one batch at a destination).
//
// (a) Queued against inline: a published pipeline, http source (json) -> two http destinations (/ok/a, /ok/b;
//     json encoding). DELIVERY_CONNECTIONS (8) autocannon connections post DELIVERY_BATCH-event (1,000) JSON
//     arrays to POST /ingest/{source_id} for BENCH_SECONDS per mode, in ROUNDS (2) rounds per mode, ABBA
//     (queued, inline, inline, queued: our dev server as started, then one started with DELIVERY_MODE=inline
//     on the same state, then a normal one again), so a drift of the machine weighs on both. Reports events
//     per second (2xx batches only) and the ratio queued / inline (goal >= 1.0). After each round the bench
//     waits until the receiver has counted every event the 2xx answers accepted at both paths (DELIVERY_DRAIN_S,
//     120 s at most), then SETTLE_MS more for late duplicates: how long the drain took after the load; per
//     path the accepted events delivered against those accepted (lost, duplicated), events of refused
//     requests (none expected), and what the requests in flight when autocannon stopped left (it does not
//     read their answers: whole or nothing is right); the runtime's CPU per 1,000 events and peak RSS from
//     the load's start to the drain's end (queued, the consumer's work is in it: it runs in the same
//     runtime, with the local queue and R2). The queue must be drained before a dev server stops: the local
//     queue (Miniflare's broker) holds its messages in memory.
// (b) The sender's latency with one destination taking 2 s against all healthy, both queued: pipeline Y
//     (/ok/y1, /ok/y2) and pipeline X (/ok/x1, /slow/x2), 100-event bodies, BENCH_SECONDS each in rounds Y, X,
//     X, Y; p50 and p99 (the mean of each pipeline's rounds), and the ratio p99(X) / p99(Y) (goal <= 1.2). Y
//     drains after each of its rounds, and the last runs on a fresh dev server (X's backlog, in the local
//     queue's memory, is dropped with the old one), so X's slow destination cannot weigh on Y. After X's
//     rounds: the share of what X accepted each of its destinations had, once the healthy one had it all or
//     SIBLING_WAIT_S (20 s) passed.
import { existsSync } from "node:fs";
import http from "node:http";
import {
  api,
  cpuSeconds,
  itemsPerSecond,
  load,
  mb,
  mergeRuns,
  sampleRss,
  sleep,
  throughputRow,
  workerRuntime,
} from "./lib.mjs";

const BATCH = Number(process.env.DELIVERY_BATCH ?? 1000);
const SMALL_BATCH = 100;
const CONNECTIONS = Number(process.env.DELIVERY_CONNECTIONS ?? 8);
const ROUNDS = 2;
const DRAIN_MS = Number(process.env.DELIVERY_DRAIN_S ?? 120) * 1000;
const SIBLING_WAIT_MS = Number(process.env.SIBLING_WAIT_S ?? 20) * 1000;
const SETTLE_MS = 2000;
const SLOW_MS = 2000;
const INLINE = { DELIVERY_MODE: "inline" };

/**
 * A new runtime under the dev server during a round: wrangler reloads the Worker when a file it bundled changes
 * (bench/lib.mjs serves a copy of src/ so edits do not; BENCH_LIVE_SRC=1 serves src/), or the runtime
 * failed. The local queue's messages, held in its memory, are gone and requests in flight fail: such a round
 * measures that, not the service.
 */
const reloadNote =
  "the dev server's runtime changed during the round (a reload or a crash); the local queue lost its messages";

/** Every request of the bench gets its own number, carried by each of its events. */
let nextSeq = 1;

/**
 * The receiver: counts events per path and per `seq` (JSON array items, or NDJSON lines), answers 200; a
 * path under /slow/ answers after SLOW_MS. An event is counted when it is answered, and not when the sender
 * gave up meanwhile (it was not delivered).
 */
function startReceiver() {
  const tallies = new Map(); // path -> Map<seq, events>
  const stats = { requests: 0, events: 0, noSeq: 0, unparsable: 0, abandoned: 0 };
  const tallyOf = (path) => {
    if (!tallies.has(path)) tallies.set(path, new Map());
    return tallies.get(path);
  };
  const count = (path, contentType, text) => {
    let items;
    try {
      items = /ndjson/.test(contentType ?? "")
        ? text
            .split("\n")
            .filter((line) => line.trim() !== "")
            .map((line) => JSON.parse(line))
        : [JSON.parse(text)].flat();
    } catch {
      stats.unparsable++;
      return;
    }
    const tally = tallyOf(path);
    stats.requests++;
    stats.events += items.length;
    for (const item of items) {
      if (typeof item?.seq !== "number") stats.noSeq++;
      else tally.set(item.seq, (tally.get(item.seq) ?? 0) + 1);
    }
  };
  const timers = new Set();
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const answer = () => {
        if (res.destroyed || req.socket.destroyed) {
          stats.abandoned++;
          return;
        }
        count(req.url, req.headers["content-type"], text);
        res.writeHead(200, { "content-type": "application/json" });
        res.end("{}");
      };
      if (!req.url.startsWith("/slow/")) return answer();
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, SLOW_MS);
      timers.add(timer);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      resolve({
        base: `http://127.0.0.1:${server.address().port}`,
        stats,
        /** Events counted at `path` for request `seq`. */
        count: (path, seq) => tallies.get(path)?.get(seq) ?? 0,
        /** [seq, events] counted at `path` for requests in [from, to). */
        *within(path, from, to) {
          for (const [seq, n] of tallies.get(path) ?? []) if (seq >= from && seq < to) yield [seq, n];
        },
        close() {
          for (const timer of timers) clearTimeout(timer);
          server.closeAllConnections();
          server.close();
        },
      });
    });
  });
}

/** A published pipeline: http source (json) -> an http destination (json encoding) per path of the receiver. */
async function publishedPipeline(base, key, title, receiver, paths) {
  const p = await api(base, key, "POST", "/v3/pipeline", { title });
  const source = await api(base, key, "POST", `/v3/pipeline/${p.id}/source`, {
    type: "http",
    user_config: { decoding: "json" },
  });
  const sinks = [];
  for (const path of paths) {
    const sink = await api(base, key, "POST", `/v3/pipeline/${p.id}/sink`, {
      type: "http",
      title: path,
      inputs: [source.id],
      user_config: { uri: `${receiver.base}${path}`, encoding: "json" },
    });
    sinks.push({ id: sink.id, path });
  }
  const access = await api(base, key, "POST", `/v3/pipeline/${p.id}/source/${source.id}/access-key`, {
    title: "bench",
  });
  await api(base, key, "POST", `/v3/pipeline/${p.id}/publish`);
  return { id: p.id, sourceId: source.id, accessKey: access.key, sinks, paths };
}

/**
 * Bodies of `size` events (as data-plane.mjs's, with a `seq` field), each split where its `seq` goes: a
 * request's body is one of them joined with its number, so every body is unique at no cost.
 */
function templates(size, count = 8) {
  return Array.from({ length: count }, (_, seed) => {
    const events = [];
    for (let i = 0; i < size; i++) {
      events.push({
        seq: -1,
        app: `app-${(seed * 7919 + i) % 500}`,
        host: `host-${i % 20}`,
        level: i % 10 === 0 ? "error" : "info",
        status: 200 + (i % 5),
        msg: `GET /v1/orders/${100000 + ((seed * 31 + i) % 900000)} status=200 duration=${i % 900}ms request_id=${(seed * 1_000_003 + i).toString(16)}`,
      });
    }
    return JSON.stringify(events).split('"seq":-1');
  });
}
const bodyOf = (parts, seq) => parts[seq % parts.length].join(`"seq":${seq}`);

/**
 * Whether an intake answer is what the mode should give: every destination of the pipeline ok, with all the
 * events, queued (or not, inline).
 */
function answerProblem(text, { mode, size, destinations }) {
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    return "not JSON";
  }
  const deliveries = (json.data ?? json).pipelines?.flatMap((p) => p.deliveries ?? []) ?? [];
  if (deliveries.length !== destinations) return `${deliveries.length} deliveries`;
  const queued = mode === "queued";
  const bad = deliveries.find((d) => d.ok !== true || d.events !== size || Boolean(d.queued) !== queued);
  return bad ? JSON.stringify(bad) : null;
}

/**
 * One round on one pipeline: two warm-up requests (in the accounting, not in the rate), then autocannon for
 * `seconds`. The numbers the run's requests carry are [from, to); `accepted`, those answered 2xx.
 */
async function loadRun(dev, pipeline, { parts, size, seconds, mode }) {
  const runtime = await workerRuntime(dev);
  const cpu = cpuSeconds(runtime.pid);
  const from = nextSeq;
  const accepted = new Set();
  const refused = new Set();
  const refusals = [];
  const problems = [];
  const headers = { authorization: `Token ${pipeline.accessKey}`, "content-type": "application/json" };
  const path = `/ingest/${pipeline.sourceId}`;
  const check = (status, text, seq) => {
    if (status >= 200 && status <= 299) {
      accepted.add(seq);
      const problem = answerProblem(text, { mode, size, destinations: pipeline.paths.length });
      if (problem && problems.length < 3) problems.push(problem);
    } else {
      refused.add(seq);
      if (refusals.length < 3) refusals.push(`${status} ${String(text).slice(0, 300)}`);
    }
  };
  for (let i = 0; i < 2; i++) {
    const seq = nextSeq++;
    const res = await fetch(`${dev.base}${path}`, { method: "POST", headers, body: bodyOf(parts, seq) });
    check(res.status, await res.text(), seq);
  }
  const rss = sampleRss([runtime.pid], 100);
  const result = await load(dev.base, {
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: "POST",
        path,
        headers,
        setupRequest: (req, context) => {
          context.seq = nextSeq++;
          req.body = bodyOf(parts, context.seq);
          return req;
        },
        onResponse: (status, body, context) => check(status, body, context.seq),
      },
    ],
  });
  const loadEnd = performance.now();
  return {
    mode,
    size,
    result,
    from,
    accepted,
    refused,
    refusals,
    /** The runtime's CPU seconds since the run began. */
    cpu: () => cpuSeconds(runtime.pid) - cpu,
    /** Whether the runtime of the run's start is gone: the dev server reloaded (see reloadNote). */
    reloaded: () => !existsSync(`/proc/${runtime.pid}`),
    problems,
    loadEnd,
    rss,
    to: nextSeq,
  };
}

/**
 * Waits until `paths` of the receiver hold every event `run` accepted (at most `timeoutMs` after its load),
 * then `settleMs` for late duplicates. Per path: the accepted events expected and delivered, lost and
 * duplicated; events of refused requests; what unanswered requests left. The drain's time after the load,
 * the runtime's CPU per 1,000 events handled and its peak RSS over the run.
 */
async function drain(receiver, paths, run, timeoutMs, settleMs = SETTLE_MS) {
  const pending = paths.map(() => new Set(run.accepted));
  let drainedAt = null;
  for (;;) {
    for (const [i, path] of paths.entries())
      for (const seq of pending[i]) if (receiver.count(path, seq) >= run.size) pending[i].delete(seq);
    if (pending.every((p) => p.size === 0)) {
      drainedAt = performance.now();
      break;
    }
    if (performance.now() - run.loadEnd > timeoutMs || run.reloaded()) break;
    await sleep(50);
  }
  await sleep(settleMs);
  // Requests neither answered 2xx nor refused: in flight when autocannon stopped (it does not read their
  // answers), or timed out. The Worker may have taken them: whole or nothing at each path is right.
  const unanswered = [];
  for (let seq = run.from; seq < run.to; seq++)
    if (!run.accepted.has(seq) && !run.refused.has(seq)) unanswered.push(seq);
  const byPath = paths.map((path) => {
    const p = { path, expected: run.accepted.size * run.size, delivered: 0, lost: 0, duplicated: 0 };
    for (const seq of run.accepted) {
      const n = receiver.count(path, seq);
      p.delivered += n;
      p.lost += Math.max(0, run.size - n);
      p.duplicated += Math.max(0, n - run.size);
    }
    p.refusedDelivered = 0;
    for (const seq of run.refused) p.refusedDelivered += receiver.count(path, seq);
    p.unanswered = unanswered.length;
    p.unansweredDelivered = 0;
    p.unansweredOdd = 0; // partly delivered or more than once
    for (const seq of unanswered) {
      const n = receiver.count(path, seq);
      p.unansweredDelivered += n;
      if (n !== 0 && n !== run.size) p.unansweredOdd++;
    }
    p.exact = p.lost === 0 && p.duplicated === 0 && p.refusedDelivered === 0 && p.unansweredOdd === 0;
    return p;
  });
  const peak = Math.max(...run.rss.stop());
  const reloaded = run.reloaded();
  const handled = (run.accepted.size + unanswered.length) * run.size;
  return {
    seconds: drainedAt === null ? null : (drainedAt - run.loadEnd) / 1000,
    byPath,
    exact: byPath.every((p) => p.exact),
    peakRss: peak,
    cpuPerThousand: reloaded ? Number.NaN : (run.cpu() * 1_000_000) / Math.max(1, handled),
    reloaded,
  };
}

/** How much of what `run` accepted each path holds now, as a share. */
function shares(receiver, paths, run) {
  return paths.map((path) => {
    let n = 0;
    for (const seq of run.accepted) n += Math.min(run.size, receiver.count(path, seq));
    return { path, delivered: n, expected: run.accepted.size * run.size };
  });
}

const fmt = (n) => n.toLocaleString("en");

/**
 * The accepted events a path holds against those accepted, over several drained rounds: "= 90,000" when each
 * came once, else what differs.
 */
function deliveredText(parts, missing = "lost") {
  const sum = (key) => parts.reduce((n, p) => n + p[key], 0);
  const notes = [
    sum("lost") && `${missing} ${fmt(sum("lost"))}`,
    sum("duplicated") && `duplicated ${fmt(sum("duplicated"))}`,
    sum("refusedDelivered") && `${fmt(sum("refusedDelivered"))} of refused requests`,
    sum("unansweredOdd") && `${sum("unansweredOdd")} unanswered requests partly or twice`,
  ].filter(Boolean);
  const head =
    notes.length === 0 ? `= ${fmt(sum("delivered"))}` : `${fmt(sum("delivered"))} of ${fmt(sum("expected"))}`;
  return notes.length === 0 ? head : `${head} (${notes.join(", ")})`;
}

/** What the requests in flight when the load stopped left at a path (taken whole, or not at all). */
const unansweredText = (parts) =>
  `${fmt(parts.reduce((n, p) => n + p.unansweredDelivered, 0))} events of ` +
  `${parts.reduce((n, p) => n + p.unanswered, 0)} requests`;

async function deliveryStatus(dev, key, pipeline) {
  const out = [];
  for (const sink of pipeline.sinks) {
    const s = await api(dev.base, key, "GET", `/v3/pipeline/${pipeline.id}/sink/${sink.id}/delivery`).catch(
      (err) => ({ error: err.message }),
    );
    out.push({ path: sink.path, ...s });
  }
  return out;
}

const statusText = (s) =>
  s.error
    ? `${s.path}: ${s.error}`
    : `${s.path}: delivered ${fmt(s.delivered_events)}, retrying ${fmt(s.retrying_events)}, dead-lettered ` +
      `${fmt(s.dead_letter_events)}${s.last_error ? `, last error ${JSON.stringify(s.last_error)}` : ""}`;

/**
 * (a) and (b) above. `restart(vars)` stops our dev server and starts it again on the same state with those
 * Worker variables (none: as normally started) and resolves with it; at the end ours runs as normally started.
 */
export async function deliveryBench({ ours, account, seconds, restart }) {
  const receiver = await startReceiver();
  const key = account.service_key;
  let dev = ours;
  try {
    const a = await queuedVsInline();
    const b = await slowDestination();
    const { unparsable, noSeq, abandoned } = receiver.stats;
    if (unparsable || noSeq || abandoned)
      console.log(
        `receiver: ${unparsable} bodies not JSON or NDJSON, ${noSeq} events without a seq, ${abandoned} ` +
          "requests whose sender went before the answer (a dev server stopped while the consumer waited on /slow/)",
      );
    return { a, b };
  } finally {
    receiver.close();
  }

  async function queuedVsInline() {
    const paths = ["/ok/a", "/ok/b"];
    const pipeline = await publishedPipeline(dev.base, key, "bench-delivery", receiver, paths);
    const parts = templates(BATCH);
    const plan = ["queued", "inline", "inline", "queued"]; // ABBA, ROUNDS of each
    const runs = { queued: [], inline: [] };
    const reloads = [];
    let mode = "queued";
    for (const want of plan) {
      if (want !== mode) {
        dev = await restart(want === "inline" ? INLINE : undefined);
        mode = want;
      }
      const run = await loadRun(dev, pipeline, { parts, size: BATCH, seconds: seconds / ROUNDS, mode });
      // Inline, the events were delivered before each answer: nothing should remain.
      run.drain = await drain(receiver, paths, run, mode === "queued" ? DRAIN_MS : 5000);
      if (run.drain.reloaded) reloads.push(`${mode} round ${runs[mode].length + 1}`);
      runs[mode].push(run);
      const d = run.drain;
      console.error(
        `delivery ${mode}: ${Math.round(itemsPerSecond(run.result, BATCH))} events/s, ` +
          `drain ${d.seconds === null ? "timed out" : `${d.seconds.toFixed(1)} s`}, ` +
          d.byPath.map((p) => `${p.path} ${fmt(p.delivered)}/${fmt(p.expected)}`).join(" ") +
          `, runtime CPU ${d.cpuPerThousand.toFixed(1)} ms per 1,000 events`,
      );
    }
    const status = await deliveryStatus(dev, key, pipeline);

    const rows = ["inline", "queued"].map((m) => {
      const result = mergeRuns(runs[m].map((r) => r.result));
      return { mode: m, result, rate: itemsPerSecond(result, BATCH) };
    });
    const [inline, queued] = rows;
    const table = rows.map(({ mode: m, result, rate }) => {
      const list = runs[m];
      const drains = list.map((r) => r.drain);
      return {
        ...throughputRow(
          {
            name: "delivery",
            title: m === "inline" ? "inline, in the request (baseline)" : "queued",
            rate,
            result,
          },
          { unit: "events", requestUnit: "batches", perRequest: BATCH, baseRate: inline.rate },
        ),
        [`accepted events at ${paths.join(", ")}`]: paths
          .map((_, i) => deliveredText(drains.map((d) => d.byPath[i])))
          .join(", "),
        "drain s": drains.map((d) => (d.seconds === null ? "timeout" : d.seconds.toFixed(1))).join(", "),
        "CPU ms/1k events": drains.map((d) => d.cpuPerThousand.toFixed(1)).join(", "),
        "peak RSS MB": drains.map((d) => mb(d.peakRss)).join(", "),
      };
    });
    console.log(
      `\nDelivery, queued vs inline: ${CONNECTIONS} connections, ${seconds / ROUNDS} s a round, rounds queued, ` +
        `inline, inline, queued; ${BATCH}-event batches through http source -> 2 http destinations ` +
        `(receiver ${receiver.base}). Per round: drain, after the load until every accepted event was at both ` +
        "paths; the runtime's CPU per 1,000 events and peak RSS from the load's start to the drain's end",
    );
    console.table(table);
    for (const m of ["inline", "queued"])
      console.log(
        `${m}, requests in flight when the load stopped (answers not read) left at ` +
          paths
            .map((path, i) => `${path} ${unansweredText(runs[m].map((r) => r.drain.byPath[i]))}`)
            .join(", "),
      );
    for (const m of ["queued", "inline"])
      for (const r of runs[m]) {
        for (const refusal of r.refusals) console.log(`${m}: refused ${refusal}`);
        for (const problem of r.problems) console.log(`${m}: unexpected answer ${problem}`);
      }
    const ratio = queued.rate / inline.rate;
    const drains = runs.queued.map((r) => r.drain);
    const exact = drains.every((d) => d.exact);
    console.log(`queued / inline events per second: ${ratio.toFixed(2)} (goal >= 1.0)`);
    if (reloads.length > 0) console.log(`${reloads.join(", ")}: ${reloadNote}; not the service's numbers`);
    console.log(`delivery status (the ledger, queued rounds only): ${status.map(statusText).join("; ")}`);
    const sumOf = (key) => drains.reduce((n, d) => n + d.byPath.reduce((m, p) => m + p[key], 0), 0);
    return {
      table,
      ratio,
      queuedRate: queued.rate,
      inlineRate: inline.rate,
      drainSeconds: drains.map((d) => d.seconds),
      exact,
      expected: sumOf("expected"),
      delivered: sumOf("delivered"),
      lost: sumOf("lost"),
      duplicated: sumOf("duplicated"),
      refusedDelivered: sumOf("refusedDelivered"),
      unansweredOdd: sumOf("unansweredOdd"),
      cpu: Object.fromEntries(
        ["inline", "queued"].map((m) => [
          m,
          runs[m].reduce((n, r) => n + r.drain.cpuPerThousand, 0) / runs[m].length,
        ]),
      ),
    };
  }

  async function slowDestination() {
    const parts = templates(SMALL_BATCH);
    const cases = {
      Y: { title: "Y: /ok/y1 + /ok/y2 (all healthy)", paths: ["/ok/y1", "/ok/y2"], runs: [], drains: [] },
      X: { title: "X: /ok/x1 + /slow/x2 (2 s)", paths: ["/ok/x1", "/slow/x2"], runs: [], drains: [] },
    };
    for (const [name, c] of Object.entries(cases))
      c.pipeline = await publishedPipeline(dev.base, key, `bench-delivery-${name}`, receiver, c.paths);
    const { X: x, Y: y } = cases;
    for (const [i, name] of ["Y", "X", "X", "Y"].entries()) {
      const c = cases[name];
      // X's backlog (its slow destination's batches, and its healthy one's behind them) is dropped with the
      // dev server (the local queue is in memory), so it cannot weigh on Y's second round.
      if (i === 3) dev = await restart();
      const run = await loadRun(dev, c.pipeline, {
        parts,
        size: SMALL_BATCH,
        seconds: seconds / ROUNDS,
        mode: "queued",
      });
      c.runs.push(run);
      if (name === "Y") c.drains.push(await drain(receiver, c.paths, run, DRAIN_MS));
      else if (c.runs.length === ROUNDS) {
        // Both rounds of X as one: at the end of the second load, and after SIBLING_WAIT_MS for the healthy one.
        const [first, second] = c.runs;
        first.rss.stop();
        const both = {
          ...second,
          from: first.from,
          accepted: new Set([...first.accepted, ...second.accepted]),
          refused: new Set([...first.refused, ...second.refused]),
          reloaded: () => first.reloaded() || second.reloaded(),
        };
        c.atLoadEnd = shares(receiver, c.paths, both);
        c.drains.push(await drain(receiver, ["/ok/x1"], both, SIBLING_WAIT_MS, 0));
        c.afterWait = shares(receiver, c.paths, both);
        c.status = await deliveryStatus(dev, key, c.pipeline);
      }
    }
    y.status = await deliveryStatus(dev, key, y.pipeline);
    const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
    for (const c of [y, x]) {
      c.result = mergeRuns(c.runs.map((r) => r.result));
      c.p50 = mean(c.runs.map((r) => r.result.latency.p50));
      c.p99 = mean(c.runs.map((r) => r.result.latency.p99));
    }
    const pct = (s) => `${s.path} ${((100 * s.delivered) / Math.max(1, s.expected)).toFixed(0)}%`;
    const drained = (d) => (d.seconds === null ? "no" : `${d.seconds.toFixed(1)} s`);
    const table = [y, x].map((c) => {
      const r = c.result;
      return {
        pipeline: c.title,
        "events/s": Math.round(itemsPerSecond(r, SMALL_BATCH)),
        "p50 ms": Number(c.p50.toFixed(1)),
        "p99 ms": Number(c.p99.toFixed(1)),
        "p99 per round": c.runs.map((run) => run.result.latency.p99).join(", "),
        "non-2xx": r.non2xx,
        errors: r.errors + r.timeouts,
        "p99 ratio": (c.p99 / y.p99).toFixed(2),
        "healthy ones drained": c.drains.map(drained).join(", "),
        "delivered after": c.afterWait ? c.afterWait.map(pct).join(", ") : "all",
      };
    });
    console.log(
      `\nDelivery, the sender's latency with a destination taking ${SLOW_MS / 1000} s vs all healthy (queued): ` +
        `${CONNECTIONS} connections, ${seconds / ROUNDS} s a round, rounds Y, X, X, Y (Y drained after each; ` +
        `a fresh dev server before the last), ${SMALL_BATCH}-event batches; p50 and p99: the mean of the ` +
        `rounds'. Y drained: until every accepted event was at both paths. X: x1 (healthy) waited for ` +
        `${SIBLING_WAIT_MS / 1000} s at most after X's last round; delivered: the share of both X rounds' ` +
        "accepted events at each path then",
    );
    console.table(table);
    for (const c of [y, x]) {
      for (const run of c.runs) {
        for (const refusal of run.refusals) console.log(`${c.title}: refused ${refusal}`);
        for (const problem of run.problems) console.log(`${c.title}: unexpected answer ${problem}`);
      }
      for (const d of c.drains)
        for (const p of d.byPath)
          if (!p.exact) console.log(`${c.title}: ${p.path} ${deliveredText([p], "not there yet")}`);
      if (c.drains.some((d) => d.reloaded))
        console.log(`${c.title}: ${reloadNote}; not the service's numbers`);
      console.log(`delivery status, ${c.title.slice(0, 1)}: ${c.status.map(statusText).join("; ")}`);
    }
    if (x.atLoadEnd)
      console.log(`X at the end of its last load: ${x.atLoadEnd.map(pct).join(", ")} of its accepted events`);
    const ratio = x.p99 / y.p99;
    console.log(`p99 X / p99 Y: ${ratio.toFixed(2)} (goal <= 1.2)`);
    return {
      table,
      ratio,
      x: { p50: x.p50, p99: x.p99 },
      y: { p50: y.p50, p99: y.p99 },
      sibling: { seconds: x.drains[0].seconds, waited: SIBLING_WAIT_MS / 1000, share: x.afterWait[0] },
    };
  }
}
