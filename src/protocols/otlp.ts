// OTLP/HTTP (OpenTelemetry protocol 1.x) for the `open-telemetry-logs | -metrics | -traces` sources:
// `application/x-protobuf` (the exporters' default) decoded by protobufjs static code generated from the
// official .proto files (src/protocols/proto), and `application/json` (OTLP/JSON: lowerCamelCase keys,
// hex trace and span ids, int64 as string or number) read into the same messages, so one mapping serves
// both. One event per log record, data point or span, carrying its resource and scope. The answer is the
// Export*ServiceResponse in the request's encoding, with `partial_success` counting what was rejected;
// errors are a google.rpc.Status, and only 429/502/503/504 tell the exporter to retry (OTLP spec).
import type Long from "long";
import { newEvent, type PipelineEvent } from "../engine/events";
import { noConfig } from "../engine/kinds/common";
import { defineSource } from "../engine/kinds/define";
import { ApiError } from "../http/errors";
import { toHex } from "../lib/secrets";
import type { opentelemetry as otlp } from "./gen/otlp-requests";
import { checkEventCount, invalidBody, requestMetadata } from "./intake";
import type { Intake, IntakeRequest, PushProtocol } from "./types";

export type Signal = "logs" | "metrics" | "traces";

type Requests = typeof import("./gen/otlp-requests").opentelemetry;
type Responses = typeof import("./gen/otlp-responses");
let generated: Promise<{ requests: Requests; responses: Responses }> | undefined;

/**
 * The generated protobuf code (about 600 KB of JavaScript), loaded on first use: an isolate that never takes
 * an OTLP request never parses it.
 */
function codecs() {
  generated ??= Promise.all([
    import("./protobuf"),
    import("./gen/otlp-requests"),
    import("./gen/otlp-responses"),
  ]).then(([, requests, responses]) => ({ requests: requests.opentelemetry, responses }));
  return generated;
}

type Int64 = number | Long | null | undefined;
type KeyValues = otlp.proto.common.v1.KeyValue.$Properties[] | null | undefined;
type AnyValue = otlp.proto.common.v1.AnyValue.$Properties | null | undefined;
type Scope = otlp.proto.common.v1.InstrumentationScope.$Properties | null | undefined;

// ---- values ------------------------------------------------------------------------------------------

const toNumber = (v: Int64) => (v == null ? 0 : typeof v === "number" ? v : v.toNumber());

/** An int64 as a number when it is exact, else as its decimal string. */
function int64(v: Int64): number | string {
  const n = toNumber(v);
  return Number.isSafeInteger(n) || typeof v === "number" || v == null ? n : v.toString();
}

const nanosToMs = (v: Int64) => Math.floor(toNumber(v) / 1e6);

let lastSecond = Number.NaN;
let lastSecondIso = "";

/**
 * Nanoseconds since the epoch as ISO 8601 with all nine digits; undefined for 0 (unset). Exact without
 * BigInt or Long division, as it runs for every record: with ns = hi * 2^32 + lo, ns = a * 1000 + b where
 * a = hi * 4294967 and b = hi * 296 + lo are both exact in a double. The date part of the last second
 * seen is kept (records of a batch mostly share it).
 */
function nanosToIso(v: Int64): string | undefined {
  if (v == null) return undefined;
  let hi: number;
  let lo: number;
  if (typeof v === "number") {
    if (v <= 0) return undefined;
    hi = Math.floor(v / 4294967296);
    lo = v - hi * 4294967296;
  } else {
    hi = v.high >>> 0;
    lo = v.low >>> 0;
    if (hi === 0 && lo === 0) return undefined;
  }
  const a = hi * 4294967;
  const b = hi * 296 + lo;
  const micros = a + Math.floor(b / 1000);
  const seconds = Math.floor(micros / 1e6);
  const fraction = (micros - seconds * 1e6) * 1000 + (b % 1000);
  if (seconds !== lastSecond) {
    lastSecond = seconds;
    lastSecondIso = new Date(seconds * 1000).toISOString().slice(0, 19);
  }
  return `${lastSecondIso}.${String(fraction).padStart(9, "0")}Z`;
}

