// Shared helpers of `npm run bench`: wrangler processes with throw-away local state, autocannon runs,
// the resident memory of a process tree, and small statistics.
import { execFile, spawn } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import autocannon from "autocannon";
import { buildConsole } from "../scripts/console-build.mjs";
import { DEV_VARS, devVar, ensureDevVars } from "../scripts/dev-vars.mjs";

const run = promisify(execFile);

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A POST or GET of a bench entry point's route (bench/needle-entry.ts, bench/cold-entry.ts) answering JSON,
 * made again when it times out or answers 503: the dev runtime sometimes restarts under a long run (as
 * bench/cold.mjs notes; on a fresh state, once its first large R2 writes are in) and holds a request until it
 * is back. Only for routes that may be repeated.
 */
export async function callEntry(base, path, init = {}, timeoutMs = 60_000) {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const text = await res.text();
      if (res.ok) return JSON.parse(text);
      if (res.status !== 503 || attempt >= 5)
        throw new Error(`${path.split("?")[0]}: ${res.status} ${text.slice(0, 300)}`);
    } catch (err) {
      if (attempt >= 5 || !(err instanceof Error && err.name === "TimeoutError")) throw err;
    }
    console.error(`${path.split("?")[0]} answered 503 or timed out; again`);
    await sleep(2000);
  }
}

/** Runs `npx wrangler ...args` to completion (no dev server), its output discarded unless it fails. */
export async function wrangler(...args) {
  await run("npx", ["wrangler", ...args], { env: { ...process.env, CI: "true" }, maxBuffer: 16 << 20 });
}

let snapshot;
/**
 * The entry point of a copy of src/ taken at the first call (under .wrangler/, so imports still resolve to the
 * repository's node_modules), removed at exit. wrangler's dev server rebuilds and reloads the Worker whenever a
 * file it bundled changes (its `watch: false` is the config's watcher only), and a reload restarts the runtime
 * mid-measurement: requests in flight fail, Durable Objects and the local queue's messages (held in memory)
 * start over. Served from the copy, a bench run measures one version of the code however src/ is edited
 * meanwhile. BENCH_LIVE_SRC=1 serves src/ itself; BENCH_SRC=<dir> copies that directory instead of src/ (another
 * checkout's src/, to measure its code with this bench: `BENCH_SRC=/path/to/main/src`).
 */
function sourceSnapshot(entry = "src/index.ts") {
  if (!snapshot) {
    mkdirSync(".wrangler", { recursive: true });
    const dir = mkdtempSync(join(".wrangler", "bench-src-"));
    cpSync(process.env.BENCH_SRC || "src", join(dir, "src"), { recursive: true });
    // The bench's own entry points (bench/cold-entry.ts, bench/needle-entry.ts), beside the copy they import.
    for (const file of ["bench/cold-entry.ts", "bench/needle-entry.ts"]) cpSync(file, join(dir, file));
    writeBenchConfig(dir);
    process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
    snapshot = dir;
  }
  return resolve(snapshot, entry); // src/index.ts: wrangler.toml's `main`
}

/**
 * The config ours is served with: wrangler.toml less its [assets] table (BENCH_ASSETS=1 keeps it), with the
 * .dev.vars it reads beside it. Locally the static-assets router runs in the same workerd as the Worker and
 * answers every request first, API paths included (it decides run_worker_first), on the cores the bench shares;
 * on Cloudflare it runs before the Worker and is not the Worker's CPU. The baseline Worker has no assets either.
 */
