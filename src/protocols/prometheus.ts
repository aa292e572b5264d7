// Prometheus remote write 1.0, for `prometheus-remote-write` sources: a snappy block-compressed protobuf
// `WriteRequest` (prompb, src/protocols/proto), decoded by protobufjs static code and snappyjs. Every
// sample becomes one metric event `{metric: {name, kind, type, value, tags}}` (tags: the labels but
// `__name__`), timed by the sample; a native histogram sample becomes one `histogram` metric event whose
// value keeps its buckets. The type is `gauge` unless the request's metadata calls the metric a counter
// (remote write sends no types with samples). Success is 204; 400 is final for the sender, 5xx is retried.
// Labels need not be sorted (the npm `prometheus-remote-write` client does not sort them), and the
// Content-Encoding header may be missing (that client omits it): the body is snappy whatever it says.
import type Long from "long";
import { uncompress } from "snappyjs";
import { newEvent, type PipelineEvent } from "../engine/events";
import { noConfig } from "../engine/kinds/common";
import { defineSource } from "../engine/kinds/define";
import { ApiError } from "../http/errors";
import { isDateMs } from "../lib/time";
import type { prometheus } from "./gen/prometheus";
import { checkEventCount, invalidBody, requestMetadata } from "./intake";
import type { IntakeRequest, PushProtocol } from "./types";

type Int64 = number | Long | null | undefined;
const toNumber = (v: Int64) => (v == null ? 0 : typeof v === "number" ? v : v.toNumber());

type Generated = typeof import("./gen/prometheus").prometheus;
let generated: Promise<Generated> | undefined;

/**
 * The generated protobuf code, loaded on first use (isolates that never take remote write never parse it).
 * The prometheus-remote-write destination encodes with it too.
 */
export function codec() {
  generated ??= Promise.all([import("./protobuf"), import("./gen/prometheus")]).then(([, g]) => g.prometheus);
  return generated;
}

function decodeWriteRequest(codec: Generated, bytes: Uint8Array, maxBytes: number) {
  let plain: Uint8Array;
  try {
    plain = uncompress(bytes, maxBytes);
  } catch (err) {
    const why =
      err instanceof Error && /too big/.test(err.message)
        ? "decompresses beyond the body limit"
        : "is not snappy-compressed";
    throw invalidBody(`the body ${why} (remote write bodies are snappy block-compressed protobuf)`);
  }
  try {
    return codec.WriteRequest.decode(plain);
  } catch {
    throw invalidBody("the body is not a remote write WriteRequest (protobuf)");
  }
}

/** A sample's time (unix ms; 0 or absent: when it arrived). A time that is no date refuses the request. */
function sampleTime(value: Int64, req: IntakeRequest, path: (string | number)[]): number {
  const ms = toNumber(value);
  if (ms === 0) return req.receivedAt;
  if (!isDateMs(ms))
    throw invalidBody("a sample timestamp is not a date (unix milliseconds, 1970 to 9999)", path);
  return ms;
}

function labelsOf(series: prometheus.TimeSeries.$Properties, n: number) {
  let name = "";
  // A Map, then own properties: label names such as `constructor` or `__proto__` are labels like any other.
  const tags = new Map<string, string>();
  for (const label of series.labels ?? []) {
    const key = label.name ?? "";
    if (key === "" || tags.has(key) || (key === "__name__" && name !== "")) {
      throw invalidBody(`timeseries[${n}] has an empty or repeated label name`, ["timeseries", n, "labels"]);
    }
    if (key === "__name__") name = label.value ?? "";
    else tags.set(key, label.value ?? "");
  }
  return { name, tags: Object.fromEntries(tags) };
}

