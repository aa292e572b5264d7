// Per-account caps on configuration objects (views, boards, rules...): a create beyond the cap is a 409.
import { and, count, eq, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { ApiError } from "../../http/errors";

/** Throws 409 ECONFLICT when the account already has `max` rows in `table`; `what` names them ("views"). */
export async function ensureBelowAccountLimit(
  db: Db,
  table: SQLiteTable & { accountId: SQLiteColumn },
  accountId: string,
  max: number,
  what: string,
  /** Narrows the rows that count (a kind of rows sharing the table). */
  among?: SQL,
): Promise<void> {
  const existing = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.accountId, accountId), among))
    .get();
  if ((existing?.n ?? 0) >= max) throw new ApiError("ECONFLICT", `An account has at most ${max} ${what}`);
}
