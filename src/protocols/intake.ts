// Pieces every protocol shares: the per-request event limit, the validation error that refuses a body
// whole, event times read from a sender's own field, and the request facts kept as event metadata.
import { ApiError } from "../http/errors";
import { isDateMs } from "../lib/time";

/** At most this many events from one request: a sender batching more is told to send smaller batches. */
export const MAX_EVENTS_PER_REQUEST = 20_000;

export const invalidBody = (message: string, path: (string | number)[] = ["body"]) =>
  new ApiError("EVALIDATION", `Validation failed: ${message}; nothing was accepted`, [{ path, message }]);

export function checkEventCount(count: number) {
  if (count > MAX_EVENTS_PER_REQUEST) {
    throw new ApiError(
      "EPAYLOADTOOLARGE",
      `A request holds at most ${MAX_EVENTS_PER_REQUEST} events: send smaller batches`,
    );
  }
}

/**
 * A sender's time as unix milliseconds: epoch seconds (with decimals), milliseconds, microseconds or
 * nanoseconds (told apart by magnitude), a numeric string of one, or an ISO 8601 date. Null when it is none
 * of these or not a date of years 1970 to 9999.
 */
export function senderTime(value: unknown): number | null {
  let ms: number;
  if (typeof value === "number") ms = epochToMs(value);
  else if (typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value)) ms = epochToMs(Number(value));
  else if (typeof value === "string") ms = Date.parse(value);
  else return null;
  return isDateMs(ms) ? Math.trunc(ms) : null;
}

function epochToMs(value: number): number {
  const magnitude = Math.abs(value);
  if (magnitude < 1e11) return value * 1000; // seconds (1e11 ms would be 1973)
  if (magnitude < 1e14) return value; // milliseconds
  if (magnitude < 1e17) return value / 1000; // microseconds
  return value / 1e6; // nanoseconds
}

/** Headers that carry credentials never reach event metadata. */
const SECRET_HEADERS = new Set([
  "authorization",
  "apikey",
  "x-amz-firehose-access-key",
  "cookie",
  "servicekey",
]);

/** The metadata of a request's events: when it arrived and, when the source asks, its headers and query. */
export function requestMetadata(
  receivedAt: number,
  request: { headers: Headers; query: URLSearchParams },
  capture: boolean,
): Record<string, unknown> {
  if (!capture) return { received_at: receivedAt };
  const headers: Record<string, string> = {};
  for (const [name, value] of request.headers) if (!SECRET_HEADERS.has(name)) headers[name] = value;
  return { received_at: receivedAt, headers, query: Object.fromEntries(request.query) };
}
