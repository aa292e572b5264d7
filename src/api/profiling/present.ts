// Data profile reports as they look on the wire.
import type { profileReports } from "../../db/schema";
import type { listReportSummaries } from "./store";

type Row = typeof profileReports.$inferSelect;
type SummaryRow = Awaited<ReturnType<typeof listReportSummaries>>[number];

export const presentProfileReport = (row: Row) => ({
  id: row.id,
  scope: row.scope,
  created: row.createdAt,
  ...row.report,
});

export const presentProfileSummary = (r: SummaryRow) => ({
  ...r,
  sensitive_summary: JSON.parse(r.sensitive_summary),
});
