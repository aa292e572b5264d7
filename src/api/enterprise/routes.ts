// The Enterprise API (`/v2/enterprise...`), authenticated with an enterprise key (src/api/enterprise/auth.ts):
// the enterprise, its keys, and the accounts it owns (create one, attach an existing one with that account's
// consent, detach). With the same key and `x-delegate-account-id`, every account API acts on one child
// account. The legacy `/v1/enterprise/*` endpoints answer 410 ESUPERSEDED, naming this API.
import { z } from "@hono/zod-openapi";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, apiKeys, enterpriseKeys, enterprises, members } from "../../db/schema";
import { DELEGATE_HEADER, requireEnterpriseKey } from "../../http/enterprise-auth";
import { ApiError, notFound } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse, V1ErrorSchema } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { generateSecret, sha256Hex } from "../../lib/secrets";
import { createAccountWithKeys, presentCreatedAccount } from "../admin/store";

const tags = ["Enterprise"];
const base = "/v2/enterprise";
export const ENTERPRISE_KEY_SCHEME = "EnterpriseKey";
export const MAX_ENTERPRISE_KEYS = 20;
export const MAX_ENTERPRISE_ACCOUNTS = 1000;

const enterpriseSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    created: z.number().int().openapi({ description: "Unix seconds" }),
    accounts: z.number().int().openapi({ description: "How many accounts it owns" }),
    keys: z.number().int().openapi({ description: "How many enterprise keys it has" }),
  })
  .openapi("Enterprise");
const keySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    created: z.number().int().openapi({ description: "Unix seconds" }),
  })
  .openapi("EnterpriseKey");
const createdKeySchema = keySchema
  .extend({ key: z.string().openapi({ description: "The key in full: shown this once, never again" }) })
  .openapi("CreatedEnterpriseKey");
const accountSchema = z
  .object({
    account_id: z.string(),
    name: z.string(),
    plan: z.string(),
    retention_days: z.number().int(),
    created: z.number().int().openapi({ description: "Unix seconds" }),
  })
  .openapi("EnterpriseAccount");
export const createdAccountSchema = accountSchema
  .extend({
    service_key: z.string().openapi({ description: "The new account's service key: shown this once" }),
    ingestion_key: z.string().openapi({ description: "The new account's ingestion key: shown this once" }),
  })
  .openapi("CreatedEnterpriseAccount");

const keyCreateSchema = z
  .strictObject({ name: z.string().trim().min(1).max(256).optional() })
  .openapi("EnterpriseKeyCreate");
export const accountCreateSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(256),
    retention_days: z.int().min(1).max(3650).optional().openapi({ description: "Default 30" }),
  })
  .openapi("EnterpriseAccountCreate");
const attachSchema = z
  .strictObject({
    service_key: z.string().min(1).max(256).openapi({
      description: "A service key of the account, of its owner or an admin: proof that the account consents",
    }),
  })
  .openapi("EnterpriseAccountAttach");

const keyParams = z.object({
  key_id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "key_id", in: "path" } }),
});
const accountParams = z.object({
  account_id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "account_id", in: "path" } }),
});

const unixSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
type AccountRow = typeof accounts.$inferSelect;
const presentAccount = (a: AccountRow) => ({
  account_id: a.id,
  name: a.name,
  plan: a.plan,
  retention_days: a.retentionDays,
  created: unixSeconds(a.createdAt),
});
const presentKey = (k: { id: string; name: string; createdAt: string }) => ({
  id: k.id,
  name: k.name,
  created: unixSeconds(k.createdAt),
});

const countAccounts = async (db: Db, enterpriseId: string) =>
  (await db.select({ n: count() }).from(accounts).where(eq(accounts.enterpriseId, enterpriseId)).get())?.n ??
  0;

function assertRoomForAccount(accountCount: number) {
  if (accountCount >= MAX_ENTERPRISE_ACCOUNTS) {
    throw new ApiError("ECONFLICT", `An enterprise owns at most ${MAX_ENTERPRISE_ACCOUNTS} accounts`);
  }
}

