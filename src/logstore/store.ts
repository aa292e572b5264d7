// Writes an ingested batch: the stored lines and the daily usage counters in one D1 batch (one
// transaction), so a batch is either stored and counted whole, or not at all. Rows travel as one JSON
// parameter per chunk and are unpacked by json_each: a 500-line batch is a handful of statements, not
// one statement per line (D1 allows 100 bound parameters per statement).
import { type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db/client";
import { logLines, usageDaily } from "../db/schema";
import type { Exclusion } from "../engine/exclusions";
import { chunkJson } from "../lib/json-chunks";
import { utcDay } from "../lib/time";
import type { LogRecord } from "./lines";

interface Counter {
  lines: number;
  storedLines: number;
  bytes: number;
}

export interface BatchOutcome {
  stored: number;
  /** Indexes (in the request) of the lines that exclusion or reduction rules kept out of storage. */
  excluded: number[];
  /** Ingestion was suspended before the batch was written: nothing was. */
  suspended: boolean;
}

export async function storeBatch(
  db: Db,
  accountId: string,
  records: LogRecord[],
  exclusionOf: (record: LogRecord, index: number) => Exclusion,
  /** More statements for the same transaction (reduction savings), given the batch's not-suspended guard. */
  extra: (notSuspended: SQL) => BatchItem<"sqlite">[] = () => [],
): Promise<BatchOutcome> {
  const rows: string[] = [];
  const excluded: number[] = [];
  const usage = new Map<string, Counter>();
  const count = (day: string, dimension: string, name: string, stored: boolean, bytes: number) => {
    const key = JSON.stringify([day, dimension, name]);
    let c = usage.get(key);
    if (!c) {
      c = { lines: 0, storedLines: 0, bytes: 0 };
      usage.set(key, c);
    }
    c.lines++;
    if (stored) {
      c.storedLines++;
      c.bytes += bytes;
    }
  };

  records.forEach((r, i) => {
    const exclusion = exclusionOf(r, i);
    if (exclusion) excluded.push(i);
    if (exclusion === "excluded") return;
    const stored = exclusion === null;
    const day = utcDay(r.ts);
    count(day, "total", "", stored, r.size);
    count(day, "app", r.app, stored, r.size);
    count(day, "host", r.host, stored, r.size);
    for (const tag of r.tags) count(day, "tag", tag, stored, r.size);
    if (stored) {
      rows.push(
        JSON.stringify([
          r.ts,
          r.line,
          r.app,
          r.host,
          r.file,
          r.level,
          r.ip,
          r.mac,
          JSON.stringify(r.tags),
          r.meta ? JSON.stringify(r.meta) : null,
          r.size,
        ]),
      );
    }
  });

  // A suspension confirmed while this request was being read wins: the batch then writes nothing.
  const notSuspended = sql`NOT EXISTS (SELECT 1 FROM accounts WHERE id = ${accountId} AND ingestion_suspended = 1)`;
  // INSERT ... SELECT lists every column of the table in schema order: seq is left to AUTOINCREMENT.
  const statements = chunkJson(rows).map((chunk) =>
    db.insert(logLines).select(
      sql`SELECT NULL, ${accountId}, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4,
        value ->> 5, value ->> 6, value ->> 7, value ->> 8, value ->> 9, value ->> 10 FROM json_each(${chunk})
        WHERE ${notSuspended}`,
    ),
  );
  const counters = [...usage].map(([key, c]) => {
    const [day, dimension, name] = JSON.parse(key) as string[];
    return JSON.stringify([day, dimension, name, c.lines, c.storedLines, c.bytes]);
  });
  const upserts = chunkJson(counters).map((chunk) =>
    db
      .insert(usageDaily)
      // The WHERE also keeps SQLite from reading ON CONFLICT as part of the SELECT's join.
      .select(
        sql`SELECT ${accountId}, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5
          FROM json_each(${chunk}) WHERE ${notSuspended}`,
      )
      .onConflictDoUpdate({
        target: [usageDaily.accountId, usageDaily.dimension, usageDaily.day, usageDaily.name],
        set: {
          lines: sql`${usageDaily.lines} + excluded.lines`,
          storedLines: sql`${usageDaily.storedLines} + excluded.stored_lines`,
          bytes: sql`${usageDaily.bytes} + excluded.bytes`,
        },
      }),
  );
  const all = [...statements, ...upserts, ...extra(notSuspended)];
  if (all.length === 0) return { stored: 0, excluded, suspended: false };
  const results = await db.batch(all as [(typeof all)[number]]);
  const written = results.reduce((n, r) => n + ((r as D1Result).meta?.changes ?? 0), 0);
  return { stored: rows.length, excluded, suspended: written === 0 };
}
