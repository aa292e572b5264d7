import { eq } from "drizzle-orm";
import { accountCorsOrigins, accounts } from "../../db/schema";
import { defineRoute, jsonBody, jsonResponse, listEnvelopeOf, many } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { accountPatchSchema, settingSchema, settingsOf } from "./settings";

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
    (c) => many(c, "account-setting", settingsOf(c.get("caller").account)),
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
      // The suspension flag belongs to the account's IngestionStateObject, the log layout to its job: never
      // written back from here (the cached row may be older).
      const {
        id: _id,
        ingestionSuspended: _suspended,
        logBucketHours: _hours,
        logShards: _shards,
        logLayoutPrevious: _previous,
        logLayoutSince: _since,
        ...columns
      } = next;
      const update = db
        .update(accounts)
        .set({ ...columns, updatedAt: new Date().toISOString() })
        .where(eq(accounts.id, accountId));
      if (patch.cors_origins !== undefined) {
        // The lookup rows for preflights are rewritten with the list, in the same batch.
        const rows = next.corsOrigins.map((origin) => ({ accountId, origin }));
        await db.batch([
          update,
          db.delete(accountCorsOrigins).where(eq(accountCorsOrigins.accountId, accountId)),
          ...rows.map((row) => db.insert(accountCorsOrigins).values(row)),
        ]);
      } else {
        await update;
      }
      return many(c, "account-setting", settingsOf(next));
    },
  );
