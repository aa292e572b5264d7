// Table-driven tests of the basic processors: each config is parsed with its kind's schema (so defaults
// and route output names are the real ones) and run against batches of events.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { newEvent, type PipelineEvent } from "../../src/engine/events";
import { outputsOf } from "../../src/engine/kinds";
import {
  compactFieldsKind,
  compactFieldsProcessor,
  dedupeKind,
  dedupeProcessor,
  dropFieldsKind,
  dropFieldsProcessor,
  filterKind,
  filterProcessor,
  flattenFieldsKind,
  flattenFieldsProcessor,
  mapFieldsKind,
  mapFieldsProcessor,
  routeKind,
  routeProcessor,
  sampleKind,
  sampleProcessor,
  setTimestampKind,
  setTimestampProcessor,
  stringifyKind,
  stringifyProcessor,
  unrollKind,
  unrollProcessor,
} from "../../src/engine/processors/basic";
import type { Processor, ProcessorResult } from "../../src/engine/processors/types";

const ctx = { now: () => 0 };
const T0 = 1_700_000_000_000;

/** A factory of a kind, given what the kind's schema makes of `userConfig`. */
type FactoryOf<S extends z.ZodType> = (config: z.output<S>) => Processor | Promise<Processor>;

async function build<S extends z.ZodType>(
  factory: FactoryOf<S>,
  kind: { config: S },
  userConfig: unknown,
): Promise<Processor> {
  return factory(kind.config.parse(userConfig));
}

const events = (messages: unknown[]) => messages.map((m) => newEvent(structuredClone(m), T0));

async function run(p: Processor, messages: unknown[]): Promise<ProcessorResult> {
  return p.process(events(messages), ctx);
}

const messagesOf = (r: ProcessorResult, output = "default") =>
  (r.outputs.get(output) ?? []).map((e) => e.message);

/** A one-processor table: config, input messages, expected default-output messages (no drops). */
interface FieldRow {
  name: string;
  config: unknown;
  input: unknown[];
  expected: unknown[];
}

async function checkFieldRows<S extends z.ZodType>(
  factory: FactoryOf<S>,
  kind: { config: S },
  rows: FieldRow[],
) {
  for (const row of rows) {
    const r = await run(await build(factory, kind, row.config), row.input);
    expect(messagesOf(r), row.name).toEqual(row.expected);
    expect(r.dropped, row.name).toEqual([]);
  }
}

const leaf = (field: string, str_operator: string, value?: unknown, negate = false) => ({
  field,
  str_operator,
  ...(value === undefined ? {} : { value }),
  negate,
});

describe("filter", () => {
  const rows: {
    name: string;
    config: unknown;
    input: unknown[];
    kept: unknown[];
    droppedReason?: RegExp;
  }[] = [
    {
      name: "allow keeps matching events",
      config: { action: "allow", conditional: { expressions: [leaf(".status", "greater_or_equal", 500)] } },
      input: [{ status: 500 }, { status: 200 }, { status: "503" }, {}],
      kept: [{ status: 500 }, { status: "503" }],
      droppedReason: /filter action "allow"/,
    },
    {
      name: "drop removes matching events",
      config: { action: "drop", conditional: { expressions: [leaf(".level", "equal", "debug")] } },
      input: [{ level: "debug" }, { level: "info" }, "raw text line"],
      kept: [{ level: "info" }, "raw text line"],
      droppedReason: /filter action "drop"/,
    },
    {
      name: "action defaults to allow; negate inverts a leaf",
      config: { conditional: { expressions: [leaf(".app", "exists", undefined, true)] } },
      input: [{ app: "a" }, { host: "h" }, "text"],
      kept: [{ host: "h" }, "text"],
    },
    {
      name: "nested groups: AND of an OR group and a negated leaf on nested paths",
      config: {
        action: "allow",
        conditional: {
          logical_operation: "AND",
          expressions: [
            {
              logical_operation: "OR",
              expressions: [leaf(".http.status", "equal", 500), leaf(".http.status", "equal", 502)],
            },
            leaf(".http.path", "starts_with", "/health", true),
          ],
        },
      },
      input: [
        { http: { status: 500, path: "/api" } },
        { http: { status: 502, path: "/health/live" } },
        { http: { status: 404, path: "/api" } },
        { http: { status: 502 } },
      ],
      kept: [{ http: { status: 500, path: "/api" } }, { http: { status: 502 } }],
    },
    {
      name: "array fields with contains, under an OR",
      config: {
        conditional: {
          logical_operation: "OR",
          expressions: [leaf(".tags", "contains", "prod"), leaf(".items[0].id", "equal", 7)],
        },
      },
      input: [{ tags: ["dev", "prod"] }, { tags: ["dev"] }, { items: [{ id: 7 }] }, { items: [] }],
      kept: [{ tags: ["dev", "prod"] }, { items: [{ id: 7 }] }],
    },
  ];
  it.each(rows)("$name", async (row) => {
    const r = await run(await build(filterProcessor, filterKind, row.config), row.input);
    expect(messagesOf(r)).toEqual(row.kept);
    expect(r.dropped).toHaveLength(row.input.length - row.kept.length);
    for (const d of r.dropped) expect(d.reason).toMatch(row.droppedReason ?? /filter action/);
  });
});

