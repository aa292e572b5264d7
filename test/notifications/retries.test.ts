// The queue consumer driven by hand (createMessageBatch/getQueueResult), so the test sees every ack and
// retry: backoff on transient failures, no retry on a permanent 4xx, the attempt cap, exactly-once sending of
// a delivered row, and dedupe of a repeated firing.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_DELIVERY_ATTEMPTS, retryDelaySeconds } from "../../src/notify/queue";
import { client, createAccount } from "../helpers";
import { consumeOnce, notifyWithoutConsumer, received } from "./support";

const webhook = (path: string, extra: Record<string, unknown> = {}) => ({
  type: "webhook" as const,
  url: `${env.RECEIVER_URL}${path}`,
  method: "POST" as const,
  ...extra,
});

describe("notification retries", () => {
  it("retries a failing receiver with growing delays until it takes the notification", async () => {
    const account = await createAccount();
    const path = `/notify/fail-2/${crypto.randomUUID()}`;
    const { deliveryIds, sent } = await notifyWithoutConsumer({
      accountId: account.account_id,
      channels: [webhook(path)],
    });
    expect(sent).toEqual([{ deliveryId: deliveryIds[0] }]);
    const id = deliveryIds[0];

    const first = await consumeOnce(id, 1);
    const second = await consumeOnce(id, 2);
    const third = await consumeOnce(id, 3);
    expect([first, second, third]).toEqual([
      { acked: false, retries: [10] },
      { acked: false, retries: [30] },
      { acked: true, retries: [] },
    ]);
    expect(await received(path)).toHaveLength(3);

    const log = await client(account).get(`/v3/pipeline/notification/${id}`);
    expect(log.body.data).toMatchObject({ status: "delivered", attempts: 3, last_error: null });
    expect(
      log.body.data.attempt_log.map((a: Record<string, unknown>) => [a.attempt, a.ok, a.http_status]),
    ).toEqual([
      [1, false, 503],
      [2, false, 503],
      [3, true, 200],
    ]);
    expect(log.body.data.attempt_log[0].error).toMatch(/^HTTP 503/);
    expect(log.body.data.attempt_log[0].duration_ms).toBeGreaterThanOrEqual(0);

    // A redelivered message for a delivered row is acknowledged without sending again.
    const again = await consumeOnce(id, 4);
    expect(again).toEqual({ acked: true, retries: [] });
    expect(await received(path)).toHaveLength(3);
  });

  it("fails at once, without retry, when the receiver refuses the request with a 4xx", async () => {
    const account = await createAccount();
    const path = `/notify/refused/${crypto.randomUUID()}`;
    // Node's HTTP server answers 431 (a 4xx that is neither 408 nor 429) to headers above its 16 KiB limit.
    const headers = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`x-pad-${i}`, "p".repeat(4000)]));
    const { deliveryIds } = await notifyWithoutConsumer({
      accountId: account.account_id,
      channels: [webhook(path, { headers })],
    });
    const result = await consumeOnce(deliveryIds[0], 1);
    expect(result).toEqual({ acked: true, retries: [] });
    const log = await client(account).get(`/v3/pipeline/notification/${deliveryIds[0]}`);
    expect(log.body.data).toMatchObject({
      status: "failed",
      attempts: 1,
      last_error: expect.stringMatching(/^HTTP 431/),
    });
    expect(log.body.data.attempt_log).toMatchObject([{ attempt: 1, ok: false, http_status: 431 }]);
    expect(await received(path)).toEqual([]);
  });

  it("retries a network error and gives up as failed after the last attempt", async () => {
    const account = await createAccount();
    // Port 9 (discard) on loopback: nothing listens, the connection is refused.
    const { deliveryIds } = await notifyWithoutConsumer({
      accountId: account.account_id,
      channels: [{ type: "webhook", url: "http://127.0.0.1:9/down", method: "POST" }],
    });
    const id = deliveryIds[0];
    const delays: (number | undefined)[] = [];
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      const result = await consumeOnce(id, attempt);
      delays.push(...result.retries);
      expect(result.acked).toBe(attempt === MAX_DELIVERY_ATTEMPTS);
    }
    expect(delays).toEqual([10, 30, 90, 270, 810, 2430]);
    const log = await client(account).get(`/v3/pipeline/notification/${id}`);
    expect(log.body.data).toMatchObject({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS });
    expect(log.body.data.last_error).toEqual(expect.any(String));
    expect(log.body.data.attempt_log).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    expect(log.body.data.attempt_log.every((a: { http_status: unknown }) => a.http_status === null)).toBe(
      true,
    );
    // A failed delivery is final: another message for it sends nothing and records no attempt.
    await consumeOnce(id, MAX_DELIVERY_ATTEMPTS + 1);
    const after = await client(account).get(`/v3/pipeline/notification/${id}`);
    expect(after.body.data.attempt_log).toHaveLength(MAX_DELIVERY_ATTEMPTS);
  });

  it("honours a longer Retry-After and caps the delay at the queue's 12 hours", () => {
    expect(retryDelaySeconds(1)).toBe(10);
    expect(retryDelaySeconds(1, 120)).toBe(120);
    expect(retryDelaySeconds(3, 5)).toBe(90);
    expect(retryDelaySeconds(20)).toBe(43_200);
  });

  it("acknowledges a message for an unknown delivery", async () => {
    const result = await consumeOnce(crypto.randomUUID(), 1);
    expect(result).toEqual({ acked: true, retries: [] });
  });
});

describe("notification dedupe", () => {
  it("records and sends a repeated firing only once, one delivery per channel", async () => {
    const account = await createAccount();
    const dedupeKey = `usage-threshold:alert-1:${crypto.randomUUID()}`;
    const channels = [
      webhook(`/notify/dedupe-a/${crypto.randomUUID()}`),
      { type: "email" as const, emails: ["ops@example.com"] },
    ];
    const first = await notifyWithoutConsumer({ accountId: account.account_id, channels, dedupeKey });
    expect(first).toMatchObject({ duplicate: false });
    expect(first.deliveryIds).toHaveLength(2);
    expect(first.sent).toHaveLength(2);

    const repeat = await notifyWithoutConsumer({ accountId: account.account_id, channels, dedupeKey });
    expect(repeat).toEqual({ deliveryIds: [], duplicate: true, sent: [] });

    const log = await client(account).get("/v3/pipeline/notification?source_id=alert-1");
    expect(log.body.data.map((d: { id: string }) => d.id).sort()).toEqual([...first.deliveryIds].sort());
    expect(log.body.data.map((d: { channel_type: string }) => d.channel_type).sort()).toEqual([
      "email",
      "webhook",
    ]);

    // The same key in another account is another firing.
    const other = await createAccount();
    const elsewhere = await notifyWithoutConsumer({ accountId: other.account_id, channels, dedupeKey });
    expect(elsewhere.duplicate).toBe(false);
  });
});
