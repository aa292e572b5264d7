// Retention and export with lines timestamped in the future, batches mixing old and new lines (a batch goes
// whole to its newest line's slice), a batch entirely past retention, and a batch whose every line an
// index-only exclusion kept out (a slice with counters and no line). Runs account-wide retention: in ISOLATED_FILES.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runRetention } from "../../src/jobs/retention";
import { allStoredLines, client, createAccount, ingest, type TestAccount } from "../helpers";
import { DAY_MS, exportAll, HOUR_MS, setLayout, slicesOf, usageTotal, walkV2 } from "./util";

const texts = async (accountId: string) => (await allStoredLines(accountId)).map((l) => l.line);

describe("lines in the future and lines past retention", () => {
  const now = Date.now();
  let account: TestAccount;

  it("stores a mixed batch in its newest line's slice and exports only what is in range and retention", async () => {
    account = await createAccount("logstore-future");
    // Hourly slices: each batch below its own slice, whatever the time of day.
    await setLayout(account.account_id, 1, 1);
    const send = async (lines: { line: string; timestamp: number }[]) => {
      const res = await ingest(account.ingestion_key, { lines });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.stored).toBe(lines.length);
    };
    await send([{ line: "future 2d", timestamp: now + 2 * DAY_MS }]);
    await send([{ line: "future 3h", timestamp: now + 3 * HOUR_MS }]);
    await send([
      { line: "old 40d", timestamp: now - 40 * DAY_MS },
      { line: "soon 1h", timestamp: now + HOUR_MS },
      { line: "recent 1h", timestamp: now - HOUR_MS },
    ]);
    await send([{ line: "ancient 45d", timestamp: now - 45 * DAY_MS }]);
    // Every line is counted (usage counts what was accepted, whatever its time).
    expect(await usageTotal(account.account_id)).toMatchObject({ lines: 6, stored: 6 });
    // The mixed batch is in the slice of its newest line ("soon 1h"), with the 40-day-old line.
    const mixed = (await slicesOf(account.account_id)).find((s) => s.lines === 3);
    expect(mixed).toMatchObject({ first_ts: now - 40 * DAY_MS, last_ts: now + HOUR_MS });

    // To now (the default): the future is left out; from is the retention boundary whatever is asked.
    expect((await exportAll(account)).map((l) => l._line)).toEqual(["recent 1h"]);
    expect((await exportAll(account, "from=1")).map((l) => l._line)).toEqual(["recent 1h"]);
    const ahead = `to=${now + 3 * DAY_MS}`;
    const want = ["recent 1h", "soon 1h", "future 3h", "future 2d"];
    expect((await exportAll(account, ahead)).map((l) => l._line)).toEqual(want);
    expect((await exportAll(account, `${ahead}&from=1`)).map((l) => l._line)).toEqual(want);
    expect((await exportAll(account, `${ahead}&prefer=tail`)).map((l) => l._line)).toEqual(
      [...want].reverse(),
    );
    expect((await walkV2(account, `${ahead}&size=1`)).lines.map((l) => l._line)).toEqual(want);
    expect((await walkV2(account, `${ahead}&size=1&prefer=tail`)).lines.map((l) => l._line)).toEqual(
      [...want].reverse(),
    );
    // A range wholly past retention is empty (from is clamped beyond to), not an error.
    expect(await exportAll(account, `from=${now - 50 * DAY_MS}&to=${now - 35 * DAY_MS}`)).toEqual([]);
    // Only the future, in seconds.
    const futureOnly = `from=${Math.floor((now + 2 * HOUR_MS) / 1000)}&to=${Math.floor((now + 3 * DAY_MS) / 1000)}`;
    expect((await exportAll(account, futureOnly)).map((l) => l._line)).toEqual(["future 3h", "future 2d"]);
  });

  it("retention drops the slice past retention, keeps the others while they are written within it", async () => {
    // Today: only the slice whose newest line is 45 days old.
    const today = await runRetention(env, now);
    expect(today).toMatchObject({ slicesDropped: 1, linesDropped: 1 });
    expect(await texts(account.account_id)).toEqual([
      "old 40d",
      "recent 1h",
      "soon 1h",
      "future 3h",
      "future 2d",
    ]);
    // In 29 days: every slice was written within retention.
    expect(await runRetention(env, now + 29 * DAY_MS)).toMatchObject({ slicesDropped: 0 });
    // In 31 days: the slices whose newest line is past retention go; so does the slice of "future 2d", whose
    // line is then 29 days old: a slice not written for retention_days goes whatever its lines' times
    // (src/jobs/retention.ts: "a line timestamped in the future does not keep its slice forever"). A line
    // timestamped ahead is kept retention_days from its arrival, not from its time.
    const later = await runRetention(env, now + 31 * DAY_MS);
    expect(later).toMatchObject({ slicesDropped: 3, linesDropped: 5 });
    expect(await texts(account.account_id)).toEqual([]);
    expect(await slicesOf(account.account_id)).toEqual([]);
    // Usage is not touched by dropping lines.
    expect(await usageTotal(account.account_id)).toMatchObject({ lines: 6, stored: 6 });
  });

  it("a slice holding only the counters of an index-only batch goes after an hour, its counters applied once", async () => {
    const excluded = await createAccount("logstore-future-excluded");
    const rule = await client(excluded).post("/v1/config/ingestion/exclusions", {
      apps: ["noisy"],
      indexonly: true,
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    const res = await ingest(excluded.ingestion_key, {
      lines: [
        { line: "n1", app: "noisy", timestamp: now - 60_000 },
        { line: "n2", app: "noisy", timestamp: now - 50_000 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ stored: 0, excluded: [0, 1] });
    const [slice] = await slicesOf(excluded.account_id);
    expect(slice).toMatchObject({ lines: 0, first_ts: null, last_ts: null });
    const usage = await usageTotal(excluded.account_id);
    expect(await runRetention(env, now)).toMatchObject({ slicesDropped: 0 });
    expect(await runRetention(env, now + 2 * HOUR_MS)).toMatchObject({ slicesDropped: 1, linesDropped: 0 });
    expect(await slicesOf(excluded.account_id)).toEqual([]);
    expect(await usageTotal(excluded.account_id)).toEqual(usage);
    expect(usage).toMatchObject({ lines: 2, stored: 0 });
  });
});
