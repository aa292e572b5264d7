// Splunk HTTP Event Collector: each batch is one POST to <endpoint>/services/collector/event, the events'
// JSON envelopes one after the other. HEC answers {"text": "Success", "code": 0}; any other code is a
// failure even under a 200.
//
// Configured in our form (`endpoint`, `source`/`sourcetype`/`index` constants, `host_field` `.a.b`) or the
// mezmo provider's (`url`; `{value_type: none|value|field, value}` for source, sourcetype and index, the field
// read from each event; `host_field` and `timestamp_field` as `metadata.host` and `metadata.time`: paths of
// event-path.ts). `tls_verify_certificate` can only be true (the schema refuses false over https): fetch
// always verifies.

import { z } from "zod";
import type { PipelineEvent } from "../engine/events";
import { compression, httpUrl, secret } from "../engine/kinds/common";
import { defineDestination } from "../engine/kinds/define";
import type { RunnableNode } from "../engine/runner";
import { credentialTarget } from "../lib/sealed-secrets";
import { batch, deliveryOptions, eventPath } from "./config";
import type { DeliveryContext } from "./context";
import { eventValue, timeOf } from "./event-path";
import {
  batches,
  bodySnippet,
  compressBody,
  type DeliveryResult,
  joinPath,
  readJson,
  sendBatches,
  sendWithRetry,
  text,
} from "./http-batching";

/** A constant (ours), or the provider's value object. */
export type SplunkValue =
  | string
  | { value_type: "none" }
  | { value_type: "value"; value: string }
  | { value_type: "field"; value: string };

/**
 * The mezmo provider's form of splunk's source, sourcetype and index (splunk_hec_logs.go
 * SplunkHecLogsDestinationFromModel): `{value_type: "none"}` when unset, a constant `{value_type: "value",
 * value}`, or an event's field `{value_type: "field", value: <path>}`. Ours is the constant as a string.
 */
const splunkValueSchema = z
  .union([
    // First: a problem inside the provider's object is reported at its own field.
    z.discriminatedUnion("value_type", [
      z.strictObject({ value_type: z.literal("none") }),
      z.strictObject({ value_type: z.literal("value"), value: z.string().min(1).max(256) }),
      z.strictObject({ value_type: z.literal("field"), value: eventPath }),
    ]),
    z.string().max(256),
  ])
  .optional();

const splunkHecLogsConfig = deliveryOptions(
  z
    .strictObject({
      endpoint: credentialTarget(httpUrl)
        .optional()
        .describe("The HEC base URL (or `url`, the provider's name)"),
      url: credentialTarget(httpUrl).optional().describe("The mezmo provider's name for endpoint"),
      token: secret,
      source: splunkValueSchema.describe(
        "A constant, or the provider's {value_type: none|value|field, value}",
      ),
      sourcetype: splunkValueSchema.describe(
        "A constant, or the provider's {value_type: none|value|field, value}",
      ),
      index: credentialTarget(splunkValueSchema).describe(
        "A constant, or the provider's {value_type: none|value|field, value}",
      ),
      host_field: eventPath
        .optional()
        .describe("The field holding the event's host (.a.b, or metadata.host)"),
      timestamp_field: eventPath
        .optional()
        .describe(
          "The field holding the event's time (epoch s, ms, µs or ns, or a date); default its own time",
        ),
      tls_verify_certificate: z
        .boolean()
        .optional()
        .describe(
          "Only true: the Workers runtime's fetch always verifies the certificate (false is refused)",
        ),
      compression,
      batch,
    })
    .superRefine((c, ctx) => {
      if (c.endpoint === undefined && c.url === undefined)
        ctx.addIssue({ code: "custom", path: ["endpoint"], message: "required (or url)" });
      if (c.endpoint !== undefined && c.url !== undefined)
        ctx.addIssue({
          code: "custom",
          path: ["url"],
          message: "url is another name for endpoint: send one",
        });
      if (c.tls_verify_certificate === false && (c.url ?? c.endpoint ?? "").startsWith("https:"))
        ctx.addIssue({
          code: "custom",
          path: ["tls_verify_certificate"],
          message:
            "false cannot be honoured: the Workers runtime's fetch always verifies TLS certificates (use a certificate a public CA signed, or an http URL)",
        });
    }),
);
export type SplunkHecConfig = z.output<typeof splunkHecLogsConfig>;

