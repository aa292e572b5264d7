// Turns a push request's body into events, as the source's `decoding` says: `json` (an object, or an
// array of objects, each one event), `ndjson` (one JSON value a line), `text` (one event a non-empty line,
// `{line}`). A body that does not decode is refused whole (400), so a client never has half a request taken.
import { newEvent, type PipelineEvent } from "../engine/events";
import { ApiError } from "../http/errors";

export const MAX_EVENTS_PER_REQUEST = 10_000;

const problem = (message: string, path: (string | number)[] = []) =>
  new ApiError("EVALIDATION", `Validation failed: ${message}; nothing was accepted`, [{ path, message }]);

export function decodeEvents(
  body: string,
  decoding: "json" | "ndjson" | "text",
  receivedAt: number,
  metadata: Record<string, unknown>,
): PipelineEvent[] {
  let messages: unknown[];
  if (decoding === "text") {
    messages = body
      .split(/\r?\n/)
      .filter((l) => l.trim() !== "")
      .map((line) => ({ line }));
  } else if (decoding === "ndjson") {
    messages = [];
    const lines = body.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
      if (lines[i].trim() === "") continue;
      try {
        messages.push(JSON.parse(lines[i]));
      } catch {
        throw problem(`line ${i + 1} is not JSON`, ["body", i]);
      }
    }
  } else {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      throw problem("the body is not JSON (this source decodes json)", ["body"]);
    }
    messages = Array.isArray(value) ? value : [value];
  }
  if (messages.length === 0) throw problem("the body holds no events", ["body"]);
  if (messages.length > MAX_EVENTS_PER_REQUEST) {
    throw problem(`at most ${MAX_EVENTS_PER_REQUEST} events per request`, ["body"]);
  }
  return messages.map((message) => newEvent(message, receivedAt, { ...metadata }));
}