const secured = { scheme: ENTERPRISE_KEY_SCHEME } as const;
const DELEGATION_NOTE =
  `The same key acts on one child account through every account API when the request carries ` +
  `\`${DELEGATE_HEADER}: <account_id>\` (owner rights). Without the header an account API answers 403; ` +
  "an account that is not this enterprise's answers 404.";

const router = createRouter();
router.openAPIRegistry.registerComponent("securitySchemes", ENTERPRISE_KEY_SCHEME, {
  type: "apiKey",
  in: "header",
  name: "Authorization",
  description:
    "`Token <enterprise key>` (a `servicekey` header or HTTP Basic also work). Enterprise keys are made with " +
    "`npm run enterprise:create` and `POST /v2/enterprise/keys`; an account's keys are refused (403).",
});
router.use(base, requireEnterpriseKey);
router.use(`${base}/*`, requireEnterpriseKey);

// Every method and sub-path of the legacy API: one documented route per method, one handler for all.
const SUPERSEDED_MESSAGE =
  "The v1 enterprise API is superseded: use the Enterprise API under /v2/enterprise (GET /v2/enterprise, " +
  "/v2/enterprise/keys, /v2/enterprise/accounts) with an enterprise key; act on a child account with " +
  `any account API and the ${DELEGATE_HEADER} header`;
for (const method of ["get", "post", "put", "delete"] as const) {
  router.openAPIRegistry.registerPath({
    method,
    path: "/v1/enterprise/{path}",
    tags: ["Enterprise v1"],
    summary: "Legacy enterprise API (superseded)",
    description: `Any method, any path under /v1/enterprise answers 410 ESUPERSEDED. ${SUPERSEDED_MESSAGE}.`,
    security: [],
    request: { params: z.object({ path: z.string().openapi({ param: { name: "path", in: "path" } }) }) },
    responses: {
      410: {
        description: "Superseded by the Enterprise API",
        content: {
          "application/json": {
            schema: V1ErrorSchema,
          },
        },
      },
    },
  });
}
const superseded = () => {
  throw new ApiError("ESUPERSEDED", SUPERSEDED_MESSAGE);
};
router.all("/v1/enterprise", superseded);
router.all("/v1/enterprise/*", superseded);

