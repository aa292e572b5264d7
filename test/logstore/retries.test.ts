// Retries through POST /logs/ingest: the same request sent again (a sender's retry after a lost answer) is
// stored and counted once, whatever its `now`; lines without a timestamp take the time they arrive, so the
// same text sent twice is two events, stored and counted twice.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAccount, ingest, type Json } from "../helpers";
import { exportAll, HOUR_MS, setLayout, slicesOf, usageTotal } from "./util";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a retried batch with timestamps", () => {
  it("is stored and counted once, whatever the `now` of each attempt", async () => {
    const account = await createAccount("logstore-retry-now");
    await setLayout(account.account_id, 1, 4);
    // Mid-hour, so that the drifts below keep every line in its bucket.
    const mid = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - 90 * 60_000;
    const body = {
      lines: Array.from({ length: 20 }, (_, i) => ({
        line: `retry ${i}`,
        app: "r",
        timestamp: mid + i * 1000,
      })),
    };
    const answers = [];
    for (const drift of [0, 1500, -2500, 0]) {
      const res = await ingest(account.ingestion_key, body, `hostname=h1&now=${Date.now() - drift}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      answers.push(res.body.stored);
    }
    // Every attempt is acknowledged as the first was.
    expect(answers).toEqual([20, 20, 20, 20]);
    const lines = await exportAll(account);
    expect(lines.map((l) => l._line).sort()).toEqual(body.lines.map((l) => l.line).sort());
    expect(await usageTotal(account.account_id)).toMatchObject({ lines: 20, stored: 20 });
    const slices = await slicesOf(account.account_id);
    expect(slices.reduce((n, s) => n + s.lines, 0)).toBe(20);
    // One slice: every attempt went to the same one.
    expect(slices).toHaveLength(1);
  });

  it("is stored and counted once when sent again in the clients' form", async () => {
    const account = await createAccount("logstore-retry-agent");
    const t = Date.now() - 60_000;
    const ls = [
      { line: "agent one", timestamp: t },
      { line: "agent two", t: t + 1 },
    ];
    expect((await ingest(account.ingestion_key, { e: "ls", ls }, "hostname=h&tags=a,b")).status).toBe(200);
    const again = await ingest(account.ingestion_key, { e: "ls", ls }, "hostname=h&tags=a,b");
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await exportAll(account)).map((l) => l._line)).toEqual(["agent one", "agent two"]);
    expect(await usageTotal(account.account_id)).toMatchObject({ lines: 2, stored: 2 });
  });

  it("sent by another host (or with other tags) is another batch, stored again", async () => {
    const account = await createAccount("logstore-retry-hosts");
    const body = { lines: [{ line: "same text", timestamp: Date.now() - 60_000 }] };
    for (const q of ["hostname=h1", "hostname=h2", "hostname=h1&tags=x"]) {
      expect((await ingest(account.ingestion_key, body, q)).status).toBe(200);
    }
    const lines = await exportAll(account);
    expect(lines.map((l) => `${l._host} ${JSON.stringify(l._tag ?? [])}`).sort()).toEqual([
      'h1 ["x"]',
      "h1 []",
      "h2 []",
    ]);
    expect(await usageTotal(account.account_id)).toMatchObject({ lines: 3, stored: 3 });
  });

  // Found by this file. The batch key (src/api/ingestion/routes.ts batchKey) leaves `now` out, so that a retry
  // is recognised whatever its `now`; but the slice is chosen from the lines' times *corrected by the drift*
  // (receivedAt - now, src/logstore/lines.ts toRecords) in src/logstore/store.ts storeBatch (sliceFor of the
  // newest corrected timestamp). A retry whose drift differs by a few seconds from the first attempt's moves a
  // batch whose newest line is that close to a bucket boundary into the next bucket: another slice, which has
  // never seen the key, so the batch is stored (and its usage counted) a second time. Observed: two copies
  // (ids "<h>.1.<s>.0.1.0" and "<h+1>.1.<s>.0.1.0", ts 2 s before and 3 s after the hour) and usage 2 lines.
  // With daily buckets the same happens at midnight UTC.
  it("is stored once when its attempts' `now` put its newest line on either side of a bucket boundary", async () => {
    const account = await createAccount("logstore-retry-boundary");
    await setLayout(account.account_id, 1, 4);
    const boundary = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - 5 * HOUR_MS;
    const body = { lines: [{ line: "near the hour", timestamp: boundary - 2000 }] };
    const first = await ingest(account.ingestion_key, body, `hostname=h&now=${Date.now()}`);
    const retry = await ingest(account.ingestion_key, body, `hostname=h&now=${Date.now() - 5000}`);
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(await usageTotal(account.account_id)).toMatchObject({ lines: 1 });
    expect((await exportAll(account)).map((l) => l._line)).toEqual(["near the hour"]);
  });

  // Found by this file, the same flaw as above from another side: the slice of a batch depends on the
  // account's layout, which the layout job (src/jobs/log-layout.ts) changes by itself. A change between an
  // attempt and its retry sent the retry to a slice of another bucket size or shard, which had never seen the
  // key: stored and counted twice. Now the job keeps the previous layout and when it changed, and a batch of
  // lines older than the change is placed by the previous one (src/logstore/slices.ts layoutAt).
  it("is stored once when the account's layout changes between the attempt and its retry", async () => {
    const account = await createAccount("logstore-retry-layout");
    const body = { lines: [{ line: "across a layout change", timestamp: Date.now() - 60_000 }] };
    expect((await ingest(account.ingestion_key, body)).status).toBe(200);
    // The change as the layout job writes it.
    await env.DB.prepare(
      `UPDATE accounts SET log_layout_previous = json_object('bucketHours', log_bucket_hours, 'shards', log_shards),
         log_layout_since = ?, log_bucket_hours = 1, log_shards = 4 WHERE id = ?`,
    )
      .bind(Date.now(), account.account_id)
      .run();
    expect((await ingest(account.ingestion_key, body)).status).toBe(200);
    expect({
      lines: (await exportAll(account)).map((l) => l._line),
      usage: (await usageTotal(account.account_id)).lines,
    }).toEqual({ lines: ["across a layout change"], usage: 1 });
  });
});

describe("a batch without timestamps sent twice", () => {
  it("is two events: stored twice and counted twice", async () => {
    const account = await createAccount("logstore-untimed");
    const body = {
      lines: [
        { line: "heartbeat ok", app: "hb" },
        { line: "heartbeat done", app: "hb" },
      ],
    };
    expect((await ingest(account.ingestion_key, body)).status).toBe(200);
    // Each request is its own event (a key of its own), even sent in the same millisecond.
    await sleep(3);
    expect((await ingest(account.ingestion_key, body)).status).toBe(200);
    const lines = await exportAll(account);
    expect(lines.map((l) => l._line).sort()).toEqual([
      "heartbeat done",
      "heartbeat done",
      "heartbeat ok",
      "heartbeat ok",
    ]);
    expect(await usageTotal(account.account_id)).toMatchObject({ lines: 4, stored: 4 });
  });

  it("a batch with one line without a timestamp is two events too", async () => {
    const account = await createAccount("logstore-half-timed");
    const body = { lines: [{ line: "timed", timestamp: Date.now() - 60_000 }, { line: "untimed" }] };
    expect((await ingest(account.ingestion_key, body)).status).toBe(200);
    await sleep(3);
    expect((await ingest(account.ingestion_key, body)).status).toBe(200);
    const lines = await exportAll(account);
    expect(lines.map((l) => l._line).sort()).toEqual(["timed", "timed", "untimed", "untimed"]);
    expect(await usageTotal(account.account_id)).toMatchObject({ lines: 4, stored: 4 });
  });

  // Found by this file. Without timestamps, what tells two requests apart is the arrival time in whole
  // milliseconds (batchKey's receivedAt, src/api/ingestion/routes.ts). Requests with the same lines and query
  // that arrive in the same millisecond (two processes of one host logging the same line; in Workers Date.now()
  // does not advance while code runs, so concurrent requests often read the same time) get the same key: each
  // is answered 200 with `stored` equal to its line count, but the slice stores the first and answers
  // "duplicate" for the others. Observed: 30 concurrent requests, every answer `stored: 1`, only 15 or 16 lines
  // stored and counted. The arrival time is no identity; a request id (or not deduplicating untimed batches)
  // would be.
  it("sent by concurrent requests, is stored once per request", async () => {
    const account = await createAccount("logstore-untimed-concurrent");
    const N = 30;
    const answers = await Promise.all(
      Array.from({ length: N }, () => ingest(account.ingestion_key, { lines: [{ line: "heartbeat ok" }] })),
    );
    expect(answers.map((a) => `${a.status}:${(a.body as Json).stored}`)).toEqual(Array(N).fill("200:1"));
    const stored = await exportAll(account);
    expect({ stored: stored.length, usage: (await usageTotal(account.account_id)).lines }).toEqual({
      stored: N,
      usage: N,
    });
  });
});
