// Log-analysis benchmarks of `npm run bench`, each against a baseline measured in the same run.
//
// The baseline is bench/baseline/worker.ts, a separate minimal Worker on its own dev server and its own
// local D1 (same migrations, so the same log_lines table, less the search index bench/baseline/no-index.sql
// drops at setup): the plain D1 code for the same rows, with none of the API's work (no key lookup,
// validation, exclusion rules, usage counters, signed tokens). Our lines go to the log store's slices.
//
// 1. Ingestion: INGEST_CONNECTIONS autocannon connections post 500-line batches (lines of 150-250
//    bytes with app, level, file and meta; ?hostname=bench-1&tags=a,b) for BENCH_SECONDS to
//    POST /logs/ingest (ingestion key in `apikey`), then the same bodies to the baseline's POST /insert,
//    which writes the same log_lines rows with one env.DB.batch() of 8-row INSERTs. Every batch is a
//    distinct one (the store stores a batch sent again once). Lines per second count only batches
//    answered 2xx.
// 2. Export v2: the same 20,000 lines are loaded into a second account of both databases; then
//    GET /v2/export?size=10000 and the baseline's GET /select (one SELECT of the same 10,000 rows in
//    the same order, as JSON) are requested one at a time, alternately, EXPORT_ROUNDS times each after
//    two warm-ups; the time is until the whole body is received. Reports the median and p90.
// 3. Export v1 memory: does a 20,000-line export stream in flat memory? Each request gets a freshly
//    started dev server (same state), so no run inherits another's heap. It runs two workerd
//    processes: a proxy on the public port and the runtime that runs the Worker (with the local D1)
//    behind it; the runtime is found by walking the process tree from wrangler's pid through /proc and
//    asking each workerd's listening sockets for GET /health. Requests go to the runtime's own socket:
//    the dev proxy is not part of a deployed Worker, and it grows by about 2.7x each body it forwards
//    (23 MB for the 8.5 MB export, fast or slow reader alike), which would drown the Worker's figure.
//    The runtime's VmRSS (/proc/<pid>/status) is sampled every 20 ms. First a warm-up export reads
//    every line of the range in the export's chunks but matches none (query WARM_UP_TERM: code, the
//    slice's pages and the heap the reading needs are warm), then the idle RSS is taken, then one request, reporting its peak RSS
//    over idle: GET /v1/export?size=1000, 10000 and 20000 read as fast as possible, and size=20000 read
//    at 2 MB/s (with backpressure the stream produces lines only as the client takes them; kernel socket
//    buffers hold a few MB). A buffered export holds at least its whole body (20,000 x the average
//    exported line, printed as the estimate; more as JS strings and objects), so its peak grows by at
//    least one byte per extra body byte; a streamed one holds a chunk at a time, and its peak grows only
//    by garbage awaiting the next GC, which levels off (when the collector takes it varies between runs: the
//    cases of ~10 KB lines are each measured EXPORT_MEMORY_RUNS (3) times, the median kept). RSS cannot tell
//    garbage from live data, so the
//    figures are: the increase for 1,000 vs 20,000 lines, the 20,000-line increase against the buffered
//    estimate, and the growth from 10,000 to 20,000 lines per extra body byte. The decisive case is a
//    second account whose lines are ~10 KB (FAT_LINE_BYTES): 5,000 and 20,000 of them (~50 and ~200 MB of
//    body, the latter beyond a 128 MB isolate) and 20,000 read at 8 MB/s. A buffered export's peak grows
//    with the body; a stream's levels off at the garbage V8 lets pile up before it collects.
import http from "node:http";
import { cpuSeconds, load, mb, median, percentile, rssOf, sampleRss, sleep, workerRuntime } from "./lib.mjs";

export const BATCH_LINES = 500;
export const EXPORT_LINES = 20_000;
/** Runs of each large-line export memory case (the median is the figure). */
const EXPORT_MEMORY_RUNS = Number(process.env.EXPORT_MEMORY_RUNS ?? 3);
const INGEST_CONNECTIONS = Number(process.env.INGEST_CONNECTIONS ?? 8);
const INGEST_POOL_RATE = 60_000;
const EXPORT_ROUNDS = Number(process.env.EXPORT_ROUNDS ?? 15);
export const INGEST_QUERY = "hostname=bench-1&tags=a,b";

