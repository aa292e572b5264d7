// Delivery of what a live run's destinations received. Each kind either really delivers (the log store,
// an HTTP endpoint, Elasticsearch, Loki, Splunk HEC, S3, Datadog logs, Honeycomb, New Relic logs, Azure
// Blob Storage, Prometheus remote write, the four GCP services, Datadog metrics, Kafka over TCP) or, for blackhole, counts and discards. A failed
// delivery is reported as failed, with the reason, never as success. The HTTP-based kinds share their
// batching, gzip, auth headers and retries (http-batching.ts).

import { getField, type PipelineEvent } from "../engine/events";
import type { RunnableNode } from "../engine/runner";
import type { LogRecord } from "../logstore/lines";
import { accountLogState, storeBatch } from "../logstore/store";
import { deliverToAzureBlobStorage } from "./azure-blob-storage";
import type { DeliveryContext } from "./context";
import { deliverToDatadogLogs } from "./datadog-logs";
import { deliverToDatadogMetrics } from "./datadog-metrics";
import { deliverToElasticsearch } from "./elasticsearch";
import { deliverToGcpCloudMonitoring } from "./gcp-cloud-monitoring";
import { deliverToGcpCloudOperations } from "./gcp-cloud-operations";
import { deliverToGcpCloudPubSub } from "./gcp-cloud-pubsub";
import { deliverToGcpCloudStorage } from "./gcp-cloud-storage";
import { deliverToHoneycombLogs } from "./honeycomb-logs";
import {
  authHeaders,
  type BatchLimits,
  batches,
  compressBody,
  DeliveryRefused,
  type DeliveryResult,
  eventBytes,
  eventLine,
  type HttpAuth,
  sendBatches,
  sendWithRetry,
  text,
  utf8,
} from "./http-batching";
import { deliverToKafka } from "./kafka/deliver";
import { deliverToLoki } from "./loki";
import { deliverToMezmoLogs } from "./mezmo-logs";
import { deliverToNewRelic } from "./new-relic";
import { deliverToPrometheusRemoteWrite } from "./prometheus-remote-write";
import { deliverToS3 } from "./s3";
import { deliverToSplunkHec } from "./splunk-hec";

export interface DeliveryOutcome {
  destination_id: string;
  type: string;
  events: number;
  bytes: number;
  ok: boolean;
  attempts: number;
  error?: string;
  /** See DeliveryResult (http-batching.ts): whether another attempt may succeed, when, what went already. */
  retryable?: boolean;
  retryAfterMs?: number;
  delivered?: number;
  status?: number;
}

/** Re-exported: the live run sizes what it received and delivered with it. */
export { eventBytes };

type Deliver = (
  node: RunnableNode,
  events: PipelineEvent[],
  ctx: DeliveryContext,
) => Promise<Omit<DeliveryOutcome, "destination_id" | "type" | "events" | "bytes">>;

const deliverers: Record<string, Deliver> = {
  blackhole: async () => ({ ok: true, attempts: 0 }),
  "log-analysis": deliverToLogStore,
  // The mezmo provider's mezmo_logs_destination: this account's log store too (src/engine/kinds/aliases.ts).
  mezmo: deliverToMezmoLogs,
  http: deliverOverHttp,
  elasticsearch: deliverToElasticsearch,
  loki: deliverToLoki,
  "splunk-hec-logs": deliverToSplunkHec,
  s3: deliverToS3,
  "datadog-logs": deliverToDatadogLogs,
  "honeycomb-logs": deliverToHoneycombLogs,
  "new-relic": deliverToNewRelic,
  "azure-blob-storage": deliverToAzureBlobStorage,
  "prometheus-remote-write": deliverToPrometheusRemoteWrite,
  "datadog-metrics": deliverToDatadogMetrics,
  "gcp-cloud-storage": deliverToGcpCloudStorage,
  "gcp-cloud-pubsub": deliverToGcpCloudPubSub,
  "gcp-cloud-operations": deliverToGcpCloudOperations,
  "gcp-cloud-monitoring": deliverToGcpCloudMonitoring,
  kafka: deliverToKafka,
};

/** Kinds this service can deliver to; the others are refused at publish time (see the catalog). */
export const deliverableTypes = new Set(Object.keys(deliverers));

