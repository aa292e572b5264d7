// Enterprise keys. An enterprise key (enterprise_keys, SHA-256 only) authenticates two things:
// - the enterprise API (`/v2/enterprise...`), through `requireEnterpriseKey`, which that router runs
//   itself (requireServiceKey skips the paths `isEnterprisePath` names);
// - any account API by delegation: with `x-delegate-account-id: <account id>` naming an account of the
//   key's enterprise, the request acts on that account with owner rights, and on no other.
// Refusals: an enterprise key without the header answers 403 (it is a valid key, not allowed to act on
// an account by itself); a header naming an account that is not the enterprise's (unknown, or another
// enterprise's, or no enterprise's) answers 404, so it reveals nothing about other accounts.
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { accounts, apiKeys, enterpriseKeys, enterprises } from "../db/schema";
import type { AppEnv, Caller } from "../env";
import { sha256Hex } from "../lib/secrets";
import { ApiError } from "./errors";
import { presentedKey } from "./presented-key";

export const DELEGATE_HEADER = "x-delegate-account-id";

/** The enterprise an enterprise-API request acts for, set by `requireEnterpriseKey`. */
export interface EnterpriseCaller {
  enterpriseId: string;
  name: string;
  keyId: string;
}

declare module "hono" {
  interface ContextVariableMap {
    enterprise: EnterpriseCaller;
  }
}

/** The enterprise API and the legacy v1 enterprise paths (which answer 410 whatever the key). */
export function isEnterprisePath(path: string): boolean {
  return /^\/v[12]\/enterprise(\/|$)/.test(path);
}

async function findEnterpriseKey(c: Context<AppEnv>, key: string) {
  return c
    .get("db")
    .select({ keyId: enterpriseKeys.id, enterpriseId: enterprises.id, name: enterprises.name })
    .from(enterpriseKeys)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseKeys.enterpriseId))
    .where(eq(enterpriseKeys.keyHash, await sha256Hex(key)))
    .get();
}

/**
 * When `key` is not an account key: an enterprise key with `x-delegate-account-id` naming one of its accounts
 * acts on that account. Returns the caller, or null when the key is not an enterprise key.
 */
export async function delegatedCaller(c: Context<AppEnv>, key: string): Promise<Caller | null> {
  const found = await findEnterpriseKey(c, key);
  if (!found) return null;
  const accountId = c.req.header(DELEGATE_HEADER)?.trim();
  if (!accountId) {
    throw new ApiError(
      "EFORBIDDEN",
      `An enterprise key acts on an account only with an ${DELEGATE_HEADER} header naming one of its accounts`,
    );
  }
  const account =
    accountId.length <= 128
      ? await c.get("db").select().from(accounts).where(eq(accounts.id, accountId)).get()
      : undefined;
  if (account?.enterpriseId !== found.enterpriseId) {
    throw new ApiError("ENOTFOUND", `${DELEGATE_HEADER} names no account of this enterprise`);
  }
  return {
    accountId: account.id,
    keyId: found.keyId,
    keyType: "service",
    account,
    role: "owner",
    memberId: null,
    accessScopes: null,
    enterpriseId: found.enterpriseId,
  };
}

/** The enterprise API: an enterprise key is required; an account's key is recognised and refused. */
export const requireEnterpriseKey = createMiddleware<AppEnv>(async (c, next) => {
  const key = presentedKey(c.req.raw.headers, true);
  if (!key) {
    throw new ApiError(
      "EUNAUTHORIZED",
      "Missing enterprise key: send 'Authorization: Token <key>', a servicekey header or Basic auth",
    );
  }
  const found = await findEnterpriseKey(c, key);
  if (!found) {
    const accountKey = await c
      .get("db")
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, await sha256Hex(key)))
      .get();
    if (accountKey) {
      throw new ApiError(
        "EFORBIDDEN",
        "An account's key cannot call the enterprise API; use an enterprise key",
      );
    }
    throw new ApiError("EUNAUTHORIZED", "Unknown key");
  }
  c.set("enterprise", found);
  await next();
});
