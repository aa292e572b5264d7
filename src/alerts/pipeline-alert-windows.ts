// The evaluation of one pipeline alert, pure: events of the component's output go into windows per group
// (the values of `group_by`), each window aggregates them (the operation, or the user's CUSTOM script), and
// when a window closes its aggregate is tested: a threshold alert against its conditional, a change alert
// against the same group's previous window. An absence alert counts nothing: a group (the whole stream
// without group_by) that sends nothing for a whole window fires. The state is plain JSON, kept by the alert's
// Durable Object (src/durable/pipeline-alert.ts) between batches.
//
// Windows:
// - tumbling: [k·D, (k+1)·D) on the event's time (`event_timestamp`, else its arrival), closed at its end;
// - sliding: opened by a group's first event, closed D later (the provider's "the aggregation occurs every
//   window duration after an event is encountered").
// An event whose tumbling window was already closed joins the group's window of the current time.
import type { ConditionGroup } from "../engine/conditions";
import { matchesCondition } from "../engine/evaluate-condition";
import { getField, newEvent, type PipelineEvent, setField } from "../engine/events";
import type { ChangeGroup, ChangeLeaf, Evaluation } from "./pipeline-alert-config";

/** Open windows one alert keeps; events of further groups are counted as skipped, not held. */
export const MAX_OPEN_GROUPS = 1000;
/** A CUSTOM accumulator larger than this (as JSON) ends its window with an error instead of growing. */
export const MAX_ACCUMULATOR_BYTES = 64 * 1024;
/** Values a SET_INTERSECTION or DIST_CONCAT window keeps (DIST_CONCAT: the latest). */
export const MAX_VALUES = 1000;
/** A metric event kept as a window's template larger than this keeps only its metric fields. */
const MAX_TEMPLATE_BYTES = 16 * 1024;

/** The latest metric event as a window keeps it: whole, or (large) only what a metric is made of. */
function templateOf(message: unknown): unknown {
  if (JSON.stringify(message ?? null).length <= MAX_TEMPLATE_BYTES) return message;
  if (typeof message !== "object" || message === null) return {};
  const m = message as Record<string, unknown>;
  const keep = ["name", "namespace", "kind", "tags", "value", "metric"];
  return Object.fromEntries(keep.filter((k) => k in m).map((k) => [k, m[k]]));
}

/** An absent group fires once per window and is forgotten after this long without an event. */
export const ABSENCE_MEMORY_MS = 24 * 3_600_000;

export interface AlertInput {
  message: unknown;
  metadata: Record<string, unknown>;
  /** Unix ms: when the event arrived (its `timestamp`). */
  timestamp: number;
}

/** The user's CUSTOM function, `(accum, event, metadata) => accum`. */
export type CustomReducer = (accum: unknown, message: unknown, metadata: unknown) => unknown;

interface Numeric {
  count: number;
  sum: number;
  min: number;
  max: number;
  last: number;
}

export interface OpenWindow {
  group: unknown[];
  start: number;
  end: number;
  events: number;
  /** The latest metric event, whose shape the aggregate keeps (name, namespace, tags, kind). */
  template?: unknown;
  numeric?: Numeric;
  /** SET_INTERSECTION: the values common to every event so far; DIST_CONCAT: all values. */
  values?: unknown[];
  accum?: unknown;
  error?: string;
}

export interface GroupMemory {
  group: unknown[];
  /** Absence: when this group is next due to have sent something. */
  due: number;
  lastSeen: number;
}

export interface AlertState {
  windows: Record<string, OpenWindow>;
  /** Change: the previous aggregate per group. Absence: the groups and when each is due. */
  previous: Record<string, unknown>;
  groups: Record<string, GroupMemory>;
  /** Tumbling windows closed before this (per group key) take no more events. */
  closedThrough: Record<string, number>;
  skipped: number;
}

export const emptyState = (): AlertState => ({
  windows: {},
  previous: {},
  groups: {},
  closedThrough: {},
  skipped: 0,
});

export interface Firing {
  groupKey: string;
  group: unknown[];
  windowStart: number;
  windowEnd: number;
  /** The event templates render from: the aggregate, or (absence) the group's fields. */
  event: unknown;
  events: number;
}

