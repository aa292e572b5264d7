// Sample queries: containers (a pipeline's source, or a processor group's input), samples, and their events
// (one row each, inserted in chunks well under D1's statement limits). Every query is scoped by account.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  pipelineNodes,
  pipelineSampleEvents,
  pipelineSamples,
  pipelines,
  processorGroups,
} from "../../db/schema";
import type { PipelineEvent } from "../../engine/events";
import { GROUP_INPUT } from "../../engine/processor-groups";
import { notFound } from "../../http/errors";
import { chunksOf } from "../../live/capture";

export type SampleRow = typeof pipelineSamples.$inferSelect;

export interface Container {
  type: "pipeline" | "processor-group";
  id: string;
  /** A pipeline's source node id, or `input` for a processor group. */
  sourceId: string;
}

/**
 * The container and source of a sample path: a pipeline of the account and one of its sources, or a
 * processor group of the account and its input (`input`, or the group's own id). Anything else is 404.
 */
export async function resolveContainer(
  db: Db,
  accountId: string,
  containerId: string,
  sourceId: string,
): Promise<Container> {
  const [pipeline, group] = await db.batch([
    db
      .select({ id: pipelines.id })
      .from(pipelines)
      .where(and(eq(pipelines.accountId, accountId), eq(pipelines.id, containerId)))
      .limit(1),
    db
      .select({ id: processorGroups.id })
      .from(processorGroups)
      .where(and(eq(processorGroups.accountId, accountId), eq(processorGroups.id, containerId)))
      .limit(1),
  ]);
  if (pipeline.length > 0) {
    const source = await db
      .select({ id: pipelineNodes.id })
      .from(pipelineNodes)
      .where(
        and(
          eq(pipelineNodes.accountId, accountId),
          eq(pipelineNodes.pipelineId, containerId),
          eq(pipelineNodes.nodeClass, "source"),
          eq(pipelineNodes.id, sourceId),
        ),
      )
      .get();
    if (!source) throw notFound("Source");
    return { type: "pipeline", id: containerId, sourceId };
  }
  if (group.length > 0) {
    if (sourceId !== GROUP_INPUT && sourceId !== containerId) throw notFound("Source");
    return { type: "processor-group", id: containerId, sourceId: GROUP_INPUT };
  }
  throw notFound("Pipeline or processor group");
}

/** The samples of one source of one container of the caller's account. */
const ofContainer = (accountId: string, container: Container) =>
  and(
    eq(pipelineSamples.accountId, accountId),
    eq(pipelineSamples.containerId, container.id),
    eq(pipelineSamples.sourceId, container.sourceId),
  );

export async function findSample(db: Db, accountId: string, container: Container, sampleId: string) {
  const row = await db
    .select()
    .from(pipelineSamples)
    .where(and(ofContainer(accountId, container), eq(pipelineSamples.id, sampleId)))
    .get();
  if (!row) throw notFound("Sample");
  return row;
}

export function listSamples(db: Db, accountId: string, container: Container) {
  return db
    .select()
    .from(pipelineSamples)
    .where(ofContainer(accountId, container))
    .orderBy(asc(pipelineSamples.createdAt), asc(pipelineSamples.id))
    .all();
}

/** The sample's events in order, as fresh objects (processors may change them in place). */
export async function sampleEvents(db: Db, sampleId: string): Promise<PipelineEvent[]> {
  const rows = await db
    .select({ event: pipelineSampleEvents.event })
    .from(pipelineSampleEvents)
    .where(eq(pipelineSampleEvents.sampleId, sampleId))
    .orderBy(asc(pipelineSampleEvents.seq))
    .all();
  return rows.map((r) => JSON.parse(r.event) as PipelineEvent);
}

/** Statements inserting events `json` at seq base.. of a sample (for a batch). */
function insertEventStatements(db: Db, sampleId: string, json: string[]) {
  return chunksOf(json).map(({ base, array }) =>
    db
      .insert(pipelineSampleEvents)
      .select(sql`SELECT ${sampleId}, ${base} + key, value FROM json_each(${array})`),
  );
}

type SampleValues = Omit<typeof pipelineSamples.$inferInsert, "createdAt" | "updatedAt">;

/** A capture: the sample row alone; the source's next live events fill it. */
export function insertCaptureSample(db: Db, values: SampleValues): Promise<SampleRow> {
  return db.insert(pipelineSamples).values(values).returning().get();
}

/** A sample of custom data with its events (`json`, serialized), in one batch. */
export async function insertSampleWithEvents(
  db: Db,
  values: SampleValues,
  json: string[],
): Promise<SampleRow> {
  const insert = db.insert(pipelineSamples).values(values).returning();
  const [rows] = await db.batch([insert, ...insertEventStatements(db, values.id, json)]);
  return rows[0];
}

/** Deletes the sample of the container's source and answers its row, or 404. */
export async function deleteSample(db: Db, accountId: string, container: Container, sampleId: string) {
  const row = await db
    .delete(pipelineSamples)
    .where(
      and(
        eq(pipelineSamples.accountId, accountId),
        eq(pipelineSamples.containerId, container.id),
        eq(pipelineSamples.sourceId, container.sourceId),
        eq(pipelineSamples.id, sampleId),
      ),
    )
    .returning()
    .get();
  if (!row) throw notFound("Sample");
  return row;
}
