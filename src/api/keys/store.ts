// API keys: the queries. The limits and the last-service-key rule are conditions of the one statement that
// inserts or deletes (see routes.ts).
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiKeys, members } from "../../db/schema";

type KeyType = (typeof apiKeys.$inferSelect)["type"];

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  type: apiKeys.type,
  createdAt: apiKeys.createdAt,
  memberId: apiKeys.memberId,
  email: members.email,
  role: members.role,
  keySealed: apiKeys.keySealed,
};

/** The account's keys with their members; one key when `id` is given. */
function selectKeys(db: Db, accountId: string, id?: string) {
  return db
    .select(columns)
    .from(apiKeys)
    .leftJoin(members, eq(members.id, apiKeys.memberId))
    .where(
      and(eq(apiKeys.accountId, accountId), id !== undefined ? eq(apiKeys.id, id.toLowerCase()) : undefined),
    );
}

/** One key of the account with its member, or undefined. */
export async function keyById(db: Db, accountId: string, id: string) {
  return selectKeys(db, accountId, id).get();
}

/** The account's keys (of one type when given) with their members, oldest first. */
export async function listKeys(db: Db, accountId: string, type: KeyType | undefined) {
  return db
    .select(columns)
    .from(apiKeys)
    .leftJoin(members, eq(members.id, apiKeys.memberId))
    .where(and(eq(apiKeys.accountId, accountId), type ? eq(apiKeys.type, type) : undefined))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id))
    .all();
}

/** Inserts the key while the account has fewer than `limit` keys of its type; false when it has not. */
export async function insertKeyWithin(
  db: Db,
  accountId: string,
  key: {
    id: string;
    type: KeyType;
    name: string;
    keyHash: string;
    sealed: string | null;
    memberId: string | null;
  },
  limit: number,
) {
  const inserted = await db.run(sql`
    INSERT INTO ${apiKeys} (id, account_id, type, name, key_hash, key_sealed, member_id)
    SELECT ${key.id}, ${accountId}, ${key.type}, ${key.name}, ${key.keyHash}, ${key.sealed}, ${key.memberId}
    WHERE (SELECT count(*) FROM ${apiKeys} WHERE account_id = ${accountId} AND type = ${key.type}) < ${limit}`);
  return inserted.meta.changes > 0;
}

/** Renames the key; false when the account has no such key. */
export async function renameKey(db: Db, accountId: string, id: string, name: string) {
  const [updated] = await db
    .update(apiKeys)
    .set({ name })
    .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.id, id)))
    .returning({ id: apiKeys.id });
  return updated !== undefined;
}

/** Deletes the key unless it is the account's last service key; false when nothing was deleted. */
export async function deleteKeyUnlessLastService(db: Db, accountId: string, id: string) {
  const deleted = await db.run(sql`
    DELETE FROM ${apiKeys} WHERE account_id = ${accountId} AND id = ${id}
      AND (type <> 'service'
        OR (SELECT count(*) FROM ${apiKeys} WHERE account_id = ${accountId} AND type = 'service') > 1)`);
  return deleted.meta.changes > 0;
}
