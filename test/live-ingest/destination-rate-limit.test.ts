// The HTTP destination's rate_limiting (the mezmo provider's advanced_options.rate_limiting): the budget is the
// node's Durable Object, shared by all live requests; a delivery that would go over it fails whole before
// sending anything, so the sender is told (EDELIVERYFAILED) and retries later.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, type Json } from "../helpers";
import { received } from "../notifications/support";

let api: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await createAccount("destination-rate-limit"));
});

async function pipelineTo(path: string, userConfig: Json) {
  const p = (await api.post("/v3/pipeline", { title: "rate limited" })).body.data.id as string;
  const source = (
    await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "json" } })
  ).body.data.id as string;
  const sink = await api.post(`/v3/pipeline/${p}/sink`, {
    type: "http",
    inputs: [source],
    user_config: { uri: `${env.RECEIVER_URL}${path}`, ...userConfig },
  });
  expect(sink.status, JSON.stringify(sink.body)).toBe(200);
  const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data.key;
  expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
  const send = (events: Json[]) =>
    SELF.fetch(`https://api.test/ingest/${source}`, {
      method: "POST",
      headers: { authorization: `Token ${key}`, "content-type": "application/json" },
      body: JSON.stringify(events),
    });
  return { sink: sink.body.data, send };
}

describe("http destination rate_limiting", () => {
  it("lets request_limit requests through per window across live requests, then refuses before sending", async () => {
    const path = `/rate-limited/${crypto.randomUUID()}`;
    const { sink, send } = await pipelineTo(path, {
      advanced_options: { method: "put", rate_limiting: { request_limit: 2, duration_secs: 3600 } },
    });
    // Stored in our shape (the provider reads advanced_options only when present).
    expect(sink.user_config.rate_limiting).toEqual({ request_limit: 2, duration_secs: 3600 });
    expect((await send([{ n: 1 }])).status).toBe(200);
    expect((await send([{ n: 2 }])).status).toBe(200);
    const third = await send([{ n: 3 }]);
    expect(third.status).toBeGreaterThanOrEqual(500);
    const body = (await third.json()) as Json;
    expect(body.code, JSON.stringify(body)).toBe("EDELIVERYFAILED");
    expect(body.message).toMatch(/rate limited \(2 requests per 3600 s\): retry in \d+ s/);
    const got = await received(path);
    expect(got.map((r) => JSON.parse(r.body))).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    expect(got.every((r) => r.method === "PUT")).toBe(true);
  });

  it("a delivery needing more requests than one window allows fails with the reason", async () => {
    const path = `/rate-limited/${crypto.randomUUID()}`;
    const { send } = await pipelineTo(path, {
      batch: { max_events: 1 },
      rate_limiting: { request_limit: 2, duration_secs: 60 },
    });
    const res = await send([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(((await res.json()) as Json).message).toContain("this delivery needs 3 requests");
    expect(await received(path)).toEqual([]);
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
