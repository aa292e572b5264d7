// Amazon Data Firehose's HTTP endpoint delivery (protocol version 1.0), for `stream-firehose` sources.
// Firehose posts `{requestId, timestamp, records: [{data: <base64>}]}` with the access key in
// `X-Amz-Firehose-Access-Key`, and counts a delivery done only on a 200 whose JSON body echoes
// `{requestId, timestamp}` (anything else is retried; 413 is final). Each record is one event, its data
// decoded as the source says: JSON, text, or NDJSON (an event a line). Records gzip-compressed inside
// (CloudWatch Logs subscriptions) are unzipped when the source says so (`auto` sniffs the gzip magic);
// CloudWatch's CONTROL_MESSAGE records (reachability checks) carry no logs and make no event.

import { z } from "zod";
import { newEvent, type PipelineEvent } from "../engine/events";
import { decoding as decodingOption } from "../engine/kinds/common";
import { defineSource } from "../engine/kinds/define";
import type { ApiError } from "../http/errors";
import { readWithin } from "../http/request-body";
import { isObject } from "../lib/objects";
import { decodeMessages } from "./generic";
import { checkEventCount, invalidBody, requestMetadata, senderTime } from "./intake";
import { type IntakeRequest, jsonReply, type PushProtocol } from "./types";

const utf8 = new TextDecoder();

function base64Bytes(data: unknown, n: number): Uint8Array {
  if (typeof data !== "string")
    throw invalidBody(`records[${n}].data must be a base64 string`, ["records", n, "data"]);
  try {
    return Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  } catch {
    throw invalidBody(`records[${n}].data is not base64`, ["records", n, "data"]);
  }
}

const isGzip = (bytes: Uint8Array) => bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

async function gunzip(bytes: Uint8Array, n: number, budget: { left: number }): Promise<Uint8Array> {
  let out: Uint8Array | null;
  try {
    out = await readWithin(
      new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip")),
      budget.left,
    );
  } catch {
    throw invalidBody(`records[${n}].data is not gzip`, ["records", n, "data"]);
  }
  if (!out) throw invalidBody("the records decompress to more than the body limit");
  budget.left -= out.byteLength;
  return out;
}

function parseRequest(text: string): { requestId: string; timestamp: unknown; records: unknown[] } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidBody("the body is not JSON");
  }
  if (!isObject(body) || !Array.isArray(body.records)) {
    throw invalidBody("the body must be {requestId, timestamp, records: [{data}]}", ["records"]);
  }
  return { requestId: String(body.requestId ?? ""), timestamp: body.timestamp, records: body.records };
}

/** The request id Firehose repeats in the body of every answer (the header survives a body that does not parse). */
const requestIdOf = (req: IntakeRequest) => req.headers.get("x-amz-firehose-request-id") ?? "";

function attributes(req: IntakeRequest): Record<string, unknown> {
  const header = req.headers.get("x-amz-firehose-common-attributes");
  if (!header) return {};
  try {
    const parsed = JSON.parse(header);
    return isObject(parsed) && isObject(parsed.commonAttributes) ? parsed.commonAttributes : {};
  } catch {
    return {};
  }
}

const firehoseConfig = z.strictObject({
  decoding: decodingOption.describe(
    "How each record's data is read: json, text ({line}) or ndjson (an event a line)",
  ),
  record_compression: z
    .enum(["auto", "gzip", "none"])
    .default("auto")
    .describe("Records gzip-compressed inside (CloudWatch Logs): auto unzips those that are"),
});

export const firehoseProtocol: PushProtocol<z.output<typeof firehoseConfig>> = {
  docs: {
    paths: [""],
    auth: "X-Amz-Firehose-Access-Key: <access key> (the delivery stream's access key); Authorization: Token also works",
    formats: [
      "the Firehose HTTP endpoint delivery request {requestId, timestamp, records: [{data: <base64>}]}, gzip Content-Encoding",
      "each record one event: data decoded as JSON (decoding json), text {line} (text) or one event a line (ndjson)",
      "record_compression: auto (gzip records unzipped, as CloudWatch Logs sends them), gzip or none",
    ],
    answers:
      "200 {requestId, timestamp}; errors {requestId, timestamp, errorMessage} (Firehose retries all but 413)",
  },
  endpoint: (req) => (req.subpath === "" && req.method === "POST" ? "records" : null),
  async decode(body, req, _endpoint, config) {
    const { requestId, timestamp, records } = parseRequest(utf8.decode(body.bytes));
    const { decoding, record_compression: compression } = config;
    const time = (typeof timestamp === "number" && senderTime(timestamp)) || req.receivedAt;
    const metadata = {
      ...requestMetadata(req.receivedAt, req, false),
      firehose: {
        request_id: requestIdOf(req) || requestId,
        source_arn: req.headers.get("x-amz-firehose-source-arn") ?? "",
        common_attributes: attributes(req),
      },
    };
    const budget = { left: req.maxBytes };
    const events: PipelineEvent[] = [];
    for (const [n, record] of records.entries()) {
      if (!isObject(record)) throw invalidBody(`records[${n}] must be an object {data}`, ["records", n]);
      let bytes = base64Bytes(record.data, n);
      if (compression === "gzip" || (compression === "auto" && isGzip(bytes)))
        bytes = await gunzip(bytes, n, budget);
      const text = utf8.decode(bytes);
      let messages: unknown[];
      if (decoding === "text") messages = [{ line: text.replace(/\r?\n$/, "") }];
      else {
        try {
          messages = decoding === "json" ? [JSON.parse(text)] : decodeMessages(text, "ndjson");
        } catch {
          throw invalidBody(`records[${n}].data is not ${decoding === "json" ? "JSON" : "NDJSON"}`, [
            "records",
            n,
            "data",
          ]);
        }
      }
      for (const message of messages) {
        if (isObject(message) && message.messageType === "CONTROL_MESSAGE") continue;
        events.push(newEvent(message, time, { ...metadata }));
      }
      checkEventCount(events.length);
    }
    return { events, echo: { requestId } };
  },
  accepted: (intake, req) =>
    jsonReply(
      { requestId: requestIdOf(req) || String(intake.echo?.requestId ?? ""), timestamp: Date.now() },
      200,
    ),
  refused: (err: ApiError, req) =>
    jsonReply({ requestId: requestIdOf(req), timestamp: Date.now(), errorMessage: err.message }, err.status),
};

export const firehoseKind = defineSource({
  type: "stream-firehose",
  title: "Stream firehose",
  description:
    "Receives Amazon Data Firehose HTTP endpoint deliveries (X-Amz-Firehose-Access-Key), an event per record",
  config: firehoseConfig,
  protocol: firehoseProtocol,
});