function base64Of(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Sets a key on a plain object, `__proto__` included, without touching prototypes. */
function put(target: Record<string, unknown>, key: string, value: unknown) {
  if (key === "__proto__")
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

// The oneof members are read directly: protobufjs's virtual oneof getter (`v.value`) lists the object's keys
// on every call, which was a fifth of the decoding time.
function anyValue(v: AnyValue): unknown {
  if (!v) return null;
  if (v.stringValue != null) return v.stringValue;
  if (v.intValue != null) return int64(v.intValue);
  if (v.doubleValue != null) return v.doubleValue;
  if (v.boolValue != null) return v.boolValue;
  if (v.kvlistValue != null) return attributesOf(v.kvlistValue.values);
  if (v.arrayValue != null) return (v.arrayValue.values ?? []).map(anyValue);
  if (v.bytesValue != null) return base64Of(v.bytesValue);
  return null;
}

function attributesOf(list: KeyValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const kv of list ?? []) put(out, kv.key ?? "", anyValue(kv.value));
  return out;
}

/** Metric tags are strings (as Vector's): attribute values printed. */
function tagsOf(list: KeyValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const kv of list ?? []) {
    const value = anyValue(kv.value);
    put(out, kv.key ?? "", typeof value === "string" ? value : JSON.stringify(value));
  }
  return out;
}

/** A JSON-only deep copy: each event owns its resource and scope, as processors change events in place. */
function copy<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(copy) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) put(out, key, copy((value as Record<string, unknown>)[key]));
  return out as T;
}

const hexId = (bytes: Uint8Array | null | undefined) =>
  bytes && bytes.length > 0 ? toHex(bytes) : undefined;

/** A trace or span id is valid when it has its length and is not all zeros (OTLP trace.proto). */
const validId = (bytes: Uint8Array | null | undefined, length: number) =>
  !!bytes && bytes.length === length && bytes.some((b) => b !== 0);

/** Optional id: absent, or valid. */
const optionalId = (bytes: Uint8Array | null | undefined, length: number) =>
  !bytes || bytes.length === 0 || validId(bytes, length);

/** The fields the sender set: without undefined, empty-string and zero-count ones (copied, not deleted,
 * so the object keeps a fast shape). */
function compact(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in fields) {
    const v = fields[key];
    if (v !== undefined && v !== "" && !(v === 0 && key.startsWith("dropped_"))) out[key] = v;
  }
  return out;
}

function scopeOf(scope: Scope) {
  return compact({
    name: scope?.name ?? "",
    version: scope?.version ?? "",
    attributes: attributesOf(scope?.attributes),
    dropped_attributes_count: scope?.droppedAttributesCount ?? 0,
  });
}

// ---- signals -----------------------------------------------------------------------------------------

class Collector {
  readonly events: PipelineEvent[] = [];
  rejected = 0;
  reasons = new Set<string>();
  constructor(private readonly metadata: Record<string, unknown>) {}
  add(message: Record<string, unknown>, timestamp: number) {
    this.events.push(newEvent(message, timestamp, { ...this.metadata }));
  }
  reject(reason: string) {
    this.rejected++;
    this.reasons.add(reason);
  }
}

type Attributes = Record<string, unknown>;

/**
 * Calls `each` for every item (log record, span, metric) of an OTLP request with its resource's attributes
 * and its scope, each read once per resource and scope (every event gets its own copy of them).
 */
function eachScoped<
  R extends { resource?: { attributes?: KeyValues } | null },
  S extends { scope?: Scope },
  I,
