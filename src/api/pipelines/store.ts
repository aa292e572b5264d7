// Pipeline queries. Every query is scoped by account: another account's pipeline is simply not found.
import { and, asc, eq, gt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pipelines } from "../../db/schema";
import { notFound } from "../../http/errors";

export type PipelineRow = typeof pipelines.$inferSelect;

export function serializePipeline(p: PipelineRow) {
  return {
    id: p.id,
    account_id: p.accountId,
    title: p.title,
    description: p.description,
    deploy_type: p.deployType,
    processing_status: p.processingStatus,
    origin: p.origin,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    published_at: p.publishedAt,
    published_revision_id: p.publishedRevisionId,
  };
}

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
