// The AWS clients the s3 and sqs pull sources share (src/vendors/aws/): each call's URL, signature headers,
// body and error, against a fetch that records the request and answers as S3 or SQS would.
import { describe, expect, it } from "vitest";
import { AwsError } from "../../src/vendors/aws/request";
import { getObject, listObjectKeys } from "../../src/vendors/aws/s3";
import { deleteMessages, receiveMessages } from "../../src/vendors/aws/sqs";

const auth = {
  access_key_id: "AKIAIOSFODNN7EXAMPLE",
  secret_access_key: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
};
const now = Date.UTC(2026, 0, 2, 3, 4, 5);

function recording(answer: (body: string) => Response) {
  const sent: { url: string; method: string; headers: Record<string, string>; body: string }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const body = (init.body as string | undefined) ?? "";
    sent.push({ url, method: init.method ?? "GET", headers: init.headers as Record<string, string>, body });
    return answer(body);
  }) as typeof globalThis.fetch;
  return { client: { fetch, now }, sent };
}

describe("S3", () => {
  it("lists a page (virtual-hosted, prefix, start-after), decoding the keys' XML character references", async () => {
    const xml =
      "<ListBucketResult><IsTruncated>true</IsTruncated>" +
      "<Contents><Key>a&amp;b/1.log</Key><Size>3</Size></Contents>" +
      "<Contents><Key>a&amp;b/line&#x0D;break&#10;.log</Key><Size>4</Size></Contents></ListBucketResult>";
    const { client, sent } = recording(() => new Response(xml));
    const at = { bucket: "logs", region: "eu-west-1", auth };
    const listed = await listObjectKeys(client, at, { prefix: "a&b/", after: "a&b/0.log", max: 100 });
    expect(listed).toEqual({ keys: ["a&b/1.log", "a&b/line\rbreak\n.log"], truncated: true });
    expect(sent[0].url).toBe(
      "https://logs.s3.eu-west-1.amazonaws.com/?list-type=2&max-keys=100&prefix=a%26b%2F&start-after=a%26b%2F0.log",
    );
    expect(sent[0].headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/20260102\/eu-west-1\/s3\/aws4_request, /,
    );
    expect(sent[0].headers["x-amz-date"]).toBe("20260102T030405Z");
    expect(sent[0].headers["x-amz-content-sha256"]).toBe(
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
  });

  it("reads an object path style at an endpoint; a missing one throws an AwsError with S3's words", async () => {
    const { client, sent } = recording(
      () => new Response("<Error><Code>NoSuchKey</Code><Message>gone</Message></Error>", { status: 404 }),
    );
    const at = { bucket: "logs", region: "us-east-1", auth, endpoint: "http://minio:9000/" };
    const err = await getObject(client, at, "a b.log").catch((e: unknown) => e);
    expect(sent[0].url).toBe("http://minio:9000/logs/a%20b.log");
    expect(err).toBeInstanceOf(AwsError);
    expect((err as AwsError).status).toBe(404);
    expect((err as AwsError).message).toMatch(
      /^S3 GET http:\/\/minio:9000\/logs\/a%20b\.log answered 404: .*NoSuchKey/,
    );
  });
});

describe("SQS", () => {
  const queue = { queue_url: "https://sqs.eu-west-1.amazonaws.com/123/q", region: "eu-west-1", auth };

  it("receives at the queue URL's origin (JSON protocol), or at the endpoint", async () => {
    const messages = [{ MessageId: "m", ReceiptHandle: "r", Body: "b" }];
    const { client, sent } = recording(() => Response.json({ Messages: messages }));
    expect(await receiveMessages(client, queue, 60)).toEqual(messages);
    await receiveMessages(client, { ...queue, endpoint: "http://sqs.local/" }, 300);
    expect(sent.map((s) => s.url)).toEqual(["https://sqs.eu-west-1.amazonaws.com/", "http://sqs.local/"]);
    expect(sent[0].headers["x-amz-target"]).toBe("AmazonSQS.ReceiveMessage");
    expect(sent[0].headers["content-type"]).toBe("application/x-amz-json-1.0");
    expect(sent[0].headers["x-amz-content-sha256"]).toBeUndefined();
    expect(JSON.parse(sent[1].body)).toEqual({
      QueueUrl: queue.queue_url,
      MaxNumberOfMessages: 10,
      WaitTimeSeconds: 0,
      VisibilityTimeout: 300,
    });
  });

  it("deletes ten receipts a call, and throws when SQS kept one", async () => {
    const { client, sent } = recording(() => Response.json({ Successful: [] }));
    await deleteMessages(
      client,
      queue,
      Array.from({ length: 12 }, (_, i) => `r${i}`),
    );
    expect(sent.map((s) => s.headers["x-amz-target"])).toEqual([
      "AmazonSQS.DeleteMessageBatch",
      "AmazonSQS.DeleteMessageBatch",
    ]);
    expect(JSON.parse(sent[1].body)).toEqual({
      QueueUrl: queue.queue_url,
      Entries: [
        { Id: "10", ReceiptHandle: "r10" },
        { Id: "11", ReceiptHandle: "r11" },
      ],
    });
    const failing = recording(() => Response.json({ Failed: [{ Id: "0", Message: "receipt expired" }] }));
    await expect(deleteMessages(failing.client, queue, ["r0"])).rejects.toThrow(
      "SQS kept 1 delivered message(s): receipt expired",
    );
    expect(await deleteMessages(failing.client, queue, []).then(() => failing.sent.length)).toBe(1);
  });
});
