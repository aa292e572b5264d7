#!/usr/bin/env node
// npm run bench: starts the Worker (bench/dev-server.mjs: wrangler's dev server, inspector off) on loopback
// with its own throw-away local state (and a minimal baseline Worker, bench/baseline, on the next port down
// with its own state), then measures:
// - the management routes: autocannon (50 connections, BENCH_SECONDS each) on GET /health (their
//   baseline), GET /v3/pipeline/{id} and a node update; requests per second and p50/p99 latency, each
//   as a ratio to /health;
// - the log store (method: bench/store.mjs): 1,000,000 lines through POST /logs/ingest from 8 senders, their
//   lines per second (and runtime CPU per line) against the baseline Worker's plain D1 insert without the
//   search index, the load's deciles (flat in volume), and the stored bytes and rows written per line from
//   the catalog in D1;
// - the log store fed in 10-, 50- and 500-line batches by 16 senders (method: bench/batches.mjs): lines per
//   second against the plain D1 insert of the same batches, rows written and stored bytes per line, D1
//   writes per slice per minute;
// - the cold tier at size (method: bench/cold.mjs): a slice of 300,000 chunks moved to R2 a step at a time,
//   CPU and memory per step, and the GETs of reading one of its lines cold;
// - needle planning (method: bench/needle-plan.mjs): a simulated month of 6,480 slices with needle summaries,
//   the share of slices an id search plans beyond the one holding it and the planning time, against the plan
//   of time ranges alone;
// - the log-analysis routes against the baseline Worker's plain D1 code without the search index
//   (method: bench/log-analysis.mjs): ingestion lines per second, export v2 page time, and export v1 peak
//   memory for 1,000 vs 20,000 lines;
// - search through the index (method: bench/search.mjs): a rare term over 1,000,000 lines in 24 hourly
//   slices and over 1,000,000 in 100, each against 10,000 lines in one slice, and a common term streamed by
//   export v1 with flat memory;
// - live ingestion through a published pipeline with a throttle against the same pipeline without it
//   (method: bench/data-plane.mjs).
// - OTLP/protobuf log intake (open-telemetry-logs source -> blackhole) against the same events as a JSON
//   array through an http source -> blackhole (method: bench/data-plane.mjs).
// - edge usage metric intake, records per second in 1,000-record requests, against the baseline Worker's
//   plain D1 batch insert of the same rows (method: bench/edge-metrics.mjs).
// - delivery to destinations through the queue: live intake events per second with two http destinations,
//   queued against delivered in the request (a dev server of ours with DELIVERY_MODE=inline on the same
//   state), the queue's drain and exactly-once counts at a receiver in the bench process; and the sender's
//   p99 with one destination taking 2 s against all healthy (method: bench/delivery.mjs).
// - live tail: ingestion lines per second with 5 tails open against none, the latency from the ingest answer
//   to the line on the socket, and rows written and bytes stored per line (method: bench/tail.mjs).
// BENCH_PORT (8799; the baseline uses BENCH_PORT - 1), BENCH_SECONDS (10), BENCH_ONLY (comma list of
// throttle, store, batches, cold, needles, needle-day, routes, ingest, export, search, live, otlp, edge, delivery,
// tail; all but cold, needles and needle-day by default),
// STORE_LINES and SEARCH_LINES (1,000,000 each), BENCH_SRC (the src/ directory to serve, see bench/lib.mjs). The
// throttle class alone: bench/throttle.mjs. Our Worker is served from a
// copy of src/ taken when its first dev server starts (edits meanwhile would reload it mid-measurement; see
// sourceSnapshot in bench/lib.mjs; BENCH_LIVE_SRC=1 serves src/ itself).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { accountSql } from "../scripts/account-sql.mjs";
import { BATCH_SIZES, batchesBench } from "./batches.mjs";
import { COLD_CHUNKS, coldBench } from "./cold.mjs";
import { liveIngestionBench, otlpIntakeBench } from "./data-plane.mjs";
import { deliveryBench } from "./delivery.mjs";
import { edgeIntakeBench } from "./edge-metrics.mjs";
import { load, startDev, wrangler } from "./lib.mjs";
import {
  EXPORT_LINES,
  exportV1MemoryBench,
  exportV2Bench,
  ingestionBench,
  loadLines,
  loadOurs,
  makeFatLines,
  makeLines,
} from "./log-analysis.mjs";
import { needleDayBench } from "./needle-day.mjs";
import { needlePlanBench } from "./needle-plan.mjs";
import { loadSearchLines, SEARCH_BIG, searchBench } from "./search.mjs";
import { STORE_LINES, storeBench } from "./store.mjs";
import { tailBench } from "./tail.mjs";
import { throttleBench } from "./throttle.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8799);
const BASELINE_PORT = PORT - 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ONLY = new Set(
  (
    process.env.BENCH_ONLY ??
    "throttle,store,batches,routes,ingest,export,search,live,otlp,edge,delivery,tail"
  ).split(","),
);
const CONNECTIONS = 50;
const BASELINE_CONFIG = "bench/baseline/wrangler.toml";

