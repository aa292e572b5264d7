// Every error leaves through `toErrorResponse`: routes throw an ApiError (or anything else), and one
// onError picks the body shape by API version. The codes are a closed list so clients can switch on them.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ZodError } from "zod";
import { noteServerError } from "./server-errors";

export const errorCodes = {
  EVALIDATION: 400,
  EPAGINATIONMISMATCH: 400,
  EUNAUTHORIZED: 401,
  EFORBIDDEN: 403,
  EFEATUREDISABLED: 403,
  EINGESTIONSUSPENDED: 403,
  ENOTFOUND: 404,
  EMETHODNOTALLOWED: 405,
  ECONFLICT: 409,
  ENOCHANGES: 409,
  /** A legacy API replaced by a newer one (the v1 enterprise endpoints): the message names the new API. */
  ESUPERSEDED: 410,
  EPAYLOADTOOLARGE: 413,
  EUNSUPPORTEDMEDIATYPE: 415,
  /** Live tail asked for without `Upgrade: websocket`. */
  EUPGRADEREQUIRED: 426,
  ERATELIMITED: 429,
  /** Not answered any more: a failure nobody planned for is a 503 (see InternalError). */
  EINTERNAL: 500,
  /** The log store of a live run's log-analysis destination did not take the events: retry (Retry-After). */
  EDELIVERYFAILED: 503,
  /** Storage could not be reached (a Durable Object restarting, D1 overloaded): retry after Retry-After. */
  EUNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** One problem with one part of the request; `path` locates it (["user_config", "threshold"]). */
export interface ErrorDetail {
  path: (string | number)[];
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetail[] = [],
    /** Seconds the client should wait before retrying (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.status = errorCodes[code];
  }
}

/** A storage failure a client may retry: 503 with Retry-After, the cause logged. */
export function unavailable(what: string, cause: unknown, retryAfter = 2): ApiError {
  console.error(`${what} unavailable`, cause);
  return new ApiError(
    "EUNAVAILABLE",
    `${what} is unavailable for a moment: retry after ${retryAfter} s`,
    [],
    retryAfter,
  );
}

/**
 * A failure nobody planned for (a bug, a binding missing): never answered 500 (SPEC: no request is ever
 * answered 500), but 503 with Retry-After, logged with its cause, and noted for the test suite's check
 * (src/http/server-errors.ts), which fails the test that caused it.
 */
export class InternalError extends ApiError {
  constructor() {
    super("EUNAVAILABLE", "The service could not complete the request: retry after 5 s", [], 5);
  }
}

/**
 * Storage failures a retry can get past: D1 busy, locked, overloaded or its connection lost; a Durable
 * Object reset or overloaded (Cloudflare marks those `retryable` / `overloaded` / `durableObjectReset`).
 */
export function isTransientStorageError(err: unknown, depth = 0): boolean {
  if (err === null || typeof err !== "object" || depth > 4) return false;
  const flags = err as { retryable?: unknown; overloaded?: unknown; durableObjectReset?: unknown };
  if (flags.retryable === true || flags.overloaded === true || flags.durableObjectReset === true) return true;
  const message = err instanceof Error ? err.message : "";
  if (
    /SQLITE_BUSY|database is locked|Network connection lost|overloaded|D1_RESET_DO|Durable Object reset|transient issue/i.test(
      message,
    )
  )
    return true;
  // drizzle wraps the driver's error (DrizzleQueryError) and keeps it as the cause.
  return isTransientStorageError((err as { cause?: unknown }).cause, depth + 1);
}

export const notFound = (what: string) => new ApiError("ENOTFOUND", `${what} not found`);
export const validationError = (message: string, details: ErrorDetail[] = []) =>
  new ApiError("EVALIDATION", message, details);

/** Turns zod issues into details; an unknown key becomes one detail per key, pointing at the key. */
export function zodDetails(error: ZodError, prefix: (string | number)[] = []): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  for (const issue of error.issues) {
    const path = [...prefix, ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      // Report the branch that came closest (fewest problems) rather than a bare "Invalid input".
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0];
      if (closest.length > 0 && closest.every((i) => i.code !== "invalid_type" || i.path.length > 0)) {
        details.push(...zodDetails({ issues: closest } as unknown as ZodError, path));
        continue;
      }
    }
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) details.push({ path: [...path, key], message: "unknown field" });
    } else {
      details.push({ path, message: issue.message });
    }
  }
  return details;
}

