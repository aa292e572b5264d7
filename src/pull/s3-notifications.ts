// The s3 source in the mezmo terraform provider's form (models/sources/s3.go: `sqs_queue_url`, no bucket):
// the bucket sends its event notifications to an SQS queue, and the source reads each object a notification
// names (as Vector's aws_s3 source with `strategy: sqs` does).
// - Each tick receives up to 10 messages a call (ReceiveMessage, visibility SQS_VISIBILITY_S), for at most
//   SQS_RECEIVES_PER_TICK calls. A message is an S3 event notification (`{Records: [...]}`), directly or
//   through SNS (`{Type: "Notification", Message: "<the notification>"}`); of its records, those with an
//   `ObjectCreated:*` eventName are read: GetObject (SigV4, signed for the record's `awsRegion`; the key
//   URL-decoded as S3 writes it, `+` a space), an event per non-empty line (a JSON object line is that
//   object, any other `{line}`), timestamped with the record's eventTime, metadata `{bucket, key}`. S3's
//   `s3:TestEvent` and messages that are not notifications are deleted unread, as Vector's
//   `delete_failed_message` (default true) does.
// - An uncompressed object is read by Range GETs (RANGE_BYTES at a time) from the byte offset the cursor
//   keeps, so a tick reads only what it takes. A compressed one (gzip or zstd, found by their magic numbers
//   in its first bytes, or an answer with a Content-Encoding) cannot be read from the middle: it is read whole
//   at each tick that takes lines of it (the cursor counts the lines taken), up to MAX_COMPRESSED_BYTES.
// - The first read pins the object's version (its ETag, in the cursor); later reads ask for it (If-Match).
//   A 412 means the object was overwritten: it is read again from its start under the new ETag (a warning in
//   pull-status says so), never a new version from an old version's offset.
// - An object that cannot be read (a 4xx such as 403, a compressed object that does not decode or is too
//   large) is tried at MAX_OBJECT_ATTEMPTS ticks (a warning each), then skipped (a warning with the reason),
//   so its message is deleted and the queue behind it flows. An object deleted since its notification (404)
//   is skipped at once. S3 failing (5xx, 429, the network) fails the tick, which backs off: nothing skipped.
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
import { isObject } from "../lib/objects";
import { credentialTarget } from "../lib/sealed-secrets";
import { AwsError, awsRequest } from "../vendors/aws/request";
import { objectUrl } from "../vendors/aws/s3";
import { deleteMessages, receiveMessages, SQS_MAX_MESSAGES } from "../vendors/aws/sqs";
import {
  AWS_IDLE_MS,
  decodeObject,
  isGzip,
  isZstd,
  lineMessage,
  type ObjectSource,
  type S3Cursor,
  type S3SourceConfig,
  SQS_RECEIVES_PER_TICK,
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
  /** Bytes of objects[at] already taken (read by ranges); absent in cursors from before ranged reads. */
  offset?: number;
  /** The version of objects[at] being read: its ETag, asked for by later reads (If-Match). */
  etag?: string;
  /** objects[at] is compressed: read whole, `lines` says how far. */
  whole?: boolean;
  /** Failed reads of objects[at] (a 4xx, undecodable): at MAX_OBJECT_ATTEMPTS it is skipped. */
  attempts?: number;
}

export interface S3NotificationCursor {
  inbox: PendingMessage[];
}

