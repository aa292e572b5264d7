// Shared pieces of the log store's tests (test/logstore/*.test.ts): the account's layout, a seeded random
// source, export v2 walks, the read order of exported lines, the account's slices and usage, and aborting
// a slice's Durable Object.

import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import { matchesQuery, parseQuery } from "../../src/engine/query";
import type { LogRecord } from "../../src/logstore/lines";
import { sliceReader } from "../../src/logstore/slice-handle";
import type { ScanRequest } from "../../src/logstore/slice-protocol";
import { compareSliceIds } from "../../src/logstore/slices";
import { logSliceStub } from "../../src/logstore/store";
import { type Json, settleLogStore, type TestAccount, workerFetch } from "../helpers";

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** Sets the account's log layout (hours per bucket, shards per bucket). */
export async function setLayout(accountId: string, bucketHours: number, shards: number) {
  await env.DB.prepare("UPDATE accounts SET log_bucket_hours = ?, log_shards = ? WHERE id = ?")
    .bind(bucketHours, shards, accountId)
    .run();
}

/** A deterministic random source (mulberry32), so a failure can be replayed. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: T[]) => xs[Math.floor(next() * xs.length)],
  };
}

/** A GET of the API with the service key, rate limits off (a walk of small pages makes hundreds). */
export async function apiGet(
  account: TestAccount,
  path: string,
): Promise<{ status: number; body: Json; raw: string }> {
  const res = await workerFetch(`https://api.test${path}`, {
    headers: { authorization: `Token ${account.service_key}` },
  });
  const raw = await res.text();
  let body: Json = {};
  try {
    body = raw ? JSON.parse(raw) : {};
  } catch {
    body = { raw };
  }
  return { status: res.status, body, raw };
}