>(
  resourceList: R[] | null | undefined,
  scopesOf: (r: R) => S[] | null | undefined,
  itemsOf: (s: S) => I[] | null | undefined,
  each: (item: I, resources: Attributes, scope: Attributes) => void,
) {
  for (const r of resourceList ?? []) {
    const resources = attributesOf(r.resource?.attributes);
    for (const s of scopesOf(r) ?? []) {
      const scope = scopeOf(s.scope);
      for (const item of itemsOf(s) ?? []) each(item, resources, scope);
    }
  }
}

function logEvents(
  request: otlp.proto.collector.logs.v1.ExportLogsServiceRequest.$Properties,
  out: Collector,
  now: number,
) {
  eachScoped(
    request.resourceLogs,
    (rl) => rl.scopeLogs,
    (sl) => sl.logRecords,
    (r, resources, scope) => {
      if (!optionalId(r.traceId, 16) || !optionalId(r.spanId, 8)) {
        out.reject("a log record's trace_id or span_id is not a valid id");
        return;
      }
      const time = toNumber(r.timeUnixNano) || toNumber(r.observedTimeUnixNano);
      out.add(
        compact({
          message: anyValue(r.body),
          attributes: attributesOf(r.attributes),
          resources: copy(resources),
          scope: copy(scope),
          severity_text: r.severityText ?? "",
          severity_number: r.severityNumber || undefined,
          trace_id: hexId(r.traceId),
          span_id: hexId(r.spanId),
          flags: r.flags || undefined,
          event_name: r.eventName ?? "",
          timestamp: nanosToIso(r.timeUnixNano),
          observed_timestamp: nanosToIso(r.observedTimeUnixNano),
          dropped_attributes_count: r.droppedAttributesCount ?? 0,
        }),
        time ? Math.floor(time / 1e6) : now,
      );
    },
  );
}

const spanKinds = ["unspecified", "internal", "server", "client", "producer", "consumer"];
const statusCodes = ["unset", "ok", "error"];

function spanEvents(
  request: otlp.proto.collector.trace.v1.ExportTraceServiceRequest.$Properties,
  out: Collector,
  now: number,
) {
  eachScoped(
    request.resourceSpans,
    (rs) => rs.scopeSpans,
    (ss) => ss.spans,
    (s, resources, scope) => {
      if (!validId(s.traceId, 16) || !validId(s.spanId, 8) || !optionalId(s.parentSpanId, 8)) {
        out.reject("a span's trace_id, span_id or parent_span_id is missing or not a valid id");
        return;
      }
      const start = toNumber(s.startTimeUnixNano);
      const end = toNumber(s.endTimeUnixNano);
      out.add(
        compact({
          trace_id: hexId(s.traceId),
          span_id: hexId(s.spanId),
          parent_span_id: hexId(s.parentSpanId),
          trace_state: s.traceState ?? "",
          name: s.name ?? "",
          kind: spanKinds[s.kind ?? 0] ?? String(s.kind),
          start_timestamp: nanosToIso(s.startTimeUnixNano),
          end_timestamp: nanosToIso(s.endTimeUnixNano),
          duration_ms: start && end ? (end - start) / 1e6 : undefined,
          attributes: attributesOf(s.attributes),
          events: (s.events ?? []).map((e) =>
            compact({
              name: e.name ?? "",
              timestamp: nanosToIso(e.timeUnixNano),
              attributes: attributesOf(e.attributes),
              dropped_attributes_count: e.droppedAttributesCount ?? 0,
            }),
          ),
          links: (s.links ?? []).map((l) =>
            compact({
              trace_id: hexId(l.traceId),
              span_id: hexId(l.spanId),
              trace_state: l.traceState ?? "",
              attributes: attributesOf(l.attributes),
              flags: l.flags || undefined,
              dropped_attributes_count: l.droppedAttributesCount ?? 0,
            }),
          ),
          status: compact({
            code: statusCodes[s.status?.code ?? 0] ?? "unset",
            message: s.status?.message ?? "",
          }),
          flags: s.flags || undefined,
          resources: copy(resources),
          scope: copy(scope),
          dropped_attributes_count: s.droppedAttributesCount ?? 0,
          dropped_events_count: s.droppedEventsCount ?? 0,
          dropped_links_count: s.droppedLinksCount ?? 0,
        }),
        start ? Math.floor(start / 1e6) : now,
      );
    },
  );
}

