// Usage counters and catalog rows exactly once: a slice stores a batch and its counters in one transaction of
// its own and acknowledges it, then applies the counters and its catalog row to D1 in one D1 transaction
// guarded by the row's applied_seq, off the acknowledgement's path. Here D1 refuses those writes (a trigger on
// log_slices for the test account only: the whole transaction fails), the slice's object restarts between and
// during writes, and the counters must end up applied once per acknowledged batch: usage_daily and
// log_slices.lines equal to the lines stored.
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { LogRecord } from "../../src/logstore/lines";
import { forgetWrites } from "../../src/logstore/plan";
import { logSliceStub, storeBatch } from "../../src/logstore/store";
import { createAccount, ingest, type Json, settleLogStore } from "../helpers";
import {
  abortObject,
  exportAll,
  failCatalogWrites,
  HOUR_MS,
  record,
  runSliceAlarms,
  setLayout,
  sliceStub,
  slicesOf,
  usageTotal,
  walkV2,
} from "./util";

const layout = { bucketHours: 24, shards: 1 };

/** What a call failed with (null: it did not). */
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (err: unknown) => err,
  );

const rec = (ts: number, line: string) => record(ts, line, { app: "c" });

const storeOne = (accountId: string, key: string, lines: LogRecord[]) =>
  storeBatch(env, accountId, layout, lines, () => null, { key });

describe("counters when D1 refuses the slice's write", () => {
  it("a batch is acknowledged while D1 refuses, and counted once, by the flush after a restart", async () => {
    const account = await createAccount("logstore-d1-down-restart");
    const id = account.account_id;
    const now = Date.now();
    await storeOne(id, "k1", [rec(now - 5000, "one")]);
    expect(await usageTotal(id)).toMatchObject({ lines: 1 });
    const [slice] = await slicesOf(id);

    const undo = await failCatalogWrites(id);
    try {
      // Stored and acknowledged: D1 is not on the way; its row and counters wait in the slice.
      expect(await storeOne(id, "k2", [rec(now - 4000, "two"), rec(now - 3500, "two b")])).toMatchObject({
        stored: 2,
        duplicate: false,
      });
      expect(String(await failureOf(logSliceStub(env, id, slice.slice).flushNow()))).toMatch(/injected D1/);
      expect(await usageTotal(id, false)).toMatchObject({ lines: 1 });
      expect((await slicesOf(id, false))[0]).toMatchObject({ lines: 1 });
      // A retry while D1 still refuses: a duplicate, stored nothing more.
      expect((await storeOne(id, "k2", [rec(now - 4000, "two"), rec(now - 3500, "two b")])).duplicate).toBe(
        true,
      );
      // Read back at once (this isolate wrote it; the row is open), though D1 has not taken the row.
      expect((await exportAll(account)).map((l) => l._line)).toEqual(["one", "two", "two b"]);
    } finally {
      await undo();
    }
    // The object restarts (what it knew of D1 is gone); its alarm, set to retry, is still there; it flushes
    // within a minute of the last flush D1 took (now, for the test).
    expect(await abortObject(sliceStub(id, slice.slice), "counters test restart")).toBe(true);
    expect(await runDurableObjectAlarm(sliceStub(id, slice.slice))).toBe(true);
    await logSliceStub(env, id, slice.slice).flushNow();
    expect(await usageTotal(id, false)).toMatchObject({ lines: 3, stored: 3 });
    expect((await slicesOf(id, false))[0]).toMatchObject({ lines: 3 });
    // The alarm again, a retry and a new batch: exactly once each.
    await runDurableObjectAlarm(sliceStub(id, slice.slice));
    expect((await storeOne(id, "k2", [rec(now - 4000, "two"), rec(now - 3500, "two b")])).duplicate).toBe(
      true,
    );
    await storeOne(id, "k3", [rec(now - 3000, "three")]);
    expect(await usageTotal(id)).toMatchObject({ lines: 4, stored: 4 });
    expect((await slicesOf(id))[0]).toMatchObject({ lines: 4 });
    expect((await exportAll(account)).map((l) => l._line)).toEqual(["one", "two", "two b", "three"]);
  });

  it("batches acknowledged while D1 refuses are counted once, with the next flush, without a restart", async () => {
    const account = await createAccount("logstore-d1-down-next");
    const id = account.account_id;
    const now = Date.now();
    await storeOne(id, "k1", [rec(now - 5000, "one")]);
    await settleLogStore(id);
    const undo = await failCatalogWrites(id);
    try {
      for (const k of ["k2", "k3", "k4"])
        expect((await storeOne(id, k, [rec(now - 4000, k), rec(now - 3900, k)])).stored).toBe(2);
      const [slice] = await slicesOf(id, false);
      expect(String(await failureOf(logSliceStub(env, id, slice.slice).flushNow()))).toMatch(/injected D1/);
      expect(await usageTotal(id, false)).toMatchObject({ lines: 1 });
    } finally {
      await undo();
    }
    await storeOne(id, "k5", [rec(now - 3000, "five")]);
    expect(await usageTotal(id)).toMatchObject({ lines: 8, stored: 8 });
    expect((await slicesOf(id))[0]).toMatchObject({ lines: 8 });
    // A restart and the alarm change nothing.
    const [slice] = await slicesOf(id);
    await abortObject(sliceStub(id, slice.slice), "counters test restart 2");
    await runDurableObjectAlarm(sliceStub(id, slice.slice));
    expect(await usageTotal(id)).toMatchObject({ lines: 8, stored: 8 });
  });
});

