// The index-rate alert's wire contracts: what a PUT takes (thresholds, period, channels) and what a read
// answers, in the LogDNA v1 shape of the terraform resource `logdna_index_rate_alert`.
import { z } from "@hono/zod-openapi";
import { type IndexRateChannels, type IndexRateWebhook, notifierChannels } from "../../alerts/index-rate";
import { credentialTarget, SECRET_MASK, secretString } from "../../lib/sealed-secrets";
import { alertChannelSchema, isHttpsOrLoopback, OWNER_BOUND_NOTE, orMask } from "../../notify/channels";

export const noChannels = (): Required<IndexRateChannels> => ({
  email: [],
  pagerduty: [],
  slack: [],
  webhook: [],
});

/** A JSON object, or its JSON text (what `bodyTemplate` holds), stored and answered as the JSON text. */
const jsonObjectText = z.union([
  z.record(z.string(), z.unknown()).transform((o) => JSON.stringify(o)),
  z
    .string()
    .max(8192)
    .refine((t) => {
      try {
        const parsed = JSON.parse(t);
        return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed);
      } catch {
        return false;
      }
    }, "must be a JSON object (or its JSON text)"),
]);

// The terraform provider's `webhook_channel` of `logdna_index_rate_alert` (request_types.go
// `indexRateAlertWebhookRequest`: url, method GET|POST|PUT|DELETE, headers, bodyTemplate as a JSON object).
const webhookWrite = z
  .strictObject({
    url: credentialTarget(
      secretString(
        z
          .string()
          .max(2048)
          .openapi({ description: `Where to send (it may carry a token). ${OWNER_BOUND_NOTE}` }),
      ),
    ),
    method: z
      .string()
      .transform((m) => m.toUpperCase())
      .pipe(
        z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"], {
          error: "must be GET, POST, PUT, PATCH or DELETE",
        }),
      )
      .default("POST")
      .openapi({ description: "GET, POST (default), PUT, PATCH or DELETE; GET and DELETE send no body" }),
    headers: z
      .record(z.string(), secretString(z.string().max(4096).openapi({ description: OWNER_BOUND_NOTE })))
      .optional()
      .openapi({ description: "Extra headers (their values are owner-bound secrets)" }),
    bodyTemplate: jsonObjectText.optional().openapi({
      description:
        "The JSON body to send (an object or its JSON text; answered as the JSON text). Placeholders inside " +
        "strings: {{title}}, {{summary}}, {{fired_at}}, {{details.<field>}}.",
    }),
  })
  .superRefine((w, ctx) => {
    // What the notifier would refuse (a malformed URL, header name or template) is refused now.
    const [mapped] = notifierChannels({ ...noChannels(), webhook: [w as IndexRateWebhook] });
    const checked = alertChannelSchema.safeParse(mapped);
    if (!checked.success) {
      for (const i of checked.error.issues) {
        const [field, ...rest] = i.path.map(String);
        ctx.addIssue({
          code: "custom",
          path: [field === "body_template" ? "bodyTemplate" : field, ...rest],
          message: i.message,
        });
      }
    }
  })
  .openapi("IndexRateAlertWebhook");

export const channelsWrite = z
  .strictObject({
    email: z
      .array(z.email().max(254))
      .max(20)
      .default([])
      .openapi({ description: "Addresses; one email each firing" }),
    pagerduty: z
      .array(secretString(z.string().min(1).max(64).openapi({ description: OWNER_BOUND_NOTE })))
      .max(10)
      .default([])
      .openapi({ description: "PagerDuty Events API v2 routing (integration) keys (owner-bound secrets)" }),
    slack: z
      .array(
        secretString(
          z
            .string()
            .max(2048)
            .refine(orMask(isHttpsOrLoopback), "must be an https URL (http only for localhost)")
            .openapi({ description: OWNER_BOUND_NOTE }),
        ),
      )
      .max(10)
      .default([])
      .openapi({ description: "Slack incoming-webhook URLs (owner-bound secrets)" }),
    webhook: z.array(webhookWrite).max(10).default([]).openapi({
      description:
        "Webhooks (the terraform provider's webhook_channel); URLs and header values are owner-bound secrets",
    }),
  })
  .openapi("IndexRateAlertChannels");

export const configWrite = z
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
    const channelCount =
      c.channels.email.length +
      c.channels.pagerduty.length +
      c.channels.slack.length +
      c.channels.webhook.length;
    if (c.enabled && channelCount === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["channels"],
        message: "an enabled alert needs at least one email, pagerduty, slack or webhook channel",
      });
    }
  })
  .openapi("IndexRateAlertWrite");

export const configSchema = z
  .object({
    max_lines: z.number().int().nullable(),
    max_z_score: z.number().nullable(),
    threshold_alert: z.enum(["separate", "both"]),
    frequency: z.enum(["hourly", "daily"]),
    channels: z.object({
      email: z.array(z.string()),
      pagerduty: z.array(z.string().openapi({ example: SECRET_MASK })).openapi({
        description: `Each key: ${OWNER_BOUND_NOTE}`,
      }),
      slack: z.array(z.string().openapi({ example: SECRET_MASK })).openapi({
        description: `Each URL: ${OWNER_BOUND_NOTE}`,
      }),
      webhook: z.array(
        z.object({
          url: z.string().openapi({ example: SECRET_MASK, description: OWNER_BOUND_NOTE }),
          method: z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"]),
          headers: z
            .record(z.string(), z.string().openapi({ example: SECRET_MASK }))
            .optional()
            .openapi({ description: `Each value: ${OWNER_BOUND_NOTE}` }),
          bodyTemplate: z
            .string()
            .optional()
            .openapi({ description: "The body template's JSON text (the provider reads it as a string)" }),
        }),
      ),
    }),
    enabled: z.boolean(),
  })
  .openapi("IndexRateAlert");

export type Config = z.infer<typeof configSchema>;
