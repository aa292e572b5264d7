#!/usr/bin/env node
// The throttle class alone (src/engine/throttle.ts): decisions per second over 1,000,000 events spread on
// 10,000 keys, against a plain Map counter loop over the same events in the same run (the floor: one
// field read, one Map get and one Map set per event). Goal: at most 3x the baseline's time.
//
// The TypeScript source is bundled with esbuild (installed with wrangler) and imported from a data: URL,
// so this needs no build step. Time is given per event (100 events per ms, 10 s in all) exactly as the
// Durable Object gives it per batch; threshold 10 per 1 s window per key, so about half the events are
// throttled. Runs alternate between the loops, round after round; the ratio is the median over rounds of
// (throttle time / baseline time in the same round), which keeps other load on the machine out of it.
//
// `node bench/throttle.mjs`, or `throttleBench()` from bench/run.mjs. THROTTLE_EVENTS (1,000,000),
// THROTTLE_KEYS (10,000), THROTTLE_RUNS (7).
import { fileURLToPath } from "node:url";
import { bundle, importCode } from "./bundle.mjs";

const EVENTS = Number(process.env.THROTTLE_EVENTS ?? 1_000_000);
const KEYS = Number(process.env.THROTTLE_KEYS ?? 10_000);
const RUNS = Number(process.env.THROTTLE_RUNS ?? 7);
const THRESHOLD = 10;
const WINDOW_MS = 1000;

const loadThrottle = async () =>
  importCode(await bundle(new URL("../src/engine/throttle.ts", import.meta.url)));

/** A small deterministic PRNG (mulberry32), so every run sees the same stream. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeEvents() {
  const random = rng(42);
  const keys = Array.from({ length: KEYS }, (_, i) => `app-${i}`);
  const hosts = ["host-a", "host-b", "host-c", "host-d"];
  const start = 1_700_000_000_000;
  const events = new Array(EVENTS);
  const times = new Float64Array(EVENTS);
  for (let i = 0; i < EVENTS; i++) {
    const t = start + Math.floor(i / 100);
    times[i] = t;
    events[i] = {
      message: { app: keys[Math.floor(random() * KEYS)], host: hosts[i & 3], line: "GET /x 200" },
      metadata: {},
      timestamp: t,
    };
  }
  return { events, times };
}

/** The floor: count events per key in a Map and "pass" the first THRESHOLD of each. */
function baselineRun(events) {
  const counts = new Map();
  let passed = 0;
  for (let i = 0; i < events.length; i++) {
    const key = events[i].message.app;
    const count = counts.get(key);
    counts.set(key, count === undefined ? 1 : count + 1);
    if (count === undefined || count < THRESHOLD) passed++;
  }
  return passed;
}

function throttleRun(Throttle, config, events, times) {
  const throttle = new Throttle(config);
  let passed = 0;
  for (let i = 0; i < events.length; i++) if (throttle.decide(events[i], times[i]) !== "throttled") passed++;
  return passed;
}

const timed = (fn) => {
  const started = performance.now();
  const result = fn();
  return { ms: performance.now() - started, result };
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function throttleBench() {
  const { Throttle } = await loadThrottle();
  const { events, times } = makeEvents();
  const keyed = { threshold: THRESHOLD, window_ms: WINDOW_MS, key_field: ".app" };
  const withExclude = {
    ...keyed,
    exclude: {
      logical_operation: "AND",
      expressions: [{ field: ".host", str_operator: "equal", value: "host-b" }],
    },
  };
  const variants = [
    ["Map counter loop (baseline)", () => baselineRun(events)],
    ["Throttle, key_field .app", () => throttleRun(Throttle, keyed, events, times)],
    ["Throttle, key_field .app + exclude", () => throttleRun(Throttle, withExclude, events, times)],
  ];
  const samples = variants.map(() => []);
  const passed = variants.map(() => 0);
  for (let run = -2; run < RUNS; run++) {
    variants.forEach(([, fn], v) => {
      const { ms, result } = timed(fn);
      passed[v] = result;
      if (run >= 0) samples[v].push(ms); // the first two rounds warm the JIT up
    });
  }
  const paired = (v) => median(samples[v].map((ms, round) => ms / samples[0][round]));
  const table = variants.map(([name], v) => {
    const ms = median(samples[v]);
    return {
      loop: name,
      "median ms": ms.toFixed(1),
      "decisions/s": Math.round((EVENTS / ms) * 1000).toLocaleString("en-US"),
      "ns/decision": ((ms * 1e6) / EVENTS).toFixed(1),
      passed: passed[v].toLocaleString("en-US"),
      "min ms": Math.min(...samples[v]).toFixed(1),
      "x baseline": paired(v).toFixed(2),
    };
  });
  return { table, ratio: paired(1), withExcludeRatio: paired(2) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { table, ratio } = await throttleBench();
  console.log(
    `Throttle decisions: ${EVENTS.toLocaleString("en-US")} events on ${KEYS.toLocaleString("en-US")} keys, ` +
      `threshold ${THRESHOLD} per ${WINDOW_MS} ms, median of ${RUNS} rounds`,
  );
  console.table(table);
  console.log(`ratio (throttle time / Map loop time): ${ratio.toFixed(2)} (goal: <= 3)`);
  process.exit(ratio <= 3 ? 0 : 1);
}
