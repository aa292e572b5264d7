// Members: lookups shared by the members, groups and keys areas, and the one rule the role table cannot
// express: only the owner touches the owner.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { memberGroupAssignments, memberGroups, members } from "../../db/schema";
import type { Caller } from "../../env";
import { ApiError } from "../../http/errors";

export type MemberRow = typeof members.$inferSelect;

/** One member per address whatever its case. */
export const emailKey = (email: string) => email.trim().toLowerCase();

export async function memberByEmail(db: Db, accountId: string, email: string) {
  return db
    .select()
    .from(members)
    .where(and(eq(members.accountId, accountId), eq(members.emailKey, emailKey(email))))
    .get();
}

/** The group ids of each member, oldest group first. */
export async function groupIdsOf(db: Db, accountId: string, memberIds: string[]) {
  const ids = new Map<string, string[]>(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return ids;
  const rows = await db
    .select({ memberId: memberGroupAssignments.memberId, groupId: memberGroupAssignments.groupId })
    .from(memberGroupAssignments)
    .innerJoin(memberGroups, eq(memberGroups.id, memberGroupAssignments.groupId))
    .where(
      and(
        eq(memberGroups.accountId, accountId),
        memberIds.length === 1 ? eq(memberGroupAssignments.memberId, memberIds[0]) : undefined,
      ),
    )
    .orderBy(asc(memberGroups.createdAt), asc(memberGroups.id))
    .all();
  for (const r of rows) ids.get(r.memberId)?.push(r.groupId);
  return ids;
}

/** The account's groups with these ids; a 400 naming every unknown one (`groups.1`). */
export async function requireGroups(db: Db, accountId: string, groupIds: string[]) {
  const wanted = [...new Set(groupIds.map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: memberGroups.id })
    .from(memberGroups)
    .where(and(eq(memberGroups.accountId, accountId), inArray(memberGroups.id, wanted)))
    .all();
  const known = new Set(found.map((g) => g.id));
  const unknown = groupIds.flatMap((id, i) => (known.has(id.toLowerCase()) ? [] : [i]));
  if (unknown.length > 0) {
    throw new ApiError(
      "EVALIDATION",
      "Validation failed: no such group",
      unknown.map((i) => ({ path: ["groups", i], message: "not a group of this account" })),
    );
  }
  return wanted;
}

/**
 * Admins may do everything but touch the owner: the owner's member row and the owner's keys (a key of no
 * member acts as the owner). Only the owner (or an account key) may.
 */
export function assertMayTouch(caller: Caller, targetIsOwner: boolean, what: string) {
  if (targetIsOwner && caller.role !== "owner") {
    throw new ApiError("EFORBIDDEN", `Only the account owner may ${what}`);
  }
}