describe("route", () => {
  const config = {
    conditionals: [
      { label: "Errors 5xx", conditional: { expressions: [leaf(".status", "greater_or_equal", 500)] } },
      { label: "API", conditional: { expressions: [leaf(".path", "starts_with", "/api")] } },
      {
        label: "Slow",
        _output_name: "slow-ones",
        conditional: { expressions: [leaf(".ms", "greater", 1000)] },
      },
    ],
  };

  it("derives output names from labels unless given", () => {
    expect(outputsOf(routeKind, routeKind.config.parse(config))).toEqual([
      "errors_5xx",
      "api",
      "slow-ones",
      "_unmatched",
    ]);
  });

  it("sends an event to every branch it matches, a clone on each, and the rest to _unmatched", async () => {
    const p = await build(routeProcessor, routeKind, config);
    const input = events([
      { status: 503, path: "/api/x", ms: 5 },
      { status: 200, path: "/static" },
      { status: 500, path: "/web", ms: 2000 },
      "a text line",
      { status: 200, path: "/api/y", ms: 3000 },
    ]);
    const r = await p.process(input, ctx);
    expect([...r.outputs.keys()].sort()).toEqual(["_unmatched", "api", "errors_5xx", "slow-ones"]);
    expect(messagesOf(r, "errors_5xx")).toEqual([
      { status: 503, path: "/api/x", ms: 5 },
      { status: 500, path: "/web", ms: 2000 },
    ]);
    expect(messagesOf(r, "api")).toEqual([
      { status: 503, path: "/api/x", ms: 5 },
      { status: 200, path: "/api/y", ms: 3000 },
    ]);
    expect(messagesOf(r, "slow-ones")).toEqual([
      { status: 500, path: "/web", ms: 2000 },
      { status: 200, path: "/api/y", ms: 3000 },
    ]);
    expect(messagesOf(r, "_unmatched")).toEqual([{ status: 200, path: "/static" }, "a text line"]);
    expect(r.dropped).toEqual([]);
    // The copies are independent objects: changing one output's event leaves the other untouched.
    const [first] = r.outputs.get("errors_5xx")!;
    const [second] = r.outputs.get("api")!;
    expect(first).not.toBe(second);
    (first.message as Record<string, unknown>).status = 0;
    expect((second.message as Record<string, unknown>).status).toBe(503);
  });

  it("answers every output, even empty, and nothing on default", async () => {
    const r = await run(await build(routeProcessor, routeKind, config), []);
    expect([...r.outputs.entries()].sort()).toEqual([
      ["_unmatched", []],
      ["api", []],
      ["errors_5xx", []],
      ["slow-ones", []],
    ]);
  });

  it("routes by nested and negated conditions", async () => {
    const p = await build(routeProcessor, routeKind, {
      conditionals: [
        {
          label: "not prod",
          conditional: { expressions: [leaf(".env.name", "equal", "prod", true)] },
        },
        {
          label: "prod or staging",
          conditional: {
            logical_operation: "OR",
            expressions: [leaf(".env.name", "equal", "prod"), leaf(".env.name", "equal", "staging")],
          },
        },
      ],
    });
    const r = await run(p, [{ env: { name: "prod" } }, { env: { name: "staging" } }, { env: {} }]);
    expect(messagesOf(r, "not_prod")).toEqual([{ env: { name: "staging" } }, { env: {} }]);
    expect(messagesOf(r, "prod_or_staging")).toEqual([
      { env: { name: "prod" } },
      { env: { name: "staging" } },
    ]);
    expect(messagesOf(r, "_unmatched")).toEqual([]);
  });
});

