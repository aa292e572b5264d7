// Authentication: a key is looked up by its SHA-256 in one indexed query that also loads the account and,
// for a member's key, the member's role and the access scopes of the member's groups.
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { accounts, apiKeys, memberGroupAssignments, memberGroups, members } from "../db/schema";
import type { AppEnv, Caller } from "../env";
import { sha256Hex } from "../lib/secrets";
import { delegatedCaller, isEnterprisePath } from "./enterprise-auth";
import { ApiError } from "./errors";
import { KeyCache, STALE_IF_ERROR_MS } from "./key-cache";
import { presentedKey } from "./presented-key";

/**
 * The key, its account, its member's role and its member's groups' scopes, by the key's hash: one query
 * (a row per group of the member; one row for a key without member or groups), every join on an index.
 * `staleIfError` (ingestion): when D1 fails, a key this isolate knew within STALE_IF_ERROR_MS is
 * answered as it was, so that ingestion goes on through a D1 outage; the management APIs need D1 for nearly
 * everything they do, and answer 503 instead.
 */
async function findKey(c: Context<AppEnv>, key: string, staleIfError = false): Promise<KeyRow | null> {
  const hash = await sha256Hex(key);
  // Unknown keys are not cached: a key created in another isolate works at once.
  return keyCache.readThrough(
    hash,
    () => lookUpKey(c, hash),
    (row) => row.account.id,
    {
      what: "key lookup",
      staleIfError,
    },
  );
}

async function lookUpKey(c: Context<AppEnv>, hash: string): Promise<KeyRow | null> {
  const rows = await c
    .get("db")
    .select({ key: apiKeys, account: accounts, role: members.role, scopes: memberGroups.accessScopes })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .leftJoin(members, and(eq(members.id, apiKeys.memberId), eq(members.accountId, apiKeys.accountId)))
    .leftJoin(memberGroupAssignments, eq(memberGroupAssignments.memberId, members.id))
    .leftJoin(memberGroups, eq(memberGroups.id, memberGroupAssignments.groupId))
    .where(eq(apiKeys.keyHash, hash))
    .all();
  if (rows.length === 0) return null;
  const { key: keyRow, account, role } = rows[0];
  const scopes = rows.flatMap((r) => r.scopes ?? []);
  return {
    key: keyRow,
    account,
    // An account key (no member) acts as the owner; a member key whose member is gone (never: the key is
    // deleted with it) would get the least rights.
    role: keyRow.memberId === null ? "owner" : (role ?? "readonly"),
    // No group with scopes: the member sees every line.
    accessScopes: scopes.length > 0 ? [...new Set(scopes)] : null,
  };
}

/**
 * Key lookups of this isolate (src/http/key-cache.ts: bounded, 10 s, dropped by the isolate's own writes,
 * kept up to STALE_IF_ERROR_MS for ingestion while D1 fails).
 */
export const keyCache = new KeyCache<KeyRow>(undefined, undefined, STALE_IF_ERROR_MS);

/** The areas whose writes change what a cached key lookup holds: keys, members, groups, the account. */
const KEY_ROW_AREAS = /^\/v1\/config\/(keys|members|groups|ingestion)(\/|$)|^\/v3\/pipeline\/account$/;

/** A per-isolate cache whose entries belong to accounts (src/http/key-cache.ts). */
interface AccountEntries {
  dropAccount(accountId: string): void;
  clear(): void;
}

/**
 * After a successful write to one of `areas`: `cache`'s entries of the caller's account are dropped (the
 * write may have changed what they hold); all of them after an enterprise write (it may create, change or
 * delete child accounts and their keys). Other writes (pipelines, nodes, ...) keep the cache, so editing a
 * pipeline stays cheap.
 */
export const dropAfterWrite = (cache: AccountEntries, areas: RegExp) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (["GET", "HEAD", "OPTIONS"].includes(c.req.method) || c.res.status >= 400) return;
    const caller = c.get("caller") as Caller | undefined;
    if (isEnterprisePath(c.req.path) || caller?.enterpriseId) cache.clear();
    else if (caller && areas.test(c.req.path)) cache.dropAccount(caller.accountId);
  });

/**
 * The cached keys of an account after a write that may have revoked a key, changed a role, a group's scopes,
 * the account's settings or its suspension.
 */
export const dropCachedKeysAfterWrite = dropAfterWrite(keyCache, KEY_ROW_AREAS);

interface KeyRow {
  key: typeof apiKeys.$inferSelect;
  account: typeof accounts.$inferSelect;
  role: Caller["role"];
  accessScopes: string[] | null;
}

function setCaller(c: Context<AppEnv>, row: KeyRow) {
  c.set("caller", {
    accountId: row.account.id,
    keyId: row.key.id,
    keyType: row.key.type,
    account: row.account,
    role: row.role,
    memberId: row.key.memberId,
    accessScopes: row.accessScopes,
  });
}

/** Management APIs: a service key is required; an ingestion key is recognised but refused. */
export const requireServiceKey = createMiddleware<AppEnv>(async (c, next) => {
  // The enterprise API authenticates its own (enterprise) keys.
  if (isEnterprisePath(c.req.path)) return next();
  const legacy = /^\/(v1|v2|ws)\//.test(c.req.path);
  const key = presentedKey(c.req.raw.headers, legacy);
  if (!key) {
    const how = legacy
      ? "'Authorization: Token <key>', a servicekey header or Basic auth"
      : "'Authorization: Token <key>'";
    throw new ApiError("EUNAUTHORIZED", `Missing service key: send ${how}`);
  }
  const row = await findKey(c, key);
  if (!row) {
    const delegated = await delegatedCaller(c, key);
    if (!delegated) throw new ApiError("EUNAUTHORIZED", "Unknown key");
    c.set("caller", delegated);
    return next();
  }
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
  const row = await findKey(c, key, true);
  if (!row) throw new ApiError("EUNAUTHORIZED", "Unknown key");
  if (row.key.type !== "ingestion") {
    throw new ApiError("EFORBIDDEN", "A service key cannot ingest lines; use an ingestion key");
  }
  setCaller(c, row);
  await next();
});
