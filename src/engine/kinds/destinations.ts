// Destination kinds (`sink` on the wire).
import { z } from "zod";
import { credentialTarget, SECRET_MASK, secretString } from "../../lib/sealed-secrets";
import { strftime } from "../../lib/strftime";
import { fieldPath } from "../fields";
import {
  awsAuth,
  awsRegion,
  compression,
  httpAuth,
  httpUrl,
  type NodeKind,
  s3Bucket,
  secret,
  shortText,
} from "./common";

/**
 * At most `request_limit` requests to the destination in each window of `duration_secs`, shared by every
 * live request (the node's Durable Object counts); a delivery that would go over fails whole, before
 * sending anything, so the sender retries it later (Mezmo's HTTP destination `rate_limiting`).
 */
const rateLimiting = z.strictObject({
  request_limit: z.number().int().min(1).max(100_000),
  duration_secs: z.number().int().min(1).max(3600),
});

const encoding = z.enum(["json", "ndjson", "text"]).default("json");
const batch = z
  .strictObject({
    max_events: z.number().int().min(1).max(10_000).default(1000),
    max_bytes: z.number().int().min(1024).max(10_485_760).default(1_048_576),
    timeout_ms: z.number().int().min(100).max(300_000).default(1000),
  })
  .default({ max_events: 1000, max_bytes: 1_048_576, timeout_ms: 1000 });

// The mezmo terraform provider sends `ack_enabled` (a boolean, default true) in the user_config of every
// destination (models/destinations/base_model.go) and reads it back (`HttpDestinationToModel` asserts it
// is a bool). End-to-end acknowledgement is not a setting here (a delivery is retried until it succeeds or
// its retries run out), so the flag is accepted, stored and answered as sent, and changes nothing.
const ackEnabled = z
  .boolean()
  .optional()
  .describe("Accepted for the Mezmo terraform provider and answered as sent; delivery does not depend on it");

/**
 * The longest wait between two delivery attempts of a failed batch (src/delivery/consumer.ts), as Vector's
 * `request.retry_max_duration_secs`; 30 s when absent (and then not answered: the providers never send it).
 */
const retryMaxDuration = z
  .number()
  .int()
  .min(1)
  .max(3600)
  .optional()
  .describe("Longest wait between delivery attempts of a failed batch, in seconds (default 30)");

/**
 * The mezmo provider's buffer time of the object-store destinations (base_model.go: 30, 60, 90, 120 or 300,
 * default 300; it always sends it and reads it back). A live run writes its events at once, so it is kept
 * and answered, and changes nothing.
 */
const batchTimeoutSecs = z
  .union([z.literal(30), z.literal(60), z.literal(90), z.literal(120), z.literal(300)])
  .default(300)
  .describe("Accepted for the Mezmo terraform provider; a live run writes its events at once");

/**
 * The mezmo provider's `file_consolidation` of the S3 and Azure Blob Storage destinations
 * (models/destinations/file_consolidation.go). Its ToModel asserts all four fields (`enabled` bool, the two
 * numbers float64, `base_path` string), so every answer carries them, defaults filled. The consolidation
 * job (src/jobs/file-consolidation.ts) merges the small objects of each folder under `base_path` of a
 * published pipeline's destination into `<folder>/merged_<unix seconds>.log` (`.log.gz` for gzip objects).
 */
const fileConsolidation = z
  .strictObject({
    enabled: z.boolean().default(false).describe("Toggles whether the process is enabled"),
    process_every_seconds: z
      .number()
      .int()
      .min(300)
      .max(3600)
      .default(600)
      .describe("How often to run the consolidation process, in seconds"),
    requested_size_bytes: z
      .number()
      .int()
      .min(50_000_000)
      .max(10_000_000_000)
      .default(500_000_000)
      .describe("The requested size of the consolidated files, in bytes"),
    base_path: z
      .string()
      .max(512)
      .default("")
      .describe(
        "The path from the bucket or container to begin recursively looking for files to merge; blank is the root. Merged files only contain data from their own folder",
      ),
  })
  .optional()
  .describe("Periodic consolidation of the small objects this destination writes into larger ones");

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const headerName = z.string().regex(/^[A-Za-z0-9-]{1,128}$/, "must be a header name");