describe("sample", () => {
  const rows: { name: string; config: unknown; batches: unknown[][]; kept: unknown[][] }[] = [
    {
      name: "keeps the 1st, the rate+1th, ...",
      config: { rate: 3 },
      batches: [[1, 2, 3, 4, 5, 6, 7].map((n) => ({ n }))],
      kept: [[{ n: 1 }, { n: 4 }, { n: 7 }]],
    },
    {
      name: "counts across batches of one instance",
      config: { rate: 2 },
      batches: [[{ n: 1 }, { n: 2 }, { n: 3 }], [{ n: 4 }, { n: 5 }], []],
      kept: [[{ n: 1 }, { n: 3 }], [{ n: 5 }], []],
    },
    {
      name: "always_include passes matching events and does not count them",
      config: { rate: 2, always_include: { expressions: [leaf(".level", "equal", "error")] } },
      batches: [[{ n: 1 }, { n: 2, level: "error" }, { n: 3 }, { n: 4, level: "error" }, { n: 5 }, { n: 6 }]],
      kept: [[{ n: 1 }, { n: 2, level: "error" }, { n: 4, level: "error" }, { n: 5 }]],
    },
    {
      name: "non-object messages are sampled like any other",
      config: { rate: 2 },
      batches: [["a", "b", "c", 4]],
      kept: [["a", "c"]],
    },
  ];
  it.each(rows)("$name", async (row) => {
    const p = await build(sampleProcessor, sampleKind, row.config);
    for (const [i, batch] of row.batches.entries()) {
      const r = await run(p, batch);
      expect(messagesOf(r)).toEqual(row.kept[i]);
      expect(r.dropped).toHaveLength(batch.length - row.kept[i].length);
      for (const d of r.dropped) expect(d.reason).toMatch(/^sample: /);
    }
  });

  it("two instances keep independent counters", async () => {
    const a = await build(sampleProcessor, sampleKind, { rate: 2 });
    const b = await build(sampleProcessor, sampleKind, { rate: 2 });
    expect(messagesOf(await run(a, [1, 2, 3]))).toEqual([1, 3]);
    expect(messagesOf(await run(b, [1]))).toEqual([1]);
    expect(messagesOf(await run(a, [4, 5]))).toEqual([5]);
  });
});

