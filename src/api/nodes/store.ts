// Node queries. Every query is scoped by account: another account's node is simply not found.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { gatewayRoutes, type NodeClass, pipelineNodes, pipelineRevisionNodes } from "../../db/schema";
import { notFound } from "../../http/errors";
import { findPipeline } from "../pipelines/store";

export { nodeClasses } from "../../db/schema";

export type NodeRow = typeof pipelineNodes.$inferSelect;

export const nodeClassTitle: Record<NodeClass, string> = {
  source: "Source",
  transform: "Processor",
  sink: "Destination",
};

/** A draft or published node as the graph runner takes it. */
export const runnableOf = (
  n: Pick<NodeRow, "id" | "nodeClass" | "type" | "userConfig" | "inputs" | "disabled">,
) => ({
  id: n.id,
  nodeClass: n.nodeClass,
  type: n.type,
  userConfig: n.userConfig,
  inputs: n.inputs,
  disabled: n.disabled,
});

/** The account's node `id` of class `nodeClass` in the pipeline. */
const nodeOf = (accountId: string, pipelineId: string, nodeClass: NodeClass, id: string) =>
  and(
    eq(pipelineNodes.accountId, accountId),
    eq(pipelineNodes.pipelineId, pipelineId),
    eq(pipelineNodes.nodeClass, nodeClass),
    eq(pipelineNodes.id, id),
  );

export async function findNode(
  db: Db,
  accountId: string,
  pipelineId: string,
  nodeClass: NodeClass,
  id: string,
) {
  const row = await db
    .select()
    .from(pipelineNodes)
    .where(nodeOf(accountId, pipelineId, nodeClass, id))
    .get();
  if (!row) throw notFound(nodeClassTitle[nodeClass]);
  return row;
}

/**
 * A node of the pipeline's draft, or one only its published revision still has (deleted from the draft since):
 * what a live part of it (a pull source's state, a destination's deliveries) is asked about. 404 otherwise.
 */
export async function draftOrPublishedNode(
  db: Db,
  accountId: string,
  pipelineId: string,
  nodeClass: NodeClass,
  id: string,
): Promise<{ type: string; deployType: string | null; disabled: boolean }> {
  const pipeline = await findPipeline(db, accountId, pipelineId);
  const columns = (t: typeof pipelineNodes | typeof pipelineRevisionNodes) => ({
    type: t.type,
    deployType: t.deployType,
    disabled: t.disabled,
  });
  const [draft, published] = await db.batch([
    db
      .select(columns(pipelineNodes))
      .from(pipelineNodes)
      .where(
        and(
          eq(pipelineNodes.accountId, accountId),
          eq(pipelineNodes.pipelineId, pipelineId),
          eq(pipelineNodes.id, id),
          eq(pipelineNodes.nodeClass, nodeClass),
        ),
      ),
    db
      .select(columns(pipelineRevisionNodes))
      .from(pipelineRevisionNodes)
      .where(
        and(
          eq(pipelineRevisionNodes.revisionId, pipeline.publishedRevisionId ?? ""),
          eq(pipelineRevisionNodes.nodeId, id),
          eq(pipelineRevisionNodes.nodeClass, nodeClass),
        ),
      ),
  ]);
  const node = draft[0] ?? published[0];
  if (!node) throw notFound(nodeClassTitle[nodeClass]);
  return node;
}

/**
 * Nodes of the pipeline with only what the input checks read (kind, config for the outputs, inputs), and
 * only those named in `ids` (one bound parameter, whatever their number): a write checks the nodes its
 * inputs name, not the whole pipeline (cycles are refused inside the UPDATE itself).
 */
