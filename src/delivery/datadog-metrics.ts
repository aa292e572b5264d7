// Datadog metrics: metric events are posted to the v2 series API (`POST https://api.<site>/api/v2/series`,
// docs.datadoghq.com/api/latest/metrics/#submit-metrics) with the API key in DD-API-KEY, gzipped, as
// `{series: [{metric, type, points: [{timestamp (unix s), value}], tags: ["k:v"], interval?}]}`. Types
// (MetricIntakeType): a gauge is 3 (gauge); an incremental counter 1 (count), with its window as
// `interval` (seconds) when it has one; an absolute counter is sent as a gauge (3): Datadog's count is
// a delta, which a running total is not, and nothing here keeps the previous total to subtract. At most
// 500 kB a request (Datadog's limit; batches are sized by event bytes, which are larger than the series).
// Sets, distributions and events that are not metrics are not sent, and the delivery is reported as
// failed with the reason. Datadog answers 202 `{errors: []}`; errors listed there fail the delivery.

import { z } from "zod";
import type { PipelineEvent } from "../engine/events";
import { secret } from "../engine/kinds/common";
import { defineDestination } from "../engine/kinds/define";
import type { RunnableNode } from "../engine/runner";
import { credentialTarget } from "../lib/sealed-secrets";
import { deliveryOptions, intakeBatch } from "./config";
import type { DeliveryContext } from "./context";
import { type DeliveryResult, readJson } from "./http-batching";
import { deliverMetricBatches, isNumeric, type MetricEvent, notNumeric, splitMetrics } from "./metric-events";

const datadogMetricsConfig = deliveryOptions(
  z.strictObject({
    api_key: secret.describe("Datadog API key, sent as DD-API-KEY"),
    site: credentialTarget(z.enum(["us1", "us3", "us5", "eu1"])).describe(
      "The Datadog site (region) to send metrics to",
    ),
    batch: intakeBatch(1000, 500_000),
  }),
);
export type DatadogMetricsConfig = z.output<typeof datadogMetricsConfig>;

/** Retries per batch: the schema has no option for it. */
export const DATADOG_METRICS_MAX_RETRIES = 3;

/** The API host of each site the mezmo provider names (Datadog's "Submit metrics" site table). */
const apiHosts: Record<DatadogMetricsConfig["site"], string> = {
  us1: "api.datadoghq.com",
  us3: "api.us3.datadoghq.com",
  us5: "api.us5.datadoghq.com",
  eu1: "api.datadoghq.eu",
};

export const datadogSeriesUrl = (site: DatadogMetricsConfig["site"]) =>
  `https://${apiHosts[site]}/api/v2/series`;

function toSeries(m: MetricEvent): Record<string, unknown> | string {
  if (!isNumeric(m)) return notNumeric(m);
  const count = m.type === "counter" && m.kind === "incremental";
  return {
    metric: m.namespace ? `${m.namespace}.${m.name}` : m.name,
    type: count ? 1 : 3,
    points: [{ timestamp: Math.floor(m.timestamp / 1000), value: m.value }],
    tags: Object.entries(m.tags).map(([k, v]) => `${k}:${v}`),
    ...(count && m.intervalMs !== undefined && { interval: Math.max(1, Math.round(m.intervalMs / 1000)) }),
  };
}

export function datadogSeriesBody(events: PipelineEvent[]): {
  body: string;
  sent: number;
  skipped: string[];
} {
  const { sendable, skipped } = splitMetrics(events, toSeries);
  return { body: JSON.stringify({ series: sendable }), sent: sendable.length, skipped };
}

async function refusedInBody(res: Response): Promise<string | undefined> {
  const body = (await readJson(res)) as { errors?: unknown } | undefined;
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  return errors.length > 0 ? `Datadog refused the series: ${errors.map(String).join("; ")}` : undefined;
}

export async function deliverToDatadogMetrics(
  node: RunnableNode<DatadogMetricsConfig>,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig;
  return deliverMetricBatches(events, ctx, {
    url: datadogSeriesUrl(config.site),
    limits: config.batch,
    encode: datadogSeriesBody,
    headers: { "dd-api-key": config.api_key },
    maxRetries: DATADOG_METRICS_MAX_RETRIES,
    inspect: refusedInBody,
  });
}

export const datadogMetrics = defineDestination({
  type: "datadog-metrics",
  title: "Datadog metrics",
  description: "Sends metric events to Datadog's metrics API (v2 series)",
  config: datadogMetricsConfig,
  deliver: deliverToDatadogMetrics,
});
