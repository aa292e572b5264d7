// The throttle processor (API-CONTRACT section 5, SPEC "Throttle processor"): per bucket, a sliding-window
// LOG of the timestamps of accepted events. On each event, entries whose age is >= window_ms leave the log;
// the event is accepted (and recorded) if fewer than `threshold` entries remain, else discarded. This is
// not a token bucket: an accepted event counts for exactly window_ms after it was accepted.
//
// - Exclude is checked first: a matching event bypasses the limiter entirely (never counted, never dropped).
// - The bucket key is the rendered `key_field`: strings as they are, numbers and booleans stringified,
//   objects and arrays as JSON. A blank string (empty or only whitespace), a missing or null field, or no
//   `key_field` at all put the event in the one shared default bucket.
// - At most `maxBuckets` (20,000) keyed buckets are live at once. Buckets whose log is empty (every entry
//   expired) are evicted to make room; an event with a NEW key while the cap is still full passes
//   unthrottled ("fail-open") and is counted in `failOpen`. The default bucket always exists and is not
//   part of the cap.
//
// One pure class with an injectable clock, used in three places: the live Durable Object
// (src/durable/throttle.ts), the in-process processor below (wall clock), and simulation (each event's own
// timestamp as the clock). The clock is treated as monotonic: a reading earlier than one already seen
// (a clock step back, an out-of-order event timestamp) counts as the latest time seen, which keeps every
// log sorted so that expiry only ever looks at its head.
//
// Hot path: no allocation per decision for string keys. Each log is a ring buffer of (time, count) pairs in
// one array of doubles (a plain array, not a Float64Array: a small typed array adds a pointer hop to an
// off-heap store, which made the bucket step twice as slow over 10,000 keys); consecutive accepts at the same millisecond share one pair (in workerd the clock does
// not advance while a batch is processed, so a batch adds at most one pair per bucket), which also keeps
// snapshots small.
import { z } from "zod";
import { type ConditionGroup, type ConditionVars, conditionSchema } from "./conditions";
import { matchesCondition } from "./evaluate-condition";
import { type PipelineEvent, pathKeys } from "./events";
import { fieldPath } from "./fields";
import { defineProcessor } from "./kinds/define";
import { DEFAULT_OUTPUT, type Drop, type Processor, type ProcessorResult } from "./processors/types";

const throttleConfig = z.strictObject({
  threshold: z.number().int().min(1).max(1_000_000_000).describe("Limit: events allowed per window"),
  window_ms: z
    .number()
    .int()
    .min(1)
    .max(31 * 86_400_000)
    .describe("Window length in milliseconds"),
  key_field: fieldPath.optional().describe("Key Field: groups events into buckets"),
  exclude: conditionSchema.optional().describe("Exclude: matching events are never throttled"),
});

/** The throttle kind's `user_config`. */
export type ThrottleConfig = z.output<typeof throttleConfig>;

/**
 * No `create`: a live run keeps the throttle's state in its Durable Object (src/live/run.ts, ThrottleObject),
 * a simulation in a throw-away instance (throttleSimulationProcessor).
 */
export const throttleKind = defineProcessor({
  type: "throttle",
  title: "Throttle",
  description: "Passes at most `threshold` events per window per bucket (beta)",
  beta: true,
  config: throttleConfig,
});

export type ThrottleDecision = "pass" | "excluded" | "throttled" | "fail-open";

export interface ThrottleOptions {
  /** The clock (Unix ms) used when a decision is not given an explicit time. Default Date.now. */
  now?: () => number;
  /** Most keyed buckets live at once; default 20,000 (API-CONTRACT section 5). */
  maxBuckets?: number;
  /** Record which buckets changed so a persistent owner can write only those (see drainChanges). */
  trackChanges?: boolean;
}

/**
 * The persisted state: only entries still inside the window. A bucket is `[key, [t0, c0, t1, c1, ...]]`:
 * `c` accepted events at Unix ms `t`, oldest first; key "" is the default bucket (a rendered key is never
 * blank, blank keys go to the default bucket).
 */
export interface ThrottleSnapshot {
  version: 1;
  /** The latest clock reading seen (keeps the clock monotonic across a restore). */
  clock: number;
  failOpen: number;
  buckets: [key: string, entries: number[]][];
}

