// The delivery queue's consumer: what live runs queued (src/delivery/queue.ts) reaches its destinations here.
// Messages are grouped per destination, each group on its own (one destination's trouble never waits on
// another's); a group's batches go out together through the destination kind's deliver function, after its
// ledger (src/durable/delivery-ledger.ts) leased their keys, so a batch queued twice goes out once.
// - A failure another attempt may cure (unreachable, 408, 429, 5xx) comes back with exponential backoff (1 s,
//   2 s, 4 s ... capped at the destination's retry_max_duration_secs, 30 s by default; a longer Retry-After
//   wins) while the batch is younger than RETRY_WINDOW_MS and within the destination's max_retries.
// - A refusal (another 4xx), or a batch past its retries, is dead-lettered (src/delivery/dead-letters.ts).
// - Batches the destination took before a failure are done: only the rest comes back.
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { createDb, type Db } from "../db/client";
import { pipelines } from "../db/schema";
import { callObject } from "../durable/call";
import { deliveryLedgerStub, type LastError, type Settlement } from "../durable/delivery-ledger";
import { nodeStateStub } from "../durable/node-state";
import type { PipelineEvent } from "../engine/events";
import { findNodeKind } from "../engine/kinds";
import type { RunnableNode } from "../engine/runner";
import type { Bindings } from "../env";
import { packInOrder } from "../lib/pack";
import { openSecrets, SECRET_MASK } from "../lib/sealed-secrets";
import { publishedNodes } from "../live/run";
import { secretRedactor } from "../notify/redact";
import type { DeliveryContext } from "./context";
import { deadLetter, removeDeadLetter } from "./dead-letters";
import { deliver } from "./destinations";
import { authHeaders, eventBytes, type HttpAuth, RetryLater } from "./http-batching";
import {
  type DeliveryMessage,
  messageEvents,
  messageOf,
  RETRY_WINDOW_MS,
  sendGroups,
  spillLarge,
} from "./queue";
import { recordDelivered } from "./usage";

export const DELIVERY_QUEUE_NAME = "pipeline-service-deliveries";
export const DELIVERY_SLOW_QUEUE_NAME = "pipeline-service-deliveries-slow";

/**
 * Which queue a batch goes through: the main one, or the slow lane, where a destination whose deliveries
 * took longer than GROUP_BUDGET_MS of an invocation goes for SLOW_MS (src/durable/delivery-ledger.ts), so
 * that the invocations of the main queue stay quick for every other destination.
 */
type Lane = "main" | "slow";
const queueOf = (env: Bindings, lane: Lane) =>
  lane === "main" ? env.DELIVERY_QUEUE : env.DELIVERY_SLOW_QUEUE;

/** The longest wait between two attempts, unless the destination says otherwise (retry_max_duration_secs). */
export const DEFAULT_BACKOFF_CAP_S = 30;
/** How long a consumer holds a batch: longer than one group's delivery takes (requests time out first). */
const LEASE_MS = 5 * 60_000;
/** How long a destination's batches may take of one invocation before the rest goes back on the queue. */
const GROUP_BUDGET_MS = 2_000;
/** Events and their bytes per delivery call, about. */
const UNIT_EVENTS = 5_000;
const UNIT_BYTES = 8 * 1024 * 1024;
/** One request to a destination, at most. */
const REQUEST_TIMEOUT_MS = 30_000;
/** wrangler.toml gives the queue max_retries = 100: before that, a batch goes back as a new message. */
const QUEUE_ATTEMPTS = 90;
/** Queues delay a message by 12 hours at most. */
const MAX_DELAY_S = 12 * 3_600;

export async function handleDeliveryQueue(batch: MessageBatch<DeliveryMessage>, env: Bindings) {
  const db = createDb(env.DB);
  const lane: Lane = batch.queue === DELIVERY_SLOW_QUEUE_NAME ? "slow" : "main";
  const groups = new Map<string, Message<DeliveryMessage>[]>();
  for (const message of batch.messages) {
    const body = message.body;
    if (body?.v !== 1) {
      console.error("delivery queue: a message of an unknown shape, dropped", message.id);
      message.ack();
      continue;
    }
    const id = `${body.pipelineId}:${body.destinationId}`;
    groups.set(id, [...(groups.get(id) ?? []), message]);
  }
  await Promise.all(
    [...groups.values()].map(async (messages) => {
      const decided = new Set<Message<DeliveryMessage>>();
      try {
        await deliverGroup(env, db, lane, messages, decided);
      } catch (err) {
        // Our own storage failed (D1, the ledger, R2): what was not decided comes back, later each time, and
        // never past Queues' own retry limit (which would drop it).
        console.error("delivery queue: group failed, retried", err);
        for (const m of messages) {
          if (decided.has(m)) continue;
          const delaySeconds = Math.min(300, 5 * 2 ** Math.min(m.attempts - 1, 6));
          if (m.attempts < QUEUE_ATTEMPTS) m.retry({ delaySeconds });
          else
            await queueOf(env, lane)
              .send(m.body, { contentType: "v8", delaySeconds })
              .then(() => m.ack())
              .catch(() => m.retry({ delaySeconds }));
        }
      }
    }),
  );
}

