// What a pull source's reader looks like to the PullSourceObject that runs it. A reader is stateless: its
// whole position lives in a JSON cursor the object stores, so it survives eviction and restarts.
import type { Db } from "../db/client";
import type { PipelineEvent } from "../engine/events";
import type { Bindings } from "../env";

/** At most this many events go to one live run (one tick). */
export const MAX_PULL_BATCH = 1000;

export interface PullContext {
  env: Bindings;
  db: Db;
  accountId: string;
  pipelineId: string;
  sourceId: string;
  /** The tick's clock (Unix ms); injectable so tests do not sleep. */
  now: number;
  fetch: typeof fetch;
}

export interface PulledBatch<C> {
  events: PipelineEvent[];
  /** The cursor once these events are safely delivered; stored only after the live run succeeded. */
  next: C;
  /** More is waiting right now: the next tick comes soon instead of after the idle interval. */
  more: boolean;
  /** Nothing will ever come again (a data restoration that replayed its whole range). */
  finished?: boolean;
  /** Work to do only after the live run succeeded (SQS: delete the received messages); failing, the tick fails. */
  commit?: () => Promise<void>;
  /**
   * Best-effort work after the live run succeeded (Kafka's group commit), which never fails the tick: it
   * answers the cursor to store in place of `next` (saying what is left to retry) and what to report.
   */
  settle?: () => Promise<CommitOutcome<C>>;
  /** What the reader stepped past (an undecodable record batch), for pull-status; the tick still succeeds. */
  warnings?: string[];
}

export interface CommitOutcome<C> {
  next: C;
  warnings: string[];
}

export interface PullReader<Config, Cursor> {
  /** The cursor of a source that starts now with this config. */
  init(config: Config, ctx: PullContext): Promise<Cursor>;
  /** Reads at most MAX_PULL_BATCH events after the cursor. Reads only: nothing is consumed yet. */
  pull(config: Config, cursor: Cursor, ctx: PullContext): Promise<PulledBatch<Cursor>>;
  /** How long to wait when nothing more is waiting. */
  idleMs(config: Config, cursor: Cursor, now: number): number;
}

/** A problem that waiting will not fix (a malformed query): the source stops until it is published again. */
export class PermanentPullError extends Error {}
