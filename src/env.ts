import type { Db } from "./db/client";

export interface Bindings {
  DB: D1Database;
  INGESTION_STATE: DurableObjectNamespace<import("./durable/ingestion-state").IngestionStateObject>;
  THROTTLE: DurableObjectNamespace<import("./durable/throttle").ThrottleObject>;
  NODE_STATE: DurableObjectNamespace<import("./durable/node-state").NodeStateObject>;
  PULL_SOURCE: DurableObjectNamespace<import("./durable/pull-source").PullSourceObject>;
  PIPELINE_ALERT: DurableObjectNamespace<import("./durable/pipeline-alert").PipelineAlertObject>;
  TRACE_BUFFER: DurableObjectNamespace<import("./durable/trace-buffer").TraceBufferObject>;
  /** The log store's slices: one object per account, time bucket and shard (src/logstore/slices.ts). */
  LOG_SLICE: DurableObjectNamespace<import("./durable/log-slice").LogSliceObject>;
  /** Database size (bytes) above which a slice takes no new batch (default 8 GiB; tests set less). */
  LOG_SLICE_MAX_BYTES?: string;
  /**
   * Bytes of needle group filters a slice sends to D1 at most (default 8 MiB); past it, its needle object in R2
   * (docs/needle-summaries.md). A benchmark sets less to measure that path at a size it can send.
   */
  LOG_NEEDLE_D1_BYTES?: string;
  /** Multipart part size of cold objects (default 8 MiB; the tests set 5 MiB, R2's least, to freeze several parts quickly). */
  LOG_COLD_PART_BYTES?: string;
  /** Parts a step of a slice's move to R2 uploads (default 2; the tests set 1, so that moves take several steps). */
  LOG_COLD_PARTS_PER_STEP?: string;
  /** Chunks per directory page of a cold object (default 1,024; the tests set a few, so that slices have many). */
  LOG_COLD_PAGE_ENTRIES?: string;
  /** Live tail: one object per account holds its tail connections (src/durable/live-tail.ts). */
  LIVE_TAIL: DurableObjectNamespace<import("./durable/live-tail").LiveTailObject>;
  /** Pipeline tap: one object per pipeline holds its open taps (src/durable/pipeline-tap.ts). */
  PIPELINE_TAP: DurableObjectNamespace<import("./durable/pipeline-tap").PipelineTapObject>;
  EXPORTS: R2Bucket;
  /** The log store's cold tier: one object per slice moved out of its Durable Object (src/logstore/cold.ts). */
  LOG_COLD: R2Bucket;
  /** Daily archives of stored lines (compressed JSONL), one object per account and day. */
  ARCHIVES: R2Bucket;
  /** A destination's delivered batches and delivery status (src/durable/delivery-ledger.ts). */
  DELIVERY_LEDGER: DurableObjectNamespace<import("./durable/delivery-ledger").DeliveryLedgerObject>;
  /** Batches too large for a queue message, and dead letters (src/delivery/queue.ts). */
  DELIVERIES: R2Bucket;
  DELIVERY_QUEUE: Queue<import("./delivery/queue").DeliveryMessage>;
  /** The slow lane: batches of destinations slower than their time in an invocation (src/delivery/consumer.ts). */
  DELIVERY_SLOW_QUEUE: Queue<import("./delivery/queue").DeliveryMessage>;
  /** "inline": live runs deliver to every destination in the request, as before the queue (bench baseline). */
  DELIVERY_MODE?: string;
  /** Failed deliveries retried at once before the backoff starts (default 0; the tests set a few). */
  DELIVERY_QUICK_RETRIES?: string;
  EXPORT_QUEUE: Queue<import("./logstore/export-jobs").ExportJobMessage>;
  NOTIFY_QUEUE: Queue<import("./notify/queue").NotificationMessage>;
  /** Days whose needle periods are due a build, a message each (src/jobs/needle-periods.ts). */
  NEEDLE_QUEUE: Queue<import("./logstore/needles").PeriodDay>;
  /** Per-key request budgets (src/http/rate-limit.ts); absent means unlimited. */
  MANAGEMENT_RATE_LIMIT?: RateLimit;
  INGESTION_RATE_LIMIT?: RateLimit;
  /** "off" turns the rate limits off (as `npm run bench` serves the Worker). */
  RATE_LIMITS?: string;
  MAX_BODY_BYTES?: string;
  INGEST_MAX_BODY_BYTES?: string;
  EMAIL_DRIVER?: string;
  EMAIL_FROM?: string;
  EMAIL_PROVIDER_URL?: string;
  EMAIL_PROVIDER_KEY?: string;
  /** "off": streaming (`/v1/config/stream`) connects to Kafka without TLS (a local broker). */
  STREAM_KAFKA_TLS?: string;
  /** "on" in the test runtime: answers of 500 are noted for the suite's check (src/http/server-errors.ts). */
  RECORD_SERVER_ERRORS?: string;
  /**
   * The operator token of /admin/* (create accounts and enterprises): `wrangler secret put ADMIN_TOKEN`.
   * Unset, those endpoints answer 404.
   */
  ADMIN_TOKEN?: string;
  /** AES-256 key (base64) sealing stored credentials: `wrangler secret put SECRETS_KEY`. */
  SECRETS_KEY?: string;
  /** Keys rotated out (comma-separated), still opening what they sealed until the re-seal pass ends. */
  SECRETS_KEYS_PREVIOUS?: string;
}

/** The authenticated caller, resolved from its key by the auth middleware. */
export interface Caller {
  accountId: string;
  keyId: string;
  keyType: "service" | "ingestion";
  account: AccountRow;
  /** The role the key acts with: its member's role, or "owner" for an account key (no member). */
  role: "owner" | "admin" | "member" | "readonly";
  /** The member the key belongs to, if any. */
  memberId: string | null;
  /**
   * Queries of the log-analysis language from the member's groups: a line is visible when it matches any
   * of them. null: no restriction (no member, or a member in no group with scopes).
   */
  accessScopes: string[] | null;
  /** Set when an enterprise key acts on this account by delegation (`x-delegate-account-id`). */
  enterpriseId?: string;
}

export interface AccountRow {
  id: string;
  name: string;
  plan: string;
  retentionDays: number;
  coldAfterDays: number;
  /** The log store's layout (src/logstore/slices.ts), kept by its job. */
  logBucketHours: number;
  logShards: number;
  logLayoutPrevious: { bucketHours: number; shards: number } | null;
  logLayoutSince: number;
  exportLineLimit: number;
  corsOrigins: string[];
  betaFeatures: string[];
  ingestionSuspended: boolean;
  enterpriseId: string | null;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    requestId: string;
    db: Db;
    caller: Caller;
  };
}