/** The destination as its pipeline runs it now (a republish fixes a credential), else as it was queued. */
async function destinationNode(db: Db, m: DeliveryMessage): Promise<RunnableNode | null> {
  const published = await db
    .select({ revisionId: pipelines.publishedRevisionId })
    .from(pipelines)
    .where(and(eq(pipelines.id, m.pipelineId), eq(pipelines.accountId, m.accountId)))
    .get();
  if (!published) return null;
  const nodeIn = async (revisionId: string) => (await publishedNodes(db, revisionId, m.destinationId))[0];
  // Published again since: as it is now, or gone (deleted or disabled: what was queued for it is dropped, as
  // a run would drop it). Unpublished since: as it was queued (what was accepted is still delivered).
  const node = await nodeIn(published.revisionId ?? m.revisionId);
  return node?.nodeClass === "sink" && !node.disabled ? node : null;
}

interface Item {
  message: Message<DeliveryMessage>;
  body: DeliveryMessage;
  /** The batch's failed attempts before this one. */
  failures: number;
}

/** A batch with its events, read when its delivery call comes (so memory holds one call's events at a time). */
type LoadedItem = Item & { events: PipelineEvent[] };

async function deliverGroup(
  env: Bindings,
  db: Db,
  lane: Lane,
  messages: Message<DeliveryMessage>[],
  decided: Set<Message<DeliveryMessage>>,
) {
  const ack = (m: Message<DeliveryMessage>) => {
    decided.add(m);
    m.ack();
  };
  // Back on the queue; near Queues' own retry limit (which would drop it), as the same message sent anew.
  const later = async (m: Message<DeliveryMessage>, delaySeconds: number) => {
    if (m.attempts >= QUEUE_ATTEMPTS) {
      await queueOf(env, lane).send(m.body, { contentType: "v8", delaySeconds });
      ack(m);
    } else {
      decided.add(m);
      m.retry({ delaySeconds });
    }
  };
  const first = messages[0].body;
  const node = await destinationNode(db, first);
  if (!node) {
    // The pipeline or the destination is gone: nothing to deliver to.
    for (const m of messages) ack(m);
    return;
  }
  const ledger = () => deliveryLedgerStub(env, first.pipelineId, first.destinationId);
  const { slow, answers: claims } = await callObject(ledger, (stub) =>
    stub.claim(
      messages.map((m) => m.body.key),
      LEASE_MS,
    ),
  );
  // Moves batches to the slow lane: sent there, then acknowledged here, their leases ended.
  const toSlowLane = async (moved: Message<DeliveryMessage>[]) => {
    for (const part of sendGroups(moved.map((m) => m.body)))
      await env.DELIVERY_SLOW_QUEUE.sendBatch(part.map((body) => ({ body, contentType: "v8" as const })));
    for (const m of moved) ack(m);
  };
  const items: Item[] = [];
  const leased = messages.filter((_, i) => claims[i].claim === "go");
  try {
    for (const [i, message] of messages.entries()) {
      const { claim, failures } = claims[i];
      if (claim === "done") {
        // A copy of a batch that went (its own spilled events, if any, go with it).
        ack(message);
        if (!message.body.deadLetterId) await removeObject(env, message.body);
      } else if (claim === "busy") await later(message, 30);
      else if (!(slow && lane === "main"))
        items.push({ message, body: message.body, failures: message.body.failures + failures });
    }
    if (slow && lane === "main") {
      const moved = leased;
      await toSlowLane(moved);
      await callObject(ledger, (stub) =>
        stub.settle({ ...emptySettlement(), release: moved.map((m) => m.body.key) }),
      );
      return;
    }
    if (items.length === 0) return;
    await deliverItems(env, db, lane, node, first, items, { ack, later, toSlowLane });
  } catch (err) {
    // The leases of what was not decided end now, so its retry need not wait for them to run out.
    const release = leased.filter((m) => !decided.has(m)).map((m) => m.body.key);
    if (release.length > 0)
      await callObject(ledger, (stub) => stub.settle({ ...emptySettlement(), release })).catch(() => {});
    throw err;
  }
}

