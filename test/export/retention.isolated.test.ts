// Retention: the log store's slices go whole once their newest line is past the account's retention_days, a
// bounded number a run; no line past retention is exported; expired export files are deleted from R2.
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { DROP_BUDGET, runRetention } from "../../src/jobs/retention";
import { logSliceStub } from "../../src/logstore/store";
import { allStoredLines, client, createAccount, exportV1, ingest } from "../helpers";

const DAY_MS = 86_400_000;

/** What the account's slices hold, oldest first: stored lines, past retention or not. */
async function lineTexts(accountId: string): Promise<string[]> {
  return (await allStoredLines(accountId)).map((l) => l.line);
}

async function sliceIds(accountId: string): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT slice FROM log_slices WHERE account_id = ? ORDER BY slice")
    .bind(accountId)
    .all<{ slice: string }>();
  return results.map((r) => r.slice);
}

/** One batch per line: each goes to the slice of its own day. */
async function ingestEach(key: string, lines: { line: string; timestamp: number }[]) {
  for (const line of lines) {
    const res = await ingest(key, { lines: [line] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

// Runs first in the file, so this account is the only one with expired slices.
describe("retention drops whole slices", () => {
  it("drops each slice whose newest line is past retention, emptying its object, a bounded number a run", async () => {
    expect(DROP_BUDGET).toBe(200);
    const account = await createAccount("retention-bulk");
    const now = Date.now();
    // Three expired days (three slices) and one of today.
    await ingestEach(account.ingestion_key, [
      { line: "old-1", timestamp: now - 40 * DAY_MS },
      { line: "old-2", timestamp: now - 41 * DAY_MS },
      { line: "old-3", timestamp: now - 42 * DAY_MS },
      { line: "new", timestamp: now - 60_000 },
    ]);
    const before = await sliceIds(account.account_id);
    expect(before).toHaveLength(4);

    const first = await runRetention(env, now, 200, 2);
    expect(first).toMatchObject({ slicesDropped: 2, linesDropped: 2, incomplete: true });
    const second = await runRetention(env, now);
    expect(second).toMatchObject({ slicesDropped: 1, linesDropped: 1, incomplete: false });
    expect(await lineTexts(account.account_id)).toEqual(["new"]);
    const after = await sliceIds(account.account_id);
    expect(after).toHaveLength(1);
    // A dropped slice's object is empty: not a row is left of it.
    for (const slice of before.filter((s) => !after.includes(s))) {
      const stub = logSliceStub(env, account.account_id, slice);
      const figures = (await stub.describe()) as { lines: number; chunks: number; databaseSize: number };
      expect(figures).toMatchObject({ lines: 0, chunks: 0 });
      expect(figures.databaseSize).toBeLessThan(64 * 1024);
    }
    const third = await runRetention(env, now);
    expect(third).toMatchObject({ slicesDropped: 0, exportsDeleted: 0, incomplete: false });
  });
});

describe("retention per account", () => {
  it("keeps each account's own retention_days; a line past it is never exported", async () => {
    const now = Date.now();
    // Clears what earlier tests left, so the counts below are this test's alone.
    await runRetention(env, now);
    const thirty = await createAccount("retention-30");
    const sixty = await createAccount("retention-60");
    const patched = await client(sixty).patch("/v3/pipeline/account", { retention_days: 60 });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const lines = [
      { line: "1h", timestamp: now - 3_600_000 },
      { line: "10d", timestamp: now - 10 * DAY_MS },
      { line: "40d", timestamp: now - 40 * DAY_MS },
      { line: "70d", timestamp: now - 70 * DAY_MS },
    ];
    for (const a of [thirty, sixty]) await ingestEach(a.ingestion_key, lines);

    const outcome = await runRetention(env, now);
    expect(outcome).toMatchObject({ slicesDropped: 3, linesDropped: 3, incomplete: false });
    expect(await lineTexts(thirty.account_id)).toEqual(["10d", "1h"]);
    expect(await lineTexts(sixty.account_id)).toEqual(["40d", "10d", "1h"]);
    // An export asking from long ago still starts at the retention boundary.
    const res = await exportV1(thirty.service_key, `from=${Math.floor((now - 90 * DAY_MS) / 1000)}`);
    expect(res.lines.map((l) => l._line)).toEqual(["10d", "1h"]);
  });

  it("keeps a slice while its newest line is kept, and never exports its lines past retention", async () => {
    const now = Date.now();
    const account = await createAccount("retention-mixed");
    // One batch: the slice of its newest line (1 minute old) holds the 31-day-old one too.
    const res = await ingest(account.ingestion_key, {
      lines: [
        { line: "old", timestamp: now - 31 * DAY_MS },
        { line: "new", timestamp: now - 60_000 },
      ],
    });
    expect(res.body.stored).toBe(2);
    await runRetention(env, now);
    expect(await lineTexts(account.account_id)).toEqual(["old", "new"]);
    const exported = await exportV1(account.service_key, "from=1");
    expect(exported.lines.map((l) => l._line)).toEqual(["new"]);
  });

  it("runs from the Worker's scheduled handler (the Cron Trigger)", async () => {
    const account = await createAccount("retention-cron");
    await ingestEach(account.ingestion_key, [
      { line: "old", timestamp: Date.now() - 31 * DAY_MS },
      { line: "new", timestamp: Date.now() - 60_000 },
    ]);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await lineTexts(account.account_id)).toEqual(["new"]);
  });
});

describe("retention of export files", () => {
  it("deletes export files whose links have expired and keeps the others", async () => {
    const account = await createAccount("retention-exports");
    const now = Date.now();
    const jobs = [
      { id: crypto.randomUUID(), expiresAt: now - 1 },
      { id: crypto.randomUUID(), expiresAt: now - 7 * DAY_MS },
      { id: crypto.randomUUID(), expiresAt: now + DAY_MS },
    ];
    for (const job of jobs) {
      const key = `exports/${account.account_id}/${job.id}.jsonl`;
      await env.DB.prepare(
        `INSERT INTO export_jobs (id, account_id, params, email, status, line_count, object_key, expires_at)
         VALUES (?, ?, '{}', 'ops@example.com', 'done', 1, ?, ?)`,
      )
        .bind(job.id, account.account_id, key, job.expiresAt)
        .run();
      await env.EXPORTS.put(key, '{"_line":"x"}\n');
    }

    const outcome = await runRetention(env, now);
    expect(outcome.exportsDeleted).toBe(2);
    for (const job of jobs) {
      const key = `exports/${account.account_id}/${job.id}.jsonl`;
      const object = await env.EXPORTS.head(key);
      const row = await env.DB.prepare("SELECT object_key FROM export_jobs WHERE id = ?")
        .bind(job.id)
        .first<{ object_key: string | null }>();
      if (job.expiresAt < now) {
        expect(object, key).toBeNull();
        expect(row?.object_key).toBeNull();
      } else {
        expect(object, key).not.toBeNull();
        expect(row?.object_key).toBe(key);
      }
    }
    // Nothing is left to do on the next run.
    expect((await runRetention(env, now)).exportsDeleted).toBe(0);
  });
});
