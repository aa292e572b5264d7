// Live ingestion below its HTTP contract (src/api/live-ingest/routes.ts): the access key a request presents,
// the sources it feeds (one push source, or every pipeline's source on a gateway route), the source kind's
// protocol and endpoint, decoding the body once per source configuration, running the events through each
// published revision and queueing what every destination received.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { accessKeys, gatewayRoutes, pipelineNodes, pipelineRevisionNodes, pipelines } from "../db/schema";
import { enqueueDeliveries, type PlannedDelivery } from "../delivery/queue";
import type { PipelineEvent } from "../engine/events";
import { findNodeKind } from "../engine/kinds";
import type { Bindings } from "../env";
import { ApiError, notFound } from "../http/errors";
import type { RequestBody } from "../http/request-body";
import { openSecrets } from "../lib/sealed-secrets";
import { sha256Hex } from "../lib/secrets";
import {
  type Intake,
  type IntakeOutcome,
  type IntakeRequest,
  NoEndpointError,
  type PushProtocol,
  protocolsByKind,
} from "../protocols";
import { missingKey, presentedAccessKeys, unknownKey } from "../protocols/access-key";
import { publishedNodes, runLive } from "./run";
import type { TapLease } from "./tap";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type AccessKey = typeof accessKeys.$inferSelect;
type Target = {
  pipelineId: string;
  sourceId: string;
  revisionId: string;
  config: Record<string, unknown>;
  /** The pipeline's tap lease, read with its row (src/live/tap.ts). */
  tap: TapLease;
};

const tapLeaseOf = (p: { tapUntil: number; taps: string | null }): TapLease => ({
  tapUntil: p.tapUntil,
  taps: p.taps,
});
export interface Resolved {
  kind: string;
  targets: Target[];
}

/** The access key the request presents (in any of the forms senders use), or 401. */
export async function accessKeyOf(db: Db, headers: Headers): Promise<AccessKey> {
  const keys = presentedAccessKeys(headers);
  if (keys.length === 0) throw missingKey();
  const hashes = await Promise.all(keys.map(sha256Hex));
  const rows = await db.select().from(accessKeys).where(inArray(accessKeys.keyHash, hashes)).all();
  const row = hashes.map((h) => rows.find((r) => r.keyHash === h)).find(Boolean);
  if (!row) throw unknownKey();
  return row;
}

function checkPipeline(p: { processingStatus: string; publishedRevisionId: string | null }) {
  if (p.processingStatus === "disabled") {
    throw new ApiError(
      "ECONFLICT",
      "The pipeline's processing status is disabled: it accepts no live events",
    );
  }
  if (!p.publishedRevisionId)
    throw new ApiError("ECONFLICT", "The pipeline is not published: publish it first");
  return p.publishedRevisionId;
}

/** 403: an access key of the account, sent to one of its sources or routes that the key is not for. */
const notForThisKey = (what: string) =>
  new ApiError("EFORBIDDEN", `This access key is not one of this ${what}'s: use a key of the ${what}`);

export async function sourceTargets(db: Db, key: AccessKey, sourceId: string): Promise<Resolved> {
  if (!UUID.test(sourceId)) throw notFound("Source");
  const row = await db
    .select({ source: pipelineNodes, pipeline: pipelines })
    .from(pipelineNodes)
    .innerJoin(pipelines, eq(pipelines.id, pipelineNodes.pipelineId))
    .where(
      and(
        eq(pipelineNodes.id, sourceId),
        eq(pipelineNodes.accountId, key.accountId),
        eq(pipelineNodes.nodeClass, "source"),
      ),
    )
    .get();
  // A source of another account is unknown; one of the key's own account that the key is not for is refused
  // (the key is valid, the account's own source no secret to it).
  if (!row) throw notFound("Source");
  const owns =
    key.sourceId === row.source.id ||
    (key.gatewayRouteId !== null && key.gatewayRouteId === row.source.gatewayRouteId);
  if (!owns) throw notForThisKey("source");
  const revisionId = checkPipeline(row.pipeline);
  const published = await db
    .select({ userConfig: pipelineRevisionNodes.userConfig, type: pipelineRevisionNodes.type })
    .from(pipelineRevisionNodes)
    .where(and(eq(pipelineRevisionNodes.revisionId, revisionId), eq(pipelineRevisionNodes.nodeId, sourceId)))
    .get();
  if (!published) {
    throw new ApiError("ECONFLICT", "This source is not in the published revision: publish the pipeline");
  }
  if (!findNodeKind("source", published.type)?.push) {
    throw new ApiError("ECONFLICT", `A ${published.type} source pulls its events; it takes none over HTTP`);
  }
  const config = (published.userConfig ?? {}) as Record<string, unknown>;
  return {
    kind: published.type,
    targets: [{ pipelineId: row.pipeline.id, sourceId, revisionId, config, tap: tapLeaseOf(row.pipeline) }],
  };
}

