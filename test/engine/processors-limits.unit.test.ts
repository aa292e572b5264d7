// metrics-tag-cardinality-limit and head trace sampling, in memory (their live state is covered by
// test/live-ingest/metric-limits.test.ts).
import { describe, expect, it } from "vitest";
import { newEvent, type PipelineEvent } from "../../src/engine/events";
import { tagCardinalityProcessor } from "../../src/engine/processors/tag-cardinality";
import { traceSamplingProcessor } from "../../src/engine/processors/trace-sampling";

const metric = (tags: Record<string, unknown>) =>
  newEvent({ name: "requests", kind: "incremental", value: { type: "counter", value: 1 }, tags });
const ctx = { now: () => 0 };
const run = async (p: { process: (e: PipelineEvent[], c: typeof ctx) => unknown }, events: PipelineEvent[]) =>
  (await p.process(events, ctx)) as { outputs: Map<string, PipelineEvent[]>; dropped: { reason: string }[] };

describe("metrics-tag-cardinality-limit", () => {
  it("drop_event: a value past the limit drops its event and is not remembered; known values still pass", async () => {
    const p = tagCardinalityProcessor({ action: "drop_event", value_limit: 2, mode: "exact" });
    const first = await run(p, [
      metric({ host: "a" }),
      metric({ host: "b" }),
      metric({ host: "c", zone: "z1" }),
    ]);
    expect(
      first.outputs.get("default")?.map((e) => (e.message as { tags: { host: string } }).tags.host),
    ).toEqual(["a", "b"]);
    expect(first.dropped[0].reason).toBe("tag cardinality limit (2) exceeded for host");
    // zone's z1 came with a dropped event: not counted, so z2 and z3 still fit.
    const second = await run(p, [
      metric({ host: "a", zone: "z2" }),
      metric({ host: "b", zone: "z3" }),
      metric({ zone: "z1" }),
    ]);
    expect(second.outputs.get("default")).toHaveLength(2);
    expect(second.dropped).toHaveLength(1);
  });

  it("drop_tag keeps the event without the tag; tags and exclude_tags choose what is limited; logs pass", async () => {
    const p = tagCardinalityProcessor({
      action: "drop_tag",
      value_limit: 1,
      mode: "probabalistic",
      tags: ["host", "pod"],
      exclude_tags: ["pod"],
    });
    const out = await run(p, [
      metric({ host: "a", pod: "p1" }),
      metric({ host: "b", pod: "p2", env: "x" }),
      newEvent({ line: "log" }),
    ]);
    expect(out.dropped).toEqual([]);
    expect(out.outputs.get("default")?.map((e) => e.message)).toEqual([
      expect.objectContaining({ tags: { host: "a", pod: "p1" } }),
      expect.objectContaining({ tags: { pod: "p2", env: "x" } }),
      { line: "log" },
    ]);
  });

  it("reads our event-to-metric shape (.metric.tags) too", async () => {
    const p = tagCardinalityProcessor({ action: "drop_event", value_limit: 1, mode: "exact" });
    const out = await run(p, [
      newEvent({ metric: { name: "m", tags: { a: "1" } } }),
      newEvent({ metric: { name: "m", tags: { a: "2" } } }),
    ]);
    expect(out.dropped).toHaveLength(1);
  });
});

describe("trace-sampling (head)", () => {
  it("keeps about one trace in rate, every span of a kept trace, and events without a trace id", async () => {
    const p = traceSamplingProcessor({ sample_type: "head", trace_id_field: ".trace_id", rate: 4 });
    const spans = Array.from({ length: 4000 }, (_, i) => newEvent({ trace_id: `t${i % 1000}`, span: i }));
    const out = await run(p, [...spans, newEvent({ other: true })]);
    const kept = out.outputs.get("default") ?? [];
    const traces = new Set(
      kept
        .filter((e) => (e.message as { trace_id?: string }).trace_id)
        .map((e) => (e.message as { trace_id: string }).trace_id),
    );
    expect(traces.size).toBeGreaterThan(200);
    expect(traces.size).toBeLessThan(300);
    // Whole traces: each kept trace has all four of its spans.
    expect(kept.length).toBe(traces.size * 4 + 1);
    // The same decision in another instance (another request, isolate or location).
    const again = await run(
      traceSamplingProcessor({ sample_type: "head", trace_id_field: ".trace_id", rate: 4 }),
      spans.slice(0, 1000),
    );
    expect(
      new Set((again.outputs.get("default") ?? []).map((e) => (e.message as { trace_id: string }).trace_id)),
    ).toEqual(new Set([...traces].filter((t) => Number(t.slice(1)) < 1000)));
  });
});

describe("trace-sampling (tail, held in the instance until the run flushes)", () => {
  it("keeps every span of a trace a rule matches, drops traces matching none, passes non-spans", async () => {
    const p = traceSamplingProcessor({
      sample_type: "tail",
      trace_id_field: ".trace_id",
      conditionals: [
        {
          rate: 1,
          _output_name: "errors",
          conditional: {
            logical_operation: "AND",
            expressions: [{ field: ".status", str_operator: "greater_or_equal", value: 500, negate: false }],
          },
        },
      ],
    }) as ReturnType<typeof traceSamplingProcessor> & {
      flush(): { outputs: Map<string, PipelineEvent[]>; dropped: { reason: string }[] };
    };
    const first = await run(p, [
      newEvent({ trace_id: "a", status: 200 }),
      newEvent({ trace_id: "b", status: 200 }),
      newEvent({ other: 1 }),
    ]);
    expect(first.outputs.get("default")?.map((e) => e.message)).toEqual([{ other: 1 }]);
    await run(p, [newEvent({ trace_id: "a", status: 502 })]);
    const flushed = p.flush();
    expect(flushed.outputs.get("default")?.map((e) => e.message)).toEqual([
      { trace_id: "a", status: 200 },
      { trace_id: "a", status: 502 },
    ]);
    expect(flushed.dropped.map((d) => d.reason)).toEqual(["trace matched no tail sampling rule"]);
  });
});
