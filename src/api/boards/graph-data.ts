// A board graph's data, computed from the stored lines: `GET /v1/config/board/{boardId}/graph/{index}/data`.
// The lines of the range that the graph selects (filters in SQL, query and tags per line, through the same
// reader as export, at most DEFAULT_SCAN_BUDGET matching lines, and inside the caller's access scope) are counted into time
// buckets, one series per `group_by` value, with the graph's operation applied to its field.
import { z } from "@hono/zod-openapi";
import type { QueryableLine, QueryNode } from "../../engine/query";
import { unixToMs } from "../../lib/time";
import { accessScopeOf } from "../../logstore/access-scope";
import { DEFAULT_SCAN_BUDGET, LineScanner } from "../../logstore/reader";
import { parseQueryParam } from "../shared/query";
import { type Graph, timeframes } from "./graphs";

// Bucket widths to choose from: the smallest that keeps a range within MAX_BUCKETS.
const INTERVALS_MS = [60_000, 300_000, 900_000, 3_600_000, 10_800_000, 21_600_000, 43_200_000, 86_400_000];
export const MAX_BUCKETS = 400;
export const MAX_SERIES = 20;
// Distinct values counted per bucket and series at most, so a high-cardinality field keeps memory bounded.
const MAX_DISTINCT = 10_000;
export const OTHER_GROUP = "(other)";

const unixTime = (description: string) =>
  z
    .string()
    .regex(/^\d{1,16}$/, "must be a unix timestamp (seconds or milliseconds)")
    .transform(Number)
    .optional()
    .openapi({ type: "integer", description });

export const graphDataQuery = z.object({
  from: unixTime("Start, unix seconds or ms (inclusive). Absent: `to` minus the graph's timeframe"),
  to: unixTime("End, unix seconds or ms (inclusive). Absent: now"),
});

const pointSchema = z.object({ ts: z.number().int(), value: z.number().nullable() });
export const graphDataSchema = z
  .object({
    from: z.number().int().openapi({ description: "Unix ms" }),
    to: z.number().int().openapi({ description: "Unix ms" }),
    interval_ms: z.number().int().openapi({ description: "The width of a bucket" }),
    operation: z.string(),
    field: z.string().nullable(),
    group_by: z.string().nullable(),
    scanned: z.number().int().openapi({ description: "Stored lines read" }),
    truncated: z.boolean().openapi({
      description: `True when more lines matched than a graph reads (${DEFAULT_SCAN_BUDGET}): the counts are partial`,
    }),
    series: z.array(
      z.object({
        group: z
          .string()
          .nullable()
          .openapi({ description: "The group_by value; null for lines without one" }),
        total: z.number().nullable().openapi({ description: "The operation over the whole range" }),
        points: z.array(pointSchema).openapi({ description: "One per bucket, oldest first" }),
      }),
    ),
  })
  .openapi("BoardGraphData");

/** The values of a line's field: app, host, level, file, line, tag (each tag), or a meta path. */
function fieldValues(line: QueryableLine, field: string): unknown[] {
  switch (field) {
    case "tag":
      return line.tags ?? [];
    case "app":
    case "host":
    case "level":
    case "file":
    case "line":
      return line[field] ? [line[field]] : [];
    default: {
      let v: unknown = line.meta ?? undefined;
      for (const key of field.replace(/^meta\./, "").split(".")) {
        v = v && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined;
      }
      return v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];
    }
  }
}

class Accumulator {
  lines = 0;
  values = 0;
  sum = 0;
  min = Number.POSITIVE_INFINITY;
  max = Number.NEGATIVE_INFINITY;
  distinct = new Set<string>();

  add(graph: Graph, line: QueryableLine) {
    this.lines++;
    if (!graph.field || graph.operation === "count") return;
    for (const v of fieldValues(line, graph.field)) {
      if (graph.operation === "distinct") {
        if (this.distinct.size < MAX_DISTINCT)
          this.distinct.add(typeof v === "string" ? v : JSON.stringify(v));
        continue;
      }
      const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN;
      if (!Number.isFinite(n)) continue;
      this.values++;
      this.sum += n;
      this.min = Math.min(this.min, n);
      this.max = Math.max(this.max, n);
    }
  }

  merge(other: Accumulator) {
    this.lines += other.lines;
    this.values += other.values;
    this.sum += other.sum;
    this.min = Math.min(this.min, other.min);
    this.max = Math.max(this.max, other.max);
    for (const v of other.distinct) if (this.distinct.size < MAX_DISTINCT) this.distinct.add(v);
  }

