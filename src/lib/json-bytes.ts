// Exact byte counts of values as UTF-8 JSON without building the JSON. Every live batch counts its events' bytes
// at the source and again at each destination (component usage, batching by size); stringifying and encoding
// each event for that was 20 to 40 % of a live run's CPU (inspector profile of the OTLP and JSON intake
// benchmarks). The walk gives what `TextEncoder.encode(JSON.stringify(v)).byteLength` gives (well-formed JSON:
// lone surrogates escaped) at about half the cost for plain data (what JSON.parse, the OTLP decoder and the
// script sandbox make). Anything else (a toJSON, a boxed primitive, a bigint) or nesting deeper than the
// walk's stack (workerd's JSON.stringify goes deeper than a JS recursion) is counted by the real thing.

const encoder = new TextEncoder();
// A string of printable ASCII without a quote or backslash (DEL included) is its own JSON text between two
// quotes, one byte per character; anything else is walked.
const NEEDS_WALK = /[^\x20\x21\x23-\x5b\x5d-\x7f]/;
const NON_ASCII = /[\u0080-\uffff]/;

/** UTF-8 bytes of a string as is (lone surrogates count as U+FFFD, as TextEncoder writes them). */
export function utf8Bytes(s: string): number {
  if (!NON_ASCII.test(s)) return s.length;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && isLowSurrogate(s.charCodeAt(i + 1))) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** UTF-8 bytes of JSON.stringify(s), quotes and escapes included. */
function jsonStringBytes(s: string): number {
  if (!NEEDS_WALK.test(s)) return s.length + 2;
  let n = 2;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20) n += c === 8 || c === 9 || c === 10 || c === 12 || c === 13 ? 2 : 6;
    else if (c === 0x22 || c === 0x5c) n += 2;
    else if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdfff) {
      if (c <= 0xdbff && isLowSurrogate(s.charCodeAt(i + 1))) {
        n += 4;
        i++;
      } else n += 6; // a lone surrogate is written as \udxxx
    } else n += 3;
  }
  return n;
}

/** True for what JSON.stringify leaves out of an object (and writes as null in an array). */
const omitted = (v: unknown) => v === undefined || typeof v === "function" || typeof v === "symbol";

/** Thrown by the walk at a value it does not count itself: jsonBytes then stringifies. */
const NOT_PLAIN = { notPlain: true };

/** UTF-8 bytes of JSON.stringify(value); 4 ("null") for undefined, as the events' `?? null` gives. */
export function jsonBytes(value: unknown): number {
  try {
    return walk(value);
  } catch (err) {
    if (err === NOT_PLAIN || err instanceof RangeError) return stringified(value);
    throw err;
  }
}

const isBoxed = (v: object) =>
  v instanceof String || v instanceof Number || v instanceof Boolean || v instanceof BigInt;

function walk(value: unknown): number {
  switch (typeof value) {
    case "string":
      return jsonStringBytes(value);
    case "number":
      return Number.isFinite(value) ? String(value).length : 4;
    case "boolean":
      return value ? 4 : 5;
    case "undefined":
      return 4;
    case "object": {
      if (value === null) return 4;
      if (typeof (value as { toJSON?: unknown }).toJSON === "function" || isBoxed(value)) throw NOT_PLAIN;
      if (Array.isArray(value)) {
        let n = value.length > 0 ? value.length + 1 : 2; // brackets and commas
        for (const item of value) n += omitted(item) ? 4 : walk(item);
        return n;
      }
      let n = 2;
      let members = 0;
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        const item = (value as Record<string, unknown>)[key];
        if (omitted(item)) continue;
        n += jsonStringBytes(key) + 1 + walk(item);
        members++;
      }
      return n + Math.max(members - 1, 0);
    }
    default:
      throw NOT_PLAIN; // a bigint: JSON.stringify throws, as before
  }
}

const stringified = (value: unknown) => encoder.encode(JSON.stringify(value) ?? "null").byteLength;
