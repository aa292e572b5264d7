// Loki: each batch is one POST to <endpoint><path> (path default /loki/api/v1/push) with a single stream
// carrying the configured labels. The labels are static: the schema describes them as plain strings, not
// templates. Configured in our form (labels a map, encoding a string) or the mezmo provider's (labels
// `[{label_name, label_value}]`, encoding `{codec}`, `path`).

import { z } from "zod";
import type { PipelineEvent } from "../engine/events";
import { httpAuth, httpUrl } from "../engine/kinds/common";
import { defineDestination } from "../engine/kinds/define";
import type { RunnableNode } from "../engine/runner";
import { credentialTarget } from "../lib/sealed-secrets";
import { batch, deliveryOptions } from "./config";
import type { DeliveryContext } from "./context";
import {
  authHeaders,
  batches,
  type DeliveryResult,
  eventLine,
  joinPath,
  jsonLine,
  sendBatches,
  sendWithRetry,
} from "./http-batching";

type Codec = "json" | "text";

const LOKI_LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/**
 * Loki's labels: ours a map, the provider's (loki.go LokiFromModel) its map as a list of
 * `{label_name, label_value}`, answered as sent. The two shapes are told apart by type; the rules (at least
 * one, names as Loki takes them, once each, values up to 1024 characters) are checked after, so a problem is
 * reported at its own label whichever shape it came in.
 */
const lokiLabelSchema = z
  .union([
    z.record(z.string(), z.string()),
    z.array(z.strictObject({ label_name: z.string(), label_value: z.string() })).max(100),
  ])
  .superRefine((labels, ctx) => {
    const pairs = Array.isArray(labels)
      ? labels.map((l, i) => ({
          name: l.label_name,
          value: l.label_value,
          at: [i, "label_name"],
          to: [i, "label_value"],
        }))
      : Object.entries(labels).map(([name, value]) => ({ name, value, at: [name], to: [name] }));
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: "custom", path, message });
    if (pairs.length === 0) issue([], "at least one label");
    const seen = new Set<string>();
    for (const { name, value, at, to } of pairs) {
      if (!LOKI_LABEL_NAME.test(name)) issue(at, "must be a label name");
      else if (seen.has(name)) issue(at, "duplicate label_name");
      seen.add(name);
      if (value.length > 1024) issue(to, "at most 1024 characters");
      else if (Array.isArray(labels) && value === "") issue(to, "must not be empty");
    }
  })
  .describe(
    "Label name to value (each name [a-zA-Z_][a-zA-Z0-9_]*), or the provider's [{label_name, label_value}]",
  );

/** The Loki push path: appended to the endpoint (the provider's `path`, default /loki/api/v1/push). */
const lokiPath = z
  .string()
  .min(1)
  .max(1024)
  .regex(/^[^\s?#]+$/, "must be a URL path such as /loki/api/v1/push")
  .describe("The path appended to the endpoint (default /loki/api/v1/push)");

const lokiConfig = deliveryOptions(
  z.strictObject({
    endpoint: credentialTarget(httpUrl),
    // Part of where the password goes too (behind one host, a path can be another service).
    path: credentialTarget(lokiPath).optional(),
    labels: lokiLabelSchema,
    encoding: z
      .union([z.enum(["json", "text"]), z.strictObject({ codec: z.enum(["json", "text"]) })])
      .default("json")
      .describe("json or text, or the provider's {codec}"),
    auth: httpAuth.default({ strategy: "none" }),
    tenant_id: credentialTarget(z.string().max(256)).optional(),
    batch,
  }),
);
export type LokiConfig = z.output<typeof lokiConfig>;

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
  node: RunnableNode<LokiConfig>,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig;
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

export const loki = defineDestination({
  type: "loki",
  title: "Loki",
  description: "Pushes events to Loki",
  config: lokiConfig,
  deliver: deliverToLoki,
});
