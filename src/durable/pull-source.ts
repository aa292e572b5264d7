// One pull source of one pipeline, run on this object's alarm: a Durable Object named
// `${pipelineId}:${sourceId}`, so exactly one runner exists per source whatever location starts it.
//
// Each tick reads the pipeline from D1 and stops (no new alarm) when the pipeline is gone, not published,
// disabled, or its published revision no longer has this source (or has it with another kind, or deployed
// `local`). Otherwise it pulls one batch (at most 1,000 events) after the cursor and runs it through the
// published revision (runLive). The cursor moves only after the run delivered everything, so nothing
// pulled is lost (at-least-once): a failed delivery or an error keeps the cursor and retries with backoff
// (1 s doubling up to 5 minutes), recording the error for the status endpoint. After a full batch the next
// tick comes 250 ms later, otherwise after the kind's idle interval. What a reader stepped past without
// failing the tick (a Kafka record batch that does not decode, a group commit that failed and is retried with
// the next one) is kept as a warning, the last WARNINGS_KEPT of them shown by the status endpoint.
//
// The cursor belongs to one config: a republished config of the same kind (another query, bucket, range,
// format) starts over as a new source would (log-analysis from the lines stored from then on, s3 from the
// start of the listing, a restoration from the start of its new range), and the event count starts at 0.
import { DurableObject } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { createDb, type Db } from "../db/client";
import { pipelineRevisionNodes, pipelines } from "../db/schema";
import { enqueueDeliveries } from "../delivery/queue";
import { findNodeKind } from "../engine/kinds";
import type { Bindings } from "../env";
import { openSecrets } from "../lib/sealed-secrets";
import { publishedNodes, runLive } from "../live/run";
import type { TapLease } from "../live/tap";
import { clip, secretRedactor } from "../notify/redact";
import { pullReaders, runsHere } from "../pull";
import { PermanentPullError, type PullContext } from "../pull/types";

export interface PullSourceRef {
  accountId: string;
  pipelineId: string;
  sourceId: string;
}

export interface PullStatus {
  running: boolean;
  type: string | null;
  last_run_at: string | null;
  next_run_at: string | null;
  events_pulled: number;
  last_error: string | null;
  /** What the source stepped past without failing a run, newest first (at most WARNINGS_KEPT). */
  warnings: PullWarning[];
  /** A data restoration that replayed its whole range. */
  finished: boolean;
  /** Why the source is not running, when it is not. */
  stopped_reason: string | null;
}

export interface PullWarning {
  at: string;
  message: string;
}

type StateRow = {
  account_id: string;
  pipeline_id: string;
  source_id: string;
  type: string | null;
  config_key: string | null;
  cursor: string | null;
  events_pulled: number;
  failures: number;
  last_run_at: number | null;
  last_error: string | null;
  finished: number;
  stopped_reason: string | null;
  /** JSON: PullWarning[], newest first. */
  warnings: string | null;
};

/** Warnings kept for the status endpoint. */
const WARNINGS_KEPT = 10;

/** The first tick after a start: soon, but not inside the publish request. */
const START_DELAY_MS = 1000;
/** After a full batch: the next one soon. */
const MORE_DELAY_MS = 250;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 5 * 60_000;

const retryDelay = (failures: number) =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
/** A message to keep: the source's secrets masked first (redact.ts), then cut to 1,000 characters. */
const kept = (text: string, redact: (text: string) => string) => clip(redact(text), 1000);
const messageOf = (err: unknown, redact: (text: string) => string) =>
  kept(err instanceof Error ? err.message : String(err), redact);

/** What masks a source's secrets in an error or a warning (a broker or a store may quote a credential). */
function redactorOf(source: { type: string; config: unknown }): (text: string) => string {
  const schema = findNodeKind("source", source.type)?.config;
  return schema ? secretRedactor(source.config, schema) : (text) => text;
}

/** The source as the pipeline's published revision has it, or why it must not run. */
type Published =
  | {
      run: true;
      revisionId: string;
      type: string;
      config: Record<string, unknown>;
      configKey: string;
      /** The pipeline's tap lease, read with its row (src/live/tap.ts). */
      tap: TapLease;
    }
  | { run: false; gone: boolean; reason: string };

