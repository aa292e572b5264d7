// The Enterprise API's queries: the enterprise, its keys, and the accounts it owns.
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, apiKeys, enterpriseKeys, enterprises, members } from "../../db/schema";

export const countAccounts = async (db: Db, enterpriseId: string) =>
  (await db.select({ n: count() }).from(accounts).where(eq(accounts.enterpriseId, enterpriseId)).get())?.n ??
  0;

/** The enterprise's row (undefined if gone) with how many keys and accounts it has, in one batch. */
export async function enterpriseWithCounts(db: Db, enterpriseId: string) {
  const [row, keys, owned] = await db.batch([
    db.select().from(enterprises).where(eq(enterprises.id, enterpriseId)),
    db.select({ n: count() }).from(enterpriseKeys).where(eq(enterpriseKeys.enterpriseId, enterpriseId)),
    db.select({ n: count() }).from(accounts).where(eq(accounts.enterpriseId, enterpriseId)),
  ]);
  return { enterprise: row[0], keys: keys[0]?.n ?? 0, accounts: owned[0]?.n ?? 0 };
}

/** The enterprise's keys, oldest first. */
export async function listEnterpriseKeys(db: Db, enterpriseId: string) {
  return db
    .select()
    .from(enterpriseKeys)
    .where(eq(enterpriseKeys.enterpriseId, enterpriseId))
    .orderBy(asc(enterpriseKeys.createdAt), asc(enterpriseKeys.id))
    .all();
}

/** Inserts the key while the enterprise has fewer than `limit`; false when it has not. */
export async function insertEnterpriseKeyWithin(
  db: Db,
  enterpriseId: string,
  key: { id: string; name: string; keyHash: string },
  limit: number,
) {
  // The limit is a condition of the INSERT itself, so concurrent creates cannot pass it together.
  const inserted = await db.run(sql`INSERT INTO enterprise_keys (id, enterprise_id, name, key_hash)
        SELECT ${key.id}, ${enterpriseId}, ${key.name}, ${key.keyHash}
        WHERE (SELECT count(*) FROM enterprise_keys WHERE enterprise_id = ${enterpriseId}) < ${limit}`);
  return (inserted.meta.changes ?? 0) > 0;
}

/** Deletes the key unless it is the enterprise's last; false when nothing was deleted. */
export async function deleteEnterpriseKeyUnlessLast(db: Db, enterpriseId: string, keyId: string) {
  const deleted = await db.run(sql`DELETE FROM enterprise_keys
        WHERE id = ${keyId} AND enterprise_id = ${enterpriseId}
          AND (SELECT count(*) FROM enterprise_keys WHERE enterprise_id = ${enterpriseId}) > 1`);
  return (deleted.meta.changes ?? 0) > 0;
}

export async function enterpriseKeyExists(db: Db, enterpriseId: string, keyId: string) {
  const exists = await db
    .select({ id: enterpriseKeys.id })
    .from(enterpriseKeys)
    .where(and(eq(enterpriseKeys.id, keyId), eq(enterpriseKeys.enterpriseId, enterpriseId)))
    .get();
  return exists !== undefined;
}

/** The enterprise's accounts, oldest first, at most `limit`. */
export async function listEnterpriseAccounts(db: Db, enterpriseId: string, limit: number) {
  return db
    .select()
    .from(accounts)
    .where(eq(accounts.enterpriseId, enterpriseId))
    .orderBy(asc(accounts.createdAt), asc(accounts.id))
    .limit(limit)
    .all();
}

/** The account key with this hash: its type, account, member (and role) and the account's enterprise. */
export async function accountKeyByHash(db: Db, keyHash: string) {
  return db
    .select({
      type: apiKeys.type,
      accountId: apiKeys.accountId,
      memberId: apiKeys.memberId,
      role: members.role,
      enterpriseId: accounts.enterpriseId,
    })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .leftJoin(members, eq(members.id, apiKeys.memberId))
    .where(eq(apiKeys.keyHash, keyHash))
    .get();
}

/** Makes the account the enterprise's unless another enterprise owns it; the account, or undefined. */
export async function attachAccount(db: Db, enterpriseId: string, accountId: string) {
  // One conditional UPDATE: of two enterprises attaching the same account at once, one wins.
  const [attached] = await db
    .update(accounts)
    .set({ enterpriseId, updatedAt: new Date().toISOString() })
    .where(
      and(
        eq(accounts.id, accountId),
        sql`(${accounts.enterpriseId} IS NULL OR ${accounts.enterpriseId} = ${enterpriseId})`,
      ),
    )
    .returning();
  return attached;
}

/** The account leaves the enterprise; its id, or undefined when the enterprise does not own it. */
export async function detachAccount(db: Db, enterpriseId: string, accountId: string) {
  const [detached] = await db
    .update(accounts)
    .set({ enterpriseId: null, updatedAt: new Date().toISOString() })
    .where(and(eq(accounts.id, accountId), eq(accounts.enterpriseId, enterpriseId)))
    .returning({ id: accounts.id });
  return detached?.id;
}
