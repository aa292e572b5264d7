// The s3 source in the mezmo terraform provider's form (models/sources/s3.go: `sqs_queue_url`, no bucket):
// the bucket sends its event notifications to an SQS queue, and the source reads each object a notification
// names (as Vector's aws_s3 source with `strategy: sqs` does).
// - Each tick receives up to 10 messages a call (ReceiveMessage, visibility SQS_VISIBILITY_S), for at most
//   SQS_RECEIVES_PER_TICK calls. A message is an S3 event notification (`{Records: [...]}`), directly or
//   through SNS (`{Type: "Notification", Message: "<the notification>"}`); of its records, those with an
//   `ObjectCreated:*` eventName are read: GetObject (SigV4, signed for the record's `awsRegion`; the key
//   URL-decoded as S3 writes it, `+` a space), decoded as `compression` says (gzip and zstd found by their
//   magic numbers), an event per non-empty line (a JSON object line is that object, any other `{line}`),
//   timestamped with the record's eventTime, metadata `{bucket, key}`. An object deleted since (404) has no
//   lines. S3's `s3:TestEvent` and messages that are not notifications are deleted unread, as Vector's
//   `delete_failed_message` (default true) does.
// - The cursor holds the messages received and not yet read whole (their objects, how far), so a message
//   whose objects hold more than a batch goes on over the next ticks; a message is deleted
//   (DeleteMessageBatch) only once all its lines were delivered. A tick that fails loses nothing: its
//   messages come back after their visibility timeout.
// `endpoint` points the S3 calls at a compatible store (path style), `sqs_endpoint` the SQS calls, as the s3
// and sqs sources' `endpoint` do.

import { z } from "zod";
import { newEvent, type PipelineEvent } from "../engine/events";
import { awsAuth, awsRegion, httpUrl, objectCompression } from "../engine/kinds/common";
import { defineSource } from "../engine/kinds/define";
import { credentialTarget } from "../lib/sealed-secrets";
import { AwsError } from "../vendors/aws/request";
import { deleteMessages, receiveMessages } from "../vendors/aws/sqs";
import {
  AWS_IDLE_MS,
  lineMessage,
  objectLines,
  type S3Cursor,
  type S3SourceConfig,
  s3BucketForm,
  s3BucketReader,
} from "./aws";
import { MAX_PULL_BATCH, type PullContext, type PullReader } from "./types";

/**
 * The s3 source as the mezmo terraform provider sends it (models/sources/s3.go): the objects named by the
 * bucket's event notifications, read from an SQS queue.
 */
const s3NotificationsForm = z.strictObject({
  region: credentialTarget(awsRegion).describe(
    "AWS region of the queue (and of buckets whose notifications say none)",
  ),
  sqs_queue_url: credentialTarget(z.url({ protocol: /^https$/ }).max(2048)).describe(
    "The URL of an SQS queue receiving the bucket's S3 event notifications (directly or through SNS)",
  ),
  auth: awsAuth,
  compression: objectCompression,
  endpoint: credentialTarget(httpUrl)
    .optional()
    .describe("For S3-compatible stores: where the S3 calls go (path style)"),
  sqs_endpoint: credentialTarget(httpUrl)
    .optional()
    .describe("For SQS-compatible services: where the SQS calls go"),
});

export type S3NotificationConfig = z.output<typeof s3NotificationsForm>;

/** An object a notification named. */
export interface NotifiedObject {
  bucket: string;
  key: string;
  region: string;
  /** The record's eventTime (Unix ms): the events' timestamp. */
  time: number;
}

/** A received message not yet read whole. */
interface PendingMessage {
  id: string;
  receipt: string;
  objects: NotifiedObject[];
  /** The object being read. */
  at: number;
  /** Lines of objects[at] already taken. */
  lines: number;
}

export interface S3NotificationCursor {
  inbox: PendingMessage[];
}

/** SQS answers at most 10 messages a call; a tick makes at most this many calls. */
const SQS_RECEIVES_PER_TICK = 10;
/** Seconds a received message stays hidden while its objects are read (over several ticks if large). */
const SQS_VISIBILITY_S = 300;

/** S3 writes keys in notifications URL-encoded, a space as `+`. */
function notifiedKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The objects an SQS message's body says were created: `[]` for a notification that names none (S3's test
 * event, only removals), null for a body that is not an S3 event notification.
 */
