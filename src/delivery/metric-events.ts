// Metric events as the metrics destinations read them: the `{metric: {name, namespace?, kind, type, value,
// tags}}` form of src/engine/processors/metrics.ts (and of the metric sources). An aggregate's metric also
// carries its window (`window_start`, `window_end`, unix ms): the interval of a count. Anything else is
// not a metric event, and a destination that sends metrics reports it as not sent, with the reason.

import type { PipelineEvent } from "../engine/events";
import type { DeliveryContext } from "./context";
import {
  type BatchLimits,
  batches,
  compressBody,
  type DeliveryResult,
  sendBatches,
  sendWithRetry,
} from "./http-batching";

export interface MetricEvent {
  name: string;
  namespace?: string;
  kind: "absolute" | "incremental";
  type: string;
  /** The number of a counter or a gauge; undefined for the other types. */
  value?: number;
  tags: Record<string, string>;
  /** Unix ms of the event. */
  timestamp: number;
  /** The metric's window in ms, when it says it (aggregates, `interval_ms`). */
  intervalMs?: number;
}

/** The metric of an event, or why it is none. */
export function readMetric(event: PipelineEvent): MetricEvent | string {
  const m = event.message;
  const metric =
    typeof m === "object" && m !== null && !Array.isArray(m)
      ? (m as { metric?: Record<string, unknown> }).metric
      : undefined;
  if (typeof metric !== "object" || metric === null || typeof metric.name !== "string" || metric.name === "")
    return "not a metric event";
  const tags: Record<string, string> = {};
  if (typeof metric.tags === "object" && metric.tags !== null)
    for (const [k, v] of Object.entries(metric.tags as Record<string, unknown>))
      if (v !== null && v !== undefined) tags[k] = typeof v === "string" ? v : JSON.stringify(v);
  const windowMs =
    typeof metric.window_start === "number" && typeof metric.window_end === "number"
      ? metric.window_end - metric.window_start
      : typeof metric.interval_ms === "number"
        ? metric.interval_ms
        : undefined;
  const numeric = typeof metric.value === "number" && Number.isFinite(metric.value);
  return {
    name: metric.name,
    ...(typeof metric.namespace === "string" && metric.namespace !== "" && { namespace: metric.namespace }),
    kind: metric.kind === "incremental" ? "incremental" : "absolute",
    type: typeof metric.type === "string" ? metric.type : "",
    ...(numeric && { value: metric.value as number }),
    tags,
    timestamp: event.timestamp,
    ...(windowMs !== undefined && windowMs > 0 && { intervalMs: windowMs }),
  };
}

/** Counters and gauges with a number: what every metrics destination here carries. */
export const isNumeric = (m: MetricEvent): m is MetricEvent & { value: number } =>
  (m.type === "counter" || m.type === "gauge") && m.value !== undefined;

/** Why a metric cannot be sent as a number. */
export const notNumeric = (m: MetricEvent) =>
  `a ${m.type || "untyped"} metric (${m.name}) without a counter or gauge value`;

/** Events of a batch that can be sent, and why each one left out cannot. */
export function splitMetrics<T>(
  events: PipelineEvent[],
  accept: (m: MetricEvent) => T | string,
): { sendable: T[]; skipped: string[] } {
  const sendable: T[] = [];
  const skipped: string[] = [];
  for (const e of events) {
    const m = readMetric(e);
    if (typeof m === "string") {
      skipped.push(m);
      continue;
    }
    const out = accept(m);
    if (typeof out === "string") skipped.push(out);
    else sendable.push(out);
  }
  return { sendable, skipped };
}

/** The result of a delivery that sent what it could, failed when something was left out. */
export function reportSkipped<R extends { ok: boolean; attempts: number; error?: string }>(
  sent: R,
  skipped: string[],
  total: number,
): R | { ok: false; attempts: number; error: string; retryable: false } {
  if (!sent.ok || skipped.length === 0) return sent;
  // The others went: a retry would send them again, and these can never go.
  return {
    ok: false,
    attempts: sent.attempts,
    retryable: false,
    error: `${skipped.length} of ${total} events were not sent; first: ${skipped[0]}`,
  };
}

/**
 * A metrics intake: the events in batches, each encoded (what cannot be sent is skipped with its reason),
 * gzipped and POSTed as JSON with retries; fails when anything was skipped (reportSkipped).
 */
export async function deliverMetricBatches(
  events: PipelineEvent[],
  ctx: DeliveryContext,
  intake: {
    url: string;
    limits: BatchLimits;
    encode: (batch: PipelineEvent[]) => { body: string; sent: number; skipped: string[] };
    headers: Record<string, string>;
    maxRetries: number;
    /** Reads a 2xx answer: a refusal reported in the body, or undefined. */
    inspect?: (res: Response) => Promise<string | undefined>;
  },
): Promise<DeliveryResult> {
  const skipped: string[] = [];
  const sent = await sendBatches(batches(events, intake.limits), async (batch) => {
    const encoded = intake.encode(batch);
    skipped.push(...encoded.skipped);
    if (encoded.sent === 0) return { ok: true, attempts: 0 };
    const { body, headers } = await compressBody(encoded.body, "gzip");
    return sendWithRetry({
      urls: [intake.url],
      build: () => ({
        method: "POST",
        headers: { "content-type": "application/json", ...intake.headers, ...headers },
        body,
      }),
      maxRetries: intake.maxRetries,
      ...(intake.inspect && { inspect: intake.inspect }),
      fetch: ctx.fetch,
      sleep: ctx.sleep,
    });
  });
  return reportSkipped(sent, skipped, events.length);
}
