// A board's graph (and what a screen's counter or gauge widget shares with it): which lines it reads
// (query, apps, hosts, levels, tags), what it computes over them (an operation on a field), how it splits
// them (group_by) and over which span (timeframe). A closed schema: an unknown field is refused.
import { z } from "@hono/zod-openapi";
import { parseQueryParam } from "../shared/query";

export const graphTypes = ["line", "bar", "area", "pie", "table", "counter", "histogram"] as const;
export const graphOperations = ["count", "sum", "avg", "min", "max", "distinct"] as const;
// The span a graph shows, ending now; the data endpoint may be asked for any other range.
export const timeframes = {
  "15m": 15,
  "1h": 60,
  "6h": 360,
  "12h": 720,
  "24h": 1440,
  "7d": 10_080,
  "30d": 43_200,
};
export const MAX_GRAPHS = 50;
// As views: the filters are bound one value each, and D1 binds at most 100 values in a statement.
const MAX_FILTER_VALUES = 20;

/** A line field: app, host, level, tag, file, line, or a meta field (`status`, `meta.http.status`). */
export const lineFieldSchema = z
  .string()
  .trim()
  .min(1)
  .max(256)
  .regex(/^[A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*$/, "must be a field name such as app or meta.status")
  .openapi({ description: "app, host, level, tag, file, or a meta field (`status`, `meta.http.status`)" });

const filterList = (what: string) =>
  z
    .array(z.string().trim().min(1).max(512))
    .max(MAX_FILTER_VALUES)
    .default([])
    .transform((values) => [...new Set(values)])
    .openapi({ description: `${what} (exact match; any of them)` });

export const lineSelection = {
  query: z
    .string()
    .max(4096)
    .nullable()
    .default(null)
    .transform((q) => q?.trim() || null)
    .openapi({ description: "Search query (the log-analysis query language); null selects every line" }),
  apps: filterList("Apps"),
  hosts: filterList("Hosts"),
  levels: filterList("Levels (any case)"),
  tags: filterList("Tags"),
};

export const aggregation = {
  operation: z
    .enum(graphOperations)
    .default("count")
    .openapi({ description: "count lines, or sum|avg|min|max|distinct of `field`" }),
  field: lineFieldSchema
    .nullable()
    .default(null)
    .openapi({ description: "The field an operation other than count reads (numeric for sum|avg|min|max)" }),
};

/** An operation other than count reads a field: without one it has nothing to compute. */
export function requireFieldForOperation(
  v: { operation: (typeof graphOperations)[number]; field: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.operation !== "count" && !v.field) {
    ctx.addIssue({ code: "custom", path: ["field"], message: `operation ${v.operation} needs a field` });
  }
}

export const graphSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(256).nullable().default(null),
    type: z.enum(graphTypes).openapi({ description: graphTypes.join(" | ") }),
    ...lineSelection,
    ...aggregation,
    group_by: lineFieldSchema
      .nullable()
      .default(null)
      .openapi({ description: "Split into one series per value of this field" }),
    timeframe: z
      .enum(Object.keys(timeframes) as [keyof typeof timeframes])
      .default("24h")
      .openapi({ description: "The span shown, ending now" }),
  })
  .superRefine((graph, ctx) => {
    requireFieldForOperation(graph, ctx);
    // A pie's slices are the groups; a histogram buckets the values of a field.
    if (graph.type === "pie" && !graph.group_by) {
      ctx.addIssue({ code: "custom", path: ["group_by"], message: "a pie graph needs group_by" });
    }
    if (graph.type === "histogram" && !graph.field) {
      ctx.addIssue({ code: "custom", path: ["field"], message: "a histogram needs a field" });
    }
  })
  .openapi("BoardGraph");
export type Graph = z.infer<typeof graphSchema>;

/** The query of each item, parsed: a malformed one answers 400 at `<key>.<index>.query`. */
export function checkQueries(items: { query?: string | null }[], key: string) {
  items.forEach((item, i) => {
    if (item.query) parseQueryParam(item.query, [key, i, "query"]);
  });
}
