// Ingestion's own query (the rules it applies are read by src/api/reduction/store.ts activeIngestRules).
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts } from "../../db/schema";

/**
 * Whether ingestion is suspended for the account, as D1 has it now: asked when a cached copy (the key
 * cache's or the rules cache's, up to 10 s old) shows it suspended, so that a resume made in another isolate
 * applies at once. While D1 fails, the copy that led here stands: suspended.
 */
export async function stillSuspended(db: Db, accountId: string): Promise<boolean> {
  try {
    const row = await db
      .select({ suspended: accounts.ingestionSuspended })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .get();
    return row?.suspended ?? false;
  } catch (err) {
    console.error(`account ${accountId}: suspension not confirmed (D1 failed), refused as last known`, err);
    return true;
  }
}
