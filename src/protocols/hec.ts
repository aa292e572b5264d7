// Splunk's HTTP Event Collector, for `siem-hec` sources. The senders (splunk-logging, Splunk forwarders,
// Fluent Bit's splunk output, Vector's splunk_hec sink, the OTel Collector's splunkhec exporter) post to
// `/services/collector[/event[/1.0]]` (JSON events stacked one after another, or an array of them) or
// `/services/collector/raw[/1.0]` (text, one event a line), with `Authorization: Splunk <token>`, and read
// HEC's `{"text", "code"}` answers (codes from Splunk's "Troubleshoot HTTP Event Collector" table).
// An event's message is its HEC envelope (`event`, `host`, `source`, `sourcetype`, `index`, `fields`,
// `time`), so nothing a sender put in it is lost; `time` (epoch seconds) becomes the event's time.

import { newEvent } from "../engine/events";
import { noConfig } from "../engine/kinds/common";
import { defineSource } from "../engine/kinds/define";
import { ApiError } from "../http/errors";
import { isObject } from "../lib/objects";
import { AccessKeyError } from "./access-key";
import { checkEventCount, MAX_EVENTS_PER_REQUEST, requestMetadata, senderTime } from "./intake";
import { JsonStreamError, parseJsonStream } from "./json-stream";
import { type IntakeRequest, jsonReply, NoEndpointError, type PushProtocol } from "./types";

const CONTENT_TYPE = "application/json; charset=UTF-8";

const texts: Record<number, [status: number, text: string]> = {
  0: [200, "Success"],
  1: [403, "Token disabled"],
  2: [401, "Token is required"],
  3: [401, "Invalid authorization"],
  4: [403, "Invalid token"],
  5: [400, "No data"],
  6: [400, "Invalid data format"],
  8: [500, "Internal server error"],
  9: [503, "Server is busy"],
  12: [400, "Event field is required"],
  13: [400, "Event field cannot be blank"],
  14: [400, "ACK is disabled"],
  15: [400, "Error in handling indexed fields"],
  16: [400, "Query string authorization is not enabled"],
  17: [200, "HEC is healthy"],
};

/** A refusal with its HEC code and, for body problems, the zero-based number of the event at fault. */
export class HecError extends ApiError {
  constructor(
    readonly hecCode: number,
    detail: string,
    readonly eventNumber?: number,
  ) {
    super(texts[hecCode][0] === 401 ? "EUNAUTHORIZED" : "EVALIDATION", detail);
  }
}

function hecReply(code: number, extra: Record<string, unknown> = {}): Response {
  const [status, text] = texts[code];
  return jsonReply({ text, code, ...extra }, status, CONTENT_TYPE);
}

const ENVELOPE_KEYS = ["host", "source", "sourcetype", "index"] as const;

/** Request-wide defaults for the envelope (`?host=&source=&sourcetype=&index=&time=`). */
function queryDefaults(query: URLSearchParams): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const key of [...ENVELOPE_KEYS, "time"]) {
    const value = query.get(key);
    if (value) defaults[key] = value;
  }
  return defaults;
}

function checkEnvelope(value: unknown, n: number): Record<string, unknown> {
  if (!isObject(value)) throw new HecError(6, `event ${n} is not a JSON object`, n);
  const { event, fields, time } = value;
  if (event === undefined || event === null) throw new HecError(12, `event ${n} has no event field`, n);
  if (event === "" || (isObject(event) && Object.keys(event).length === 0)) {
    throw new HecError(13, `event ${n} has a blank event field`, n);
  }
  if (fields !== undefined) {
    const flat =
      isObject(fields) &&
      Object.values(fields).every(
        (f) => typeof f === "string" || (Array.isArray(f) && f.every((i) => typeof i === "string")),
      );
    if (!flat) {
      throw new HecError(15, `event ${n}: fields must be flat, each a string or an array of strings`, n);
    }
  }
  if (time !== undefined && senderTime(time) === null) {
    throw new HecError(6, `event ${n}: time must be epoch seconds`, n);
  }
  return value;
}

function envelopes(text: string, endpoint: string, query: URLSearchParams): Record<string, unknown>[] {
  if (text.trim() === "") throw new HecError(5, "the body is empty");
  const defaults = queryDefaults(query);
  if (endpoint === "raw") {
    const lines = text.split(/[\r\n]+/).filter((line) => line.trim() !== "");
    checkEventCount(lines.length);
    return lines.map((line) => ({ ...defaults, event: line }));
  }
  let values: unknown[];
  try {
    values = parseJsonStream(text, MAX_EVENTS_PER_REQUEST + 1);
  } catch (err) {
    if (!(err instanceof JsonStreamError)) throw err;
    throw new HecError(6, err.message, err.index);
  }
  // Stacked objects, or (as Splunk also takes) one array of them.
  if (values.length === 1 && Array.isArray(values[0])) values = values[0];
  if (values.length === 0) throw new HecError(5, "the body holds no events");
  return values.map((v, n) => ({ ...defaults, ...checkEnvelope(v, n) }));
}

