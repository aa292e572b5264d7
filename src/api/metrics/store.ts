// Edge usage metric intake: one D1 batch (one round trip, one transaction) that checks every record's
// pipeline belongs to the account, writes the records and finds the pipelines that have usage alerts.
// Rows travel as JSON chunks unpacked by json_each (D1 allows 100 bound parameters per statement, so one
// statement per record would be hundreds of statements); each insert runs only when every pipeline named in
// the request is the account's, so a request with one foreign pipeline stores nothing.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  edgeUsageMetrics,
  pipelineNodes,
  pipelineRevisionNodes,
  pipelines,
  usageThresholdAlerts,
} from "../../db/schema";
import { chunkJson } from "../../lib/json-chunks";

export interface EdgeUsageRecord {
  event_ts: number;
  pipeline_id: string;
  component_id: string;
  processor: string;
  total_count: number;
  total_size: number;
}

export interface IntakeOutcome {
  /** Pipeline ids of the request that are not the account's: nothing was stored. */
  unknownPipelines: string[];
  stored: number;
  /** Indexes (in the request) of records already stored, by an earlier request or earlier in this one. */
  duplicates: number[];
  /** Pipelines of the request that have usage threshold alerts (to evaluate now). */
  alertedPipelines: string[];
}

/**
 * The traffic class when the component is not a node of the pipeline (draft or published), from the
 * `processor` the edge reports: a name starting with `source` is ingress, with `sink` or `destination`
 * egress, anything else (a processor) neither.
 */
export function trafficOfProcessor(processor: string): "ingress" | "egress" | "internal" {
  const p = processor.trim().toLowerCase();
  if (p.startsWith("source")) return "ingress";
  if (p.startsWith("sink") || p.startsWith("destination")) return "egress";
  return "internal";
}

const classToTraffic = (column: typeof pipelineNodes.nodeClass | typeof pipelineRevisionNodes.nodeClass) =>
  sql`CASE ${column} WHEN 'source' THEN 'ingress' WHEN 'sink' THEN 'egress' ELSE 'internal' END`;

export async function storeEdgeUsage(
  db: Db,
  accountId: string,
  edgeId: string,
  records: EdgeUsageRecord[],
): Promise<IntakeOutcome> {
  const ids = [...new Set(records.map((r) => r.pipeline_id))];
  const idsJson = JSON.stringify(ids);
  const inRequest = sql`(SELECT value FROM json_each(${idsJson}))`;
  const allKnown = sql`(SELECT count(*) FROM ${pipelines} WHERE ${pipelines.accountId} = ${accountId}
    AND ${pipelines.id} IN ${inRequest}) = ${ids.length}`;

  const rows = records.map((r) =>
    JSON.stringify([
      r.pipeline_id,
      r.event_ts,
      r.component_id,
      r.processor,
      trafficOfProcessor(r.processor),
      r.total_count,
      r.total_size,
    ]),
  );
  // The component's class: its draft node, else a node of the published revision (the edge runs that),
  // else the processor name. Each is one primary-key lookup.
  const draftClass = sql`(SELECT ${classToTraffic(pipelineNodes.nodeClass)} FROM ${pipelineNodes}
    WHERE ${pipelineNodes.id} = lower(value ->> 2) AND ${pipelineNodes.pipelineId} = value ->> 0)`;
  const publishedClass = sql`(SELECT ${classToTraffic(pipelineRevisionNodes.nodeClass)}
    FROM ${pipelines} JOIN ${pipelineRevisionNodes}
      ON ${pipelineRevisionNodes.revisionId} = ${pipelines.publishedRevisionId}
    WHERE ${pipelines.id} = value ->> 0 AND ${pipelineRevisionNodes.nodeId} = lower(value ->> 2))`;
  // Columns in schema order: account, pipeline, event_ts, component, processor, edge, traffic, count, size.
  const inserts = chunkJson(rows).map((chunk) =>
    db
      .insert(edgeUsageMetrics)
      .select(
        sql`SELECT ${accountId}, value ->> 0, value ->> 1, value ->> 2, value ->> 3, ${edgeId},
          coalesce(${draftClass}, ${publishedClass}, value ->> 4), value ->> 5, value ->> 6
          FROM json_each(${chunk}) WHERE ${allKnown}`,
      )
      .onConflictDoNothing()
      .returning({
        pipelineId: edgeUsageMetrics.pipelineId,
        eventTs: edgeUsageMetrics.eventTs,
        componentId: edgeUsageMetrics.componentId,
        processor: edgeUsageMetrics.processor,
      }),
  );
  const known = db
    .select({ id: pipelines.id })
    .from(pipelines)
    .where(and(eq(pipelines.accountId, accountId), sql`${pipelines.id} IN ${inRequest}`));
  const alerted = db
    .selectDistinct({ id: usageThresholdAlerts.pipelineId })
    .from(usageThresholdAlerts)
    .where(
      and(
        eq(usageThresholdAlerts.accountId, accountId),
        sql`${usageThresholdAlerts.pipelineId} IN ${inRequest}`,
      ),
    );
  const [knownRows, alertedRows, ...results] = await db.batch([known, alerted, ...inserts]);
  const knownIds = new Set(knownRows.map((r) => r.id));
  const unknownPipelines = ids.filter((id) => !knownIds.has(id));
  if (unknownPipelines.length > 0)
    return { unknownPipelines, stored: 0, duplicates: [], alertedPipelines: [] };
  // A record is a duplicate unless the insert returned its key; of repeats inside the request, the first
  // occurrence is the one stored.
  const keyOf = (r: { pipelineId: string; eventTs: number; componentId: string; processor: string }) =>
    JSON.stringify([r.pipelineId, r.eventTs, r.componentId, r.processor]);
  const inserted = new Set(
    (results as { pipelineId: string; eventTs: number; componentId: string; processor: string }[][])
      .flat()
      .map(keyOf),
  );
  const duplicates: number[] = [];
  records.forEach((r, i) => {
    const key = keyOf({
      pipelineId: r.pipeline_id,
      eventTs: r.event_ts,
      componentId: r.component_id,
      processor: r.processor,
    });
    if (!inserted.delete(key)) duplicates.push(i);
  });
  return {
    unknownPipelines,
    stored: records.length - duplicates.length,
    duplicates,
    alertedPipelines: alertedRows.map((r) => r.id),
  };
}
