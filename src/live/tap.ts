// The pipeline tap (docs/pipelines.md, "Tapping a component"): `POST /v3/pipeline/{id}/tap/{component_id}`
// waits, up to its timeout, for events that leave a component (or reach a destination) in live runs of the
// pipeline's published revision. What live runs and the tap object share:
//
// - The lease: `pipelines.tap_until` (epoch ms, 0: no tap open) and `pipelines.taps` (the open taps as JSON:
//   component, edge, filter, limit, deadline), written only by the pipeline's tap object
//   (src/durable/pipeline-tap.ts), one write after another, as its taps open and close. Live runs read both
//   with the pipelines row they read anyway (live ingestion's targets, a pull source's published source), so a
//   run learns at no extra round trip whether anyone taps; the JSON is parsed only while the lease is live.
//   Nothing caches that row, so a tap is seen by every run that reads the row after its lease write commits.
// - The catch: while the lease is live, the run's watcher (GraphRunner's RunWatcher) copies, as they pass,
//   the events each tap wants (its component or output, its edge, its filter), at most the tap's limit and
//   TAP_LIMITS.maxTapBytes per run, none over TAP_LIMITS.maxEventBytes (counted instead), and stops copying
//   for a tap once it has its fill. After the run, the catch goes to the tap object in the background
//   (waitUntil): the sender never waits for it, and no failure of it reaches the run.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { pipelines } from "../db/schema";
import type { ConditionGroup, ConditionVars } from "../engine/conditions";
import { matchesCondition } from "../engine/evaluate-condition";
import { cloneEvent, type PipelineEvent } from "../engine/events";
import { nodeIdOfInput } from "../engine/graph";
import {
  GROUP_ID_SEPARATOR,
  type GroupDefinition,
  groupIdOf,
  groupLeafOutputs,
} from "../engine/processor-groups";
import type { RunnableNode, RunWatcher } from "../engine/runner";
import type { Bindings } from "../env";
import { inBackground } from "../lib/background";
import { jsonBytes } from "../lib/json-bytes";

export const TAP_LIMITS = {
  /** Taps open at once on one pipeline (409 beyond). */
  maxTaps: 10,
  /** Taps open at once over all of an account's pipelines (409 beyond; counted from their leases). */
  maxTapsPerAccount: 50,
  /** An event larger than this (as UTF-8 JSON) is not kept; the answer counts it (`meta.oversized`). */
  maxEventBytes: 64 * 1024,
  /** Events a tap keeps, in bytes: reaching it answers the tap early, as its limit does. */
  maxTapBytes: 1024 * 1024,
  /** A tap's filter, as JSON (it travels in the lease). */
  maxFilterBytes: 16 * 1024,
  maxLimit: 100,
  maxTimeoutSeconds: 20,
};

/** One open tap as the lease carries it. */
export interface TapSpec {
  id: string;
  /** `<node id>` or `<node id>.<output>`. */
  component: string;
  /** An input of the component (`<node id>` or `<node id>.<output>`), or null. */
  edge: string | null;
  filter: ConditionGroup | null;
  limit: number;
  /** Epoch ms: when the tap answers whatever it has. */
  until: number;
}

/** The lease as a live run reads it with the pipeline's row. */
export interface TapLease {
  tapUntil: number;
  taps: string | null;
}

/** The taps open at `now`, from the lease a run read; none (and nothing parsed) when the lease is over. */
export function openTaps(lease: TapLease | null | undefined, now: number): TapSpec[] {
  if (!lease || !(lease.tapUntil > now) || !lease.taps) return [];
  try {
    return (JSON.parse(lease.taps) as TapSpec[]).filter((t) => t.until > now);
  } catch {
    return [];
  }
}

/** Writes the pipeline's lease: the taps open now (none: 0 and null). */
export async function writeTapLease(
  db: Db,
  accountId: string,
  pipelineId: string,
  taps: TapSpec[],
): Promise<void> {
  const until = taps.reduce((m, t) => Math.max(m, t.until), 0);
  await db
    .update(pipelines)
    .set({ tapUntil: until, taps: taps.length > 0 ? JSON.stringify(taps) : null })
    .where(and(eq(pipelines.id, pipelineId), eq(pipelines.accountId, accountId)));
}

/** What one run caught for one tap. */
export interface TapCatch {
  events: PipelineEvent[];
  /** Events that passed the filter but were over TAP_LIMITS.maxEventBytes. */
  oversized: number;
}

/** A run's catch, by tap id. */
export type TapBatch = Record<string, TapCatch>;

interface Catcher extends TapCatch {
  spec: TapSpec;
  bytes: number;
  full: boolean;
  /** Events leaving: from node `nodeId` (any output), or on one of `outputs`. */
  left?: { nodeId: string | null; outputs: Set<string> | null };
  /** Events reaching destination `nodeId`: over any input (null), or one of `inputs`. */
  reached?: { nodeId: string; inputs: Set<string> | null };
}

