import { describe, expect, it } from "vitest";
import { matchesCondition } from "../../src/engine/evaluate-condition";
import { newEvent, type PipelineEvent } from "../../src/engine/events";
import { findNodeKind } from "../../src/engine/kinds/index";
import { dataProfilerKind, dataProfilerProcessor } from "../../src/engine/processors/data-profiler";
import {
  aggregateKind,
  aggregateProcessor,
  eventToMetricKind,
  eventToMetricProcessor,
  MAX_OPEN_GROUPS,
} from "../../src/engine/processors/metrics";
import { DEFAULT_OUTPUT, type ProcessorResult } from "../../src/engine/processors/types";

const ctx = { now: () => 0 };
const ev = (message: unknown, timestamp: number) => newEvent(message, timestamp);
const out = (r: ProcessorResult) => r.outputs.get(DEFAULT_OUTPUT) ?? [];
const metricOf = (e: PipelineEvent) => (e.message as { metric: Record<string, unknown> }).metric;

type Metric = { value: number; window_start: number; window_end: number; group?: Record<string, unknown> };
const summary = (events: PipelineEvent[]) =>
  events.map((e) => {
    const m = metricOf(e) as unknown as Metric;
    return groupless(m);
  });
const groupless = (m: Metric) =>
  m.group && Object.keys(m.group).length > 0
    ? { start: m.window_start, end: m.window_end, value: m.value, group: m.group }
    : { start: m.window_start, end: m.window_end, value: m.value };