const utf8 = new TextDecoder();
const EVENT_PATHS = new Set([
  "",
  "/services/collector",
  "/services/collector/event",
  "/services/collector/event/1.0",
]);
const RAW_PATHS = new Set(["/services/collector/raw", "/services/collector/raw/1.0"]);
const HEALTH_PATHS = new Set(["/services/collector/health", "/services/collector/health/1.0"]);

/** The reply for each of our refusals, in HEC's terms. */
function refusal(err: ApiError): Response {
  if (err instanceof HecError) {
    return hecReply(err.hecCode, {
      ...(err.eventNumber !== undefined && { "invalid-event-number": err.eventNumber }),
      detail: err.message,
    });
  }
  const detail = { detail: err.message };
  if (err instanceof NoEndpointError) {
    return jsonReply(
      { text: "The requested URL was not found on this server.", code: 404, ...detail },
      404,
      CONTENT_TYPE,
    );
  }
  switch (err.code) {
    case "EUNAUTHORIZED":
      // No key at all (2), or one this service does not know (4).
      return hecReply(err instanceof AccessKeyError && err.missing ? 2 : 4, detail);
    case "ENOTFOUND":
    case "EFORBIDDEN":
      return hecReply(4, detail);
    case "ECONFLICT":
    case "EINGESTIONSUSPENDED":
      return hecReply(1, detail); // the pipeline takes nothing now: as a disabled token
    case "EDELIVERYFAILED":
    case "EUNAVAILABLE":
      return hecReply(9, detail); // busy: retry later (Retry-After)
    case "ERATELIMITED":
      // HEC's "busy, retry" code, with the status (429) and Retry-After that HEC senders back off on.
      return jsonReply({ text: texts[9][1], code: 9, ...detail }, err.status, CONTENT_TYPE);
    case "EINTERNAL":
      return hecReply(8, detail);
    case "EPAYLOADTOOLARGE":
    case "EUNSUPPORTEDMEDIATYPE":
      return jsonReply({ text: err.message, code: err.status }, err.status, CONTENT_TYPE);
    default:
      return hecReply(6, detail);
  }
}

export const hecProtocol: PushProtocol = {
  docs: {
    paths: [...EVENT_PATHS, ...RAW_PATHS, ...HEALTH_PATHS],
    auth: "Authorization: Splunk <access key> (also Basic with the key as password, or Token <access key>)",
    formats: [
      "event endpoints: JSON events {event, time, host, source, sourcetype, index, fields} stacked one after another, or an array of them",
      "raw endpoints: text, one event a line (host, source, sourcetype, index, time from the query)",
      "gzip Content-Encoding; the request's Content-Type is not read",
    ],
    answers:
      '200 {"text":"Success","code":0}; HEC error codes (2/3/4 keys, 5 no data, 6 invalid format with invalid-event-number, 12, 13, 15; 9 busy: retry, as 503, or as 429 with Retry-After when the key is over its rate limit); GET .../health answers {"text":"HEC is healthy","code":17}',
  },
  endpoint(req: IntakeRequest) {
    if (req.method !== "POST") return null;
    if (EVENT_PATHS.has(req.subpath)) return "event";
    if (RAW_PATHS.has(req.subpath)) return "raw";
    return null;
  },
  immediate(req: IntakeRequest) {
    if (HEALTH_PATHS.has(req.subpath)) return hecReply(17);
    if (req.subpath === "/services/collector/ack") return hecReply(14);
    if (req.query.has("token") && !req.headers.has("authorization")) return hecReply(16);
    return null;
  },
  decode(body, req, endpoint) {
    const list = envelopes(utf8.decode(body.bytes), endpoint, req.query);
    checkEventCount(list.length);
    const metadata = requestMetadata(req.receivedAt, req, false);
    const events = list.map((envelope) =>
      newEvent(envelope, senderTime(envelope.time) ?? req.receivedAt, { ...metadata }),
    );
    return { events };
  },
  accepted: () => hecReply(0),
  refused: (err) => refusal(err),
};

export const hecKind = defineSource({
  type: "siem-hec",
  title: "SIEM HEC",
  description:
    "Receives Splunk HTTP Event Collector requests (/services/collector/event and /raw, Authorization: Splunk)",
  config: noConfig,
  protocol: hecProtocol,
});
