// Retention: expired lines go per account's retention_days, in bounded batches; expired export files
// are deleted from R2.
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { DELETE_BATCH, runRetention } from "../../src/jobs/retention";
import { client, createAccount, ingest, ingestMany } from "../helpers";

const DAY_MS = 86_400_000;

async function countLines(accountId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM log_lines WHERE account_id = ?")
    .bind(accountId)
    .first<{ n: number }>();
  return row?.n ?? -1;
}

async function lineTexts(accountId: string): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT line FROM log_lines WHERE account_id = ? ORDER BY ts, seq")
    .bind(accountId)
    .all<{ line: string }>();
  return results.map((r) => r.line);
}

// Runs first in the file, so this account is the only one with expired lines: a budget of one statement
// is spent on it alone.
describe("retention in bounded batches", () => {
  it("deletes at most DELETE_BATCH lines per statement and reports an incomplete run, then finishes", async () => {
    expect(DELETE_BATCH).toBe(5000);
    const account = await createAccount("retention-bulk");
    const now = Date.now();
    const expired = DELETE_BATCH + 1200;
    await ingestMany(account.ingestion_key, expired + 10, (i) => ({
      line: i < expired ? `old-${i}` : `new-${i}`,
      timestamp: i < expired ? now - 40 * DAY_MS + i : now - 3_600_000 + i,
    }));
    expect(await countLines(account.account_id)).toBe(expired + 10);
    const first = await runRetention(env, now, 1);
    expect(first).toMatchObject({ linesDeleted: DELETE_BATCH, incomplete: true });
    expect(await countLines(account.account_id)).toBe(expired + 10 - DELETE_BATCH);

    const second = await runRetention(env, now);
    expect(second).toMatchObject({ linesDeleted: 1200, incomplete: false });
    const left = await lineTexts(account.account_id);
    expect(left).toHaveLength(10);
    expect(left.every((l) => l.startsWith("new-"))).toBe(true);

    const third = await runRetention(env, now);
    expect(third).toMatchObject({ linesDeleted: 0, exportsDeleted: 0, incomplete: false });
    // Deleted lines left the search index: FTS5 checks the index against log_lines, and finds no "old-".
    await env.DB.prepare("INSERT INTO log_lines_fts(log_lines_fts) VALUES ('integrity-check')").run();
    const stale = await env.DB.prepare(
      `SELECT count(*) AS n FROM log_lines_fts WHERE log_lines_fts MATCH '"old" AND "ld-"'`,
    ).first<{ n: number }>();
    expect(stale?.n).toBe(0);
  });

  // Each run starts again from the first account id: accounts with nothing to delete must not spend the
  // budget, or the accounts after the first `statementBudget` ones would never be reached.
  it("reaches every account over repeated runs when the accounts outnumber the statement budget", async () => {
    const now = Date.now();
    const accounts = await Promise.all([1, 2, 3, 4].map((n) => createAccount(`retention-many-${n}`)));
    for (const a of accounts) {
      const res = await ingest(a.ingestion_key, {
        lines: [
          { line: "old", timestamp: now - 40 * DAY_MS },
          { line: "new", timestamp: now - 60_000 },
        ],
      });
      expect(res.body.stored).toBe(2);
    }
    const total = await env.DB.prepare("SELECT count(*) AS n FROM accounts").first<{ n: number }>();
    // Twice as many statements in all as there are accounts: enough to visit each of them.
    for (let run = 0; run < (total?.n ?? 0); run++) await runRetention(env, now, 2);
    for (const a of accounts) expect(await lineTexts(a.account_id), a.account_id).toEqual(["new"]);
  });
});

describe("retention per account", () => {
  it("deletes only lines older than each account's own retention_days, keeping the boundary itself", async () => {
    const now = Date.now();
    // Clears what earlier tests left, so the count below is this test's alone.
    await runRetention(env, now);
    const thirty = await createAccount("retention-30");
    const sixty = await createAccount("retention-60");
    const patched = await client(sixty).patch("/v3/pipeline/account", { retention_days: 60 });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const lines = [
      { line: "1h", timestamp: now - 3_600_000 },
      { line: "10d", timestamp: now - 10 * DAY_MS },
      { line: "30d", timestamp: now - 30 * DAY_MS },
      { line: "30d+1ms", timestamp: now - 30 * DAY_MS - 1 },
      { line: "40d", timestamp: now - 40 * DAY_MS },
      { line: "60d", timestamp: now - 60 * DAY_MS },
      { line: "60d+1ms", timestamp: now - 60 * DAY_MS - 1 },
      { line: "70d", timestamp: now - 70 * DAY_MS },
    ];
    for (const a of [thirty, sixty]) {
      const res = await ingest(a.ingestion_key, { lines });
      expect(res.body.stored).toBe(lines.length);
    }

    const outcome = await runRetention(env, now);
    expect(outcome.incomplete).toBe(false);
    expect(outcome.linesDeleted).toBe(5 + 2);
    expect(await lineTexts(thirty.account_id)).toEqual(["30d", "10d", "1h"]);
    expect(await lineTexts(sixty.account_id)).toEqual(["60d", "40d", "30d+1ms", "30d", "10d", "1h"]);
  });

  it("runs from the Worker's scheduled handler (the Cron Trigger)", async () => {
    const account = await createAccount("retention-cron");
    const res = await ingest(account.ingestion_key, {
      lines: [
        { line: "old", timestamp: Date.now() - 31 * DAY_MS },
        { line: "new", timestamp: Date.now() - 60_000 },
      ],
    });
    expect(res.body.stored).toBe(2);
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
