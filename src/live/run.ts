// A live run: a decoded batch goes through the pipeline's PUBLISHED revision (never the draft), and the
// per-minute component figures are recorded. What each destination received is planned for the delivery
// queue (src/delivery/queue.ts), which the caller sends once for its whole request; the log store
// (log-analysis) and blackhole take theirs here, as part of the same request.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { componentUsage, pipelineRevisionGroups, pipelineRevisionNodes } from "../db/schema";
import type { DeliveryContext } from "../delivery/context";
import { type DeliveryOutcome, deliver, eventBytes } from "../delivery/destinations";
import { batchKey, type PlannedDelivery } from "../delivery/queue";
import { addedToUsage } from "../delivery/usage";
import { callObject } from "../durable/call";
import { nodeStateStub } from "../durable/node-state";
import { throttleStub } from "../durable/throttle";
import type { ConditionGroup, ConditionVars } from "../engine/conditions";
import { getField, newEvent, type PipelineEvent, setField } from "../engine/events";
import { asConfig } from "../engine/kinds/define";
import {
  expandProcessorGroups,
  type GroupDefinition,
  MissingProcessorGroupError,
} from "../engine/processor-groups";
import { processorFactories } from "../engine/processors";
import {
  type DedupeConfig,
  dedupeProcessor,
  type SampleConfig,
  sampleProcessor,
} from "../engine/processors/basic";
import { type TagCardinalityConfig, tagCardinalityProcessor } from "../engine/processors/tag-cardinality";
import { type TraceSamplingConfig, traceIdOf } from "../engine/processors/trace-sampling";
import type { Processor } from "../engine/processors/types";
import { ResultBuilder } from "../engine/processors/types";
import { GraphRunner, type NodeStats, type RunnableNode } from "../engine/runner";
import type { ThrottleConfig } from "../engine/throttle";
import type { Bindings } from "../env";
import { ApiError } from "../http/errors";
import { openSecrets } from "../lib/sealed-secrets";
import { sha256Hex } from "../lib/secrets";
import { alertSinks, feedAlerts, liveAlerts, takeAlertEvents } from "./alerts";
import { captureLiveEvents } from "./capture";
import { operationalState } from "./operational-state";
import { handOffToTaps, openTaps, type TapLease, tapWatcher } from "./tap";

/** The processor groups as they were when the revision was published. */
async function publishedGroups(db: Db, revisionId: string): Promise<GroupDefinition[]> {
  const rows = await db
    .select({ id: pipelineRevisionGroups.groupId, processors: pipelineRevisionGroups.processors })
    .from(pipelineRevisionGroups)
    .where(eq(pipelineRevisionGroups.revisionId, revisionId))
    .all();
  return rows;
}

/** The nodes of a revision as a run takes them (only `nodeId` when given). */
export async function publishedNodes(db: Db, revisionId: string, nodeId?: string): Promise<RunnableNode[]> {
  const n = pipelineRevisionNodes;
  return db
    .select({
      id: n.nodeId,
      nodeClass: n.nodeClass,
      type: n.type,
      userConfig: n.userConfig,
      inputs: n.inputs,
      disabled: n.disabled,
    })
    .from(n)
    .where(and(eq(n.revisionId, revisionId), nodeId === undefined ? undefined : eq(n.nodeId, nodeId)))
    .all();
}

/** The nodes with their credentials opened, for one run. */
const openNodeSecrets = (env: Bindings, nodes: RunnableNode[]) =>
  Promise.all(nodes.map(async (n) => ({ ...n, userConfig: await openSecrets(env, n.userConfig) })));

/** The field paths a throttle reads: its key field and every field of its exclude condition. */
function throttleFields(config: ThrottleConfig): string[] {
  const fields = config.key_field ? [config.key_field] : [];
  const walk = (group: ConditionGroup) => {
    for (const item of group.expressions) {
      if ("expressions" in item) walk(item);
      else if (!item.field.startsWith("$")) fields.push(item.field); // `$state.…` travels as vars
    }
  };
  if (config.exclude) walk(config.exclude);
  return [...new Set(fields)];
}