function histogramValue(h: prometheus.Histogram.$Properties) {
  const spans = (list: prometheus.BucketSpan.$Properties[] | null | undefined) =>
    (list ?? []).map((s) => ({ offset: s.offset ?? 0, length: s.length ?? 0 }));
  return {
    count: h.countFloat ?? toNumber(h.countInt),
    sum: h.sum ?? 0,
    schema: h.schema ?? 0,
    zero_threshold: h.zeroThreshold ?? 0,
    zero_count: h.zeroCountFloat ?? toNumber(h.zeroCountInt),
    positive_spans: spans(h.positiveSpans),
    positive_deltas: (h.positiveDeltas ?? []).map(toNumber),
    positive_counts: h.positiveCounts ?? [],
    negative_spans: spans(h.negativeSpans),
    negative_deltas: (h.negativeDeltas ?? []).map(toNumber),
    negative_counts: h.negativeCounts ?? [],
  };
}

function metricEvents(
  request: prometheus.WriteRequest.$Properties,
  req: IntakeRequest,
  counter: prometheus.MetricMetadata.MetricType,
): PipelineEvent[] {
  const counters = new Set(
    (request.metadata ?? []).filter((m) => m.type === counter).map((m) => m.metricFamilyName ?? ""),
  );
  const total = (request.timeseries ?? []).reduce(
    (n, s) => n + (s.samples?.length ?? 0) + (s.histograms?.length ?? 0),
    0,
  );
  checkEventCount(total);
  const metadata = requestMetadata(req.receivedAt, req, false);
  const events: PipelineEvent[] = [];
  for (const [n, series] of (request.timeseries ?? []).entries()) {
    const { name, tags } = labelsOf(series, n);
    const type = counters.has(name) ? "counter" : "gauge";
    for (const [i, sample] of (series.samples ?? []).entries()) {
      const metric = { name, kind: "absolute", type, value: sample.value ?? 0, tags };
      const time = sampleTime(sample.timestamp, req, ["timeseries", n, "samples", i, "timestamp"]);
      events.push(newEvent({ metric }, time, { ...metadata }));
    }
    for (const [i, h] of (series.histograms ?? []).entries()) {
      const metric = { name, kind: "absolute", type: "histogram", value: histogramValue(h), tags };
      const time = sampleTime(h.timestamp, req, ["timeseries", n, "histograms", i, "timestamp"]);
      events.push(newEvent({ metric }, time, { ...metadata }));
    }
  }
  return events;
}

const text = (message: string, status: number) =>
  new Response(`${message}\n`, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

export const prometheusProtocol: PushProtocol = {
  docs: {
    paths: ["", "/api/v1/write"],
    auth: "Basic with the access key as password (remote_write basic_auth) or as user name, or Authorization: Bearer|Token <access key>",
    formats: [
      "remote write 1.0: snappy block-compressed protobuf WriteRequest (Content-Type application/x-protobuf)",
      "one metric event per sample {metric: {name, kind: absolute, type: gauge|counter, value, tags}}; native histograms as type histogram",
    ],
    answers:
      "204 on success; 400 (not retried) for a body that does not decode; 5xx when a destination failed (retried)",
  },
  passThroughEncodings: ["snappy"],
  endpoint: (req) => (["", "/api/v1/write"].includes(req.subpath) && req.method === "POST" ? "write" : null),
  async decode(body, req) {
    // Remote write 2.0 senders fall back to 1.0 when told 415.
    if (/proto=io\.prometheus\.write\.v2/i.test(req.headers.get("content-type") ?? "")) {
      throw new ApiError("EUNSUPPORTEDMEDIATYPE", "Remote write 2.0 is not supported: send remote write 1.0");
    }
    const generated = await codec();
    const request = decodeWriteRequest(generated, body.bytes, req.maxBytes);
    return { events: metricEvents(request, req, generated.MetricMetadata.MetricType.COUNTER) };
  },
  accepted: () => new Response(null, { status: 204 }),
  refused: (err) => text(err.message, err.status),
};

export const prometheusKind = defineSource({
  type: "prometheus-remote-write",
  title: "Prometheus remote write",
  description: "Receives Prometheus remote write 1.0 (snappy protobuf), a metric event per sample",
  config: noConfig,
  protocol: prometheusProtocol,
});
