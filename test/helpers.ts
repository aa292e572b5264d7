// Helpers shared by the tests: accounts straight into D1, and a small client for the API.
import { createExecutionContext, env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import { accountSql } from "../scripts/account-sql.mjs";
import worker from "../src/index";
import type { LogRecord } from "../src/logstore/lines";
import { LineScanner, type StoredLine } from "../src/logstore/reader";
import { settleAccount } from "../src/logstore/settle";
import type { Layout } from "../src/logstore/slices";
import { storeBatch } from "../src/logstore/store";

export interface TestAccount {
  account_id: string;
  service_key: string;
  ingestion_key: string;
}

export async function createAccount(name = "test"): Promise<TestAccount> {
  const { statements, result } = await accountSql(name);
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
  return result;
}

export { type ApiResponse, expectV1Error, expectV3Error, type Json } from "./api-response";

import type { ApiResponse, Json } from "./api-response";

const unlimitedEnv: Cloudflare.Env = { ...env, RATE_LIMITS: "off" };

/** The Worker's fetch handler called in this isolate, under the real rate limits (see workerFetch). */
function handlerFetch(url: string, init?: RequestInit): Promise<Response> {
  return Promise.resolve(worker.fetch(new Request(url, init), env, createExecutionContext()));
}

/**
 * Calls the Worker's fetch handler in this isolate, with the same Request and Response objects as SELF.fetch
 * but without the test harness's transport, whose cost per request grows with every request a file has
 * already made (cloudflare/workers-sdk#15446). For files that send thousands of requests (the fuzz test).
 * These run with the per-key rate limits off (RATE_LIMITS = "off"): a key sending thousands of requests a
 * minute would get mostly 429s, which never reach the handlers under test (test/http/rate-limit.test.ts
 * covers the limits).
 */
export function workerFetch(url: string, init?: RequestInit): Promise<Response> {
  return Promise.resolve(worker.fetch(new Request(url, init), unlimitedEnv, createExecutionContext()));
}

/** Calls the Worker; `body` objects are sent as JSON, strings as they are. */
export async function call(
  method: string,
  path: string,
  options: { key?: string | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = `Token ${options.key}`;
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await handlerFetch(`https://api.test${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: Json = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { raw: text };
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

/** A client bound to one account's service key. */
export function client(account: TestAccount) {
  const as = (method: string) => (path: string, body?: unknown, headers?: Record<string, string>) =>
    call(method, path, { key: account.service_key, body, headers });
  return { get: as("GET"), post: as("POST"), put: as("PUT"), patch: as("PATCH"), delete: as("DELETE") };
}

/**
 * A second service key of the same account (an account key, owner rights), made through the API: it reads
 * every resource the first key wrote, but none of the secrets (owner-bound: only the key that sent a secret
 * reads it back).
 */
export async function otherServiceKey(account: TestAccount): Promise<TestAccount> {
  const res = await call("POST", "/v1/config/keys?type=service", { key: account.service_key, body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...account, service_key: res.body.key as string };
}

/**
 * Sends events as JSON to a published push source's live ingestion endpoint (`/ingest/<source>`) with one of its
 * access keys, through the Worker's own transport (SELF: its background work runs as in production), and
 * expects 200.
 */
export async function sendLive(sourceId: string, accessKey: string, events: Json[]): Promise<void> {
  const res = await SELF.fetch(`https://api.test/ingest/${sourceId}`, {
    method: "POST",
    headers: { authorization: `Token ${accessKey}`, "content-type": "application/json" },
    body: JSON.stringify(events),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/**
 * A published pipeline: an http source (JSON) into one http destination posting to `uri`; answers the
 * pipeline's id, the destination as the API answered it, a send of events to the source (the Response), and
 * a read of the destination's delivery status.
 */
export async function httpPipelineTo(api: ReturnType<typeof client>, uri: string, userConfig: Json = {}) {
  const p = (await api.post("/v3/pipeline", { title: `to ${uri}` })).body.data.id as string;
  const source = (
    await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "json" } })
  ).body.data.id as string;
  const sink = await api.post(`/v3/pipeline/${p}/sink`, {
    type: "http",
    inputs: [source],
    user_config: { uri, ...userConfig },
  });
  expect(sink.status, JSON.stringify(sink.body)).toBe(200);
  const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data.key;
  expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
  const send = (events: Json[]) =>
    SELF.fetch(`https://api.test/ingest/${source}`, {
      method: "POST",
      headers: { authorization: `Token ${key}`, "content-type": "application/json" },
      body: JSON.stringify(events),
    });
  const status = async () =>
    (await api.get(`/v3/pipeline/${p}/sink/${sink.body.data.id}/delivery`)).body.data as Json;
  return { p, sink: sink.body.data as Json, send, status };
}

/** Sends lines to the ingestion API with an ingestion key (`apikey` header unless headers say otherwise). */
export async function ingest(
  key: string,
  body: unknown,
  query = "hostname=web-1",
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  return call("POST", `/logs/ingest?${query}`, {
    body,
    headers: { apikey: key, ...headers },
  });
}

/** Ingests `count` lines made by `lineAt`, in batches of `batch`, each batch checked as stored whole. */
export async function ingestMany(key: string, count: number, lineAt: (i: number) => Json, batch = 5000) {
  for (let start = 0; start < count; start += batch) {
    const lines = [];
    for (let i = start; i < Math.min(count, start + batch); i++) lines.push(lineAt(i));
    const res = await ingest(key, { lines });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.stored).toBe(lines.length);
  }
}

