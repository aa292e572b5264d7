// Access keys of push endpoints: the queries, for either owner (a gateway route or a push source).
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accessKeys } from "../../db/schema";

export type KeyOwner = { gatewayRouteId: string } | { sourceId: string };

const ownerFilter = (accountId: string, owner: KeyOwner) =>
  and(
    eq(accessKeys.accountId, accountId),
    "gatewayRouteId" in owner
      ? eq(accessKeys.gatewayRouteId, owner.gatewayRouteId)
      : eq(accessKeys.sourceId, owner.sourceId),
  );

/** A new key of the owner, stored as its hash only. */
export async function insertAccessKey(
  db: Db,
  accountId: string,
  owner: KeyOwner,
  title: string,
  keyHash: string,
) {
  return db
    .insert(accessKeys)
    .values({ id: crypto.randomUUID(), accountId, ...owner, title, keyHash })
    .returning()
    .get();
}

/** The owner's keys, oldest first. */
export async function listAccessKeys(db: Db, accountId: string, owner: KeyOwner) {
  return db
    .select()
    .from(accessKeys)
    .where(ownerFilter(accountId, owner))
    .orderBy(asc(accessKeys.createdAt), asc(accessKeys.id))
    .all();
}

/** Deletes one key of the owner; the deleted row, or undefined when the owner has no such key. */
export async function deleteAccessKey(db: Db, accountId: string, owner: KeyOwner, keyId: string) {
  return db
    .delete(accessKeys)
    .where(and(ownerFilter(accountId, owner), eq(accessKeys.id, keyId)))
    .returning()
    .get();
}