/** The batch block of the vendor intakes, bounded by what the intake takes in one request. */
const intakeBatch = (maxEvents: number, maxBytes: number) =>
  z
    .strictObject({
      max_events: z.number().int().min(1).max(maxEvents).default(maxEvents),
      max_bytes: z.number().int().min(1024).max(maxBytes).default(maxBytes),
    })
    .default({ max_events: maxEvents, max_bytes: maxBytes });

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

/**
 * A Google service account key file (the provider's `credentials_json`): JSON with `client_email` and a
 * PKCS #8 `private_key`, owner-bound. Delivery signs its OAuth assertion with the key (src/vendors/gcp/auth.ts).
 */
const gcpCredentials = secretString(
  z
    .string()
    .min(1)
    .max(16_384)
    .refine((v) => {
      if (v === SECRET_MASK) return true;
      try {
        const key = JSON.parse(v) as Record<string, unknown>;
        return (
          typeof key.client_email === "string" &&
          key.client_email !== "" &&
          typeof key.private_key === "string" &&
          key.private_key.includes("-----BEGIN PRIVATE KEY-----")
        );
      } catch {
        return false;
      }
    }, "must be a Google service account key file (JSON with client_email and private_key)"),
).describe("Google service account key file (JSON), owner-bound; its token_uri is honoured");

const gcpProjectId = z
  .string()
  .regex(/^[A-Za-z0-9.:_-]{1,128}$/, "must be a Google Cloud project id")
  .describe("The Project ID as defined in Google Cloud");

/** The provider's resource_labels form (`[{label_name, label_value}]`), stored and answered as sent. */
const gcpResourceLabels = z
  .array(
    z.strictObject({
      label_name: z.string().min(1).max(100),
      label_value: z.string().min(1).max(1024),
    }),
  )
  .max(64)
  .optional()
  .describe("Labels of the monitored resource");

const gcpResourceType = z
  .string()
  .min(1)
  .max(256)
  .describe("The monitored-resource type (e.g. global, gce_instance)");

/**
 * The mezmo provider's kafka destination (models/destinations/kafka.go): it always sends encoding, compression,
 * topic, tls_enabled, ack_enabled, brokers and sasl_enabled, and reads all but sasl_enabled back with bare
 * type assertions, so each has a default here. sasl_mechanism is Optional+Computed there: unset, it sends ""
 * (read as PLAIN). Every compression it offers is built; `acks` is ours.
 */
const kafkaDestination = z
  .strictObject({
    encoding: z.enum(["json", "text"]).default("text"),
    compression: z
      .enum(["none", "gzip", "lz4", "snappy", "zstd"])
      .default("none")
      .describe("The codec of each record batch, written as Kafka's Java producer writes it"),
    event_key_field: z
      .string()
      .min(1)
      .max(512)
      .refine(
        (v) => fieldPath.safeParse(v.startsWith(".") ? v : `.${v}`).success,
        "must be a field path such as .user_id",
      )
      .optional()
      .describe("The field whose value is the record key (Kafka's partitioner hashes it); .a.b or a.b"),
    brokers: credentialTarget(
      z
        .array(z.strictObject({ host: z.string().min(1).max(255), port: z.number().int().min(1).max(65535) }))
        .min(1)
        .max(50),
    ).describe("Bootstrap brokers, tried in order"),
    topic: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,249}$/, "must be a Kafka topic name (letters, digits, ., _, -)")
      .describe("The topic to produce to"),
    // Where the SASL password goes, and how: turning TLS off with the password masked would send it in clear.
    tls_enabled: credentialTarget(z.boolean()).default(true),
    sasl_enabled: z.boolean().default(false),
    sasl_username: z.string().min(1).max(512).optional(),
    sasl_password: secretString(z.string().min(1).max(4096)).optional(),
    sasl_mechanism: credentialTarget(z.enum(["", "PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"]))
      .optional()
      .describe('"" is PLAIN'),
    acks: z
      .union([z.literal(-1), z.literal(1)])
      .default(-1)
      .describe("-1: every in-sync replica acknowledges each batch; 1: the leader only"),
    ack_enabled: z
      .boolean()
      .default(true)
      .describe(
        "Accepted for the Mezmo terraform provider and answered as sent; delivery does not depend on it",
      ),
  })
  .superRefine((config, ctx) => {
    if (!config.sasl_enabled) return;
    for (const field of ["sasl_username", "sasl_password"] as const)
      if (!config[field])
        ctx.addIssue({ code: "custom", path: [field], message: "required when sasl_enabled" });
  });

