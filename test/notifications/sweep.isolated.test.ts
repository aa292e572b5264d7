// The notification sweep: a pending delivery whose queue message was lost is sent again (once, even when the
// original message turns up after all), one pending too long fails, and a delivery whose message is still on
// its way is left alone. Plus the consumer's claim: two messages of one delivery never both send.
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../src/env";
import worker from "../../src/index";
import type { NotificationMessage } from "../../src/notify/queue";
import {
  GIVE_UP_AFTER_MS,
  GIVE_UP_ERROR,
  runNotificationSweep,
  SWEEP_BATCH,
  SWEEP_GRACE_MS,
} from "../../src/notify/sweep";
import { client, createAccount } from "../helpers";
import { consumeOnce, notifyWithoutConsumer, pollDelivery, received } from "./support";

const HOUR_MS = 3_600_000;

const webhook = (path: string) => ({
  type: "webhook" as const,
  url: `${env.RECEIVER_URL}${path}`,
  method: "POST" as const,
});

/** A delivery recorded by notify() whose queue message never reaches a consumer (it was "lost"). */
async function lostDelivery(path: string) {
  const account = await createAccount();
  const { deliveryIds, sent } = await notifyWithoutConsumer({
    accountId: account.account_id,
    channels: [webhook(path)],
  });
  expect(sent).toEqual([{ deliveryId: deliveryIds[0] }]);
  return { account, id: deliveryIds[0] };
}

/** Moves a delivery's times back, as if it had been recorded (and its message due) `ms` ago. */
async function age(id: string, ms: number, nextAttemptAt: number | null = Date.now() - ms) {
  const at = new Date(Date.now() - ms).toISOString();
  await env.DB.prepare(
    "UPDATE notification_deliveries SET created_at = ?, updated_at = ?, next_attempt_at = ? WHERE id = ?",
  )
    .bind(at, at, nextAttemptAt, id)
    .run();
}

/** The sweep with a queue that only records what it was given (the Worker's own consumer does not run). */
async function sweepCaptured(now = Date.now()) {
  const sent: NotificationMessage[] = [];
  const queue = {
    sendBatch: async (messages: Iterable<MessageSendRequest<NotificationMessage>>) => {
      for (const m of messages) sent.push(m.body);
    },
  } as unknown as Queue<NotificationMessage>;
  const outcome = await runNotificationSweep({ ...env, NOTIFY_QUEUE: queue } as Bindings, now);
  return { ...outcome, sent };
}

const row = (id: string) =>
  env.DB.prepare("SELECT * FROM notification_deliveries WHERE id = ?")
    .bind(id)
    .first<{ status: string; attempts: number; last_error: string | null; queue_token: string | null }>();

