// The delivery ledger of one destination of one pipeline: a Durable Object named `${pipelineId}:${nodeId}`
// that the delivery queue's consumer (src/delivery/consumer.ts) asks before and tells after each delivery.
// - Batch keys: a batch is delivered by the consumer that holds its lease, and once delivered its key is kept
//   for DEDUPE_MS, so a batch queued twice (the sender retried a request whose work was queued; Queues
//   delivered a message twice) reaches the destination once. A batch being retried keeps its failures here
//   (its backoff and max_retries count from them, and the retrying events are counted from them).
// - The destination's delivery status: events delivered, retrying and dead-lettered, the last success and the
//   last error (redacted by the consumer before it is written here).
// Both are small: a row per batch key while it is remembered, one status row.
import { DurableObject } from "cloudflare:workers";

export interface DeliveryLedgerEnv {
  DELIVERY_LEDGER: DurableObjectNamespace<DeliveryLedgerObject>;
}

/**
 * How long a delivered batch's key is remembered: sender retries and queue redeliveries come within it (as
 * the log store remembers a batch's key, src/durable/log-slice.ts).
 */
export const DEDUPE_MS = 10 * 60_000;

/** What a claim answers per key: deliver it, it went already, or another consumer holds it now. */
export type Claim = "go" | "done" | "busy";

/** A claim's answer for one key, with the batch's failed attempts so far. */
export interface ClaimAnswer {
  claim: Claim;
  failures: number;
}

export interface LastError {
  at: string;
  status: number | null;
  message: string;
}

export interface DeliveryStatus {
  delivered_events: number;
  retrying_events: number;
  dead_letter_events: number;
  last_success_at: string | null;
  last_error: LastError | null;
}

export interface SettledBatch {
  key: string;
  events: number;
}

/** What a consumer reports once its attempt is over. */
export interface Settlement {
  /** Batches the destination took, or that were dead-lettered: remembered as done. */
  done: SettledBatch[];
  /** Batches that failed and come back later: one more failure each, their lease ends. */
  failed: SettledBatch[];
  /** Batches not tried after all (our own failure): their lease ends, nothing else changes. */
  release: string[];
  delivered: number;
  dead: number;
  at: number;
  /** Whether anything went out (last_success_at moves). */
  success: boolean;
  lastError: LastError | null;
  /** The destination goes through the slow lane (for SLOW_MS more), or back through the main one. */
  slow?: boolean;
}

/** How long a destination found slow goes through the slow lane before it is tried in the main one again. */
export const SLOW_MS = 5 * 60_000;

/** How long a batch being retried is remembered at most (its retry window, and a day to spare). */
const RETRYING_MEMORY_MS = 48 * 3_600_000;

type StatusRow = {
  delivered: number;
  retrying: number;
  dead: number;
  last_success_at: number | null;
  last_error: string | null;
  slow_until: number;
};

const EMPTY_STATUS: StatusRow = {
  delivered: 0,
  retrying: 0,
  dead: 0,
  last_success_at: null,
  last_error: null,
  slow_until: 0,
};

