// The OpenTelemetry JS SDKs and their OTLP/HTTP exporters from npm, unmodified: the `-otlp-http` ones
// (OTLP/JSON) and the `-otlp-proto` ones (protobuf), plain and gzip, pointed at open-telemetry sources
// with the access key in their `headers` option. What arrives at the destination is checked field by field.
import { type Attributes, context, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { SeverityNumber } from "@opentelemetry/api-logs";
import { ExportResultCode } from "@opentelemetry/core";
import { OTLPLogExporter as LogsJson } from "@opentelemetry/exporter-logs-otlp-http";
import { OTLPLogExporter as LogsProto } from "@opentelemetry/exporter-logs-otlp-proto";
import { OTLPMetricExporter as MetricsJson } from "@opentelemetry/exporter-metrics-otlp-http";
import { OTLPMetricExporter as MetricsProto } from "@opentelemetry/exporter-metrics-otlp-proto";
import { OTLPTraceExporter as TracesJson } from "@opentelemetry/exporter-trace-otlp-http";
import { OTLPTraceExporter as TracesProto } from "@opentelemetry/exporter-trace-otlp-proto";
import { ProtobufLogsSerializer } from "@opentelemetry/otlp-transformer";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { InMemoryLogRecordExporter, LoggerProvider, SimpleLogRecordProcessor } from "@opentelemetry/sdk-logs";
import { MeterProvider, PeriodicExportingMetricReader } from "@opentelemetry/sdk-metrics";
import { SimpleSpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";
import { describe, expect, it } from "vitest";
import { type Json, publishedSource } from "./harness";

const resource = resourceFromAttributes({ "service.name": "checkout", "deployment.environment": "prod" });

/** Wraps an exporter (unchanged) so the test sees each export's result, which the SDK only logs. */
function observed<T extends { export(items: any, cb: (r: { code: number; error?: Error }) => void): void }>(
  exporter: T,
  results: { code: number; error?: Error }[],
): T {
  const original = exporter.export.bind(exporter);
  exporter.export = (items, cb) =>
    original(items, (r) => {
      results.push(r);
      cb(r);
    });
  return exporter;
}

const variants = [
  { name: "http (OTLP/JSON)", compression: undefined },
  { name: "proto (protobuf)", compression: undefined },
  { name: "proto (protobuf), gzip", compression: "gzip" },
  { name: "http (OTLP/JSON), gzip", compression: "gzip" },
] as const;

const isProto = (name: string) => name.startsWith("proto");

/** The exporter options a user writes: the source's signal URL, the access key as a header, compression. */
const exporterOptions = (source: { url: string; key: string }, path: string, compression?: string) => ({
  url: `${source.url}${path}`,
  headers: { Authorization: `Token ${source.key}` },
  ...(compression && { compression: compression as never }),
});

// Each test publishes its own pipeline with its own receiver path, and most of it is waiting for the
// delivery queue's batch timer: the tests run at once.
describe.concurrent.each(variants)("OTLP exporters $name", ({ name, compression }) => {
  it("logs: one event per log record with body, severity, attributes, resource, scope and trace context", async () => {
    const source = await publishedSource("open-telemetry-logs");
    const options = exporterOptions(source, "/v1/logs", compression);
    const results: { code: number; error?: Error }[] = [];
    const exporter = observed(isProto(name) ? new LogsProto(options) : new LogsJson(options), results);
    const provider = new LoggerProvider({
      resource,
      processors: [new SimpleLogRecordProcessor({ exporter })],
    });
    const logger = provider.getLogger("payments", "2.1.0");
    const spanContext = {
      traceId: "5b8efff798038103d269b633813fc60c",
      spanId: "eee19b7ec3c1b174",
      traceFlags: 1,
    };
    logger.emit({
      body: "card declined",
      severityNumber: SeverityNumber.ERROR,
      severityText: "ERROR",
      attributes: { "http.status_code": 402, retry: false, tags: ["a", "b"] },
      timestamp: new Date("2026-11-01T10:00:00.123Z"),
      context: trace.setSpanContext(context.active(), spanContext),
    });
    logger.emit({
      body: { order: 42, items: [1, 2] },
      severityNumber: SeverityNumber.INFO,
      severityText: "INFO",
    });
    await provider.forceFlush();
    await provider.shutdown();
    expect(results.map((r) => r.code)).toEqual([ExportResultCode.SUCCESS, ExportResultCode.SUCCESS]);

    // The simple processor exports each record on its own, concurrently: they may arrive in either order.
    const events = (await source.received(2)).sort((a, b) => a.severity_number - b.severity_number).reverse();
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      message: "card declined",
      severity_text: "ERROR",
      severity_number: SeverityNumber.ERROR,
      attributes: { "http.status_code": 402, retry: false, tags: ["a", "b"] },
      resources: { "service.name": "checkout", "deployment.environment": "prod" },
      scope: { name: "payments", version: "2.1.0" },
      trace_id: spanContext.traceId,
      span_id: spanContext.spanId,
      flags: 1,
      timestamp: "2026-11-01T10:00:00.123000000Z",
    });
    expect(events[1]).toMatchObject({ message: { order: 42, items: [1, 2] }, severity_text: "INFO" });
    expect(events[1].trace_id).toBeUndefined();
  });

  it("traces: one event per span with ids, parent, kind, status, events and resource", async () => {
    const source = await publishedSource("open-telemetry-traces");
    const options = exporterOptions(source, "/v1/traces", compression);
    const results: { code: number; error?: Error }[] = [];
    const exporter = observed(isProto(name) ? new TracesProto(options) : new TracesJson(options), results);
    const provider = new TracerProvider({
      resource,
      spanProcessors: [new SimpleSpanProcessor({ exporter })],
    });
    const tracer = provider.getTracer("http-server", "1.0.0");
    const parent = tracer.startSpan("GET /checkout", {
      kind: SpanKind.SERVER,
      attributes: { "http.method": "GET" },
    });
    const child = tracer.startSpan(
      "SELECT orders",
      { kind: SpanKind.CLIENT, attributes: { "db.system": "postgresql" } },
      trace.setSpan(context.active(), parent),
    );
    child.addEvent("rows", { count: 3 });
    child.setStatus({ code: SpanStatusCode.ERROR, message: "timeout" });
    child.end();
    parent.end();
    await provider.forceFlush();
    await provider.shutdown();
    expect(results.every((r) => r.code === ExportResultCode.SUCCESS)).toBe(true);

    const events = await source.received(2);
    expect(events.map((e) => e.name).sort()).toEqual(["GET /checkout", "SELECT orders"]);
    const byName = Object.fromEntries(events.map((e) => [e.name, e]));
    const p = parent.spanContext();
    const c = child.spanContext();
    expect(byName["GET /checkout"]).toMatchObject({
      trace_id: p.traceId,
      span_id: p.spanId,
      kind: "server",
      attributes: { "http.method": "GET" },
      resources: { "service.name": "checkout" },
      scope: { name: "http-server", version: "1.0.0" },
      status: { code: "unset" },
    });
    expect(byName["GET /checkout"].parent_span_id).toBeUndefined();
    expect(byName["SELECT orders"]).toMatchObject({
      trace_id: p.traceId,
      span_id: c.spanId,
      parent_span_id: p.spanId,
      kind: "client",
      status: { code: "error", message: "timeout" },
      events: [{ name: "rows", attributes: { count: 3 } }],
    });
    expect(byName["SELECT orders"].duration_ms).toBeGreaterThanOrEqual(0);
  });

  it("metrics: one metric event per data point (counter, up-down counter, gauge, histogram)", async () => {
    const source = await publishedSource("open-telemetry-metrics");
    const options = exporterOptions(source, "/v1/metrics", compression);
    const results: { code: number; error?: Error }[] = [];
    const exporter = observed(isProto(name) ? new MetricsProto(options) : new MetricsJson(options), results);
    const reader = new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 3_600_000 });
    const provider = new MeterProvider({ resource, readers: [reader] });
    const meter = provider.getMeter("shop", "3.0.0");
    const orders = meter.createCounter("orders", { unit: "1", description: "orders placed" });
    orders.add(2, { region: "eu" });
    orders.add(5, { region: "us" });
    meter.createUpDownCounter("queue_depth").add(-3);
    meter
      .createObservableGauge("temperature")
      .addCallback((r) => r.observe(21.5, { room: "a" } as Attributes));
    const latency = meter.createHistogram("latency", { unit: "ms" });
    for (const v of [3, 30, 300]) latency.record(v);
    // Shutting down collects and exports once (a forceFlush first would export the cumulative points twice).
    await provider.shutdown();
    expect(results.map((r) => r.code)).toEqual([ExportResultCode.SUCCESS]);

    const events = await source.received(5);
    const metrics = events.map((e) => e.metric as Json);
    const byKey = Object.fromEntries(
      metrics.map((m) => [`${m.name}${m.tags.region ? `:${m.tags.region}` : ""}`, m]),
    );
    expect(byKey["orders:eu"]).toMatchObject({ type: "counter", kind: "absolute", value: 2, unit: "1" });
    expect(byKey["orders:us"]).toMatchObject({ type: "counter", value: 5, tags: { region: "us" } });
    expect(byKey.queue_depth).toMatchObject({ type: "gauge", value: -3 });
    expect(byKey.temperature).toMatchObject({ type: "gauge", value: 21.5, tags: { room: "a" } });
    expect(byKey.latency).toMatchObject({
      type: "histogram",
      unit: "ms",
      value: { count: 3, sum: 333, min: 3, max: 300 },
    });
    const buckets = byKey.latency.value.buckets as { upper_limit: number | string; count: number }[];
    expect(buckets.reduce((n, b) => n + b.count, 0)).toBe(3);
    expect(buckets.at(-1)?.upper_limit).toBe("+Inf");
    expect(events[0]).toMatchObject({
      resources: { "service.name": "checkout" },
      scope: { name: "shop", version: "3.0.0" },
    });
    expect(metrics).toHaveLength(5);
  });
});

