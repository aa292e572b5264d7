#!/usr/bin/env node
// Paired runtime CPU per request of POST /logs/ingest for two (or more) versions of the Worker, side by side:
// what a change to the ingestion path saves, measured on a busy 2-core machine.
//
// Each side is a git revision (`name=rev`) or the work tree (`name=.`): its src/ and wrangler.toml are copied
// under .wrangler/ab-<name>/ (so an edit during the run changes nothing) and served by bench/dev-server.mjs
// (wrangler's dev server, inspector and rate limits off) with a throw-away local state and one account;
// `baseline` is the bench's plain D1 insert Worker (bench/baseline, POST /insert). Requests go to the
// runtime's own socket (not wrangler's proxy, whose CPU would compete for the cores and is not measured).
// AB_SENDERS (16) senders post distinct AB_BATCH-line (10) batches of the bench's lines (makeLines), AB_REQUESTS
// (1,500) requests per side and round, in AB_ROUNDS (8) rounds whose side order alternates (A B, B A, ...),
// after a warm-up round. Per side: the runtime's CPU (user + system, /proc) per request in µs, median and
// quartiles over the rounds, and the paired difference to the first side (per round, median); beside them the
// CPU per request of the side's wrangler process and of these senders (Node's fetch), and with AB_VIA=proxy
// that of wrangler's proxy runtime: what every request costs the machine whatever the Worker does (on 2 cores
// the bench's lines/s are made of all of it, not only of the runtime's share).
// AB_HEALTH=1: GET /health instead (the runtime's floor per request). AB_THREADS=1: the runtime's CPU per
// thread, per round. AB_PERF=1: `perf record` of each side's first measured round (/tmp/perf-<side>.data);
// AB_PERF=strace: its system calls counted instead (/tmp/strace-<side>.txt).
//
// `node bench/ingest-ab.mjs main=HEAD new=.` (AB_SIDES works too); `baseline` as a side name adds the baseline.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { accountSql } from "../scripts/account-sql.mjs";
import { DEV_VARS, ensureDevVars } from "../scripts/dev-vars.mjs";
import { cpuSeconds, median, percentile, startDev, workerRuntime, wrangler } from "./lib.mjs";
import { makeLines, post } from "./log-analysis.mjs";

const SENDERS = Number(process.env.AB_SENDERS ?? 16);
const BATCH = Number(process.env.AB_BATCH ?? 10);
const REQUESTS = Number(process.env.AB_REQUESTS ?? 1500);
const ROUNDS = Number(process.env.AB_ROUNDS ?? 8);
const PORT = Number(process.env.AB_PORT ?? 8861);
const QUERY = "hostname=bench-1&tags=a,b";
/** AB_VIA=proxy: through wrangler's proxy, as `npm run bench` sends (its CPU is reported apart). */
const HEALTH = Boolean(process.env.AB_HEALTH);
const VIA_PROXY = process.env.AB_VIA === "proxy";

const sides = (process.argv.slice(2).length ? process.argv.slice(2) : (process.env.AB_SIDES ?? "").split(","))
  .filter(Boolean)
  .map((s) => {
    const [name, rev = name] = s.split(/=(.*)/s);
    return { name, rev };
  });
if (sides.length < 2) throw new Error("usage: node bench/ingest-ab.mjs a=<rev|.> b=<rev|.> [baseline]");

const temps = [];
const devs = [];
process.on("exit", () => {
  for (const d of devs) d.kill();
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});
process.on("SIGINT", () => process.exit(130));

ensureDevVars();
/** The side's source and config, copied (a revision from git, `.` from the work tree). */
function checkout(side) {
  mkdirSync(".wrangler", { recursive: true });
  const dir = resolve(mkdtempSync(join(".wrangler", `ab-${side.name}-`)));
  temps.push(dir);
  if (side.rev === "." || side.rev.startsWith("dir:")) {
    const from = side.rev === "." ? "." : side.rev.slice(4);
    cpSync(join(from, "src"), join(dir, "src"), { recursive: true });
    cpSync(join(from, "wrangler.toml"), join(dir, "wrangler.toml"));
  } else {
    const tar = execFileSync("git", ["archive", side.rev, "src", "wrangler.toml"], { maxBuffer: 256 << 20 });
    execFileSync("tar", ["-x", "-C", dir], { input: tar });
  }
  cpSync("migrations", join(dir, "migrations"), { recursive: true });
  cpSync(DEV_VARS, join(dir, ".dev.vars"));
  // A wrangler.toml with [assets] needs its folder (the console's page plays no part in ingestion).
  mkdirSync(join(dir, "console", "dist"), { recursive: true });
  return join(dir, "wrangler.toml");
}

async function startSide(side, i) {
  const state = mkdtempSync(join(tmpdir(), `ab-${side.name}-`));
  temps.push(state);
  if (side.name === "baseline") {
    const local = ["DB", "--local", "--persist-to", state, "-c", "bench/baseline/wrangler.toml"];
    await wrangler("d1", "migrations", "apply", ...local);
    await wrangler("d1", "execute", ...local, "--file", "bench/baseline/no-index.sql");
    const dev = await startDev({ port: PORT + 2 * i, state, config: "bench/baseline/wrangler.toml" });
    devs.push(dev);
    const runtime = await workerRuntime(dev);
    const base = VIA_PROXY ? dev.base : runtime.base;
    return { ...side, runtime, devPid: dev.pid, url: `${base}/insert?account=a&${QUERY}`, headers: {} };
  }
  const config = checkout(side);
  const account = await accountSql(`ab-${side.name}`);
  writeFileSync(join(state, "account.sql"), account.statements.join("\n"));
  await wrangler("d1", "migrations", "apply", "DB", "--local", "--persist-to", state);
  await wrangler(
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    state,
    "--file",
    join(state, "account.sql"),
  );
  const dev = await startDev({ port: PORT + 2 * i, state, config });
  devs.push(dev);
  const runtime = await workerRuntime(dev);
  const base = VIA_PROXY ? dev.base : runtime.base;
  return {
    ...side,
    runtime,
    devPid: dev.pid,
    url: `${base}/logs/ingest?${QUERY}`,
    headers: { apikey: account.result.ingestion_key },
  };
}

