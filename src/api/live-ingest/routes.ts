// Live ingestion: a push source (or a gateway route, for every pipeline whose source hangs off it)
// receives events with one of its access keys and runs them through the published revision. Each source
// kind speaks its senders' protocol (src/protocols): OTLP/HTTP, Splunk HEC, Firehose, remote write, the
// LogDNA agent, or JSON/NDJSON/text for the generic ones, at `/ingest/{id}` and the protocol's own paths
// under it (`/ingest/{id}/v1/logs`, `/ingest/{id}/services/collector/event`, ...). Every answer, refusals
// included, is in the protocol's terms, so the sender's retry logic reads it right.
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { reportInternal, toApiError } from "../../http/errors";
import { limitAccessKey } from "../../http/rate-limit";
import { readBodyBytes } from "../../http/request-body";
import { createRouter } from "../../http/router";
import {
  accessKeyOf,
  ingestLive,
  openIntake,
  type ResolveTargets,
  routeTargets,
  sourceTargets,
} from "../../live/ingest";
import { type IntakeRequest, protocolOfRequest } from "../../protocols";
import { documentIntake } from "./docs";

const DEFAULT_MAX_BODY = 10 * 1_048_576;

/** The whole exchange: every refusal is answered by the protocol, never as a bare 500. */
async function intake(
  c: Context<AppEnv>,
  prefix: RegExp,
  id: string,
  resolve: ResolveTargets,
): Promise<Response> {
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
    const opened = await openIntake(c.env, db, key, id, resolve, req, base, url.pathname);
    protocol = opened.protocol;
    const body = await readBodyBytes(c.req.raw, req.maxBytes, protocol.passThroughEncodings);
    const { first, outcome } = await ingestLive(c.env, db, key.accountId, opened, req, url, body);
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
