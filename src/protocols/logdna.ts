// The LogDNA (Mezmo) ingestion protocol, as its clients send it: `@logdna/logger`, the legacy `logdna`
// client (and pino-logdna, logdna-winston on top of them), and the LogDNA agent (`/logs/agent`). Query:
// hostname, mac, ip, now (the sender's clock, s or ms), tags (comma list or repeated). The clients send
// every parameter, empty when unset (`mac=&ip=&tags=`): empty counts as absent. Body `{lines: [...]}` or
// the clients' `{e: "ls", ls: [...]}`, often gzip. Used by `POST /logs/ingest` (the log store) and by the
// `vendor-agent` and `log-analysis-ingestion` push sources (a pipeline).

import { z } from "zod";
import { newEvent, type PipelineEvent } from "../engine/events";
import { noConfig } from "../engine/kinds/common";
import { defineSource } from "../engine/kinds/define";
import { ApiError, errorBodyOfShape, fromZodError } from "../http/errors";
import { commaListParam } from "../http/query-params";
import { isObject } from "../lib/objects";
import { isDateMs, MAX_TIMESTAMP_MS, unixToMs } from "../lib/time";
import { checkEventCount, requestMetadata } from "./intake";
import { type IntakeRequest, jsonReply, type PushProtocol } from "./types";

export const MAX_LINES_PER_BATCH = 20_000;

// Made once: making the schema per request cost 8-20 µs (node), the check itself 0.3.
const IPV4 = z.ipv4();
const IPV6 = z.ipv6();
const isIp = (v: string) => IPV4.safeParse(v).success || IPV6.safeParse(v.replace(/%[\w.-]+$/, "")).success;
const MAC = /^[0-9a-fA-F]{2}([:-][0-9a-fA-F]{2}){5}$/;

/** A query value: the first of a repeated parameter; empty (as the clients send unset ones) counts as absent. */
const firstValue = (v: unknown) => {
  const first = Array.isArray(v) ? v[0] : v;
  return first === "" ? undefined : first;
};
const param = <T extends z.ZodType>(schema: T) => z.preprocess(firstValue, schema.optional()).optional();

export const ingestQuerySchema = z.object({
  hostname: z
    .preprocess(
      firstValue,
      z.string({ error: "hostname is required" }).trim().min(1, "hostname is required").max(256),
    )
    .describe("Host the lines come from (required)"),
  mac: param(z.string().regex(MAC, "mac must be a MAC address such as 00:1a:2b:3c:4d:5e")).describe(
    "MAC address of the host; empty counts as absent",
  ),
  ip: param(z.string().max(64).refine(isIp, "ip must be an IPv4 or IPv6 address")).describe(
    "IP address of the host; empty counts as absent",
  ),
  now: param(
    z.coerce
      .number({ error: "now must be unix milliseconds" })
      .int()
      .positive()
      .transform(unixToMs)
      .refine((ms) => ms <= MAX_TIMESTAMP_MS, "now must be unix milliseconds (or seconds) before year 10000"),
  ).describe("The sender's clock (unix ms or s) when it sent: line timestamps are corrected by the drift"),
  tags: commaListParam(
    "tags",
    20,
    80,
    "Tags for every line of the batch: comma-separated, or the parameter repeated",
  ),
});

export type IngestQuery = z.infer<typeof ingestQuerySchema>;

const problem = (message: string, path: (string | number)[] = []) =>
  new ApiError("EVALIDATION", `Validation failed: ${message}`, [{ path, message }]);

/** The body as JSON, or a 400 saying it is not. */
export function ingestBodyJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("EVALIDATION", "Malformed JSON in request body", [
      { path: [], message: "the body is not valid JSON" },
    ]);
  }
}

/** The lines of `{lines: [...]}` (REST form) or `{e: "ls", ls: [...]}` (the clients' form), and their key. */
export function linesOf(body: unknown): { lines: unknown[]; key: "lines" | "ls" } {
  if (!isObject(body)) throw problem("the body must be a JSON object {lines: [...]} or {e: 'ls', ls: [...]}");
  let lines: unknown;
  let key: "lines" | "ls";
  if ("ls" in body || "e" in body) {
    if (body.e !== "ls") throw problem("e must be 'ls'", ["e"]);
    lines = body.ls;
    key = "ls";
  } else {
    lines = body.lines;
    key = "lines";
  }
  if (!Array.isArray(lines)) throw problem(`${key} must be an array of lines`, [key]);
  if (lines.length === 0) throw problem(`${key} must hold at least one line`, [key]);
  if (lines.length > MAX_LINES_PER_BATCH)
    throw problem(`at most ${MAX_LINES_PER_BATCH} lines per request`, [key]);
  return { lines, key };
}

