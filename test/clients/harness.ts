// Helpers for the clients project: the management API of the Worker started by global-setup.ts, a
// published pipeline (push source -> http destination posting to the loopback receiver), and what the
// receiver got. Each pipeline delivers to its own receiver path, so tests never see each other's events.
// A live run queues what its destinations receive and the delivery queue's consumer sends it after the
// sender's answer (under wrangler dev: once a second, when the queue's max_batch_timeout ends), so a test
// waits for what it expects, and then a little longer to see anything more (a duplicate) that would follow.
// This is test/receiver-client.ts's polling for Node, where `cloudflare:test` is not available.
import { inject } from "vitest";

export const workerUrl = inject("workerUrl");
const account = inject("account");
const receiverUrl = inject("receiverUrl");

export type Json = Record<string, any>;

/**
 * A management call that must succeed. A 503 with Retry-After is tried again (three times at most), as a
 * client is told to: the service answers it when storage is briefly unavailable, and wrangler's dev proxy
 * answers it in plain text when the runtime restarted under a request it cannot replay (seen once under the
 * whole suite's load). Any other failure throws with the status and the body.
 */
export async function api(method: string, path: string, body?: unknown): Promise<Json> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${workerUrl}${path}`, {
      method,
      headers: { authorization: `Token ${account.service_key}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status === 503 && res.headers.has("retry-after") && attempt < 3) {
      await new Promise((r) =>
        setTimeout(r, 1000 * Math.max(1, Number(res.headers.get("retry-after")) || 1)),
      );
      continue;
    }
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    const json = JSON.parse(text) as Json;
    return json.data ?? json;
  }
}

export interface ReceivedRequest {
  method: string;
  headers: Record<string, string>;
  body: string;
  /** What the receiver answered (503 for /fail-n/, 400 for /refuse-n/, else 200). */
  status: number;
}

/** The requests the receiver got at `path`, as they are now. */
export async function receivedAt(path: string): Promise<ReceivedRequest[]> {
  return (await (await fetch(`${receiverUrl}/_received${path}`)).json()) as ReceivedRequest[];
}

/**
 * What a wait looks on for after the awaited requests came (duplicates are the workers projects' tests: here
 * the clients' wire formats are), and how long a wait for nothing lasts: longer than the delivery queue takes
 * to hand a message to its consumer under wrangler dev (its max_batch_timeout is 1 s).
 */
const SETTLE_MS = 300;
const NOTHING_MS = 1_500;

/**
 * The requests at `path` once `done` holds for them (by default: at least `count` requests), and `settleMs`
 * more have passed; fails after `timeoutMs`. A count of 0 waits `settleMs` and answers what came (nothing,
 * for a test that expects nothing).
 */
export async function receivedWhen(
  path: string,
  done: number | ((requests: ReceivedRequest[]) => boolean),
  { timeoutMs = 20_000, settleMs = SETTLE_MS } = {},
): Promise<ReceivedRequest[]> {
  const test = typeof done === "number" ? (r: ReceivedRequest[]) => r.length >= done : done;
  await eventually(() => receivedAt(path), test, timeoutMs);
  await new Promise((r) => setTimeout(r, done === 0 ? Math.max(settleMs, NOTHING_MS) : settleMs));
  return receivedAt(path);
}

/** Polls `read` until `done` holds for its value; fails after `timeoutMs` with the last value. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface PublishedSource {
  /** The source's ingest URL, `${workerUrl}/ingest/{source_id}`. */
  url: string;
  pipelineId: string;
  sourceId: string;
  sinkId: string;
  key: string;
  /**
   * Every event the http destination delivered (the JSON arrays it posted, flattened), once at least
   * `count` have arrived and the settling time more has passed (see receivedWhen); with 0, what arrived
   * within the settling time. Every request must have been answered 200 (the receiver path never fails).
   */
  received: (count: number) => Promise<Json[]>;
}

let counter = 0;

/** A published pipeline: a `type` source with `config`, delivering every event to the receiver as JSON. */
export async function publishedSource(type: string, config: Json = {}): Promise<PublishedSource> {
  const title = `${type} ${++counter}`;
  const pipeline = await api("POST", "/v3/pipeline", { title });
  const source = await api("POST", `/v3/pipeline/${pipeline.id}/source`, {
    type,
    title,
    user_config: config,
  });
  const path = `/clients/${pipeline.id}`;
  const sink = await api("POST", `/v3/pipeline/${pipeline.id}/sink`, {
    type: "http",
    inputs: [source.id],
    user_config: { uri: `${receiverUrl}${path}`, encoding: "json", max_retries: 0 },
  });
  const access = await api("POST", `/v3/pipeline/${pipeline.id}/source/${source.id}/access-key`, {
    title: "client",
  });
  await api("POST", `/v3/pipeline/${pipeline.id}/publish`);
  const events = (requests: ReceivedRequest[]): Json[] => requests.flatMap((r) => JSON.parse(r.body));
  return {
    url: `${workerUrl}/ingest/${source.id}`,
    pipelineId: pipeline.id,
    sourceId: source.id,
    sinkId: sink.id,
    key: access.key,
    received: async (count) => {
      const requests = await receivedWhen(path, (r) => events(r).length >= count);
      if (requests.some((r) => r.status !== 200))
        throw new Error(`the receiver answered ${requests.map((r) => r.status)} at ${path}`);
      return events(requests);
    },
  };
}

/** The service's own account (ingestion key, service key), for the log store's APIs. */
export const testAccount = account;
