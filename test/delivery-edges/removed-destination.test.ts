// Regression: a destination deleted from the pipeline (or disabled) and the pipeline republished still gets the
// batches that were retrying for it.
//
// What happened before the fix: the consumer looks the destination up with destinationNode (src/delivery/consumer.ts,
// ~lines 101-113): in the published revision, and when it is not there, in the revision the batch was queued
// under (`?? (await nodeIn(m.revisionId))`), so a destination deleted from the published pipeline is
// delivered to with its old configuration. Nor does it look at the node's `disabled` flag, which a live run
// honours (src/engine/runner.ts drops a disabled destination's events: "destination is disabled").
// What happens now (docs/delivery.md, Configuration: "a destination deleted from the published pipeline
// drops what was queued for it"; batches are delivered "with the destination's configuration as currently
// published"): once the pipeline is republished without it (or with it disabled), what was queued for it is
// dropped: the receiver gets no further request. The old revision should be used only when the pipeline was
// never republished (published revision id still the message's).
import { beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../helpers";
import { receivedAt, receivedWhen } from "../receiver-client";
import { type Api, newApi, pipelineTo, send, sleep } from "./support";

let api: Api;
beforeAll(async () => {
  api = (await newApi("review-removed-destination")).api;
});

/**
 * Sends one event to a destination answering 503 to its first 8 requests (retried at once 6 times, then after
 * 1 s and 2 s), lets `change` remove it once it has failed 7 times, and answers what it received from then on,
 * within 2.5 s (the 8th request would come 1 s after the 7th).
 */
async function requestsAfter(change: (pipeline: string, sink: Json) => Promise<void>) {
  const path = `/fail-8/${crypto.randomUUID()}`;
  const { pipeline, source, sinks, key } = await pipelineTo(api, [path]);
  expect((await send(source, key, '{"n":1}')).status).toBe(200);
  await receivedWhen(path, 7, { settleMs: 0 });
  const sink = (await api.get(`/v3/pipeline/${pipeline}/sink/${sinks[0]}`)).body.data as Json;
  await change(pipeline, sink);
  const before = (await receivedAt(path)).length;
  await sleep(2_500);
  return (await receivedAt(path)).slice(before).map((r) => r.status);
}

describe("a destination removed while its batches are retrying", () => {
  it("deleted and republished: what was queued for it is dropped", async () => {
    const after = await requestsAfter(async (pipeline, sink) => {
      expect((await api.delete(`/v3/pipeline/${pipeline}/sink/${sink.id}`)).status).toBe(200);
      const published = await api.post(`/v3/pipeline/${pipeline}/publish?allow_unconnected_edges=true`);
      expect(published.status, JSON.stringify(published.body)).toBe(200);
    });
    expect(after).toEqual([]);
  }, 30_000);

  it("disabled and republished: what was queued for it is dropped", async () => {
    const after = await requestsAfter(async (pipeline, sink) => {
      const put = await api.put(`/v3/pipeline/${pipeline}/sink/${sink.id}`, {
        type: sink.type,
        title: sink.title,
        user_config: sink.user_config,
        inputs: sink.inputs,
        generation_id: sink.generation_id,
        disabled: true,
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      const published = await api.post(`/v3/pipeline/${pipeline}/publish?allow_disabled=true`);
      expect(published.status, JSON.stringify(published.body)).toBe(200);
    });
    expect(after).toEqual([]);
  }, 30_000);
});