// Deterministic pseudo-random numbers (mulberry32), so every run sends the same lines.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const APPS = ["api", "web", "checkout", "billing", "auth-service"];
const LEVELS = ["info", "info", "info", "info", "debug", "warn", "error"];
const ROUTES = ["/v1/orders", "/v1/users", "/v1/cart/items", "/v1/payments/authorize", "/v2/search"];
const METHODS = ["GET", "GET", "GET", "POST", "PUT", "DELETE"];
const STATUSES = [200, 200, 200, 201, 204, 304, 400, 404, 500];
const AGENTS = [
  "curl/8.5.0",
  "okhttp/4.12.0",
  "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5",
];

/** `count` realistic ingestion lines (150-250 bytes of text, app/level/file/meta), `stepMs` apart. */
export function makeLines(count, start, stepMs, seed) {
  const r = random(seed);
  const pick = (list) => list[Math.floor(r() * list.length)];
  const hex = (n) => Array.from({ length: n }, () => Math.floor(r() * 16).toString(16)).join("");
  const lines = [];
  for (let i = 0; i < count; i++) {
    const timestamp = start + i * stepMs;
    const app = pick(APPS);
    const level = pick(LEVELS);
    const status = pick(STATUSES);
    const duration = 1 + Math.floor(r() * 900);
    const requestId = hex(16);
    const path = `${pick(ROUTES)}/${100000 + Math.floor(r() * 900000)}`;
    const line =
      `${new Date(timestamp).toISOString()} ${level.toUpperCase()} ${app}[${1000 + Math.floor(r() * 9000)}]: ` +
      `${pick(METHODS)} ${path} status=${status} duration=${duration}ms request_id=${requestId} ` +
      `user=u-${Math.floor(r() * 100000)} ua="${pick(AGENTS)}"`;
    lines.push({
      line,
      timestamp,
      app,
      level,
      file: `/var/log/${app}/current.log`,
      meta: {
        request_id: requestId,
        status,
        duration_ms: duration,
        region: pick(["eu-west-1", "us-east-1"]),
      },
    });
  }
  return lines;
}

/** Like makeLines, each line padded to about `size` bytes of text (a stack trace, say). */
export function makeFatLines(count, start, stepMs, seed, size = 4096) {
  return makeLines(count, start, stepMs, seed).map((l) => ({
    ...l,
    line: `${l.line} trace=${"x".repeat(Math.max(0, size - l.line.length - 7))}`,
  }));
}

/**
 * `count` lines from `start`, `stepMs` apart, as 500-line request bodies (makeLines, a seed per batch so that
 * a body can be made alone), made before a timed load so that making them does not compete with the
 * Worker for the cores. `edit(line, i)` may change the i-th line. Also returns the bytes of the lines' JSON,
 * line by line (what a store's size is compared with).
 */
export function batchBodies(count, start, stepMs, seed, edit = null, batchLines = BATCH_LINES) {
  const bodies = [];
  let jsonBytes = 0;
  for (let first = 0; first < count; first += batchLines) {
    const n = Math.min(batchLines, count - first);
    const lines = makeLines(n, start + first * stepMs, stepMs, seed + first / batchLines);
    lines.forEach((l, k) => {
      edit?.(l, first + k);
      jsonBytes += bytes(JSON.stringify(l));
    });
    bodies.push({ body: Buffer.from(JSON.stringify({ lines })), lines: n });
  }
  return { bodies, jsonBytes };
}

/**
 * Posts `jobs` ({body, lines, headers?}) to `url` from `senders` concurrent senders, each taking the next
 * job when its previous one is answered; any answer but 2xx fails the load. Resolves with the seconds the
 * whole load took and each job's lines and times of sending and answer (ms from the start), in job order.
 * The senders post with fetch, or with a keep-alive node:http agent of their own (BATCH_CLIENT=http).
 */
/**
 * The senders post with undici's fetch; BATCH_CLIENT=http with a keep-alive node:http agent (postOn), which
 * costs them less CPU but had its connection reset mid-load twice in 300,000-line runs (fetch: none).
 */
