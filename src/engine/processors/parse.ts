// The `parse` and `parse-sequentially` processors, and `parseText`, the pure parser they share (a
// parsing-template endpoint can reuse it).
//
// A value that does not parse is passed on UNCHANGED (Vector's `drop_on_error: false` default), never
// dropped: the message is untouched and `metadata.parse_error` says why, so the failure is visible
// downstream rather than silently lost. parse-sequentially sends such an event to `_unmatched`.
import { z } from "zod";
import { getField, type PipelineEvent, setField } from "../events";
import { fieldPath } from "../fields";
import { branches, branchFields, UNMATCHED_OUTPUT } from "../kinds/common";
import { defineProcessor } from "../kinds/define";
import { userRegex, withinBudget } from "../regex";
import { DEFAULT_OUTPUT, type Processor, ResultBuilder } from "./types";

const jsonParser = z.strictObject({ parser: z.literal("json") });
const keyValueParser = z.strictObject({
  parser: z.literal("key_value"),
  field_delimiter: z.string().min(1).max(8).default(" "),
  key_delimiter: z.string().min(1).max(8).default("="),
});
const regexParser = z.strictObject({
  parser: z.literal("regex"),
  pattern: z
    .string()
    .min(1)
    .max(4096)
    .superRefine(checkParsePattern)
    .describe("RE2 syntax (linear time: no backreferences or lookaround), with a named group (?<name>...)"),
});
const apacheCommonParser = z.strictObject({ parser: z.literal("apache_common") });
const apacheCombinedParser = z.strictObject({ parser: z.literal("apache_combined") });
const syslogParser = z.strictObject({ parser: z.literal("syslog") });

/** One parser's settings, discriminated by `parser`. */
export const parserConfig = z.discriminatedUnion("parser", [
  jsonParser,
  keyValueParser,
  regexParser,
  apacheCommonParser,
  apacheCombinedParser,
  syslogParser,
]);

/** The regex parser's pattern compiles on the linear-time engine it runs on, with a named group to fill. */
function checkParsePattern(pattern: string, ctx: z.RefinementCtx) {
  const re = userRegex(pattern);
  if (typeof re === "string") ctx.addIssue({ code: "custom", message: re });
  else if (Object.keys(re.namedGroups()).length === 0)
    ctx.addIssue({ code: "custom", message: "must have at least one named group (?<name>...)" });
}

/** parse: one parser's settings and the field it parses. */
const parsedField = {
  field: fieldPath,
  target_field: fieldPath.optional().describe("Default: replace the field"),
};
const parseConfig = z.discriminatedUnion("parser", [
  jsonParser.extend(parsedField),
  keyValueParser.extend(parsedField),
  regexParser.extend(parsedField),
  apacheCommonParser.extend(parsedField),
  apacheCombinedParser.extend(parsedField),
  syslogParser.extend(parsedField),
]);

const parseSequentiallyConfig = z.strictObject({
  field: fieldPath,
  target_field: fieldPath.optional(),
  parsers: branches(z.strictObject({ ...branchFields, config: parserConfig }), 20),
});

export type ParserConfig = z.output<typeof parserConfig>;
type Parsed = Record<string, unknown>;

/** Parses `text` with one parser; null when the text is not in that parser's format. */
export function parseText(config: ParserConfig, text: string, now = Date.now()): Parsed | null {
  switch (config.parser) {
    case "json":
      return parseJson(text);
    case "key_value":
      return parseKeyValue(text, config.field_delimiter, config.key_delimiter);
    case "regex":
      return parseRegex(text, config.pattern);
    case "apache_common":
      return parseApache(text, false);
    case "apache_combined":
      return parseApache(text, true);
    case "syslog":
      return parseSyslog(text, now);
  }
}

// ---------------------------------------------------------------------------------------------- json

const isPlainObject = (v: unknown): v is Parsed => typeof v === "object" && v !== null && !Array.isArray(v);

/** Only a JSON object parses: a scalar or an array cannot become the fields of a parsed value. */
function parseJson(text: string): Parsed | null {
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : null;
  } catch {
    return null;
  }
}

// ----------------------------------------------------------------------------------------- key_value

/** Splits on `delimiter` outside double quotes (a backslash escapes inside quotes); empty pieces go. */
function splitOutsideQuotes(text: string, delimiter: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  let inQuote = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inQuote) {
      if (c === "\\") i++;
      else if (c === '"') inQuote = false;
    } else if (c === '"') {
      inQuote = true;
    } else if (text.startsWith(delimiter, i)) {
      pieces.push(text.slice(start, i));
      i += delimiter.length - 1;
      start = i + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces.filter((p) => p.trim() !== "");
}

