// Publish: snapshot the draft graph as an immutable revision, after the graph checks pass, then start the
// revision's pull sources.
// Domain logic (the publish transaction and the revision snapshot), so its queries stay with it, not in store.ts.
import { and, desc, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  accessKeys,
  pipelineRevisionGroups,
  pipelineRevisionNodes,
  pipelineRevisions,
  pipelines,
} from "../../db/schema";
import { startPullSources } from "../../durable/pull-source";
import { type GraphNode, type PublishFlags, publishProblems } from "../../engine/graph";
import { findNodeKind } from "../../engine/kinds";
import type { GroupDefinition } from "../../engine/processor-groups";
import type { Bindings, Caller } from "../../env";
import { ApiError, validationError } from "../../http/errors";
import { sha256Hex } from "../../lib/secrets";
import { hasBeta } from "../account/settings";
import { maskedConfig, outputIdsOf } from "../nodes/present";
import { listNodes, type NodeRow, runnableOf } from "../nodes/store";
import { loadProcessorGroupsFor } from "../processor-groups/store";
import { findPipeline } from "./store";

type SnapshotSource = Pick<
  NodeRow,
  | "id"
  | "nodeClass"
  | "type"
  | "title"
  | "description"
  | "userConfig"
  | "inputs"
  | "deployType"
  | "gatewayRouteId"
  | "disabled"
>;

/** The part of a node a revision keeps; its hash decides whether anything changed since the last publish. */
function snapshotOf(n: SnapshotSource) {
  return {
    id: n.id,
    node_class: n.nodeClass,
    type: n.type,
    title: n.title,
    description: n.description,
    user_config: n.userConfig,
    inputs: n.inputs,
    deploy_type: n.deployType,
    gateway_route_id: n.gatewayRouteId,
    disabled: n.disabled,
  };
}

