// A log slice: one SQLite Durable Object holding one account's lines of one time bucket and shard
// (src/logstore/slices.ts), as compressed chunks (src/logstore/chunk.ts) with a trigram index over each
// chunk's text. It is created by its first write and dropped whole (retention, or after its move to R2).
//
// Tables (raw SQL: the index is an FTS5 virtual table, which drizzle's schema cannot declare):
// - chunks: one row per chunk, what a query needs to skip it (time range, apps, hosts, levels) and when it
//   was stored; indexed by its first timestamp, so a time range or a position reads only its chunks;
// - bodies: the compressed lines, apart, so that planning a read never pages through them;
// - chunk_text: the contentless trigram index (detail='none': a third of the size of full detail) naming the
//   chunks that may hold a term; every line read is then decided by the query engine, so results are exact;
// - batches: each stored batch's key (a retry within the key's life stores nothing) and, until D1 has them,
//   its usage counters and reduction savings.
//
// After each write the object writes its catalog row and the new counters to D1 in one transaction, guarded
// by the row's applied_seq (src/logstore/catalog.ts), before answering; if D1 cannot be reached the batch is
// still stored (the answer says so) and the object's alarm applies the counters later. Nothing in memory
// matters for correctness: the running totals are read back from the tables when the object starts.
import { DurableObject } from "cloudflare:workers";
import { createDb } from "../db/client";
import type { Bindings } from "../env";
import { bloomOf, isAsciiGram, trigramBloom } from "../logstore/bloom";
import { appliedSeqOf, flushStatements, markCold, type SliceStats, sealStatement } from "../logstore/catalog";
import { type ChunkLine, decodeChunk, indexedText } from "../logstore/chunk";
import { coldSource, writeColdObject } from "../logstore/cold";
import type {
  AggregateAnswer,
  AggregateRequest,
  ChangesAnswer,
  ChangesRequest,
  SavingsDelta,
  ScanAnswer,
  ScanRequest,
  SliceIdentity,
  UsageDelta,
  WriteAnswer,
  WriteRequest,
} from "../logstore/slice-protocol";
import {
  aggregateChunks,
  type ChunkInfo,
  type ChunkSource,
  changedChunks,
  scanChunks,
} from "../logstore/slice-read";
import { renderMatch } from "../search/compile";

/** Decoded chunks kept in memory: a paged read opens the chunk it stopped in again; few, for memory's sake. */
const CACHE_CHUNKS = 4;
/** Delay of the alarm that applies counters D1 did not take, and forgets expired batch keys. */
const ALARM_MS = 30_000;
/** A slice not written for this long writes its trigram filter to the catalog (src/logstore/catalog.ts). */
export const SEAL_AFTER_MS = 60_000;
/** The largest trigram filter a slice writes (two bits per distinct trigram up to this). */
const SEAL_MAX_BYTES = 256 * 1024;

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
};

/** How long a slice moved to R2 still serves reads from its tables (readers that planned it hot). */
const EMPTY_AFTER_MS = 10 * 60_000;

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

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS chunks (id INTEGER PRIMARY KEY, ts_min INTEGER NOT NULL, ts_max INTEGER NOT NULL,
  lines INTEGER NOT NULL, raw_bytes INTEGER NOT NULL, stored_at INTEGER NOT NULL,
  apps TEXT, hosts TEXT, levels TEXT);
CREATE INDEX IF NOT EXISTS chunks_ts ON chunks (ts_min);
CREATE INDEX IF NOT EXISTS chunks_ts_max ON chunks (ts_max);
CREATE TABLE IF NOT EXISTS bodies (id INTEGER PRIMARY KEY, body BLOB NOT NULL);
CREATE VIRTUAL TABLE IF NOT EXISTS chunk_text USING fts5(text, content='', detail='none',
  tokenize="unicode61 remove_diacritics 0 tokenchars '_'");
CREATE VIRTUAL TABLE IF NOT EXISTS chunk_vocab USING fts5vocab('chunk_text', 'row');
CREATE TABLE IF NOT EXISTS batches (seq INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, expires INTEGER NOT NULL,
  counters TEXT);