const durationOf = (e: Evaluation) => e.window_duration_minutes * 60_000;

/** The event's time: `event_timestamp` (epoch seconds or ms, or a date string), else its arrival. */
export function eventTime(e: Evaluation, input: AlertInput): number {
  if (!e.event_timestamp) return input.timestamp;
  const raw = getField(newEvent(input.message), e.event_timestamp);
  if (typeof raw === "number" && Number.isFinite(raw)) return raw < 1e11 ? raw * 1000 : raw;
  if (typeof raw === "string") {
    const n = Number(raw);
    if (raw.trim() !== "" && Number.isFinite(n)) return n < 1e11 ? n * 1000 : n;
    const parsed = Date.parse(raw);
    if (Number.isFinite(parsed)) return parsed;
  }
  return input.timestamp;
}

const groupOf = (e: Evaluation, message: unknown) =>
  (e.group_by ?? []).map((path) => getField(newEvent(message), path) ?? null);

/** Where a metric event keeps its number (Mezmo's `.value.value`, a bare `.value`, or our `.metric.value`). */
const NUMBER_PATHS = [".value.value", ".value", ".metric.value", ".metric.value.value"];
const ARRAY_PATHS = [".value.values", ".value.value", ".value", ".metric.value.values", ".metric.value"];

function slot(message: unknown, paths: string[], test: (v: unknown) => boolean): string | null {
  const event = newEvent(message);
  return paths.find((p) => test(getField(event, p))) ?? null;
}
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const kindOf = (message: unknown) => {
  const event = newEvent(message);
  return getField(event, ".kind") ?? getField(event, ".metric.kind");
};

/** Takes one event into its group's window; false when it could not be (too many groups, no value). */
function take(
  e: Evaluation,
  state: AlertState,
  input: AlertInput,
  now: number,
  reduce: CustomReducer | undefined,
): boolean {
  const group = groupOf(e, input.message);
  const key = JSON.stringify(group);
  const d = durationOf(e);
  let at = eventTime(e, input);
  if (e.alert_type === "absence") {
    const memory = state.groups[key];
    if (!memory && Object.keys(state.groups).length >= MAX_OPEN_GROUPS) return false;
    const seen = Math.max(at, memory?.lastSeen ?? 0);
    state.groups[key] = { group, lastSeen: seen, due: absenceDue(e, seen) };
    return true;
  }
  const op = e.operation ?? "DEFAULT";
  // What the event adds, found before any window is opened for it: an event without it is skipped.
  let numeric: number | undefined;
  let values: unknown[] | undefined;
  if (op === "SET_INTERSECTION" || op === "DIST_CONCAT") {
    const path = slot(input.message, ARRAY_PATHS, Array.isArray);
    if (!path) return false;
    values = getField(newEvent(input.message), path) as unknown[];
  } else if (op !== "CUSTOM") {
    const path = slot(input.message, NUMBER_PATHS, isNumber);
    if (!path) return false;
    numeric = getField(newEvent(input.message), path) as number;
  }
  let window = findWindow(state, key, e, at, d);
  if (!window) {
    if (Object.keys(state.windows).length >= MAX_OPEN_GROUPS) return false;
    // A tumbling window that was closed already: the event joins the window of the current time.
    if (e.window_type === "tumbling" && at < (state.closedThrough[key] ?? 0)) at = now;
    const start = e.window_type === "tumbling" ? Math.floor(at / d) * d : at;
    window = { group, start, end: start + d, events: 0 };
    state.windows[e.window_type === "tumbling" ? windowKey(key, start) : slidingKey(key)] = window;
  }
  window.events++;
  if (window.error) return true;
  if (op === "CUSTOM") {
    try {
      const next = (reduce as CustomReducer)(window.accum ?? {}, input.message, input.metadata);
      if (JSON.stringify(next ?? null).length > MAX_ACCUMULATOR_BYTES)
        window.error = `the script's accumulator grew over ${MAX_ACCUMULATOR_BYTES} bytes`;
      else window.accum = next;
    } catch (err) {
      window.error = `the script failed: ${err instanceof Error ? err.message : String(err)}`;
    }
    return true;
  }
  window.template = templateOf(input.message);
  if (values) {
    if (op === "DIST_CONCAT") window.values = [...(window.values ?? []), ...values].slice(-MAX_VALUES);
    else {
      const text = new Set(values.map((v) => JSON.stringify(v)));
      window.values = window.values
        ? window.values.filter((v) => text.has(JSON.stringify(v)))
        : values.slice(0, MAX_VALUES);
    }
    return true;
  }
  const v = numeric as number;
  const n = window.numeric;
  window.numeric = n
    ? { count: n.count + 1, sum: n.sum + v, min: Math.min(n.min, v), max: Math.max(n.max, v), last: v }
    : { count: 1, sum: v, min: v, max: v, last: v };
  return true;
}

