// The log store's catalog in D1 (log_slices): which slices an account has, the time range, lines and size of
// each. Every read plans from it (src/logstore/plan.ts); a slice writes its own row off its writes' path, at
// most once a minute under load (src/durable/log-slice.ts), in the same D1 transaction as the usage counters
// and reduction savings of the batches it stored since its last flush, guarded by the row's applied_seq so
// that a batch's counters are applied exactly once.
import { and, asc, eq, gte, lte, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { union } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import { logSlices, reductionSavings, usageDaily } from "../db/schema";
import { chunkJson } from "../lib/json-chunks";
import type { IndexTerm } from "../search/compile";
import { gramHash } from "./bloom";
import { type Narrowing, unsummarized } from "./needles";
import type { SavingsDelta, SliceIdentity, UsageDelta } from "./slice-protocol";

export type SliceRow = typeof logSlices.$inferSelect;

/** What a slice reports of itself. */
export interface SliceStats {
  firstTs: number | null;
  lastTs: number | null;
  lines: number;
  bytes: number;
  storedBytes: number;
  chunks: number;
  rowsWritten: number;
}

/** A catalog row as a reader needs it. */
export type PlannedSlice = Pick<
  SliceRow,
  "slice" | "firstTs" | "lastTs" | "chunks" | "state" | "coldKey" | "updatedAt"
>;

const planned = {
  slice: logSlices.slice,
  firstTs: logSlices.firstTs,
  lastTs: logSlices.lastTs,
  chunks: logSlices.chunks,
  state: logSlices.state,
  coldKey: logSlices.coldKey,
  updatedAt: logSlices.updatedAt,
};

/**
 * The account's slices that may hold lines of [from, to] (those holding any line) and, when `index` is given,
 * a chunk it names: a sealed slice whose trigram filter rules the terms out is left out here, in D1, and never
 * called. Rows written at or after `openSince` come whatever they say (their slices may hold more: plan.ts).
 */
export async function slicesInRange(
  db: Db,
  accountId: string,
  from: number,
  to: number,
  index: IndexTerm | null = null,
  openSince = Number.MAX_SAFE_INTEGER,
): Promise<PlannedSlice[]> {
  const { account, trigrams, isOpen } = planTerms(accountId, index, openSince);
  return db
    .select(planned)
    .from(logSlices)
    .where(and(account, or(and(lte(logSlices.firstTs, to), gte(logSlices.lastTs, from), trigrams), isOpen)))
    .orderBy(asc(logSlices.slice))
    .all();
}

/** The account's catalog row of one slice, if it has one (a slice written in the last minute may not yet). */
export function plannedSliceOf(db: Db, accountId: string, slice: string): Promise<PlannedSlice | undefined> {
  return db
    .select(planned)
    .from(logSlices)
    .where(and(eq(logSlices.accountId, accountId), eq(logSlices.slice, slice)))
    .get();
}

function planTerms(accountId: string, index: IndexTerm | null, openSince: number) {
  return {
    account: eq(logSlices.accountId, accountId),
    trigrams: index ? sql`(${logSlices.bloom} IS NULL OR ${filterHolds(index)})` : undefined,
    isOpen: and(gte(logSlices.updatedAt, openSince), eq(logSlices.state, "hot")),
  };
}

/**
 * The rows of a plan narrowed by needle summaries (src/logstore/plan.ts), in one statement of four parts, each
 * read by its own index so that the range's other rows are never read: the candidates (primary key), the rows
 * no period speaks for (log_slices_unsummarized), the rows of builds the plan did not read
 * (log_slices_summary_build), the open rows. Exported to test its query plan.
 */
export function narrowedSlices(
  db: Db,
  accountId: string,
  from: number,
  to: number,
  index: IndexTerm | null,
  openSince: number,
  narrow: Narrowing,
) {
  const { account, trigrams, isOpen } = planTerms(accountId, index, openSince);
  // The trigram test is in three parts: up to ~20 KB each (MAX_BIT_TESTS) of D1's 100 KB a statement (a test
  // checks a long term's statement). No ORDER BY, which would make SQLite walk the primary key of the
  // account's every row to merge the parts in order. The range is tested with a unary + where another index
  // must lead (SQLite's way to keep a term from choosing an index).
  const inRange = sql`+${logSlices.firstTs} <= ${to} AND +${logSlices.lastTs} >= ${from}`;
  const part = (where: SQL | undefined) => db.select(planned).from(logSlices).where(where);
  return union(
    part(and(account, narrow.candidates, inRange, trigrams)),
    part(and(account, lte(logSlices.firstTs, to), gte(logSlices.lastTs, from), unsummarized, trigrams)),
    part(and(account, narrow.rebuilt, inRange, trigrams)),
    part(and(account, isOpen)),
  );
}

/** Whether one of the filter's bits is set, in SQL: the byte as hex, read as a number, shifted. */
function bitSet(hash: number): SQL {
  const position = sql`(${sql.raw(String(hash))} % ${logSlices.bloomBits})`;
  const hex = sql`hex(substr(${logSlices.bloom}, ${position} / 8 + 1, 1))`;
  const digit = (i: number) => sql`(instr('0123456789ABCDEF', substr(${hex}, ${sql.raw(String(i))}, 1)) - 1)`;
  return sql`(((${digit(1)} * 16 + ${digit(2)}) >> (${position} % 8)) & 1) = 1`;
}

/**
 * Bit tests a plan's statement carries at most (each is ~0.3 KB of SQL; D1 refuses statements of 100 KB). The
 * filter only rules slices out, so a term past the budget counts as present: never a missed line.
 */
const MAX_BIT_TESTS = 64;

/** The SQL form of src/logstore/bloom.ts bloomMayHold over the catalog row's filter. */
function filterHolds(term: IndexTerm, budget = { left: MAX_BIT_TESTS }): SQL {
  if ("all" in term) {
    const bits: SQL[] = [];
    for (const gram of term.all) {
      const hash = gramHash(gram);
      if (hash === null || budget.left <= 0) continue;
      budget.left--;
      bits.push(bitSet(hash));
    }
    return bits.length > 0 ? sql`(${sql.join(bits, sql` AND `)})` : sql`1`;
  }
  const parts = ("and" in term ? term.and : term.or).map((t) => filterHolds(t, budget));
  return sql`(${sql.join(parts, "and" in term ? sql` AND ` : sql` OR `)})`;
}

/** The slice's trigram filter, written unless the row counts other lines than the filter was made of. */
export function sealStatement(db: Db, id: SliceIdentity, bloom: Uint8Array, lines: number) {
  return db
    .update(logSlices)
    .set({ bloom: Buffer.from(bloom), bloomBits: bloom.byteLength * 8 })
    .where(
      and(
        eq(logSlices.accountId, id.accountId),
        eq(logSlices.slice, id.slice),
        eq(logSlices.lines, lines),
        eq(logSlices.state, "hot"),
      ),
    );
}

/** The account's slices written at or after `since` (the slice's clock), holding lines or not. */
export function slicesWrittenSince(db: Db, accountId: string, since: number): Promise<PlannedSlice[]> {
  return db
    .select(planned)
    .from(logSlices)
    .where(and(eq(logSlices.accountId, accountId), gte(logSlices.updatedAt, since)))
    .orderBy(asc(logSlices.slice))
    .all();
}

/** The account's catalog summed over its slices: what the store holds for it and what keeping it cost. */
export interface CatalogFigures {
  slices: number;
  chunks: number;
  lines: number;
  /** Line text and meta, as ingestion counts them. */
  bytes: number;
  storedBytes: number;
  rowsWritten: number;
  /** Catalog writes (flushes) the slices made. */
  flushes: number;
  /** The fewest and most lines a slice holds. */
  fewestLines: number;
  mostLines: number;
  /** Slices holding lines whose trigram filter the catalog does not have (not quiet yet, or never sealed). */
  unfiltered: number;
  /** The first and last catalog write of any slice (the slices' clocks), or null with none. */
  firstUpdate: number | null;
  lastUpdate: number | null;
}

export async function catalogFigures(db: Db, accountId: string): Promise<CatalogFigures> {
  const row = await db
    .select({
      slices: sql<number>`count(*)`.mapWith(Number),
      chunks: sql<number>`coalesce(sum(${logSlices.chunks}), 0)`.mapWith(Number),
      lines: sql<number>`coalesce(sum(${logSlices.lines}), 0)`.mapWith(Number),
      bytes: sql<number>`coalesce(sum(${logSlices.bytes}), 0)`.mapWith(Number),
      storedBytes: sql<number>`coalesce(sum(${logSlices.storedBytes}), 0)`.mapWith(Number),
      rowsWritten: sql<number>`coalesce(sum(${logSlices.rowsWritten}), 0)`.mapWith(Number),
      flushes: sql<number>`coalesce(sum(${logSlices.flushes}), 0)`.mapWith(Number),
      fewestLines: sql<number>`coalesce(min(${logSlices.lines}), 0)`.mapWith(Number),
      mostLines: sql<number>`coalesce(max(${logSlices.lines}), 0)`.mapWith(Number),
      unfiltered:
        sql<number>`count(*) FILTER (WHERE ${logSlices.lines} > 0 AND ${logSlices.bloom} IS NULL)`.mapWith(
          Number,
        ),
      firstUpdate: sql<number | null>`min(${logSlices.updatedAt})`,
      lastUpdate: sql<number | null>`max(${logSlices.updatedAt})`,
    })
    .from(logSlices)
    .where(eq(logSlices.accountId, accountId))
    .get();
  return (
    row ?? {
      slices: 0,
      chunks: 0,
      lines: 0,
      bytes: 0,
      storedBytes: 0,
      rowsWritten: 0,
      flushes: 0,
      fewestLines: 0,
      mostLines: 0,
      unfiltered: 0,
      firstUpdate: null,
      lastUpdate: null,
    }
  );
}

/** The batch sequence number up to which D1 holds the slice's counters (0: none yet). */
export async function appliedSeqOf(
  db: Db,
  id: SliceIdentity,
): Promise<{ applied: number; rowsWritten: number }> {
  const row = await db
    .select({ applied: logSlices.appliedSeq, rowsWritten: logSlices.rowsWritten })
    .from(logSlices)
    .where(and(eq(logSlices.accountId, id.accountId), eq(logSlices.slice, id.slice)))
    .get();
  return row ?? { applied: 0, rowsWritten: 0 };
}

/** A slice moved to R2: read from there from now on. */
export function markCold(db: Db, id: SliceIdentity, coldKey: string, bytes: number) {
  return db
    .update(logSlices)
    .set({ state: "cold", coldKey, storedBytes: bytes })
    .where(and(eq(logSlices.accountId, id.accountId), eq(logSlices.slice, id.slice)));
}

export function deleteSliceRow(db: Db, id: Pick<SliceIdentity, "accountId" | "slice">) {
  return db
    .delete(logSlices)
    .where(and(eq(logSlices.accountId, id.accountId), eq(logSlices.slice, id.slice)));
}

/**
 * One D1 transaction: the counters of the slice's batches (fromSeq, toSeq], then its catalog row. Every
 * statement holds only while the row's applied_seq is still fromSeq: a repeated write (its answer was lost)
 * changes nothing, and the catalog row's own change count says whether this one was applied.
 */
export function flushStatements(
  db: Db,
  f: {
    identity: SliceIdentity;
    stats: SliceStats;
    usage: UsageDelta[];
    savings: SavingsDelta[];
    fromSeq: number;
    toSeq: number;
    now: number;
  },
): [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] {
  const { identity: id, stats } = f;
  const applied = sql`coalesce((SELECT applied_seq FROM log_slices WHERE account_id = ${id.accountId} AND slice = ${id.slice}), 0) = ${f.fromSeq}`;
  const usage = chunkJson(f.usage.map((u) => JSON.stringify(u))).map((chunk) =>
    db
      .insert(usageDaily)
      // The WHERE also keeps SQLite from reading ON CONFLICT as part of the SELECT's join.
      .select(
        sql`SELECT ${id.accountId}, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5
          FROM json_each(${chunk}) WHERE ${applied}`,
      )
      .onConflictDoUpdate({
        target: [usageDaily.accountId, usageDaily.dimension, usageDaily.day, usageDaily.name],
        set: {
          lines: sql`${usageDaily.lines} + excluded.lines`,
          storedLines: sql`${usageDaily.storedLines} + excluded.stored_lines`,
          bytes: sql`${usageDaily.bytes} + excluded.bytes`,
        },
      }),
  );
  // A rule deleted since the batch was reduced is skipped rather than failing the write.
  const savings = chunkJson(f.savings.map((s) => JSON.stringify(s))).map((chunk) =>
    db
      .insert(reductionSavings)
      .select(
        sql`SELECT value ->> 0, value ->> 1, ${id.accountId}, value ->> 2, value ->> 3 FROM json_each(${chunk})
          WHERE ${applied} AND EXISTS (SELECT 1 FROM reduction_rules r
            WHERE r.id = value ->> 0 AND r.account_id = ${id.accountId})`,
      )
      .onConflictDoUpdate({
        target: [reductionSavings.ruleId, reductionSavings.day],
        set: {
          lines: sql`${reductionSavings.lines} + excluded.lines`,
          bytes: sql`${reductionSavings.bytes} + excluded.bytes`,
        },
      }),
  );
  const values = {
    accountId: id.accountId,
    slice: id.slice,
    bucketStart: id.bucketStart,
    bucketHours: id.bucketHours,
    shard: id.shard,
    gen: id.gen,
    ...stats,
    appliedSeq: f.toSeq,
    updatedAt: f.now,
  };
  const row = db
    .insert(logSlices)
    .values(values)
    .onConflictDoUpdate({
      target: [logSlices.accountId, logSlices.slice],
      set: {
        firstTs: values.firstTs,
        lastTs: values.lastTs,
        lines: values.lines,
        bytes: values.bytes,
        storedBytes: values.storedBytes,
        chunks: values.chunks,
        rowsWritten: values.rowsWritten,
        appliedSeq: values.appliedSeq,
        updatedAt: values.updatedAt,
        flushes: sql`${logSlices.flushes} + 1`,
        // New lines: the trigram filter no longer covers the slice.
        bloom: sql`CASE WHEN ${logSlices.lines} = ${values.lines} THEN ${logSlices.bloom} END`,
        bloomBits: sql`CASE WHEN ${logSlices.lines} = ${values.lines} THEN ${logSlices.bloomBits} END`,
      },
      setWhere: sql`${logSlices.appliedSeq} = ${f.fromSeq}`,
    });
  return [...usage, ...savings, row] as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];
}
