// The log store fed as agents feed it (BENCH_ONLY=batches): the same realistic lines (makeLines) posted to
// POST /logs/ingest in batches of 10, 50 and 500 lines (BATCH_SIZES) by BATCH_SENDERS (16) concurrent senders,
// each sending its next batch when the previous one is answered, BATCH_MATRIX_LINES (100,000) lines per size,
// each size into an account of its own. Per size:
// - lines per second against the baseline Worker's plain D1 insert of the same bodies from the same senders
//   (bench/baseline, POST /insert, no search index), in BATCH_ROUNDS (4) alternating rounds so that both see
//   the machine as other work on it comes and goes, with the runtime CPU per 1,000 lines beside;
// - what keeping the lines costs, from the catalog once settled (the operator endpoint; bench/lib.mjs
//   logStoreFigures): rows written per line (the slices' own counter with FTS5's segment writes), stored bytes
//   against the lines' JSON, and the slices' catalog writes to D1 per slice and minute while they were written
//   to (from the first round's first batch to the last round's last answer, baseline rounds between included;
//   each slice's first catalog write, at once on its first write, is not counted);
// - the acknowledgement's latency (p50, p99).
// Requests go to each runtime's own socket, as the export memory bench sends them: wrangler's dev proxy is not
// part of a deployed Worker, and its ~1.9 ms a request (as much on both sides) hides the Workers' own costs
// at small batches. BATCH_VIA=proxy sends through it, as before 2026-11-29.
import { cpuSeconds, logStoreFigures, median, percentile, workerRuntime } from "./lib.mjs";
import {
  batchBodies,
  INGEST_QUERY,
  ingestHeaders,
  jsonHeaders,
  retried503,
  sendBatches,
} from "./log-analysis.mjs";

export const BATCH_SIZES = (process.env.BATCH_SIZES ?? "10,50,500").split(",").map(Number);
const LINES = Number(process.env.BATCH_MATRIX_LINES ?? 100_000);
const SENDERS = Number(process.env.BATCH_SENDERS ?? 16);
const ROUNDS = Number(process.env.BATCH_ROUNDS ?? 4);
const HOUR_MS = 3_600_000;
const VIA_PROXY = process.env.BATCH_VIA === "proxy";

/** The `k`-th of `count` nearly equal runs of `list`, in order. */
const nth = (list, k, count) =>
  list.slice(Math.floor((k * list.length) / count), Math.floor(((k + 1) * list.length) / count));

async function timed(runtime, url, headers, jobs) {
  const cpu = cpuSeconds(runtime.pid);
  const { acks } = await sendBatches({ url, headers, jobs, senders: SENDERS });
  const ms = acks.map((a) => a.at - a.sent);
  return {
    lines: acks.reduce((n, a) => n + a.lines, 0),
    seconds: (Math.max(...acks.map((a) => a.at)) - Math.min(...acks.map((a) => a.sent))) / 1000,
    cpu: cpuSeconds(runtime.pid) - cpu,
    p50: median(ms),
    p99: percentile(ms, 99),
  };
}

const rateOf = (runs) => runs.reduce((n, r) => n + r.lines, 0) / runs.reduce((t, r) => t + r.seconds, 0);
const cpuOf = (runs) =>
  (runs.reduce((t, r) => t + r.cpu, 0) * 1_000_000) / runs.reduce((n, r) => n + r.lines, 0);

/** `accounts`: one per size in BATCH_SIZES, in order. */
export async function batchesBench({ ours, baseline, accounts }) {
  const [ourRuntime, baseRuntime] = await Promise.all([workerRuntime(ours), workerRuntime(baseline)]);
  const rows = [];
  for (const [i, size] of BATCH_SIZES.entries()) {
    const account = accounts[i];
    // Two hours ago, a line every 10 ms: one daily slice, as one busy agent's lines would be.
    const start = Date.now() - 2 * HOUR_MS;
    const { bodies, jsonBytes } = batchBodies(LINES, start, 10, 1000 + size, null, size);
    const ourBase = VIA_PROXY ? ours.base : ourRuntime.base;
    const baseBase = VIA_PROXY ? baseline.base : baseRuntime.base;
    const ingestUrl = `${ourBase}/logs/ingest?${INGEST_QUERY}`;
    const baseUrl = `${baseBase}/insert?account=${account.account_id}&${INGEST_QUERY}`;
    const ourRuns = [];
    const baseRuns = [];
    const began = Date.now();
    for (let k = 0; k < ROUNDS; k++) {
      const jobs = nth(bodies, k, ROUNDS);
      baseRuns.push(await timed(baseRuntime, baseUrl, jsonHeaders, jobs));
      ourRuns.push(await timed(ourRuntime, ingestUrl, ingestHeaders(account), jobs));
    }
    const minutes = (Date.now() - began) / 60_000;
    // Catalog writes so far, each slice's first (at once, on its first write) left out; then settled.
    const during = await logStoreFigures(ours.base, account.account_id, { settle: false });
    const loadFlushes = Math.max(0, during.flushes - during.slices);
    const figures = await logStoreFigures(ours.base, account.account_id);
    rows.push({
      size,
      rate: rateOf(ourRuns),
      baseRate: rateOf(baseRuns),
      cpu: cpuOf(ourRuns),
      baseCpu: cpuOf(baseRuns),
      p50: median(ourRuns.map((r) => r.p50)),
      p99: Math.max(...ourRuns.map((r) => r.p99)),
      lines: figures.lines,
      rowsPerLine: figures.rows_written / figures.lines,
      storedPerLine: figures.stored_bytes / figures.lines,
      jsonPerLine: jsonBytes / LINES,
      storedRatio: figures.stored_bytes / jsonBytes,
      slices: figures.slices,
      chunks: figures.chunks,
      flushesPerSliceMinute: loadFlushes / Math.max(1, figures.slices) / minutes,
      minutes,
    });
    console.error(
      `batches: ${size}-line batches done, ${Math.round(rateOf(ourRuns))} lines/s against ${Math.round(rateOf(baseRuns))}`,
    );
  }
  console.log(
    `\nThe log store fed in batches of ${BATCH_SIZES.join(", ")} lines by ${SENDERS} senders ` +
      `(${LINES.toLocaleString("en")} lines each, one account per size), in ${ROUNDS} rounds alternating with ` +
      "the baseline's plain D1 insert of the same bodies",
  );
  console.table(
    rows.map((r) => ({
      "lines/batch": r.size,
      "lines/s": Math.round(r.rate),
      "baseline lines/s": Math.round(r.baseRate),
      ratio: (r.rate / r.baseRate).toFixed(2),
      "CPU ms/1,000 lines": `${Math.round(r.cpu)} vs ${Math.round(r.baseCpu)}`,
      "ack p50/p99 ms": `${Math.round(r.p50)} / ${Math.round(r.p99)}`,
      "rows/line": r.rowsPerLine.toFixed(4),
      "stored B/line": r.storedPerLine.toFixed(1),
      "stored/JSON": r.storedRatio.toFixed(3),
      "slices/chunks": `${r.slices}/${r.chunks}`,
      "D1 writes/slice/min (over)": `${r.flushesPerSliceMinute.toFixed(2)} (${r.minutes.toFixed(1)} min)`,
    })),
  );
  for (const r of rows)
    if (r.lines !== LINES)
      console.log(`${r.size}-line batches: the catalog counts ${r.lines} of ${LINES} lines`);
  if (retried503 > 0) console.log(`${retried503} answers of 503 (wrangler's local proxy) were sent again`);
  return rows;
}
