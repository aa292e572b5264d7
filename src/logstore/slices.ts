// Slices: the log store's unit of placement. A slice is one SQLite Durable Object holding one account's lines
// of one time bucket and shard (src/durable/log-slice.ts), found by name, created by its first write and
// dropped whole. Its id, `<bucket hour>.<bucket hours>.<shard>.<generation>`, names it within the account:
// - the bucket: the batch's time (its newest line's timestamp) rounded down to the account's bucket size, an
//   hour or a day (accounts.log_bucket_hours), so a time range reads the slices of its buckets;
// - the shard: which of the account's accounts.log_shards slices of the bucket takes the batch (a hash of
//   the batch, so a sender's retry reaches the same slice and is recognised there);
// - the generation: 0, then 1, 2, ... when a slice is full (near the 10 GB a Durable Object holds) or frozen
//   (moved to R2).
import type { SliceIdentity } from "./slice-protocol";

export const HOUR_MS = 3_600_000;

export interface Layout {
  /** Hours per bucket: 1 or 24. */
  bucketHours: number;
  /** Slices per bucket. */
  shards: number;
}

/**
 * An account's layout over time: the current one, and for batches whose lines are older than when it took
 * over (`since`), the one before it (a retry of a batch sent before the change reaches the same slice).
 */
export interface LayoutPlan {
  current: Layout;
  previous: Layout | null;
  since: number;
}

/** The layout that places a batch of time `ts`. */
export const layoutAt = (plan: LayoutPlan | Layout, ts: number): Layout =>
  "current" in plan ? (plan.previous && ts < plan.since ? plan.previous : plan.current) : plan;

export interface SliceParts {
  bucketStart: number;
  bucketHours: number;
  shard: number;
  gen: number;
}

export const sliceIdOf = (p: SliceParts) => `${p.bucketStart / HOUR_MS}.${p.bucketHours}.${p.shard}.${p.gen}`;

/** The parts of a slice id, or null when it is not one. */
export function parseSliceId(id: string): SliceParts | null {
  const m = /^(\d{1,10})\.(\d{1,3})\.(\d{1,4})\.(\d{1,4})$/.exec(id);
  if (!m) return null;
  return {
    bucketStart: Number(m[1]) * HOUR_MS,
    bucketHours: Number(m[2]),
    shard: Number(m[3]),
    gen: Number(m[4]),
  };
}

/** The order of slices in ties between lines of the same timestamp: bucket, size, shard, generation. */
export function compareSliceIds(a: string, b: string): number {
  if (a === b) return 0;
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < 4; i++) if (pa[i] !== pb[i]) return pa[i] < pb[i] ? -1 : 1;
  return 0;
}

/** The Durable Object name of an account's slice. */
export const objectName = (accountId: string, slice: string) => `${accountId}:${slice}`;

export function identityOf(accountId: string, parts: SliceParts): SliceIdentity {
  return { accountId, slice: sliceIdOf(parts), ...parts };
}

/** The slice of `layout` for a batch whose time is `ts` and whose hash is `hash`, in generation `gen`. */
export function sliceFor(layout: Layout, ts: number, hash: number, gen: number): SliceParts {
  const bucketMs = layout.bucketHours * HOUR_MS;
  return {
    bucketStart: Math.floor(ts / bucketMs) * bucketMs,
    bucketHours: layout.bucketHours,
    shard: hash % Math.max(1, layout.shards),
    gen,
  };
}

/** A line's `_id`: its slice, chunk and index, unique in the account. */
export const lineId = (slice: string, chunk: number, idx: number) => `${slice}.${chunk}.${idx}`;

/** The slice, chunk and index a line's `_id` names; null when it is not one. */
export function parseLineId(id: string): { slice: string; chunk: number; idx: number } | null {
  const m = /^(\d+\.\d+\.\d+\.\d+)\.(\d{1,9})\.(\d{1,9})$/.exec(id);
  if (!m || !parseSliceId(m[1])) return null;
  return { slice: m[1], chunk: Number(m[2]), idx: Number(m[3]) };
}
