// Helpers of the notification tests: a notify() whose queue messages are kept instead of being consumed by the
// Worker's own queue handler (so a test drives the consumer itself, without racing it), one consumer run over
// a hand-made batch, the receiver's record, and polling the delivery log.
import { env } from "cloudflare:test";
import { createDb } from "../../src/db/client";
import type { Bindings } from "../../src/env";
import type { AlertChannel } from "../../src/notify/channels";
import { type NotifyInput, notify } from "../../src/notify/notifier";
import { handleNotificationQueue, NOTIFY_QUEUE_NAME, type NotificationMessage } from "../../src/notify/queue";
import type { Json } from "../helpers";

export const db = () => createDb(env.DB);

/** notify() with a queue that only records what it was given. */
export async function notifyWithoutConsumer(
  input: Partial<NotifyInput> & { accountId: string; channels: AlertChannel[] },
) {
  const sent: NotificationMessage[] = [];
  const queue = {
    send: async (body: NotificationMessage) => void sent.push(body),
    sendBatch: async (messages: Iterable<MessageSendRequest<NotificationMessage>>) => {
      for (const m of messages) sent.push(m.body);
    },
  } as unknown as Queue<NotificationMessage>;
  const result = await notify({ ...env, NOTIFY_QUEUE: queue } as Bindings, db(), {
    sourceKind: "usage-threshold",
    sourceId: "alert-1",
    dedupeKey: crypto.randomUUID(),
    event: {
      title: "Ingress above threshold",
      summary: "12 MB in the last hour",
      severity: "warning",
      fired_at: Date.UTC(2024, 4, 1, 12, 0, 0),
      details: { bytes: 12_000_000 },
    },
    ...input,
  });
  return { ...result, sent };
}

/**
 * Runs the consumer once over one message for `deliveryId`, delivered for the `attempts`-th time (`token`: a
 * message the sweep sent). The batch is made by hand because cloudflare:test's createMessageBatch does not keep
 * the delay a retry asked for.
 */
export async function consumeOnce(deliveryId: string, attempts: number, token?: string) {
  const outcome = { acked: false, retries: [] as (number | undefined)[] };
  const message: Message<NotificationMessage> = {
    id: `msg-${deliveryId}`,
    timestamp: new Date(),
    attempts,
    body: token === undefined ? { deliveryId } : { deliveryId, token },
    ack: () => {
      outcome.acked = true;
    },
    retry: (options?: QueueRetryOptions) => void outcome.retries.push(options?.delaySeconds),
  };
  const batch: MessageBatch<NotificationMessage> = {
    queue: NOTIFY_QUEUE_NAME,
    messages: [message],
    metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } },
    ackAll: () => message.ack(),
    retryAll: (options?: QueueRetryOptions) => message.retry(options),
  };
  await handleNotificationQueue(batch, env);
  return outcome;
}

/** What the loopback receiver recorded at `path`. */
export async function received(path: string): Promise<{ method: string; headers: Json; body: string }[]> {
  const res = await fetch(`${env.RECEIVER_URL}/_received${path}`);
  return res.json();
}

/** Reads the delivery through the API until `done` holds (the Worker's own consumer runs asynchronously). */
export async function pollDelivery(
  get: (path: string) => Promise<{ status: number; body: Json }>,
  id: string,
  done: (delivery: Json) => boolean = (d) => d.status !== "pending",
): Promise<Json> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await get(`/v3/pipeline/notification/${id}`);
    if (res.status !== 200)
      throw new Error(`GET delivery answered ${res.status}: ${JSON.stringify(res.body)}`);
    if (done(res.body.data) || Date.now() > deadline) return res.body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Checks `x-signature: t=<s>,v1=<hex>` against the body as a receiver would. */
export async function verifySignature(header: string, body: string, secret: string): Promise<boolean> {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["verify"],
  );
  const mac = Uint8Array.from(match[2].match(/../g) ?? [], (h) => Number.parseInt(h, 16));
  return crypto.subtle.verify("HMAC", key, mac, new TextEncoder().encode(`${match[1]}.${body}`));
}
