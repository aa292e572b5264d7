// The log store (lines kept in slices: SQLite Durable Objects of compressed chunks, src/durable/log-slice.ts),
// for `npm run bench` (BENCH_ONLY=store). STORE_LINES (1,000,000) realistic lines (makeLines) of one account,
// all of one UTC day (the default 24-hour bucket: one slice grows to the whole volume), are posted to
// POST /logs/ingest by STORE_SENDERS (8) concurrent senders in 500-line batches, each sender sending its
// next batch when the previous one is answered, a decile of the lines at a time. Measured:
// (a) what keeping them costs, from the catalog in D1 (log_slices: each slice writes its row within a minute
//     of a write; read through the operator endpoint POST /admin/accounts/{id}/log-store/flush, which has
//     the slices flush first): stored bytes (each slice's SQLite database size) against the bytes of the
//     lines' JSON, and the rows the slices wrote (their own counter, FTS5's segment writes included: what
//     Cloudflare bills) per line;
// (b) lines per second against the baseline Worker's plain D1 batch insert without the search index
//     (bench/baseline, POST /insert) of the same bodies from the same senders: the first
//     STORE_BASELINE_LINES (200,000) lines, in eleven runs before, between and after our deciles, so that
//     both see the machine as other work on it comes and goes;
// (c) flat in volume: each decile's rate (from its first sending to its last answer), the baseline's rate in
//     its runs beside it, and the last decile's rate against the first's.
// Beside the rates, the CPU each server's runtime (the workerd process running the Worker, its Durable
// Objects and the local D1) used per 1,000 lines: locally that work is almost all on one thread, so it is
// what the rate is made of, and it varies less than the wall clock with the other work on the machine.
// The bodies are made before the clock starts (~400 MB for 1,000,000 lines) so that making them does not
// take the cores from the Worker, and a few batches of another account warm the Worker up first.
import { cpuSeconds, logStoreFigures, mb, median, percentile, workerRuntime } from "./lib.mjs";
import {
  BATCH_LINES,
  batchBodies,
  INGEST_QUERY,
  ingestHeaders,
  jsonHeaders,
  sendBatches,
} from "./log-analysis.mjs";

export const STORE_LINES = Number(process.env.STORE_LINES ?? 1_000_000);
const BASELINE_LINES = Math.min(STORE_LINES, Number(process.env.STORE_BASELINE_LINES ?? 200_000));
const SENDERS = Number(process.env.STORE_SENDERS ?? 8);
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A load's lines, seconds (first sending to last answer) and batch latency. */
function span(acks) {
  const ms = acks.map((a) => a.at - a.sent);
  return {
    lines: acks.reduce((n, a) => n + a.lines, 0),
    seconds: (Math.max(...acks.map((a) => a.at)) - Math.min(...acks.map((a) => a.sent))) / 1000,
    p50: median(ms),
    p99: percentile(ms, 99),
  };
}

/** The `k`-th of `count` nearly equal runs of `list`, in order. */
const nth = (list, k, count) =>
  list.slice(Math.floor((k * list.length) / count), Math.floor(((k + 1) * list.length) / count));

const rateOf = (runs) => runs.reduce((n, r) => n + r.lines, 0) / runs.reduce((t, r) => t + r.seconds, 0);
/** Runtime CPU ms per 1,000 lines. */
const cpuOf = (runs) =>
  (runs.reduce((t, r) => t + r.cpu, 0) * 1_000_000) / runs.reduce((n, r) => n + r.lines, 0);

/**
 * `account`: the account whose lines are measured (default layout); `warmAccount`: another one, for the
 * warm-up.
 */
