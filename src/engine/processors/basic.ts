// The stateless and lightly stateful processors: filter, route, sample, dedupe, and the field
// transforms (drop, map, compact, flatten, set-timestamp, stringify, unroll).
//
// Ownership: a processor owns the events it is given and may change them in place; the graph runner
// clones before fanning one event out to several nodes. Where one event leaves on several outputs
// (route), the processor clones it itself, so no two outputs share an object.
import { z } from "zod";
import { conditionSchema } from "../conditions";
import { matchesCondition } from "../evaluate-condition";
import {
  cloneEvent,
  deleteField,
  getField,
  newEvent,
  type PipelineEvent,
  pathKeys,
  setField,
} from "../events";
import { fieldPath } from "../fields";
import { branches, branchFields, UNMATCHED_OUTPUT } from "../kinds/common";
import { defineProcessor } from "../kinds/define";
import { type DedupeCache, memoryDedupeCache, memorySampleCounter, type SampleCounter } from "../node-state";
import { type Processor, passAll, ResultBuilder } from "./types";

const fieldList = z.array(fieldPath).min(1).max(100);

type Json = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Orders field paths so that deleting them one after another removes what each path named in the
 * original event: within one array, higher indexes go first, so earlier deletions never shift later ones.
 */
function deletionOrder(paths: string[]): string[] {
  const compare = (a: (string | number)[], b: (string | number)[]): number => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const x = a[i];
      const y = b[i];
      if (x === y) continue;
      if (typeof x === "number" && typeof y === "number") return y - x;
      return String(y) < String(x) ? -1 : 1;
    }
    return b.length - a.length;
  };
  return [...paths].sort((p, q) => compare(pathKeys(p), pathKeys(q)));
}

// ---------------------------------------------------------------------------------------------------
// filter

const filterConfig = z.strictObject({
  action: z.enum(["allow", "drop"]).default("allow"),
  conditional: conditionSchema,
});

/** allow: only matching events pass; drop: matching events are removed. Every removal says which. */
export const filterProcessor = ({ action, conditional }: z.output<typeof filterConfig>): Processor => {
  return {
    process(events, ctx) {
      const out = new ResultBuilder();
      for (const event of events) {
        const matched = matchesCondition(conditional, event, ctx?.vars);
        if (action === "allow") {
          if (matched) out.emit(event);
          else out.drop(event, 'filter action "allow": the event did not match the condition');
        } else if (matched) {
          out.drop(event, 'filter action "drop": the event matched the condition');
        } else {
          out.emit(event);
        }
      }
      return out.result();
    },
  };
};

export const filterKind = defineProcessor({
  type: "filter",
  title: "Filter",
  description: "Keeps (allow) or removes (drop) the events that match a condition",
  config: filterConfig,
  create: filterProcessor,
});

// ---------------------------------------------------------------------------------------------------
// route

const routeConfig = z.strictObject({
  conditionals: branches(z.strictObject({ ...branchFields, conditional: conditionSchema }), 50),
});

/**
 * Vector route semantics: an event goes to every branch whose condition it matches (a clone per extra
 * branch), and to `_unmatched` when it matches none. Every output is present in the result, even empty.
 */
export const routeProcessor = ({ conditionals }: z.output<typeof routeConfig>): Processor => {
  return {
    process(events, ctx) {
      const out = new ResultBuilder();
      for (const branch of conditionals) out.outputs.set(branch._output_name, []);
      out.outputs.set(UNMATCHED_OUTPUT, []);
      for (const event of events) {
        let sent = 0;
        for (const branch of conditionals) {
          if (!matchesCondition(branch.conditional, event, ctx?.vars)) continue;
          out.emit(sent === 0 ? event : cloneEvent(event), branch._output_name);
          sent++;
        }
        if (sent === 0) out.emit(event, UNMATCHED_OUTPUT);
      }
      return out.result();
    },
  };
};

