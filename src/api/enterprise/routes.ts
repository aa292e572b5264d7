// The Enterprise API (`/v2/enterprise...`), authenticated with an enterprise key (src/api/enterprise/auth.ts):
// the enterprise, its keys, and the accounts it owns (create one, attach an existing one with that account's
// consent, detach). With the same key and `x-delegate-account-id`, every account API acts on one child
// account. The legacy `/v1/enterprise/*` endpoints answer 410 ESUPERSEDED, naming this API.
import { z } from "@hono/zod-openapi";
import { DELEGATE_HEADER, requireEnterpriseKey } from "../../http/enterprise-auth";
import { ApiError, notFound } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse, V1ErrorSchema } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { generateSecret, sha256Hex } from "../../lib/secrets";
import { presentCreatedAccount } from "../admin/present";
import { createAccountWithKeys } from "../admin/store";
import { presentAccount, presentEnterprise, presentKey } from "./present";
import { accountCreateSchema, accountSchema, createdAccountSchema } from "./schemas";
import {
  accountKeyByHash,
  attachAccount,
  countAccounts,
  deleteEnterpriseKeyUnlessLast,
  detachAccount,
  enterpriseKeyExists,
  enterpriseWithCounts,
  insertEnterpriseKeyWithin,
  listEnterpriseAccounts,
  listEnterpriseKeys,
} from "./store";

const tags = ["Enterprise"];
const base = "/v2/enterprise";
const ENTERPRISE_KEY_SCHEME = "EnterpriseKey";
const MAX_ENTERPRISE_KEYS = 20;
const MAX_ENTERPRISE_ACCOUNTS = 1000;

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
const keyCreateSchema = z
  .strictObject({ name: z.string().trim().min(1).max(256).optional() })
  .openapi("EnterpriseKeyCreate");
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
      const { enterprise, ...counts } = await enterpriseWithCounts(db, enterpriseId);
      if (!enterprise) throw notFound("Enterprise");
      return c.json(presentEnterprise(enterprise, counts), 200);
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
      const rows = await listEnterpriseKeys(c.get("db"), c.get("enterprise").enterpriseId);
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
      const keyName = name ?? "enterprise key";
      const inserted = await insertEnterpriseKeyWithin(
        c.get("db"),
        enterpriseId,
        { id, name: keyName, keyHash: await sha256Hex(key) },
        MAX_ENTERPRISE_KEYS,
      );
      if (!inserted) {
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
      if (await deleteEnterpriseKeyUnlessLast(db, enterpriseId, keyId))
        return c.json({ deleted: true as const }, 200);
      if (!(await enterpriseKeyExists(db, enterpriseId, keyId))) throw notFound("Enterprise key");
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
      const rows = await listEnterpriseAccounts(
        c.get("db"),
        c.get("enterprise").enterpriseId,
        MAX_ENTERPRISE_ACCOUNTS,
      );
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
      const found = await accountKeyByHash(db, await sha256Hex(serviceKey));
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
      const attached = await attachAccount(db, enterpriseId, found.accountId);
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
      const detached = await detachAccount(c.get("db"), c.get("enterprise").enterpriseId, accountId);
      if (!detached) throw notFound("Account");
      return c.json({ account_id: detached, detached: true as const }, 200);
    },
  );
