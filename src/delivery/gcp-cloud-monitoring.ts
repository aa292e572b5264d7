// GCP Cloud Monitoring: metric events become points of user-defined metrics, written with
// projects.timeSeries.create (`POST https://monitoring.googleapis.com/v3/projects/<project>/timeSeries`,
// `{timeSeries: [{metric: {type, labels}, resource: {type, labels}, metricKind, valueType, points}]}`)
// under the service account's token (scope monitoring.write).
//
// A metric `<namespace>/<name>` is `custom.googleapis.com/<namespace>/<name>`, its tags the metric labels
// (keys made of letters, digits and `_`), the resource the provider's resource_type and resource_labels.
// A gauge is a GAUGE point (interval: its time); an absolute counter a CUMULATIVE point whose interval
// starts when this isolate first wrote one (a new start reads as a reset, as after a restart). Values are
// DOUBLE. Cloud Monitoring takes one point per time series per request, newer than the series' last, and
// at most one every 5 seconds per series: of the points of one series in a delivery, only the latest is
// written. At most 200 time series a request. Incremental counters (deltas: user-defined metrics are GAUGE
// or CUMULATIVE), sets, distributions and events that are not metrics are not sent, and the delivery is
// reported as failed with the reason.

import { z } from "zod";
import type { PipelineEvent } from "../engine/events";
import { defineDestination } from "../engine/kinds/define";
import type { RunnableNode } from "../engine/runner";
import { credentialTarget } from "../lib/sealed-secrets";
import { parseServiceAccount } from "../vendors/gcp/auth";
import { sendToGoogle } from "../vendors/gcp/request";
import { deliveryOptions, gcpCredentials, gcpProjectId, gcpResourceLabels, gcpResourceType } from "./config";
import type { DeliveryContext } from "./context";
import { monitoredResource } from "./gcp-cloud-operations";
import { type DeliveryResult, sendBatches } from "./http-batching";
import { isNumeric, type MetricEvent, notNumeric, reportSkipped, splitMetrics } from "./metric-events";

const gcpCloudMonitoringConfig = deliveryOptions(
  z.strictObject({
    credentials_json: gcpCredentials,
    project_id: credentialTarget(gcpProjectId),
    resource_type: gcpResourceType,
    resource_labels: gcpResourceLabels,
  }),
);
export type GcpCloudMonitoringConfig = z.output<typeof gcpCloudMonitoringConfig>;

export const MONITORING_SCOPE = "https://www.googleapis.com/auth/monitoring.write";
/** timeSeries.create takes at most 200 time series. */
export const MAX_SERIES_PER_REQUEST = 200;

export const timeSeriesUrl = (project: string) =>
  `https://monitoring.googleapis.com/v3/projects/${encodeURIComponent(project)}/timeSeries`;

let cumulativeStart: number | undefined;

const labelKey = (k: string) => {
  const s = k.replace(/[^a-zA-Z0-9_]/g, "_");
  return /^[a-zA-Z]/.test(s) ? s : `l_${s}`;
};

const metricType = (m: MetricEvent) =>
  `custom.googleapis.com/${m.namespace ? `${m.namespace}/` : ""}${m.name}`.replace(/[^a-zA-Z0-9_/.-]/g, "_");

interface Point {
  key: string;
  series: Record<string, unknown>;
  timestamp: number;
}

function toPoint(m: MetricEvent, resource: ReturnType<typeof monitoredResource>): Point | string {
  if (!isNumeric(m)) return notNumeric(m);
  if (m.type === "counter" && m.kind === "incremental")
    return `an incremental counter (${m.name}): Cloud Monitoring takes gauges and cumulative values`;
  const labels = Object.fromEntries(
    Object.entries(m.tags)
      .map(([k, v]) => [labelKey(k), v])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const type = metricType(m);
  const endTime = new Date(m.timestamp).toISOString();
  const cumulative = m.type === "counter";
  if (cumulative && cumulativeStart === undefined) cumulativeStart = Date.now();
  const start = Math.min(cumulativeStart ?? m.timestamp, m.timestamp - 1);
  return {
    key: JSON.stringify([type, labels]),
    timestamp: m.timestamp,
    series: {
      metric: { type, labels },
      resource,
      metricKind: cumulative ? "CUMULATIVE" : "GAUGE",
      valueType: "DOUBLE",
      points: [
        {
          interval: cumulative ? { startTime: new Date(start).toISOString(), endTime } : { endTime },
          value: { doubleValue: m.value },
        },
      ],
    },
  };
}

/** The request bodies for a delivery's events (the latest point of each series), and what was left out. */
export function timeSeriesBodies(
  events: PipelineEvent[],
  config: Pick<GcpCloudMonitoringConfig, "resource_type" | "resource_labels">,
): { bodies: string[]; skipped: string[] } {
  const resource = monitoredResource(config.resource_type, config.resource_labels);
  const { sendable, skipped } = splitMetrics(events, (m) => toPoint(m, resource));
  const latest = new Map<string, Point>();
  for (const p of sendable) {
    const seen = latest.get(p.key);
    if (!seen || seen.timestamp <= p.timestamp) latest.set(p.key, p);
  }
  const series = [...latest.values()].map((p) => p.series);
  const bodies: string[] = [];
  for (let i = 0; i < series.length; i += MAX_SERIES_PER_REQUEST)
    bodies.push(JSON.stringify({ timeSeries: series.slice(i, i + MAX_SERIES_PER_REQUEST) }));
  return { bodies, skipped };
}

export async function deliverToGcpCloudMonitoring(
  node: RunnableNode<GcpCloudMonitoringConfig>,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig;
  const key = parseServiceAccount(config.credentials_json);
  const url = timeSeriesUrl(config.project_id);
  const { bodies, skipped } = timeSeriesBodies(events, config);
  const sent = await sendBatches(bodies, (body) =>
    sendToGoogle({
      key,
      scope: MONITORING_SCOPE,
      url,
      headers: { "content-type": "application/json" },
      body,
      ctx,
    }),
  );
  return reportSkipped(sent, skipped, events.length);
}

export const gcpCloudMonitoring = defineDestination({
  type: "gcp-cloud-monitoring",
  title: "GCP Cloud Monitoring",
  description: "Writes metric events as points of custom metrics to Google Cloud Monitoring",
  config: gcpCloudMonitoringConfig,
  deliver: deliverToGcpCloudMonitoring,
});
