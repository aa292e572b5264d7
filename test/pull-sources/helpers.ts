// Shared by the pull-source tests: the file's account, a published pipeline with one pull source and one
// destination, the source's object, the loopback receiver's fake S3 and SQS, and what the receiver got. A pull
// run queues what its destinations receive (src/delivery/queue.ts) and the queue's consumer delivers it
// afterwards: the tests wait for it.
import { env } from "cloudflare:test";
import { beforeAll, expect } from "vitest";
import { client, createAccount, type Json } from "../helpers";
import { type ReceivedRequest, receivedWhen } from "../receiver-client";

type Api = ReturnType<typeof client>;

/**
 * The client of an account made for the test file, in its beforeAll (so call this at the file's top level):
 * each call goes to that account's service key.
 */
export function fileAccountClient(name: string): Api {
  let api: Api | undefined;
  beforeAll(async () => {
    api = client(await createAccount(name));
  });
  const to =
    (method: keyof Api): Api[keyof Api] =>
    (path, body, headers) => {
      if (!api) throw new Error(`${name}: the account is made in the file's beforeAll`);
      return api[method](path, body, headers);
    };
  return { get: to("get"), post: to("post"), put: to("put"), patch: to("patch"), delete: to("delete") };
}

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

/** Puts an object into the receiver's fake S3, each segment of its key URL-encoded (as S3's REST API takes it). */
export async function putObject(bucket: string, key: string, body: string | Uint8Array) {
  const res = await fetch(
    `${env.RECEIVER_URL}/_s3/${bucket}/${key.split("/").map(encodeURIComponent).join("/")}`,
    { method: "PUT", body },
  );
  expect(res.status).toBe(200);
}

/** `text` gzipped, one member. */
export async function gzip(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** One call to the receiver's fake SQS queue `queue`: AmazonSQS.<action> with its JSON body; its answer. */
export async function sqs(queue: string, action: string, body: unknown): Promise<Json> {
  const res = await fetch(`${env.RECEIVER_URL}/_sqs/${queue}`, {
    method: "POST",
    headers: { "x-amz-target": `AmazonSQS.${action}`, "content-type": "application/x-amz-json-1.0" },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Json;
}

export const AWS_AUTH = { access_key_id: "AKIAIOSFODNN7EXAMPLE", secret_access_key: "wJalrXUtnFEMI/K7MDENG" };
