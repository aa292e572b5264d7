// Source kinds (SPEC.md's list). Push sources receive events over HTTP with an access key;
// pull sources read from a system the user names in `user_config`.
import { z } from "zod";
import { credentialTarget, secretString } from "../../lib/sealed-secrets";

/** The demo-logs formats: Mezmo's (the terraform provider's list) and apache_combined. */
export const DEMO_FORMATS = [
  "json",
  "apache_common",
  "apache_combined",
  "apache_error",
  "syslog",
  "bsd_syslog",
  "nginx",
  "env_sensor",
  "financial",
  "http_metrics",
  "generic_metrics",
] as const;

import {
  awsAuth,
  awsRegion,
  decoding,
  httpUrl,
  kafkaBrokers,
  kafkaSasl,
  s3Bucket,
  secret,
  shortText,
} from "./common";
import type { NodeKind } from "./define";

const captureMetadata = z
  .boolean()
  .default(false)
  .describe("Keep request headers and query in the event metadata");
const pushConfig = z.strictObject({ decoding, capture_metadata: captureMetadata });
const noConfig = z.strictObject({});
const stringList = z.array(z.string().min(1).max(512)).max(100);

/** The objects' compression: gzip and zstd are found by their magic numbers unless it is `none`. */
const objectCompression = z
  .enum(["auto", "gzip", "none", "zstd"])
  .default("auto")
  .describe("auto (gzip and zstd found by their magic numbers), gzip, zstd or none (read as they are)");

/** The s3 source listing a bucket in key order. */
const s3BucketForm = z.strictObject({
  bucket: credentialTarget(s3Bucket),
  prefix: z.string().max(1024).optional(),
  region: credentialTarget(awsRegion),
  auth: awsAuth,
  compression: objectCompression,
  endpoint: credentialTarget(httpUrl).optional().describe("For S3-compatible stores (addressed path style)"),
});

/**
 * The s3 source as the mezmo terraform provider sends it (models/sources/s3.go): the objects named by the
 * bucket's event notifications, read from an SQS queue (src/pull/s3-notifications.ts).
 */
const s3NotificationsForm = z.strictObject({
  region: credentialTarget(awsRegion).describe(
    "AWS region of the queue (and of buckets whose notifications say none)",
  ),
  sqs_queue_url: credentialTarget(z.url({ protocol: /^https$/ }).max(2048)).describe(
    "The URL of an SQS queue receiving the bucket's S3 event notifications (directly or through SNS)",
  ),
  auth: awsAuth,
  compression: objectCompression,
  endpoint: credentialTarget(httpUrl)
    .optional()
    .describe("For S3-compatible stores: where the S3 calls go (path style)"),
  sqs_endpoint: credentialTarget(httpUrl)
    .optional()
    .describe("For SQS-compatible services: where the SQS calls go"),
});

const kafkaTopics = z.array(z.string().min(1).max(249)).min(1).max(100);

/** The kafka source's own form. */
const kafkaSourceForm = z.strictObject({
  brokers: credentialTarget(kafkaBrokers),
  topics: kafkaTopics,
  group_id: shortText,
  tls_enabled: credentialTarget(z.boolean()).default(true),
  sasl: kafkaSasl.optional(),
  decoding,
});

/**
 * The kafka source as the mezmo terraform provider sends it (models/sources/kafka.go KafkaSourceFromModel):
 * decoding_codec (always sent, so it tells the forms apart) and flat sasl_* fields; sasl_mechanism "" (its
 * unset Computed value) is PLAIN. Every field its ToModel reads back is answered as sent.
 */
