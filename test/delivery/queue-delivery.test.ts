// Delivery through the queue (src/delivery/queue.ts, consumer.ts), end to end in workerd with the real
// queue and the test receiver: the sender is answered once its events are queued; each destination gets
// every event once whatever its siblings do; a refusal is dead-lettered at once and replays; a request sent
// twice is delivered once; a request too large for a queue message goes through R2.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { failureRedactor, retryDelaySeconds } from "../../src/delivery/consumer";
import { client, createAccount, type Json } from "../helpers";
import { eventually, type ReceivedRequest, receivedWhen } from "../receiver-client";

let api: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await createAccount("queue-delivery"));
});

/** An http source (NDJSON) and one http destination per path, published; answers the ids and the key. */
async function pipelineTo(paths: string[], extra: Json = {}) {
  const p = (await api.post("/v3/pipeline", { title: `queue ${paths[0]}` })).body.data.id as string;
  const source = (
    await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "ndjson" } })
  ).body.data.id as string;
  const sinks: string[] = [];
  for (const path of paths) {
    const sink = await api.post(`/v3/pipeline/${p}/sink`, {
      type: "http",
      inputs: [source],
      user_config: { uri: `${env.RECEIVER_URL}${path}`, encoding: "ndjson", max_retries: 10, ...extra },
    });
    expect(sink.status, JSON.stringify(sink.body)).toBe(200);
    sinks.push(sink.body.data.id as string);
  }
  const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data.key;
  expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
  return { pipeline: p, source, sinks, key: key as string };
}

