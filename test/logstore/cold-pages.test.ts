// A cold slice read in place (src/logstore/cold.ts): its directory in pages (four chunks a page in the tests,
// LOG_COLD_PAGE_ENTRIES), of which a read fetches only those its range meets. Every read of a slice of many
// small chunks answers as it did hot (export v1 both ways, v2 pages, a query, counts), and reading one line
// of a slice whose top index is not cached yet takes three GETs: the object's tail, one page, one body.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { coldKeyOf } from "../../src/jobs/cold-tier";
import { encodeChunk } from "../../src/logstore/chunk";
import { identityOf } from "../../src/logstore/slices";
import { logSliceStub } from "../../src/logstore/store";
import { createAccount, type Json, settleLogStore, type TestAccount } from "../helpers";
import { countingColdReader, exportAll, record, scanOf, slicesOf, walkV2 } from "./util";

const DAY_MS = 86_400_000;
const CHUNKS = 40;
const PER_CHUNK = 25;

let account: TestAccount;
let slice: string;
const day = Math.floor((Date.now() - 3 * DAY_MS) / DAY_MS) * DAY_MS;
const lineTime = (chunk: number, i: number) =>
  day + 3_600_000 + (chunk * PER_CHUNK + i + (i % 2) * 3.5) * 1000;

/** Every answer a reader gets, to compare hot and cold. */
async function readings() {
  const lines = (xs: Json[]) => xs.map((l) => `${l._id} ${l._line}`);
  return {
    head: lines(await exportAll(account, "from=0")),
    tail: lines(await exportAll(account, "from=0&prefer=tail")),
    pages: lines((await walkV2(account, "from=0&size=33")).lines),
    query: lines(await exportAll(account, "from=0&query=needle")),
  };
}

beforeAll(async () => {
  account = await createAccount("cold-pages");
  const identity = identityOf(account.account_id, { bucketStart: day, bucketHours: 24, shard: 0, gen: 0 });
  slice = identity.slice;
  const stub = logSliceStub(env, account.account_id, slice);
  // Many small chunks (a chunk a batch's group, as the Worker encodes full ones), in time order, each
  // overlapping the next by a few seconds (so reads merge across pages).
  for (let b = 0; b < CHUNKS / 10; b++) {
    const chunks = Array.from({ length: 10 }, (_, k) => {
      const c = b * 10 + k;
      return encodeChunk(
        Array.from({ length: PER_CHUNK }, (_, i) =>
          record(lineTime(c, i), `chunk ${c} line ${i}${c === 17 && i === 10 ? " needle" : ""}`, {
            app: c % 2 ? "api" : "web",
          }),
        ),
      );
    });
    await stub.write({
      identity,
      key: `b${b}`,
      keepMs: 60_000,
      chunks,
      segments: [],
      usage: [],
      savings: [],
      maxBytes: 1 << 30,
    });
  }
  await settleLogStore(account.account_id);
});

describe("a cold slice of many directory pages", () => {
  it("answers every read from R2 as it did hot", async () => {
    const hot = await readings();
    expect(hot.head).toHaveLength(CHUNKS * PER_CHUNK);
    expect(hot.query).toHaveLength(1);
    const stub = logSliceStub(env, account.account_id, slice);
    expect((await stub.freeze(coldKeyOf(account.account_id, slice))).status).toBe("frozen");
    const [row] = await slicesOf(account.account_id);
    expect(row).toMatchObject({ lines: CHUNKS * PER_CHUNK });
    expect(await readings()).toEqual(hot);
  });

  it("reads one line in three GETs: the object's tail, a page, a body", async () => {
    const key = coldKeyOf(account.account_id, slice);
    // A copy under a key no isolate has read: its top index is not cached.
    const object = await env.LOG_COLD.get(key);
    const copy = `${key}-copy-${crypto.randomUUID()}`;
    await env.LOG_COLD.put(copy, await (object as R2ObjectBody).arrayBuffer());
    const gets: string[] = [];
    const reader = countingColdReader(account.account_id, slice, copy, gets);
    // The line of chunk 17, index 10: its own second, inside one page's range.
    const at = lineTime(17, 10);
    const answer = await reader.scan(scanOf({ from: at, to: at, limit: 1 }));
    expect(answer.lines.map((l) => l.line)).toEqual(["chunk 17 line 10 needle"]);
    expect(gets.length, gets.join("\n")).toBeLessThanOrEqual(3);
  });
});