const VIA_FETCH = process.env.BATCH_CLIENT !== "http";

export async function sendBatches({ url, headers, jobs, senders }) {
  // Making bodies blocks the event loop for seconds, while the server may close idle keep-alive sockets: a
  // turn of the loop lets fetch's pool see that before it writes a request to one ("other side closed"); the
  // senders' own agent starts with no socket.
  await sleep(250);
  const acks = new Array(jobs.length);
  const agent = new http.Agent({ keepAlive: true, maxSockets: senders });
  let next = 0;
  const started = performance.now();
  const sender = async () => {
    while (next < jobs.length) {
      const i = next++;
      const sent = performance.now() - started;
      const send = VIA_FETCH
        ? post(url, jobs[i].headers ?? headers, jobs[i].body)
        : postOn(agent, url, jobs[i].headers ?? headers, jobs[i].body);
      await send.catch((err) => {
        throw new Error(
          `batch ${i + 1} of ${jobs.length}, ${Math.round(sent)} ms into the load: ${err.message}`,
          {
            cause: err,
          },
        );
      });
      acks[i] = { sent, at: performance.now() - started, lines: jobs[i].lines };
    }
  };
  await Promise.all(Array.from({ length: senders }, sender));
  agent.destroy();
  return { seconds: (performance.now() - started) / 1000, acks };
}

/** Posts `lines` in 500-line batches to our ingestion route only. */
export async function loadOurs({ ours, account, lines }) {
  for (let i = 0; i < lines.length; i += BATCH_LINES) {
    const body = JSON.stringify({ lines: lines.slice(i, i + BATCH_LINES) });
    await post(`${ours.base}/logs/ingest?${INGEST_QUERY}`, ingestHeaders(account), body);
  }
}

const bytes = (text) => Buffer.byteLength(text);

/**
 * POSTs a body; a 503 is sent again, as an agent would (a batch is stored once however often it is sent),
 * a few times: wrangler's local proxy answers 503 "restarted mid-request" now and then when a phase starts
 * after a pause. Any other refusal throws.
 */
export async function post(url, headers, body) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, { method: "POST", headers, body });
    const text = await res.text();
    if (res.ok) return JSON.parse(text);
    if (res.status !== 503 || attempt >= 3)
      throw new Error(`POST ${url}: ${res.status} ${text.slice(0, 300)}`);
    retried503++;
    await sleep(100);
  }
}

/**
 * `post` on a keep-alive node:http agent (BATCH_CLIENT=http): the senders share the machine's two cores with
 * both runtimes, and undici's fetch costs them more CPU a request than node:http.
 */
export async function postOn(agent, url, headers, body) {
  for (let attempt = 0; ; attempt++) {
    const { status, text } = await new Promise((resolve, reject) => {
      const req = http.request(url, { method: "POST", headers, agent }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (piece) => {
          text += piece;
        });
        res.on("end", () => resolve({ status: res.statusCode, text }));
        res.on("error", reject);
      });
      req.on("error", (err) => reject(new Error(`POST ${url}: ${err.message}`, { cause: err })));
      req.end(body);
    });
    if (status >= 200 && status < 300) return JSON.parse(text);
    if (status !== 503 || attempt >= 3) throw new Error(`POST ${url}: ${status} ${text.slice(0, 300)}`);
    retried503++;
    await sleep(100);
  }
}

/** 503 answers sent again by `post` (the bench reports them). */
export let retried503 = 0;

/** Posts `lines` in 500-line batches to our ingestion route and to the baseline's /insert. */
export async function loadLines({ ours, baseline, account, lines }) {
  for (let i = 0; i < lines.length; i += BATCH_LINES) {
    const body = JSON.stringify({ lines: lines.slice(i, i + BATCH_LINES) });
    await Promise.all([
      post(`${ours.base}/logs/ingest?${INGEST_QUERY}`, ingestHeaders(account), body),
      post(`${baseline.base}/insert?account=${account.account_id}&${INGEST_QUERY}`, jsonHeaders, body),
    ]);
  }
}