describe("aggregate", () => {
  const values = [
    ev({ n: 4 }, 0),
    ev({ n: 1 }, 500),
    ev({ n: 7 }, 999),
    ev({ n: 2 }, 1000),
    ev({ n: 10 }, 1500),
    ev({ n: 3 }, 2100),
  ];

  it.each([
    ["count", [3, 2]],
    ["sum", [12, 12]],
    ["average", [4, 6]],
    ["min", [1, 2]],
    ["max", [7, 10]],
  ] as const)("tumbling %s closes each window when an event passes its end", (operation, expected) => {
    const p = aggregateProcessor(
      aggregateKind.config.parse({
        interval_ms: 1000,
        operation,
        ...(operation === "count" ? {} : { field: ".n" }),
      }),
    );
    const r = p.process(
      values.map((e) => structuredClone(e)),
      ctx,
    );
    expect(summary(out(r))).toEqual([
      { start: 0, end: 1000, value: expected[0] },
      { start: 1000, end: 2000, value: expected[1] },
    ]);
    expect(r.dropped).toHaveLength(6);
    expect(new Set(r.dropped.map((d) => d.reason))).toEqual(new Set(["aggregated into a window"]));
    // The window [2000, 3000) is still open; flush emits it.
    expect(summary(out(p.flush(ctx)))).toEqual([
      { start: 2000, end: 3000, value: operation === "count" ? 1 : 3 },
    ]);
    expect(out(p.flush(ctx))).toEqual([]);
  });

  it("emits a well-formed metric event for the window", () => {
    const p = aggregateProcessor(
      aggregateKind.config.parse({ interval_ms: 1000, operation: "sum", field: ".n" }),
    );
    p.process([ev({ n: 2 }, 10), ev({ n: "3.5" }, 20)], ctx);
    const [e] = out(p.flush(ctx));
    expect(e.timestamp).toBe(0);
    expect(e.metadata).toEqual({});
    expect(metricOf(e)).toEqual({
      name: "aggregate",
      kind: "incremental",
      type: "counter",
      operation: "sum",
      value: 5.5,
      count: 2,
      group: {},
      tags: {},
      window_start: 0,
      window_end: 1000,
    });
    expect(
      matchesCondition(
        {
          logical_operation: "AND",
          expressions: [{ field: ".metric", str_operator: "is_metric", negate: false }],
        },
        e,
      ),
    ).toBe(true);
  });

  it.each([
    ["average", "absolute", "gauge"],
    ["min", "absolute", "gauge"],
    ["max", "absolute", "gauge"],
    ["count", "incremental", "counter"],
  ])("%s is an %s %s", (operation, kind, type) => {
    const p = aggregateProcessor(aggregateKind.config.parse({ interval_ms: 1000, operation, field: ".n" }));
    p.process([ev({ n: 1 }, 0)], ctx);
    expect(metricOf(out(p.flush(ctx))[0])).toMatchObject({ kind, type, operation });
  });

  it("keeps one accumulator per group_by combination, a missing field being its own (null) group", () => {
    const p = aggregateProcessor(
      aggregateKind.config.parse({
        interval_ms: 1000,
        operation: "count",
        group_by: [".app", ".http.status"],
      }),
    );
    const r = p.process(
      [
        ev({ app: "web", http: { status: 200 } }, 0),
        ev({ app: "api", http: { status: 500 } }, 100),
        ev({ app: "web", http: { status: 200 } }, 200),
        ev({ app: "web", http: { status: 500 } }, 300),
        ev({ http: { status: 200 } }, 400),
        ev({ app: "web", http: { status: 200 } }, 1200),
      ],
      ctx,
    );
    expect(out(r).map((e) => [metricOf(e).group, metricOf(e).tags, metricOf(e).value])).toEqual([
      [{ app: "web", "http.status": 200 }, { app: "web", "http.status": "200" }, 2],
      [{ app: "api", "http.status": 500 }, { app: "api", "http.status": "500" }, 1],
      [{ app: "web", "http.status": 500 }, { app: "web", "http.status": "500" }, 1],
      [{ app: null, "http.status": 200 }, { "http.status": "200" }, 1],
    ]);
    expect(summary(out(p.flush(ctx)))).toEqual([
      { start: 1000, end: 2000, value: 1, group: { app: "web", "http.status": 200 } },
    ]);
  });

  it("keeps open windows across batches and closes them in a later batch", () => {
    const p = aggregateProcessor(aggregateKind.config.parse({ interval_ms: 1000, operation: "count" }));
    expect(out(p.process([ev({}, 0), ev({}, 900)], ctx))).toEqual([]);
    expect(out(p.process([ev({}, 950)], ctx))).toEqual([]);
    const r = p.process([ev({}, 3500)], ctx);
    expect(summary(out(r))).toEqual([{ start: 0, end: 1000, value: 3 }]);
    expect(summary(out(p.flush(ctx)))).toEqual([{ start: 3000, end: 4000, value: 1 }]);
  });

  it("closes several windows at once, oldest first, when time jumps", () => {
    const p = aggregateProcessor(aggregateKind.config.parse({ interval_ms: 1000, operation: "count" }));
    // Out of order within an open window (2100 after 2500) is fine.
    const r = p.process([ev({}, 1500), ev({}, 2500), ev({}, 2100), ev({}, 5000)], ctx);
    expect(summary(out(r))).toEqual([
      { start: 1000, end: 2000, value: 1 },
      { start: 2000, end: 3000, value: 2 },
    ]);
  });

  it("drops a late event whose window has already closed", () => {
    const p = aggregateProcessor(aggregateKind.config.parse({ interval_ms: 1000, operation: "count" }));
    // 2100 moves the clock: [0,1000) closes and [1000,2000) is closed too though it never opened.
    const r = p.process([ev({}, 100), ev({}, 2100), ev({}, 500), ev({}, 1999), ev({}, 2050)], ctx);
    expect(summary(out(r))).toEqual([{ start: 0, end: 1000, value: 1 }]);
    expect(r.dropped.map((d) => [d.event.timestamp, d.reason])).toEqual([
      [100, "aggregated into a window"],
      [2100, "aggregated into a window"],
      [500, "late: every window for its timestamp has already closed"],
      [1999, "late: every window for its timestamp has already closed"],
      [2050, "aggregated into a window"],
    ]);
    expect(summary(out(p.flush(ctx)))).toEqual([{ start: 2000, end: 3000, value: 2 }]);
  });

  it.each([
    [{ n: "abc" }, "field .n is missing or not a number"],
    [{ n: null }, "field .n is missing or not a number"],
    [{ n: true }, "field .n is missing or not a number"],
    [{ n: { v: 1 } }, "field .n is missing or not a number"],
    [{ n: "" }, "field .n is missing or not a number"],
    [{}, "field .n is missing or not a number"],
    [{ n: "12" }, "aggregated into a window"],
    [{ n: -3.5 }, "aggregated into a window"],
  ])("sum of %j: %s", (message, reason) => {
    const p = aggregateProcessor(
      aggregateKind.config.parse({ interval_ms: 1000, operation: "sum", field: ".n" }),
    );
    const r = p.process([ev(message, 0)], ctx);
    expect(r.dropped.map((d) => d.reason)).toEqual([reason]);
    expect(out(p.flush(ctx))).toHaveLength(reason === "aggregated into a window" ? 1 : 0);
  });

  it("count with a field counts only the events that have it; without a field counts every event", () => {
    const withField = aggregateProcessor(
      aggregateKind.config.parse({ interval_ms: 1000, operation: "count", field: ".user" }),
    );
    const batch = () => [ev({ user: "a" }, 0), ev({ user: "x" }, 1), ev({ user: null }, 2), ev({}, 3)];
    const r = withField.process(batch(), ctx);
    expect(r.dropped.filter((d) => d.reason !== "aggregated into a window").map((d) => d.reason)).toEqual([
      "field .user is missing (count with a field counts the events that have it)",
      "field .user is missing (count with a field counts the events that have it)",
    ]);
    expect(metricOf(out(withField.flush(ctx))[0]).value).toBe(2);
    const all = aggregateProcessor(aggregateKind.config.parse({ interval_ms: 1000, operation: "count" }));
    all.process(batch(), ctx);
    expect(metricOf(out(all.flush(ctx))[0]).value).toBe(4);
  });

  it("drops an event without a finite timestamp", () => {
    const p = aggregateProcessor(aggregateKind.config.parse({ interval_ms: 1000, operation: "count" }));
    const r = p.process([ev({}, Number.NaN)], ctx);
    expect(r.dropped.map((d) => d.reason)).toEqual(["no usable timestamp to place the event in a window"]);
  });

  it("sliding windows hop by half the interval: each event is in the two windows that cover it", () => {
    const p = aggregateProcessor(
      aggregateKind.config.parse({
        window_type: "sliding",
        interval_ms: 2000,
        operation: "sum",
        field: ".n",
      }),
    );
    const r = p.process([ev({ n: 1 }, 100), ev({ n: 10 }, 1200), ev({ n: 100 }, 2300)], ctx);
    // Windows: [-1000,1000) [0,2000) [1000,3000) [2000,4000); 2300 closes the first two.
    expect(summary(out(r))).toEqual([
      { start: -1000, end: 1000, value: 1 },
      { start: 0, end: 2000, value: 11 },
    ]);
    expect(r.dropped).toHaveLength(3);
    expect(summary(out(p.flush(ctx)))).toEqual([
      { start: 1000, end: 3000, value: 110 },
      { start: 2000, end: 4000, value: 100 },
    ]);
  });

  it("sliding with an odd interval: hop is ceil(interval / 2), the seam millisecond is in one window", () => {
    const p = aggregateProcessor(
      aggregateKind.config.parse({ window_type: "sliding", interval_ms: 1001, operation: "count" }),
    );
    p.process([ev({}, 1001)], ctx);
    // hop 501: windows [501,1502) covers 1001; [0,1001) does not; [1002, ...) starts after it.
    expect(summary(out(p.flush(ctx)))).toEqual([{ start: 501, end: 1502, value: 1 }]);
  });

  it("a late event in sliding mode still joins the window that remains open", () => {
    const p = aggregateProcessor(
      aggregateKind.config.parse({ window_type: "sliding", interval_ms: 2000, operation: "count" }),
    );
    const r = p.process([ev({}, 2100), ev({}, 1500)], ctx);
    // 1500 is in [0,2000) and [1000,3000); the first ended before 2100 (the node's clock), so only the second.
    expect(r.dropped.map((d) => d.reason)).toEqual(["aggregated into a window", "aggregated into a window"]);
    expect(summary(out(p.flush(ctx)))).toEqual([
      { start: 1000, end: 3000, value: 2 },
      { start: 2000, end: 4000, value: 1 },
    ]);
  });

  it("refuses a new group beyond the open-group cap, and keeps counting existing groups", () => {
    const p = aggregateProcessor(
      aggregateKind.config.parse({ interval_ms: 1000, operation: "count", group_by: [".k"] }),
    );
    const batch = Array.from({ length: MAX_OPEN_GROUPS }, (_, i) => ev({ k: i }, 0));
    expect(p.process(batch, ctx).dropped.every((d) => d.reason === "aggregated into a window")).toBe(true);
    const r = p.process([ev({ k: "new" }, 0), ev({ k: 0 }, 0)], ctx);
    expect(r.dropped.map((d) => d.reason)).toEqual([
      `aggregate group limit reached (${MAX_OPEN_GROUPS} open groups)`,
      "aggregated into a window",
    ]);
    // Closing the window frees the groups.
    expect(out(p.process([ev({ k: "new" }, 1000)], ctx))).toHaveLength(MAX_OPEN_GROUPS);
  });

  it("rejects sum without a field in the schema", () => {
    expect(
      findNodeKind("transform", "aggregate")!.config.safeParse({ interval_ms: 1000, operation: "sum" })
        .success,
    ).toBe(false);
  });
});

