// Per-account caps on configuration objects (views, boards, rules...): a create beyond the cap is a 409.
import { count, eq } from "drizzle-orm";
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
): Promise<void> {
  const existing = await db.select({ n: count() }).from(table).where(eq(table.accountId, accountId)).get();
  if ((existing?.n ?? 0) >= max) throw new ApiError("ECONFLICT", `An account has at most ${max} ${what}`);
}