export const enterpriseRouter = router
  .openapi(
    defineRoute({
      method: "get",
      path: base,
      tags,
      summary: "Get the enterprise",
      description: `The enterprise of the key. ${DELEGATION_NOTE}`,
      responses: { 200: jsonResponse(enterpriseSchema, "The enterprise") },
      ...secured,
    }),
    async (c) => {
      const { enterpriseId } = c.get("enterprise");
      const db = c.get("db");
      const [row, keys, owned] = await db.batch([
        db.select().from(enterprises).where(eq(enterprises.id, enterpriseId)),
        db.select({ n: count() }).from(enterpriseKeys).where(eq(enterpriseKeys.enterpriseId, enterpriseId)),
        db.select({ n: count() }).from(accounts).where(eq(accounts.enterpriseId, enterpriseId)),
      ]);
      if (!row[0]) throw notFound("Enterprise");
      return c.json(
        {
          id: row[0].id,
          name: row[0].name,
          created: unixSeconds(row[0].createdAt),
          accounts: owned[0]?.n ?? 0,
          keys: keys[0]?.n ?? 0,
        },
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/keys`,
      tags,
      summary: "List enterprise keys",
      description: "Never the keys themselves: a key is shown once, when it is created.",
      responses: { 200: jsonResponse(z.array(keySchema), "The enterprise's keys, oldest first") },
      ...secured,
    }),
    async (c) => {
      const rows = await c
        .get("db")
        .select()
        .from(enterpriseKeys)
        .where(eq(enterpriseKeys.enterpriseId, c.get("enterprise").enterpriseId))
        .orderBy(asc(enterpriseKeys.createdAt), asc(enterpriseKeys.id))
        .all();
      return c.json(rows.map(presentKey), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: `${base}/keys`,
      tags,
      summary: "Create an enterprise key",
      description: `The key is answered this once; only its SHA-256 is stored. At most ${MAX_ENTERPRISE_KEYS} keys (409).`,
      request: jsonBody(keyCreateSchema),
      responses: { 200: jsonResponse(createdKeySchema, "The new key, with the key itself") },
      errors: [409],
      ...secured,
    }),
    async (c) => {
      const { name } = c.req.valid("json");
      const { enterpriseId } = c.get("enterprise");
      const key = generateSecret();
      const id = crypto.randomUUID();
      // The limit is a condition of the INSERT itself, so concurrent creates cannot pass it together.
      const keyName = name ?? "enterprise key";
      const inserted = await c
        .get("db")
        .run(sql`INSERT INTO enterprise_keys (id, enterprise_id, name, key_hash)
        SELECT ${id}, ${enterpriseId}, ${keyName}, ${await sha256Hex(key)}
        WHERE (SELECT count(*) FROM enterprise_keys WHERE enterprise_id = ${enterpriseId}) < ${MAX_ENTERPRISE_KEYS}`);
      if ((inserted.meta.changes ?? 0) === 0) {
        throw new ApiError("ECONFLICT", `An enterprise has at most ${MAX_ENTERPRISE_KEYS} keys`);
      }
      return c.json({ ...presentKey({ id, name: keyName, createdAt: new Date().toISOString() }), key }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: `${base}/keys/{key_id}`,
      tags,
      summary: "Delete an enterprise key",
      description:
        "The last key of an enterprise cannot be deleted (409): the enterprise would be unreachable.",
      request: { params: keyParams },
      responses: { 200: jsonResponse(z.object({ deleted: z.literal(true) }), "Deleted") },
      errors: [404, 409],
      ...secured,
    }),
    async (c) => {
      const { key_id: keyId } = c.req.valid("param");
      const { enterpriseId } = c.get("enterprise");
      const db = c.get("db");
      const deleted = await db.run(sql`DELETE FROM enterprise_keys
        WHERE id = ${keyId} AND enterprise_id = ${enterpriseId}
          AND (SELECT count(*) FROM enterprise_keys WHERE enterprise_id = ${enterpriseId}) > 1`);
      if ((deleted.meta.changes ?? 0) > 0) return c.json({ deleted: true as const }, 200);
      const exists = await db
        .select({ id: enterpriseKeys.id })
        .from(enterpriseKeys)
        .where(and(eq(enterpriseKeys.id, keyId), eq(enterpriseKeys.enterpriseId, enterpriseId)))
        .get();
      if (!exists) throw notFound("Enterprise key");
      throw new ApiError(
        "ECONFLICT",
        "The last key of an enterprise cannot be deleted: create another first",
      );
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/accounts`,
      tags,
      summary: "List the enterprise's accounts",
      description: `Oldest first. ${DELEGATION_NOTE}`,
      responses: { 200: jsonResponse(z.array(accountSchema), "The accounts") },
      ...secured,
    }),
    async (c) => {
      const rows = await c
        .get("db")
        .select()
        .from(accounts)
        .where(eq(accounts.enterpriseId, c.get("enterprise").enterpriseId))
        .orderBy(asc(accounts.createdAt), asc(accounts.id))
        .limit(MAX_ENTERPRISE_ACCOUNTS)
        .all();
      return c.json(rows.map(presentAccount), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: `${base}/accounts`,
      tags,
      summary: "Create a child account",
      description:
        "A new account owned by the enterprise, with one service key and one ingestion key, answered this " +
        `once. At most ${MAX_ENTERPRISE_ACCOUNTS} accounts per enterprise (409). ${DELEGATION_NOTE}`,
      request: jsonBody(accountCreateSchema),
      responses: { 200: jsonResponse(createdAccountSchema, "The new account and its keys") },
      errors: [409],
      ...secured,
    }),
    async (c) => {
      const body = c.req.valid("json");
      const { enterpriseId } = c.get("enterprise");
      const db = c.get("db");
      assertRoomForAccount(await countAccounts(db, enterpriseId));
      const created = await createAccountWithKeys(db, {
        name: body.name,
        retentionDays: body.retention_days,
        enterpriseId,
      });
      return c.json(presentCreatedAccount(created), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: `${base}/accounts/attach`,
      tags,
      summary: "Attach an existing account",
      description:
        "The account whose `service_key` is sent becomes the enterprise's; the key must be an account key or " +
        "belong to the account's owner or an admin (403 otherwise, 400 for a key of no account), which proves " +
        "the account consents. An account of another enterprise answers 409 (it must be detached there first); " +
        "attaching an account the enterprise already owns answers it unchanged.",
      request: jsonBody(attachSchema),
      responses: { 200: jsonResponse(accountSchema, "The attached account") },
      errors: [409],
      ...secured,
    }),
    async (c) => {
      const { service_key: serviceKey } = c.req.valid("json");
      const { enterpriseId } = c.get("enterprise");
      const db = c.get("db");
      const found = await db
        .select({
          type: apiKeys.type,
          accountId: apiKeys.accountId,
          memberId: apiKeys.memberId,
          role: members.role,
          enterpriseId: accounts.enterpriseId,
        })
        .from(apiKeys)
        .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
        .leftJoin(members, eq(members.id, apiKeys.memberId))
        .where(eq(apiKeys.keyHash, await sha256Hex(serviceKey)))
        .get();
      if (!found) {
        throw new ApiError("EVALIDATION", "Validation failed: service_key is not a key of any account", [
          { path: ["service_key"], message: "not a key of any account" },
        ]);
      }
      if (found.type !== "service") {
        throw new ApiError(
          "EFORBIDDEN",
          "service_key is an ingestion key: send a service key of the account",
        );
      }
      if (found.memberId !== null && found.role !== "owner" && found.role !== "admin") {
        throw new ApiError("EFORBIDDEN", "service_key must belong to the account's owner or an admin");
      }
      if (found.enterpriseId !== enterpriseId) assertRoomForAccount(await countAccounts(db, enterpriseId));
      // One conditional UPDATE: of two enterprises attaching the same account at once, one wins.
      const [attached] = await db
        .update(accounts)
        .set({ enterpriseId, updatedAt: new Date().toISOString() })
        .where(
          and(
            eq(accounts.id, found.accountId),
            sql`(${accounts.enterpriseId} IS NULL OR ${accounts.enterpriseId} = ${enterpriseId})`,
          ),
        )
        .returning();
      if (!attached) throw new ApiError("ECONFLICT", "The account belongs to another enterprise");
      return c.json(presentAccount(attached), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: `${base}/accounts/{account_id}`,
      tags,
      summary: "Detach an account",
      description:
        "The account leaves the enterprise and goes on by itself (its data and keys stay); the enterprise's " +
        "keys no longer reach it. 404 for an account the enterprise does not own.",
      request: { params: accountParams },
      responses: {
        200: jsonResponse(z.object({ account_id: z.string(), detached: z.literal(true) }), "Detached"),
      },
      errors: [404],
      ...secured,
    }),
    async (c) => {
      const { account_id: accountId } = c.req.valid("param");
      const [detached] = await c
        .get("db")
        .update(accounts)
        .set({ enterpriseId: null, updatedAt: new Date().toISOString() })
        .where(and(eq(accounts.id, accountId), eq(accounts.enterpriseId, c.get("enterprise").enterpriseId)))
        .returning({ id: accounts.id });
      if (!detached) throw notFound("Account");
      return c.json({ account_id: detached.id, detached: true as const }, 200);
    },
  );
