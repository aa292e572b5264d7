// Reads the service's own OpenAPI document, so tests that walk every route cover new routes unaided.
import { SELF } from "cloudflare:test";

export interface Operation {
  method: string;
  path: string;
  /** Whether the operation requires a service key. */
  secured: boolean;
  /** The security schemes the operation names (ServiceKey, IngestionKey). */
  schemes: string[];
  hasBody: boolean;
  bodySchema: Record<string, any> | undefined;
  queryNames: string[];
}

export async function operations(): Promise<Operation[]> {
  const doc = (await (await SELF.fetch("https://api.test/openapi.json")).json()) as any;
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      const security = op.security ?? doc.security ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        secured: security.some((s: Record<string, unknown>) => "ServiceKey" in s),
        schemes: security.flatMap((s: Record<string, unknown>) => Object.keys(s)),
        hasBody: !!op.requestBody,
        bodySchema: op.requestBody?.content?.["application/json"]?.schema,
        queryNames: (op.parameters ?? []).filter((p: any) => p.in === "query").map((p: any) => p.name),
      });
    }
  }
  return ops;
}

/** The path with each `{param}` replaced by `value(name)`. */
export const fillPath = (path: string, value: (name: string) => string) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(value(name)));

/** The documented error body for the path: v1/v2 shape or v3 shape. */
export function isDocumentedError(path: string, status: number, body: any): boolean {
  if (!body || typeof body !== "object" || body.status !== status || typeof body.code !== "string")
    return false;
  if (typeof body.request_id !== "string") return false;
  return /^\/(v1|v2|logs|ws)\//.test(path)
    ? typeof body.error === "string"
    : typeof body.message === "string";
}

/**
 * The documented error answer of any path, given as received (text and content type). Live ingestion
 * answers in the terms of the protocol the request speaks (its source's kind, or what its path and
 * headers say): HEC `{text, code}`, an OTLP Status (JSON, protobuf, or text when the request had neither
 * OTLP content type), Firehose `{requestId, timestamp, errorMessage}`, remote write text, the LogDNA v1
 * body, or the v3 body. Every other path answers in the v1 or v3 error body.
 */
export function isDocumentedErrorAnswer(
  path: string,
  status: number,
  text: string,
  contentType: string,
): boolean {
  // As the URL resolves (`/ingest/../v1/logs` is `/v1/logs`).
  const resolved = new URL(path, "https://api.test").pathname;
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (!/^\/ingest\//.test(resolved)) return isDocumentedError(resolved, status, body);
  if (contentType.startsWith("text/plain") || contentType.startsWith("application/x-protobuf"))
    return text.length > 0;
  if (!body || typeof body !== "object") return false;
  return (
    isDocumentedError("/v3/", status, body) ||
    isDocumentedError("/logs/", status, body) ||
    (typeof body.text === "string" && typeof body.code === "number") ||
    (typeof body.message === "string" && (body.code === undefined || typeof body.code === "number")) ||
    (typeof body.requestId === "string" &&
      Number.isInteger(body.timestamp) &&
      typeof body.errorMessage === "string")
  );
}
