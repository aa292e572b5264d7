// The single source of truth for the relational data. `npm run db:generate` turns changes here into
// SQL migrations in migrations/, which wrangler applies locally, remotely and in the tests.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () => text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
const updatedAt = () => text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

export const accounts = sqliteTable("accounts", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  plan: text("plan").notNull().default("standard"),
  retentionDays: integer("retention_days").notNull().default(30),
  exportLineLimit: integer("export_line_limit").notNull().default(10000),
  corsOrigins: text("cors_origins", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  betaFeatures: text("beta_features", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  // A copy of the suspension Durable Object's state, read with the key at no extra cost: ingestion
  // checks it without a round trip to the object. The object writes it on every transition.
  ingestionSuspended: integer("ingestion_suspended", { mode: "boolean" }).notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// One row per allowed browser origin, so a CORS preflight (which carries no key) can be answered by an
// indexed lookup; the account's own list in `accounts.cors_origins` stays the value users read and write.
export const accountCorsOrigins = sqliteTable(
  "account_cors_origins",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    origin: text("origin").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.origin] }),
    index("account_cors_origins_origin").on(t.origin),
  ],
);

// Service and ingestion keys. Only the SHA-256 of a key is stored; the key itself is shown once.
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["service", "ingestion"] }).notNull(),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_keys_hash").on(t.keyHash), index("api_keys_account").on(t.accountId, t.type)],
);