export const jsonHeaders = { "content-type": "application/json" };
export const ingestHeaders = (account) => ({ ...jsonHeaders, apikey: account.ingestion_key });

// 1. Ingestion ----------------------------------------------------------------------------------------

export async function ingestionBench({ ours, baseline, account, seconds }) {
  // Distinct bodies, stamped over the last ten minutes: the store remembers a batch's key for 10 minutes and
  // stores a batch sent again once, so repeated bodies would measure its duplicate check, not storage.
  // Enough for INGEST_POOL_RATE lines/s; past them the bodies come round again with another `ip` (part of the
  // batch's key).
  const pool = Math.ceil((seconds * INGEST_POOL_RATE) / BATCH_LINES);
  const step = Math.max(1, Math.floor(600_000 / (pool * BATCH_LINES)));
  const bodies = batchBodies(pool * BATCH_LINES, Date.now() - 600_000, step, 100).bodies.map((b) => b.body);
  const lineBytes = median(makeLines(2000, Date.now(), 1, 7).map((l) => bytes(l.line)));
  const bodyBytes = bodies[0].byteLength / BATCH_LINES;
  const run = (base, path, headers) => {
    let next = 0;
    return load(base, {
      connections: INGEST_CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: "POST",
          path,
          headers,
          setupRequest: (req) => {
            const n = next++;
            const round = Math.floor(n / bodies.length);
            req.body = bodies[n % bodies.length];
            req.path = round === 0 ? path : `${path}&ip=10.0.${(round >> 8) & 255}.${round & 255}`;
            return req;
          },
        },
      ],
    });
  };
  const rows = [];
  const measured = [
    ["POST /logs/ingest (ours)", ours, `/logs/ingest?${INGEST_QUERY}`, ingestHeaders(account)],
    [
      "POST /insert (baseline: D1 batch of INSERTs, no search index)",
      baseline,
      `/insert?account=${account.account_id}&${INGEST_QUERY}`,
      jsonHeaders,
    ],
  ];
  for (const [title, dev, path, headers] of measured) {
    // The CPU of the server's runtime per line (see cpuSeconds): the rate's cost, less noisy than the rate.
    const runtime = await workerRuntime(dev);
    const cpu = cpuSeconds(runtime.pid);
    const result = await run(dev.base, path, headers);
    const elapsed = (new Date(result.finish) - new Date(result.start)) / 1000;
    rows.push({
      title,
      linesPerSecond: (result["2xx"] * BATCH_LINES) / elapsed,
      cpuPerThousand: ((cpuSeconds(runtime.pid) - cpu) * 1_000_000) / (result["2xx"] * BATCH_LINES),
      result,
    });
  }
  const [o, b] = rows;
  const table = rows.map(({ title, linesPerSecond, cpuPerThousand, result }) => ({
    route: title,
    "lines/s": Math.round(linesPerSecond),
    "batches/s": (linesPerSecond / BATCH_LINES).toFixed(1),
    "MB/s body": ((linesPerSecond * bodyBytes) / 1_048_576).toFixed(2),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "non-2xx": result.non2xx,
    errors: result.errors + result.timeouts,
    "ratio to baseline": (linesPerSecond / b.linesPerSecond).toFixed(2),
    "runtime CPU ms / 1,000 lines": Math.round(cpuPerThousand),
  }));
  console.log(
    `\nIngestion: ${INGEST_CONNECTIONS} connections, ${seconds} s each, ${BATCH_LINES}-line batches ` +
      `(median line ${lineBytes} bytes of text, ${Math.round(bodyBytes)} bytes of JSON body per line)`,
  );
  console.table(table);
  console.log(
    `ours/baseline lines per second: ${(o.linesPerSecond / b.linesPerSecond).toFixed(2)} ` +
      "(goal >= 2 against the plain D1 insert without the search index)",
  );
  return { table, ratio: o.linesPerSecond / b.linesPerSecond, cpu: [o.cpuPerThousand, b.cpuPerThousand] };
}

// 2. Export v2 ----------------------------------------------------------------------------------------