export function notifiedObjects(body: string, region: string, now: number): NotifiedObject[] | null {
  let message = parse(body);
  // Through SNS: the notification is the envelope's Message (unless raw message delivery is on).
  if (isObject(message) && message.Type === "Notification" && typeof message.Message === "string")
    message = parse(message.Message);
  if (!isObject(message)) return null;
  if (message.Event === "s3:TestEvent") return [];
  if (!Array.isArray(message.Records)) return null;
  const objects: NotifiedObject[] = [];
  for (const record of message.Records) {
    if (!isObject(record) || !isObject(record.s3)) continue;
    if (typeof record.eventName !== "string" || !record.eventName.startsWith("ObjectCreated:")) continue;
    const bucket = isObject(record.s3.bucket) ? record.s3.bucket.name : undefined;
    const key = isObject(record.s3.object) ? record.s3.object.key : undefined;
    // Whoever can send to the queue writes these: a bucket or region that is not one cannot steer the signed
    // request to another host (both are part of its URL).
    if (typeof bucket !== "string" || !BUCKET_NAME.test(bucket)) continue;
    if (typeof key !== "string" || key === "") continue;
    if (record.awsRegion !== undefined && !awsRegion.safeParse(record.awsRegion).success) continue;
    const time = typeof record.eventTime === "string" ? Date.parse(record.eventTime) : Number.NaN;
    objects.push({
      bucket,
      key: notifiedKey(key),
      region: typeof record.awsRegion === "string" ? record.awsRegion : region,
      time: Number.isFinite(time) ? time : now,
    });
  }
  return objects;
}

/** Characters of a bucket name (a host label or a path segment): nothing that could end or leave either. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{0,62}$/;

const sqsOf = (config: S3NotificationConfig) => ({
  queue_url: config.sqs_queue_url,
  region: config.region,
  auth: config.auth,
  endpoint: config.sqs_endpoint,
});

export const s3NotificationReader: PullReader<S3NotificationConfig, S3NotificationCursor> = {
  async init() {
    return { inbox: [] };
  },
  async pull(config, cursor, ctx) {
    const inbox: PendingMessage[] = cursor.inbox.map((m) => ({ ...m }));
    const events: PipelineEvent[] = [];
    /** Receipts of the messages read whole (or never to be read): deleted once delivered. */
    const done: string[] = [];
    let receives = 0;
    let drained = false;
    while (events.length < MAX_PULL_BATCH) {
      if (inbox.length === 0) {
        if (drained || receives >= SQS_RECEIVES_PER_TICK) break;
        const received = await receiveMessages(ctx, sqsOf(config), SQS_VISIBILITY_S);
        receives++;
        drained = received.length < 10;
        for (const m of received) {
          const objects = notifiedObjects(m.Body, config.region, ctx.now);
          if (objects === null || objects.length === 0) done.push(m.ReceiptHandle);
          else inbox.push({ id: m.MessageId, receipt: m.ReceiptHandle, objects, at: 0, lines: 0 });
        }
        continue;
      }
      const m = inbox[0];
      while (m.at < m.objects.length && events.length < MAX_PULL_BATCH) {
        const o = m.objects[m.at];
        const lines = await notifiedLines(ctx, config, o);
        const rest = lines.slice(m.lines, m.lines + (MAX_PULL_BATCH - events.length));
        for (const line of rest)
          events.push(newEvent(lineMessage(line), o.time, { bucket: o.bucket, key: o.key }));
        if (m.lines + rest.length < lines.length) {
          m.lines += rest.length;
          break;
        }
        m.at++;
        m.lines = 0;
      }
      if (m.at < m.objects.length) break; // the batch is full inside this message
      done.push(m.receipt);
      inbox.shift();
    }
    const commit = () => deleteMessages(ctx, sqsOf(config), done);
    return {
      events,
      next: { inbox },
      more: inbox.length > 0 || (receives > 0 && !drained),
      ...(done.length > 0 && { commit }),
    };
  },
  idleMs: () => AWS_IDLE_MS,
};

/** The object's lines; an object deleted since its notification (404) has none. */
async function notifiedLines(ctx: PullContext, config: S3NotificationConfig, o: NotifiedObject) {
  try {
    return await objectLines(
      ctx,
      {
        bucket: o.bucket,
        region: o.region,
        auth: config.auth,
        compression: config.compression,
        endpoint: config.endpoint,
      },
      o.key,
    );
  } catch (err) {
    if (err instanceof AwsError && err.status === 404) return [];
    throw err;
  }
}

const isNotifications = (config: S3SourceConfig | S3NotificationConfig): config is S3NotificationConfig =>
  "sqs_queue_url" in config;

/** The s3 kind: a listed `bucket` (./aws.ts), or the objects its event notifications name (`sqs_queue_url`). */
export const s3Reader: PullReader<S3SourceConfig | S3NotificationConfig, S3Cursor | S3NotificationCursor> = {
  init: (config, ctx) =>
    isNotifications(config) ? s3NotificationReader.init(config, ctx) : s3BucketReader.init(config, ctx),
  pull: (config, cursor, ctx) =>
    isNotifications(config)
      ? s3NotificationReader.pull(config, cursor as S3NotificationCursor, ctx)
      : s3BucketReader.pull(config, cursor as S3Cursor, ctx),
  idleMs: () => AWS_IDLE_MS,
};

export const s3Kind = defineSource({
  type: "s3",
  title: "S3",
  description:
    "Reads objects written to an S3 bucket: listed (`bucket`), or named by the bucket's event notifications in an SQS queue (`sqs_queue_url`, the mezmo terraform provider's form)",
  config: z.xor([s3BucketForm, s3NotificationsForm]),
  reader: s3Reader,
});