/** The buckets changed since the last drain: write `upserts`, delete `deletes` (deletes first). */
export interface ThrottleChanges {
  upserts: [key: string, entries: number[]][];
  deletes: string[];
}

export const DEFAULT_MAX_BUCKETS = 20_000;
/** The key of the default bucket in snapshots and change sets. */
export const DEFAULT_BUCKET_KEY = "";

const INITIAL_PAIRS = 16;

/** A dense array of `length` doubles (filled with a non-integer so its elements start out as doubles). */
function doubles(length: number): number[] {
  return new Array<number>(length).fill(0.5);
}

class Bucket {
  /** Ring of (time, count) pairs: buf[2i] = Unix ms, buf[2i+1] = events accepted at that ms. */
  buf: number[];
  cap: number;
  head = 0;
  size = 0;
  /** Sum of the counts in the ring: the events accepted within the window. */
  total = 0;
  dirty = false;
  evicted = false;

  constructor(
    readonly key: string,
    threshold: number,
  ) {
    this.cap = Math.min(threshold, INITIAL_PAIRS);
    this.buf = doubles(this.cap * 2);
  }

  /** Unix ms of the newest entry (the bucket must not be empty). */
  newest(): number {
    const i = this.head + this.size - 1;
    return this.buf[(i >= this.cap ? i - this.cap : i) * 2];
  }

  /**
   * The hot path in one pass over locals: drops entries whose age is >= windowMs, then accepts and records
   * one event at `now` if fewer than `threshold` remain. `now` is never earlier than the newest entry.
   */
  admit(now: number, windowMs: number, threshold: number): boolean {
    const buf = this.buf;
    const cap = this.cap;
    let head = this.head;
    let size = this.size;
    let total = this.total;
    while (size > 0 && now - buf[head * 2] >= windowMs) {
      total -= buf[head * 2 + 1];
      head = head + 1 === cap ? 0 : head + 1;
      size--;
    }
    if (total >= threshold) {
      this.head = head;
      this.size = size;
      this.total = total;
      return false;
    }
    this.total = total + 1;
    if (size > 0) {
      const t = head + size - 1;
      const tail = t >= cap ? t - cap : t;
      if (buf[tail * 2] === now) {
        buf[tail * 2 + 1]++;
        this.head = head;
        this.size = size;
        return true;
      }
    }
    this.head = head;
    this.size = size;
    if (size === cap) this.grow(threshold);
    const i = this.head + size;
    const slot = i >= this.cap ? i - this.cap : i;
    this.buf[slot * 2] = now;
    this.buf[slot * 2 + 1] = 1;
    this.size = size + 1;
    return true;
  }

  /** Drops entries whose age is >= windowMs. */
  expire(now: number, windowMs: number): void {
    const buf = this.buf;
    let head = this.head;
    let size = this.size;
    let total = this.total;
    while (size > 0 && now - buf[head * 2] >= windowMs) {
      total -= buf[head * 2 + 1];
      head = head + 1 === this.cap ? 0 : head + 1;
      size--;
    }
    this.head = size === 0 ? 0 : head;
    this.size = size;
    this.total = total;
  }

  /** Records `count` events at `now`, which is never earlier than the newest entry. */
  record(now: number, count: number, threshold: number): void {
    if (this.size > 0) {
      const t = this.head + this.size - 1;
      const tail = t >= this.cap ? t - this.cap : t;
      if (this.buf[tail * 2] === now) {
        this.buf[tail * 2 + 1] += count;
        this.total += count;
        return;
      }
    }
    if (this.size === this.cap) this.grow(threshold);
    const i = this.head + this.size;
    const slot = i >= this.cap ? i - this.cap : i;
    this.buf[slot * 2] = now;
    this.buf[slot * 2 + 1] = count;
    this.size++;
    this.total += count;
  }

