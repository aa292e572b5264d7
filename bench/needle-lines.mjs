// Realistic lines for the needle benchmarks (bench/needles.mjs, bench/needle-plan.mjs): what a slice of a
// 1 TB/day account holds, scaled down (access logs, application logs with a meta object, retries, database
// errors, pods, stack traces: 32-hex request and trace ids, 16-hex span ids, uuids, 24-hex object ids, pooled
// user ids, emails, hosts), and the kinds of ids a needle search looks for.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const HOUR_MS = 3_600_000;
const root = resolve(fileURLToPath(import.meta.url), "../..");

/** The summaries' modules (src/logstore/summary.ts, needle-groups.ts), bundled from TypeScript. */
export async function loadSummaryModule() {
  const dir = mkdtempSync(join(tmpdir(), "needles-"));
  const out = join(dir, "summary.mjs");
  const result = await build({
    stdin: {
      contents: `export * from "./src/logstore/summary.ts"; export { TrigramSet } from "./src/search/words.ts";
        export { GROUP_ITEMS } from "./src/logstore/needle-groups.ts";`,
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "node",
    write: false,
  });
  writeFileSync(out, result.outputFiles[0].text);
  const mod = await import(pathToFileURL(out).href);
  rmSync(dir, { recursive: true, force: true });
  return mod;
}

export function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = "0123456789abcdef";
const HEX_BYTES = Array.from({ length: 256 }, (_, i) => HEX[i >> 4] + HEX[i & 15]);
const ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789";
export function makeGen(seed) {
  const r = prng(seed);
  const int = (n) => Math.floor(r() * n);
  const pick = (xs) => xs[int(xs.length)];
  const hex = (n) => {
    let s = "";
    for (let i = 0; i < n; i += 2) s += HEX_BYTES[int(256)];
    return n % 2 === 0 ? s : s.slice(0, n);
  };
  const alnum = (n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += ALNUM[int(36)];
    return s;
  };
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${HEX[8 + int(4)]}${hex(3)}-${hex(12)}`;
  return { r, int, pick, hex, alnum, uuid };
}

// What every slice shares: hosts, pods, users, emails (pools, as in a real fleet).
const shared = (() => {
  const g = makeGen(7);
  const regions = ["eu-west-1", "us-east-1", "ap-south-1"];
  const services = ["checkout", "payments", "orders", "users", "search", "inventory", "auth", "gateway"];
  const hosts = Array.from({ length: 200 }, (_, i) => `web-${i}.prod.${regions[i % 3]}.example.com`);
  const pods = Array.from(
    { length: 300 },
    (_, i) => `${services[i % services.length]}-${g.hex(9).replace(/^./, "7")}-${g.alnum(5)}`,
  );
  const first = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy"];
  const last = ["smith", "jones", "garcia", "miller", "davis", "lopez", "wilson", "moore", "clark", "king"];
  const emails = Array.from(
    { length: 100_000 },
    (_, i) => `${first[i % 10]}.${last[Math.floor(i / 10) % 10]}${i}@${["example.com", "mail.test"][i % 2]}`,
  );
  const agents = [
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
    "okhttp/4.12.0",
    "python-requests/2.32.3",
    "curl/8.8.0",
  ];
  return { regions, services, hosts, pods, emails, agents };
})();

/**
 * The lines of one slice, and the ids of each kind it holds (every id drawn fresh: each is in this slice only,
 * as a request's lines go to its batch's slice).
 */
export function sliceLines(index, count, hourStart) {
  const g = makeGen(1000 + index);
  const { int, pick, hex, uuid } = g;
  const lines = [];
  const ids = { hex32: new Set(), hex16: new Set(), uuid: new Set(), hex24: new Set(), trace: new Set() };
  const sessions = Array.from({ length: Math.max(1, count / 50) }, () => uuid());
  const region = shared.regions[index % 3];
  const tags = ["prod", region];
  const methods = ["GET", "GET", "GET", "POST", "PUT", "DELETE"];
  while (lines.length < count) {
    // One request: 1-4 lines sharing its request id and trace id.
    const requestId = hex(32);
    const traceId = hex(32);
    const user = `u-${10_000_000 + int(1_000_000)}`;
    const session = pick(sessions);
    const orderId = hex(24);
    const host = pick(shared.hosts);
    const service = pick(shared.services);
    const n = 1 + int(4);
    for (let k = 0; k < n && lines.length < count; k++) {
      const ts = hourStart + int(HOUR_MS);
      const iso = new Date(ts).toISOString();
      const spanId = hex(16);
      const key = uuid();
      const ms = 1 + int(900);
      const status = pick([200, 200, 200, 201, 204, 301, 400, 404, 500, 503]);
      const method = pick(methods);
      const path = pick([
        `/api/v1/users/${user}/orders/${orderId}`,
        `/api/v1/orders/${orderId}?expand=items,payments`,
        `/api/v2/search?q=${g.alnum(6)}&page=${int(20)}`,
        "/healthz",
        `/static/js/app.${hex(8)}.js`,
        `/api/v1/sessions/${session}`,
      ]);
      let line;
      let meta = null;
      switch (int(7)) {
        case 0:
          line = `10.${int(256)}.${int(256)}.${int(256)} - - [${iso}] "${method} ${path} HTTP/1.1" ${status} ${int(50_000)} "-" "${pick(shared.agents)}" rt=${(ms / 1000).toFixed(3)} request_id=${requestId}`;
          break;
        case 1:
          line = `${iso} INFO ${service} handled ${method} ${path.split("?")[0]} in ${ms}ms`;
          meta = {
            request_id: requestId,
            trace_id: traceId,
            span_id: spanId,
            user_id: user,
            session_id: session,
            status,
            duration_ms: ms,
          };
          break;
        case 2:
          line = `${iso} WARN payments retrying charge for ${pick(shared.emails)} attempt=${1 + int(4)} idempotency_key=${key} host=${host} request_id=${requestId}`;
          break;
        case 3:
          line = `${iso} ERROR ${service} connection refused to db-${int(8)}.prod.internal:5432 after ${ms}ms (pool=orders active=20 idle=0) trace_id=${traceId} span_id=${spanId}`;
          break;
        case 4:
          line = `pod=${pick(shared.pods)} namespace=shop container=app msg="${method} ${path} ${status}" ts=${ts} trace=${traceId}`;
          break;
        case 5:
          line = `${iso} DEBUG ${service} cache miss key=user:${user}:profile region=${region} session=${session} span=${spanId}`;
          break;
        default:
          line = `${iso} ERROR orders java.lang.IllegalStateException: Order ${orderId} is not payable (user ${user}, request ${requestId}) at com.example.orders.OrderService.pay(OrderService.java:${100 + int(400)})`;
      }
      lines.push({ line, meta, tags });
      // The ids this line holds (a needle is searched only where it was written).
      const text = meta ? line + JSON.stringify(meta) : line;
      for (const [set, id] of [
        [ids.hex32, requestId],
        [ids.trace, traceId],
        [ids.hex16, spanId],
        [ids.hex24, orderId],
        [ids.uuid, session],
        [ids.uuid, key],
      ])
        if (text.includes(id)) set.add(id);
    }
  }
  for (const k of Object.keys(ids)) ids[k] = [...ids[k]];
  return { lines, ids };
}

/** The needles to search: ids of each kind present in one slice, and ids present nowhere. */
export const KINDS = [
  ["32-hex request id", (ids) => ids.hex32],
  ["16-hex span id", (ids) => ids.hex16],
  ["uuid (as written)", (ids) => ids.uuid],
  ["uuid in capitals, no dashes", (ids) => ids.uuid, (u) => u.replaceAll("-", "").toUpperCase()],
  ["24-hex object id", (ids) => ids.hex24],
  ["20 chars of a trace id", (ids) => ids.trace, (t) => t.slice(6, 26)],
];
