// Groups: the queries. The owner's guard (only the owner changes a group the owner is in) is a condition of
// the statement that updates or deletes, so the owner joining meanwhile cannot slip past it.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { memberGroupAssignments, memberGroups, members } from "../../db/schema";
import { accountRows, oneRow } from "../shared/v1-config";

export type GroupRow = typeof memberGroups.$inferSelect;

const oneGroup = (accountId: string, id: string) =>
  and(eq(memberGroups.accountId, accountId), eq(memberGroups.id, id.toLowerCase()));

/** The owner of the account is a member of the statement's row of member_groups. */
const ownerIsIn = sql`EXISTS (SELECT 1 FROM ${memberGroupAssignments}
  JOIN ${members} ON ${members.id} = ${memberGroupAssignments.memberId}
  WHERE ${memberGroupAssignments.groupId} = member_groups.id AND ${members.role} = 'owner')`;

/** The account's groups, oldest first. */
export const listGroups = (db: Db, accountId: string) => accountRows(db, memberGroups, accountId);

/** The group, or 404. */
export async function groupOf(db: Db, accountId: string, id: string) {
  const row = await oneRow(db, memberGroups, oneGroup(accountId, id), "Group");
  return row;
}

/** The emails of each group's members, in the order of their email keys. */
export async function memberEmailsOf(db: Db, accountId: string, rows: GroupRow[]) {
  const emails = new Map<string, string[]>(rows.map((r) => [r.id, []]));
  if (rows.length > 0) {
    const assigned = await db
      .select({ groupId: memberGroupAssignments.groupId, email: members.email })
      .from(memberGroupAssignments)
      .innerJoin(members, eq(members.id, memberGroupAssignments.memberId))
      .where(
        and(
          eq(members.accountId, accountId),
          rows.length === 1 ? eq(memberGroupAssignments.groupId, rows[0].id) : undefined,
        ),
      )
      .orderBy(asc(members.emailKey))
      .all();
    for (const a of assigned) emails.get(a.groupId)?.push(a.email);
  }
  return emails;
}

/** Inserts the group while the account has fewer than `limit`; false when it has not. A taken name throws. */
export async function insertGroupWithin(
  db: Db,
  accountId: string,
  group: { id: string; name: string; accessScopes: string[] },
  limit: number,
) {
  const { id, name, accessScopes } = group;
  const result = await db.run(sql`
    INSERT INTO ${memberGroups} (id, account_id, name, name_key, access_scopes)
    SELECT ${id}, ${accountId}, ${name}, ${name.toLowerCase()}, ${JSON.stringify(accessScopes)}
    WHERE (SELECT count(*) FROM ${memberGroups} WHERE account_id = ${accountId}) < ${limit}`);
  return result.meta.changes > 0;
}

/**
 * Renames the group and/or replaces its scopes; with `guardOwner`, changed scopes only if the owner is not
 * in the group. The updated rows (none: no such group, or the guard held). A taken name throws.
 */
export async function updateGroup(
  db: Db,
  accountId: string,
  groupId: string,
  patch: { name?: string; accessScopes?: string[] },
  guardOwner: boolean,
): Promise<GroupRow[]> {
  const ownersScopesKept = guardOwner
    ? sql`(${memberGroups.accessScopes} = ${JSON.stringify(patch.accessScopes)} OR NOT ${ownerIsIn})`
    : undefined;
  return db
    .update(memberGroups)
    .set({
      ...(patch.name !== undefined && { name: patch.name, nameKey: patch.name.toLowerCase() }),
      ...(patch.accessScopes !== undefined && { accessScopes: patch.accessScopes }),
      updatedAt: new Date().toISOString(),
    })
    .where(and(oneGroup(accountId, groupId), ownersScopesKept))
    .returning();
}

/**
 * Deletes the group; with `guardOwner`, only if it has no scopes or the owner is not in it. False when
 * nothing was deleted.
 */
export async function deleteGroup(db: Db, accountId: string, groupId: string, guardOwner: boolean) {
  const ownersScopesKept = guardOwner
    ? sql`(${memberGroups.accessScopes} = '[]' OR NOT ${ownerIsIn})`
    : undefined;
  const [deleted] = await db
    .delete(memberGroups)
    .where(and(oneGroup(accountId, groupId), ownersScopesKept))
    .returning({ id: memberGroups.id });
  return deleted !== undefined;
}

/** The account's members: id, email key and role. */
export async function memberKeysOf(db: Db, accountId: string) {
  return db
    .select({ id: members.id, emailKey: members.emailKey, role: members.role })
    .from(members)
    .where(eq(members.accountId, accountId))
    .all();
}

/** Removes then adds members of the group, in one batch (at least one of each list is non-empty). */
export async function changeMembership(db: Db, groupId: string, addIds: string[], removeIds: string[]) {
  const statements = [
    ...removeIds.map((memberId) =>
      db
        .delete(memberGroupAssignments)
        .where(
          and(eq(memberGroupAssignments.groupId, groupId), eq(memberGroupAssignments.memberId, memberId)),
        ),
    ),
    ...addIds.map((memberId) =>
      db.insert(memberGroupAssignments).values({ groupId, memberId }).onConflictDoNothing(),
    ),
  ];
  await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
}