async function publishedSource(env: Bindings, db: Db, ref: PullSourceRef): Promise<Published> {
  const row = await db
    .select({
      status: pipelines.processingStatus,
      revisionId: pipelines.publishedRevisionId,
      tapUntil: pipelines.tapUntil,
      taps: pipelines.taps,
      nodeClass: pipelineRevisionNodes.nodeClass,
      type: pipelineRevisionNodes.type,
      userConfig: pipelineRevisionNodes.userConfig,
      deployType: pipelineRevisionNodes.deployType,
      disabled: pipelineRevisionNodes.disabled,
    })
    .from(pipelines)
    .leftJoin(
      pipelineRevisionNodes,
      and(
        eq(pipelineRevisionNodes.revisionId, pipelines.publishedRevisionId),
        eq(pipelineRevisionNodes.nodeId, ref.sourceId),
      ),
    )
    .where(and(eq(pipelines.id, ref.pipelineId), eq(pipelines.accountId, ref.accountId)))
    .get();
  if (!row) return { run: false, gone: true, reason: "the pipeline was deleted" };
  if (!row.revisionId) return { run: false, gone: false, reason: "the pipeline is not published" };
  if (row.status === "disabled")
    return { run: false, gone: false, reason: "the pipeline's processing status is disabled" };
  if (row.nodeClass !== "source" || !row.type || !row.userConfig)
    return { run: false, gone: false, reason: "the published revision does not have this source" };
  const node = { type: row.type, deployType: row.deployType, disabled: row.disabled ?? false };
  if (!runsHere(node)) {
    return {
      run: false,
      gone: false,
      reason: `a ${row.type} source that is ${node.disabled ? "disabled" : `deployed ${node.deployType ?? "saas"}`} does not run here`,
    };
  }
  // user_config is always the kind's schema output, so equal configs serialize equally. The key is taken
  // from the sealed form, which stays the same as long as nobody writes a new secret.
  const configKey = `${row.type}:${JSON.stringify(row.userConfig)}`;
  const config = await openSecrets(env, row.userConfig);
  const tap = { tapUntil: row.tapUntil, taps: row.taps };
  return { run: true, revisionId: row.revisionId, type: row.type, config, configKey, tap };
}

export class PullSourceObject extends DurableObject<Bindings> {
  /** Ticks and starts run one at a time: an RPC can arrive while an alarm waits on a delivery. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS pull_state (
         id INTEGER PRIMARY KEY CHECK (id = 1),
         account_id TEXT NOT NULL,
         pipeline_id TEXT NOT NULL,
         source_id TEXT NOT NULL,
         type TEXT,
         config_key TEXT,
         cursor TEXT,
         events_pulled INTEGER NOT NULL DEFAULT 0,
         failures INTEGER NOT NULL DEFAULT 0,
         last_run_at INTEGER,
         last_error TEXT,
         finished INTEGER NOT NULL DEFAULT 0,
         stopped_reason TEXT
       )`,
    );
    // Added after pull_state existed.
    const columns = ctx.storage.sql.exec<{ name: string }>("PRAGMA table_info(pull_state)").toArray();
    if (!columns.some((c) => c.name === "warnings"))
      ctx.storage.sql.exec("ALTER TABLE pull_state ADD COLUMN warnings TEXT");
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private load(): StateRow | null {
    return this.ctx.storage.sql.exec<StateRow>("SELECT * FROM pull_state WHERE id = 1").toArray()[0] ?? null;
  }

  private update(fields: Partial<StateRow>) {
    const entries = Object.entries(fields);
    this.ctx.storage.sql.exec(
      `UPDATE pull_state SET ${entries.map(([k]) => `${k} = ?`).join(", ")} WHERE id = 1`,
      ...entries.map(([, v]) => v ?? null),
    );
  }

  private async stop(reason: string, lastError?: string) {
    this.update({ stopped_reason: reason, ...(lastError !== undefined && { last_error: lastError }) });
    await this.ctx.storage.deleteAlarm();
  }

  private context(state: StateRow, now: number): PullContext {
    return {
      env: this.env,
      db: createDb(this.env.DB),
      accountId: state.account_id,
      pipelineId: state.pipeline_id,
      sourceId: state.source_id,
      now,
      fetch: (input, init) => fetch(input, init),
    };
  }

  /**
   * Makes the state belong to the published config: a new source or a changed config (or kind) gets a
   * fresh cursor from the kind's reader. False when the reader refused the config for good.
   */
  private async adopt(state: StateRow, source: Published & { run: true }, now: number): Promise<boolean> {
    if (state.config_key === source.configKey) return true;
    try {
      const cursor = await pullReaders[source.type].init(source.config, this.context(state, now));
      this.update({
        type: source.type,
        config_key: source.configKey,
        cursor: JSON.stringify(cursor),
        events_pulled: 0,
        failures: 0,
        last_error: null,
        warnings: null,
        finished: 0,
        stopped_reason: null,
      });
      return true;
    } catch (err) {
      this.update({
        type: source.type,
        failures: state.failures + 1,
        last_error: messageOf(err, redactorOf(source)),
      });
      if (err instanceof PermanentPullError) await this.stop("the source's config cannot run");
      else await this.ctx.storage.setAlarm(now + retryDelay(state.failures + 1));
      return false;
    }
  }