/**
 * A field path of an event: ours (`.host`, `.a.b`: into the message) or the Mezmo provider's, without the
 * leading dot and rooted at the event (`metadata.host`: the event's metadata; `message.host`: its message; any
 * other `a.b`: the message's `.a.b`). See src/delivery/event-path.ts.
 */
const eventPath = z
  .string()
  .min(1)
  .max(512)
  .refine(
    (v) => fieldPath.safeParse(v.startsWith(".") ? v : `.${v}`).success,
    "must be a field path such as .host or metadata.host",
  );

/**
 * The mezmo provider's form of splunk's source, sourcetype and index (splunk_hec_logs.go
 * SplunkHecLogsDestinationFromModel): `{value_type: "none"}` when unset, a constant `{value_type: "value",
 * value}`, or an event's field `{value_type: "field", value: <path>}`. Ours is the constant as a string.
 */
const splunkValue = z
  .union([
    // First: a problem inside the provider's object is reported at its own field.
    z.discriminatedUnion("value_type", [
      z.strictObject({ value_type: z.literal("none") }),
      z.strictObject({ value_type: z.literal("value"), value: z.string().min(1).max(256) }),
      z.strictObject({ value_type: z.literal("field"), value: eventPath }),
    ]),
    z.string().max(256),
  ])
  .optional();

const splunkHecLogs = z
  .strictObject({
    endpoint: credentialTarget(httpUrl)
      .optional()
      .describe("The HEC base URL (or `url`, the provider's name)"),
    url: credentialTarget(httpUrl).optional().describe("The mezmo provider's name for endpoint"),
    token: secret,
    source: splunkValue.describe("A constant, or the provider's {value_type: none|value|field, value}"),
    sourcetype: splunkValue.describe("A constant, or the provider's {value_type: none|value|field, value}"),
    index: splunkValue.describe("A constant, or the provider's {value_type: none|value|field, value}"),
    host_field: eventPath.optional().describe("The field holding the event's host (.a.b, or metadata.host)"),
    timestamp_field: eventPath
      .optional()
      .describe(
        "The field holding the event's time (epoch s, ms, µs or ns, or a date); default its own time",
      ),
    tls_verify_certificate: z
      .boolean()
      .optional()
      .describe("Only true: the Workers runtime's fetch always verifies the certificate (false is refused)"),
    compression,
    batch,
  })
  .superRefine((c, ctx) => {
    if (c.endpoint === undefined && c.url === undefined)
      ctx.addIssue({ code: "custom", path: ["endpoint"], message: "required (or url)" });
    if (c.endpoint !== undefined && c.url !== undefined)
      ctx.addIssue({ code: "custom", path: ["url"], message: "url is another name for endpoint: send one" });
    if (c.tls_verify_certificate === false && (c.url ?? c.endpoint ?? "").startsWith("https:"))
      ctx.addIssue({
        code: "custom",
        path: ["tls_verify_certificate"],
        message:
          "false cannot be honoured: the Workers runtime's fetch always verifies TLS certificates (use a certificate a public CA signed, or an http URL)",
      });
  });

const LOKI_LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/**
 * Loki's labels: ours a map, the provider's (loki.go LokiFromModel) its map as a list of
 * `{label_name, label_value}`, answered as sent. The two shapes are told apart by type; the rules (at least
 * one, names as Loki takes them, once each, values up to 1024 characters) are checked after, so a problem is
 * reported at its own label whichever shape it came in.
 */