export const pipelines = sqliteTable(
  "pipelines",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    deployType: text("deploy_type", { enum: ["saas", "local"] })
      .notNull()
      .default("saas"),
    processingStatus: text("processing_status", { enum: ["enabled", "disabled"] })
      .notNull()
      .default("enabled"),
    origin: text("origin").notNull().default("api"),
    publishedAt: text("published_at"),
    publishedRevisionId: text("published_revision_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("pipelines_account").on(t.accountId, t.id)],
);

export const nodeClasses = ["source", "transform", "sink"] as const;
export type NodeClass = (typeof nodeClasses)[number];

// Sources, processors (`transform`) and destinations (`sink`) of a pipeline's draft graph.
export const pipelineNodes = sqliteTable(
  "pipeline_nodes",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    pipelineId: text("pipeline_id")
      .notNull()
      .references(() => pipelines.id, { onDelete: "cascade" }),
    nodeClass: text("node_class", { enum: nodeClasses }).notNull(),
    type: text("type").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    userConfig: text("user_config", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    inputs: text("inputs", { mode: "json" }).$type<string[]>().notNull(),
    deployType: text("deploy_type", { enum: ["saas", "local"] }),
    gatewayRouteId: text("gateway_route_id").references(() => gatewayRoutes.id),
    disabled: integer("disabled", { mode: "boolean" }).notNull().default(false),
    generationId: integer("generation_id").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("pipeline_nodes_pipeline").on(t.pipelineId, t.nodeClass),
    index("pipeline_nodes_route").on(t.gatewayRouteId),
  ],
);

// A published revision is immutable: its nodes are copied into revision rows at publish time.
export const pipelineRevisions = sqliteTable(
  "pipeline_revisions",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    pipelineId: text("pipeline_id")
      .notNull()
      .references(() => pipelines.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    graphHash: text("graph_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("pipeline_revisions_version").on(t.pipelineId, t.version)],
);

export const pipelineRevisionNodes = sqliteTable(
  "pipeline_revision_nodes",
  {
    revisionId: text("revision_id")
      .notNull()
      .references(() => pipelineRevisions.id, { onDelete: "cascade" }),
    nodeId: text("node_id").notNull(),
    nodeClass: text("node_class", { enum: nodeClasses }).notNull(),
    type: text("type").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    userConfig: text("user_config", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    inputs: text("inputs", { mode: "json" }).$type<string[]>().notNull(),
    deployType: text("deploy_type", { enum: ["saas", "local"] }),
    gatewayRouteId: text("gateway_route_id"),
    disabled: integer("disabled", { mode: "boolean" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.revisionId, t.nodeId] })],
);

export const gatewayRouteTypes = [
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

// Shared sources: one ingest endpoint that several pipelines' sources can hang off.
export const gatewayRoutes = sqliteTable(
  "gateway_routes",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    type: text("type", { enum: gatewayRouteTypes }).notNull(),
    startClassification: integer("start_classification", { mode: "boolean" }).notNull().default(false),
    legacyRouting: integer("legacy_routing", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("gateway_routes_account").on(t.accountId, t.id)],
);

// Keys that push sources send with their events: owned by a gateway route or by one source.
export const accessKeys = sqliteTable(
  "access_keys",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    gatewayRouteId: text("gateway_route_id").references(() => gatewayRoutes.id, { onDelete: "cascade" }),
    sourceId: text("source_id").references(() => pipelineNodes.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    keyHash: text("key_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("access_keys_hash").on(t.keyHash),
    index("access_keys_route").on(t.gatewayRouteId),
    index("access_keys_source").on(t.sourceId),
  ],
);

// ---- Log analysis -------------------------------------------------------------------------------

// Stored log lines. `seq` is the global insertion order: export keysets on (ts, seq), and export v2
// bounds a paged export by the highest seq it saw first, so new lines never shift its pages.
export const logLines = sqliteTable(
  "log_lines",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    accountId: text("account_id").notNull(),
    ts: integer("ts").notNull(),
    line: text("line").notNull(),
    app: text("app").notNull().default(""),
    host: text("host").notNull().default(""),
    file: text("file").notNull().default(""),
    level: text("level").notNull().default(""),
    ip: text("ip").notNull().default(""),
    mac: text("mac").notNull().default(""),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    meta: text("meta", { mode: "json" }).$type<Record<string, unknown>>(),
    size: integer("size").notNull(),
  },
  (t) => [
    index("log_lines_account_ts").on(t.accountId, t.ts, t.seq),
    index("log_lines_account_app_ts").on(t.accountId, t.app, t.ts),
    index("log_lines_account_host_ts").on(t.accountId, t.host, t.ts),
  ],
);

export const usageDimensions = ["total", "app", "host", "tag"] as const;

// Daily usage counters, kept up to date by ingestion in the same batch as the lines. `lines` counts
// every line accepted (index-only exclusions included), `stored_lines` and `bytes` what was stored.
export const usageDaily = sqliteTable(
  "usage_daily",
  {
    accountId: text("account_id").notNull(),
    day: text("day").notNull(),
    dimension: text("dimension", { enum: usageDimensions }).notNull(),
    name: text("name").notNull(),
    lines: integer("lines").notNull().default(0),
    storedLines: integer("stored_lines").notNull().default(0),
    bytes: integer("bytes").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.dimension, t.day, t.name] })],
);

// Exclusion rules: active ones stop matching lines from being stored at ingestion.
export const exclusionRules = sqliteTable(
  "exclusion_rules",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    indexOnly: integer("index_only", { mode: "boolean" }).notNull().default(false),
    apps: text("apps", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    hosts: text("hosts", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    query: text("query"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("exclusion_rules_account").on(t.accountId, t.active)],
);

// Export v1 requests with an email recipient: run by the export queue, written to R2.
export const exportJobs = sqliteTable(
  "export_jobs",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    params: text("params", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    email: text("email").notNull(),
    status: text("status", { enum: ["queued", "done", "failed"] })
      .notNull()
      .default("queued"),
    lineCount: integer("line_count"),
    objectKey: text("object_key"),
    expiresAt: integer("expires_at"),
    error: text("error"),
    createdAt: createdAt(),
    completedAt: text("completed_at"),
  },
  (t) => [
    index("export_jobs_account").on(t.accountId, t.createdAt),
    index("export_jobs_expiry").on(t.expiresAt),
  ],
);

// The email driver of local development and tests: what would have been sent, readable by tests.
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id"),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_to").on(t.to)],
);

