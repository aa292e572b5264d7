// Access keys of push endpoints. A gateway route and a push source both own keys through the same
// three routes, built here once for each owner.
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { notFound, validationError } from "../../http/errors";
import {
  defineRoute,
  envelopeOf,
  jsonBody,
  jsonResponse,
  listEnvelopeOf,
  many,
  one,
} from "../../http/openapi";
import { createRouter } from "../../http/router";
import { generateSecret, sha256Hex } from "../../lib/secrets";
import { titleSchema, uuidParam } from "../shared/fields";
import { presentAccessKey } from "./present";
import { deleteAccessKey, insertAccessKey, type KeyOwner, listAccessKeys } from "./store";

const accessKeySchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    type: z
      .literal("generated")
      .openapi({ description: "Always `generated` (the key is made by the service)" }),
    gateway_route_id: z
      .string()
      .nullable()
      .openapi({ description: "The owning gateway route; null for a source's key" }),
    created_at: z.string(),
  })
  .openapi("AccessKey");

// The mezmo terraform provider (internal/client/types.go `AccessKey`, models/access_key.go) sends
// `{"id": "", "title", "gateway_route_id", "type": "generated"}`. `id` and `key` are read-only and must be
// empty or absent; `gateway_route_id`, when given, must name the owner of the path; `type` can only be
// "generated".
const createKeySchema = z
  .strictObject({
    title: titleSchema,
    id: z.literal("").optional().openapi({ description: "Read-only; only an empty value is accepted" }),
    key: z.literal("").optional().openapi({ description: "Read-only; only an empty value is accepted" }),
    type: z.literal("generated").optional(),
    gateway_route_id: z.string().max(64).optional().openapi({ description: "The gateway route of the path" }),
  })
  .openapi("AccessKeyCreate");
const createdKeySchema = accessKeySchema
  .extend({ key: z.string().openapi({ description: "The key itself; shown only in this response" }) })
  .openapi("AccessKeyCreated");

/** The raw path parameters, lower-cased as the validated uuids are. */
const lowerCased = (params: Record<string, string>) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v.toLowerCase()]));

/**
 * POST/GET `${basePath}/access-key` and DELETE `${basePath}/access-key/{key_id}`. `resolveOwner` finds
 * the owner in the caller's account from the path (throwing 404) and returns it.
 */
export function accessKeyRoutes(options: {
  basePath: string;
  params: z.ZodObject<Record<string, z.ZodType<string>>>;
  tags: string[];
  ownerName: string;
  /** Gets the path parameters, already validated by `params`. */
  resolveOwner: (c: Context<AppEnv>, params: Record<string, string>) => Promise<KeyOwner>;
}) {
  const { basePath, params, tags, ownerName, resolveOwner } = options;
  const keyParams = params.extend({ key_id: uuidParam("key_id") });
  return createRouter()
    .openapi(
      defineRoute({
        method: "post",
        path: `${basePath}/access-key`,
        tags,
        summary: `Create an access key for a ${ownerName}`,
        description: "The key is returned once and stored only as a hash.",
        request: { params, ...jsonBody(createKeySchema) },
        responses: { 200: jsonResponse(envelopeOf(createdKeySchema), "The new key") },
        errors: [404],
      }),
      async (c) => {
        const owner = await resolveOwner(c, lowerCased(c.req.param()));
        const body = c.req.valid("json");
        if (body.gateway_route_id) {
          if (!("gatewayRouteId" in owner) || body.gateway_route_id.toLowerCase() !== owner.gatewayRouteId)
            throw validationError("gateway_route_id in the body is not the owner of the path", [
              { path: ["gateway_route_id"], message: "must be the gateway route of the path, or absent" },
            ]);
        }
        const key = generateSecret("pak_");
        const row = await insertAccessKey(
          c.get("db"),
          c.get("caller").accountId,
          owner,
          body.title,
          await sha256Hex(key),
        );
        return one(c, "access-key", { ...presentAccessKey(row), key });
      },
    )
    .openapi(
      defineRoute({
        method: "get",
        path: `${basePath}/access-key`,
        tags,
        summary: `List the access keys of a ${ownerName}`,
        request: { params },
        responses: { 200: jsonResponse(listEnvelopeOf(accessKeySchema), "Keys, without their secrets") },
        errors: [404],
      }),
      async (c) => {
        const owner = await resolveOwner(c, lowerCased(c.req.param()));
        const rows = await listAccessKeys(c.get("db"), c.get("caller").accountId, owner);
        return many(c, "access-key", rows.map(presentAccessKey));
      },
    )
    .openapi(
      defineRoute({
        method: "delete",
        path: `${basePath}/access-key/{key_id}`,
        tags,
        summary: `Delete an access key of a ${ownerName}`,
        request: { params: keyParams },
        responses: { 200: jsonResponse(envelopeOf(accessKeySchema), "The deleted key") },
        errors: [404],
      }),
      async (c) => {
        const { key_id, ...rest } = lowerCased(c.req.param());
        const owner = await resolveOwner(c, rest);
        const row = await deleteAccessKey(c.get("db"), c.get("caller").accountId, owner, key_id);
        if (!row) throw notFound("Access key");
        return one(c, "access-key", presentAccessKey(row));
      },
    );
}