  /**
   * Runs the source (if its pipeline's published revision says it should run): sets an alarm unless one is
   * set. Called by publish for every pull source of the new revision, and by the Cron sweep as a safety net.
   * `now` (Unix ms) is for tests; callers omit it.
   */
  start(ref: PullSourceRef, now?: number): Promise<PullStatus> {
    return this.serial(async () => {
      const at = now ?? Date.now();
      this.ctx.storage.sql.exec(
        `INSERT INTO pull_state (id, account_id, pipeline_id, source_id) VALUES (1, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET account_id = excluded.account_id`,
        ref.accountId,
        ref.pipelineId,
        ref.sourceId,
      );
      const state = this.load() as StateRow;
      const source = await publishedSource(this.env, createDb(this.env.DB), ref);
      if (!source.run) {
        await this.stop(source.reason);
      } else if ((await this.adopt(state, source, at)) && !this.load()?.finished) {
        this.update({ stopped_reason: null });
        if ((await this.ctx.storage.getAlarm()) === null)
          await this.ctx.storage.setAlarm(at + START_DELAY_MS);
      }
      return this.describe();
    });
  }

  /** One run of the source. The alarm calls it with the wall clock; tests call it with their own. */
  tick(now?: number): Promise<PullStatus> {
    return this.serial(async () => {
      await this.runOnce(now ?? Date.now());
      return this.describe();
    });
  }

  override async alarm() {
    await this.tick();
  }

  status(): Promise<PullStatus> {
    return this.serial(() => this.describe());
  }

  private async describe(): Promise<PullStatus> {
    const state = this.load();
    const alarm = await this.ctx.storage.getAlarm();
    return {
      running: alarm !== null,
      type: state?.type ?? null,
      last_run_at: iso(state?.last_run_at ?? null),
      next_run_at: iso(alarm),
      events_pulled: state?.events_pulled ?? 0,
      last_error: state?.last_error ?? null,
      warnings: JSON.parse(state?.warnings ?? "[]") as PullWarning[],
      finished: !!state?.finished,
      stopped_reason: alarm !== null ? null : (state?.stopped_reason ?? (state ? null : "never started")),
    };
  }

  /** The stored warnings with these new ones first, as JSON. */
  private withWarnings(state: StateRow, messages: string[], now: number): string {
    const at = new Date(now).toISOString();
    const stored = JSON.parse(state.warnings ?? "[]") as PullWarning[];
    return JSON.stringify(
      [...messages.map((message) => ({ at, message })).reverse(), ...stored].slice(0, WARNINGS_KEPT),
    );
  }

