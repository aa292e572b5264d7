// What every HTTP-based deliverer shares: splitting events into batches, gzip, auth headers, and one
// request sent with retries (exponential backoff, failover between endpoints on network errors).
// Only web-standard APIs: fetch, CompressionStream, btoa.

import { getField, type PipelineEvent } from "../engine/events";
import { jsonBytes, utf8Bytes } from "../lib/json-bytes";
import { networkFailure, statusText } from "../lib/network-failure";

export interface DeliveryResult {
  ok: boolean;
  /** Requests sent, retries and failovers included. */
  attempts: number;
  error?: string;
  /** A failure another attempt may cure (unreachable, 408, 429, 5xx); unknown counts as retryable. */
  retryable?: boolean;
  /** The destination's Retry-After, in ms. */
  retryAfterMs?: number;
  /** The HTTP status of the failure, when the destination answered. */
  status?: number;
  /** Events taken by the destination before the failure (the batches sent before the one that failed). */
  delivered?: number;
}

/**
 * Thrown by a delivery's `sleep` where the caller retries later itself (the delivery queue's consumer, which
 * backs off through the queue): a delivery stops at its first failure instead of waiting in the request.
 */
export class RetryLater extends Error {
  constructor() {
    super("retried later");
  }
}

/**
 * Thrown by a delivery that can never succeed as configured (a credential the destination's auth refuses, a
 * key file that is no key file): no retry, the batch is dead-lettered.
 */
