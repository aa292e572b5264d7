// Index-rate alert: `GET/PUT /v1/config/index-rate`, one config per account, in the LogDNA v1 shape the
// terraform resource `logdna_index_rate_alert` reads and writes. Evaluation lives in src/alerts/index-rate.ts.
// The PagerDuty keys and Slack URLs (which carry a token) are write-only: sealed at rest, read as ********,
// and ******** sent back at an index keeps the key or URL stored at that index of the same list.
import { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { IndexRateAlertRow, IndexRateChannels } from "../../alerts/index-rate";
import { indexRateAlerts } from "../../db/schema";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { maskSecrets, SECRET_MASK, secretString } from "../../lib/sealed-secrets";
import { isHttpsOrLoopback, orMask, WRITE_ONLY_NOTE } from "../../notify/channels";
import { sealWrite } from "../shared/secret-writes";

const tags = ["Index Rate Alert"];
const path = "/v1/config/index-rate";

const noChannels = (): IndexRateChannels => ({ email: [], pagerduty: [], slack: [] });

const channelsWrite = z
  .strictObject({
    email: z
      .array(z.email().max(254))
      .max(20)
      .default([])
      .openapi({ description: "Addresses; one email each firing" }),
    pagerduty: z
      .array(secretString(z.string().min(1).max(64).openapi({ description: WRITE_ONLY_NOTE })))
      .max(10)
      .default([])
      .openapi({ description: "PagerDuty Events API v2 routing (integration) keys (write-only)" }),
    slack: z
      .array(
        secretString(
          z
            .string()
            .max(2048)
            .refine(orMask(isHttpsOrLoopback), "must be an https URL (http only for localhost)")
            .openapi({ description: WRITE_ONLY_NOTE }),
        ),
      )
      .max(10)
      .default([])
      .openapi({ description: "Slack incoming-webhook URLs (write-only)" }),
  })
  .openapi("IndexRateAlertChannels");

const configWrite = z
  .strictObject({
    max_lines: z
      .int()
      .min(1)
      .nullable()
      .optional()
      .openapi({ description: "Fire when a period stores more lines than this" }),
    max_z_score: z.number().gt(0).max(1_000).nullable().optional().openapi({
      description: "Fire when a period's z-score against the previous periods is above this",
    }),
    threshold_alert: z.enum(["separate", "both"]).openapi({
      description: "`separate`: either limit crossed fires; `both`: only both together (needs both set)",
    }),
    frequency: z.enum(["hourly", "daily"]).openapi({
      description:
        "Periods of an hour (z-score against the previous 24) or a UTC day (against the previous 7)",
    }),
    channels: channelsWrite.default(noChannels),
    enabled: z
      .boolean()
      .default(false)
      .openapi({ description: "Omitted means false, as terraform sends it" }),
  })
  .superRefine((c, ctx) => {
    const hasLines = c.max_lines != null;
    const hasZ = c.max_z_score != null;
    if (!hasLines && !hasZ) {
      for (const key of ["max_lines", "max_z_score"])
        ctx.addIssue({ code: "custom", path: [key], message: "give max_lines, max_z_score or both" });
    } else if (c.threshold_alert === "both") {
      if (!hasLines)
        ctx.addIssue({
          code: "custom",
          path: ["max_lines"],
          message: "required when threshold_alert is both",
        });
      if (!hasZ)
        ctx.addIssue({
          code: "custom",
          path: ["max_z_score"],
          message: "required when threshold_alert is both",
        });
    }
    const channelCount = c.channels.email.length + c.channels.pagerduty.length + c.channels.slack.length;
    if (c.enabled && channelCount === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["channels"],
        message: "an enabled alert needs at least one email, pagerduty or slack channel",
      });
    }
  })
  .openapi("IndexRateAlertWrite");

