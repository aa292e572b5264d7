// No request is ever answered 500 (src/http/errors.ts, src/http/server-errors.ts): a storage failure a retry
// can get past is a 503 with Retry-After; a failure nobody planned for is a 503 too, logged and noted, so the
// suite's check (test/setup.ts) fails the test that caused it. These requests are sent with a D1 binding that
// fails the way D1 and Durable Objects fail.
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { takeServerErrors } from "../../src/http/server-errors";
import worker from "../../src/index";
import { failingDb } from "../d1-doubles";
import { createAccount } from "../helpers";

async function send(db: D1Database, key: string) {
  const res = await worker.fetch(
    new Request("https://api.test/v3/pipeline", { headers: { authorization: `Token ${key}` } }),
    { ...env, DB: db } as Cloudflare.Env,
    createExecutionContext(),
  );
  return {
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    body: (await res.json()) as Record<string, unknown>,
  };
}

describe("no 500, ever", () => {
  it.each([
    ["D1 busy", () => new Error("D1_ERROR: database is locked: SQLITE_BUSY")],
    ["D1 connection lost", () => new Error("D1_ERROR: Network connection lost.")],
    ["D1 overloaded", () => new Error("D1 DB is overloaded. Requests queued for too long.")],
    [
      "a Durable Object reset",
      () =>
        Object.assign(new Error("Durable Object reset because its code was updated."), {
          durableObjectReset: true,
        }),
    ],
    [
      "a retryable error",
      () => Object.assign(new Error("Internal error in Durable Object storage"), { retryable: true }),
    ],
  ])("%s: 503 EUNAVAILABLE with Retry-After, not noted as a server error", async (_what, error) => {
    // A new key: the key lookup, not an isolate cache, meets the failing database.
    const { service_key } = await createAccount("no-500");
    const res = await send(failingDb(error), service_key);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: "EUNAVAILABLE", status: 503 });
    expect(Number(res.retryAfter)).toBeGreaterThan(0);
    expect(takeServerErrors()).toEqual([]);
  });

  it("a failure nobody planned for: 503 with Retry-After to the client, noted for this suite's check", async () => {
    const { service_key } = await createAccount("no-500-bug");
    const res = await send(
      failingDb(() => new TypeError("cannot read properties of undefined")),
      service_key,
    );
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: "EUNAVAILABLE" });
    expect(res.retryAfter).toBe("5");
    // What test/setup.ts would have failed this test with (taken here, so this test passes).
    expect(takeServerErrors()).toEqual(["unhandled GET /v3/pipeline"]);
  });
});
