// The live tail area's one query: whether a ticket's account exists, before its tail object is reached.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts } from "../../db/schema";

export async function accountExists(db: Db, accountId: string): Promise<boolean> {
  const row = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).get();
  return row !== undefined;
}