/** A line's time (`timestamp`, or the agent payload's `t`): unix s or ms, or ISO 8601; null when absent. */
export function lineTimestamp(raw: Record<string, unknown>): number | null | "invalid" {
  const value = raw.timestamp ?? raw.t;
  if (value === undefined || value === null) return null;
  let ms: number;
  if (typeof value === "number") ms = unixToMs(value);
  else if (typeof value === "string" && /^\d+(\.\d+)?$/.test(value.trim())) ms = unixToMs(Number(value));
  else if (typeof value === "string") ms = Date.parse(value);
  else ms = Number.NaN;
  return isDateMs(ms) ? Math.trunc(ms) : "invalid";
}

/** The query of a request as the ingestion API reads it, or a 400 naming the parameter. */
export function ingestQuery(query: URLSearchParams): IngestQuery {
  const raw: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const all = query.getAll(name);
    raw[name] = all.length === 1 ? all[0] : all;
  }
  const parsed = ingestQuerySchema.safeParse(raw);
  if (!parsed.success) throw fromZodError(parsed.error, ["query"]);
  return parsed.data;
}

const utf8 = new TextDecoder();

/**
 * A pipeline event per line: the line's own fields (`hostname`/`host` as `host`, the agent payload's `f` as
 * `file`, a JSON-string `meta` parsed), the batch's host, tags, ip and mac, timed by the line's timestamp
 * corrected by the sender's drift (`now`). A line without a string `line` refuses the batch.
 */
function lineEvents(body: unknown, query: IngestQuery, req: IntakeRequest): PipelineEvent[] {
  const { lines, key } = linesOf(body);
  checkEventCount(lines.length);
  const drift = query.now === undefined ? 0 : req.receivedAt - query.now;
  const metadata = requestMetadata(req.receivedAt, req, false);
  return lines.map((raw, i) => {
    if (!isObject(raw) || typeof raw.line !== "string") {
      throw problem("each line must be an object with a string line field", [key, i, "line"]);
    }
    const ts = lineTimestamp(raw);
    if (ts === "invalid") {
      throw problem("timestamp must be unix milliseconds (or seconds) or an ISO 8601 date", [
        key,
        i,
        "timestamp",
      ]);
    }
    // The sender's drift applies to its own timestamps; the corrected time must still be a date.
    const time = ts === null ? req.receivedAt : ts + drift;
    if (!isDateMs(time)) {
      throw problem("timestamp corrected by the drift of now is not a date: check now and timestamp", [
        key,
        i,
        "timestamp",
      ]);
    }
    const { timestamp: _ts, t: _t, hostname, f, meta, ...fields } = raw;
    const message: Record<string, unknown> = {
      ...fields,
      host: fields.host ?? hostname ?? query.hostname,
      ...(fields.file === undefined && f !== undefined && { file: f }),
      ...(meta !== undefined && { meta: typeof meta === "string" ? parseMeta(meta) : meta }),
      ...(query.tags.length > 0 && fields.tags === undefined && { tags: query.tags }),
      ...(query.ip && { ip: query.ip }),
      ...(query.mac && { mac: query.mac }),
    };
    return newEvent(message, time, { ...metadata });
  });
}

/** The clients send meta as a JSON string unless index_meta is set: an object when it parses as one. */
function parseMeta(meta: string): unknown {
  try {
    const parsed = JSON.parse(meta);
    return isObject(parsed) ? parsed : meta;
  } catch {
    return meta;
  }
}

const INGEST_PATHS = ["", "/logs/agent", "/logs/ingest"];

export const logdnaProtocol: PushProtocol = {
  docs: {
    paths: INGEST_PATHS,
    auth: "apikey: <access key> (the LogDNA agent and clients), Basic with the key as user name, or Authorization: Token <access key>",
    formats: [
      "{lines: [{line, timestamp, app, level, file, env, meta, ...}]} or {e: 'ls', ls: [...]}",
      "query hostname (required), mac, ip, now, tags; empty parameters count as absent",
      "gzip or deflate Content-Encoding",
    ],
    answers:
      "200 {status: 'ok', batchID, accepted, pipelines}; errors in the v1 error body {error, code, status}",
  },
  endpoint: (req) => (INGEST_PATHS.includes(req.subpath) && req.method === "POST" ? "lines" : null),
  decode(body, req) {
    const query = ingestQuery(req.query);
    return { events: lineEvents(ingestBodyJson(utf8.decode(body.bytes)), query, req) };
  },
  accepted: (_intake, _req, outcome) =>
    jsonReply({ status: "ok", batchID: crypto.randomUUID(), ...outcome }, 200),
  refused: (err, req) => jsonReply(errorBodyOfShape(err, "v1", req.requestId), err.status),
};

export const logAnalysisIngestionKind = defineSource({
  type: "log-analysis-ingestion",
  title: "Log analysis ingestion",
  description:
    "Receives lines in the ingestion API's form ({lines} or {e: 'ls', ls}, apikey header), an event a line",
  config: noConfig,
  protocol: logdnaProtocol,
});

export const vendorAgentKind = defineSource({
  type: "vendor-agent",
  title: "Agent",
  description:
    "Receives lines shipped by the LogDNA/Mezmo agent and clients (/logs/agent, apikey header), an event a line",
  config: noConfig,
  protocol: logdnaProtocol,
});
