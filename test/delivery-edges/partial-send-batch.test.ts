// Regression: a request with more than one sendBatch (over 100 destinations' batches) whose later sendBatch fails
// loses the spilled events of the batches its earlier sendBatch already queued.
//
// What happened before the fix: enqueueDeliveries (src/delivery/queue.ts, the catch around the sendBatch loop, lines ~99-104)
// sends the messages in groups; when a later group's sendBatch throws it deletes EVERY spilled object of the
// request, including the objects of messages the earlier sendBatch already put on the queue. The consumer then
// finds those messages' events gone (messageEvents answers null), counts them as "lost" and settles their
// keys as done (src/delivery/consumer.ts, the `events === null` branch of deliverGroup). The sender got 503
// "send them again" and does; the retry queues the same keys, which the ledger now calls done: the events
// never reach the destination, and nobody is told.
// What happens now: a 503 must leave nothing half-queued that the retry cannot repair: delete only the
// objects of messages that were not sent (or keep them all: a sent message needs its object), so the
// already-queued batch is delivered (once: the retry's copy is deduped by its key).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type DeliveryMessage, enqueueDeliveries, type PlannedDelivery } from "../../src/delivery/queue";
import { newEvent } from "../../src/engine/events";
import type { Bindings } from "../../src/env";
import { ApiError } from "../../src/http/errors";
import { receivedWhen } from "../receiver-client";
import { newApi, pipelineTo, taken } from "./support";

describe("a request queued in several sendBatch calls", () => {
  it("a failure of its second sendBatch does not lose the spilled events its first one queued", async () => {
    const { api, account } = await newApi("review-partial-send");
    const path = `/partial-send/${crypto.randomUUID()}`;
    const { pipeline, sinks } = await pipelineTo(api, [path], {
      batch: { max_events: 1000, max_bytes: 10_000_000 },
    });
    const revisionId = (await api.get(`/v3/pipeline/${pipeline}`)).body.data.published_revision_id as string;
    // 101 batches (as a request to 101 destinations would queue): two sendBatch calls. The first batch's events
    // are incompressible and larger than a message: they are spilled to R2.
    const noise = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(3000))));
    const big = Array.from({ length: 40 }, (_, i) => newEvent({ big: i, noise: noise() }, Date.now()));
    const planned: PlannedDelivery[] = Array.from({ length: 101 }, (_, i) => ({
      accountId: account.account_id,
      pipelineId: pipeline,
      revisionId,
      destinationId: sinks[0],
      key: `request-1:${i}`,
      events: i === 0 ? big : [newEvent({ small: i }, Date.now())],
    }));
    // The queue takes the first sendBatch and refuses the second.
    let calls = 0;
    const flaky = {
      ...env,
      DELIVERY_QUEUE: {
        sendBatch: (messages: MessageSendRequest<DeliveryMessage>[]) =>
          ++calls === 1
            ? env.DELIVERY_QUEUE.sendBatch(messages)
            : Promise.reject(new Error("queue unavailable")),
        send: env.DELIVERY_QUEUE.send.bind(env.DELIVERY_QUEUE),
      },
    } as unknown as Bindings;
    const error = await enqueueDeliveries(flaky, planned).catch((err) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(calls).toBe(2);
    // The sender was told to send again, and does.
    await enqueueDeliveries(env as unknown as Bindings, planned);
    const expected = [
      ...big.map((e) => JSON.stringify(e.message)),
      ...planned.slice(1).map((p) => JSON.stringify(p.events[0].message)),
    ];
    const requests = await receivedWhen(path, (r) => taken(r).length >= expected.length, {
      timeoutMs: 6_000,
    }).catch((err) => err as Error);
    expect(requests instanceof Error ? requests.message : "every event arrived").toBe("every event arrived");
    expect(taken(requests as Awaited<ReturnType<typeof receivedWhen>>).sort()).toEqual(expected.sort());
  }, 30_000);
});
