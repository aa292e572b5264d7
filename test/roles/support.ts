// Helpers for the keys, members, groups and roles tests: members and their keys made through the API.
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { call, type TestAccount } from "../helpers";

export type Role = "admin" | "member" | "readonly";

/** Calls the API with any key. */
export const as = (key: string) => ({
  get: (path: string) => call("GET", path, { key }),
  post: (path: string, body?: unknown) => call("POST", path, { key, body: body ?? {} }),
  put: (path: string, body?: unknown) => call("PUT", path, { key, body: body ?? {} }),
  patch: (path: string, body?: unknown) => call("PATCH", path, { key, body: body ?? {} }),
  delete: (path: string) => call("DELETE", path, { key }),
});

/** Adds a member (with the account's owner key) and gives it a service key; answers the key. */
export async function memberWithKey(
  account: TestAccount,
  email: string,
  role: Role,
  groups: string[] = [],
): Promise<string> {
  const owner = as(account.service_key);
  const member = await owner.post("/v1/config/members", { email, role, groups });
  expect(member.status, JSON.stringify(member.body)).toBe(200);
  const key = await owner.post("/v1/config/keys?type=service", { name: `${email} key`, member: email });
  expect(key.status, JSON.stringify(key.body)).toBe(200);
  return key.body.key;
}

/** The account's owner as a member row (the API never assigns `owner`), with a key of its own. */
export async function ownerMemberWithKey(account: TestAccount, email: string): Promise<string> {
  await env.DB.prepare(
    "INSERT INTO members (id, account_id, email, email_key, role) VALUES (?, ?, ?, ?, 'owner')",
  )
    .bind(crypto.randomUUID(), account.account_id, email, email.toLowerCase())
    .run();
  const key = await as(account.service_key).post("/v1/config/keys?type=service", {
    name: "owner",
    member: email,
  });
  expect(key.status, JSON.stringify(key.body)).toBe(200);
  return key.body.key;
}

export async function countRows(table: string, accountId: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE account_id = ?`)
    .bind(accountId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
