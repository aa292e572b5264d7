// Shared by the node and catalog tests: a minimal valid user_config for every node kind, the SPEC lists,
// and small assertion helpers. Not a test file itself (no `.test.ts`).
import { expect } from "vitest";
import { findNodeKind } from "../../src/engine/kinds";
import { maskSecrets } from "../../src/lib/sealed-secrets";
import { type ApiResponse, expectV3Error, type Json } from "../api-response";
import type { client } from "../helpers";

export type Api = ReturnType<typeof client>;
export type NodeClass = "source" | "transform" | "sink";

/** A configuration as the API answers it: its secrets masked (the kind's schema says which). */
export const asAnswered = (nodeClass: NodeClass, type: string, config: Json): Json =>
  maskSecrets(findNodeKind(nodeClass, type)?.config as never, config);

/**
 * A node as reads answer it, from the answer to the write that made it: that answer echoes the secrets the
 * write sent (src/api/nodes/store.ts), reads mask them.
 */
export const asRead = (nodeClass: NodeClass, node: Json): Json => ({
  ...node,
  user_config: asAnswered(nodeClass, node.type, node.user_config),
});

export const MISSING_ID = "00000000-0000-4000-8000-000000000000";
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export { SPEC_ROUTE_KINDS, SPEC_SOURCE_KINDS } from "../spec-kinds";

const aws = { access_key_id: "AKIAIOSFODNN7EXAMPLE", secret_access_key: "wJalrXUtnFEMI/K7MDENG" };
const condition = { expressions: [{ field: ".level", str_operator: "equal", value: "error" }] };

/** Minimal valid user_config per source kind (fields taken from each kind's schema: src/protocols, src/pull). */
export const MINIMAL_SOURCE_CONFIG: Record<string, Json> = {
  http: {},
  "siem-hec": {},
  s3: { bucket: "logs-bucket", region: "us-east-1", auth: aws },
  sqs: { queue_url: "https://sqs.us-east-1.amazonaws.com/123456789012/q", region: "us-east-1", auth: aws },
  "demo-logs": { format: "apache_common" },
  "stream-firehose": {},
  fluent: {},
  "log-analysis": {},
  "log-analysis-ingestion": {},
  logstash: {},
  "vendor-agent": {},
  "vendor-monitoring-source": {},
  "pipeline-data-restoration": { from: 1_700_000_000_000, to: 1_700_000_060_000 },
  webhook: {},
  kafka: { brokers: [{ host: "broker-1", port: 9093 }], topics: ["events"], group_id: "pipeline" },
  "cloud-event-hub": {
    namespace: "telemetry",
    event_hub: "events",
    connection_string: "Endpoint=sb://telemetry.example.net/;SharedAccessKeyName=r;SharedAccessKey=k",
  },
  "prometheus-remote-write": {},
  "open-telemetry-metrics": {},
  "open-telemetry-logs": {},
  "open-telemetry-traces": {},
};

/** Minimal valid user_config per processor kind. */
export const MINIMAL_PROCESSOR_CONFIG: Record<string, Json> = {
  aggregate: { interval_ms: 1000, operation: "count" },
  "compact-fields": { fields: [".payload"] },
  dedupe: { fields: [".request_id"] },
  "drop-fields": { fields: [".password"] },
  "encrypt-fields": { field: ".pan", algorithm: "AES-256-CTR", key: "k".repeat(32), iv_field: ".iv" },
  "decrypt-fields": { field: ".pan", algorithm: "AES-128-CBC", key: "k".repeat(16), iv_field: ".iv" },
  "event-to-metric": { metric_name: "lines", metric_type: "gauge", value_field: ".bytes" },
  filter: { conditional: condition },
  "js-script": { script: "function processEvent(message) { return message }" },
  "flatten-fields": {},
  "map-fields": { mappings: [{ source_field: ".msg", target_field: ".message" }] },
  "metrics-tag-cardinality-limit": { value_limit: 100 },
  parse: { parser: "syslog", field: ".line" },
  "parse-sequentially": { field: ".line", parsers: [{ label: "Json", config: { parser: "json" } }] },
  reduce: {},
  route: { conditionals: [{ label: "Errors", conditional: condition }] },
  sample: { rate: 2 },
  "set-timestamp": { parsers: [{ field: ".time", format: "unix_ms" }] },
  stringify: {},
  "trace-sampling": { sample_type: "head", rate: 10 },
  throttle: { threshold: 1, window_ms: 1 },
  unroll: { field: ".records" },
  "data-profiler": {},
  "processor-group": { group_id: "00000000-0000-4000-8000-000000000000" },
};