async function timedGet(url, headers) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.arrayBuffer();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${Buffer.from(body).toString().slice(0, 300)}`);
  return { ms, body };
}

export async function exportV2Bench({ ours, baseline, account, range }) {
  const ourUrl = `${ours.base}/v2/export?size=10000&from=${range.from}&to=${range.to}`;
  const baseUrl = `${baseline.base}/select?account=${account.account_id}&from=${range.from}&to=${range.to}&limit=10000`;
  const auth = { authorization: `Token ${account.service_key}` };

  // Both answer the same 10,000 lines, in the same order.
  const mine = JSON.parse(Buffer.from((await timedGet(ourUrl, auth)).body).toString()).lines;
  const theirs = JSON.parse(Buffer.from((await timedGet(baseUrl)).body).toString()).lines;
  if (mine.length !== 10_000 || theirs.length !== 10_000)
    throw new Error(`export v2 page: ${mine.length} lines, baseline ${theirs.length} (expected 10000)`);
  for (const i of [0, 4999, 9999]) {
    if (mine[i]._line !== theirs[i].line || mine[i]._ts !== theirs[i].ts)
      throw new Error(`export v2 line ${i} differs from the baseline's`);
  }
  await timedGet(ourUrl, auth);
  await timedGet(baseUrl);

  const times = { ours: [], baseline: [] };
  let size = { ours: 0, baseline: 0 };
  for (let i = 0; i < EXPORT_ROUNDS; i++) {
    const a = await timedGet(ourUrl, auth);
    const b = await timedGet(baseUrl);
    times.ours.push(a.ms);
    times.baseline.push(b.ms);
    size = { ours: a.body.byteLength, baseline: b.body.byteLength };
  }
  const base = median(times.baseline);
  const table = [
    ["GET /v2/export?size=10000 (ours)", "ours"],
    ["GET /select limit 10000 (baseline: one D1 SELECT)", "baseline"],
  ].map(([title, key]) => ({
    route: title,
    "median ms": Math.round(median(times[key])),
    "p90 ms": Math.round(percentile(times[key], 90)),
    "min ms": Math.round(Math.min(...times[key])),
    "body MB": mb(size[key]),
    "ratio to baseline": (median(times[key]) / base).toFixed(2),
  }));
  console.log(`\nExport v2: one 10,000-line page, ${EXPORT_ROUNDS} sequential requests each (alternating)`);
  console.table(table);
  const ratio = median(times.ours) / base;
  console.log(`ours/baseline median time: ${ratio.toFixed(2)} (goal <= 1.5)`);
  return { table, ratio };
}

// 3. Export v1 memory ---------------------------------------------------------------------------------

/** GETs `url` reading the body as it comes (or at most `bytesPerSecond`), sampling the RSS of `pids`. */
async function measuredRead(url, headers, pids, bytesPerSecond = 0) {
  const sampler = sampleRss(pids);
  const started = performance.now();
  let received = 0;
  let newlines = 0;
  let samples;
  try {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
    for await (const chunk of res.body) {
      received += chunk.byteLength;
      for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) newlines++;
      if (bytesPerSecond > 0) await sleep((chunk.byteLength / bytesPerSecond) * 1000);
    }
  } finally {
    samples = sampler.stop();
  }
  return { samples, received, newlines, ms: performance.now() - started };
}

// In every line's meta (makeLines: {..., region}) and in no line's text, which is what a bare term searches.
export const WARM_UP_TERM = "region";

/**
 * Measures `c.path` on a fresh dev server after a warm-up export (`c.warm`, by default the case's range,
 * `size=EXPORT_LINES`, query WARM_UP_TERM) that matches nothing.
 */