  /** Doubles the ring (never beyond `threshold` pairs: the log never holds more accepted events). */
  private grow(threshold: number): void {
    const cap = Math.max(1, Math.min(threshold, this.cap * 2));
    const buf = doubles(cap * 2);
    for (let n = 0; n < this.size; n++) {
      const i = this.head + n;
      const slot = i >= this.cap ? i - this.cap : i;
      buf[n * 2] = this.buf[slot * 2];
      buf[n * 2 + 1] = this.buf[slot * 2 + 1];
    }
    this.buf = buf;
    this.cap = cap;
    this.head = 0;
  }

  /** The entries, oldest first, flat: [t0, c0, t1, c1, ...]. */
  entries(): number[] {
    const out = new Array<number>(this.size * 2);
    for (let n = 0; n < this.size; n++) {
      const i = this.head + n;
      const slot = i >= this.cap ? i - this.cap : i;
      out[n * 2] = this.buf[slot * 2];
      out[n * 2 + 1] = this.buf[slot * 2 + 1];
    }
    return out;
  }
}

export class Throttle {
  readonly config: ThrottleConfig;
  readonly maxBuckets: number;
  /** Events that passed unthrottled because the bucket cap was full (fail-open). */
  failOpen = 0;

  private readonly threshold: number;
  private readonly windowMs: number;
  private readonly keyPath: (string | number)[] | null;
  private readonly exclude: ConditionGroup | null;
  private readonly clock: () => number;
  private lastNow = Number.NEGATIVE_INFINITY;
  private readonly buckets = new Map<string, Bucket>();
  private readonly defaultBucket: Bucket;
  /** No sweep can free a bucket before this time (the oldest newest-entry + window, at the last sweep). */
  private nextSweepAt = Number.NEGATIVE_INFINITY;
  private readonly trackChanges: boolean;
  private dirty: Bucket[] = [];
  private deleted: string[] = [];

  constructor(config: ThrottleConfig, options: ThrottleOptions = {}) {
    if (!Number.isInteger(config.threshold) || config.threshold < 1)
      throw new RangeError("throttle threshold must be an integer >= 1");
    if (!Number.isFinite(config.window_ms) || config.window_ms < 1)
      throw new RangeError("throttle window_ms must be >= 1");
    this.config = config;
    this.threshold = config.threshold;
    this.windowMs = config.window_ms;
    this.keyPath = config.key_field ? pathKeys(config.key_field) : null;
    this.exclude = config.exclude ?? null;
    this.clock = options.now ?? Date.now;
    this.maxBuckets = options.maxBuckets ?? DEFAULT_MAX_BUCKETS;
    this.trackChanges = options.trackChanges ?? false;
    this.defaultBucket = new Bucket(DEFAULT_BUCKET_KEY, this.threshold);
  }

  /** The latest clock reading seen (Unix ms; -Infinity before the first decision). */
  get lastClock(): number {
    return this.lastNow;
  }

  /** Keyed buckets currently held (the default bucket not included). */
  get bucketCount(): number {
    return this.buckets.size;
  }

  /** True when the bucket of this rendered key ("" = default) holds entries. */
  hasBucket(key: string): boolean {
    return key === DEFAULT_BUCKET_KEY ? this.defaultBucket.size > 0 : this.buckets.has(key);
  }

  /** The bucket key of an event: the rendered key_field, or "" for the default bucket. */
  keyOf(event: PipelineEvent): string {
    const path = this.keyPath;
    if (path === null) return DEFAULT_BUCKET_KEY;
    let value: unknown = event.message;
    for (let i = 0; i < path.length; i++) {
      if (typeof value !== "object" || value === null) return DEFAULT_BUCKET_KEY;
      value = (value as Record<string | number, unknown>)[path[i]];
    }
    switch (typeof value) {
      case "string": {
        if (value.length === 0) return DEFAULT_BUCKET_KEY;
        // Only a string that starts with whitespace can be blank: trim() only then.
        const c = value.charCodeAt(0);
        return (c <= 32 || c > 126) && value.trim() === "" ? DEFAULT_BUCKET_KEY : value;
      }
      case "number":
      case "boolean":
      case "bigint":
        return String(value);
      case "object":
        // null is a missing value; an object or array is keyed by its JSON.
        return value === null ? DEFAULT_BUCKET_KEY : JSON.stringify(value);
      default:
        return DEFAULT_BUCKET_KEY;
    }
  }

