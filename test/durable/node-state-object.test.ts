// The live state of sample and dedupe nodes: one Durable Object per (pipeline, node), shared by every
// request, restored after a restart, reset by a change of the node's configuration.
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type NodeStateEnv, nodeStateStub } from "../../src/durable/node-state";

const nodeEnv = env as unknown as NodeStateEnv;
const PIPELINE = "5a11e000-0000-4000-8000-000000000001";
let seq = 0;
const nodeIds = new WeakMap<object, string>();
const freshStub = () => {
  const nodeId = `5a11e000-0000-4000-8000-${String(++seq).padStart(12, "0")}`;
  const stub = nodeStateStub(nodeEnv, PIPELINE, nodeId);
  nodeIds.set(stub, nodeId);
  return stub;
};
/** Aborts the object (a restart) and answers a new stub to it: the old one is broken. */
const restart = async (stub: ReturnType<typeof freshStub>) => {
  await runInDurableObject(stub, (_instance, state) => state.abort("restart")).catch(() => undefined);
  return nodeStateStub(nodeEnv, PIPELINE, nodeIds.get(stub) as string);
};

describe("NodeStateObject: sample counter", () => {
  it("continues the 1-in-N count across calls and after a restart", async () => {
    const stub = freshStub();
    expect(await stub.advanceSample(3, 1)).toBe(0);
    expect(await stub.advanceSample(3, 1)).toBe(1);
    expect(await stub.advanceSample(3, 5)).toBe(2);
    const after = await restart(stub);
    expect(await after.advanceSample(3, 1)).toBe(1);
  });

  it("a new rate restarts the count", async () => {
    const stub = freshStub();
    await stub.advanceSample(10, 4);
    expect(await stub.advanceSample(5, 1)).toBe(0);
  });
});

describe("NodeStateObject: dedupe cache", () => {
  it("answers duplicates across calls, least recently seen key evicted first", async () => {
    const stub = freshStub();
    expect(await stub.checkDedupe("cfg", 2, ["a", "b", "a"])).toEqual([false, false, true]);
    // a was refreshed, so c evicts b.
    expect(await stub.checkDedupe("cfg", 2, ["c", "a", "b"])).toEqual([false, true, false]);
  });

  it("with a window, a key is a duplicate only within the window of when it was kept, also after a restart", async () => {
    const stub = freshStub();
    const within = (times: number[]) => ({ ms: 60_000, times });
    expect(await stub.checkDedupe("cfg", 10, ["a", "a", "a"], within([0, 59_999, 60_000]))).toEqual([
      false,
      true,
      false,
    ]);
    await runDurableObjectAlarm(stub);
    const after = await restart(stub);
    // Kept last at 60 s: 100 s is within its window, 120 s is not.
    expect(await after.checkDedupe("cfg", 10, ["a", "a"], within([100_000, 120_000]))).toEqual([true, false]);
  });

  it("writes the cache behind and restores it after a restart", async () => {
    const stub = freshStub();
    await stub.checkDedupe("cfg", 10, ["a", "b"]);
    await stub.checkDedupe("cfg", 10, ["c"]);
    const stored = () =>
      runInDurableObject(stub, (_instance, state) =>
        state.storage.sql
          .exec<{ key: string }>("SELECT key FROM dedupe_keys ORDER BY seq")
          .toArray()
          .map((r) => r.key),
      );
    // The first call was written at once, the second waits for the alarm.
    expect(await stored()).toEqual(["a", "b"]);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stored()).toEqual(["a", "b", "c"]);
    const after = await restart(stub);
    expect(await after.checkDedupe("cfg", 10, ["c", "d", "a"])).toEqual([true, false, true]);
  });

  it("a restored cache keeps its recency order", async () => {
    const stub = freshStub();
    await stub.checkDedupe("cfg", 2, ["a", "b"]);
    await stub.checkDedupe("cfg", 2, ["a"]);
    await runDurableObjectAlarm(stub);
    const after = await restart(stub);
    // b is now the oldest: c evicts it, a stays.
    expect(await after.checkDedupe("cfg", 2, ["c", "a", "b"])).toEqual([false, true, false]);
  });

  it("a new configuration starts from an empty cache, also after a restart", async () => {
    const stub = freshStub();
    await stub.checkDedupe("cfg-1", 10, ["a"]);
    expect(await stub.checkDedupe("cfg-2", 10, ["a"])).toEqual([false]);
    await runDurableObjectAlarm(stub);
    const after = await restart(stub);
    expect(await after.checkDedupe("cfg-1", 10, ["a"])).toEqual([false]);
  });
});
