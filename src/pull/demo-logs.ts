// demo-logs: generates one line of the configured format every `interval_ms`. Each tick generates the lines
// due since the previous one, each with its own timestamp. After a long sleep (an eviction, a disabled
// pipeline) the catch-up is capped to one batch: the newest MAX_PULL_BATCH lines due are generated and the
// older ones are skipped, so a demo source never floods a pipeline. Content comes from a PRNG seeded by the
// line's number: varied (hosts, clients, paths, statuses, sizes) yet reproducible.
import { z } from "zod";
import { newEvent, type PipelineEvent } from "../engine/events";
import { defineSource } from "../engine/kinds/define";
import { MAX_PULL_BATCH, type PullReader } from "./types";

/** The demo-logs formats: Mezmo's (the terraform provider's list) and apache_combined. */
export const DEMO_FORMATS = [
  "json",
  "apache_common",
  "apache_combined",
  "apache_error",
  "syslog",
  "bsd_syslog",
  "nginx",
  "env_sensor",
  "financial",
  "http_metrics",
  "generic_metrics",
] as const;

export type DemoFormat = (typeof DEMO_FORMATS)[number];

const demoLogsConfig = z.strictObject({
  format: z.enum(DEMO_FORMATS),
  interval_ms: z.number().int().min(100).max(3_600_000).default(1000),
});

export type DemoLogsConfig = z.output<typeof demoLogsConfig>;

export interface DemoLogsCursor {
  /** When the next line is due (Unix ms). */
  dueAt: number;
  /** Lines generated so far: seeds the next line's content. */
  count: number;
}

/** Ticks come at most once a second: a 100 ms interval gets its lines ten at a time. */
const MIN_TICK_MS = 1000;

const HOSTS = ["web-1", "web-2", "api-1", "api-2", "worker-1", "db-1", "cache-1", "edge-eu-1"];
const APPS = ["nginx", "checkout", "auth", "billing", "search", "inventory", "gateway"];
const USERS = ["-", "-", "-", "alice", "bob", "carol", "dave", "svc-deploy"];
const METHODS = ["GET", "GET", "GET", "GET", "POST", "POST", "PUT", "DELETE", "PATCH", "HEAD"];
const PATHS = [
  "/",
  "/index.html",
  "/api/v1/users",
  "/api/v1/users/42",
  "/api/v1/orders",
  "/api/v1/orders/1337/items",
  "/checkout",
  "/cart",
  "/login",
  "/logout",
  "/search?q=shoes",
  "/static/app.js",
  "/static/style.css",
  "/images/logo.png",
  "/healthz",
  "/favicon.ico",
];
const STATUSES = [
  200, 200, 200, 200, 200, 200, 201, 204, 301, 304, 400, 401, 403, 404, 404, 429, 500, 502, 503,
];
const REFERERS = [
  "-",
  "https://www.example.com/",
  "https://www.google.com/search?q=shop",
  "https://shop.example.com/cart",
];
const AGENTS = [
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0",
  "curl/8.5.0",
  "Go-http-client/1.1",
  "kube-probe/1.29",
];
const ERROR_MESSAGES: [string, string][] = [
  ["core:error", "AH00037: Symbolic link not allowed or link target not accessible: /var/www/html/link"],
  ["proxy:error", "AH00957: http: attempt to connect to 10.0.3.12:8080 (backend) failed"],
  ["ssl:warn", "AH01909: server certificate does NOT include an ID which matches the server name"],
  ["authz_core:error", "AH01630: client denied by server configuration: /var/www/html/private"],
  ["php:notice", "PHP Notice:  Undefined index: user in /var/www/html/profile.php on line 17"],
  ["mpm_event:notice", "AH00489: Apache/2.4.58 (Unix) configured -- resuming normal operations"],
];
const SYSLOG_MESSAGES = [
  "Accepted publickey for deploy from 10.0.4.21 port 52144 ssh2",
  "Failed password for invalid user admin from 203.0.113.7 port 40022 ssh2",
  "Started Daily apt download activities.",
  "Out of memory: Killed process 4242 (java) total-vm:8123456kB",
  "connection timed out to upstream 10.0.3.12:8080",
  "order 1337 paid: 42.50 EUR",
  "cache miss ratio above 20% for 5 minutes",
  "user carol logged in",
];
const LEVELS = ["debug", "info", "info", "info", "info", "warn", "error"];
const SENSORS = ["greenhouse-1", "greenhouse-2", "cold-room", "server-room", "warehouse-a", "office-3f"];
const SYMBOLS = ["ACME", "GLOBX", "INITECH", "UMBR", "STARK", "WAYNE", "HOOLI"];
const EXCHANGES = ["XNYS", "XNAS", "XLON", "XETR"];
const GENERIC_METRICS: [string, "counter" | "gauge"][] = [
  ["cpu_usage_percent", "gauge"],
  ["memory_used_bytes", "gauge"],
  ["disk_io_operations_total", "counter"],
  ["queue_depth", "gauge"],
  ["jobs_processed_total", "counter"],
];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** mulberry32: a tiny, good-enough PRNG; the same seed gives the same line. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** 10/Oct/2000:13:55:36 +0000 (access logs; always UTC). */
const clfDate = (d: Date) =>
  `${pad(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())} +0000`;

