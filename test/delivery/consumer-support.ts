// Shared by the tests that drive the delivery queue's consumer directly (consumer-faults.test.ts, and the
// dead letters' expiry in test/jobs/retention.isolated.test.ts): a published pipeline with one http
// destination, and a message for it as a live run would queue it.
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { messageOf } from "../../src/delivery/queue";
import type { PipelineEvent } from "../../src/engine/events";
import { client, createAccount } from "../helpers";

export type PipelineTo = Awaited<ReturnType<typeof pipelineTo>>;

/** A published pipeline: http source -> one http destination at `path`. */
export async function pipelineTo(path: string) {
  const account = await createAccount("consumer-faults");
  const api = client(account);
  const p = (await api.post("/v3/pipeline", { title: "consumer faults" })).body.data.id as string;
  const source = (await api.post(`/v3/pipeline/${p}/source`, { type: "http" })).body.data.id as string;
  const sink = await api.post(`/v3/pipeline/${p}/sink`, {
    type: "http",
    inputs: [source],
    user_config: { uri: `${env.RECEIVER_URL}${path}`, encoding: "ndjson" },
  });
  await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" });
  const published = await api.post(`/v3/pipeline/${p}/publish`);
  expect(published.status).toBe(200);
  return {
    api,
    accountId: account.account_id,
    pipelineId: p,
    sinkId: sink.body.data.id as string,
    revisionId: published.body.data.published_revision_id as string,
  };
}

/** A message for the pipeline's destination, as a live run would queue it. */
export const messageFor = (at: PipelineTo, key: string, events: PipelineEvent[]) =>
  messageOf(
    {
      key,
      accountId: at.accountId,
      pipelineId: at.pipelineId,
      revisionId: at.revisionId,
      destinationId: at.sinkId,
      queuedAt: Date.now(),
      failures: 0,
    },
    events,
  );
