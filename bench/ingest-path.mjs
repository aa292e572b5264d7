#!/usr/bin/env node
// The Worker's own CPU per line of POST /logs/ingest before the log store is called (src/api/ingestion/
// routes.ts up to storeBatch), step by step, in microseconds per line, in workerd (the runtime the Worker
// runs in, through wrangler's miniflare) and in Node.
//
// The steps (bench/ingest-path-steps.mjs) are bundled with the source they call by esbuild (installed with
// wrangler), as bench/throttle.mjs does, and the same bundle runs in both. Bodies are the bench's lines
// (makeLines of bench/log-analysis.mjs: ~390 bytes of JSON a line with app, level, file and a small meta)
// as `{lines: [...]}` bytes, in 500-line and in 10-line batches, ?hostname=bench-1&tags=a,b as the load sends
// them. Steps, as the route runs them:
//   decode     the body's bytes to text (TextDecoder)
//   parse      ingestBodyJson + linesOf
//   records    asciiBody + toRecords: validation, normalised records, meta JSON, sizes
//   place      batchPlace: the lines' timestamps and the SHA-256 of the body (the batch's key)
//   exclusions each line classified by the account's exclusion rules (storeBatch's map), compiled once as the
//              rules cache compiles them once per read (src/api/ingestion/rules-cache.ts)
//   usage      usageOf: the batch's usage counters per day, app, host and tag
// then `all`: the steps one body after another, as a request runs them. Each round times every step over
// every body by the wall clock (workerd's advances during a request when run locally); the figure is the
// fastest round (other work on a shared machine only ever slows a round down). Node starts each step on a
// collected heap when run with --expose-gc.
//
// `node --expose-gc bench/ingest-path.mjs`. INGEST_PATH_LINES (20,000 lines per batch size),
// INGEST_PATH_BATCHES (the batch sizes: 500,10), INGEST_PATH_ROUNDS (15), INGEST_PATH_RUNTIMES (workerd,node).
// RULES=1 gives the account two exclusion rules (an app glob; a host glob with a query) that keep none of
// these lines out but are evaluated on each; without it it has none, as in `npm run bench`.
import { Miniflare } from "miniflare";
import { bundle, importCode } from "./bundle.mjs";
import { makeLines } from "./log-analysis.mjs";

const LINES = Number(process.env.INGEST_PATH_LINES ?? 20_000);
const BATCH_SIZES = (process.env.INGEST_PATH_BATCHES ?? "500,10").split(",").map(Number);
const ROUNDS = Number(process.env.INGEST_PATH_ROUNDS ?? 15);
const RUNTIMES = (process.env.INGEST_PATH_RUNTIMES ?? "workerd,node").split(",");
const WITH_RULES = Boolean(process.env.RULES);

function bodiesOf(batchLines) {
  const bodies = [];
  const start = Date.now() - 600_000;
  for (let first = 0; first < LINES; first += batchLines)
    bodies.push(JSON.stringify({ lines: makeLines(batchLines, start + first, 1, 100 + first) }));
  return bodies;
}

const options = { rounds: ROUNDS, withRules: WITH_RULES };

async function inNode(code, bodies) {
  const { measure } = await importCode(code);
  const encoder = new TextEncoder();
  return measure(
    bodies.map((b) => encoder.encode(b)),
    { ...options, now: () => performance.now(), collect: () => globalThis.gc?.() },
  );
}

// The bundle behind a fetch handler: the bodies come as a JSON array of strings.
const WORKER = `
export default {
  async fetch(request) {
    const { bodies, options } = await request.json();
    const encoder = new TextEncoder();
    const times = await measure(bodies.map((b) => encoder.encode(b)), { ...options, now: () => Date.now() });
    return Response.json(times);
  },
};`;

async function inWorkerd(code, bodies) {
  const mf = new Miniflare({
    modules: true,
    script: `${code}\n${WORKER}`,
    compatibilityDate: "2026-04-20",
    compatibilityFlags: ["nodejs_compat"],
  });
  try {
    const res = await mf.dispatchFetch("http://bench/", {
      method: "POST",
      body: JSON.stringify({ bodies, options }),
    });
    if (!res.ok) throw new Error(`workerd answered ${res.status}: ${await res.text()}`);
    return await res.json();
  } finally {
    await mf.dispose();
  }
}

const code = await bundle(new URL("./ingest-path-steps.mjs", import.meta.url));
console.log(
  `µs per line, the fastest of ${ROUNDS} rounds over ${LINES} lines; exclusion rules: ${WITH_RULES ? 2 : 0}; ` +
    `node ${process.version}`,
);
const rows = [];
for (const runtime of RUNTIMES)
  for (const batchLines of BATCH_SIZES) {
    const bodies = bodiesOf(batchLines);
    const times = runtime === "node" ? await inNode(code, bodies) : await inWorkerd(code, bodies);
    const fastest = Object.entries(times).map(([step, t]) => [step, Math.min(...t).toFixed(2)]);
    rows.push({ runtime, batch: batchLines, ...Object.fromEntries(fastest) });
  }
console.table(rows);
