// The log store's one way in: every writer (ingestion, the log-analysis destination, pipeline alerts' lines,
// the migration from D1) stores a batch here. A batch goes whole to one slice (src/logstore/slices.ts): its
// full chunks compressed here, the rest of its lines as segments for the slice's open chunk, and its usage
// counters, in one transaction of that Durable Object, so a batch is stored and counted whole or not at all,
// and a batch whose key the slice has seen is not stored again (a sender's retry after a lost answer). The
// answer waits for that transaction only: the slice applies the counters and its catalog row to D1 itself,
// later and exactly once, and readers find the slice meanwhile (src/logstore/plan.ts).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { accounts } from "../db/schema";
import { callObject } from "../durable/call";
import type { Exclusion } from "../engine/exclusions";
import type { Bindings } from "../env";
import { unavailable } from "../http/errors";
import { hash53 } from "../lib/hash53";
import { handOffToTail, isTailing, type TailEnv, tailBatch } from "../tail/hand-off";
import { recordsKey, usageOf } from "./batch-usage";
import { CHUNK_RAW_BYTES, encodeChunk, encodeSegments, groupIntoChunks } from "./chunk";
import type { LogRecord } from "./lines";
import { noteWrite } from "./plan";
import type { SavingsDelta, WriteAnswer } from "./slice-protocol";
import { identityOf, type Layout, type LayoutPlan, layoutAt, objectName, sliceFor } from "./slices";

export type LogStoreEnv = Pick<Bindings, "DB" | "LOG_SLICE" | "LOG_SLICE_MAX_BYTES" | "LOG_COLD"> & TailEnv;

/** How long a slice remembers a batch's key: a sender retrying within it does not store the batch twice. */
export const BATCH_KEY_MS = 10 * 60_000;
/** A slice takes no new batch beyond this database size (a Durable Object holds 10 GB). */
const DEFAULT_SLICE_MAX_BYTES = 8 * 1024 ** 3;
/** Generations tried for one batch before giving up (each full slice sends it to the next). */
const MAX_GENERATIONS = 64;

export interface BatchOutcome {
  stored: number;
  /** Indexes (in the request) of the lines that exclusion or reduction rules kept out of storage. */
  excluded: number[];
  /** True when the slice had stored this batch already (the answer to a retry). */
  duplicate: boolean;
}

export interface StoreOptions {
  /** The batch's identity for retries (default: a digest of its records). */
  key?: string;
  /**
   * The time that places the batch in a bucket (default: its newest line's). A retry must give the same: the
   * ingestion API gives the lines' own timestamps, before the drift of `now` shifts them.
   */
  placeTs?: number;
  keepMs?: number;
  /** Lines reduction rules kept out, counted per rule and day with the batch. */
  savings?: SavingsDelta[];
  /** False for lines whose usage D1 already counted (moved from the old store). */
  countUsage?: boolean;
}

/** The columns of an account's layout plan, to select with others. */
export const layoutColumns = {
  bucketHours: accounts.logBucketHours,
  shards: accounts.logShards,
  previous: accounts.logLayoutPrevious,
  since: accounts.logLayoutSince,
  // Live tail's lease (src/tail/lease.ts), read with the layout so that a batch learns at no extra cost
  // whether to hand its lines to the account's tail object.
  tailUntil: accounts.tailUntil,
};

export function layoutPlanOf(
  row:
    | { bucketHours: number; shards: number; previous: Layout | null; since: number; tailUntil?: number }
    | undefined,
): LayoutPlan & { tailUntil: number } {
  return {
    current: { bucketHours: row?.bucketHours ?? 24, shards: row?.shards ?? 1 },
    previous: row?.previous ?? null,
    since: row?.since ?? 0,
    tailUntil: row?.tailUntil ?? 0,
  };
}

