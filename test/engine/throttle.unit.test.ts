// The throttle (API-CONTRACT section 5, SPEC "Throttle processor"): a sliding-window log per bucket,
// exclude first, the shared default bucket, the 20,000-bucket cap failing open, snapshot/restore, and the
// two processor factories (wall clock, event clock). Every test uses a fake clock: nothing sleeps.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newEvent, type PipelineEvent } from "../../src/engine/events";
import {
  DEFAULT_BUCKET_KEY,
  Throttle,
  type ThrottleDecision,
  throttleKind,
  throttleProcessor,
  throttleSimulationProcessor,
} from "../../src/engine/throttle";

const configOf = (raw: Record<string, unknown>) => throttleKind.config.parse(raw);

/** A clock the test moves by hand. */
function fakeClock(start = 1_700_000_000_000) {
  let t = start;
  return { now: () => t, set: (ms: number) => (t = start + ms), start };
}

const ev = (message: unknown, timestamp = 0) => newEvent(message, timestamp);

/** SPEC's worked case: Limit 1, Window 1 second, Key Field .app, Exclude .host equal host-b. */
const WORKED = configOf({
  threshold: 1,
  window_ms: 1000,
  key_field: ".app",
  exclude: {
    logical_operation: "AND",
    expressions: [{ field: ".host", str_operator: "equal", value: "host-b" }],
  },
});
const WORKED_EVENTS: [message: Record<string, string>, atMs: number, expected: ThrottleDecision][] = [
  [{ app: "a", host: "host-a", line: "1" }, 0, "pass"],
  [{ app: "a", host: "host-a", line: "2" }, 100, "throttled"],
  [{ app: "b", host: "host-a", line: "3" }, 200, "pass"],
  [{ app: "a", host: "host-b", line: "4" }, 300, "excluded"],
  [{ app: "b", host: "host-b", line: "5" }, 400, "excluded"],
  [{ app: "b", host: "host-c", line: "6" }, 500, "throttled"],
];

describe("SPEC's worked case", () => {
  it("passes the first event of each .app plus every event of the excluded host", () => {
    const clock = fakeClock();
    const throttle = new Throttle(WORKED, { now: clock.now });
    for (const [message, at, expected] of WORKED_EVENTS) {
      clock.set(at);
      expect(throttle.decide(ev(message)), message.line).toBe(expected);
    }
  });

  it("as a processor: lines 1, 3, 4, 5 come out, 2 and 6 are dropped with a reason", async () => {
    const processor = await throttleProcessor(WORKED);
    const events = WORKED_EVENTS.map(([message]) => ev(message));
    const result = await processor.process(events, { now: () => 1_700_000_000_000 });
    expect(result.outputs.get("default")!.map((e) => (e.message as { line: string }).line)).toEqual([
      "1",
      "3",
      "4",
      "5",
    ]);
    expect(result.dropped.map((d) => (d.event.message as { line: string }).line)).toEqual(["2", "6"]);
    expect(result.dropped[0].reason).toBe(
      'throttled: bucket "a" already passed 1 event(s) in the last 1000 ms',
    );
    expect(result.dropped[1].reason).toMatch(/bucket "b"/);
  });
});