export const routeKind = defineProcessor({
  type: "route",
  title: "Route",
  description: "Sends each event to the outputs whose condition it matches",
  config: routeConfig,
  create: routeProcessor,
  outputs: (config) => [...config.conditionals.map((c) => c._output_name), UNMATCHED_OUTPUT],
});

// ---------------------------------------------------------------------------------------------------
// sample

const sampleConfig = z.strictObject({
  rate: z.number().int().min(2).max(1_000_000).describe("Keep 1 event in this many"),
  always_include: conditionSchema.optional(),
});
export type SampleConfig = z.output<typeof sampleConfig>;

/**
 * Keeps 1 event in `rate`, deterministically: the 1st, the (rate+1)th, ... counted over the life of
 * the counter (so across batches; live, across requests). Events matching `always_include` pass and are not
 * counted (Vector's `exclude`), so they never shift which of the other events are kept.
 */
export const sampleProcessor = (
  { rate, always_include }: SampleConfig,
  counter: SampleCounter = memorySampleCounter(rate),
): Processor => {
  return {
    async process(events, ctx) {
      const included = events.map((e) =>
        always_include ? matchesCondition(always_include, e, ctx?.vars) : false,
      );
      const counted = included.filter((inc) => !inc).length;
      let position = counted > 0 ? await counter.advance(counted) : 0;
      const out = new ResultBuilder();
      events.forEach((event, i) => {
        if (included[i]) out.emit(event);
        else {
          if (position === 0) out.emit(event);
          else out.drop(event, `sample: not the 1 event in ${rate} that is kept`);
          position = (position + 1) % rate;
        }
      });
      return out.result();
    },
  };
};

export const sampleKind = defineProcessor({
  type: "sample",
  title: "Sample",
  description: "Keeps one event in every N",
  config: sampleConfig,
  create: (config) => sampleProcessor(config),
});

// ---------------------------------------------------------------------------------------------------
// dedupe

const dedupeConfig = z.strictObject({
  fields: fieldList,
  number_of_events: z.number().int().min(1).max(5000).default(5000),
  comparison_type: z.enum(["Match", "Ignore"]).default("Match"),
});
export type DedupeConfig = z.output<typeof dedupeConfig>;

/**
 * A text form of a value in which equal values (objects whatever their key order) give equal text and
 * different types never collide (1 vs "1"); a missing value is `~`, which no JSON text is.
 */
function canonical(value: unknown): string {
  if (value === undefined) return "~";
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "~";
}

/**
 * Drops an event whose key was seen among the last `number_of_events` distinct keys (an LRU: a repeat
 * refreshes its key, as in Vector's dedupe cache). Match: the key is the listed fields' values, a missing
 * field counting as its own value (so events lacking all the fields are duplicates of each other, as in
 * Vector). Ignore: the key is the whole message without the listed fields. The cache lives in the
 * instance, across batches.
 */
export const dedupeProcessor = (
  { fields, number_of_events, comparison_type }: DedupeConfig,
  cache: DedupeCache = memoryDedupeCache(number_of_events),
): Processor => {
  const ignoreOrder = deletionOrder(fields);
  const keyOf = (event: PipelineEvent): string => {
    if (comparison_type === "Match") return `[${fields.map((f) => canonical(getField(event, f))).join(",")}]`;
    if (typeof event.message !== "object" || event.message === null) return canonical(event.message);
    const rest = newEvent(structuredClone(event.message));
    for (const f of ignoreOrder) deleteField(rest, f);
    return canonical(rest.message);
  };
  return {
    async process(events) {
      const duplicates = await cache.check(events.map(keyOf));
      const out = new ResultBuilder();
      events.forEach((event, i) => {
        if (!duplicates[i]) out.emit(event);
        else
          out.drop(
            event,
            `dedupe: duplicate of an event among the last ${number_of_events} distinct ones (${comparison_type} ${fields.join(", ")})`,
          );
      });
      return out.result();
    },
  };
};