describe("counters when the slice's object restarts between and during writes", () => {
  it("counts every acknowledged batch once, through the ingestion API, with a restart at each batch", async () => {
    const account = await createAccount("logstore-abort-counters");
    const id = account.account_id;
    await setLayout(id, 1, 2);
    const t = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - 2 * HOUR_MS;
    const acknowledged = new Set<string>();
    let failed = 0;
    let aborts = 0;
    for (let b = 0; b < 24; b++) {
      const body = {
        lines: Array.from({ length: 5 }, (_, i) => ({
          line: `abort b${b} l${i}`,
          meta: { uid: `${b}-${i}` },
          timestamp: t + b * 1000 + i,
        })),
      };
      // The request and an abort of one of the account's slices race: at the start, in the middle or at the end.
      const sending = ingest(account.ingestion_key, body);
      const slices = await slicesOf(id);
      if (slices.length > 0) {
        for (let k = 0; k < b % 5; k++) await Promise.resolve();
        const s = slices[b % slices.length];
        if (await abortObject(sliceStub(id, s.slice), `counters abort ${b}`)) aborts++;
      }
      let res = await sending;
      // A sender sends the same body again until it is acknowledged.
      while (res.status !== 200) {
        expect([0, 500, 503]).toContain(res.status);
        failed++;
        res = await ingest(account.ingestion_key, body);
      }
      for (let i = 0; i < 5; i++) acknowledged.add(`${b}-${i}`);
    }
    expect(aborts).toBeGreaterThan(10);
    await runSliceAlarms(id);
    const stored = (await exportAll(account)).map((l) => String(l.uid));
    expect(stored.length, `failed attempts: ${failed}`).toBe(acknowledged.size);
    expect(new Set(stored)).toEqual(acknowledged);
    expect(await usageTotal(id)).toMatchObject({ lines: acknowledged.size, stored: acknowledged.size });
    const slices = await slicesOf(id);
    expect(slices.reduce((n, s) => n + s.lines, 0)).toBe(acknowledged.size);
  });
});

