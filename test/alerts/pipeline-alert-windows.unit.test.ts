// The pure evaluation of pipeline alerts (src/alerts/pipeline-alert-windows.ts): windows, operations, change
// and absence, with an explicit clock. The end-to-end path (live runs, the object, notifications) is in
// test/pipeline-alerts/evaluation.test.ts.
import { describe, expect, it } from "vitest";
import { alertConfigSchema, type Evaluation } from "../../src/alerts/pipeline-alert-config";
import {
  type AlertInput,
  closeWindows,
  emptyState,
  MAX_OPEN_GROUPS,
  startWatching,
  takeEvents,
  throttle,
} from "../../src/alerts/pipeline-alert-windows";

const MIN = 60_000;
const T0 = 1_700_000_100_000 - (1_700_000_100_000 % (5 * MIN)); // a 5-minute boundary

function evaluation(e: Record<string, unknown>): Evaluation {
  return alertConfigSchema.parse({
    general: { name: "a" },
    evaluation: e,
    alert_payload: { service: { name: "slack", uri: "https://hooks.slack.test/x", message_text: "m" } },
  }).evaluation;
}
const metric = (value: unknown, timestamp = T0, extra: Record<string, unknown> = {}): AlertInput => ({
  message: { name: "m", kind: "absolute", value: { type: "gauge", value }, ...extra },
  metadata: {},
  timestamp,
});
const over = (field: string, value: number) => ({ expressions: [{ field, str_operator: "greater", value }] });

describe("operations", () => {
  it.each([
    ["SUM", 12],
    ["MIN", 2],
    ["MAX", 6],
    ["AVG", 4],
    ["DEFAULT", 6], // absolute (gauge): the latest value
  ])("%s of 4, 2, 6 is %d", (operation, expected) => {
    const e = evaluation({
      alert_type: "threshold",
      event_type: "metric",
      operation,
      conditional: over(".value.value", -1),
    });
    const state = emptyState();
    takeEvents(e, state, [metric(4), metric(2), metric(6)], T0);
    const { firings } = closeWindows(e, state, T0 + 5 * MIN);
    expect((firings[0].event as { value: { value: number } }).value.value).toBe(expected);
  });

  it("DEFAULT adds incremental counters; SET_INTERSECTION and DIST_CONCAT combine arrays", () => {
    const add = evaluation({
      alert_type: "threshold",
      event_type: "metric",
      operation: "DEFAULT",
      conditional: over(".value.value", 0),
    });
    const s1 = emptyState();
    takeEvents(add, s1, [metric(1, T0, { kind: "incremental" }), metric(2, T0, { kind: "incremental" })], T0);
    expect(
      (closeWindows(add, s1, T0 + 5 * MIN).firings[0].event as { value: { value: number } }).value.value,
    ).toBe(3);

    const setOf = (values: unknown[]) => ({
      message: { name: "s", value: { values } },
      metadata: {},
      timestamp: T0,
    });
    const always = { expressions: [{ field: ".name", str_operator: "exists" }] };
    const inter = evaluation({
      alert_type: "threshold",
      event_type: "metric",
      operation: "SET_INTERSECTION",
      conditional: always,
    });
    const s2 = emptyState();
    takeEvents(inter, s2, [setOf(["a", "b", "c"]), setOf(["b", "c", "d"])], T0);
    expect(closeWindows(inter, s2, T0 + 5 * MIN).firings[0].event).toEqual({
      name: "s",
      value: { values: ["b", "c"] },
    });
    const concat = evaluation({
      alert_type: "threshold",
      event_type: "metric",
      operation: "DIST_CONCAT",
      conditional: always,
    });
    const s3 = emptyState();
    takeEvents(concat, s3, [setOf([1, 2]), setOf([2, 3])], T0);
    expect(closeWindows(concat, s3, T0 + 5 * MIN).firings[0].event).toEqual({
      name: "s",
      value: { values: [1, 2, 2, 3] },
    });
  });

  it("an event without a number is skipped without opening a window", () => {
    const e = evaluation({
      alert_type: "threshold",
      event_type: "metric",
      operation: "SUM",
      conditional: over(".value.value", 0),
    });
    const state = emptyState();
    expect(takeEvents(e, state, [{ message: { line: "log" }, metadata: {}, timestamp: T0 }], T0)).toBe(1);
    expect(state.windows).toEqual({});
  });
});

