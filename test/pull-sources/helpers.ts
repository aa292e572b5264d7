// Shared by the pull-source tests: a published pipeline with one pull source and one destination, the
// source's object, and what the loopback receiver got.
import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { client, Json } from "../helpers";

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

/** An http destination posting NDJSON to the receiver at `path`, without retries of its own. */
export const httpSink = (path: string) => ({
  type: "http",
  user_config: { uri: `${env.RECEIVER_URL}${path}`, encoding: "ndjson", max_retries: 0 },
});

/** The requests the receiver got at `path`. */
export async function received(path: string): Promise<{ status?: number; body: string; headers: Json }[]> {
  return (await fetch(`${env.RECEIVER_URL}/_received${path}`)).json();
}

/** The events the receiver got at `path`, request by request (NDJSON bodies). */
export async function receivedEvents(path: string): Promise<Json[][]> {
  return (await received(path)).map((r) =>
    r.body
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l)),
  );
}

export const AWS_AUTH = { access_key_id: "AKIAIOSFODNN7EXAMPLE", secret_access_key: "wJalrXUtnFEMI/K7MDENG" };