const state = mkdtempSync(join(tmpdir(), "bench-state-"));
const baselineState = mkdtempSync(join(tmpdir(), "bench-baseline-"));
const devs = [];
process.on("exit", () => {
  for (const dev of devs) dev.kill();
  rmSync(state, { recursive: true, force: true });
  rmSync(baselineState, { recursive: true, force: true });
});
process.on("SIGINT", () => process.exit(130));

const summary = [];

if (ONLY.has("throttle")) {
  // The throttle class alone, before the servers start so nothing else competes for the cores.
  const t = await throttleBench();
  console.log("\nThrottle class: 1,000,000 events on 10,000 keys, against a plain Map counter loop");
  console.table(t.table);
  summary.push({
    benchmark: "throttle class, 1M events on 10k keys",
    result: `${t.table[1]["decisions/s"]} vs ${t.table[0]["decisions/s"]} decisions/s (Map loop)`,
    ratio: `${t.ratio.toFixed(2)} x the time`,
    goal: "<= 3 x the time",
  });
}

// Accounts: one for the management routes and ingestion, three holding export lines (~200 B, ~10 KB in one
// slice and ~10 KB over 24 hourly slices; large enough that 20,000 lines, ~200 MB, could not be buffered in a
// 128 MB isolate), one for the log store's load, three for search.
const FAT_LINE_BYTES = Number(process.env.FAT_LINE_BYTES ?? 10_000);
const made = [
  await accountSql("bench"),
  await accountSql("bench-export"),
  await accountSql("bench-fat"),
  await accountSql("bench-store"),
  await accountSql("bench-search-big"),
  await accountSql("bench-search-hundred"),
  await accountSql("bench-search-small"),
  await accountSql("bench-tailed"),
  await accountSql("bench-untailed"),
  await accountSql("bench-fat-hourly"),
  ...(await Promise.all(BATCH_SIZES.map((size) => accountSql(`bench-batches-${size}`)))),
];
const [
  account,
  exporter,
  fatExporter,
  storer,
  searchBig,
  searchHundred,
  searchSmall,
  tailed,
  untailed,
  fatHourlyExporter,
] = made.map((m) => m.result);
const batchAccounts = made.slice(10).map((m) => m.result);
// The search accounts and one export account keep hourly slices (the default is a slice a day), so their
// lines spread over hours land in many slices.
const hourly = [searchBig, searchHundred, searchSmall, fatHourlyExporter]
  .map((a) => `'${a.account_id}'`)
  .join(", ");
const sqlFile = join(state, "accounts.sql");
writeFileSync(
  sqlFile,
  [
    ...made.flatMap((m) => m.statements),
    `UPDATE accounts SET log_bucket_hours = 1 WHERE id IN (${hourly});`,
  ].join("\n"),
);
const started = performance.now();
await Promise.all([
  (async () => {
    await wrangler("d1", "migrations", "apply", "DB", "--local", "--persist-to", state);
    await wrangler("d1", "execute", "DB", "--local", "--persist-to", state, "--file", sqlFile);
  })(),
  (async () => {
    const local = ["DB", "--local", "--persist-to", baselineState, "-c", BASELINE_CONFIG];
    await wrangler("d1", "migrations", "apply", ...local);
    await wrangler("d1", "execute", ...local, "--file", "bench/baseline/no-index.sql");
  })(),
]);
const start = (which, vars) =>
  which === "ours"
    ? startDev({ port: PORT, state, vars })
    : startDev({ port: BASELINE_PORT, state: baselineState, config: BASELINE_CONFIG });
