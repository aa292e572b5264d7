// Shared by the pull-source tests: a published pipeline with one pull source and one destination, the
// source's object, and what the loopback receiver got. A pull run queues what its destinations receive
// (src/delivery/queue.ts) and the queue's consumer delivers it afterwards: the tests wait for it.
import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { client, Json } from "../helpers";
import { type ReceivedRequest, receivedWhen } from "../receiver-client";

type Api = ReturnType<typeof client>;

export interface PullPipeline {
  p: string;
  source: string;
  sink: string;
}

/** source -> sink, created (not published). */
export async function pullPipeline(
  api: Api,
  source: Json,
  sink: Json,
  title = "pull",
): Promise<PullPipeline> {
  const p = (await api.post("/v3/pipeline", { title })).body.data.id as string;
  const s = await api.post(`/v3/pipeline/${p}/source`, source);
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  const d = await api.post(`/v3/pipeline/${p}/sink`, { ...sink, inputs: [s.body.data.id] });
  expect(d.status, JSON.stringify(d.body)).toBe(200);
  return { p, source: s.body.data.id, sink: d.body.data.id };
}

/** The same, published. */
export async function publishedPullPipeline(api: Api, source: Json, sink: Json, title = "pull") {
  const pipeline = await pullPipeline(api, source, sink, title);
  const pub = await api.post(`/v3/pipeline/${pipeline.p}/publish`);
  expect(pub.status, JSON.stringify(pub.body)).toBe(200);
  return pipeline;
}

export const pullObject = (p: string, source: string) =>
  env.PULL_SOURCE.get(env.PULL_SOURCE.idFromName(`${p}:${source}`));

/**
 * An http destination posting NDJSON to the receiver at `path`; by default a failed batch is dead-lettered
 * at once (no retries through the delivery queue).
 */
export const httpSink = (path: string, maxRetries = 0) => ({
  type: "http",
  user_config: { uri: `${env.RECEIVER_URL}${path}`, encoding: "ndjson", max_retries: maxRetries },
});

/** The requests the receiver got at `path`, as they are now (the fake S3 and SQS answer in the run). */
export async function received(path: string): Promise<{ status?: number; body: string; headers: Json }[]> {
  return (await fetch(`${env.RECEIVER_URL}/_received${path}`)).json();
}

/** The events of one request (an NDJSON body). */
export const eventsOf = (request: { body: string }): Json[] =>
  request.body
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));

/**
 * Longer than the delivery queue takes to hand a message to its consumer (its max_batch_timeout is 1 s): a
 * test that expects nothing more (or nothing) at a path waits this long before it looks.
 */
export const QUEUE_SETTLE_MS = 1_500;

/**
 * The events the receiver got at `path`, request by request (NDJSON bodies), once the requests answered 200
 * hold at least `events` events, and a little longer (to see anything more that follows). With 0: what came
 * within QUEUE_SETTLE_MS (nothing, for a test that expects nothing).
 */
export async function receivedEvents(path: string, events: number): Promise<Json[][]> {
  const delivered = (requests: ReceivedRequest[]) =>
    requests.filter((r) => r.status === 200).flatMap(eventsOf).length >= events;
  const requests = await receivedWhen(path, delivered, events === 0 ? { settleMs: QUEUE_SETTLE_MS } : {});
  return requests.map(eventsOf);
}

/** The requests at `path` after QUEUE_SETTLE_MS: for a test that expects no more than it has seen. */
export const receivedSettled = (path: string) => receivedWhen(path, 0, { settleMs: QUEUE_SETTLE_MS });

export const AWS_AUTH = { access_key_id: "AKIAIOSFODNN7EXAMPLE", secret_access_key: "wJalrXUtnFEMI/K7MDENG" };
