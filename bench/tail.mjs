// Live tail (src/durable/live-tail.ts), for `npm run bench` (BENCH_ONLY=tail). Two accounts of the same
// layout, one tailed by TAIL_SOCKETS (5) WebSockets (the `ws` client: one without filters, four with
// `levels=error`, `apps=checkout`, `q=status=500`, `hosts=bench-1`), one tailed by nobody. Measured:
// (a) ingestion lines per second through POST /logs/ingest (8 senders, 500-line batches, TAIL_RUN_LINES
//     (50,000) distinct lines a run), in TAIL_ROUNDS (7) rounds of one run without tails then one with them,
//     so both see the machine as other work on it comes and goes; the ratio with / without (goal >= 0.9),
//     as the median of the rounds' ratios (a single run of this 2-core VM varies by +-10%) and over all rounds.
//     Locally the tail object runs on the workerd thread of the Worker and the slices: in production it is an
//     object of its own. Lines each tail got and was told it missed are printed (at full speed the five
//     share the account's 2,000 lines per 250 ms; the rest are counted as dropped);
// (b) the latency from the ingest answer to the line's arrival on the unfiltered socket, at a paced
//     TAIL_PACED_RATE (2,000) lines/s for TAIL_PACED_SECONDS (10) (below a tail's cap, so no line is dropped):
//     p50 and p99 over every line (a line may arrive before its answer: the hand-off runs beside the answer);
// (c) rows written and stored bytes per line of both accounts, from the catalog in D1, as bench/store.mjs
//     reports them: the tail adds none to the slices; its own writes are a D1 row per lease renewal (every
//     30 s while tails are open) and two object rows per connection.
import WebSocket from "ws";
import { cpuSeconds, logStoreFigures, median, percentile, sleep, workerRuntime } from "./lib.mjs";
import { BATCH_LINES, batchBodies, INGEST_QUERY, ingestHeaders, post, sendBatches } from "./log-analysis.mjs";

const RUN_LINES = Number(process.env.TAIL_RUN_LINES ?? 50_000);
const ROUNDS = Number(process.env.TAIL_ROUNDS ?? 7);
const SENDERS = 8;
const PACED_RATE = Number(process.env.TAIL_PACED_RATE ?? 2_000);
const PACED_SECONDS = Number(process.env.TAIL_PACED_SECONDS ?? 10);
// TAIL_DEFLATE=0: the tails do not offer permessage-deflate (by default they do, as `ws` and browsers do, and
// the runtime then compresses every message). TAIL_FILTERS (`;`-separated queries) replaces the five tails, e.g. to tell the hand-off's cost (tails whose
// filters match nothing) from showing lines (tails without filters).
const FILTERS = process.env.TAIL_FILTERS?.split(";") ?? [
  "",
  "levels=error",
  "apps=checkout",
  "q=status%3D500",
  "hosts=bench-1",
];