let [ours, baseline] = await Promise.all([start("ours"), start("baseline")]);
devs.push(ours, baseline);
console.error(`setup: ${((performance.now() - started) / 1000).toFixed(0)} s`);
// A fresh dev server of ours on the same state, for each memory measurement: nothing left on the heap. With
// `vars`, Worker variables over the config's (delivery: {DELIVERY_MODE: "inline"}).
const restart = async (vars) => {
  await ours.stop();
  ours = await start("ours", vars);
  devs.push(ours);
  return ours;
};

if (ONLY.has("store")) {
  const store = await storeBench({ ours, baseline, account: storer, warmAccount: account });
  const lines = STORE_LINES.toLocaleString("en");
  const catalog = store.lines === STORE_LINES ? "" : ` (the catalog holds ${store.lines} lines)`;
  summary.push(
    {
      benchmark: `log store load, ${lines} lines, lines/s`,
      result:
        `${Math.round(store.rate)} vs ${Math.round(store.baseRate)} (plain D1 insert, no search index); ` +
        `runtime CPU ${Math.round(store.cpuPerThousand)} vs ${Math.round(store.baseCpuPerThousand)} ms per 1,000 lines`,
      ratio: store.ratio.toFixed(2),
      goal: ">= 2",
    },
    {
      benchmark: "log store load, last decile vs first",
      result:
        `${Math.round(store.lastRate)} vs ${Math.round(store.firstRate)} lines/s; runtime CPU ` +
        `${Math.round(store.lastCpu)} vs ${Math.round(store.firstCpu)} ms per 1,000 lines`,
      ratio: `${store.flat.toFixed(2)} (CPU per line ${(store.lastCpu / store.firstCpu).toFixed(2)} x the first's)`,
      goal: ">= 0.8",
    },
    {
      benchmark: `log store, stored bytes per line (${lines} lines)`,
      result: `${store.storedPerLine.toFixed(1)} B vs ${store.jsonPerLine.toFixed(1)} B of line JSON${catalog}`,
      ratio: store.storedRatio.toFixed(3),
      goal: "<= 0.3",
    },
    {
      benchmark: `log store, rows written per line (${lines} lines)`,
      result: `${store.rows} rows${catalog}`,
      ratio: store.rowsPerLine.toFixed(4),
      goal: "<= 0.05",
    },
  );
}

if (ONLY.has("batches")) {
  for (const r of await batchesBench({ ours, baseline, accounts: batchAccounts })) {
    summary.push(
      {
        benchmark: `log store, ${r.size}-line batches from 16 senders, lines/s`,
        result: `${Math.round(r.rate)} vs ${Math.round(r.baseRate)} (plain D1 insert of the same batches)`,
        ratio: (r.rate / r.baseRate).toFixed(2),
        goal: ">= 2",
      },
      {
        benchmark: `log store, ${r.size}-line batches: rows written per line (FTS5's included)`,
        result: `${r.rowsPerLine.toFixed(4)}; stored ${r.storedPerLine.toFixed(1)} B of ${r.jsonPerLine.toFixed(1)} B JSON`,
        ratio: `${r.storedRatio.toFixed(3)} of the JSON`,
        goal: "<= 0.05 rows, <= 0.3 bytes",
      },
      {
        benchmark: `log store, ${r.size}-line batches: D1 writes per slice per minute`,
        result: `${r.flushesPerSliceMinute.toFixed(2)} over ${r.minutes.toFixed(1)} min, ${r.slices} slice(s)`,
        ratio: "",
        goal: "<= 1",
      },
    );
  }
}

/** A fresh local state directory with every D1 migration applied, for a bench server of its own. */
async function migratedState(prefix) {
  const state = mkdtempSync(join(tmpdir(), prefix));
  await wrangler("d1", "migrations", "apply", "DB", "--local", "--persist-to", state);
  return state;
}

/**
 * A bench on a server of its own (the bench's entry point, its own migrated state, seeded through its /bench/
 * routes) for a new account; the state is removed after unless `keep` (its path printed).
 */
async function onOwnServer(prefix, port, bench, keep = false) {
  const state = await migratedState(prefix);
  try {
    return await bench({ port, state, account: { account_id: crypto.randomUUID() } });
  } finally {
    if (keep) console.log(`${prefix} state kept in ${state}`);
    else rmSync(state, { recursive: true, force: true });
  }
}

