// Pipeline alert queries. Every query is scoped by account: another account's alert is simply not found.
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pipelineAlerts } from "../../db/schema";
import { notFound } from "../../http/errors";

export type AlertRow = typeof pipelineAlerts.$inferSelect;

export async function findAlert(db: Db, accountId: string, pipelineId: string, alertId: string) {
  const row = await db
    .select()
    .from(pipelineAlerts)
    .where(
      and(
        eq(pipelineAlerts.accountId, accountId),
        eq(pipelineAlerts.pipelineId, pipelineId),
        eq(pipelineAlerts.id, alertId),
      ),
    )
    .get();
  if (!row) throw notFound("Alert");
  return row;
}

export function insertAlert(db: Db, values: typeof pipelineAlerts.$inferInsert): Promise<AlertRow> {
  return db.insert(pipelineAlerts).values(values).returning().get();
}

/** Replaces the alert's columns and answers the new row, or 404. */
export async function updateAlert(
  db: Db,
  accountId: string,
  alertId: string,
  columns: Pick<
    typeof pipelineAlerts.$inferInsert,
    "componentKind" | "componentId" | "inputs" | "alertConfig" | "active"
  >,
): Promise<AlertRow> {
  const row = await db
    .update(pipelineAlerts)
    .set({ ...columns, updatedAt: new Date().toISOString() })
    .where(and(eq(pipelineAlerts.accountId, accountId), eq(pipelineAlerts.id, alertId)))
    .returning()
    .get();
  if (!row) throw notFound("Alert");
  return row;
}

/** Deletes the component's alert and answers its row, or 404. */
export async function deleteAlert(
  db: Db,
  accountId: string,
  pipelineId: string,
  componentKind: AlertRow["componentKind"],
  componentId: string,
  alertId: string,
): Promise<AlertRow> {
  const row = await db
    .delete(pipelineAlerts)
    .where(
      and(
        eq(pipelineAlerts.accountId, accountId),
        eq(pipelineAlerts.pipelineId, pipelineId),
        eq(pipelineAlerts.componentId, componentId),
        eq(pipelineAlerts.componentKind, componentKind),
        eq(pipelineAlerts.id, alertId),
      ),
    )
    .returning()
    .get();
  if (!row) throw notFound("Alert");
  return row;
}

export function listAlerts(db: Db, accountId: string, pipelineId: string, componentId?: string) {
  return db
    .select()
    .from(pipelineAlerts)
    .where(
      and(
        eq(pipelineAlerts.accountId, accountId),
        eq(pipelineAlerts.pipelineId, pipelineId),
        componentId ? eq(pipelineAlerts.componentId, componentId) : undefined,
      ),
    )
    .orderBy(asc(pipelineAlerts.createdAt), asc(pipelineAlerts.id))
    .all();
}
