// `data-profiler`: passes every event through unchanged (that is the kind's documented behaviour, so it
// never drops) and accumulates a profile of what passed, read with `profile()`.
import { z } from "zod";
import { getField, type PipelineEvent } from "../events";
import { fieldPath } from "../fields";
import { defineProcessor } from "../kinds/define";
import { type ProcessorContext, type ProcessorResult, passAll } from "./types";

const dataProfilerConfig = z.strictObject({
  app_fields: z.array(fieldPath).max(10).default([".app"]),
  host_fields: z.array(fieldPath).max(10).default([".host"]),
  level_fields: z.array(fieldPath).max(10).default([".level"]),
  line_fields: z.array(fieldPath).max(10).default([".line"]),
});

/** Distinct values per dimension and distinct field paths kept, so a high-cardinality field cannot exhaust memory. */
export const MAX_PROFILE_VALUES = 1000;
export const MAX_PROFILE_FIELDS = 1000;
/** Nesting deeper than this is not walked for the field inventory. */
export const MAX_PROFILE_DEPTH = 20;

export type FieldType = "string" | "number" | "boolean" | "null" | "object" | "array";

/** Counts of the values of one dimension (app, host or level). */
export interface ValueCounts {
  /** Value (as text) to the number of events that had it. */
  values: Record<string, number>;
  /** Events where none of the dimension's fields had a usable value (a non-empty string, a number, a boolean). */
  missing: number;
  /** Events whose value was new once MAX_PROFILE_VALUES distinct values were already counted. */
  other: number;
}

/** Lengths (in characters) of one line field. */
export interface LengthStats {
  /** Events where the field is a string (the ones measured). */
  count: number;
  missing: number;
  /** Events where the field is present but not a string (an already parsed object, say). */
  non_string: number;
  min: number | null;
  max: number | null;
  total: number;
  mean: number | null;
}

export interface FieldStats {
  /** Events in which the path occurs at least once. */
  count: number;
  /** Per type, the events in which the path had a value of that type. */
  types: Partial<Record<FieldType, number>>;
}

export interface DataProfile {
  events: number;
  apps: ValueCounts;
  hosts: ValueCounts;
  levels: ValueCounts;
  /** Per configured line field. */
  lines: Record<string, LengthStats>;
  /**
   * Field inventory: field path (`.a.b`, `."key with space"`; `[*]` stands for any array element; `.` is a
   * message that is not an object) to its stats.
   */
  fields: Record<string, FieldStats>;
  /** Occurrences of paths not recorded because MAX_PROFILE_FIELDS paths were already known. */
  fields_truncated: number;
}

export type DataProfilerProcessor = {
  process(events: PipelineEvent[], ctx: ProcessorContext): ProcessorResult;
  profile(): DataProfile;
};

const typeOf = (value: unknown): FieldType | null => {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  switch (typeof value) {
    case "string":
    case "number":
    case "boolean":
    case "object":
      return typeof value as FieldType;
    default:
      return null;
  }
};

const PLAIN_KEY = /^[A-Za-z0-9_@$-]+$/;
/** A key as a field-path step, quoted when it is not a plain name (as the field path syntax wants). */
const step = (key: string) => (PLAIN_KEY.test(key) ? `.${key}` : `.${JSON.stringify(key)}`);

class ValueCounter {
  readonly values = new Map<string, number>();
  missing = 0;
  other = 0;

  constructor(private readonly fields: string[]) {}

  add(event: PipelineEvent) {
    let text: string | null = null;
    for (const path of this.fields) {
      const v = getField(event, path);
      if ((typeof v === "string" && v !== "") || typeof v === "number" || typeof v === "boolean") {
        text = String(v);
        break;
      }
    }
    if (text === null) this.missing++;
    else if (this.values.has(text) || this.values.size < MAX_PROFILE_VALUES)
      this.values.set(text, (this.values.get(text) ?? 0) + 1);
    else this.other++;
  }

