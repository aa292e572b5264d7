// The log store's layout follows each account's volume: more slices per bucket and hourly buckets as it
// grows, back to one daily slice when it goes; batches from then on go to the new layout's slices.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { HOURLY_ABOVE, layoutFor, runLogLayout } from "../../src/jobs/log-layout";
import { utcDay } from "../../src/lib/time";
import { allStoredLines, createAccount, ingest } from "../helpers";

const GB = 1024 ** 3;

describe("layout from volume", () => {
  it("is one daily slice for a small account, more slices then hourly buckets as the volume grows", () => {
    expect(layoutFor(0)).toEqual({ shards: 1, bucketHours: 24 });
    expect(layoutFor(10 * GB)).toEqual({ shards: 1, bucketHours: 24 });
    expect(layoutFor(50 * GB)).toEqual({ shards: 1, bucketHours: 1 });
    // 1 TiB a day: ~38 MB/s at peak, 10 slices of 4 MiB/s, each an hour.
    expect(layoutFor(1024 * GB)).toEqual({ shards: 10, bucketHours: 1 });
    expect(layoutFor(1e15).shards).toBe(64);
    expect(layoutFor(HOURLY_ABOVE).bucketHours).toBe(24);
  });

  it("sets an account's layout from its usage, and new batches land in the new layout's slices", async () => {
    const big = await createAccount("layout-big");
    const small = await createAccount("layout-small");
    const now = Date.now();
    await env.DB.prepare(
      "INSERT INTO usage_daily (account_id, day, dimension, name, lines, stored_lines, bytes) VALUES (?, ?, 'total', '', 1, 1, ?)",
    )
      .bind(big.account_id, utcDay(now - 86_400_000), 1024 * GB)
      .run();
    await env.DB.prepare("UPDATE accounts SET log_shards = 3, log_bucket_hours = 1 WHERE id = ?")
      .bind(small.account_id)
      .run();
    expect(await runLogLayout(env, now)).toEqual({ changed: 2 });
    const layout = async (id: string) =>
      env.DB.prepare("SELECT log_bucket_hours AS hours, log_shards AS shards FROM accounts WHERE id = ?")
        .bind(id)
        .first();
    expect(await layout(big.account_id)).toEqual({ hours: 1, shards: 10 });
    expect(await layout(small.account_id)).toEqual({ hours: 24, shards: 1 });
    expect(await runLogLayout(env, now)).toEqual({ changed: 0 });

    // Lines from the change on: hourly slices, several shards.
    for (let i = 0; i < 12; i++) {
      const res = await ingest(big.ingestion_key, { lines: [{ line: `l-${i}`, timestamp: now + i }] });
      expect(res.status).toBe(200);
    }
    const slices = async () =>
      (
        await env.DB.prepare("SELECT slice FROM log_slices WHERE account_id = ?")
          .bind(big.account_id)
          .all<{ slice: string }>()
      ).results.map((r) => r.slice);
    expect((await slices()).length).toBeGreaterThan(1);
    expect((await slices()).every((s) => s.split(".")[1] === "1")).toBe(true);
    // Lines older than the change keep the layout before it (a retry of a batch sent before it reaches the
    // slice of its first attempt).
    expect(
      (await ingest(big.ingestion_key, { lines: [{ line: "older", timestamp: now - 60_000 }] })).status,
    ).toBe(200);
    expect((await slices()).filter((s) => s.split(".")[1] === "24")).toHaveLength(1);
    expect((await allStoredLines(big.account_id)).map((l) => l.line).sort()).toHaveLength(13);
  });
});