describe("dedupe", () => {
  const rows: { name: string; config: unknown; batches: unknown[][]; kept: unknown[][] }[] = [
    {
      name: "Match on listed fields, across two batches",
      config: { fields: [".app", ".msg"] },
      batches: [
        [
          { app: "a", msg: "x", n: 1 },
          { app: "a", msg: "x", n: 2 },
          { app: "b", msg: "x", n: 3 },
        ],
        [
          { app: "a", msg: "x", n: 4 },
          { app: "a", msg: "y", n: 5 },
        ],
      ],
      kept: [
        [
          { app: "a", msg: "x", n: 1 },
          { app: "b", msg: "x", n: 3 },
        ],
        [{ app: "a", msg: "y", n: 5 }],
      ],
    },
    {
      name: "types matter, missing differs from null, object key order does not",
      config: { fields: [".v"] },
      batches: [
        [{ v: 1 }, { v: "1" }, { v: null }, {}, { v: { a: 1, b: 2 } }, { v: { b: 2, a: 1 } }, { w: 1 }],
      ],
      kept: [[{ v: 1 }, { v: "1" }, { v: null }, {}, { v: { a: 1, b: 2 } }]],
    },
    {
      name: "Ignore compares everything but the listed fields, nested paths included",
      config: { fields: [".ts", ".meta.id"], comparison_type: "Ignore" },
      batches: [
        [
          { ts: 1, meta: { id: "a", host: "h" }, msg: "x" },
          { ts: 2, meta: { id: "b", host: "h" }, msg: "x" },
          { ts: 3, meta: { id: "c", host: "g" }, msg: "x" },
          "text line",
          "text line",
        ],
      ],
      kept: [
        [
          { ts: 1, meta: { id: "a", host: "h" }, msg: "x" },
          { ts: 3, meta: { id: "c", host: "g" }, msg: "x" },
          "text line",
        ],
      ],
    },
    {
      name: "the cache holds the last N distinct keys (LRU; a repeat refreshes its key)",
      config: { fields: [".k"], number_of_events: 2 },
      batches: [
        [{ k: 1 }, { k: 2 }, { k: 1 }, { k: 3 }],
        [{ k: 3 }, { k: 1 }, { k: 2 }, { k: 1 }, { k: 3 }],
      ],
      // After batch 1 the cache is [1, 3] (2 was evicted when 3 came, since 1 was refreshed). In batch 2,
      // 3 then 1 are repeats (cache [3, 1]); 2 evicts 3 (cache [1, 2]); 1 repeats; 3 is new again.
      kept: [
        [{ k: 1 }, { k: 2 }, { k: 3 }],
        [{ k: 2 }, { k: 3 }],
      ],
    },
    {
      name: "array fields and array elements",
      config: { fields: [".tags", ".items[0]"] },
      batches: [
        [
          { tags: ["a", "b"], items: [1, 2] },
          { tags: ["a", "b"], items: [1, 3] },
          { tags: ["b", "a"], items: [1] },
        ],
      ],
      kept: [
        [
          { tags: ["a", "b"], items: [1, 2] },
          { tags: ["b", "a"], items: [1] },
        ],
      ],
    },
  ];
  it.each(rows)("$name", async (row) => {
    const p = await build(dedupeProcessor, dedupeKind, row.config);
    for (const [i, batch] of row.batches.entries()) {
      const r = await run(p, batch);
      expect(messagesOf(r)).toEqual(row.kept[i]);
      expect(r.dropped).toHaveLength(batch.length - row.kept[i].length);
      for (const d of r.dropped) expect(d.reason).toMatch(/^dedupe: duplicate/);
    }
  });

  it("Ignore does not change the events it keeps", async () => {
    const p = await build(dedupeProcessor, dedupeKind, { fields: [".ts"], comparison_type: "Ignore" });
    expect(messagesOf(await run(p, [{ ts: 1, a: 1 }]))).toEqual([{ ts: 1, a: 1 }]);
  });
});

describe("drop-fields", () => {
  it("drops the listed fields", async () => {
    await checkFieldRows(dropFieldsProcessor, dropFieldsKind, [
      {
        name: "top level",
        config: { fields: [".a", ".b"] },
        input: [{ a: 1, b: 2, c: 3 }],
        expected: [{ c: 3 }],
      },
      {
        name: "nested and missing",
        config: { fields: [".x.y", ".nope.deeper"] },
        input: [{ x: { y: 1, z: 2 } }, { x: 5 }, {}],
        expected: [{ x: { z: 2 } }, { x: 5 }, {}],
      },
      {
        name: "array elements by their original indexes",
        config: { fields: [".items[0]", ".items[2]"] },
        input: [{ items: ["a", "b", "c", "d"] }, { items: ["a"] }],
        expected: [{ items: ["b", "d"] }, { items: [] }],
      },
      {
        name: "field inside an array element, and a quoted key",
        config: { fields: [".items[1].secret", '."user name"'] },
        input: [{ items: [{ secret: 1 }, { secret: 2, id: 2 }], "user name": "x" }],
        expected: [{ items: [{ secret: 1 }, { id: 2 }] }],
      },
      {
        name: "non-object message passes",
        config: { fields: [".a"] },
        input: ["text", 7],
        expected: ["text", 7],
      },
    ]);
  });
});