const windowKey = (groupKey: string, start: number) => `${groupKey}@${start}`;
/** Sliding: a group has one open window at a time, whatever the event's time. */
const slidingKey = (groupKey: string) => `${groupKey}@sliding`;

function findWindow(state: AlertState, key: string, e: Evaluation, at: number, d: number) {
  return state.windows[
    e.window_type === "tumbling" ? windowKey(key, Math.floor(at / d) * d) : slidingKey(key)
  ];
}

/** When a group last seen at `seen` fires for absence: after a whole window without it. */
function absenceDue(e: Evaluation, seen: number): number {
  const d = durationOf(e);
  return e.window_type === "tumbling" ? Math.floor(seen / d) * d + 2 * d : seen + d;
}

/** The batch into the state; answers how many events were skipped (no metric value, group limit). */
export function takeEvents(
  e: Evaluation,
  state: AlertState,
  inputs: AlertInput[],
  now: number,
  reduce?: CustomReducer,
): number {
  let skipped = 0;
  for (const input of inputs) if (!take(e, state, input, now, reduce)) skipped++;
  state.skipped += skipped;
  return skipped;
}

/** An absence alert starts watching when it is created (or changed): its first window is already due. */
export function startWatching(e: Evaluation, state: AlertState, now: number): void {
  if (e.alert_type !== "absence" || (e.group_by?.length ?? 0) > 0) return;
  const key = JSON.stringify([]);
  if (!state.groups[key]) state.groups[key] = { group: [], lastSeen: now, due: absenceDue(e, now) };
}

/** The aggregate a closed window emits, which the conditional tests and templates render. */
export function aggregateOf(e: Evaluation, w: OpenWindow): unknown {
  const op = e.operation ?? "DEFAULT";
  if (op === "CUSTOM") {
    const a = w.accum ?? {};
    return typeof a === "object" && a !== null && !Array.isArray(a) ? a : { value: a };
  }
  const message = structuredClone(w.template ?? {});
  const event = newEvent(message);
  if (op === "SET_INTERSECTION" || op === "DIST_CONCAT") {
    const path = slot(message, ARRAY_PATHS, Array.isArray);
    if (path) setField(event, path, w.values ?? []);
    return event.message;
  }
  const n = w.numeric;
  const path = slot(message, NUMBER_PATHS, isNumber);
  if (!n || !path) return event.message;
  const value =
    op === "SUM"
      ? n.sum
      : op === "MIN"
        ? n.min
        : op === "MAX"
          ? n.max
          : op === "AVG"
            ? n.sum / n.count
            : // DEFAULT ("add"): counters (incremental) add up, gauges (absolute) keep the latest value.
              kindOf(message) === "absolute"
              ? n.last
              : n.sum;
  setField(event, path, value);
  return event.message;
}

function changeHolds(group: ChangeGroup, current: PipelineEvent, previous: PipelineEvent): boolean {
  const any = group.logical_operation === "OR";
  for (const item of group.expressions) {
    const holds =
      "expressions" in item ? changeHolds(item, current, previous) : leafHolds(item, current, previous);
    if (holds === any) return any;
  }
  return !any;
}

/**
 * A change leaf compares the field's value now with the group's previous window, signed: `value_change_greater
 * 10` is a rise of more than 10, `value_change_less -10` a fall of more than 10; percent changes are relative
 * to the previous value (from 0, any rise is an infinite percentage). Without a previous number it is false.
 */
