// The v1 configuration routes (boards, screens, views, members, groups, exclusions, parsing templates,
// preset alerts) share their reads: an account's rows oldest first (ties by id), and one row or a 404.
import { asc, eq, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";

type AccountTable = SQLiteTable & { id: SQLiteColumn; accountId: SQLiteColumn; createdAt: SQLiteColumn };

/** The account's rows of a v1 configuration table, oldest first. */
export function accountRows<T extends AccountTable>(db: Db, table: T, accountId: string) {
  return db
    .select()
    .from(table as AccountTable)
    .where(eq(table.accountId, accountId))
    .orderBy(asc(table.createdAt), asc(table.id))
    .all() as Promise<T["$inferSelect"][]>;
}

/** The row `where` selects (the caller's, by id), or 404 `${what} not found`. */
export async function oneRow<T extends SQLiteTable>(db: Db, table: T, where: SQL | undefined, what: string) {
  const row = await db
    .select()
    .from(table as SQLiteTable)
    .where(where)
    .get();
  if (!row) throw notFound(what);
  return row as T["$inferSelect"];
}

/** Deletes the row `where` selects, or 404 `${what} not found` when there is none. */
export async function deleteOneRow(db: Db, table: AccountTable, where: SQL | undefined, what: string) {
  const [deleted] = await db.delete(table).where(where).returning({ id: table.id });
  if (!deleted) throw notFound(what);
}
