import type { Db } from "./db/client";

export interface Bindings {
  DB: D1Database;
  INGESTION_STATE: DurableObjectNamespace<import("./durable/ingestion-state").IngestionStateObject>;
  THROTTLE: DurableObjectNamespace<import("./durable/throttle").ThrottleObject>;
  NODE_STATE: DurableObjectNamespace<import("./durable/node-state").NodeStateObject>;
  PULL_SOURCE: DurableObjectNamespace<import("./durable/pull-source").PullSourceObject>;
  EXPORTS: R2Bucket;
  EXPORT_QUEUE: Queue<import("./api/export/email-export").ExportJobMessage>;
  NOTIFY_QUEUE: Queue<import("./notify/queue").NotificationMessage>;
  MAX_BODY_BYTES?: string;
  INGEST_MAX_BODY_BYTES?: string;
  EMAIL_DRIVER?: string;
  EMAIL_FROM?: string;
  EMAIL_PROVIDER_URL?: string;
  EMAIL_PROVIDER_KEY?: string;
}

/** The authenticated caller, resolved from its key by the auth middleware. */
export interface Caller {
  accountId: string;
  keyId: string;
  keyType: "service" | "ingestion";
  account: AccountRow;
}

export interface AccountRow {
  id: string;
  name: string;
  plan: string;
  retentionDays: number;
  exportLineLimit: number;
  corsOrigins: string[];
  betaFeatures: string[];
  ingestionSuspended: boolean;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    requestId: string;
    db: Db;
    caller: Caller;
  };
}
