// The http destination: batches of events posted (or put, patched) to a URL, JSON, NDJSON or text, gzip
// optional, with the auth headers, retried with backoff (the batching and retries of http-batching.ts), under
// the destination's shared request budget when it has \`rate_limiting\`.
import { z } from "zod";
import type { PipelineEvent } from "../engine/events";
import { compression, httpAuth, httpUrl } from "../engine/kinds/common";
import { defineDestination } from "../engine/kinds/define";
import type { RunnableNode } from "../engine/runner";
import { credentialTarget, secretString } from "../lib/sealed-secrets";
import { ackEnabled, batch, encoding, headerName, rateLimiting, retryMaxDuration } from "./config";
import type { DeliveryContext } from "./context";
import {
  authHeaders,
  batches,
  compressBody,
  type DeliveryResult,
  eventLine,
  sendBatches,
  sendWithRetry,
} from "./http-batching";

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const httpConfig = z
  .strictObject({
    uri: credentialTarget(httpUrl),
    method: z.enum(["post", "put", "patch"]).default("post"),
    encoding,
    compression,
    headers: z
      .union([
        z.record(
          headerName,
          // Headers carry API keys as often as not: every value is owner-bound.
          secretString(z.string().max(4096)),
        ),
        // The mezmo terraform provider's form (models/destinations/http.go HttpDestinationFromModel).
        z
          .array(
            z.strictObject({ header_name: headerName, header_value: secretString(z.string().max(4096)) }),
          )
          .max(100),
      ])
      .default({}),
    auth: httpAuth.default({ strategy: "none" }),
    batch,
    max_retries: z.number().int().min(0).max(10).default(3),
    ack_enabled: ackEnabled,
    retry_max_duration_secs: retryMaxDuration,
    payload_prefix: z.string().max(4096).optional(),
    payload_suffix: z.string().max(4096).optional(),
    advanced_options: z
      .strictObject({
        method: z.enum(["post", "put", "patch"]).optional(),
        max_bytes: z.number().int().min(1024).max(10_485_760).optional(),
        timeout_secs: z.number().int().min(1).max(300).optional(),
        payload_prefix: z.string().max(4096).optional(),
        payload_suffix: z.string().max(4096).optional(),
        rate_limiting: rateLimiting.optional(),
      })
      .optional()
      .describe(
        "The mezmo terraform provider's form of method, batch.max_bytes, batch.timeout_ms (seconds), payload_prefix, payload_suffix and rate_limiting; stored in those fields",
      ),
    rate_limiting: rateLimiting.optional(),
  })
  .superRefine((config, ctx) => {
    // Mezmo's rule: the two go together, around a JSON batch, and must make valid JSON of it.
    const prefix = config.advanced_options?.payload_prefix ?? config.payload_prefix;
    const suffix = config.advanced_options?.payload_suffix ?? config.payload_suffix;
    if (prefix === undefined && suffix === undefined) return;
    const problem =
      prefix === undefined || suffix === undefined
        ? "payload_prefix and payload_suffix go together"
        : config.encoding !== "json"
          ? "payload_prefix and payload_suffix wrap a JSON batch: encoding must be json"
          : !isJson(`${prefix}[{"a":1}]${suffix}`)
            ? "payload_prefix + the JSON batch + payload_suffix must be valid JSON"
            : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["payload_prefix"], message: problem });
  })
  // One stored shape: the provider's header list becomes the header map, its advanced_options the
  // method and batch fields (it reads neither back when they are absent, so answers keep our shape).
  .transform(({ advanced_options, headers, ...config }) => ({
    ...config,
    headers: Array.isArray(headers)
      ? Object.fromEntries(headers.map((h) => [h.header_name, h.header_value]))
      : headers,
    method: advanced_options?.method ?? config.method,
    ...((advanced_options?.rate_limiting ?? config.rate_limiting) && {
      rate_limiting: advanced_options?.rate_limiting ?? config.rate_limiting,
    }),
    ...((advanced_options?.payload_prefix ?? config.payload_prefix) !== undefined && {
      payload_prefix: advanced_options?.payload_prefix ?? config.payload_prefix,
      payload_suffix: advanced_options?.payload_suffix ?? config.payload_suffix,
    }),
    batch: {
      ...config.batch,
      ...(advanced_options?.max_bytes !== undefined && { max_bytes: advanced_options.max_bytes }),
      ...(advanced_options?.timeout_secs !== undefined && {
        timeout_ms: advanced_options.timeout_secs * 1000,
      }),
    },
  }));
type HttpConfig = z.output<typeof httpConfig>;

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

async function deliverOverHttp(
  node: RunnableNode<HttpConfig>,
  events: PipelineEvent[],
  ctx: DeliveryContext,
) {
  const config = node.userConfig;
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

export const http = defineDestination({
  type: "http",
  title: "HTTP",
  description: "Posts batches of events to a URL, retrying with backoff",
  config: httpConfig,
  deliver: deliverOverHttp,
});
