// Prometheus remote write 1.0 (prometheus.io/docs/specs/remote_write_spec): each batch is one POST to the
// endpoint of a snappy block-compressed protobuf WriteRequest (the prompb code src/protocols/gen encodes,
// snappyjs), with Content-Encoding: snappy, Content-Type: application/x-protobuf, a User-Agent and
// X-Prometheus-Remote-Write-Version: 0.1.0. 2xx is success, 5xx and 429 are retried, any other 4xx is final.
//
// Metric events (`{metric: {name, namespace?, kind, type, value, tags}}`, src/engine/processors/metrics.ts,
// and what the prometheus-remote-write source makes) become samples: one series per name and tag set,
// `__name__` = `<namespace>_<name>`, labels sorted by name, samples in time order. Counters and gauges
// carry their number; a native histogram (as the source decodes it) goes back as one. Remote write holds
// cumulative values, so an `incremental` metric (a delta), a set, a distribution, and any event that is
// not a metric cannot be sent: those are counted and the delivery reported as failed, with the reason.

import { compress } from "snappyjs";
import { z } from "zod";
import type { PipelineEvent } from "../engine/events";
import { httpUrl } from "../engine/kinds/common";
import { defineDestination } from "../engine/kinds/define";
import type { RunnableNode } from "../engine/runner";
import { credentialTarget, secretString } from "../lib/sealed-secrets";
import type { prometheus } from "../protocols/gen/prometheus";
import { codec } from "../protocols/prometheus";
import { batch, deliveryOptions } from "./config";
import type { DeliveryContext } from "./context";
import {
  authHeaders,
  batches,
  type DeliveryResult,
  type HttpAuth,
  sendBatches,
  sendWithRetry,
} from "./http-batching";
import { reportSkipped } from "./metric-events";

// The mezmo provider's remote write auth (prometheus_remote_write.go): it sends `{strategy: "none"}` when
// unset, and the unused fields of a strategy as "" (their Computed defaults), so those are allowed empty.
const promAuth = z
  .strictObject({
    strategy: z.enum(["none", "basic", "bearer"]),
    user: z.string().max(512).optional(),
    password: secretString(z.string().max(4096)).optional(),
    token: secretString(z.string().max(4096)).optional(),
  })
  .superRefine((auth, ctx) => {
    const need = (field: "user" | "password" | "token") => {
      if (!auth[field])
        ctx.addIssue({ code: "custom", path: [field], message: `required for ${auth.strategy} auth` });
    };
    if (auth.strategy === "basic") {
      need("user");
      need("password");
    }
    if (auth.strategy === "bearer") need("token");
  });

const prometheusRemoteWriteConfig = deliveryOptions(
  z.strictObject({
    endpoint: credentialTarget(httpUrl).describe(
      "The full URL requests are posted to, e.g. http://example.org:8080/api/v1/push",
    ),
    auth: promAuth.default({ strategy: "none" }),
    batch,
  }),
);
export type PrometheusRemoteWriteConfig = z.output<typeof prometheusRemoteWriteConfig>;

/** Retries per batch: the schema has no option for it. */
export const PROMETHEUS_MAX_RETRIES = 3;

export const REMOTE_WRITE_HEADERS = {
  "content-encoding": "snappy",
  "content-type": "application/x-protobuf",
  "user-agent": "mezmo-pipeline-worker/1.0",
  "x-prometheus-remote-write-version": "0.1.0",
};

interface Metric {
  name?: unknown;
  namespace?: unknown;
  kind?: unknown;
  type?: unknown;
  value?: unknown;
  tags?: unknown;
}

interface NativeHistogram {
  count: number;
  sum: number;
  schema: number;
  zero_threshold: number;
  zero_count: number;
  positive_spans: { offset: number; length: number }[];
  positive_deltas: number[];
  positive_counts: number[];
  negative_spans: { offset: number; length: number }[];
  negative_deltas: number[];
  negative_counts: number[];
}

/** Metric and label names as Prometheus allows them: other characters become `_`. */
const metricName = (s: string) => s.replace(/[^a-zA-Z0-9_:]/g, "_").replace(/^(?=[0-9])/, "_");
const labelName = (s: string) => s.replace(/[^a-zA-Z0-9_]/g, "_").replace(/^(?=[0-9])/, "_");

const isNativeHistogram = (v: unknown): v is NativeHistogram =>
  typeof v === "object" && v !== null && Array.isArray((v as NativeHistogram).positive_spans);