export async function routeTargets(db: Db, key: AccessKey, routeId: string): Promise<Resolved> {
  if (key.gatewayRouteId !== routeId) {
    const route = UUID.test(routeId)
      ? await db
          .select({ id: gatewayRoutes.id })
          .from(gatewayRoutes)
          .where(and(eq(gatewayRoutes.id, routeId), eq(gatewayRoutes.accountId, key.accountId)))
          .get()
      : undefined;
    if (!route) throw notFound("Gateway route");
    throw notForThisKey("gateway route");
  }
  const rows = await db
    .select({ pipeline: pipelines, node: pipelineRevisionNodes })
    .from(pipelines)
    .innerJoin(pipelineRevisionNodes, eq(pipelineRevisionNodes.revisionId, pipelines.publishedRevisionId))
    .where(
      and(
        eq(pipelines.accountId, key.accountId),
        eq(pipelines.processingStatus, "enabled"),
        isNotNull(pipelines.publishedRevisionId),
        eq(pipelineRevisionNodes.gatewayRouteId, routeId),
      ),
    )
    .all();
  if (rows.length === 0) {
    throw new ApiError("ECONFLICT", "No published, enabled pipeline has a source on this gateway route");
  }
  return {
    // A source hangs off a route of its own kind (checked when the source is written).
    kind: rows[0].node.type,
    targets: rows.map((r) => ({
      pipelineId: r.pipeline.id,
      sourceId: r.node.nodeId,
      revisionId: r.pipeline.publishedRevisionId as string,
      config: (r.node.userConfig ?? {}) as Record<string, unknown>,
      tap: tapLeaseOf(r.pipeline),
    })),
  };
}

/**
 * Runs the decoded events through every target, then queues what every destination received, in one step
 * for the request (a failure answers 503 with nothing delivered twice on the retry: the batches are keyed by
 * the request). A failed delivery taken in the request (the log store) answers 503 naming it, with Retry-After.
 */
async function runTargets(
  env: Bindings,
  db: Db,
  accountId: string,
  targets: Target[],
  batches: PipelineEvent[][],
  request: { name: string; body: Uint8Array },
) {
  const outcome: IntakeOutcome = { accepted: batches[0]?.length ?? 0, pipelines: [] };
  const failed: { pipeline_id: string; destination_id: string; error?: string }[] = [];
  const planned: PlannedDelivery[] = [];
  for (const [i, t] of targets.entries()) {
    if (batches[i].length === 0) continue;
    const revision = { id: t.revisionId, nodes: await publishedNodes(db, t.revisionId), tap: t.tap };
    const origin = { name: `${t.pipelineId}:${t.sourceId}:${request.name}`, body: request.body };
    const run = await runLive(env, db, accountId, t.pipelineId, revision, t.sourceId, batches[i], origin);
    planned.push(...run.planned);
    outcome.pipelines.push({
      pipeline_id: t.pipelineId,
      source_id: t.sourceId,
      deliveries: run.deliveries.map(({ destination_id, type, events, ok, queued }) => ({
        destination_id,
        type,
        events,
        ok,
        queued: queued === true,
      })),
    });
    for (const d of run.deliveries) if (!d.ok) failed.push({ pipeline_id: t.pipelineId, ...d });
  }
  await enqueueDeliveries(env, planned);
  if (failed.length > 0) {
    throw new ApiError(
      "EDELIVERYFAILED",
      `${failed.length} destination(s) did not take the events: ${failed.map((f) => f.error).join("; ")}`,
      failed.map((f) => ({
        path: ["pipelines", f.pipeline_id, "destinations", f.destination_id],
        message: f.error ?? "failed",
      })),
      2,
    );
  }
  return outcome;
}