export const dedupeKind = defineProcessor({
  type: "dedupe",
  title: "Dedupe",
  description: "Drops events already seen among the last N events",
  config: dedupeConfig,
  create: (config) => dedupeProcessor(config),
});

// ---------------------------------------------------------------------------------------------------
// drop-fields

const dropFieldsConfig = z.strictObject({ fields: fieldList });

/** Removes each listed field; absent fields and non-object messages pass unchanged. */
export const dropFieldsProcessor = (config: z.output<typeof dropFieldsConfig>): Processor => {
  const fields = deletionOrder(config.fields);
  return {
    process(events) {
      for (const event of events) for (const f of fields) deleteField(event, f);
      return passAll(events);
    },
  };
};

export const dropFieldsKind = defineProcessor({
  type: "drop-fields",
  title: "Drop fields",
  description: "Removes fields from events",
  config: dropFieldsConfig,
  create: dropFieldsProcessor,
});

// ---------------------------------------------------------------------------------------------------
// map-fields

const mapFieldsConfig = z.strictObject({
  mappings: z
    .array(
      z.strictObject({
        source_field: fieldPath,
        target_field: fieldPath,
        drop_source: z.boolean().default(false),
        overwrite_target: z.boolean().default(false),
      }),
    )
    .min(1)
    .max(100),
});

/**
 * Applies the mappings in order, each copying (or with drop_source, moving) the source value to the
 * target. A missing source makes the mapping do nothing. When the target already holds a value and
 * overwrite_target is false, the mapping has no effect at all: the target is preserved and, even with
 * drop_source, the source stays (Mezmo's documented behaviour; dropping it would lose the value).
 */
export const mapFieldsProcessor = ({ mappings }: z.output<typeof mapFieldsConfig>): Processor => {
  return {
    process(events) {
      for (const event of events) {
        for (const m of mappings) {
          const value = getField(event, m.source_field);
          if (value === undefined) continue;
          if (!m.overwrite_target && getField(event, m.target_field) !== undefined) continue;
          // Delete before setting, so a target nested inside the source (.a -> .a.b) survives the move.
          if (m.drop_source) deleteField(event, m.source_field);
          setField(event, m.target_field, m.drop_source ? value : structuredClone(value));
        }
      }
      return passAll(events);
    },
  };
};

export const mapFieldsKind = defineProcessor({
  type: "map-fields",
  title: "Map fields",
  description: "Copies or moves field values to other fields",
  config: mapFieldsConfig,
  create: mapFieldsProcessor,
});

// ---------------------------------------------------------------------------------------------------
// compact-fields

const compactFieldsConfig = z.strictObject({
  fields: fieldList,
  compact_array: z.boolean().default(true),
  compact_object: z.boolean().default(true),
});

/**
 * Removes null and "" values from the listed fields, recursively through objects and arrays, and also
 * empty arrays (compact_array) and empty objects (compact_object), including those that only became
 * empty through compaction. A listed field whose value ends up empty is itself removed. Absent fields and
 * non-object messages pass unchanged.
 */
export const compactFieldsProcessor = ({
  fields,
  compact_array,
  compact_object,
}: z.output<typeof compactFieldsConfig>): Processor => {
  const order = deletionOrder(fields);
  const isEmpty = (v: unknown) =>
    v === null ||
    v === undefined ||
    v === "" ||
    (compact_array && Array.isArray(v) && v.length === 0) ||
    (compact_object && isPlainObject(v) && Object.keys(v).length === 0);
  const compact = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(compact).filter((x) => !isEmpty(x));
    if (!isPlainObject(v)) return v;
    const result: Json = {};
    for (const [k, child] of Object.entries(v)) {
      const c = compact(child);
      if (!isEmpty(c)) result[k] = c;
    }
    return result;
  };
  return {
    process(events) {
      for (const event of events) {
        for (const f of order) {
          const value = getField(event, f);
          if (value === undefined) continue;
          const compacted = compact(value);
          if (isEmpty(compacted)) deleteField(event, f);
          else if (compacted !== value) setField(event, f, compacted);
        }
      }
      return passAll(events);
    },
  };
};

