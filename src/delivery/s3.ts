// S3: each batch becomes one object, written with PutObject signed with SigV4. AWS is addressed
// virtual-hosted style (<bucket>.s3.<region>.amazonaws.com); a custom endpoint (MinIO, R2, ...) path style
// (<endpoint>/<bucket>/<key>), which those stores all accept: objectUrl, src/vendors/aws/s3.ts.

import { z } from "zod";
import type { PipelineEvent } from "../engine/events";
import { awsAuth, awsRegion, httpUrl, s3Bucket } from "../engine/kinds/common";
import { defineDestination } from "../engine/kinds/define";
import type { RunnableNode } from "../engine/runner";
import { credentialTarget } from "../lib/sealed-secrets";
import { describeFailedAnswer } from "../lib/storage-errors";
import { objectUrl } from "../vendors/aws/s3";
import { sha256Hex, signV4 } from "../vendors/aws/sigv4";
import { batch, batchTimeoutSecs, deliveryOptions, fileConsolidation } from "./config";
import type { DeliveryContext } from "./context";
import {
  batches,
  type DeliveryResult,
  eventLine,
  gzip,
  jsonLine,
  sendBatches,
  sendWithRetry,
  utf8,
} from "./http-batching";

const s3Config = deliveryOptions(
  z.strictObject({
    bucket: credentialTarget(s3Bucket),
    prefix: credentialTarget(z.string().max(1024)).optional(),
    region: credentialTarget(awsRegion),
    auth: awsAuth,
    endpoint: credentialTarget(httpUrl).optional().describe("For S3-compatible stores"),
    // json writes a JSON line per event (NDJSON); ndjson, the mezmo provider's name for it, is the same.
    encoding: z.enum(["json", "ndjson", "text"]).default("json"),
    compression: z.enum(["none", "gzip"]).default("gzip"),
    batch_timeout_secs: batchTimeoutSecs,
    file_consolidation: fileConsolidation,
    batch,
  }),
);
export type S3Config = z.output<typeof s3Config>;

/** Retries per object: the schema has no option for it. */
export const S3_MAX_RETRIES = 3;

/** `${prefix}yyyy/mm/dd/<unix seconds>-<random>.json|.log[.gz]`, the date in UTC. */
export function objectKey(
  config: Pick<S3Config, "prefix" | "encoding" | "compression">,
  now: number,
  random: string,
) {
  const d = new Date(now);
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
  const extension = `${config.encoding === "text" ? "log" : "json"}${config.compression === "gzip" ? ".gz" : ""}`;
  return `${config.prefix ?? ""}${day}/${Math.floor(now / 1000)}-${random}.${extension}`;
}

/** NDJSON (json) or one line per event (text), each line ending in a newline. */
export function objectBody(events: PipelineEvent[], encoding: S3Config["encoding"]): string {
  return events.map((e) => `${encoding === "text" ? eventLine(e) : jsonLine(e)}\n`).join("");
}

/** An object's bytes and content headers: NDJSON or lines, gzipped when configured (S3 and Azure Blob). */
export async function objectPayload(
  events: PipelineEvent[],
  config: Pick<S3Config, "encoding" | "compression">,
): Promise<{ body: Uint8Array; headers: Record<string, string> }> {
  const encoded = objectBody(events, config.encoding);
  const gzipped = config.compression === "gzip";
  const headers: Record<string, string> = {
    "content-type": config.encoding === "text" ? "text/plain; charset=utf-8" : "application/x-ndjson",
  };
  if (gzipped) headers["content-encoding"] = "gzip";
  return { body: gzipped ? await gzip(encoded) : utf8(encoded), headers };
}

/** S3 (and Azure Blob) errors are XML: <Error><Code>AccessDenied</Code><Message>Access Denied</Message>...</Error>. */
export const describeStorageError = (res: Response, url: string): Promise<string> =>
  describeFailedAnswer(res, url);

export async function deliverToS3(
  node: RunnableNode<S3Config>,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig;
  const now = ctx.now ?? Date.now;
  const credentials = {
    accessKeyId: config.auth.access_key_id,
    secretAccessKey: config.auth.secret_access_key,
  };
  return sendBatches(batches(events, config.batch), async (batch) => {
    const { body, headers: contentHeaders } = await objectPayload(batch, config);
    const payloadHash = await sha256Hex(body);
    const url = objectUrl(config, objectKey(config, now(), crypto.randomUUID()));
    const headers: Record<string, string> = { ...contentHeaders, "x-amz-content-sha256": payloadHash };
    return sendWithRetry({
      urls: [url],
      // Signed per attempt: a signature is only valid for 15 minutes around its date.
      build: async (u) => {
        const signed = await signV4({
          method: "PUT",
          url: u,
          headers,
          payloadHash,
          region: config.region,
          service: "s3",
          credentials,
          date: new Date(now()),
        });
        return { method: "PUT", headers: signed.headers, body };
      },
      maxRetries: S3_MAX_RETRIES,
      fetch: ctx.fetch,
      sleep: ctx.sleep,
      describe: describeStorageError,
    });
  });
}

export const s3 = defineDestination({
  type: "s3",
  title: "S3",
  description: "Writes batches of events as objects to an S3-compatible bucket",
  config: s3Config,
  deliver: deliverToS3,
});
