// Usage threshold alert queries. Every query is scoped by account and pipeline: another
// account's alert (or one of another pipeline) is simply not found.
import { and, asc, desc, eq, gt, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { usageAlertFirings, usageThresholdAlerts } from "../../db/schema";
import { notFound } from "../../http/errors";

export { alertConditions } from "../../db/schema";

type FiringRow = typeof usageAlertFirings.$inferSelect;

/** The stored columns of a write (create or full replace). */
export type UsageAlertColumns = Pick<
  typeof usageThresholdAlerts.$inferInsert,
  | "title"
  | "trafficType"
  | "thresholdBytes"
  | "percentIncrease"
  | "percentDecrease"
  | "noData"
  | "alertChannels"
  | "maxDailyNotifications"
  | "periodMinutes"
>;

const alertWhere = (accountId: string, pipelineId: string, id: string) =>
  and(
    eq(usageThresholdAlerts.accountId, accountId),
    eq(usageThresholdAlerts.pipelineId, pipelineId),
    eq(usageThresholdAlerts.id, id),
  );

export async function findUsageAlert(db: Db, accountId: string, pipelineId: string, id: string) {
  const row = await db
    .select()
    .from(usageThresholdAlerts)
    .where(alertWhere(accountId, pipelineId, id))
    .get();
  if (!row) throw notFound("Usage threshold alert");
  return row;
}

export function createUsageAlert(db: Db, accountId: string, pipelineId: string, columns: UsageAlertColumns) {
  return db
    .insert(usageThresholdAlerts)
    .values({ id: crypto.randomUUID(), accountId, pipelineId, ...columns })
    .returning()
    .get();
}

/** Replaces the alert's settings; its evaluation starts afresh. Undefined when there is no such alert. */
export function updateUsageAlert(
  db: Db,
  accountId: string,
  pipelineId: string,
  id: string,
  columns: UsageAlertColumns,
) {
  return db
    .update(usageThresholdAlerts)
    .set({ ...columns, evaluatedThrough: null, updatedAt: new Date().toISOString() })
    .where(alertWhere(accountId, pipelineId, id))
    .returning()
    .get();
}

/** The deleted alert, or undefined when there is no such alert. */
export function deleteUsageAlert(db: Db, accountId: string, pipelineId: string, id: string) {
  return db
    .delete(usageThresholdAlerts)
    .where(alertWhere(accountId, pipelineId, id))
    .returning()
    .get();
}

/** Keyset page of a pipeline's alerts ordered by (created_at, id). */
export async function listUsageAlerts(
  db: Db,
  accountId: string,
  pipelineId: string,
  limit: number,
  after: [string, string] | null,
) {
  const t = usageThresholdAlerts;
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.accountId, accountId),
        eq(t.pipelineId, pipelineId),
        after ? or(gt(t.createdAt, after[0]), and(eq(t.createdAt, after[0]), gt(t.id, after[1]))) : undefined,
      ),
    )
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

/** Keyset page of an alert's firings, newest period first (then by condition). */
export async function listFirings(db: Db, alertId: string, limit: number, before: [number, string] | null) {
  const t = usageAlertFirings;
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.alertId, alertId),
        before
          ? or(
              lt(t.periodStart, before[0]),
              and(eq(t.periodStart, before[0]), gt(t.condition, before[1] as FiringRow["condition"])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(t.periodStart), asc(t.condition))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}
