// Validation of an ingestion body: every line is checked and the whole batch is refused (400) when
// any line is invalid, with one detail per problem (`lines.3.line`). A batch is stored whole or not
// at all, so a client always knows which lines were stored.
import { ApiError, type ErrorDetail } from "../../http/errors";
import { unixToMs } from "../../lib/time";

export const MAX_LINE_CHARS = 32_768;
export const MAX_META_CHARS = 32_768;
export const MAX_LINES_PER_BATCH = 20_000;
/** The last millisecond of year 9999: later (or negative) times are mistakes, not dates. */
export const MAX_TIMESTAMP_MS = 253_402_300_799_999;
const MAX_DETAILS = 100;

export interface IngestContext {
  hostname: string;
  mac: string;
  ip: string;
  tags: string[];
  /** Added to line timestamps: the server's clock minus the sender's (`now`). */
  driftMs: number;
  receivedAt: number;
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
}

const encoder = new TextEncoder();
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The lines of `{lines: [...]}` (REST form) or `{e: "ls", ls: [...]}` (the official clients' form). */
export function linesOf(body: unknown): unknown[] {
  const problem = (message: string, path: (string | number)[] = []) =>
    new ApiError("EVALIDATION", `Validation failed: ${message}`, [{ path, message }]);
  if (!isObject(body)) throw problem("the body must be a JSON object {lines: [...]} or {e: 'ls', ls: [...]}");
  let lines: unknown;
  let key: string;
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
  return lines;
}

function optionalString(
  raw: Record<string, unknown>,
  name: string,
  max: number,
  at: (string | number)[],
  details: ErrorDetail[],
): string {
  const v = raw[name];
  if (v === undefined || v === null) return "";
  if (typeof v !== "string") {
    details.push({ path: [...at, name], message: `${name} must be a string` });
    return "";
  }
  if (v.length > max)
    details.push({ path: [...at, name], message: `${name} is longer than ${max} characters` });
  return wellFormed(v);
}

function timestampOf(raw: unknown, at: (string | number)[], details: ErrorDetail[]): number | null {
  if (raw === undefined || raw === null) return null;
  let ms: number;
  if (typeof raw === "number") ms = unixToMs(raw);
  else if (typeof raw === "string" && /^\d+(\.\d+)?$/.test(raw.trim())) ms = unixToMs(Number(raw));
  else if (typeof raw === "string") ms = Date.parse(raw);
  else ms = Number.NaN;
  if (!Number.isFinite(ms) || ms < 0 || ms > MAX_TIMESTAMP_MS) {
    details.push({
      path: [...at, "timestamp"],
      message: "timestamp must be unix milliseconds (or seconds) or an ISO 8601 date",
    });
    return null;
  }
  return Math.trunc(ms);
}

function metaOf(raw: unknown, at: (string | number)[], details: ErrorDetail[]) {
  if (raw === undefined || raw === null) return null;
  let meta = raw;
  if (typeof raw === "string") {
    try {
      meta = JSON.parse(raw);
    } catch {
      details.push({ path: [...at, "meta"], message: "meta is a string but not JSON" });
      return null;
    }
  }
  if (!isObject(meta)) {
    details.push({ path: [...at, "meta"], message: "meta must be an object (or a JSON string of one)" });
    return null;
  }
  return meta;
}

/** Validates and normalises every line; throws one EVALIDATION listing the problems of all lines. */
export function toRecords(lines: unknown[], ctx: IngestContext, key = "lines"): LogRecord[] {
  const details: ErrorDetail[] = [];
  const records: LogRecord[] = [];
  for (let i = 0; i < lines.length && details.length < MAX_DETAILS; i++) {
    const raw = lines[i];
    const at = [key, i];
    if (!isObject(raw)) {
      details.push({ path: at, message: "each line must be an object with a line field" });
      continue;
    }
    const text = raw.line;
    if (typeof text !== "string") {
      details.push({ path: [...at, "line"], message: "line is required and must be a string" });
      continue;
    }
    if (text.length > MAX_LINE_CHARS) {
      details.push({ path: [...at, "line"], message: `line is longer than ${MAX_LINE_CHARS} characters` });
    }
    const app = optionalString(raw, "app", 512, at, details);
    const file = optionalString(raw, "file", 512, at, details);
    const level = optionalString(raw, "level", 32, at, details).toUpperCase();
    const host = optionalString(raw, "hostname", 256, at, details) || ctx.hostname;
    const ts = timestampOf(raw.timestamp, at, details);
    const meta = metaOf(raw.meta, at, details);
    const metaJson = meta ? JSON.stringify(meta) : "";
    if (metaJson.length > MAX_META_CHARS) {
      details.push({ path: [...at, "meta"], message: `meta is larger than ${MAX_META_CHARS} characters` });
    }
    // The sender's drift applies to its own timestamps; the corrected time must still be a date.
    const corrected = ts === null ? ctx.receivedAt : ts + ctx.driftMs;
    if (ts !== null && (corrected < 0 || corrected > MAX_TIMESTAMP_MS)) {
      details.push({
        path: [...at, "timestamp"],
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
      size: byteLength(text) + byteLength(metaJson),
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

// Most lines are ASCII: count bytes without encoding them unless a character needs more than one.
function byteLength(text: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find non-ASCII characters
  return /^[\u0000-\u007f]*$/.test(text) ? text.length : encoder.encode(text).byteLength;
}