  snapshot(): ValueCounts {
    return { values: Object.fromEntries(this.values), missing: this.missing, other: this.other };
  }
}

/**
 * Profiles per event:
 * - apps, hosts, levels: the first of the configured fields (app_fields, host_fields, level_fields) with a
 *   usable value gives the event's value, counted as is (no case folding: the profile shows the raw data).
 * - lines: per configured line field, the length stats of its string values.
 * - fields: every path in the message with the types seen, each counted once per event.
 */
export const dataProfilerProcessor = (config: z.output<typeof dataProfilerConfig>): DataProfilerProcessor => {
  let events = 0;
  const apps = new ValueCounter(config.app_fields);
  const hosts = new ValueCounter(config.host_fields);
  const levels = new ValueCounter(config.level_fields);
  const lines = new Map<string, LengthStats>(
    config.line_fields.map((f) => [
      f,
      { count: 0, missing: 0, non_string: 0, min: null, max: null, total: 0, mean: null },
    ]),
  );
  const fields = new Map<string, { count: number; types: Map<FieldType, number> }>();
  let fieldsTruncated = 0;

  const inventory = (message: unknown) => {
    const seen = new Map<string, Set<FieldType>>();
    const note = (path: string, type: FieldType) => {
      let types = seen.get(path);
      if (!types) {
        types = new Set();
        seen.set(path, types);
      }
      types.add(type);
    };
    const walk = (value: unknown, path: string, depth: number) => {
      const type = typeOf(value);
      if (type === null) return;
      note(path, type);
      if (depth >= MAX_PROFILE_DEPTH) return;
      if (type === "array") for (const item of value as unknown[]) walk(item, `${path}[*]`, depth + 1);
      else if (type === "object")
        for (const [k, v] of Object.entries(value as Record<string, unknown>))
          walk(v, path + step(k), depth + 1);
    };
    const rootType = typeOf(message);
    if (rootType === "object") {
      for (const [k, v] of Object.entries(message as Record<string, unknown>)) walk(v, step(k), 1);
    } else {
      walk(message, ".", 0);
    }
    for (const [path, types] of seen) {
      let stats = fields.get(path);
      if (!stats) {
        if (fields.size >= MAX_PROFILE_FIELDS) {
          fieldsTruncated++;
          continue;
        }
        stats = { count: 0, types: new Map() };
        fields.set(path, stats);
      }
      stats.count++;
      for (const t of types) stats.types.set(t, (stats.types.get(t) ?? 0) + 1);
    }
  };

  return {
    process(batch: PipelineEvent[]): ProcessorResult {
      for (const event of batch) {
        events++;
        apps.add(event);
        hosts.add(event);
        levels.add(event);
        for (const [path, stats] of lines) {
          const v = getField(event, path);
          if (v === undefined) stats.missing++;
          else if (typeof v !== "string") stats.non_string++;
          else {
            stats.count++;
            stats.total += v.length;
            stats.min = stats.min === null ? v.length : Math.min(stats.min, v.length);
            stats.max = stats.max === null ? v.length : Math.max(stats.max, v.length);
          }
        }
        inventory(event.message);
      }
      return passAll(batch);
    },

    /** A snapshot: later batches do not change an earlier answer. */
    profile(): DataProfile {
      return {
        events,
        apps: apps.snapshot(),
        hosts: hosts.snapshot(),
        levels: levels.snapshot(),
        lines: Object.fromEntries(
          [...lines].map(([path, s]) => [path, { ...s, mean: s.count > 0 ? s.total / s.count : null }]),
        ),
        fields: Object.fromEntries(
          [...fields].map(([path, s]) => [path, { count: s.count, types: Object.fromEntries(s.types) }]),
        ),
        fields_truncated: fieldsTruncated,
      };
    },
  };
};

export const dataProfilerKind = defineProcessor({
  type: "data-profiler",
  title: "Data profiler",
  description: "Profiles the fields of passing events without changing them",
  config: dataProfilerConfig,
  create: dataProfilerProcessor,
});
