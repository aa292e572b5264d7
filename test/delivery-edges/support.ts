// Shared helpers of the edge tests of delivery through the queue.
import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import { client, createAccount, type Json } from "../helpers";
import { eventually, type ReceivedRequest } from "../receiver-client";

export type Api = ReturnType<typeof client>;

export async function newApi(name: string) {
  const account = await createAccount(name);
  return { api: client(account), account };
}

/** An http source (NDJSON) and one http destination per path (or per full config), published. */
export async function pipelineTo(api: Api, paths: (string | Json)[], extra: Json = {}) {
  const p = (await api.post("/v3/pipeline", { title: `review ${crypto.randomUUID()}` })).body.data
    .id as string;
  const source = (
    await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "ndjson" } })
  ).body.data.id as string;
  const sinks: string[] = [];
  for (const path of paths) {
    const user_config =
      typeof path === "string"
        ? { uri: `${env.RECEIVER_URL}${path}`, encoding: "ndjson", max_retries: 10, ...extra }
        : { encoding: "ndjson", max_retries: 10, ...extra, ...path };
    const sink = await api.post(`/v3/pipeline/${p}/sink`, { type: "http", inputs: [source], user_config });
    expect(sink.status, JSON.stringify(sink.body)).toBe(200);
    sinks.push(sink.body.data.id as string);
  }
  const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data.key;
  const published = await api.post(`/v3/pipeline/${p}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return { pipeline: p, source, sinks, key: key as string };
}

export async function send(source: string, key: string, body: string, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`https://api.test/ingest/${source}`, {
    method: "POST",
    headers: { authorization: `Token ${key}`, "content-type": "application/json", ...headers },
    body,
  });
  const text = await res.text();
  let parsed: Json = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { raw: text };
  }
  return { status: res.status, body: parsed };
}

/** The events a destination took: the lines of the requests it answered 200. */
export const taken = (requests: ReceivedRequest[]) =>
  requests.filter((r) => r.status === 200).flatMap((r) => r.body.split("\n").filter((l) => l !== ""));

export const status = async (api: Api, pipeline: string, sink: string) =>
  (await api.get(`/v3/pipeline/${pipeline}/sink/${sink}/delivery`)).body.data as Json;

export const deadLetters = async (api: Api, pipeline: string, sink: string, cursor?: string) =>
  api.get(
    `/v3/pipeline/${pipeline}/sink/${sink}/dead-letter${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`,
  );

export const waitStatus = (
  api: Api,
  pipeline: string,
  sink: string,
  done: (s: Json) => boolean,
  ms = 15_000,
) => eventually(() => status(api, pipeline, sink), done, ms);

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
