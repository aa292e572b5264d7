// A small SQS client (JSON protocol) over SigV4; used by the sqs pull source and the s3 source's notifications form.
// Each call is one POST of the SQS JSON protocol (`X-Amz-Target: AmazonSQS.<action>`), signed with SigV4
// (request.ts), sent to the queue URL's origin or to `endpoint` (an SQS-compatible service, local tests).
import { type AwsClient, type AwsKeys, awsRequest } from "./request";

/** A queue and how to reach it (the sqs source's fields). */
export interface SqsQueue {
  queue_url: string;
  region: string;
  auth: AwsKeys;
  /** Where the API calls go instead of the queue URL's origin. */
  endpoint?: string;
}

export interface SqsMessage {
  MessageId: string;
  ReceiptHandle: string;
  Body: string;
}

/** SQS answers at most this many messages a ReceiveMessage, and deletes at most this many a DeleteMessageBatch. */
export const SQS_MAX_MESSAGES = 10;

/** One call of the SQS JSON protocol (`X-Amz-Target: AmazonSQS.<action>`). */
export async function sqsCall(client: AwsClient, queue: SqsQueue, action: string, body: unknown) {
  const url = queue.endpoint ?? `${new URL(queue.queue_url).origin}/`;
  const res = await awsRequest(
    client,
    "sqs",
    queue,
    "POST",
    url,
    { "content-type": "application/x-amz-json-1.0", "x-amz-target": `AmazonSQS.${action}` },
    JSON.stringify(body),
  );
  return (await res.json()) as Record<string, unknown>;
}

/** One ReceiveMessage (no wait): up to SQS_MAX_MESSAGES messages, hidden from others for `visibilityS` seconds. */
export async function receiveMessages(
  client: AwsClient,
  queue: SqsQueue,
  visibilityS: number,
): Promise<SqsMessage[]> {
  const answer = await sqsCall(client, queue, "ReceiveMessage", {
    QueueUrl: queue.queue_url,
    MaxNumberOfMessages: SQS_MAX_MESSAGES,
    WaitTimeSeconds: 0,
    VisibilityTimeout: visibilityS,
  });
  return (answer.Messages as SqsMessage[] | undefined) ?? [];
}

/** DeleteMessageBatch of every receipt, SQS_MAX_MESSAGES a call; a message SQS kept throws. */
export async function deleteMessages(client: AwsClient, queue: SqsQueue, receipts: string[]): Promise<void> {
  for (let i = 0; i < receipts.length; i += SQS_MAX_MESSAGES) {
    const entries = receipts
      .slice(i, i + SQS_MAX_MESSAGES)
      .map((receipt, j) => ({ Id: String(i + j), ReceiptHandle: receipt }));
    const answer = await sqsCall(client, queue, "DeleteMessageBatch", {
      QueueUrl: queue.queue_url,
      Entries: entries,
    });
    const failed = (answer.Failed as { Id: string; Message?: string }[] | undefined) ?? [];
    if (failed.length > 0)
      throw new Error(
        `SQS kept ${failed.length} delivered message(s): ${failed[0].Message ?? "delete failed"}`,
      );
  }
}
