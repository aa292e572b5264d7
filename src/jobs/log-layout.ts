// The log store's layout per account (src/logstore/slices.ts), set from its volume every 15 minutes: slices
// per time bucket so that none takes more than SHARD_BYTES_PER_S at the account's peak (a Durable Object is
// one thread: measured at about 7 MB/s of lines locally), and hourly buckets instead of daily ones once a
// slice would take more than HOURLY_ABOVE in a day (a slice stays well under the 10 GB an object holds, and
// a query over a few hours opens a few hours of lines). The volume is the account's stored bytes of the last
// full day, or today's so far projected to a day, whichever is more; the peak is taken as PEAK times the
// average. A change applies to batches from then on; slices already written keep their lines and are read
// with the others (the catalog knows them all).
import { and, eq, gte, or, sql } from "drizzle-orm";
import { createDb } from "../db/client";
import { accounts, usageDaily } from "../db/schema";
import type { Bindings } from "../env";
import { DAY_MS, utcDay } from "../lib/time";
import type { Layout } from "../logstore/slices";

export const SHARD_BYTES_PER_S = 4 * 1024 * 1024;
export const HOURLY_ABOVE = 20 * 1024 ** 3;
const PEAK = 3;
const MAX_SHARDS = 64;

/** The layout for an account storing `bytesPerDay`. */
export function layoutFor(bytesPerDay: number): Layout {
  const shards = Math.min(
    MAX_SHARDS,
    Math.max(1, Math.ceil((PEAK * bytesPerDay) / 86_400 / SHARD_BYTES_PER_S)),
  );
  return { shards, bucketHours: bytesPerDay / shards > HOURLY_ABOVE ? 1 : 24 };
}

export async function runLogLayout(env: Bindings, now = Date.now()): Promise<{ changed: number }> {
  const db = createDb(env.DB);
  const today = utcDay(now);
  const yesterday = utcDay(now - DAY_MS);
  const elapsed = Math.max(now - Date.parse(`${today}T00:00:00Z`), 3_600_000);
  const rows = await db
    .select({ accountId: usageDaily.accountId, day: usageDaily.day, bytes: usageDaily.bytes })
    .from(usageDaily)
    .where(and(eq(usageDaily.dimension, "total"), eq(usageDaily.name, ""), gte(usageDaily.day, yesterday)))
    .all();
  const volume = new Map<string, number>();
  for (const r of rows) {
    const perDay = r.day === today ? (r.bytes * DAY_MS) / elapsed : r.bytes;
    volume.set(r.accountId, Math.max(volume.get(r.accountId) ?? 0, perDay));
  }
  // Accounts whose layout differs from what their volume asks: those with volume, and those left with a
  // larger layout than the default after their volume went.
  const current = await db
    .select({ id: accounts.id, bucketHours: accounts.logBucketHours, shards: accounts.logShards })
    .from(accounts)
    .where(
      or(
        sql`${accounts.id} IN (SELECT value FROM json_each(${JSON.stringify([...volume.keys()])}))`,
        sql`${accounts.logShards} > 1`,
        sql`${accounts.logBucketHours} <> 24`,
      ),
    )
    .all();
  let changed = 0;
  for (const account of current) {
    const want = layoutFor(volume.get(account.id) ?? 0);
    if (want.bucketHours === account.bucketHours && want.shards === account.shards) continue;
    // Batches of lines older than now keep the layout they had: a retry of one reaches its first slice.
    await db
      .update(accounts)
      .set({
        logBucketHours: want.bucketHours,
        logShards: want.shards,
        logLayoutPrevious: { bucketHours: account.bucketHours, shards: account.shards },
        logLayoutSince: now,
      })
      .where(eq(accounts.id, account.id));
    changed++;
  }
  return { changed };
}