/** Reads a JSONL export (v1) as parsed lines. */
export async function exportV1(
  key: string,
  query = "",
): Promise<{ status: number; lines: Json[]; raw: string }> {
  const res = await handlerFetch(`https://api.test/v1/export?${query}`, {
    headers: { authorization: `Token ${key}` },
  });
  const raw = await res.text();
  const lines =
    res.status === 200
      ? raw
          .split("\n")
          .filter(Boolean)
          .map((l) => JSON.parse(l))
      : [];
  return { status: res.status, lines, raw };
}

/** Lines straight into the log store (a test of what reads them, not of ingestion), in one batch. */
export async function storeLines(
  accountId: string,
  lines: {
    ts: number;
    line: string;
    app?: string;
    host?: string;
    level?: string;
    meta?: Record<string, unknown> | null;
  }[],
  layout: Layout = { bucketHours: 24, shards: 1 },
) {
  const records: LogRecord[] = lines.map((l) => ({
    ts: l.ts,
    line: l.line,
    app: l.app ?? "",
    host: l.host ?? "",
    file: "",
    level: l.level ?? "",
    ip: "",
    mac: "",
    tags: [],
    meta: l.meta ?? null,
    size: l.line.length,
  }));
  return storeBatch(env, accountId, layout, records, () => null, { key: crypto.randomUUID() });
}

/** Every line the account's slices hold, whatever their time, oldest first (reads as export does). */
export async function allStoredLines(accountId: string): Promise<StoredLine[]> {
  const filter = {
    accountId,
    from: 0,
    to: 253_402_300_799_999,
    apps: [],
    hosts: [],
    levels: [],
    query: null,
    snapshot: null,
  };
  const scanner = new LineScanner(env, filter, "asc", null);
  const lines: StoredLine[] = [];
  for (let line = await scanner.next(); line; line = await scanner.next()) lines.push(line);
  return lines;
}

/**
 * Sends the account's slices' catalog rows and usage counters to D1 now, as each slice does on its own within a
 * minute of a write (src/logstore/plan.ts): for a test that reads usage or the catalog right after ingesting.
 */
export async function settleLogStore(accountId: string) {
  await settleAccount(env, accountId, 0);
}