/** Export v1 as parsed lines (rate limits off). */
export async function exportAll(account: TestAccount, query = ""): Promise<Json[]> {
  const res = await apiGet(account, `/v1/export?${query}`);
  expect(res.status, res.raw.slice(0, 500)).toBe(200);
  return res.raw
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

/** One export v2 page. */
export async function v2Page(account: TestAccount, query: string, token: string | null) {
  const res = await apiGet(
    account,
    `/v2/export?${query}${token ? `&pagination_id=${encodeURIComponent(token)}` : ""}`,
  );
  expect(res.status, res.raw.slice(0, 500)).toBe(200);
  return { lines: res.body.lines as Json[], token: res.body.pagination_id as string | null };
}

/** Follows pagination_id to the last page: every line, and each page's size. */
export async function walkV2(account: TestAccount, query: string, maxPages = 2000) {
  const lines: Json[] = [];
  const sizes: number[] = [];
  let token: string | null = null;
  for (let n = 0; n < maxPages; n++) {
    const page = await v2Page(account, query, token);
    lines.push(...page.lines);
    sizes.push(page.lines.length);
    token = page.token;
    if (token === null) return { lines, sizes };
  }
  throw new Error(`no last page after ${maxPages} pages of ${query}`);
}

/** An exported line's place in the read order: its time, then its slice, chunk and index (its `_id`). */
export function placeOf(line: Json): { ts: number; slice: string; chunk: number; idx: number } {
  const parts = String(line._id).split(".");
  expect(parts, String(line._id)).toHaveLength(6);
  return {
    ts: line._ts as number,
    slice: parts.slice(0, 4).join("."),
    chunk: Number(parts[4]),
    idx: Number(parts[5]),
  };
}

/** The read order of two exported lines, ascending: (ts, slice, chunk, index). */
export function compareExported(a: Json, b: Json): number {
  const pa = placeOf(a);
  const pb = placeOf(b);
  if (pa.ts !== pb.ts) return pa.ts < pb.ts ? -1 : 1;
  const bySlice = compareSliceIds(pa.slice, pb.slice);
  if (bySlice !== 0) return bySlice;
  if (pa.chunk !== pb.chunk) return pa.chunk < pb.chunk ? -1 : 1;
  return pa.idx - pb.idx;
}

/** Throws at the first pair of lines out of `direction` order (strictly: no line twice either). */
export function expectReadOrder(lines: Json[], direction: "asc" | "desc") {
  for (let i = 1; i < lines.length; i++) {
    const c = compareExported(lines[i - 1], lines[i]);
    if (direction === "asc" ? c >= 0 : c <= 0) {
      throw new Error(
        `lines ${i - 1} and ${i} out of ${direction} order: ${lines[i - 1]._id}@${lines[i - 1]._ts} then ${lines[i]._id}@${lines[i]._ts}`,
      );
    }
  }
}

/** Each value's count. */
export function counts(values: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return m;
}

/** The values of `got` missing from `want` and repeated or unexpected in `got` (both empty: same multiset). */
export function diffOnce(got: string[], want: string[]) {
  const have = counts(got);
  const missing = want.filter((v) => !have.has(v));
  const wanted = new Set(want);
  const extra = [...have].filter(([v, n]) => n > 1 || !wanted.has(v)).map(([v, n]) => `${v} x${n}`);
  return { missing: missing.slice(0, 20), missingCount: missing.length, extra: extra.slice(0, 20) };
}

/** A line as sent, with what the query engine reads of it (host, level and tags as stored). */
export interface SentLine {
  uid: string;
  ts: number;
  line: string;
  app: string;
  host: string;
  level: string;
  file: string;
  tags: string[];
  meta: Record<string, unknown>;
}

/** The sent lines an export with these filters must return, by the query engine (src/engine/query.ts). */
export function expectedOf(
  sent: SentLine[],
  f: { from?: number; to?: number; apps?: string[]; hosts?: string[]; levels?: string[]; query?: string },
): SentLine[] {
  const node = f.query ? parseQuery(f.query) : null;
  return sent.filter(
    (l) =>
      (f.from === undefined || l.ts >= f.from) &&
      (f.to === undefined || l.ts <= f.to) &&
      (!f.apps?.length || f.apps.includes(l.app)) &&
      (!f.hosts?.length || f.hosts.includes(l.host)) &&
      (!f.levels?.length || f.levels.map((v) => v.toUpperCase()).includes(l.level)) &&
      matchesQuery(node, l),
  );
}

/** The account's slices, by id, once they sent D1 their rows (`settle` false: as D1 has them now). */
export async function slicesOf(accountId: string, settle = true) {
  if (settle) await settleLogStore(accountId);
  const { results } = await env.DB.prepare(
    `SELECT slice, gen, shard, bucket_hours, first_ts, last_ts, lines, chunks, applied_seq, updated_at, state,
       cold_key FROM log_slices WHERE account_id = ? ORDER BY slice`,
  )
    .bind(accountId)
    .all<{
      slice: string;
      gen: number;
      shard: number;
      bucket_hours: number;
      first_ts: number | null;
      last_ts: number | null;
      lines: number;
      chunks: number;
      applied_seq: number;
      updated_at: number;
      state: string;
      cold_key: string | null;
    }>();
  return results;
}

/** The account's usage counters (dimension total), summed over days, settled first unless `settle` is false. */
export async function usageTotal(accountId: string, settle = true) {
  if (settle) await settleLogStore(accountId);
  const row = await env.DB.prepare(
    `SELECT coalesce(sum(lines), 0) AS lines, coalesce(sum(stored_lines), 0) AS stored,
        coalesce(sum(bytes), 0) AS bytes
       FROM usage_daily WHERE account_id = ? AND dimension = 'total'`,
  )
    .bind(accountId)
    .first<{ lines: number; stored: number; bytes: number }>();
  return row ?? { lines: 0, stored: 0, bytes: 0 };
}

export const sliceStub = (accountId: string, slice: string) =>
  logSliceStub(env, accountId, slice) as unknown as DurableObjectStub;

/** Aborts a Durable Object (the next call reaches a fresh instance); true when the abort took place. */
export async function abortObject(stub: DurableObjectStub, reason: string): Promise<boolean> {
  try {
    await runInDurableObject(stub, (_instance, state) => state.abort(reason));
    return false;
  } catch (err) {
    return String(err).includes(reason);
  }
}

/** Runs every slice's alarm (the pending counters reach D1, as 30 s later they would). */
export async function runSliceAlarms(accountId: string) {
  for (const s of await slicesOf(accountId)) await runDurableObjectAlarm(sliceStub(accountId, s.slice));
}

/**
 * Makes the account's catalog writes fail in D1 (a trigger on log_slices, for this account only): a slice's
 * flush of its row and counters is one D1 transaction, so the counters fail with it. Returns the undo.
 */
export async function failCatalogWrites(accountId: string): Promise<() => Promise<void>> {
  const tag = accountId.replaceAll("-", "");
  for (const ev of ["INSERT", "UPDATE"]) {
    await env.DB.prepare(
      `CREATE TRIGGER fail_${ev.toLowerCase()}_${tag} BEFORE ${ev} ON log_slices
         WHEN NEW.account_id = '${accountId}' BEGIN SELECT RAISE(ABORT, 'injected D1 failure'); END`,
    ).run();
  }
  return async () => {
    for (const ev of ["insert", "update"])
      await env.DB.prepare(`DROP TRIGGER IF EXISTS fail_${ev}_${tag}`).run();
  };
}

/** A stored line as the store takes it, with `over` changing any field (size: the line's length). */
export function record(ts: number, line: string, over: Partial<LogRecord> = {}): LogRecord {
  return {
    ts,
    line,
    app: "",
    host: "h",
    file: "",
    level: "",
    ip: "",
    mac: "",
    tags: [],
    meta: null,
    size: line.length,
    ...over,
  };
}

/** A slice scan of every line up to now, with no filter: `changes` set what differs. */
export function scanOf(changes: Partial<ScanRequest>): ScanRequest {
  return {
    from: 0,
    to: Date.now(),
    apps: [],
    hosts: [],
    levels: [],
    query: null,
    scope: null,
    index: null,
    direction: "asc",
    after: null,
    limit: 10,
    maxBytes: 1 << 20,
    ...changes,
  };
}

/**
 * A reader of the cold slice `slice` (object `coldKey`) whose GETs are counted: each one's range (JSON) goes
 * into `gets`.
 */
export function countingColdReader(accountId: string, slice: string, coldKey: string, gets: string[]) {
  const counting = {
    get: (k: string, options?: R2GetOptions) => {
      gets.push(JSON.stringify(options?.range ?? null));
      return env.LOG_COLD.get(k, options);
    },
  } as unknown as R2Bucket;
  return sliceReader({ ...env, LOG_COLD: counting }, accountId, { slice, state: "cold", coldKey });
}
