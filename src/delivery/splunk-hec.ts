// Splunk HTTP Event Collector: each batch is one POST to <endpoint>/services/collector/event, the events'
// JSON envelopes one after the other. HEC answers {"text": "Success", "code": 0}; any other code is a
// failure even under a 200.

import type { PipelineEvent } from "../engine/events";
import { getField } from "../engine/events";
import type { RunnableNode } from "../engine/runner";
import type { DeliveryContext } from "./context";
import {
  type BatchLimits,
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

export interface SplunkHecConfig {
  endpoint: string;
  token: string;
  source?: string;
  sourcetype?: string;
  index?: string;
  host_field?: string;
  compression: "none" | "gzip";
  batch: BatchLimits;
}

/** Retries per batch: the schema has no option for it. */
export const SPLUNK_MAX_RETRIES = 3;

export function hecUrl(endpoint: string): string {
  // Accept the base URL, or one that already names the collector (with or without /event).
  const base = endpoint.replace(/\/+$/, "").replace(/\/services\/collector(\/event)?$/, "");
  return joinPath(base, "/services/collector/event");
}

/** One HEC envelope: time in seconds (fractional), the metadata that is set, the message as `event`. */
export function hecEvent(e: PipelineEvent, config: SplunkHecConfig): Record<string, unknown> {
  const envelope: Record<string, unknown> = { time: e.timestamp / 1000 };
  if (config.host_field) {
    const host = getField(e, config.host_field);
    // Without the field, HEC fills in the host of the collector.
    if (host !== undefined && host !== null && host !== "") envelope.host = text(host);
  }
  if (config.source) envelope.source = config.source;
  if (config.sourcetype) envelope.sourcetype = config.sourcetype;
  if (config.index) envelope.index = config.index;
  envelope.event = e.message ?? null;
  return envelope;
}

export function hecBody(events: PipelineEvent[], config: SplunkHecConfig): string {
  return events.map((e) => JSON.stringify(hecEvent(e, config))).join("\n");
}

type HecAnswer = { text?: string; code?: number } | undefined;

const hecReason = (answer: HecAnswer) => `${answer?.text ?? "no text"} (code ${answer?.code ?? "?"})`;

export async function deliverToSplunkHec(
  node: RunnableNode,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig as unknown as SplunkHecConfig;
  const url = hecUrl(config.endpoint);
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