  /**
   * Decides one event at `at` (Unix ms; default: the clock). "excluded" and "fail-open" events pass
   * without being counted; "pass" events are recorded in their bucket's log; "throttled" ones are not.
   */
  decide(event: PipelineEvent, at?: number, vars?: ConditionVars): ThrottleDecision {
    if (this.exclude !== null && matchesCondition(this.exclude, event, vars)) return "excluded";
    const reading = at === undefined ? this.clock() : at;
    // The clock never goes back: an earlier reading counts as the latest time seen, so logs stay sorted.
    if (reading > this.lastNow) this.lastNow = reading;
    const now = this.lastNow;
    const key = this.keyOf(event);
    let bucket: Bucket | undefined;
    if (key === DEFAULT_BUCKET_KEY) bucket = this.defaultBucket;
    else {
      bucket = this.buckets.get(key);
      if (bucket === undefined) {
        if (this.buckets.size >= this.maxBuckets && !this.makeRoom(now)) {
          this.failOpen++;
          return "fail-open";
        }
        bucket = new Bucket(key, this.threshold);
        this.buckets.set(key, bucket);
      }
    }
    if (!bucket.admit(now, this.windowMs, this.threshold)) return "throttled";
    if (this.trackChanges && !bucket.dirty) {
      bucket.dirty = true;
      this.dirty.push(bucket);
    }
    return "pass";
  }

  /**
   * Decides a batch in order. `clock` gives each event's time (default: the throttle's clock, read once
   * per batch). Excluded and fail-open events pass; throttled ones are dropped with the reason.
   */
  process(
    events: PipelineEvent[],
    clock?: (event: PipelineEvent) => number,
    vars?: ConditionVars,
  ): { passed: PipelineEvent[]; dropped: Drop[] } {
    const passed: PipelineEvent[] = [];
    const dropped: Drop[] = [];
    const batchNow = clock ? 0 : this.clock();
    for (const event of events) {
      if (this.decide(event, clock ? clock(event) : batchNow, vars) === "throttled")
        dropped.push({ event, reason: this.reasonFor(event) });
      else passed.push(event);
    }
    return { passed, dropped };
  }

  /** Why an event was throttled, naming its bucket. */
  reasonFor(event: PipelineEvent): string {
    const key = this.keyOf(event);
    const bucket = key === DEFAULT_BUCKET_KEY ? "the default bucket" : `bucket ${JSON.stringify(key)}`;
    return `throttled: ${bucket} already passed ${this.threshold} event(s) in the last ${this.windowMs} ms`;
  }

  /** The state to persist: only entries still inside the window at the latest clock reading. */
  snapshot(): ThrottleSnapshot {
    const now = this.lastNow;
    const buckets: [string, number[]][] = [];
    const add = (bucket: Bucket) => {
      if (Number.isFinite(now)) bucket.expire(now, this.windowMs);
      if (bucket.size > 0) buckets.push([bucket.key, bucket.entries()]);
    };
    add(this.defaultBucket);
    for (const bucket of this.buckets.values()) add(bucket);
    return { version: 1, clock: Number.isFinite(now) ? now : 0, failOpen: this.failOpen, buckets };
  }

  /**
   * Rebuilds a throttle from a snapshot taken under the same threshold, window and key_field (the caller
   * resets the state when those change). Malformed or expired entries are skipped, never fatal.
   */
  static restore(
    config: ThrottleConfig,
    snapshot: ThrottleSnapshot | null | undefined,
    optionsOrNow: ThrottleOptions | (() => number) = {},
  ): Throttle {
    const options = typeof optionsOrNow === "function" ? { now: optionsOrNow } : optionsOrNow;
    const throttle = new Throttle(config, options);
    if (snapshot?.version !== 1 || !Array.isArray(snapshot.buckets)) return throttle;
    if (Number.isFinite(snapshot.clock)) throttle.lastNow = snapshot.clock;
    throttle.failOpen = Number.isFinite(snapshot.failOpen) ? snapshot.failOpen : 0;
    const now = throttle.tick(throttle.clock());
    for (const item of snapshot.buckets) {
      if (!Array.isArray(item) || typeof item[0] !== "string" || !Array.isArray(item[1])) continue;
      const [key, entries] = item;
      const isDefault = key === DEFAULT_BUCKET_KEY;
      if (!isDefault && throttle.buckets.size >= throttle.maxBuckets) continue;
      const bucket = isDefault ? throttle.defaultBucket : new Bucket(key, throttle.threshold);
      for (let i = 0; i + 1 < entries.length; i += 2) {
        const t = entries[i];
        // Never more than threshold entries survive: the log holds only accepted events.
        const count = Math.min(entries[i + 1], throttle.threshold - bucket.total);
        if (!Number.isFinite(t) || !(count >= 1) || now - t >= throttle.windowMs) continue;
        if (bucket.size > 0 && t < bucket.newest()) continue;
        bucket.record(t, Math.floor(count), throttle.threshold);
      }
      if (!isDefault && bucket.size > 0) throttle.buckets.set(key, bucket);
    }
    return throttle;
  }

