import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Db = ReturnType<typeof build>;

const build = (d1: D1Database) => drizzle(d1, { schema });

// drizzle() walks the whole schema to build its relational config (~0.2 ms, ~15% of a simple request's CPU
// when done per request). The instance holds no per-request state, only the binding, so one per binding
// object (stable for the isolate's life) serves every request.
const instances = new WeakMap<D1Database, Db>();

export function createDb(d1: D1Database): Db {
  let db = instances.get(d1);
  if (!db) {
    db = build(d1);
    instances.set(d1, db);
  }
  return db;
}