`;

export class LogSliceObject extends DurableObject<Bindings> {
  private identity: SliceIdentity | null = null;
  private frozen = false;
  /** Set once the slice is in R2 (the cold tier): its key, and whether the tables were emptied since. */
  private coldKey: string | null = null;
  private emptied = false;
  private freezing: Promise<FreezeAnswer> | null = null;
  private stats: SliceStats = emptyStats();
  /** The widest chunk (ts_max - ts_min): how far before a time a chunk holding it may start. */
  private span = 0;
  private lastSeq = 0;
  /** When the last chunk was stored, and the chunk count the catalog's trigram filter covers (0: none). */
  private lastWriteAt = 0;
  private sealedChunks = 0;
  /** Whether an alarm is set (null: not known yet). */
  private alarmSet: boolean | null = null;
  /** Whether the rows counter includes what D1 had when the object started. */
  private rowsBased = false;
  /** The batch sequence number up to which D1 has the counters; unknown (null) until read from D1. */
  private applied: number | null = null;
  /** Bumped by every write; the catalog row is current when `flushedVersion` caught up with it. */
  private version = 0;
  private flushedVersion = 0;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private readonly cache = new Map<number, ChunkLine[]>();

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => this.load());
  }

  private get sql() {
    return this.ctx.storage.sql;
  }

  /** Counts the rows a statement wrote (the benchmark's rows per line). */
  private exec(query: string, ...params: SqlStorageValue[]) {
    const cursor = this.sql.exec(query, ...params);
    const rows = cursor.toArray();
    this.stats.rowsWritten += cursor.rowsWritten;
    return rows;
  }

  private load() {
    this.sql.exec(SCHEMA);
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
    this.frozen = meta.has("frozen");
    this.coldKey = meta.get("cold_key") ?? null;
    this.sealedChunks = Number(meta.get("sealed_chunks") ?? 0);
    this.emptied = meta.has("emptied");
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
    this.lastSeq =
      this.sql.exec<{ seq: number | null }>("SELECT max(seq) AS seq FROM batches").one().seq ?? 0;
    // A restarted object does not know what D1 took: it asks before its next flush.
    this.applied = null;
    this.rowsBased = false;
    this.alarmSet = null;
  }

  /** Stores a batch's chunks and counters, unless its key was stored already or the slice is full. */
  async write(req: WriteRequest): Promise<WriteAnswer> {
    if (!this.identity) {
      this.identity = req.identity;
      this.exec("INSERT OR REPLACE INTO meta (k, v) VALUES ('identity', ?)", JSON.stringify(req.identity));
    }
    if (this.frozen) return { status: "full", flushed: true };
    const seen = this.sql.exec("SELECT seq FROM batches WHERE key = ?", req.key).toArray();
    if (seen.length > 0) {
      // The first attempt's counters may still be waiting for D1.
      return { status: "duplicate", flushed: await this.flushQuietly() };
    }
    if (req.chunks.length > 0 && this.sql.databaseSize > req.maxBytes)
      return { status: "full", flushed: true };
    const now = Date.now();
    const firstChunk = this.stats.chunks + 1;
    this.ctx.storage.transactionSync(() => {
      for (const chunk of req.chunks) {
        const id = ++this.stats.chunks;
        const list = (values: string[] | null) => (values ? JSON.stringify(values) : null);
        this.exec(
          `INSERT INTO chunks (id, ts_min, ts_max, lines, raw_bytes, stored_at, apps, hosts, levels)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          id,
          chunk.tsMin,
          chunk.tsMax,
          chunk.lines,
          chunk.rawBytes,
          now,
          list(chunk.apps),
          list(chunk.hosts),
          list(chunk.levels),
        );
        this.exec("INSERT INTO bodies (id, body) VALUES (?, ?)", id, toArrayBuffer(chunk.body));
        this.exec("INSERT INTO chunk_text (rowid, text) VALUES (?, ?)", id, chunk.text);
      }
      const counters =
        req.usage.length + req.savings.length > 0 ? JSON.stringify([req.usage, req.savings]) : null;
      this.exec(
        "INSERT INTO batches (seq, key, expires, counters) VALUES (?, ?, ?, ?)",
        ++this.lastSeq,
        req.key,
        now + req.keepMs,
        counters,
      );
    });
    for (const chunk of req.chunks) {
      this.stats.firstTs = Math.min(this.stats.firstTs ?? chunk.tsMin, chunk.tsMin);
      this.stats.lastTs = Math.max(this.stats.lastTs ?? chunk.tsMax, chunk.tsMax);
      this.stats.lines += chunk.lines;
      this.stats.bytes += chunk.rawBytes;
      this.span = Math.max(this.span, chunk.tsMax - chunk.tsMin);
    }
    this.version++;
    if (req.chunks.length > 0) this.lastWriteAt = now;
    await this.armAlarm(now + ALARM_MS);
    return { status: "stored", flushed: await this.flushQuietly(), firstChunk };
  }

  /** The best matching lines after a position, in order (src/logstore/slice-read.ts). */
  async scan(req: ScanRequest): Promise<ScanAnswer> {
    return scanChunks(await this.readable(), req);
  }

  /** Counts of matching lines: capped, per hour, or per app, host or tag (with their bytes). */
  async aggregate(req: AggregateRequest): Promise<AggregateAnswer> {
    return aggregateChunks(await this.readable(), req);
  }

  /** The lines of the chunks stored after a chunk (or after a time), whole chunks, in arrival order. */
  async changes(req: ChangesRequest): Promise<ChangesAnswer> {
    return changedChunks(await this.readable(), req);
  }

  /** Where reads go: the tables, or once they were emptied after the move to R2, the R2 object. */
  private async readable(): Promise<ChunkSource> {
    return this.coldKey && this.emptied ? coldSource(this.env.LOG_COLD, this.coldKey) : this.source;
  }

  /**
   * Moves the slice to R2 (the cold tier) as `key`: it takes no batch from now on (writers go to the next
   * generation), its counters go to D1, its chunks to one object (src/logstore/cold.ts), its catalog row says
   * cold; then, EMPTY_AFTER_MS later (readers that planned it hot still read it here), its alarm empties the
   * tables and later reads here go to R2 as well.
   */
  async freeze(key: string): Promise<FreezeAnswer> {
    this.freezing ??= this.freezeOnce(key).finally(() => {
      this.freezing = null;
    });
    return this.freezing;
  }

  private async freezeOnce(key: string): Promise<FreezeAnswer> {
    const identity = this.identity;
    if (!identity || this.stats.chunks === 0) return { status: "empty", bytes: 0 };
    if (this.coldKey) return { status: "frozen", bytes: 0 };
    if (!this.frozen) {
      this.exec("INSERT OR REPLACE INTO meta (k, v) VALUES ('frozen', '1')");
      this.frozen = true;
    }
    await this.flush();
    const chunks = [...this.chunkInfos("ORDER BY id", [])];
    const partBytes = Number(this.env.LOG_COLD_PART_BYTES) || undefined;
    const bytes = await writeColdObject(
      this.env.LOG_COLD,
      key,
      identity,
      this.span,
      chunks,
      {
        bloom: async (id) => trigramBloom(indexedText(await this.lines(id))),
        body: (id) =>
          new Uint8Array(
            this.sql.exec<{ body: ArrayBuffer }>("SELECT body FROM bodies WHERE id = ?", id).one().body,
          ),
      },
      partBytes,
    );
    await markCold(createDb(this.env.DB), identity, key, bytes);
    const now = Date.now();
    this.exec(
      "INSERT OR REPLACE INTO meta (k, v) VALUES ('cold_key', ?), ('empty_at', ?)",
      key,
      String(now + EMPTY_AFTER_MS),
    );
    this.coldKey = key;
    await this.armAlarm(now + EMPTY_AFTER_MS, true);
    return { status: "frozen", bytes };
  }

  /** Empties the tables of a slice in R2, keeping who it is and where its lines are. */
  private async emptyTables() {
    const keep = this.sql
      .exec<{ k: string; v: string }>("SELECT k, v FROM meta WHERE k IN ('identity', 'frozen', 'cold_key')")
      .toArray();
    await this.ctx.storage.deleteAll();
    this.alarmSet = false;
    this.sql.exec(SCHEMA);
    for (const { k, v } of keep) this.sql.exec("INSERT INTO meta (k, v) VALUES (?, ?)", k, v);
    this.sql.exec("INSERT INTO meta (k, v) VALUES ('emptied', '1')");
    this.emptied = true;
    this.cache.clear();
  }

  /** The slice's figures, as its catalog row has them after the next write. */
  async describe(): Promise<SliceStats & { databaseSize: number; pending: number }> {
    const pending = this.sql
      .exec<{ n: number }>(
        "SELECT count(*) AS n FROM batches WHERE seq > ? AND counters IS NOT NULL",
        this.applied ?? 0,
      )
      .one().n;
    return {
      ...this.stats,
      storedBytes: this.sql.databaseSize,
      databaseSize: this.sql.databaseSize,
      pending,
    };
  }

  /**
   * Empties the slice (retention): every table at once. The caller then deletes its R2 object, if cold, and its
   * catalog row; a reset in between leaves a row over an empty slice, which the next run drops again.
   */
  async drop(): Promise<void> {
    // No write may land meanwhile (it would be acknowledged, then wiped).
    await this.ctx.blockConcurrencyWhile(async () => {
      // Counters D1 has not taken yet go first; if D1 cannot take them, the slice stays for the next try.
      await this.settle();
      await this.flush();
      const seq = this.lastSeq;
      await this.ctx.storage.deleteAll();
      this.cache.clear();
      this.stats = emptyStats();
      this.version = this.flushedVersion = 0;
      this.load();
      // Batches go on numbering from here: should a batch come before the catalog row is gone, its counters
      // are above what the row says D1 has.
      this.sql.exec("INSERT INTO batches (seq, key, expires, counters) VALUES (?, '', 0, NULL)", seq);
      this.lastSeq = seq;
    });
  }
  override async alarm(): Promise<void> {
    // The alarm that runs is no longer set; what this run sets is.
    this.alarmSet = false;
    await this.flush();
    const now = Date.now();
    if (this.coldKey && !this.emptied) {
      const at = Number(
        this.sql.exec<{ v: string }>("SELECT v FROM meta WHERE k = 'empty_at'").toArray()[0]?.v ?? 0,
      );
      if (at > now) return this.armAlarm(at, true);
      return this.emptyTables();
    }
    // Keys past their life are forgotten once D1 has their counters; the newest batch stays, so numbering
    // goes on from it. The rows it writes reach the catalog with the next flush.
    const before = this.stats.rowsWritten;
    this.exec(
      "DELETE FROM batches WHERE expires < ? AND seq <= ? AND seq < (SELECT max(seq) FROM batches)",
      now,
      this.applied ?? 0,
    );
    const prune = this.sql
      .exec<{ at: number | null }>(
        "SELECT min(expires) AS at FROM batches WHERE seq < (SELECT max(seq) FROM batches)",
      )
      .one().at;
    if (this.stats.rowsWritten !== before) this.version++;
    let next = prune === null ? null : Math.max(prune + 1000, now + ALARM_MS);
    if (this.stats.chunks > 0 && this.sealedChunks !== this.stats.chunks) {
      const due = this.lastWriteAt + SEAL_AFTER_MS;
      if (due <= now) await this.seal();
      else next = Math.min(next ?? due, due);
    }
    if (next !== null) await this.armAlarm(next, true);
    // The catalog row follows the pruning's rows written at the next write.
  }

  /**
   * Writes the slice's trigram filter to its catalog row (src/logstore/catalog.ts): the index's own list of
   * distinct trigrams, about two bits each, so a query whose terms it rules out never calls this slice. The
   * row takes it only while the slice holds the chunks it was made of.
   */
  private async seal() {
    const identity = this.identity;
    if (!identity) return;
    const chunks = this.stats.chunks;
    const grams: string[] = [];
    for (const { term } of this.sql.exec<{ term: string }>("SELECT term FROM chunk_vocab")) {
      if (isAsciiGram(term)) grams.push(term);
    }
    const bloom = bloomOf(grams, grams.length, SEAL_MAX_BYTES);
    await sealStatement(createDb(this.env.DB), identity, bloom, chunks);
    this.exec("INSERT OR REPLACE INTO meta (k, v) VALUES ('sealed_chunks', ?)", String(chunks));
    this.sealedChunks = chunks;
  }
  /** Sets the alarm unless one is set (`force`: sets it anyway). What is set is remembered: a write asks once. */
  private async armAlarm(at: number, force = false) {
    if (!force) {
      this.alarmSet ??= (await this.ctx.storage.getAlarm()) !== null;
      if (this.alarmSet) return;
    }
    await this.ctx.storage.setAlarm(at);
    this.alarmSet = true;
  }

  /** The slice's chunks as src/logstore/slice-read.ts reads them: its tables and the search index. */
  private readonly source: ChunkSource = {
    candidates: (c, lo, hi, order, afterChunk) => {
      // No chunk is wider than the widest: that bounds the range of the index walked.
      const where = ["ts_max >= ?", "ts_min <= ?", "ts_min >= ?", "ts_max <= ?"];
      const params: SqlStorageValue[] = [lo, hi, lo - this.span, hi + this.span];
      if (c.maxChunk != null) {
        where.push("id <= ?");
        params.push(c.maxChunk);
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
      return this.chunkInfos(`WHERE ${where.join(" AND ")} ORDER BY ${by}`, params);
    },
    stored: (afterChunk, storedAfter) =>
      afterChunk === null
        ? [...this.chunkInfos("WHERE stored_at > ? ORDER BY id", [storedAfter])]
        : [...this.chunkInfos("WHERE id > ? ORDER BY id", [afterChunk])],
    newestStoredBy: (storedAfter) =>
      this.sql
        .exec<{ id: number | null }>("SELECT max(id) AS id FROM chunks WHERE stored_at <= ?", storedAfter)
        .one().id ?? 0,
    lines: (id) => this.lines(id),
  };

  private *chunkInfos(clause: string, params: SqlStorageValue[]): Iterable<ChunkInfo> {
    const parse = (v: string | null) => (v === null ? null : (JSON.parse(v) as string[]));
    for (const row of this.sql.exec<ChunkRow>(
      `SELECT id, ts_min, ts_max, lines, raw_bytes, stored_at, apps, hosts, levels FROM chunks ${clause}`,
      ...params,
    )) {
      yield {
        id: row.id,
        tsMin: row.ts_min,
        tsMax: row.ts_max,
        lines: row.lines,
        rawBytes: row.raw_bytes,
        storedAt: row.stored_at,
        apps: parse(row.apps),
        hosts: parse(row.hosts),
        levels: parse(row.levels),
      };
    }
  }

  private async lines(id: number): Promise<ChunkLine[]> {
    const cached = this.cache.get(id);
    if (cached) {
      // Most recently used last.
      this.cache.delete(id);
      this.cache.set(id, cached);
      return cached;
    }
    const row = this.sql.exec<{ body: ArrayBuffer }>("SELECT body FROM bodies WHERE id = ?", id).toArray()[0];
    const lines = row ? await decodeChunk(row.body, id) : [];
    this.cache.set(id, lines);
    if (this.cache.size > CACHE_CHUNKS) this.cache.delete(this.cache.keys().next().value as number);
    return lines;
  }

  /** Writes the catalog row and pending counters to D1; a failure is left to the alarm. */
  private async flushQuietly(): Promise<boolean> {
    try {
      await this.flush();
      return true;
    } catch (err) {
      console.error("log slice: D1 did not take the catalog row and counters; the alarm retries", err);
      return false;
    }
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
    if (!identity) return;
    const db = createDb(this.env.DB);
    if (this.applied === null) {
      const known = await appliedSeqOf(db, identity);
      this.applied = known.applied;
      // The counter restarts with the object (it counts from 0 since): what D1 had is the base, once.
      if (!this.rowsBased) this.stats.rowsWritten += known.rowsWritten;
      this.rowsBased = true;
    }
    const from = this.applied;
    const pending = this.sql
      .exec<{ seq: number; counters: string | null }>(
        "SELECT seq, counters FROM batches WHERE seq > ? ORDER BY seq",
        from,
      )
      .toArray();
    const version = this.version;
    if (pending.length === 0 && version === this.flushedVersion) return;
    const to = pending.length > 0 ? pending[pending.length - 1].seq : from;
    const usage = new Map<string, UsageDelta>();
    const savings = new Map<string, SavingsDelta>();
    for (const row of pending) {
      if (!row.counters) continue;
      const [u, s] = JSON.parse(row.counters) as [UsageDelta[], SavingsDelta[]];
      for (const d of u) {
        const key = JSON.stringify(d.slice(0, 3));
        const sum = usage.get(key);
        if (sum) for (let i = 3; i < 6; i++) (sum[i] as number) += d[i] as number;
        else usage.set(key, [...d] as UsageDelta);
      }
      for (const d of s) {
        const key = JSON.stringify(d.slice(0, 2));
        const sum = savings.get(key);
        if (sum) {
          sum[2] += d[2];
          sum[3] += d[3];
        } else savings.set(key, [...d] as SavingsDelta);
      }
    }
    const statements = flushStatements(db, {
      identity,
      stats: { ...this.stats, storedBytes: this.sql.databaseSize },
      usage: [...usage.values()],
      savings: [...savings.values()],
      fromSeq: from,
      toSeq: to,
      now: Date.now(),
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
  }
}

function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? (bytes.buffer as ArrayBuffer)
    : (bytes.slice().buffer as ArrayBuffer);
}
