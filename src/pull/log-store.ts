// The two sources that read this account's log store:
// - log-analysis follows new lines: those stored after the source started (or after its config last
//   changed), through the log store's change feed (src/logstore/feed.ts), whole chunks at a time (about
//   FEED_BYTES a tick), filtered by apps, hosts and the search query.
// - pipeline-data-restoration replays the stored lines whose timestamps are in [from, to] (and match its
//   query) once, in (ts, id) order, from a snapshot taken when it started (src/logstore/reader.ts), then
//   finishes. The snapshot matters: a restoration into a log-analysis destination writes lines into that
//   same range.
// Either way the event is the line as export answers it (exportedLine), timestamped with the line's time.
import { z } from "zod";
import { newEvent, type PipelineEvent } from "../engine/events";
import { defineSource } from "../engine/kinds/define";
import { matchesQuery, parseQuery, type QueryNode, QuerySyntaxError } from "../engine/query";
import { exportedLine } from "../logstore/exported-line";
import { type FeedCursor, newFeedCursor, readFeed } from "../logstore/feed";
import { LineScanner, type Position, type Snapshot, type StoredLine, takeSnapshot } from "../logstore/reader";
import { MAX_KEY } from "../logstore/slice-protocol";
import { MAX_PULL_BATCH, PermanentPullError, type PullReader } from "./types";

const stringList = z.array(z.string().min(1).max(512)).max(100);

const logAnalysisConfig = z.strictObject({
  query: z.string().max(4096).optional(),
  apps: stringList.optional(),
  hosts: stringList.optional(),
});

export type LogAnalysisConfig = z.output<typeof logAnalysisConfig>;

export type LogAnalysisCursor = FeedCursor;

const restorationConfig = z
  .strictObject({
    from: z.number().int().min(0).describe("Start, epoch milliseconds"),
    to: z.number().int().min(0).describe("End, epoch milliseconds"),
    query: z.string().max(4096).optional(),
  })
  .refine((c) => c.to > c.from, { path: ["to"], message: "must be after from" });

export type RestorationConfig = z.output<typeof restorationConfig>;

export interface RestorationCursor {
  /** The last line replayed, in (ts, id) order; null before the first. */
  position: Position | null;
  /** Lines stored after the restoration started are not replayed. */
  snapshot: Snapshot;
}

/** How long a log-store source waits when it has caught up. */
const LOG_STORE_IDLE_MS = 5000;
/** Stored bytes one log-analysis tick reads at most (whole chunks, at least one). */
const FEED_BYTES = 256 * 1024;

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

const lineEvent = (row: StoredLine, source: string): PipelineEvent =>
  newEvent(exportedLine(row), row.ts, { source });

export const logAnalysisReader: PullReader<LogAnalysisConfig, LogAnalysisCursor> = {
  async init(config, ctx) {
    compiledQuery(config.query);
    return newFeedCursor(ctx.now);
  },
  async pull(config, stored, ctx) {
    const query = compiledQuery(config.query);
    const apps = new Set(config.apps ?? []);
    const hosts = new Set(config.hosts ?? []);
    // A cursor of the store before slices (a line number) starts over from now.
    const cursor = typeof stored.at === "number" ? stored : newFeedCursor(ctx.now);
    const page = await readFeed(ctx.env, ctx.accountId, cursor, FEED_BYTES, ctx.now);
    const events = page.lines
      .filter(
        (row) =>
          (apps.size === 0 || apps.has(row.app)) &&
          (hosts.size === 0 || hosts.has(row.host)) &&
          (!query || matchesQuery(query, row)),
      )
      .map((row) => lineEvent(row, "log-analysis"));
    return { events, next: page.cursor, more: page.more };
  },
  idleMs: () => LOG_STORE_IDLE_MS,
};

export const restorationReader: PullReader<RestorationConfig, RestorationCursor> = {
  async init(config, ctx) {
    compiledQuery(config.query);
    return { position: null, snapshot: await takeSnapshot(ctx.env, ctx.accountId, ctx.now) };
  },
  async pull(config, stored, ctx) {
    // A cursor of the store before slices: from its line's time on, in a snapshot taken now.
    const old = stored as unknown as { position: { ts: number } | null; snapshot?: Snapshot };
    const cursor: RestorationCursor = old.snapshot
      ? stored
      : {
          position: old.position && { ts: old.position.ts, slice: "0.0.0.0", chunk: MAX_KEY, idx: MAX_KEY },
          snapshot: await takeSnapshot(ctx.env, ctx.accountId, ctx.now),
        };
    const filter = {
      accountId: ctx.accountId,
      from: config.from,
      to: config.to,
      apps: [],
      hosts: [],
      levels: [],
      query: compiledQuery(config.query),
      snapshot: cursor.snapshot,
    };
    const scanner = new LineScanner(ctx.env, filter, "asc", cursor.position, MAX_PULL_BATCH, MAX_PULL_BATCH);
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

export const logAnalysisKind = defineSource({
  type: "log-analysis",
  title: "Log analysis",
  description: "Reads lines from this account's log store",
  config: logAnalysisConfig,
  reader: logAnalysisReader,
});

export const restorationKind = defineSource({
  type: "pipeline-data-restoration",
  title: "Data restoration",
  description: "Replays archived lines of a time range back through the pipeline",
  config: restorationConfig,
  reader: restorationReader,
});