/** Seconds a received message stays hidden while its objects are read (over several ticks if large). */
const SQS_VISIBILITY_S = 300;
/** Bytes one Range GET of an uncompressed object asks for. */
const RANGE_BYTES = 1024 * 1024;
/** Range GETs of one object a tick at most (lines longer than a range take several). */
const RANGES_PER_TICK = 16;
/** A line longer than this (no newline in as many bytes) makes the object unreadable. */
const MAX_LINE_BYTES = 8 * 1024 * 1024;
/** A compressed object is read whole at each tick: larger than this, it is unreadable. */
const MAX_COMPRESSED_BYTES = 16 * 1024 * 1024;
/** Ticks that try an unreadable object before it is skipped. */
const MAX_OBJECT_ATTEMPTS = 3;

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
    const warnings: string[] = [];
    /** Receipts of the messages read whole (or never to be read): deleted once delivered. */
    const done: string[] = [];
    let receives = 0;
    let drained = false;
    /** An object failed to read: tried again at the next tick, after the idle interval. */
    let stalled = false;
    while (events.length < MAX_PULL_BATCH) {
      if (inbox.length === 0) {
        if (drained || receives >= SQS_RECEIVES_PER_TICK) break;
        const received = await receiveMessages(ctx, sqsOf(config), SQS_VISIBILITY_S);
        receives++;
        drained = received.length < SQS_MAX_MESSAGES;
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
        let read: ObjectPart;
        try {
          read = await objectPart(ctx, config, o, m, MAX_PULL_BATCH - events.length, warnings);
        } catch (err) {
          if (!unreadable(err)) throw err; // S3 failing: the tick fails and backs off
          const why = err instanceof Error ? err.message : String(err);
          m.attempts = (m.attempts ?? 0) + 1;
          if (m.attempts < MAX_OBJECT_ATTEMPTS) {
            warnings.push(
              `${objectName(o)} could not be read (attempt ${m.attempts} of ${MAX_OBJECT_ATTEMPTS}, tried again at the next tick): ${why}`,
            );
            stalled = true;
            break;
          }
          warnings.push(`${objectName(o)} skipped after ${m.attempts} failed reads: ${why}`);
          read = { lines: [], done: true };
        }
        for (const line of read.lines)
          events.push(newEvent(lineMessage(line), o.time, { bucket: o.bucket, key: o.key }));
        if (!read.done) break;
        Object.assign(m, { at: m.at + 1, lines: 0 });
        for (const field of ["offset", "etag", "whole", "attempts"] as const) delete m[field];
      }
      if (m.at < m.objects.length) break; // the batch is full (or an object failed) inside this message
      done.push(m.receipt);
      inbox.shift();
    }
    const commit = () => deleteMessages(ctx, sqsOf(config), done);
    return {
      events,
      next: { inbox },
      more: !stalled && (inbox.length > 0 || (receives > 0 && !drained)),
      ...(done.length > 0 && { commit }),
      ...(warnings.length > 0 && { warnings }),
    };
  },
  idleMs: () => AWS_IDLE_MS,
};

/** A read of one object: its next lines, and whether it is read to its end. */
interface ObjectPart {
  lines: string[];
  done: boolean;
}

/** One object of a message being read, and the message (whose position the read moves). */
interface Reading {
  ctx: PullContext;
  at: ObjectSource;
  o: NotifiedObject;
  m: PendingMessage;
}

/** An object that waiting will not make readable (a compressed object that does not decode, too large). */
class UnreadableObject extends Error {}

/** A 4xx of S3 (but a throttle or timeout) or an object that does not decode: counted, then skipped. */
const unreadable = (err: unknown) =>
  err instanceof UnreadableObject ||
  (err instanceof AwsError &&
    err.status >= 400 &&
    err.status < 500 &&
    err.status !== 408 &&
    err.status !== 429);

const objectName = (o: NotifiedObject) => `s3://${o.bucket}/${o.key}`;

const isStatus = (err: unknown, status: number) => err instanceof AwsError && err.status === status;

/**
 * At most `room` lines of the message's current object from where the message stands, moving it on: by Range
 * GETs from its byte offset, or (compressed) the whole object from its line count. An object deleted since
 * (404) is done; one overwritten since its first read (412 to If-Match) is read again from its start.
 */
async function objectPart(
  ctx: PullContext,
  config: S3NotificationConfig,
  o: NotifiedObject,
  m: PendingMessage,
  room: number,
  warnings: string[],
): Promise<ObjectPart> {
  const at: ObjectSource = {
    bucket: o.bucket,
    region: o.region,
    auth: config.auth,
    compression: config.compression,
    endpoint: config.endpoint,
  };
  const reading: Reading = { ctx, at, o, m };
  // A cursor from before ranged reads, part way into an object, counted lines only.
  if (m.offset === undefined && m.lines > 0) m.whole = true;
  const lines: string[] = [];
  for (let restarts = 0; ; restarts++) {
    try {
      if (!m.whole) {
        const part = await rangedPart(reading, room - lines.length, lines);
        if (!("compressed" in part)) return part;
        // Compressed: read whole from here on (from the bytes at hand when the range held all of it).
        m.whole = true;
        return await wholePart(reading, room - lines.length, lines, part.compressed);
      }
      return await wholePart(reading, room - lines.length, lines);
    } catch (err) {
      if (isStatus(err, 404)) {
        warnings.push(`${objectName(o)} is gone (404): skipped`);
        return { lines, done: true };
      }
      if (!isStatus(err, 412) || restarts > 0) {
        // The lines read before the failure are taken (the message's position is past them already).
        if (lines.length > 0) return { lines, done: false };
        throw err;
      }
      warnings.push(
        `${objectName(o)} changed while it was read (its ETag is not ${m.etag}): read again from its start`,
      );
      Object.assign(m, { lines: 0, offset: 0 });
      for (const field of ["etag", "whole"] as const) delete m[field];
    }
  }
}

