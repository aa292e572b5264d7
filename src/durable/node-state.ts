// The live state of one sample or dedupe node of one pipeline: a Durable Object named
// `${pipelineId}:${nodeId}`, so every live request (whatever location serves it) shares one 1-in-N counter or
// one dedupe cache, and different nodes and pipelines never share. One call per batch: the Worker computes
// the dedupe keys (hashed when long) or the number of sampled events and sends only those.
//
// The sample counter is written through (one row per batch). The dedupe cache is written behind (changed keys
// at most once a second, DeferredFlush); a crash forgets at most the last second of keys, which lets a few
// duplicates through, never drops a new event. A change of the node's configuration starts from empty state.
import { DurableObject } from "cloudflare:workers";
import { KeyLru } from "../engine/node-state";
import {
  limitTagValues,
  type TagCardinalityConfig,
  type TagPairs,
} from "../engine/processors/tag-cardinality";
import { DeferredFlush } from "./deferred-flush";

export interface NodeStateEnv {
  NODE_STATE: DurableObjectNamespace<NodeStateObject>;
}

type SampleRow = { rate: number; count: number };
type DedupeMetaRow = { state_key: string; next_seq: number };

export class NodeStateObject extends DurableObject<unknown> {
  private lru: KeyLru | null = null;
  private dedupeKey = "";
  private nextSeq = 0;
  private readonly writer = new DeferredFlush(this.ctx.storage, () => this.persistDedupe());
  /** metrics-tag-cardinality-limit: the values seen per tag, for the configuration `tagStateKey`. */
  private tagValues: Map<string, Set<string>> | null = null;
  private tagStateKey = "";

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env);
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS sample_counter (
         id INTEGER PRIMARY KEY CHECK (id = 1), rate INTEGER NOT NULL, count INTEGER NOT NULL);
       CREATE TABLE IF NOT EXISTS dedupe_meta (
         id INTEGER PRIMARY KEY CHECK (id = 1), state_key TEXT NOT NULL, next_seq INTEGER NOT NULL);
       CREATE TABLE IF NOT EXISTS dedupe_keys (key TEXT PRIMARY KEY, seq INTEGER NOT NULL) WITHOUT ROWID;`,
    );
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS tag_meta (id INTEGER PRIMARY KEY CHECK (id = 1), state_key TEXT NOT NULL);
       CREATE TABLE IF NOT EXISTS tag_values (tag TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (tag, value))
         WITHOUT ROWID;
       CREATE TABLE IF NOT EXISTS request_window (
         id INTEGER PRIMARY KEY CHECK (id = 1), state_key TEXT NOT NULL, start INTEGER NOT NULL,
         used INTEGER NOT NULL);`,
    );
    // When each key was kept, for time windows (reduction rules); added after dedupe_keys existed.
    const columns = ctx.storage.sql.exec<{ name: string }>("PRAGMA table_info(dedupe_keys)").toArray();
    if (!columns.some((c) => c.name === "kept_at"))
      ctx.storage.sql.exec("ALTER TABLE dedupe_keys ADD COLUMN kept_at INTEGER NOT NULL DEFAULT 0");
  }

  /**
   * Counts `count` more sampled events and answers where the 1-in-`rate` counter stood before them.
   * A different rate restarts the count.
   */
  advanceSample(rate: number, count: number): number {
    const sql = this.ctx.storage.sql;
    const row = sql.exec<SampleRow>("SELECT rate, count FROM sample_counter WHERE id = 1").toArray()[0];
    const start = row && row.rate === rate ? row.count : 0;
    sql.exec(
      "INSERT OR REPLACE INTO sample_counter (id, rate, count) VALUES (1, ?, ?)",
      rate,
      (start + count) % rate,
    );
    return start;
  }

  /**
   * Answers per key, in order, whether it was seen among the last `capacity` distinct keys, and remembers
   * them. `stateKey` names the node's configuration: a different one starts from an empty cache. With a
   * `window`, a key is a duplicate only when it was kept less than `window.ms` before its time
   * (`window.times[i]`, ms): a sliding window per key.
   */
  async checkDedupe(
    stateKey: string,
    capacity: number,
    keys: string[],
    window?: { ms: number; times: number[] },
  ): Promise<boolean[]> {
    const lru = this.lruFor(stateKey, capacity);
    const duplicates = keys.map((k, i) =>
      window ? lru.checkWithin(k, window.times[i] ?? 0, window.ms) : lru.check(k),
    );
    await this.writer.changed();
    return duplicates;
  }

  /**
   * Takes back keys a `checkDedupe` call kept, `[key, keptAt]` as it kept them (keptAt: the key's time in
   * its window, 0 without one), when what they stood for was not stored after all (the ingestion request
   * was refused or failed after asking): otherwise the sender's retry of the same lines would be judged
   * duplicates of a copy that does not exist, and lost. Written through, not behind: a restart right after
   * must not bring the keys back. A key kept again since (another keptAt), or a configuration changed
   * since, is left alone.
   */
  forgetDedupe(stateKey: string, capacity: number, entries: [string, number][]): number {
    if (this.lru ? this.dedupeKey !== stateKey : !this.storedDedupeKeyIs(stateKey)) return 0;
    const lru = this.lruFor(stateKey, capacity);
    let forgotten = 0;
    for (const [key, keptAt] of entries) if (lru.forget(key, keptAt)) forgotten++;
    if (forgotten > 0) this.persistDedupe();
    return forgotten;
  }

  private storedDedupeKeyIs(stateKey: string): boolean {
    const meta = this.ctx.storage.sql
      .exec<DedupeMetaRow>("SELECT state_key, next_seq FROM dedupe_meta WHERE id = 1")
      .toArray()[0];
    return meta?.state_key === stateKey;
  }

  /**
   * metrics-tag-cardinality-limit: per event, the tags over the limit (see limitTagValues); the values
   * admitted are written through. `stateKey` names the configuration: a different one starts empty.
   */
  limitTags(
    stateKey: string,
    limit: number,
    action: TagCardinalityConfig["action"],
    events: TagPairs[],
  ): string[][] {
    const sql = this.ctx.storage.sql;
    if (!this.tagValues || this.tagStateKey !== stateKey) {
      const meta = sql
        .exec<{ state_key: string }>("SELECT state_key FROM tag_meta WHERE id = 1")
        .toArray()[0];
      const seen = new Map<string, Set<string>>();
      if (meta?.state_key === stateKey) {
        for (const row of sql.exec<{ tag: string; value: string }>("SELECT tag, value FROM tag_values")) {
          const values = seen.get(row.tag) ?? new Set<string>();
          values.add(row.value);
          seen.set(row.tag, values);
        }
      } else {
        sql.exec("DELETE FROM tag_values");
        sql.exec("INSERT OR REPLACE INTO tag_meta (id, state_key) VALUES (1, ?)", stateKey);
      }
      this.tagValues = seen;
      this.tagStateKey = stateKey;
    }
    const added: TagPairs = [];
    const over = limitTagValues(this.tagValues, limit, action, events, added);
    for (const [tag, value] of added)
      sql.exec("INSERT OR IGNORE INTO tag_values (tag, value) VALUES (?, ?)", tag, value);
    return over;
  }

  /**
   * A destination's rate limit: `count` requests of at most `limit` per fixed window of `windowMs` (aligned
   * on the epoch), all or none; refused, it answers when the window ends. Written through. `stateKey` names
   * the configuration: a different one starts a fresh count.
   */
  takeRequests(
    stateKey: string,
    limit: number,
    windowMs: number,
    count: number,
    now = Date.now(),
  ): { granted: boolean; retryAfterSeconds: number } {
    const sql = this.ctx.storage.sql;
    const start = Math.floor(now / windowMs) * windowMs;
    const row = sql
      .exec<{ state_key: string; start: number; used: number }>(
        "SELECT state_key, start, used FROM request_window WHERE id = 1",
      )
      .toArray()[0];
    const used = row && row.state_key === stateKey && row.start === start ? row.used : 0;
    if (used + count > limit)
      return { granted: false, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
    sql.exec(
      "INSERT OR REPLACE INTO request_window (id, state_key, start, used) VALUES (1, ?, ?, ?)",
      stateKey,
      start,
      used + count,
    );
    return { granted: true, retryAfterSeconds: 0 };
  }

  override async alarm(): Promise<void> {
    this.writer.onAlarm();
  }

  /** The in-memory cache for this configuration, restored from storage on first use after a (re)start. */
  private lruFor(stateKey: string, capacity: number): KeyLru {
    if (this.lru && this.dedupeKey === stateKey) return this.lru;
    const sql = this.ctx.storage.sql;
    const meta = sql
      .exec<DedupeMetaRow>("SELECT state_key, next_seq FROM dedupe_meta WHERE id = 1")
      .toArray()[0];
    const lru = new KeyLru(capacity, true);
    if (!this.lru && meta?.state_key === stateKey) {
      const rows = sql
        .exec<{ key: string; kept_at: number }>("SELECT key, kept_at FROM dedupe_keys ORDER BY seq")
        .toArray();
      for (const row of rows) lru.restore(row.key, row.kept_at);
      this.nextSeq = meta.next_seq;
    } else {
      sql.exec("DELETE FROM dedupe_keys");
      this.nextSeq = 0;
    }
    sql.exec(
      "INSERT OR REPLACE INTO dedupe_meta (id, state_key, next_seq) VALUES (1, ?, ?)",
      stateKey,
      this.nextSeq,
    );
    this.lru = lru;
    this.dedupeKey = stateKey;
    return lru;
  }

  /** Writes the keys touched since the last write, in recency order, and deletes the evicted ones. */
  private persistDedupe(): void {
    const lru = this.lru;
    if (!lru?.dirty) return;
    const sql = this.ctx.storage.sql;
    const { touched, evicted } = lru.drainChanges();
    for (const key of evicted) sql.exec("DELETE FROM dedupe_keys WHERE key = ?", key);
    for (const key of touched)
      sql.exec(
        "INSERT OR REPLACE INTO dedupe_keys (key, seq, kept_at) VALUES (?, ?, ?)",
        key,
        this.nextSeq++,
        lru.keptAt(key),
      );
    sql.exec("UPDATE dedupe_meta SET next_seq = ? WHERE id = 1", this.nextSeq);
  }
}

/** The object of one sample or dedupe node of one pipeline. */
export const nodeStateStub = (env: NodeStateEnv, pipelineId: string, nodeId: string) =>
  env.NODE_STATE.get(env.NODE_STATE.idFromName(`${pipelineId}:${nodeId}`));