const lokiLabels = z
  .union([
    z.record(z.string(), z.string()),
    z.array(z.strictObject({ label_name: z.string(), label_value: z.string() })).max(100),
  ])
  .superRefine((labels, ctx) => {
    const pairs = Array.isArray(labels)
      ? labels.map((l, i) => ({
          name: l.label_name,
          value: l.label_value,
          at: [i, "label_name"],
          to: [i, "label_value"],
        }))
      : Object.entries(labels).map(([name, value]) => ({ name, value, at: [name], to: [name] }));
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: "custom", path, message });
    if (pairs.length === 0) issue([], "at least one label");
    const seen = new Set<string>();
    for (const { name, value, at, to } of pairs) {
      if (!LOKI_LABEL_NAME.test(name)) issue(at, "must be a label name");
      else if (seen.has(name)) issue(at, "duplicate label_name");
      seen.add(name);
      if (value.length > 1024) issue(to, "at most 1024 characters");
      else if (Array.isArray(labels) && value === "") issue(to, "must not be empty");
    }
  })
  .describe(
    "Label name to value (each name [a-zA-Z_][a-zA-Z0-9_]*), or the provider's [{label_name, label_value}]",
  );

/** The Loki push path: appended to the endpoint (the provider's `path`, default /loki/api/v1/push). */
const lokiPath = z
  .string()
  .min(1)
  .max(1024)
  .regex(/^[^\s?#]+$/, "must be a URL path such as /loki/api/v1/push")
  .describe("The path appended to the endpoint (default /loki/api/v1/push)");

const loki = z.strictObject({
  endpoint: credentialTarget(httpUrl),
  // Part of where the password goes too (behind one host, a path can be another service).
  path: credentialTarget(lokiPath).optional(),
  labels: lokiLabels,
  encoding: z
    .union([z.enum(["json", "text"]), z.strictObject({ codec: z.enum(["json", "text"]) })])
    .default("json")
    .describe("json or text, or the provider's {codec}"),
  auth: httpAuth.default({ strategy: "none" }),
  tenant_id: z.string().max(256).optional(),
  batch,
});

/** Elasticsearch's rule for index names, as we check it: lowercase, no spaces or punctuation but . _ + -. */
const INDEX_NAME = /^[a-z0-9][a-z0-9._+-]{0,254}$/;
/** Times an index template is rendered at to check it: one- and two-digit fields, morning and evening. */
const INDEX_SAMPLES = [Date.UTC(2001, 1, 3, 4, 5, 6, 7), Date.UTC(2024, 11, 31, 23, 59, 59, 999)];

/**
 * An index name, or a template of one with strftime specifiers (the provider's default `mezmo-%Y.%m.%d`),
 * rendered per event at its time in UTC (src/lib/strftime.ts); what it renders to must be an index name.
 */
const esIndex = z
  .string()
  .min(1)
  .max(255)
  .superRefine((index, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: "custom", message });
    if (index.includes("{{"))
      return problem(
        "field templates ({{ .field }}) are not supported; strftime specifiers (%Y, %m, %d ...) are",
      );
    const template = strftime(index);
    if ("error" in template) return problem(template.error);
    for (const at of INDEX_SAMPLES) {
      const name = template.render(at);
      if (!INDEX_NAME.test(name))
        return problem(
          index.includes("%")
            ? `must render to a lowercase index name; it renders to ${JSON.stringify(name)}`
            : "must be a lowercase index name",
        );
    }
  })
  .describe("Index name; strftime specifiers (%Y.%m.%d ...) are rendered per event time, in UTC");

/** What the provider sends for the fields of another strategy than the one chosen (its Computed default). */
const unused = z.literal("").optional();

/**
 * Ours (none, basic, bearer), and the mezmo provider's (elasticsearch.go): basic or aws, always with all six
 * keys, those of the other strategy "" (its ToModel builds the object from exactly the keys answered). aws
 * signs every request with SigV4 for the service `es` (Amazon OpenSearch Service) in `region`.
 */
const esAuth = z.discriminatedUnion("strategy", [
  z.strictObject({ strategy: z.literal("none") }),
  z.strictObject({
    strategy: z.literal("basic"),
    user: shortText,
    password: secret,
    access_key_id: unused,
    secret_access_key: unused,
    region: unused,
  }),
  z.strictObject({ strategy: z.literal("bearer"), token: secret }),
  z.strictObject({
    strategy: z.literal("aws"),
    access_key_id: z.string().min(16).max(128),
    secret_access_key: secret,
    region: credentialTarget(awsRegion),
    user: unused,
    password: unused,
  }),
]);

