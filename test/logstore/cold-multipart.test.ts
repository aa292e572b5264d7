// Freezing a slice larger than two multipart parts: R2 wants every part but the last of one size
// (src/logstore/cold-writer.ts cuts them at exactly 8 MiB; 5 MiB in the tests, LOG_COLD_PART_BYTES). A slice
// whose parts were of uneven sizes could never be frozen, and the cold tier would try it again on every run.
// The move is made a part a step in the tests (LOG_COLD_PARTS_PER_STEP), each step a run of the slice's alarm,
// and here the slice's object is reset after every step: each takes up where the last saved part ended.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { coldKeyOf } from "../../src/jobs/cold-tier";
import { logSliceStub } from "../../src/logstore/store";
import { createAccount, storeLines } from "../helpers";
import { abortObject, exportAll, sliceStub, slicesOf } from "./util";

function noise(bytes: number): string {
  const raw = new Uint8Array(Math.ceil((bytes * 3) / 4));
  for (let i = 0; i < raw.length; i += 65536) crypto.getRandomValues(raw.subarray(i, i + 65536));
  let s = "";
  for (let i = 0; i < raw.length; i += 8192) s += btoa(String.fromCharCode(...raw.subarray(i, i + 8192)));
  return s.slice(0, bytes);
}

describe("freezing a slice larger than two parts", () => {
  it("writes its R2 object", async () => {
    const account = await createAccount("review-cold-multipart");
    const t0 = Date.now() - 3 * 86_400_000;
    // ~14 MiB of incompressible lines in one slice (one daily bucket): ~11.7 MiB of gzip bodies, over two parts
    // of 5 MiB (the object's size is checked below: a third part, however small, is what this is about).
    for (let b = 0; b < 7; b++) {
      const lines = Array.from({ length: 256 }, (_, i) => ({ ts: t0 + b * 1000 + i, line: noise(8000) }));
      await storeLines(account.account_id, lines);
    }
    const [slice] = await slicesOf(account.account_id);
    expect(slice.lines).toBe(7 * 256);
    const key = coldKeyOf(account.account_id, slice.slice);
    const before = (await exportAll(account, "from=0")).map((l) => l._id);
    // The steps taken here one by one (the slice's alarm would take them on its own), a reset after each; a
    // new stub after each reset (one whose object was reset stays broken).
    const stub = () => logSliceStub(env, account.account_id, slice.slice);
    expect((await stub().startFreeze(key, false)).status).toBe("freezing");
    let steps = 0;
    for (;;) {
      const [row] = await slicesOf(account.account_id, false);
      if (row.state === "cold") break;
      expect(steps++).toBeLessThan(20);
      await stub().freezeStepNow();
      await abortObject(sliceStub(account.account_id, slice.slice), `reset after step ${steps}`);
    }
    // More than two parts of 5 MiB, a part a step.
    expect(steps).toBeGreaterThanOrEqual(3);
    const object = await env.LOG_COLD.head(key);
    expect(object?.size).toBeGreaterThan(2 * Number(env.LOG_COLD_PART_BYTES));
    const [row] = await slicesOf(account.account_id, false);
    expect(row).toMatchObject({ state: "cold", cold_key: key });
    // Read from R2 now: the same lines, once each.
    expect((await exportAll(account, "from=0")).map((l) => l._id)).toEqual(before);
  }, 120_000);
});