type MetricMessage = otlp.proto.metrics.v1.Metric.$Properties;
type Temporality = otlp.proto.metrics.v1.AggregationTemporality | null | undefined;

/** AGGREGATION_TEMPORALITY_DELTA (metrics.proto) is incremental, CUMULATIVE absolute (Vector's metric kinds). */
const DELTA = 1;
const kindOf = (t: Temporality) => (t === DELTA ? "incremental" : "absolute");

interface Point {
  attributes?: KeyValues;
  timeUnixNano?: Int64;
  startTimeUnixNano?: Int64;
}

function metricEvents(
  request: otlp.proto.collector.metrics.v1.ExportMetricsServiceRequest.$Properties,
  out: Collector,
  now: number,
) {
  eachScoped(
    request.resourceMetrics,
    (rm) => rm.scopeMetrics,
    (sm) => sm.metrics,
    (m, resources, scope) => {
      const emit = (p: Point, type: string, kind: string, value: unknown) => {
        const metric = compact({
          name: m.name ?? "",
          kind,
          type,
          value,
          tags: tagsOf(p.attributes),
          unit: m.unit ?? "",
          description: m.description ?? "",
        });
        out.add(
          compact({
            metric,
            resources: copy(resources),
            scope: copy(scope),
            start_timestamp: nanosToIso(p.startTimeUnixNano),
            timestamp: nanosToIso(p.timeUnixNano),
          }),
          toNumber(p.timeUnixNano) ? nanosToMs(p.timeUnixNano) : now,
        );
      };
      metricPoints(m, emit, out);
    },
  );
}

/** Which oneof member a metric holds, read directly (see anyValue). */
function dataOf(m: MetricMessage) {
  if (m.gauge != null) return "gauge";
  if (m.sum != null) return "sum";
  if (m.histogram != null) return "histogram";
  if (m.exponentialHistogram != null) return "exponentialHistogram";
  if (m.summary != null) return "summary";
  return undefined;
}

function metricPoints(
  m: MetricMessage,
  emit: (p: Point, type: string, kind: string, value: unknown) => void,
  out: Collector,
) {
  const number = (p: otlp.proto.metrics.v1.NumberDataPoint.$Properties) => {
    if (p.asDouble != null) return p.asDouble;
    if (p.asInt != null) return int64(p.asInt);
    return undefined;
  };
  switch (dataOf(m)) {
    case "gauge":
      for (const p of m.gauge?.dataPoints ?? []) {
        const value = number(p);
        if (value === undefined) out.reject("a number data point has no value");
        else emit(p, "gauge", "absolute", value);
      }
      return;
    case "sum": {
      const type = m.sum?.isMonotonic ? "counter" : "gauge";
      for (const p of m.sum?.dataPoints ?? []) {
        const value = number(p);
        if (value === undefined) out.reject("a number data point has no value");
        else emit(p, type, kindOf(m.sum?.aggregationTemporality), value);
      }
      return;
    }
    case "histogram":
      for (const p of m.histogram?.dataPoints ?? []) {
        const bounds = p.explicitBounds ?? [];
        const counts = (p.bucketCounts ?? []).map(toNumber);
        emit(p, "histogram", kindOf(m.histogram?.aggregationTemporality), {
          count: toNumber(p.count),
          sum: p.sum ?? undefined,
          min: p.min ?? undefined,
          max: p.max ?? undefined,
          buckets: counts.map((count, i) => ({ upper_limit: i < bounds.length ? bounds[i] : "+Inf", count })),
        });
      }
      return;
    case "exponentialHistogram":
      for (const p of m.exponentialHistogram?.dataPoints ?? []) {
        const buckets = (
          b: otlp.proto.metrics.v1.ExponentialHistogramDataPoint.Buckets.$Properties | null | undefined,
        ) => ({
          offset: b?.offset ?? 0,
          bucket_counts: (b?.bucketCounts ?? []).map(toNumber),
        });
        emit(p, "exponential_histogram", kindOf(m.exponentialHistogram?.aggregationTemporality), {
          count: toNumber(p.count),
          sum: p.sum ?? undefined,
          min: p.min ?? undefined,
          max: p.max ?? undefined,
          scale: p.scale ?? 0,
          zero_count: toNumber(p.zeroCount),
          zero_threshold: p.zeroThreshold ?? 0,
          positive: buckets(p.positive),
          negative: buckets(p.negative),
        });
      }
      return;
    case "summary":
      for (const p of m.summary?.dataPoints ?? []) {
        emit(p, "summary", "absolute", {
          count: toNumber(p.count),
          sum: p.sum ?? 0,
          quantiles: (p.quantileValues ?? []).map((q) => ({
            quantile: q.quantile ?? 0,
            value: q.value ?? 0,
          })),
        });
      }
      return;
    default:
      // A metric with no data: nothing to accept or reject.
      return;
  }
}

