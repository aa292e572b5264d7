// Ingestion's own query (the rules it applies are read by src/api/reduction/store.ts activeIngestRules).
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts } from "../../db/schema";

/** Whether ingestion is suspended for the account, as D1 has it now (not the key cache's copy). */
export async function stillSuspended(db: Db, accountId: string): Promise<boolean> {
  const row = await db
    .select({ suspended: accounts.ingestionSuspended })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .get();
  return row?.suspended ?? false;
}