/**
 * The live throttle: one Durable Object call per batch, never one per event. Only the fields the throttle
 * reads travel to the object, not whole events: the call stays small whatever the events weigh.
 */
function liveThrottle(env: Bindings, pipelineId: string, node: RunnableNode): Processor {
  // A stub per attempt: callObject calls once more, on a new stub, through a reset of the object.
  const stubOf = () => throttleStub(env, pipelineId, node.id);
  const config = asConfig<ThrottleConfig>(node.userConfig);
  const fields = throttleFields(config);
  return {
    async process(events, ctx) {
      const slim = events.map((e) => {
        const copy = newEvent({}, e.timestamp);
        for (const path of fields) {
          const value = getField(e, path);
          if (value !== undefined) setField(copy, path, value);
        }
        return copy;
      });
      const { decisions } = await callObject(stubOf, (stub) =>
        stub.decideBatch(config, slim, undefined, ctx.vars),
      );
      const out = new ResultBuilder();
      events.forEach((e, i) => {
        if (decisions[i] === "throttled")
          out.drop(e, "throttled: over the limit of its bucket in the window");
        else out.emit(e);
      });
      return out.result();
    },
  };
}

/**
 * Live sample: the 1-in-N counter is the node's Durable Object, so requests do not each start a new count
 * (a stream of single-event requests would otherwise keep every event).
 */
function liveSample(env: Bindings, pipelineId: string, node: RunnableNode): Processor {
  const stubOf = () => nodeStateStub(env, pipelineId, node.id);
  const config = asConfig<SampleConfig>(node.userConfig);
  const { rate } = config;
  return sampleProcessor(config, {
    advance: (count) => callObject(stubOf, (stub) => stub.advanceSample(rate, count)),
  });
}

/** A dedupe key as sent to the object: short keys as they are, long ones (whole messages) as a SHA-256. */
const compactKey = async (key: string) => (key.length <= 64 ? `=${key}` : `#${await sha256Hex(key)}`);

/** Live dedupe: the cache of recent keys is the node's Durable Object, shared by all requests. */
function liveDedupe(env: Bindings, pipelineId: string, node: RunnableNode): Processor {
  const stubOf = () => nodeStateStub(env, pipelineId, node.id);
  const config = asConfig<DedupeConfig>(node.userConfig);
  const stateKey = JSON.stringify([config.fields, config.comparison_type, config.number_of_events]);
  return dedupeProcessor(config, {
    check: async (keys) => {
      const compact = await Promise.all(keys.map(compactKey));
      return callObject(stubOf, (stub) => stub.checkDedupe(stateKey, config.number_of_events, compact));
    },
  });
}

/** Live tag cardinality limit: the values seen per tag are the node's Durable Object, shared by all requests. */
function liveTagCardinality(env: Bindings, pipelineId: string, node: RunnableNode): Processor {
  const stubOf = () => nodeStateStub(env, pipelineId, node.id);
  const config = asConfig<TagCardinalityConfig>(node.userConfig);
  const stateKey = JSON.stringify([config.tags ?? null, config.exclude_tags ?? null, config.value_limit]);
  return tagCardinalityProcessor(config, (events) =>
    callObject(stubOf, (stub) => stub.limitTags(stateKey, config.value_limit, config.action, events)),
  );
}

/** Where the spans a tail-sampling node holds run once their trace is kept (src/durable/trace-buffer.ts). */
export interface TraceBufferTarget {
  accountId: string;
  pipelineId: string;
  revisionId: string;
  nodeId: string;
}

/** The buffer of one tail-sampling node of one pipeline (the binding's class imports this module). */
export const traceBufferStub = (env: Bindings, pipelineId: string, nodeId: string) =>
  env.TRACE_BUFFER.get(env.TRACE_BUFFER.idFromName(`${pipelineId}:${nodeId}`));

/**
 * Live tail sampling: spans go to the node's trace buffer (a Durable Object), which holds them until their
 * trace is decided and then runs the kept ones downstream (resumeLive). What it answers now: events that are
 * not spans, and late spans of traces already kept.
 */
