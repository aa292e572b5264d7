// Custom sample data: decoding it into events (json, ndjson, text, or envelopes), and serializing events for
// storage, within a sample's limits (events: 400; bytes: 413).
import type { PipelineEvent } from "../../engine/events";
import { ApiError, validationError } from "../../http/errors";
import { byteLength, MAX_SAMPLE_BYTES, MAX_SAMPLE_EVENT_BYTES } from "../../live/capture";
import { decodeEvents } from "../../live/decode";

export const MAX_SAMPLE_EVENTS = 1000;

export type Format = "json" | "ndjson" | "text";

const tooLarge = (what: string) => new ApiError("EPAYLOADTOOLARGE", `The sample is too large: ${what}`);
const tooMany = (n: number) =>
  validationError(
    `Validation failed: a sample holds at most ${MAX_SAMPLE_EVENTS} events (the data has ${n})`,
    [{ path: ["data"], message: `at most ${MAX_SAMPLE_EVENTS} events` }],
  );

/** Turns an envelope item `{message, metadata?, timestamp?}` into an event, or explains why not. */
function envelopeEvent(item: unknown, index: number, now: number): PipelineEvent {
  const bad = (message: string) =>
    validationError(`Validation failed: event ${index}: ${message}`, [{ path: ["data", index], message }]);
  if (typeof item !== "object" || item === null || Array.isArray(item)) throw bad("must be an object");
  const { message, metadata, timestamp, ...rest } = item as Record<string, unknown>;
  const extra = Object.keys(rest);
  if (extra.length > 0)
    throw bad(`unknown envelope field ${extra[0]} (fields: message, metadata, timestamp)`);
  if (message === undefined) throw bad("message is required");
  if (
    metadata !== undefined &&
    (typeof metadata !== "object" || metadata === null || Array.isArray(metadata))
  )
    throw bad("metadata must be an object");
  let ts = now;
  if (typeof timestamp === "number" && Number.isFinite(timestamp)) ts = timestamp;
  else if (typeof timestamp === "string" && !Number.isNaN(Date.parse(timestamp))) ts = Date.parse(timestamp);
  else if (timestamp !== undefined) throw bad("timestamp must be Unix ms or an ISO 8601 date");
  return { message, metadata: (metadata as Record<string, unknown> | undefined) ?? {}, timestamp: ts };
}

/**
 * Decodes custom sample data as `format` says (the live ingestion decoder: json object or array, ndjson,
 * text lines). With `envelope`, each json/ndjson item is a whole event `{message, metadata?, timestamp?}`
 * (timestamps matter to time-based processors such as the throttle); otherwise each item is a message,
 * stamped now. Limits: 1000 events (400) and 4 MB (413).
 */
export function decodeSample(data: string, format: Format, envelope: boolean, now: number): PipelineEvent[] {
  if (byteLength(data) > MAX_SAMPLE_BYTES) tooLargeThrow(`the data exceeds ${MAX_SAMPLE_BYTES} bytes`);
  if (envelope && format === "text") {
    throw validationError("Validation failed: envelope needs json or ndjson data", [
      { path: ["envelope"], message: "text lines cannot carry envelopes" },
    ]);
  }
  // Count first, so an oversized sample is refused before anything else is built.
  if (format === "json") {
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch {
      throw validationError("Validation failed: data is not JSON", [{ path: ["data"], message: "not JSON" }]);
    }
    const items = Array.isArray(value) ? value : [value];
    if (items.length > MAX_SAMPLE_EVENTS) throw tooMany(items.length);
    if (envelope) {
      if (items.length === 0)
        throw validationError("Validation failed: data holds no events", [
          { path: ["data"], message: "no events" },
        ]);
      return items.map((item, i) => envelopeEvent(item, i, now));
    }
  } else {
    const lines = data.split(/\r?\n/).filter((l) => l.trim() !== "");
    if (lines.length > MAX_SAMPLE_EVENTS) throw tooMany(lines.length);
    if (envelope) {
      return lines.map((line, i) => {
        try {
          return envelopeEvent(JSON.parse(line), i, now);
        } catch (err) {
          if (err instanceof ApiError) throw err;
          throw validationError(`Validation failed: line ${i + 1} is not JSON`, [
            { path: ["data", i], message: "not JSON" },
          ]);
        }
      });
    }
  }
  try {
    return decodeEvents(data, format, now, {});
  } catch (err) {
    // The decoder points into a request body; here the body's `data` is what was decoded.
    if (err instanceof ApiError) {
      throw new ApiError(
        err.code,
        err.message.replace("; nothing was accepted", ""),
        err.details.map((d) => ({ ...d, path: ["data", ...d.path.slice(1)] })),
      );
    }
    throw err;
  }
}

function tooLargeThrow(what: string): never {
  throw tooLarge(what);
}

/** Serializes events for storage, enforcing the per-event and per-sample byte limits. */
export function serializeEvents(events: PipelineEvent[]): { json: string[]; bytes: number } {
  const json = events.map((e) => JSON.stringify(e));
  let bytes = 0;
  json.forEach((j, i) => {
    const n = byteLength(j);
    if (n > MAX_SAMPLE_EVENT_BYTES) tooLargeThrow(`event ${i} exceeds ${MAX_SAMPLE_EVENT_BYTES} bytes`);
    bytes += n;
  });
  if (bytes > MAX_SAMPLE_BYTES) tooLargeThrow(`its events exceed ${MAX_SAMPLE_BYTES} bytes`);
  return { json, bytes };
}
