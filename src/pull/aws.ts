// S3 and SQS sources over fetch, every request signed with SigV4 (the clients: src/vendors/aws/s3.ts, sqs.ts).
// - s3: lists the bucket (ListObjectsV2, `prefix`, start-after the last object read) in key order and reads
//   each object (GetObject) as lines: gzip decoded as `compression` says, a JSON object line becomes that
//   object, any other line `{line}`. The cursor is the last key read whole, plus the lines already taken of
//   an object larger than a batch. Objects are read whole (each must fit the Worker's memory), and an object
//   whose key sorts before the cursor is never seen: the source suits keys that grow, such as time-based keys.
// - sqs: ReceiveMessage (JSON protocol), at most 100 messages a tick; the messages are deleted
//   (DeleteMessageBatch) only after the live run delivered them. The queue is the cursor: a message that was
//   received but not delivered comes back after its visibility timeout.
// `endpoint` (S3-compatible stores, local tests) is addressed path style, like the S3 destination.
// An s3 source with `sqs_queue_url` (the mezmo terraform provider's form) reads the objects named by the
// bucket's event notifications instead of listing a bucket: ./s3-notifications.ts, whose `s3Reader` runs
// either form.

import { z } from "zod";
import { newEvent, type PipelineEvent } from "../engine/events";
import { awsAuth, awsRegion, httpUrl, objectCompression, s3Bucket } from "../engine/kinds/common";
import { defineSource } from "../engine/kinds/define";
import { gunzipBounded, zstdDecompress } from "../lib/decompress";
import { credentialTarget } from "../lib/sealed-secrets";
import { getObject, listObjectKeys } from "../vendors/aws/s3";
import { deleteMessages, receiveMessages, SQS_MAX_MESSAGES, type SqsMessage } from "../vendors/aws/sqs";
import { MAX_PULL_BATCH, type PullContext, type PullReader } from "./types";

/** An object that decompresses past this is refused (a Worker has 128 MB), not read into memory. */
const MAX_OBJECT_BYTES = 64 * 1024 * 1024;

/** How objects are decoded: `none` reads them as they are; otherwise gzip and zstd are found by their magic. */
export type ObjectCompression = z.output<typeof objectCompression>;

/** The s3 source listing a bucket in key order (the s3 kind's other form: ./s3-notifications.ts). */
export const s3BucketForm = z.strictObject({
  bucket: credentialTarget(s3Bucket),
  prefix: credentialTarget(z.string().max(1024)).optional(),
  region: credentialTarget(awsRegion),
  auth: awsAuth,
  compression: objectCompression,
  endpoint: credentialTarget(httpUrl).optional().describe("For S3-compatible stores (addressed path style)"),
});

export type S3SourceConfig = z.output<typeof s3BucketForm>;

/** Where one object is read from, and how it is decoded. */
export type ObjectSource = Pick<S3SourceConfig, "bucket" | "region" | "auth" | "compression" | "endpoint">;

export interface S3Cursor {
  /** The last object read whole ("" before the first). */
  after: string;
  /** An object larger than a batch: how many of its lines were already taken. */
  partial: { key: string; lines: number } | null;
}

const sqsConfig = z.strictObject({
  queue_url: credentialTarget(z.url({ protocol: /^https$/ }).max(2048)),
  region: credentialTarget(awsRegion),
  auth: awsAuth,
  endpoint: credentialTarget(httpUrl)
    .optional()
    .describe("For SQS-compatible services: where the API calls go"),
});

export type SqsSourceConfig = z.output<typeof sqsConfig>;

export type SqsCursor = Record<string, never>;

export const AWS_IDLE_MS = 10_000;
/** Objects one ListObjectsV2 call answers at most. */
const LIST_PAGE = 100;
/** SQS answers at most SQS_MAX_MESSAGES messages a call; a tick makes at most this many calls. */
export const SQS_RECEIVES_PER_TICK = 10;
/** Seconds a received message stays hidden from other consumers while it is run. */
const SQS_VISIBILITY_S = 60;

/** A JSON object line as the object, anything else as `{line}` (like a push source's text decoding). */
export function lineMessage(line: string): unknown {
  if (line.startsWith("{")) {
    try {
      const value: unknown = JSON.parse(line);
      if (value && typeof value === "object" && !Array.isArray(value)) return value;
    } catch {
      // not JSON: a text line
    }
  }
  return { line };
}

export const isGzip = (b: Uint8Array) => b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b;
export const isZstd = (b: Uint8Array) =>
  b.length >= 4 && b[0] === 0x28 && b[1] === 0xb5 && b[2] === 0x2f && b[3] === 0xfd;