describe("map-fields", () => {
  it("copies and moves values", async () => {
    const m = (source_field: string, target_field: string, extra: Record<string, boolean> = {}) => ({
      mappings: [{ source_field, target_field, ...extra }],
    });
    await checkFieldRows(mapFieldsProcessor, mapFieldsKind, [
      { name: "copy by default", config: m(".a", ".b"), input: [{ a: 1 }], expected: [{ a: 1, b: 1 }] },
      {
        name: "move to a nested path",
        config: m(".a", ".x.y", { drop_source: true }),
        input: [{ a: { k: 1 } }],
        expected: [{ x: { y: { k: 1 } } }],
      },
      {
        name: "existing target kept without overwrite (and the source stays)",
        config: m(".a", ".b", { drop_source: true }),
        input: [{ a: 1, b: 2 }],
        expected: [{ a: 1, b: 2 }],
      },
      {
        name: "existing target replaced with overwrite",
        config: m(".a", ".b", { drop_source: true, overwrite_target: true }),
        input: [{ a: 1, b: 2 }],
        expected: [{ b: 1 }],
      },
      {
        name: "a null target counts as present",
        config: m(".a", ".b"),
        input: [{ a: 1, b: null }],
        expected: [{ a: 1, b: null }],
      },
      {
        name: "missing source and non-object message do nothing",
        config: m(".missing", ".b"),
        input: [{ a: 1 }, "text"],
        expected: [{ a: 1 }, "text"],
      },
      {
        name: "move into its own child, and array elements",
        config: {
          mappings: [
            { source_field: ".a", target_field: ".a.inner", drop_source: true },
            { source_field: ".list[1]", target_field: ".second" },
          ],
        },
        input: [{ a: 5, list: [1, 2] }],
        expected: [{ a: { inner: 5 }, list: [1, 2], second: 2 }],
      },
      {
        name: "mappings apply in order",
        config: {
          mappings: [
            { source_field: ".a", target_field: ".b", drop_source: true },
            { source_field: ".b", target_field: ".c", drop_source: true },
          ],
        },
        input: [{ a: 1 }],
        expected: [{ c: 1 }],
      },
    ]);
  });

  it("a copy is independent of its source", async () => {
    const p = await build(mapFieldsProcessor, mapFieldsKind, {
      mappings: [{ source_field: ".a", target_field: ".b" }],
    });
    const r = await run(p, [{ a: { k: 1 } }]);
    const msg = r.outputs.get("default")![0].message as { a: { k: number }; b: { k: number } };
    msg.b.k = 2;
    expect(msg.a.k).toBe(1);
  });
});

describe("compact-fields", () => {
  it("removes empty values", async () => {
    await checkFieldRows(compactFieldsProcessor, compactFieldsKind, [
      {
        name: "nulls, empty strings, empty containers, recursively (defaults)",
        config: { fields: [".a"] },
        input: [{ a: { x: null, y: "", z: [], w: {}, v: { u: null }, keep: 0, f: false, s: "s" }, b: null }],
        expected: [{ a: { keep: 0, f: false, s: "s" }, b: null }],
      },
      {
        name: "arrays: elements removed, nested arrays compacted",
        config: { fields: [".list"] },
        input: [{ list: [null, 1, "", [null], [2, null], {}] }],
        expected: [{ list: [1, [2]] }],
      },
      {
        name: "compact_array and compact_object off keep empty containers",
        config: { fields: [".a"], compact_array: false, compact_object: false },
        input: [{ a: { x: null, z: [], w: {}, v: { u: null }, l: [null] } }],
        expected: [{ a: { z: [], w: {}, v: {}, l: [] } }],
      },
      {
        name: "a field left empty is removed; scalar empty fields too",
        config: { fields: [".a", ".b", ".c"] },
        input: [{ a: { x: null }, b: "", c: "kept" }],
        expected: [{ c: "kept" }],
      },
      {
        name: "missing fields, nested paths and non-object messages",
        config: { fields: [".n.m", ".missing"] },
        input: [{ n: { m: [null, { q: "" }, 3] } }, "text", { n: 4 }],
        expected: [{ n: { m: [3] } }, "text", { n: 4 }],
      },
    ]);
  });
});

describe("flatten-fields", () => {
  it("flattens objects and arrays", async () => {
    await checkFieldRows(flattenFieldsProcessor, flattenFieldsKind, [
      {
        name: "whole message with the default delimiter",
        config: {},
        input: [{ a: { b: { c: 1 }, d: 2 }, e: 3, list: [{ x: 1 }] }],
        expected: [{ a_b_c: 1, a_d: 2, e: 3, list: [{ x: 1 }] }],
      },
      {
        name: "listed fields with a custom delimiter; others untouched",
        config: { fields: [".req", ".missing"], delimiter: "." },
        input: [{ req: { headers: { host: "h" }, m: "GET" }, other: { deep: { x: 1 } } }],
        expected: [{ req: { "headers.host": "h", m: "GET" }, other: { deep: { x: 1 } } }],
      },
      {
        name: "array values splice nested arrays",
        config: { fields: [".nums"] },
        input: [{ nums: [1, [2, [3, 4]], { k: [5] }] }],
        expected: [{ nums: [1, 2, 3, 4, { k: [5] }] }],
      },
      {
        name: "non-object messages and scalar fields pass; empty nested objects stay",
        config: {},
        input: ["text", 5, { a: {}, b: { c: {} } }],
        expected: ["text", 5, { a: {}, b_c: {} }],
      },
      {
        name: "key collision: the later key wins",
        config: { delimiter: "_" },
        input: [{ a_b: 1, a: { b: 2 } }],
        expected: [{ a_b: 2 }],
      },
    ]);
  });
});

