// Helpers for the clients project: the management API of the Worker started by global-setup.ts, a
// published pipeline (push source -> http destination posting to the loopback receiver), and what the
// receiver got. Each pipeline delivers to its own receiver path, so tests never see each other's events.
import { inject } from "vitest";

export const workerUrl = inject("workerUrl");
const account = inject("account");
const receiverUrl = inject("receiverUrl");

export type Json = Record<string, any>;

export async function api(method: string, path: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${workerUrl}${path}`, {
    method,
    headers: { authorization: `Token ${account.service_key}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Json;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data ?? json;
}

export interface PublishedSource {
  /** The source's ingest URL, `${workerUrl}/ingest/{source_id}`. */
  url: string;
  sourceId: string;
  key: string;
  /** Every batch the http destination posted, as the JSON arrays it sent. */
  received: () => Promise<Json[]>;
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
  await api("POST", `/v3/pipeline/${pipeline.id}/sink`, {
    type: "http",
    inputs: [source.id],
    user_config: { uri: `${receiverUrl}${path}`, encoding: "json", max_retries: 0 },
  });
  const access = await api("POST", `/v3/pipeline/${pipeline.id}/source/${source.id}/access-key`, {
    title: "client",
  });
  await api("POST", `/v3/pipeline/${pipeline.id}/publish`);
  return {
    url: `${workerUrl}/ingest/${source.id}`,
    sourceId: source.id,
    key: access.key,
    received: async () => {
      const requests = (await (await fetch(`${receiverUrl}/_received${path}`)).json()) as { body: string }[];
      return requests.flatMap((r) => JSON.parse(r.body));
    },
  };
}

/** The service's own account (ingestion key, service key), for the log store's APIs. */
export const testAccount = account;
