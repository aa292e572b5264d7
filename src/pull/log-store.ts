// The two sources that read this account's log store (`log_lines`):
// - log-analysis follows new lines: those stored after the source started (or after its config last
//   changed), in insertion order (`seq`), filtered by apps, hosts (in SQL) and the search query (here).
// - pipeline-data-restoration replays the stored lines whose timestamps are in [from, to] (and match its
//   query) once, in (ts, seq) order, up to the newest line stored when it started, then finishes. The bound
//   matters: a restoration into a log-analysis destination writes lines into that same range.
// Either way the event is the line as export answers it (exportedLine), timestamped with the line's time.
import { and, gt, inArray, lte, max, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { logLines } from "../db/schema";
import { newEvent, type PipelineEvent } from "../engine/events";
import { matchesQuery, parseQuery, type QueryNode, QuerySyntaxError } from "../engine/query";
import {
  exportedLine,
  LineScanner,
  type Position,
  type StoredLine,
  storedLineColumns,
} from "../logstore/reader";
import { MAX_PULL_BATCH, PermanentPullError, type PullReader } from "./types";

export interface LogAnalysisConfig {
  query?: string;
  apps?: string[];
  hosts?: string[];
}

export interface LogAnalysisCursor {
  /** The last line examined (matching or not). */
  seq: number;
}

export interface RestorationConfig {
  from: number;
  to: number;
  query?: string;
}

export interface RestorationCursor {
  /** The last line examined, in (ts, seq) order; null before the first. */
  position: Position | null;
  /** Lines stored after this one (after the restoration started) are not replayed. */
  maxSeq: number;
}

/** How long a log-store source waits when it has caught up. */
const LOG_STORE_IDLE_MS = 5000;
/**
 * Sequence numbers one log-analysis tick walks at most. `seq` is global (all accounts), so a bounded range
 * of the primary key keeps a tick's cost bounded however busy the other accounts are.
 */
const SEQ_WINDOW = 20_000;

/** A query that does not parse will never parse: the source stops with the reason. */
function compiledQuery(query: string | undefined): QueryNode | null {
  if (!query) return null;
  try {
    return parseQuery(query);
  } catch (err) {
    if (err instanceof QuerySyntaxError) throw new PermanentPullError(`Invalid query: ${err.message}`);
    throw err;
  }
}

/** The newest line of the whole store: where a source that starts now begins. */
async function newestSeq(db: Db): Promise<number> {
  const row = await db
    .select({ seq: max(logLines.seq) })
    .from(logLines)
    .get();
  return row?.seq ?? 0;
}

const lineEvent = (row: StoredLine, source: string): PipelineEvent =>
  newEvent(exportedLine(row), row.ts, { source });

export const logAnalysisReader: PullReader<LogAnalysisConfig, LogAnalysisCursor> = {
  async init(config, ctx) {
    compiledQuery(config.query);
    return { seq: await newestSeq(ctx.db) };
  },
  async pull(config, cursor, ctx) {
    const query = compiledQuery(config.query);
    const apps = config.apps ?? [];
    const hosts = config.hosts ?? [];
    const upTo = cursor.seq + SEQ_WINDOW;
    // One transaction: the newest seq and the rows see the same state, so the cursor never passes a line
    // that is not yet visible.
    const [newest, rows] = await ctx.db.batch([
      ctx.db.select({ seq: max(logLines.seq) }).from(logLines),
      ctx.db
        .select(storedLineColumns)
        .from(logLines)
        .where(
          and(
            gt(logLines.seq, cursor.seq),
            lte(logLines.seq, upTo),
            // Unary + keeps SQLite on the primary-key range: the account's index would walk all its lines.
            sql`+${logLines.accountId} = ${ctx.accountId}`,
            apps.length > 0 ? inArray(logLines.app, apps) : undefined,
            hosts.length > 0 ? inArray(logLines.host, hosts) : undefined,
          ),
        )
        .orderBy(logLines.seq)
        .limit(MAX_PULL_BATCH * 5),
    ]);
    const newestSeen = newest[0]?.seq ?? cursor.seq;
    const events: PipelineEvent[] = [];
    let last = cursor.seq;
    let stoppedEarly = false;
    for (const row of rows as StoredLine[]) {
      if (events.length >= MAX_PULL_BATCH) {
        stoppedEarly = true;
        break;
      }
      last = row.seq;
      if (!query || matchesQuery(query, row)) events.push(lineEvent(row, "log-analysis"));
    }
    // Every row of the range was examined: the cursor moves to the range's end (or the newest line).
    const examinedAll = !stoppedEarly && rows.length < MAX_PULL_BATCH * 5;
    const next = examinedAll ? Math.max(last, Math.min(upTo, newestSeen)) : last;
    return { events, next: { seq: next }, more: next < newestSeen };
  },
  idleMs: () => LOG_STORE_IDLE_MS,
};

export const restorationReader: PullReader<RestorationConfig, RestorationCursor> = {
  async init(config, ctx) {
    compiledQuery(config.query);
    return { position: null, maxSeq: await newestSeq(ctx.db) };
  },
  async pull(config, cursor, ctx) {
    const filter = {
      accountId: ctx.accountId,
      from: config.from,
      to: config.to,
      apps: [],
      hosts: [],
      levels: [],
      query: compiledQuery(config.query),
      maxSeq: cursor.maxSeq,
    };
    const scanner = new LineScanner(ctx.db, filter, "asc", cursor.position, MAX_PULL_BATCH, MAX_PULL_BATCH);
    const events: PipelineEvent[] = [];
    while (events.length < MAX_PULL_BATCH) {
      const row = await scanner.next();
      if (!row) break;
      events.push(lineEvent(row, "pipeline-data-restoration"));
    }
    const finished = events.length < MAX_PULL_BATCH && scanner.exhausted;
    return { events, next: { ...cursor, position: scanner.position }, more: !finished, finished };
  },
  idleMs: () => LOG_STORE_IDLE_MS,
};