if (ONLY.has("needles")) {
  // NEEDLE_KEEP_STATE=1 keeps the month's D1 to look into.
  const n = await onOwnServer(
    "bench-needles-",
    PORT + 2,
    needlePlanBench,
    Boolean(process.env.NEEDLE_KEEP_STATE),
  );
  console.log(
    `\nNeedle planning: ${n.slices.toLocaleString("en")} slices (${n.lines.toLocaleString("en")} lines, seeded in ${n.seedSeconds.toFixed(0)} s), ` +
      `filters ${n.filterBytesPerLine.toFixed(2)} B a line; periods built ${n.built.built} (${n.built.tooLarge} too large) ` +
      `in ${n.built.runs} runs of the job, from ${n.periodsIn === "objects" ? "needle objects" : "D1 rows"}: ` +
      `${n.built.blockRows} block rows, ${(n.built.blockBytes / 1_048_576).toFixed(1)} MB; ` +
      `${n.built.objects} R2 objects, ${(n.built.objectBytes / 1_048_576).toFixed(1)} MB`,
  );
  console.table(n.rows);
  console.log(
    `planning (wall, in the Worker): median ${n.planMs.median.toFixed(1)} ms, p95 ${n.planMs.p95.toFixed(1)} ms; ` +
      `the catalog's time ranges alone: median ${n.catalogMs.median.toFixed(1)} ms, p95 ${n.catalogMs.p95.toFixed(1)} ms; ` +
      `a bare D1 round trip (SELECT 1): median ${n.floorMs.median.toFixed(1)} ms; ` +
      `the plan's round trips alone: summaries median ${n.summariesMs.median.toFixed(1)} ms, ` +
      `narrowed catalog median ${n.narrowedMs.median.toFixed(1)} ms`,
  );
  summary.push(
    {
      benchmark: `needle plan, a 32-hex id over a month of ${n.slices.toLocaleString("en")} slices`,
      result: `${n.hex32["slices contacted beyond the holding one (mean / p95 / max)"]} of the slices beyond the holding one, complete: ${n.hex32.complete}`,
      ratio: "vs 100 % by time range alone",
      goal: "<= 5 %",
    },
    {
      benchmark: `needle plan, planning time (periods in ${n.periodsIn})`,
      result: `median ${n.planMs.median.toFixed(1)} ms, p95 ${n.planMs.p95.toFixed(1)} ms (a bare D1 round trip ${n.floorMs.median.toFixed(1)} ms)`,
      ratio: `${(n.planMs.median / Math.max(n.catalogMs.median, 0.1)).toFixed(2)} x the catalog's time ranges alone`,
      goal: "<= 10 ms",
    },
  );
}

if (ONLY.has("needle-day")) {
  const d = await onOwnServer("bench-needle-day-", PORT + 3, needleDayBench);
  const mb = (bytes) => bytes / 1_048_576;
  const built = d.messages.filter((m) => m.built > 0).length;
  const gets = d.seeded.objects * d.period.stripes;
  const rate = mb(d.period.objectBytes) / d.seconds;
  const baselineRate = mb(d.baseline.bytes) / d.baseline.seconds;
  // A 1 TB/day account's day: 216 objects of ~46 columns (~10 GB); messages as the consumer spends them.
  const bigColumns = 216 * 46;
  const bigBytes = 2 ** 17 * 64 * Math.ceil(bigColumns / 8);
  const bigStripe = 2 ** Math.floor(Math.log2((16 * 1_048_576) / (64 * Math.ceil(bigColumns / 8))));
  const bigStripes = 2 ** 17 / bigStripe;
  const bigMessages = Math.ceil(bigStripes / Math.floor(800 / 216));
  console.log(
    `\nA large day's needle period through the queue: ${d.seeded.objects} needle objects of ${d.seeded.columns} columns ` +
      `(${mb(d.seeded.bytes).toFixed(0)} MB, seeded in ${d.seeded.seconds.toFixed(0)} s); period ${d.period.columns} columns, ` +
      `${mb(d.period.objectBytes).toFixed(0)} MB in R2, ${d.period.stripes} stripes of ${d.period.stripe} blocks, ${gets.toLocaleString("en")} GETs; ` +
      `${d.messages.length} messages (built in message ${built ? d.messages.findIndex((m) => m.built > 0) + 1 : "none"}), ` +
      `${d.seconds.toFixed(1)} s (${rate.toFixed(1)} MB/s); baseline I/O of the same bytes ${d.baseline.seconds.toFixed(1)} s ` +
      `(read ${d.baseline.readSeconds.toFixed(1)} s; ${baselineRate.toFixed(1)} MB/s). At 1 TB/day (${bigColumns.toLocaleString("en")} columns, ` +
      `${(bigBytes / 2 ** 30).toFixed(1)} GiB): ${bigStripes} stripes, ${bigMessages} messages, ` +
      `${(mb(bigBytes) / rate / 60).toFixed(0)} min at this rate`,
  );
  summary.push({
    benchmark: `needle day of ${d.seeded.objects} objects built through the queue (${d.messages.length} messages)`,
    result: `${d.seconds.toFixed(1)} s, ${rate.toFixed(1)} MB/s of period`,
    ratio: `${(d.seconds / d.baseline.seconds).toFixed(2)} x the same bytes read and written alone`,
    goal: "a past day of a 1 TB/day account gets its period",
  });
}