/**
 * The output ids a run uses for an output id of the revision: a processor-group node runs as its processors,
 * so its output is their leaf outputs (src/engine/processor-groups.ts).
 */
function runOutputs(nodes: Map<string, RunnableNode>, groups: GroupDefinition[]) {
  return (outputId: string): string[] | null => {
    const node = nodes.get(nodeIdOfInput(outputId));
    const groupId = node ? groupIdOf(node) : null;
    if (!node || groupId === null || node.disabled || outputId !== node.id) return null;
    const group = groups.find((g) => g.id === groupId);
    if (!group) return null;
    return groupLeafOutputs(group.processors).map((o) => `${node.id}${GROUP_ID_SEPARATOR}${o}`);
  };
}

/**
 * A watcher for one run that catches what `taps` want. `nodes` are the revision's nodes (before processor
 * groups are inlined); `vars` the state variables the run's conditions see. take() gives the catch (null when
 * nothing was caught). The watcher never throws: a failure stops its catching, not the run.
 */
export function tapWatcher(
  taps: TapSpec[],
  nodes: RunnableNode[],
  groups: GroupDefinition[],
  vars: ConditionVars | undefined,
): { watcher: RunWatcher; take(): TapBatch | null } {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const inRun = runOutputs(byId, groups);
  const catchers: Catcher[] = [];
  for (const spec of taps) {
    const nodeId = nodeIdOfInput(spec.component);
    const node = byId.get(nodeId);
    if (!node) continue; // republished without it: the tap waits for nothing
    const c: Catcher = { spec, events: [], oversized: 0, bytes: 0, full: false };
    if (node.nodeClass === "sink") {
      const inputs = spec.edge === null ? null : new Set(inRun(spec.edge) ?? [spec.edge]);
      c.reached = { nodeId, inputs };
    } else if (spec.component !== nodeId) c.left = { nodeId: null, outputs: new Set([spec.component]) };
    else {
      const leaves = inRun(nodeId);
      c.left = leaves ? { nodeId: null, outputs: new Set(leaves) } : { nodeId, outputs: null };
    }
    catchers.push(c);
  }
  let hungry = catchers.length;
  const offer = (c: Catcher, events: PipelineEvent[]) => {
    for (const event of events) {
      if (c.spec.filter && !matchesCondition(c.spec.filter, event, vars)) continue;
      const bytes = jsonBytes(event);
      if (bytes > TAP_LIMITS.maxEventBytes) {
        c.oversized++;
        continue;
      }
      if (c.bytes + bytes > TAP_LIMITS.maxTapBytes) c.full = true;
      else {
        c.events.push(cloneEvent(event)); // the run goes on changing the event in place
        c.bytes += bytes;
        if (c.events.length >= c.spec.limit) c.full = true;
      }
      if (c.full) {
        hungry--;
        return;
      }
    }
  };
  const guarded =
    (see: (c: Catcher, nodeId: string, edgeId: string) => boolean) =>
    (nodeId: string, edgeId: string, events: PipelineEvent[]) => {
      if (hungry === 0) return;
      try {
        for (const c of catchers) if (!c.full && see(c, nodeId, edgeId)) offer(c, events);
      } catch (err) {
        console.error("pipeline tap: catching failed; this run feeds no tap", err);
        hungry = 0;
      }
    };
  const watcher: RunWatcher = {
    left: guarded(
      (c, nodeId, outputId) =>
        c.left !== undefined &&
        (c.left.nodeId !== null ? c.left.nodeId === nodeId : (c.left.outputs?.has(outputId) ?? false)),
    ),
    reached: guarded(
      (c, nodeId, inputId) =>
        c.reached !== undefined &&
        c.reached.nodeId === nodeId &&
        (c.reached.inputs === null || c.reached.inputs.has(inputId)),
    ),
  };
  return {
    watcher,
    take() {
      const batch: TapBatch = {};
      let any = false;
      for (const c of catchers) {
        if (c.events.length === 0 && c.oversized === 0) continue;
        batch[c.spec.id] = { events: c.events, oversized: c.oversized };
        any = true;
      }
      return any ? batch : null;
    },
  };
}

/** The tap object of a pipeline. */
export const tapStub = (ns: Bindings["PIPELINE_TAP"], pipelineId: string) =>
  ns.get(ns.idFromName(`tap:${pipelineId}`));

/** Hands a run's catch to the pipeline's tap object, in the background; never throws, never waits. */
export function handOffToTaps(
  env: Pick<Bindings, "PIPELINE_TAP">,
  pipelineId: string,
  batch: TapBatch,
): void {
  const ns = env.PIPELINE_TAP;
  if (!ns) return;
  const sending = (async () => tapStub(ns, pipelineId).offer(batch))().catch((err) =>
    console.warn("pipeline tap: hand-off failed", pipelineId, err),
  );
  inBackground(sending);
}