export async function measureOnce(dev, c) {
  const { auth, v1 } = c;
  const runtime = await workerRuntime(dev);
  const pids = [runtime.pid];
  // Warm-up: every line of the range read in the export's chunks, none matching, nothing sent. The term's
  // trigrams are in every chunk's index entry (the slice indexes each line's meta beside its text), so the
  // index names every chunk, each is opened and decoded, and the engine checks every line (a term in no
  // chunk's index would open none, and the measured request would then pay for the first reads of the
  // slice's pages and the first decoding).
  const warmPath = c.warm ?? v1(`size=${EXPORT_LINES}&query=${encodeURIComponent(WARM_UP_TERM)}`);
  const warm = await measuredRead(`${runtime.base}${warmPath}`, auth, pids);
  if (warm.newlines !== 0) throw new Error(`the warm-up export matched ${warm.newlines} lines`);
  await sleep(1000);
  const idleSamples = [];
  for (let i = 0; i < 25; i++) {
    idleSamples.push(rssOf(pids));
    await sleep(20);
  }
  const idle = median(idleSamples);
  const now = await workerRuntime(dev);
  if (now.base !== runtime.base || now.pid !== runtime.pid) throw new Error("the runtime was reloaded");
  const r = await measuredRead(`${runtime.base}${c.path}`, auth, pids, c.rate);
  if (r.newlines !== c.lines) throw new Error(`${c.title}: ${r.newlines} lines (expected ${c.lines})`);
  return { ...r, idle, increase: Math.max(...r.samples) - idle };
}

/**
 * `restart()` gives a freshly started dev server of ours on the same state. `fat` is a second account
 * whose 20,000 lines are about `fat.lineBytes` each: a buffered export of it would need at least its whole
 * body (~200 MB at 10 KB a line, more than an isolate's 128 MB), while a stream's peak levels off.
 */
