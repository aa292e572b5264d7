// Who an open tail acts as, checked again while it stays open: a key deleted (or its member removed) since the
// tail opened, or access scopes changed by a group edit, must not keep a socket streaming on the old rights.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  accounts,
  apiKeys,
  enterpriseKeys,
  memberGroupAssignments,
  memberGroups,
  members,
} from "../db/schema";
import type { TailIdentity } from "./filter";

/**
 * The key's identity as it is now: its member's groups' access scopes (null: no group with scopes), as
 * src/http/auth.ts computes them; an enterprise key acting on one of its enterprise's accounts has none. Null
 * when the key is no longer this account's (deleted, or its enterprise let the account go).
 */
export async function currentIdentity(
  db: Db,
  accountId: string,
  keyId: string,
): Promise<TailIdentity | null> {
  const rows = await db
    .select({ scopes: memberGroups.accessScopes })
    .from(apiKeys)
    .leftJoin(members, and(eq(members.id, apiKeys.memberId), eq(members.accountId, apiKeys.accountId)))
    .leftJoin(memberGroupAssignments, eq(memberGroupAssignments.memberId, members.id))
    .leftJoin(memberGroups, eq(memberGroups.id, memberGroupAssignments.groupId))
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, accountId)))
    .all();
  if (rows.length > 0) {
    const scopes = rows.flatMap((r) => r.scopes ?? []);
    return { keyId, accessScopes: scopes.length > 0 ? [...new Set(scopes)] : null };
  }
  const delegated = await db
    .select({ id: enterpriseKeys.id })
    .from(enterpriseKeys)
    .innerJoin(accounts, eq(accounts.enterpriseId, enterpriseKeys.enterpriseId))
    .where(and(eq(enterpriseKeys.id, keyId), eq(accounts.id, accountId)))
    .get();
  return delegated ? { keyId, accessScopes: null } : null;
}

/** Whether two identities see the same lines (scopes compared as sets). */
export function sameAccess(a: TailIdentity, b: TailIdentity): boolean {
  const key = (s: string[] | null) => (s === null ? "*" : JSON.stringify([...new Set(s)].sort()));
  return a.keyId === b.keyId && key(a.accessScopes) === key(b.accessScopes);
}