export const compactFieldsKind = defineProcessor({
  type: "compact-fields",
  title: "Compact fields",
  description: "Removes empty values from objects and arrays",
  config: compactFieldsConfig,
  create: compactFieldsProcessor,
});

// ---------------------------------------------------------------------------------------------------
// flatten-fields

const flattenFieldsConfig = z.strictObject({
  fields: z.array(fieldPath).max(100).default([]).describe("Empty: the whole message"),
  delimiter: z.string().min(1).max(8).default("_"),
});

/**
 * VRL `flatten`: an object's nested objects become one level with keys joined by the delimiter
 * (`{a:{b:1}}` -> `{a_b:1}`; arrays inside stay values, an empty nested object stays `{}` so nothing is
 * lost, and on a key collision the later key wins); an array's nested arrays are spliced into one.
 */
function flatten(value: unknown, delimiter: string): unknown {
  if (Array.isArray(value)) {
    return value.flatMap((item) => (Array.isArray(item) ? (flatten(item, delimiter) as unknown[]) : [item]));
  }
  if (!isPlainObject(value)) return value;
  const result: Json = {};
  const walk = (prefix: string, obj: Json) => {
    for (const [k, v] of Object.entries(obj)) {
      const key = prefix === "" ? k : `${prefix}${delimiter}${k}`;
      if (isPlainObject(v) && Object.keys(v).length > 0) walk(key, v);
      else result[key] = v;
    }
  };
  walk("", value);
  return result;
}

/** Flattens each listed field in place, or the whole message when `fields` is empty. Scalars pass unchanged. */
export const flattenFieldsProcessor = ({
  fields,
  delimiter,
}: z.output<typeof flattenFieldsConfig>): Processor => {
  return {
    process(events) {
      for (const event of events) {
        if (fields.length === 0) {
          event.message = flatten(event.message, delimiter);
          continue;
        }
        for (const f of fields) {
          const value = getField(event, f);
          if (Array.isArray(value) || isPlainObject(value)) setField(event, f, flatten(value, delimiter));
        }
      }
      return passAll(events);
    },
  };
};

export const flattenFieldsKind = defineProcessor({
  type: "flatten-fields",
  title: "Flatten fields",
  description: "Flattens nested objects into one level",
  config: flattenFieldsConfig,
  create: flattenFieldsProcessor,
});

// ---------------------------------------------------------------------------------------------------
// set-timestamp

const timestampFormat = z.enum(["iso8601", "rfc2822", "unix_s", "unix_ms"]);
type TimestampFormat = z.output<typeof timestampFormat>;
const setTimestampConfig = z.strictObject({
  parsers: z
    .array(z.strictObject({ field: fieldPath, format: timestampFormat }))
    .min(1)
    .max(10),
});

const MAX_DATE_MS = 8.64e15;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
const RFC2822_ZONES: Record<string, number> = {
  ut: 0,
  gmt: 0,
  z: 0,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
};

/** Unix ms of a calendar date-time in UTC, or null when a part is out of range (Feb 30, 25:00). */
function utcMs(y: number, mo: number, d: number, h: number, mi: number, s: number, frac: number) {
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 60) return null;
  // A leap second (60) is read as the last instant of its minute.
  const ms = Date.UTC(y, mo - 1, d, h, mi, Math.min(s, 59)) + frac;
  const check = new Date(ms);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) return null;
  // Date.UTC maps years 0-99 to 1900-1999; ISO and RFC years here are always meant literally.
  return y >= 0 && y < 100 ? null : ms;
}

const zoneMinutes = (zone: string): number => {
  const sign = zone[0] === "-" ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || "0"));
};