/**
 * One batch of events per target. Targets with the same source configuration share one decoding; every
 * pipeline gets its own copy of the events, as processors change them in place.
 */
async function decodeForTargets(
  protocol: PushProtocol,
  body: RequestBody,
  req: IntakeRequest,
  endpoint: string,
  targets: Target[],
): Promise<{ first: Intake; batches: PipelineEvent[][] }> {
  const decoded = new Map<string, Intake>();
  const uses = new Map<string, number>();
  for (const t of targets) {
    const key = JSON.stringify(t.config);
    if (!decoded.has(key)) decoded.set(key, await protocol.decode(body, req, endpoint, t.config));
    uses.set(key, (uses.get(key) ?? 0) + 1);
  }
  const batches = targets.map((t) => {
    const key = JSON.stringify(t.config);
    const left = (uses.get(key) ?? 1) - 1;
    uses.set(key, left);
    const events = (decoded.get(key) as Intake).events;
    return left === 0 ? events : structuredClone(events);
  });
  return { first: decoded.get(JSON.stringify(targets[0].config)) as Intake, batches };
}

/**
 * Headers with which senders tell one send from another (a request id, a signature over a timestamp, the
 * time of sending): two requests of the same bytes differing in one are two batches; a retry repeats them.
 */
const SEND_IDENTITY =
  /^(date|x-request-id|x-amz-firehose-request-id|x-amz-firehose-.*-timestamp|x-github-delivery|idempotency-key|x-idempotency-key|.*signature.*|.*timestamp.*)$/;

/** What names a request among those of its source: method, path, query and its identifying headers. */
function requestName(req: IntakeRequest, url: URL): string {
  const identity = [...req.headers]
    .filter(([name]) => SEND_IDENTITY.test(name))
    .map(([name, value]) => `${name}: ${value}`)
    .sort();
  return [`${req.method} ${req.subpath}?${url.search}`, ...identity].join("\n");
}

export type ResolveTargets = (db: Db, key: AccessKey, id: string) => Promise<Resolved>;

/** A request's targets with their secrets opened, and the protocol and endpoint of their source kind. */
export interface OpenedIntake {
  protocol: PushProtocol;
  endpoint: string;
  targets: Target[];
}

/**
 * The targets of the request (`resolve` of `id`: a source or a gateway route), with their secrets opened, and
 * the endpoint of their source kind's protocol the request is for; NoEndpointError when it is for none.
 * `base` is the request's path up to the id.
 */
export async function openIntake(
  env: Bindings,
  db: Db,
  key: AccessKey,
  id: string,
  resolve: ResolveTargets,
  req: IntakeRequest,
  base: string,
  pathname: string,
): Promise<OpenedIntake> {
  const resolved = await resolve(db, key, id);
  const { kind } = resolved;
  // A source's own credentials (a webhook's signing key) are opened for the checks of this request.
  const targets = await Promise.all(
    resolved.targets.map(async (t) => ({ ...t, config: await openSecrets(env, t.config) })),
  );
  const own = protocolsByKind[kind];
  const endpoint = own?.endpoint(req);
  if (!own || !endpoint) {
    const paths = own ? own.docs.paths.map((p) => `${base}${p}`).join(", ") : "nowhere";
    // Answered in the terms of the request's own protocol: that is what its sender reads.
    throw new NoEndpointError(`A ${kind} source takes no ${req.method} ${pathname}: it listens at ${paths}`);
  }
  return { protocol: own, endpoint, targets };
}

/**
 * Decodes the body for every target, runs the events through them and queues the deliveries: the first
 * decoding (what the protocol's answer reports on) and the outcome.
 */
export async function ingestLive(
  env: Bindings,
  db: Db,
  accountId: string,
  { protocol, endpoint, targets }: OpenedIntake,
  req: IntakeRequest,
  url: URL,
  body: RequestBody,
): Promise<{ first: Intake; outcome: IntakeOutcome }> {
  const { first, batches } = await decodeForTargets(protocol, body, req, endpoint, targets);
  // The request as sent names its batches at their destinations (src/delivery/queue.ts batchKey).
  const request = { name: requestName(req, url), body: body.bytes };
  const outcome = await runTargets(env, db, accountId, targets, batches, request);
  return { first, outcome };
}
