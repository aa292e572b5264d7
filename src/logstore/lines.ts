// Validation of an ingestion body: every line is checked and the whole batch is refused (400) when
// any line is invalid, with one detail per problem (`lines.3.line`). A batch is stored whole or not
// at all, so a client always knows which lines were stored.

import { ApiError, type ErrorDetail } from "../http/errors";
import { utf8Bytes } from "../lib/json-bytes";
import { isObject } from "../lib/objects";
import { MAX_TIMESTAMP_MS } from "../lib/time";
import { lineTimestamp } from "../protocols/logdna";

export const MAX_LINE_CHARS = 32_768;
export const MAX_META_CHARS = 32_768;
const MAX_DETAILS = 100;

export interface IngestContext {
  hostname: string;
  mac: string;
  ip: string;
  tags: string[];
  /** Added to line timestamps: the server's clock minus the sender's (`now`). */
  driftMs: number;
  receivedAt: number;
  /** Every string of the lines is ASCII (asciiBody): a line's UTF-8 bytes are its length, no scan needed. */
  ascii?: boolean;
}

/**
 * Whether every string JSON.parse makes of `text` (decoded from `bytes`) is ASCII: the body is (as many
 * characters as bytes, and none is the U+FFFD an invalid byte becomes) and holds no `\u` escape (which may
 * name any character; `\\u`, an escaped backslash before a u, is taken for one too, which costs only the
 * scan). Two searches of the body instead of a scan of every line and meta (half of toRecords' time in
 * workerd).
 */
export function asciiBody(bytes: Uint8Array, text: string): boolean {
  return text.length === bytes.length && !text.includes("\ufffd") && !text.includes("\\u");
}

export interface LogRecord {
  ts: number;
  line: string;
  app: string;
  host: string;
  file: string;
  level: string;
  ip: string;
  mac: string;
  tags: string[];
  meta: Record<string, unknown> | null;
  /** Bytes counted toward storage: the line and its meta, UTF-8. */
  size: number;
  /** The meta as JSON, when validation made it already (the store reuses it). */
  metaJson?: string;
}

/** Where a line's problems are reported: `lines.3`, made into a path only when there is a problem. */
interface LineAt {
  key: string;
  index: number;
}
const pathOf = (at: LineAt, field?: string) => (field ? [at.key, at.index, field] : [at.key, at.index]);

function optionalString(
  raw: Record<string, unknown>,
  name: string,
  max: number,
  at: LineAt,
  details: ErrorDetail[],
): string {
  const v = raw[name];
  if (v === undefined || v === null) return "";
  if (typeof v !== "string") {
    details.push({ path: pathOf(at, name), message: `${name} must be a string` });
    return "";
  }
  if (v.length > max)
    details.push({ path: pathOf(at, name), message: `${name} is longer than ${max} characters` });
  return wellFormed(v);
}

function metaOf(raw: unknown, at: LineAt, details: ErrorDetail[]) {
  if (raw === undefined || raw === null) return null;
  let meta = raw;
  if (typeof raw === "string") {
    try {
      meta = JSON.parse(raw);
    } catch {
      details.push({ path: pathOf(at, "meta"), message: "meta is a string but not JSON" });
      return null;
    }
  }
  if (!isObject(meta)) {
    details.push({ path: pathOf(at, "meta"), message: "meta must be an object (or a JSON string of one)" });
    return null;
  }
  return meta;
}

/** Validates and normalises every line; throws one EVALIDATION listing the problems of all lines. */
export function toRecords(lines: unknown[], ctx: IngestContext, key = "lines"): LogRecord[] {
  const details: ErrorDetail[] = [];
  const records: LogRecord[] = [];
  // One for every line (a path is made of it only for a problem).
  const at: LineAt = { key, index: 0 };
  for (let i = 0; i < lines.length && details.length < MAX_DETAILS; i++) {
    const raw = lines[i];
    at.index = i;
    if (!isObject(raw)) {
      details.push({ path: pathOf(at), message: "each line must be an object with a line field" });
      continue;
    }
    const text = raw.line;
    if (typeof text !== "string") {
      details.push({ path: pathOf(at, "line"), message: "line is required and must be a string" });
      continue;
    }
    if (text.length > MAX_LINE_CHARS) {
      details.push({ path: pathOf(at, "line"), message: `line is longer than ${MAX_LINE_CHARS} characters` });
    }
    const app = optionalString(raw, "app", 512, at, details);
    // `f` and `t` are the file and time of @logdna/logger's agent payload structure.
    const file = optionalString(raw, "file", 512, at, details) || optionalString(raw, "f", 512, at, details);
    const level = optionalString(raw, "level", 32, at, details).toUpperCase();
    // `hostname` in the REST form, `host` from the LogDNA agent.
    const host =
      optionalString(raw, "hostname", 256, at, details) ||
      optionalString(raw, "host", 256, at, details) ||
      ctx.hostname;
    let ts = lineTimestamp(raw);
    if (ts === "invalid") {
      details.push({
        path: pathOf(at, "timestamp"),
        message: "timestamp must be unix milliseconds (or seconds) or an ISO 8601 date",
      });
      ts = null;
    }
    const meta = metaOf(raw.meta, at, details);
    const metaJson = meta ? JSON.stringify(meta) : "";
    if (metaJson.length > MAX_META_CHARS) {
      details.push({ path: pathOf(at, "meta"), message: `meta is larger than ${MAX_META_CHARS} characters` });
    }
    // The sender's drift applies to its own timestamps; the corrected time must still be a date.
    const corrected = ts === null ? ctx.receivedAt : ts + ctx.driftMs;
    if (ts !== null && (corrected < 0 || corrected > MAX_TIMESTAMP_MS)) {
      details.push({
        path: pathOf(at, "timestamp"),
        message: "timestamp corrected by the drift of now is not a date: check now and timestamp",
      });
    }
    if (details.length > 0) continue;
    records.push({
      ts: corrected,
      line: wellFormed(text),
      app,
      host,
      file,
      level,
      ip: ctx.ip,
      mac: ctx.mac,
      tags: ctx.tags,
      meta,
      size: ctx.ascii ? text.length + metaJson.length : utf8Bytes(text) + utf8Bytes(metaJson),
      metaJson,
    });
  }
  if (details.length > 0) {
    const first = details[0];
    throw new ApiError(
      "EVALIDATION",
      `Validation failed: ${first.message} at ${first.path.join(".")}; nothing was stored`,
      details,
    );
  }
  return records;
}

/**
 * A lone UTF-16 surrogate cannot be stored as UTF-8: it becomes U+FFFD here, visibly, rather than
 * silently in the database.
 */
const wellFormed = (text: string) => (text as string & { toWellFormed(): string }).toWellFormed();
