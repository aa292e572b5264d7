// A slice answers a scan after decoding at most WORK_BYTES (16 MiB) of lines, with where to go on. When more
// than that many bytes of chunks start at one timestamp (lines stamped with whole seconds by a busy sender,
// a backfill with one time), the place to go on is that timestamp again: the next call must still progress.
// (At 1de2705 it did not: the next call stopped at the same chunk with nothing decided, and the reader called
// it again forever. The working tree's src/logstore/slice-read.ts only stops after the request's position.)
// The lines here carry an inflated `size` (what a chunk's raw bytes and the budget count) so that 60 chunks
// make 60 MiB without storing it.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { LogRecord } from "../../src/logstore/lines";
import { type LineFilter, LineScanner } from "../../src/logstore/reader";
import { storeBatch } from "../../src/logstore/store";
import { createAccount } from "../helpers";
import { record } from "./util";

describe("a scan's work budget", () => {
  it("reads more than WORK_BYTES of chunks that all start at one timestamp, in a bounded number of calls", async () => {
    const account = await createAccount("logstore-scan-budget");
    const t = Date.now() - 60_000;
    // Each record alone in a chunk (its size is above a chunk's 64 KiB): 60 chunks of 1 MiB, all at t.
    const records: LogRecord[] = Array.from({ length: 60 }, (_, i) =>
      record(t, `budget ${i}`, { app: "b", size: 1024 * 1024 }),
    );
    for (let i = 0; i < records.length; i += 10) {
      const batch = records.slice(i, i + 10);
      await storeBatch(env, account.account_id, { bucketHours: 24, shards: 1 }, batch, () => null, {
        key: `budget-${i}`,
      });
    }
    let calls = 0;
    const ns = env.LOG_SLICE;
    const counting = {
      ...env,
      LOG_SLICE: {
        idFromName: (name: string) => ns.idFromName(name),
        get: (id: DurableObjectId) => {
          if (++calls > 50) throw new Error("the reader keeps calling the slice: no progress");
          return ns.get(id);
        },
      },
    } as unknown as typeof env;
    const filter: LineFilter = {
      accountId: account.account_id,
      from: t - 1,
      to: t + 1000,
      apps: [],
      hosts: [],
      levels: [],
      query: null,
      snapshot: null,
    };
    for (const direction of ["asc", "desc"] as const) {
      calls = 0;
      const scanner = new LineScanner(counting, filter, direction, null);
      const got: string[] = [];
      for (let l = await scanner.next(); l; l = await scanner.next()) got.push(l.line);
      expect(got.length, direction).toBe(60);
      expect(new Set(got).size).toBe(60);
    }
  });
});
