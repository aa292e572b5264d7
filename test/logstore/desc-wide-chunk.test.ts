// Newest-first scans of a slice holding one wide chunk (a stale buffered line sent with new ones). Chunks are
// read newest first by their last timestamp (src/logstore/slice-read.ts scanChunks), so one wide chunk does not
// move every call's early stop or work bound back by its width: each call stays within its work budget and
// each chunk is read about once.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ScanAnswer, ScanRequest } from "../../src/logstore/slice-protocol";
import { WORK_BYTES } from "../../src/logstore/slice-read";
import { logSliceStub } from "../../src/logstore/store";
import { createAccount, storeLines } from "../helpers";
import { scanOf, slicesOf } from "./util";

const LINE_BYTES = 16 * 1024;

describe("newest-first scans with a wide chunk", () => {
  it("keep each call within the work budget and read each chunk about once", async () => {
    const account = await createAccount("review-desc-span");
    const day = Math.floor((Date.now() - 2 * 86_400_000) / 86_400_000) * 86_400_000;
    const t0 = day + 20 * 3_600_000;
    const filler = "x".repeat(LINE_BYTES - 20);
    // ~80 MiB of lines in one daily slice, a second apart.
    const BATCHES = 13;
    const PER = 400;
    for (let b = 0; b < BATCHES; b++) {
      await storeLines(
        account.account_id,
        Array.from({ length: PER }, (_, i) => ({
          ts: t0 + (b * PER + i) * 1000,
          line: `${b}-${i} ${filler}`,
        })),
      );
    }
    // One small batch whose two lines are 19 hours apart: span becomes 19 hours.
    await storeLines(account.account_id, [
      { ts: day + 3_600_000, line: "stale buffered line" },
      { ts: t0 + 10, line: "fresh line" },
    ]);
    const [slice] = await slicesOf(account.account_id);
    const total = slice.lines;
    const stub = logSliceStub(env, account.account_id, slice.slice);
    const base = scanOf({ direction: "desc" });
    const perCall: number[] = [];
    let got = 0;
    let after: ScanRequest["after"] = null;
    for (let calls = 0; calls < 50 && got < 10; calls++) {
      const answer = (await stub.scan({ ...base, after })) as ScanAnswer;
      perCall.push(answer.scanned);
      got += answer.lines.length;
      if (!answer.more) break;
      after = answer.resume;
    }
    const scanned = perCall.reduce((a, b) => a + b, 0);
    // The 10 newest lines were found...
    expect(got).toBe(10);
    // ...but no call may decode much more than the budget, and the whole read not much more than the slice.
    const budgetLines = Math.ceil(WORK_BYTES / LINE_BYTES) + 8;
    expect(Math.max(...perCall)).toBeLessThanOrEqual(budgetLines);
    expect(scanned).toBeLessThanOrEqual(total * 1.2);

    // A walk of the whole slice, newest first, meets every line once, in order.
    const seen: number[] = [];
    after = null;
    for (let calls = 0; calls < 100; calls++) {
      const answer = (await stub.scan({ ...base, after, limit: 1000, maxBytes: 64 << 20 })) as ScanAnswer;
      for (const line of answer.lines) seen.push(line.ts);
      if (!answer.more) break;
      after = answer.resume;
    }
    expect(seen.length).toBe(total);
    expect(seen.every((ts, i) => i === 0 || ts <= seen[i - 1])).toBe(true);
  }, 180_000);
});
