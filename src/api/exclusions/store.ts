// Exclusion rules' queries: each set (ingestion, stream) is its own, so every query names its scope.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exclusionRules } from "../../db/schema";
import { ensureBelowAccountLimit } from "../shared/account-limit";
import { accountRows, deleteOneRow, oneRow } from "../shared/v1-config";

export type ExclusionRuleRow = typeof exclusionRules.$inferSelect;
export type ExclusionScope = ExclusionRuleRow["scope"];
/** What a write sets: every field of the rule but its id, account and scope. */
export type ExclusionRuleValues = Omit<typeof exclusionRules.$inferInsert, "id" | "accountId" | "scope">;

const inScope = (scope: ExclusionScope) => eq(exclusionRules.scope, scope);
/** One rule of the caller's account and this set: any other rule is simply not found. */
const oneRule = (accountId: string, scope: ExclusionScope, id: string) =>
  and(eq(exclusionRules.accountId, accountId), inScope(scope), eq(exclusionRules.id, id.toLowerCase()));

/** The account's rules of one set, oldest first. */
export async function listExclusionRules(db: Db, accountId: string, scope: ExclusionScope) {
  const rows = await accountRows(db, exclusionRules, accountId);
  return rows.filter((r) => r.scope === scope);
}

/** Creates a rule of the set, once the account has fewer than `max` of the set (409 otherwise). */
export async function insertExclusionRule(
  db: Db,
  accountId: string,
  scope: ExclusionScope,
  values: ExclusionRuleValues,
  max: number,
): Promise<ExclusionRuleRow> {
  await ensureBelowAccountLimit(
    db,
    exclusionRules,
    accountId,
    max,
    `${scope} exclusion rules`,
    inScope(scope),
  );
  const [row] = await db
    .insert(exclusionRules)
    .values({ id: crypto.randomUUID(), accountId, ...values, scope })
    .returning();
  return row;
}

/** The rule, or 404. */
export function getExclusionRule(db: Db, accountId: string, scope: ExclusionScope, id: string) {
  return oneRow(db, exclusionRules, oneRule(accountId, scope, id), "Exclusion rule");
}

/** The changed rule, or undefined when the account has no such rule in the set. */
export async function updateExclusionRule(
  db: Db,
  accountId: string,
  scope: ExclusionScope,
  id: string,
  values: ExclusionRuleValues,
): Promise<ExclusionRuleRow | undefined> {
  const [updated] = await db
    .update(exclusionRules)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(oneRule(accountId, scope, id))
    .returning();
  return updated;
}

/** Deletes the rule, or 404. */
export function deleteExclusionRule(db: Db, accountId: string, scope: ExclusionScope, id: string) {
  return deleteOneRow(db, exclusionRules, oneRule(accountId, scope, id), "Exclusion rule");
}
