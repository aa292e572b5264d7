// The metric processors: `aggregate` (events over a time window into metric events) and
// `event-to-metric` (each event into one metric event).
//
// A metric event's message is `{metric: {...}}`, a flat form of a Vector/Mezmo metric: `name`, optional
// `namespace`, `kind` (absolute|incremental), `type` (counter|gauge|set|distribution), `value`, `tags`
// (string values, as Vector's). The `is_metric` condition operator holds on `.metric` of such an event.
import { z } from "zod";
import { getField, type PipelineEvent } from "../events";
import { fieldPath } from "../fields";
import { shortText } from "../kinds/common";
import { defineProcessor } from "../kinds/define";
import { type ProcessorContext, type ProcessorResult, ResultBuilder } from "./types";

const aggregateConfig = z
  .strictObject({
    window_type: z.enum(["tumbling", "sliding"]).default("tumbling"),
    interval_ms: z.number().int().min(1000).max(86_400_000),
    operation: z.enum(["count", "sum", "average", "min", "max"]),
    field: fieldPath.optional().describe("Numeric field; required unless the operation is count"),
    group_by: z.array(fieldPath).max(20).default([]),
  })
  .refine((c) => c.operation === "count" || c.field !== undefined, {
    path: ["field"],
    message: "required for this operation",
  });

const eventToMetricConfig = z
  .strictObject({
    metric_name: z.string().regex(/^[a-zA-Z_:][a-zA-Z0-9_:]{0,127}$/, "must be a metric name"),
    metric_kind: z.enum(["absolute", "incremental"]).default("incremental"),
    metric_type: z.enum(["counter", "gauge", "set", "distribution"]),
    value_field: fieldPath.optional(),
    value_number: z.number().optional(),
    namespace: z.string().max(128).optional(),
    tags: z
      .array(z.strictObject({ name: shortText, value_field: fieldPath }))
      .max(50)
      .default([]),
  })
  .refine((c) => (c.value_field === undefined) !== (c.value_number === undefined), {
    path: ["value_field"],
    message: "give exactly one of value_field and value_number",
  });

/** A processor that answers synchronously (callers may rely on it: no I/O here). */
export type SyncProcessor = {
  process(events: PipelineEvent[], ctx: ProcessorContext): ProcessorResult;
};

/** An aggregate processor also holds open windows between batches; `flush` emits them all (end of a run). */
export type AggregateProcessor = SyncProcessor & {
  flush(ctx: ProcessorContext): ProcessorResult;
};

/** Open accumulators across all open windows of one aggregate node, so a high-cardinality group_by cannot exhaust memory. */
export const MAX_OPEN_GROUPS = 20_000;

