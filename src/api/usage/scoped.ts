// Usage for a caller with an access scope. The daily counters cannot be narrowed to a scope, so the figures
// come from the stored lines that match it: lines and bytes stored, per app, host or tag. (Lines an index-only
// exclusion kept out of the store are therefore not counted, unlike the unscoped usage v1.) A scope that SQL
// decides exactly is aggregated by SQL; otherwise the lines are read and matched, at most SCAN_BUDGET of them.
import { and, between, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { logLines } from "../../db/schema";
import { ApiError } from "../../http/errors";
import type { AccessScope } from "../../logstore/access-scope";
import { LineScanner } from "../../logstore/reader";

export const SCAN_BUDGET = 200_000;
const DAY_MS = 86_400_000;

export type Dimension = "total" | "app" | "host" | "tag";
export interface Counts {
  lines: number;
  bytes: number;
}

/** The lines and bytes per name of `dimension` (one entry "" for total) for the days `from`..`to`. */
export async function scopedCounts(
  db: Db,
  accountId: string,
  scope: AccessScope,
  dimension: Dimension,
  fromDay: string,
  toDay: string,
): Promise<Map<string, Counts>> {
  const from = Date.parse(fromDay);
  const to = Date.parse(toDay) + DAY_MS - 1;
  return scope.exact
    ? aggregateInSql(db, accountId, scope, dimension, from, to)
    : aggregateByScan(db, accountId, scope, dimension, from, to);
}

async function aggregateInSql(
  db: Db,
  accountId: string,
  scope: AccessScope,
  dimension: Dimension,
  from: number,
  to: number,
) {
  const where = and(eq(logLines.accountId, accountId), between(logLines.ts, from, to), scope.where);
  const bytes = sql<number>`coalesce(sum(${logLines.size}), 0)`.mapWith(Number);
  let rows: { name: string; lines: number; bytes: number }[];
  if (dimension === "tag") {
    const name = sql<string>`tag.value`;
    rows = await db
      .select({ name, lines: count(), bytes })
      .from(sql`${logLines}, json_each(${logLines.tags}) AS tag`)
      .where(where)
      .groupBy(name)
      .orderBy(desc(count()))
      .all();
  } else {
    const column: SQL =
      dimension === "total" ? sql`''` : sql`${dimension === "app" ? logLines.app : logLines.host}`;
    rows = await db
      .select({ name: sql<string>`${column}`, lines: count(), bytes })
      .from(logLines)
      .where(where)
      .groupBy(column)
      .all();
  }
  const counts = new Map<string, Counts>(rows.map((r) => [r.name, { lines: r.lines, bytes: r.bytes }]));
  if (dimension === "total" && counts.size === 0) counts.set("", { lines: 0, bytes: 0 });
  return counts;
}

async function aggregateByScan(
  db: Db,
  accountId: string,
  scope: AccessScope,
  dimension: Dimension,
  from: number,
  to: number,
) {
  const filter = { accountId, from, to, apps: [], hosts: [], levels: [], query: null, maxSeq: null, scope };
  const scanner = new LineScanner(db, filter, "asc", null, SCAN_BUDGET);
  const counts = new Map<string, Counts>();
  const add = (name: string, size: number) => {
    const c = counts.get(name) ?? { lines: 0, bytes: 0 };
    c.lines++;
    c.bytes += size;
    counts.set(name, c);
  };
  for (let row = await scanner.next(); row; row = await scanner.next()) {
    const size = (row as { size?: number }).size ?? 0;
    if (dimension === "total") add("", size);
    else if (dimension === "tag") for (const tag of row.tags) add(tag, size);
    else add(row[dimension], size);
  }
  if (!scanner.exhausted) {
    throw new ApiError(
      "EVALIDATION",
      `Validation failed: the period holds more than ${SCAN_BUDGET} lines to match against your access scope`,
      [{ path: ["query", "to"], message: "shorten the period" }],
    );
  }
  if (dimension === "total" && counts.size === 0) counts.set("", { lines: 0, bytes: 0 });
  return counts;
}