function liveTailSampling(
  env: Bindings,
  at: TraceBufferTarget,
  rawConfig: Record<string, unknown>,
): Processor {
  const config = asConfig<TraceSamplingConfig>(rawConfig);
  return {
    async process(events) {
      const out = new ResultBuilder();
      const spans: { traceId: string; event: PipelineEvent }[] = [];
      for (const event of events) {
        const traceId = traceIdOf(config, event);
        if (traceId === null) out.emit(event);
        else spans.push({ traceId, event });
      }
      if (spans.length === 0) return out.result();
      const answer = await callObject(
        () => traceBufferStub(env, at.pipelineId, at.nodeId),
        (stub) => stub.hold(at, config, spans),
      );
      for (const i of answer.release) out.emit(spans[i].event);
      for (const { index, reason } of answer.dropped) out.drop(spans[index].event, reason);
      return out.result();
    },
  };
}

/** The processors whose state must outlive a request: their live form keeps it in a Durable Object. */
const liveProcessors: Record<string, (env: Bindings, pipelineId: string, node: RunnableNode) => Processor> = {
  throttle: liveThrottle,
  sample: liveSample,
  dedupe: liveDedupe,
  "metrics-tag-cardinality-limit": liveTagCardinality,
};

/**
 * The state variables conditions may read, read per request so a change applies without a publish; only
 * when a node's configuration refers to one (most pipelines never pay the query).
 */
export async function conditionVars(
  db: Db,
  accountId: string,
  pipelineId: string,
  nodes: { userConfig: unknown }[],
): Promise<ConditionVars | undefined> {
  if (!nodes.some((n) => JSON.stringify(n.userConfig ?? null).includes('"$state.'))) return undefined;
  return { "$state.operational_state": await operationalState(db, accountId, pipelineId) };
}

/** The state variables the open taps' filters read, when the run itself reads none; undefined if unreadable. */
async function tapVars(db: Db, accountId: string, pipelineId: string, taps: { filter: unknown }[]) {
  try {
    return await conditionVars(
      db,
      accountId,
      pipelineId,
      taps.map((t) => ({ userConfig: t.filter })),
    );
  } catch (err) {
    console.warn("tap: state variables not read; the taps' filters see the normal state", pipelineId, err);
    return undefined;
  }
}

export interface LiveRunOutcome {
  accepted: number;
  nodes: NodeStats[];
  /** Per destination: taken here (log-analysis, blackhole) or queued (`queued`). */
  deliveries: (DeliveryOutcome & { queued?: boolean })[];
  /** What the caller queues (enqueueDeliveries), once for its whole request. */
  planned: PlannedDelivery[];
}

/**
 * What a run's batches are keyed by at their destinations (src/delivery/queue.ts batchKey): the request as
 * the sender sent it (the name says which request: source, method, path, query and the headers that tell
 * one send from another), so a retried request queues the same keys; without one (pull sources, held
 * spans), each destination's events as they came out of the run.
 */
export interface RunOrigin {
  name: string;
  body: Uint8Array | string | null;
}

/** Destinations that take their events in the run itself: our own log store, and the one that keeps none. */
const IN_RUN_DESTINATIONS = new Set(["log-analysis", "blackhole"]);

/**
 * The published revision a live run goes through, and the pipeline's tap lease (src/live/tap.ts) as the caller
 * read it with the pipeline's row (absent: nobody taps this run).
 */
export interface LiveRevision {
  id: string;
  nodes: RunnableNode[];
  tap?: TapLease;
}

export function runLive(
  env: Bindings,
  db: Db,
  accountId: string,
  pipelineId: string,
  revision: LiveRevision,
  sourceId: string,
  events: PipelineEvent[],
  origin: RunOrigin = { name: `${pipelineId}:${sourceId}`, body: null },
): Promise<LiveRunOutcome> {
  return runGraph(env, db, accountId, pipelineId, revision, { source: sourceId }, events, origin);
}

