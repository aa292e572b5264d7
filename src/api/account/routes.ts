import { z } from "@hono/zod-openapi";
import { defineRoute, jsonBody, jsonResponse, listEnvelopeOf, many } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { presentSettings } from "./present";
import { accountPatchSchema, settingSchema } from "./settings";
import { memberEmail, saveAccountSettings } from "./store";

const settingsResponse = jsonResponse(listEnvelopeOf(settingSchema), "The account's settings");

const callerSchema = z
  .object({
    account: z.object({ id: z.string(), name: z.string() }),
    key: z.object({ id: z.string(), type: z.enum(["service", "ingestion"]) }),
    role: z.enum(["owner", "admin", "member", "readonly"]).openapi({
      description: "What the key may do (its member's role; owner for a key of no member)",
    }),
    member: z.string().nullable().openapi({ description: "The email of the member the key belongs to" }),
    access_scopes: z
      .array(z.string())
      .nullable()
      .openapi({ description: "The queries that narrow the lines the key reads (null: all lines)" }),
  })
  .openapi("Caller");

export const accountRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/v1/me",
      tags: ["Account"],
      summary: "The calling key: its account, role and access scopes",
      description:
        "What a client (the console) needs to offer only what the key may do; the API checks every request " +
        "anyway. An addition to Mezmo's API.",
      responses: { 200: jsonResponse(callerSchema, "The caller") },
    }),
    async (c) => {
      const caller = c.get("caller");
      const member = caller.memberId
        ? await memberEmail(c.get("db"), caller.accountId, caller.memberId)
        : null;
      return c.json(
        {
          account: { id: caller.account.id, name: caller.account.name },
          key: { id: caller.keyId, type: caller.keyType },
          role: caller.role,
          member,
          access_scopes: caller.accessScopes,
        },
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v3/pipeline/account",
      tags: ["Account"],
      summary: "Get account details: the list of settings applied to the account",
      responses: { 200: settingsResponse },
    }),
    (c) => many(c, "account-setting", presentSettings(c.get("caller").account)),
  )
  .openapi(
    defineRoute({
      method: "patch",
      path: "/v3/pipeline/account",
      tags: ["Account"],
      summary: "Change account settings",
      description:
        'Body: `{<setting>: <value>, ...}`. Enable the throttle beta with `"beta_features": ["throttle"]`.',
      request: jsonBody(accountPatchSchema),
      responses: { 200: settingsResponse },
    }),
    async (c) => {
      const patch = c.req.valid("json");
      const { account, accountId } = c.get("caller");
      const db = c.get("db");
      const next = {
        ...account,
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.plan !== undefined && { plan: patch.plan }),
        ...(patch.retention_days !== undefined && { retentionDays: patch.retention_days }),
        ...(patch.export_line_limit !== undefined && { exportLineLimit: patch.export_line_limit }),
        ...(patch.cold_after_days !== undefined && { coldAfterDays: patch.cold_after_days }),
        ...(patch.cors_origins !== undefined && { corsOrigins: [...new Set(patch.cors_origins)] }),
        ...(patch.beta_features !== undefined && { betaFeatures: [...new Set(patch.beta_features)] }),
      };
      await saveAccountSettings(db, accountId, next, patch.cors_origins !== undefined);
      return many(c, "account-setting", presentSettings(next));
    },
  );