  private async runOnce(now: number) {
    let state = this.load();
    if (!state) return; // never started: nothing to run
    const db = createDb(this.env.DB);
    const ref = { accountId: state.account_id, pipelineId: state.pipeline_id, sourceId: state.source_id };
    const source = await publishedSource(this.env, db, ref);
    if (!source.run) {
      if (source.gone) {
        // Nothing left to report on: the object forgets the source.
        this.ctx.storage.sql.exec("DELETE FROM pull_state");
        await this.ctx.storage.deleteAlarm();
        return;
      }
      return this.stop(source.reason);
    }
    // Another kind under the same id: publish's start() adopts it; a stray tick does not.
    if (state.type && state.type !== source.type)
      return this.stop("the source's kind changed; publishing starts it again");
    if (!(await this.adopt(state, source, now))) return;
    state = this.load() as StateRow;
    if (state.finished) return this.stop("finished");

    const reader = pullReaders[source.type];
    const ctx = this.context(state, now);
    const cursor: unknown = JSON.parse(state.cursor ?? "null");
    try {
      const batch = await reader.pull(source.config, cursor, ctx);
      if (batch.events.length > 0) {
        const revision = {
          id: source.revisionId,
          nodes: await publishedNodes(db, source.revisionId),
          tap: source.tap,
        };
        const outcome = await runLive(
          this.env,
          db,
          ref.accountId,
          ref.pipelineId,
          revision,
          ref.sourceId,
          batch.events,
        );
        const failed = outcome.deliveries.filter((d) => !d.ok);
        if (failed.length > 0) {
          throw new Error(
            `${failed.length} destination(s) did not take the events: ${failed
              .map((d) => `${d.destination_id}: ${d.error ?? "failed"}`)
              .join("; ")}`,
          );
        }
        // A pull run again after a failure queues the same keys (the events' own): delivered once.
        await enqueueDeliveries(this.env, outcome.planned);
      }
      // Stored and queued: now (and only now) the batch is consumed.
      await batch.commit?.();
      const committed = await batch.settle?.();
      const next = committed ? committed.next : batch.next;
      const warnings = [...(batch.warnings ?? []), ...(committed ? committed.warnings : [])];
      this.update({
        cursor: JSON.stringify(next),
        events_pulled: state.events_pulled + batch.events.length,
        failures: 0,
        last_error: null,
        last_run_at: now,
        finished: batch.finished ? 1 : 0,
        stopped_reason: batch.finished ? "finished" : null,
        ...(warnings.length > 0 && {
          warnings: this.withWarnings(
            state,
            warnings.map((w) => kept(w, redactorOf(source))),
            now,
          ),
        }),
      });
      if (batch.finished) await this.ctx.storage.deleteAlarm();
      else
        await this.ctx.storage.setAlarm(
          now + (batch.more ? MORE_DELAY_MS : reader.idleMs(source.config, next, now)),
        );
    } catch (err) {
      this.update({
        failures: state.failures + 1,
        last_error: messageOf(err, redactorOf(source)),
        last_run_at: now,
      });
      if (err instanceof PermanentPullError) await this.stop("the source's config cannot run");
      else await this.ctx.storage.setAlarm(now + retryDelay(state.failures + 1));
    }
  }
}

/** The object of one pull source of one pipeline. */
export const pullSourceStub = (env: Pick<Bindings, "PULL_SOURCE">, pipelineId: string, sourceId: string) =>
  env.PULL_SOURCE.get(env.PULL_SOURCE.idFromName(`${pipelineId}:${sourceId}`));

/**
 * Starts every source of a published revision that runs here. A start that fails is logged, not thrown: the
 * revision is already stored, and the Cron sweep starts the source later.
 */
export async function startPullSources(
  env: Pick<Bindings, "PULL_SOURCE">,
  accountId: string,
  pipelineId: string,
  sources: { id: string; type: string; deployType: string | null; disabled: boolean }[],
) {
  const started = await Promise.allSettled(
    sources
      .filter(runsHere)
      .map((s) => pullSourceStub(env, pipelineId, s.id).start({ accountId, pipelineId, sourceId: s.id })),
  );
  const failed = started.filter((r) => r.status === "rejected");
  for (const f of failed)
    console.error("pull source start failed", pipelineId, (f as PromiseRejectedResult).reason);
  return { started: started.length - failed.length, failed: failed.length };
}
