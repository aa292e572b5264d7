// What a live run hands its destinations: one queue message per destination and batch, sent together, so a
// sender's request answers once its events are durable and never waits on a destination
// (src/delivery/consumer.ts delivers them). A batch carries a key made from what the sender sent: the same
// request sent again queues the same keys, and the destination's ledger (src/durable/delivery-ledger.ts)
// delivers each key once.
import { gunzipSync, gzipSync } from "node:zlib";
import type { PipelineEvent } from "../engine/events";
import type { Bindings } from "../env";
import { ApiError } from "../http/errors";
import { packInOrder } from "../lib/pack";
import { sha256Hex } from "../lib/secrets";
import { eventBytes } from "./http-batching";

export interface DeliveryMessage {
  v: 1;
  /** The batch's key at its destination (the ledger's): a digest of what was sent, see batchKey. */
  key: string;
  accountId: string;
  pipelineId: string;
  /** The revision whose run produced the events (its destination's configuration, unless republished). */
  revisionId: string;
  destinationId: string;
  /** When the batch was first queued: its retry window counts from here. */
  queuedAt: number;
  /**
   * Failed attempts of the batch under earlier keys (the rest of a batch delivered in part); those under its
   * own key are its ledger's (src/durable/delivery-ledger.ts).
   */
  failures: number;
  events: number;
  bytes: number;
  /** The events as gzip-compressed JSON, when that fits in the message... */
  gz?: Uint8Array;
  /** ...or the DELIVERIES object holding it. */
  object?: string;
  /** A replay: the dead letter it came from, removed once delivered. */
  deadLetterId?: string;
}

/** How long a batch is retried, from when it was first queued. */
export const RETRY_WINDOW_MS = 24 * 3_600_000;

/** Events a run produced for one destination. */
export interface PlannedDelivery {
  accountId: string;
  pipelineId: string;
  revisionId: string;
  destinationId: string;
  key: string;
  events: PipelineEvent[];
}

/** Queues take messages of 128 KB and batches of 256 KB and 100 messages; we stay below with room to spare. */
const INLINE_MAX = 96 * 1024;
const SEND_MAX_BYTES = 192 * 1024;
const SEND_MAX_MESSAGES = 100;
/** A message's fields besides its payload, at most (ids, key, counters). */
const ENVELOPE_BYTES = 512;

/**
 * A batch's key at one destination: the source (or what stands for it) and the bytes the sender sent, so a
 * request retried after its work was queued queues the same key.
 */
export async function batchKey(origin: string, destinationId: string, body: Uint8Array | string) {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const head = new TextEncoder().encode(`${origin}\n${destinationId}\n`);
  const all = new Uint8Array(head.byteLength + bytes.byteLength);
  all.set(head, 0);
  all.set(bytes, head.byteLength);
  return sha256Hex(all);
}

export const spillKeyOf = (accountId: string) => `spill/${accountId}/${crypto.randomUUID()}`;

/**
 * Queues every planned delivery of a request, all or nothing as far as the client can tell: a failure
 * answers 503 (nothing the retry queues twice is delivered twice: the keys are the same). Events too large
 * for a message go to R2 first.
 */
export async function enqueueDeliveries(env: Bindings, planned: PlannedDelivery[], now = Date.now()) {
  const items = planned.filter((p) => p.events.length > 0);
  if (items.length === 0) return;
  const messages = items.map((p) =>
    messageOf(
      {
        key: p.key,
        accountId: p.accountId,
        pipelineId: p.pipelineId,
        revisionId: p.revisionId,
        destinationId: p.destinationId,
        queuedAt: now,
        failures: 0,
      },
      p.events,
    ),
  );
  await spillLarge(env, messages);
  const unsent = new Set(messages);
  try {
    // One sendBatch for the request unless it has more than 100 destinations' batches.
    for (const part of sendGroups(messages)) {
      await env.DELIVERY_QUEUE.sendBatch(part.map((body) => ({ body, contentType: "v8" })));
      for (const m of part) unsent.delete(m);
    }
  } catch (err) {
    console.error("delivery queue: sendBatch failed", err);
    // The events of what was not queued go; what was queued keeps its own (the retry's copies are delivered
    // once: same keys).
    await Promise.allSettled([...unsent].flatMap((m) => (m.object ? [env.DELIVERIES.delete(m.object)] : [])));
    throw new ApiError("EUNAVAILABLE", "The delivery queue did not take the events: send them again", [], 5);
  }
}

/** A message carrying `events` (compressed: JSON of events shrinks 5 to 10 times, and fits in a message). */
export function messageOf(
  fields: Omit<DeliveryMessage, "v" | "events" | "bytes" | "gz" | "object">,
  events: PipelineEvent[],
): DeliveryMessage {
  return {
    v: 1,
    ...fields,
    events: events.length,
    bytes: events.reduce((n, e) => n + eventBytes(e), 0),
    gz: gzipSync(new TextEncoder().encode(JSON.stringify(events)), { level: 1 }),
  };
}

const sizeOf = (m: DeliveryMessage) => ENVELOPE_BYTES + (m.gz?.byteLength ?? 0);

/** Messages in sendBatch calls of at most 100 messages and SEND_MAX_BYTES. */
export const sendGroups = (messages: DeliveryMessage[]) =>
  packInOrder(messages, sizeOf, SEND_MAX_BYTES, SEND_MAX_MESSAGES);

/** Moves payloads to R2, largest first, until each message and each sendBatch fits; answers their keys. */
export async function spillLarge(env: Bindings, messages: DeliveryMessage[]): Promise<string[]> {
  const sizes = new Map(messages.map((m) => [m, sizeOf(m)]));
  const order = [...messages].sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0));
  let total = order.reduce((n, m) => n + (sizes.get(m) ?? 0), 0);
  const room = SEND_MAX_BYTES * Math.ceil(messages.length / SEND_MAX_MESSAGES);
  const spill: DeliveryMessage[] = [];
  for (const m of order) {
    const size = sizes.get(m) ?? 0;
    if (size <= INLINE_MAX && total <= room) break;
    spill.push(m);
    total -= size - ENVELOPE_BYTES;
  }
  const keys: string[] = [];
  try {
    await Promise.all(
      spill.map(async (m) => {
        const key = spillKeyOf(m.accountId);
        await env.DELIVERIES.put(key, m.gz as Uint8Array, {
          httpMetadata: { contentType: "application/gzip" },
        });
        keys.push(key);
        m.object = key;
        delete m.gz;
      }),
    );
  } catch (err) {
    console.error("delivery queue: spilling to R2 failed", err);
    await Promise.allSettled(keys.map((key) => env.DELIVERIES.delete(key)));
    throw new ApiError("EUNAVAILABLE", "The events could not be kept for delivery: send them again", [], 5);
  }
  return keys;
}

/** A message's events, from the message or its object; null when the object is gone (delivered already). */
export async function messageEvents(env: Bindings, m: DeliveryMessage): Promise<PipelineEvent[] | null> {
  let gz = m.gz;
  if (!gz && m.object) {
    const object = await env.DELIVERIES.get(m.object);
    if (!object) return null;
    gz = new Uint8Array(await object.arrayBuffer());
  }
  // A dead letter's object (a replay) is plain JSON.
  if (!gz) return [];
  const bytes = gz[0] === 0x1f && gz[1] === 0x8b ? gunzipSync(gz) : gz;
  return JSON.parse(new TextDecoder().decode(bytes)) as PipelineEvent[];
}
