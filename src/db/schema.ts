// The single source of truth for the relational data. `npm run db:generate` turns changes here into
// SQL migrations in migrations/, which wrangler applies locally, remotely and in the tests.
import { sql } from "drizzle-orm";
import {
  blob,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

const createdAt = () => text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
const updatedAt = () => text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

export const accounts = sqliteTable(
  "accounts",
  {
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
    /** The enterprise that owns the account, if any: its enterprise keys may act on the account by delegation. */
    enterpriseId: text("enterprise_id").references(() => enterprises.id, { onDelete: "set null" }),
    // The log store's layout for new lines (src/logstore/slices.ts): hours per time bucket (1 or 24) and
    // slices per bucket. Set by the layout job from the account's volume (src/jobs/log-layout.ts).
    logBucketHours: integer("log_bucket_hours").notNull().default(24),
    logShards: integer("log_shards").notNull().default(1),
    // The layout before the last change, and when it changed: a batch whose lines are older than the change is
    // placed by the previous layout, so a sender's retry reaches the slice of its first attempt.
    logLayoutPrevious: text("log_layout_previous", { mode: "json" }).$type<{
      bucketHours: number;
      shards: number;
    }>(),
    logLayoutSince: integer("log_layout_since").notNull().default(0),
    // Days after which a slice of lines moves to R2 (the cold tier): still searchable, only slower.
    coldAfterDays: integer("cold_after_days").notNull().default(7),
    // Live tail's lease (epoch ms): while it is in the future the account's tail object has subscribers, and
    // the log store's writers hand it each stored batch (src/tail/hand-off.ts). Set and renewed by that object.
    tailUntil: integer("tail_until").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_enterprise").on(t.enterpriseId)],
);

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

// Service and ingestion keys. A key is found by its SHA-256; `keySealed` keeps the key itself sealed for the
// API key that created it (src/lib/sealed-secrets.ts), which alone may read it back (the logdna provider's
// logdna_key reads `key` with GET). Keys created before it was kept have none: shown once.
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
    keySealed: text("key_sealed"),
    /** The member the key belongs to (its role and groups apply); null: an account key with owner rights. */
    memberId: text("member_id").references(() => members.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("api_keys_hash").on(t.keyHash),
    index("api_keys_account").on(t.accountId, t.type),
    index("api_keys_member").on(t.memberId),
  ],
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
    /**
     * Bumped by triggers (migration 0014) on every insert, update and delete of the pipeline's nodes, in
     * the same transaction: a reader that saw this version has seen exactly those nodes.
     */
    graphVersion: integer("graph_version").notNull().default(0),
    /**
     * The pipeline tap's lease (src/live/tap.ts): epoch ms until which taps are open (0: none), and the open
     * taps as JSON text (component, edge, filter, limit, deadline). Written only by the pipeline's tap object;
     * read by live runs with the row they read anyway, and parsed only while the lease is live.
     */
    tapUntil: integer("tap_until").notNull().default(0),
    taps: text("taps"),
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

/**
 * A reader's place in the log store's change feed (src/logstore/feed.ts): per slice written lately, the last
 * line read (its chunk and index; cursors saved before slices had open chunks hold no index: the whole chunk
 * was read) and when the slice's catalog row was written; the time of the last catalog read; and the horizon
 * before which every chunk of a slice not listed was read (or came before the reader).
 */
export interface FeedCursor {
  at: number;
  horizon: number;
  slices: Record<string, [chunk: number, updatedAt: number, idx?: number]>;
}

// The log store's catalog: one row per slice (src/logstore/slices.ts), a Durable Object holding one
// account's lines of one time bucket and shard as compressed chunks. Small rows, read to plan every query
// (which slices hold lines of a time range), written by the slice itself after its writes (the counts,
// timestamps and size as absolute values, with `applied_seq`: the last of its batches whose usage counters
// D1 has, so each batch's counters are applied exactly once).
export const logSlices = sqliteTable(
  "log_slices",
  {
    accountId: text("account_id").notNull(),
    slice: text("slice").notNull(),
    bucketStart: integer("bucket_start").notNull(),
    bucketHours: integer("bucket_hours").notNull(),
    shard: integer("shard").notNull(),
    gen: integer("gen").notNull(),
    /** Oldest and newest line timestamp (ms); null while the slice holds no line. */
    firstTs: integer("first_ts"),
    lastTs: integer("last_ts"),
    lines: integer("lines").notNull().default(0),
    /** Line text and meta, as ingestion counts them. */
    bytes: integer("bytes").notNull().default(0),
    /** The object's database size (hot), or the R2 object's size (cold). */
    storedBytes: integer("stored_bytes").notNull().default(0),
    /** The newest chunk's id. */
    chunks: integer("chunks").notNull().default(0),
    /** Rows the object wrote, by its own counters (the benchmark's rows per line). */
    rowsWritten: integer("rows_written").notNull().default(0),
    appliedSeq: integer("applied_seq").notNull().default(0),
    state: text("state", { enum: ["hot", "cold"] })
      .notNull()
      .default("hot"),
    /** The R2 key of a cold slice. */
    coldKey: text("cold_key"),
    /**
     * A Bloom filter of the trigrams the slice's index holds (src/logstore/bloom.ts), written once the slice is
     * quiet (SEAL_AFTER_MS) and cleared by its next write: a query whose terms it rules out skips the slice
     * without calling it. `bloom_bits` is its size in bits.
     */
    bloom: blob("bloom", { mode: "buffer" }),
    bloomBits: integer("bloom_bits"),
    /** When the slice last wrote this row (ms, the object's clock). */
    updatedAt: integer("updated_at").notNull(),
    /** How many times the slice wrote this row (the benchmark's D1 writes per slice per minute). */
    flushes: integer("flushes").notNull().default(1),
    /**
     * The build of the day's needle period that speaks for this slice (src/logstore/needles.ts), and the
     * lines its groups cover: a plan trusts the period for the slice only while `lines` is still that.
     */
    summaryBuild: integer("summary_build"),
    summaryLines: integer("summary_lines"),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.slice] }),
    // Planning reads only the range asked (src/logstore/catalog.ts slicesInRange), and the rows written lately.
    index("log_slices_account_last").on(t.accountId, t.lastTs),
    index("log_slices_account_updated").on(t.accountId, t.updatedAt),
    // A needle plan (src/logstore/needles.ts) reads the rows its periods do not speak for by this index, and
    // the rows a period rebuilt since it read it speaks for by the next: never the whole range's rows.
    index("log_slices_unsummarized")
      .on(t.accountId, t.lastTs)
      .where(sql`summary_build IS NULL OR summary_lines IS NOT lines`),
    index("log_slices_summary_build").on(t.accountId, t.summaryBuild).where(sql`summary_build IS NOT NULL`),
  ],
);