if (ONLY.has("cold")) {
  const cold = await onOwnServer("bench-cold-", PORT + 1, coldBench);
  summary.push(
    {
      benchmark: `cold tier, moving a slice of ${COLD_CHUNKS.toLocaleString("en")} chunks to R2`,
      result: `${cold.steps} steps, at most ${cold.maxCpu.toFixed(2)} s of CPU and ${(cold.maxPeak / 1_048_576).toFixed(0)} MB over idle a step`,
      ratio: "",
      goal: "<= 30 s, <= 64 MB a step",
    },
    {
      benchmark: "cold tier, reading one line of it from R2",
      result: `${cold.gets} GETs`,
      ratio: "",
      goal: "<= 3",
    },
    {
      benchmark: "cold tier, a 32-hex id over the whole slice from R2 (present / absent)",
      result: `${cold.idGets[0]} / ${cold.idGets[1]} GETs, ${cold.idScanned[0]} / ${cold.idScanned[1]} lines read`,
      ratio: "",
      goal: "",
    },
  );
}

if (ONLY.has("export")) {
  // The same lines, 100 ms apart from three hours ago (33 minutes), in both databases, same account id.
  const from = Date.now() - 3 * 3_600_000;
  const range = { from, to: from + EXPORT_LINES * 100 };
  await loadLines({ ours, baseline, account: exporter, lines: makeLines(EXPORT_LINES, from, 100, 1) });
  await loadOurs({
    ours,
    account: fatExporter,
    lines: makeFatLines(EXPORT_LINES, from, 100, 2, FAT_LINE_BYTES),
  });
  // The same fat lines spread evenly over the 24 whole hours before the current one: 24 hourly slices.
  const hourMs = 3_600_000;
  const slicedFrom = Math.floor(Date.now() / hourMs) * hourMs - 24 * hourMs;
  const slicedRange = { from: slicedFrom, to: slicedFrom + 24 * hourMs - 1 };
  await loadOurs({
    ours,
    account: fatHourlyExporter,
    lines: makeFatLines(EXPORT_LINES, slicedFrom, (24 * hourMs) / EXPORT_LINES, 2, FAT_LINE_BYTES),
  });
  for (const acc of [exporter, fatExporter, fatHourlyExporter]) {
    const res = await fetch(`${ours.base}/v3/pipeline/account`, {
      method: "PATCH",
      headers: { authorization: `Token ${acc.service_key}`, "content-type": "application/json" },
      body: JSON.stringify({ export_line_limit: EXPORT_LINES }),
    });
    if (!res.ok) throw new Error(`PATCH /v3/pipeline/account: ${res.status} ${await res.text()}`);
  }

  const memory = await exportV1MemoryBench({
    restart,
    account: exporter,
    range,
    fat: { account: fatExporter, range, lineBytes: FAT_LINE_BYTES },
    sliced: { account: fatHourlyExporter, range: slicedRange, slices: 24 },
  });
  const v2 = await exportV2Bench({ ours, baseline, account: exporter, range });
  summary.push(
    {
      benchmark: "export v2, 10,000-line page",
      result: `${v2.table[0]["median ms"]} ms vs ${v2.table[1]["median ms"]} ms (median)`,
      ratio: v2.ratio.toFixed(2),
      goal: "<= 1.5",
    },
    {
      benchmark: "export v1 peak RSS over idle",
      result:
        `1,000 lines +${memory.table[0]["peak - idle MB"]} MB, 10,000 +${memory.table[1]["peak - idle MB"]} MB, ` +
        `20,000 +${memory.table[2]["peak - idle MB"]} MB (slow reader +${memory.table[3]["peak - idle MB"]} MB); ` +
        `buffered >= ${(memory.buffered / 1_048_576).toFixed(1)} MB`,
      ratio: `${memory.ratio.toFixed(2)} of buffered; ${memory.marginal.toFixed(2)} B/B 10k->20k`,
      goal: "flat",
    },
    {
      benchmark: `export v1 peak RSS, 20,000 lines of ~${FAT_LINE_BYTES / 1000} KB`,
      result:
        `+${(memory.fat.increase / 1_048_576).toFixed(1)} MB for a ${(memory.fat.body / 1_048_576).toFixed(1)} MB ` +
        `body (5,000 lines: +${(memory.fat.smallIncrease / 1_048_576).toFixed(1)} MB; read at 8 MB/s: ` +
        `+${(memory.fat.slowIncrease / 1_048_576).toFixed(1)} MB)`,
      ratio:
        `${(memory.fat.increase / memory.fat.body).toFixed(2)} of the body ` +
        `(slow reader ${(memory.fat.slowIncrease / memory.fat.body).toFixed(2)})`,
      goal: "<= 0.3 of the body (buffering >= 1)",
    },
    {
      benchmark: `export v1 peak RSS, 20,000 lines of ~${FAT_LINE_BYTES / 1000} KB over ${memory.sliced.slices} slices`,
      result:
        `+${(memory.sliced.increase / 1_048_576).toFixed(1)} MB for a ${(memory.sliced.body / 1_048_576).toFixed(1)} MB ` +
        `body (read at 8 MB/s: +${(memory.sliced.slowIncrease / 1_048_576).toFixed(1)} MB)`,
      ratio:
        `${(memory.sliced.increase / memory.sliced.body).toFixed(2)} of the body ` +
        `(slow reader ${(memory.sliced.slowIncrease / memory.sliced.body).toFixed(2)})`,
      goal: "<= 0.3 of the body (buffering >= 1)",
    },
  );
}