describe("set-timestamp", () => {
  const rows: { name: string; config: unknown; message: unknown; timestamp: number }[] = [
    {
      name: "iso8601 with zone offset",
      config: { parsers: [{ field: ".ts", format: "iso8601" }] },
      message: { ts: "2024-03-01T12:00:00.250+02:00" },
      timestamp: Date.UTC(2024, 2, 1, 10, 0, 0, 250),
    },
    {
      name: "iso8601 without zone is UTC, date alone is midnight",
      config: {
        parsers: [
          { field: ".a", format: "iso8601" },
          { field: ".b", format: "iso8601" },
        ],
      },
      message: { a: "2024-02-30", b: "2024-02-29" },
      timestamp: Date.UTC(2024, 1, 29),
    },
    {
      name: "rfc2822 with weekday and offset",
      config: { parsers: [{ field: ".d", format: "rfc2822" }] },
      message: { d: "Tue, 1 Jul 2003 10:52:37 +0200" },
      timestamp: Date.UTC(2003, 6, 1, 8, 52, 37),
    },
    {
      name: "rfc2822 with a named zone, nested field",
      config: { parsers: [{ field: ".h.date", format: "rfc2822" }] },
      message: { h: { date: "01 Jul 2003 10:52 GMT" } },
      timestamp: Date.UTC(2003, 6, 1, 10, 52),
    },
    {
      name: "rfc2822 with the wrong weekday fails; the next parser wins",
      config: {
        parsers: [
          { field: ".d", format: "rfc2822" },
          { field: ".s", format: "unix_s" },
        ],
      },
      message: { d: "Wed, 1 Jul 2003 10:52:37 +0200", s: 1_700_000_123.5 },
      timestamp: 1_700_000_123_500,
    },
    {
      name: "unix_s keeps exact milliseconds (no float error), truncating finer digits",
      config: {
        parsers: [{ field: ".a", format: "unix_s" }],
      },
      message: { a: "1700000000.0019" },
      timestamp: 1_700_000_000_001,
    },
    {
      name: "unix_s numbers: 1.001 s is 1001 ms",
      config: { parsers: [{ field: ".a", format: "unix_s" }] },
      message: { a: 1.001 },
      timestamp: 1001,
    },
    {
      name: "iso8601 fraction digits read exactly",
      config: { parsers: [{ field: ".t", format: "iso8601" }] },
      message: { t: "1970-01-01T00:00:00.29Z" },
      timestamp: 290,
    },
    {
      name: "unix_s and unix_ms accept numeric strings",
      config: {
        parsers: [
          { field: ".s", format: "unix_s" },
          { field: ".ms", format: "unix_ms" },
        ],
      },
      message: { s: "soon", ms: "1700000000999" },
      timestamp: 1_700_000_000_999,
    },
    {
      name: "first parser that works wins, even when a later one also would",
      config: {
        parsers: [
          { field: ".items[0].t", format: "unix_ms" },
          { field: ".t", format: "unix_ms" },
        ],
      },
      message: { items: [{ t: 5 }], t: 9 },
      timestamp: 5,
    },
    {
      name: "nothing parses: timestamp unchanged",
      config: {
        parsers: [
          { field: ".ts", format: "iso8601" },
          { field: ".ts", format: "unix_s" },
          { field: ".none", format: "unix_ms" },
        ],
      },
      message: { ts: "yesterday" },
      timestamp: T0,
    },
    {
      name: "non-object message: unchanged",
      config: { parsers: [{ field: ".ts", format: "unix_ms" }] },
      message: "2024-01-01T00:00:00Z",
      timestamp: T0,
    },
    {
      name: "out-of-range values and booleans do not parse",
      config: {
        parsers: [
          { field: ".big", format: "unix_s" },
          { field: ".b", format: "unix_ms" },
          { field: ".bad", format: "iso8601" },
        ],
      },
      message: { big: 1e300, b: true, bad: "2024-13-01T00:00:00Z" },
      timestamp: T0,
    },
  ];
  it.each(rows)("$name", async (row) => {
    const r = await run(await build(setTimestampProcessor, setTimestampKind, row.config), [row.message]);
    const [event] = r.outputs.get("default")!;
    expect(event.timestamp).toBe(row.timestamp);
    expect(event.message).toEqual(row.message);
    expect(r.dropped).toEqual([]);
  });
});

