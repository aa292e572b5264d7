// The HTTP destination's rate_limiting (the mezmo provider's advanced_options.rate_limiting): the budget is the
// node's Durable Object, shared by every delivery of the destination; the delivery queue's consumer takes a
// batch's requests from it before sending any, and a batch over the budget waits in the queue until the
// window allows it (the sender, answered when its events were queued, never sees it). A batch needing more
// requests than a whole window allows can never go: it is dead-lettered with the reason.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, httpPipelineTo, type Json } from "../helpers";
import { eventually, receivedAt, receivedWhen } from "../receiver-client";

let api: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await createAccount("destination-rate-limit"));
});

const pipelineTo = (path: string, userConfig: Json) =>
  httpPipelineTo(api, `${env.RECEIVER_URL}${path}`, userConfig);

describe("http destination rate_limiting", () => {
  it("lets request_limit requests through per window across live requests, then holds the rest before sending", async () => {
    const path = `/rate-limited/${crypto.randomUUID()}`;
    const { sink, send, status } = await pipelineTo(path, {
      advanced_options: { method: "put", rate_limiting: { request_limit: 2, duration_secs: 3600 } },
    });
    // Stored in our shape (the provider reads advanced_options only when present).
    expect(sink.user_config.rate_limiting).toEqual({ request_limit: 2, duration_secs: 3600 });
    for (const n of [1, 2, 3]) {
      const res = await send([{ n }]);
      const body = (await res.json()) as Json;
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(body.pipelines[0].deliveries[0]).toMatchObject({ events: 1, ok: true, queued: true });
    }
    // The third batch is over the budget: it waits for the window (an hour), retrying, and is not sent.
    const held = await eventually(status, (s) => s.delivered_events === 2 && s.retrying_events === 1);
    expect(held.dead_letter_events).toBe(0);
    expect(held.last_error.message).toMatch(/rate limited \(2 requests per 3600 s\): retry in \d+ s/);
    const got = await receivedWhen(path, 2);
    expect(got.map((r) => JSON.parse(r.body))).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    expect(got.every((r) => r.method === "PUT")).toBe(true);
  });

  it("a delivery needing more requests than one window allows fails with the reason", async () => {
    const path = `/rate-limited/${crypto.randomUUID()}`;
    const { p, sink, send, status } = await pipelineTo(path, {
      batch: { max_events: 1 },
      rate_limiting: { request_limit: 2, duration_secs: 60 },
    });
    const res = await send([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(res.status).toBe(200);
    // No window will ever allow it: dead-lettered at once, with the reason.
    const dead = await eventually(status, (s) => s.dead_letter_events === 3);
    expect(dead).toMatchObject({ delivered_events: 0, retrying_events: 0, last_success_at: null });
    expect(dead.last_error.message).toContain("this delivery needs 3 requests");
    const letters = (await api.get(`/v3/pipeline/${p}/sink/${sink.id}/dead-letter`)).body.data as Json[];
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ events: 3, last_error: dead.last_error });
    expect(await receivedAt(path)).toEqual([]);
  });

  it("refuses a malformed rate_limiting (400)", async () => {
    const p = (await api.post("/v3/pipeline", { title: "bad" })).body.data.id as string;
    const res = await api.post(`/v3/pipeline/${p}/sink`, {
      type: "http",
      user_config: { uri: "https://example.com", rate_limiting: { request_limit: 0, duration_secs: 1 } },
    });
    expect(res.status).toBe(400);
  });
});
