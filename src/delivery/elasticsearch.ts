// Elasticsearch: each batch is one POST to <endpoint>/_bulk, NDJSON action/source pairs with the `index`
// action. A 200 whose body says `errors: true` refused some documents: that is a failure, and not retried
// (the accepted documents would be indexed twice).
//
// `index` may hold strftime specifiers (the mezmo provider's default `mezmo-%Y.%m.%d`), rendered for each
// event at its time in UTC (src/lib/strftime.ts), as Vector does: one batch may write to several indices.
// Auth: none, basic, bearer, or the provider's `aws` (Amazon OpenSearch Service): every request signed
// with SigV4 for the service `es` in the auth's region, with its access key (src/delivery/sigv4.ts).

import type { PipelineEvent } from "../engine/events";
import type { RunnableNode } from "../engine/runner";
import { strftime } from "../lib/strftime";
import { sha256Hex, signV4 } from "../vendors/aws/sigv4";
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
  utf8,
} from "./http-batching";

/** The provider's aws strategy (its basic one, with the aws keys "", is basic). */
export interface AwsAuth {
  strategy: "aws";
  access_key_id: string;
  secret_access_key: string;
  region: string;
}

export interface ElasticsearchConfig {
  endpoints: string[];
  index: string;
  pipeline?: string;
  auth: HttpAuth | AwsAuth;
  compression: "none" | "gzip";
  batch: BatchLimits;
}

/** The SigV4 service name of Amazon OpenSearch Service (and of Amazon Elasticsearch Service before it). */
export const ES_SIGV4_SERVICE = "es";

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

/** The index of each event: the name, or the template rendered at the event's time. */
export function indexOf(index: string): (event: PipelineEvent) => string {
  const template = strftime(index);
  // The schema refused a template that does not compile; a stored one that no longer does is taken as is.
  if ("error" in template) return () => index;
  return (event) => template.render(event.timestamp);
}

export function bulkBody(events: PipelineEvent[], index: string): string {
  const render = indexOf(index);
  const actions = new Map<string, string>();
  const actionOf = (name: string) => {
    let action = actions.get(name);
    if (action === undefined) {
      action = JSON.stringify({ index: { _index: name } });
      actions.set(name, action);
    }
    return action;
  };
  // The bulk API requires the body to end with a newline.
  return events.map((e) => `${actionOf(render(e))}\n${JSON.stringify(document(e))}\n`).join("");
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
  const now = ctx.now ?? Date.now;
  const auth = config.auth;
  return sendBatches(batches(events, config.batch), async (batch) => {
    const compressed = await compressBody(bulkBody(batch, config.index), config.compression);
    const body = typeof compressed.body === "string" ? utf8(compressed.body) : compressed.body;
    const headers: Record<string, string> = {
      "content-type": "application/x-ndjson",
      ...compressed.headers,
    };
    let build: (url: string) => Promise<RequestInit> | RequestInit;
    if (auth.strategy === "aws") {
      const payloadHash = await sha256Hex(body);
      // Signed per attempt: each endpoint has its own host, and a signature is valid 15 minutes.
      build = async (url) => {
        const signed = await signV4({
          method: "POST",
          url,
          headers: { ...headers, "x-amz-content-sha256": payloadHash },
          payloadHash,
          region: auth.region,
          service: ES_SIGV4_SERVICE,
          credentials: { accessKeyId: auth.access_key_id, secretAccessKey: auth.secret_access_key },
          date: new Date(now()),
        });
        return { method: "POST", headers: signed.headers, body };
      };
    } else {
      const withAuth = { ...headers, ...authHeaders(auth) };
      build = () => ({ method: "POST", headers: withAuth, body });
    }
    return sendWithRetry({
      urls,
      failover,
      build,
      maxRetries: ELASTICSEARCH_MAX_RETRIES,
      fetch: ctx.fetch,
      sleep: ctx.sleep,
      inspect: bulkErrors,
    });
  });
}