export async function exportV1MemoryBench({ restart, account, range, fat, sliced }) {
  const kb = Math.round(fat.lineBytes / 1000);
  const exportOf = (acc, r) => ({
    auth: { authorization: `Token ${acc.service_key}` },
    v1: (query) => `/v1/export?from=${r.from}&to=${r.to}&${query}`,
  });
  const normal = exportOf(account, range);
  const big = exportOf(fat.account, fat.range);
  const spread = exportOf(sliced.account, sliced.range);
  const cases = [
    { title: "GET /v1/export?size=1000", path: normal.v1("size=1000"), lines: 1000, ...normal },
    { title: "GET /v1/export?size=10000", path: normal.v1("size=10000"), lines: 10_000, ...normal },
    {
      title: `GET /v1/export?size=${EXPORT_LINES}`,
      path: normal.v1(`size=${EXPORT_LINES}`),
      lines: EXPORT_LINES,
      ...normal,
    },
    {
      title: `GET /v1/export?size=${EXPORT_LINES}, slow reader (2 MB/s)`,
      path: normal.v1(`size=${EXPORT_LINES}`),
      lines: EXPORT_LINES,
      rate: 2_097_152,
      ...normal,
    },
    {
      title: `GET /v1/export?size=5000, lines of ~${kb} KB`,
      path: big.v1("size=5000"),
      lines: 5000,
      ...big,
    },
    {
      title: `GET /v1/export?size=${EXPORT_LINES}, lines of ~${kb} KB`,
      path: big.v1(`size=${EXPORT_LINES}`),
      lines: EXPORT_LINES,
      ...big,
    },
    // The discriminating case: a buffered export builds its whole body before the slow client has read
    // much, so its peak reaches the body size at once; a pull-based stream produces only what is read.
    {
      title: `GET /v1/export?size=${EXPORT_LINES}, lines of ~${kb} KB, slow reader (8 MB/s)`,
      path: big.v1(`size=${EXPORT_LINES}`),
      lines: EXPORT_LINES,
      rate: 8 * 1_048_576,
      ...big,
    },
    // The same over many slices: the merge holds a piece of each open slice.
    {
      title: `GET /v1/export?size=${EXPORT_LINES}, lines of ~${kb} KB over ${sliced.slices} slices`,
      path: spread.v1(`size=${EXPORT_LINES}`),
      lines: EXPORT_LINES,
      ...spread,
    },
    {
      title: `GET /v1/export?size=${EXPORT_LINES}, lines of ~${kb} KB over ${sliced.slices} slices, slow reader (8 MB/s)`,
      path: spread.v1(`size=${EXPORT_LINES}`),
      lines: EXPORT_LINES,
      rate: 8 * 1_048_576,
      ...spread,
    },
  ];
  // The large lines' cases, whose peak moves between runs with when the collector takes the garbage of
  // buffers outside its heap: each measured EXPORT_MEMORY_RUNS times, the median kept (all of them printed).
  for (const c of cases.slice(-4)) c.repeat = true;
  const results = [];
  for (const c of cases) {
    const runs = [];
    for (let run = 0; run < (c.repeat ? EXPORT_MEMORY_RUNS : 1); run++) {
      const dev = await restart();
      // A reload of the runtime (new sockets, e.g. `BENCH_WRANGLER_DEV=1` watching a changed source): measure again.
      for (let attempt = 1; ; attempt++) {
        try {
          runs.push(await measureOnce(dev, c));
          break;
        } catch (err) {
          if (attempt === 3) throw err;
          console.error(`${c.title}: ${err.message}; measuring again`);
          await sleep(2000);
        }
      }
    }
    runs.sort((a, b) => a.increase - b.increase);
    results.push({ ...c, ...runs[Math.floor(runs.length / 2)], runs: runs.map((r) => r.increase) });
  }
  const [small, middle, large, , fatSmall, fatRun, fatSlow, slicedRun, slicedSlow] = results;
  const lineBytes = large.received / large.newlines;
  const buffered = EXPORT_LINES * lineBytes;
  const table = results.map((r) => ({
    request: r.title,
    ms: Math.round(r.ms),
    "body MB": mb(r.received),
    samples: r.samples.length,
    "idle MB": mb(r.idle),
    "peak - idle MB": mb(r.increase),
    "each run MB": r.runs.length > 1 ? r.runs.map(mb).join(" / ") : "",
  }));
  console.log(
    "\nExport v1 memory: VmRSS of the workerd running the Worker, sampled every 20 ms, a fresh dev server " +
      "per request (after a warm-up export that reads every line and matches none)",
  );
  console.table(table);
  const floor = 256 * 1024; // a 1,000-line increase below a quarter MB is noise: never divide by less
  const marginal = (large.increase - middle.increase) / (large.received - middle.received);
  console.log(
    `buffered estimate for ${EXPORT_LINES} lines: ${EXPORT_LINES} x ${Math.round(lineBytes)} bytes = ` +
      `${mb(buffered)} MB (the body alone, as UTF-8)\n` +
      `${EXPORT_LINES}-line increase / 1,000-line increase: ` +
      `${(Math.max(large.increase, 0) / Math.max(small.increase, floor)).toFixed(2)}; ` +
      `${EXPORT_LINES}-line increase / buffered estimate: ${(large.increase / buffered).toFixed(2)}\n` +
      `from 10,000 to ${EXPORT_LINES} lines the peak grows by ${mb(large.increase - middle.increase)} MB ` +
      `for ${mb(large.received - middle.received)} MB more body: ${marginal.toFixed(2)} byte per byte ` +
      "(buffering needs >= 1)\n" +
      `${EXPORT_LINES} lines of ~${kb} KB: a ${mb(fatRun.received)} MB body, peak ${mb(fatRun.increase)} MB over idle: ` +
      `${(fatRun.increase / fatRun.received).toFixed(2)} of the body (buffering needs >= 1); ` +
      `5,000 of them (${mb(fatSmall.received)} MB): ${mb(fatSmall.increase)} MB; ` +
      `read at 8 MB/s: ${mb(fatSlow.increase)} MB (${(fatSlow.increase / fatSlow.received).toFixed(2)} of the body)\n` +
      `the same over ${sliced.slices} slices: peak ${mb(slicedRun.increase)} MB over idle ` +
      `(${(slicedRun.increase / slicedRun.received).toFixed(2)} of the body); read at 8 MB/s: ` +
      `${mb(slicedSlow.increase)} MB (${(slicedSlow.increase / slicedSlow.received).toFixed(2)} of the body)`,
  );
  return {
    table,
    buffered,
    ratio: large.increase / buffered,
    marginal,
    fat: {
      body: fatRun.received,
      increase: fatRun.increase,
      smallIncrease: fatSmall.increase,
      slowIncrease: fatSlow.increase,
    },
    sliced: {
      slices: sliced.slices,
      body: slicedRun.received,
      increase: slicedRun.increase,
      slowIncrease: slicedSlow.increase,
    },
  };
}
