// API keys (v1): `/v1/config/keys[/{keyId}]?type=ingestion|service`. A key is 256 random bits shown in full
// in the answer that creates it. It is found by its SHA-256; a sealed copy (src/lib/sealed-secrets.ts) lets
// the API key that created it, and only that one, read it again with GET /v1/config/keys/{keyId} (the logdna
// provider's logdna_key reads `key` there after create). Lists, and reads by any other key, leave `key` out.
// A service key may belong to a member (`member`, an email; default: the caller's own member), whose role
// and groups then apply to it; a key of no member is an account key (owner rights).
// Limits: 10 ingestion and 20 service keys per account (409), and the last service key cannot be deleted
// (409): both are conditions of the one statement that inserts or deletes, so concurrent calls cannot pass
// them together.
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/client";
import type { Bindings, Caller } from "../../env";
import { ApiError, notFound } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { SECRET_MASK, SecretsKeyMissing, secretBox } from "../../lib/sealed-secrets";
import { generateSecret, sha256Hex } from "../../lib/secrets";
import { assertMayTouch, memberByEmail } from "../members/store";
import { presentKey } from "./present";
import { deleteKeyUnlessLastService, insertKeyWithin, keyById, listKeys, renameKey } from "./store";

const tags = ["Keys"];
const base = "/v1/config/keys";
const KEY_LIMITS = { ingestion: 10, service: 20 } as const;
const keyTypes = ["service", "ingestion"] as const;
type KeyType = (typeof keyTypes)[number];

const typeParam = z.enum(keyTypes).openapi({ description: "service (management APIs) or ingestion" });
const nameField = z.string().trim().min(1).max(256);
const createSchema = z
  .strictObject({
    // Optional: the terraform provider (request_types.go, `keyRequest.Name` is omitempty) sends `{}` when the
    // user gives no name, and Mezmo then names the key itself.
    name: nameField
      .optional()
      .openapi({ description: "Default: a generated name (`<type> key <id prefix>`)" }),
    type: typeParam.optional().openapi({ description: "The key's type, when not given as `?type=`" }),
    member: z
      .email({ error: "member must be an email address" })
      .max(320)
      .optional()
      .openapi({
        description:
          "Service keys: the member (email) the key belongs to, whose role and groups apply to it. Default: " +
          "the caller's member; a caller with an account key creates an account key (owner rights).",
      }),
  })
  .openapi("KeyCreate");
// `{}` (the provider's body when the name was removed, `keyRequest.Name` omitempty) renames nothing.
const renameSchema = z.strictObject({ name: nameField.optional() }).openapi("KeyRename");

const keySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(keyTypes),
    created: z.number().int().openapi({ description: "Unix milliseconds, as Mezmo documents" }),
    member: z.string().nullable().openapi({ description: "The member's email; null: an account key" }),
  })
  .openapi("Key");
const createdKeySchema = keySchema
  .extend({ key: z.string().openapi({ description: "The key in full" }) })
  .openapi("CreatedKey");
const readKeySchema = keySchema
  .extend({
    key: z.string().optional().openapi({
      description:
        "The key in full: only to the API key that created it (absent for keys created before 2026-11-27)",
    }),
  })
  .openapi("KeyRead");
const params = z.object({
  keyId: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "keyId", in: "path" } }),
});

/** The key itself, if the caller's key created it (see above); undefined otherwise. */
async function keyFor(env: Bindings, caller: Caller, sealed: string | null): Promise<string | undefined> {
  if (sealed === null) return undefined;
  try {
    const key = await (await secretBox(env)).reveal(sealed, caller.keyId);
    return key === SECRET_MASK ? undefined : (key as string);
  } catch {
    return undefined; // SECRETS_KEY not set: the key was shown once
  }
}

/** A new key sealed for its creator; null where no SECRETS_KEY is set (then it is shown once). */
export async function sealKeyFor(env: Bindings, creatorKeyId: string, key: string): Promise<string | null> {
  try {
    return await (await secretBox(env)).seal(key, creatorKeyId);
  } catch (err) {
    if (err instanceof SecretsKeyMissing) return null;
    throw err;
  }
}

/** A key of the caller's account (404 otherwise) that the caller may change: an admin not the owner's. */
async function keyToChange(db: Db, caller: Caller, id: string, what: string) {
  const row = await keyById(db, caller.accountId, id);
  if (!row) throw notFound("Key");
  assertMayTouch(caller, row.memberId === null || row.role === "owner", what);
  return row;
}

/** The member a new key belongs to: the one named, else the caller's; null for an account key. */
async function ownerOf(db: Db, caller: Caller, type: KeyType, email: string | undefined) {
  if (type === "ingestion") {
    if (email !== undefined) {
      throw new ApiError("EVALIDATION", "Validation failed: ingestion keys belong to the account", [
        { path: ["member"], message: "only a service key belongs to a member" },
      ]);
    }
    return null;
  }
  if (email === undefined) return caller.memberId;
  const member = await memberByEmail(db, caller.accountId, email);
  if (!member) {
    throw new ApiError("EVALIDATION", "Validation failed: no such member", [
      { path: ["member"], message: "not a member of this account" },
    ]);
  }
  assertMayTouch(caller, member.role === "owner", "create keys for the owner");
  return member.id;
}