export async function deliver(
  node: RunnableNode,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryOutcome> {
  const base = {
    destination_id: node.id,
    type: node.type,
    events: events.length,
    bytes: events.reduce((n, e) => n + eventBytes(e), 0),
  };
  const deliverer = deliverers[node.type];
  if (!deliverer)
    return { ...base, ok: false, attempts: 0, error: `${node.type} destinations cannot deliver yet` };
  try {
    return { ...base, ...(await deliverer(node, events, ctx)) };
  } catch (err) {
    // Thrown rather than answered: a network or runtime failure, which another attempt may not meet, unless
    // the deliverer says it is a refusal.
    const refused = err instanceof DeliveryRefused;
    return {
      ...base,
      ok: false,
      attempts: 1,
      retryable: !refused,
      ...(refused && err.status !== undefined ? { status: err.status } : {}),
      error: err instanceof Error ? err.message : String(err),
    };
  }
}

// ---- log-analysis: into this account's log store ---------------------------------------------------

async function deliverToLogStore(node: RunnableNode, events: PipelineEvent[], ctx: DeliveryContext) {
  const config = node.userConfig as {
    app: string;
    hostname: string;
    line_field?: string;
    level_field?: string;
    tags: string[];
  };
  const records: LogRecord[] = events.map((e) => {
    const line = config.line_field ? text(getField(e, config.line_field)) : text(e.message);
    const meta =
      typeof e.message === "object" && e.message !== null && !Array.isArray(e.message)
        ? (e.message as Record<string, unknown>)
        : null;
    const metaJson = meta ? JSON.stringify(meta) : "";
    return {
      ts: e.timestamp,
      line,
      app: config.app,
      host: config.hostname,
      file: "",
      level: config.level_field ? text(getField(e, config.level_field)).toUpperCase().slice(0, 32) : "",
      ip: "",
      mac: "",
      tags: config.tags,
      meta,
      size: utf8(line).byteLength + utf8(metaJson).byteLength,
    };
  });
  if (!ctx.logStore) return { ok: false, attempts: 0, error: "the log store is not reachable from here" };
  const state = await accountLogState(ctx.db, ctx.accountId);
  if (state.suspended) return { ok: false, attempts: 1, error: "ingestion is suspended for this account" };
  await storeBatch(ctx.logStore, ctx.accountId, state.layout, records, () => null, {
    ...(ctx.batchKey ? { key: `run:${ctx.batchKey}` } : {}),
  });
  return { ok: true, attempts: 1 };
}

// ---- http: batches posted to a URL, retried with backoff -----------------------------------------------

interface HttpConfig {
  uri: string;
  method: "post" | "put" | "patch";
  encoding: "json" | "ndjson" | "text";
  compression: "none" | "gzip";
  headers: Record<string, string>;
  auth: HttpAuth;
  batch: BatchLimits;
  max_retries: number;
  /** Around a JSON batch (Mezmo's option; the schema checks the result is JSON). */
  payload_prefix?: string;
  payload_suffix?: string;
  rate_limiting?: { request_limit: number; duration_secs: number };
}

/**
 * The requests this delivery makes, taken from the destination's shared budget before any is sent; refused,
 * the failure says when the budget allows them.
 */
async function withinRateLimit(
  config: HttpConfig,
  requests: number,
  ctx: DeliveryContext,
): Promise<DeliveryResult | null> {
  const limit = config.rate_limiting;
  if (!limit || !ctx.takeRequests) return null;
  const per = `${limit.request_limit} requests per ${limit.duration_secs} s`;
  if (requests > limit.request_limit)
    return {
      ok: false,
      attempts: 0,
      retryable: false,
      error: `rate_limiting allows ${per}; this delivery needs ${requests} requests (raise the limit or batch.max_bytes)`,
    };
  const taken = await ctx.takeRequests(limit, requests);
  if (taken.granted) return null;
  return {
    ok: false,
    attempts: 0,
    retryable: true,
    retryAfterMs: taken.retryAfterSeconds * 1000,
    error: `rate limited (${per}): retry in ${taken.retryAfterSeconds} s`,
  };
}

function encodeBatch(events: PipelineEvent[], config: HttpConfig): string {
  const { encoding } = config;
  if (encoding === "json")
    return `${config.payload_prefix ?? ""}${JSON.stringify(events.map((e) => e.message))}${config.payload_suffix ?? ""}`;
  if (encoding === "ndjson") return events.map((e) => JSON.stringify(e.message)).join("\n");
  return events.map(eventLine).join("\n");
}

const contentTypes = { json: "application/json", ndjson: "application/x-ndjson", text: "text/plain" };

async function deliverOverHttp(node: RunnableNode, events: PipelineEvent[], ctx: DeliveryContext) {
  const config = node.userConfig as unknown as HttpConfig;
  const planned = batches(events, config.batch);
  const refused = await withinRateLimit(config, planned.length, ctx);
  if (refused) return refused;
  return sendBatches(planned, async (batch) => {
    const { body, headers: encodingHeaders } = await compressBody(
      encodeBatch(batch, config),
      config.compression,
    );
    const headers: Record<string, string> = {
      ...config.headers,
      "content-type": `${contentTypes[config.encoding]}; charset=utf-8`,
      ...encodingHeaders,
      ...authHeaders(config.auth),
    };
    return sendWithRetry({
      urls: [config.uri],
      build: () => ({ method: config.method.toUpperCase(), headers, body }),
      maxRetries: config.max_retries,
      fetch: ctx.fetch,
      sleep: ctx.sleep,
    });
  });
}
