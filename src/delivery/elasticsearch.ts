// Elasticsearch: each batch is one POST to <endpoint>/_bulk, NDJSON action/source pairs with the `index`
// action. A 200 whose body says `errors: true` refused some documents: that is a failure, and not retried
// (the accepted documents would be indexed twice).
//
// `index` may hold strftime specifiers (the mezmo provider's default `mezmo-%Y.%m.%d`), rendered for each
// event at its time in UTC (src/lib/strftime.ts), as Vector does: one batch may write to several indices.
// Auth: none, basic, bearer, or the provider's `aws` (Amazon OpenSearch Service): every request signed
// with SigV4 for the service `es` in the auth's region, with its access key (src/vendors/aws/sigv4.ts).

import { z } from "zod";
import type { PipelineEvent } from "../engine/events";
import { awsRegion, compression, httpUrl, secret, shortText } from "../engine/kinds/common";
import { defineDestination } from "../engine/kinds/define";
import type { RunnableNode } from "../engine/runner";
import { credentialTarget } from "../lib/sealed-secrets";
import { strftime } from "../lib/strftime";
import { sha256Hex, signV4 } from "../vendors/aws/sigv4";
import { batch, deliveryOptions } from "./config";
import type { DeliveryContext } from "./context";
import {
  authHeaders,
  batches,
  compressBody,
  type DeliveryResult,
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

/** Elasticsearch's rule for index names, as we check it: lowercase, no spaces or punctuation but . _ + -. */
const INDEX_NAME = /^[a-z0-9][a-z0-9._+-]{0,254}$/;

/** Times an index template is rendered at to check it: one- and two-digit fields, morning and evening. */
const INDEX_SAMPLES = [Date.UTC(2001, 1, 3, 4, 5, 6, 7), Date.UTC(2024, 11, 31, 23, 59, 59, 999)];

/**
 * An index name, or a template of one with strftime specifiers (the provider's default `mezmo-%Y.%m.%d`),
 * rendered per event at its time in UTC (src/lib/strftime.ts); what it renders to must be an index name.
 */
const esIndex = z
  .string()
  .min(1)
  .max(255)
  .superRefine((index, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: "custom", message });
    if (index.includes("{{"))
      return problem(
        "field templates ({{ .field }}) are not supported; strftime specifiers (%Y, %m, %d ...) are",
      );
    const template = strftime(index);
    if ("error" in template) return problem(template.error);
    for (const at of INDEX_SAMPLES) {
      const name = template.render(at);
      if (!INDEX_NAME.test(name))
        return problem(
          index.includes("%")
            ? `must render to a lowercase index name; it renders to ${JSON.stringify(name)}`
            : "must be a lowercase index name",
        );
    }
  })
  .describe("Index name; strftime specifiers (%Y.%m.%d ...) are rendered per event time, in UTC");

/** What the provider sends for the fields of another strategy than the one chosen (its Computed default). */
const unused = z.literal("").optional();

/**
 * Ours (none, basic, bearer), and the mezmo provider's (elasticsearch.go): basic or aws, always with all six
 * keys, those of the other strategy "" (its ToModel builds the object from exactly the keys answered). aws
 * signs every request with SigV4 for the service `es` (Amazon OpenSearch Service) in `region`.
 */
const esAuth = z.discriminatedUnion("strategy", [
  z.strictObject({ strategy: z.literal("none") }),
  z.strictObject({
    strategy: z.literal("basic"),
    user: shortText,
    password: secret,
    access_key_id: unused,
    secret_access_key: unused,
    region: unused,
  }),
  z.strictObject({ strategy: z.literal("bearer"), token: secret }),
  z.strictObject({
    strategy: z.literal("aws"),
    access_key_id: z.string().min(16).max(128),
    secret_access_key: secret,
    region: credentialTarget(awsRegion),
    user: unused,
    password: unused,
  }),
]);

const elasticsearchConfig = deliveryOptions(
  z.strictObject({
    endpoints: credentialTarget(z.array(httpUrl).min(1).max(10)),
    index: credentialTarget(esIndex),
    pipeline: z.string().max(255).optional(),
    auth: esAuth.default({ strategy: "none" }),
    compression,
    batch,
  }),
);
export type ElasticsearchConfig = z.output<typeof elasticsearchConfig>;

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
  node: RunnableNode<ElasticsearchConfig>,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig;
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

export const elasticsearch = defineDestination({
  type: "elasticsearch",
  title: "Elasticsearch",
  description: "Indexes events through the bulk API",
  config: elasticsearchConfig,
  deliver: deliverToElasticsearch,
});