const destination = (type: string, title: string, description: string, config: z.ZodType): NodeKind => ({
  type,
  kind: "destination",
  title,
  description,
  config:
    config instanceof z.ZodObject
      ? config.extend({ ack_enabled: ackEnabled, retry_max_duration_secs: retryMaxDuration })
      : config,
});

// Every destination here really delivers (src/delivery), the GCP ones under a service account key, Kafka over
// TCP/TLS from the Worker with its own binary protocol (src/vendors/kafka, src/delivery/kafka/deliver.ts).
// Prometheus remote write is offered since its protobuf code encodes too (src/protocols/gen, snappyjs).
//
// The kinds the mezmo terraform provider also offers take its `type` and `user_config` field names, types,
// defaults and secrets (internal/provider/models/destinations/<kind>.go); `batch` is ours, optional.
export const destinationKinds: NodeKind[] = [
  destination(
    "log-analysis",
    "Log analysis",
    "Writes events into this account's log store, where export and usage see them",
    z.strictObject({
      app: shortText.default("pipeline"),
      hostname: shortText.default("pipeline"),
      line_field: fieldPath.optional().describe("Field holding the line; default: the whole message as JSON"),
      level_field: fieldPath.optional(),
      tags: z.array(shortText).max(50).default([]),
    }),
  ),
  destination(
    "http",
    "HTTP",
    "Posts batches of events to a URL, retrying with backoff",
    z
      .strictObject({
        uri: credentialTarget(httpUrl),
        method: z.enum(["post", "put", "patch"]).default("post"),
        encoding,
        compression,
        headers: z
          .union([
            z.record(
              headerName,
              // Headers carry API keys as often as not: every value is owner-bound.
              secretString(z.string().max(4096)),
            ),
            // The mezmo terraform provider's form (models/destinations/http.go HttpDestinationFromModel).
            z
              .array(
                z.strictObject({ header_name: headerName, header_value: secretString(z.string().max(4096)) }),
              )
              .max(100),
          ])
          .default({}),
        auth: httpAuth.default({ strategy: "none" }),
        batch,
        max_retries: z.number().int().min(0).max(10).default(3),
        ack_enabled: ackEnabled,
        retry_max_duration_secs: retryMaxDuration,
        payload_prefix: z.string().max(4096).optional(),
        payload_suffix: z.string().max(4096).optional(),
        advanced_options: z
          .strictObject({
            method: z.enum(["post", "put", "patch"]).optional(),
            max_bytes: z.number().int().min(1024).max(10_485_760).optional(),
            timeout_secs: z.number().int().min(1).max(300).optional(),
            payload_prefix: z.string().max(4096).optional(),
            payload_suffix: z.string().max(4096).optional(),
            rate_limiting: rateLimiting.optional(),
          })
          .optional()
          .describe(
            "The mezmo terraform provider's form of method, batch.max_bytes, batch.timeout_ms (seconds), payload_prefix, payload_suffix and rate_limiting; stored in those fields",
          ),
        rate_limiting: rateLimiting.optional(),
      })
      .superRefine((config, ctx) => {
        // Mezmo's rule: the two go together, around a JSON batch, and must make valid JSON of it.
        const prefix = config.advanced_options?.payload_prefix ?? config.payload_prefix;
        const suffix = config.advanced_options?.payload_suffix ?? config.payload_suffix;
        if (prefix === undefined && suffix === undefined) return;
        const problem =
          prefix === undefined || suffix === undefined
            ? "payload_prefix and payload_suffix go together"
            : config.encoding !== "json"
              ? "payload_prefix and payload_suffix wrap a JSON batch: encoding must be json"
              : !isJson(`${prefix}[{"a":1}]${suffix}`)
                ? "payload_prefix + the JSON batch + payload_suffix must be valid JSON"
                : null;
        if (problem) ctx.addIssue({ code: "custom", path: ["payload_prefix"], message: problem });
      })
      // One stored shape: the provider's header list becomes the header map, its advanced_options the
      // method and batch fields (it reads neither back when they are absent, so answers keep our shape).
      .transform(({ advanced_options, headers, ...config }) => ({
        ...config,
        headers: Array.isArray(headers)
          ? Object.fromEntries(headers.map((h) => [h.header_name, h.header_value]))
          : headers,
        method: advanced_options?.method ?? config.method,
        ...((advanced_options?.rate_limiting ?? config.rate_limiting) && {
          rate_limiting: advanced_options?.rate_limiting ?? config.rate_limiting,
        }),
        ...((advanced_options?.payload_prefix ?? config.payload_prefix) !== undefined && {
          payload_prefix: advanced_options?.payload_prefix ?? config.payload_prefix,
          payload_suffix: advanced_options?.payload_suffix ?? config.payload_suffix,
        }),
        batch: {
          ...config.batch,
          ...(advanced_options?.max_bytes !== undefined && { max_bytes: advanced_options.max_bytes }),
          ...(advanced_options?.timeout_secs !== undefined && {
            timeout_ms: advanced_options.timeout_secs * 1000,
          }),
        },
      })),
  ),
  destination("blackhole", "Blackhole", "Counts and discards events", z.strictObject({})),
  destination(
    "s3",
    "S3",
    "Writes batches of events as objects to an S3-compatible bucket",
    z.strictObject({
      bucket: credentialTarget(s3Bucket),
      prefix: z.string().max(1024).optional(),
      region: credentialTarget(awsRegion),
      auth: awsAuth,
      endpoint: credentialTarget(httpUrl).optional().describe("For S3-compatible stores"),
      // json writes a JSON line per event (NDJSON); ndjson, the mezmo provider's name for it, is the same.
      encoding: z.enum(["json", "ndjson", "text"]).default("json"),
      compression: z.enum(["none", "gzip"]).default("gzip"),
      batch_timeout_secs: batchTimeoutSecs,
      file_consolidation: fileConsolidation,
      batch,
    }),
  ),
  destination(
    "elasticsearch",
    "Elasticsearch",
    "Indexes events through the bulk API",
    z.strictObject({
      endpoints: credentialTarget(z.array(httpUrl).min(1).max(10)),
      index: esIndex,
      pipeline: z.string().max(255).optional(),
      auth: esAuth.default({ strategy: "none" }),
      compression,
      batch,
    }),
  ),
  destination("loki", "Loki", "Pushes events to Loki", loki),
  destination("splunk-hec-logs", "Splunk HEC logs", "Sends events to an HTTP Event Collector", splunkHecLogs),
  destination(
    "datadog-logs",
    "Datadog logs",
    "Sends events to Datadog's logs intake (API v2)",
    z.strictObject({
      api_key: secret.describe("Datadog API key, sent as DD-API-KEY"),
      site: credentialTarget(z.enum(["us1", "us3", "us5", "eu1"])).describe(
        "The Datadog site (region) to send logs to",
      ),
      compression: z.enum(["none", "gzip"]),
      batch: intakeBatch(1000, 4_500_000),
    }),
  ),
  destination(
    "honeycomb-logs",
    "Honeycomb logs",
    "Sends events to a Honeycomb dataset through the batch events API",
    z.strictObject({
      api_key: secret.describe("Honeycomb ingest key, sent as X-Honeycomb-Team"),
      dataset: z.string().min(1).max(255).describe("The name of the targeted dataset"),
      batch: intakeBatch(1000, 4_500_000),
    }),
  ),
  destination(
    "new-relic",
    "New Relic",
    "Sends events to New Relic's Log API, or metric events to its Metric API",
    z.strictObject({
      api: z
        .enum(["logs", "metrics"])
        .default("logs")
        .describe("New Relic API: `logs` (Log API) or `metrics` (Metric API, metric events)"),
      account_id: secret.describe(
        "New Relic account id (the Log API does not use it; kept for the provider)",
      ),
      license_key: secret.describe(
        "New Relic license key, sent as X-License-Key (logs) or Api-Key (metrics); a key starting with `eu` goes to the EU endpoint",
      ),
      batch: intakeBatch(1000, 900_000),
    }),
  ),
  destination(
    "azure-blob-storage",
    "Azure Blob Storage",
    "Writes batches of events as block blobs into an Azure Storage container",
    z.strictObject({
      connection_string: secretString(
        z
          .string()
          .min(1)
          .max(4096)
          // Shared Key needs the account's key: a SAS-only string is refused here, not at every delivery.
          .refine(
            (v) =>
              v === SECRET_MASK ||
              (/(^|;)\s*AccountName=[^;]+/i.test(v) && /(^|;)\s*AccountKey=[^;]+/i.test(v)),
            "must be a connection string with AccountName and AccountKey (Shared Key; SAS-only strings are not supported)",
          ),
      ).describe(
        "Storage account connection string with AccountName and AccountKey (BlobEndpoint and EndpointSuffix honoured)",
      ),
      container_name: z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/,
          "must be a container name (3 to 63 lowercase letters, digits, -)",
        )
        .refine((v) => !v.includes("--"), "must not contain --"),
      prefix: z.string().min(1).max(1024).optional().describe("Prepended to every blob name"),
      encoding: z.enum(["json", "text"]).default("text"),
      compression: z.enum(["none", "gzip"]).default("none"),
      batch_timeout_secs: batchTimeoutSecs,
      file_consolidation: fileConsolidation,
      batch,
    }),
  ),
  destination(
    "prometheus-remote-write",
    "Prometheus remote write",
    "Sends metric events to a Prometheus remote write 1.0 endpoint",
    z.strictObject({
      endpoint: credentialTarget(httpUrl).describe(
        "The full URL requests are posted to, e.g. http://example.org:8080/api/v1/push",
      ),
      auth: promAuth.default({ strategy: "none" }),
      batch,
    }),
  ),
  destination(
    "datadog-metrics",
    "Datadog metrics",
    "Sends metric events to Datadog's metrics API (v2 series)",
    z.strictObject({
      api_key: secret.describe("Datadog API key, sent as DD-API-KEY"),
      site: credentialTarget(z.enum(["us1", "us3", "us5", "eu1"])).describe(
        "The Datadog site (region) to send metrics to",
      ),
      batch: intakeBatch(1000, 500_000),
    }),
  ),
  destination(
    "gcp-cloud-storage",
    "GCP Cloud Storage",
    "Writes batches of events as objects into a Google Cloud Storage bucket",
    z.strictObject({
      credentials_json: gcpCredentials,
      bucket: z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/,
          "must be a bucket name (3 to 222 lowercase letters, digits, -, _, .)",
        )
        .describe("The name of the bucket"),
      bucket_prefix: z.string().min(1).max(512).optional().describe("Prepended to every object name"),
      encoding: z.enum(["json", "text"]).default("text"),
      compression: z.enum(["none", "gzip"]).default("none"),
      batch_timeout_secs: batchTimeoutSecs,
      batch,
    }),
  ),
  destination(
    "gcp-cloud-pubsub",
    "GCP Cloud Pub/Sub",
    "Publishes events as messages to a Google Cloud Pub/Sub topic",
    z.strictObject({
      credentials_json: gcpCredentials,
      project_id: gcpProjectId,
      topic: z
        .string()
        .regex(/^[A-Za-z][A-Za-z0-9._~+%-]{2,254}$/, "must be a Pub/Sub topic name")
        .describe("The name of the topic (not its projects/... path)"),
      encoding: z.enum(["json", "text"]).default("text"),
      batch: intakeBatch(1000, 7_000_000),
    }),
  ),
  {
    type: "kafka",
    kind: "destination",
    title: "Kafka",
    description: "Produces events as records to a Kafka topic (TCP or TLS, SASL PLAIN or SCRAM)",
    config: kafkaDestination,
  },
  destination(
    "gcp-cloud-operations",
    "GCP Cloud Operations (Logging)",
    "Writes events as log entries to Google Cloud Logging",
    z.strictObject({
      credentials_json: gcpCredentials,
      project_id: gcpProjectId,
      log_id: z
        .string()
        .regex(/^[A-Za-z0-9/_.-]{1,512}$/, "must be a log id (letters, digits, /, _, -, .)")
        .describe("The log's id: entries go to projects/<project_id>/logs/<log_id>"),
      resource_type: gcpResourceType,
      resource_labels: gcpResourceLabels,
      batch: intakeBatch(1000, 5_000_000),
    }),
  ),
  destination(
    "gcp-cloud-monitoring",
    "GCP Cloud Monitoring",
    "Writes metric events as points of custom metrics to Google Cloud Monitoring",
    z.strictObject({
      credentials_json: gcpCredentials,
      project_id: gcpProjectId,
      resource_type: gcpResourceType,
      resource_labels: gcpResourceLabels,
    }),
  ),
];
