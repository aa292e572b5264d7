// Live tail's lease: `accounts.tail_until` (epoch ms). The account's tail object sets it when its first
// subscriber arrives, renews it on its alarm while it has any, and sets it to 0 when the last one leaves; the
// log store's writers read it with the account's layout (the query each batch makes anyway) and hand a
// stored batch to the tail object only while it is in the future. A tail object that dies with subscribers
// costs at most one lease of batches handed to nobody.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { accounts } from "../db/schema";

/** How long a lease lasts, and how often a tail object with subscribers renews it. */
export const LEASE_MS = 60_000;
export const RENEW_MS = 30_000;

/** Writes the account's lease (0: nobody tails). */
export async function writeLease(db: Db, accountId: string, until: number): Promise<void> {
  await db.update(accounts).set({ tailUntil: until }).where(eq(accounts.id, accountId));
}

/** The account's lease as stored (0 when none). */
export async function readLease(db: Db, accountId: string): Promise<number> {
  const row = await db
    .select({ until: accounts.tailUntil })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .get();
  return row?.until ?? 0;
}
