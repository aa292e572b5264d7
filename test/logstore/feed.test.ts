// The change feed (src/logstore/feed.ts readFeed), which streaming and the log-analysis pull source follow:
// the lines stored after a cursor are read once, across the account's slices (hourly buckets, 4 shards), in
// pages of a few chunks, the cursor saved as JSON between pages (as the stream job saves it in D1); lines
// stored before the cursor never, lines stored while paging on a later page.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type FeedCursor, newFeedCursor, readFeed } from "../../src/logstore/feed";
import { createAccount, ingest, type TestAccount } from "../helpers";
import { diffOnce, HOUR_MS, seeded, setLayout, slicesOf } from "./util";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the feed to its end in pages of about `maxBytes`, the cursor through JSON each time. */
async function drain(
  accountId: string,
  cursor: FeedCursor,
  maxBytes: number,
  between?: (page: number) => Promise<void>,
) {
  const lines: string[] = [];
  let pages = 0;
  for (;;) {
    const page = await readFeed(env, accountId, cursor, maxBytes);
    lines.push(...page.lines.map((l) => l.line));
    cursor = JSON.parse(JSON.stringify(page.cursor));
    pages++;
    if (!page.more) break;
    await between?.(pages);
    expect(pages).toBeLessThan(500);
  }
  return { lines, cursor, pages };
}

describe("the change feed over many slices", () => {
  const hourStart = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  let n = 0;

  /** A batch of `count` lines in hour `hour` before this one; returns their texts. */
  async function send(account: TestAccount, hour: number, count: number, tag: string) {
    const lines = Array.from({ length: count }, (_, i) => ({
      line: `${tag} ${n++}`,
      timestamp: hourStart - hour * HOUR_MS + i * 1000 + (n % 50) * 60_000,
    }));
    const res = await ingest(account.ingestion_key, { lines });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return lines.map((l) => l.line);
  }

  it("reads the lines stored after the cursor once, in small pages, and none stored before it", async () => {
    const account = await createAccount("logstore-feed");
    await setLayout(account.account_id, 1, 4);
    const rnd = seeded(5);
    for (let b = 0; b < 6; b++) await send(account, 1 + rnd.int(4), 5, "before");
    const slicesBefore = (await slicesOf(account.account_id)).length;
    const cursor = newFeedCursor(Date.now());
    await sleep(2);

    const first: string[] = [];
    // Slices the cursor has seen written (hours 1-4) and new ones (hours 5-6).
    for (let b = 0; b < 14; b++)
      first.push(...(await send(account, 1 + rnd.int(6), 3 + rnd.int(5), "first")));
    expect((await slicesOf(account.account_id)).length).toBeGreaterThan(slicesBefore);
    const one = await drain(account.account_id, cursor, 40);
    expect(one.pages).toBeGreaterThan(5);
    expect(diffOnce(one.lines, first)).toEqual({ missing: [], missingCount: 0, extra: [] });

    // Nothing new: an empty page.
    const empty = await readFeed(env, account.account_id, one.cursor, 40);
    expect({ lines: empty.lines.length, more: empty.more }).toEqual({ lines: 0, more: false });

    // More lines, some stored while the reader pages through them: each read once, on this round or the next.
    const second: string[] = [];
    for (let b = 0; b < 6; b++) second.push(...(await send(account, 1 + rnd.int(7), 4, "second")));
    const two = await drain(account.account_id, empty.cursor, 30, async (page) => {
      if (page <= 3) second.push(...(await send(account, 1 + rnd.int(7), 2, "during")));
    });
    const three = await drain(account.account_id, two.cursor, 1_000_000);
    expect(diffOnce([...two.lines, ...three.lines], second)).toEqual({
      missing: [],
      missingCount: 0,
      extra: [],
    });
    // A large page reads everything at once.
    const all = await drain(account.account_id, cursor, 1_000_000);
    expect(all.pages).toBe(1);
    expect(diffOnce(all.lines, [...first, ...second])).toEqual({ missing: [], missingCount: 0, extra: [] });
  });

  it("a cursor taken before a slice's first write reads it from its first chunk, one taken later after it", async () => {
    const account = await createAccount("logstore-feed-horizon");
    await setLayout(account.account_id, 1, 1);
    const early = newFeedCursor(Date.now());
    await sleep(2);
    const a = await send(account, 2, 3, "a");
    const middle = newFeedCursor(Date.now());
    await sleep(2);
    // Same slice (hour 2, one shard) as `a`, then a new one (hour 3).
    const b = await send(account, 2, 3, "b");
    const c = await send(account, 3, 3, "c");
    expect(diffOnce((await drain(account.account_id, early, 10)).lines, [...a, ...b, ...c])).toEqual({
      missing: [],
      missingCount: 0,
      extra: [],
    });
    const fromMiddle = await drain(account.account_id, middle, 10);
    expect(diffOnce(fromMiddle.lines, [...b, ...c])).toEqual({ missing: [], missingCount: 0, extra: [] });
  });
});
