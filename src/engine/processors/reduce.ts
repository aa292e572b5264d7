// The `reduce` processor: merges the events of a group (same `group_by` values) into one event.
//
// A group is closed, and its merged event emitted, when:
// - an event matching `flush_condition` with `ends_when` arrives (that event is the group's last), or an
//   event matching `starts_when` arrives (the open group closes WITHOUT it; it opens the next group);
// - it holds `max_events` events;
// - `duration_ms` has passed since its first event. Time is the events' own timestamps (the latest seen),
//   so a simulation of old events behaves as it did live, or the wall clock `ctx.now()` elapsed since the
//   group opened, whichever says so first.
// Groups still open at the end of a `process()` call are held in the instance: a later batch (or the
// time passing) closes them, and `flush(ctx)` closes them all (the runner calls it at the end of a
// simulation). Merged events are not drops: an event absorbed into a merged one is neither in `dropped`
// nor on an output; the merged event carries `metadata.reduce` = {event_count, timestamp_start,
// timestamp_end}.
//
// Merging (Vector's reduce): a field with a merge strategy uses it; any other field uses the default:
// numbers are summed, nested objects are merged field by field, anything else keeps its first value.
// The merged event's timestamp and metadata are the first event's.
import { z } from "zod";
import { conditionSchema } from "../conditions";
import { matchesCondition } from "../evaluate-condition";
import { getField, type PipelineEvent, setField } from "../events";
import { fieldPath } from "../fields";
import { defineProcessor } from "../kinds/define";
import { type Processor, type ProcessorContext, type ProcessorResult, ResultBuilder } from "./types";

const strategy = z.enum([
  "array",
  "concat",
  "concat_newline",
  "discard",
  "retain",
  "sum",
  "max",
  "min",
  "flat_unique",
  "longest_array",
  "shortest_array",
]);
type Strategy = z.output<typeof strategy>;

const reduceConfig = z.strictObject({
  group_by: z.array(fieldPath).max(20).default([]),
  duration_ms: z.number().int().min(1000).max(3_600_000).default(30_000),
  max_events: z.number().int().min(2).max(10_000).optional(),
  merge_strategies: z
    .array(z.strictObject({ field: fieldPath, strategy }))
    .max(100)
    .default([]),
  flush_condition: z
    .strictObject({ when: z.enum(["starts_when", "ends_when"]), conditional: conditionSchema })
    .optional(),
});
type ReduceConfig = z.output<typeof reduceConfig>;

interface Group {
  events: PipelineEvent[];
  /** The first event's own timestamp. */
  startedAt: number;
  /** ctx.now() when the group opened. */
  openedAt: number;
}

/** Beyond this many open groups the oldest is closed early, so memory stays bounded. */
const MAX_OPEN_GROUPS = 10_000;

/** Synchronous, and with `flush` to close every open group (the runner calls it at the end of a run). */
export interface ReduceProcessor extends Processor {
  process(events: PipelineEvent[], ctx: ProcessorContext): ProcessorResult;
  flush(ctx: ProcessorContext): ProcessorResult;
}

type Obj = Record<string, unknown>;
const isPlainObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const numbers = (values: unknown[]) =>
  values.filter((v): v is number => typeof v === "number" && Number.isFinite(v));
const asText = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));

function flatten(value: unknown, into: unknown[]): void {
  if (Array.isArray(value)) for (const item of value) flatten(item, into);
  else into.push(value);
}

