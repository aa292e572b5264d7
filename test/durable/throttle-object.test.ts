// The live throttle state in Durable Objects: one object per (pipeline, throttle node), one call per batch,
// state written behind to the object's SQLite storage (at once, or by an alarm within a second) and restored
// after a restart. Times are
// passed explicitly (decideBatch's test-only `now`), so nothing sleeps.
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type ThrottleEnv, throttleStub } from "../../src/durable/throttle";
import { newEvent, type PipelineEvent } from "../../src/engine/events";
import { findNodeKind } from "../../src/engine/kinds";
import type { ThrottleConfig } from "../../src/engine/throttle";

const throttleEnv = env as unknown as ThrottleEnv;
const configOf = (raw: Record<string, unknown>) =>
  findNodeKind("transform", "throttle")!.config.parse(raw) as ThrottleConfig;

const T = 1_700_000_000_000;
const PIPELINE = "0b6f2a4e-0000-4000-8000-000000000001";
let nodeSeq = 0;
/** A fresh node id per test, so tests never share an object. */
const freshNode = () => `0b6f2a4e-0000-4000-8000-${String(++nodeSeq).padStart(12, "0")}`;

const WORKED = configOf({
  threshold: 1,
  window_ms: 1000,
  key_field: ".app",
  exclude: {
    logical_operation: "AND",
    expressions: [{ field: ".host", str_operator: "equal", value: "host-b" }],
  },
});
const apps = (...list: string[]): PipelineEvent[] => list.map((app) => newEvent({ app, host: "host-a" }, T));

