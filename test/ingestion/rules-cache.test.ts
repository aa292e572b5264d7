// Ingestion's key lookup and rules come from the isolate's caches (src/http/key-cache.ts,
// src/api/ingestion/rules-cache.ts): a batch in steady state sends D1 no statement; a change behind the API's
// back (as another isolate's write reaches this one) applies once the entry ages out, a change through the
// API at once; while D1 fails, batches are acknowledged from what the isolate last read, up to the bound, and
// an unknown key is a 503 with Retry-After.
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { STALE_IF_ERROR_MS } from "../../src/http/key-cache";
import { takeServerErrors } from "../../src/http/server-errors";
import worker from "../../src/index";
import { countingDb, failingDb } from "../d1-doubles";
import { allStoredLines, client, createAccount, ingest, type TestAccount } from "../helpers";
import { exportAll, usageTotal } from "../logstore/util";
import { ageEntries } from "./cache-entries";

const d1Down = () => failingDb(() => new Error("D1_ERROR: Network connection lost."));

/** POST /logs/ingest through the Worker's fetch handler with `db` as its D1 (the slices keep theirs). */
async function ingestWith(db: D1Database, account: TestAccount, lines: unknown[]) {
  const res = await worker.fetch(
    new Request("https://api.test/logs/ingest?hostname=h", {
      method: "POST",
      headers: { apikey: account.ingestion_key, "content-type": "application/json" },
      body: JSON.stringify({ lines }),
    }),
    { ...env, DB: db, RATE_LIMITS: "off" } as Cloudflare.Env,
    createExecutionContext(),
  );
  return {
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    body: (await res.json()) as never,
  };
}

const line = (text: string, extra: Record<string, unknown> = {}) => ({ line: text, ...extra });

