// The notification queue consumer: one attempt per message. Each attempt is a notification_attempts row and
// updates its delivery; a failure worth repeating goes back on the queue with an exponential delay, a
// permanent one (a 4xx other than 408/429) or the last allowed attempt ends the delivery as failed.
// A delivery may get two messages (the sweep, sweep.ts, sends another when the first seems lost, and Queues
// delivers at least once): only its current message (`token`) counts, and an attempt starts with a claim, so
// one delivery is never sent twice, even by two consumers at once.
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { createDb, type Db } from "../db/client";
import { notificationAttempts, notificationDeliveries } from "../db/schema";
import type { Bindings } from "../env";
import type { AlertChannel } from "./channels";
import { attemptDelivery } from "./deliver";
import type { NotificationPayload } from "./notifier";

export const NOTIFY_QUEUE_NAME = "pipeline-service-notifications";

export interface NotificationMessage {
  deliveryId: string;
  /** Set by the sweep on a message it sends again: the delivery's `queue_token`; older messages are dropped. */
  token?: string;
}

/** wrangler.toml gives the queue max_retries = 6: the first attempt plus six retries. */
export const MAX_DELIVERY_ATTEMPTS = 7;
const FIRST_RETRY_DELAY_S = 10;
/** Queues refuse delays above 12 hours. */
const MAX_RETRY_DELAY_S = 12 * 60 * 60;
/**
 * How long a consumer holds a delivery for one attempt. A queue consumer invocation runs at most 15 minutes,
 * so a claim never runs out under a live attempt; one whose consumer died frees the delivery when it ends.
 */
export const CLAIM_MS = 15 * 60_000;

/** 10 s, 30 s, 90 s, 270 s, ... after attempt 1, 2, 3, 4, ...; a longer Retry-After wins. */
export function retryDelaySeconds(attempt: number, retryAfterSeconds = 0): number {
  const backoff = FIRST_RETRY_DELAY_S * 3 ** (attempt - 1);
  return Math.min(MAX_RETRY_DELAY_S, Math.max(backoff, Math.ceil(retryAfterSeconds)));
}

export async function handleNotificationQueue(
  batch: MessageBatch<NotificationMessage>,
  env: Bindings,
): Promise<void> {
  const db = createDb(env.DB);
  await Promise.all(
    batch.messages.map(async (message) => {
      try {
        await processMessage(env, db, message);
      } catch (err) {
        // D1 itself failed: nothing was decided, so the queue repeats the message.
        console.error("notification consumer failed", message.body?.deliveryId, err);
        message.retry({ delaySeconds: FIRST_RETRY_DELAY_S });
      }
    }),
  );
}

async function processMessage(env: Bindings, db: Db, message: Message<NotificationMessage>): Promise<void> {
  const deliveryId = message.body?.deliveryId;
  const delivery =
    typeof deliveryId === "string"
      ? await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, deliveryId)).get()
      : undefined;
  // Gone (account deleted), already finished, or superseded by the sweep's message: nothing to send.
  const token = message.body?.token ?? null;
  if (delivery?.status !== "pending" || delivery.queueToken !== token) {
    message.ack();
    return;
  }

  // The claim: a compare-and-set on what was read (still pending, same attempt, same message) and on nobody
  // else holding it. Two messages of one delivery consumed at once: one wins, the other looks again later.
  const claimedAt = Date.now();
  const claimed = await db
    .update(notificationDeliveries)
    .set({ claimedUntil: claimedAt + CLAIM_MS })
    .where(
      and(
        eq(notificationDeliveries.id, delivery.id),
        eq(notificationDeliveries.status, "pending"),
        eq(notificationDeliveries.attempts, delivery.attempts),
        sql`${notificationDeliveries.queueToken} IS ${token}`,
        or(isNull(notificationDeliveries.claimedUntil), lte(notificationDeliveries.claimedUntil, claimedAt)),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  if (claimed.length === 0) {
    const heldFor = Math.ceil(((delivery.claimedUntil ?? 0) - claimedAt) / 1000);
    message.retry({ delaySeconds: Math.max(FIRST_RETRY_DELAY_S, heldFor) });
    return;
  }

  const attempt = delivery.attempts + 1;
  const startedAt = Date.now();
  const outcome = await attemptDelivery(env, db, {
    id: delivery.id,
    accountId: delivery.accountId,
    dedupeKey: delivery.dedupeKey,
    channel: delivery.channel as AlertChannel,
    payload: delivery.payload as unknown as NotificationPayload,
  });
  const durationMs = Date.now() - startedAt;

  const willRetry = !outcome.ok && outcome.retryable && attempt < MAX_DELIVERY_ATTEMPTS;
  const status = outcome.ok ? "delivered" : willRetry ? "pending" : "failed";
  const delaySeconds = willRetry ? retryDelaySeconds(attempt, outcome.retryAfterSeconds) : 0;
  const finishedAt = Date.now();
  await db.batch([
    db
      .insert(notificationAttempts)
      .values({
        id: crypto.randomUUID(),
        deliveryId: delivery.id,
        accountId: delivery.accountId,
        attempt,
        startedAt: new Date(startedAt).toISOString(),
        durationMs,
        ok: outcome.ok,
        httpStatus: outcome.httpStatus,
        error: outcome.error,
      })
      // Two consumers racing on one message: the attempt number is taken once, the second write is a no-op.
      .onConflictDoNothing(),
    db
      .update(notificationDeliveries)
      .set({
        status,
        attempts: attempt,
        lastError: outcome.error,
        updatedAt: new Date(finishedAt).toISOString(),
        claimedUntil: null,
        // When the retry falls due: the sweep leaves the delivery alone until well after it.
        nextAttemptAt: willRetry ? finishedAt + delaySeconds * 1000 : null,
      })
      .where(
        and(
          eq(notificationDeliveries.id, delivery.id),
          eq(notificationDeliveries.attempts, delivery.attempts),
        ),
      ),
  ]);

  if (willRetry) message.retry({ delaySeconds });
  else message.ack();
}
