// Shared OpenAPI pieces: the error bodies, the v3 envelope, the security scheme, and `defineRoute`,
// which gives every route its security requirement and documented error responses.
import { createRoute, type RouteConfig, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { usesV1Shape } from "./errors";

export const SERVICE_KEY_SCHEME = "ServiceKey";
export const INGESTION_KEY_SCHEME = "IngestionKey";

export const V3ErrorSchema = z
  .object({
    message: z.string(),
    code: z.string().openapi({ example: "EVALIDATION" }),
    status: z.number().int(),
    request_id: z.string(),
    errors: z.array(z.object({ instancePath: z.string(), message: z.string() })).optional(),
  })
  .openapi("V3Error");

export const V1ErrorSchema = z
  .object({
    error: z.string(),
    code: z.string().openapi({ example: "EVALIDATION" }),
    status: z.number().int(),
    request_id: z.string(),
    details: z.array(z.object({ message: z.string(), key: z.string() })).optional(),
  })
  .openapi("V1Error");

const errorDescriptions: Record<number, string> = {
  400: "Invalid input (bad JSON, schema violation, unknown field, bad identifier)",
  401: "Missing or unknown key",
  403: "Key valid but not allowed for this operation",
  404: "Unknown resource, or one of another account",
  409: "Conflict (stale generation_id, duplicate, no changes to publish)",
  413: "Request body too large",
  415: "Body is not JSON",
  429: "Too many requests with this key (ERATELIMITED): retry after Retry-After seconds",
  410: "Superseded by a newer API",
  503: "Unavailable for a moment (EUNAVAILABLE: storage busy or restarting, or a failure of ours; EDELIVERYFAILED: the log store did not take a live run's events): retry after Retry-After seconds; nothing was changed, or a retry changes nothing more",
};

/** The header of every 429: seconds to wait (the rate limit's period). */
export const RETRY_AFTER_HEADER = {
  "Retry-After": { description: "Seconds to wait before retrying", schema: { type: "integer" as const } },
};

const PageSchema = z.object({ next: z.string().nullable(), previous: z.string().nullable() });
const MetaSchema = z.object({ type: z.string(), pk: z.string(), page: PageSchema.nullable() });

export const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ meta: MetaSchema, data });
export const listEnvelopeOf = <T extends z.ZodType>(item: T) =>
  z.object({ meta: MetaSchema, data: z.array(item) });

export const jsonBody = <T extends z.ZodType>(schema: T, description?: string) => ({
  body: { content: { "application/json": { schema } }, required: true, description },
});

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

type Extra = { errors?: number[]; public?: boolean; scheme?: string };

/**
 * createRoute plus what every authenticated route shares: the key requirement and the error bodies
 * (v1/v2 routes document the v1 shape). 400, 401, 403, 413, 429 (the key's rate limit,
 * src/http/rate-limit.ts) and 503 (never 500: src/http/errors.ts) apply to every authenticated route.
 */
export function defineRoute<R extends RouteConfig>(config: R & Extra): R {
  const { errors = [], public: isPublic, scheme = SERVICE_KEY_SCHEME, ...route } = config;
  const shape = usesV1Shape(route.path) ? V1ErrorSchema : V3ErrorSchema;
  const statuses = [...new Set([...(isPublic ? [] : [400, 401, 403, 413, 429]), 503, ...errors])].sort();
  const responses: Record<number, unknown> = { ...route.responses };
  for (const s of statuses) {
    responses[s] = {
      description: errorDescriptions[s] ?? "Error",
      content: { "application/json": { schema: shape } },
      ...((s === 429 || s === 503) && { headers: RETRY_AFTER_HEADER }),
    };
  }
  return createRoute({
    ...route,
    responses,
    ...(isPublic ? { security: [] } : { security: [{ [scheme]: [] }] }),
  } as unknown as R);
}

/** The v3 success envelope for one object. */
export function one<T, K extends string>(c: Context, type: K, data: T) {
  return c.json({ meta: { type, pk: "id", page: null }, data }, 200);
}

/** The v3 success envelope for a list; `next` is the cursor of the following page, when there is one. */
export function many<T, K extends string>(c: Context, type: K, data: T[], next: string | null = null) {
  return c.json({ meta: { type, pk: "id", page: { next, previous: null } }, data }, 200);
}

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("");

/**
 * The operationId of an operation that names none: its method and its path's words, a parameter as
 * `By<Name>` (`GET /v3/pipeline/{pipeline_id}/sink` → `getV3PipelineByPipelineIdSink`). Unique because a
 * method and a path are, and stable while the path is: SDK and Postman generators name their methods from it.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith("{") ? `By${pascal(segment.slice(1, -1))}` : pascal(segment)));
  return `${method.toLowerCase()}${words.join("")}`;
}

/** The document with an operationId on every operation that has none (operationIdOf). */
export function withOperationIds<D extends { paths?: object }>(document: D): D {
  for (const [path, item] of Object.entries(document.paths ?? {}) as [string, Record<string, unknown>][])
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(method) || !operation || typeof operation !== "object") continue;
      const op = operation as { operationId?: string };
      op.operationId ??= operationIdOf(method, path);
    }
  return document;
}

/**
 * A streamed or binary response from an OpenAPI route. zod-openapi types handler results from the
 * documented JSON schemas only, so a raw Response (JSONL, a file) has to be let through explicitly.
 */
export const rawResponse = (response: Response) => response as never;
