// The migration of the store before slices: D1's log_lines rows move into the log store, a bounded piece a
// run, oldest first, each line once (a run that stopped between the slice's write and the rows' deletion
// moves nothing twice), usage not counted again, lines past retention dropped.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runLogMigration } from "../../src/jobs/log-migration";
import { allStoredLines, createAccount, exportV1 } from "../helpers";

const DAY_MS = 86_400_000;

async function insertOld(
  accountId: string,
  lines: { ts: number; line: string; app?: string; meta?: object }[],
) {
  const rows = lines.map((l) => [
    accountId,
    l.ts,
    l.line,
    l.app ?? "",
    "old-host",
    "",
    "INFO",
    "",
    "",
    '["t"]',
    l.meta ? JSON.stringify(l.meta) : null,
    l.line.length,
  ]);
  await env.DB.prepare(
    `INSERT INTO log_lines (account_id, ts, line, app, host, file, level, ip, mac, tags, meta, size)
     SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7,
       value ->> 8, value ->> 9, value ->> 10, value ->> 11 FROM json_each(?)`,
  )
    .bind(JSON.stringify(rows))
    .run();
}

const count = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0;

describe("moving log_lines into slices", () => {
  it("moves every line once, in bounded runs, without counting usage again, and drops expired ones", async () => {
    const a = await createAccount("migrate-a");
    const b = await createAccount("migrate-b");
    const now = Date.now();
    const linesOf = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({
        ts: now - 3 * DAY_MS + i * 30_000,
        line: `${prefix}-${i}`,
        app: i % 2 ? "api" : "web",
        meta: { i },
      }));
    await insertOld(a.account_id, [...linesOf(4500, "a"), { ts: now - 45 * DAY_MS, line: "expired" }]);
    await insertOld(b.account_id, linesOf(300, "b"));

    // A run stopped after storing a piece: its lines are in a slice, its rows still in D1.
    const first = await runLogMigration(env, now, 2000);
    expect(first).toMatchObject({ done: false });
    expect(first.moved + first.expired).toBeGreaterThanOrEqual(2000);
    let runs = 1;
    for (let outcome = first; !outcome.done; runs++) outcome = await runLogMigration(env, now, 2000);
    expect(runs).toBeGreaterThan(2);

    expect(await count("SELECT count(*) AS n FROM log_lines")).toBe(0);
    const movedA = await allStoredLines(a.account_id);
    expect(movedA.map((l) => l.line)).toEqual(linesOf(4500, "a").map((l) => l.line));
    expect(movedA[1]).toMatchObject({
      app: "api",
      host: "old-host",
      level: "INFO",
      tags: ["t"],
      meta: { i: 1 },
    });
    expect((await allStoredLines(b.account_id)).map((l) => l.line)).toEqual(
      linesOf(300, "b").map((l) => l.line),
    );
    // Usage was counted when the lines were ingested: moving them counts nothing.
    expect(
      await count(
        "SELECT count(*) AS n FROM usage_daily WHERE account_id IN (?, ?)",
        a.account_id,
        b.account_id,
      ),
    ).toBe(0);
    // Export reads them from the slices.
    const exported = await exportV1(a.service_key, "size=10000&query=app:api");
    expect(exported.lines).toHaveLength(2250);
    expect(await runLogMigration(env, now)).toEqual({ moved: 0, expired: 0, done: true });
  });

  it("moves nothing twice when a run stopped between a slice's write and the rows' deletion", async () => {
    const account = await createAccount("migrate-again");
    const now = Date.now();
    await insertOld(
      account.account_id,
      Array.from({ length: 50 }, (_, i) => ({ ts: now - DAY_MS + i, line: `again-${i}` })),
    );
    // The rows are put back after their move, as if the deletion had not happened.
    const saved = await env.DB.prepare("SELECT * FROM log_lines WHERE account_id = ?")
      .bind(account.account_id)
      .all();
    await runLogMigration(env, now);
    expect(await allStoredLines(account.account_id)).toHaveLength(50);
    for (const row of saved.results) {
      await env.DB.prepare(
        `INSERT INTO log_lines (seq, account_id, ts, line, app, host, file, level, ip, mac, tags, meta, size)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
        .bind(...Object.values(row))
        .run();
    }
    const again = await runLogMigration(env, now);
    expect(again.done).toBe(true);
    expect(await allStoredLines(account.account_id)).toHaveLength(50);
  });
});
