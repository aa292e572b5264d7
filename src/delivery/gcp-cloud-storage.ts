// GCP Cloud Storage: each batch becomes one object, uploaded with the JSON API's simple upload
// (objects.insert, `POST https://storage.googleapis.com/upload/storage/v1/b/<bucket>/o?uploadType=media
// &name=<object>`, the bytes as the body) under the service account's token (scope devstorage.read_write).
// Object names and bodies are those of the S3 destination: `${bucket_prefix}yyyy/mm/dd/<unix s>-<uuid>`
// with .log or .json (and .gz), one line per event; a gzipped object is stored with contentEncoding=gzip
// (the upload's query parameter for the object's Content-Encoding).

import type { PipelineEvent } from "../engine/events";
import type { RunnableNode } from "../engine/runner";
import { parseServiceAccount } from "../vendors/gcp/auth";
import { sendToGoogle } from "../vendors/gcp/request";
import type { DeliveryContext } from "./context";
import { type BatchLimits, batches, type DeliveryResult, sendBatches } from "./http-batching";
import { objectKey, objectPayload } from "./s3";

export interface GcpCloudStorageConfig {
  credentials_json: string;
  bucket: string;
  bucket_prefix?: string;
  encoding: "json" | "text";
  compression: "none" | "gzip";
  batch: BatchLimits;
}

export const GCS_SCOPE = "https://www.googleapis.com/auth/devstorage.read_write";

export const gcsUploadUrl = (bucket: string, name: string, gzipped: boolean) =>
  `https://storage.googleapis.com/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=media&name=${encodeURIComponent(name)}${gzipped ? "&contentEncoding=gzip" : ""}`;

export async function deliverToGcpCloudStorage(
  node: RunnableNode,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig as unknown as GcpCloudStorageConfig;
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