/** The index of `delimiter` outside double quotes, or -1. */
function indexOutsideQuotes(text: string, delimiter: string): number {
  let inQuote = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inQuote) {
      if (c === "\\") i++;
      else if (c === '"') inQuote = false;
    } else if (c === '"') inQuote = true;
    else if (text.startsWith(delimiter, i)) return i;
  }
  return -1;
}

function unquote(raw: string): string {
  const text = raw.trim();
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  return text;
}

/**
 * Vector's parse_key_value: values stay strings, a quoted value may hold delimiters, a repeated key
 * collects its values in an array, and a standalone key is `true`. Text without a single key/value pair
 * does not parse (otherwise every line would, and parse-sequentially could never fall through).
 */
function parseKeyValue(text: string, fieldDelimiter: string, keyDelimiter: string): Parsed | null {
  const result: Parsed = {};
  let pairs = 0;
  const add = (key: string, value: unknown) => {
    if (!Object.hasOwn(result, key)) result[key] = value;
    else if (Array.isArray(result[key])) (result[key] as unknown[]).push(value);
    else result[key] = [result[key], value];
  };
  for (const piece of splitOutsideQuotes(text, fieldDelimiter)) {
    const at = indexOutsideQuotes(piece, keyDelimiter);
    if (at < 0) {
      add(unquote(piece), true);
      continue;
    }
    const key = unquote(piece.slice(0, at));
    if (key === "") continue;
    add(key, unquote(piece.slice(at + keyDelimiter.length)));
    pairs++;
  }
  return pairs > 0 ? result : null;
}

// --------------------------------------------------------------------------------------------- regex

/** Named groups become fields; captured numbers stay strings; a group that took no part is null. */
function parseRegex(text: string, pattern: string): Parsed | null {
  // Linear-time engine (the pattern is the user's); one it refuses parses nothing.
  const re = userRegex(pattern);
  // test() runs on RE2's DFA, many times faster than exec's capturing NFA: most lines that fail stop here.
  if (typeof re === "string" || !withinBudget(re, text) || !re.test(text)) return null;
  const match = re.exec(text) as RegExpExecArray | null;
  if (!match?.groups) return null;
  const result: Parsed = {};
  for (const [name, value] of Object.entries(match.groups)) result[name] = value ?? null;
  return result;
}

// -------------------------------------------------------------------------------------------- apache

const QUOTED = String.raw`"((?:[^"\\]|\\.)*)"`;
const COMMON = String.raw`^(\S+) (\S+) (\S+) \[([^\]]+)\] ${QUOTED} (\d{3}) (\d+|-)`;
// Our own constant patterns (no nested quantifiers, disjoint alternatives) stay on the faster native RegExp.
const apacheCommonRe = new RegExp(`${COMMON}$`);
const apacheCombinedRe = new RegExp(`${COMMON} ${QUOTED} ${QUOTED}$`);

const MONTHS: Record<string, number> = {
  Jan: 0,
  Feb: 1,
  Mar: 2,
  Apr: 3,
  May: 4,
  Jun: 5,
  Jul: 6,
  Aug: 7,
  Sep: 8,
  Oct: 9,
  Nov: 10,
  Dec: 11,
};

