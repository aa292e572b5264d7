// Processor group queries. Every query is scoped by account: another account's group is simply not found.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  pipelineNodes,
  pipelineRevisionNodes,
  pipelineSamples,
  pipelines,
  processorGroups,
} from "../../db/schema";
import { type GroupDefinition, groupIdOf, PROCESSOR_GROUP_TYPE } from "../../engine/processor-groups";
import type { RunnableNode } from "../../engine/runner";
import { notFound } from "../../http/errors";

export type GroupRow = typeof processorGroups.$inferSelect;
export type StoredProcessor = GroupRow["processors"][number];

export async function findGroup(db: Db, accountId: string, id: string): Promise<GroupRow> {
  const row = await db
    .select()
    .from(processorGroups)
    .where(and(eq(processorGroups.accountId, accountId), eq(processorGroups.id, id)))
    .get();
  if (!row) throw notFound("Processor group");
  return row;
}

export function listGroups(db: Db, accountId: string) {
  return db
    .select()
    .from(processorGroups)
    .where(eq(processorGroups.accountId, accountId))
    .orderBy(asc(processorGroups.createdAt), asc(processorGroups.id))
    .all();
}

/** Where the group is used: draft nodes of the account's pipelines and nodes of published revisions. */
export async function groupUsers(db: Db, accountId: string, groupId: string) {
  const groupOf = (column: typeof pipelineNodes.userConfig | typeof pipelineRevisionNodes.userConfig) =>
    sql`lower(json_extract(${column}, '$.group_id'))`;
  const [draft, published] = await db.batch([
    db
      .select({ pipelineId: pipelineNodes.pipelineId, nodeId: pipelineNodes.id })
      .from(pipelineNodes)
      .where(
        and(
          eq(pipelineNodes.accountId, accountId),
          eq(pipelineNodes.type, PROCESSOR_GROUP_TYPE),
          sql`${groupOf(pipelineNodes.userConfig)} = ${groupId}`,
        ),
      ),
    db
      .select({ pipelineId: pipelines.id, nodeId: pipelineRevisionNodes.nodeId })
      .from(pipelines)
      .innerJoin(pipelineRevisionNodes, eq(pipelineRevisionNodes.revisionId, pipelines.publishedRevisionId))
      .where(
        and(
          eq(pipelines.accountId, accountId),
          eq(pipelineRevisionNodes.type, PROCESSOR_GROUP_TYPE),
          sql`${groupOf(pipelineRevisionNodes.userConfig)} = ${groupId}`,
        ),
      ),
  ]);
  return { draft, published };
}

/**
 * The groups that `processor-group` nodes of `nodes` run, read from the account (a group of another
 * account is not found, and expandProcessorGroups then refuses the node). For live runs and simulation.
 */
export async function loadProcessorGroupsFor(
  db: Db,
  accountId: string,
  nodes: RunnableNode[],
): Promise<Map<string, GroupDefinition>> {
  const ids = [...new Set(nodes.map(groupIdOf).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: processorGroups.id, processors: processorGroups.processors })
    .from(processorGroups)
    .where(and(eq(processorGroups.accountId, accountId), inArray(processorGroups.id, ids)))
    .all();
  return new Map(rows.map((r) => [r.id, r]));
}

export function insertGroup(
  db: Db,
  values: Pick<
    typeof processorGroups.$inferInsert,
    "id" | "accountId" | "title" | "description" | "processors"
  >,
): Promise<GroupRow> {
  return db.insert(processorGroups).values(values).returning().get();
}

/** Replaces the group's title, description and processors and answers the new row, or 404. */
export async function updateGroup(
  db: Db,
  accountId: string,
  id: string,
  set: Pick<typeof processorGroups.$inferInsert, "title" | "description" | "processors">,
): Promise<GroupRow> {
  const row = await db
    .update(processorGroups)
    .set({ ...set, updatedAt: new Date().toISOString() })
    .where(and(eq(processorGroups.accountId, accountId), eq(processorGroups.id, id)))
    .returning()
    .get();
  if (!row) throw notFound("Processor group");
  return row;
}

/** Deletes the group with its samples (they name their container without a foreign key). */
export async function deleteGroup(db: Db, accountId: string, id: string): Promise<void> {
  await db.batch([
    db
      .delete(pipelineSamples)
      .where(and(eq(pipelineSamples.accountId, accountId), eq(pipelineSamples.containerId, id))),
    db
      .delete(processorGroups)
      .where(and(eq(processorGroups.accountId, accountId), eq(processorGroups.id, id))),
  ]);
}
