// GCP Cloud Pub/Sub: each batch is one projects.topics.publish (`POST https://pubsub.googleapis.com/v1/
// projects/<project>/topics/<topic>:publish`, `{messages: [{data}]}`, data base64) under the service
// account's token (scope pubsub). One message per event: its JSON (encoding json) or its line (text). A
// publish request holds at most 1000 messages and 10 MB; base64 makes the data a third larger, so a batch
// is at most 7 MB of events. Pub/Sub answers `{messageIds}`.

import type { PipelineEvent } from "../engine/events";
import type { RunnableNode } from "../engine/runner";
import { parseServiceAccount } from "../vendors/gcp/auth";
import { sendToGoogle } from "../vendors/gcp/request";
import type { DeliveryContext } from "./context";
import {
  type BatchLimits,
  batches,
  type DeliveryResult,
  eventLine,
  jsonLine,
  sendBatches,
  utf8,
} from "./http-batching";

export interface GcpCloudPubSubConfig {
  credentials_json: string;
  project_id: string;
  topic: string;
  encoding: "json" | "text";
  batch: BatchLimits;
}

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
  node: RunnableNode,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig as unknown as GcpCloudPubSubConfig;
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