// ---- encodings -----------------------------------------------------------------------------------------

type Encoding = "protobuf" | "json";

/** The request's encoding from its Content-Type (parameters ignored), or null when it is neither. */
function encodingOf(req: IntakeRequest): Encoding | null {
  const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/x-protobuf") return "protobuf";
  if (type === "application/json") return "json";
  return null;
}

const ID_FIELDS = new Set(["traceId", "spanId", "parentSpanId"]);
// The (u)int64 fields OTLP/JSON may write as decimal strings; protobufjs would wrap or misread others.
const INT64_FIELDS = new Set([
  "timeUnixNano",
  "observedTimeUnixNano",
  "startTimeUnixNano",
  "endTimeUnixNano",
  "intValue",
  "asInt",
  "count",
  "zeroCount",
  "bucketCounts",
]);
const INT64_MIN = -(2n ** 63n);
const UINT64_MAX = 2n ** 64n - 1n;
/** About as deep as protobufjs decodes protobuf bodies; deeper JSON is refused, not recursed into. */
const MAX_JSON_DEPTH = 64;

function checkInt64(key: string, v: string) {
  const unsigned =
    key.endsWith("UnixNano") || key.endsWith("Count") || key.endsWith("Counts") || key === "count";
  const ok = /^-?\d{1,20}$/.test(v) && BigInt(v) >= (unsigned ? 0n : INT64_MIN) && BigInt(v) <= UINT64_MAX;
  if (!ok) throw invalidBody(`${key} must be a 64-bit integer, got ${JSON.stringify(v.slice(0, 40))}`);
}

/**
 * Readies OTLP/JSON for protobufjs's fromObject: trace and span ids are hex there (not proto3 JSON's
 * base64) and become bytes; what fromObject would take without a word (ids or bytes that are not strings,
 * int64 strings out of range, nesting beyond what protobuf allows) is refused here.
 */
function prepareJson(value: unknown, depth = 0): void {
  if (typeof value !== "object" || value === null) return;
  if (depth > MAX_JSON_DEPTH) throw invalidBody(`the body nests deeper than ${MAX_JSON_DEPTH} levels`);
  if (Array.isArray(value)) {
    for (const item of value) prepareJson(item, depth + 1);
    return;
  }
  const object = value as Record<string, unknown>;
  for (const key of Object.keys(object)) {
    const v = object[key];
    if (ID_FIELDS.has(key) && v != null) {
      if (typeof v !== "string" || !/^([0-9a-fA-F]{2})*$/.test(v))
        throw invalidBody(`${key} must be a hex string (OTLP/JSON), got ${JSON.stringify(v)?.slice(0, 40)}`);
      object[key] = Uint8Array.from(v.match(/../g) ?? [], (h) => parseInt(h, 16));
    } else if (key === "bytesValue" && v != null && typeof v !== "string") {
      throw invalidBody("bytesValue must be a base64 string");
    } else if (INT64_FIELDS.has(key) && typeof v === "string") {
      checkInt64(key, v);
    } else if (key === "bucketCounts" && Array.isArray(v)) {
      for (const item of v) if (typeof item === "string") checkInt64(key, item);
    } else prepareJson(v, depth + 1);
  }
}