if (ONLY.has("search")) {
  const loaded = await loadSearchLines({
    ours,
    big: searchBig,
    hundred: searchHundred,
    small: searchSmall,
  });
  const search = await searchBench({ ours, restart, loaded });
  const [big, hundred, small] = search.table;
  summary.push(
    {
      benchmark: `rare-term search, ${SEARCH_BIG.toLocaleString("en")} lines in ${big.slices} slices vs 10,000 in 1`,
      result: `${big["median ms"]} ms vs ${small["median ms"]} ms (median)`,
      ratio: search.ratio.toFixed(2),
      goal: "<= 2",
    },
    {
      benchmark: `rare-term search, ${hundred.slices} slices vs 1 (${SEARCH_BIG.toLocaleString("en")} vs 10,000 lines)`,
      result: `${hundred["median ms"]} ms vs ${small["median ms"]} ms (median)`,
      ratio: search.hundredRatio.toFixed(2),
      goal: "<= 3",
    },
    {
      benchmark: "log viewer's reads (timeline, top values, context) vs its search, worst case",
      result: `${search.viewer.worst.read}, ${search.viewer.worst.account}, query ${search.viewer.worst.query}: ${search.viewer.worst["median ms"]} ms`,
      ratio: search.viewer.worst["ratio to search"],
      goal: "<= 2",
    },
    {
      benchmark: "common-term export v1 peak RSS over idle",
      result: `1,000 lines +${search.memory[0]["peak - idle MB"]} MB, 20,000 +${search.memory[1]["peak - idle MB"]} MB`,
      ratio: "-",
      goal: "flat",
    },
  );
}

if (ONLY.has("routes")) await routesBench();

