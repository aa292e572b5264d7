// The pipeline tap's object: one per pipeline holds its open taps (at most TAP_LIMITS.maxTaps), in memory
// only. A tap is a pending call: `open` (from src/api/pipeline-tap/routes.ts) answers when the tap has its
// limit or TAP_LIMITS.maxTapBytes of events, or at its deadline with what it has; an answered tap leaves
// nothing behind (no row, no timer). The object writes the pipeline's lease (src/live/tap.ts: tap_until and
// the open taps) before a tap starts waiting, and again as each one closes (0 and null after the last), one
// write after another so the later state wins. Live runs hand their catch over with `offer`, in the
// background; events for a tap that already answered are dropped. An object that dies with taps open fails
// their calls (503: the client opens them again) and leaves a lease that runs out by itself at the latest
// deadline (20 s at most).
import { DurableObject } from "cloudflare:workers";
import { createDb } from "../db/client";
import type { ConditionGroup } from "../engine/conditions";
import type { PipelineEvent } from "../engine/events";
import type { Bindings } from "../env";
import { jsonBytes } from "../lib/json-bytes";
import { TAP_LIMITS, type TapBatch, type TapSpec, writeTapLease } from "../live/tap";

export interface TapRequest {
  accountId: string;
  pipelineId: string;
  component: string;
  edge: string | null;
  filter: ConditionGroup | null;
  limit: number;
  timeoutMs: number;
}

/** Why a tap answered: its limit, its bytes, or its deadline. */
export type TapEnd = "limit" | "bytes" | "timeout";

export type TapAnswer =
  | { refused: string }
  | { events: PipelineEvent[]; oversized: number; ended: TapEnd; opened_at: number };

interface OpenTap {
  spec: TapSpec;
  openedAt: number;
  events: PipelineEvent[];
  bytes: number;
  oversized: number;
  answer: (a: TapAnswer) => void;
  timer: ReturnType<typeof setTimeout> | null;
}

export class PipelineTapObject extends DurableObject<Bindings> {
  private readonly taps = new Map<string, OpenTap>();
  private target: { accountId: string; pipelineId: string } | null = null;
  private leaseWrites: Promise<void> = Promise.resolve();
  /** Catches live runs handed over since the object started (tests read it: no tap, no call). */
  private offers = 0;

  /** Opens a tap and answers it: with its events, or refused (too many open). */
  async open(req: TapRequest): Promise<TapAnswer> {
    if (this.taps.size >= TAP_LIMITS.maxTaps)
      return {
        refused: `This pipeline has ${this.taps.size} taps open, the most it may have: retry when one answers`,
      };
    this.target = { accountId: req.accountId, pipelineId: req.pipelineId };
    const openedAt = Date.now();
    const spec: TapSpec = {
      id: crypto.randomUUID(),
      component: req.component,
      edge: req.edge,
      filter: req.filter,
      limit: req.limit,
      until: openedAt + req.timeoutMs,
    };
    let answer: (a: TapAnswer) => void = () => {};
    const answered = new Promise<TapAnswer>((resolve) => {
      answer = resolve;
    });
    const tap: OpenTap = { spec, openedAt, events: [], bytes: 0, oversized: 0, answer, timer: null };
    this.taps.set(spec.id, tap);
    try {
      // Runs that read the pipeline's row from now on catch for this tap.
      await this.syncLease();
    } catch (err) {
      this.taps.delete(spec.id);
      this.syncLease().catch(() => {});
      throw err;
    }
    // Still open (a run may already have filled it): it answers at its deadline at the latest.
    if (this.taps.has(spec.id))
      tap.timer = setTimeout(() => this.close(tap, "timeout"), Math.max(0, spec.until - Date.now()));
    return answered;
  }

  /** A live run's catch (src/live/tap.ts handOffToTaps). */
  offer(batch: TapBatch): void {
    this.offers++;
    for (const [id, caught] of Object.entries(batch)) {
      const tap = this.taps.get(id);
      if (!tap) continue;
      tap.oversized += caught.oversized;
      for (const event of caught.events) {
        const bytes = jsonBytes(event);
        if (tap.bytes + bytes > TAP_LIMITS.maxTapBytes) {
          this.close(tap, "bytes");
          break;
        }
        tap.events.push(event);
        tap.bytes += bytes;
        if (tap.events.length >= tap.spec.limit) {
          this.close(tap, "limit");
          break;
        }
      }
    }
  }

  /** Taps open now, and catches received so far. */
  stats(): { open: number; offers: number } {
    return { open: this.taps.size, offers: this.offers };
  }

  private close(tap: OpenTap, ended: TapEnd) {
    if (!this.taps.delete(tap.spec.id)) return;
    if (tap.timer) clearTimeout(tap.timer);
    tap.answer({ events: tap.events, oversized: tap.oversized, ended, opened_at: tap.openedAt });
    // A failed write leaves the lease to run out at its deadline.
    this.syncLease().catch(() => {});
  }

  /** Writes the lease as things are when the write runs; writes run one after another. */
  private syncLease(): Promise<void> {
    const write = this.leaseWrites.then(async () => {
      const target = this.target;
      if (!target) return;
      const specs = [...this.taps.values()].map((t) => t.spec);
      await writeTapLease(createDb(this.env.DB), target.accountId, target.pipelineId, specs);
    });
    this.leaseWrites = write.catch((err) => console.error("pipeline tap: lease write failed", err));
    return write;
  }
}
