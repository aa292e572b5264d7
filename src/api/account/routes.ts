import { defineRoute, jsonBody, jsonResponse, listEnvelopeOf, many } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { presentSettings } from "./present";
import { accountPatchSchema, settingSchema } from "./settings";
import { saveAccountSettings } from "./store";

const settingsResponse = jsonResponse(listEnvelopeOf(settingSchema), "The account's settings");

export const accountRouter = createRouter()
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
