// Generations: a slice above LOG_SLICE_MAX_BYTES takes no new batch ("full") and the writer moves to the
// bucket's next generation. With a small maximum (storeBatch called with an env whose LOG_SLICE_MAX_BYTES is
// 200 kB; a slice's empty database is ~100 kB) a few batches of incompressible lines fill each generation.
// Every line must still be read once, in order, and a retry of a batch a full generation holds must still be
// recognised there.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { LogRecord } from "../../src/logstore/lines";
import { storeBatch } from "../../src/logstore/store";
import { createAccount, type Json } from "../helpers";
import { diffOnce, expectReadOrder, exportAll, record, slicesOf, usageTotal, walkV2 } from "./util";

const small = { ...env, LOG_SLICE_MAX_BYTES: "200000" };
const layout = { bucketHours: 24, shards: 1 };

const hex = (n: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => b.toString(16).padStart(2, "0")).join("");

function records(b: number, count: number, t: number): LogRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const line = `gen b${b} l${i} ${hex(400)}`;
    // Interleaved times: every generation holds lines of the whole range, and ties across generations.
    const ts = t + ((i * 7 + b) % 50) * 1000;
    return record(ts, line, { app: "g", meta: { uid: `b${b}-${i}` } });
  });
}

/** Stores batch `b` with key `k<b>` (as a sender's retry would, the same key again), small slices. */
const store = (accountId: string, b: number, recs: LogRecord[]) =>
  storeBatch(small, accountId, layout, recs, () => null, { key: `k${b}` });

describe("generations of a full slice", () => {
  it("rolls batches into generations 1, 2, ... and reads every line once, in order", async () => {
    const account = await createAccount("logstore-generations");
    const t = Date.now() - 3_600_000;
    const sent: string[] = [];
    for (let b = 0; b < 10; b++) {
      const recs = records(b, 40, t);
      sent.push(...recs.map((r) => String((r.meta as Json).uid)));
      const outcome = await store(account.account_id, b, recs);
      expect(outcome).toEqual({ stored: 40, excluded: [], duplicate: false });
    }
    const slices = await slicesOf(account.account_id);
    expect(slices.map((s) => s.gen)).toEqual([...Array(slices.length).keys()]);
    expect(slices.length).toBeGreaterThanOrEqual(3);
    expect(slices.reduce((n, s) => n + s.lines, 0)).toBe(400);
    expect(await usageTotal(account.account_id)).toMatchObject({ lines: 400, stored: 400 });

    const head = await exportAll(account);
    expect(
      diffOnce(
        head.map((l) => String(l.uid)),
        sent,
      ),
    ).toEqual({ missing: [], missingCount: 0, extra: [] });
    expectReadOrder(head, "asc");
    const tail = await exportAll(account, "prefer=tail");
    expect(tail.map((l) => l._id)).toEqual(head.map((l) => l._id).reverse());
    const walk = await walkV2(account, "size=33");
    expect(walk.lines.map((l) => l._id)).toEqual(head.map((l) => l._id));
  });

  it("recognises a retry of a batch stored in generation 0 after generation 0 filled", async () => {
    const account = await createAccount("logstore-generations-retry");
    const t = Date.now() - 3_600_000;
    const batches: LogRecord[][] = [];
    let b = 0;
    // Until a batch goes to generation 1.
    for (; (await slicesOf(account.account_id)).length < 2; b++) {
      batches.push(records(b, 40, t));
      await store(account.account_id, b, batches[b]);
      expect(b).toBeLessThan(10);
    }
    const inGen0 = b - 2;
    for (const retry of [0, inGen0]) {
      const outcome = await store(account.account_id, retry, batches[retry]);
      expect(outcome).toEqual({ stored: 40, excluded: [], duplicate: true });
    }
    expect((await exportAll(account)).length).toBe(40 * b);
    expect(await usageTotal(account.account_id)).toMatchObject({ lines: 40 * b });
  });

  // Found by this file. src/logstore/store.ts firstGeneration starts a bucket's writes at the generation before
  // the newest full one it knows of (for BATCH_KEY_MS after it filled), so that a retry reaches the slice that
  // stored it. When two generations fill within the 10 minutes a key lives, a retry of a batch of generation
  // 0 starts at generation 1, which has not seen the key and is full, and goes on to generation 2 (or the
  // first one not full), which stores it a second time: observed 40 more lines and usage counted twice. The
  // walk must start at the oldest generation whose fill is younger than BATCH_KEY_MS (or at 0), i.e. remember
  // when each generation filled, not only the newest. With the default 8 GB slices this takes 16 GB of a
  // bucket and shard within 10 minutes; with smaller slices (or a lower LOG_SLICE_MAX_BYTES) it is ordinary.
  it("recognises a retry of a batch of generation 0 after generations 0 and 1 filled", async () => {
    const account = await createAccount("logstore-generations-retry-2");
    const t = Date.now() - 3_600_000;
    const batches: LogRecord[][] = [];
    let b = 0;
    for (; (await slicesOf(account.account_id)).length < 3; b++) {
      batches.push(records(b, 40, t));
      await store(account.account_id, b, batches[b]);
      expect(b).toBeLessThan(12);
    }
    const outcome = await store(account.account_id, 0, batches[0]);
    expect({
      outcome,
      lines: (await exportAll(account)).length,
      usage: (await usageTotal(account.account_id)).lines,
    }).toEqual({
      outcome: { stored: 40, excluded: [], duplicate: true },
      lines: 40 * b,
      usage: 40 * b,
    });
  });
});
