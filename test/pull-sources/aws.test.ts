// S3 and SQS sources against the loopback receiver's fake S3 (/_s3/) and SQS (/_sqs/): signed requests,
// key-ordered listing with a cursor, gzip, and SQS messages deleted only once their delivery is queued. The
// delivery queue's consumer delivers afterwards (and retries): the tests wait for what the receiver gets.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { receivedWhen } from "../receiver-client";
import {
  AWS_AUTH,
  eventsOf,
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

const api = fileAccountClient("pull-aws");

describe("s3", () => {
  it("reads the objects under its prefix in key order, gzip included, and only new ones afterwards", async () => {
    await putObject("logs", "app/2026/01/01.log", 'plain line one\n{"level":"error","msg":"json line"}\n\n');
    // Two gzip members, as file consolidation writes merged_*.log.gz: both are read.
    const members = [await gzip('{"n":1}\n'), await gzip('{"n":2}\n')];
    await putObject("logs", "app/2026/01/02.json.gz", new Uint8Array([...members[0], ...members[1]]));
    await putObject("logs", "other/2026/01/01.log", "not under the prefix\n");
    const path = "/pull/s3/";
    const { p, source } = await publishedPullPipeline(
      api,
      {
        type: "s3",
        user_config: {
          bucket: "logs",
          prefix: "app/",
          region: "us-east-1",
          auth: AWS_AUTH,
          endpoint: `${env.RECEIVER_URL}/_s3`,
        },
      },
      httpSink(path),
    );
    const stub = pullObject(p, source);
    await stub.tick();
    expect((await receivedEvents(path, 4)).flat()).toEqual([
      { line: "plain line one" },
      { level: "error", msg: "json line" },
      { n: 1 },
      { n: 2 },
    ]);
    // Every request was signed.
    const listing = await received("/_s3/logs");
    expect(listing.length).toBeGreaterThan(0);
    expect(listing[0].headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/\d{8}\/us-east-1\/s3\//,
    );
    // The cursor: the next tick reads only what was written since.
    await stub.tick();
    expect(await receivedSettled(path)).toHaveLength(1);
    await putObject("logs", "app/2026/01/03.log", "third object\n");
    await stub.tick();
    const after = await receivedEvents(path, 5);
    expect(after).toHaveLength(2);
    expect(after[1]).toEqual([{ line: "third object" }]);
    const status = (await api.get(`/v3/pipeline/${p}/source/${source}/pull-status`)).body.data;
    expect(status).toMatchObject({ events_pulled: 5, last_error: null, running: true });
  });

  it("takes an object larger than a batch in parts", async () => {
    const lines = Array.from({ length: 1500 }, (_, i) => `big ${i}`);
    await putObject("big", "x/1.log", `${lines.join("\n")}\n`);
    const path = "/pull/s3-big/";
    const { p, source } = await publishedPullPipeline(
      api,
      {
        type: "s3",
        user_config: {
          bucket: "big",
          region: "us-east-1",
          auth: AWS_AUTH,
          endpoint: `${env.RECEIVER_URL}/_s3`,
        },
      },
      { ...httpSink(path), user_config: { ...httpSink(path).user_config, batch: { max_events: 10_000 } } },
    );
    const stub = pullObject(p, source);
    await stub.tick();
    await stub.tick();
    await stub.tick();
    const batches = await receivedEvents(path, 1500);
    // The source's parts (1000, then 500) are queued one by one; the consumer may send both in one request
    // (the destination's max_events is above their sum), never a part split.
    expect([[1000, 500], [1500]]).toContainEqual(batches.map((b) => b.length));
    expect(batches.flat().map((e) => e.line)).toEqual(lines);
  });

  it("records the store's error and keeps trying", async () => {
    const { p, source } = await publishedPullPipeline(
      api,
      {
        type: "s3",
        user_config: {
          bucket: "missing",
          region: "us-east-1",
          auth: AWS_AUTH,
          // Nothing answers S3 here: the receiver's plain paths answer 200 with JSON, not a listing.
          endpoint: `${env.RECEIVER_URL}/pull/fail-9/not-s3`,
        },
      },
      { type: "blackhole" },
    );
    await pullObject(p, source).tick();
    const status = (await api.get(`/v3/pipeline/${p}/source/${source}/pull-status`)).body.data;
    expect(status.last_error).toMatch(/answered 503/);
    expect(status.running).toBe(true);
  });
});

describe("sqs", () => {
  const source = (queue: string) => ({
    type: "sqs",
    user_config: {
      queue_url: `https://sqs.us-east-1.amazonaws.com/123456789012/${queue}`,
      region: "us-east-1",
      auth: AWS_AUTH,
      endpoint: `${env.RECEIVER_URL}/_sqs/${queue}`,
    },
  });

  it("receives messages, queues their delivery, then deletes them; they are delivered", async () => {
    for (const body of ['{"order":1}', "plain text", '{"order":2}'])
      await sqs("q1", "SendMessage", { QueueUrl: "x", MessageBody: body });
    const path = "/pull/sqs-1/";
    const pipeline = await publishedPullPipeline(api, source("q1"), httpSink(path));
    await pullObject(pipeline.p, pipeline.source).tick();
    expect((await receivedEvents(path, 3)).flat()).toEqual([
      { order: 1 },
      { line: "plain text" },
      { order: 2 },
    ]);
    const calls = await received("/_sqs/q1");
    expect(calls.map((c) => c.headers["x-amz-target"])).toContain("AmazonSQS.DeleteMessageBatch");
    expect(calls.at(-1)?.headers.authorization).toMatch(/\/us-east-1\/sqs\/aws4_request/);
    await sqs("q1", "ExpireVisibility", {});
    expect((await sqs("q1", "ReceiveMessage", { MaxNumberOfMessages: 10 })).Messages).toEqual([]);
  });

  it("loses nothing when the delivery fails: the queued batch is retried and delivered, the message deleted once", async () => {
    await sqs("q2", "SendMessage", { QueueUrl: "x", MessageBody: '{"retry":true}' });
    const path = "/pull/fail-1/sqs-2/";
    // Retries through the delivery queue (their first delay is 0 s in the tests).
    const pipeline = await publishedPullPipeline(api, source("q2"), httpSink(path, 3));
    const stub = pullObject(pipeline.p, pipeline.source);
    await stub.tick();
    // Queued, so the message is deleted: the delivery's failure is the queue's to retry.
    const calls = await received("/_sqs/q2");
    expect(calls.filter((c) => c.headers["x-amz-target"] === "AmazonSQS.DeleteMessageBatch")).toHaveLength(1);
    const attempts = await receivedWhen(path, 2);
    expect(attempts.map((a) => a.status)).toEqual([503, 200]);
    expect(attempts.map(eventsOf)).toEqual([[{ retry: true }], [{ retry: true }]]);
    // Nothing comes back from SQS, and the next tick delivers nothing again.
    await sqs("q2", "ExpireVisibility", {});
    expect((await sqs("q2", "ReceiveMessage", { MaxNumberOfMessages: 10 })).Messages).toEqual([]);
    await stub.tick();
    expect(await receivedSettled(path)).toHaveLength(2);
  });
});
