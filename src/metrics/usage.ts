// Usage metrics of pipelines: bytes and events per time bucket, ingress and egress, combining the records
// that edge (locally deployed) pipelines send with the per-minute counters that live (saas) runs keep in
// component_usage. Ingress is what sources took in (edge: records of source components; live: bytes_in and
// events_in of sources), egress what destinations delivered (edge: records of sink components; live:
// bytes_out and events_out of destinations). Both the metrics API and the usage alerts read this.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { componentUsage, edgeUsageMetrics, pipelines } from "../db/schema";

export const MINUTE_MS = 60_000;
export type Traffic = "ingress" | "egress";
export const TRAFFIC: Traffic[] = ["ingress", "egress"];

export interface UsageRange {
  accountId: string;
  /** Unix ms, a multiple of `bucketMs`... or at least of a minute: buckets start here. */
  start: number;
  /** Unix ms, exclusive; `start` plus a whole number of buckets. */
  end: number;
  /** A multiple of a minute, since live counters are per minute. */
  bucketMs: number;
  /** One pipeline, or every pipeline of the account (deleted pipelines left out). */
  pipelineId?: string;
  traffic: Traffic[];
}

export interface UsageBucket {
  /** Start of the bucket, unix ms. */
  ts: number;
  bytes: number;
  events: number;
}

export interface UsageSeries {
  pipeline_id: string;
  traffic: Traffic;
  total_bytes: number;
  total_events: number;
  buckets: UsageBucket[];
}

interface Row {
  pipeline_id: string;
  traffic: Traffic;
  bucket: number;
  bytes: number;
  events: number;
}

/**
 * Series per (pipeline, traffic) with data in the range, or for the one pipeline asked (always, zeros
 * included). Buckets are dense: every bucket of the range is there, empty ones with zeros.
 */
export async function usageSeries(db: Db, range: UsageRange): Promise<UsageSeries[]> {
  const { accountId, start, end, bucketMs, pipelineId, traffic } = range;
  const ofPipelines = (column: typeof edgeUsageMetrics.pipelineId | typeof componentUsage.pipelineId) =>
    pipelineId !== undefined
      ? sql`${column} = ${pipelineId}`
      : sql`${column} IN (SELECT ${pipelines.id} FROM ${pipelines} WHERE ${pipelines.accountId} = ${accountId})`;
  const trafficList = sql.join(
    traffic.map((t) => sql`${t}`),
    sql`, `,
  );
  const kinds = sql.join(
    traffic.map((t) => sql`${t === "ingress" ? "source" : "destination"}`),
    sql`, `,
  );
  // D1 binds JavaScript numbers as REAL: the division is exact only after the cast (non-negative: a floor).
  const edgeBucket = sql<number>`CAST((${edgeUsageMetrics.eventTs} - ${start}) / ${bucketMs} AS INTEGER)`;
  const edge = db
    .select({
      pipeline_id: edgeUsageMetrics.pipelineId,
      traffic: sql<Traffic>`${edgeUsageMetrics.traffic}`,
      bucket: edgeBucket,
      bytes: sql<number>`sum(${edgeUsageMetrics.totalSize})`,
      events: sql<number>`sum(${edgeUsageMetrics.totalCount})`,
    })
    .from(edgeUsageMetrics)
    .where(
      sql`${edgeUsageMetrics.accountId} = ${accountId} AND ${ofPipelines(edgeUsageMetrics.pipelineId)}
        AND ${edgeUsageMetrics.eventTs} >= ${start} AND ${edgeUsageMetrics.eventTs} < ${end}
        AND ${edgeUsageMetrics.traffic} IN (${trafficList})`,
    )
    .groupBy(edgeUsageMetrics.pipelineId, edgeUsageMetrics.traffic, edgeBucket);
  const isSource = sql`${componentUsage.componentKind} = 'source'`;
  const liveTraffic = sql<Traffic>`CASE WHEN ${isSource} THEN 'ingress' ELSE 'egress' END`;
  const liveBucket = sql<number>`CAST((${componentUsage.minute} * ${MINUTE_MS} - ${start}) / ${bucketMs} AS INTEGER)`;
  const live = db
    .select({
      pipeline_id: componentUsage.pipelineId,
      traffic: liveTraffic,
      bucket: liveBucket,
      bytes: sql<number>`sum(CASE WHEN ${isSource} THEN ${componentUsage.bytesIn} ELSE ${componentUsage.bytesOut} END)`,
      events: sql<number>`sum(CASE WHEN ${isSource} THEN ${componentUsage.eventsIn} ELSE ${componentUsage.eventsOut} END)`,
    })
    .from(componentUsage)
    .where(
      sql`${componentUsage.accountId} = ${accountId} AND ${ofPipelines(componentUsage.pipelineId)}
        AND ${componentUsage.minute} >= ${Math.floor(start / MINUTE_MS)}
        AND ${componentUsage.minute} < ${Math.ceil(end / MINUTE_MS)}
        AND ${componentUsage.componentKind} IN (${kinds})`,
    )
    .groupBy(componentUsage.pipelineId, liveTraffic, liveBucket);
  const [edgeRows, liveRows] = await db.batch([edge, live]);

  const count = Math.round((end - start) / bucketMs);
  const series = new Map<string, UsageSeries>();
  const seriesOf = (pipeline: string, t: Traffic) => {
    const key = `${pipeline}|${t}`;
    let s = series.get(key);
    if (!s) {
      s = {
        pipeline_id: pipeline,
        traffic: t,
        total_bytes: 0,
        total_events: 0,
        buckets: Array.from({ length: count }, (_, i) => ({ ts: start + i * bucketMs, bytes: 0, events: 0 })),
      };
      series.set(key, s);
    }
    return s;
  };
  if (pipelineId !== undefined) for (const t of traffic) seriesOf(pipelineId, t);
  for (const row of [...edgeRows, ...liveRows] as Row[]) {
    const s = seriesOf(row.pipeline_id, row.traffic);
    const b = s.buckets[row.bucket];
    if (!b) continue;
    b.bytes += Number(row.bytes);
    b.events += Number(row.events);
    s.total_bytes += Number(row.bytes);
    s.total_events += Number(row.events);
  }
  return [...series.values()].sort(
    (a, b) => a.pipeline_id.localeCompare(b.pipeline_id) || a.traffic.localeCompare(b.traffic),
  );
}
