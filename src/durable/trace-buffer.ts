// Live tail sampling: one Durable Object per (pipeline, trace-sampling node) holds the spans of undecided
// traces in its SQLite storage. A trace is decided TAIL_DECISION_WAIT_MS after its first span (the object's
// alarm): the first rule any of its spans matches gives its rate, a hash of the trace id keeps one such
// trace in that rate (tailDecision), and the kept spans run downstream of the node in the published
// revision (resumeLive: deliveries, alerts, usage), as if the node had just emitted them. A span that
// arrives after its trace was decided follows the decision at once (it is remembered DECIDED_MEMORY_MS).
//
// Nothing accepted is lost: spans are written before the live request is answered, and deleted only after
// their trace's run downstream returned; an alarm that fails is retried by the runtime. Bounded: at most
// MAX_HELD_SPANS spans wait at once (more are decided at once on what is there), MAX_SPANS_PER_TRACE per
// trace, and one alarm decides at most DECIDE_PER_ALARM traces before it sets the next alarm.
import { DurableObject } from "cloudflare:workers";
import { createDb } from "../db/client";
import { enqueueDeliveries } from "../delivery/queue";
import type { PipelineEvent } from "../engine/events";
import {
  TAIL_DECISION_WAIT_MS,
  type TraceSamplingConfig,
  tailDecision,
} from "../engine/processors/trace-sampling";
import type { Bindings } from "../env";
import { ApiError } from "../http/errors";
import { resumeLive, type TraceBufferTarget } from "../live/run";

export const DECIDED_MEMORY_MS = 10 * 60_000;
export const MAX_HELD_SPANS = 100_000;
export const MAX_SPANS_PER_TRACE = 10_000;
const DECIDE_PER_ALARM = 500;

export interface HoldAnswer {
  /** Indexes of spans to emit now (their trace was kept already). */
  release: number[];
  /** Indexes of spans dropped now, with the reason (their trace was dropped, or it is over its bound). */
  dropped: { index: number; reason: string }[];
}