// Secrets the service signs with (export v2 tokens, download links). The migration seeds a random
// value, so every database has its own and none is in the repository or the configuration.
export const serviceSecrets = sqliteTable("service_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});

// ---- Data plane ----------------------------------------------------------------------------------

// Per-minute figures of every live run, per pipeline and component: events in and out at every node,
// bytes at sources (ingress) and destinations (egress). Alerting reads these.
export const componentUsage = sqliteTable(
  "component_usage",
  {
    accountId: text("account_id").notNull(),
    pipelineId: text("pipeline_id").notNull(),
    componentId: text("component_id").notNull(),
    /** Unix minute (ms / 60000, floored). */
    minute: integer("minute").notNull(),
    componentKind: text("component_kind", { enum: ["source", "processor", "destination"] }).notNull(),
    eventsIn: integer("events_in").notNull().default(0),
    eventsOut: integer("events_out").notNull().default(0),
    eventsDropped: integer("events_dropped").notNull().default(0),
    bytesIn: integer("bytes_in").notNull().default(0),
    bytesOut: integer("bytes_out").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.pipelineId, t.componentId, t.minute] }),
    index("component_usage_account_minute").on(t.accountId, t.minute),
  ],
);

// Processor groups: a named, reusable chain of processors with its own input (`input`). A pipeline uses one
// as a single `processor-group` transform node; the runner inlines the chain (expandProcessorGroups).
export const processorGroups = sqliteTable(
  "processor_groups",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    /** [{id, type, title, description, user_config (validated, defaults applied), inputs}] */
    processors: text("processors", { mode: "json" })
      .$type<
        {
          id: string;
          type: string;
          title: string;
          description: string | null;
          user_config: Record<string, unknown>;
          inputs: string[];
        }[]
      >()
      .notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("processor_groups_account").on(t.accountId, t.createdAt)],
);

// Data samples of a source inside a container (a pipeline, or a processor group whose source is `input`).
// A capture sample is filled by live ingestion: it reserves seq numbers atomically (capture_offset is the
// event_count before the last reservation), so concurrent live batches never overfill or collide.
export const pipelineSamples = sqliteTable(
  "pipeline_samples",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    containerId: text("container_id").notNull(),
    containerType: text("container_type", { enum: ["pipeline", "processor-group"] }).notNull(),
    sourceId: text("source_id").notNull(),
    title: text("title").notNull(),
    format: text("format", { enum: ["json", "ndjson", "text", "capture"] }).notNull(),
    status: text("status", { enum: ["ready", "capturing"] }).notNull(),
    eventCount: integer("event_count").notNull().default(0),
    sizeBytes: integer("size_bytes").notNull().default(0),
    captureLimit: integer("capture_limit"),
    captureTimeoutMs: integer("capture_timeout_ms"),
    /** Unix ms after which a capture takes no more events. */
    captureExpiresAt: integer("capture_expires_at"),
    captureOffset: integer("capture_offset").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("pipeline_samples_container").on(t.accountId, t.containerId, t.sourceId),
    index("pipeline_samples_capturing").on(t.containerId, t.sourceId, t.status),
  ],
);

// The events of a sample, one row each (a whole sample can exceed D1's row size): the envelope
// {message, metadata, timestamp} as JSON, in order.
export const pipelineSampleEvents = sqliteTable(
  "pipeline_sample_events",
  {
    sampleId: text("sample_id")
      .notNull()
      .references(() => pipelineSamples.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    event: text("event").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sampleId, t.seq] })],
);

// The processor groups a published revision uses, as they were at publish: a live run reads these, so
// editing a group changes no published pipeline until it is published again.
export const pipelineRevisionGroups = sqliteTable(
  "pipeline_revision_groups",
  {
    revisionId: text("revision_id")
      .notNull()
      .references(() => pipelineRevisions.id, { onDelete: "cascade" }),
    groupId: text("group_id").notNull(),
    // What a run needs of each processor (GroupProcessor in src/api/processor-groups/expand.ts).
    processors: text("processors", { mode: "json" })
      .$type<
        { id: string; type: string; title?: string; user_config: Record<string, unknown>; inputs: string[] }[]
      >()
      .notNull(),
  },
  (t) => [primaryKey({ columns: [t.revisionId, t.groupId] })],
);