/** The name of a key created without one (Mezmo names such keys itself). */
const defaultKeyName = (type: KeyType, id: string) => `${type} key ${id.slice(0, 8)}`;

export const keysRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: base,
      tags,
      summary: "List API keys",
      description:
        "Never the keys themselves: a key is shown when it is created, and read again by the key that created it.",
      request: { query: z.object({ type: typeParam.optional() }) },
      responses: { 200: jsonResponse(z.array(keySchema), "The account's keys, oldest first") },
    }),
    async (c) => {
      const { type } = c.req.valid("query");
      const { accountId } = c.get("caller");
      const rows = await listKeys(c.get("db"), accountId, type);
      return c.json(rows.map(presentKey), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: base,
      tags,
      summary: "Create an API key",
      description:
        `The answer holds the key in full; afterwards only the calling key reads it again (GET). At most ${KEY_LIMITS.ingestion} ingestion ` +
        `and ${KEY_LIMITS.service} service keys per account (409 beyond). Only the owner creates keys for the owner.`,
      request: { query: z.object({ type: typeParam.optional() }), ...jsonBody(createSchema) },
      responses: { 200: jsonResponse(createdKeySchema, "The new key, with the key itself") },
      errors: [409],
    }),
    async (c) => {
      const body = c.req.valid("json");
      const fromQuery = c.req.valid("query").type;
      if (fromQuery && body.type && fromQuery !== body.type) {
        throw new ApiError("EVALIDATION", "Validation failed: type differs between the query and the body", [
          { path: ["type"], message: `the query says ${fromQuery}` },
        ]);
      }
      const type = fromQuery ?? body.type;
      if (!type) {
        throw new ApiError("EVALIDATION", "Validation failed: type is required (?type=service|ingestion)", [
          { path: ["query", "type"], message: "give service or ingestion" },
        ]);
      }
      const caller = c.get("caller");
      const db = c.get("db");
      const memberId = await ownerOf(db, caller, type, body.member);
      const id = crypto.randomUUID();
      const secret = generateSecret();
      const sealed = await sealKeyFor(c.env, caller.keyId, secret);
      const limit = KEY_LIMITS[type];
      const inserted = await insertKeyWithin(
        db,
        caller.accountId,
        {
          id,
          type,
          name: body.name ?? defaultKeyName(type, id),
          keyHash: await sha256Hex(secret),
          sealed,
          memberId,
        },
        limit,
      );
      if (!inserted) {
        throw new ApiError("ECONFLICT", `An account has at most ${limit} ${type} keys: delete one first`);
      }
      const row = await keyById(db, caller.accountId, id);
      if (!row) throw notFound("Key");
      return c.json({ ...presentKey(row), key: secret }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/{keyId}`,
      tags,
      summary: "Get an API key",
      description:
        "With the key itself (`key`) only when the calling key created it; any other key reads the key " +
        "without it.",
      request: { params },
      responses: { 200: jsonResponse(readKeySchema, "The key") },
      errors: [404],
    }),
    async (c) => {
      const caller = c.get("caller");
      const row = await keyById(c.get("db"), caller.accountId, c.req.valid("param").keyId);
      if (!row) throw notFound("Key");
      const key = await keyFor(c.env, caller, row.keySealed);
      return c.json({ ...presentKey(row), ...(key !== undefined && { key }) }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "put",
      path: `${base}/{keyId}`,
      tags,
      summary: "Rename an API key",
      request: { params, ...jsonBody(renameSchema) },
      responses: { 200: jsonResponse(keySchema, "The renamed key") },
      errors: [404],
    }),
    async (c) => {
      const caller = c.get("caller");
      const db = c.get("db");
      const row = await keyToChange(db, caller, c.req.valid("param").keyId, "rename the owner's keys");
      const name = c.req.valid("json").name ?? row.name;
      if (!(await renameKey(db, caller.accountId, row.id, name))) throw notFound("Key");
      return c.json(presentKey({ ...row, name }), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: `${base}/{keyId}`,
      tags,
      summary: "Delete an API key",
      description:
        "The key stops working at once (also when it is the key of this request). The account's last service " +
        "key cannot be deleted (409): without one nobody could manage the account.",
      request: { params },
      responses: { 200: jsonResponse(z.object({ deleted: z.literal(true) }), "Deleted") },
      errors: [404, 409],
    }),
    async (c) => {
      const caller = c.get("caller");
      const db = c.get("db");
      const row = await keyToChange(db, caller, c.req.valid("param").keyId, "delete the owner's keys");
      if (!(await deleteKeyUnlessLastService(db, caller.accountId, row.id))) {
        const still = await keyById(db, caller.accountId, row.id);
        if (!still) throw notFound("Key");
        throw new ApiError("ECONFLICT", "This is the account's last service key: create another one first");
      }
      return c.json({ deleted: true as const }, 200);
    },
  );