  /** The operation's result; null where it has no value (the average of nothing). */
  value(operation: Graph["operation"]): number | null {
    switch (operation) {
      case "count":
        return this.lines;
      case "sum":
        return this.sum;
      case "distinct":
        return this.distinct.size;
      case "avg":
        return this.values > 0 ? this.sum / this.values : null;
      case "min":
        return this.values > 0 ? this.min : null;
      case "max":
        return this.values > 0 ? this.max : null;
    }
  }
}

/** The graph's query and its tags (any of them) as one query node. */
function selection(graph: Graph): QueryNode | null {
  const nodes: QueryNode[] = [];
  const query = parseQueryParam(graph.query ?? undefined, ["query"]);
  if (query) nodes.push(query);
  if (graph.tags.length > 0) {
    const tagNodes: QueryNode[] = graph.tags.map((value) => ({
      kind: "field",
      field: "tag",
      op: "eq",
      value,
      prefix: false,
    }));
    nodes.push(tagNodes.length === 1 ? tagNodes[0] : { kind: "or", nodes: tagNodes });
  }
  return nodes.length === 0 ? null : nodes.length === 1 ? nodes[0] : { kind: "and", nodes };
}

/** The bucket width for a range: the smallest candidate that keeps it within MAX_BUCKETS buckets. */
export function intervalFor(from: number, to: number): number | null {
  return INTERVALS_MS.find((ms) => Math.floor(to / ms) - Math.floor(from / ms) + 1 <= MAX_BUCKETS) ?? null;
}

/** The range asked for: `to` defaults to now, `from` to the graph's timeframe before `to`. */
export function graphRange(graph: Graph, query: z.infer<typeof graphDataQuery>, now: number) {
  const to = query.to ? unixToMs(query.to) : now;
  const from = query.from ? unixToMs(query.from) : to - timeframes[graph.timeframe] * 60_000;
  return { from, to };
}

/** Reads the range's lines for the graph and answers its series. */
export async function computeGraphData(
  store: ConstructorParameters<typeof LineScanner>[0],
  caller: { accountId: string; accessScopes: string[] | null },
  graph: Graph,
  range: { from: number; to: number; interval: number },
  scanBudget = DEFAULT_SCAN_BUDGET,
) {
  const { from, to, interval } = range;
  const filter = {
    accountId: caller.accountId,
    from,
    to,
    apps: graph.apps,
    hosts: graph.hosts,
    levels: graph.levels.map((l) => l.toUpperCase()),
    query: selection(graph),
    snapshot: null,
    scope: accessScopeOf(caller),
  };
  const scanner = new LineScanner(store, filter, "asc", null, scanBudget);
  const first = Math.floor(from / interval);
  const bucketCount = Math.floor(to / interval) - first + 1;
  // Per group: one accumulator per bucket, created when a line lands in it.
  const groups = new Map<string | null, Accumulator[]>();
  // An ungrouped graph always has its one series, zeros included.
  if (!graph.group_by) groups.set(null, []);
  for (let line = await scanner.next(); line; line = await scanner.next()) {
    const keys: (string | null)[] = graph.group_by
      ? fieldValues(line, graph.group_by).map((v) => (typeof v === "string" ? v : JSON.stringify(v)))
      : [null];
    if (keys.length === 0) keys.push(null);
    const bucket = Math.floor(line.ts / interval) - first;
    for (const key of new Set(keys)) {
      const buckets = groups.get(key) ?? [];
      groups.set(key, buckets);
      buckets[bucket] ??= new Accumulator();
      buckets[bucket].add(graph, line);
    }
  }
  // The groups with the most lines get their own series; the rest are merged into one.
  const ranked = [...groups.entries()].map(([group, buckets]) => {
    const total = new Accumulator();
    for (const b of buckets) if (b) total.merge(b);
    return { group, buckets, total };
  });
  ranked.sort((a, b) => b.total.lines - a.total.lines);
  const kept = ranked.slice(0, MAX_SERIES);
  const rest = ranked.slice(MAX_SERIES);
  if (rest.length > 0) {
    const buckets: Accumulator[] = [];
    const total = new Accumulator();
    for (const r of rest) {
      total.merge(r.total);
      r.buckets.forEach((b, i) => {
        if (!b) return;
        buckets[i] ??= new Accumulator();
        buckets[i].merge(b);
      });
    }
    kept.push({ group: OTHER_GROUP, buckets, total });
  }
  const empty = new Accumulator();
  return {
    from,
    to,
    interval_ms: interval,
    operation: graph.operation,
    field: graph.field,
    group_by: graph.group_by,
    scanned: scanner.scanned,
    truncated: !scanner.exhausted && scanner.matched >= scanBudget,
    series: kept.map(({ group, buckets, total }) => ({
      group,
      total: total.value(graph.operation),
      points: Array.from({ length: bucketCount }, (_, i) => ({
        ts: (first + i) * interval,
        value: (buckets[i] ?? empty).value(graph.operation),
      })),
    })),
  };
}
