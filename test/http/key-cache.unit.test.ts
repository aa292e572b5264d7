// The per-isolate read-through cache (src/http/key-cache.ts) alone: bounded in size and age, dropped per
// account, and stale if error: an entry past its TTL is answered when the read that would renew it throws,
// up to its stale bound.
import { describe, expect, it, vi } from "vitest";
import { KeyCache } from "../../src/http/key-cache";

const TTL = 1_000;
const STALE = 60_000;
const failing = () => Promise.reject(new Error("D1_ERROR: Network connection lost."));
const quietly = <T>(run: () => Promise<T>) => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  return run().finally(() => logged.mockRestore());
};

describe("KeyCache", () => {
  it("forgets entries older than its TTL", () => {
    const cache = new KeyCache<string>(1000, 10);
    cache.set("h", "acct", "row", 0);
    expect(cache.get("h", 999)).toBe("row");
    expect(cache.get("h", 1000)).toBeUndefined();
  });

  it("keeps at most its size, dropping the oldest, stale entries included", () => {
    const cache = new KeyCache<number>(TTL, 3, STALE);
    for (let i = 0; i < 5; i++) cache.set(`h${i}`, "acct", i, 0);
    expect([0, 1, 2, 3, 4].map((i) => cache.get(`h${i}`, 1))).toEqual([undefined, undefined, 2, 3, 4]);
  });

  it("drops one account's entries", () => {
    const cache = new KeyCache<number>();
    cache.set("a1", "a", 1);
    cache.set("b1", "b", 2);
    cache.dropAccount("a");
    expect(cache.get("a1")).toBeUndefined();
    expect(cache.get("b1")).toBe(2);
  });
});

describe("KeyCache.readThrough", () => {
  const read = (
    cache: KeyCache<string>,
    load: () => Promise<string | null>,
    now: number,
    staleIfError = true,
  ) => cache.readThrough("k", load, () => "acct", { what: "test row", staleIfError, now });

  it("reads once per TTL, then again", async () => {
    const cache = new KeyCache<string>(TTL, 10, STALE);
    const load = vi.fn(async () => "v1");
    expect(await read(cache, load, 0)).toBe("v1");
    expect(await read(cache, load, TTL - 1)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
    load.mockResolvedValue("v2");
    expect(await read(cache, load, TTL)).toBe("v2");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reads again after the account's entries were dropped", async () => {
    const cache = new KeyCache<string>(TTL, 10, STALE);
    const load = vi.fn(async () => "v1");
    await read(cache, load, 0);
    cache.dropAccount("acct");
    load.mockResolvedValue("v2");
    expect(await read(cache, load, 1)).toBe("v2");
  });

  it("answers an expired entry while the read fails, up to the stale bound, then the error", async () => {
    const cache = new KeyCache<string>(TTL, 10, STALE);
    await read(cache, async () => "known", 0);
    expect(await quietly(() => read(cache, failing, TTL + 1))).toBe("known");
    expect(await quietly(() => read(cache, failing, STALE - 1))).toBe("known");
    await expect(read(cache, failing, STALE)).rejects.toThrow("Network connection lost");
    // Past the bound the entry is gone, even once D1 answers no more.
    expect(cache.get("k", STALE)).toBeUndefined();
  });

  it("a failed read does not make the stale entry fresh: the next request reads again", async () => {
    const cache = new KeyCache<string>(TTL, 10, STALE);
    await read(cache, async () => "old", 0);
    await quietly(() => read(cache, failing, TTL + 1));
    expect(await read(cache, async () => "new", TTL + 2)).toBe("new");
  });

  it("throws with no entry to fall back on, and when the caller wants no stale answer", async () => {
    const cache = new KeyCache<string>(TTL, 10, STALE);
    await expect(read(cache, failing, 0)).rejects.toThrow();
    await read(cache, async () => "known", 0);
    await expect(read(cache, failing, TTL + 1, false)).rejects.toThrow();
  });

  it("keeps no stale entry without a stale bound", async () => {
    const cache = new KeyCache<string>(TTL, 10);
    await read(cache, async () => "known", 0);
    await expect(read(cache, failing, TTL + 1)).rejects.toThrow();
  });

  it("a row that no longer exists (null) is forgotten, not answered stale", async () => {
    const cache = new KeyCache<string>(TTL, 10, STALE);
    await read(cache, async () => "known", 0);
    expect(await read(cache, async () => null, TTL + 1)).toBeNull();
    await expect(read(cache, failing, TTL + 2)).rejects.toThrow();
  });

  it("no request waits for another's read: with no entry each reads, with an expired one the first renews it and the rest answer it meanwhile", async () => {
    // workerd cancels a request that awaits I/O begun by another request as hung (a 500): a read is never shared.
    const cache = new KeyCache<string>(TTL, 10, STALE);
    const releases: ((v: string) => void)[] = [];
    const load = vi.fn(() => new Promise<string>((resolve) => releases.push(resolve)));
    const cold = Promise.all([read(cache, load, 0), read(cache, load, 0)]);
    expect(load).toHaveBeenCalledTimes(2);
    releases.forEach((release, i) => {
      release(`v${i}`);
    });
    expect(await cold).toEqual(["v0", "v1"]);

    releases.length = 0;
    const renewing = read(cache, load, TTL + 1);
    expect(load).toHaveBeenCalledTimes(3);
    // Arriving while it reads: the expired entry, at once, and no read of their own.
    expect(await read(cache, load, TTL + 2)).toBe("v1");
    expect(await read(cache, load, TTL + 3)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(3);
    releases[0]("v2");
    expect(await renewing).toBe("v2");
    expect(await read(cache, load, TTL + 4)).toBe("v2");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("a renewal that takes too long lets the next request read, and an entry far past its TTL is never answered so", async () => {
    const cache = new KeyCache<string>(TTL, 10, STALE);
    await read(cache, async () => "old", 0);
    const stuck = vi.fn(() => new Promise<string>(() => {}));
    void read(cache, stuck, TTL + 1);
    const load = vi.fn(async () => "new");
    expect(await read(cache, load, TTL + 2)).toBe("old");
    expect(load).not.toHaveBeenCalled();
    expect(await read(cache, load, TTL + 1 + 5_000)).toBe("new");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a read that started before a drop is answered but not kept (it may predate the write)", async () => {
    const cache = new KeyCache<string>(TTL, 10, STALE);
    let release = (_v: string) => {};
    const answer = read(cache, () => new Promise<string>((resolve) => (release = resolve)), 0);
    cache.dropAccount("acct");
    release("before the write");
    expect(await answer).toBe("before the write");
    expect(cache.get("k", 1)).toBeUndefined();
  });
});