export function listGraphNodes(db: Db, accountId: string, pipelineId: string, ids: string[]) {
  return db
    .select({
      id: pipelineNodes.id,
      nodeClass: pipelineNodes.nodeClass,
      type: pipelineNodes.type,
      userConfig: pipelineNodes.userConfig,
      inputs: pipelineNodes.inputs,
      disabled: pipelineNodes.disabled,
    })
    .from(pipelineNodes)
    .where(
      and(
        eq(pipelineNodes.accountId, accountId),
        eq(pipelineNodes.pipelineId, pipelineId),
        sql`${pipelineNodes.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
      ),
    );
}

/** The pipeline's nodes, oldest first; a query builder, so it can also go into a `db.batch`. */
export function listNodes(db: Db, accountId: string, pipelineId: string) {
  return db
    .select()
    .from(pipelineNodes)
    .where(and(eq(pipelineNodes.accountId, accountId), eq(pipelineNodes.pipelineId, pipelineId)))
    .orderBy(asc(pipelineNodes.createdAt), asc(pipelineNodes.id));
}

/** A gateway route of the account, with its kind; undefined when there is none. */
export function findGatewayRouteType(db: Db, accountId: string, id: string) {
  return db
    .select({ type: gatewayRoutes.type })
    .from(gatewayRoutes)
    .where(and(eq(gatewayRoutes.accountId, accountId), eq(gatewayRoutes.id, id)))
    .get();
}

export function insertNode(db: Db, values: typeof pipelineNodes.$inferInsert): Promise<NodeRow> {
  return db.insert(pipelineNodes).values(values).returning().get();
}

/** Deletes the account's node and answers its row, or 404. */
export async function deleteNode(
  db: Db,
  accountId: string,
  pipelineId: string,
  nodeClass: NodeClass,
  id: string,
): Promise<NodeRow> {
  const row = await db
    .delete(pipelineNodes)
    .where(nodeOf(accountId, pipelineId, nodeClass, id))
    .returning()
    .get();
  if (!row) throw notFound(nodeClassTitle[nodeClass]);
  return row;
}

const UPDATED_COLUMNS = [
  "type",
  "title",
  "description",
  "userConfig",
  "disabled",
  "inputs",
  "deployType",
  "gatewayRouteId",
  "generationId",
  "updatedAt",
] as const;

/**
 * The node PUT's common UPDATE, prepared once (drizzle otherwise rebuilds its SQL on every call, a large
 * part of the route's CPU): every column from a placeholder, guarded by account, pipeline, class, id and
 * generation, and (`sameInputs`) by the inputs as stored.
 */
const updateKeepingInputs = (() => {
  const build = (db: Db, sameInputs: boolean) => {
    const p = (name: string) => sql`${sql.placeholder(name)}`;
    const set = Object.fromEntries(UPDATED_COLUMNS.map((c) => [c, p(c)]));
    return db
      .update(pipelineNodes)
      .set(set as never)
      .where(
        and(
          eq(pipelineNodes.accountId, sql.placeholder("accountId")),
          eq(pipelineNodes.pipelineId, sql.placeholder("pipelineId")),
          eq(pipelineNodes.nodeClass, sql.placeholder("nodeClass")),
          eq(pipelineNodes.id, sql.placeholder("id")),
          eq(pipelineNodes.generationId, sql.placeholder("sent")),
          sameInputs ? sql`${pipelineNodes.inputs} = ${sql.placeholder("inputs")}` : undefined,
        ),
      )
      .returning()
      .prepare();
  };
  const prepared = preparedFor((db) => ({ same: build(db, true), any: build(db, false) }));
  return (db: Db, sameInputs: boolean) => prepared(db)[sameInputs ? "same" : "any"];
})();

/** The placeholder values of updateKeepingInputs: columns in their stored (driver) form. */
function placeholderValues(
  set: Record<(typeof UPDATED_COLUMNS)[number], unknown>,
  where: { accountId: string; pipelineId: string; nodeClass: string; id: string; sent: number },
) {
  return {
    ...set,
    userConfig: JSON.stringify(set.userConfig),
    inputs: JSON.stringify(set.inputs),
    disabled: set.disabled ? 1 : 0,
    ...where,
  };
}

/**
 * Part of the UPDATE's WHERE: the node is not upstream of its own new inputs. `checkInputs` already
 * checked this against what it read; repeating it inside the one UPDATE statement means two concurrent
 * edits (A takes B, B takes A) cannot both pass and store a cycle.
 */
function closesNoCycle(accountId: string, pipelineId: string, nodeId: string, inputs: string[]): SQL {
  const nodeOf = (v: SQL) =>
    sql`CASE WHEN instr(${v}, '.') > 0 THEN substr(${v}, 1, instr(${v}, '.') - 1) ELSE ${v} END`;
  return sql`NOT EXISTS (
    WITH RECURSIVE upstream(id) AS (
      SELECT ${nodeOf(sql`value`)} FROM json_each(${JSON.stringify(inputs)})
      UNION
      SELECT ${nodeOf(sql`j.value`)}
      FROM upstream u JOIN pipeline_nodes n ON n.id = u.id, json_each(n.inputs) j
      WHERE n.account_id = ${accountId} AND n.pipeline_id = ${pipelineId} AND n.id <> ${nodeId}
    )
    SELECT 1 FROM upstream WHERE upstream.id = ${nodeId}
  )`;
}

/** Which node a PUT writes, and the generation_id it was sent with. */
export interface NodeUpdateTarget {
  accountId: string;
  pipelineId: string;
  nodeClass: NodeClass;
  id: string;
  sent: number;
}

/** The columns a node PUT writes. */
export type NodeUpdate = Required<Pick<typeof pipelineNodes.$inferInsert, (typeof UPDATED_COLUMNS)[number]>>;

/**
 * The node PUT when it keeps the node's inputs (`sameInputs`; see updateKeepingInputs), as one prepared
 * UPDATE; undefined when it matched nothing.
 */
export function updateNodeKeepingInputs(
  db: Db,
  sameInputs: boolean,
  set: NodeUpdate,
  where: NodeUpdateTarget,
): Promise<NodeRow | undefined> {
  return updateKeepingInputs(db, sameInputs).get(placeholderValues(set, where));
}

/** The node PUT with new inputs, guarded by generation and by closesNoCycle; undefined when it matched nothing. */
export function updateNodeWithoutCycle(db: Db, set: NodeUpdate, where: NodeUpdateTarget) {
  return db
    .update(pipelineNodes)
    .set(set)
    .where(
      and(
        eq(pipelineNodes.accountId, where.accountId),
        eq(pipelineNodes.pipelineId, where.pipelineId),
        eq(pipelineNodes.nodeClass, where.nodeClass),
        eq(pipelineNodes.id, where.id),
        eq(pipelineNodes.generationId, where.sent),
        closesNoCycle(where.accountId, where.pipelineId, where.id, set.inputs),
      ),
    )
    .returning()
    .get();
}