async function deliverItems(
  env: Bindings,
  db: Db,
  lane: Lane,
  node: RunnableNode,
  first: DeliveryMessage,
  items: Item[],
  decide: {
    ack: (m: Message<DeliveryMessage>) => void;
    later: (m: Message<DeliveryMessage>, delaySeconds: number) => Promise<void>;
    toSlowLane: (moved: Message<DeliveryMessage>[]) => Promise<void>;
  },
) {
  const ledger = () => deliveryLedgerStub(env, first.pipelineId, first.destinationId);

  const config = await openSecrets(env, node.userConfig);
  const opened = { ...node, userConfig: config };
  const kind = findNodeKind("sink", node.type);
  const redact = failureRedactor(config, kind?.config);
  const ctx = deliveryContext(env, db, first, node.id);
  // Delivery calls of about UNIT_EVENTS events and UNIT_BYTES (a destination with rate_limiting: one batch
  // a call, to fit its budget), so its batching still fills its requests and the time budget is checked
  // between calls.
  const units = config.rate_limiting
    ? items.map((item) => [item])
    : packInOrder(items, (item) => item.body.events, UNIT_EVENTS).flatMap((unit) =>
        packInOrder(unit, (item) => item.body.bytes, UNIT_BYTES),
      );
  const now = Date.now();
  const settlement = emptySettlement(now);
  let deliveredBytes = 0;
  let deadEvents = 0;
  // What was decided is told to the ledger even when a later batch of the group fails.
  try {
    for (const [u, unit] of units.entries()) {
      // Past its time in this invocation, a destination leaves the rest for the next: a slow one does not
      // hold the invocation, and the other destinations' batches behind it, for long.
      if (u > 0 && Date.now() - now > GROUP_BUDGET_MS) {
        const rest = units.slice(u).flat();
        settlement.release.push(...rest.map((item) => item.body.key));
        settlement.slow = true;
        if (lane === "main") await decide.toSlowLane(rest.map((item) => item.message));
        else for (const item of rest) await decide.later(item.message, 0);
        break;
      }
      const loaded: LoadedItem[] = [];
      for (const item of unit) {
        const events = await messageEvents(env, item.body);
        if (events !== null) loaded.push({ ...item, events });
        else {
          // Its object is gone and its key unknown: delivered and forgotten long ago, or removed by hand.
          console.error("delivery queue: the events of a batch are gone", item.body.key);
          settlement.done.push({ key: item.body.key, events: item.body.events });
          decide.ack(item.message);
        }
      }
      if (loaded.length === 0) continue;
      const events = loaded.flatMap((item) => item.events);
      const outcome = await deliver(opened, events, ctx);
      let taken = outcome.ok ? events.length : (outcome.delivered ?? 0);
      for (const item of loaded) {
        const priorFailures = item.failures;
        const batch = { key: item.body.key, events: item.events.length };
        const share = Math.min(item.events.length, taken);
        taken -= share;
        if (share === item.events.length) {
          settlement.done.push(batch);
          settlement.delivered += share;
          deliveredBytes += item.body.bytes;
          decide.ack(item.message);
          await finished(env, db, item.body);
          continue;
        }
        const failures = priorFailures + 1;
        const error: LastError = {
          at: new Date(now).toISOString(),
          status: outcome.status ?? null,
          message: redact(outcome.error ?? "failed"),
        };
        settlement.lastError = error;
        const quick = Number(env.DELIVERY_QUICK_RETRIES ?? 0);
        const delayOf = (n: number) =>
          retryDelaySeconds(n, outcome.retryAfterMs ?? 0, backoffCap(config), quick);
        if (share > 0) {
          // The destination took the start of this batch: the rest goes on as a batch of its own, its failure
          // counted (in the ledger, under the rest's key).
          const rest = item.events.slice(share);
          const restKey = `${item.body.key}:${share}`;
          settlement.done.push(batch);
          settlement.failed.push({ key: restKey, events: rest.length });
          settlement.delivered += share;
          deliveredBytes += item.events.slice(0, share).reduce((n, e) => n + eventBytes(e), 0);
          await requeueRest(env, item, rest, restKey, priorFailures, delayOf(failures));
          decide.ack(item.message);
          await finished(env, db, item.body);
          continue;
        }
        const retryable = outcome.retryable !== false;
        const maxRetries = typeof config.max_retries === "number" ? config.max_retries : null;
        const inWindow = now - item.body.queuedAt < RETRY_WINDOW_MS;
        if (retryable && inWindow && (maxRetries === null || failures <= maxRetries)) {
          settlement.failed.push(batch);
          await decide.later(item.message, delayOf(failures));
          continue;
        }
        await deadLetter(env, db, item.body, item.events, error);
        settlement.dead += item.events.length;
        deadEvents += item.events.length;
        // Dead-lettered: the key is done (a replay comes under a key of its own).
        settlement.done.push(batch);
        decide.ack(item.message);
        if (!item.body.deadLetterId) await removeObject(env, item.body);
      }
    }
    // A destination slower than its time goes through the slow lane; one quick again comes back.
    const took = Date.now() - now;
    if (took > GROUP_BUDGET_MS) settlement.slow = true;
    else if (lane === "slow" && took < GROUP_BUDGET_MS / 2) settlement.slow = false;
  } finally {
    await callObject(ledger, (stub) => stub.settle({ ...settlement, success: settlement.delivered > 0 }));
    await recordDelivered(db, first, settlement.delivered, deliveredBytes, deadEvents, now);
  }
}

