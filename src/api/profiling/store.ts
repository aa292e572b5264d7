// Data profile report queries. Every query is scoped by account: another account's report is simply not found.
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profileReports } from "../../db/schema";

/** Reports kept per account: creating one more deletes the oldest. */
export const MAX_PROFILE_REPORTS = 100;

const oneReport = (accountId: string, id: string) =>
  and(eq(profileReports.accountId, accountId), eq(profileReports.id, id.toLowerCase()));

/** Stores a new report and deletes the account's reports beyond the newest MAX_PROFILE_REPORTS. */
export async function saveReport(
  db: Db,
  accountId: string,
  id: string,
  scope: Record<string, unknown>,
  report: Record<string, unknown>,
) {
  const keep = db
    .select({ id: profileReports.id })
    .from(profileReports)
    .where(eq(profileReports.accountId, accountId))
    .orderBy(desc(profileReports.createdAt), desc(profileReports.id))
    .limit(MAX_PROFILE_REPORTS);
  const [[row]] = await db.batch([
    db.insert(profileReports).values({ id, accountId, scope, report }).returning(),
    db
      .delete(profileReports)
      .where(and(eq(profileReports.accountId, accountId), notInArray(profileReports.id, keep))),
  ]);
  return row;
}

/** The account's reports, newest first, without their field inventories. */
export function listReportSummaries(db: Db, accountId: string) {
  // The summaries are read out of the stored JSON by SQLite: the field inventories never leave D1.
  return db
    .select({
      id: profileReports.id,
      scope: profileReports.scope,
      created: profileReports.createdAt,
      lines_profiled:
        sql<number>`coalesce(json_extract(${profileReports.report}, '$.lines_profiled'), 0)`.mapWith(Number),
      field_count: sql<number>`coalesce(json_array_length(${profileReports.report}, '$.fields'), 0)`.mapWith(
        Number,
      ),
      sensitive_summary: sql<string>`coalesce(json_extract(${profileReports.report}, '$.sensitive_summary'), '[]')`,
    })
    .from(profileReports)
    .where(eq(profileReports.accountId, accountId))
    .orderBy(desc(profileReports.createdAt), desc(profileReports.id))
    .all();
}

export const findReport = (db: Db, accountId: string, id: string) =>
  db.select().from(profileReports).where(oneReport(accountId, id)).get();

/** The deleted report's id, or undefined when the account has no such report. */
export async function deleteReport(db: Db, accountId: string, id: string) {
  const [deleted] = await db
    .delete(profileReports)
    .where(oneReport(accountId, id))
    .returning({ id: profileReports.id });
  return deleted;
}