/** Retries per batch: the schema has no option for it. */
export const SPLUNK_MAX_RETRIES = 3;

export function hecUrl(endpoint: string): string {
  // Accept the base URL, or one that already names the collector (with or without /event).
  const base = endpoint.replace(/\/+$/, "").replace(/\/services\/collector(\/event)?$/, "");
  return joinPath(base, "/services/collector/event");
}

/** A field's value as HEC metadata: a string, left out when missing or empty. */
function metadataText(value: unknown): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  return text(value);
}

/** source, sourcetype or index for an event: the constant, or the event's field; undefined to leave out. */
function splunkValue(e: PipelineEvent, value: SplunkValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string") return value || undefined;
  if (value.value_type === "value") return value.value;
  if (value.value_type === "field") return metadataText(eventValue(e, value.value));
  return undefined;
}

/** The event's time in seconds: from timestamp_field when it holds a time, else the event's own. */
function hecTime(e: PipelineEvent, config: SplunkHecConfig): number {
  const fromField = config.timestamp_field ? timeOf(eventValue(e, config.timestamp_field)) : null;
  return (fromField ?? e.timestamp) / 1000;
}

/** One HEC envelope: time in seconds (fractional), the metadata that is set, the message as `event`. */
export function hecEvent(e: PipelineEvent, config: SplunkHecConfig): Record<string, unknown> {
  const envelope: Record<string, unknown> = { time: hecTime(e, config) };
  // Without the field, HEC fills in the host of the collector.
  const host = config.host_field ? metadataText(eventValue(e, config.host_field)) : undefined;
  if (host !== undefined) envelope.host = host;
  for (const key of ["source", "sourcetype", "index"] as const) {
    const value = splunkValue(e, config[key]);
    if (value !== undefined) envelope[key] = value;
  }
  envelope.event = e.message ?? null;
  return envelope;
}

export function hecBody(events: PipelineEvent[], config: SplunkHecConfig): string {
  return events.map((e) => JSON.stringify(hecEvent(e, config))).join("\n");
}

type HecAnswer = { text?: string; code?: number } | undefined;

const hecReason = (answer: HecAnswer) => `${answer?.text ?? "no text"} (code ${answer?.code ?? "?"})`;

export async function deliverToSplunkHec(
  node: RunnableNode<SplunkHecConfig>,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig;
  const url = hecUrl(config.url ?? config.endpoint ?? "");
  return sendBatches(batches(events, config.batch), async (batch) => {
    const { body, headers: encodingHeaders } = await compressBody(hecBody(batch, config), config.compression);
    const headers = {
      "content-type": "application/json",
      ...encodingHeaders,
      authorization: `Splunk ${config.token}`,
    };
    return sendWithRetry({
      urls: [url],
      build: () => ({ method: "POST", headers, body }),
      maxRetries: SPLUNK_MAX_RETRIES,
      fetch: ctx.fetch,
      sleep: ctx.sleep,
      async inspect(res) {
        const answer = (await readJson(res)) as HecAnswer;
        if (typeof answer?.code === "number" && answer.code !== 0)
          return `${url} answered ${res.status} but refused the events: ${hecReason(answer)}`;
        return undefined;
      },
      async describe(res) {
        const snippet = await bodySnippet(res);
        let answer: HecAnswer;
        try {
          answer = JSON.parse(snippet) as HecAnswer;
        } catch {
          answer = undefined;
        }
        const detail = answer && typeof answer === "object" ? hecReason(answer) : snippet;
        return `${url} answered ${res.status}${detail ? `: ${detail}` : ""}`;
      },
    });
  });
}

export const splunkHecLogs = defineDestination({
  type: "splunk-hec-logs",
  title: "Splunk HEC logs",
  description: "Sends events to an HTTP Event Collector",
  config: splunkHecLogsConfig,
  deliver: deliverToSplunkHec,
});