describe("event-to-metric", () => {
  const base = { metric_name: "requests_total" };

  it.each([
    ["counter", { value_number: 1 }, { n: 5 }, 1],
    ["counter", { value_field: ".n" }, { n: 5 }, 5],
    ["counter", { value_field: ".n" }, { n: "2.5" }, 2.5],
    ["gauge", { value_field: ".n" }, { n: -7 }, -7],
    ["gauge", { value_number: 3.25 }, {}, 3.25],
    ["distribution", { value_field: ".latency" }, { latency: 120 }, 120],
    ["set", { value_field: ".user" }, { user: "alice" }, ["alice"]],
    ["set", { value_field: ".user" }, { user: 42 }, ["42"]],
    ["set", { value_field: ".user" }, { user: false }, ["false"]],
    ["set", { value_number: 7 }, {}, ["7"]],
  ])("%s with %j on %j has value %j", (metric_type, value, message, expected) => {
    const p = eventToMetricProcessor(eventToMetricKind.config.parse({ ...base, metric_type, ...value }));
    const r = p.process([ev(message, 1234)], ctx);
    expect(r.dropped).toEqual([]);
    const [e] = out(r);
    expect(metricOf(e)).toEqual({
      name: "requests_total",
      kind: "incremental",
      type: metric_type,
      value: expected,
      tags: {},
    });
    expect(e.timestamp).toBe(1234);
  });

  it.each([
    ["counter", { n: "abc" }, "field .n is missing or not a number"],
    ["counter", {}, "field .n is missing or not a number"],
    ["gauge", { n: null }, "field .n is missing or not a number"],
    ["gauge", { n: [1] }, "field .n is missing or not a number"],
    ["distribution", { n: true }, "field .n is missing or not a number"],
    [
      "set",
      { n: { a: 1 } },
      "field .n is missing or not a string, number or boolean (a set metric counts distinct values)",
    ],
    [
      "set",
      {},
      "field .n is missing or not a string, number or boolean (a set metric counts distinct values)",
    ],
  ])("%s drops %j", (metric_type, message, reason) => {
    const p = eventToMetricProcessor(
      eventToMetricKind.config.parse({ ...base, metric_type, value_field: ".n" }),
    );
    const r = p.process([ev(message, 0)], ctx);
    expect(out(r)).toEqual([]);
    expect(r.dropped.map((d) => d.reason)).toEqual([reason]);
  });

  it("sets kind, namespace and tags from fields (missing and null fields give no tag)", () => {
    const p = eventToMetricProcessor(
      eventToMetricKind.config.parse({
        metric_name: "bytes",
        metric_kind: "absolute",
        metric_type: "gauge",
        value_field: ".size",
        namespace: "web",
        tags: [
          { name: "app", value_field: ".app" },
          { name: "status", value_field: ".http.status" },
          { name: "ok", value_field: ".ok" },
          { name: "labels", value_field: ".labels" },
          { name: "gone", value_field: ".nothing" },
          { name: "nil", value_field: ".nil" },
        ],
      }),
    );
    const input = newEvent(
      { size: 10, app: "shop", http: { status: 404 }, ok: false, labels: { a: 1 }, nil: null },
      55,
      { source: "s1" },
    );
    const [e] = out(p.process([input], ctx));
    expect(e).toEqual({
      message: {
        metric: {
          name: "bytes",
          namespace: "web",
          kind: "absolute",
          type: "gauge",
          value: 10,
          tags: { app: "shop", status: "404", ok: "false", labels: '{"a":1}' },
        },
      },
      metadata: { source: "s1" },
      timestamp: 55,
    });
    expect(e.metadata).not.toBe(input.metadata);
  });

  it("its output satisfies `.metric is_metric`, its input does not", () => {
    const p = eventToMetricProcessor(
      eventToMetricKind.config.parse({ ...base, metric_type: "counter", value_number: 1 }),
    );
    const input = ev({ metric: "not an object" }, 0);
    const group = {
      logical_operation: "AND" as const,
      expressions: [{ field: ".metric", str_operator: "is_metric" as const, negate: false }],
    };
    expect(matchesCondition(group, input)).toBe(false);
    expect(matchesCondition(group, out(p.process([input], ctx))[0])).toBe(true);
  });

  it("keeps the order of a mixed batch", () => {
    const p = eventToMetricProcessor(
      eventToMetricKind.config.parse({ ...base, metric_type: "counter", value_field: ".n" }),
    );
    const r = p.process([ev({ n: 1 }, 0), ev({ n: "x" }, 1), ev({ n: 3 }, 2)], ctx);
    expect(out(r).map((e) => metricOf(e).value)).toEqual([1, 3]);
    expect(r.dropped.map((d) => d.event.timestamp)).toEqual([1]);
  });

  it("the schema wants exactly one of value_field and value_number", () => {
    const schema = findNodeKind("transform", "event-to-metric")!.config;
    expect(schema.safeParse({ ...base, metric_type: "counter" }).success).toBe(false);
    expect(
      schema.safeParse({ ...base, metric_type: "counter", value_number: 1, value_field: ".n" }).success,
    ).toBe(false);
  });
});

