// Reads hold a bounded amount in bytes, whatever the lines' size and the number of slices merged:
// - a slice's scan answer holds at most its request's maxBytes of lines (heldBytes), at least one line, and
//   never more than MAX_ANSWER_BYTES whatever it asks (before, a request's maxBytes was taken as it came);
// - the merge's pieces, all open slices together, stay within its budget plus MIN_PIECE_BYTES a slice, and
//   still return every line once, in order: export v1, export v2 pages and the reader itself, with ~10 KB
//   lines over many overlapping slices (hourly buckets, 4 shards).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { LogRecord } from "../../src/logstore/lines";
import { type LineFilter, LineScanner, MIN_PIECE_BYTES } from "../../src/logstore/reader";
import {
  heldBytes,
  type LineKey,
  MAX_ANSWER_BYTES,
  type ScanAnswer,
  type ScanRequest,
} from "../../src/logstore/slice-protocol";
import { storeBatch } from "../../src/logstore/store";
import { createAccount, ingest, type Json, type TestAccount } from "../helpers";
import {
  diffOnce,
  expectReadOrder,
  exportAll,
  HOUR_MS,
  record,
  scanOf,
  seeded,
  setLayout,
  sliceStub,
  slicesOf,
  walkV2,
} from "./util";

const MB = 1_048_576;

describe("a slice's scan answer", () => {
  const t = Date.now() - 3_600_000;
  let accountId: string;
  let slice: string;
  // 20 lines counted as 1 MiB each (an inflated `size`: what the budgets count, without storing it).
  const COUNT = 20;

  beforeAll(async () => {
    accountId = (await createAccount("logstore-read-memory-scan")).account_id;
    const records: LogRecord[] = Array.from({ length: COUNT }, (_, i) =>
      record(t + i, `big ${i} "quoted"`, { app: "m", size: MB }),
    );
    await storeBatch(env, accountId, { bucketHours: 24, shards: 1 }, records, () => null, {
      key: "read-memory",
    });
    const slices = await slicesOf(accountId);
    expect(slices).toHaveLength(1);
    slice = slices[0].slice;
  });

  const scan = (maxBytes: number, after: LineKey | null) => {
    const req = scanOf({ from: t - 1, to: t + COUNT, after, limit: 1000, maxBytes });
    const stub = sliceStub(accountId, slice) as unknown as { scan(r: ScanRequest): Promise<ScanAnswer> };
    return stub.scan(req);
  };
  const held = (a: ScanAnswer) => a.lines.reduce((n, l) => n + heldBytes(l), 0);

  it("holds at most its request's bytes, and one line when a line is more", async () => {
    const three = await scan(3 * MB, null);
    expect(three.lines.map((l) => l.line)).toEqual(['big 0 "quoted"', 'big 1 "quoted"']);
    expect(held(three)).toBeLessThanOrEqual(3 * MB);
    expect(three.more).toBe(true);
    const one = await scan(1, null);
    expect(one.lines).toHaveLength(1);
  });

  it("holds at most MAX_ANSWER_BYTES whatever its request asks", async () => {
    const all = await scan(1e12, null);
    expect(all.lines.length).toBeGreaterThan(0);
    expect(held(all)).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
    expect(all.more).toBe(true);
  });

  it("a walk of answers within 3 MiB reads every line once, in order", async () => {
    const seen: string[] = [];
    let after: LineKey | null = null;
    for (let calls = 0; calls < 100; calls++) {
      const a: ScanAnswer = await scan(3 * MB, after);
      expect(held(a)).toBeLessThanOrEqual(3 * MB);
      seen.push(...a.lines.map((l) => l.line));
      if (!a.more) break;
      after = a.resume;
    }
    expect(seen).toEqual(Array.from({ length: COUNT }, (_, i) => `big ${i} "quoted"`));
  });
});

describe("~10 KB lines over many slices", () => {
  let account: TestAccount;
  const uids: { uid: string; ts: number }[] = [];
  const t0 = Date.now() - 14 * HOUR_MS;
  const BATCHES = 24;
  const PER_BATCH = 10;

  beforeAll(async () => {
    account = await createAccount("logstore-read-memory-slices");
    await setLayout(account.account_id, 1, 4);
    const rnd = seeded(20261128);
    for (let b = 0; b < BATCHES; b++) {
      const lines: Json[] = [];
      for (let j = 0; j < PER_BATCH; j++) {
        // Over 12 hours, many lines on one of a few hundred minutes: slices overlap, timestamps tie.
        const ts = t0 + rnd.int(720) * 60_000;
        const uid = `f${b}-${j}`;
        lines.push({ line: `${uid} ${"x".repeat(10_000)}`, app: "fat", meta: { uid }, timestamp: ts });
        uids.push({ uid, ts });
      }
      const res = await ingest(account.ingestion_key, { lines });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect((await slicesOf(account.account_id)).length).toBeGreaterThan(8);
  });

  const range = () => `from=${t0 - 1000}&to=${t0 + 13 * HOUR_MS}`;
  const uidsOf = (lines: Json[]) => lines.map((l) => String((l as { uid?: unknown }).uid));
  const want = () => uids.map((u) => u.uid);

  it("export v1 streams every line once, in order, both ways", async () => {
    for (const [prefer, direction] of [
      ["head", "asc"],
      ["tail", "desc"],
    ] as const) {
      const lines = await exportAll(account, `${range()}&prefer=${prefer}`);
      expect(diffOnce(uidsOf(lines), want())).toEqual({ missing: [], missingCount: 0, extra: [] });
      expectReadOrder(lines, direction);
    }
  });

  it("export v2 pages return every line once, in order", async () => {
    const { lines, sizes } = await walkV2(account, `${range()}&size=35`);
    expect(diffOnce(uidsOf(lines), want())).toEqual({ missing: [], missingCount: 0, extra: [] });
    expectReadOrder(lines, "asc");
    expect(sizes.slice(0, -1).every((n) => n === 35)).toBe(true);
  });

  it("the merge holds its budget plus MIN_PIECE_BYTES a slice", async () => {
    const filter: LineFilter = {
      accountId: account.account_id,
      from: t0 - 1000,
      to: t0 + 13 * HOUR_MS,
      apps: [],
      hosts: [],
      levels: [],
      query: null,
      snapshot: null,
    };
    const budget = 100 * 1024;
    for (const direction of ["asc", "desc"] as const) {
      const scanner = new LineScanner(env, filter, direction, null, Number.POSITIVE_INFINITY, 1000, budget);
      let n = 0;
      let most = 0;
      while (await scanner.next()) {
        n++;
        most = Math.max(most, scanner.held);
        expect(scanner.held).toBeLessThanOrEqual(budget + scanner.openSlices * MIN_PIECE_BYTES);
      }
      expect(n, direction).toBe(BATCHES * PER_BATCH);
      // Many slices were open at once (the bound was put to the test).
      expect(most).toBeGreaterThan(MIN_PIECE_BYTES);
    }
  });
});