/**
 * Runs events a processor held (tail sampling) downstream of it, in the published revision, as a live run
 * would have: deliveries, alerts and usage, without the processor itself.
 */
export async function resumeLive(
  env: Bindings,
  db: Db,
  accountId: string,
  pipelineId: string,
  revisionId: string,
  nodeId: string,
  events: PipelineEvent[],
): Promise<LiveRunOutcome> {
  const revision = { id: revisionId, nodes: await publishedNodes(db, revisionId) };
  const origin = { name: `${pipelineId}:${nodeId}`, body: null };
  return runGraph(env, db, accountId, pipelineId, revision, { resumeAfter: nodeId }, events, origin);
}

async function runGraph(
  env: Bindings,
  db: Db,
  accountId: string,
  pipelineId: string,
  revision: LiveRevision,
  entry: { source: string } | { resumeAfter: string },
  events: PipelineEvent[],
  origin: RunOrigin,
): Promise<LiveRunOutcome> {
  const { nodes } = revision;
  const sourceId = "source" in entry ? entry.source : entry.resumeAfter;
  // Samples capturing this source take the batch as it enters (before processors change it).
  if ("source" in entry) await captureLiveEvents(db, accountId, pipelineId, sourceId, events);

  const now = Date.now();

  const bytesIn = "source" in entry ? events.reduce((n, e) => n + eventBytes(e), 0) : 0;
  // A processor group runs as its processors, inlined (each inner throttle gets its own Durable Object).
  let runnable: RunnableNode[];
  const [groups, alerts] = await Promise.all([
    publishedGroups(db, revision.id),
    liveAlerts(db, accountId, pipelineId),
  ]);
  try {
    runnable = expandProcessorGroups(nodes, groups);
  } catch (err) {
    if (err instanceof MissingProcessorGroupError) throw new ApiError("ECONFLICT", err.message);
    throw err;
  }
  // Processors and destinations get their credentials in clear text only here, for this run.
  runnable = await openNodeSecrets(env, runnable);
  const ctx = { now: () => Date.now(), vars: await conditionVars(db, accountId, pipelineId, runnable) };
  // Taps open on the pipeline (none unless its lease is live). Their filters may read state variables too;
  // reading them for a tap alone never fails the run (a tap changes nothing a run does): unread, a tap's
  // filter sees the normal state.
  const taps = openTaps(revision.tap, now);
  const tapping =
    taps.length > 0
      ? tapWatcher(taps, nodes, groups, ctx.vars ?? (await tapVars(db, accountId, pipelineId, taps)))
      : undefined;
  const runner = await GraphRunner.create([...runnable, ...alertSinks(alerts)], (type, config, node) => {
    const live = liveProcessors[type];
    if (live) return live(env, pipelineId, node);
    if (type === "trace-sampling" && config.sample_type === "tail")
      return liveTailSampling(
        env,
        { accountId, pipelineId, revisionId: revision.id, nodeId: node.id },
        config,
      );
    const factory = processorFactories[type];
    // A revision published before a kind left the catalog: the client is told, the Worker does not fail.
    if (!factory)
      throw new ApiError("ECONFLICT", `The published revision uses a ${type} processor, which cannot run`);
    return factory(config);
  });
  if (!runner.has(sourceId))
    throw new ApiError("ECONFLICT", `The published revision has no node ${sourceId} to run from`);
  const watcher = tapping?.watcher;
  const result =
    "source" in entry
      ? await runner.run(sourceId, events, ctx, watcher)
      : await runner.resume(sourceId, events, ctx, watcher);
  // Windows and groups of reduce and aggregate close with the request: nothing accepted is held back.
  const rest = await runner.flush(sourceId, ctx, watcher);
  // What the taps caught goes to the tap object in the background: the run neither waits nor fails for it.
  const caught = tapping?.take();
  if (caught) handOffToTaps(env, pipelineId, caught);
  for (const [id, list] of rest.delivered)
    result.delivered.set(id, [...(result.delivered.get(id) ?? []), ...list]);
  mergeStats(result.nodes, rest.nodes);
  const alertEvents = takeAlertEvents(result);

  const byId = new Map(runnable.map((n) => [n.id, n]));
  const planned: PlannedDelivery[] = [];
  const budgetOf =
    (id: string): DeliveryContext["takeRequests"] =>
    (limit, count) =>
      callObject(
        () => nodeStateStub(env, pipelineId, id),
        (stub) =>
          stub.takeRequests(JSON.stringify(limit), limit.request_limit, limit.duration_secs * 1000, count),
      );
  const keyOf = (id: string, list: PipelineEvent[]) =>
    batchKey(origin.name, id, origin.body ?? JSON.stringify(list));
  const [deliveries] = await Promise.all([
    Promise.all(
      [...result.delivered].map(async ([id, list]) => {
        const node = byId.get(id) as RunnableNode;
        const key = await keyOf(id, list);
        // DELIVERY_MODE=inline: every destination in the request, as before the queue (the bench's baseline).
        if (IN_RUN_DESTINATIONS.has(node.type) || env.DELIVERY_MODE === "inline")
          return deliver(node, list, {
            db,
            accountId,
            logStore: env,
            batchKey: key,
            takeRequests: budgetOf(id),
          });
        planned.push({
          accountId,
          pipelineId,
          revisionId: revision.id,
          destinationId: id,
          key,
          events: list,
        });
        const bytes = list.reduce((n, e) => n + eventBytes(e), 0);
        return {
          destination_id: id,
          type: node.type,
          events: list.length,
          bytes,
          ok: true,
          attempts: 0,
          queued: true,
        };
      }),
    ),
    feedAlerts(env, alerts, alertEvents),
  ]);
  await recordUsage(db, accountId, pipelineId, now, result.nodes, sourceId, bytesIn, deliveries);
  return { accepted: events.length, nodes: result.nodes, deliveries, planned };
}