if (ONLY.has("ingest")) {
  const ingest = await ingestionBench({ ours, baseline, account, seconds: SECONDS });
  summary.unshift({
    benchmark: "ingestion, lines/s",
    result:
      `${ingest.table[0]["lines/s"]} vs ${ingest.table[1]["lines/s"]} (plain D1 insert, no search index); ` +
      `runtime CPU ${Math.round(ingest.cpu[0])} vs ${Math.round(ingest.cpu[1])} ms per 1,000 lines`,
    ratio: ingest.ratio.toFixed(2),
    goal: ">= 2",
  });
}

if (ONLY.has("live")) {
  const live = await liveIngestionBench({ ours, account, seconds: SECONDS });
  summary.push({
    benchmark: "live ingestion with a throttle, events/s",
    result: `${live.table[1]["events/s"]} vs ${live.table[0]["events/s"]} without it`,
    ratio: live.ratio.toFixed(2),
    goal: ">= 0.7 and >= 20,000/s",
  });
}

if (ONLY.has("otlp")) {
  const otlp = await otlpIntakeBench({ ours, account, seconds: SECONDS });
  summary.push({
    benchmark: "OTLP/protobuf logs intake, events/s",
    result: `${otlp.table[1]["events/s"]} vs ${otlp.table[0]["events/s"]} (same events as JSON, http source)`,
    ratio: otlp.ratio.toFixed(2),
    goal: ">= 0.8",
  });
}

if (ONLY.has("edge")) {
  const edge = await edgeIntakeBench({ ours, baseline, account, seconds: SECONDS });
  summary.push({
    benchmark: "edge usage intake, records/s (1,000-record requests)",
    result: `${edge.table[0]["records/s"]} vs ${edge.table[1]["records/s"]} (plain D1 batch)`,
    ratio: edge.ratio.toFixed(2),
    goal: ">= 0.5",
  });
}

if (ONLY.has("tail")) {
  const tail = await tailBench({ ours, tailed, untailed });
  const unfiltered = tail.tails[0];
  summary.push(
    {
      benchmark: "live tail: ingestion lines/s with 5 tails open vs none",
      result:
        `${Math.round(tail.rate)} vs ${Math.round(tail.baseRate)} (${tail.ratio.toFixed(2)} over all rounds; ` +
        `ratio: the median of the rounds'); the unfiltered tail showed ` +
        `${unfiltered.lines.toLocaleString("en")} of ${tail.sent.toLocaleString("en")} lines, told ${unfiltered.dropped.toLocaleString("en")} dropped`,
      ratio: tail.pairRatio.toFixed(2),
      goal: ">= 0.9",
    },
    {
      benchmark: `live tail: ingest answer to line on the socket (${tail.latency.lines.toLocaleString("en")} lines, paced)`,
      result: `p50 ${tail.latency.p50.toFixed(0)} ms, p99 ${tail.latency.p99.toFixed(0)} ms; ${tail.latency.arrived} arrived, ${tail.latency.dropped} dropped`,
      ratio: "-",
      goal: "p99 <= 250 ms flush + hand-off",
    },
    {
      benchmark: "live tail: stored bytes and rows written per line, tailed vs not",
      result:
        `${tail.store.tailed.stored.toFixed(1)} vs ${tail.store.untailed.stored.toFixed(1)} B; ` +
        `${tail.store.tailed.rows.toFixed(4)} vs ${tail.store.untailed.rows.toFixed(4)} rows`,
      ratio: (tail.store.tailed.rows / tail.store.untailed.rows).toFixed(2),
      goal: "= 1 (the tail writes no slice rows)",
    },
  );
}