describe("the sliding-window log", () => {
  const table: {
    name: string;
    config: Record<string, unknown>;
    steps: [atMs: number, ThrottleDecision][];
  }[] = [
    {
      name: "threshold 2 / window 5 s: 0, 0 pass; 2 and 2.5 drop (a log, not a token bucket); 5 passes",
      config: { threshold: 2, window_ms: 5000 },
      steps: [
        [0, "pass"],
        [0, "pass"],
        [2000, "throttled"],
        [2500, "throttled"],
        [5000, "pass"],
        // The log now holds 5000 alone (both 0s aged out at exactly window_ms).
        [5001, "pass"],
        [5002, "throttled"],
        [9999, "throttled"],
        [10_000, "pass"],
      ],
    },
    {
      name: "an entry ages out at exactly window_ms, not a millisecond later or earlier",
      config: { threshold: 1, window_ms: 1000 },
      steps: [
        [0, "pass"],
        [999, "throttled"],
        [1000, "pass"],
        [1999, "throttled"],
        [2000, "pass"],
      ],
    },
    {
      name: "throttled events are not recorded: a steady stream lets one through per window",
      config: { threshold: 1, window_ms: 100 },
      steps: [
        [0, "pass"],
        [50, "throttled"],
        [99, "throttled"],
        [100, "pass"],
        [150, "throttled"],
        [200, "pass"],
      ],
    },
    {
      name: "a large threshold grows the log past its first allocation",
      config: { threshold: 40, window_ms: 1000 },
      steps: [
        ...Array.from({ length: 40 }, (_, i) => [i * 10, "pass"] as [number, ThrottleDecision]),
        [500, "throttled"],
        [1000, "pass"],
        [1001, "throttled"],
        [1010, "pass"],
        [1015, "throttled"],
      ],
    },
  ];

  for (const { name, config, steps } of table) {
    it(name, () => {
      const clock = fakeClock();
      const throttle = new Throttle(configOf(config), { now: clock.now });
      const got = steps.map(([at]) => {
        clock.set(at);
        return [at, throttle.decide(ev({ line: "x" }))];
      });
      expect(got).toEqual(steps);
    });
  }

  it("many events in the same millisecond are counted one by one", () => {
    const throttle = new Throttle(configOf({ threshold: 3, window_ms: 10 }), { now: () => 5 });
    const decisions = Array.from({ length: 5 }, () => throttle.decide(ev({})));
    expect(decisions).toEqual(["pass", "pass", "pass", "throttled", "throttled"]);
    // One (time, count) pair holds the three accepted events.
    expect(throttle.snapshot().buckets).toEqual([[DEFAULT_BUCKET_KEY, [5, 3]]]);
  });

  it("a clock that steps back counts as the latest time seen", () => {
    const clock = fakeClock();
    const throttle = new Throttle(configOf({ threshold: 1, window_ms: 1000 }), { now: clock.now });
    clock.set(5000);
    expect(throttle.decide(ev({}))).toBe("pass");
    clock.set(0); // 5 s back: still inside the window of the event at 5000
    expect(throttle.decide(ev({}))).toBe("throttled");
    clock.set(6000);
    expect(throttle.decide(ev({}))).toBe("pass");
  });

  it("matches a naive reference log on random streams (keys, gaps, thresholds)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 50 }),
        // Gaps of 0 and 1 ms often, so buckets fill, share milliseconds and grow their logs.
        fc.array(
          fc.tuple(
            fc.constantFrom("a", "b", "c", ""),
            fc.oneof(fc.constant(0), fc.constant(1), fc.integer({ min: 0, max: 30 })),
          ),
          { maxLength: 300 },
        ),
        (threshold, windowMs, stream) => {
          let t = 0;
          const throttle = new Throttle(configOf({ threshold, window_ms: windowMs, key_field: ".k" }), {
            now: () => t,
          });
          const logs = new Map<string, number[]>();
          for (const [key, gap] of stream) {
            t += gap;
            const log = (logs.get(key) ?? []).filter((at) => t - at < windowMs);
            const expected = log.length < threshold ? "pass" : "throttled";
            if (expected === "pass") log.push(t);
            logs.set(key, log);
            expect(throttle.decide(ev({ k: key }))).toBe(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("exclude", () => {
  const config = configOf({
    threshold: 1,
    window_ms: 1000,
    exclude: {
      logical_operation: "OR",
      expressions: [
        { field: ".level", str_operator: "equal", value: "error" },
        { field: ".status", str_operator: "greater_or_equal", value: 500 },
      ],
    },
  });
  const table: [message: Record<string, unknown>, ThrottleDecision][] = [
    [{ level: "error" }, "excluded"],
    [{ status: 503 }, "excluded"],
    // Excluded events were never counted: the bucket is still empty.
    [{ level: "info" }, "pass"],
    [{ level: "info" }, "throttled"],
    // Checked first: a full bucket does not stop an excluded event.
    [{ level: "error" }, "excluded"],
    [{ status: 200 }, "throttled"],
  ];
  it("is checked first and excluded events bypass the limiter entirely", () => {
    const throttle = new Throttle(config, { now: () => 0 });
    expect(table.map(([message]) => [message, throttle.decide(ev(message))])).toEqual(table);
  });
});

describe("buckets", () => {
  it("each key value has its own bucket", () => {
    const throttle = new Throttle(configOf({ threshold: 2, window_ms: 1000, key_field: ".app" }), {
      now: () => 0,
    });
    const apps = ["a", "b", "a", "c", "b", "a", "c", "b", "c"];
    expect(apps.map((app) => throttle.decide(ev({ app })))).toEqual([
      "pass",
      "pass",
      "pass",
      "pass",
      "pass",
      "throttled",
      "pass",
      "throttled",
      "throttled",
    ]);
    expect(throttle.bucketCount).toBe(3);
  });

  it("a nested key field works, and a missing parent is a missing key", () => {
    const throttle = new Throttle(configOf({ threshold: 1, window_ms: 1000, key_field: ".kubernetes.pod" }), {
      now: () => 0,
    });
    expect(throttle.keyOf(ev({ kubernetes: { pod: "p-1" } }))).toBe("p-1");
    expect(throttle.keyOf(ev({ kubernetes: "flat" }))).toBe(DEFAULT_BUCKET_KEY);
    expect(throttle.keyOf(ev("a text line"))).toBe(DEFAULT_BUCKET_KEY);
  });

  const keyTable: [value: unknown, key: string][] = [
    ["api", "api"],
    [" api ", " api "],
    [42, "42"],
    [1.5, "1.5"],
    [true, "true"],
    [false, "false"],
    [{ b: 1, a: [2] }, '{"b":1,"a":[2]}'],
    [["x", 1], '["x",1]'],
    ["", DEFAULT_BUCKET_KEY],
    ["   ", DEFAULT_BUCKET_KEY],
    ["\t\n", DEFAULT_BUCKET_KEY],
    [null, DEFAULT_BUCKET_KEY],
    [undefined, DEFAULT_BUCKET_KEY],
  ];
  for (const [value, key] of keyTable) {
    it(`renders ${JSON.stringify(value) ?? "a missing field"} as ${key === "" ? "the default bucket" : key}`, () => {
      const throttle = new Throttle(configOf({ threshold: 1, window_ms: 1000, key_field: ".app" }));
      expect(throttle.keyOf(ev(value === undefined ? {} : { app: value }))).toBe(key);
    });
  }

  it("missing, blank, whitespace and null keys all share the one default bucket", () => {
    const throttle = new Throttle(configOf({ threshold: 3, window_ms: 1000, key_field: ".app" }), {
      now: () => 0,
    });
    const messages = [{}, { app: "" }, { app: "  " }, { app: null }, { other: 1 }];
    expect(messages.map((m) => throttle.decide(ev(m)))).toEqual([
      "pass",
      "pass",
      "pass",
      "throttled",
      "throttled",
    ]);
    expect(throttle.bucketCount).toBe(0);
    // A keyed event is unaffected by the full default bucket.
    expect(throttle.decide(ev({ app: "x" }))).toBe("pass");
  });

  it("without key_field every event is in the default bucket", () => {
    const throttle = new Throttle(configOf({ threshold: 2, window_ms: 1000 }), { now: () => 0 });
    expect([{ app: "a" }, { app: "b" }, { app: "c" }].map((m) => throttle.decide(ev(m)))).toEqual([
      "pass",
      "pass",
      "throttled",
    ]);
  });

  it("a number and its string form are the same rendered key", () => {
    const throttle = new Throttle(configOf({ threshold: 1, window_ms: 1000, key_field: ".code" }), {
      now: () => 0,
    });
    expect(throttle.decide(ev({ code: 7 }))).toBe("pass");
    expect(throttle.decide(ev({ code: "7" }))).toBe("throttled");
  });
});

describe("the bucket cap fails open", () => {
  it("a new key beyond the cap passes unthrottled and is counted; known keys are still throttled", () => {
    const clock = fakeClock();
    const throttle = new Throttle(configOf({ threshold: 1, window_ms: 1000, key_field: ".app" }), {
      now: clock.now,
      maxBuckets: 3,
    });
    const at = (ms: number, app: string) => {
      clock.set(ms);
      return throttle.decide(ev({ app }));
    };
    expect([at(0, "a"), at(0, "b"), at(0, "c")]).toEqual(["pass", "pass", "pass"]);
    expect(at(10, "d")).toBe("fail-open");
    expect(at(20, "d")).toBe("fail-open");
    expect(throttle.failOpen).toBe(2);
    expect(at(30, "a")).toBe("throttled");
    // The default bucket is not part of the cap.
    expect(at(30, "")).toBe("pass");
    expect(throttle.bucketCount).toBe(3);
    // Once a's, b's and c's logs have expired their buckets make room for new keys.
    expect(at(1000, "d")).toBe("pass");
    expect(at(1000, "e")).toBe("pass");
    expect(at(1000, "f")).toBe("pass");
    expect(at(1000, "g")).toBe("fail-open");
    expect(throttle.failOpen).toBe(3);
    expect(throttle.bucketCount).toBe(3);
  });

  it("only buckets with nothing left in the window are evicted", () => {
    const clock = fakeClock();
    const throttle = new Throttle(configOf({ threshold: 1, window_ms: 1000, key_field: ".app" }), {
      now: clock.now,
      maxBuckets: 2,
    });
    clock.set(0);
    throttle.decide(ev({ app: "old" }));
    clock.set(500);
    throttle.decide(ev({ app: "young" }));
    clock.set(1200);
    expect(throttle.decide(ev({ app: "new" }))).toBe("pass"); // evicts "old" only
    expect(throttle.decide(ev({ app: "young" }))).toBe("throttled");
    expect(throttle.decide(ev({ app: "other" }))).toBe("fail-open");
  });

  it("the real cap is 20,000 keyed buckets", () => {
    const throttle = new Throttle(configOf({ threshold: 1, window_ms: 60_000, key_field: ".k" }), {
      now: () => 0,
    });
    expect(throttle.maxBuckets).toBe(20_000);
    let passed = 0;
    for (let i = 0; i < 20_000; i++) if (throttle.decide(ev({ k: `key-${i}` })) === "pass") passed++;
    expect(passed).toBe(20_000);
    expect(throttle.decide(ev({ k: "key-20000" }))).toBe("fail-open");
    expect(throttle.decide(ev({ k: "key-7" }))).toBe("throttled");
    expect(throttle.failOpen).toBe(1);
    expect(throttle.bucketCount).toBe(20_000);
  });
});

describe("snapshot and restore", () => {
  const config = configOf({ threshold: 2, window_ms: 1000, key_field: ".app" });

  it("round-trips the live state and drops what has expired", () => {
    const clock = fakeClock();
    const throttle = new Throttle(config, { now: clock.now, maxBuckets: 2 });
    clock.set(0);
    throttle.decide(ev({ app: "a" }));
    throttle.decide(ev({ app: "b" }));
    throttle.decide(ev({ app: "zz" })); // fail-open
    clock.set(600);
    throttle.decide(ev({ app: "a" }));
    throttle.decide(ev({})); // default bucket
    const snapshot = throttle.snapshot();
    expect(snapshot).toEqual({
      version: 1,
      clock: clock.start + 600,
      failOpen: 1,
      buckets: [
        ["", [clock.start + 600, 1]],
        ["a", [clock.start, 1, clock.start + 600, 1]],
        ["b", [clock.start, 1]],
      ],
    });
    // Through JSON, as it would be stored.
    const restored = Throttle.restore(config, JSON.parse(JSON.stringify(snapshot)), clock.now);
    expect(restored.failOpen).toBe(1);
    expect(restored.decide(ev({ app: "a" }))).toBe("throttled");
    expect(restored.decide(ev({ app: "b" }))).toBe("pass");
    expect(restored.decide(ev({ app: "b" }))).toBe("throttled");
    expect(restored.decide(ev({}))).toBe("pass");
    expect(restored.decide(ev({}))).toBe("throttled");

    // Restored later, the entries at 0 have expired and are not carried.
    clock.set(1000);
    const later = Throttle.restore(config, snapshot, { now: clock.now });
    expect(later.snapshot().buckets).toEqual([
      ["", [clock.start + 600, 1]],
      ["a", [clock.start + 600, 1]],
    ]);
    expect(later.decide(ev({ app: "a" }))).toBe("pass");
    expect(later.decide(ev({ app: "a" }))).toBe("throttled");
  });

  it("ignores malformed snapshots and entries instead of failing", () => {
    const restoredFrom = (snapshot: unknown) =>
      Throttle.restore(config, snapshot as Parameters<typeof Throttle.restore>[1], () => 100);
    expect(restoredFrom(null).bucketCount).toBe(0);
    expect(restoredFrom({ version: 9, buckets: [] }).bucketCount).toBe(0);
    const odd = restoredFrom({
      version: 1,
      clock: 100,
      failOpen: 0,
      buckets: [
        ["a", [50, "x", 60, 5, 70, 1]],
        [7, [50, 1]],
        ["b", "nope"],
      ],
    });
    // "a": the bad pair is skipped and 5 is capped to the threshold of 2.
    expect(odd.snapshot().buckets).toEqual([["a", [60, 2]]]);
    expect(odd.decide(ev({ app: "a" }))).toBe("throttled");
  });

  it("drainChanges reports changed buckets and evicted keys once", () => {
    let t = 0;
    const throttle = new Throttle(configOf({ threshold: 1, window_ms: 10, key_field: ".app" }), {
      now: () => t,
      maxBuckets: 1,
      trackChanges: true,
    });
    throttle.decide(ev({ app: "a" }));
    throttle.decide(ev({ app: "a" }));
    expect(throttle.drainChanges()).toEqual({ upserts: [["a", [0, 1]]], deletes: [] });
    expect(throttle.drainChanges()).toEqual({ upserts: [], deletes: [] });
    t = 10;
    throttle.decide(ev({ app: "b" }));
    expect(throttle.drainChanges()).toEqual({ upserts: [["b", [10, 1]]], deletes: ["a"] });
  });
});

describe("processor factories", () => {
  const config = configOf({ threshold: 1, window_ms: 1000, key_field: ".app" });
  const stream = (): PipelineEvent[] => [
    ev({ app: "a", n: 1 }, 1_000),
    ev({ app: "a", n: 2 }, 1_500),
    ev({ app: "a", n: 3 }, 2_000),
    ev({ app: "a", n: 4 }, Number.NaN),
  ];
  const ns = (events: PipelineEvent[]) => events.map((e) => (e.message as { n: number }).n);

  it("the live processor uses the wall clock (ctx.now) and keeps its state across batches", async () => {
    const processor = await throttleProcessor(config);
    const first = await processor.process(stream(), { now: () => 50_000 });
    expect(ns(first.outputs.get("default")!)).toEqual([1]);
    expect(first.dropped).toHaveLength(3);
    const second = await processor.process(stream(), { now: () => 50_999 });
    expect(ns(second.outputs.get("default")!)).toEqual([]);
    const third = await processor.process(stream(), { now: () => 51_000 });
    expect(ns(third.outputs.get("default")!)).toEqual([1]);
  });

  it("the simulation processor uses each event's own timestamp (ctx.now when it has none)", async () => {
    const processor = await throttleSimulationProcessor(config);
    const result = await processor.process(stream(), { now: () => 3_500 });
    // 1 at 1000 passes, 2 at 1500 drops, 3 at 2000 passes, 4 (no timestamp) at 3000+ passes.
    expect(ns(result.outputs.get("default")!)).toEqual([1, 3, 4]);
    expect(result.dropped.map((d) => [(d.event.message as { n: number }).n, d.reason])).toEqual([
      [2, 'throttled: bucket "a" already passed 1 event(s) in the last 1000 ms'],
    ]);
  });

  it("an empty batch answers an empty default output", async () => {
    const processor = await throttleProcessor(config);
    const result = await processor.process([], { now: () => 0 });
    expect(result.outputs.get("default")).toEqual([]);
    expect(result.dropped).toEqual([]);
  });

  it("process() returns passed and dropped", () => {
    const throttle = new Throttle(WORKED, { now: () => 0 });
    const { passed, dropped } = throttle.process(WORKED_EVENTS.map(([m]) => ev(m)));
    expect(passed.map((e) => (e.message as { line: string }).line)).toEqual(["1", "3", "4", "5"]);
    expect(dropped.map((d) => (d.event.message as { line: string }).line)).toEqual(["2", "6"]);
  });
});