describe("notification sweep", () => {
  it("re-sends a delivery whose message was lost, from the Cron Trigger, and delivers it exactly once", async () => {
    const path = `/notify/swept/${crypto.randomUUID()}`;
    const { account, id } = await lostDelivery(path);
    await age(id, SWEEP_GRACE_MS + 10 * 60_000);

    // The every-minute cron leaves it alone; the every-15-minutes one re-sends it through the real queue.
    let ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "* * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await row(id))?.queue_token).toBeNull();
    ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);

    const api = client(account);
    const delivery = await pollDelivery(api.get, id);
    expect(delivery).toMatchObject({ status: "delivered", attempts: 1, last_error: null });
    expect(await received(path)).toHaveLength(1);

    // The original message arrives after all: acknowledged, nothing sent again.
    expect(await consumeOnce(id, 1)).toEqual({ acked: true, retries: [] });
    expect(await received(path)).toHaveLength(1);
    // And the next sweep has nothing to do for it.
    expect((await sweepCaptured()).sent).not.toContainEqual(expect.objectContaining({ deliveryId: id }));
    const log = await api.get(`/v3/pipeline/notification/${id}`);
    expect(log.body.data.attempt_log).toHaveLength(1);
  });

  it("drops the original message once the sweep has sent another, whichever arrives first", async () => {
    const path = `/notify/late-original/${crypto.randomUUID()}`;
    const { id } = await lostDelivery(path);
    await age(id, 2 * HOUR_MS);
    const swept = await sweepCaptured();
    const message = swept.sent.find((m) => m.deliveryId === id);
    expect(message?.token).toEqual(expect.any(String));

    expect(await consumeOnce(id, 1)).toEqual({ acked: true, retries: [] });
    expect(await received(path)).toEqual([]);
    expect(await consumeOnce(id, 1, message?.token)).toEqual({ acked: true, retries: [] });
    expect(await received(path)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "delivered", attempts: 1 });
    // A redelivery of the sweep's message changes nothing either.
    expect(await consumeOnce(id, 2, message?.token)).toEqual({ acked: true, retries: [] });
    expect(await received(path)).toHaveLength(1);
  });

  it("leaves alone deliveries whose message is still due, and retries a failing one only on its own message", async () => {
    const path = `/notify/fail-1/${crypto.randomUUID()}`;
    const { id } = await lostDelivery(path);
    // A first attempt fails (503) and asks for a retry in 10 s: its message waits in the queue.
    expect(await consumeOnce(id, 1)).toEqual({ acked: false, retries: [10] });
    const fresh = await sweepCaptured();
    // Even an hour and a half later, a Retry-After of 12 hours is still being waited out...
    await age(id, 90 * 60_000, Date.now() + 11 * HOUR_MS);
    const waiting = await sweepCaptured();
    // ...but not once its due time is more than the grace period past.
    await age(id, 14 * HOUR_MS, Date.now() - SWEEP_GRACE_MS - 60_000);
    const lost = await sweepCaptured();
    for (const run of [fresh, waiting]) expect(run.sent.map((m) => m.deliveryId)).not.toContain(id);
    const message = lost.sent.find((m) => m.deliveryId === id);
    expect(message).toBeDefined();

    expect(await consumeOnce(id, 2)).toEqual({ acked: true, retries: [] });
    expect(await consumeOnce(id, 1, message?.token)).toEqual({ acked: true, retries: [] });
    expect(await received(path)).toHaveLength(2);
    expect(await row(id)).toMatchObject({ status: "delivered", attempts: 2, last_error: null });
  });

  it("fails a delivery still pending 24 hours after it was recorded, saying why, and sends nothing", async () => {
    const path = `/notify/expired/${crypto.randomUUID()}`;
    const { account, id } = await lostDelivery(path);
    await env.DB.prepare(
      "UPDATE notification_deliveries SET attempts = 3, last_error = 'HTTP 503' WHERE id = ?",
    )
      .bind(id)
      .run();
    await age(id, GIVE_UP_AFTER_MS + 60_000);
    const swept = await sweepCaptured();
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(swept.sent.map((m) => m.deliveryId)).not.toContain(id);
    const delivery = (await client(account).get(`/v3/pipeline/notification/${id}`)).body.data;
    expect(delivery).toMatchObject({ status: "failed", attempts: 3 });
    expect(delivery.last_error).toBe(`${GIVE_UP_ERROR} (last error: HTTP 503)`);
    expect(await consumeOnce(id, 1)).toEqual({ acked: true, retries: [] });
    expect(await received(path)).toEqual([]);
  });

  it("re-sends at most SWEEP_BATCH deliveries a run, oldest first, and the rest on the next run", async () => {
    const account = await createAccount();
    const ids = Array.from({ length: SWEEP_BATCH + 5 }, () => crypto.randomUUID());
    const stale = Date.now() - 2 * HOUR_MS;
    await env.DB.batch(
      ids.map((id, i) =>
        env.DB.prepare(
          `INSERT INTO notification_deliveries (id, account_id, source_kind, source_id, channel_type, channel,
             payload, dedupe_key, created_at, updated_at, next_attempt_at)
           VALUES (?, ?, 'test', 'bulk', 'webhook', '{}', '{}', ?, ?, ?, ?)`,
        ).bind(
          id,
          account.account_id,
          id,
          new Date(stale + i).toISOString(),
          new Date(stale + i).toISOString(),
          stale + i,
        ),
      ),
    );
    const first = await sweepCaptured();
    const second = await sweepCaptured();
    const third = await sweepCaptured();
    expect(first.resent).toBe(SWEEP_BATCH);
    expect(first.sent.map((m) => m.deliveryId)).toEqual(ids.slice(0, SWEEP_BATCH));
    expect(new Set(first.sent.map((m) => m.token)).size).toBe(1);
    expect(second.sent.map((m) => m.deliveryId)).toEqual(ids.slice(SWEEP_BATCH));
    expect(third.resent).toBe(0);
    await env.DB.prepare("DELETE FROM notification_deliveries WHERE source_id = 'bulk'").run();
  });

  it("makes the deliveries due again when the queue refuses the batch", async () => {
    const { id } = await lostDelivery(`/notify/refused-batch/${crypto.randomUUID()}`);
    await age(id, 2 * HOUR_MS);
    const broken = {
      sendBatch: async () => {
        throw new Error("queue unavailable");
      },
    } as unknown as Queue<NotificationMessage>;
    await expect(runNotificationSweep({ ...env, NOTIFY_QUEUE: broken } as Bindings)).rejects.toThrow(
      "queue unavailable",
    );
    const again = await sweepCaptured();
    expect(again.sent.map((m) => m.deliveryId)).toContain(id);
  });
});

describe("notification consumer claim", () => {
  it("does not send a delivery another consumer holds, and looks again once the claim runs out", async () => {
    const path = `/notify/claimed/${crypto.randomUUID()}`;
    const { id } = await lostDelivery(path);
    const until = Date.now() + 120_000;
    await env.DB.prepare("UPDATE notification_deliveries SET claimed_until = ? WHERE id = ?")
      .bind(until, id)
      .run();
    const held = await consumeOnce(id, 1);
    expect(held.acked).toBe(false);
    expect(held.retries[0]).toBeGreaterThanOrEqual(110);
    expect(held.retries[0]).toBeLessThanOrEqual(121);
    expect(await received(path)).toEqual([]);
    // The sweep does not take a held delivery either, however overdue.
    await age(id, 2 * HOUR_MS);
    expect((await sweepCaptured()).sent.map((m) => m.deliveryId)).not.toContain(id);

    await env.DB.prepare("UPDATE notification_deliveries SET claimed_until = ? WHERE id = ?")
      .bind(Date.now() - 1, id)
      .run();
    expect(await consumeOnce(id, 2)).toEqual({ acked: true, retries: [] });
    expect(await received(path)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("sends once when two messages of one delivery are consumed at the same time", async () => {
    const path = `/notify/twice/${crypto.randomUUID()}`;
    const { id } = await lostDelivery(path);
    const outcomes = await Promise.all([consumeOnce(id, 1), consumeOnce(id, 1)]);
    expect(await received(path)).toHaveLength(1);
    expect(outcomes.filter((o) => o.acked)).not.toHaveLength(0);
    expect(await row(id)).toMatchObject({ status: "delivered", attempts: 1 });
    // The one that lost the race (if it did not arrive after the end) finds the delivery done when it returns.
    expect(await consumeOnce(id, 2)).toEqual({ acked: true, retries: [] });
    expect(await received(path)).toHaveLength(1);
  });
});