const ISO8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

/** ISO 8601 / RFC 3339 extended form; no zone means UTC (as Vector assumes); date alone is midnight. */
function parseIso8601(text: string): number | null {
  const m = ISO8601.exec(text.trim());
  if (!m) return null;
  // Whole milliseconds from the digits themselves (no float rounding); finer digits are truncated.
  const frac = m[7] ? Number(m[7].padEnd(3, "0").slice(0, 3)) : 0;
  const ms = utcMs(+m[1], +m[2], +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0), frac);
  if (ms === null) return null;
  const zone = m[8] && m[8].toLowerCase() !== "z" ? zoneMinutes(m[8]) : 0;
  return ms - zone * 60_000;
}

const RFC2822 =
  /^(?:([a-z]{3}),\s*)?(\d{1,2})\s+([a-z]{3})\s+(\d{2,4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s+([+-]\d{4}|[a-z]{1,3})$/i;

/** RFC 2822 (`Tue, 1 Jul 2003 10:52:37 +0200`); a weekday, when given, must agree with the date. */
function parseRfc2822(text: string): number | null {
  const m = RFC2822.exec(text.trim().replace(/\s+/g, " "));
  if (!m) return null;
  const month = MONTHS.indexOf(m[3].toLowerCase()) + 1;
  if (month === 0) return null;
  let year = Number(m[4]);
  // RFC 2822 section 4.3: two-digit years below 50 are 20xx, others (and three digits) add 1900.
  if (m[4].length === 2) year += year < 50 ? 2000 : 1900;
  else if (m[4].length === 3) year += 1900;
  const ms = utcMs(year, month, Number(m[2]), Number(m[5]), Number(m[6]), Number(m[7] ?? 0), 0);
  if (ms === null) return null;
  const zoneText = m[8].toLowerCase();
  const zone = /^[+-]/.test(zoneText) ? zoneMinutes(zoneText) : RFC2822_ZONES[zoneText];
  if (zone === undefined) return null;
  const result = ms - zone * 60_000;
  if (m[1] && WEEKDAYS.indexOf(m[1].toLowerCase()) !== new Date(ms).getUTCDay()) return null;
  return result;
}

/** A number, or a string holding only a decimal number. */
function numeric(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/**
 * Seconds to ms by moving the decimal point in the text (1.001 s is 1001 ms, where 1.001 * 1000 in
 * floating point is 1000.999...); exponent forms fall back to multiplying.
 */
function secondsToMs(text: string, seconds: number): number {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return seconds * 1000;
  const ms = Number(m[2]) * 1000 + Number((m[3] ?? "").padEnd(3, "0").slice(0, 3));
  // Truncate toward the past, like Math.floor on the exact value: -1.0005 s is -1001 ms.
  const finer = (m[3] ?? "").slice(3).replace(/0+$/, "") !== "";
  return m[1] === "-" ? -ms - (finer ? 1 : 0) : ms;
}

function parseTimestamp(value: unknown, format: TimestampFormat): number | null {
  let ms: number | null;
  switch (format) {
    case "iso8601":
      ms = typeof value === "string" ? parseIso8601(value) : null;
      break;
    case "rfc2822":
      ms = typeof value === "string" ? parseRfc2822(value) : null;
      break;
    case "unix_s": {
      const n = numeric(value);
      ms = n === null ? null : secondsToMs(typeof value === "string" ? value.trim() : String(n), n);
      break;
    }
    case "unix_ms":
      ms = numeric(value);
      break;
  }
  if (ms === null || !Number.isFinite(ms) || Math.abs(ms) > MAX_DATE_MS) return null;
  return Math.floor(ms);
}

/**
 * Sets the event timestamp from the first parser whose field holds a value its format reads; the field
 * itself stays. When no parser works the event passes unchanged (its arrival timestamp stays), as Mezmo
 * does: a late or odd timestamp is no reason to lose the event.
 */
export const setTimestampProcessor = ({ parsers }: z.output<typeof setTimestampConfig>): Processor => {
  return {
    process(events) {
      for (const event of events) {
        for (const p of parsers) {
          const ms = parseTimestamp(getField(event, p.field), p.format);
          if (ms !== null) {
            event.timestamp = ms;
            break;
          }
        }
      }
      return passAll(events);
    },
  };
};

export const setTimestampKind = defineProcessor({
  type: "set-timestamp",
  title: "Set timestamp",
  description: "Sets the event timestamp from a field",
  config: setTimestampConfig,
  create: setTimestampProcessor,
});

// ---------------------------------------------------------------------------------------------------
// stringify

const stringifyConfig = z.strictObject({ field: fieldPath.optional(), target_field: fieldPath.optional() });

/**
 * JSON-encodes `field` (default: the whole message) into `target_field` (default: where it came from),
 * like VRL `encode_json` (so a string becomes a quoted JSON string). Passes unchanged: an event whose
 * field is missing, and a non-object message with a target field (writing a field into it would
 * replace the message and lose it).
 */
export const stringifyProcessor = ({ field, target_field }: z.output<typeof stringifyConfig>): Processor => {
  return {
    process(events) {
      const out = new ResultBuilder();
      for (const event of events) {
        const value = field === undefined ? event.message : getField(event, field);
        if (
          value === undefined ||
          (field === undefined && target_field !== undefined && !isPlainObject(event.message))
        ) {
          out.emit(event);
          continue;
        }
        let text: string;
        try {
          text = JSON.stringify(value);
        } catch (err) {
          out.drop(event, `stringify: the value cannot be encoded as JSON (${(err as Error).message})`);
          continue;
        }
        const target = target_field ?? field;
        if (target === undefined) event.message = text;
        else setField(event, target, text);
        out.emit(event);
      }
      return out.result();
    },
  };
};

export const stringifyKind = defineProcessor({
  type: "stringify",
  title: "Stringify",
  description: "Turns the message (or one field) into a JSON string",
  config: stringifyConfig,
  create: stringifyProcessor,
});

// ---------------------------------------------------------------------------------------------------
// unroll

const unrollConfig = z.strictObject({ field: fieldPath, values_only: z.boolean().default(true) });

/**
 * One event per element of the array at `field`, in order, each with the original timestamp and a copy
 * of the metadata. values_only: the element becomes the new event's whole message; otherwise the event
 * is copied with the field holding that one element. A field that is not an array (or is missing) passes
 * unchanged, since the event is still whole; an empty array is dropped with a reason, since it yields no
 * event.
 */
export const unrollProcessor = ({ field, values_only }: z.output<typeof unrollConfig>): Processor => {
  return {
    process(events) {
      const out = new ResultBuilder();
      for (const event of events) {
        const items = getField(event, field);
        if (!Array.isArray(items)) {
          out.emit(event);
          continue;
        }
        if (items.length === 0) {
          out.drop(event, `unroll: ${field} is an empty array, so it yields no events`);
          continue;
        }
        if (values_only) {
          items.forEach((item, i) => {
            const metadata = i === items.length - 1 ? event.metadata : structuredClone(event.metadata);
            out.emit(newEvent(item, event.timestamp, metadata));
          });
          continue;
        }
        // Empty the field before copying, so each copy does not carry (and clone) the whole array;
        // every element then belongs to exactly one event.
        setField(event, field, null);
        items.forEach((item, i) => {
          const copy = i === items.length - 1 ? event : cloneEvent(event);
          setField(copy, field, item);
          out.emit(copy);
        });
      }
      return out.result();
    },
  };
};

export const unrollKind = defineProcessor({
  type: "unroll",
  title: "Unroll",
  description: "Turns an event with an array field into one event per element",
  config: unrollConfig,
  create: unrollProcessor,
});
