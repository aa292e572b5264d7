// Live ingestion: a push source (or a gateway route, for every pipeline whose source hangs off it)
// receives events over HTTP with one of its access keys and runs them through the published revision.
import { z } from "@hono/zod-openapi";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../../db/client";
import { accessKeys, pipelineNodes, pipelineRevisionNodes, pipelines } from "../../db/schema";
import { findNodeKind } from "../../engine/kinds";
import type { AppEnv } from "../../env";
import { ApiError, notFound } from "../../http/errors";
import { defineRoute, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { sha256Hex } from "../../lib/secrets";
import { readBody } from "../ingestion/body";
import { uuidParam } from "../shared/fields";
import { decodeEvents } from "./decode";
import { publishedNodes, runLive } from "./run";

export const ACCESS_KEY_SCHEME = "AccessKey";
const MAX_BODY = 10 * 1_048_576;

/** `Authorization: Token <key>`, `Bearer <key>`, the bare key, or Basic with the key as user name. */
function presentedAccessKey(headers: Headers): string | null {
  const value = headers.get("authorization")?.trim();
  if (!value) return null;
  const scheme = /^(Token|Bearer)\s+(\S+)$/i.exec(value);
  if (scheme) return scheme[2];
  const basic = /^Basic\s+(\S+)$/i.exec(value);
  if (basic) {
    try {
      return atob(basic[1]).split(":")[0] || null;
    } catch {
      return null;
    }
  }
  return /^\S+$/.test(value) ? value : null;
}

async function accessKeyRow(c: Context<AppEnv>) {
  const key = presentedAccessKey(c.req.raw.headers);
  if (!key)
    throw new ApiError("EUNAUTHORIZED", "Missing access key: send 'Authorization: Token <access key>'");
  const row = await c
    .get("db")
    .select()
    .from(accessKeys)
    .where(eq(accessKeys.keyHash, await sha256Hex(key)))
    .get();
  if (!row) throw new ApiError("EUNAUTHORIZED", "Unknown access key");
  return row;
}

const outcomeSchema = z
  .object({
    accepted: z.number().int(),
    pipelines: z.array(
      z.object({
        pipeline_id: z.string(),
        source_id: z.string(),
        deliveries: z.array(
          z.object({
            destination_id: z.string(),
            type: z.string(),
            events: z.number().int(),
            ok: z.boolean(),
          }),
        ),
      }),
    ),
  })
  .openapi("LiveIngestAnswer");

type Target = { pipelineId: string; sourceId: string; revisionId: string };

/** Runs the body through every target; any failed delivery answers 502 naming it. */
async function ingestInto(c: Context<AppEnv>, accountId: string, targets: Target[], decoding: string) {
  const db = c.get("db");
  const receivedAt = Date.now();
  const text = await readBody(c.req.raw, MAX_BODY);
  const metadata = { received_at: receivedAt };
  const events = decodeEvents(text, decoding as "json", receivedAt, metadata);
  const results = [];
  for (const [i, t] of targets.entries()) {
    const nodes = await publishedNodes(db, t.revisionId);
    // Each pipeline gets its own copy: processors change events in place.
    const batch = i === targets.length - 1 ? events : structuredClone(events);
    const revision = { id: t.revisionId, nodes };
    const outcome = await runLive(c.env, db, accountId, t.pipelineId, revision, t.sourceId, batch);
    results.push({ pipeline_id: t.pipelineId, source_id: t.sourceId, deliveries: outcome.deliveries });
  }
  const failed = results.flatMap((r) =>
    r.deliveries.filter((d) => !d.ok).map((d) => ({ ...d, pipeline_id: r.pipeline_id })),
  );
  if (failed.length > 0) {
    throw new ApiError(
      "EDELIVERYFAILED",
      `${failed.length} destination(s) did not take the events: ${failed.map((f) => f.error).join("; ")}`,
      failed.map((f) => ({
        path: ["pipelines", f.pipeline_id, "destinations", f.destination_id],
        message: f.error ?? "failed",
      })),
    );
  }
  return c.json(
    {
      accepted: events.length,
      pipelines: results.map((r) => ({
        ...r,
        deliveries: r.deliveries.map(({ destination_id, type, events, ok }) => ({
          destination_id,
          type,
          events,
          ok,
        })),
      })),
    },
    200,
  );
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

async function sourceTarget(db: Db, sourceId: string, key: typeof accessKeys.$inferSelect) {
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
  // A key of another source or route answers as an unknown source: it reveals nothing.
  const owns =
    row &&
    (key.sourceId === row.source.id ||
      (key.gatewayRouteId !== null && key.gatewayRouteId === row.source.gatewayRouteId));
  if (!row || !owns) throw notFound("Source");
  const revisionId = checkPipeline(row.pipeline);
  const published = await db
    .select({ userConfig: pipelineRevisionNodes.userConfig, type: pipelineRevisionNodes.type })
    .from(pipelineRevisionNodes)
    .where(and(eq(pipelineRevisionNodes.revisionId, revisionId), eq(pipelineRevisionNodes.nodeId, sourceId)))
    .get();
  if (!published)
    throw new ApiError("ECONFLICT", "This source is not in the published revision: publish the pipeline");
  if (!findNodeKind("source", published.type)?.push) {
    throw new ApiError("ECONFLICT", `A ${published.type} source pulls its events; it takes none over HTTP`);
  }
  const decoding = String((published.userConfig as { decoding?: string }).decoding ?? "json");
  return { target: { pipelineId: row.pipeline.id, sourceId, revisionId }, decoding };
}

const answer = { 200: jsonResponse(outcomeSchema, "Every destination took the events") };

export const liveIngestRouter = createRouter()
  .openapi(
    defineRoute({
      method: "post",
      path: "/ingest/{source_id}",
      tags: ["Pipeline Nodes"],
      summary: "Send events to a push source (live)",
      description:
        "Authenticate with one of the source's access keys (or its gateway route's): `Authorization: Token <key>`. " +
        "The body is decoded as the source's `decoding` says (json object or array, ndjson, text lines) and " +
        "runs through the pipeline's published revision. 409 when the pipeline is disabled or unpublished; " +
        "502 `EDELIVERYFAILED` when a destination did not take the events (nothing is reported as delivered " +
        "that was not).",
      request: { params: z.object({ source_id: uuidParam("source_id") }) },
      responses: answer,
      errors: [404, 409, 502],
      scheme: ACCESS_KEY_SCHEME,
    }),
    async (c) => {
      const key = await accessKeyRow(c);
      const { target, decoding } = await sourceTarget(c.get("db"), c.req.valid("param").source_id, key);
      return ingestInto(c, key.accountId, [target], decoding);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/ingest/gateway-route/{gateway_route_id}",
      tags: ["Shared Sources"],
      summary: "Send events to a gateway route (live): every published pipeline whose source uses it",
      request: { params: z.object({ gateway_route_id: uuidParam("gateway_route_id") }) },
      responses: answer,
      errors: [404, 409, 502],
      scheme: ACCESS_KEY_SCHEME,
    }),
    async (c) => {
      const key = await accessKeyRow(c);
      const routeId = c.req.valid("param").gateway_route_id;
      if (key.gatewayRouteId !== routeId) throw notFound("Gateway route");
      const db = c.get("db");
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
      const decoding = String((rows[0].node.userConfig as { decoding?: string }).decoding ?? "json");
      const targets = rows.map((r) => ({
        pipelineId: r.pipeline.id,
        sourceId: r.node.nodeId,
        revisionId: r.pipeline.publishedRevisionId as string,
      }));
      return ingestInto(c, key.accountId, targets, decoding);
    },
  );