describe.concurrent("OTLP partial success in protobuf", () => {
  it("is read by the SDK's own response deserializer: the rejected count and why", async () => {
    const source = await publishedSource("open-telemetry-logs");
    const exporter = new InMemoryLogRecordExporter();
    const provider = new LoggerProvider({
      resource,
      processors: [new SimpleLogRecordProcessor({ exporter })],
    });
    const logger = provider.getLogger("edge");
    logger.emit({ body: "kept" });
    logger.emit({ body: "bad trace id" });
    await provider.forceFlush();
    const [kept, bad] = exporter.getFinishedLogRecords();
    // A trace id of 2 bytes (a broken sender): the record is rejected, the other is taken.
    const broken = Object.create(bad, {
      spanContext: { value: { traceId: "abcd", spanId: "eee19b7ec3c1b174", traceFlags: 1 } },
    });
    const res = await fetch(`${source.url}/v1/logs`, {
      method: "POST",
      headers: { authorization: `Token ${source.key}`, "content-type": "application/x-protobuf" },
      body: ProtobufLogsSerializer.serializeRequest([kept, broken]),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/x-protobuf");
    const answer = ProtobufLogsSerializer.deserializeResponse(new Uint8Array(await res.arrayBuffer()));
    expect(answer.partialSuccess).toMatchObject({
      rejectedLogRecords: 1,
      errorMessage: expect.stringMatching(/trace_id/),
    });
    expect((await source.received(1)).map((e) => e.message)).toEqual(["kept"]);
  });
});
