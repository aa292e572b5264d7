// Incident mode: a pipeline's operational state (`normal` or `incident`), one row per pipeline at most.
// Live runs read it with `operationalState` (src/live/operational-state.ts), so changing it takes effect without a publish. Every query is
// scoped by account: another account's state variable is simply not found.
import { and, asc, eq, gt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pipelineStateVariables, pipelines } from "../../db/schema";
import { ApiError, notFound, validationError } from "../../http/errors";
import type { OperationalState } from "../../live/operational-state";

export type StateVariableRow = typeof pipelineStateVariables.$inferSelect;

/**
 * Creates the pipeline's state variable: 404 when the pipeline is not the account's, 409 when the pipeline
 * already has one. One statement (the insert selects the pipeline), so two concurrent creates make one row.
 */
export async function createStateVariable(
  db: Db,
  accountId: string,
  pipelineId: string,
  state: OperationalState,
): Promise<StateVariableRow> {
  const now = new Date().toISOString();
  const [row] = await db
    .insert(pipelineStateVariables)
    .select(
      sql`SELECT ${crypto.randomUUID()}, ${accountId}, ${pipelines.id}, ${state}, ${now}, ${now} FROM ${pipelines}
        WHERE ${pipelines.accountId} = ${accountId} AND ${pipelines.id} = ${pipelineId}`,
    )
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const exists = await db
    .select({ id: pipelines.id })
    .from(pipelines)
    .where(and(eq(pipelines.accountId, accountId), eq(pipelines.id, pipelineId)))
    .get();
  if (!exists) throw notFound("Pipeline");
  throw new ApiError("ECONFLICT", "The pipeline already has a state variable: update it instead", [
    { path: ["pipeline_id"], message: "already has a state variable" },
  ]);
}

const byId = (accountId: string, id: string) =>
  and(eq(pipelineStateVariables.accountId, accountId), eq(pipelineStateVariables.id, id));

export async function findStateVariable(db: Db, accountId: string, id: string): Promise<StateVariableRow> {
  const row = await db.select().from(pipelineStateVariables).where(byId(accountId, id)).get();
  if (!row) throw notFound("State variable");
  return row;
}

export async function setStateVariable(
  db: Db,
  accountId: string,
  id: string,
  state: OperationalState,
  /** Mezmo's body names the pipeline too: then it must be the variable's (else 400, nothing changes). */
  pipelineId?: string,
): Promise<StateVariableRow> {
  if (pipelineId) {
    const current = await findStateVariable(db, accountId, id);
    if (current.pipelineId !== pipelineId) {
      throw validationError("pipeline_id is not the pipeline of this state variable", [
        { path: ["pipeline_id"], message: `must be ${current.pipelineId} or absent` },
      ]);
    }
  }
  const row = await db
    .update(pipelineStateVariables)
    .set({ operationalState: state, updatedAt: new Date().toISOString() })
    .where(byId(accountId, id))
    .returning()
    .get();
  if (!row) throw notFound("State variable");
  return row;
}

export async function deleteStateVariable(db: Db, accountId: string, id: string): Promise<StateVariableRow> {
  const row = await db.delete(pipelineStateVariables).where(byId(accountId, id)).returning().get();
  if (!row) throw notFound("State variable");
  return row;
}

/** Keyset page ordered by (created_at, id), optionally of one pipeline. */
export async function listStateVariables(
  db: Db,
  accountId: string,
  options: { pipelineId?: string; limit: number; after: [string, string] | null },
) {
  const { pipelineId, limit, after } = options;
  const t = pipelineStateVariables;
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.accountId, accountId),
        pipelineId !== undefined ? eq(t.pipelineId, pipelineId) : undefined,
        after ? or(gt(t.createdAt, after[0]), and(eq(t.createdAt, after[0]), gt(t.id, after[1]))) : undefined,
      ),
    )
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}