function writeBenchConfig(dir) {
  let toml = readFileSync("wrangler.toml", "utf8");
  toml = process.env.BENCH_ASSETS
    ? toml.replace(
        /^directory = "\.\/console\/dist"$/m,
        `directory = ${JSON.stringify(resolve("console/dist"))}`,
      )
    : toml.replace(/^\[assets\][\s\S]*?(?=^\[)/m, "");
  writeFileSync(join(dir, "wrangler.toml"), toml);
  cpSync(DEV_VARS, join(dir, ".dev.vars"));
  if (process.env.BENCH_ASSETS) buildConsole({ ifMissing: true });
}

/**
 * Starts the Worker on 127.0.0.1:<port> (bench/dev-server.mjs: wrangler's dev server without the DevTools
 * inspector; BENCH_WRANGLER_DEV=1: the `wrangler dev` command itself, inspector on) in its own process
 * group (so stop() ends workerd too) and resolves once GET /health answers. Ours (no `config`) runs from a
 * copy of src/ (sourceSnapshot). `vars`: Worker variables ({NAME: "value"}) over the config's, e.g.
 * {DELIVERY_MODE: "inline"}.
 */
export async function startDev({ port, state, config, vars = {}, main }) {
  ensureDevVars(); // SECRETS_KEY for the stored credentials, as `npm run dev` gives it
  // A server left from an earlier run (killed without its group) would answer /health below, and the bench
  // would measure its code and state instead of this run's.
  if (await answers(`http://127.0.0.1:${port}/health`))
    throw new Error(`port ${port} already serves something (a dev server of an earlier run?); stop it first`);
  const entry = config || process.env.BENCH_LIVE_SRC ? main : sourceSnapshot(main);
  // Ours from the copy is served with the copy's config (writeBenchConfig).
  if (!config && !process.env.BENCH_LIVE_SRC) config = join(snapshot, "wrangler.toml");
  const args = process.env.BENCH_WRANGLER_DEV
    ? wranglerDevArgs({ port, state, config, vars, entry })
    : ["bench/dev-server.mjs", String(port), state, ...(config ? [config] : [])];
  const command = process.env.BENCH_WRANGLER_DEV ? "npx" : process.execPath;
  const proc = spawn(command, args, {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    // bench/dev-server.mjs reads them from here (its arguments stay positional).
    env: { ...process.env, BENCH_DEV_VARS: JSON.stringify(vars), BENCH_DEV_ENTRY: entry ?? "" },
  });
  const exited = new Promise((resolve) => proc.once("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  const dev = {
    base,
    port,
    pid: proc.pid,
    stopped: false,
    /** Ends the whole process group and waits for wrangler to exit. */
    async stop() {
      if (dev.stopped) return;
      dev.stopped = true;
      killGroup(proc.pid, "SIGTERM");
      const timeout = sleep(5000).then(() => "timeout");
      if ((await Promise.race([exited, timeout])) === "timeout") killGroup(proc.pid, "SIGKILL");
    },
    /** Synchronous, for process.on("exit"). */
    kill() {
      if (!dev.stopped) killGroup(proc.pid, "SIGTERM");
      dev.stopped = true;
    },
  };
  for (let i = 0; i < 240; i++) {
    if (proc.exitCode !== null) throw new Error(`dev server on port ${port} exited (${proc.exitCode})`);
    try {
      if ((await fetch(`${base}/health`)).ok) return dev;
    } catch {}
    await sleep(250);
  }
  await dev.stop();
  throw new Error(`dev server on port ${port} did not start within 60 s`);
}

function wranglerDevArgs({ port, state, config, vars, entry }) {
  const args = ["wrangler", "dev", ...(entry ? [entry] : [])];
  args.push("--port", String(port), "--ip", "127.0.0.1", "--persist-to", state);
  args.push("--log-level", "error"); // warnings would repeat at every restart; errors still show
  if (config) args.push("-c", config);
  args.push("--var", "RATE_LIMITS:off"); // as bench/dev-server.mjs; the baseline Worker ignores it
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  // Each dev server gets its own inspector port so two can run side by side.
  args.push("--inspector-port", String(port + 1000));
  return args;
}

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {}
}

/** Runs autocannon against `base` and resolves with its result. */
export function load(base, options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${base}${options.path ?? ""}`, timeout: 10, ...options },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

/** Every process below `root` (children, grandchildren...), as {pid, comm}, read from /proc. */
export function descendants(root) {
  const children = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    // pid (comm) state ppid ...: comm may hold spaces and parentheses, so split after the last ')'.
    const close = stat.lastIndexOf(")");
    const comm = stat.slice(stat.indexOf("(") + 1, close);
    const ppid = Number(stat.slice(close + 2).split(" ")[1]);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push({ pid: Number(name), comm });
  }
  const found = [];
  const walk = (pid) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      walk(child.pid);
    }
  };
  walk(root);
  return found;
}

/** TCP ports `pid` listens on: its socket inodes matched against /proc/net/tcp{,6}. */
function listeningPorts(pid) {
  const inodes = new Set();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(m[1]);
    } catch {}
  }
  const ports = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(table, "utf8");
    } catch {}
    for (const row of text.split("\n").slice(1)) {
      // sl local_address rem_address st ... inode (10th field); st 0A is LISTEN
      const f = row.trim().split(/\s+/);
      if (f[3] === "0A" && inodes.has(f[9])) ports.push(Number.parseInt(f[1].split(":")[1], 16));
    }
  }
  return ports;
}

/**
 * The dev server (as wrangler dev) runs two workerd processes: a proxy on the public port, and the runtime
 * that runs the Worker (and the local D1, R2, queues, Durable Objects) behind it. Returns the runtime's pid and a
 * base URL on one of its own sockets (the one answering GET /health), and the proxy's pid.
 */
export async function workerRuntime(dev) {
  // Right after a reload the new sockets may not answer yet.
  for (let i = 0; ; i++) {
    try {
      return await findRuntime(dev);
    } catch (err) {
      if (i === 40) throw err;
      await sleep(250);
    }
  }
}

async function findRuntime(dev) {
  const workerds = descendants(dev.pid).filter((p) => p.comm === "workerd");
  const proxy = workerds.find((p) => listeningPorts(p.pid).includes(dev.port));
  for (const p of workerds) {
    if (p === proxy) continue;
    for (const port of listeningPorts(p.pid)) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2000) });
        // Ours answers {"status": "ok"}, the baseline Worker "ok".
        const text = await res.text();
        if (res.ok && (text === "ok" || JSON.parse(text).status === "ok"))
          return { pid: p.pid, base: `http://127.0.0.1:${port}`, proxyPid: proxy?.pid };
      } catch {}
    }
  }
  throw new Error(`no workerd process under the dev server (pid ${dev.pid}) answers GET /health`);
}