const configSchema = z
  .object({
    max_lines: z.number().int().nullable(),
    max_z_score: z.number().nullable(),
    threshold_alert: z.enum(["separate", "both"]),
    frequency: z.enum(["hourly", "daily"]),
    channels: z.object({
      email: z.array(z.string()),
      pagerduty: z.array(z.string().openapi({ example: SECRET_MASK })).openapi({
        description: `Always ${SECRET_MASK} for each key (write-only; send ${SECRET_MASK} back to keep it)`,
      }),
      slack: z.array(z.string().openapi({ example: SECRET_MASK })).openapi({
        description: `Always ${SECRET_MASK} for each URL (write-only; send ${SECRET_MASK} back to keep it)`,
      }),
    }),
    enabled: z.boolean(),
  })
  .openapi("IndexRateAlert");

type Config = z.infer<typeof configSchema>;

/** What an account that never set its config reads: nothing configured, disabled. */
const DEFAULT_CONFIG: Config = {
  max_lines: null,
  max_z_score: null,
  threshold_alert: "separate",
  frequency: "hourly",
  channels: noChannels(),
  enabled: false,
};

const present = (r: IndexRateAlertRow): Config => ({
  max_lines: r.maxLines,
  max_z_score: r.maxZScore,
  threshold_alert: r.thresholdAlert,
  frequency: r.frequency,
  channels: maskSecrets(channelsWrite, { ...noChannels(), ...(r.channels as Partial<IndexRateChannels>) }),
  enabled: r.enabled,
});

export const indexRateRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path,
      tags,
      summary: "Get the index rate alert",
      description:
        "The account's index rate alert. An account that never set one reads the default: no limits, " +
        "`separate`, `hourly`, no channels, disabled.",
      responses: { 200: jsonResponse(configSchema, "The account's index rate alert") },
    }),
    async (c) => {
      const row = await c
        .get("db")
        .select()
        .from(indexRateAlerts)
        .where(eq(indexRateAlerts.accountId, c.get("caller").accountId))
        .get();
      return c.json(row ? present(row) : DEFAULT_CONFIG, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "put",
      path,
      tags,
      summary: "Set the index rate alert",
      description:
        "Replaces the account's index rate alert (creating it the first time). It watches the lines the " +
        "account stores per hour or per UTC day (lines kept out by exclusion rules do not count) and fires " +
        "when a complete period stores more than `max_lines`, or when its z-score against the previous 24 " +
        "hours (7 days) is above `max_z_score`; `both` fires only when both are crossed. No z-score is " +
        "computed with fewer than 3 previous periods that stored lines, or when they all stored the same " +
        "number. Each firing notifies every channel once: one email to the addresses, one PagerDuty event " +
        "per key, one Slack message per URL (webhook channels are not supported here). A change restarts " +
        "the evaluation with the latest complete period; a period that already fired does not fire again. " +
        "PagerDuty keys and Slack URLs read as ********; sending ******** at an index of its list keeps the " +
        "value stored at that index.",
      request: jsonBody(configWrite),
      responses: { 200: jsonResponse(configSchema, "The stored index rate alert") },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const accountId = c.get("caller").accountId;
      const db = c.get("db");
      const stored = async () =>
        (await db.select().from(indexRateAlerts).where(eq(indexRateAlerts.accountId, accountId)).get())
          ?.channels;
      const channels = await sealWrite(c.env, channelsWrite, body.channels, stored, ["channels"]);
      const values = {
        maxLines: body.max_lines ?? null,
        maxZScore: body.max_z_score ?? null,
        thresholdAlert: body.threshold_alert,
        frequency: body.frequency,
        channels: channels as unknown as Record<string, string[]>,
        enabled: body.enabled,
        evaluatedThrough: null,
        updatedAt: new Date().toISOString(),
      };
      const row = await db
        .insert(indexRateAlerts)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: indexRateAlerts.accountId, set: values })
        .returning()
        .get();
      return c.json(present(row), 200);
    },
  );
