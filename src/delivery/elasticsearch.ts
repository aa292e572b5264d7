// Elasticsearch: each batch is one POST to <endpoint>/_bulk, NDJSON action/source pairs with the `index`
// action. A 200 whose body says `errors: true` refused some documents: that is a failure, and not retried
// (the accepted documents would be indexed twice).

import type { PipelineEvent } from "../engine/events";
import type { RunnableNode } from "../engine/runner";
import type { DeliveryContext } from "./context";
import {
  authHeaders,
  type BatchLimits,
  batches,
  compressBody,
  type DeliveryResult,
  type HttpAuth,
  joinPath,
  readJson,
  sendBatches,
  sendWithRetry,
} from "./http-batching";

export interface ElasticsearchConfig {
  endpoints: string[];
  index: string;
  pipeline?: string;
  auth: HttpAuth;
  compression: "none" | "gzip";
  batch: BatchLimits;
}

/** Retries per batch: the schema has no option for it. */
export const ELASTICSEARCH_MAX_RETRIES = 3;

/** The document for an event: an object message as is, anything else under `message`. */
function document(event: PipelineEvent): Record<string, unknown> {
  const m = event.message;
  const doc: Record<string, unknown> =
    typeof m === "object" && m !== null && !Array.isArray(m)
      ? { ...(m as Record<string, unknown>) }
      : { message: m };
  // Kibana and data streams key on @timestamp; the event's own time fills it when the message has none.
  if (!("@timestamp" in doc)) doc["@timestamp"] = new Date(event.timestamp).toISOString();
  return doc;
}

export function bulkBody(events: PipelineEvent[], index: string): string {
  const action = JSON.stringify({ index: { _index: index } });
  // The bulk API requires the body to end with a newline.
  return events.map((e) => `${action}\n${JSON.stringify(document(e))}\n`).join("");
}

export function bulkUrl(endpoint: string, pipeline?: string): string {
  const url = joinPath(endpoint, "/_bulk");
  return pipeline ? `${url}?pipeline=${encodeURIComponent(pipeline)}` : url;
}

interface BulkItemError {
  type?: string;
  reason?: string;
}

/** Why a 200 bulk answer is a failure all the same, naming the first refused document. */
async function bulkErrors(res: Response): Promise<string | undefined> {
  const body = (await readJson(res)) as
    | { errors?: boolean; items?: Record<string, { status?: number; error?: BulkItemError | string }>[] }
    | undefined;
  if (body?.errors !== true) return undefined;
  const items = body.items ?? [];
  const failed = items.map((item) => Object.values(item)[0]).filter((r) => r?.error !== undefined);
  const first = failed[0];
  const index = first ? items.findIndex((item) => Object.values(item)[0] === first) : -1;
  const err = first?.error;
  const what =
    typeof err === "string" ? err : err ? [err.type, err.reason].filter(Boolean).join(": ") : "unknown error";
  const where = first ? `document ${index + 1} (status ${first.status ?? "?"}): ` : "";
  return `elasticsearch refused ${failed.length} of ${items.length} documents; first: ${where}${what}`;
}

export async function deliverToElasticsearch(
  node: RunnableNode,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig as unknown as ElasticsearchConfig;
  const urls = config.endpoints.map((e) => bulkUrl(e, config.pipeline));
  const failover = { preferred: 0 };
  return sendBatches(batches(events, config.batch), async (batch) => {
    const { body, headers: encodingHeaders } = await compressBody(
      bulkBody(batch, config.index),
      config.compression,
    );
    const headers = {
      "content-type": "application/x-ndjson",
      ...encodingHeaders,
      ...authHeaders(config.auth),
    };
    return sendWithRetry({
      urls,
      failover,
      build: () => ({ method: "POST", headers, body }),
      maxRetries: ELASTICSEARCH_MAX_RETRIES,
      fetch: ctx.fetch,
      sleep: ctx.sleep,
      inspect: bulkErrors,
    });
  });
}