/** The account's log layout and suspension, fresh from D1 (the cached key row may be 10 s old). */
export async function accountLogState(db: Db, accountId: string) {
  const row = await db
    .select({
      suspended: accounts.ingestionSuspended,
      ...layoutColumns,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .get();
  return { suspended: row?.suspended ?? false, layout: layoutPlanOf(row) };
}

export const logSliceStub = (env: Pick<Bindings, "LOG_SLICE">, accountId: string, slice: string) =>
  env.LOG_SLICE.get(env.LOG_SLICE.idFromName(objectName(accountId, slice)));

type SliceStub = ReturnType<typeof logSliceStub>;

/**
 * Calls a slice (once more through a reset: every slice call is a read, or a write its key makes safe to
 * repeat); a failure is a 503 for the client. The answer is typed by the caller: RPC's own typing of
 * answers holding `unknown` (a line's meta) is `unknown`.
 */
export async function callSlice<T>(
  env: Pick<Bindings, "LOG_SLICE">,
  accountId: string,
  slice: string,
  call: (stub: SliceStub) => Promise<unknown>,
  stub?: SliceStub,
): Promise<T> {
  // The first attempt may reuse a stub (a reader's calls to one slice); a retry after a reset needs a new one.
  let first = stub;
  const stubOf = () => {
    const given = first;
    first = undefined;
    return given ?? logSliceStub(env, accountId, slice);
  };
  try {
    return (await callObject(stubOf, call)) as T;
  } catch (err) {
    throw unavailable("The log store", err);
  }
}

/**
 * Per bucket and shard, as this isolate learnt them, the generations found full and when: a write starts at
 * the oldest one that filled less than BATCH_KEY_MS ago (a retry of a batch it stored must reach it: a slice
 * answers "duplicate" before "full"), or past them all. Other isolates start at 0 and walk up.
 */
const generations = new Map<string, number[]>();
function firstGeneration(place: string, now: number): number {
  const filled = generations.get(place);
  if (!filled) return 0;
  const recent = filled.findIndex((at) => now - at < BATCH_KEY_MS);
  return recent >= 0 ? recent : filled.length;
}
function learntFull(place: string, gen: number, now: number) {
  const filled = generations.get(place) ?? [];
  // Generations before this one are full too; those learnt now count from now.
  while (filled.length <= gen) filled.push(now);
  if (generations.size > 10_000) generations.clear();
  generations.set(place, filled);
}

/**
 * Stores a batch: the lines `exclusionOf` lets through, and the usage of all but the "excluded" ones. Throws
 * 503 (EUNAVAILABLE) when the slice cannot be reached; then nothing was stored, or the batch was stored
 * whole and a retry with the same key stores nothing more.
 */
export async function storeBatch(
  env: LogStoreEnv,
  accountId: string,
  layout: LayoutPlan | Layout,
  records: LogRecord[],
  exclusionOf: (record: LogRecord, index: number) => Exclusion,
  options: StoreOptions = {},
): Promise<BatchOutcome> {
  const classes = records.map((r, i) => exclusionOf(r, i));
  const excluded = classes.flatMap((c, i) => (c === null ? [] : [i]));
  const stored = records.filter((_, i) => classes[i] === null);
  const usage = options.countUsage === false ? [] : usageOf(records, classes);
  const savings = options.savings ?? [];
  if (stored.length === 0 && usage.length === 0 && savings.length === 0)
    return { stored: 0, excluded, duplicate: false };
  const key = options.key ?? (await recordsKey(records));
  // Full chunks are compressed here, off the slice's thread; the last, partial one joins the slice's open chunk.
  const groups = groupIntoChunks(stored, CHUNK_RAW_BYTES);
  const last = groups.pop();
  const chunks = groups.map(encodeChunk);
  const segments = last ? encodeSegments(last) : [];
  // The batch's bucket is its newest line's: a slice is dropped when its newest line expires.
  const ts =
    options.placeTs ?? (stored.length > 0 ? stored : records).reduce((max, r) => Math.max(max, r.ts), 0);
  const hash = hash53(key);
  const maxBytes = Number(env.LOG_SLICE_MAX_BYTES) || DEFAULT_SLICE_MAX_BYTES;
  const base = sliceFor(layoutAt(layout, ts), ts, hash, 0);
  const place = `${accountId}|${base.bucketStart}.${base.bucketHours}.${base.shard}`;
  for (let gen = firstGeneration(place, Date.now()), tries = 0; tries < MAX_GENERATIONS; gen++, tries++) {
    const identity = identityOf(accountId, { ...base, gen });
    const answer = await callSlice<WriteAnswer>(env, accountId, identity.slice, (stub) =>
      stub.write({
        identity,
        key,
        keepMs: options.keepMs ?? BATCH_KEY_MS,
        chunks,
        segments,
        usage,
        savings,
        maxBytes,
      }),
    );
    // Committed by the slice (not a retry's duplicate): live tail shows it.
    const placement = answer.placement;
    if (answer.status === "stored" && placement && isTailing(layout)) {
      handOffToTail(env, accountId, () => tailBatch(identity.slice, placement, stored));
    }
    if (answer.status !== "full") {
      // Read back at once by this isolate, whatever the catalog says yet.
      noteWrite(identity);
      return { stored: stored.length, excluded, duplicate: answer.status === "duplicate" };
    }
    learntFull(place, gen, Date.now());
  }
  throw unavailable("The log store", new Error(`no generation of ${place} takes the batch`));
}
