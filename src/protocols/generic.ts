// The generic HTTP push protocols: `http`, `webhook`, `fluent` (Fluent Bit's http output), `logstash`
// (Logstash's http output) and `vendor-monitoring-source`. A body is JSON, NDJSON or text lines as the source's
// decoding says; JSON is read leniently so every sender's framing works: one value, an array of them
// (Fluent Bit json, Logstash json_batch, Vector json), or values one after another (json_lines, json_stream,
// NDJSON). Gzip and deflate are undone before. A body that does not decode is refused whole (400).
import { z } from "zod";
import { newEvent, type PipelineEvent } from "../engine/events";
import { captureMetadata, decoding, noConfig, secret } from "../engine/kinds/common";
import { defineSource } from "../engine/kinds/define";
import { ApiError, errorBodyOfShape } from "../http/errors";
import type { RequestBody } from "../http/request-body";
import { checkEventCount, invalidBody, MAX_EVENTS_PER_REQUEST, requestMetadata, senderTime } from "./intake";
import { JsonStreamError, parseJsonStream } from "./json-stream";
import { type Intake, type IntakeDocs, type IntakeRequest, jsonReply, type PushProtocol } from "./types";

export type Decoding = "json" | "ndjson" | "text";

const utf8 = new TextDecoder();

/** The messages of a body: JSON values, or `{line}` per non-empty text line. */
export function decodeMessages(text: string, decoding: Decoding): unknown[] {
  if (decoding === "text") {
    return text
      .split(/\r?\n/)
      .filter((l) => l.trim() !== "")
      .map((line) => ({ line }));
  }
  if (decoding === "json") {
    try {
      const value = JSON.parse(text);
      return Array.isArray(value) ? value : [value];
    } catch {
      // Not one JSON value: perhaps several (json_lines, json_stream, NDJSON).
    }
  }
  try {
    return parseJsonStream(text, MAX_EVENTS_PER_REQUEST + 1);
  } catch (err) {
    if (!(err instanceof JsonStreamError)) throw err;
    throw invalidBody(`the body is not ${decoding === "json" ? "JSON" : "NDJSON"}: ${err.message}`, [
      "body",
      err.index,
    ]);
  }
}

/** Events of a request whose messages are the sender's own values; `timeField` names the sender's clock. */
export function eventsOf(
  messages: unknown[],
  req: IntakeRequest,
  capture: boolean,
  timeField?: string,
): PipelineEvent[] {
  checkEventCount(messages.length);
  return messages.map((message) => {
    const own =
      timeField && typeof message === "object" && message !== null
        ? senderTime((message as Record<string, unknown>)[timeField])
        : null;
    return newEvent(message, own ?? req.receivedAt, requestMetadata(req.receivedAt, req, capture));
  });
}

// ---- webhook signatures ------------------------------------------------------------------------------

const encoder = new TextEncoder();
const SIGNATURE_TOLERANCE_S = 300;

