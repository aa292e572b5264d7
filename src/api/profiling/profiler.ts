// The data profile of a set of log lines: per field path the value types, how many lines have it, its
// cardinality, a few (masked) examples and the sensitive data found in it. Fields are the line's own
// (line, app, host, level, file, tags), its meta (`meta.<path>`) and what the line text holds: a JSON object
// or key=value pairs (`line.<key>`, parsed with the engine's `parseText`). Pure: no D1, no Hono.
import type { ParserConfig } from "../../engine/processors/parse";
import { parseText } from "../../engine/processors/parse";
import { hash53 } from "../../lib/hash53";
import { findSensitive, isSecretValue, maskFindings, type SensitiveKind, sensitiveKinds } from "./sensitive";

/** Distinct field paths kept; later new paths are only counted (`fields_truncated`), so memory is bounded. */
export const MAX_PROFILE_FIELDS = 500;
/** Distinct values counted exactly per field; beyond, the cardinality is estimated (and marked so). */
export const EXACT_CARDINALITY = 1000;
const MAX_EXAMPLES = 5;
const MAX_EXAMPLE_CHARS = 120;
const MAX_DEPTH = 10;

export type ValueType = "string" | "number" | "boolean" | "null" | "object" | "array";

export interface ProfileLine {
  line: string;
  app?: string;
  host?: string;
  level?: string;
  file?: string;
  tags?: string[];
  meta?: Record<string, unknown> | null;
}

export interface FieldReport {
  path: string;
  types: Partial<Record<ValueType, number>>;
  /** Lines in which the path occurs. */
  count: number;
  cardinality: number;
  cardinality_estimated: boolean;
  examples: string[];
  sensitive: { kind: SensitiveKind; count: number }[];
}

export interface ProfileReport {
  lines_profiled: number;
  fields: FieldReport[];
  fields_truncated: number;
  sensitive_summary: { kind: SensitiveKind; count: number; fields: string[] }[];
}

/**
 * Distinct values: exact while at most EXACT_CARDINALITY hashes were seen, then a K-minimum-values estimate
 * (the K smallest hashes tell how densely the hash space is covered).
 */
class DistinctCounter {
  private readonly smallest: number[] = [];
  private readonly kept = new Set<number>();
  private overflowed = false;

  add(h: number) {
    if (this.kept.has(h)) return;
    const k = EXACT_CARDINALITY;
    if (this.smallest.length === k) {
      this.overflowed = true;
      if (h >= this.smallest[k - 1]) return;
      this.kept.delete(this.smallest.pop() as number);
    }
    let lo = 0;
    let hi = this.smallest.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.smallest[mid] < h) lo = mid + 1;
      else hi = mid;
    }
    this.smallest.splice(lo, 0, h);
    this.kept.add(h);
  }

  result(): { cardinality: number; estimated: boolean } {
    if (!this.overflowed) return { cardinality: this.smallest.length, estimated: false };
    const kth = this.smallest[EXACT_CARDINALITY - 1] / 2 ** 53;
    return { cardinality: Math.round((EXACT_CARDINALITY - 1) / kth), estimated: true };
  }
}

class FieldStats {
  count = 0;
  readonly types = new Map<ValueType, number>();
  readonly distinct = new DistinctCounter();
  readonly examples = new Set<string>();
  readonly sensitive = new Map<SensitiveKind, number>();
}

const typeOf = (v: unknown): ValueType | null => {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  const t = typeof v;
  return t === "string" || t === "number" || t === "boolean" || t === "object" ? t : null;
};

const PLAIN_KEY = /^[A-Za-z0-9_@$-]+$/;
const step = (key: string) => (PLAIN_KEY.test(key) ? `.${key}` : `.${JSON.stringify(key)}`);
const KV_KEY = /^[A-Za-z_][\w.-]{0,63}$/;
const json: ParserConfig = { parser: "json" };
const keyValue: ParserConfig = { parser: "key_value", field_delimiter: " ", key_delimiter: "=" };

/** The fields found inside the line text: a JSON object, or key=value pairs (bare words are not fields). */
function parsedFields(text: string): Record<string, unknown> | null {
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) return parseText(json, trimmed);
  if (!text.includes("=")) return null;
  const pairs = parseText(keyValue, text);
  if (!pairs) return null;
  const fields = Object.entries(pairs).filter(([k, v]) => v !== true && KV_KEY.test(k));
  return fields.length > 0 ? Object.fromEntries(fields) : null;
}