describe("stringify", () => {
  it("encodes as JSON", async () => {
    await checkFieldRows(stringifyProcessor, stringifyKind, [
      {
        name: "whole message by default",
        config: {},
        input: [{ a: 1, b: [true] }],
        expected: ['{"a":1,"b":[true]}'],
      },
      {
        name: "one field in place",
        config: { field: ".obj" },
        input: [{ obj: { k: "v" }, other: 1 }],
        expected: [{ obj: '{"k":"v"}', other: 1 }],
      },
      {
        name: "one nested field into a target",
        config: { field: ".a.b", target_field: ".out" },
        input: [{ a: { b: [1, 2] } }],
        expected: [{ a: { b: [1, 2] }, out: "[1,2]" }],
      },
      {
        name: "whole message into a target field",
        config: { target_field: ".raw" },
        input: [{ a: 1 }],
        expected: [{ a: 1, raw: '{"a":1}' }],
      },
      {
        name: "missing field passes unchanged; null and strings are encoded",
        config: { field: ".x" },
        input: [{ y: 1 }, { x: null }, { x: "s" }],
        expected: [{ y: 1 }, { x: "null" }, { x: '"s"' }],
      },
      {
        name: "non-object messages are encoded in place",
        config: {},
        input: ["text", 5],
        expected: ['"text"', "5"],
      },
      {
        name: "non-object message with a target field passes unchanged",
        config: { target_field: ".raw" },
        input: ["text"],
        expected: ["text"],
      },
    ]);
  });
});

describe("unroll", () => {
  const rows: {
    name: string;
    config: unknown;
    input: unknown[];
    expected: unknown[];
    dropped?: number;
  }[] = [
    {
      name: "values_only (default): each element becomes the message",
      config: { field: ".records" },
      input: [{ records: [{ a: 1 }, { a: 2 }], host: "h" }],
      expected: [{ a: 1 }, { a: 2 }],
    },
    {
      name: "values_only false: the event copied with one element in the field",
      config: { field: ".records", values_only: false },
      input: [{ records: [{ a: 1 }, "two"], host: "h" }],
      expected: [
        { records: { a: 1 }, host: "h" },
        { records: "two", host: "h" },
      ],
    },
    {
      name: "nested path into an array element",
      config: { field: ".batch[0].items", values_only: false },
      input: [{ batch: [{ items: [1, 2], id: "x" }] }],
      expected: [{ batch: [{ items: 1, id: "x" }] }, { batch: [{ items: 2, id: "x" }] }],
    },
    {
      name: "non-array, missing field and non-object message pass unchanged",
      config: { field: ".records" },
      input: [{ records: { a: 1 } }, { other: 1 }, "text"],
      expected: [{ records: { a: 1 } }, { other: 1 }, "text"],
    },
    {
      name: "an empty array is dropped with a reason; order is kept across events",
      config: { field: ".r" },
      input: [{ r: [1] }, { r: [] }, { r: [2, 3] }],
      expected: [1, 2, 3],
      dropped: 1,
    },
  ];
  it.each(rows)("$name", async (row) => {
    const r = await run(await build(unrollProcessor, unrollKind, row.config), row.input);
    expect(messagesOf(r)).toEqual(row.expected);
    expect(r.dropped).toHaveLength(row.dropped ?? 0);
    for (const d of r.dropped) expect(d.reason).toMatch(/^unroll: \.r is an empty array/);
  });

  it("unrolled events keep the timestamp and get independent metadata", async () => {
    const p = await build(unrollProcessor, unrollKind, { field: ".r", values_only: false });
    const input: PipelineEvent[] = [newEvent({ r: [1, 2, 3] }, 42, { source: { id: "s" } })];
    const r = await p.process(input, ctx);
    const out = r.outputs.get("default")!;
    expect(out.map((e) => e.timestamp)).toEqual([42, 42, 42]);
    (out[0].metadata.source as { id: string }).id = "changed";
    expect(out[1].metadata).toEqual({ source: { id: "s" } });
    expect(out[2].metadata).toEqual({ source: { id: "s" } });
  });
});