export class TraceBufferObject extends DurableObject<Bindings> {
  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS target (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL);
       CREATE TABLE IF NOT EXISTS traces (trace_id TEXT PRIMARY KEY, first_at INTEGER NOT NULL,
         spans INTEGER NOT NULL DEFAULT 0, kept INTEGER, decided_at INTEGER);
       CREATE INDEX IF NOT EXISTS traces_due ON traces (first_at) WHERE kept IS NULL;
       CREATE TABLE IF NOT EXISTS spans (seq INTEGER PRIMARY KEY AUTOINCREMENT, trace_id TEXT NOT NULL,
         event TEXT NOT NULL);
       CREATE INDEX IF NOT EXISTS spans_trace ON spans (trace_id);`,
    );
  }

  /** Takes a batch of spans: held, or (trace decided already) released or dropped now. */
  async hold(
    target: TraceBufferTarget,
    config: TraceSamplingConfig,
    spans: { traceId: string; event: PipelineEvent }[],
    now = Date.now(),
  ): Promise<HoldAnswer> {
    const sql = this.ctx.storage.sql;
    // The newest revision and configuration seen: the one the held spans run in.
    sql.exec("INSERT OR REPLACE INTO target (id, json) VALUES (1, ?)", JSON.stringify({ target, config }));
    const answer: HoldAnswer = { release: [], dropped: [] };
    let held = sql.exec<{ n: number }>("SELECT count(*) AS n FROM spans").one().n;
    spans.forEach(({ traceId, event }, i) => {
      const trace = sql
        .exec<{ spans: number; kept: number | null }>(
          "SELECT spans, kept FROM traces WHERE trace_id = ?",
          traceId,
        )
        .toArray()[0];
      if (trace && trace.kept !== null) {
        if (trace.kept === 1) answer.release.push(i);
        else
          answer.dropped.push({
            index: i,
            reason: "trace not sampled (tail sampling, decided before this span)",
          });
        return;
      }
      if (held >= MAX_HELD_SPANS || (trace?.spans ?? 0) >= MAX_SPANS_PER_TRACE) {
        // Over the bounds: decided now, on this span alone, so memory stays bounded and nothing waits forever.
        const decision = tailDecision(config, traceId, [event]);
        if (decision.keep) answer.release.push(i);
        else answer.dropped.push({ index: i, reason: decision.reason });
        return;
      }
      sql.exec(
        `INSERT INTO traces (trace_id, first_at, spans) VALUES (?, ?, 1)
         ON CONFLICT (trace_id) DO UPDATE SET spans = spans + 1`,
        traceId,
        now,
      );
      sql.exec("INSERT INTO spans (trace_id, event) VALUES (?, ?)", traceId, JSON.stringify(event));
      held++;
    });
    await this.arm();
    return answer;
  }

  /** Decides the traces due by `now`, runs the kept ones downstream, forgets old decisions. */
  async decide(now = Date.now()): Promise<{ kept: number; dropped: number }> {
    const sql = this.ctx.storage.sql;
    const row = sql.exec<{ json: string }>("SELECT json FROM target WHERE id = 1").toArray()[0];
    if (!row) return { kept: 0, dropped: 0 };
    const { target, config } = JSON.parse(row.json) as {
      target: TraceBufferTarget;
      config: TraceSamplingConfig;
    };
    const due = sql
      .exec<{ trace_id: string }>(
        "SELECT trace_id FROM traces WHERE kept IS NULL AND first_at <= ? ORDER BY first_at LIMIT ?",
        now - TAIL_DECISION_WAIT_MS,
        DECIDE_PER_ALARM,
      )
      .toArray();
    // Spans held while an earlier decision of their trace was running downstream (a hold() during its
    // await): they follow the decision made.
    const late = sql
      .exec<{ trace_id: string; kept: number }>(
        `SELECT DISTINCT s.trace_id, t.kept FROM spans s JOIN traces t ON t.trace_id = s.trace_id
         WHERE t.kept IS NOT NULL LIMIT ?`,
        DECIDE_PER_ALARM,
      )
      .toArray();
    const keptSpans: PipelineEvent[] = [];
    const decisions: [string, boolean][] = [];
    /** The last span of each trace taken here: only those are deleted once the run returned. */
    const takenThrough = new Map<string, number>();
    const spansOf = (traceId: string) => {
      const rows = sql
        .exec<{ seq: number; event: string }>(
          "SELECT seq, event FROM spans WHERE trace_id = ? ORDER BY seq",
          traceId,
        )
        .toArray();
      if (rows.length > 0) takenThrough.set(traceId, rows[rows.length - 1].seq);
      return rows.map((r) => JSON.parse(r.event) as PipelineEvent);
    };
    for (const { trace_id } of due) {
      const spans = spansOf(trace_id);
      const decision = tailDecision(config, trace_id, spans);
      decisions.push([trace_id, decision.keep]);
      if (decision.keep) keptSpans.push(...spans);
    }
    for (const { trace_id, kept } of late) {
      const spans = spansOf(trace_id);
      if (kept === 1) keptSpans.push(...spans);
    }
    if (keptSpans.length > 0) {
      // Runs before anything is deleted: if it throws, the alarm is retried with the spans still held.
      // Only a revision without the node (republished without it) is final: the spans have nowhere to go.
      await resumeLive(
        this.env,
        createDb(this.env.DB),
        target.accountId,
        target.pipelineId,
        target.revisionId,
        target.nodeId,
        keptSpans,
      )
        .then((outcome) => enqueueDeliveries(this.env, outcome.planned))
        .catch((err) => {
          if (!(err instanceof ApiError && err.code === "ECONFLICT")) throw err;
          console.error("tail sampling: kept spans dropped", target.pipelineId, target.nodeId, err.message);
        });
    }
    for (const [traceId, kept] of decisions)
      sql.exec("UPDATE traces SET kept = ?, decided_at = ? WHERE trace_id = ?", kept ? 1 : 0, now, traceId);
    // Only what was taken: spans that arrived during the run stay for the next alarm (they are `late`).
    for (const [traceId, seq] of takenThrough)
      sql.exec("DELETE FROM spans WHERE trace_id = ? AND seq <= ?", traceId, seq);
    sql.exec("DELETE FROM traces WHERE kept IS NOT NULL AND decided_at < ?", now - DECIDED_MEMORY_MS);
    await this.arm(now);
    const kept = decisions.filter(([, k]) => k).length;
    return { kept, dropped: decisions.length - kept };
  }

  /** How many spans and traces wait (tests, diagnostics). */
  async held(): Promise<{ spans: number; traces: number }> {
    const sql = this.ctx.storage.sql;
    return {
      spans: sql.exec<{ n: number }>("SELECT count(*) AS n FROM spans").one().n,
      traces: sql.exec<{ n: number }>("SELECT count(*) AS n FROM traces WHERE kept IS NULL").one().n,
    };
  }

  override async alarm(): Promise<void> {
    await this.decide(Date.now());
  }

  /** The next alarm: the earliest undecided trace's decision time, else when old decisions can go. */
  private async arm(now = Date.now()): Promise<void> {
    const sql = this.ctx.storage.sql;
    const leftover = sql
      .exec<{ n: number }>(
        "SELECT count(*) AS n FROM spans s JOIN traces t ON t.trace_id = s.trace_id WHERE t.kept IS NOT NULL",
      )
      .one().n;
    const oldest = sql
      .exec<{ at: number | null }>("SELECT min(first_at) AS at FROM traces WHERE kept IS NULL")
      .one().at;
    // Late spans of decided traces are released (or dropped) at once; others wait for their decision.
    const pending = leftover > 0 ? now - TAIL_DECISION_WAIT_MS : oldest;
    const decided = sql
      .exec<{ at: number | null }>("SELECT min(decided_at) AS at FROM traces WHERE kept IS NOT NULL")
      .one().at;
    const next =
      pending !== null
        ? Math.max(pending + TAIL_DECISION_WAIT_MS, now)
        : decided !== null
          ? decided + DECIDED_MEMORY_MS
          : null;
    const current = await this.ctx.storage.getAlarm();
    if (next === null) {
      if (current !== null) await this.ctx.storage.deleteAlarm();
    } else if (current === null || current > next) await this.ctx.storage.setAlarm(next);
  }
}