async function send(source: string, key: string, body: string) {
  const res = await SELF.fetch(`https://api.test/ingest/${source}`, {
    method: "POST",
    headers: { authorization: `Token ${key}`, "content-type": "application/json" },
    body,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** The events a destination took: the lines of the requests it answered 200. */
const taken = (requests: ReceivedRequest[]) =>
  requests.filter((r) => r.status === 200).flatMap((r) => r.body.split("\n").filter((l) => l !== ""));

const status = async (pipeline: string, sink: string) =>
  (await api.get(`/v3/pipeline/${pipeline}/sink/${sink}/delivery`)).body.data as Json;

describe("delivery through the queue", () => {
  it("a destination failing for a while and a healthy one each get every event once; the sender never sees it", async () => {
    const failing = `/fail-4/${crypto.randomUUID()}`;
    const healthy = `/ok/${crypto.randomUUID()}`;
    const { pipeline, source, sinks, key } = await pipelineTo([failing, healthy]);
    const expected: string[] = [];
    for (let b = 0; b < 10; b++) {
      const lines = Array.from({ length: 10 }, (_, i) => JSON.stringify({ b, i }));
      expected.push(...lines);
      const res = await send(source, key, lines.join("\n"));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const deliveries = (res.body.pipelines as Json[])[0].deliveries as Json[];
      expect(deliveries.map((d) => [d.events, d.queued])).toEqual([
        [10, true],
        [10, true],
      ]);
    }
    const full = (r: ReceivedRequest[]) => taken(r).length >= expected.length;
    const atHealthy = taken(await receivedWhen(healthy, full));
    const atFailing = await receivedWhen(failing, full);
    expect(atHealthy.sort()).toEqual([...expected].sort());
    expect(taken(atFailing).sort()).toEqual([...expected].sort());
    expect(atFailing.filter((r) => r.status === 503).length).toBe(4);
    const settled = await eventually(
      () => status(pipeline, sinks[0]),
      (s) => s.delivered_events === 100 && s.retrying_events === 0,
    );
    expect(settled).toMatchObject({ dead_letter_events: 0, last_error: { status: 503 } });
    expect(typeof settled.last_success_at).toBe("string");
    expect(await status(pipeline, sinks[1])).toMatchObject({
      delivered_events: 100,
      retrying_events: 0,
      last_error: null,
    });
  }, 60_000);

  it("a slow destination goes through the slow lane: its sibling is not held back, and each gets every event once", async () => {
    const slow = `/slow-2100/${crypto.randomUUID()}`;
    const healthy = `/quick/${crypto.randomUUID()}`;
    const { pipeline, source, sinks, key } = await pipelineTo([slow, healthy]);
    const expected: string[] = [];
    for (let b = 0; b < 6; b++) {
      const lines = Array.from({ length: 5 }, (_, i) => JSON.stringify({ b, i }));
      expected.push(...lines);
      expect((await send(source, key, lines.join("\n"))).status).toBe(200);
      // After the first, the slow destination's batches go through the slow lane.
      if (b === 0) await receivedWhen(slow, 1);
    }
    const full = (r: ReceivedRequest[]) => taken(r).length >= expected.length;
    expect(taken(await receivedWhen(healthy, full)).sort()).toEqual([...expected].sort());
    expect(taken(await receivedWhen(slow, full, { timeoutMs: 30_000 })).sort()).toEqual([...expected].sort());
    await eventually(
      () => status(pipeline, sinks[0]),
      (s) => s.delivered_events === expected.length,
    );
  }, 60_000);

  it("a request sent again after it was queued is delivered once", async () => {
    const path = `/twice/${crypto.randomUUID()}`;
    const { source, key } = await pipelineTo([path]);
    const body = '{"n":1}\n{"n":2}';
    expect((await send(source, key, body)).status).toBe(200);
    expect((await send(source, key, body)).status).toBe(200);
    const requests = await receivedWhen(path, 1, { settleMs: 1500 });
    expect(taken(requests)).toEqual(['{"n":1}', '{"n":2}']);
  });

  it("a refusal is dead-lettered at once, listed with the destination's answer, and replays", async () => {
    const path = `/refuse-1/${crypto.randomUUID()}`;
    const { pipeline, source, sinks, key } = await pipelineTo([path]);
    expect((await send(source, key, '{"n":1}\n{"n":2}\n{"n":3}')).status).toBe(200);
    await receivedWhen(path, 1);
    const dead = await eventually(
      () => status(pipeline, sinks[0]),
      (s) => s.dead_letter_events === 3,
    );
    expect(dead).toMatchObject({ delivered_events: 0, retrying_events: 0, last_error: { status: 400 } });
    expect((dead.last_error as Json).message).toMatch(/answered 400/);
    const list = await api.get(`/v3/pipeline/${pipeline}/sink/${sinks[0]}/dead-letter`);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ events: 3, replaying: false, last_error: { status: 400 } });

    const replay = await api.post(`/v3/pipeline/${pipeline}/sink/${sinks[0]}/dead-letter/replay`, {});
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);
    expect(replay.body.data).toEqual({ batches: 1, events: 3 });
    const requests = await receivedWhen(path, 2);
    expect(requests.map((r) => r.status)).toEqual([400, 200]);
    expect(taken(requests)).toEqual(['{"n":1}', '{"n":2}', '{"n":3}']);
    await eventually(
      () => status(pipeline, sinks[0]),
      (s) => s.delivered_events === 3 && s.dead_letter_events === 0,
    );
    await eventually(
      async () =>
        (await api.get(`/v3/pipeline/${pipeline}/sink/${sinks[0]}/dead-letter`)).body.data as Json[],
      (rows) => rows.length === 0,
    );
  });

  it("a batch past its max_retries is dead-lettered", async () => {
    const path = `/fail-9/${crypto.randomUUID()}`;
    const { pipeline, source, sinks, key } = await pipelineTo([path], { max_retries: 2 });
    expect((await send(source, key, '{"n":1}')).status).toBe(200);
    await eventually(
      () => status(pipeline, sinks[0]),
      (s) => s.dead_letter_events === 1,
    );
    expect((await receivedWhen(path, 3)).map((r) => r.status)).toEqual([503, 503, 503]);
    expect(await status(pipeline, sinks[0])).toMatchObject({ retrying_events: 0, delivered_events: 0 });
  });

  it("a request larger than a queue message goes through R2 and arrives whole", async () => {
    const path = `/large/${crypto.randomUUID()}`;
    const { source, key } = await pipelineTo([path], { batch: { max_events: 1000, max_bytes: 10_000_000 } });
    const lines = Array.from({ length: 400 }, (_, i) => JSON.stringify({ i, pad: "x".repeat(1000) }));
    expect((await send(source, key, lines.join("\n"))).status).toBe(200);
    const requests = await receivedWhen(path, (r) => taken(r).length >= 400);
    expect(taken(requests)).toEqual(lines);
  });

  it("takes retry_max_duration_secs on any destination, and refuses one out of range", async () => {
    const { pipeline, sinks } = await pipelineTo([`/cap/${crypto.randomUUID()}`], {
      retry_max_duration_secs: 5,
    });
    const sink = await api.get(`/v3/pipeline/${pipeline}/sink/${sinks[0]}`);
    expect(sink.body.data.user_config.retry_max_duration_secs).toBe(5);
    const refused = await api.post(`/v3/pipeline/${pipeline}/sink`, {
      type: "blackhole",
      user_config: { retry_max_duration_secs: 0 },
    });
    expect(refused.status).toBe(400);
  });

  it("another account's destination answers 404", async () => {
    const { pipeline, sinks } = await pipelineTo([`/other/${crypto.randomUUID()}`]);
    const other = client(await createAccount("queue-delivery-other"));
    expect((await other.get(`/v3/pipeline/${pipeline}/sink/${sinks[0]}/delivery`)).status).toBe(404);
    expect((await other.get(`/v3/pipeline/${pipeline}/sink/${sinks[0]}/dead-letter`)).status).toBe(404);
  });
});

describe("the retry delay", () => {
  it("doubles from the first, is capped, and a longer Retry-After wins", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelaySeconds(n, 0, 30))).toEqual([1, 2, 4, 8, 16, 30, 30]);
    expect(retryDelaySeconds(1, 90_000, 30)).toBe(90);
    expect(retryDelaySeconds(3, 0, 10)).toBe(4);
    expect(retryDelaySeconds(1, 10 ** 9, 30)).toBe(12 * 3600);
  });
});

describe("a failure's text", () => {
  it("masks the Authorization header a destination's basic or bearer auth makes, as sent and as base64", () => {
    const basic = failureRedactor({ auth: { strategy: "basic", user: "ops", password: "pa55-w0rd" } });
    const echoed = `answered 401: bad header Basic ${btoa("ops:pa55-w0rd")} (user ops)`;
    expect(basic(echoed)).toBe("answered 401: bad header ******** (user ops)");
    expect(basic(`token ${btoa("ops:pa55-w0rd")}`)).toBe("token ********");
    const bearer = failureRedactor({ auth: { strategy: "bearer", token: "tok-123456" } });
    expect(bearer("got Bearer tok-123456")).toBe("got ********");
    expect(failureRedactor({})("nothing to mask")).toBe("nothing to mask");
  });
});