// Needle summaries (src/logstore/needles.ts, docs/needle-summaries.md): each quiet slice sends the Bloom
// filters of its chunk groups here (a row per group, replaced while its group is still filling); a job
// interleaves a day's filters into one period summary, whose blocks a plan reads one per item of a term, so a
// search for an id rules out the month's slices that do not hold it without calling them.
export const logSliceSummaries = sqliteTable(
  "log_slice_summaries",
  {
    accountId: text("account_id").notNull(),
    slice: text("slice").notNull(),
    /** The group's number in its slice (0, 1, ...): groups are filled in order and never overlap. */
    grp: integer("grp").notNull(),
    /** The day (ms) of the slice's bucket: the period the group belongs to. */
    day: integer("day").notNull(),
    /** The slice's lines up to the group's last chunk: a plan trusts the groups only when they cover the row's lines. */
    lines: integer("lines").notNull(),
    /** The group's filter (src/logstore/summary.ts Summary.toBytes). */
    filter: blob("filter", { mode: "buffer" }).notNull(),
    /** 0 until the day's period was built with this version of the row. */
    built: integer("built").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.slice, t.grp] }),
    index("log_slice_summaries_day").on(t.accountId, t.day),
    // The period job reads the days that changed, and only those.
    index("log_slice_summaries_unbuilt").on(t.accountId, t.day).where(sql`built = 0`),
  ],
);