/** Minimal valid user_config per destination kind. */
export const MINIMAL_DESTINATION_CONFIG: Record<string, Json> = {
  "log-analysis": {},
  http: { uri: "http://collector.example.com/in" },
  blackhole: {},
  s3: { bucket: "archive.bucket", region: "eu-central-1", auth: aws },
  elasticsearch: { endpoints: ["https://es.example.com"], index: "logs-000001" },
  loki: { endpoint: "https://loki.example.com", labels: { job: "pipeline" } },
  "splunk-hec-logs": { endpoint: "https://hec.example.com", token: "hec-token" },
  "datadog-logs": { api_key: "dd-api-key", site: "us1", compression: "gzip" },
  "honeycomb-logs": { api_key: "hc-key", dataset: "pipeline" },
  "new-relic": { account_id: "1234567", license_key: "nr-license-key" },
  "azure-blob-storage": {
    connection_string:
      "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=a2V5;EndpointSuffix=core.windows.net",
    container_name: "logs",
  },
  "prometheus-remote-write": { endpoint: "https://prom.example.com/api/v1/write" },
  "datadog-metrics": { api_key: "dd-api-key", site: "us1" },
  // The GCP kinds' credentials_json: a service account key file's shape (the schema checks it; not a real key).
  "gcp-cloud-storage": {
    credentials_json:
      '{"client_email":"sa@proj.iam.gserviceaccount.com","private_key":"-----BEGIN PRIVATE KEY-----\\nMIIB\\n-----END PRIVATE KEY-----\\n"}',
    bucket: "logs",
  },
  "gcp-cloud-pubsub": {
    credentials_json:
      '{"client_email":"sa@proj.iam.gserviceaccount.com","private_key":"-----BEGIN PRIVATE KEY-----\\nMIIB\\n-----END PRIVATE KEY-----\\n"}',
    project_id: "proj",
    topic: "events",
  },
  "gcp-cloud-operations": {
    credentials_json:
      '{"client_email":"sa@proj.iam.gserviceaccount.com","private_key":"-----BEGIN PRIVATE KEY-----\\nMIIB\\n-----END PRIVATE KEY-----\\n"}',
    project_id: "proj",
    log_id: "pipeline",
    resource_type: "global",
  },
  "gcp-cloud-monitoring": {
    credentials_json:
      '{"client_email":"sa@proj.iam.gserviceaccount.com","private_key":"-----BEGIN PRIVATE KEY-----\\nMIIB\\n-----END PRIVATE KEY-----\\n"}',
    project_id: "proj",
    resource_type: "global",
  },
  kafka: { brokers: [{ host: "broker-1", port: 9093 }], topic: "events" },
};

export const MINIMAL_CONFIG: Record<"source" | "processor" | "destination", Record<string, Json>> = {
  source: MINIMAL_SOURCE_CONFIG,
  processor: MINIMAL_PROCESSOR_CONFIG,
  destination: MINIMAL_DESTINATION_CONFIG,
};

export const wireClassOf = { source: "source", processor: "transform", destination: "sink" } as const;

/** Asserts 200 and returns `data`. */
export function ok(res: ApiResponse): Json {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

/** The JSON pointers of a v3 error's `errors`. */
export const pointersOf = (body: Json): string[] =>
  ((body.errors ?? []) as Json[]).map((e) => e.instancePath);

/** Asserts 400 EVALIDATION, well-formed `errors[]`, and (if given) an error at `pointer`. */
export function expectInvalid(res: ApiResponse, pointer?: string): Json {
  const body = expectV3Error(res, 400, "EVALIDATION");
  if (pointer !== undefined) {
    expect(Array.isArray(body.errors), JSON.stringify(body)).toBe(true);
    expect(pointersOf(body), JSON.stringify(body)).toContain(pointer);
  }
  for (const e of (body.errors ?? []) as Json[]) {
    expect(e.instancePath, JSON.stringify(body)).toMatch(/^(\/|$)/);
    expect(typeof e.message).toBe("string");
  }
  return body;
}

export async function newPipeline(api: Api, title = "nodes"): Promise<string> {
  return ok(await api.post("/v3/pipeline", { title })).id as string;
}

/**
 * A pipeline: http source → http destination to `uri`, with a bearer token and a secret header (the secrets a
 * test then looks for), and an access key for the source.
 */
export async function secretPipeline(api: Api, uri: string, secrets: { token: string; header: string }) {
  const p = (await api.post("/v3/pipeline", { title: "secret pipeline" })).body.data.id as string;
  const source = (await api.post(`/v3/pipeline/${p}/source`, { type: "http" })).body.data.id as string;
  const sink = await api.post(`/v3/pipeline/${p}/sink`, {
    type: "http",
    title: "Partner API",
    inputs: [source],
    user_config: {
      uri,
      headers: { "x-api-key": secrets.header },
      auth: { strategy: "bearer", token: secrets.token },
      max_retries: 0,
    },
  });
  expect(sink.status, JSON.stringify(sink.body)).toBe(200);
  const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data
    .key as string;
  return { p, source, sink: sink.body.data as Json, key };
}