/**
 * CPU seconds (user + system, all threads) the process `pid` has used so far. The runtime does the Worker's,
 * its Durable Objects' and the local D1's work almost all on one thread, so its CPU per line is what its
 * throughput is made of, and it varies less than the wall clock with the other work on the machine.
 */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100; // USER_HZ, 100 on Linux

const RSS_FIELD = process.env.RSS_FIELD ?? "VmRSS";

/**
 * The resident memory of `pids` in bytes: VmRSS, or the field of /proc/<pid>/status RSS_FIELD names
 * (`RssAnon` leaves out file pages mapped, e.g. to tell SQLite's mapped pages from the heap), summed; a pid
 * that ended counts 0.
 */
export function rssOf(pids) {
  const field = new RegExp(`${RSS_FIELD}:\\s+(\\d+) kB`);
  let kb = 0;
  for (const pid of pids) {
    try {
      const m = field.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (m) kb += Number(m[1]);
    } catch {}
  }
  return kb * 1024;
}

/** Samples rssOf(pids) every `everyMs` until stop() is called, which returns the samples. */
export function sampleRss(pids, everyMs = 20) {
  const samples = [rssOf(pids)];
  const timer = setInterval(() => samples.push(rssOf(pids)), everyMs);
  return {
    stop() {
      clearInterval(timer);
      samples.push(rssOf(pids));
      return samples;
    },
  };
}

