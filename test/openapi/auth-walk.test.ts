// Every secured route of the OpenAPI document refuses a request without a key, with an unknown key and
// with an ingestion key, with the documented status and body.
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, type TestAccount, workerFetch } from "../helpers";
import { fillPath, isDocumentedError, type Operation, operations } from "./document";

let ops: Operation[];
let account: TestAccount;

beforeAll(async () => {
  ops = (await operations()).filter((o) => o.secured);
  account = await createAccount();
});

async function send(op: Operation, authorization: string | null) {
  const headers: Record<string, string> = {};
  if (authorization) headers.authorization = authorization;
  if (op.hasBody) headers["content-type"] = "application/json";
  const path = fillPath(op.path, () => crypto.randomUUID());
  const res = await workerFetch(`https://api.test${path}`, {
    method: op.method,
    headers,
    body: op.hasBody ? "{}" : undefined,
  });
  return { path, status: res.status, body: (await res.json().catch(() => null)) as any };
}

describe("authentication on every documented route", () => {
  it("documents a meaningful number of secured routes", () => {
    expect(ops.length).toBeGreaterThan(30);
  });

  const cases: [string, () => string | null, number, string][] = [
    ["no key", () => null, 401, "EUNAUTHORIZED"],
    ["an unknown key", () => `Token ${"0".repeat(64)}`, 401, "EUNAUTHORIZED"],
    ["an ingestion key", () => `Token ${account.ingestion_key}`, 403, "EFORBIDDEN"],
  ];
  for (const [name, authorization, status, code] of cases) {
    it(`refuses ${name}`, async () => {
      for (const op of ops) {
        const res = await send(op, authorization());
        const where = `${op.method} ${op.path}`;
        expect(res.status, where).toBe(status);
        expect(res.body?.code, where).toBe(code);
        expect(isDocumentedError(res.path, status, res.body), `${where}: ${JSON.stringify(res.body)}`).toBe(
          true,
        );
      }
    });
  }
});
