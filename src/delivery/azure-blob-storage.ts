// Azure Blob Storage: each batch becomes one block blob, written with Put Blob (x-ms-blob-type: BlockBlob)
// and Shared Key authorization from the connection string's account key (azure-blob.ts, as the archive
// job does). Blob names and bodies are those of the S3 destination: `${prefix}yyyy/mm/dd/<unix s>-<uuid>`
// with .log or .json (and .gz), one line per event. Azure's errors are XML like S3's.

import type { PipelineEvent } from "../engine/events";
import type { RunnableNode } from "../engine/runner";
import { uriEncode } from "../vendors/aws/sigv4";
import { parseAzureConnectionString, signAzureRequest } from "../vendors/azure/blob";
import type { DeliveryContext } from "./context";
import { type BatchLimits, batches, type DeliveryResult, sendBatches, sendWithRetry } from "./http-batching";
import { describeStorageError, objectKey, objectPayload } from "./s3";

export interface AzureBlobStorageConfig {
  connection_string: string;
  container_name: string;
  prefix?: string;
  encoding: "json" | "text";
  compression: "none" | "gzip";
  batch: BatchLimits;
}

/** Retries per blob: the schema has no option for it. */
export const AZURE_BLOB_MAX_RETRIES = 3;

export async function deliverToAzureBlobStorage(
  node: RunnableNode,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig as unknown as AzureBlobStorageConfig;
  const now = ctx.now ?? Date.now;
  const { account, accountKey, endpoint } = parseAzureConnectionString(config.connection_string);
  return sendBatches(batches(events, config.batch), async (batch) => {
    const { body, headers: contentHeaders } = await objectPayload(batch, config);
    const key = objectKey(config, now(), crypto.randomUUID());
    const url = `${endpoint}/${config.container_name}/${uriEncode(key, false)}`;
    const headers = { ...contentHeaders, "x-ms-blob-type": "BlockBlob" };
    return sendWithRetry({
      urls: [url],
      // Signed per attempt: Azure refuses a request dated more than 15 minutes away.
      build: async (u) => ({
        method: "PUT",
        headers: await signAzureRequest(
          "PUT",
          u,
          account,
          accountKey,
          headers,
          body.byteLength,
          new Date(now()),
        ),
        body,
      }),
      maxRetries: AZURE_BLOB_MAX_RETRIES,
      fetch: ctx.fetch,
      sleep: ctx.sleep,
      describe: describeStorageError,
    });
  });
}