function fromHexOrBase64(text: string): Uint8Array | null {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Uint8Array.from(text.match(/../g) ?? [], (h) => parseInt(h, 16));
  try {
    const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    return bytes.length === 32 ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * Checks a webhook's HMAC-SHA256 signature over the (decompressed) body, in constant time. Accepted forms:
 * `sha256=<hex>` (GitHub), a bare hex or base64 MAC, and this service's own notification signature
 * `t=<unix s>,v1=<hex>` over `<t>.<body>`, whose time must be within 5 minutes.
 */
export async function verifySignature(
  secret: string,
  header: string | null,
  body: Uint8Array,
  nowMs: number,
): Promise<void> {
  const refuse = (why: string) => new ApiError("EUNAUTHORIZED", `Webhook signature ${why}`);
  if (!header) throw refuse("missing: this source verifies an HMAC-SHA256 signature");
  let signed = body;
  let mac: Uint8Array | null;
  const stamped = /^t=(\d+),v1=([0-9a-fA-F]{64})$/.exec(header.trim());
  if (stamped) {
    const t = Number(stamped[1]);
    if (Math.abs(nowMs / 1000 - t) > SIGNATURE_TOLERANCE_S)
      throw refuse("is too old (t is not within 5 minutes)");
    const prefix = encoder.encode(`${t}.`);
    signed = new Uint8Array(prefix.length + body.length);
    signed.set(prefix);
    signed.set(body, prefix.length);
    mac = fromHexOrBase64(stamped[2]);
  } else {
    mac = fromHexOrBase64(header.trim().replace(/^sha256=/i, ""));
  }
  if (!mac) throw refuse("is not an HMAC-SHA256 in hex or base64");
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["verify"],
  );
  if (!(await crypto.subtle.verify("HMAC", key, mac, signed))) throw refuse("does not match the body");
}

// ---- the protocols -----------------------------------------------------------------------------------

/** What the generic family reads of every source's configuration. */
type GenericConfig = { capture_metadata?: boolean };

interface GenericOptions<Config extends GenericConfig> {
  docs: IntakeDocs;
  decoding: (config: Config) => Decoding;
  /** The field of each JSON message that holds the sender's time, if any. */
  timeField?: (config: Config) => string | undefined;
  verify?: (body: Uint8Array, req: IntakeRequest, config: Config) => Promise<void>;
}

/** One protocol of the generic family: JSON/NDJSON/text bodies at the bare ingest URL. */
export function genericProtocol<Config extends GenericConfig>(
  options: GenericOptions<Config>,
): PushProtocol<Config> {
  return {
    docs: options.docs,
    endpoint: (req) => (req.subpath === "" && req.method === "POST" ? "events" : null),
    async decode(body: RequestBody, req: IntakeRequest, _endpoint: string, config: Config) {
      await options.verify?.(body.bytes, req, config);
      const messages = decodeMessages(utf8.decode(body.bytes), options.decoding(config));
      if (messages.length === 0) throw invalidBody("the body holds no events");
      const events = eventsOf(messages, req, config.capture_metadata === true, options.timeField?.(config));
      return { events } satisfies Intake;
    },
    accepted: (_intake, _req, outcome) => jsonReply(outcome, 200),
    refused: (err, req) => jsonReply(errorBodyOfShape(err, "v3", req.requestId), err.status),
  };
}

const JSON_FORMATS = "JSON: one value, an array of values, or values one after another (NDJSON)";
const bare = (auth: string, formats: string[]): IntakeDocs => ({
  paths: [""],
  auth,
  formats,
  answers: "200 {accepted, pipelines: [{pipeline_id, source_id, deliveries}]}; errors in the v3 error body",
});
const TOKEN =
  "Authorization: Token <access key> (also Bearer, or Basic with the key as user name or password)";

const httpConfig = z.strictObject({ decoding, capture_metadata: captureMetadata });

export const httpProtocol = genericProtocol<z.output<typeof httpConfig>>({
  docs: bare(TOKEN, [
    `decoding json: ${JSON_FORMATS}`,
    "decoding ndjson: one JSON value a line",
    "decoding text: one event a line, {line}",
    "gzip or deflate Content-Encoding",
  ]),
  decoding: (config) => config.decoding,
});

const webhookConfig = z.strictObject({
  decoding,
  signing_key: secret.optional().describe("HMAC-SHA256 key: requests must carry a signature of the body"),
  signature_header: z.string().min(1).max(128).default("x-signature"),
  capture_metadata: captureMetadata,
});

export const webhookProtocol = genericProtocol<z.output<typeof webhookConfig>>({
  docs: bare(
    `${TOKEN}; with signing_key, the signature header (signature_header, x-signature by default) must hold the HMAC-SHA256 of the body: sha256=<hex>, <hex>, <base64> or t=<unix s>,v1=<hex> over "<t>.<body>"`,
    [
      `decoding json: ${JSON_FORMATS}`,
      "decoding ndjson",
      "decoding text",
      "gzip or deflate Content-Encoding",
    ],
  ),
  decoding: (config) => config.decoding,
  async verify(body, req, config) {
    if (config.signing_key === undefined) return;
    const header = req.headers.get(config.signature_header);
    await verifySignature(config.signing_key, header, body, req.receivedAt);
  },
});

const fluentConfig = z.strictObject({
  decoding,
  json_date_key: z
    .string()
    .min(1)
    .max(256)
    .default("date")
    .describe("The record field holding its time (Fluent Bit's json_date_key)"),
  capture_metadata: captureMetadata,
});

export const fluentProtocol = genericProtocol<z.output<typeof fluentConfig>>({
  docs: bare(`${TOKEN}; Fluent Bit: header Authorization Token <key>, or http_User/http_Passwd`, [
    "Fluent Bit http output format json (an array), json_lines and json_stream; gzip (compress gzip)",
    "the json_date_key field (date by default) is the event time: double, epoch, epoch_ms or iso8601",
  ]),
  decoding: (config) => config.decoding,
  timeField: (config) => config.json_date_key,
});

const logstashConfig = z.strictObject({
  format: z.enum(["json", "text"]).default("json"),
  capture_metadata: captureMetadata,
});

export const logstashProtocol = genericProtocol<z.output<typeof logstashConfig>>({
  docs: bare(`${TOKEN}; Logstash: headers => {"Authorization" => "Token <key>"}, or user/password`, [
    "Logstash http output format json (one event) and json_batch (an array), or NDJSON; http_compression (gzip)",
    "format text: one event a line (format => message)",
    "@timestamp is the event time",
  ]),
  decoding: (config) => (config.format === "text" ? "text" : "json"),
  timeField: () => "@timestamp",
});

export const monitoringProtocol = genericProtocol<z.output<typeof noConfig>>({
  docs: bare(TOKEN, [
    `metrics or events as ${JSON_FORMATS}; an event {metric: {name, kind, type, value, tags}} is a metric event`,
    "gzip or deflate Content-Encoding",
  ]),
  decoding: () => "json",
});

export const httpKind = defineSource({
  type: "http",
  title: "HTTP",
  description: "Receives JSON, NDJSON or text lines over HTTP POST (Vector's http sink, curl, any client)",
  config: httpConfig,
  protocol: httpProtocol,
});

export const webhookKind = defineSource({
  type: "webhook",
  title: "Webhook",
  description: "Receives webhook calls, verifying their HMAC-SHA256 signature when a signing_key is set",
  config: webhookConfig,
  protocol: webhookProtocol,
});

export const fluentKind = defineSource({
  type: "fluent",
  title: "Fluent",
  description: "Receives Fluent Bit http output (json, json_lines, json_stream) and Fluentd out_http JSON",
  config: fluentConfig,
  protocol: fluentProtocol,
});

export const logstashKind = defineSource({
  type: "logstash",
  title: "Logstash",
  description:
    "Receives Logstash http output (format json or json_batch, or NDJSON; text for format message)",
  config: logstashConfig,
  protocol: logstashProtocol,
});

export const monitoringKind = defineSource({
  type: "vendor-monitoring-source",
  title: "Monitoring",
  description:
    "Receives metrics and events as JSON (object, array or NDJSON); {metric: {...}} objects are metric events",
  config: noConfig,
  protocol: monitoringProtocol,
});