export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

export const percentile = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

export const mb = (bytes) => (bytes / 1_048_576).toFixed(1);

/**
 * The account's log store as the catalog has it once settled (`settle` false: as it is), through the operator
 * endpoint (the running server's own answer: the bench reads nothing of its state behind its back): lines,
 * bytes, stored_bytes, rows_written (FTS5's own writes included), flushes (catalog writes), slices, chunks.
 */
export async function logStoreFigures(base, accountId, { settle = true } = {}) {
  const res = await fetch(`${base}/admin/accounts/${accountId}/log-store${settle ? "/flush" : ""}`, {
    method: settle ? "POST" : "GET",
    headers: { authorization: `Bearer ${devVar("ADMIN_TOKEN")}` },
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`log store figures of ${accountId}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A call of the service's API with a service key: the answer's `data`, or a throw naming the refusal. */
export async function api(base, key, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Token ${key}`, "content-type": "application/json" },
    body: body && JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** One autocannon result of several rounds: counts summed over their time, the worst round's p99. */
export function mergeRuns(results) {
  const sum = (key) => results.reduce((n, r) => n + r[key], 0);
  const elapsed = results.reduce((ms, r) => ms + (new Date(r.finish) - new Date(r.start)), 0);
  const p50s = results.map((r) => r.latency.p50).sort((a, b) => a - b);
  return {
    "2xx": sum("2xx"),
    non2xx: sum("non2xx"),
    statusCodeStats: Object.assign({}, ...results.map((r) => r.statusCodeStats ?? {})),
    errors: sum("errors"),
    timeouts: sum("timeouts"),
    start: new Date(0).toISOString(),
    finish: new Date(elapsed).toISOString(),
    latency: { p50: p50s[Math.floor(p50s.length / 2)], p99: Math.max(...results.map((r) => r.latency.p99)) },
  };
}

export function itemsPerSecond(result, perRequest) {
  const elapsed = (new Date(result.finish) - new Date(result.start)) / 1000;
  return (result["2xx"] * perRequest) / elapsed;
}

/** The printed row of one run: rate, requests, latency, failures and the ratio to the baseline's rate. */
export function throughputRow({ name, title, rate, result }, { unit, requestUnit, perRequest, baseRate }) {
  return {
    [name]: title,
    [`${unit}/s`]: Math.round(rate),
    [`${requestUnit}/s`]: (rate / perRequest).toFixed(1),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "non-2xx": result.non2xx,
    // Which statuses, when any was not 2xx (a refusal must be visible, not just counted).
    ...(result.non2xx > 0 && { codes: Object.keys(result.statusCodeStats ?? {}).join(" ") }),
    errors: result.errors + result.timeouts,
    "ratio to baseline": (rate / baseRate).toFixed(2),
  };
}

/** Posts lines to POST /logs/ingest until they are stored (a 503 or 429 is sent again after 500 ms). */
export async function ingestUntilStored(base, ingestionKey, lines, hostname) {
  for (;;) {
    const res = await fetch(`${base}/logs/ingest?hostname=${hostname}`, {
      method: "POST",
      headers: { "content-type": "application/json", apikey: ingestionKey },
      body: JSON.stringify({ lines }),
    });
    if (res.ok) return;
    await sleep(500);
  }
}

/** A search of the last 30 days through export v1: its status, lines and time. */
export async function exportLast30Days(base, serviceKey, query) {
  const now = Math.floor(Date.now() / 1000);
  const started = performance.now();
  const res = await fetch(`${base}/v1/export?from=${now - 30 * 86400}&to=${now + 60}&query=${query}`, {
    headers: { authorization: `Basic ${btoa(`${serviceKey}:`)}` },
  });
  const text = await res.text();
  return {
    status: res.status,
    lines: text.split("\n").filter(Boolean).length,
    ms: Math.round(performance.now() - started),
  };
}