/** Oct 11 22:14:15 (RFC 3164: the day padded with a space). */
const bsdDate = (d: Date) =>
  `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, " ")} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())}`;

/** One generated line: a text line (`{line}` like a push source's text decoding) or, for json, an object. */
export function demoMessage(format: DemoFormat, n: number, ts: number): unknown {
  const rand = prng(n * 2654435761 + 17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const d = new Date(ts);
  const ip = `${10 + Math.floor(rand() * 200)}.${Math.floor(rand() * 256)}.${Math.floor(rand() * 256)}.${
    1 + Math.floor(rand() * 254)
  }`;
  const host = pick(HOSTS);
  const app = pick(APPS);
  const user = pick(USERS);
  const method = pick(METHODS);
  const path = pick(PATHS);
  const status = pick(STATUSES);
  const bytes = status === 204 || status === 304 ? 0 : 200 + Math.floor(rand() * 50_000);
  const referer = pick(REFERERS);
  const agent = pick(AGENTS);
  const pid = 1000 + Math.floor(rand() * 60_000);
  const request = `${method} ${path} HTTP/1.1`;
  const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
  // Metric formats: metric events in the form the metric processors make ({metric: {...}}).
  const metric = (name: string, type: "counter" | "gauge", value: number, tags: Record<string, string>) => ({
    metric: {
      name,
      namespace: "demo",
      kind: type === "counter" ? "incremental" : "absolute",
      type,
      value,
      tags,
    },
  });
  switch (format) {
    case "env_sensor":
      return {
        sensor_id: pick(SENSORS),
        timestamp: d.toISOString(),
        temperature_c: round(12 + rand() * 20, 1),
        humidity_percent: round(30 + rand() * 50, 1),
        pressure_hpa: round(990 + rand() * 40, 1),
        battery_percent: Math.floor(20 + rand() * 80),
      };
    case "financial": {
      const price = round(10 + rand() * 490, 2);
      const volume = 1 + Math.floor(rand() * 5_000);
      return {
        trade_id: `T${n}`,
        timestamp: d.toISOString(),
        symbol: pick(SYMBOLS),
        exchange: pick(EXCHANGES),
        side: rand() < 0.5 ? "buy" : "sell",
        price,
        volume,
        notional: round(price * volume, 2),
        currency: "USD",
      };
    }
    case "http_metrics":
      return rand() < 0.5
        ? metric("http_requests_total", "counter", 1 + Math.floor(rand() * 20), {
            host,
            method,
            status: String(status),
          })
        : metric("http_request_duration_ms", "gauge", round(rand() * 800, 1), { host, method, path });
    case "generic_metrics": {
      const [name, type] = pick(GENERIC_METRICS);
      const value = type === "counter" ? 1 + Math.floor(rand() * 100) : round(rand() * 100, 2);
      return metric(name, type, value, { host, app });
    }
    case "json":
      return {
        host,
        app,
        "user-identifier": user,
        datetime: d.toISOString(),
        method,
        request: path,
        protocol: "HTTP/1.1",
        status,
        bytes,
        referer,
        duration_ms: Math.round(rand() * 2000) / 10,
        level: status >= 500 ? "error" : status >= 400 ? "warn" : "info",
        message: `${method} ${path} ${status}`,
      };
    case "apache_common":
      return { line: `${ip} - ${user} [${clfDate(d)}] "${request}" ${status} ${bytes}` };
    case "apache_combined":
      return {
        line: `${ip} - ${user} [${clfDate(d)}] "${request}" ${status} ${bytes} "${referer}" "${agent}"`,
      };
    case "nginx":
      // nginx's default `main` log_format: combined plus X-Forwarded-For.
      return {
        line: `${ip} - ${user} [${clfDate(d)}] "${request}" ${status} ${bytes} "${referer}" "${agent}" "-"`,
      };
    case "apache_error": {
      const [module, text] = pick(ERROR_MESSAGES);
      const stamp = `${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${pad(
        d.getUTCHours(),
      )}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}000 ${d.getUTCFullYear()}`;
      return {
        line: `[${stamp}] [${module}] [pid ${pid}:tid ${pid + 7}] [client ${ip}:${1024 + Math.floor(rand() * 60_000)}] ${text}`,
      };
    }
    case "syslog": {
      // RFC 5424: <PRI>1 TIMESTAMP HOST APP PROCID MSGID - MSG (facility local4, severity by level).
      const level = pick(LEVELS);
      const severity = { debug: 7, info: 6, warn: 4, error: 3 }[level] ?? 6;
      return {
        line: `<${20 * 8 + severity}>1 ${d.toISOString()} ${host} ${app} ${pid} ID${Math.floor(rand() * 100)} - ${pick(SYSLOG_MESSAGES)}`,
      };
    }
    case "bsd_syslog": {
      const level = pick(LEVELS);
      const severity = { debug: 7, info: 6, warn: 4, error: 3 }[level] ?? 6;
      return { line: `<${4 * 8 + severity}>${bsdDate(d)} ${host} ${app}[${pid}]: ${pick(SYSLOG_MESSAGES)}` };
    }
  }
}

export const demoLogsReader: PullReader<DemoLogsConfig, DemoLogsCursor> = {
  async init(_config, ctx) {
    return { dueAt: ctx.now, count: 0 };
  },
  async pull(config, cursor, ctx) {
    const interval = config.interval_ms;
    let { dueAt, count } = cursor;
    if (ctx.now < dueAt) return { events: [], next: cursor, more: false };
    const due = Math.floor((ctx.now - dueAt) / interval) + 1;
    // A long sleep: skip the oldest lines due, keep the newest batch.
    if (due > MAX_PULL_BATCH) {
      const skipped = due - MAX_PULL_BATCH;
      dueAt += skipped * interval;
      count += skipped;
    }
    const events: PipelineEvent[] = [];
    for (; dueAt <= ctx.now && events.length < MAX_PULL_BATCH; dueAt += interval, count++) {
      events.push(newEvent(demoMessage(config.format, count, dueAt), dueAt, { format: config.format }));
    }
    return { events, next: { dueAt, count }, more: false };
  },
  idleMs(_config, cursor, now) {
    return Math.max(MIN_TICK_MS, cursor.dueAt - now);
  },
};

export const demoLogsKind = defineSource({
  type: "demo-logs",
  title: "Demo logs",
  description: "Generates sample log lines of a chosen format",
  config: demoLogsConfig,
  reader: demoLogsReader,
});
