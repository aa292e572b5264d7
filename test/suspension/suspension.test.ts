// Ingestion suspension (API-CONTRACT section 9): the two-call suspend (token, then confirmation), resume,
// what ingestion does while suspended, the token's single use and expiry, the state's home in the
// account's IngestionStateObject storage (not memory), its D1 mirror, and tenancy.
import { env, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { IngestionStateObject, SUSPEND_TOKEN_TTL_MS } from "../../src/durable/ingestion-state";
import {
  call,
  client,
  createAccount,
  expectV1Error,
  ingest,
  settleLogStore,
  type TestAccount,
} from "../helpers";

type Api = ReturnType<typeof client>;

const STATUS = "/v1/config/ingestion/status";
const SUSPEND = "/v1/config/ingestion/suspend";
const CONFIRM = "/v1/config/ingestion/suspend/confirm";
const RESUME = "/v1/config/ingestion/resume";

interface StoredState {
  suspended: boolean;
  pending: { tokenHash: string; expiresAt: number } | null;
  changedAt: number | null;
}

const stubOf = (account: TestAccount) =>
  env.INGESTION_STATE.get(env.INGESTION_STATE.idFromName(account.account_id));

async function isIngesting(api: Api): Promise<boolean> {
  const res = await api.get(STATUS);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(Object.keys(res.body)).toEqual(["isIngesting"]);
  return res.body.isIngesting;
}

async function requestToken(api: Api): Promise<string> {
  const res = await api.post(SUSPEND);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(typeof res.body.token).toBe("string");
  expect(res.body.token.length).toBeGreaterThan(0);
  return res.body.token;
}

async function suspend(api: Api) {
  const res = await api.post(CONFIRM, { token: await requestToken(api) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toEqual({ status: "OK" });
}

async function resume(api: Api) {
  const res = await api.post(RESUME);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toEqual({ status: "OK" });
}

/** Asserts the v1 error body (`{error, code, status, request_id, details?}`). */

/** Every line of the account, through export v2 (one page is enough for these tests). */
async function exportedLines(api: Api): Promise<string[]> {
  const res = await api.get("/v2/export?size=1000");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.lines.map((l: Record<string, unknown>) => l._line);
}

async function usageToday(api: Api, accountId: string): Promise<{ bytes: number; lines: number }> {
  await settleLogStore(accountId);
  const now = Date.now();
  const res = await api.get(`/v2/usage?from=${now}&to=${now}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results;
}

async function mirrorOf(account: TestAccount): Promise<number> {
  const row = await env.DB.prepare("SELECT ingestion_suspended AS s FROM accounts WHERE id = ?")
    .bind(account.account_id)
    .first<{ s: number }>();
  return Number(row?.s);
}

const readStored = (account: TestAccount) =>
  runInDurableObject(stubOf(account), (_instance, state) => state.storage.get<StoredState>("state"));

describe("the suspend / confirm / resume cycle", () => {
  let account: TestAccount;
  let api: Api;

  beforeAll(async () => {
    account = await createAccount("suspension-cycle");
    api = client(account);
  });

  it("a new account is ingesting", async () => {
    expect(await isIngesting(api)).toBe(true);
  });

  it("the first call returns a token that expires about 5 minutes later, and changes nothing yet", async () => {
    const before = Date.now();
    const res = await api.post(SUSPEND);
    const after = Date.now();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["expires_at", "token"]);
    expect(res.body.token).toMatch(/^\S{16,}$/);
    expect(res.body.expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    const expires = Date.parse(res.body.expires_at);
    expect(SUSPEND_TOKEN_TTL_MS).toBe(5 * 60_000);
    expect(expires).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(after + 5 * 60_000 + 1000);
    expect(await isIngesting(api)).toBe(true);
    expect(await mirrorOf(account)).toBe(0);
    const ok = await ingest(account.ingestion_key, { lines: [{ line: "pending token, still stored" }] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.stored).toBe(1);
  });

  it("confirming with the token suspends: status, D1 mirror, and 403 EINGESTIONSUSPENDED storing nothing", async () => {
    const before = await ingest(account.ingestion_key, { lines: [{ line: "before suspension" }] });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const linesBefore = await exportedLines(api);
    const usageBefore = await usageToday(api, account.account_id);
    expect(linesBefore).toContain("before suspension");

    const token = await requestToken(api);
    const confirmed = await api.post(CONFIRM, { token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual({ status: "OK" });
    expect(await isIngesting(api)).toBe(false);
    expect(await mirrorOf(account)).toBe(1);

    const refused = await ingest(account.ingestion_key, {
      lines: [{ line: "while suspended 1" }, { line: "while suspended 2", app: "x" }],
    });
    const body = expectV1Error(refused, 403, "EINGESTIONSUSPENDED");
    expect(body.error).toMatch(/suspended/i);
    // The official clients' form and Basic auth are refused alike.
    const basic = await ingest(
      account.ingestion_key,
      { e: "ls", ls: [{ line: "while suspended 3" }] },
      "hostname=web-2",
      { apikey: "", authorization: `Basic ${btoa(`${account.ingestion_key}:`)}` },
    );
    expectV1Error(basic, 403, "EINGESTIONSUSPENDED");

    expect(await exportedLines(api)).toEqual(linesBefore);
    expect(await usageToday(api, account.account_id)).toEqual(usageBefore);
  });

  it("PATCH /v3/pipeline/account while suspended does not clear the suspension", async () => {
    const res = await api.patch("/v3/pipeline/account", { name: "renamed while suspended" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const res2 = await api.patch("/v3/pipeline/account", { export_line_limit: 20000 });
    expect(res2.status, JSON.stringify(res2.body)).toBe(200);
    expect(await mirrorOf(account)).toBe(1);
    expect(await isIngesting(api)).toBe(false);
    const refused = await ingest(account.ingestion_key, { lines: [{ line: "after the account patch" }] });
    expectV1Error(refused, 403, "EINGESTIONSUSPENDED");
  });

  it("resume: ingesting again, the mirror cleared, and lines are stored and counted", async () => {
    const usageBefore = await usageToday(api, account.account_id);
    await resume(api);
    expect(await isIngesting(api)).toBe(true);
    expect(await mirrorOf(account)).toBe(0);
    const res = await ingest(account.ingestion_key, { lines: [{ line: "after resume" }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.stored).toBe(1);
    expect(await exportedLines(api)).toContain("after resume");
    const usageAfter = await usageToday(api, account.account_id);
    expect(usageAfter.lines).toBe(usageBefore.lines + 1);
    expect(usageAfter.bytes).toBe(usageBefore.bytes + "after resume".length);
  });

  it("resume is idempotent, and resuming an account that is not suspended answers OK", async () => {
    await resume(api);
    await resume(api);
    expect(await isIngesting(api)).toBe(true);
  });

  it("a token used once cannot confirm again after a resume", async () => {
    const token = await requestToken(api);
    const first = await api.post(CONFIRM, { token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await resume(api);
    const again = await api.post(CONFIRM, { token });
    expectV1Error(again, 400, "EVALIDATION");
    expect(await isIngesting(api)).toBe(true);
    expect(await mirrorOf(account)).toBe(0);
  });
});

describe("tokens", () => {
  let account: TestAccount;
  let api: Api;

  beforeAll(async () => {
    account = await createAccount("suspension-tokens");
    api = client(account);
  });

  it("a wrong token answers 400 and changes nothing; the right one still works afterwards", async () => {
    const token = await requestToken(api);
    const wrong = await api.post(CONFIRM, { token: `${token}x` });
    const body = expectV1Error(wrong, 400, "EVALIDATION");
    expect(body.details).toEqual([{ key: "token", message: expect.any(String) }]);
    expect(await isIngesting(api)).toBe(true);
    expect(await mirrorOf(account)).toBe(0);
    const other = await api.post(CONFIRM, { token: "not-a-token" });
    expectV1Error(other, 400, "EVALIDATION");
    expect(await isIngesting(api)).toBe(true);

    const right = await api.post(CONFIRM, { token });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(await isIngesting(api)).toBe(false);
    await resume(api);
  });

  it("confirming without any pending request answers 400", async () => {
    const res = await api.post(CONFIRM, { token: "a".repeat(43) });
    expectV1Error(res, 400, "EVALIDATION");
    expect(await isIngesting(api)).toBe(true);
  });

  it("the same token cannot confirm twice in a row", async () => {
    const token = await requestToken(api);
    expect((await api.post(CONFIRM, { token })).status).toBe(200);
    expectV1Error(await api.post(CONFIRM, { token }), 400, "EVALIDATION");
    expect(await isIngesting(api)).toBe(false);
    await resume(api);
  });

  it("a second suspend request replaces the first token", async () => {
    const first = await requestToken(api);
    const second = await requestToken(api);
    expect(second).not.toBe(first);
    const stale = await api.post(CONFIRM, { token: first });
    expectV1Error(stale, 400, "EVALIDATION");
    expect(await isIngesting(api)).toBe(true);
    const ok = await api.post(CONFIRM, { token: second });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await isIngesting(api)).toBe(false);
    await resume(api);
  });

  it("an expired token answers 400 saying so, and does not suspend", async () => {
    const token = await requestToken(api);
    const pending = await readStored(account);
    expect(pending?.pending?.expiresAt).toBeGreaterThan(Date.now());
    await runInDurableObject(stubOf(account), async (_instance, state) => {
      const stored = await state.storage.get<StoredState>("state");
      if (!stored?.pending) throw new Error(`no pending token stored: ${JSON.stringify(stored)}`);
      await state.storage.put("state", {
        ...stored,
        pending: { ...stored.pending, expiresAt: Date.now() - 1000 },
      });
    });
    const res = await api.post(CONFIRM, { token });
    const body = expectV1Error(res, 400, "EVALIDATION");
    expect(body.error).toMatch(/expired/i);
    expect(await isIngesting(api)).toBe(true);
    expect(await mirrorOf(account)).toBe(0);
    // The expired token is gone for good.
    expectV1Error(await api.post(CONFIRM, { token }), 400, "EVALIDATION");
  });

  it("a token that has not reached its expiry yet still confirms (the boundary is the stored time)", async () => {
    const token = await requestToken(api);
    await runInDurableObject(stubOf(account), async (_instance, state) => {
      const stored = await state.storage.get<StoredState>("state");
      if (!stored?.pending) throw new Error("no pending token stored");
      await state.storage.put("state", {
        ...stored,
        pending: { ...stored.pending, expiresAt: Date.now() + 10_000 },
      });
    });
    expect((await api.post(CONFIRM, { token })).status).toBe(200);
    expect(await isIngesting(api)).toBe(false);
    await resume(api);
  });

  it("the token is not kept in storage, only a hash of it", async () => {
    const token = await requestToken(api);
    const stored = await readStored(account);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it.each([
    ["a missing token", {}],
    ["an empty token", { token: "" }],
    ["a token that is not a string", { token: 12345 }],
    ["an unknown field", { token: "abc", force: true }],
  ])("%s answers 400 EVALIDATION", async (_what, body) => {
    const res = await api.post(CONFIRM, body);
    expectV1Error(res, 400, "EVALIDATION");
    expect(await isIngesting(api)).toBe(true);
  });

  it("a body that is not JSON answers 400", async () => {
    const res = await api.post(CONFIRM, "token=abc");
    expect(res.status).toBe(400);
    expect(await isIngesting(api)).toBe(true);
  });
});

describe("the state lives in Durable Object storage", () => {
  let account: TestAccount;
  let api: Api;

  beforeAll(async () => {
    account = await createAccount("suspension-storage");
    api = client(account);
    await suspend(api);
  });

  it("the stored state records the suspension", async () => {
    const stored = await readStored(account);
    expect(stored?.suspended).toBe(true);
    expect(stored?.pending).toBeNull();
    expect(typeof stored?.changedAt).toBe("number");
  });

  it("a fresh object built on the same storage reads the account as suspended", async () => {
    const status = await runInDurableObject(stubOf(account), async (_instance, state) => {
      const fresh = new IngestionStateObject(state, env);
      return fresh.status();
    });
    expect(status.suspended).toBe(true);
  });

  it("the suspension survives the object being aborted (restarted)", async () => {
    const stub = stubOf(account);
    // A mark on the running instance: a restarted object is a new instance without it.
    await runInDurableObject(stub, (instance) => {
      (instance as any).restartMark = true;
    });
    expect(await runInDurableObject(stub, (instance) => (instance as any).restartMark)).toBe(true);
    const aborted = await runInDurableObject(stub, (_instance, state) => {
      try {
        state.abort("test restart");
        return "returned";
      } catch (err) {
        return `threw: ${String(err)}`;
      }
    }).catch((err) => `rejected: ${String(err)}`);
    // The abort surfaces as a rejected call carrying the reason; a new stub reaches a new instance.
    expect(aborted).toMatch(/test restart/);
    const afterAbort = stubOf(account);
    expect(await runInDurableObject(afterAbort, (instance) => (instance as any).restartMark)).toBeUndefined();
    expect((await afterAbort.status()).suspended).toBe(true);
    expect(await isIngesting(api)).toBe(false);
    expectV1Error(
      await ingest(account.ingestion_key, { lines: [{ line: "x" }] }),
      403,
      "EINGESTIONSUSPENDED",
    );
  });

  it("after the restart, resuming and suspending again still work", async () => {
    await resume(api);
    expect(await isIngesting(api)).toBe(true);
    await suspend(api);
    expect(await isIngesting(api)).toBe(false);
    await resume(api);
    expect(await isIngesting(api)).toBe(true);
  });
});

describe("tenancy and keys", () => {
  let a: TestAccount;
  let b: TestAccount;

  beforeAll(async () => {
    a = await createAccount("suspension-tenant-a");
    b = await createAccount("suspension-tenant-b");
  });

  it("suspending account A leaves account B ingesting", async () => {
    await suspend(client(a));
    expect(await isIngesting(client(a))).toBe(false);
    expect(await isIngesting(client(b))).toBe(true);
    expect(await mirrorOf(b)).toBe(0);
    const res = await ingest(b.ingestion_key, { lines: [{ line: "b keeps ingesting" }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.stored).toBe(1);
    expect(await exportedLines(client(b))).toEqual(["b keeps ingesting"]);
    expectV1Error(
      await ingest(a.ingestion_key, { lines: [{ line: "a is suspended" }] }),
      403,
      "EINGESTIONSUSPENDED",
    );
  });

  it("A's token does not confirm a suspension of B", async () => {
    const tokenOfA = await requestToken(client(a));
    await requestToken(client(b));
    expectV1Error(await client(b).post(CONFIRM, { token: tokenOfA }), 400, "EVALIDATION");
    expect(await isIngesting(client(b))).toBe(true);
  });

  it("B resuming does not resume A", async () => {
    await resume(client(b));
    expect(await isIngesting(client(a))).toBe(false);
    await resume(client(a));
    expect(await isIngesting(client(a))).toBe(true);
  });

  it.each([
    ["GET", STATUS],
    ["POST", SUSPEND],
    ["POST", CONFIRM],
    ["POST", RESUME],
  ])("an ingestion key on %s %s answers 403 and changes nothing", async (method, path) => {
    const res = await call(method, path, {
      key: a.ingestion_key,
      body: method === "POST" ? { token: "x" } : undefined,
    });
    expectV1Error(res, 403, "EFORBIDDEN");
    expect(await isIngesting(client(a))).toBe(true);
  });

  it.each([
    ["GET", STATUS],
    ["POST", SUSPEND],
    ["POST", RESUME],
  ])("no key on %s %s answers 401", async (method, path) => {
    const res = await call(method, path, { key: null });
    expectV1Error(res, 401, "EUNAUTHORIZED");
  });
});
