// Pipeline queries. Every query is scoped by account: another account's pipeline is simply not found.
import { and, asc, desc, eq, gt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { batchPrepared, preparedFor } from "../../db/prepared";
import { pipelineNodes, pipelineRevisions, pipelineSamples, pipelines } from "../../db/schema";
import { notFound } from "../../http/errors";

export type PipelineRow = typeof pipelines.$inferSelect;
export type RevisionRow = typeof pipelineRevisions.$inferSelect;

/** The account's pipeline as a query builder (for `db.batch`); `findPipeline` runs it. */
export const pipelineQuery = (db: Db, accountId: string, id: string) =>
  db
    .select()
    .from(pipelines)
    .where(and(eq(pipelines.accountId, accountId), eq(pipelines.id, id)))
    .limit(1);

export async function findPipeline(db: Db, accountId: string, id: string): Promise<PipelineRow> {
  const [row] = await pipelineQuery(db, accountId, id);
  if (!row) throw notFound("Pipeline");
  return row;
}

/** Keyset page ordered by (created_at, id). */
export async function listPipelines(
  db: Db,
  accountId: string,
  limit: number,
  after: [string, string] | null,
) {
  const rows = await db
    .select()
    .from(pipelines)
    .where(
      and(
        eq(pipelines.accountId, accountId),
        after
          ? or(
              gt(pipelines.createdAt, after[0]),
              and(eq(pipelines.createdAt, after[0]), gt(pipelines.id, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(asc(pipelines.createdAt), asc(pipelines.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

/** Updates the account's pipeline and answers the new row, or 404. */
export async function updatePipeline(
  db: Db,
  accountId: string,
  id: string,
  set: Partial<typeof pipelines.$inferInsert>,
) {
  const row = await db
    .update(pipelines)
    .set({ ...set, updatedAt: new Date().toISOString() })
    .where(and(eq(pipelines.accountId, accountId), eq(pipelines.id, id)))
    .returning()
    .get();
  if (!row) throw notFound("Pipeline");
  return row;
}

export function createPipeline(
  db: Db,
  accountId: string,
  values: Pick<typeof pipelines.$inferInsert, "title" | "description" | "deployType" | "origin">,
): Promise<PipelineRow> {
  return db
    .insert(pipelines)
    .values({ id: crypto.randomUUID(), accountId, ...values })
    .returning()
    .get();
}

/** Deletes the account's pipeline (its nodes and revisions go with it) and answers its row, or 404. */
export async function deletePipeline(db: Db, accountId: string, id: string): Promise<PipelineRow> {
  // Samples name their container without a foreign key (it may be a processor group): delete them too.
  const [, deleted] = await db.batch([
    db
      .delete(pipelineSamples)
      .where(and(eq(pipelineSamples.accountId, accountId), eq(pipelineSamples.containerId, id))),
    db
      .delete(pipelines)
      .where(and(eq(pipelines.accountId, accountId), eq(pipelines.id, id)))
      .returning(),
  ]);
  const row = deleted[0];
  if (!row) throw notFound("Pipeline");
  return row;
}

/** The pipeline's published revisions, newest first. */
export function listRevisions(db: Db, accountId: string, pipelineId: string): Promise<RevisionRow[]> {
  return db
    .select()
    .from(pipelineRevisions)
    .where(and(eq(pipelineRevisions.accountId, accountId), eq(pipelineRevisions.pipelineId, pipelineId)))
    .orderBy(desc(pipelineRevisions.version))
    .all();
}

export async function findRevision(
  db: Db,
  accountId: string,
  pipelineId: string,
  revisionId: string,
): Promise<RevisionRow> {
  const revision = await db
    .select()
    .from(pipelineRevisions)
    .where(
      and(
        eq(pipelineRevisions.accountId, accountId),
        eq(pipelineRevisions.pipelineId, pipelineId),
        eq(pipelineRevisions.id, revisionId),
      ),
    )
    .get();
  if (!revision) throw notFound("Revision");
  return revision;
}

/**
 * One round trip for the pipeline row and, only when the pipeline's graph_version is not `heldVersion`
 * (the one the draft cache holds, draft-cache.ts), its nodes (one batch, one transaction: the row's version
 * is the version of those rows).
 */
export async function readPipelineAndChangedNodes(
  db: Db,
  accountId: string,
  pipelineId: string,
  heldVersion: number,
) {
  const { pipeline, nodes } = draftQueries(db);
  const [[row], rows] = await batchPrepared(
    db,
    [pipeline, { accountId, pipelineId }],
    [nodes, { accountId, pipelineId, version: heldVersion }],
  );
  return { pipeline: row, rows };
}

const draftQueries = preparedFor((db) => {
  const accountId = sql.placeholder("accountId");
  const pipelineId = sql.placeholder("pipelineId");
  const stored = db
    .select({ v: pipelines.graphVersion })
    .from(pipelines)
    .where(and(eq(pipelines.accountId, accountId), eq(pipelines.id, pipelineId)));
  return {
    pipeline: db
      .select()
      .from(pipelines)
      .where(and(eq(pipelines.accountId, accountId), eq(pipelines.id, pipelineId)))
      .limit(1)
      .prepare(),
    nodes: db
      .select()
      .from(pipelineNodes)
      .where(
        and(
          eq(pipelineNodes.accountId, accountId),
          eq(pipelineNodes.pipelineId, pipelineId),
          ne(sql`(${stored})`, sql.placeholder("version")),
        ),
      )
      .orderBy(asc(pipelineNodes.createdAt), asc(pipelineNodes.id))
      .prepare(),
  };
});