export class DeliveryRefused extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Seconds or an HTTP date, as Retry-After carries them; null when absent or unreadable. */
export function retryAfterMs(res: Response, now = Date.now()): number | null {
  const value = res.headers.get("retry-after");
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export type HttpAuth =
  | { strategy: "none" }
  | { strategy: "basic"; user: string; password: string }
  | { strategy: "bearer"; token: string };

/**
 * The `batch` block of the destination schemas. timeout_ms is how long a batch may wait to fill; a live
 * run hands over all its events at once, so every batch is complete (and sent) straight away.
 */
export interface BatchLimits {
  max_events: number;
  max_bytes: number;
  timeout_ms?: number;
}

const encoder = new TextEncoder();

export const utf8 = (s: string) => encoder.encode(s);

/** JSON for objects, the string itself for a string message. */
export const text = (v: unknown) => (typeof v === "string" ? v : v === undefined ? "" : JSON.stringify(v));

/** The event's size: a string message's UTF-8 bytes, else its message as JSON (counted, not built). */
export const eventBytes = (event: PipelineEvent) =>
  typeof event.message === "string" ? utf8Bytes(event.message) : jsonBytes(event.message);

/** The event as one text line: its `.line` or `.message` field when a string, else the whole message. */
export function eventLine(event: PipelineEvent): string {
  const line = getField(event, ".line") ?? getField(event, ".message");
  return typeof line === "string" ? line : text(event.message);
}

/** The event as one JSON line: an object or array message as is, anything else under `message` (as Vector). */
export const jsonLine = (event: PipelineEvent) =>
  JSON.stringify(
    typeof event.message === "object" && event.message !== null
      ? event.message
      : { message: event.message ?? null },
  );

/** Splits events into batches of at most max_events and (roughly, by message size) max_bytes. */
export function batches(events: PipelineEvent[], limits: BatchLimits): PipelineEvent[][] {
  const out: PipelineEvent[][] = [];
  let current: PipelineEvent[] = [];
  let bytes = 0;
  for (const e of events) {
    const size = eventBytes(e);
    if (current.length > 0 && (current.length >= limits.max_events || bytes + size > limits.max_bytes)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(e);
    bytes += size;
  }
  if (current.length > 0) out.push(current);
  return out;
}

export async function gzip(body: string | Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([body]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The body to send, and the content-encoding header that goes with it. */
export async function compressBody(
  body: string,
  compression: "none" | "gzip",
): Promise<{ body: string | Uint8Array; headers: Record<string, string> }> {
  if (compression === "gzip") return { body: await gzip(body), headers: { "content-encoding": "gzip" } };
  return { body, headers: {} };
}

export function authHeaders(auth: HttpAuth): Record<string, string> {
  if (auth.strategy === "basic") return { authorization: `Basic ${btoa(`${auth.user}:${auth.password}`)}` };
  if (auth.strategy === "bearer") return { authorization: `Bearer ${auth.token}` };
  return {};
}

/** `base` with `path` appended once: an endpoint given with the path already on it is kept as is. */
export function joinPath(base: string, path: string): string {
  const trimmed = base.replace(/\/+$/, "");
  return trimmed.endsWith(path) ? trimmed : `${trimmed}${path}`;
}

/** Exponential backoff with jitter: 200 ms, 400 ms, 800 ms ... capped at 5 s. */
export const backoffMs = (retry: number) => Math.min(5000, 200 * 2 ** retry) * (0.5 + Math.random() / 2);

export const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A 4xx other than 408 and 429 will not change on a retry: the request itself is refused. */
export const isRetriableStatus = (status: number) => status >= 500 || status === 408 || status === 429;

/** At most this much of an error body goes into a failure reason. */
const DETAIL_CHARS = 300;

/** The start of a response body, for a failure reason; empty when there is none or it cannot be read. */
export async function bodySnippet(res: Response): Promise<string> {
  try {
    const body = (await res.text()).trim().replace(/\s+/g, " ");
    return body.length > DETAIL_CHARS ? `${body.slice(0, DETAIL_CHARS)}...` : body;
  } catch {
    return "";
  }
}

export interface SendOptions {
  /** Endpoints tried in order when one cannot be reached; the first that answers is kept. */
  urls: string[];
  /** The request for an endpoint; called per attempt, so signatures can be fresh. */
  build: (url: string) => RequestInit | Promise<RequestInit>;
  /** Retries after the first round; each round tries every endpoint once on network errors. */
  maxRetries: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Reads a 2xx answer; a string is why it is a failure all the same (not retried). */
  inspect?: (res: Response, url: string) => Promise<string | undefined>;
  /** Shared across the batches of one delivery, so they all go to the endpoint that last answered. */
  failover?: { preferred: number };
  /** Why a non-2xx answer failed; by default the status and the start of the body. */
  describe?: (res: Response, url: string) => Promise<string>;
}

const defaultDescribe = async (res: Response, url: string) => {
  const detail = await bodySnippet(res);
  return `${url} answered ${statusText(res.status, detail)}${detail ? `: ${detail}` : ""}`;
};

/** Sends one request (one batch) until it succeeds, fails for good, or runs out of retries. */
export async function sendWithRetry(opts: SendOptions): Promise<DeliveryResult> {
  const send = opts.fetch ?? fetch;
  const sleep = opts.sleep ?? defaultSleep;
  const describe = opts.describe ?? defaultDescribe;
  const failover = opts.failover ?? { preferred: 0 };
  let attempts = 0;
  for (let round = 0; ; round++) {
    let failure = "";
    let wait: number | null = null;
    let status: number | undefined;
    for (let i = 0; i < opts.urls.length; i++) {
      const index = (failover.preferred + i) % opts.urls.length;
      const url = opts.urls[index];
      attempts++;
      let res: Response;
      try {
        res = await send(url, await opts.build(url));
      } catch (err) {
        // Unreachable: the next endpoint may not be.
        failure = `${url}: ${await networkFailure(err, url)}`;
        continue;
      }
      failover.preferred = index;
      if (res.ok) {
        const refused = opts.inspect ? await opts.inspect(res, url) : await res.body?.cancel();
        if (typeof refused === "string") return { ok: false, attempts, error: refused };
        return { ok: true, attempts };
      }
      failure = await describe(res, url);
      if (!isRetriableStatus(res.status))
        return { ok: false, attempts, error: failure, retryable: false, status: res.status };
      wait = retryAfterMs(res);
      status = res.status;
      break;
    }
    const failed = {
      ok: false,
      attempts,
      error: failure,
      retryable: true,
      ...(wait !== null ? { retryAfterMs: wait } : {}),
      ...(status !== undefined ? { status } : {}),
    };
    if (round >= opts.maxRetries) return failed;
    try {
      await sleep(backoffMs(round));
    } catch (err) {
      if (err instanceof RetryLater) return failed;
      throw err;
    }
  }
}

/**
 * Sends every batch in turn; stops at the first batch that fails (later ones are not sent). Batches of
 * events (arrays) say how many events went before the failure.
 */
export async function sendBatches<T>(
  items: T[],
  sendOne: (item: T, index: number) => Promise<DeliveryResult>,
): Promise<DeliveryResult> {
  let attempts = 0;
  let delivered = 0;
  for (let i = 0; i < items.length; i++) {
    const r = await sendOne(items[i], i);
    attempts += r.attempts;
    if (!r.ok) {
      const where = items.length > 1 ? `batch ${i + 1} of ${items.length}: ` : "";
      return { ...r, attempts, error: `${where}${r.error ?? "failed"}`, delivered };
    }
    const item = items[i];
    if (Array.isArray(item)) delivered += item.length;
  }
  return { ok: true, attempts };
}

/** Response bodies as JSON, or undefined when they are not JSON. */
export async function readJson(res: Response): Promise<unknown> {
  try {
    return JSON.parse(await res.text());
  } catch {
    return undefined;
  }
}

/**
 * A vendor log intake: each batch one POST of an encoded body to one URL, retried with backoff. What differs
 * between intakes (URL, credentials, compression, body, how a 2xx can still refuse events) is said here.
 */
export interface IntakeSpec<C> {
  url: (config: C) => string;
  /** Content type and credentials; content-encoding is added for gzip. */
  headers: (config: C) => Record<string, string>;
  compression: (config: C) => "none" | "gzip";
  /** Retries per batch. */
  maxRetries: number;
  /** One request body for a batch. */
  encode: (batch: PipelineEvent[]) => string;
  inspect?: SendOptions["inspect"];
}

/** The deliverer of an intake, for a node whose user_config is `C` (with the `batch` limits). */
export const intakeDeliverer =
  <C extends { batch: BatchLimits }>(spec: IntakeSpec<C>) =>
  (
    node: { userConfig: C },
    events: PipelineEvent[],
    ctx: { fetch?: typeof fetch; sleep?: (ms: number) => Promise<void> },
  ): Promise<DeliveryResult> => {
    const config = node.userConfig;
    const url = spec.url(config);
    return sendBatches(batches(events, config.batch), async (batch) => {
      const { body, headers: encodingHeaders } = await compressBody(
        spec.encode(batch),
        spec.compression(config),
      );
      const headers = { ...spec.headers(config), ...encodingHeaders };
      return sendWithRetry({
        urls: [url],
        build: () => ({ method: "POST", headers, body }),
        maxRetries: spec.maxRetries,
        inspect: spec.inspect,
        fetch: ctx.fetch,
        sleep: ctx.sleep,
      });
    });
  };

/** An object message as a copy of itself, anything else under `message` (the vendor intakes' documents). */
export function messageObject(event: PipelineEvent): Record<string, unknown> {
  const m = event.message;
  return typeof m === "object" && m !== null && !Array.isArray(m)
    ? { ...(m as Record<string, unknown>) }
    : { message: m ?? null };
}