function leafHolds(leaf: ChangeLeaf, current: PipelineEvent, previous: PipelineEvent): boolean {
  const now = getField(current, leaf.field);
  const before = getField(previous, leaf.field);
  if (!isNumber(now) || !isNumber(before)) return false;
  const delta = now - before;
  const change = leaf.str_operator.startsWith("percent")
    ? before === 0
      ? delta === 0
        ? 0
        : Math.sign(delta) * Number.POSITIVE_INFINITY
      : (delta / Math.abs(before)) * 100
    : delta;
  const v = leaf.value;
  const op = leaf.str_operator.replace(/^(percent|value)_change_/, "");
  const result =
    op === "greater"
      ? change > v
      : op === "greater_or_equal"
        ? change >= v
        : op === "less"
          ? change < v
          : change <= v;
  return result !== leaf.negate;
}

/**
 * Closes every window that ended by `now` and answers what fires. Absence groups that are due fire once and
 * are due again a window later; they are forgotten after ABSENCE_MEMORY_MS without an event (the whole
 * stream, without group_by, never is).
 */
export function closeWindows(
  e: Evaluation,
  state: AlertState,
  now: number,
): { firings: Firing[]; errors: string[] } {
  const firings: Firing[] = [];
  const errors: string[] = [];
  const d = durationOf(e);
  if (e.alert_type === "absence") {
    for (const [key, g] of Object.entries(state.groups)) {
      if (g.due > now) continue;
      if (g.group.length > 0 && now - g.lastSeen > ABSENCE_MEMORY_MS) {
        delete state.groups[key];
        continue;
      }
      const event = newEvent({});
      (e.group_by ?? []).forEach((path, i) => {
        if (g.group[i] !== null) setField(event, path, g.group[i]);
      });
      firings.push({
        groupKey: key,
        group: g.group,
        windowStart: g.due - d,
        windowEnd: g.due,
        event: event.message,
        events: 0,
      });
      // Due again one window later (several windows missed while nobody looked fire once).
      g.due += Math.max(1, Math.ceil((now - g.due + 1) / d)) * d;
    }
    return { firings, errors };
  }
  const closing = Object.entries(state.windows)
    .filter(([, w]) => w.end <= now)
    .sort(([, a], [, b]) => a.start - b.start);
  for (const [wKey, w] of closing) {
    delete state.windows[wKey];
    const key = JSON.stringify(w.group);
    if (e.window_type === "tumbling")
      state.closedThrough[key] = Math.max(state.closedThrough[key] ?? 0, w.end);
    if (w.error) {
      errors.push(w.error);
      continue;
    }
    const aggregate = aggregateOf(e, w);
    const current = newEvent(aggregate);
    let fires: boolean;
    if (e.alert_type === "change") {
      const before = state.previous[key];
      fires = before !== undefined && changeHolds(e.conditional as ChangeGroup, current, newEvent(before));
      state.previous[key] = aggregate;
    } else fires = matchesCondition(e.conditional as ConditionGroup, current);
    if (fires)
      firings.push({
        groupKey: key,
        group: w.group,
        windowStart: w.start,
        windowEnd: w.end,
        event: aggregate,
        events: w.events,
      });
  }
  // Bounded: previous aggregates of groups beyond the limit are dropped, oldest first.
  const previousKeys = Object.keys(state.previous);
  for (const k of previousKeys.slice(0, Math.max(0, previousKeys.length - MAX_OPEN_GROUPS)))
    delete state.previous[k];
  for (const k of Object.keys(state.closedThrough))
    if (state.closedThrough[k] < now - 2 * d) delete state.closedThrough[k];
  return { firings, errors };
}

/** When the state next needs looking at: the earliest window end or absence due time. */
export function nextDue(e: Evaluation, state: AlertState): number | null {
  const times =
    e.alert_type === "absence"
      ? Object.values(state.groups).map((g) => g.due)
      : Object.values(state.windows).map((w) => w.end);
  return times.length ? Math.min(...times) : null;
}

/** Throttling: at most `threshold` notifications in any `window_secs`; answers the times kept and whether to send. */
export function throttle(
  sent: number[],
  now: number,
  t: { window_secs: number; threshold: number },
): { allowed: boolean; sent: number[] } {
  const recent = sent.filter((at) => at > now - t.window_secs * 1000);
  if (recent.length >= t.threshold) return { allowed: false, sent: recent };
  return { allowed: true, sent: [...recent, now] };
}