/**
 * Range GETs from the message's offset: lines appended to `out` (at most `room`), the offset moved past
 * them. `compressed` when the object is (found at its first bytes): it is read whole instead, from these
 * bytes when the range held all of it.
 */
async function rangedPart(
  { ctx, at, o, m }: Reading,
  room: number,
  out: string[],
): Promise<ObjectPart | { compressed: Uint8Array | null }> {
  const limit = out.length + room;
  let size = RANGE_BYTES;
  for (let ranges = 0; ranges < RANGES_PER_TICK && out.length < limit; ranges++) {
    const from = m.offset ?? 0;
    const before = out.length;
    let res: Response;
    try {
      res = await awsRequest(ctx, "s3", at, "GET", objectUrl(at, o.key), {
        range: `bytes=${from}-${from + size - 1}`,
        ...(m.etag && { "if-match": m.etag }),
      });
    } catch (err) {
      if (isStatus(err, 416)) return { lines: out, done: true }; // at (or past) its end
      throw err;
    }
    m.etag ??= res.headers.get("etag") ?? undefined;
    const encoding = res.headers.get("content-encoding");
    const encoded = !!encoding && encoding !== "identity";
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await res.arrayBuffer());
    } catch (err) {
      // A range of a Content-Encoding object that fetch could not decode: the object is read whole.
      if (encoded && from === 0) return { compressed: null };
      throw err;
    }
    // 206 is the range; 200 is the whole object (a store that ignores Range).
    const body = res.status === 206 ? bytes : bytes.subarray(from);
    const total =
      res.status === 206
        ? Number(/\/(\d+)$/.exec(res.headers.get("content-range") ?? "")?.[1])
        : bytes.length;
    const end = !Number.isFinite(total) || from + body.length >= total;
    if (from === 0 && (encoded || (at.compression !== "none" && (isGzip(body) || isZstd(body)))))
      return { compressed: end ? body : null };
    let taken = 0;
    while (out.length < limit) {
      const nl = body.indexOf(0x0a, taken);
      if (nl < 0) break;
      takeLine(body.subarray(taken, nl), out);
      taken = nl + 1;
    }
    if (end && out.length < limit && taken < body.length) {
      takeLine(body.subarray(taken), out); // the last line, without a newline
      taken = body.length;
    }
    m.offset = from + taken;
    m.lines += out.length - before;
    if (end && taken >= body.length) return { lines: out, done: true };
    if (taken === 0) {
      // No newline in the whole range: a line longer than it.
      if (size >= MAX_LINE_BYTES)
        throw new UnreadableObject(`a line longer than ${MAX_LINE_BYTES} bytes at byte ${from}`);
      size *= 2;
    }
  }
  return { lines: out, done: false };
}

const utf8 = new TextDecoder();

function takeLine(bytes: Uint8Array, out: string[]) {
  const line = utf8.decode(bytes).replace(/\r$/, "");
  if (line.trim() !== "") out.push(line);
}

/** The whole (compressed) object, decoded: its lines after the `lines` the message took, at most `room`. */
async function wholePart(
  { ctx, at, o, m }: Reading,
  room: number,
  out: string[],
  fetched: Uint8Array | null = null,
): Promise<ObjectPart> {
  const bytes = fetched ?? (await wholeObject({ ctx, at, o, m }));
  let decoded: Uint8Array;
  try {
    decoded = await decodeObject(bytes, at.compression);
  } catch (err) {
    throw new UnreadableObject(`it does not decompress: ${err instanceof Error ? err.message : String(err)}`);
  }
  const all = utf8
    .decode(decoded)
    .split(/\r?\n/)
    .filter((l) => l.trim() !== "");
  const rest = all.slice(m.lines, m.lines + room);
  out.push(...rest);
  m.lines += rest.length;
  return { lines: out, done: m.lines >= all.length };
}

/** GetObject of the pinned version (or the current one, then pinned), at most MAX_COMPRESSED_BYTES. */
async function wholeObject({ ctx, at, o, m }: Reading) {
  const res = await awsRequest(
    ctx,
    "s3",
    at,
    "GET",
    objectUrl(at, o.key),
    m.etag ? { "if-match": m.etag } : {},
  );
  m.etag ??= res.headers.get("etag") ?? undefined;
  const length = Number(res.headers.get("content-length"));
  if (length > MAX_COMPRESSED_BYTES) {
    await res.body?.cancel();
    throw new UnreadableObject(
      `a compressed object of ${length} bytes (read whole: at most ${MAX_COMPRESSED_BYTES})`,
    );
  }
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.length > MAX_COMPRESSED_BYTES)
    throw new UnreadableObject(
      `a compressed object of ${bytes.length} bytes (read whole: at most ${MAX_COMPRESSED_BYTES})`,
    );
  return bytes;
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
