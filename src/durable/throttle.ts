// The live state of one throttle node of one pipeline: a Durable Object named `${pipelineId}:${nodeId}`,
// so different nodes and different pipelines never share buckets, and every location reaches the same
// buckets. The caller sends a whole batch in one call (`decideBatch`), never one call per event.
//
// State is kept in memory (the pure Throttle class) and written behind to the object's SQLite storage at
// most once a second (DeferredFlush), one row per bucket that changed since the last write (not the whole
// state: with 20,000 buckets a full snapshot would be megabytes). After an eviction or restart, the first
// call rebuilds the Throttle from those rows, skipping (and deleting) what has expired since. A crash loses
// at most the last second of counts, which lets a few more events through, never drops one wrongly.
// A change of threshold, window or key_field resets the state (the old counts mean nothing under the
// new rule); a change of exclude alone keeps it.
import { DurableObject } from "cloudflare:workers";
import type { ConditionVars } from "../engine/conditions";
import type { PipelineEvent } from "../engine/events";
import {
  Throttle,
  type ThrottleConfig,
  type ThrottleDecision,
  type ThrottleSnapshot,
} from "../engine/throttle";
import { DeferredFlush } from "./deferred-flush";

/** The binding this object needs (THROTTLE in wrangler.toml). */
export interface ThrottleEnv {
  THROTTLE: DurableObjectNamespace<ThrottleObject>;
}

export interface ThrottleBatchResult {
  /** One decision per event, in order: "pass", "excluded" and "fail-open" events go on; "throttled" drop. */
  decisions: ThrottleDecision[];
}

/** The parts of the config the counts depend on; exclude is not one of them. */
const stateKeyOf = (config: ThrottleConfig) =>
  JSON.stringify([config.threshold, config.window_ms, config.key_field ?? null]);

type MetaRow = { state_key: string; clock: number; fail_open: number };
type BucketRow = { key: string; entries: string };

export class ThrottleObject extends DurableObject<unknown> {
  private throttle: Throttle | null = null;
  private stateKey = "";
  private excludeJson = "";
  /** The time of the batch being decided: the Throttle's clock. */
  private at = 0;
  private readonly writer = new DeferredFlush(this.ctx.storage, () => this.persist());

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env);
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS throttle_meta (
         id INTEGER PRIMARY KEY CHECK (id = 1),
         state_key TEXT NOT NULL,
         clock REAL NOT NULL,
         fail_open INTEGER NOT NULL
       );
       CREATE TABLE IF NOT EXISTS throttle_buckets (key TEXT PRIMARY KEY, entries TEXT NOT NULL) WITHOUT ROWID;`,
    );
  }

  /**
   * Decides a batch, in order, against the node's live buckets and persists the changed buckets.
   * `now` (Unix ms) is for tests only; live callers omit it and the wall clock is used. `vars` are the
   * pipeline's state variables, for an exclude condition that reads them.
   */
  async decideBatch(
    config: ThrottleConfig,
    events: PipelineEvent[],
    now?: number,
    vars?: ConditionVars,
  ): Promise<ThrottleBatchResult> {
    this.at = typeof now === "number" && Number.isFinite(now) ? now : Date.now();
    const throttle = this.throttleFor(config);
    const decisions = new Array<ThrottleDecision>(events.length);
    for (let i = 0; i < events.length; i++) decisions[i] = throttle.decide(events[i], this.at, vars);
    await this.writer.changed();
    return { decisions };
  }

  /** The write-behind alarm: stores what changed since the last write. */
  override async alarm(): Promise<void> {
    this.writer.onAlarm();
  }

  /** The in-memory throttle for this config, restored from storage on first use after a (re)start. */
  private throttleFor(config: ThrottleConfig): Throttle {
    const stateKey = stateKeyOf(config);
    const excludeJson = JSON.stringify(config.exclude ?? null);
    const options = { now: () => this.at, trackChanges: true };
    if (this.throttle && this.stateKey === stateKey) {
      if (this.excludeJson !== excludeJson) {
        // Same counts, new exclude: write what is pending, then rebuild from a snapshot.
        this.persist();
        this.throttle = Throttle.restore(config, this.throttle.snapshot(), options);
        this.excludeJson = excludeJson;
      }
      return this.throttle;
    }
    const sql = this.ctx.storage.sql;
    const meta = sql
      .exec<MetaRow>("SELECT state_key, clock, fail_open FROM throttle_meta WHERE id = 1")
      .toArray()[0];
    let throttle: Throttle;
    if (!this.throttle && meta?.state_key === stateKey) {
      const rows = sql.exec<BucketRow>("SELECT key, entries FROM throttle_buckets").toArray();
      const snapshot: ThrottleSnapshot = {
        version: 1,
        clock: meta.clock,
        failOpen: meta.fail_open,
        buckets: rows.map((row) => [row.key, parseEntries(row.entries)]),
      };
      throttle = Throttle.restore(config, snapshot, options);
      // Rows that expired while the object slept (or were beyond the cap) are not needed any more.
      for (const row of rows)
        if (!throttle.hasBucket(row.key)) sql.exec("DELETE FROM throttle_buckets WHERE key = ?", row.key);
    } else {
      // First use, or a different threshold/window/key_field: start from empty buckets.
      sql.exec("DELETE FROM throttle_buckets");
      throttle = new Throttle(config, options);
    }
    this.throttle = throttle;
    this.stateKey = stateKey;
    this.excludeJson = excludeJson;
    return throttle;
  }

  /** Writes the buckets changed since the last write (deletes of evicted buckets first) and the clock. */
  private persist(): void {
    const throttle = this.throttle;
    if (!throttle) return;
    const sql = this.ctx.storage.sql;
    const { upserts, deletes } = throttle.drainChanges();
    for (const key of deletes) sql.exec("DELETE FROM throttle_buckets WHERE key = ?", key);
    for (const [key, entries] of upserts)
      sql.exec(
        "INSERT OR REPLACE INTO throttle_buckets (key, entries) VALUES (?, ?)",
        key,
        JSON.stringify(entries),
      );
    const clock = Number.isFinite(throttle.lastClock) ? throttle.lastClock : this.at;
    sql.exec(
      "INSERT OR REPLACE INTO throttle_meta (id, state_key, clock, fail_open) VALUES (1, ?, ?, ?)",
      this.stateKey,
      clock,
      throttle.failOpen,
    );
  }
}

/** A stored row that does not parse is an empty bucket, not a broken object. */
function parseEntries(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as number[]) : [];
  } catch {
    return [];
  }
}

/** The object of one throttle node of one pipeline. */
export const throttleStub = (env: ThrottleEnv, pipelineId: string, nodeId: string) =>
  env.THROTTLE.get(env.THROTTLE.idFromName(`${pipelineId}:${nodeId}`));