function histogram(h: NativeHistogram, timestamp: number): prometheus.Histogram.$Properties {
  // Integer histograms come with deltas, float ones with absolute counts (types.proto).
  const integer = h.positive_deltas.length > 0 || h.negative_deltas.length > 0;
  return {
    ...(integer
      ? { countInt: h.count, zeroCountInt: h.zero_count }
      : { countFloat: h.count, zeroCountFloat: h.zero_count }),
    sum: h.sum,
    schema: h.schema,
    zeroThreshold: h.zero_threshold,
    positiveSpans: h.positive_spans,
    positiveDeltas: h.positive_deltas,
    positiveCounts: h.positive_counts,
    negativeSpans: h.negative_spans,
    negativeDeltas: h.negative_deltas,
    negativeCounts: h.negative_counts,
    timestamp,
  };
}

type Series = {
  labels: prometheus.Label.$Properties[];
  samples: prometheus.Sample.$Properties[];
  histograms: prometheus.Histogram.$Properties[];
};

/** The WriteRequest for a batch, and why each event left out could not be sent. */
export function writeRequest(events: PipelineEvent[]): {
  request: prometheus.WriteRequest.$Properties;
  types: Map<string, "counter" | "gauge">;
  skipped: string[];
} {
  const series = new Map<string, Series>();
  const types = new Map<string, "counter" | "gauge">();
  const skipped: string[] = [];
  for (const e of events) {
    const m = e.message;
    const metric =
      (typeof m === "object" && m !== null ? (m as { metric?: Metric }).metric : undefined) ?? undefined;
    if (
      typeof metric !== "object" ||
      metric === null ||
      typeof metric.name !== "string" ||
      metric.name === ""
    ) {
      skipped.push("not a metric event");
      continue;
    }
    if (metric.kind === "incremental") {
      skipped.push("an incremental metric (remote write takes cumulative values)");
      continue;
    }
    const numeric =
      (metric.type === "counter" || metric.type === "gauge") && typeof metric.value === "number";
    const native = metric.type === "histogram" && isNativeHistogram(metric.value);
    if (!numeric && !native) {
      skipped.push(`a ${String(metric.type)} metric without a value remote write can carry`);
      continue;
    }
    const name = metricName(
      typeof metric.namespace === "string" && metric.namespace
        ? `${metric.namespace}_${metric.name}`
        : metric.name,
    );
    const tags =
      typeof metric.tags === "object" && metric.tags !== null ? (metric.tags as Record<string, unknown>) : {};
    const labels = new Map<string, string>();
    for (const [k, v] of Object.entries(tags))
      if (v !== null && v !== undefined) labels.set(labelName(k), String(v));
    labels.set("__name__", name);
    const sorted = [...labels]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([n, value]) => ({ name: n, value }));
    const key = JSON.stringify(sorted);
    let s = series.get(key);
    if (!s) {
      s = { labels: sorted, samples: [], histograms: [] };
      series.set(key, s);
    }
    if (numeric) {
      s.samples.push({ value: metric.value as number, timestamp: Math.round(e.timestamp) });
      types.set(name, metric.type as "counter" | "gauge");
    } else s.histograms.push(histogram(metric.value as NativeHistogram, Math.round(e.timestamp)));
  }
  const byTime = (a: { timestamp?: unknown }, b: { timestamp?: unknown }) =>
    Number(a.timestamp) - Number(b.timestamp);
  const timeseries = [...series.values()].map((s) => ({
    labels: s.labels,
    samples: s.samples.sort(byTime),
    histograms: s.histograms.sort(byTime),
  }));
  return { request: { timeseries }, types, skipped };
}

export async function deliverToPrometheusRemoteWrite(
  node: RunnableNode<PrometheusRemoteWriteConfig>,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig;
  const prom = await codec();
  const headers = { ...REMOTE_WRITE_HEADERS, ...authHeaders(config.auth as HttpAuth) };
  const skipped: string[] = [];
  const sent = await sendBatches(batches(events, config.batch), async (batch) => {
    const { request, types, skipped: left } = writeRequest(batch);
    skipped.push(...left);
    if (!request.timeseries?.length) return { ok: true, attempts: 0 };
    const type = {
      counter: prom.MetricMetadata.MetricType.COUNTER,
      gauge: prom.MetricMetadata.MetricType.GAUGE,
    };
    request.metadata = [...types].map(([name, t]) => ({ type: type[t], metricFamilyName: name }));
    const body = compress(prom.WriteRequest.encode(request).finish());
    return sendWithRetry({
      urls: [config.endpoint],
      build: () => ({ method: "POST", headers, body }),
      maxRetries: PROMETHEUS_MAX_RETRIES,
      fetch: ctx.fetch,
      sleep: ctx.sleep,
    });
  });
  return reportSkipped(sent, skipped, events.length);
}

export const prometheusRemoteWrite = defineDestination({
  type: "prometheus-remote-write",
  title: "Prometheus remote write",
  description: "Sends metric events to a Prometheus remote write 1.0 endpoint",
  config: prometheusRemoteWriteConfig,
  deliver: deliverToPrometheusRemoteWrite,
});