function mergeStats(into: NodeStats[], more: NodeStats[]) {
  const byId = new Map(into.map((s) => [s.node_id, s]));
  for (const s of more) {
    const t = byId.get(s.node_id);
    if (!t) continue;
    for (const [name, n] of Object.entries(s.events_out)) t.events_out[name] = (t.events_out[name] ?? 0) + n;
    t.events_dropped += s.events_dropped;
    for (const [reason, n] of Object.entries(s.drop_reasons))
      t.drop_reasons[reason] = (t.drop_reasons[reason] ?? 0) + n;
    t.events_in += s.events_in;
  }
}

const kindOf = { source: "source", transform: "processor", sink: "destination" } as const;

/** One upsert per run: events in and out per component, bytes in at the source and out at destinations. */
async function recordUsage(
  db: Db,
  accountId: string,
  pipelineId: string,
  now: number,
  stats: NodeStats[],
  sourceId: string,
  bytesIn: number,
  deliveries: (DeliveryOutcome & { queued?: boolean })[],
) {
  const minute = Math.floor(now / 60_000);
  const delivered = new Map(deliveries.map((d) => [d.destination_id, d]));
  const rows = stats.map((s) => {
    const d = delivered.get(s.node_id);
    const out = Object.values(s.events_out).reduce((a, b) => a + b, 0);
    // A queued destination's events out are counted when its consumer delivers them (src/delivery/usage.ts).
    const taken = d && !d.queued && d.ok;
    return [
      s.node_id,
      kindOf[s.node_class],
      s.events_in,
      s.node_class === "sink" ? (taken ? d.events : 0) : out,
      s.events_dropped + (d && !d.queued && !d.ok ? d.events : 0),
      s.node_id === sourceId ? bytesIn : 0,
      taken ? d.bytes : 0,
    ];
  });
  if (rows.length === 0) return;
  await db
    .insert(componentUsage)
    .select(
      sql`SELECT ${accountId}, ${pipelineId}, value ->> 0, ${minute}, value ->> 1, value ->> 2, value ->> 3,
        value ->> 4, value ->> 5, value ->> 6 FROM json_each(${JSON.stringify(rows)}) WHERE true`,
    )
    .onConflictDoUpdate(addedToUsage);
}
