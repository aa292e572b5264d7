// The s3 source in the mezmo terraform provider's form (`sqs_queue_url`): S3 event notifications read from an
// SQS queue, and the objects they name read from S3, against the loopback receiver's fake SQS (/_sqs/) and S3
// (/_s3/): signed requests, gzip and zstd objects, keys as S3 encodes them in notifications, notifications
// through SNS, a message read over several ticks and deleted only once all of it was delivered.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  notifiedObjects,
  type S3NotificationConfig,
  s3NotificationReader,
} from "../../src/pull/s3-notifications";
import type { PullContext } from "../../src/pull/types";
import { zstdFrame } from "../../src/vendors/kafka/codecs";
import type { Json } from "../helpers";
import {
  AWS_AUTH,
  fileAccountClient,
  gzip,
  httpSink,
  publishedPullPipeline,
  pullObject,
  putObject,
  received,
  receivedEvents,
  receivedSettled,
  sqs,
} from "./helpers";

const api = fileAccountClient("pull-s3-notifications");

const send = (queue: string, body: unknown) =>
  sqs(queue, "SendMessage", {
    QueueUrl: queue,
    MessageBody: typeof body === "string" ? body : JSON.stringify(body),
  });

/** A record of an S3 event notification (event structure version 2.1), its key URL-encoded as S3 writes it. */
const created = (bucket: string, key: string, extra: Json = {}) => ({
  eventVersion: "2.1",
  eventSource: "aws:s3",
  awsRegion: "us-east-1",
  eventTime: "2026-01-02T03:04:05.678Z",
  eventName: "ObjectCreated:Put",
  s3: {
    s3SchemaVersion: "1.0",
    bucket: { name: bucket, arn: `arn:aws:s3:::${bucket}` },
    object: { key: encodeURIComponent(key).replace(/%20/g, "+").replace(/%2F/g, "/"), size: 1 },
  },
  ...extra,
});

/** The provider's body, pointed at the fake S3 and SQS. */
const source = (queue: string, compression = "auto") => ({
  type: "s3",
  user_config: {
    region: "us-east-1",
    sqs_queue_url: `https://sqs.us-east-1.amazonaws.com/123456789012/${queue}`,
    auth: AWS_AUTH,
    compression,
    endpoint: `${env.RECEIVER_URL}/_s3`,
    sqs_endpoint: `${env.RECEIVER_URL}/_sqs/${queue}`,
  },
});

const deletes = async (queue: string) =>
  (await received(`/_sqs/${queue}`)).filter(
    (c) => c.headers["x-amz-target"] === "AmazonSQS.DeleteMessageBatch",
  );