function decodeRequest(requests: Requests, signal: Signal, bytes: Uint8Array, encoding: Encoding) {
  const collector = requests.proto.collector;
  const type = {
    logs: collector.logs.v1.ExportLogsServiceRequest,
    metrics: collector.metrics.v1.ExportMetricsServiceRequest,
    traces: collector.trace.v1.ExportTraceServiceRequest,
  }[signal];
  if (encoding === "protobuf") {
    try {
      return type.decode(bytes);
    } catch (err) {
      throw invalidBody(
        `the body is not an OTLP ${signal} request (protobuf): ${err instanceof Error ? err.message : err}`,
      );
    }
  }
  let json: unknown;
  try {
    json = bytes.length === 0 ? {} : JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw invalidBody("the body is not JSON");
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw invalidBody(`the body must be an OTLP/JSON ${signal} request object`);
  }
  prepareJson(json);
  try {
    return type.fromObject(json as Record<string, unknown>);
  } catch (err) {
    throw invalidBody(
      `the body is not an OTLP/JSON ${signal} request: ${err instanceof Error ? err.message : err}`,
    );
  }
}

const rejectedField = {
  logs: "rejectedLogRecords",
  metrics: "rejectedDataPoints",
  traces: "rejectedSpans",
} as const;
const responseOf = (responses: Responses, signal: Signal) =>
  ({
    logs: responses.opentelemetry.proto.collector.logs.v1.ExportLogsServiceResponse,
    metrics: responses.opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceResponse,
    traces: responses.opentelemetry.proto.collector.trace.v1.ExportTraceServiceResponse,
  })[signal];

function reply(encoding: Encoding, status: number, json: unknown, protobuf: () => Uint8Array): Response {
  if (encoding === "json") {
    return new Response(JSON.stringify(json), { status, headers: { "content-type": "application/json" } });
  }
  return new Response(protobuf(), { status, headers: { "content-type": "application/x-protobuf" } });
}

/** gRPC codes for the HTTP statuses we answer (the OTLP spec leaves Status.code optional). */
function grpcCode(status: number): number {
  if (status === 400 || status === 415) return 3; // INVALID_ARGUMENT
  if (status === 401) return 16; // UNAUTHENTICATED
  if (status === 403) return 7; // PERMISSION_DENIED
  if (status === 404) return 5; // NOT_FOUND
  if (status === 409) return 9; // FAILED_PRECONDITION
  if (status === 413 || status === 429) return 8; // RESOURCE_EXHAUSTED
  if (status >= 502 && status <= 504) return 14; // UNAVAILABLE
  return 13; // INTERNAL
}

// ---- the protocol --------------------------------------------------------------------------------------

const paths: Record<Signal, string> = { logs: "/v1/logs", metrics: "/v1/metrics", traces: "/v1/traces" };

