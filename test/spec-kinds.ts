// The kind lists SPEC.md states, shared by every test that checks them.

/** SPEC.md, "Source kind values", in its order. */
export const SPEC_SOURCE_KINDS = [
  "http",
  "siem-hec",
  "s3",
  "sqs",
  "demo-logs",
  "stream-firehose",
  "fluent",
  "log-analysis",
  "log-analysis-ingestion",
  "logstash",
  "vendor-agent",
  "vendor-monitoring-source",
  "pipeline-data-restoration",
  "webhook",
  "kafka",
  "cloud-event-hub",
  "prometheus-remote-write",
  "open-telemetry-metrics",
  "open-telemetry-logs",
  "open-telemetry-traces",
] as const;

/** SPEC.md, gateway "route kind" values. */
export const SPEC_ROUTE_KINDS = [
  "http",
  "siem-hec",
  "stream-firehose",
  "fluent",
  "logstash",
  "vendor-agent",
  "vendor-monitoring-source",
  "webhook",
  "prometheus-remote-write",
  "open-telemetry-metrics",
  "open-telemetry-logs",
  "open-telemetry-traces",
] as const;
