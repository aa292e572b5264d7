// Azure Blob Storage: each batch becomes one block blob, written with Put Blob (x-ms-blob-type: BlockBlob)
// and Shared Key authorization from the connection string's account key (src/vendors/azure/blob.ts, as the archive
// job does). Blob names and bodies are those of the S3 destination: `${prefix}yyyy/mm/dd/<unix s>-<uuid>`
// with .log or .json (and .gz), one line per event. Azure's errors are XML like S3's.

import { z } from "zod";
import type { PipelineEvent } from "../engine/events";
import { defineDestination } from "../engine/kinds/define";
import type { RunnableNode } from "../engine/runner";
import { credentialTarget, SECRET_MASK, secretString } from "../lib/sealed-secrets";
import { uriEncode } from "../vendors/aws/sigv4";
import { parseAzureConnectionString, signAzureRequest } from "../vendors/azure/blob";
import { batch, batchTimeoutSecs, deliveryOptions, fileConsolidation } from "./config";
import type { DeliveryContext } from "./context";
import { batches, type DeliveryResult, sendBatches, sendWithRetry } from "./http-batching";
import { describeStorageError, objectKey, objectPayload } from "./s3";

const azureBlobStorageConfig = deliveryOptions(
  z.strictObject({
    connection_string: secretString(
      z
        .string()
        .min(1)
        .max(4096)
        // Shared Key needs the account's key: a SAS-only string is refused here, not at every delivery.
        .refine(
          (v) =>
            v === SECRET_MASK ||
            (/(^|;)\s*AccountName=[^;]+/i.test(v) && /(^|;)\s*AccountKey=[^;]+/i.test(v)),
          "must be a connection string with AccountName and AccountKey (Shared Key; SAS-only strings are not supported)",
        ),
    ).describe(
      "Storage account connection string with AccountName and AccountKey (BlobEndpoint and EndpointSuffix honoured)",
    ),
    container_name: credentialTarget(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/,
          "must be a container name (3 to 63 lowercase letters, digits, -)",
        )
        .refine((v) => !v.includes("--"), "must not contain --"),
    ),
    prefix: credentialTarget(z.string().min(1).max(1024)).optional().describe("Prepended to every blob name"),
    encoding: z.enum(["json", "text"]).default("text"),
    compression: z.enum(["none", "gzip"]).default("none"),
    batch_timeout_secs: batchTimeoutSecs,
    file_consolidation: fileConsolidation,
    batch,
  }),
);
export type AzureBlobStorageConfig = z.output<typeof azureBlobStorageConfig>;

/** Retries per blob: the schema has no option for it. */
export const AZURE_BLOB_MAX_RETRIES = 3;

export async function deliverToAzureBlobStorage(
  node: RunnableNode<AzureBlobStorageConfig>,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig;
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

export const azureBlobStorage = defineDestination({
  type: "azure-blob-storage",
  title: "Azure Blob Storage",
  description: "Writes batches of events as block blobs into an Azure Storage container",
  config: azureBlobStorageConfig,
  deliver: deliverToAzureBlobStorage,
});
