// What a push protocol is: where it listens under a source's ingest URL, how its body becomes events, and
// how it answers, in its own senders' terms (the status codes and bodies their retry logic reads).
// Protocols are pure request-to-events code: no Hono, no D1. src/api/live-ingest runs what they decode.
import type { PipelineEvent } from "../engine/events";
import { ApiError } from "../http/errors";
import type { RequestBody } from "../http/request-body";

export interface IntakeRequest {
  method: string;
  /** The path after the source's (or gateway route's) ingest URL: "", "/v1/logs", "/services/collector/raw". */
  subpath: string;
  headers: Headers;
  query: URLSearchParams;
  receivedAt: number;
  requestId: string;
  /** The body limit, after decompression: also the limit for what a protocol unpacks inside it. */
  maxBytes: number;
}

/** What a body decoded into. `rejected` counts items refused one by one (OTLP's partial success). */
export interface Intake {
  events: PipelineEvent[];
  rejected?: { count: number; message: string };
  /** What the answer must repeat from the body (Firehose's requestId). */
  echo?: Record<string, unknown>;
}

/** What the pipelines did with the events, for protocols whose answer reports it. */
export interface IntakeOutcome {
  accepted: number;
  pipelines: {
    pipeline_id: string;
    source_id: string;
    /** `queued`: on the delivery queue (delivered after the answer); otherwise taken in the request. */
    deliveries: { destination_id: string; type: string; events: number; ok: boolean; queued: boolean }[];
  }[];
}

/** How to send to a source kind: shown in the catalog and the OpenAPI document. */
export interface IntakeDocs {
  /** Paths accepted after `/ingest/{source_id}`; "" is the bare URL. */
  paths: string[];
  /** Where the access key goes. */
  auth: string;
  /** Bodies the source takes. */
  formats: string[];
  /** What a sender gets back. */
  answers: string;
}

/** `Config`: the source's `user_config`, as its kind's schema produced it. */
export interface PushProtocol<Config = Record<string, unknown>> {
  docs: IntakeDocs;
  /** Content-Encodings the protocol undoes itself (Prometheus: snappy); gzip and deflate never reach it. */
  passThroughEncodings?: readonly string[];
  /** The endpoint a request addresses, or null when the protocol has nothing at that path and method. */
  endpoint(req: IntakeRequest): string | null;
  /** An answer that needs neither key nor body (a health check), or null. */
  immediate?(req: IntakeRequest): Response | null;
  decode(body: RequestBody, req: IntakeRequest, endpoint: string, config: Config): Intake | Promise<Intake>;
  accepted(intake: Intake, req: IntakeRequest, outcome: IntakeOutcome): Response | Promise<Response>;
  refused(err: ApiError, req: IntakeRequest): Response | Promise<Response>;
}

/** A JSON response with a content type the protocol's clients require. */
export function jsonReply(body: unknown, status: number, contentType = "application/json"): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": contentType } });
}

/** The source exists but its protocol has nothing at the path (or method) asked for. */
export class NoEndpointError extends ApiError {
  constructor(message: string) {
    super("ENOTFOUND", message);
  }
}
