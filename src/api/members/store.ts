// Members: the area's queries, lookups shared by the members, groups and keys areas, and the one rule the
// role table cannot express: only the owner touches the owner.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiKeys, memberGroupAssignments, memberGroups, members } from "../../db/schema";
import type { Caller } from "../../env";
import { ApiError } from "../../http/errors";
import { accountRows } from "../shared/v1-config";

export type MemberRow = typeof members.$inferSelect;

/** One member per address whatever its case. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** The account's members, oldest first. */
export const listMembers = (db: Db, accountId: string) => accountRows(db, members, accountId);

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

/** Statements that make `groupIds` the member's groups; each insert only while member and group exist. */
function replaceGroups(db: Db, accountId: string, memberId: string, groupIds: string[]) {
  return [
    db.delete(memberGroupAssignments).where(eq(memberGroupAssignments.memberId, memberId)),
    ...groupIds.map((groupId) =>
      db
        .insert(memberGroupAssignments)
        .select(
          sql`SELECT ${memberId}, ${groupId}
            WHERE EXISTS (SELECT 1 FROM ${members} WHERE id = ${memberId} AND account_id = ${accountId})
              AND EXISTS (SELECT 1 FROM ${memberGroups} WHERE id = ${groupId} AND account_id = ${accountId})`,
        )
        .onConflictDoNothing(),
    ),
  ];
}

/**
 * Inserts the member while the account has fewer than `limit` members and none with this address; false
 * when it did not. Then puts the new member in `groupIds`.
 */
export async function insertMemberWithin(
  db: Db,
  accountId: string,
  member: { id: string; email: string; role: MemberRow["role"]; groupIds: string[] },
  limit: number,
) {
  const { id, email, role, groupIds } = member;
  const inserted = await db.run(sql`
    INSERT OR IGNORE INTO ${members} (id, account_id, email, email_key, role)
    SELECT ${id}, ${accountId}, ${email}, ${emailKey(email)}, ${role}
    WHERE (SELECT count(*) FROM ${members} WHERE account_id = ${accountId}) < ${limit}`);
  if (inserted.meta.changes === 0) return false;
  const [, ...assignments] = replaceGroups(db, accountId, id, groupIds);
  if (assignments.length > 0) await db.batch(assignments as [(typeof assignments)[0]]);
  return true;
}

/** Sets the role (when given) and replaces the groups (when given) in one batch; the updated row, if any. */
export async function updateMember(
  db: Db,
  accountId: string,
  memberId: string,
  role: MemberRow["role"] | undefined,
  groupIds: string[] | null,
): Promise<MemberRow | undefined> {
  const where = and(eq(members.accountId, accountId), eq(members.id, memberId));
  const [updated] = await db.batch([
    db
      .update(members)
      .set({ ...(role !== undefined && { role }), updatedAt: new Date().toISOString() })
      .where(where)
      .returning(),
    ...(groupIds ? replaceGroups(db, accountId, memberId, groupIds) : []),
  ]);
  return updated[0];
}

/**
 * Deletes a member who is not the owner, unless its keys are the account's last service keys; false when
 * nothing was deleted.
 */
export async function deleteMemberKeepingServiceKey(db: Db, accountId: string, memberId: string) {
  const deleted = await db.run(sql`
    DELETE FROM ${members} WHERE account_id = ${accountId} AND id = ${memberId} AND role <> 'owner'
      AND EXISTS (SELECT 1 FROM ${apiKeys} WHERE account_id = ${accountId} AND type = 'service'
        AND (member_id IS NULL OR member_id <> ${memberId}))`);
  return deleted.meta.changes > 0;
}