describe("data-profiler", () => {
  const batch = () => [
    ev({ app: "web", host: "h1", level: "info", line: "hello" }, 0),
    ev({ app: "web", host: "h2", level: "error", line: "a longer line", http: { status: 500 } }, 1),
    ev({ application: "api", host: "h1", level: "INFO", line: { parsed: true } }, 2),
    ev({ host: "", tags: ["a", "b"], items: [{ id: 1 }, { id: "x" }] }, 3),
    ev("a raw text line", 4),
  ];

  it("passes every event through unchanged", async () => {
    const p = dataProfilerProcessor(dataProfilerKind.config.parse({}));
    const input = batch();
    const copy = structuredClone(input);
    const r = await p.process(input, ctx);
    expect(out(r)).toEqual(copy);
    expect(out(r)[0]).toBe(input[0]);
    expect(r.dropped).toEqual([]);
  });

  it("counts apps, hosts and levels from the configured fields, first usable field first", () => {
    const p = dataProfilerProcessor(dataProfilerKind.config.parse({ app_fields: [".app", ".application"] }));
    p.process(batch(), ctx);
    const profile = p.profile();
    expect(profile.events).toBe(5);
    expect(profile.apps).toEqual({ values: { web: 2, api: 1 }, missing: 2, other: 0 });
    expect(profile.hosts).toEqual({ values: { h1: 2, h2: 1 }, missing: 2, other: 0 });
    expect(profile.levels).toEqual({ values: { info: 1, error: 1, INFO: 1 }, missing: 2, other: 0 });
  });

  it("uses the default fields (.app only), so .application is not an app", () => {
    const p = dataProfilerProcessor(dataProfilerKind.config.parse({}));
    p.process(batch(), ctx);
    expect(p.profile().apps).toEqual({ values: { web: 2 }, missing: 3, other: 0 });
  });

  it("measures the line fields' lengths", () => {
    const p = dataProfilerProcessor(dataProfilerKind.config.parse({ line_fields: [".line", ".msg"] }));
    p.process(batch(), ctx);
    expect(p.profile().lines).toEqual({
      ".line": { count: 2, missing: 2, non_string: 1, min: 5, max: 13, total: 18, mean: 9 },
      ".msg": { count: 0, missing: 5, non_string: 0, min: null, max: null, total: 0, mean: null },
    });
  });

  it("inventories the field paths with their types, each counted once per event", () => {
    const p = dataProfilerProcessor(dataProfilerKind.config.parse({}));
    p.process(batch(), ctx);
    p.process([ev({ "a key": 1, app: 7 }, 5)], ctx);
    const { fields, fields_truncated } = p.profile();
    expect(fields).toEqual({
      ".app": { count: 3, types: { string: 2, number: 1 } },
      ".host": { count: 4, types: { string: 4 } },
      ".level": { count: 3, types: { string: 3 } },
      ".line": { count: 3, types: { string: 2, object: 1 } },
      ".line.parsed": { count: 1, types: { boolean: 1 } },
      ".http": { count: 1, types: { object: 1 } },
      ".http.status": { count: 1, types: { number: 1 } },
      ".application": { count: 1, types: { string: 1 } },
      ".tags": { count: 1, types: { array: 1 } },
      ".tags[*]": { count: 1, types: { string: 1 } },
      ".items": { count: 1, types: { array: 1 } },
      ".items[*]": { count: 1, types: { object: 1 } },
      ".items[*].id": { count: 1, types: { number: 1, string: 1 } },
      ".": { count: 1, types: { string: 1 } },
      '."a key"': { count: 1, types: { number: 1 } },
    });
    expect(fields_truncated).toBe(0);
  });

  it("accumulates across batches and answers snapshots", () => {
    const p = dataProfilerProcessor(dataProfilerKind.config.parse({}));
    p.process([ev({ app: "a" }, 0)], ctx);
    const first = p.profile();
    p.process([ev({ app: "a" }, 1), ev({ app: "b" }, 2)], ctx);
    expect(first.apps.values).toEqual({ a: 1 });
    expect(p.profile().apps.values).toEqual({ a: 2, b: 1 });
    expect(p.profile().events).toBe(3);
  });

  it("caps distinct values and field paths", () => {
    const p = dataProfilerProcessor(dataProfilerKind.config.parse({}));
    p.process(
      Array.from({ length: 1005 }, (_, i) => ev({ app: `app-${i}`, [`f${i}`]: i }, i)),
      ctx,
    );
    const profile = p.profile();
    expect(Object.keys(profile.apps.values)).toHaveLength(1000);
    expect(profile.apps.other).toBe(5);
    expect(Object.keys(profile.fields)).toHaveLength(1000);
    expect(profile.fields_truncated).toBe(6);
  });
});