const kafkaProviderForm = z
  .strictObject({
    brokers: credentialTarget(kafkaBrokers),
    topics: kafkaTopics,
    group_id: shortText,
    // Where the SASL password goes, and how: turning TLS off with the password masked would send it in clear.
    tls_enabled: credentialTarget(z.boolean()).default(true),
    decoding_codec: z
      .enum(["bytes", "json"])
      .describe("bytes: each record value is {line}; json: a JSON object value is the event"),
    sasl_enabled: z.boolean().default(false),
    sasl_username: shortText.optional(),
    sasl_password: secretString(z.string().min(1).max(4096)).optional(),
    sasl_mechanism: credentialTarget(z.enum(["", "PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"]))
      .optional()
      .describe('"" is PLAIN'),
  })
  .superRefine((config, ctx) => {
    if (!config.sasl_enabled) return;
    for (const field of ["sasl_username", "sasl_password"] as const)
      if (!config[field])
        ctx.addIssue({ code: "custom", path: [field], message: "required when sasl_enabled" });
  });

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
  push(
    "http",
    "HTTP",
    "Receives JSON, NDJSON or text lines over HTTP POST (Vector's http sink, curl, any client)",
  ),
  push(
    "siem-hec",
    "SIEM HEC",
    "Receives Splunk HTTP Event Collector requests (/services/collector/event and /raw, Authorization: Splunk)",
    noConfig,
  ),
  pull(
    "s3",
    "S3",
    "Reads objects written to an S3 bucket: listed (`bucket`), or named by the bucket's event notifications in an SQS queue (`sqs_queue_url`, the mezmo terraform provider's form)",
    z.xor([s3BucketForm, s3NotificationsForm]),
  ),
  pull(
    "sqs",
    "SQS",
    "Reads messages from an SQS queue",
    z.strictObject({
      queue_url: credentialTarget(z.url({ protocol: /^https$/ }).max(2048)),
      region: credentialTarget(awsRegion),
      auth: awsAuth,
      endpoint: credentialTarget(httpUrl)
        .optional()
        .describe("For SQS-compatible services: where the API calls go"),
    }),
  ),
  pull(
    "demo-logs",
    "Demo logs",
    "Generates sample log lines of a chosen format",
    z.strictObject({
      format: z.enum(DEMO_FORMATS),
      interval_ms: z.number().int().min(100).max(3_600_000).default(1000),
    }),
  ),
  push(
    "stream-firehose",
    "Stream firehose",
    "Receives Amazon Data Firehose HTTP endpoint deliveries (X-Amz-Firehose-Access-Key), an event per record",
    z.strictObject({
      decoding: decoding.describe(
        "How each record's data is read: json, text ({line}) or ndjson (an event a line)",
      ),
      record_compression: z
        .enum(["auto", "gzip", "none"])
        .default("auto")
        .describe("Records gzip-compressed inside (CloudWatch Logs): auto unzips those that are"),
    }),
  ),
  push(
    "fluent",
    "Fluent",
    "Receives Fluent Bit http output (json, json_lines, json_stream) and Fluentd out_http JSON",
    z.strictObject({
      decoding,
      json_date_key: z
        .string()
        .min(1)
        .max(256)
        .default("date")
        .describe("The record field holding its time (Fluent Bit's json_date_key)"),
      capture_metadata: captureMetadata,
    }),
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
    "Receives lines in the ingestion API's form ({lines} or {e: 'ls', ls}, apikey header), an event a line",
    noConfig,
  ),
  push(
    "logstash",
    "Logstash",
    "Receives Logstash http output (format json or json_batch, or NDJSON; text for format message)",
    z.strictObject({ format: z.enum(["json", "text"]).default("json"), capture_metadata: captureMetadata }),
  ),
  push(
    "vendor-agent",
    "Agent",
    "Receives lines shipped by the LogDNA/Mezmo agent and clients (/logs/agent, apikey header), an event a line",
    noConfig,
  ),
  push(
    "vendor-monitoring-source",
    "Monitoring",
    "Receives metrics and events as JSON (object, array or NDJSON); {metric: {...}} objects are metric events",
    noConfig,
  ),
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
    "Receives webhook calls, verifying their HMAC-SHA256 signature when a signing_key is set",
    z.strictObject({
      decoding,
      signing_key: secret.optional().describe("HMAC-SHA256 key: requests must carry a signature of the body"),
      signature_header: z.string().min(1).max(128).default("x-signature"),
      capture_metadata: captureMetadata,
    }),
  ),
  pull(
    "kafka",
    "Kafka",
    "Consumes topics of a Kafka cluster (TCP or TLS, SASL PLAIN or SCRAM), committing its offsets to its consumer group; takes the mezmo terraform provider's form too (flat sasl_* fields, decoding_codec)",
    // The provider's form first: a 400 names the problem of the form that came closest, a tie going to the
    // first, so a provider body with one problem is reported as that problem rather than as our form's unknown
    // fields. A body of our form stays closer to ours whatever the order (the other needs decoding_codec).
    z.xor([kafkaProviderForm, kafkaSourceForm]),
  ),
  pull(
    "cloud-event-hub",
    "Cloud event hub",
    "Consumes an Azure event hub through its Kafka endpoint (the mezmo terraform provider's azure-event-hub type is this kind with its fields: topics, decoding_codec)",
    z.strictObject({
      // Where the connection string goes (a credential target); any text, as before the provider's alias came
      // (a namespace that names no host fails at its first tick, with the reason in pull-status).
      namespace: credentialTarget(shortText).describe(
        "The event hub namespace: its name, or its host[:port]",
      ),
      event_hub: shortText,
      connection_string: secret,
      group_id: shortText.default("$Default"),
      decoding,
    }),
  ),
  push(
    "prometheus-remote-write",
    "Prometheus remote write",
    "Receives Prometheus remote write 1.0 (snappy protobuf), a metric event per sample",
    noConfig,
  ),
  push(
    "open-telemetry-metrics",
    "OpenTelemetry metrics",
    "Receives OTLP/HTTP metrics (protobuf or JSON) at /v1/metrics, an event per data point",
    noConfig,
  ),
  push(
    "open-telemetry-logs",
    "OpenTelemetry logs",
    "Receives OTLP/HTTP logs (protobuf or JSON) at /v1/logs, an event per log record",
    noConfig,
  ),
  push(
    "open-telemetry-traces",
    "OpenTelemetry traces",
    "Receives OTLP/HTTP traces (protobuf or JSON) at /v1/traces, an event per span",
    noConfig,
  ),
];