const LINES_HEAD = /^\{"e":"l","n":(\d+),/;

/** Opens a tail of `account` and resolves once its first message (the filters) came. */
function openTail(base, account, query) {
  const ws = new WebSocket(`${base.replace(/^http/, "ws")}/ws/tail${query ? `?${query}` : ""}`, {
    headers: { authorization: `Token ${account.service_key}` },
    perMessageDeflate: process.env.TAIL_DEFLATE !== "0",
  });
  const tail = { ws, lines: 0, dropped: 0, arrivals: [], sent: 0 };
  return new Promise((resolve, reject) => {
    ws.on("message", (data) => {
      // Outside the latency run a lines message is counted from its head (`{"e":"l","n":<lines sent so far>,`)
      // without parsing the rest: this process also runs the senders, and parsing what five tails show
      // would slow them (a client of the service runs elsewhere).
      const head = LINES_HEAD.exec(data.toString("latin1", 0, 40));
      if (head && !tail.record) {
        tail.lines += Number(head[1]) - tail.sent;
        tail.sent = Number(head[1]);
        return;
      }
      const message = JSON.parse(String(data));
      if (message.e === "meta" && message.filters) resolve(tail);
      if (message.dropped) tail.dropped += message.dropped;
      if (message.e !== "l") return;
      tail.lines += message.p.length;
      tail.sent = message.n;
      if (tail.record) {
        const at = performance.now();
        for (const line of message.p) tail.arrivals.push([line.request_id, at]);
      }
    });
    ws.on("unexpected-response", (_req, res) => reject(new Error(`tail refused: ${res.statusCode}`)));
    ws.on("error", reject);
  });
}

/** Distinct bodies for every run of the bench (a body sent twice is a retry, stored once). */
function runBodies(runs) {
  const start = Date.now() - 40 * 60_000;
  const total = runs * RUN_LINES;
  const { bodies } = batchBodies(total, start, Math.max(1, Math.floor((30 * 60_000) / total)), 900);
  return Array.from({ length: runs }, (_, k) =>
    bodies.slice((k * bodies.length) / runs, ((k + 1) * bodies.length) / runs),
  );
}

/**
 * The median over rounds of (lines/s with tails) / (lines/s without) of the same round: each pair ran back to
 * back, so a drift of the machine weighs on both, and one disturbed run moves the median little.
 */
function pairRatio(without, withTails) {
  const perSecond = (r) => r.lines / r.seconds;
  return median(withTails.map((r, i) => perSecond(r) / perSecond(without[i])));
}

export async function tailBench({ ours, tailed, untailed }) {
  const url = `${ours.base}/logs/ingest?${INGEST_QUERY}`;
  const runtime = await workerRuntime(ours);
  const bodies = runBodies(2 * ROUNDS + 1);
  // Warm up before any clock starts: both accounts' slices (created on their first write), and the runtime's
  // compiled code of the whole ingest path (half a run each, at full speed; a cold first run would make the
  // baseline look slower).
  const warm = bodies[2 * ROUNDS];
  const half = Math.floor(warm.length / 2);
  for (const [account, jobs] of [
    [untailed, warm.slice(0, half)],
    [tailed, warm.slice(half)],
  ])
    await sendBatches({ url, headers: ingestHeaders(account), jobs, senders: SENDERS });

  const tails = [];
  for (const filter of FILTERS) tails.push(await openTail(ours.base, tailed, filter));
  const run = async (account, jobs) => {
    const cpu = cpuSeconds(runtime.pid);
    const { seconds, acks } = await sendBatches({
      url,
      headers: ingestHeaders(account),
      jobs,
      senders: SENDERS,
    });
    const lines = acks.reduce((n, a) => n + a.lines, 0);
    return { lines, seconds, cpu: cpuSeconds(runtime.pid) - cpu };
  };
  const without = [];
  const withTails = [];
  for (let r = 0; r < ROUNDS; r++) {
    without.push(await run(untailed, bodies[2 * r]));
    withTails.push(await run(tailed, bodies[2 * r + 1]));
  }
  await sleep(1000);
  const rate = (runs) => runs.reduce((n, r) => n + r.lines, 0) / runs.reduce((t, r) => t + r.seconds, 0);
  const cpu = (runs) =>
    (runs.reduce((t, r) => t + r.cpu, 0) * 1_000_000) / runs.reduce((n, r) => n + r.lines, 0);
  const table = [
    {
      load: "POST /logs/ingest, nobody tails",
      "lines/s": Math.round(rate(without)),
      "runtime CPU ms / 1,000 lines": Math.round(cpu(without)),
      runs: without.map((r) => Math.round(r.lines / r.seconds)).join(", "),
    },
    {
      load: `POST /logs/ingest, ${FILTERS.length} tails open`,
      "lines/s": Math.round(rate(withTails)),
      "runtime CPU ms / 1,000 lines": Math.round(cpu(withTails)),
      runs: withTails.map((r) => Math.round(r.lines / r.seconds)).join(", "),
    },
  ];
  const sent = withTails.reduce((n, r) => n + r.lines, 0);
  console.log(
    `\nLive tail: ingestion of ${RUN_LINES.toLocaleString("en")} lines a run by ${SENDERS} senders in ` +
      `${BATCH_LINES}-line batches, ${ROUNDS} rounds of (no tails, ${FILTERS.length} tails)`,
  );
  console.table(table);
  console.table(
    tails.map((t, i) => ({
      tail: FILTERS[i] || "(no filter)",
      "lines shown": t.lines,
      "told dropped": t.dropped,
      "of lines sent": sent,
    })),
  );

  const shown = tails.map((t, i) => ({ filter: FILTERS[i], lines: t.lines, dropped: t.dropped }));

  // (b) Paced: batches of PACED_RATE / 10 lines ten times a second; each line's arrival on the unfiltered
  // tail against its batch's answer.
  const all = tails[0];
  all.record = true;
  const perBatch = Math.max(1, Math.round(PACED_RATE / 10));
  const paced = batchBodies(PACED_RATE * PACED_SECONDS, Date.now() - 5 * 60_000, 1, 4242).bodies;
  const answeredAt = new Map();
  const pacedJobs = [];
  for (const b of paced) {
    const { lines } = JSON.parse(String(b.body));
    for (let i = 0; i < lines.length; i += perBatch) pacedJobs.push(lines.slice(i, i + perBatch));
  }
  const droppedBefore = all.dropped;
  const started = performance.now();
  await Promise.all(
    pacedJobs.map(async (lines, k) => {
      await sleep(Math.max(0, started + k * 100 - performance.now()));
      await post(url, ingestHeaders(tailed), JSON.stringify({ lines }));
      const at = performance.now();
      for (const l of lines) answeredAt.set(l.meta.request_id, at);
    }),
  );
  await sleep(1500);
  all.record = false;
  const latencies = all.arrivals
    .filter(([id]) => answeredAt.has(id))
    .map(([id, at]) => at - answeredAt.get(id));
  const pacedLines = pacedJobs.reduce((n, j) => n + j.length, 0);
  const latency = {
    lines: pacedLines,
    arrived: latencies.length,
    dropped: all.dropped - droppedBefore,
    p50: median(latencies),
    p99: percentile(latencies, 99),
  };
  console.log(
    `\nFrom the ingest answer to the line on the unfiltered tail, ${PACED_RATE} lines/s for ${PACED_SECONDS} s: ` +
      `${latency.arrived} of ${latency.lines} lines arrived (${latency.dropped} told dropped), ` +
      `p50 ${latency.p50.toFixed(0)} ms, p99 ${latency.p99.toFixed(0)} ms`,
  );
  for (const t of tails) t.ws.close(1000);

  // (c) What the slices keep, per line, for each account.
  const perLine = async (account) => {
    const c = await logStoreFigures(ours.base, account.account_id);
    return { stored: c.stored_bytes / c.lines, rows: c.rows_written / c.lines, lines: c.lines };
  };
  const [storeTailed, storeUntailed] = [await perLine(tailed), await perLine(untailed)];
  console.table([
    {
      account: "tailed",
      lines: storeTailed.lines,
      "stored B / line": storeTailed.stored.toFixed(1),
      "rows written / line": storeTailed.rows.toFixed(4),
    },
    {
      account: "not tailed",
      lines: storeUntailed.lines,
      "stored B / line": storeUntailed.stored.toFixed(1),
      "rows written / line": storeUntailed.rows.toFixed(4),
    },
  ]);
  return {
    rate: rate(withTails),
    baseRate: rate(without),
    ratio: rate(withTails) / rate(without),
    pairRatio: pairRatio(without, withTails),
    tails: shown,
    sent,
    latency,
    store: { tailed: storeTailed, untailed: storeUntailed },
  };
}
