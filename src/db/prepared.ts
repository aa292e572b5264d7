// Queries built once and run many times. drizzle builds a query's SQL from its builder on every call,
// batch() included, and that building (entity checks over every column and chunk) was about a quarter of
// the CPU of a cached GET /v3/pipeline/{id}. A query prepared with placeholders keeps its SQL and its row
// mapping; batchPrepared runs several of them in one D1 batch (one round trip, one transaction), filling
// the placeholders, and maps each result as drizzle's own batch would.
import { fillPlaceholders } from "drizzle-orm";
import type { Db } from "./client";

/** What a drizzle prepared query offers that a batch needs (public on every SQLite prepared query). */
export interface PreparedQuery<T> {
  getQuery(): { sql: string; params: unknown[] };
  mapResult(response: unknown, isFromBatch?: boolean): unknown;
  /** Only for the result type. */
  all(values?: Record<string, unknown>): Promise<T>;
}

/** `build` once per Db instance (one per D1 binding: src/db/client.ts). */
export function preparedFor<P>(build: (db: Db) => P): (db: Db) => P {
  const byDb = new WeakMap<Db, P>();
  return (db) => {
    let prepared = byDb.get(db);
    if (!prepared) {
      prepared = build(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}

type Results<Q> = { [K in keyof Q]: Q[K] extends [PreparedQuery<infer T>, unknown] ? T : never };

/** Runs prepared queries, each with its placeholder values, in one D1 batch. */
export async function batchPrepared<Q extends [PreparedQuery<unknown>, Record<string, unknown>][]>(
  db: Db,
  ...queries: Q
): Promise<Results<Q>> {
  const client = db.$client;
  const statements = queries.map(([prepared, values]) => {
    const { sql, params } = prepared.getQuery();
    return client.prepare(sql).bind(...fillPlaceholders(params, values));
  });
  const results = await client.batch(statements);
  return results.map((result, i) => queries[i][0].mapResult(result, true)) as Results<Q>;
}
