// Source kinds (SPEC.md's list). Push sources receive events over HTTP with an access key;
// pull sources read from a system the user names in `user_config`.
import { z } from "zod";
import {
  awsAuth,
  awsRegion,
  decoding,
  httpUrl,
  kafkaBrokers,
  kafkaSasl,
  type NodeKind,
  s3Bucket,
  secret,
  shortText,
} from "./common";

const captureMetadata = z
  .boolean()
  .default(false)
  .describe("Keep request headers and query in the event metadata");
const pushConfig = z.strictObject({ decoding, capture_metadata: captureMetadata });
const noConfig = z.strictObject({});
const stringList = z.array(z.string().min(1).max(512)).max(100);

const push = (
  type: string,
  title: string,
  description: string,
  config: z.ZodType = pushConfig,
): NodeKind => ({
  type,
  kind: "source",
  push: true,
  title,
  description,
  config,
});
const pull = (type: string, title: string, description: string, config: z.ZodType): NodeKind => ({
  type,
  kind: "source",
  push: false,
  title,
  description,
  config,
});

export const sourceKinds: NodeKind[] = [
  push("http", "HTTP", "Receives JSON, NDJSON or text lines over HTTP POST"),
  push("siem-hec", "SIEM HEC", "Receives events in the HTTP Event Collector format", noConfig),
  pull(
    "s3",
    "S3",
    "Reads objects written to an S3 bucket",
    z.strictObject({
      bucket: s3Bucket,
      prefix: z.string().max(1024).optional(),
      region: awsRegion,
      auth: awsAuth,
      compression: z.enum(["auto", "gzip", "none"]).default("auto"),
      endpoint: httpUrl.optional().describe("For S3-compatible stores (addressed path style)"),
    }),
  ),
  pull(
    "sqs",
    "SQS",
    "Reads messages from an SQS queue",
    z.strictObject({
      queue_url: z.url({ protocol: /^https$/ }).max(2048),
      region: awsRegion,
      auth: awsAuth,
      endpoint: httpUrl.optional().describe("For SQS-compatible services: where the API calls go"),
    }),
  ),
  pull(
    "demo-logs",
    "Demo logs",
    "Generates sample log lines of a chosen format",
    z.strictObject({
      format: z.enum([
        "json",
        "apache_common",
        "apache_combined",
        "apache_error",
        "syslog",
        "bsd_syslog",
        "nginx",
      ]),
      interval_ms: z.number().int().min(100).max(3_600_000).default(1000),
    }),
  ),
  push(
    "stream-firehose",
    "Stream firehose",
    "Receives records delivered by a streaming firehose",
    z.strictObject({ decoding }),
  ),
  push(
    "fluent",
    "Fluent",
    "Receives events from Fluentd and Fluent Bit HTTP outputs",
    z.strictObject({ decoding }),
  ),
  pull(
    "log-analysis",
    "Log analysis",
    "Reads lines from this account's log store",
    z.strictObject({
      query: z.string().max(4096).optional(),
      apps: stringList.optional(),
      hosts: stringList.optional(),
    }),
  ),
  push(
    "log-analysis-ingestion",
    "Log analysis ingestion",
    "Receives lines sent to the ingestion API",
    noConfig,
  ),
  push(
    "logstash",
    "Logstash",
    "Receives events from a Logstash HTTP output",
    z.strictObject({ format: z.enum(["json", "text"]).default("json") }),
  ),
  push("vendor-agent", "Agent", "Receives lines shipped by the log agent", noConfig),
  push("vendor-monitoring-source", "Monitoring", "Receives metrics from the monitoring agent", noConfig),
  pull(
    "pipeline-data-restoration",
    "Data restoration",
    "Replays archived lines of a time range back through the pipeline",
    z
      .strictObject({
        from: z.number().int().min(0).describe("Start, epoch milliseconds"),
        to: z.number().int().min(0).describe("End, epoch milliseconds"),
        query: z.string().max(4096).optional(),
      })
      .refine((c) => c.to > c.from, { path: ["to"], message: "must be after from" }),
  ),
  push(
    "webhook",
    "Webhook",
    "Receives webhook calls, optionally verifying an HMAC signature",
    z.strictObject({
      decoding,
      signing_key: secret.optional(),
      signature_header: z.string().min(1).max(128).default("x-signature"),
    }),
  ),
  pull(
    "kafka",
    "Kafka",
    "Consumes topics of a Kafka cluster",
    z.strictObject({
      brokers: kafkaBrokers,
      topics: z.array(z.string().min(1).max(249)).min(1).max(100),
      group_id: shortText,
      tls_enabled: z.boolean().default(true),
      sasl: kafkaSasl.optional(),
      decoding,
    }),
  ),
  pull(
    "cloud-event-hub",
    "Cloud event hub",
    "Consumes an event hub through its Kafka-compatible endpoint",
    z.strictObject({
      namespace: shortText,
      event_hub: shortText,
      connection_string: secret,
      group_id: shortText.default("$Default"),
      decoding,
    }),
  ),
  push(
    "prometheus-remote-write",
    "Prometheus remote write",
    "Receives Prometheus remote-write metrics",
    noConfig,
  ),
  push("open-telemetry-metrics", "OpenTelemetry metrics", "Receives OTLP/HTTP metrics", noConfig),
  push("open-telemetry-logs", "OpenTelemetry logs", "Receives OTLP/HTTP logs", noConfig),
  push("open-telemetry-traces", "OpenTelemetry traces", "Receives OTLP/HTTP traces", noConfig),
];