/**
 * What masks a destination's secrets in a failure text: its secret fields (secretRedactor), and the
 * Authorization header its `auth` makes, which none of them is as sent (Basic is base64 of user:password).
 */
export function failureRedactor(
  config: Record<string, unknown>,
  schema?: z.ZodType,
): (text: string) => string {
  const redact = secretRedactor(config, schema);
  const auth = config.auth as HttpAuth | undefined;
  const header =
    auth && typeof auth === "object" && "strategy" in auth ? authHeaders(auth).authorization : undefined;
  const pieces = header ? [header, header.slice(header.indexOf(" ") + 1)] : [];
  return (text) => pieces.reduce((out, piece) => out.split(piece).join(SECRET_MASK), redact(text));
}

function emptySettlement(at = Date.now()): Settlement {
  return {
    done: [],
    failed: [],
    release: [],
    delivered: 0,
    dead: 0,
    at,
    lastError: null,
    success: false,
  };
}

/**
 * 1 s, 2 s, 4 s ... after failure 1, 2, 3 ... (after `quick` failures retried at once), capped; a longer
 * Retry-After wins (up to Queues' 12 hours).
 */
export function retryDelaySeconds(
  failures: number,
  retryAfterMs: number,
  capSeconds: number,
  quick = 0,
): number {
  const backoff = failures <= quick ? 0 : Math.min(capSeconds, 2 ** Math.min(failures - quick - 1, 20));
  return Math.min(MAX_DELAY_S, Math.max(backoff, Math.ceil(retryAfterMs / 1000)));
}

function backoffCap(config: Record<string, unknown>): number {
  const cap = config.retry_max_duration_secs;
  return typeof cap === "number" && cap > 0 ? cap : DEFAULT_BACKOFF_CAP_S;
}

/** The rest of a batch the destination took in part, as a batch of its own. */
async function requeueRest(
  env: Bindings,
  item: LoadedItem,
  rest: PipelineEvent[],
  key: string,
  failures: number,
  delaySeconds: number,
) {
  const { accountId, pipelineId, revisionId, destinationId, queuedAt } = item.body;
  const body = messageOf({ key, accountId, pipelineId, revisionId, destinationId, queuedAt, failures }, rest);
  await spillLarge(env, [body]);
  await env.DELIVERY_QUEUE.send(body, { contentType: "v8", delaySeconds });
}

/** A batch delivered (or passed on): its R2 object goes, and the dead letter it replayed. */
async function finished(env: Bindings, db: Db, body: DeliveryMessage) {
  if (body.deadLetterId) await removeDeadLetter(env, db, body.accountId, body.deadLetterId);
  else await removeObject(env, body);
}

async function removeObject(env: Bindings, body: DeliveryMessage) {
  if (body.object) await env.DELIVERIES.delete(body.object).catch(() => {});
}

/** What a destination's delivery gets in the consumer: requests time out, retries come through the queue. */
function deliveryContext(env: Bindings, db: Db, m: DeliveryMessage, nodeId: string): DeliveryContext {
  return {
    db,
    accountId: m.accountId,
    logStore: env,
    fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
    sleep: () => Promise.reject(new RetryLater()),
    // A destination's rate_limiting budget is its node's Durable Object, as for live runs before.
    takeRequests: (limit, count) =>
      callObject(
        () => nodeStateStub(env, m.pipelineId, nodeId),
        (stub) =>
          stub.takeRequests(JSON.stringify(limit), limit.request_limit, limit.duration_secs * 1000, count),
      ),
  };
}