export async function storeBench({ ours, baseline, account, warmAccount }) {
  // From 01:00 of yesterday (UTC), at most 20 hours of lines: one slice of the 24-hour bucket.
  const start = Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS + HOUR_MS;
  const step = Math.max(1, Math.floor((20 * HOUR_MS) / STORE_LINES));
  const made = performance.now();
  const { bodies, jsonBytes } = batchBodies(STORE_LINES, start, step, 5000);
  console.error(`store: ${bodies.length} bodies made in ${((performance.now() - made) / 1000).toFixed(0)} s`);
  const ingestUrl = `${ours.base}/logs/ingest?${INGEST_QUERY}`;
  const send = (url, headers, jobs) => sendBatches({ url, headers, jobs, senders: SENDERS });

  const warm = batchBodies(40 * BATCH_LINES, Date.now() - HOUR_MS, 10, 4000).bodies;
  await send(ingestUrl, ingestHeaders(warmAccount), warm);

  // Our load goes in deciles, each between two runs of the baseline (eleven runs sharing its lines): other
  // work on the machine comes and goes, and the runs beside a decile saw the machine it saw. Each run also
  // counts the CPU its server's runtime used.
  const baseJobs = bodies.slice(0, Math.ceil(BASELINE_LINES / BATCH_LINES));
  const baseUrl = `${baseline.base}/insert?account=${account.account_id}&${INGEST_QUERY}`;
  const [ourRuntime, baseRuntime] = await Promise.all([workerRuntime(ours), workerRuntime(baseline)]);
  const run = async (runtime, url, headers, jobs) => {
    const cpu = cpuSeconds(runtime.pid);
    const { acks } = await send(url, headers, jobs);
    return { ...span(acks), cpu: cpuSeconds(runtime.pid) - cpu };
  };
  const baseRuns = [];
  const deciles = [];
  for (let k = 0; k <= 10; k++) {
    const jobs = nth(baseJobs, k, 11);
    baseRuns.push(jobs.length > 0 ? await run(baseRuntime, baseUrl, jsonHeaders, jobs) : null);
    if (k === 10) break;
    deciles.push(await run(ourRuntime, ingestUrl, ingestHeaders(account), nth(bodies, k, 10)));
  }
  const done = baseRuns.filter((r) => r !== null);

  const figures = await logStoreFigures(ours.base, account.account_id);
  const catalog = { ...figures, stored: figures.stored_bytes, rows: figures.rows_written };

  const rate = rateOf(deciles);
  const baseRate = rateOf(done);
  const row = (title, runs) => ({
    load: title,
    lines: runs.reduce((n, r) => n + r.lines, 0),
    s: runs.reduce((t, r) => t + r.seconds, 0).toFixed(1),
    "lines/s": Math.round(rateOf(runs)),
    "p50 ms (median of runs)": Math.round(median(runs.map((r) => r.p50))),
    "p99 ms (worst run)": Math.round(Math.max(...runs.map((r) => r.p99))),
    "ratio to baseline": (rateOf(runs) / baseRate).toFixed(2),
    "runtime CPU ms / 1,000 lines": Math.round(cpuOf(runs)),
    "CPU ratio to baseline": (cpuOf(runs) / cpuOf(done)).toFixed(2),
  });
  console.log(
    `\nLog store load: ${STORE_LINES.toLocaleString("en")} lines (${mb(jsonBytes)} MB of line JSON, one ` +
      `account, one day) by ${SENDERS} senders in ${BATCH_LINES}-line batches, in deciles; the baseline ` +
      `the first ${BASELINE_LINES.toLocaleString("en")} of them, in ${done.length} runs around the deciles`,
  );
  console.table([
    row("POST /logs/ingest (ours)", deciles),
    row("POST /insert (baseline: D1 batch of INSERTs, no search index)", done),
  ]);

  // The baseline's rate beside a decile: the mean of the runs just before and after it.
  const beside = (k) => rateOf([baseRuns[k], baseRuns[k + 1]].filter((r) => r !== null));
  const firstRate = deciles[0].lines / deciles[0].seconds;
  const decileTable = deciles.map((d, k) => ({
    decile: k + 1,
    lines: d.lines,
    s: d.seconds.toFixed(1),
    "lines/s": Math.round(d.lines / d.seconds),
    "p50 ms": Math.round(d.p50),
    "p99 ms": Math.round(d.p99),
    "ratio to first": (d.lines / d.seconds / firstRate).toFixed(2),
    "baseline lines/s beside": Math.round(beside(k)),
    "CPU ms / 1,000 lines": Math.round(cpuOf([d])),
  }));
  console.log(
    "\nThe same load by decile (each timed from its first sending to its last answer; the baseline beside " +
      "it: the mean of its runs just before and after)",
  );
  console.table(decileTable);
  const last = deciles[deciles.length - 1];
  const flat = last.lines / last.seconds / firstRate;

  const lines = Number(catalog.lines ?? 0);
  const per = (n) => (lines > 0 ? n / lines : Number.NaN);
  const storageTable = [
    { figure: "lines (catalog)", total: lines, "per line": "", "ratio to JSON": "" },
    {
      figure: "slices / chunks",
      total: `${catalog.slices} / ${catalog.chunks}`,
      "per line": "",
      "ratio to JSON": "",
    },
    {
      figure: "bytes of the lines' JSON (as sent)",
      total: `${mb(jsonBytes)} MB`,
      "per line": (jsonBytes / STORE_LINES).toFixed(1),
      "ratio to JSON": "1.00",
    },
    {
      figure: "bytes of line text + meta (catalog bytes)",
      total: `${mb(catalog.bytes)} MB`,
      "per line": per(catalog.bytes).toFixed(1),
      "ratio to JSON": (catalog.bytes / jsonBytes).toFixed(3),
    },
    {
      figure: "stored bytes (slices' database size)",
      total: `${mb(catalog.stored)} MB`,
      "per line": per(catalog.stored).toFixed(1),
      "ratio to JSON": (catalog.stored / jsonBytes).toFixed(3),
    },
    {
      figure: "rows written",
      total: catalog.rows,
      "per line": per(catalog.rows).toFixed(4),
      "ratio to JSON": "",
    },
  ];
  console.log("\nWhat the store keeps for them (log_slices in D1, summed over the account's slices)");
  console.table(storageTable);
  if (lines !== STORE_LINES)
    console.log(`the catalog counts ${lines} lines, ${STORE_LINES} were sent: its figures are not current`);
  console.log(
    `ours/baseline lines per second: ${(rate / baseRate).toFixed(2)} (goal >= 2); last decile / first: ` +
      `${flat.toFixed(2)}, runtime CPU per line ${(cpuOf([last]) / cpuOf([deciles[0]])).toFixed(2)} ` +
      `(goal >= 0.8); stored / JSON bytes: ${(catalog.stored / jsonBytes).toFixed(3)} ` +
      `(goal <= 0.3); rows written per line: ${per(catalog.rows).toFixed(4)} (goal <= 0.05)`,
  );
  return {
    rate,
    baseRate,
    ratio: rate / baseRate,
    firstRate,
    lastRate: last.lines / last.seconds,
    flat,
    cpuPerThousand: cpuOf(deciles),
    baseCpuPerThousand: cpuOf(done),
    firstCpu: cpuOf([deciles[0]]),
    lastCpu: cpuOf([last]),
    lines,
    jsonPerLine: jsonBytes / STORE_LINES,
    storedPerLine: per(catalog.stored),
    storedRatio: catalog.stored / jsonBytes,
    rows: catalog.rows,
    rowsPerLine: per(catalog.rows),
  };
}
