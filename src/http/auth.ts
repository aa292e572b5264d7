// Authentication: a key is looked up by its SHA-256 in one indexed query that also loads the account.
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { accounts, apiKeys } from "../db/schema";
import type { AppEnv } from "../env";
import { sha256Hex } from "../lib/secrets";
import { ApiError } from "./errors";

/**
 * Reads the presented key. Every API takes `Authorization: Token <key>`; the v1/v2 APIs also take
 * the LogDNA-era `servicekey` header and HTTP Basic with the key as the user name.
 */
export function presentedKey(headers: Headers, legacyForms: boolean): string | null {
  const authorization = headers.get("authorization")?.trim() ?? "";
  const token = /^Token\s+(\S+)$/i.exec(authorization);
  if (token) return token[1];
  if (!legacyForms) return null;
  const servicekey = headers.get("servicekey")?.trim();
  if (servicekey) return servicekey;
  const basic = /^Basic\s+(\S+)$/i.exec(authorization);
  if (basic) {
    try {
      const user = atob(basic[1]).split(":")[0];
      return user || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The key and its account, by the key's hash: one indexed query. */
async function findKey(c: Context<AppEnv>, key: string) {
  return c
    .get("db")
    .select({ key: apiKeys, account: accounts })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(eq(apiKeys.keyHash, await sha256Hex(key)))
    .get();
}

function setCaller(c: Context<AppEnv>, row: NonNullable<Awaited<ReturnType<typeof findKey>>>) {
  c.set("caller", {
    accountId: row.account.id,
    keyId: row.key.id,
    keyType: row.key.type,
    account: row.account,
  });
}

/** Management APIs: a service key is required; an ingestion key is recognised but refused. */
export const requireServiceKey = createMiddleware<AppEnv>(async (c, next) => {
  const legacy = /^\/(v1|v2)\//.test(c.req.path);
  const key = presentedKey(c.req.raw.headers, legacy);
  if (!key) {
    const how = legacy
      ? "'Authorization: Token <key>', a servicekey header or Basic auth"
      : "'Authorization: Token <key>'";
    throw new ApiError("EUNAUTHORIZED", `Missing service key: send ${how}`);
  }
  const row = await findKey(c, key);
  if (!row) throw new ApiError("EUNAUTHORIZED", "Unknown key");
  if (row.key.type !== "service") {
    throw new ApiError("EFORBIDDEN", "An ingestion key cannot call the management APIs; use a service key");
  }
  setCaller(c, row);
  await next();
});

/** The ingestion API: an ingestion key in an `apikey` header, HTTP Basic (key as user name) or `Token`. */
export const requireIngestionKey = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header("apikey")?.trim() || presentedKey(c.req.raw.headers, true);
  if (!key) {
    throw new ApiError(
      "EUNAUTHORIZED",
      "Missing ingestion key: send an apikey header, Basic auth with the key as user name, or 'Authorization: Token <key>'",
    );
  }
  const row = await findKey(c, key);
  if (!row) throw new ApiError("EUNAUTHORIZED", "Unknown key");
  if (row.key.type !== "ingestion") {
    throw new ApiError("EFORBIDDEN", "A service key cannot ingest lines; use an ingestion key");
  }
  setCaller(c, row);
  await next();
});