const running = [];
for (const [i, side] of sides.entries()) running.push(await startSide(side, i));

let seed = 0;
/** Distinct bodies (a body sent twice is a retry), stamped a minute ago, made before the timed load. */
const bodiesOf = (n) =>
  Array.from({ length: n }, () => {
    const s = seed++;
    return JSON.stringify({ lines: makeLines(BATCH, Date.now() - 60_000 + s * BATCH, 1, s) });
  });

/** AB_PERF=1: `perf record` of each side's runtime during its first measured round, to /tmp/perf-<side>.data. */
const perfDone = new Set();
let measuring = false;
function perfOf(side) {
  if (!process.env.AB_PERF || !measuring || perfDone.has(side.name)) return null;
  perfDone.add(side.name);
  const pid = String(side.runtime.pid);
  // AB_PERF=strace: the runtime's system calls instead (counts and time, all threads), to /tmp/strace-<side>.txt.
  if (process.env.AB_PERF === "strace")
    return spawn("strace", ["-f", "-c", "-w", "-p", pid, "-o", `/tmp/strace-${side.name}.txt`], {
      stdio: "ignore",
    });
  return spawn("perf", ["record", "-F", "1999", "-g", "-p", pid, "-o", `/tmp/perf-${side.name}.data`], {
    stdio: "ignore",
  });
}
/** AB_THREADS=1: CPU seconds per thread name (user, system) of `pid`, printed per side and round. */
function threadsOf(pid) {
  const out = {};
  for (const t of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${t}/stat`, "utf8");
    const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    out[`${comm}:user`] = (out[`${comm}:user`] ?? 0) + Number(f[11]) / 100;
    out[`${comm}:sys`] = (out[`${comm}:sys`] ?? 0) + Number(f[12]) / 100;
  }
  return out;
}
const threads = process.env.AB_THREADS ? threadsOf : null;
async function round(side, bodies) {
  let next = 0;
  const t0 = threads?.(side.runtime.pid);
  const perf = perfOf(side);
  const headers = { "content-type": "application/json", ...side.headers };
  const before = cpuSeconds(side.runtime.pid);
  const proxyBefore = VIA_PROXY && side.runtime.proxyPid ? cpuSeconds(side.runtime.proxyPid) : 0;
  const devBefore = cpuSeconds(side.devPid);
  const selfBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++];
        if (HEALTH) await (await fetch(side.url.replace(/\/(logs\/ingest|insert)\?.*/, "/health"))).text();
        else await post(side.url, headers, body);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (perf) {
    perf.kill("SIGINT");
    await new Promise((r) => perf.once("exit", r));
  }
  if (t0) {
    const t1 = threads(side.runtime.pid);
    const per = Object.entries(t1).map(([k, v]) => [
      k,
      Math.round(((v - (t0[k] ?? 0)) * 1e6) / bodies.length),
    ]);
    console.error(side.name, JSON.stringify(per.filter(([, v]) => v > 0)));
  }
  const proxyUs =
    VIA_PROXY && side.runtime.proxyPid
      ? ((cpuSeconds(side.runtime.proxyPid) - proxyBefore) * 1e6) / bodies.length
      : Number.NaN;
  const self = process.cpuUsage(selfBefore);
  return {
    us: ((cpuSeconds(side.runtime.pid) - before) * 1e6) / bodies.length,
    proxyUs,
    devUs: ((cpuSeconds(side.devPid) - devBefore) * 1e6) / bodies.length,
    sendersUs: (self.user + self.system) / bodies.length,
    rps: bodies.length / seconds,
  };
}

const results = new Map(running.map((s) => [s.name, []]));
for (const side of running) await round(side, bodiesOf(Math.min(REQUESTS, 500))); // warm-up
measuring = true;
for (let k = 0; k < ROUNDS; k++) {
  const order = k % 2 === 0 ? running : [...running].reverse();
  for (const side of order) results.get(side.name).push(await round(side, bodiesOf(REQUESTS)));
  console.error(
    `round ${k + 1}: ${running.map((s) => `${s.name} ${Math.round(results.get(s.name)[k].us)} µs`).join(", ")}`,
  );
}
const first = results.get(running[0].name);
console.log(
  `runtime CPU per request, µs (${BATCH}-line batches, ${SENDERS} senders, ${REQUESTS} requests x ${ROUNDS} rounds)`,
);
console.table(
  running.map((s) => {
    const r = results.get(s.name);
    const us = r.map((x) => x.us);
    return {
      side: `${s.name} (${s.rev})`,
      "median µs": Math.round(median(us)),
      "p25-p75": `${Math.round(percentile(us, 25))}-${Math.round(percentile(us, 75))}`,
      [`paired diff to ${running[0].name}`]: Math.round(median(r.map((x, k) => x.us - first[k].us))),
      "req/s (median)": Math.round(median(r.map((x) => x.rps))),
      ...(VIA_PROXY && { "proxy µs (median)": Math.round(median(r.map((x) => x.proxyUs))) }),
      "wrangler node µs": Math.round(median(r.map((x) => x.devUs))),
      "senders µs": Math.round(median(r.map((x) => x.sendersUs))),
    };
  }),
);
process.exit(0);
