// Live ingestion: a push source (or a gateway route, for every pipeline whose source hangs off it)
// receives events with one of its access keys and runs them through the published revision. Each source
// kind speaks its senders' protocol (src/protocols): OTLP/HTTP, Splunk HEC, Firehose, remote write, the
// LogDNA agent, or JSON/NDJSON/text for the generic ones, at `/ingest/{id}` and the protocol's own paths
// under it (`/ingest/{id}/v1/logs`, `/ingest/{id}/services/collector/event`, ...). Every answer, refusals
// included, is in the protocol's terms, so the sender's retry logic reads it right.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../../db/client";
import { accessKeys, gatewayRoutes, pipelineNodes, pipelineRevisionNodes, pipelines } from "../../db/schema";
import { enqueueDeliveries, type PlannedDelivery } from "../../delivery/queue";
import type { PipelineEvent } from "../../engine/events";
import { findNodeKind } from "../../engine/kinds";
import type { AppEnv } from "../../env";
import { ApiError, notFound, reportInternal, toApiError } from "../../http/errors";
import { limitAccessKey } from "../../http/rate-limit";
import { readBodyBytes } from "../../http/request-body";
import { createRouter } from "../../http/router";
import { openSecrets } from "../../lib/sealed-secrets";
import { sha256Hex } from "../../lib/secrets";
import { publishedNodes, runLive } from "../../live/run";
import {
  type Intake,
  type IntakeOutcome,
  type IntakeRequest,
  NoEndpointError,
  type PushProtocol,
  protocolOfRequest,
  protocolsByKind,
} from "../../protocols";
import { missingKey, presentedAccessKeys, unknownKey } from "../../protocols/access-key";
import { documentIntake } from "./docs";

const DEFAULT_MAX_BODY = 10 * 1_048_576;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type AccessKey = typeof accessKeys.$inferSelect;
type Target = { pipelineId: string; sourceId: string; revisionId: string; config: Record<string, unknown> };
interface Resolved {
  kind: string;
  targets: Target[];
}

/** The access key the request presents (in any of the forms senders use), or 401. */
async function accessKeyOf(db: Db, headers: Headers): Promise<AccessKey> {
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

async function sourceTargets(db: Db, key: AccessKey, sourceId: string): Promise<Resolved> {
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
  return { kind: published.type, targets: [{ pipelineId: row.pipeline.id, sourceId, revisionId, config }] };
}

async function routeTargets(db: Db, key: AccessKey, routeId: string): Promise<Resolved> {
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
    })),
  };
}

/**
 * Runs the decoded events through every target, then queues what every destination received, in one step
 * for the request (a failure answers 503 with nothing delivered twice on the retry: the batches are keyed by
 * the request). A failed delivery taken in the request (the log store) answers 503 naming it, with Retry-After.
 */
async function runTargets(
  c: Context<AppEnv>,
  accountId: string,
  targets: Target[],
  batches: PipelineEvent[][],
  request: { name: string; body: Uint8Array },
) {
  const db = c.get("db");
  const outcome: IntakeOutcome = { accepted: batches[0]?.length ?? 0, pipelines: [] };
  const failed: { pipeline_id: string; destination_id: string; error?: string }[] = [];
  const planned: PlannedDelivery[] = [];
  for (const [i, t] of targets.entries()) {
    if (batches[i].length === 0) continue;
    const revision = { id: t.revisionId, nodes: await publishedNodes(db, t.revisionId) };
    const origin = { name: `${t.pipelineId}:${t.sourceId}:${request.name}`, body: request.body };
    const run = await runLive(c.env, db, accountId, t.pipelineId, revision, t.sourceId, batches[i], origin);
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
  await enqueueDeliveries(c.env, planned);
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
  body: Awaited<ReturnType<typeof readBodyBytes>>,
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

type Resolve = (db: Db, key: AccessKey, id: string) => Promise<Resolved>;

/** The whole exchange: every refusal is answered by the protocol, never as a bare 500. */
async function intake(c: Context<AppEnv>, prefix: RegExp, id: string, resolve: Resolve): Promise<Response> {
  const url = new URL(c.req.url);
  const base = prefix.exec(url.pathname)?.[0] ?? url.pathname;
  const req: IntakeRequest = {
    method: c.req.method,
    subpath: url.pathname.slice(base.length).replace(/\/+$/, ""),
    headers: c.req.raw.headers,
    query: url.searchParams,
    receivedAt: Date.now(),
    requestId: c.get("requestId"),
    maxBytes: Number(c.env.INGEST_MAX_BODY_BYTES) || DEFAULT_MAX_BODY,
  };
  let protocol = protocolOfRequest(req);
  try {
    const immediate = protocol.immediate?.(req);
    if (immediate) return immediate;
    const db = c.get("db");
    const key = await accessKeyOf(db, req.headers);
    await limitAccessKey(c, key.id);
    const resolved = await resolve(db, key, id);
    const { kind } = resolved;
    // A source's own credentials (a webhook's signing key) are opened for the checks of this request.
    const targets = await Promise.all(
      resolved.targets.map(async (t) => ({ ...t, config: await openSecrets(c.env, t.config) })),
    );
    const own = protocolsByKind[kind];
    const endpoint = own?.endpoint(req);
    if (!own || !endpoint) {
      const paths = own ? own.docs.paths.map((p) => `${base}${p}`).join(", ") : "nowhere";
      // Answered in the terms of the request's own protocol: that is what its sender reads.
      throw new NoEndpointError(
        `A ${kind} source takes no ${req.method} ${url.pathname}: it listens at ${paths}`,
      );
    }
    protocol = own;
    const body = await readBodyBytes(c.req.raw, req.maxBytes, protocol.passThroughEncodings);
    const { first, batches } = await decodeForTargets(protocol, body, req, endpoint, targets);
    // The request as sent names its batches at their destinations (src/delivery/queue.ts batchKey).
    const request = { name: requestName(req, url), body: body.bytes };
    const outcome = await runTargets(c, key.accountId, targets, batches, request);
    return await protocol.accepted(first, req, outcome);
  } catch (err) {
    const apiError = toApiError(err);
    reportInternal(apiError, err, c);
    const res = await protocol.refused(apiError, req);
    // A refusal to retry (503) says when, whatever the protocol's body.
    if (apiError.retryAfter !== undefined && !res.headers.has("retry-after")) {
      const answer = new Response(res.body, res);
      answer.headers.set("Retry-After", String(apiError.retryAfter));
      return answer;
    }
    return res;
  }
}

const ROUTE_URL = /^\/ingest\/gateway-route\/[^/]+/;
const SOURCE_URL = /^\/ingest\/[^/]+/;

export const liveIngestRouter = createRouter();
for (const suffix of ["", "/*"]) {
  // The gateway route paths first: /ingest/gateway-route/... is not a source id.
  liveIngestRouter.all(`/ingest/gateway-route/:gateway_route_id${suffix}`, (c) =>
    intake(c, ROUTE_URL, c.req.param("gateway_route_id"), routeTargets),
  );
  liveIngestRouter.all(`/ingest/:source_id${suffix}`, (c) =>
    intake(c, SOURCE_URL, c.req.param("source_id"), sourceTargets),
  );
}
documentIntake(liveIngestRouter);