/** A finite number, or a string holding one (parsed logs often carry numbers as text, as Vector accepts). */
function numberOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** A tag value as text (Vector's tags are strings); null and missing fields have no tag. */
function tagText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** `.http.status` → `http.status`: the key of a group_by field in the metric's `group` and `tags`. */
const groupKeyOf = (path: string) => path.slice(1);

interface Accumulator {
  group: Record<string, unknown>;
  tags: Record<string, string>;
  count: number;
  sum: number;
  min: number;
  max: number;
}

interface Window {
  start: number;
  end: number;
  groups: Map<string, Accumulator>;
}

/**
 * `aggregate`. Windows are measured on the events' own timestamps (`event.timestamp`), aligned on the Unix
 * epoch:
 * - tumbling: back-to-back windows [k·interval, (k+1)·interval); every event is in exactly one.
 * - sliding: a batch engine has no "every moment", so sliding windows are hopping windows of length
 *   interval_ms that start every hop = ceil(interval_ms / 2) ms; an event is in every window that covers
 *   its timestamp (two, or one when interval_ms is odd and it falls in the 1 ms seam).
 *
 * The node's clock (watermark) is the greatest event timestamp seen so far. When an event moves it, every
 * window whose end is at or before it closes and emits one metric event per group, oldest window first,
 * groups in the order they were first seen. Events are taken in arrival order (not sorted); an event whose
 * every window has already closed is late and dropped with a reason. Open windows stay in the instance
 * across batches; `flush` closes them all (the runner calls it at the end of a simulation).
 *
 * Every event taken into a window is reported as dropped with reason "aggregated into a window": it is
 * consumed, and the node's output is the window metrics. Other drops:
 * - sum/average/min/max: the field is missing or not a number (numeric strings such as "12.5" count).
 * - count with a `field`: counts the events that have the field (not missing, not null), like SQL
 *   COUNT(field); events without it are dropped. count without a field counts every event.
 * - an event without a finite timestamp, or one that would open a group beyond MAX_OPEN_GROUPS.
 *
 * group_by: one group per distinct combination of the fields' values (a missing field is null, its own
 * group). The emitted event: timestamp = window_start, empty metadata, message
 * `{metric: {name: "aggregate", kind, type, operation, value, count, group, tags, window_start, window_end}}`
 * where count/sum are incremental counters (the window's amount) and average/min/max absolute gauges;
 * `count` is the number of events in the window's group, `group` has the raw values keyed by path without
 * its leading dot, `tags` the same as text (null values omitted); window_end is exclusive.
 */
export const aggregateProcessor = (config: z.output<typeof aggregateConfig>): AggregateProcessor => {
  const interval = config.interval_ms;
  const hop = config.window_type === "sliding" ? Math.ceil(interval / 2) : interval;
  const { operation, field, group_by: groupBy } = config;
  const isCounter = operation === "count" || operation === "sum";

  const windows = new Map<number, Window>();
  let watermark = Number.NEGATIVE_INFINITY;
  let openGroups = 0;

  const metricEvent = (window: Window, acc: Accumulator): PipelineEvent => {
    const value =
      operation === "count"
        ? acc.count
        : operation === "sum"
          ? acc.sum
          : operation === "average"
            ? acc.sum / acc.count
            : operation === "min"
              ? acc.min
              : acc.max;
    return {
      message: {
        metric: {
          name: "aggregate",
          kind: isCounter ? "incremental" : "absolute",
          type: isCounter ? "counter" : "gauge",
          operation,
          value,
          count: acc.count,
          group: acc.group,
          tags: acc.tags,
          window_start: window.start,
          window_end: window.end,
        },
      },
      metadata: {},
      timestamp: window.start,
    };
  };

  /** Emits and forgets every window that ends at or before `until`, oldest first. */
  const closeUntil = (until: number, out: ResultBuilder) => {
    const closing = [...windows.values()].filter((w) => w.end <= until).sort((a, b) => a.start - b.start);
    for (const window of closing) {
      for (const acc of window.groups.values()) out.emit(metricEvent(window, acc));
      openGroups -= window.groups.size;
      windows.delete(window.start);
    }
  };

  /** The starts of the windows that cover `ts` and are still open. */
  const openStartsFor = (ts: number): number[] => {
    const starts: number[] = [];
    for (let start = Math.floor(ts / hop) * hop; start + interval > ts; start -= hop) {
      if (start + interval > watermark) starts.push(start);
    }
    return starts.reverse();
  };

  const process = (events: PipelineEvent[]): ProcessorResult => {
    const out = new ResultBuilder();
    for (const event of events) {
      const ts = event.timestamp;
      if (typeof ts !== "number" || !Number.isFinite(ts)) {
        out.drop(event, "no usable timestamp to place the event in a window");
        continue;
      }
      if (ts > watermark) {
        watermark = ts;
        closeUntil(watermark, out);
      }

      let value = 0;
      if (operation !== "count") {
        const n = numberOf(getField(event, field as string));
        if (n === null) {
          out.drop(event, `field ${field} is missing or not a number`);
          continue;
        }
        value = n;
      } else if (field !== undefined) {
        const present = getField(event, field);
        if (present === undefined || present === null) {
          out.drop(event, `field ${field} is missing (count with a field counts the events that have it)`);
          continue;
        }
      }

      const starts = openStartsFor(ts);
      if (starts.length === 0) {
        out.drop(event, "late: every window for its timestamp has already closed");
        continue;
      }

      const values = groupBy.map((path) => getField(event, path) ?? null);
      const key = JSON.stringify(values);
      const newGroups = starts.filter((s) => !windows.get(s)?.groups.has(key)).length;
      if (openGroups + newGroups > MAX_OPEN_GROUPS) {
        out.drop(event, `aggregate group limit reached (${MAX_OPEN_GROUPS} open groups)`);
        continue;
      }

      for (const start of starts) {
        let window = windows.get(start);
        if (!window) {
          window = { start, end: start + interval, groups: new Map() };
          windows.set(start, window);
        }
        let acc = window.groups.get(key);
        if (!acc) {
          const group: Record<string, unknown> = {};
          const tags: Record<string, string> = {};
          groupBy.forEach((path, i) => {
            group[groupKeyOf(path)] = values[i];
            const text = tagText(values[i]);
            if (text !== null) tags[groupKeyOf(path)] = text;
          });
          acc = {
            group,
            tags,
            count: 0,
            sum: 0,
            min: Number.POSITIVE_INFINITY,
            max: Number.NEGATIVE_INFINITY,
          };
          window.groups.set(key, acc);
          openGroups++;
        }
        acc.count++;
        acc.sum += value;
        if (value < acc.min) acc.min = value;
        if (value > acc.max) acc.max = value;
      }
      out.drop(event, "aggregated into a window");
    }
    return out.result();
  };

  return {
    process: (events) => process(events),
    flush: () => {
      const out = new ResultBuilder();
      closeUntil(Number.POSITIVE_INFINITY, out);
      return out.result();
    },
  };
};

export const aggregateKind = defineProcessor({
  type: "aggregate",
  title: "Aggregate",
  description: "Combines events over a time window into one metric event",
  config: aggregateConfig,
  create: aggregateProcessor,
});

/**
 * `event-to-metric`: each event becomes one metric event (same timestamp, a copy of its metadata) whose
 * message is `{metric: {name, namespace?, kind, type, value, tags}}`; the original message is not kept
 * (as Vector's log_to_metric).
 * - value: `value_number` (the same for every event), or the value at `value_field`. counter, gauge and
 *   distribution need a number (numeric strings count); set needs a string, number or boolean, and its
 *   value is a one-element list of that value as text (as Vector's set `values`), so sets can be unioned.
 *   An event without a usable value is dropped with a reason.
 * - namespace: present only when configured.
 * - tags: `{name: text}` from each tag's field; a missing or null field gives no tag (as Vector);
 *   objects and arrays are rendered as JSON.
 */
export const eventToMetricProcessor = (config: z.output<typeof eventToMetricConfig>): SyncProcessor => {
  const { metric_name: name, metric_kind: kind, metric_type: type, value_field: valueField } = config;

  const metricValue = (event: PipelineEvent): number | string[] | string => {
    const raw = valueField === undefined ? config.value_number : getField(event, valueField);
    const source = valueField === undefined ? "value_number" : `field ${valueField}`;
    if (type === "set") {
      if (typeof raw === "string" || typeof raw === "number" || typeof raw === "boolean")
        return [String(raw)];
      return `${source} is missing or not a string, number or boolean (a set metric counts distinct values)`;
    }
    const n = numberOf(raw);
    return n ?? `${source} is missing or not a number`;
  };

  return {
    process(events: PipelineEvent[]): ProcessorResult {
      const out = new ResultBuilder();
      for (const event of events) {
        const value = metricValue(event);
        if (typeof value === "string") {
          out.drop(event, value);
          continue;
        }
        const tags: Record<string, string> = {};
        for (const tag of config.tags) {
          const text = tagText(getField(event, tag.value_field));
          if (text !== null) tags[tag.name] = text;
        }
        const metric = {
          name,
          ...(config.namespace !== undefined ? { namespace: config.namespace } : {}),
          kind,
          type,
          value,
          tags,
        };
        out.emit({ message: { metric }, metadata: { ...event.metadata }, timestamp: event.timestamp });
      }
      return out.result();
    },
  };
};

export const eventToMetricKind = defineProcessor({
  type: "event-to-metric",
  title: "Event to metric",
  description: "Turns each event into a metric event",
  config: eventToMetricConfig,
  create: eventToMetricProcessor,
});
