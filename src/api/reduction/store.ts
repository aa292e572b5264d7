// Reduction rule queries: the rules of an account, what each kept out (reduction_savings), and the rules
// ingestion applies. Every query is scoped by account: another account's rule is simply not found.
import { and, asc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, reductionRules, reductionSavings } from "../../db/schema";
import { activeExclusionRules } from "../../logstore/exclusion-rules";
import { layoutColumns, layoutPlanOf } from "../../logstore/store";
import { ensureBelowAccountLimit } from "../shared/account-limit";

export { reductionActions } from "../../db/schema";

type Row = typeof reductionRules.$inferSelect;
/** A rule's settings, as written by a create, replace or change. */
export type RuleFields = Pick<
  Row,
  "title" | "action" | "active" | "query" | "apps" | "hosts" | "levels" | "sampleRate" | "dedupeFields"
> & { dedupeWindowSeconds: number | null };
export interface RuleSavings {
  lines: number;
  bytes: number;
}

const ruleColumns = {
  id: reductionRules.id,
  action: reductionRules.action,
  query: reductionRules.query,
  apps: reductionRules.apps,
  hosts: reductionRules.hosts,
  levels: reductionRules.levels,
  sampleRate: reductionRules.sampleRate,
  dedupeFields: reductionRules.dedupeFields,
  dedupeWindowSeconds: reductionRules.dedupeWindowSeconds,
  updatedAt: reductionRules.updatedAt,
};
export type ActiveReductionRule = {
  [K in keyof typeof ruleColumns]: (typeof reductionRules.$inferSelect)[K];
};

/**
 * The account's active exclusion and reduction rules, its suspension and its log layout, in one D1 round trip
 * (a batch of three indexed SELECTs).
 */
export async function activeIngestRules(db: Db, accountId: string) {
  const [exclusions, reductions, account] = await db.batch([
    activeExclusionRules(db, accountId, "ingestion"),
    db
      .select(ruleColumns)
      .from(reductionRules)
      .where(and(eq(reductionRules.accountId, accountId), eq(reductionRules.active, true)))
      .orderBy(asc(reductionRules.createdAt), asc(reductionRules.id)),
    db
      .select({ suspended: accounts.ingestionSuspended, ...layoutColumns })
      .from(accounts)
      .where(eq(accounts.id, accountId)),
  ]);
  const state = account[0];
  return {
    exclusions,
    reductions: reductions as ActiveReductionRule[],
    suspended: state?.suspended ?? false,
    layout: layoutPlanOf(state),
  };
}

/** One rule of the caller's account: another account's rule is simply not found. */
const oneRule = (accountId: string, id: string) =>
  and(eq(reductionRules.accountId, accountId), eq(reductionRules.id, id.toLowerCase()));

const columnsOf = (r: RuleFields) => ({
  title: r.title,
  action: r.action,
  active: r.active,
  query: r.query,
  apps: r.apps,
  hosts: r.hosts,
  levels: r.levels,
  sampleRate: r.sampleRate,
  dedupeFields: r.dedupeFields,
  dedupeWindowSeconds: r.dedupeWindowSeconds,
});

/** Per rule, the lines and bytes it kept out, summed over the days in `[from, to]` (all days when absent). */
function savingsByRule(
  db: Db,
  accountId: string,
  range: { from?: string; to?: string; ruleId?: string } = {},
) {
  const where: (SQL | undefined)[] = [
    eq(reductionSavings.accountId, accountId),
    range.ruleId ? eq(reductionSavings.ruleId, range.ruleId) : undefined,
    range.from ? gte(reductionSavings.day, range.from) : undefined,
    range.to ? lte(reductionSavings.day, range.to) : undefined,
  ];
  return db
    .select({
      ruleId: reductionSavings.ruleId,
      lines: sql<number>`coalesce(sum(${reductionSavings.lines}), 0)`.mapWith(Number),
      bytes: sql<number>`coalesce(sum(${reductionSavings.bytes}), 0)`.mapWith(Number),
    })
    .from(reductionSavings)
    .where(and(...where))
    .groupBy(reductionSavings.ruleId);
}

const rulesOf = (db: Db, accountId: string) =>
  db
    .select()
    .from(reductionRules)
    .where(eq(reductionRules.accountId, accountId))
    .orderBy(asc(reductionRules.createdAt), asc(reductionRules.id));

const byRule = (rows: { ruleId: string; lines: number; bytes: number }[]) =>
  new Map<string, RuleSavings>(rows.map((r) => [r.ruleId, { lines: r.lines, bytes: r.bytes }]));

/** The account's rules, oldest first, and per rule its savings over `[from, to]` (one round trip). */
export async function listRulesWithSavings(
  db: Db,
  accountId: string,
  range: { from?: string; to?: string } = {},
) {
  const [rules, sums] = await db.batch([rulesOf(db, accountId), savingsByRule(db, accountId, range)]);
  return { rules, saved: byRule(sums) };
}

/** One rule and its savings (one round trip); `row` undefined when the account has no such rule. */
export async function findRuleWithSavings(db: Db, accountId: string, id: string) {
  const [[row], sums] = await db.batch([
    db.select().from(reductionRules).where(oneRule(accountId, id)),
    savingsByRule(db, accountId, { ruleId: id }),
  ]);
  return { row, savings: row ? byRule(sums).get(row.id) : undefined };
}

/** The savings of one rule, all days. */
export async function savingsOfRule(db: Db, accountId: string, ruleId: string) {
  const sums = await savingsByRule(db, accountId, { ruleId });
  return byRule(sums).get(ruleId);
}

export const findRule = (db: Db, accountId: string, id: string) =>
  db.select().from(reductionRules).where(oneRule(accountId, id)).get();

export const ensureBelowRuleLimit = (db: Db, accountId: string, max: number) =>
  ensureBelowAccountLimit(db, reductionRules, accountId, max, "reduction rules");

export async function insertRule(db: Db, accountId: string, rule: RuleFields) {
  const [row] = await db
    .insert(reductionRules)
    .values({ id: crypto.randomUUID(), accountId, ...columnsOf(rule) })
    .returning();
  return row;
}

/** Writes `rule` over the account's rule `id`: the updated row, or undefined when there is none. */
export async function updateRule(db: Db, accountId: string, id: string, rule: RuleFields) {
  const [updated] = await db
    .update(reductionRules)
    .set({ ...columnsOf(rule), updatedAt: new Date().toISOString() })
    .where(oneRule(accountId, id))
    .returning();
  return updated;
}

/** The deleted rule's id and action, or undefined when the account has no such rule. */
export async function deleteRule(db: Db, accountId: string, id: string) {
  const [deleted] = await db
    .delete(reductionRules)
    .where(oneRule(accountId, id))
    .returning({ id: reductionRules.id, action: reductionRules.action });
  return deleted;
}