/** JSON with sorted object keys, so equal graphs hash equally. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

async function pushSourcesWithKeys(db: Db, accountId: string, nodes: NodeRow[]): Promise<Set<string>> {
  const sourceIds = nodes.filter((n) => n.nodeClass === "source").map((n) => n.id);
  const routeIds = nodes.flatMap((n) => (n.gatewayRouteId ? [n.gatewayRouteId] : []));
  if (sourceIds.length === 0) return new Set();
  const keys = await db
    .selectDistinct({ sourceId: accessKeys.sourceId, routeId: accessKeys.gatewayRouteId })
    .from(accessKeys)
    .where(
      and(
        eq(accessKeys.accountId, accountId),
        or(
          inArray(accessKeys.sourceId, sourceIds),
          routeIds.length > 0 ? inArray(accessKeys.gatewayRouteId, routeIds) : undefined,
        ),
      ),
    )
    .all();
  const owners = new Set(keys.flatMap((k) => [k.sourceId, k.routeId].filter((v): v is string => !!v)));
  return new Set(
    nodes
      .filter((n) => owners.has(n.id) || (n.gatewayRouteId && owners.has(n.gatewayRouteId)))
      .map((n) => n.id),
  );
}

export async function publishPipeline(
  env: Pick<Bindings, "PULL_SOURCE">,
  db: Db,
  caller: Caller,
  pipelineId: string,
  flags: PublishFlags,
) {
  const pipeline = await findPipeline(db, caller.accountId, pipelineId);
  const nodes = await listNodes(db, caller.accountId, pipelineId);

  const beta = nodes.find(
    (n) => findNodeKind(n.nodeClass, n.type)?.beta && !hasBeta(caller.account, n.type as "throttle"),
  );
  if (beta) {
    throw new ApiError(
      "EFEATUREDISABLED",
      `The pipeline uses the ${beta.type} processor, which is in beta and not enabled`,
    );
  }

  const groups = await checkProcessorGroups(db, caller, nodes);
  const withKeys = await pushSourcesWithKeys(db, caller.accountId, nodes);
  const graph: GraphNode[] = nodes.map((n) => ({
    id: n.id,
    nodeClass: n.nodeClass,
    type: n.type,
    inputs: n.inputs,
    outputs: outputIdsOf(n).map((o) => o.id),
    disabled: n.disabled,
    push: n.nodeClass === "source" && !!findNodeKind("source", n.type)?.push,
    hasAccessKey: withKeys.has(n.id),
  }));
  const problems = publishProblems(graph, flags);
  if (problems.length > 0) {
    const ids = [...new Set(problems.flatMap((p) => (p.nodeId ? [p.nodeId] : [])))];
    throw validationError(
      `Cannot publish: ${problems.length} problem(s)${ids.length > 0 ? ` in node(s) ${ids.join(", ")}` : ""}`,
      problems.map((p) => ({
        path: p.nodeId ? ["nodes", p.nodeId] : ["pipeline"],
        message: p.flag ? `${p.message} (allowed by ${p.flag}=true)` : p.message,
      })),
    );
  }

  const snapshot = nodes.map(snapshotOf).sort((a, b) => (a.id < b.id ? -1 : 1));
  // The groups the pipeline uses are part of what is published: a changed group is a change to publish.
  // (Pipelines without groups hash as before.)
  const groupSnapshot = [...groups.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  const graphHash = await sha256Hex(
    canonical(groupSnapshot.length > 0 ? { nodes: snapshot, groups: groupSnapshot } : snapshot),
  );
  const latest = await db
    .select({ version: pipelineRevisions.version, graphHash: pipelineRevisions.graphHash })
    .from(pipelineRevisions)
    .where(eq(pipelineRevisions.pipelineId, pipelineId))
    .orderBy(desc(pipelineRevisions.version))
    .limit(1)
    .get();
  if (latest?.graphHash === graphHash) {
    throw new ApiError("ENOCHANGES", "Nothing changed since the last publish");
  }

  const revisionId = crypto.randomUUID();
  const now = new Date().toISOString();
  try {
    await db.batch([
      db.insert(pipelineRevisions).values({
        id: revisionId,
        accountId: caller.accountId,
        pipelineId,
        version: (latest?.version ?? 0) + 1,
        graphHash,
        createdAt: now,
      }),
      // Eight rows (11 columns each) per statement keep each INSERT under D1's 100 bound parameters.
      ...chunks(snapshot, 8).map((part) =>
        db.insert(pipelineRevisionNodes).values(
          part.map((n) => ({
            revisionId,
            nodeId: n.id,
            nodeClass: n.node_class,
            type: n.type,
            title: n.title,
            description: n.description,
            userConfig: n.user_config,
            inputs: n.inputs,
            deployType: n.deploy_type,
            gatewayRouteId: n.gateway_route_id,
            disabled: n.disabled,
          })),
        ),
      ),
      ...groupSnapshot.map((g) =>
        db.insert(pipelineRevisionGroups).values({ revisionId, groupId: g.id, processors: g.processors }),
      ),
      db
        .update(pipelines)
        .set({ publishedAt: now, publishedRevisionId: revisionId, updatedAt: now })
        .where(and(eq(pipelines.accountId, caller.accountId), eq(pipelines.id, pipelineId))),
    ]);
  } catch (err) {
    // The (pipeline, version) unique index: another publish of the same pipeline won the race.
    if (String(err).includes("UNIQUE"))
      throw new ApiError("ECONFLICT", "Another publish of this pipeline is in progress");
    throw err;
  }
  // Sources that are not pull kinds this Worker runs (or that are deployed local, or disabled) are skipped.
  const sources = nodes.filter((n) => n.nodeClass === "source");
  await startPullSources(env, caller.accountId, pipelineId, sources);
  return { ...pipeline, publishedAt: now, publishedRevisionId: revisionId, updatedAt: now };
}

/**
 * Every processor-group node names a group of the account, and a group's throttle needs the beta too.
 * Answers the groups, which publish stores with the revision.
 */
async function checkProcessorGroups(db: Db, caller: Caller, nodes: NodeRow[]) {
  const groupNodes = nodes.filter(
    (n) => n.nodeClass === "transform" && n.type === "processor-group" && !n.disabled,
  );
  if (groupNodes.length === 0) return new Map<string, GroupDefinition>();
  const groups = await loadProcessorGroupsFor(db, caller.accountId, groupNodes.map(runnableOf));
  const missing = groupNodes.filter((n) => !groups.has(String(n.userConfig.group_id).toLowerCase()));
  if (missing.length > 0) {
    throw validationError(
      `Cannot publish: ${missing.length} processor group node(s) name a group that does not exist`,
      missing.map((n) => ({
        path: ["nodes", n.id],
        message: `no processor group ${String(n.userConfig.group_id)}`,
      })),
    );
  }
  const throttled = [...groups.values()].some((g) => g.processors.some((p) => p.type === "throttle"));
  if (throttled && !hasBeta(caller.account, "throttle")) {
    throw new ApiError(
      "EFEATUREDISABLED",
      "A processor group of the pipeline uses the throttle, which is in beta and not enabled",
    );
  }
  return groups;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function listRevisionNodes(db: Db, revisionId: string) {
  const rows = await db
    .select()
    .from(pipelineRevisionNodes)
    .where(eq(pipelineRevisionNodes.revisionId, revisionId))
    .all();
  return rows.map((n) => snapshotOf({ ...n, id: n.nodeId, userConfig: maskedConfig(n) }));
}