export class DeliveryLedgerObject extends DurableObject<unknown> {
  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env);
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS batches (key TEXT PRIMARY KEY, done INTEGER NOT NULL, lease_until INTEGER NOT NULL,
         failures INTEGER NOT NULL, events INTEGER NOT NULL, expires INTEGER NOT NULL) WITHOUT ROWID;
       CREATE TABLE IF NOT EXISTS status (id INTEGER PRIMARY KEY CHECK (id = 1), delivered INTEGER NOT NULL,
         retrying INTEGER NOT NULL, dead INTEGER NOT NULL, last_success_at INTEGER, last_error TEXT,
         slow_until INTEGER NOT NULL DEFAULT 0);`,
    );
  }

  /**
   * Takes a lease of `leaseMs` on each key nobody holds and that is not done; says whether the destination
   * goes through the slow lane now.
   */
  claim(keys: string[], leaseMs: number, now = Date.now()): { slow: boolean; answers: ClaimAnswer[] } {
    const sql = this.ctx.storage.sql;
    sql.exec("DELETE FROM batches WHERE expires < ?", now);
    const slow = this.read().slow_until > now;
    const answers = keys.map((key): ClaimAnswer => {
      const row = this.row(key);
      if (row?.done) return { claim: "done", failures: row.failures };
      if (row && row.lease_until >= now) return { claim: "busy", failures: row.failures };
      sql.exec(
        `INSERT INTO batches (key, done, lease_until, failures, events, expires) VALUES (?, 0, ?, 0, 0, ?)
         ON CONFLICT (key) DO UPDATE SET lease_until = excluded.lease_until`,
        key,
        now + leaseMs,
        now + RETRYING_MEMORY_MS,
      );
      return { claim: "go", failures: row?.failures ?? 0 };
    });
    return { slow, answers };
  }

  /**
   * Records an attempt's outcome. Retrying events are counted here, from each batch's own failures: a batch
   * counts from its first failure until it is done (delivered, dead-lettered, or a copy of it delivered).
   */
  settle(s: Settlement): void {
    const sql = this.ctx.storage.sql;
    this.ctx.storage.transactionSync(() => {
      let retrying = 0;
      for (const b of s.done) {
        const row = this.row(b.key);
        if (row?.done) continue;
        if (row && row.failures > 0) retrying -= row.events;
        sql.exec(
          `INSERT OR REPLACE INTO batches (key, done, lease_until, failures, events, expires) VALUES (?, 1, 0, ?, ?, ?)`,
          b.key,
          row?.failures ?? 0,
          b.events,
          s.at + DEDUPE_MS,
        );
      }
      for (const b of s.failed) {
        const row = this.row(b.key);
        if (row?.done) continue;
        if (!row || row.failures === 0) retrying += b.events;
        sql.exec(
          `INSERT OR REPLACE INTO batches (key, done, lease_until, failures, events, expires) VALUES (?, 0, 0, ?, ?, ?)`,
          b.key,
          (row?.failures ?? 0) + 1,
          b.events,
          row?.expires ?? s.at + RETRYING_MEMORY_MS,
        );
      }
      for (const key of s.release)
        sql.exec("UPDATE batches SET lease_until = 0 WHERE key = ? AND done = 0", key);
      const now = this.read();
      sql.exec(
        `INSERT OR REPLACE INTO status (id, delivered, retrying, dead, last_success_at, last_error, slow_until)
         VALUES (1, ?, ?, ?, ?, ?, ?)`,
        now.delivered + s.delivered,
        Math.max(0, now.retrying + retrying),
        now.dead + s.dead,
        s.success ? s.at : now.last_success_at,
        s.lastError ? JSON.stringify(s.lastError) : now.last_error,
        s.slow === undefined ? now.slow_until : s.slow ? s.at + SLOW_MS : 0,
      );
    });
  }

  private row(key: string) {
    return this.ctx.storage.sql
      .exec<{ done: number; lease_until: number; failures: number; events: number; expires: number }>(
        "SELECT done, lease_until, failures, events, expires FROM batches WHERE key = ?",
        key,
      )
      .toArray()[0];
  }

  /** Changes the dead-letter count alone (a replay takes batches out of the dead letters). */
  adjustDead(events: number): void {
    const now = this.read();
    this.ctx.storage.sql.exec(
      `INSERT OR REPLACE INTO status (id, delivered, retrying, dead, last_success_at, last_error, slow_until)
       VALUES (1, ?, ?, ?, ?, ?, ?)`,
      now.delivered,
      now.retrying,
      Math.max(0, now.dead + events),
      now.last_success_at,
      now.last_error,
      now.slow_until,
    );
  }

  status(): DeliveryStatus {
    const row = this.read();
    return {
      delivered_events: row.delivered,
      retrying_events: row.retrying,
      dead_letter_events: row.dead,
      last_success_at: row.last_success_at === null ? null : new Date(row.last_success_at).toISOString(),
      last_error: row.last_error === null ? null : (JSON.parse(row.last_error) as LastError),
    };
  }

  private read(): StatusRow {
    return (
      this.ctx.storage.sql
        .exec<StatusRow>(
          "SELECT delivered, retrying, dead, last_success_at, last_error, slow_until FROM status WHERE id = 1",
        )
        .toArray()[0] ?? EMPTY_STATUS
    );
  }
}

export const deliveryLedgerStub = (env: DeliveryLedgerEnv, pipelineId: string, nodeId: string) =>
  env.DELIVERY_LEDGER.get(env.DELIVERY_LEDGER.idFromName(`${pipelineId}:${nodeId}`));
