// New Relic Log API: each batch is one gzipped POST to https://log-api.newrelic.com/log/v1 (EU accounts:
// log-api.eu.newrelic.com) with the license key in X-License-Key (docs.newrelic.com/docs/logs/log-api/
// introduction-log-api). At most 1 MB per request; New Relic answers 202. The body is the detailed form,
// `[{logs: [{timestamp, message, attributes}]}]`: the event's time (unix ms), its line (`.line` or
// `.message` when a string, else the whole message as JSON) and the other fields of an object message.
// The provider's resource has no region field: as New Relic's own charts do (newrelic/helm-charts,
// newrelic-logging `_helpers.tpl`), a license key that starts with `eu` selects the EU endpoint.
//
// `api: "metrics"` sends metric events to the Metric API instead (docs.newrelic.com/docs/data-apis/
// ingest-apis/metric-api/report-metrics-metric-api): a gzipped POST to https://metric-api.newrelic.com/
// metric/v1 (EU: metric-api.eu.newrelic.com, chosen the same way) with the license key in Api-Key, as
// `[{metrics: [{name, type, value, timestamp (unix ms), attributes}]}]`. A gauge is a `gauge`; an
// incremental counter a `count` with its window as `interval.ms` (1 when it has none: counted at that
// instant); an absolute counter a `gauge` (a `count` is a delta, which a running total is not). Sets,
// distributions and events that are not metrics are not sent, and the delivery is reported as failed.

import { z } from "zod";
import type { PipelineEvent } from "../engine/events";
import { secret } from "../engine/kinds/common";
import { defineDestination } from "../engine/kinds/define";
import type { RunnableNode } from "../engine/runner";
import { credentialTarget } from "../lib/sealed-secrets";
import { deliveryOptions, intakeBatch } from "./config";
import type { DeliveryContext } from "./context";
import { type DeliveryResult, eventLine, intakeDeliverer, messageObject } from "./http-batching";
import { deliverMetricBatches, isNumeric, type MetricEvent, notNumeric, splitMetrics } from "./metric-events";

const newRelicConfig = deliveryOptions(
  z.strictObject({
    api: credentialTarget(z.enum(["logs", "metrics"]))
      .default("logs")
      .describe("New Relic API: `logs` (Log API) or `metrics` (Metric API, metric events)"),
    account_id: secret.describe("New Relic account id (the Log API does not use it; kept for the provider)"),
    license_key: secret.describe(
      "New Relic license key, sent as X-License-Key (logs) or Api-Key (metrics); a key starting with `eu` goes to the EU endpoint",
    ),
    batch: intakeBatch(1000, 900_000),
  }),
);
export type NewRelicConfig = z.output<typeof newRelicConfig>;

/** Retries per batch: the schema has no option for it. */
export const NEW_RELIC_MAX_RETRIES = 3;

export const newRelicLogUrl = (licenseKey: string) =>
  licenseKey.toLowerCase().startsWith("eu")
    ? "https://log-api.eu.newrelic.com/log/v1"
    : "https://log-api.newrelic.com/log/v1";

export function newRelicBody(events: PipelineEvent[]): string {
  const logs = events.map((e) => {
    const { message: _, ...attributes } = messageObject(e);
    return { timestamp: e.timestamp, message: eventLine(e), attributes };
  });
  return JSON.stringify([{ logs }]);
}

const deliverLogs = intakeDeliverer<NewRelicConfig>({
  url: (config) => newRelicLogUrl(config.license_key),
  headers: (config) => ({ "content-type": "application/json", "x-license-key": config.license_key }),
  compression: () => "gzip",
  maxRetries: NEW_RELIC_MAX_RETRIES,
  encode: newRelicBody,
});

export const newRelicMetricUrl = (licenseKey: string) =>
  licenseKey.toLowerCase().startsWith("eu")
    ? "https://metric-api.eu.newrelic.com/metric/v1"
    : "https://metric-api.newrelic.com/metric/v1";

function toMetric(m: MetricEvent): Record<string, unknown> | string {
  if (!isNumeric(m)) return notNumeric(m);
  const count = m.type === "counter" && m.kind === "incremental";
  return {
    name: m.namespace ? `${m.namespace}.${m.name}` : m.name,
    type: count ? "count" : "gauge",
    value: m.value,
    timestamp: Math.round(m.timestamp),
    ...(count && { "interval.ms": Math.max(1, Math.round(m.intervalMs ?? 1)) }),
    attributes: m.tags,
  };
}

export function newRelicMetricBody(events: PipelineEvent[]): {
  body: string;
  sent: number;
  skipped: string[];
} {
  const { sendable, skipped } = splitMetrics(events, toMetric);
  return { body: JSON.stringify([{ metrics: sendable }]), sent: sendable.length, skipped };
}

async function deliverMetrics(
  node: RunnableNode<NewRelicConfig>,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig;
  return deliverMetricBatches(events, ctx, {
    url: newRelicMetricUrl(config.license_key),
    limits: config.batch,
    encode: newRelicMetricBody,
    headers: { "api-key": config.license_key },
    maxRetries: NEW_RELIC_MAX_RETRIES,
  });
}

export function deliverToNewRelic(
  node: RunnableNode<NewRelicConfig>,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  return node.userConfig.api === "metrics"
    ? deliverMetrics(node, events, ctx)
    : deliverLogs(node, events, ctx);
}

export const newRelic = defineDestination({
  type: "new-relic",
  title: "New Relic",
  description: "Sends events to New Relic's Log API, or metric events to its Metric API",
  config: newRelicConfig,
  deliver: deliverToNewRelic,
});