describe("s3 with sqs_queue_url (models/sources/s3.go)", () => {
  it("reads the objects its notifications name (gzip, zstd, encoded keys, SNS), deletes the messages once delivered", async () => {
    await putObject("notified", "app/1.log", 'plain line one\n{"level":"error","msg":"json line"}\n\n');
    await putObject("notified", "app/2 with space.json.gz", await gzip('{"n":1}\n{"n":2}\n'));
    await putObject("notified-eu", "z/3.log.zst", await zstdFrame(new TextEncoder().encode("zstd line\n")));
    await putObject("notified", "app/not-notified.log", "never read\n");
    // One notification with two created objects (and a removal, which is not read).
    await send("s3n-1", {
      Records: [
        created("notified", "app/1.log"),
        created("notified", "app/gone.log", { eventName: "ObjectRemoved:Delete" }),
        created("notified", "app/2 with space.json.gz", {
          eventName: "ObjectCreated:CompleteMultipartUpload",
        }),
      ],
    });
    // S3's test event, and a body that is not a notification: deleted unread.
    await send("s3n-1", { Service: "Amazon S3", Event: "s3:TestEvent", Bucket: "notified" });
    await send("s3n-1", "not a notification");
    // Through SNS, from a bucket in another region.
    await send("s3n-1", {
      Type: "Notification",
      MessageId: "sns-1",
      Message: JSON.stringify({
        Records: [created("notified-eu", "z/3.log.zst", { awsRegion: "eu-west-1" })],
      }),
    });
    const path = "/pull/s3n-1/";
    const { p, source: sourceId } = await publishedPullPipeline(api, source("s3n-1"), httpSink(path));
    await pullObject(p, sourceId).tick();
    expect((await receivedEvents(path, 5)).flat()).toEqual([
      { line: "plain line one" },
      { level: "error", msg: "json line" },
      { n: 1 },
      { n: 2 },
      { line: "zstd line" },
    ]);
    // Each GetObject signed for its bucket's region; the queue's calls for the source's.
    const signed = async (path: string) =>
      (await received(path)).filter((r) => r.headers.authorization).map((r) => r.headers.authorization);
    expect(await signed("/_s3/notified-eu/z/3.log.zst")).toEqual([
      expect.stringMatching(/\/eu-west-1\/s3\/aws4_request/),
    ]);
    expect(await signed("/_s3/notified/app/1.log")).toEqual([expect.stringMatching(/\/us-east-1\/s3\//)]);
    expect(await signed("/_s3/notified/app/not-notified.log")).toEqual([]);
    // Every message was deleted (once delivered): nothing comes back.
    expect(await deletes("s3n-1")).toHaveLength(1);
    await sqs("s3n-1", "ExpireVisibility", {});
    expect((await sqs("s3n-1", "ReceiveMessage", { MaxNumberOfMessages: 10 })).Messages).toEqual([]);
    const status = (await api.get(`/v3/pipeline/${p}/source/${sourceId}/pull-status`)).body.data;
    expect(status).toMatchObject({ events_pulled: 5, last_error: null, running: true });
  });

  it("reads a message whose object holds more than a batch over two ticks, deleting it after the second", async () => {
    const lines = Array.from({ length: 1500 }, (_, i) => `big ${i}`);
    await putObject("notified-big", "x/1.log", `${lines.join("\n")}\n`);
    // The reader alone first: the message stays in the cursor, with how far it was read, and is deleted only by
    // the commit of the tick that read its last line.
    await send("s3n-parts", { Records: [created("notified-big", "x/1.log")] });
    const config = source("s3n-parts").user_config as unknown as S3NotificationConfig;
    const ctx = { fetch: (input: RequestInfo, init?: RequestInit) => fetch(input, init), now: Date.now() };
    const first = await s3NotificationReader.pull(config, { inbox: [] }, ctx as unknown as PullContext);
    expect(first.events).toHaveLength(1000);
    expect(first.commit).toBeUndefined();
    expect(first.more).toBe(true);
    expect(first.next.inbox).toMatchObject([
      { at: 0, lines: 1000, objects: [{ bucket: "notified-big", key: "x/1.log" }] },
    ]);
    const second = await s3NotificationReader.pull(config, first.next, ctx as unknown as PullContext);
    expect(second.events.map((e) => (e.message as Json).line)).toEqual(lines.slice(1000));
    expect(second.next.inbox).toEqual([]);
    expect(await deletes("s3n-parts")).toHaveLength(0);
    await second.commit?.();
    expect(await deletes("s3n-parts")).toHaveLength(1);

    // Run by the source's object: every line delivered once, in order, the message deleted once.
    await send("s3n-big", { Records: [created("notified-big", "x/1.log")] });
    const path = "/pull/s3n-big/";
    const { p, source: sourceId } = await publishedPullPipeline(api, source("s3n-big"), {
      ...httpSink(path),
      user_config: { ...httpSink(path).user_config, batch: { max_events: 10_000 } },
    });
    const stub = pullObject(p, sourceId);
    await stub.tick();
    await stub.tick();
    const batches = await receivedEvents(path, 1500);
    expect(batches.flat().map((e) => e.line)).toEqual(lines);
    expect(await deletes("s3n-big")).toHaveLength(1);
    await stub.tick();
    expect((await receivedSettled(path)).flatMap((r) => r.body.split("\n").filter(Boolean))).toHaveLength(
      1500,
    );
  });

  it("skips an object deleted since its notification, and keeps the messages when S3 fails", async () => {
    await send("s3n-gone", { Records: [created("notified", "app/deleted-since.log")] });
    const path = "/pull/s3n-gone/";
    const gone = await publishedPullPipeline(api, source("s3n-gone"), httpSink(path));
    await pullObject(gone.p, gone.source).tick();
    expect(await deletes("s3n-gone")).toHaveLength(1);
    expect(
      (await api.get(`/v3/pipeline/${gone.p}/source/${gone.source}/pull-status`)).body.data,
    ).toMatchObject({
      last_error: null,
      events_pulled: 0,
    });

    await send("s3n-fail", { Records: [created("notified", "app/1.log")] });
    const failing = await publishedPullPipeline(
      api,
      {
        ...source("s3n-fail"),
        // Nothing answers S3 here: 503 to each GetObject.
        user_config: { ...source("s3n-fail").user_config, endpoint: `${env.RECEIVER_URL}/pull/fail-99/s3` },
      },
      { type: "blackhole" },
    );
    await pullObject(failing.p, failing.source).tick();
    const status = (await api.get(`/v3/pipeline/${failing.p}/source/${failing.source}/pull-status`)).body
      .data;
    expect(status.last_error).toMatch(/S3 GET .* answered 503/);
    expect(status.running).toBe(true);
    expect(await deletes("s3n-fail")).toHaveLength(0);
  });

  it("reads an uncompressed object by Range GETs from the cursor's byte offset, pinned to its ETag", async () => {
    const lines = Array.from({ length: 1500 }, (_, i) => `ranged ${i} é`);
    await putObject("notified-ranged", "r/1.log", `${lines.join("\n")}\n`);
    await send("s3n-ranged", { Records: [created("notified-ranged", "r/1.log")] });
    const config = source("s3n-ranged").user_config as unknown as S3NotificationConfig;
    const ctx = { fetch: (input: RequestInfo, init?: RequestInit) => fetch(input, init), now: Date.now() };
    const first = await s3NotificationReader.pull(config, { inbox: [] }, ctx as unknown as PullContext);
    expect(first.events).toHaveLength(1000);
    const [m] = first.next.inbox as unknown as { offset: number; etag: string }[];
    // The offset is in bytes (é is two): just after line 999's newline.
    const offset = new TextEncoder().encode(`${lines.slice(0, 1000).join("\n")}\n`).length;
    expect(m.offset).toBe(offset);
    expect(m.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const second = await s3NotificationReader.pull(config, first.next, ctx as unknown as PullContext);
    expect(second.events.map((e) => (e.message as Json).line)).toEqual(lines.slice(1000));
    expect(second.next.inbox).toEqual([]);
    const gets = (await received("/_s3/notified-ranged/r/1.log")).filter((r) => r.headers.authorization);
    // Every read a range; the second tick's from the cursor's offset, for the version first read.
    expect(gets.map((r) => r.headers.range)).toEqual([
      "bytes=0-1048575",
      `bytes=${offset}-${offset + 1048575}`,
    ]);
    expect(gets[1].headers["if-match"]).toBe(m.etag);

    // Overwritten between two ticks: 412, read again from its start (the new version only), and said so.
    await putObject("notified-ranged", "r/1.log", `${lines.map((l) => `v2 ${l}`).join("\n")}\n`);
    const again = await s3NotificationReader.pull(config, first.next, ctx as unknown as PullContext);
    expect(again.events.map((e) => (e.message as Json).line)).toEqual(
      lines.slice(0, 1000).map((l) => `v2 ${l}`),
    );
    expect(again.warnings).toEqual([
      expect.stringMatching(/r\/1\.log changed while it was read.*from its start/),
    ]);
    expect((again.next.inbox[0] as unknown as { etag: string }).etag).not.toBe(m.etag);
  });

  it("skips an object it cannot read (403, bad gzip) after 3 ticks, reporting why, and reads the messages behind it", async () => {
    await putObject("forbidden-1", "a.log", "never readable\n");
    await putObject("notified", "bad.log.gz", new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3, 4, 5, 6, 7]));
    await putObject("notified", "after.log", "behind them\n");
    await send("s3n-stuck", { Records: [created("forbidden-1", "a.log")] });
    await send("s3n-stuck", { Records: [created("notified", "bad.log.gz")] });
    await send("s3n-stuck", { Records: [created("notified", "after.log")] });
    const path = "/pull/s3n-stuck/";
    const { p, source: sourceId } = await publishedPullPipeline(api, source("s3n-stuck"), httpSink(path));
    const stub = pullObject(p, sourceId);
    const status = async () =>
      (await api.get(`/v3/pipeline/${p}/source/${sourceId}/pull-status`)).body.data as Json;
    await stub.tick();
    await stub.tick();
    expect(await deletes("s3n-stuck")).toHaveLength(0);
    expect((await status()).warnings[0].message).toMatch(
      /s3:\/\/forbidden-1\/a\.log could not be read \(attempt 2 of 3.*403/,
    );
    await stub.tick(); // the third: skipped; the bad gzip's first attempt
    await stub.tick();
    await stub.tick(); // the bad gzip skipped; the last message read
    expect((await receivedEvents(path, 1)).flat()).toEqual([{ line: "behind them" }]);
    const s = await status();
    expect(s).toMatchObject({ last_error: null, events_pulled: 1 });
    const messages = (s.warnings as Json[]).map((w) => w.message);
    expect(messages).toContainEqual(
      expect.stringMatching(/forbidden-1\/a\.log skipped after 3 failed reads: .*403/),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/notified\/bad\.log\.gz skipped after 3 failed reads: it does not decompress/),
    );
    await sqs("s3n-stuck", "ExpireVisibility", {});
    expect((await sqs("s3n-stuck", "ReceiveMessage", { MaxNumberOfMessages: 10 })).Messages).toEqual([]);
  });

  it("reads the notification shapes S3 and SNS send", () => {
    const now = 1_700_000_000_000;
    expect(
      notifiedObjects(
        JSON.stringify({ Records: [created("b", "dir/a b+c%.log", { eventTime: "2026-01-02T03:04:05Z" })] }),
        "us-east-2",
        now,
      ),
    ).toEqual([
      { bucket: "b", key: "dir/a b+c%.log", region: "us-east-1", time: Date.parse("2026-01-02T03:04:05Z") },
    ]);
    expect(
      notifiedObjects(
        JSON.stringify({ Records: [{ ...created("b", "k"), awsRegion: undefined, eventTime: 5 }] }),
        "us-east-2",
        now,
      ),
    ).toEqual([{ bucket: "b", key: "k", region: "us-east-2", time: now }]);
    // A record naming a region or bucket that could steer the signed request to another host is skipped.
    expect(
      notifiedObjects(
        JSON.stringify({
          Records: [
            { ...created("b", "k"), awsRegion: "x.evil.example/" },
            created("evil.example/x", "k"),
            created("ok-bucket", "k"),
          ],
        }),
        "us-east-2",
        now,
      )?.map((o) => o.bucket),
    ).toEqual(["ok-bucket"]);
    expect(notifiedObjects(JSON.stringify({ Event: "s3:TestEvent" }), "us-east-1", now)).toEqual([]);
    expect(notifiedObjects("{}", "us-east-1", now)).toBeNull();
    expect(notifiedObjects("[1]", "us-east-1", now)).toBeNull();
  });
});
