// GCP Cloud Storage: each batch becomes one object, uploaded with the JSON API's simple upload
// (objects.insert, `POST https://storage.googleapis.com/upload/storage/v1/b/<bucket>/o?uploadType=media
// &name=<object>`, the bytes as the body) under the service account's token (scope devstorage.read_write).
// Object names and bodies are those of the S3 destination: `${bucket_prefix}yyyy/mm/dd/<unix s>-<uuid>`
// with .log or .json (and .gz), one line per event; a gzipped object is stored with contentEncoding=gzip
// (the upload's query parameter for the object's Content-Encoding).

import { z } from "zod";
import type { PipelineEvent } from "../engine/events";
import { defineDestination } from "../engine/kinds/define";
import type { RunnableNode } from "../engine/runner";
import { credentialTarget } from "../lib/sealed-secrets";
import { parseServiceAccount } from "../vendors/gcp/auth";
import { sendToGoogle } from "../vendors/gcp/request";
import { batch, batchTimeoutSecs, deliveryOptions, gcpCredentials } from "./config";
import type { DeliveryContext } from "./context";
import { batches, type DeliveryResult, sendBatches } from "./http-batching";
import { objectKey, objectPayload } from "./s3";

const gcpCloudStorageConfig = deliveryOptions(
  z.strictObject({
    credentials_json: gcpCredentials,
    bucket: credentialTarget(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/,
          "must be a bucket name (3 to 222 lowercase letters, digits, -, _, .)",
        ),
    ).describe("The name of the bucket"),
    bucket_prefix: credentialTarget(z.string().min(1).max(512))
      .optional()
      .describe("Prepended to every object name"),
    encoding: z.enum(["json", "text"]).default("text"),
    compression: z.enum(["none", "gzip"]).default("none"),
    batch_timeout_secs: batchTimeoutSecs,
    batch,
  }),
);
export type GcpCloudStorageConfig = z.output<typeof gcpCloudStorageConfig>;

export const GCS_SCOPE = "https://www.googleapis.com/auth/devstorage.read_write";

export const gcsUploadUrl = (bucket: string, name: string, gzipped: boolean) =>
  `https://storage.googleapis.com/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=media&name=${encodeURIComponent(name)}${gzipped ? "&contentEncoding=gzip" : ""}`;

export async function deliverToGcpCloudStorage(
  node: RunnableNode<GcpCloudStorageConfig>,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig;
  const key = parseServiceAccount(config.credentials_json);
  const now = ctx.now ?? Date.now;
  return sendBatches(batches(events, config.batch), async (batch) => {
    const { body, headers } = await objectPayload(batch, config);
    const name = objectKey({ ...config, prefix: config.bucket_prefix }, now(), crypto.randomUUID());
    const gzipped = config.compression === "gzip";
    return sendToGoogle({
      key,
      scope: GCS_SCOPE,
      url: gcsUploadUrl(config.bucket, name, gzipped),
      // The stored object keeps its bytes: no Content-Encoding on the upload itself.
      headers: { "content-type": headers["content-type"] },
      body,
      ctx,
    });
  });
}

export const gcpCloudStorage = defineDestination({
  type: "gcp-cloud-storage",
  title: "GCP Cloud Storage",
  description: "Writes batches of events as objects into a Google Cloud Storage bucket",
  config: gcpCloudStorageConfig,
  deliver: deliverToGcpCloudStorage,
});