export class Profiler {
  private lines = 0;
  private readonly fields = new Map<string, FieldStats>();
  private truncated = 0;
  /** Per kind: lines in which it was found, and the fields where. */
  private readonly summary = new Map<SensitiveKind, { lines: number; fields: Set<string> }>();

  add(input: ProfileLine) {
    this.lines++;
    // Per line: each path's types, values and sensitive kinds, so a path counts once per line.
    const seen = new Map<string, { types: Set<ValueType>; values: unknown[]; keys: string[] }>();
    const note = (path: string, value: unknown, key: string, depth: number) => {
      const type = typeOf(value);
      if (type === null) return;
      let entry = seen.get(path);
      if (!entry) {
        entry = { types: new Set(), values: [], keys: [] };
        seen.set(path, entry);
      }
      entry.types.add(type);
      if (type === "array") {
        if (depth < MAX_DEPTH)
          for (const item of value as unknown[]) note(`${path}[*]`, item, key, depth + 1);
      } else if (type === "object") {
        if (depth < MAX_DEPTH)
          for (const [k, v] of Object.entries(value as Record<string, unknown>))
            note(path + step(k), v, k, depth + 1);
      } else {
        entry.values.push(value);
        entry.keys.push(key);
      }
    };
    for (const name of ["line", "app", "host", "level", "file"] as const) {
      const value = input[name];
      if (typeof value === "string" && value !== "") note(name, value, name, 0);
    }
    if (input.tags && input.tags.length > 0) note("tags", input.tags, "tags", 0);
    if (input.meta) note("meta", input.meta, "meta", 0);
    const parsed = parsedFields(input.line);
    if (parsed) for (const [k, v] of Object.entries(parsed)) note(`line${step(k)}`, v, k, 1);

    const kindsInLine = new Map<SensitiveKind, Set<string>>();
    for (const [path, entry] of seen) {
      let stats = this.fields.get(path);
      if (!stats) {
        if (this.fields.size >= MAX_PROFILE_FIELDS) {
          this.truncated++;
          continue;
        }
        stats = new FieldStats();
        this.fields.set(path, stats);
      }
      stats.count++;
      for (const t of entry.types) stats.types.set(t, (stats.types.get(t) ?? 0) + 1);
      const kinds = new Set<SensitiveKind>();
      entry.values.forEach((value, i) => {
        const text = value === null ? "null" : String(value);
        stats.distinct.add(hash53(`${typeof value}:${text}`));
        const findings =
          typeof value === "string" && isSecretValue(entry.keys[i], text)
            ? [{ kind: "credential" as const, start: 0, end: text.length }]
            : typeof value === "string" || typeof value === "number"
              ? findSensitive(text)
              : [];
        for (const f of findings) kinds.add(f.kind);
        if (stats.examples.size < MAX_EXAMPLES) {
          const masked = maskFindings(text, findings);
          stats.examples.add(
            masked.length > MAX_EXAMPLE_CHARS ? `${masked.slice(0, MAX_EXAMPLE_CHARS)}…` : masked,
          );
        }
      });
      for (const kind of kinds) {
        stats.sensitive.set(kind, (stats.sensitive.get(kind) ?? 0) + 1);
        const where = kindsInLine.get(kind) ?? new Set();
        where.add(path);
        kindsInLine.set(kind, where);
      }
    }
    for (const [kind, paths] of kindsInLine) {
      const s = this.summary.get(kind) ?? { lines: 0, fields: new Set() };
      s.lines++;
      for (const p of paths) s.fields.add(p);
      this.summary.set(kind, s);
    }
  }

  report(): ProfileReport {
    const byKindOrder = (a: SensitiveKind, b: SensitiveKind) =>
      sensitiveKinds.indexOf(a) - sensitiveKinds.indexOf(b);
    return {
      lines_profiled: this.lines,
      fields: [...this.fields]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([path, s]) => {
          const { cardinality, estimated } = s.distinct.result();
          return {
            path,
            types: Object.fromEntries(s.types),
            count: s.count,
            cardinality,
            cardinality_estimated: estimated,
            examples: [...s.examples],
            sensitive: [...s.sensitive.keys()].sort(byKindOrder).map((kind) => ({
              kind,
              count: s.sensitive.get(kind) ?? 0,
            })),
          };
        }),
      fields_truncated: this.truncated,
      sensitive_summary: [...this.summary.keys()].sort(byKindOrder).map((kind) => {
        const s = this.summary.get(kind) as { lines: number; fields: Set<string> };
        return { kind, count: s.lines, fields: [...s.fields].sort() };
      }),
    };
  }
}