describe("ingestion's cached key and rules", () => {
  it("in steady state a batch sends D1 no statement", async () => {
    const account = await createAccount("rules-cache-steady");
    expect((await ingest(account.ingestion_key, { lines: [line("warm")] }, "hostname=h")).status).toBe(200);
    const counted = countingDb();
    for (let i = 0; i < 3; i++)
      expect((await ingestWith(counted.db, account, [line(`b${i}`)])).status).toBe(200);
    expect(counted.statements()).toBe(0);
    expect((await allStoredLines(account.account_id)).map((l) => l.line).sort()).toEqual([
      "b0",
      "b1",
      "b2",
      "warm",
    ]);
  });

  it("an exclusion rule written behind the API's back applies once the entry ages out; one written through the API at once", async () => {
    const account = await createAccount("rules-cache-behind");
    expect((await ingest(account.ingestion_key, { lines: [line("warm")] })).status).toBe(200);
    // As another isolate's write reaches this one: directly in D1.
    await env.DB.prepare(
      "INSERT INTO exclusion_rules (id, account_id, title, apps) VALUES (?, ?, 'behind', '[\"noisy\"]')",
    )
      .bind(crypto.randomUUID(), account.account_id)
      .run();
    const noisy = { lines: [line("n", { app: "noisy" })] };
    expect((await ingest(account.ingestion_key, noisy)).body.excluded).toEqual([]);
    await ageEntries(account, 10_000);
    expect((await ingest(account.ingestion_key, noisy)).body.excluded).toEqual([0]);
    // Through the API: the writing isolate drops the account's entry, the next batch applies it.
    const rule = await client(account).post("/v1/config/ingestion/exclusions", { apps: ["chatty"] });
    expect(rule.status).toBe(200);
    const chatty = await ingest(account.ingestion_key, { lines: [line("c", { app: "chatty" })] });
    expect(chatty.body.excluded).toEqual([0]);
  });

  it("a suspension behind the API's back applies once the entries age out; a resume behind its back at once", async () => {
    const account = await createAccount("rules-cache-suspension");
    expect((await ingest(account.ingestion_key, { lines: [line("warm")] })).status).toBe(200);
    const setSuspended = (value: number) =>
      env.DB.prepare("UPDATE accounts SET ingestion_suspended = ? WHERE id = ?")
        .bind(value, account.account_id)
        .run();
    await setSuspended(1);
    await ageEntries(account, 10_000);
    const refused = await ingest(account.ingestion_key, { lines: [line("refused")] });
    expect([refused.status, refused.body.code]).toEqual([403, "EINGESTIONSUSPENDED"]);
    // Both cached copies now say suspended: each is confirmed in D1, so a resume anywhere applies at once.
    await setSuspended(0);
    expect((await ingest(account.ingestion_key, { lines: [line("resumed")] })).status).toBe(200);
    // While D1 fails, a cached suspension stands (nothing to confirm it with).
    await setSuspended(1);
    expect((await ingest(account.ingestion_key, { lines: [line("refused again")] })).status).toBe(403);
    const unconfirmed = await ingestWith(d1Down(), account, [line("d1 down")]);
    expect(unconfirmed.status).toBe(403);
    expect((await allStoredLines(account.account_id)).map((l) => l.line).sort()).toEqual(["resumed", "warm"]);
  });

  it("with D1 failing, batches are acknowledged from what the isolate last read, up to the bound", async () => {
    const account = await createAccount("rules-cache-d1-down");
    const rule = await client(account).post("/v1/config/ingestion/exclusions", { apps: ["noisy"] });
    expect(rule.status).toBe(200);
    expect((await ingest(account.ingestion_key, { lines: [line("warm")] })).status).toBe(200);
    // Fresh entries: D1 is not asked at all.
    expect((await ingestWith(d1Down(), account, [line("fresh")])).status).toBe(200);
    // Expired but within the bound: the read fails and the entries are answered stale, rules included.
    await ageEntries(account, 60_000);
    const stale = await ingestWith(d1Down(), account, [line("stale"), line("n", { app: "noisy" })]);
    expect([stale.status, (stale.body as { excluded: number[] }).excluded]).toEqual([200, [1]]);
    // Past the bound: a 503 the sender retries, never a 500.
    await ingest(account.ingestion_key, { lines: [line("renewed")] });
    await ageEntries(account, STALE_IF_ERROR_MS);
    const tooOld = await ingestWith(d1Down(), account, [line("too old")]);
    expect([tooOld.status, (tooOld.body as { code: string }).code]).toEqual([503, "EUNAVAILABLE"]);
    expect(Number(tooOld.retryAfter)).toBeGreaterThan(0);
    expect(takeServerErrors()).toEqual([]);
    expect((await allStoredLines(account.account_id)).map((l) => l.line).sort()).toEqual([
      "fresh",
      "renewed",
      "stale",
      "warm",
    ]);
  });

  it("an unknown key with D1 failing is a 503 with Retry-After", async () => {
    const account = await createAccount("rules-cache-unknown");
    const res = await ingestWith(d1Down(), account, [line("x")]);
    expect([res.status, (res.body as { code: string }).code]).toEqual([503, "EUNAVAILABLE"]);
    expect(Number(res.retryAfter)).toBeGreaterThan(0);
    expect(takeServerErrors()).toEqual([]);
  });

  // The layout job (src/jobs/log-layout.ts) changes the layout of batches from `since` on. An isolate whose
  // rules were read before the change places such a batch by the old layout; its retry, once the entry is
  // read again, must reach the same slice: ingestion takes the new layout only LAYOUT_NOTICE_MS after `since`.
  it("a retry placed after a layout change this isolate learnt late reaches the slice of its first attempt", async () => {
    const account = await createAccount("rules-cache-layout");
    expect((await ingest(account.ingestion_key, { lines: [line("warm")] })).status).toBe(200);
    await env.DB.prepare(
      `UPDATE accounts SET log_layout_previous = json_object('bucketHours', log_bucket_hours, 'shards', log_shards),
         log_layout_since = ?, log_bucket_hours = 1, log_shards = 4 WHERE id = ?`,
    )
      .bind(Date.now() - 1_000, account.account_id)
      .run();
    // Newer than the change, placed by the old layout the entry still holds.
    const body = { lines: [line("after the change", { timestamp: Date.now() })] };
    expect((await ingest(account.ingestion_key, body)).status).toBe(200);
    await ageEntries(account, 10_000);
    expect((await ingest(account.ingestion_key, body)).status).toBe(200);
    expect({
      lines: (await exportAll(account)).map((l) => l._line).sort(),
      usage: (await usageTotal(account.account_id)).lines,
    }).toEqual({ lines: ["after the change", "warm"], usage: 2 });
  });
});
