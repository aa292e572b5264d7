// The notification sweep, run by the Cron Trigger every 15 minutes. A delivery is recorded first and then
// handed to the queue (notifier.ts); the queue retries it (queue.ts). If its message is lost anyway (the
// consumer kept failing on D1 until the queue dropped the message, a send that failed after the row was
// written and could not be undone, a queue incident), the row would stay `pending` forever. The sweep
//   - sends another message for a pending delivery whose message was due more than SWEEP_GRACE_MS ago, at
//     most SWEEP_BATCH a run. The new message carries a new token (`queue_token`): the consumer drops any
//     older message of the delivery that turns up late, and its claim keeps two messages consumed at once
//     from both sending (queue.ts);
//   - gives up on a delivery still pending GIVE_UP_AFTER_MS after it was recorded: `failed`, with a
//     last_error that says so, instead of being retried forever.
// "Due" is `next_attempt_at`: when the message was sent, or when the retry it asked for falls due (a
// Retry-After may ask for up to 12 hours), so a live message waiting out its backoff is never doubled.
import { and, eq, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { createDb } from "../db/client";
import { notificationDeliveries } from "../db/schema";
import type { Bindings } from "../env";

/**
 * How long past its due time a message may be late before it counts as lost. Longer than the queue's longest
 * backoff step (10 s * 3^5 = 40.5 minutes, which next_attempt_at already covers anyway) and than a delivery
 * lag of a busy queue, yet short enough that a lost notification still goes out within the hour or so.
 */
export const SWEEP_GRACE_MS = 60 * 60_000;
/** A delivery not done this long after it was recorded fails. The whole backoff schedule takes about an hour. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** Deliveries revived, and deliveries given up, per run at most (one queue sendBatch holds 100 messages). */
export const SWEEP_BATCH = 100;

export const GIVE_UP_ERROR = "not delivered within 24 hours of the alert, so no longer retried";

export interface SweepOutcome {
  resent: number;
  expired: number;
}

export async function runNotificationSweep(env: Bindings, now = Date.now()): Promise<SweepOutcome> {
  const db = createDb(env.DB);
  const d = notificationDeliveries;
  const giveUpBefore = new Date(now - GIVE_UP_AFTER_MS).toISOString();
  // Not held by a consumer in the middle of an attempt.
  const unclaimed = or(isNull(d.claimedUntil), lte(d.claimedUntil, now));

  const expired = await db
    .update(d)
    .set({
      status: "failed",
      lastError: sql`${GIVE_UP_ERROR} || coalesce(' (last error: ' || ${d.lastError} || ')', '')`,
      updatedAt: new Date(now).toISOString(),
      claimedUntil: null,
      nextAttemptAt: null,
    })
    .where(
      inArray(
        d.id,
        db
          .select({ id: d.id })
          .from(d)
          .where(and(eq(d.status, "pending"), lt(d.createdAt, giveUpBefore), unclaimed))
          .orderBy(d.createdAt)
          .limit(SWEEP_BATCH),
      ),
    )
    .returning({ id: d.id });

  // A row without next_attempt_at (written by an older version) is due from its last update.
  const due = sql`coalesce(${d.nextAttemptAt}, (julianday(${d.updatedAt}) - 2440587.5) * 86400000)`;
  const token = crypto.randomUUID();
  const revived = await db
    .update(d)
    .set({ queueToken: token, nextAttemptAt: now })
    .where(
      inArray(
        d.id,
        db
          .select({ id: d.id })
          .from(d)
          .where(
            and(
              eq(d.status, "pending"),
              gte(d.createdAt, giveUpBefore),
              sql`${due} < ${now - SWEEP_GRACE_MS}`,
              unclaimed,
            ),
          )
          .orderBy(d.createdAt)
          .limit(SWEEP_BATCH),
      ),
    )
    .returning({ id: d.id });
  if (revived.length > 0) {
    try {
      await env.NOTIFY_QUEUE.sendBatch(revived.map((r) => ({ body: { deliveryId: r.id, token } })));
    } catch (err) {
      // Nothing was sent: make them due again so the next run tries with a fresh token.
      await db
        .update(d)
        .set({ nextAttemptAt: 0 })
        .where(
          and(
            sql`${d.id} IN (SELECT value FROM json_each(${JSON.stringify(revived.map((r) => r.id))}))`,
            eq(d.queueToken, token),
          ),
        );
      throw err;
    }
  }
  return { resent: revived.length, expired: expired.length };
}