if (ONLY.has("delivery")) {
  // Last: it restarts our dev server (inline, then as normally started again) and leaves a queue backlog
  // behind its slow destination.
  const { a, b } = await deliveryBench({ ours, account, seconds: SECONDS, restart });
  const drains = a.drainSeconds.map((s) => (s === null ? "timed out" : `${s.toFixed(1)} s`)).join(", ");
  const differs = [
    a.lost && `lost ${a.lost}`,
    a.duplicated && `duplicated ${a.duplicated}`,
    a.refusedDelivered && `${a.refusedDelivered} of refused requests`,
    a.unansweredOdd && `${a.unansweredOdd} unanswered requests partly or twice`,
  ].filter(Boolean);
  summary.push(
    {
      benchmark: "live intake, 2 http destinations, events/s: queued vs inline delivery",
      result:
        `${Math.round(a.queuedRate)} vs ${Math.round(a.inlineRate)} (delivered in the request); runtime CPU ` +
        `${a.cpu.queued.toFixed(1)} vs ${a.cpu.inline.toFixed(1)} ms per 1,000 events, delivery included`,
      ratio: a.ratio.toFixed(2),
      goal: ">= 1.0",
    },
    {
      benchmark: "queued delivery: events at the receiver vs accepted (2 paths)",
      result:
        `${a.delivered.toLocaleString("en")} of ${a.expected.toLocaleString("en")}` +
        `${differs.length ? ` (${differs.join(", ")})` : ", exact"}; ` +
        `queue drained ${drains} after the load`,
      ratio: (a.delivered / Math.max(1, a.expected)).toFixed(4),
      goal: "= 1 (once each)",
    },
    {
      benchmark: "sender p99, a destination taking 2 s vs all healthy (queued)",
      result:
        `${b.x.p99.toFixed(0)} ms vs ${b.y.p99.toFixed(0)} ms (p50 ${b.x.p50.toFixed(0)} vs ${b.y.p50.toFixed(0)} ms); ` +
        `the healthy sibling had ${b.sibling.share.delivered.toLocaleString("en")} of ` +
        `${b.sibling.share.expected.toLocaleString("en")} events ` +
        `${(b.sibling.seconds ?? b.sibling.waited).toFixed(1)} s after the load`,
      ratio: b.ratio.toFixed(2),
      goal: "<= 1.2",
    },
  );
}

if (summary.length > 0) {
  console.log("\nSummary, each against its baseline measured in this run:");
  console.table(summary);
}
process.exit(0);

async function routesBench() {
  const auth = { authorization: `Token ${account.service_key}`, "content-type": "application/json" };
  const api = async (method, path, body) => {
    const res = await fetch(`${ours.base}${path}`, {
      method,
      headers: auth,
      body: body && JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  const routeLoad = async (title, options) => ({
    title,
    result: await load(ours.base, { connections: CONNECTIONS, duration: SECONDS, ...options }),
  });

  const pipeline = await api("POST", "/v3/pipeline", { title: "bench" });
  const source = await api("POST", `/v3/pipeline/${pipeline.id}/source`, { type: "http" });
  // One processor per connection, so concurrent updates never contend for one generation_id.
  const processors = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    processors.push(
      await api("POST", `/v3/pipeline/${pipeline.id}/transform`, {
        type: "drop-fields",
        title: `p${i}`,
        inputs: [source.id],
        user_config: { fields: [".secret"] },
      }),
    );
  }
  // Each request takes a processor from the pool and gives it back with its new generation_id.
  const pool = [...processors];

  const runs = [];
  runs.push(await routeLoad("GET /health (baseline)", { path: "/health" }));
  runs.push(await routeLoad("GET /v3/pipeline/{id}", { path: `/v3/pipeline/${pipeline.id}`, headers: auth }));
  runs.push(
    await routeLoad("PUT /v3/pipeline/{id}/transform/{id}", {
      requests: [
        {
          method: "PUT",
          headers: auth,
          setupRequest: (req, context) => {
            const n = pool.pop();
            context.node = n;
            req.path = `/v3/pipeline/${pipeline.id}/transform/${n.id}`;
            req.body = JSON.stringify({
              type: "drop-fields",
              title: n.title,
              inputs: [source.id],
              user_config: { fields: [".secret", `.f${n.generation_id % 10}`] },
              generation_id: n.generation_id,
            });
            return req;
          },
          onResponse: (status, body, context) => {
            if (status === 200) context.node.generation_id = JSON.parse(body).data.generation_id;
            pool.push(context.node);
          },
        },
      ],
    }),
  );

  const base = runs[0].result;
  const rows = runs.map(({ title, result }) => ({
    route: title,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "non-2xx": result.non2xx,
    codes: Object.keys(result.statusCodeStats ?? {}).join(" "),
    errors: result.errors + result.timeouts,
    "req/s ratio": (result.requests.average / base.requests.average).toFixed(2),
    "p50 ratio": (result.latency.p50 / Math.max(base.latency.p50, 0.001)).toFixed(2),
    "p99 ratio": (result.latency.p99 / Math.max(base.latency.p99, 0.001)).toFixed(2),
  }));
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per route, dev server on ${ours.base} (local D1)`);
  console.table(rows);
}