/**
 * An object's bytes as its lines are: `none` takes them as they are; otherwise a gzip or zstd object (found by
 * its magic number, whatever the setting says, since fetch may already have decoded a `Content-Encoding: gzip`
 * one) is decompressed.
 */
export async function decodeObject(bytes: Uint8Array, compression: ObjectCompression): Promise<Uint8Array> {
  if (compression === "none") return bytes;
  // node:zlib, not DecompressionStream: it reads every member of a multi-member gzip file (what
  // concatenating gzip files makes, as file consolidation does), where the Web stream stops at the first.
  if (isGzip(bytes)) return gunzipBounded(bytes, MAX_OBJECT_BYTES);
  if (isZstd(bytes)) return zstdDecompress(bytes, MAX_OBJECT_BYTES);
  return bytes;
}

/**
 * GetObject, decoded, split into its non-empty lines; an object that does not decompress (corrupt, or past
 * MAX_OBJECT_BYTES) is none, said in `warnings`, so the listing moves past it instead of failing on it forever.
 */
export async function objectLines(
  ctx: PullContext,
  at: ObjectSource,
  key: string,
  warnings: string[],
): Promise<string[]> {
  const res = await getObject(ctx, at, key);
  let bytes: Uint8Array;
  try {
    bytes = await decodeObject(new Uint8Array(await res.arrayBuffer()), at.compression);
  } catch (err) {
    warnings.push(`skipped s3://${at.bucket}/${key}: ${err instanceof Error ? err.message : String(err)}`);
    return [];
  }
  return new TextDecoder()
    .decode(bytes)
    .split(/\r?\n/)
    .filter((l) => l.trim() !== "");
}

/** The s3 kind with `bucket`: lists it (the kind's reader, which also takes the notifications form, is in ./s3-notifications.ts). */
export const s3BucketReader: PullReader<S3SourceConfig, S3Cursor> = {
  async init() {
    return { after: "", partial: null };
  },
  async pull(config, cursor, ctx) {
    const events: PipelineEvent[] = [];
    const warnings: string[] = [];
    const said = () => (warnings.length > 0 ? { warnings } : {});
    const take = (key: string, lines: string[]) => {
      for (const line of lines)
        events.push(newEvent(lineMessage(line), ctx.now, { bucket: config.bucket, key }));
    };
    let { after, partial } = cursor;
    if (partial) {
      const lines = await objectLines(ctx, config, partial.key, warnings);
      const rest = lines.slice(partial.lines, partial.lines + MAX_PULL_BATCH);
      take(partial.key, rest);
      if (partial.lines + rest.length >= lines.length) {
        after = partial.key;
        partial = null;
      } else {
        return {
          events,
          next: { after, partial: { key: partial.key, lines: partial.lines + rest.length } },
          more: true,
          ...said(),
        };
      }
    }
    const listed = await listObjectKeys(ctx, config, { prefix: config.prefix, after, max: LIST_PAGE });
    let more = listed.truncated;
    for (const key of listed.keys) {
      const room = MAX_PULL_BATCH - events.length;
      if (room <= 0) {
        more = true;
        break;
      }
      const lines = await objectLines(ctx, config, key, warnings);
      take(key, lines.slice(0, room));
      if (lines.length > room) {
        partial = { key, lines: room };
        more = true;
        break;
      }
      after = key;
    }
    return { events, next: { after, partial }, more, ...said() };
  },
  idleMs: () => AWS_IDLE_MS,
};

export const sqsReader: PullReader<SqsSourceConfig, SqsCursor> = {
  async init() {
    return {};
  },
  async pull(config, cursor, ctx) {
    const messages: SqsMessage[] = [];
    let more = false;
    for (let call = 0; call < SQS_RECEIVES_PER_TICK; call++) {
      const received = await receiveMessages(ctx, config, SQS_VISIBILITY_S);
      messages.push(...received);
      more = received.length === SQS_MAX_MESSAGES;
      if (!more) break;
    }
    const events = messages.map((m) =>
      newEvent(lineMessage(m.Body), ctx.now, { queue_url: config.queue_url, message_id: m.MessageId }),
    );
    const commit = () =>
      deleteMessages(
        ctx,
        config,
        messages.map((m) => m.ReceiptHandle),
      );
    return { events, next: cursor, more, commit };
  },
  idleMs: () => AWS_IDLE_MS,
};

export const sqsKind = defineSource({
  type: "sqs",
  title: "SQS",
  description: "Reads messages from an SQS queue",
  config: sqsConfig,
  reader: sqsReader,
});
