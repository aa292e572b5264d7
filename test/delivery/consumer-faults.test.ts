// The delivery queue's edges, driven directly: a consumer that delivered and then died before Queues heard its
// acknowledgement (the message comes again: the ledger says it went, nothing is sent twice); a queue that
// refuses the request's messages (503, and the events spilled to R2 for it are removed). Dead letters past
// their 14 days (the retention job removes rows, objects and the destination's count, in every account):
// test/jobs/retention.isolated.test.ts.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { handleDeliveryQueue } from "../../src/delivery/consumer";
import { type DeliveryMessage, enqueueDeliveries } from "../../src/delivery/queue";
import { newEvent } from "../../src/engine/events";
import type { Bindings } from "../../src/env";
import { ApiError } from "../../src/http/errors";
import { receivedAt, receivedWhen } from "../receiver-client";
import { messageFor, pipelineTo } from "./consumer-support";

/** A batch as the queue hands it to the consumer; `acks` counts what the consumer acknowledged. */
function batchOf(body: DeliveryMessage, attempts: number, acks: string[]): MessageBatch<DeliveryMessage> {
  const message = {
    id: crypto.randomUUID(),
    timestamp: new Date(),
    body,
    attempts,
    ack: () => acks.push("ack"),
    retry: () => acks.push("retry"),
  } as unknown as Message<DeliveryMessage>;
  return {
    queue: "pipeline-service-deliveries",
    messages: [message],
    ackAll: () => {},
    retryAll: () => {},
  } as unknown as MessageBatch<DeliveryMessage>;
}

describe("the delivery consumer's faults", () => {
  it("a message that comes again after its consumer delivered it is not sent twice", async () => {
    const path = `/crash/${crypto.randomUUID()}`;
    const at = await pipelineTo(path);
    const body = messageFor(at, `crash-${crypto.randomUUID()}`, [
      newEvent({ n: 1 }, Date.now()),
      newEvent({ n: 2 }, Date.now()),
    ]);
    const acks: string[] = [];
    await handleDeliveryQueue(batchOf(body, 1, acks), env as unknown as Bindings);
    expect(acks).toEqual(["ack"]);
    // The acknowledgement was lost with the consumer: Queues hands the message over again.
    await handleDeliveryQueue(batchOf(body, 2, acks), env as unknown as Bindings);
    expect(acks).toEqual(["ack", "ack"]);
    const requests = await receivedWhen(path, 1, { settleMs: 500 });
    expect(requests.map((r) => r.body)).toEqual(['{"n":1}\n{"n":2}']);
    const status = (await at.api.get(`/v3/pipeline/${at.pipelineId}/sink/${at.sinkId}/delivery`)).body.data;
    expect(status).toMatchObject({ delivered_events: 2, retrying_events: 0, dead_letter_events: 0 });
  });

  it("a queue that refuses the request's messages answers 503 and leaves no spilled events behind", async () => {
    const path = `/refused-queue/${crypto.randomUUID()}`;
    const at = await pipelineTo(path);
    // Incompressible events, too large for a message: they go to R2 before the queue is asked.
    const noise = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(3000))));
    const events = Array.from({ length: 60 }, (_, i) => newEvent({ i, noise: noise() }, Date.now()));
    const failing = {
      ...env,
      DELIVERY_QUEUE: { sendBatch: () => Promise.reject(new Error("queue unavailable")) },
    } as unknown as Bindings;
    const planned = [
      {
        accountId: at.accountId,
        pipelineId: at.pipelineId,
        revisionId: at.revisionId,
        destinationId: at.sinkId,
        key: "refused",
        events,
      },
    ];
    const error = await enqueueDeliveries(failing, planned).catch((err) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).retryAfter).toBeGreaterThan(0);
    const left = await env.DELIVERIES.list({ prefix: `spill/${at.accountId}/` });
    expect(left.objects).toEqual([]);
    expect(await receivedAt(path)).toEqual([]);
  });
});
