import type { Db } from "./db/client";

export interface Bindings {
  DB: D1Database;
  MAX_BODY_BYTES?: string;
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
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    requestId: string;
    db: Db;
    caller: Caller;
  };
}
