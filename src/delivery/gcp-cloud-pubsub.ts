// GCP Cloud Pub/Sub: each batch is one projects.topics.publish (`POST https://pubsub.googleapis.com/v1/
// projects/<project>/topics/<topic>:publish`, `{messages: [{data}]}`, data base64) under the service
// account's token (scope pubsub). One message per event: its JSON (encoding json) or its line (text). A
// publish request holds at most 1000 messages and 10 MB; base64 makes the data a third larger, so a batch
// is at most 7 MB of events. Pub/Sub answers `{messageIds}`.

import { z } from "zod";
import type { PipelineEvent } from "../engine/events";
import { defineDestination } from "../engine/kinds/define";
import type { RunnableNode } from "../engine/runner";
import { credentialTarget } from "../lib/sealed-secrets";
import { parseServiceAccount } from "../vendors/gcp/auth";
import { sendToGoogle } from "../vendors/gcp/request";
import { deliveryOptions, gcpCredentials, gcpProjectId, intakeBatch } from "./config";
import type { DeliveryContext } from "./context";
import { batches, type DeliveryResult, eventLine, jsonLine, sendBatches, utf8 } from "./http-batching";

const gcpCloudPubSubConfig = deliveryOptions(
  z.strictObject({
    credentials_json: gcpCredentials,
    project_id: credentialTarget(gcpProjectId),
    topic: credentialTarget(
      z.string().regex(/^[A-Za-z][A-Za-z0-9._~+%-]{2,254}$/, "must be a Pub/Sub topic name"),
    ).describe("The name of the topic (not its projects/... path)"),
    encoding: z.enum(["json", "text"]).default("text"),
    batch: intakeBatch(1000, 7_000_000),
  }),
);
export type GcpCloudPubSubConfig = z.output<typeof gcpCloudPubSubConfig>;

export const PUBSUB_SCOPE = "https://www.googleapis.com/auth/pubsub";

export const pubsubPublishUrl = (project: string, topic: string) =>
  `https://pubsub.googleapis.com/v1/projects/${encodeURIComponent(project)}/topics/${encodeURIComponent(topic)}:publish`;

const base64 = (bytes: Uint8Array) => {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
};

export function pubsubBody(events: PipelineEvent[], encoding: GcpCloudPubSubConfig["encoding"]): string {
  return JSON.stringify({
    messages: events.map((e) => ({ data: base64(utf8(encoding === "json" ? jsonLine(e) : eventLine(e))) })),
  });
}

export async function deliverToGcpCloudPubSub(
  node: RunnableNode<GcpCloudPubSubConfig>,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig;
  const key = parseServiceAccount(config.credentials_json);
  const url = pubsubPublishUrl(config.project_id, config.topic);
  return sendBatches(batches(events, config.batch), (batch) =>
    sendToGoogle({
      key,
      scope: PUBSUB_SCOPE,
      url,
      headers: { "content-type": "application/json" },
      body: pubsubBody(batch, config.encoding),
      ctx,
    }),
  );
}

export const gcpCloudPubSub = defineDestination({
  type: "gcp-cloud-pubsub",
  title: "GCP Cloud Pub/Sub",
  description: "Publishes events as messages to a Google Cloud Pub/Sub topic",
  config: gcpCloudPubSubConfig,
  deliver: deliverToGcpCloudPubSub,
});