describe("windows", () => {
  it("tumbling windows align on the epoch; a late event joins the current window; open windows wait", () => {
    const e = evaluation({
      alert_type: "threshold",
      event_type: "metric",
      operation: "SUM",
      conditional: over(".value.value", 5),
    });
    const state = emptyState();
    takeEvents(e, state, [metric(3, T0 + MIN), metric(3, T0 + 4 * MIN)], T0 + 4 * MIN);
    expect(closeWindows(e, state, T0 + 5 * MIN - 1).firings).toEqual([]);
    expect(closeWindows(e, state, T0 + 5 * MIN).firings.map((f) => f.windowStart)).toEqual([T0]);
    // Late for the closed window: counted in the window of the current time instead.
    takeEvents(e, state, [metric(9, T0 + 2 * MIN)], T0 + 6 * MIN);
    expect(closeWindows(e, state, T0 + 10 * MIN).firings.map((f) => f.windowStart)).toEqual([T0 + 5 * MIN]);
  });

  it("a sliding window opens at a group's first event and closes a duration later", () => {
    const e = evaluation({
      alert_type: "threshold",
      event_type: "metric",
      operation: "SUM",
      window_type: "sliding",
      window_duration_minutes: 1,
      conditional: over(".value.value", 0),
    });
    const state = emptyState();
    takeEvents(e, state, [metric(1, T0 + 30_000), metric(1, T0 + 80_000)], T0 + 80_000);
    expect(closeWindows(e, state, T0 + 89_999).firings).toEqual([]);
    const [f] = closeWindows(e, state, T0 + 90_000).firings;
    expect(f).toMatchObject({ windowStart: T0 + 30_000, windowEnd: T0 + 90_000, events: 2 });
  });

  it("bounds the open groups", () => {
    const e = evaluation({
      alert_type: "threshold",
      event_type: "metric",
      operation: "SUM",
      group_by: [".host"],
      conditional: over(".value.value", 0),
    });
    const state = emptyState();
    const inputs = Array.from({ length: MAX_OPEN_GROUPS + 5 }, (_, i) => metric(1, T0, { host: `h${i}` }));
    expect(takeEvents(e, state, inputs, T0)).toBe(5);
  });
});

describe("change", () => {
  it("is signed and relative to the group's previous window; from 0 any rise is infinite", () => {
    const e = evaluation({
      alert_type: "change",
      event_type: "metric",
      operation: "SUM",
      conditional: {
        logical_operation: "OR",
        expressions: [
          { field: ".value.value", str_operator: "value_change_less", value: -5 },
          { field: ".value.value", str_operator: "percent_change_greater", value: 100 },
        ],
      },
    });
    const state = emptyState();
    const window = (value: number, k: number) => {
      takeEvents(e, state, [metric(value, T0 + k * 5 * MIN)], T0 + k * 5 * MIN);
      return closeWindows(e, state, T0 + (k + 1) * 5 * MIN).firings.length;
    };
    expect(window(10, 0)).toBe(0); // no previous window
    expect(window(6, 1)).toBe(0); // -4
    expect(window(0, 2)).toBe(1); // -6
    expect(window(1, 3)).toBe(1); // from 0: +∞ %
    expect(window(2, 4)).toBe(0); // +100 %, not more
  });
});

describe("absence", () => {
  it("the whole stream fires each quiet window from the alert's start; an event moves it a window on", () => {
    const e = evaluation({ alert_type: "absence", event_type: "log" });
    const state = emptyState();
    startWatching(e, state, T0 + MIN);
    expect(closeWindows(e, state, T0 + 10 * MIN - 1).firings).toEqual([]);
    expect(closeWindows(e, state, T0 + 10 * MIN).firings).toHaveLength(1);
    expect(closeWindows(e, state, T0 + 15 * MIN).firings).toHaveLength(1);
    takeEvents(e, state, [{ message: {}, metadata: {}, timestamp: T0 + 16 * MIN }], T0 + 16 * MIN);
    expect(closeWindows(e, state, T0 + 20 * MIN).firings).toEqual([]);
    expect(closeWindows(e, state, T0 + 25 * MIN).firings).toHaveLength(1);
  });

  it("a quiet group fires with its fields, and is forgotten after a day", () => {
    const e = evaluation({ alert_type: "absence", event_type: "log", group_by: [".host"] });
    const state = emptyState();
    takeEvents(e, state, [{ message: { host: "a" }, metadata: {}, timestamp: T0 }], T0);
    const [f] = closeWindows(e, state, T0 + 10 * MIN).firings;
    expect(f.event).toEqual({ host: "a" });
    closeWindows(e, state, T0 + 25 * 3_600_000);
    expect(state.groups).toEqual({});
  });
});

it("throttling lets `threshold` notifications through per window_secs", () => {
  let sent: number[] = [];
  const results = [0, 1000, 2000, 61_000].map((now) => {
    const r = throttle(sent, now, { window_secs: 60, threshold: 2 });
    sent = r.sent;
    return r.allowed;
  });
  expect(results).toEqual([true, true, false, true]);
});