/** Merges the values a field took across the group (events without the field are skipped). */
export function mergeValues(strategy: Strategy, values: unknown[]): unknown {
  switch (strategy) {
    case "array":
      return values;
    case "concat":
    case "concat_newline": {
      // Arrays are concatenated; anything else is joined as text (Vector: with a space, or a newline).
      if (Array.isArray(values[0])) return values.flatMap((v) => (Array.isArray(v) ? v : [v]));
      return values.map(asText).join(strategy === "concat" ? " " : "\n");
    }
    case "discard":
      return values[0];
    case "retain":
      return values[values.length - 1];
    case "sum": {
      const ns = numbers(values);
      return ns.length > 0 ? ns.reduce((a, b) => a + b, 0) : values[0];
    }
    case "max":
    case "min": {
      const ns = numbers(values);
      if (ns.length === 0) return values[0];
      return strategy === "max" ? Math.max(...ns) : Math.min(...ns);
    }
    case "flat_unique": {
      const flat: unknown[] = [];
      for (const v of values) flatten(v, flat);
      const seen = new Set<string>();
      return flat.filter((v) => {
        const key = JSON.stringify(v) ?? "undefined";
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    }
    case "longest_array":
    case "shortest_array": {
      const arrays = values.filter((v): v is unknown[] => Array.isArray(v));
      if (arrays.length === 0) return values[0];
      // The first of equal lengths wins.
      return arrays.reduce((best, a) =>
        strategy === "longest_array"
          ? a.length > best.length
            ? a
            : best
          : a.length < best.length
            ? a
            : best,
      );
    }
  }
}

/** Vector's default: numbers summed, objects merged key by key, anything else keeps its first value. */
function mergeDefault(values: unknown[]): unknown {
  if (values.every(isPlainObject)) {
    const merged: Obj = {};
    const keys = new Set(values.flatMap((v) => Object.keys(v)));
    for (const key of keys) {
      merged[key] = mergeDefault(values.filter((v) => Object.hasOwn(v, key)).map((v) => v[key]));
    }
    return merged;
  }
  if (typeof values[0] === "number") return mergeValues("sum", values);
  return structuredClone(values[0]);
}

const messageOf = (event: PipelineEvent): unknown =>
  typeof event.message === "string" ? { message: event.message } : event.message;

function mergeGroup(events: PipelineEvent[], strategies: ReduceConfig["merge_strategies"]): PipelineEvent {
  const first = events[0];
  const merged: PipelineEvent = {
    message: mergeDefault(events.map(messageOf)),
    metadata: {
      ...structuredClone(first.metadata),
      reduce: {
        event_count: events.length,
        timestamp_start: first.timestamp,
        timestamp_end: events[events.length - 1].timestamp,
      },
    },
    timestamp: first.timestamp,
  };
  const views = events.map((e) => ({ ...e, message: messageOf(e) }));
  for (const { field, strategy } of strategies) {
    const values = views.map((e) => getField(e, field)).filter((v) => v !== undefined);
    if (values.length > 0) setField(merged, field, structuredClone(mergeValues(strategy, values)));
  }
  return merged;
}

export const reduceProcessor = (config: ReduceConfig): ReduceProcessor => {
  const groups = new Map<string, Group>();
  // The latest event timestamp seen: the clock `duration_ms` is measured on.
  let eventClock = Number.NEGATIVE_INFINITY;

  const close = (key: string, out: ResultBuilder) => {
    const group = groups.get(key);
    if (!group) return;
    groups.delete(key);
    out.emit(mergeGroup(group.events, config.merge_strategies));
  };
  const expired = (g: Group, now: number) =>
    eventClock - g.startedAt >= config.duration_ms || now - g.openedAt >= config.duration_ms;
  // The earliest start and opening among open groups (possibly stale-low after a close): a batch only
  // scans the groups when one of them may have expired, not on every event.
  let earliestStart = Number.POSITIVE_INFINITY;
  let earliestOpen = Number.POSITIVE_INFINITY;
  const closeExpired = (out: ResultBuilder, now: number) => {
    if (eventClock - earliestStart < config.duration_ms && now - earliestOpen < config.duration_ms) return;
    earliestStart = Number.POSITIVE_INFINITY;
    earliestOpen = Number.POSITIVE_INFINITY;
    for (const [key, group] of groups) {
      if (expired(group, now)) close(key, out);
      else {
        earliestStart = Math.min(earliestStart, group.startedAt);
        earliestOpen = Math.min(earliestOpen, group.openedAt);
      }
    }
  };

  return {
    process(events, ctx) {
      const out = new ResultBuilder();
      for (const event of events) {
        if (event.timestamp > eventClock) eventClock = event.timestamp;
        const now = ctx.now();
        closeExpired(out, now);
        const key = JSON.stringify(config.group_by.map((f) => getField(event, f) ?? null));
        const flush = config.flush_condition;
        const flushMatch = flush ? matchesCondition(flush.conditional, event, ctx.vars) : false;
        if (flushMatch && flush?.when === "starts_when") close(key, out);
        let group = groups.get(key);
        if (!group) {
          if (groups.size >= MAX_OPEN_GROUPS) close(groups.keys().next().value as string, out);
          group = { events: [], startedAt: event.timestamp, openedAt: now };
          groups.set(key, group);
          earliestStart = Math.min(earliestStart, group.startedAt);
          earliestOpen = Math.min(earliestOpen, now);
        }
        group.events.push(event);
        if (
          (flushMatch && flush?.when === "ends_when") ||
          (config.max_events !== undefined && group.events.length >= config.max_events)
        ) {
          close(key, out);
        }
      }
      closeExpired(out, ctx.now());
      return out.result();
    },
    flush(_ctx: ProcessorContext) {
      const out = new ResultBuilder();
      for (const key of [...groups.keys()]) close(key, out);
      return out.result();
    },
  };
};

export const reduceKind = defineProcessor({
  type: "reduce",
  title: "Reduce",
  description: "Merges related events into one",
  config: reduceConfig,
  create: reduceProcessor,
});