export function fromZodError(error: ZodError, prefix: (string | number)[] = []): ApiError {
  // One message per location: an empty title fails both the minimum length and the pattern.
  const seen = new Set<string>();
  const details = zodDetails(error, prefix).filter((d) => {
    const key = toPointer(d.path);
    return !seen.has(key) && !!seen.add(key);
  });
  const first = details[0];
  const where = first && first.path.length > 0 ? ` at ${toPointer(first.path)}` : "";
  const summary = first ? `${first.message}${where}` : "invalid request";
  return validationError(`Validation failed: ${summary}`, details);
}

export const toPointer = (path: (string | number)[]) =>
  path.length === 0
    ? ""
    : `/${path.map((p) => String(p).replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;

/** v1/v2 (and the ingestion API) keep the LogDNA-era `{error, code, status}` body; v3 has its own. */
export function usesV1Shape(pathname: string): boolean {
  return /^\/(v1|v2|logs|ws)(\/|$)/.test(pathname);
}

export function errorBody(err: ApiError, pathname: string, requestId: string) {
  return errorBodyOfShape(err, usesV1Shape(pathname) ? "v1" : "v3", requestId);
}

export function errorBodyOfShape(err: ApiError, shape: "v1" | "v3", requestId: string) {
  if (shape === "v1") {
    return {
      error: err.message,
      code: err.code,
      status: err.status,
      request_id: requestId,
      ...(err.details.length > 0 && {
        details: err.details.map((d) => ({ message: d.message, key: d.path.join(".") })),
      }),
    };
  }
  return {
    message: err.message,
    code: err.code,
    status: err.status,
    request_id: requestId,
    ...(err.details.length > 0 && {
      errors: err.details.map((d) => ({ instancePath: toPointer(d.path), message: d.message })),
    }),
  };
}

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof HTTPException) {
    // Hono's own validators and middleware throw these for malformed bodies and the like.
    const code = (Object.keys(errorCodes) as ErrorCode[]).find(
      (k) => errorCodes[k] === err.status && k !== "EPAGINATIONMISMATCH",
    );
    const message =
      err.status === 400 && /JSON/i.test(err.message) ? "Malformed JSON in request body" : err.message;
    return new ApiError(code ?? "EVALIDATION", message || "bad request");
  }
  if (isTransientStorageError(err))
    return new ApiError("EUNAVAILABLE", "Storage is busy for a moment: retry after 2 s", [], 2);
  return new InternalError();
}

/** Logs an error nobody planned for (and notes it for the tests); other errors are the client's answer. */
export function reportInternal(apiError: ApiError, err: unknown, c: Context) {
  if (apiError instanceof InternalError || apiError.code === "EINTERNAL") {
    console.error("unhandled error", c.req.method, c.req.path, err);
    noteServerError(c.env ?? {}, c.req.method, c.req.path, "unhandled");
  } else if (apiError.code === "EUNAVAILABLE" && !(err instanceof ApiError)) {
    console.error("storage unavailable", c.req.method, c.req.path, err);
  }
}

export function toErrorResponse(err: unknown, c: Context) {
  const apiError = toApiError(err);
  reportInternal(apiError, err, c);
  const requestId = (c.get("requestId") as string | undefined) ?? crypto.randomUUID();
  if (apiError.retryAfter !== undefined) c.header("Retry-After", String(apiError.retryAfter));
  return c.json(errorBody(apiError, c.req.path, requestId), apiError.status as 400);
}
