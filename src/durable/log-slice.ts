// A log slice: one SQLite Durable Object holding one account's lines of one time bucket and shard
// (src/logstore/slices.ts), as compressed chunks (src/logstore/chunk.ts) with a trigram index over each
// chunk's text. It is created by its first write and dropped whole (retention, or after its move to R2).
//
// Tables (raw SQL: the index is an FTS5 virtual table, which drizzle's schema cannot declare):
// - chunks: one row per sealed chunk, what a query needs to skip it (time range, apps, hosts, levels) and when
//   it was stored; indexed by its first and last timestamps, so a time range or a position reads only its
//   chunks;
// - bodies: the compressed lines, apart, so that planning a read never pages through them, with the chunk's
//   trigram Bloom filter (what its R2 object keeps in place of the index: made as the chunk is stored, so
//   that moving the slice to R2 is a copy);
// - chunk_text: the contentless trigram index (detail='none': a third of the size of full detail) naming the
//   chunks that may hold a term; every line read is then decided by the query engine, so results are exact;
// - tail: the open chunk's lines (src/logstore/open-chunk.ts) until they make a full chunk, a commit appending
//   to the newest row (an update: one row written) until it holds TAIL_ROW_BYTES: however small the batches
//   senders send, a chunk is sealed full, and a commit writes one row whatever it holds;
// - batch_log: the keys of the batches stored lately (a retry within a key's life stores nothing) and, until
//   D1 has them, their usage counters and reduction savings, a row per commit that sealed a chunk (a commit
//   that did not keeps them in its tail row);
// - batches: the same per batch, as slices wrote them before the tail existed (read, never written).
//
// Writes are committed in groups: the calls that arrive while one is waiting for the next turn of the event
// loop share one transaction (a row of `tail` for all of them). A batch is acknowledged once its transaction
// committed, without waiting for D1: the catalog row and the counters reach D1 off that path, coalesced, at
// most once a FLUSH_INTERVAL_MS under load (src/logstore/catalog.ts), guarded by the row's applied_seq so
// that each commit's counters are applied exactly once. Readers plan from the catalog and read a slice
// written within OPEN_MS whatever its row says yet (src/logstore/plan.ts). Nothing in memory matters for
// correctness: everything is read back from the tables when the object starts.
import { DurableObject } from "cloudflare:workers";
import { createDb } from "../db/client";
import type { Bindings } from "../env";
import { bytesOfHex, toArrayBuffer } from "../lib/bytes";
import { CounterSums } from "../logstore/batch-usage";
import { bloomOf, isAsciiGram, trigramBloom } from "../logstore/bloom";
import { appliedSeqOf, flushStatements, markCold, type SliceStats, sealStatement } from "../logstore/catalog";
import {
  CHUNK_RAW_BYTES,
  type ChunkCounts,
  type ChunkLine,
  type ChunkMeta,
  chunkMetaOf,
  decodeChunk,
  type EncodedChunk,
  indexedText,
  mergeMeta,
} from "../logstore/chunk";
import { coldSource } from "../logstore/cold";
import {
  type ColdTable,
  type FreezeState,
  freezeStep,
  newFreezeState,
  newNeedleObjectState,
} from "../logstore/cold-writer";
import { KeyMemory } from "../logstore/key-memory";
import { COARSE_GROUPS, type GroupsHost, NeedleGroups, WRITING_STEP_LINES } from "../logstore/needle-groups";
import {
  groupBatches,
  groupStatements,
  heldStatements,
  PERIOD_MAX_BYTES,
  sliceNeedleKey,
  sweepSliceNeedles,
} from "../logstore/needles";
import { addBatches, type BatchRecords, noBatches, OpenChunk } from "../logstore/open-chunk";
import { FLUSH_INTERVAL_MS } from "../logstore/plan";
import {
  type AggregateAnswer,
  type AggregateRequest,
  type ChangesAnswer,
  type ChangesRequest,
  type LinePlace,
  MAX_KEY,
  type SavingsDelta,
  type ScanAnswer,
  type ScanRequest,
  type SliceIdentity,
  type SliceLine,
  type UsageDelta,
  type WriteAnswer,
  type WriteRequest,
} from "../logstore/slice-protocol";
import {
  aggregateChunks,
  type ChunkInfo,
  type ChunkSource,
  changedChunks,
  inRanges,
  lineAtChunk,
  scanChunks,
} from "../logstore/slice-read";
import { needleOfCriteria } from "../logstore/summary";
import { renderMatch } from "../search/compile";

/** Decoded chunks kept in memory: a paged read opens the chunk it stopped in again; few, for memory's sake. */
const CACHE_CHUNKS = 1;
/** A slice not written for this long seals its open chunk and writes its trigram filter to the catalog. */
export const SEAL_AFTER_MS = 60_000;
/**
 * An open chunk takes no line once its first is this old: it is sealed first. So a chunk's lines were all
 * stored within this of each other, and a snapshot that counts a quiet slice's chunks by when they were
 * stored (src/logstore/reader.ts) counts an open chunk's lines the same before and after it is sealed.
 */
const OPEN_CHUNK_MAX_MS = 4 * 60_000;
/** Bytes of needle group filters one D1 batch takes at most (each filter is one bound BLOB of up to 16 KB). */
const SEND_BYTES = 2 * 1024 * 1024;
/** The largest trigram filter a slice writes (two bits per distinct trigram up to this). */
const SEAL_MAX_BYTES = 256 * 1024;
/** How long a slice moved to R2 still serves reads from its tables (readers that planned it hot). */
const EMPTY_AFTER_MS = 10 * 60_000;
/**
 * Steps of needle groups (each at most 512 chunks and 100,000 lines, src/logstore/needle-groups.ts) one step of
 * a move to R2 takes before its object is written: a few seconds of CPU at most.
 */
const FREEZE_GROUP_STEPS = 4;
/** Chunks whose missing filters a step of a move to R2 makes at most. */
const BACKFILL_PER_STEP = 500;
/** A move to R2 that failed is tried again after this, doubled per failure in a row, up to the last. */
const FREEZE_RETRY_MS = [60_000, 3_600_000];
/** The first retry of a flush D1 refused, doubled up to the last. */
const FLUSH_RETRY_MS = [5_000, 10_000, 20_000, 30_000];

type ChunkRow = {
  id: number;
  ts_min: number;
  ts_max: number;
  lines: number;
  raw_bytes: number;
  stored_at: number;
  apps: string | null;
  hosts: string | null;
  levels: string | null;
  arrivals: string | null;
  /** JSON ChunkCounts; null in chunks stored before counts were kept (a count opens those). */
  counts?: string | null;
};

const emptyStats = (): SliceStats => ({
  firstTs: null,
  lastTs: null,
  lines: 0,
  bytes: 0,
  storedBytes: 0,
  chunks: 0,
  rowsWritten: 0,
});

export interface FreezeAnswer {
  status: "frozen" | "empty";
  /** The R2 object's size. */
  bytes: number;
}

/** A tail row holds at most about this many bytes of lines before commits start a new one. */
const TAIL_ROW_BYTES = 32 * 1024;

/** What a tail row says of its lines: their chunk, figures, and when each commit's lines were appended. */
interface TailMeta {
  chunk: number;
  meta: ChunkMeta | null;
  arrivals: [idx: number, at: number][];
  /** The newest commit that wrote to the row (the row's own seq is its first's). */
  last: number;
  /** The slice's rows written, this row's write included (src/durable/log-slice.ts load). */
  rows?: number;
}

/** The last flush D1 took: when, up to which commit, and the rows counter then. */
interface FlushMark {
  at: number;
  seq: number;
  rows: number;
}

interface TailRow {
  seq: number;
  bytes: number;
  meta: TailMeta | null;
  batches: BatchRecords;
}

