// Loki: each batch is one POST to <endpoint><path> (path default /loki/api/v1/push) with a single stream
// carrying the configured labels. The labels are static: the schema describes them as plain strings, not
// templates. Configured in our form (labels a map, encoding a string) or the mezmo provider's (labels
// `[{label_name, label_value}]`, encoding `{codec}`, `path`).

import type { PipelineEvent } from "../engine/events";
import type { RunnableNode } from "../engine/runner";
import type { DeliveryContext } from "./context";
import {
  authHeaders,
  type BatchLimits,
  batches,
  type DeliveryResult,
  eventLine,
  type HttpAuth,
  joinPath,
  jsonLine,
  sendBatches,
  sendWithRetry,
} from "./http-batching";

type Codec = "json" | "text";

export interface LokiConfig {
  endpoint: string;
  path?: string;
  labels: Record<string, string> | { label_name: string; label_value: string }[];
  encoding: Codec | { codec: Codec };
  auth: HttpAuth;
  tenant_id?: string;
  batch: BatchLimits;
}

/** Retries per batch: the schema has no option for it. */
export const LOKI_MAX_RETRIES = 3;

/** Unix ms (possibly fractional) as the decimal nanosecond string Loki wants, exact beyond 2^53. */
export function nanoseconds(ms: number): string {
  const whole = Math.floor(ms);
  const fraction = Math.round((ms - whole) * 1e6);
  return (BigInt(whole) * 1_000_000n + BigInt(fraction)).toString();
}

/** The labels as Loki's stream map, whichever form they were configured in. */
export const lokiLabels = (labels: LokiConfig["labels"]): Record<string, string> =>
  Array.isArray(labels) ? Object.fromEntries(labels.map((l) => [l.label_name, l.label_value])) : labels;

export const lokiCodec = (encoding: LokiConfig["encoding"]): Codec =>
  typeof encoding === "string" ? encoding : encoding.codec;

/** The push URL: the endpoint and the path, the path not doubled when the endpoint already ends with it. */
export function lokiUrl(config: Pick<LokiConfig, "endpoint" | "path">): string {
  const path = config.path ?? "/loki/api/v1/push";
  return joinPath(config.endpoint, path.startsWith("/") ? path : `/${path}`);
}

export function pushBody(events: PipelineEvent[], config: Pick<LokiConfig, "labels" | "encoding">): string {
  // Loki rejects entries older than the newest of their stream unless out-of-order writes are enabled.
  const ordered = [...events].sort((a, b) => a.timestamp - b.timestamp);
  const json = lokiCodec(config.encoding) === "json";
  const values = ordered.map((e) => [nanoseconds(e.timestamp), json ? jsonLine(e) : eventLine(e)]);
  return JSON.stringify({ streams: [{ stream: lokiLabels(config.labels), values }] });
}

export async function deliverToLoki(
  node: RunnableNode,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig as unknown as LokiConfig;
  const url = lokiUrl(config);
  const headers: Record<string, string> = { "content-type": "application/json", ...authHeaders(config.auth) };
  if (config.tenant_id) headers["x-scope-orgid"] = config.tenant_id;
  return sendBatches(batches(events, config.batch), (batch) => {
    const body = pushBody(batch, config);
    return sendWithRetry({
      urls: [url],
      build: () => ({ method: "POST", headers, body }),
      maxRetries: LOKI_MAX_RETRIES,
      fetch: ctx.fetch,
      sleep: ctx.sleep,
    });
  });
}
