// Usage queries: the daily counters ingestion keeps (usage_daily), or for a caller with an access scope the
// stored lines in its scope (scoped.ts).
import { and, between, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { usageDaily } from "../../db/schema";
import type { AccessScope } from "../../logstore/access-scope";
import type { LogStoreEnv } from "../../logstore/store";
import { scopedCounts } from "./scoped";

export const kinds = { apps: "app", hosts: "host", tags: "tag" } as const;
export type Kind = keyof typeof kinds;

const sums = {
  lines: sql<number>`coalesce(sum(${usageDaily.lines}), 0)`.mapWith(Number),
  bytes: sql<number>`coalesce(sum(${usageDaily.bytes}), 0)`.mapWith(Number),
};

/** Where usage is read from: the daily counters in D1, or for a scoped caller the log store. */
export interface UsageSource {
  db: Db;
  env: LogStoreEnv;
}

export async function totals(
  { db, env }: UsageSource,
  accountId: string,
  scope: AccessScope | null,
  from: string,
  to: string,
) {
  if (scope) {
    const counts = await scopedCounts(env, accountId, scope, "total", from, to);
    return counts.get("") ?? { lines: 0, bytes: 0 };
  }
  const row = await db
    .select(sums)
    .from(usageDaily)
    .where(
      and(
        eq(usageDaily.accountId, accountId),
        eq(usageDaily.dimension, "total"),
        between(usageDaily.day, from, to),
      ),
    )
    .get();
  return row ?? { lines: 0, bytes: 0 };
}

export async function perName(
  { db, env }: UsageSource,
  accountId: string,
  scope: AccessScope | null,
  kind: Kind,
  from: string,
  to: string,
  options: { name?: string; limit?: number; orderBy: "lines" | "bytes" },
) {
  if (scope) {
    const counts = await scopedCounts(env, accountId, scope, kinds[kind], from, to);
    return [...counts]
      .map(([name, c]) => ({ name, lines: c.lines, bytes: c.bytes }))
      .filter((r) => options.name === undefined || r.name === options.name)
      .sort(
        (a, b) => b[options.orderBy] - a[options.orderBy] || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
      )
      .slice(0, options.limit ?? 100);
  }
  const where = and(
    eq(usageDaily.accountId, accountId),
    eq(usageDaily.dimension, kinds[kind]),
    between(usageDaily.day, from, to),
    options.name !== undefined ? eq(usageDaily.name, options.name) : undefined,
  );
  return db
    .select({ name: usageDaily.name, ...sums })
    .from(usageDaily)
    .where(where)
    .groupBy(usageDaily.name)
    .orderBy(desc(sums[options.orderBy]), usageDaily.name)
    .limit(options.limit ?? 100)
    .all();
}