/** A write waiting for its group's commit. */
interface QueuedWrite {
  req: WriteRequest;
  resolve(answer: WriteAnswer): void;
  reject(err: unknown): void;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS chunks (id INTEGER PRIMARY KEY, ts_min INTEGER NOT NULL, ts_max INTEGER NOT NULL,
  lines INTEGER NOT NULL, raw_bytes INTEGER NOT NULL, stored_at INTEGER NOT NULL,
  apps TEXT, hosts TEXT, levels TEXT, arrivals TEXT, counts TEXT);
CREATE INDEX IF NOT EXISTS chunks_ts ON chunks (ts_min);
CREATE INDEX IF NOT EXISTS chunks_ts_max ON chunks (ts_max);
CREATE TABLE IF NOT EXISTS bodies (id INTEGER PRIMARY KEY, body BLOB NOT NULL, bloom BLOB);
CREATE VIRTUAL TABLE IF NOT EXISTS chunk_text USING fts5(text, content='', detail='none', columnsize=0,
  tokenize="unicode61 remove_diacritics 0 tokenchars '_'");
CREATE VIRTUAL TABLE IF NOT EXISTS chunk_vocab USING fts5vocab('chunk_text', 'row');
CREATE TABLE IF NOT EXISTS batches (seq INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, expires INTEGER NOT NULL,
  counters TEXT);
CREATE TABLE IF NOT EXISTS tail (seq INTEGER PRIMARY KEY, at INTEGER NOT NULL, text TEXT, meta TEXT,
  batches TEXT);
CREATE TABLE IF NOT EXISTS batch_log (seq INTEGER PRIMARY KEY, expires INTEGER NOT NULL, batches TEXT NOT NULL);
`;

const list = (values: string[] | null) => (values ? JSON.stringify(values) : null);
const parseList = (v: string | null) => (v === null ? null : (JSON.parse(v) as string[]));

const chunkInfoOf = (row: ChunkRow): ChunkInfo => ({
  id: row.id,
  tsMin: row.ts_min,
  tsMax: row.ts_max,
  lines: row.lines,
  rawBytes: row.raw_bytes,
  storedAt: row.stored_at,
  apps: parseList(row.apps),
  hosts: parseList(row.hosts),
  levels: parseList(row.levels),
  arrivals: row.arrivals === null ? null : (JSON.parse(row.arrivals) as [number, number][]),
  counts: row.counts ? (JSON.parse(row.counts) as ChunkCounts) : null,
});

export class LogSliceObject extends DurableObject<Bindings> {
  private identity: SliceIdentity | null = null;
  private frozen = false;
  /** The filter and summaries step in flight (sealFilter, or a step of groups while written), if any. */
  private sealing: Promise<boolean> | null = null;
  /** Emptied by retention: takes no batch, writes no catalog row (see drop). */
  private dropped = false;
  /** Set once the slice is in R2 (the cold tier): its key, and whether the tables were emptied since. */
  private coldKey: string | null = null;
  private emptied = false;
  private stats: SliceStats = emptyStats();
  /** The widest sealed chunk (ts_max - ts_min): how far before a time a chunk holding it may start. */
  private span = 0;
  private lastSeq = 0;
  private open = new OpenChunk();
  /** Batches whose keys and counters are in tail rows (they move to batch_log when those rows go). */
  private tailBatches = noBatches();
  private tailRows = 0;
  /** The newest tail row, which commits append to while it is small. */
  private tailRow: TailRow | null = null;
  /** The newest commit the tail rows hold (read at load). */
  private lastTailSeq = 0;
  private readonly keys = new KeyMemory();
  /** Whether the slice still has rows in the table slices wrote before the tail existed. */
  private legacyBatches = false;
  /** When the last line was stored, and the line count the catalog's trigram filter covers (-1: none). */
  private lastWriteAt = 0;
  private sealedLines = -1;
  /** When the alarm is set for (null: none, or not known yet with `alarmKnown` false). */
  private alarmAt: number | null = null;
  private alarmKnown = false;
  /** Whether the rows counter includes what D1 had when the object started. */
  private rowsBased = false;
  /** The sequence number up to which D1 has the counters; unknown (null) until read from D1. */
  private applied: number | null = null;
  /** Bumped by every commit; the catalog row is current when `flushedVersion` caught up with it. */
  private version = 0;
  private flushedVersion = 0;
  /** When D1 last took a flush, and the flushes refused in a row since. */
  private lastFlushAt = 0;
  private flushFailures = 0;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private readonly writes: QueuedWrite[] = [];
  /** The step of a move to R2 under way, if any. */
  private stepping: Promise<FreezeAnswer | null> | null = null;
  private committing = false;
  /** The database's size as last read for the "full" guard, and the bytes commits appended since (sizeFor). */
  private sizeRead = -1;
  private appendedSinceSize = 0;
  private readonly cache = new Map<number, ChunkLine[]>();
  /** Whether the current transaction inserted into the FTS5 index (whose own writes at commit are counted). */
  private ftsWritten = false;
  /** Bytes of needle group filters one D1 batch takes at most (a test makes it small). */
  private sendBytes = SEND_BYTES;
  /** Bytes of needle group filters the slice sends to D1 at most; past it, its needle object (a test's smaller). */
  private d1SummaryBytes = Number(this.env.LOG_NEEDLE_D1_BYTES) || PERIOD_MAX_BYTES;
  /** The needle summaries of the chunks, a step at each flush and once quiet (src/logstore/needle-groups.ts). */
  private readonly needles = new NeedleGroups(this.groupsHost());
  /** The larger groups of its needle object, made once the fine ones pass D1's share (needleObjectStep). */
  private coarse = new NeedleGroups(this.groupsHost(), COARSE_GROUPS);

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.load();
      // A slice moved to R2 whose tables wait to be emptied has that alarm (a reset may have come before it).
      if (this.coldKey && !this.emptied)
        await this.armAlarm(Number(this.metaValue("empty_at") ?? Date.now()));
    });
  }

  private get sql() {
    return this.ctx.storage.sql;
  }

  private totalChanges(): number {
    return this.sql.exec<{ n: number }>("SELECT total_changes() AS n").one().n;
  }

  /**
   * Runs a statement, counting the rows it wrote (the benchmark's rows per line, what Cloudflare bills): the
   * runtime's counter, which counts index entries but not the writes FTS5 makes to its own tables in its own
   * statements; those are counted from SQLite's change counter (execFts, transaction).
   */
  private exec(query: string, ...params: SqlStorageValue[]) {
    const cursor = this.sql.exec(query, ...params);
    const rows = cursor.toArray();
    this.stats.rowsWritten += cursor.rowsWritten;
    return rows;
  }

  /** An FTS5 insert: beyond its own row, what SQLite counted meanwhile is FTS5's. */
  private execFts(query: string, ...params: SqlStorageValue[]) {
    const mark = this.totalChanges();
    this.exec(query, ...params);
    const after = this.totalChanges();
    this.stats.rowsWritten += Math.max(0, after - mark - 1);
    this.ftsWritten = true;
  }

  /**
   * A transaction whose FTS5 writes at commit (its segments, merges) are counted: the change counter moves by
   * them after the commit, and by nothing else of ours. Only a transaction that inserted into the index reads
   * the counter: the others (nearly every commit of small batches) leave it where it was, and two statements
   * per commit were measurable.
   */
  private transaction<T>(body: () => T): T {
    this.ftsWritten = false;
    let markAfterBody = 0;
    const result = this.ctx.storage.transactionSync(() => {
      const value = body();
      if (this.ftsWritten) markAfterBody = this.totalChanges();
      return value;
    });
    if (this.ftsWritten) this.stats.rowsWritten += Math.max(0, this.totalChanges() - markAfterBody);
    return result;
  }

  private load() {
    this.sizeRead = -1;
    this.sql.exec(SCHEMA);
    // Chunks made of several commits say when each added lines (src/logstore/slice-read.ts changedChunks);
    // slices made before open chunks lack the column.
    const chunkColumns = this.sql.exec("SELECT * FROM chunks LIMIT 0").columnNames;
    if (!chunkColumns.includes("arrivals")) this.sql.exec("ALTER TABLE chunks ADD COLUMN arrivals TEXT");
    // Chunks stored before their counts were kept have none: a count opens them.
    if (!chunkColumns.includes("counts")) this.sql.exec("ALTER TABLE chunks ADD COLUMN counts TEXT");
    // Chunks stored before filters were made with them have none: the move to R2 makes theirs.
    if (!this.sql.exec("SELECT * FROM bodies LIMIT 0").columnNames.includes("bloom"))
      this.sql.exec("ALTER TABLE bodies ADD COLUMN bloom BLOB");
    const meta = new Map(
      this.sql
        .exec<{ k: string; v: string }>("SELECT k, v FROM meta")
        .toArray()
        .map((r) => [r.k, r.v]),
    );
    const identity = meta.get("identity");
    this.identity = identity ? (JSON.parse(identity) as SliceIdentity) : null;
    if (!meta.has("fts")) {
      // Merge the index's segments 16 at a time instead of 4: fewer merges on insert (measured 23% less insert
      // cost for D1's line index), a few more segments per query.
      this.sql.exec("INSERT INTO chunk_text(chunk_text, rank) VALUES ('automerge', 16)");
      this.sql.exec("INSERT INTO meta (k, v) VALUES ('fts', '1')");
    }
    if (!meta.has("fts_pgsz")) {
      // FTS5 writes a row per page of its segments: pages of 64 KB instead of 4 KB made a chunk's index cost
      // ~7 rows written instead of ~23 (measured with SQLite's change counter, 168-line chunks).
      this.sql.exec("INSERT INTO chunk_text(chunk_text, rank) VALUES ('pgsz', 65000)");
      this.sql.exec("INSERT INTO meta (k, v) VALUES ('fts_pgsz', '1')");
    }
    this.frozen = meta.has("frozen");
    this.dropped = meta.has("dropped");
    this.coldKey = meta.get("cold_key") ?? null;
    this.sealedLines = Number(meta.get("sealed_lines") ?? -1);
    this.emptied = meta.has("emptied");
    this.stats = emptyStats();
    const totals = this.sql
      .exec<{
        first: number | null;
        last: number | null;
        lines: number | null;
        bytes: number | null;
        top: number | null;
        span: number | null;
        stored: number | null;
      }>(
        `SELECT min(ts_min) AS first, max(ts_max) AS last, sum(lines) AS lines, sum(raw_bytes) AS bytes,
           max(id) AS top, max(ts_max - ts_min) AS span, max(stored_at) AS stored FROM chunks`,
      )
      .one();
    this.stats.firstTs = totals.first;
    this.stats.lastTs = totals.last;
    this.stats.lines = totals.lines ?? 0;
    this.stats.bytes = totals.bytes ?? 0;
    this.stats.chunks = totals.top ?? 0;
    this.span = totals.span ?? 0;
    this.lastWriteAt = totals.stored ?? 0;
    this.loadTail();
    this.lastSeq = Math.max(
      Number(meta.get("last_seq") ?? 0),
      this.lastTailSeq,
      this.maxSeq("batch_log"),
      this.maxSeq("batches"),
    );
    this.legacyBatches = this.sql.exec("SELECT 1 FROM batches LIMIT 1").toArray().length > 0;
    this.rebuildKeys(Date.now());
    // The rows counter goes with every row a commit or flush writes: a restart loses at most the last
    // commit's own. A slice from before that (none written) takes D1's figure as its base at its next flush.
    const flushed = meta.has("flushed") ? (JSON.parse(meta.get("flushed") as string) as FlushMark) : null;
    const lastLog = this.sql
      .exec<{ batches: string }>("SELECT batches FROM batch_log ORDER BY seq DESC LIMIT 1")
      .toArray()[0];
    const persisted = Math.max(
      flushed?.rows ?? 0,
      this.tailRow?.meta?.rows ?? 0,
      lastLog ? ((JSON.parse(lastLog.batches) as { rows?: number }).rows ?? 0) : 0,
    );
    this.stats.rowsWritten = persisted;
    this.rowsBased = persisted > 0;
    // A restarted object does not know what D1 took: it asks before its next flush. It owes one if it
    // committed since the last one D1 took (unless its tables went to R2: its catalog row is the cold tier's).
    this.lastFlushAt = flushed?.at ?? 0;
    this.version = !this.emptied && !this.dropped && flushed?.seq !== this.lastSeq ? 1 : 0;
    this.flushedVersion = 0;
    this.applied = null;
    this.alarmKnown = false;
    this.cache.clear();
  }

  private maxSeq(table: "batch_log" | "batches"): number {
    return this.sql.exec<{ seq: number | null }>(`SELECT max(seq) AS seq FROM ${table}`).one().seq ?? 0;
  }

  /** The open chunk and the batches its rows hold, from the tail rows. */
  private loadTail() {
    this.open = new OpenChunk();
    this.tailBatches = noBatches();
    this.tailRows = 0;
    this.tailRow = null;
    this.lastTailSeq = 0;
    for (const row of this.sql.exec<{
      seq: number;
      text: string | null;
      meta: string | null;
      batches: string | null;
    }>("SELECT seq, text, meta, batches FROM tail ORDER BY seq")) {
      this.tailRows++;
      const meta = row.meta ? (JSON.parse(row.meta) as TailMeta) : null;
      const batches = row.batches ? (JSON.parse(row.batches) as BatchRecords) : noBatches();
      if (row.text !== null && meta?.meta) {
        if (this.open.id === 0) this.open.id = meta.chunk;
        this.open.restore(row.text, meta.meta, meta.arrivals);
        this.countLines(meta.meta);
        this.lastWriteAt = Math.max(this.lastWriteAt, ...meta.arrivals.map(([, at]) => at));
      }
      addBatches(this.tailBatches, batches);
      this.tailRow = { seq: row.seq, bytes: row.text?.length ?? 0, meta, batches };
      this.lastTailSeq = Math.max(row.seq, meta?.last ?? 0);
    }
    if (this.open.id > this.stats.chunks) this.stats.chunks = this.open.id;
  }

  /** The records of the batches whose keys are remembered at `now` (tail and batch_log rows). */
  private *recordsHoldingKeys(now: number): Iterable<BatchRecords> {
    yield this.tailBatches;
    for (const row of this.sql.exec<{ batches: string }>(
      "SELECT batches FROM batch_log WHERE expires >= ?",
      now,
    ))
      yield JSON.parse(row.batches) as BatchRecords;
  }

  /** The keys of the batches stored lately (tail and batch_log rows), forgetting expired ones. */
  private rebuildKeys(now: number) {
    this.keys.clear();
    for (const records of this.recordsHoldingKeys(now))
      for (const [key, expires] of records.keys) if (expires >= now) this.keys.add(key);
  }

  /** Whether a batch with this key was stored and its key is still remembered. */
  private seen(key: string, now: number): boolean {
    if (this.legacyBatches && this.sql.exec("SELECT 1 FROM batches WHERE key = ?", key).toArray().length > 0)
      return true;
    if (!this.keys.mayHold(key)) return false;
    // A hit may be another key's hash: the key itself is looked for where it was stored.
    const holds = (records: BatchRecords) => records.keys.some(([k, expires]) => k === key && expires >= now);
    if (holds(this.tailBatches)) return true;
    const quoted = JSON.stringify(key);
    for (const row of this.sql.exec<{ batches: string }>(
      "SELECT batches FROM batch_log WHERE expires >= ? AND instr(batches, ?) > 0",
      now,
      quoted,
    ))
      if (holds(JSON.parse(row.batches) as BatchRecords)) return true;
    return false;
  }

  private countLines(meta: ChunkMeta) {
    this.stats.firstTs = Math.min(this.stats.firstTs ?? meta.tsMin, meta.tsMin);
    this.stats.lastTs = Math.max(this.stats.lastTs ?? meta.tsMax, meta.tsMax);
    this.stats.lines += meta.lines;
    this.stats.bytes += meta.rawBytes;
  }

  /**
   * Stores a batch: its full chunks as they are, the rest of its lines into the open chunk, and its counters;
   * nothing when its key was stored already ("duplicate", checked first: a retry of a batch stored here before
   * the slice filled or froze is recognised here) or the slice takes no more ("full"). Answered once the
   * commit it shares with the writes that arrived meanwhile is durable.
   */
  write(req: WriteRequest): Promise<WriteAnswer> {
    if (!this.identity) {
      this.identity = req.identity;
      this.exec("INSERT OR REPLACE INTO meta (k, v) VALUES ('identity', ?)", JSON.stringify(req.identity));
    }
    return new Promise((resolve, reject) => {
      this.writes.push({ req, resolve, reject });
      if (!this.committing) void this.commitLoop();
    });
  }

  /**
   * Commits what is queued at once, then waits for it to be durable (the answers wait for that anyway: the
   * object's output gate holds them): the writes that arrive meanwhile make the next commit together. So a
   * lone sender waits for nothing more, and many senders share transactions and tail rows.
   */
  private async commitLoop() {
    this.committing = true;
    try {
      while (this.writes.length > 0) {
        this.commitWrites();
        await this.ctx.storage.sync();
      }
    } catch (err) {
      console.error("log slice: storage sync failed", err);
    } finally {
      this.committing = false;
    }
  }

  private commitWrites() {
    const group = this.writes.splice(0);
    if (group.length === 0) return;
    const now = Date.now();
    let answers: WriteAnswer[];
    try {
      answers = this.commit(
        group.map((w) => w.req),
        now,
      );
    } catch (err) {
      // Nothing of the group was stored: what memory holds is read back from the tables.
      this.load();
      for (const w of group) w.reject(err);
      return;
    }
    group.forEach((w, i) => {
      w.resolve(answers[i]);
    });
  }

  /**
   * The database's size for the "full" guard, read again only once the bytes commits appended since the last
   * read pass a sixteenth of the room that read left under `maxBytes`: reading it on every commit cost about
   * 3 % of a small batch's runtime, and the guard stays exact near the limit (where the room is small, it reads
   * nearly every commit) as long as the database grows by less than 16 bytes a byte appended.
   */
  private sizeFor(maxBytes: number): number {
    // At or over the limit (no room) it reads every time, as before: a slice that shrank takes batches again.
    if (this.sizeRead < 0 || this.appendedSinceSize * 16 >= Math.max(0, maxBytes - this.sizeRead)) {
      this.sizeRead = this.sql.databaseSize;
      this.appendedSinceSize = 0;
    }
    return this.sizeRead;
  }

  /** One transaction for a group of writes; returns each write's answer. */
  private commit(reqs: WriteRequest[], now: number): WriteAnswer[] {
    const answers: WriteAnswer[] = [];
    const accepted: WriteRequest[] = [];
    const keysNow = new Set<string>();
    let size = -1;
    const databaseSize = (maxBytes: number) => {
      if (size < 0) size = this.sizeFor(maxBytes);
      return size;
    };
    for (const req of reqs) {
      if (keysNow.has(req.key) || this.seen(req.key, now)) answers.push({ status: "duplicate" });
      else if (this.frozen || this.dropped) answers.push({ status: "full" });
      else if (
        (req.chunks.length > 0 || req.segments.length > 0) &&
        databaseSize(req.maxBytes) > req.maxBytes
      )
        answers.push({ status: "full" });
      else {
        keysNow.add(req.key);
        accepted.push(req);
        answers.push({ status: "stored", placement: [] });
      }
    }
    if (accepted.length === 0) return answers;
    for (const req of accepted) {
      for (const c of req.chunks) this.appendedSinceSize += c.body.byteLength + c.text.length;
      for (const g of req.segments) this.appendedSinceSize += g.text.length;
    }
    const seq = ++this.lastSeq;
    const commitBatches = noBatches();
    const sums = new CounterSums();
    for (const req of accepted) {
      commitBatches.keys.push([req.key, now + req.keepMs]);
      sums.add(req.usage, req.savings);
    }
    const { usage, savings } = sums;
    if (usage.length + savings.length > 0) commitBatches.counters.push([seq, usage, savings]);
    this.transaction(() => {
      let sealed = false;
      // Lines appended by this commit and not sealed with it: what its tail row gets.
      let texts: string[] = [];
      let tailMeta: ChunkMeta | null = null;
      let firstIdx = 0;
      const sealOpen = () => {
        this.sealOpenChunk();
        sealed = true;
        texts = [];
        tailMeta = null;
      };
      if (this.open.lines > 0 && now - this.open.firstAt >= OPEN_CHUNK_MAX_MS) sealOpen();
      let i = 0;
      for (const req of reqs) {
        const answer = answers[i++];
        if (answer.status !== "stored") continue;
        const placement = answer.placement as [number, number, number][];
        if (req.chunks.length > 0 && this.open.lines > 0) sealOpen();
        for (const chunk of req.chunks) {
          const id = ++this.stats.chunks;
          this.insertChunk(id, chunk, now);
          this.countLines(chunk);
          placement.push([id, 0, chunk.lines]);
        }
        for (const segment of req.segments) {
          if (this.open.lines === 0) this.open.id = ++this.stats.chunks;
          if (texts.length === 0) firstIdx = this.open.lines;
          placement.push([this.open.id, this.open.lines, segment.lines]);
          this.open.append(segment.text, segment, segment.grams, now);
          this.countLines(segment);
          texts.push(segment.text);
          tailMeta = tailMeta ? mergeMeta(tailMeta, segment) : chunkMetaOf(segment);
          if (this.open.rawBytes >= CHUNK_RAW_BYTES) sealOpen();
        }
      }
      const tailRecord = sealed ? null : commitBatches;
      if (sealed) {
        // The keys and counters of the rows the seals removed, and this commit's.
        const folded = this.tailBatches;
        addBatches(folded, commitBatches);
        this.exec(
          "INSERT INTO batch_log (seq, expires, batches) VALUES (?, ?, ?)",
          seq,
          folded.keys.reduce((max, [, expires]) => Math.max(max, expires), now),
          JSON.stringify({ ...folded, rows: this.stats.rowsWritten + 1 }),
        );
        this.tailBatches = noBatches();
      }
      if (texts.length > 0 || tailRecord) {
        this.writeTail(seq, now, texts.join("\n"), tailMeta, firstIdx, tailRecord ?? noBatches());
        if (tailRecord) addBatches(this.tailBatches, tailRecord);
      }
    });
    for (const req of accepted) this.keys.add(req.key);
    if (accepted.some((r) => r.chunks.length + r.segments.length > 0)) this.lastWriteAt = now;
    this.version++;
    this.scheduleFlush(now);
    return answers;
  }

  /** A chunk's rows: its figures, its body, its index entry. */
  private insertChunk(id: number, chunk: EncodedChunk, storedAt: number, arrivals: [number, number][] = []) {
    this.exec(
      `INSERT INTO chunks (id, ts_min, ts_max, lines, raw_bytes, stored_at, apps, hosts, levels, arrivals, counts)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      chunk.tsMin,
      chunk.tsMax,
      chunk.lines,
      chunk.rawBytes,
      storedAt,
      list(chunk.apps),
      list(chunk.hosts),
      list(chunk.levels),
      arrivals.length > 1 ? JSON.stringify(arrivals) : null,
      chunk.counts ? JSON.stringify(chunk.counts) : null,
    );
    this.exec(
      "INSERT INTO bodies (id, body, bloom) VALUES (?, ?, ?)",
      id,
      toArrayBuffer(chunk.body),
      toArrayBuffer(trigramBloom(chunk.text)),
    );
    this.execFts("INSERT INTO chunk_text (rowid, text) VALUES (?, ?)", id, chunk.text);
    this.span = Math.max(this.span, chunk.tsMax - chunk.tsMin);
  }

  /**
   * A commit's lines (appended to the open chunk from `firstIdx`) and its batches, into the newest tail row
   * while it holds less than TAIL_ROW_BYTES (an update), else into a new one.
   */
  private writeTail(
    seq: number,
    now: number,
    text: string,
    meta: ChunkMeta | null,
    firstIdx: number,
    batches: BatchRecords,
  ) {
    const current = this.tailRow;
    if (current && current.bytes < TAIL_ROW_BYTES) {
      const merged: TailMeta = current.meta ?? { chunk: this.open.id, meta: null, arrivals: [], last: seq };
      merged.last = seq;
      merged.rows = this.stats.rowsWritten + 1;
      if (meta) {
        merged.meta = merged.meta ? mergeMeta(merged.meta, meta) : meta;
        merged.arrivals.push([firstIdx, now]);
      }
      addBatches(current.batches, batches);
      this.exec(
        `UPDATE tail SET text = CASE WHEN ? = '' THEN text WHEN text IS NULL THEN ? ELSE text || char(10) || ? END,
           meta = ?, batches = ?, at = ? WHERE seq = ?`,
        text,
        text,
        text,
        JSON.stringify(merged),
        JSON.stringify(current.batches),
        now,
        current.seq,
      );
      current.bytes += text.length;
      current.meta = merged;
      return;
    }
    const tailMeta: TailMeta = {
      chunk: this.open.id,
      meta,
      arrivals: meta ? [[firstIdx, now]] : [],
      last: seq,
      rows: this.stats.rowsWritten + 1,
    };
    this.exec(
      "INSERT INTO tail (seq, at, text, meta, batches) VALUES (?, ?, ?, ?, ?)",
      seq,
      now,
      text === "" ? null : text,
      JSON.stringify(tailMeta),
      JSON.stringify(batches),
    );
    this.tailRows++;
    this.tailRow = { seq, bytes: text.length, meta: tailMeta, batches };
  }

  /**
   * Seals the open chunk (inside a transaction): its lines become a chunk stored as of its last line, its tail
   * rows go (their keys and counters stay in `tailBatches` for the caller to log).
   */
  private sealOpenChunk() {
    const open = this.open;
    if (open.lines > 0) {
      this.insertChunk(open.id, open.seal(), open.lastAt, open.arrivals);
      const decoded = open.decodedLines();
      if (decoded) {
        this.cache.set(open.id, decoded);
        if (this.cache.size > CACHE_CHUNKS) this.cache.delete(this.cache.keys().next().value as number);
      }
    }
    if (this.tailRows > 0) this.exec("DELETE FROM tail");
    this.tailRows = 0;
    this.tailRow = null;
    this.open = new OpenChunk();
  }

  /** Seals a quiet slice's open chunk (the alarm), logging the keys and counters of its tail rows. */
  private sealQuietOpenChunk(now: number) {
    if (this.open.lines === 0 && this.tailRows === 0) return;
    const seq = ++this.lastSeq;
    this.transaction(() => {
      this.sealOpenChunk();
      const folded = this.tailBatches;
      if (folded.keys.length + folded.counters.length > 0)
        this.exec(
          "INSERT INTO batch_log (seq, expires, batches) VALUES (?, ?, ?)",
          seq,
          folded.keys.reduce((max, [, expires]) => Math.max(max, expires), now),
          JSON.stringify({ ...folded, rows: this.stats.rowsWritten + 1 }),
        );
      else this.exec("INSERT OR REPLACE INTO meta (k, v) VALUES ('last_seq', ?)", String(seq));
    });
    this.tailBatches = noBatches();
  }

  /** The best matching lines after a position, in order (src/logstore/slice-read.ts). */
  async scan(req: ScanRequest): Promise<ScanAnswer> {
    return scanChunks(await this.readable(), req);
  }

  /** Counts of matching lines: capped, per time bucket, or per app, host, level or tag (with their bytes). */
  async aggregate(req: AggregateRequest): Promise<AggregateAnswer> {
    return aggregateChunks(await this.readable(), req);
  }

  /** The line a line id names, if the slice holds it. */
  async lineAt(chunk: number, idx: number): Promise<SliceLine | null> {
    return lineAtChunk(await this.readable(), chunk, idx);
  }

  /** The lines stored after a place (or after a time), in arrival order. */
  async changes(req: ChangesRequest): Promise<ChangesAnswer> {
    return changedChunks(await this.readable(), req);
  }

  /** Where the slice's lines end now: a snapshot's bound (src/logstore/reader.ts). */
  async position(): Promise<LinePlace> {
    return this.open.lines > 0 ? [this.open.id, this.open.lines] : [this.stats.chunks + 1, 0];
  }

  /** Where reads go: the tables, or once they were emptied after the move to R2, the R2 object. */
  private async readable(): Promise<ChunkSource> {
    return this.coldKey && this.emptied ? coldSource(this.env.LOG_COLD, this.coldKey) : this.source;
  }

  /**
   * Moves the slice to R2 (the cold tier) as `key`, to the end: it takes no batch from now on (writers go to
   * the next generation), its counters go to D1, its chunks to one object (src/logstore/cold-writer.ts), its
   * catalog row says cold; then, EMPTY_AFTER_MS later (readers that planned it hot still read it here), its
   * alarm empties the tables and later reads here go to R2 as well. The cold tier's job calls startFreeze
   * instead: the slice's alarm then moves it a step at a time.
   */
  async freeze(key: string): Promise<FreezeAnswer> {
    const started = await this.startFreeze(key);
    if (started.status !== "freezing") return started;
    for (;;) {
      const step = await this.freezeStep();
      if (step) return step;
    }
  }

  /** One step of a move at a time (a call and the alarm may both ask). */
  private freezeStep(): Promise<FreezeAnswer | null> {
    const next = (this.stepping ?? Promise.resolve(null)).catch(() => null).then(() => this.freezeStepOnce());
    this.stepping = next;
    return next;
  }

  /**
   * Starts the move to R2 (see freeze): the slice's alarm takes it on, a bounded step per run (`drive` false:
   * the caller takes the steps, freezeStepNow; the benchmark times them one by one).
   */
  async startFreeze(key: string, drive = true): Promise<FreezeAnswer | { status: "freezing" }> {
    const identity = this.identity;
    if (!identity || this.stats.chunks === 0) return { status: "empty", bytes: 0 };
    if (this.coldKey)
      return this.finishFreeze(identity, this.coldKey, Number(this.metaValue("cold_bytes") ?? 0));
    if (!this.frozen) {
      this.exec("INSERT OR REPLACE INTO meta (k, v) VALUES ('frozen', '1')");
      this.frozen = true;
    }
    if (!this.metaValue("freeze"))
      this.exec("INSERT OR REPLACE INTO meta (k, v) VALUES ('freeze', ?)", JSON.stringify({ key }));
    if (drive) await this.armAlarm(Date.now());
    return { status: "freezing" };
  }

  /** One step of a move under way (see freezeStepOnce): its outcome once the object is whole, else null. */
  async freezeStepNow(): Promise<FreezeAnswer | null> {
    return this.freezeStep();
  }

  /**
   * One step of the move: the first makes the slice's last writes whole (queued writes answered, the open
   * chunk sealed, counters in D1) and any missing filters (slices from before filters were stored, a bounded
   * number a step); then PARTS_PER_STEP parts of the object; the last completes it. Answers the freeze's
   * outcome once the object is whole, else null (more steps).
   */
  private async freezeStepOnce(): Promise<FreezeAnswer | null> {
    const identity = this.identity;
    const saved = this.metaValue("freeze");
    // Nothing under way: the move ended (a step of the alarm's took it to the end), or never started.
    if (!identity || !saved)
      return this.coldKey
        ? { status: "frozen", bytes: Number(this.metaValue("cold_bytes") ?? 0) }
        : { status: "empty", bytes: 0 };
    const started = JSON.parse(saved) as FreezeState | { key: string };
    let state: FreezeState;
    if (!("cursor" in started)) {
      this.commitWrites();
      this.sealQuietOpenChunk(Date.now());
      await this.flush();
      if (!(await this.backfillFilters())) return null;
      // Every chunk in a needle group, a few bounded steps a call: the object carries them (its needle section).
      for (let steps = 1; !(await this.freezeGroupStep()); steps++)
        if (steps >= FREEZE_GROUP_STEPS) return null;
      const bodyBytes =
        this.sql.exec<{ n: number | null }>("SELECT sum(length(body)) AS n FROM bodies").one().n ?? 0;
      const pageEntries = Number(this.env.LOG_COLD_PAGE_ENTRIES) || undefined;
      state = newFreezeState(started.key, identity, this.span, bodyBytes, pageEntries);
    } else state = started;
    const partBytes = Number(this.env.LOG_COLD_PART_BYTES) || undefined;
    const partsPerStep = Number(this.env.LOG_COLD_PARTS_PER_STEP) || undefined;
    const save = (s: FreezeState) =>
      this.exec("INSERT OR REPLACE INTO meta (k, v) VALUES ('freeze', ?)", JSON.stringify(s));
    const step = await freezeStep(this.env.LOG_COLD, this.coldTable, state, save, partBytes, partsPerStep);
    if (step.status === "more") return null;
    // The object is whole: the slice says so (and when its tables go) before the catalog does, so that a reset
    // at any point leaves a slice that finishes the move when asked again (startFreeze).
    const now = Date.now();
    this.transaction(() => {
      this.exec(
        "INSERT OR REPLACE INTO meta (k, v) VALUES ('cold_key', ?), ('cold_bytes', ?), ('empty_at', ?)",
        state.key,
        String(step.bytes),
        String(now + EMPTY_AFTER_MS),
      );
      this.exec("DELETE FROM meta WHERE k IN ('freeze', 'freeze_failures')");
    });
    this.coldKey = state.key;
    return this.finishFreeze(identity, state.key, step.bytes);
  }

  /** The end of a move whose object is whole (again, after a reset): the emptying set, the catalog told. */
  private async finishFreeze(identity: SliceIdentity, key: string, bytes: number): Promise<FreezeAnswer> {
    if (!this.emptied) await this.armAlarm(Number(this.metaValue("empty_at") ?? Date.now()));
    await markCold(createDb(this.env.DB), identity, key, bytes);
    return { status: "frozen", bytes };
  }

  /**
   * Makes the filters chunks stored before filters were stored with them lack (a bounded number a call, from
   * their lines); true once none lacks one.
   */
  private async backfillFilters(): Promise<boolean> {
    const missing = this.sql
      .exec<{ id: number }>(
        "SELECT id FROM bodies WHERE bloom IS NULL ORDER BY id LIMIT ?",
        BACKFILL_PER_STEP,
      )
      .toArray();
    for (const { id } of missing) {
      const bloom = trigramBloom(indexedText(await this.lines(id)));
      this.exec("UPDATE bodies SET bloom = ? WHERE id = ?", toArrayBuffer(bloom), id);
    }
    return missing.length < BACKFILL_PER_STEP;
  }

  /** What the writer of the R2 object reads of the slice. */
  private readonly coldTable: ColdTable = {
    rows: (afterId, limit) =>
      this.sql
        .exec<ChunkRow & { body_length: number; bloom_length: number | null }>(
          `SELECT c.id, c.ts_min, c.ts_max, c.lines, c.raw_bytes, c.stored_at, c.apps, c.hosts, c.levels, c.arrivals,
             length(b.body) AS body_length, length(b.bloom) AS bloom_length
           FROM chunks c JOIN bodies b ON b.id = c.id WHERE c.id > ? ORDER BY c.id LIMIT ?`,
          afterId,
          limit,
        )
        .toArray()
        .map((row) => ({
          ...chunkInfoOf(row),
          bodyLength: row.body_length,
          bloomLength: row.bloom_length ?? 0,
        })),
    body: (id) => new Uint8Array(this.body(id) as ArrayBuffer),
    bloom: (id) =>
      new Uint8Array(
        this.sql.exec<{ bloom: ArrayBuffer }>("SELECT bloom FROM bodies WHERE id = ?", id).one().bloom,
      ),
    needleColumns: () => this.needles.columns(),
    needleStripe: (columns, from, stripe) => this.needles.stripe(columns, from, stripe),
  };

  private metaValue(k: string): string | undefined {
    return this.sql.exec<{ v: string }>("SELECT v FROM meta WHERE k = ?", k).toArray()[0]?.v;
  }

  /** Empties the tables of a slice in R2, keeping who it is and where its lines are. */
  private async emptyTables() {
    const keep = this.sql
      .exec<{ k: string; v: string }>(
        "SELECT k, v FROM meta WHERE k IN ('identity', 'frozen', 'cold_key', 'cold_bytes')",
      )
      .toArray();
    await this.ctx.storage.deleteAll();
    this.sizeRead = -1;
    this.alarmAt = null;
    this.alarmKnown = true;
    this.sql.exec(SCHEMA);
    for (const { k, v } of keep) this.sql.exec("INSERT INTO meta (k, v) VALUES (?, ?)", k, v);
    this.sql.exec("INSERT INTO meta (k, v) VALUES ('emptied', '1')");
    this.emptied = true;
    this.cache.clear();
    this.needles.reset();
    this.coarse.reset();
  }

  /** The slice's figures, as its catalog row has them after the next flush. */
  async describe(): Promise<SliceStats & { databaseSize: number; pending: number }> {
    const applied = this.applied ?? 0;
    const pending = this.pendingCounters(applied).length;
    return {
      ...this.stats,
      storedBytes: this.sql.databaseSize,
      databaseSize: this.sql.databaseSize,
      pending,
    };
  }

  /** Writes the catalog row and the pending counters to D1 now (a test's settling, a job's first step). */
  async flushNow(): Promise<void> {
    this.commitWrites();
    await this.flush();
  }

  /**
   * Empties the slice (retention): every table at once, keeping who it is, that it was dropped, and the keys of
   * its last batches (a sender's retry is still recognised). A dropped slice takes no batch ("full": the writer
   * moves to the next generation) and writes no catalog row, so retention's deletion of its row, after this,
   * cannot race a write; a reset in between leaves the row for the next run, which drops it again (nothing to
   * do) and deletes it.
   */
  async drop(): Promise<void> {
    // No write may land meanwhile (it would be acknowledged, then wiped): queued ones are answered first.
    await this.ctx.blockConcurrencyWhile(async () => {
      if (this.dropped) return;
      this.commitWrites();
      // Counters D1 has not taken yet go first; if D1 cannot take them, the slice stays for the next try.
      await this.settle();
      await this.flush();
      const now = Date.now();
      const keep = noBatches();
      for (const records of this.recordsHoldingKeys(now)) for (const k of records.keys) keep.keys.push(k);
      const identity = this.identity;
      const seq = this.lastSeq;
      await this.ctx.storage.deleteAll();
      this.sql.exec(SCHEMA);
      if (identity) this.sql.exec("INSERT INTO meta (k, v) VALUES ('identity', ?)", JSON.stringify(identity));
      this.sql.exec("INSERT INTO meta (k, v) VALUES ('dropped', '1'), ('last_seq', ?)", String(seq));
      if (keep.keys.length > 0)
        this.sql.exec(
          "INSERT INTO batch_log (seq, expires, batches) VALUES (?, ?, ?)",
          seq,
          keep.keys.reduce((max, [, expires]) => Math.max(max, expires), now),
          JSON.stringify(keep),
        );
      this.cache.clear();
      this.load();
      this.needles.reset();
      this.coarse.reset();
      if (keep.keys.length > 0) await this.armAlarm(now + 60_000);
    });
  }

  override async alarm(): Promise<void> {
    // The alarm that runs is no longer set; what this run sets is.
    this.alarmAt = null;
    this.alarmKnown = true;
    const now = Date.now();
    if (this.coldKey) {
      if (this.emptied) return;
      const at = Number(this.metaValue("empty_at") ?? 0);
      if (at > now) return this.armAlarm(at, true);
      return this.emptyTables();
    }
    if (this.frozen && this.metaValue("freeze")) {
      // A move to R2 under way: a step per run, the next run at once; a failure waits, longer each time.
      try {
        if (!(await this.freezeStep())) return this.armAlarm(Date.now(), true);
        return;
      } catch (err) {
        const failures = Number(this.metaValue("freeze_failures") ?? 0) + 1;
        this.exec("INSERT OR REPLACE INTO meta (k, v) VALUES ('freeze_failures', ?)", String(failures));
        const wait = Math.min(FREEZE_RETRY_MS[1], FREEZE_RETRY_MS[0] * 2 ** (failures - 1));
        console.error(`log slice: move to R2 failed (${failures} in a row); again in ${wait} ms`, err);
        return this.armAlarm(now + wait, true);
      }
    }
    const quiet = now - this.lastWriteAt >= SEAL_AFTER_MS;
    if (this.open.lines > 0 && (quiet || now - this.open.firstAt >= OPEN_CHUNK_MAX_MS))
      this.sealQuietOpenChunk(now);
    let next: number | null = null;
    const later = (at: number | null) => {
      if (at !== null) next = next === null ? at : Math.min(next, at);
    };
    if (this.dirty) {
      const due = this.lastFlushAt + FLUSH_INTERVAL_MS;
      if (due <= now) {
        later(await this.flushQuietly(now));
        // Groups made while written, a small step a flush: reads of a slice never quiet skip chunks too.
        if (!quiet) await this.summarizeWhileWritten();
      } else later(due);
    }
    later(this.prune(now));
    if (this.open.lines > 0)
      later(Math.min(this.lastWriteAt + SEAL_AFTER_MS, this.open.firstAt + OPEN_CHUNK_MAX_MS));
    else if (this.stats.lines > 0 && this.sealedLines !== this.stats.lines) {
      // The filter is written once the catalog row is current (a flush after it would not clear it, the row's
      // lines being the same), and the slice quiet.
      const due = this.lastWriteAt + SEAL_AFTER_MS;
      if (due <= now && !this.dirty) {
        // A step at a time (summaries of a large slice take several), a failure (D1) tried again later.
        const done = await this.sealFilter().catch((err) => {
          console.error("log slice: filter", err);
          later(now + FLUSH_RETRY_MS[FLUSH_RETRY_MS.length - 1]);
          return true;
        });
        if (!done) later(Date.now());
      } else later(Math.max(due, now + 1_000));
    }
    if (next !== null) await this.armAlarm(next, true);
  }

  private get dirty(): boolean {
    return this.version !== this.flushedVersion;
  }

  /** A flush whose failure is logged and retried later: returns when to try again (null: it went). */
  private async flushQuietly(now: number): Promise<number | null> {
    try {
      await this.flush();
      return null;
    } catch (err) {
      const wait = FLUSH_RETRY_MS[Math.min(this.flushFailures, FLUSH_RETRY_MS.length - 1)];
      this.flushFailures++;
      console.error(`log slice: D1 did not take the catalog row and counters; again in ${wait} ms`, err);
      return now + wait;
    }
  }

  /** After a commit: the catalog row and counters go to D1 at once if the last flush is old, else with the next. */
  private scheduleFlush(now: number) {
    const due = Math.max(now, this.lastFlushAt + FLUSH_INTERVAL_MS);
    void this.armAlarm(due).catch((err) => console.error("log slice: alarm not set", err));
  }

  /**
   * Forgets the keys past their life whose counters D1 has (their batch_log rows); returns when to look again.
   * Numbering goes on from the newest sequence number, kept in meta when its row goes.
   */
  private prune(now: number): number | null {
    // A dropped slice's keys carry no counters: they go once expired.
    const applied = this.dropped ? Number.MAX_SAFE_INTEGER : (this.applied ?? 0);
    const removable = this.sql
      .exec<{ n: number }>("SELECT count(*) AS n FROM batch_log WHERE expires < ? AND seq <= ?", now, applied)
      .one().n;
    const legacy = this.legacyBatches
      ? this.sql
          .exec<{ n: number }>(
            "SELECT count(*) AS n FROM batches WHERE expires < ? AND seq <= ?",
            now,
            applied,
          )
          .one().n
      : 0;
    if (removable + legacy > 0) {
      this.transaction(() => {
        this.exec("INSERT OR REPLACE INTO meta (k, v) VALUES ('last_seq', ?)", String(this.lastSeq));
        if (removable > 0) this.exec("DELETE FROM batch_log WHERE expires < ? AND seq <= ?", now, applied);
        if (legacy > 0) this.exec("DELETE FROM batches WHERE expires < ? AND seq <= ?", now, applied);
      });
      if (legacy > 0)
        this.legacyBatches = this.sql.exec("SELECT 1 FROM batches LIMIT 1").toArray().length > 0;
      this.rebuildKeys(now);
    }
    const at = this.sql
      .exec<{ at: number | null }>(
        `SELECT min(expires) AS at FROM (SELECT expires FROM batch_log UNION ALL SELECT expires FROM batches)`,
      )
      .one().at;
    return at === null ? null : Math.max(at + 1000, now + 30_000);
  }

  /**
   * Writes the slice's trigram filter to its catalog row (src/logstore/catalog.ts): the index's own list of
   * distinct trigrams, about two bits each, so a query whose terms it rules out never calls this slice. The
   * row takes it only while it counts the lines the filter was made of.
   */
  private async sealFilter(): Promise<boolean> {
    // One step at a time: a second alarm (or a test's) while a step awaits D1 joins it instead of stepping the
    // same groups again (each step counts its chunks' lines into its group).
    if (!this.sealing) this.sealing = this.sealStep().finally(() => (this.sealing = null));
    return this.sealing;
  }

  /** A step of needle groups for a move to R2, after any step under way (one step at a time, as sealFilter). */
  private async freezeGroupStep(): Promise<boolean> {
    while (this.sealing) await this.sealing.catch(() => false);
    const step = this.needles.step();
    // False to a sealFilter that joins it: this step seals nothing.
    this.sealing = step
      .then(
        () => false,
        () => false,
      )
      .finally(() => (this.sealing = null));
    return step;
  }

  /** A small step of needle groups while the slice is written to (one step at a time, as sealFilter). */
  private async summarizeWhileWritten() {
    if (this.emptied || this.sealing) return;
    // False to a sealFilter that joins it: the slice is not sealed by this step, its alarm runs again.
    this.sealing = this.needles
      .step(WRITING_STEP_LINES)
      .then(() => false)
      .catch((err) => {
        console.error("log slice: needle groups", err);
        return false;
      })
      .finally(() => (this.sealing = null));
    await this.sealing;
  }

  private async sealStep(): Promise<boolean> {
    const identity = this.identity;
    if (!identity) return true;
    const version = this.version;
    if (!this.emptied && !(await this.needles.step())) return false;
    // Written to meanwhile: sealed once quiet again.
    if (this.version !== version) return true;
    const lines = this.stats.lines;
    const grams: string[] = [];
    for (const { term } of this.sql.exec<{ term: string }>("SELECT term FROM chunk_vocab")) {
      if (isAsciiGram(term)) grams.push(term);
    }
    const bloom = bloomOf(grams, grams.length, SEAL_MAX_BYTES);
    const db = createDb(this.env.DB);
    if (!this.emptied && this.needles.bytes() > this.d1SummaryBytes) {
      // Filters past D1's share of a slice: they go to R2 as the slice's needle object, and its row says so.
      const held = await this.needleObjectStep(identity);
      if (held === "more") return false;
      // Dropped by retention meanwhile: no row is written, and an object written after retention's sweep goes.
      if (this.dropped) {
        await sweepSliceNeedles(this.env.LOG_COLD, identity.accountId, identity.slice, null).catch((err) =>
          console.error("log slice: needle objects of a dropped slice not deleted", err),
        );
        return true;
      }
      await db.batch([
        sealStatement(db, identity, bloom, lines),
        ...(held ? heldStatements(db, identity, held.lines, held.header) : []),
      ]);
      if (held) {
        this.coarse.markSentThrough(held.lines);
        // The objects of groups replaced since: no row names them now.
        await sweepSliceNeedles(this.env.LOG_COLD, identity.accountId, identity.slice, held.key).catch(
          (err) => console.error("log slice: old needle objects not deleted", err),
        );
      }
    } else {
      const groups = this.emptied ? [] : this.needles.unsent();
      // Groups in batches of at most sendBytes (a full group is up to 16 KB), the first with the
      // trigram filter; a failure sends them all again later (each write replaces its row).
      const [first = [], ...rest] = groupBatches(groups, this.sendBytes);
      await db.batch([sealStatement(db, identity, bloom, lines), ...groupStatements(db, identity, first)]);
      for (const batch of rest) await db.batch(groupStatements(db, identity, batch) as never);
      this.needles.markSent(groups);
    }
    this.exec("INSERT OR REPLACE INTO meta (k, v) VALUES ('sealed_lines', ?)", String(lines));
    this.sealedLines = lines;
    return true;
  }

  /**
   * A step of writing the slice's needle object (its groups as bit planes, the needle section of a cold object
   * alone, resumable as one: saved after each part): "more" until it is whole, then its key, the lines its
   * groups cover and its header; null when there is nothing to send (no group sent since, or a group that is
   * no column, whose slice stays planned).
   */
  private async needleObjectStep(
    identity: SliceIdentity,
  ): Promise<"more" | { key: string; lines: number; header: Uint8Array } | null> {
    // Its columns are coarse groups, made a bounded step a call over the chunks the fine ones cover.
    if (!(await this.coarse.step())) return "more";
    const { groups, unsent, lines } = this.coarse.counts();
    if (unsent === 0) return null;
    const key = sliceNeedleKey(identity.accountId, identity.slice, lines);
    const saved = this.metaValue("needle_object");
    let state = saved ? (JSON.parse(saved) as FreezeState & { done?: boolean }) : null;
    if (state?.key !== key) {
      if (state?.uploadId && !state.done)
        await this.env.LOG_COLD.resumeMultipartUpload(state.key, state.uploadId)
          .abort()
          .catch(() => {});
      if (this.coarse.columns().length !== groups) return null;
      state = newNeedleObjectState(key, identity);
    }
    const save = (s: FreezeState) =>
      this.exec("INSERT OR REPLACE INTO meta (k, v) VALUES ('needle_object', ?)", JSON.stringify(s));
    if (!state.done) {
      const partBytes = Number(this.env.LOG_COLD_PART_BYTES) || undefined;
      const table: ColdTable = {
        ...this.coldTable,
        needleColumns: () => this.coarse.columns(),
        needleStripe: (columns, from, stripe) => this.coarse.stripe(columns, from, stripe),
      };
      const step = await freezeStep(this.env.LOG_COLD, table, state, save, partBytes);
      if (step.status === "more") return "more";
      state.done = true;
      save(state);
    }
    if (!state.needles) return null;
    return { key, lines, header: bytesOfHex(state.needles.header) };
  }

  private groupsHost(): GroupsHost {
    return { exec: (query, ...params) => this.exec(query, ...params), lines: (chunk) => this.lines(chunk) };
  }

  /** Sets the alarm for `at` unless one is set sooner (`force`: sets it anyway). */
  private async armAlarm(at: number, force = false) {
    if (!this.alarmKnown) {
      this.alarmAt = await this.ctx.storage.getAlarm();
      this.alarmKnown = true;
    }
    if (!force && this.alarmAt !== null && this.alarmAt <= at) return;
    await this.ctx.storage.setAlarm(at);
    this.alarmAt = at;
  }

  /** The slice's chunks as src/logstore/slice-read.ts reads them: its tables, the index and the open chunk. */
  private readonly source: ChunkSource = {
    candidates: (c, lo, hi, order, afterChunk) => {
      // No chunk is wider than the widest: that bounds the range of the index walked.
      const where = ["ts_max >= ?", "ts_min <= ?", "ts_min >= ?", "ts_max <= ?"];
      const params: SqlStorageValue[] = [lo, hi, lo - this.span, hi + this.span];
      if (c.maxLine) {
        where.push("id <= ?");
        params.push(c.maxLine[1] > 0 ? c.maxLine[0] : c.maxLine[0] - 1);
      }
      if (c.storedBefore != null) {
        where.push("stored_at <= ?");
        params.push(c.storedBefore);
      }
      if (afterChunk !== undefined) {
        where.push("id > ?");
        params.push(afterChunk);
      }
      if (c.index) {
        where.push("id IN (SELECT rowid FROM chunk_text WHERE chunk_text MATCH ?)");
        params.push(renderMatch(c.index));
      }
      const by = afterChunk !== undefined ? "id" : order === "ASC" ? "ts_min, id" : "ts_max DESC, id DESC";
      // The chunks of groups whose needle filters surely lack the read's needle are not read.
      const needle = this.emptied ? null : needleOfCriteria(c.query, c.scope);
      const sealed = outside(
        this.chunkInfos(`WHERE ${where.join(" AND ")} ORDER BY ${by}`, params),
        needle ? this.needles.ruledOut(needle) : [],
      );
      const open = this.openInfo();
      const admitted =
        open &&
        open.tsMax >= lo &&
        open.tsMin <= hi &&
        (!c.maxLine || open.id < c.maxLine[0] || (open.id === c.maxLine[0] && c.maxLine[1] > 0)) &&
        (c.storedBefore == null || open.storedAt <= c.storedBefore) &&
        (afterChunk === undefined || open.id > afterChunk) &&
        (!c.index || this.open.mayHold(c.index))
          ? open
          : null;
      return withOpen(sealed, admitted, afterChunk !== undefined ? "ID" : order);
    },
    stored: (fromChunk, storedAfter) => {
      const sealed =
        fromChunk === null
          ? [...this.chunkInfos("WHERE stored_at > ? ORDER BY id", [storedAfter])]
          : [...this.chunkInfos("WHERE id >= ? ORDER BY id", [fromChunk])];
      const open = this.openInfo();
      if (open && (fromChunk === null ? open.storedAt > storedAfter : open.id >= fromChunk))
        sealed.push(open);
      return sealed;
    },
    newestStoredBy: (storedAfter) => {
      // The open chunk grows: its place is its last line stored by then, never the whole chunk.
      const open = this.open;
      const before = open.arrivals.filter(([, at]) => at <= storedAfter);
      if (open.lines > 0 && before.length > 0) {
        const next = open.arrivals[before.length]?.[0] ?? open.lines;
        return [open.id, next - 1];
      }
      const id =
        this.sql
          .exec<{ id: number | null }>("SELECT max(id) AS id FROM chunks WHERE stored_at <= ?", storedAfter)
          .one().id ?? 0;
      return [id, MAX_KEY];
    },
    lines: (id) => this.lines(id),
  };

  /** The open chunk as a read sees a chunk (stored as of its last line), or null when it holds none. */
  private openInfo(): ChunkInfo | null {
    const open = this.open;
    const meta = open.meta;
    if (!meta || meta.lines === 0) return null;
    return { id: open.id, ...meta, storedAt: open.lastAt, arrivals: open.arrivals };
  }

  private *chunkInfos(clause: string, params: SqlStorageValue[]): Iterable<ChunkInfo> {
    for (const row of this.sql.exec<ChunkRow>(
      `SELECT id, ts_min, ts_max, lines, raw_bytes, stored_at, apps, hosts, levels, arrivals, counts
       FROM chunks ${clause}`,
      ...params,
    ))
      yield chunkInfoOf(row);
  }

  private body(id: number): ArrayBuffer | undefined {
    return this.sql.exec<{ body: ArrayBuffer }>("SELECT body FROM bodies WHERE id = ?", id).toArray()[0]
      ?.body;
  }

  private async lines(id: number): Promise<ChunkLine[]> {
    if (id === this.open.id && this.open.lines > 0) return this.open.decode();
    const cached = this.cache.get(id);
    if (cached) {
      // Most recently used last.
      this.cache.delete(id);
      this.cache.set(id, cached);
      return cached;
    }
    const body = this.body(id);
    const lines = body ? await decodeChunk(body, id) : [];
    this.cache.set(id, lines);
    if (this.cache.size > CACHE_CHUNKS) this.cache.delete(this.cache.keys().next().value as number);
    return lines;
  }

  /** The counters D1 does not have yet: per commit after `applied`, from the rows that hold them. */
  private pendingCounters(applied: number): [number, UsageDelta[], SavingsDelta[]][] {
    const out: [number, UsageDelta[], SavingsDelta[]][] = [];
    const take = (records: BatchRecords) => {
      for (const c of records.counters) if (c[0] > applied) out.push(c);
    };
    take(this.tailBatches);
    for (const row of this.sql.exec<{ batches: string }>(
      "SELECT batches FROM batch_log WHERE seq > ?",
      applied,
    ))
      take(JSON.parse(row.batches) as BatchRecords);
    if (this.legacyBatches)
      for (const row of this.sql.exec<{ seq: number; counters: string | null }>(
        "SELECT seq, counters FROM batches WHERE seq > ? AND counters IS NOT NULL",
        applied,
      )) {
        const [u, s] = JSON.parse(row.counters as string) as [UsageDelta[], SavingsDelta[]];
        out.push([row.seq, u, s]);
      }
    return out;
  }

  /** Waits for any flush under way (drop must not race one). */
  private async settle() {
    await (this.queued ?? this.running)?.catch(() => {});
  }

  /** One flush at a time; a flush asked for while one runs waits for the next, which covers it. */
  private flush(): Promise<void> {
    if (!this.running) {
      this.running = this.flushOnce().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => {})
      .then(() => {
        this.queued = null;
        return this.flush();
      });
    return this.queued;
  }

  private async flushOnce(): Promise<void> {
    const identity = this.identity;
    // A slice emptied after its move to R2 has nothing to say (its row is the cold tier's), nor one dropped by
    // retention (its row is being deleted).
    if (!identity || this.emptied || this.dropped) return;
    const db = createDb(this.env.DB);
    if (this.applied === null) {
      const known = await appliedSeqOf(db, identity);
      this.applied = known.applied;
      // The counter restarts with the object (it counts from 0 since): what D1 had is the base, once.
      if (!this.rowsBased) this.stats.rowsWritten += known.rowsWritten;
      this.rowsBased = true;
    }
    const from = this.applied;
    const pending = this.pendingCounters(from);
    const version = this.version;
    if (pending.length === 0 && version === this.flushedVersion && this.lastFlushAt > 0) return;
    const to = Math.max(from, this.lastSeq);
    const sums = new CounterSums();
    for (const [, u, s] of pending) sums.add(u, s);
    const now = Date.now();
    const statements = flushStatements(db, {
      identity,
      stats: { ...this.stats, storedBytes: this.sql.databaseSize },
      usage: sums.usage,
      savings: sums.savings,
      fromSeq: from,
      toSeq: to,
      now,
    });
    const results = await db.batch(statements);
    const row = results[results.length - 1] as unknown as D1Result;
    if ((row.meta?.changes ?? 0) === 0) {
      // D1 holds another applied_seq than this object thought (an earlier answer was lost): ask again.
      this.applied = null;
      throw new Error(`log slice ${identity.slice}: catalog row out of step, re-reading it`);
    }
    this.applied = to;
    this.flushedVersion = version;
    this.lastFlushAt = now;
    this.flushFailures = 0;
    const mark: FlushMark = { at: now, seq: to, rows: this.stats.rowsWritten + 1 };
    this.exec("INSERT OR REPLACE INTO meta (k, v) VALUES ('flushed', ?)", JSON.stringify(mark));
  }
}

/** The chunks whose ids fall in none of the ranges [first, last]. */
function* outside(chunks: Iterable<ChunkInfo>, ranges: readonly [number, number][]): Iterable<ChunkInfo> {
  if (ranges.length === 0) {
    yield* chunks;
    return;
  }
  const skipped = inRanges(ranges);
  for (const chunk of chunks) if (!skipped(chunk.id)) yield chunk;
}

/**
 * The sealed chunks in their order with the open chunk put where it belongs: by first timestamp ("ASC"),
 * last timestamp newest first ("DESC"), or id ("ID"); the open chunk has the highest id of all.
 */
function* withOpen(
  sealed: Iterable<ChunkInfo>,
  open: ChunkInfo | null,
  order: "ASC" | "DESC" | "ID",
): Iterable<ChunkInfo> {
  let pending = open;
  for (const chunk of sealed) {
    if (
      pending &&
      ((order === "ASC" && chunk.tsMin > pending.tsMin) || (order === "DESC" && chunk.tsMax <= pending.tsMax))
    ) {
      yield pending;
      pending = null;
    }
    yield chunk;
  }
  if (pending) yield pending;
}