const dash = (v: string) => (v === "-" ? null : v);
const unescapeQuoted = (v: string) => v.replace(/\\(["\\])/g, "$1");

/** `10/Oct/2000:13:55:36 -0700` as an ISO 8601 UTC string; null when it is not such a date. */
function apacheTime(text: string): string | null {
  const m = /^(\d{2})\/([A-Z][a-z]{2})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/.exec(text);
  if (!m || MONTHS[m[2]] === undefined) return null;
  const offsetMs = (m[7] === "-" ? -1 : 1) * (Number(m[8]) * 60 + Number(m[9])) * 60_000;
  const local = Date.UTC(Number(m[3]), MONTHS[m[2]], Number(m[1]), Number(m[4]), Number(m[5]), Number(m[6]));
  const date = new Date(local - offsetMs);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The Common (and Combined) Log Format; `-` is null; status and size are numbers. */
function parseApache(text: string, combined: boolean): Parsed | null {
  const m = (combined ? apacheCombinedRe : apacheCommonRe).exec(text.trim());
  if (!m) return null;
  const timestamp = apacheTime(m[4]);
  if (!timestamp) return null;
  const request = unescapeQuoted(m[5]);
  // `GET /path HTTP/1.1`; HTTP/0.9 has no protocol; anything else (a TLS probe, `-`) keeps the raw request.
  const parts = /^(\S+) (\S+)(?: (\S+))?$/.exec(request);
  const result: Parsed = {
    host: m[1],
    ident: dash(m[2]),
    user: dash(m[3]),
    timestamp,
    method: parts ? parts[1] : null,
    path: parts ? parts[2] : null,
    protocol: parts ? (parts[3] ?? null) : null,
    status: Number(m[6]),
    size: m[7] === "-" ? null : Number(m[7]),
  };
  if (!parts) result.request = request === "-" ? null : request;
  if (combined) {
    result.referer = dash(unescapeQuoted(m[8]));
    result.agent = dash(unescapeQuoted(m[9]));
  }
  return result;
}

// -------------------------------------------------------------------------------------------- syslog

// The names Vector's syslog parsers give (RFC 5424 section 6.2.1 numbering).
const FACILITIES = [
  "kern",
  "user",
  "mail",
  "daemon",
  "auth",
  "syslog",
  "lpr",
  "news",
  "uucp",
  "cron",
  "authpriv",
  "ftp",
  "ntp",
  "audit",
  "alert",
  "clockd",
  "local0",
  "local1",
  "local2",
  "local3",
  "local4",
  "local5",
  "local6",
  "local7",
];
const SEVERITIES = ["emerg", "alert", "crit", "err", "warning", "notice", "info", "debug"];

function priority(pri: string | undefined): { facility: string | null; severity: string | null } | null {
  if (pri === undefined) return { facility: null, severity: null };
  const n = Number(pri);
  if (n > 191) return null;
  return { facility: FACILITIES[Math.floor(n / 8)], severity: SEVERITIES[n % 8] };
}

/** An RFC 3339 timestamp as an ISO 8601 UTC string (fractions kept to the millisecond). */
function rfc3339(text: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/i.exec(text);
  if (!m) return null;
  const fraction = m[3] ? `.${m[3].slice(0, 3).padEnd(3, "0")}` : "";
  const date = new Date(`${m[1]}T${m[2]}${fraction}${m[4].toUpperCase()}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const nil = (v: string) => (v === "-" ? null : v);
const procId = (v: string | null | undefined) =>
  v === null || v === undefined ? null : /^\d{1,10}$/.test(v) ? Number(v) : v;

function parseSyslog(text: string, now: number): Parsed | null {
  const line = text.replace(/[\r\n]+$/, "");
  return parseRfc5424(line) ?? parseRfc3164(line, now);
}

/** `[id name="value" ...][id2 ...]` from `at`; the elements and where they end, or null. */
function structuredData(text: string, at: number): { data: Record<string, Parsed>; end: number } | null {
  const data: Record<string, Parsed> = {};
  let i = at;
  while (text[i] === "[") {
    const idMatch = /^[^\s\]="]+/.exec(text.slice(i + 1));
    if (!idMatch) return null;
    const params: Parsed = {};
    i += 1 + idMatch[0].length;
    while (text[i] === " ") {
      const param = /^ ([^\s\]="]+)="/.exec(text.slice(i));
      if (!param) return null;
      i += param[0].length;
      let value = "";
      while (i < text.length && text[i] !== '"') {
        // RFC 5424 escapes `"`, `\` and `]` inside parameter values.
        if (text[i] === "\\" && /["\\\]]/.test(text[i + 1] ?? "")) i++;
        value += text[i++];
      }
      if (text[i] !== '"') return null;
      i++;
      params[param[1]] = value;
    }
    if (text[i] !== "]") return null;
    i++;
    data[idMatch[0]] = params;
  }
  return { data, end: i };
}

/** `<PRI>VERSION TIMESTAMP HOSTNAME APP-NAME PROCID MSGID STRUCTURED-DATA [MSG]`; `-` is null. */
function parseRfc5424(line: string): Parsed | null {
  const m = /^<(\d{1,3})>([1-9]\d?) (\S+) (\S+) (\S+) (\S+) (\S+) /.exec(line);
  if (!m) return null;
  const pri = priority(m[1]);
  const timestamp = m[3] === "-" ? null : rfc3339(m[3]);
  if (!pri || (m[3] !== "-" && !timestamp)) return null;
  let rest = m[0].length;
  let structured: Record<string, Parsed> | null = null;
  if (line[rest] === "-") rest++;
  else {
    const sd = structuredData(line, rest);
    if (!sd || sd.end === rest) return null;
    structured = sd.data;
    rest = sd.end;
  }
  if (rest < line.length && line[rest] !== " ") return null;
  // The message may start with a UTF-8 byte order mark (RFC 5424 section 6.4).
  const message = line.slice(rest + 1).replace(/^\uFEFF/, "");
  return {
    ...pri,
    version: Number(m[2]),
    timestamp,
    hostname: nil(m[4]),
    appname: nil(m[5]),
    procid: procId(nil(m[6])),
    msgid: nil(m[7]),
    structured_data: structured,
    message,
  };
}

/**
 * `[<PRI>]Mmm dd hh:mm:ss [HOSTNAME] TAG[PID]: MSG` (also with an RFC 3339 timestamp, as rsyslog writes).
 * The classic timestamp has no year or zone: UTC, in the current year unless that puts it more than a
 * day in the future (a December line read in January).
 */
function parseRfc3164(line: string, now: number): Parsed | null {
  const m =
    /^(?:<(\d{1,3})>)?(?:([A-Z][a-z]{2}) {1,2}(\d{1,2}) (\d{2}):(\d{2}):(\d{2})|(\d{4}-\d{2}-\d{2}T\S+)) (.*)$/.exec(
      line,
    );
  if (!m) return null;
  const pri = priority(m[1]);
  if (!pri) return null;
  let timestamp: string | null;
  if (m[7]) timestamp = rfc3339(m[7]);
  else {
    const month = MONTHS[m[2]];
    if (month === undefined) return null;
    const at = (year: number) =>
      Date.UTC(year, month, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
    const year = new Date(now).getUTCFullYear();
    let ms = at(year);
    if (ms > now + 86_400_000) ms = at(year - 1);
    timestamp = Number.isNaN(ms) ? null : new Date(ms).toISOString();
  }
  if (!timestamp) return null;
  const rest = m[8];
  const tagRe = /^([^\s[\]:]+)(?:\[([^\]]*)\])?: ?(.*)$/s;
  // A first word that is itself a tag (`su:`, `app[12]:`) means the sender left out its hostname.
  const firstWord = /^\S+/.exec(rest)?.[0] ?? "";
  let hostname: string | null = null;
  let body = rest;
  if (!/^[^\s[\]:]+(?:\[[^\]]*\])?:$/.test(firstWord)) {
    hostname = firstWord || null;
    body = rest.slice(firstWord.length + 1);
  }
  const tag = tagRe.exec(body);
  return {
    ...pri,
    timestamp,
    hostname,
    appname: tag ? tag[1] : null,
    procid: procId(tag?.[2]),
    msgid: null,
    message: tag ? tag[3] : body,
  };
}

// ---------------------------------------------------------------------------------------- processors

/**
 * Reads the text to parse. A raw text event (message is a string) is treated as `{message: "<line>"}`,
 * so `.message` addresses the line as it does in Mezmo.
 */
function sourceText(event: PipelineEvent, field: string): { text: string } | { error: string } {
  if (typeof event.message === "string" && field === ".message") return { text: event.message };
  const value = getField(event, field);
  if (value === undefined) return { error: `field ${field} is missing` };
  if (typeof value !== "string") return { error: `field ${field} is not a string` };
  return { text: value };
}

function writeParsed(event: PipelineEvent, field: string, target: string | undefined, parsed: Parsed) {
  if (typeof event.message === "string") event.message = { message: event.message };
  setField(event, target ?? field, parsed);
}

function markUnparsed(event: PipelineEvent, reason: string) {
  event.metadata.parse_error = reason;
}

export const parseProcessor = (parser: z.output<typeof parseConfig>): Processor => {
  const { field, target_field: target } = parser;
  return {
    process(events, ctx) {
      const out = new ResultBuilder();
      for (const event of events) {
        const source = sourceText(event, field);
        const parsed = "text" in source ? parseText(parser, source.text, ctx.now()) : null;
        if (parsed) writeParsed(event, field, target, parsed);
        else markUnparsed(event, "error" in source ? source.error : `${field} is not valid ${parser.parser}`);
        // Unparsed events go on unchanged (see the header comment).
        out.emit(event, DEFAULT_OUTPUT);
      }
      return out.result();
    },
  };
};

export const parseSequentiallyProcessor = ({
  field,
  target_field: target,
  parsers,
}: z.output<typeof parseSequentiallyConfig>): Processor => {
  return {
    process(events, ctx) {
      const out = new ResultBuilder();
      for (const output of [...parsers.map((p) => p._output_name), UNMATCHED_OUTPUT])
        out.outputs.set(output, []);
      for (const event of events) {
        const source = sourceText(event, field);
        let matched: string | null = null;
        if ("text" in source) {
          for (const branch of parsers) {
            const parsed = parseText(branch.config, source.text, ctx.now());
            if (parsed) {
              writeParsed(event, field, target, parsed);
              matched = branch._output_name;
              break;
            }
          }
        }
        if (!matched) markUnparsed(event, "error" in source ? source.error : `no parser matched ${field}`);
        out.emit(event, matched ?? UNMATCHED_OUTPUT);
      }
      return out.result();
    },
  };
};

export const parseKind = defineProcessor({
  type: "parse",
  title: "Parse",
  description: "Parses a string field (JSON, key=value, regex, web access logs, syslog)",
  config: parseConfig,
  create: parseProcessor,
});

export const parseSequentiallyKind = defineProcessor({
  type: "parse-sequentially",
  title: "Parse sequentially",
  description: "Tries parsers in order; each success goes to that parser's output",
  config: parseSequentiallyConfig,
  create: parseSequentiallyProcessor,
  outputs: (config) => [...config.parsers.map((p) => p._output_name), UNMATCHED_OUTPUT],
});