/** A day's period summary: its layout and columns; the blocks are rows of log_summary_blocks. */
export const logSummaryPeriods = sqliteTable(
  "log_summary_periods",
  {
    accountId: text("account_id").notNull(),
    day: integer("day").notNull(),
    /** Changes with every build: blocks of another build are not read with this row's layout. */
    build: integer("build").notNull(),
    /** The period's header (PeriodSummary.header: scheme, hashes, blocks, columns). */
    header: blob("header", { mode: "buffer" }).notNull(),
    blocks: integer("blocks").notNull(),
    blocksPerRow: integer("blocks_per_row").notNull(),
    /** Bytes of one plane (a bit per column): a plan's statement cuts an item's planes out of a row with it. */
    planeBytes: integer("plane_bytes").notNull().default(0),
    /** JSON [[slice, group, lines], ...]: column i's slice, group and the slice's lines it covers. */
    columns: text("columns").notNull(),
    /**
     * Where the planes are: 0 in rows of log_summary_blocks, 1 in an R2 object of LOG_COLD (a period past
     * D1's limit; src/logstore/needles.ts periodKey), read by ranged GETs.
     */
    stored: integer("stored").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

/**
 * A day's period in R2 whose build takes several runs of the job (src/logstore/needles.ts): its state, saved
 * after each part it uploaded (the rows it read, its layout, the multipart upload, the next stripe).
 */
export const logPeriodBuilds = sqliteTable(
  "log_period_builds",
  {
    accountId: text("account_id").notNull(),
    day: integer("day").notNull(),
    /** JSON: src/logstore/needles.ts SavedBuild. */
    state: text("state").notNull(),
    /** Bumped by every save: a run that finds it changed since it read it stops (another run took the build). */
    version: integer("version").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

export const logSummaryBlocks = sqliteTable("log_summary_blocks", {
  /**
   * The period's build x PERIOD_ROWS + the row's number (src/logstore/needles.ts blockRowId): a plan finds an
   * item's row in one lookup of the table's own key, rows of another build are never found, and a row costs
   * one row written (a key of account, day and row took an index entry more).
   */
  id: integer("id").primaryKey(),
  /** blocks_per_row blocks of every column (PeriodSummary.blockBytes). */
  bits: blob("bits", { mode: "buffer" }).notNull(),
});

// Stored log lines of the store before slices: emptied into slices by the migration job
// (src/jobs/log-migration.ts), then dropped by a later migration. Nothing else reads or writes it.
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
    /** `ingestion`: lines not stored; `stream`: lines not streamed to the account's Kafka (stream config). */
    scope: text("scope", { enum: ["ingestion", "stream"] })
      .notNull()
      .default("ingestion"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("exclusion_rules_account").on(t.accountId, t.active)],
);

// Streaming (LogDNA's `/v1/config/stream`, the logdna provider's logdna_stream_config): the account's lines
// produced to its Kafka topic, after `cursor` (the last log_lines seq streamed). `password` sealed.
export const streamConfigs = sqliteTable("stream_configs", {
  accountId: text("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  brokers: text("brokers", { mode: "json" }).$type<string[]>().notNull(),
  topic: text("topic").notNull(),
  user: text("user").notNull(),
  /** JSON text (a quoted sealed string), so the key-rotation pass finds it like every sealed column. */
  password: text("password", { mode: "json" }).$type<string>().notNull(),
  status: text("status", { enum: ["active", "error"] })
    .notNull()
    .default("active"),
  lastError: text("last_error"),
  cursor: integer("cursor").notNull().default(0),
  /** Where streaming is in the log store's change feed (src/logstore/feed.ts), as JSON; null: not started. */
  feedCursor: text("feed_cursor", { mode: "json" }).$type<FeedCursor>(),
  streamedLines: integer("streamed_lines").notNull().default(0),
  lastStreamedAt: text("last_streamed_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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

// Pipelines deleted whose metric rows (component_usage, edge_usage_metrics: no foreign key, they are written
// in bulk) are still to be removed. A trigger on pipelines (migration 0012) adds the row whatever deletes the
// pipeline; the retention job (src/jobs/history-retention.ts) removes the rows in bounded batches, then this.
export const deletedPipelines = sqliteTable(
  "deleted_pipelines",
  {
    accountId: text("account_id").notNull(),
    pipelineId: text("pipeline_id").notNull(),
    /** Unix ms. */
    deletedAt: integer("deleted_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.pipelineId] }),
    index("deleted_pipelines_deleted").on(t.deletedAt),
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
    // What a run needs of each processor (GroupProcessor in src/engine/processor-groups.ts).
    processors: text("processors", { mode: "json" })
      .$type<
        { id: string; type: string; title?: string; user_config: Record<string, unknown>; inputs: string[] }[]
      >()
      .notNull(),
  },
  (t) => [primaryKey({ columns: [t.revisionId, t.groupId] })],
);

// ---- Notifications ---------------------------------------------------------------------------------

// One notification to one channel (webhook, slack, pagerduty, email) and its state. `dedupeKey` makes the
// enqueue idempotent, so one firing never notifies a channel twice. Attempts are retried with backoff by the
// notification queue; each attempt is a row of notification_attempts.
export const notificationDeliveries = sqliteTable(
  "notification_deliveries",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** What raised it: usage-threshold, view, preset, index-rate, test. */
    sourceKind: text("source_kind").notNull(),
    sourceId: text("source_id").notNull(),
    channelType: text("channel_type", { enum: ["webhook", "slack", "pagerduty", "email"] }).notNull(),
    channel: text("channel", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    payload: text("payload", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    dedupeKey: text("dedupe_key"),
    /**
     * Unix ms when the delivery's live queue message is due: when it was enqueued, or when the retry it asked
     * for falls due. A `pending` row long past it lost its message; the sweep (src/notify/sweep.ts) sends another.
     */
    nextAttemptAt: integer("next_attempt_at"),
    /** Unix ms until which one consumer holds the delivery for an attempt: no other message sends it meanwhile. */
    claimedUntil: integer("claimed_until"),
    /** The token of the delivery's current queue message (null: the first one); older messages are dropped. */
    queueToken: text("queue_token"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    index("notification_deliveries_account").on(t.accountId, t.createdAt),
    index("notification_deliveries_source").on(t.accountId, t.sourceKind, t.sourceId),
    uniqueIndex("notification_deliveries_dedupe").on(t.accountId, t.dedupeKey),
    // The sweep (pending rows) and retention (finished rows, oldest first).
    index("notification_deliveries_status").on(t.status, t.createdAt),
  ],
);

export const notificationAttempts = sqliteTable(
  "notification_attempts",
  {
    id: text("id").primaryKey(),
    deliveryId: text("delivery_id")
      .notNull()
      .references(() => notificationDeliveries.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull(),
    attempt: integer("attempt").notNull(),
    startedAt: text("started_at").notNull(),
    durationMs: integer("duration_ms").notNull(),
    ok: integer("ok", { mode: "boolean" }).notNull(),
    httpStatus: integer("http_status"),
    error: text("error"),
  },
  (t) => [uniqueIndex("notification_attempts_delivery").on(t.deliveryId, t.attempt)],
);

// The per-account secret webhook notifications are signed with (HMAC-SHA256), created on first use.
export const notificationSecrets = sqliteTable("notification_secrets", {
  accountId: text("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  createdAt: createdAt(),
});

// ---- Edge usage metrics, incident mode, usage threshold alerts ------------------------------------

export const trafficClasses = ["ingress", "egress", "internal"] as const;

// Usage records that locally deployed (edge) pipelines send. A record is identified by where it comes from
// and what it measures: (edge, pipeline, component, processor, event_ts). Senders retry on 5xx, so the
// intake inserts with ON CONFLICT DO NOTHING and a record sent twice counts once. `traffic` is decided at
// intake from the component's node class (source = ingress, sink = egress), so later graph edits do not
// rewrite history. No foreign key: the intake's INSERT ... SELECT joins the account's pipelines instead.
export const edgeUsageMetrics = sqliteTable(
  "edge_usage_metrics",
  {
    accountId: text("account_id").notNull(),
    pipelineId: text("pipeline_id").notNull(),
    /** Unix ms, as the edge sent it. */
    eventTs: integer("event_ts").notNull(),
    componentId: text("component_id").notNull(),
    processor: text("processor").notNull(),
    /** The intake's `edge_id` query parameter, '' when none was given. */
    edgeId: text("edge_id").notNull(),
    traffic: text("traffic", { enum: trafficClasses }).notNull(),
    totalCount: integer("total_count").notNull(),
    totalSize: integer("total_size").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.pipelineId, t.eventTs, t.componentId, t.processor, t.edgeId] }),
    index("edge_usage_metrics_account_ts").on(t.accountId, t.eventTs),
  ],
);

// Incident mode: a pipeline's operational state, at most one row per pipeline (none means `normal`).
export const pipelineStateVariables = sqliteTable(
  "pipeline_state_variables",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    pipelineId: text("pipeline_id")
      .notNull()
      .references(() => pipelines.id, { onDelete: "cascade" }),
    operationalState: text("operational_state", { enum: ["normal", "incident"] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("pipeline_state_variables_pipeline").on(t.pipelineId),
    index("pipeline_state_variables_account").on(t.accountId, t.createdAt),
  ],
);

// Usage threshold alerts on a pipeline's ingress or egress bytes, evaluated per period of `period_minutes`
// (periods aligned to the unix epoch). `evaluated_through` is the end (unix ms) of the last period the
// evaluation looked at: the next run starts there, so periods missed by a late cron are caught up.
export const usageThresholdAlerts = sqliteTable(
  "usage_threshold_alerts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    pipelineId: text("pipeline_id")
      .notNull()
      .references(() => pipelines.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    trafficType: text("traffic_type", { enum: ["ingress", "egress"] }).notNull(),
    thresholdBytes: integer("threshold_bytes"),
    percentIncrease: real("percent_increase"),
    percentDecrease: real("percent_decrease"),
    noData: integer("no_data", { mode: "boolean" }).notNull().default(false),
    alertChannels: text("alert_channels", { mode: "json" }).$type<Record<string, unknown>[]>().notNull(),
    maxDailyNotifications: integer("max_daily_notifications").notNull(),
    periodMinutes: integer("period_minutes").notNull(),
    evaluatedThrough: integer("evaluated_through"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("usage_threshold_alerts_pipeline").on(t.accountId, t.pipelineId, t.createdAt),
    index("usage_threshold_alerts_pipeline_id").on(t.pipelineId),
  ],
);

export const alertConditions = ["threshold", "increase", "decrease", "no_data"] as const;

// One row per firing: (alert, condition, period start) is the identity, so the same firing is never
// recorded, and never notified, twice. `pending` until the notifier has taken it, `notified` after;
// `suppressed` when the alert had already sent max_daily_notifications on that UTC day.
export const usageAlertFirings = sqliteTable(
  "usage_alert_firings",
  {
    alertId: text("alert_id")
      .notNull()
      .references(() => usageThresholdAlerts.id, { onDelete: "cascade" }),
    condition: text("condition", { enum: alertConditions }).notNull(),
    periodStart: integer("period_start").notNull(),
    accountId: text("account_id").notNull(),
    periodEnd: integer("period_end").notNull(),
    bytes: integer("bytes").notNull(),
    previousBytes: integer("previous_bytes"),
    status: text("status", { enum: ["pending", "notified", "suppressed"] }).notNull(),
    /** The UTC day (YYYY-MM-DD) of fired_at: the daily cap counts per alert and day. */
    day: text("day").notNull(),
    firedAt: integer("fired_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.condition, t.periodStart] }),
    index("usage_alert_firings_day").on(t.alertId, t.day, t.status),
    index("usage_alert_firings_recent").on(t.alertId, t.periodStart),
    index("usage_alert_firings_fired").on(t.firedAt),
  ],
);

// ---- Pipeline alerts (in-stream alerts on a source or processor) ------------------------------------

// `alert_config` is Mezmo's `{general, evaluation, alert_payload}` as validated (src/alerts/pipeline-alert-
// config.ts), secrets sealed. Deleting the component deletes its alerts.
export const pipelineAlerts = sqliteTable(
  "pipeline_alerts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    pipelineId: text("pipeline_id")
      .notNull()
      .references(() => pipelines.id, { onDelete: "cascade" }),
    componentKind: text("component_kind", { enum: ["source", "transform"] }).notNull(),
    componentId: text("component_id")
      .notNull()
      .references(() => pipelineNodes.id, { onDelete: "cascade" }),
    inputs: text("inputs", { mode: "json" }).$type<string[]>().notNull(),
    alertConfig: text("alert_config", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("pipeline_alerts_pipeline").on(t.accountId, t.pipelineId),
    index("pipeline_alerts_component").on(t.componentId),
  ],
);

// ---- Index-rate alert ------------------------------------------------------------------------------

// One per account (v1 /v1/config/index-rate): fires when the lines stored per hour or per UTC day cross
// `max_lines` and/or their z-score against the previous periods crosses `max_z_score`.
export const indexRateAlerts = sqliteTable("index_rate_alerts", {
  accountId: text("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  maxLines: integer("max_lines"),
  maxZScore: real("max_z_score"),
  thresholdAlert: text("threshold_alert", { enum: ["separate", "both"] })
    .notNull()
    .default("separate"),
  frequency: text("frequency", { enum: ["hourly", "daily"] })
    .notNull()
    .default("hourly"),
  /** `{email: string[], pagerduty: string[], slack: string[]}` as the v1 API and terraform send it. */
  channels: text("channels", { mode: "json" }).$type<Record<string, string[]>>().notNull(),
  enabled: integer("enabled", { mode: "boolean" }).notNull().default(false),
  /** The last period start (unix ms) evaluated, so a run resumes where the previous one stopped. */
  evaluatedThrough: integer("evaluated_through"),
  createdAt: createdAt(),
  updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});

// One row per firing: (account, frequency, period start) is its identity, so a period fires and notifies once.
export const indexRateFirings = sqliteTable(
  "index_rate_firings",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    frequency: text("frequency", { enum: ["hourly", "daily"] }).notNull(),
    periodStart: integer("period_start").notNull(),
    lines: integer("lines").notNull(),
    zScore: real("z_score"),
    /** Which limits were crossed: "max_lines", "max_z_score" or both, comma-separated. */
    reasons: text("reasons").notNull(),
    status: text("status", { enum: ["pending", "notified"] }).notNull(),
    firedAt: integer("fired_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.frequency, t.periodStart] }),
    index("index_rate_firings_fired").on(t.firedAt),
  ],
);

// ---- Views, categories, preset alerts --------------------------------------------------------------

export const categoryTypes = ["views", "boards", "screens"] as const;

// Categories group views, boards and screens. A name is unique per (account, type) whatever its case:
// `name_key` is the lower-cased name, so "Prod" and "prod" cannot both exist and a view may name either.
export const categories = sqliteTable(
  "categories",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    type: text("type", { enum: categoryTypes }).notNull(),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("categories_account_type_name").on(t.accountId, t.type, t.nameKey)],
);

/**
 * An alert channel as the v1 API takes and answers it (src/alerts/alert-channel-v1.ts): `triggerinterval`
 * is kept as the client sent it ("15m", "900" or 900) so a client reading it back sees no change.
 */
export interface V1AlertChannel {
  integration: "email" | "webhook" | "slack" | "pagerduty";
  emails?: string[];
  url?: string;
  key?: string;
  method?: "post" | "put" | "patch" | "get" | "delete";
  headers?: Record<string, string>;
  /** The JSON text of the body template. */
  bodyTemplate?: string;
  /** pagerduty: LogDNA's auto-resolve settings, stored and answered (the resolve event is not sent yet). */
  autoresolve?: boolean;
  autoresolveinterval?: string | number;
  autoresolvelimit?: number;
  triggerlimit: number;
  triggerinterval: string | number;
  immediate: boolean;
  terminal: boolean;
  operator: "presence" | "absence";
  timezone?: string;
}

// Preset alerts: a named set of channels that views attach through `presetid`; the channels then watch the
// lines of every view that attaches the preset.
export const presetAlerts = sqliteTable(
  "preset_alerts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    channels: text("channels", { mode: "json" }).$type<V1AlertChannel[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("preset_alerts_account").on(t.accountId, t.createdAt)],
);

// Saved searches: the filters select lines of the log store; `channels` (and the attached preset's) alert
// on them. Deleting the preset detaches it (SET NULL) rather than failing.
export const views = sqliteTable(
  "views",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: text("query"),
    hosts: text("hosts", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    apps: text("apps", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    levels: text("levels", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    presetId: text("preset_id").references(() => presetAlerts.id, { onDelete: "set null" }),
    channels: text("channels", { mode: "json" }).$type<V1AlertChannel[]>().notNull().default(sql`'[]'`),
    /** True when the view has channels or a preset: the evaluation reads only these views. */
    alerting: integer("alerting", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("views_account").on(t.accountId, t.createdAt),
    index("views_preset").on(t.presetId),
    index("views_alerting").on(t.alerting, t.id),
  ],
);

// A view's categories, in the order the client gave them. A row per (view, category) rather than names in
// the view: a renamed category shows at once, a deleted one leaves every view (cascade).
export const viewCategories = sqliteTable(
  "view_categories",
  {
    viewId: text("view_id")
      .notNull()
      .references(() => views.id, { onDelete: "cascade" }),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.viewId, t.categoryId] }),
    index("view_categories_category").on(t.categoryId),
  ],
);

export const viewAlertSources = ["view", "preset"] as const;

// How far each alerting channel of a view has been evaluated: `evaluated_through` is the end (unix ms) of the
// last complete window looked at. `fingerprint` identifies the channel's configuration (and preset): when it
// changes the channel starts afresh from the window of the change instead of inheriting the old progress.
export const viewAlertCursors = sqliteTable(
  "view_alert_cursors",
  {
    viewId: text("view_id")
      .notNull()
      .references(() => views.id, { onDelete: "cascade" }),
    source: text("source", { enum: viewAlertSources }).notNull(),
    channelIndex: integer("channel_index").notNull(),
    fingerprint: text("fingerprint").notNull(),
    evaluatedThrough: integer("evaluated_through").notNull(),
  },
  (t) => [primaryKey({ columns: [t.viewId, t.source, t.channelIndex] })],
);

// One row per firing of a view's channel: (view, source, channel, configuration, window start, kind) is its
// identity, so a window fires, and notifies, at most once per kind however often it is evaluated. `pending`
// until the notifier has recorded the delivery, `notified` after.
export const viewAlertFirings = sqliteTable(
  "view_alert_firings",
  {
    viewId: text("view_id")
      .notNull()
      .references(() => views.id, { onDelete: "cascade" }),
    source: text("source", { enum: viewAlertSources }).notNull(),
    channelIndex: integer("channel_index").notNull(),
    fingerprint: text("fingerprint").notNull(),
    windowStart: integer("window_start").notNull(),
    kind: text("kind", { enum: ["immediate", "terminal"] }).notNull(),
    accountId: text("account_id").notNull(),
    presetId: text("preset_id"),
    windowEnd: integer("window_end").notNull(),
    /** Matching lines counted, capped at the channel's trigger limit. */
    count: integer("count").notNull(),
    /** The notifier's channel as it was when the window fired: a retried notification goes where it was meant to. */
    channel: text("channel", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["pending", "notified"] }).notNull(),
    firedAt: integer("fired_at").notNull(),
    /** PagerDuty with autoresolve: the incident (dedup key) this firing opened or joined. */
    incidentKey: text("incident_key"),
  },
  (t) => [
    primaryKey({
      columns: [t.viewId, t.source, t.channelIndex, t.fingerprint, t.windowStart, t.kind],
    }),
    index("view_alert_firings_pending").on(t.status, t.firedAt),
  ],
);

// The PagerDuty incident a view's channel with `autoresolve` keeps open: its firings share one dedup key
// (PagerDuty groups them into one alert) until a window of `autoresolveinterval` clears the condition and a
// `resolve` event is sent. One row per channel slot; a firing after a resolve opens a new incident.
export const viewAlertIncidents = sqliteTable(
  "view_alert_incidents",
  {
    viewId: text("view_id")
      .notNull()
      .references(() => views.id, { onDelete: "cascade" }),
    source: text("source", { enum: viewAlertSources }).notNull(),
    channelIndex: integer("channel_index").notNull(),
    fingerprint: text("fingerprint").notNull(),
    accountId: text("account_id").notNull(),
    presetId: text("preset_id"),
    /** The PagerDuty dedup key: the key of the firing that opened it. */
    incidentKey: text("incident_key").notNull(),
    /** The notifier's channel (secrets sealed), where the resolve goes even if the alert changes. */
    channel: text("channel", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["open", "resolved"] }).notNull(),
    /** Unix ms: the end of the latest window that fired into it; clearing is looked for after it. */
    lastFiredEnd: integer("last_fired_end").notNull(),
    /** Unix ms: autoresolve windows before this were looked at and did not clear it. */
    checkedThrough: integer("checked_through").notNull(),
    openedAt: integer("opened_at").notNull(),
    resolvedAt: integer("resolved_at"),
  },
  (t) => [primaryKey({ columns: [t.viewId, t.source, t.channelIndex] })],
);

// ---- Boards, screens, parsing templates -----------------------------------------------------------------

// Dashboards: `graphs` is the validated list of graph definitions (src/api/boards), kept as one JSON value
// because a board is always read and written whole.
export const boards = sqliteTable(
  "boards",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    graphs: text("graphs", { mode: "json" }).$type<Record<string, unknown>[]>().notNull().default(sql`'[]'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("boards_account").on(t.accountId, t.createdAt)],
);

// Large-format screens: widgets and the grid layout that places them, each one JSON value.
export const screens = sqliteTable(
  "screens",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    widgets: text("widgets", { mode: "json" })
      .$type<Record<string, unknown>[]>()
      .notNull()
      .default(sql`'[]'`),
    layout: text("layout", { mode: "json" }).$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("screens_account").on(t.accountId, t.createdAt)],
);

// Categories of boards and screens (views keep their own table): a row per (category, item), so a renamed
// category shows at once and a deleted one leaves its items (cascade). The item's rows go with the item.
export const itemCategories = sqliteTable(
  "item_categories",
  {
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    itemType: text("item_type", { enum: ["boards", "screens"] }).notNull(),
    itemId: text("item_id").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemType, t.itemId, t.categoryId] }),
    index("item_categories_category").on(t.categoryId),
  ],
);

// Custom parsing templates: a parser configuration of the engine's parse processor, named per account.
export const parsingTemplates = sqliteTable(
  "parsing_templates",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    description: text("description"),
    config: text("config", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("parsing_templates_account_name").on(t.accountId, t.nameKey)],
);

// ---- Members, groups (RBAC) ------------------------------------------------------------------------------

export const memberRoles = ["owner", "admin", "member", "readonly"] as const;
export type MemberRole = (typeof memberRoles)[number];

export const members = sqliteTable(
  "members",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** The lower-cased email: one member per address whatever its case. */
    emailKey: text("email_key").notNull(),
    role: text("role", { enum: memberRoles }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("members_account_email").on(t.accountId, t.emailKey)],
);

// Groups narrow what their members see: `access_scopes` are queries of the log-analysis language.
export const memberGroups = sqliteTable(
  "member_groups",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    accessScopes: text("access_scopes", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("member_groups_account_name").on(t.accountId, t.nameKey)],
);

export const memberGroupAssignments = sqliteTable(
  "member_group_assignments",
  {
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    groupId: text("group_id")
      .notNull()
      .references(() => memberGroups.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.groupId] }),
    index("member_group_assignments_group").on(t.groupId),
  ],
);

// ---- Archiving -------------------------------------------------------------------------------------------

export const archiveIntegrations = ["s3", "gcs", "azblob", "ibm", "dos", "swift"] as const;

// One archiving configuration per account: the integration and its validated settings.
export const archiveConfigs = sqliteTable("archive_configs", {
  accountId: text("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  integration: text("integration", { enum: archiveIntegrations }).notNull(),
  settings: text("settings", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// One row per (account, day) archived: what was written where, so a user can see it and a rerun skips it.
export const archiveRuns = sqliteTable(
  "archive_runs",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** The UTC day archived, YYYY-MM-DD. */
    day: text("day").notNull(),
    status: text("status", { enum: ["running", "done", "failed"] }).notNull(),
    objectKey: text("object_key"),
    lines: integer("lines").notNull().default(0),
    bytes: integer("bytes").notNull().default(0),
    compressedBytes: integer("compressed_bytes").notNull().default(0),
    error: text("error"),
    startedAt: integer("started_at").notNull(),
    finishedAt: integer("finished_at"),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

// The file consolidation job's state per S3 / Azure Blob Storage destination of a published pipeline
// (src/jobs/file-consolidation.ts): when its last pass over the bucket finished, where an unfinished pass
// goes on, and a lease so two overlapping cron invocations never consolidate the same destination.
export const fileConsolidationRuns = sqliteTable(
  "file_consolidation_runs",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    pipelineId: text("pipeline_id")
      .notNull()
      .references(() => pipelines.id, { onDelete: "cascade" }),
    nodeId: text("node_id").notNull(),
    /** When the last complete pass started (ms); 0 before the first. The interval counts from here. */
    lastRunAt: integer("last_run_at").notNull().default(0),
    /** A pass cut short by the run's bounds goes on from here (the store's list position); null when done. */
    cursor: text("cursor"),
    /** Until when (ms) a run holds the destination. */
    leaseUntil: integer("lease_until").notNull().default(0),
    mergedFiles: integer("merged_files").notNull().default(0),
    mergedObjects: integer("merged_objects").notNull().default(0),
    lastError: text("last_error"),
    updatedAt: integer("updated_at").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.pipelineId, t.nodeId] })],
);

// ---- Log volume reduction --------------------------------------------------------------------------------

export const reductionActions = ["drop", "sample", "dedupe"] as const;

// Rules applied to lines at ingestion, before they are stored: matching lines are dropped, kept 1 in
// `sample_rate`, or kept once per `dedupe_window_seconds` for the same `dedupe_fields` values.
export const reductionRules = sqliteTable(
  "reduction_rules",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    action: text("action", { enum: reductionActions }).notNull(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    query: text("query"),
    apps: text("apps", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    hosts: text("hosts", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    levels: text("levels", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    sampleRate: integer("sample_rate"),
    dedupeFields: text("dedupe_fields", { mode: "json" }).$type<string[]>(),
    dedupeWindowSeconds: integer("dedupe_window_seconds"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("reduction_rules_account").on(t.accountId, t.createdAt)],
);

// Lines and bytes each rule kept out of the store, per UTC day: the savings report.
export const reductionSavings = sqliteTable(
  "reduction_savings",
  {
    ruleId: text("rule_id")
      .notNull()
      .references(() => reductionRules.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    accountId: text("account_id").notNull(),
    lines: integer("lines").notNull().default(0),
    bytes: integer("bytes").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.day] }),
    index("reduction_savings_account").on(t.accountId, t.day),
  ],
);

// ---- Data classification and profiling -----------------------------------------------------------------

// A profile of stored lines (field inventory, sensitive data findings), kept so it can be read again.
export const profileReports = sqliteTable(
  "profile_reports",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** What was profiled: the time range and filters, or the sample lines' count. */
    scope: text("scope", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    report: text("report", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("profile_reports_account").on(t.accountId, t.createdAt)],
);

// ---- Enterprise ------------------------------------------------------------------------------------------

// An enterprise owns accounts (accounts.enterprise_id); its keys act on a child account by delegation.
export const enterprises = sqliteTable("enterprises", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

export const enterpriseKeys = sqliteTable(
  "enterprise_keys",
  {
    id: text("id").primaryKey(),
    enterpriseId: text("enterprise_id")
      .notNull()
      .references(() => enterprises.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("enterprise_keys_hash").on(t.keyHash),
    index("enterprise_keys_enterprise").on(t.enterpriseId),
  ],
);

// Batches a destination refused (a 4xx other than 408/429) or that ran out of retries: their events are an R2
// object (DELIVERIES, `object_key`), kept 14 days; replay queues them again (src/delivery/dead-letters.ts).
export const deadLetters = sqliteTable(
  "dead_letters",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    pipelineId: text("pipeline_id")
      .notNull()
      .references(() => pipelines.id, { onDelete: "cascade" }),
    destinationId: text("destination_id").notNull(),
    events: integer("events").notNull(),
    bytes: integer("bytes").notNull(),
    firstFailedAt: integer("first_failed_at").notNull(),
    createdAt: integer("created_at").notNull(),
    /** { at, status, message }: the destination's last answer, redacted. */
    lastError: text("last_error", { mode: "json" }).notNull(),
    objectKey: text("object_key").notNull(),
    /** Set while a replay of it is queued: not replayed again until that one ends. */
    replayedAt: integer("replayed_at"),
  },
  (t) => [
    index("dead_letters_destination").on(t.accountId, t.pipelineId, t.destinationId, t.createdAt),
    index("dead_letters_created").on(t.createdAt),
  ],
);