  /**
   * The buckets that accepted events since the last drain (with their live entries) and the keys of the
   * buckets evicted since then. Only with `trackChanges`; lets an owner persist per bucket.
   */
  drainChanges(): ThrottleChanges {
    const upserts: [string, number[]][] = [];
    for (const bucket of this.dirty) {
      bucket.dirty = false;
      if (!bucket.evicted && bucket.size > 0) upserts.push([bucket.key, bucket.entries()]);
    }
    const deletes = this.deleted;
    this.dirty = [];
    this.deleted = [];
    return { upserts, deletes };
  }

  /** The clock, made monotonic. */
  private tick(reading: number): number {
    if (reading > this.lastNow) this.lastNow = reading;
    return this.lastNow;
  }

  /**
   * Evicts every keyed bucket whose log has fully expired; true when that freed room. Sweeps at most once
   * until the earliest time a bucket can expire, so a flood of new keys at the cap costs O(1) per event.
   */
  private makeRoom(now: number): boolean {
    if (now < this.nextSweepAt) return false;
    let earliest = Number.POSITIVE_INFINITY;
    for (const [key, bucket] of this.buckets) {
      const expiresAt = bucket.size === 0 ? now : bucket.newest() + this.windowMs;
      if (expiresAt <= now) {
        this.buckets.delete(key);
        bucket.evicted = true;
        if (this.trackChanges) this.deleted.push(key);
      } else if (expiresAt < earliest) earliest = expiresAt;
    }
    this.nextSweepAt = earliest;
    return this.buckets.size < this.maxBuckets;
  }
}

function throttleResult(
  throttle: Throttle,
  events: PipelineEvent[],
  at: (event: PipelineEvent) => number,
  vars: ConditionVars | undefined,
) {
  const { passed, dropped } = throttle.process(events, at, vars);
  return { outputs: new Map([[DEFAULT_OUTPUT, passed]]), dropped } satisfies ProcessorResult;
}

/**
 * The throttle as an in-process processor on the wall clock (`ctx.now()`, read once per batch). Its state
 * lives as long as the processor; live pipelines keep theirs in the ThrottleObject Durable Object instead.
 * Throttled events are dropped with the reason; excluded and fail-open events pass unchanged.
 */
export const throttleProcessor = (config: ThrottleConfig): Processor => {
  const throttle = new Throttle(config);
  return {
    process(events, ctx) {
      const now = ctx.now();
      return throttleResult(throttle, events, () => now, ctx.vars);
    },
  };
};

/**
 * The throttle for simulation: a private, throw-away state whose clock is each event's own timestamp
 * (or `ctx.now()` for an event without a valid one), so a sample replays as it happened.
 */
export const throttleSimulationProcessor = (config: Record<string, unknown>): Processor => {
  // A simulation's nodes are checked against their kind's schema before they run (src/api/simulation).
  const throttle = new Throttle(config as ThrottleConfig);
  return {
    process(events, ctx) {
      const fallback = ctx.now();
      return throttleResult(
        throttle,
        events,
        (event) =>
          typeof event.timestamp === "number" && Number.isFinite(event.timestamp)
            ? event.timestamp
            : fallback,
        ctx.vars,
      );
    },
  };
};