describe("ThrottleObject", () => {
  it("decides a whole batch in one call: SPEC's worked case", async () => {
    const stub = throttleStub(throttleEnv, PIPELINE, freshNode());
    const events = [
      { app: "a", host: "host-a" },
      { app: "a", host: "host-a" },
      { app: "b", host: "host-a" },
      { app: "a", host: "host-b" },
      { app: "b", host: "host-b" },
      { app: "b", host: "host-c" },
    ].map((m) => newEvent(m, T));
    const { decisions } = await stub.decideBatch(WORKED, events, T);
    expect(decisions).toEqual(["pass", "throttled", "pass", "excluded", "excluded", "throttled"]);
  });

  it("keeps the buckets across batches and lets them age out", async () => {
    const stub = throttleStub(throttleEnv, PIPELINE, freshNode());
    const config = configOf({ threshold: 2, window_ms: 5000 });
    const one = [newEvent({ line: "x" }, T)];
    const at = async (ms: number) => (await stub.decideBatch(config, one, T + ms)).decisions[0];
    expect([await at(0), await at(0), await at(2000), await at(2500), await at(5000)]).toEqual([
      "pass",
      "pass",
      "throttled",
      "throttled",
      "pass",
    ]);
  });

  it("uses the wall clock when the caller gives no time", async () => {
    const stub = throttleStub(throttleEnv, PIPELINE, freshNode());
    const config = configOf({ threshold: 1, window_ms: 60_000, key_field: ".app" });
    expect((await stub.decideBatch(config, apps("a", "a", "b"))).decisions).toEqual([
      "pass",
      "throttled",
      "pass",
    ]);
    expect((await stub.decideBatch(config, apps("a", "b"))).decisions).toEqual(["throttled", "throttled"]);
  });

  it("writes one row per changed bucket to its storage after each batch", async () => {
    const stub = throttleStub(throttleEnv, PIPELINE, freshNode());
    const config = configOf({ threshold: 5, window_ms: 1000, key_field: ".app" });
    await stub.decideBatch(config, [...apps("a", "a", "b"), newEvent({}, T)], T);
    const rows = await runInDurableObject(stub, (_instance, state) =>
      state.storage.sql.exec("SELECT key, entries FROM throttle_buckets ORDER BY key").toArray(),
    );
    expect(rows).toEqual([
      { key: "", entries: JSON.stringify([T, 1]) },
      { key: "a", entries: JSON.stringify([T, 2]) },
      { key: "b", entries: JSON.stringify([T, 1]) },
    ]);
  });

  it("writes batches that follow within a second by an alarm, not one write per batch", async () => {
    const stub = throttleStub(throttleEnv, PIPELINE, freshNode());
    const config = configOf({ threshold: 5, window_ms: 10_000, key_field: ".app" });
    const stored = () =>
      runInDurableObject(stub, (_instance, state) =>
        state.storage.sql.exec("SELECT key, entries FROM throttle_buckets ORDER BY key").toArray(),
      );
    // The write interval (a second) made a minute, so that a loaded machine taking over a second between two
    // calls does not write the second batch at once: the order of writes is what is tested, not the clock.
    await runInDurableObject(stub, (instance) => {
      (instance as any).writer.intervalMs = 60_000;
    });
    await stub.decideBatch(config, apps("a"), T);
    await stub.decideBatch(config, apps("a", "b"), T + 10);
    await stub.decideBatch(config, apps("b"), T + 20);
    // The first batch was written at once; the next two wait for the alarm.
    expect(await stored()).toEqual([{ key: "a", entries: JSON.stringify([T, 1]) }]);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stored()).toEqual([
      { key: "a", entries: JSON.stringify([T, 1, T + 10, 1]) },
      { key: "b", entries: JSON.stringify([T + 10, 1, T + 20, 1]) },
    ]);
    // Nothing pending, no alarm left.
    expect(await runDurableObjectAlarm(stub)).toBe(false);
  });

  it("the state survives the object being aborted (restarted)", async () => {
    const node = freshNode();
    const stub = throttleStub(throttleEnv, PIPELINE, node);
    const config = configOf({ threshold: 2, window_ms: 10_000, key_field: ".app" });
    expect((await stub.decideBatch(config, apps("a", "b", "b"), T)).decisions).toEqual([
      "pass",
      "pass",
      "pass",
    ]);
    // A mark on the running instance: a restarted object is a new instance without it.
    await runInDurableObject(stub, (instance) => {
      (instance as any).restartMark = true;
    });
    const aborted = await runInDurableObject(stub, (_instance, state) => {
      state.abort("test restart");
      return "returned";
    }).catch((err) => `rejected: ${String(err)}`);
    expect(aborted).toMatch(/test restart/);

    const after = throttleStub(throttleEnv, PIPELINE, node);
    expect(await runInDurableObject(after, (instance) => (instance as any).restartMark)).toBeUndefined();
    // a has one entry left, b is full: exactly as before the restart.
    expect((await after.decideBatch(config, apps("a", "a", "b"), T + 1000)).decisions).toEqual([
      "pass",
      "throttled",
      "throttled",
    ]);
    // And the window still ends 10 s after the first events.
    expect((await after.decideBatch(config, apps("b", "b", "b"), T + 10_000)).decisions).toEqual([
      "pass",
      "pass",
      "throttled",
    ]);
  });

  it("after a restart, rows that expired meanwhile are not restored and are deleted", async () => {
    const node = freshNode();
    const stub = throttleStub(throttleEnv, PIPELINE, node);
    const config = configOf({ threshold: 1, window_ms: 1000, key_field: ".app" });
    await stub.decideBatch(config, apps("old"), T);
    await stub.decideBatch(config, apps("young"), T + 900);
    // The second batch came within a second of the first write: its alarm writes it.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    await runInDurableObject(stub, (_instance, state) => state.abort("restart")).catch(() => undefined);
    const after = throttleStub(throttleEnv, PIPELINE, node);
    expect((await after.decideBatch(config, apps("young", "old"), T + 1500)).decisions).toEqual([
      "throttled",
      "pass",
    ]);
    const keys = await runInDurableObject(after, (_instance, state) =>
      state.storage.sql
        .exec<{ key: string }>("SELECT key FROM throttle_buckets ORDER BY key")
        .toArray()
        .map((r) => r.key),
    );
    expect(keys).toEqual(["old", "young"]);
    await after.decideBatch(config, [], T + 5000);
    await runInDurableObject(after, (_instance, state) => state.abort("restart")).catch(() => undefined);
    const again = throttleStub(throttleEnv, PIPELINE, node);
    await again.decideBatch(config, [], T + 5000);
    const left = await runInDurableObject(again, (_instance, state) =>
      state.storage.sql.exec("SELECT key FROM throttle_buckets").toArray(),
    );
    expect(left).toEqual([]);
  });

  it("two throttle nodes, and the same node id in two pipelines, never share buckets", async () => {
    const config = configOf({ threshold: 1, window_ms: 60_000, key_field: ".app" });
    const nodeA = freshNode();
    const nodeB = freshNode();
    const otherPipeline = "0b6f2a4e-0000-4000-8000-0000000000ff";
    const stubs = [
      throttleStub(throttleEnv, PIPELINE, nodeA),
      throttleStub(throttleEnv, PIPELINE, nodeB),
      throttleStub(throttleEnv, otherPipeline, nodeA),
    ];
    for (const stub of stubs)
      expect((await stub.decideBatch(config, apps("a", "a"), T)).decisions).toEqual(["pass", "throttled"]);
    // The same name reaches the same object (and its buckets).
    expect(
      (await throttleStub(throttleEnv, PIPELINE, nodeA).decideBatch(config, apps("a"), T)).decisions,
    ).toEqual(["throttled"]);
  });

  it("a new threshold, window or key field resets the state; a new exclude keeps it", async () => {
    const stub = throttleStub(throttleEnv, PIPELINE, freshNode());
    const base = { threshold: 1, window_ms: 60_000, key_field: ".app" };
    const decide = async (raw: Record<string, unknown>, ...list: string[]) =>
      (await stub.decideBatch(configOf(raw), apps(...list), T)).decisions;
    expect(await decide(base, "a", "a")).toEqual(["pass", "throttled"]);
    const withExclude = {
      ...base,
      exclude: {
        logical_operation: "AND",
        expressions: [{ field: ".app", str_operator: "equal", value: "z" }],
      },
    };
    expect(await decide(withExclude, "a", "z")).toEqual(["throttled", "excluded"]);
    expect(await decide({ ...base, threshold: 2 }, "a", "a", "a")).toEqual(["pass", "pass", "throttled"]);
    expect(await decide({ ...base, threshold: 2, window_ms: 30_000 }, "a")).toEqual(["pass"]);
    expect(await decide({ threshold: 2, window_ms: 30_000 }, "a", "b", "c")).toEqual([
      "pass",
      "pass",
      "throttled",
    ]);
    // The reset is persisted too (once the write-behind alarm ran): a restart does not bring the old buckets back.
    await runDurableObjectAlarm(stub);
    const rows = await runInDurableObject(stub, (_instance, state) =>
      state.storage.sql.exec("SELECT key FROM throttle_buckets").toArray(),
    );
    expect(rows).toEqual([{ key: "" }]);
  });

  it("reports fail-open past the bucket cap and counts it in storage", async () => {
    const stub = throttleStub(throttleEnv, PIPELINE, freshNode());
    const config = configOf({ threshold: 1, window_ms: 60_000, key_field: ".k" });
    const events = Array.from({ length: 20_001 }, (_, i) => newEvent({ k: `key-${i}` }, T));
    const { decisions } = await stub.decideBatch(config, events, T);
    expect(decisions.filter((d) => d === "pass")).toHaveLength(20_000);
    expect(decisions[20_000]).toBe("fail-open");
    const meta = await runInDurableObject(stub, (_instance, state) =>
      state.storage.sql.exec("SELECT fail_open FROM throttle_meta").one(),
    );
    expect(meta).toEqual({ fail_open: 1 });
  });
});
