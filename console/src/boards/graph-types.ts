// A board's graph as the API stores it, and its data (src/api/boards/graphs.ts, graph-data.ts).
import { termOf, viewQuery } from "../query-terms";

export interface BoardGraph {
  title: string | null;
  type: "line" | "bar" | "area" | "pie" | "table" | "counter" | "histogram";
  query: string | null;
  apps: string[];
  hosts: string[];
  levels: string[];
  tags: string[];
  operation: "count" | "sum" | "avg" | "min" | "max" | "distinct";
  field: string | null;
  group_by: string | null;
  timeframe: string;
}

export interface GraphData {
  from: number;
  to: number;
  interval_ms: number;
  operation: string;
  field: string | null;
  group_by: string | null;
  scanned: number;
  truncated: boolean;
  series: { group: string | null; total: number | null; points: { ts: number; value: number | null }[] }[];
}

/** What a graph shows, in words: "count of lines", "avg of duration_ms by app". */
export function describeGraph(g: BoardGraph): string {
  const what = g.operation === "count" ? "count of lines" : `${g.operation} of ${g.field}`;
  return g.group_by ? `${what} by ${g.group_by}` : what;
}

/** The search of the lines behind a graph (one group's, when given), for the log viewer. */
export function graphSearch(g: BoardGraph, group?: string | null): string {
  const base = viewQuery(g);
  if (!g.group_by || group === undefined || group === null || group === "(other)") return base;
  const term = termOf(g.group_by, group);
  return base ? `${base} ${term}` : term;
}
