// Account settings: what GET /v3/pipeline/account lists and PATCH changes, each validated on its own.
import { z } from "@hono/zod-openapi";
import type { AccountRow } from "../../env";

export const plans = ["standard", "professional", "enterprise"] as const;
export const betaFeatures = ["throttle"] as const;

const origin = z
  .string()
  .max(2048)
  .refine((v) => {
    try {
      const url = new URL(v);
      // No wildcards: origins are matched exactly, so `https://*.example.com` would never match.
      return (url.protocol === "https:" || url.protocol === "http:") && url.origin === v && !v.includes("*");
    } catch {
      return false;
    }
  }, "must be an origin such as https://docs.example.com (scheme, host and port only)");

export const accountPatchSchema = z
  .strictObject({
    name: z.string().min(1).max(256).optional(),
    plan: z.enum(plans).optional(),
    retention_days: z.number().int().min(1).max(365).optional(),
    cold_after_days: z.number().int().min(1).max(365).optional().openapi({
      description:
        "Days after which stored lines move to the cold tier (R2): still exported and searched, slower",
    }),
    export_line_limit: z
      .union([z.literal(10_000), z.literal(20_000)])
      .optional()
      .openapi({ description: "Lines export v1 returns at most: 10000 or 20000" }),
    cors_origins: z.array(origin).max(50).optional(),
    beta_features: z.array(z.enum(betaFeatures)).max(20).optional(),
  })
  // `when`: only once the body is otherwise valid, so an unknown key is not also called "no setting".
  .refine((p) => Object.keys(p).length > 0, {
    message: "give at least one setting to change",
    when: (payload) => payload.issues.length === 0,
  })
  .openapi("AccountSettingsPatch");

export const settingSchema = z
  .object({ name: z.string(), value: z.unknown(), description: z.string() })
  .openapi("AccountSetting");

export const hasBeta = (account: AccountRow, feature: (typeof betaFeatures)[number]) =>
  account.betaFeatures.includes(feature);