export function otlpProtocol(signal: Signal): PushProtocol {
  return {
    docs: {
      paths: ["", paths[signal]],
      auth: "Authorization: Token <access key> (the exporter's headers option; Bearer works too)",
      formats: [
        `OTLP/HTTP ${signal}: Content-Type application/x-protobuf (Export${signal === "traces" ? "Trace" : signal === "logs" ? "Logs" : "Metrics"}ServiceRequest) or application/json (OTLP/JSON)`,
        "gzip Content-Encoding",
        signal === "logs"
          ? "one event per log record {message (the body), attributes, resources, scope, severity_text, severity_number, trace_id, span_id, timestamp}"
          : signal === "metrics"
            ? "one metric event per data point {metric: {name, kind, type, value, tags, unit}, resources, scope}: gauge, counter, histogram, exponential_histogram, summary"
            : "one event per span {trace_id, span_id, parent_span_id, name, kind, start_timestamp, end_timestamp, duration_ms, attributes, events, links, status, resources, scope}",
      ],
      answers:
        "200 with the Export*ServiceResponse in the request's encoding (partial_success counts rejected items); errors are a google.rpc.Status; 502 when a destination failed (exporters retry 429/502/503/504 only)",
    },
    endpoint: (req) =>
      req.method === "POST" && (req.subpath === "" || req.subpath === paths[signal]) ? signal : null,
    async decode(body, req): Promise<Intake> {
      const encoding = encodingOf(req);
      if (!encoding) {
        throw new ApiError(
          "EUNSUPPORTEDMEDIATYPE",
          "OTLP/HTTP bodies are application/x-protobuf or application/json",
        );
      }
      const request = decodeRequest((await codecs()).requests, signal, body.bytes, encoding);
      const out = new Collector(requestMetadata(req.receivedAt, req, false));
      if (signal === "logs")
        logEvents(request as otlp.proto.collector.logs.v1.ExportLogsServiceRequest, out, req.receivedAt);
      else if (signal === "traces")
        spanEvents(request as otlp.proto.collector.trace.v1.ExportTraceServiceRequest, out, req.receivedAt);
      else
        metricEvents(
          request as otlp.proto.collector.metrics.v1.ExportMetricsServiceRequest,
          out,
          req.receivedAt,
        );
      checkEventCount(out.events.length);
      return {
        events: out.events,
        ...(out.rejected > 0 && { rejected: { count: out.rejected, message: [...out.reasons].join("; ") } }),
      };
    },
    async accepted(intake, req) {
      const encoding = encodingOf(req) ?? "protobuf";
      const partial = intake.rejected && {
        [rejectedField[signal]]: intake.rejected.count,
        errorMessage: intake.rejected.message,
      };
      const json = partial
        ? { partialSuccess: { ...partial, [rejectedField[signal]]: String(intake.rejected?.count) } }
        : {};
      const { responses } = await codecs();
      return reply(encoding, 200, json, () =>
        responseOf(responses, signal)
          .encode(partial ? { partialSuccess: partial } : {})
          .finish(),
      );
    },
    async refused(err, req) {
      const encoding = encodingOf(req);
      // No encoding to answer in: plain text, as the OpenTelemetry Collector does.
      if (!encoding) {
        return new Response(`${err.status} ${err.message}`, {
          status: err.status,
          headers: { "content-type": "text/plain; charset=utf-8" },
        });
      }
      const status = { code: grpcCode(err.status), message: err.message };
      const { responses } = await codecs();
      return reply(encoding, err.status, status, () => responses.google.rpc.Status.encode(status).finish());
    },
  };
}

/** One protocol per signal: each source kind listens for its own. */
export const otlpProtocols = {
  logs: otlpProtocol("logs"),
  metrics: otlpProtocol("metrics"),
  traces: otlpProtocol("traces"),
};

export const otlpMetricsKind = defineSource({
  type: "open-telemetry-metrics",
  title: "OpenTelemetry metrics",
  description: "Receives OTLP/HTTP metrics (protobuf or JSON) at /v1/metrics, an event per data point",
  config: noConfig,
  protocol: otlpProtocols.metrics,
});

export const otlpLogsKind = defineSource({
  type: "open-telemetry-logs",
  title: "OpenTelemetry logs",
  description: "Receives OTLP/HTTP logs (protobuf or JSON) at /v1/logs, an event per log record",
  config: noConfig,
  protocol: otlpProtocols.logs,
});

export const otlpTracesKind = defineSource({
  type: "open-telemetry-traces",
  title: "OpenTelemetry traces",
  description: "Receives OTLP/HTTP traces (protobuf or JSON) at /v1/traces, an event per span",
  config: noConfig,
  protocol: otlpProtocols.traces,
});
