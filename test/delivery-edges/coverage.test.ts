// Passing tests kept for coverage the delivery suite lacks: a destination's header echoed back in its
// refusal is masked in last_error and the dead-letter listing; garbage cursors and malformed replay bodies
// answer 4xx in the v3 error shape; identical bytes sent as distinct requests (X-Request-Id, Date) are each
// delivered; a request to more than 100 destinations (several sendBatch calls) reaches every one.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, expectV3Error } from "../helpers";
import { receivedWhen } from "../receiver-client";
import { type Api, deadLetters, newApi, pipelineTo, send, taken, waitStatus } from "./support";

let api: Api;
let serviceKey: string;
beforeAll(async () => {
  const a = await newApi("review-coverage");
  api = a.api;
  serviceKey = a.account.service_key;
});

describe("delivery, at its edges", () => {
  it("a header the destination echoes in its refusal is masked in last_error and the dead letters", async () => {
    // The receiver's fake SQS answers 400 "unknown action <X-Amz-Target>".
    const secret = `tok3n-${crypto.randomUUID()}`;
    const { pipeline, source, sinks, key } = await pipelineTo(api, [
      {
        uri: `${env.RECEIVER_URL}/_sqs/q-${crypto.randomUUID()}`,
        encoding: "json",
        headers: { "x-amz-target": secret },
      },
    ]);
    expect((await send(source, key, '{"n":1}')).status).toBe(200);
    const s = await waitStatus(api, pipeline, sinks[0], (x) => x.dead_letter_events === 1);
    expect(s.last_error.message).toContain("unknown action ********");
    const listed = (await deadLetters(api, pipeline, sinks[0])).body.data;
    expect(JSON.stringify([s, listed])).not.toContain(secret);
  });

  it("bad cursors and replay bodies are 4xx in the error shape, never 500", async () => {
    const { pipeline, sinks } = await pipelineTo(api, [`/bad-input/${crypto.randomUUID()}`]);
    const base = `/v3/pipeline/${pipeline}/sink/${sinks[0]}`;
    for (const cursor of ["abc", ":", "1e400", "-1:x", "a:b:c", "1".repeat(100)])
      expect((await api.get(`${base}/dead-letter?cursor=${encodeURIComponent(cursor)}`)).status).toBe(200);
    expectV3Error(await api.get(`${base}/dead-letter?cursor=${"1".repeat(101)}`), 400);
    for (const body of ["not json", "[]", "null", '{"id": 5}', '{"id":"x"}', '{"id": null}', "{"])
      expectV3Error(
        await call("POST", `${base}/dead-letter/replay`, {
          key: serviceKey,
          body,
          headers: { "content-type": "application/json" },
        }),
        400,
      );
    expectV3Error(await api.post(`${base}/dead-letter/replay`, { id: crypto.randomUUID() }), 404);
    const other = await newApi("review-coverage-other");
    expectV3Error(await other.api.post(`${base}/dead-letter/replay`, {}), 404);
  });

  it("identical bytes sent as distinct requests are each delivered", async () => {
    const path = `/distinct/${crypto.randomUUID()}`;
    const { source, key } = await pipelineTo(api, [path]);
    for (const headers of <Record<string, string>[]>[
      { "x-request-id": "a" },
      { "x-request-id": "b" },
      { date: "Tue, 01 Dec 2026 00:00:00 GMT" },
    ])
      expect((await send(source, key, '{"n":1}', headers)).status).toBe(200);
    // Batches queued together may share one request: count events, not requests.
    expect(taken(await receivedWhen(path, (r) => taken(r).length >= 3, { settleMs: 800 }))).toEqual([
      '{"n":1}',
      '{"n":1}',
      '{"n":1}',
    ]);
  });

  it("a request to more than 100 destinations reaches each once", async () => {
    const p = (await api.post("/v3/pipeline", { title: `many ${crypto.randomUUID()}` })).body.data
      .id as string;
    const source = (
      await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "ndjson" } })
    ).body.data.id as string;
    const path = `/many/${crypto.randomUUID()}`;
    for (let i = 0; i < 105; i++)
      expect(
        (
          await api.post(`/v3/pipeline/${p}/sink`, {
            type: "http",
            inputs: [source],
            user_config: { uri: `${env.RECEIVER_URL}${path}`, encoding: "ndjson" },
          })
        ).status,
      ).toBe(200);
    const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data
      .key;
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    expect((await send(source, key, '{"n":1}\n{"n":2}')).status).toBe(200);
    const requests = await receivedWhen(path, (r) => taken(r).length >= 210, { settleMs: 800 });
    expect(taken(requests)).toHaveLength(210);
  }, 30_000);
});
