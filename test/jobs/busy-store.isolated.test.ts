// Every background job survives a busy or reset store: the Cron Trigger's jobs run with a D1 that refuses
// every statement the way D1 does when busy (and a Durable Object namespace whose objects reset), nothing
// escapes the scheduled handler, and the next run with the store back does the work the failed one could
// not (here: retention drops a line past its account's retention).
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../src/index";
import { allStoredLines, createAccount, ingest } from "../helpers";

const DAY_MS = 86_400_000;
const lineTexts = async (accountId: string) => (await allStoredLines(accountId)).map((l) => l.line);
const busy = () => new Error("D1_ERROR: database is locked: SQLITE_BUSY");

/** A D1 binding whose every statement fails as a busy D1 does. */
function busyDb(): D1Database {
  const statement: Record<string, unknown> = new Proxy(
    {},
    { get: (_t, prop) => (prop === "bind" ? () => statement : () => Promise.reject(busy())) },
  );
  return new Proxy(env.DB, {
    get: (target, prop) =>
      prop === "prepare"
        ? () => statement
        : prop === "batch" || prop === "exec"
          ? () => Promise.reject(busy())
          : Reflect.get(target, prop),
  });
}

/** A Durable Object namespace whose every call fails as an object that was reset. */
function resettingNamespace<T extends object>(ns: T): T {
  const reset = () =>
    Promise.reject(
      Object.assign(new Error("Durable Object reset because its code was updated."), { retryable: true }),
    );
  const stub = new Proxy({}, { get: () => reset });
  return new Proxy(ns, { get: (target, prop) => (prop === "get" ? () => stub : Reflect.get(target, prop)) });
}

async function runCron(cron: string, bindings: Cloudflare.Env) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron }), bindings, ctx);
  await waitOnExecutionContext(ctx);
}

afterEach(() => vi.restoreAllMocks());

describe("the Cron Trigger's jobs with a busy or reset store", () => {
  it("fail one by one, throw nothing out of the handler, and do their work on the next run", async () => {
    const account = await createAccount("busy-store");
    const now = Date.now();
    const res = await ingest(account.ingestion_key, {
      lines: [{ line: "old", timestamp: now - 31 * DAY_MS }],
    });
    expect(res.status).toBe(200);
    await ingest(account.ingestion_key, { lines: [{ line: "new", timestamp: now - 60_000 }] });

    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const broken = {
      ...env,
      DB: busyDb(),
      LOG_SLICE: resettingNamespace(env.LOG_SLICE),
    } as unknown as Cloudflare.Env;
    for (const cron of ["* * * * *", "*/15 * * * *"])
      await expect(runCron(cron, broken)).resolves.toBeUndefined();
    // Each job that met the store said so, by name; none took the others down.
    const failed = errors.mock.calls.filter((c) => c[1] === "failed").map((c) => c[0]);
    expect(failed).toEqual(expect.arrayContaining(["retention", "alerts", "archive"]));
    expect(await lineTexts(account.account_id)).toEqual(["old", "new"]);

    errors.mockClear();
    await runCron("*/15 * * * *", env);
    expect(errors.mock.calls.filter((c) => c[1] === "failed").map((c) => c[0])).toEqual([]);
    expect(await lineTexts(account.account_id)).toEqual(["new"]);
  });
});