describe("what the store does while its catalog lags", () => {
  // A batch is acknowledged once its slice committed it, whatever D1 does. Readers find it: this isolate reads
  // back the slices it wrote to; another reads a slice whose row was written within OPEN_MS whatever the row
  // says (its flush after the batch is at most a minute away); a slice whose row D1 refused for longer is read
  // once D1 takes it (the slice retries every 30 s at most).
  it("acknowledges a batch while D1 refuses its slice's row, and every reader reads it, in order, once D1 takes it", async () => {
    const account = await createAccount("logstore-catalog-lag");
    const id = account.account_id;
    await setLayout(id, 1, 1);
    const h = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - 4 * HOUR_MS;
    const m = 60_000;
    // Slice A (hour h): one line at h+50m. Slice B (hour h+1): lines h+10m..h+40m and h+1h+5m.
    expect(
      (await ingest(account.ingestion_key, { lines: [{ line: "A 50", timestamp: h + 50 * m }] })).status,
    ).toBe(200);
    const bLines = [10, 20, 30, 40, 65].map((k) => ({ line: `B ${k}`, timestamp: h + k * m }));
    expect((await ingest(account.ingestion_key, { lines: bLines })).status).toBe(200);
    await settleLogStore(id);
    // Into slice A (its newest line is in hour h): a line older than every other.
    const late = {
      lines: [
        { line: "older", timestamp: h + 5 * m },
        { line: "A 55", timestamp: h + 55 * m },
      ],
    };
    const want = ["older", "B 10", "B 20", "B 30", "B 40", "A 50", "A 55", "B 65"];
    const read = async () => ({
      v1: (await exportAll(account)).map((l) => l._line),
      v2: (await walkV2(account, "size=2")).lines.map((l: Json) => l._line),
    });
    const undo = await failCatalogWrites(id);
    try {
      const res = await ingest(account.ingestion_key, late);
      expect(res.status).toBe(200);
      expect(res.body.stored).toBe(2);
      // This isolate wrote it: read at once.
      expect(await read()).toEqual({ v1: want, v2: want });
      // Another isolate: slice A's row was written moments ago (open), so it is read whatever it says.
      forgetWrites();
      expect(await read()).toEqual({ v1: want, v2: want });
    } finally {
      await undo();
    }
    // D1 is back: the slice's next flush (its alarm retries within 30 s, and flushes at most once a minute).
    await settleLogStore(id);
    forgetWrites();
    expect(await read()).toEqual({ v1: want, v2: want });
    expect(await usageTotal(id, false)).toMatchObject({ lines: 8 });
  });
});

describe("a slice dropped by retention", () => {
  // Found by this file: drop() once deleted the catalog row before its own storage; an object reset in between
  // kept its batches but read applied_seq 0 (no row) and applied their counters again. Now the object empties
  // itself first and stays dropped (it takes no batch and writes no row), and retention deletes the row after.
  // A reset in between, a retry of its batch and a new batch before the row goes count every batch once.
  it("does not count its batches again when its object restarts between its emptying and the row's deletion", async () => {
    const account = await createAccount("logstore-drop-window");
    const id = account.account_id;
    const now = Date.now();
    await storeOne(id, "k1", [rec(now - 5000, "one"), rec(now - 4000, "two")]);
    expect(await usageTotal(id)).toMatchObject({ lines: 2 });
    const [slice] = await slicesOf(id);
    await logSliceStub(env, id, slice.slice).drop();
    await abortObject(sliceStub(id, slice.slice), "drop window");
    // The dropped slice remembers k1 (a retry stores nothing) and sends a new batch to the next generation.
    expect((await storeOne(id, "k1", [rec(now - 5000, "one"), rec(now - 4000, "two")])).duplicate).toBe(true);
    await storeOne(id, "k2", [rec(now - 3000, "three")]);
    await runDurableObjectAlarm(sliceStub(id, slice.slice));
    expect(await usageTotal(id)).toMatchObject({ lines: 3 });
    // Retention deletes the dropped slice's row: what is left is the next generation's.
    await env.DB.prepare("DELETE FROM log_slices WHERE account_id = ? AND slice = ?")
      .bind(id, slice.slice)
      .run();
    expect((await slicesOf(id)).map((s) => ({ gen: s.gen, lines: s.lines }))).toEqual([{ gen: 1, lines: 1 }]);
    expect((await exportAll(account)).map((l) => l._line)).toEqual(["three"]);
  });
});
