// Wire form of usage threshold alerts.
import { z } from "@hono/zod-openapi";
import { alertChannelSchema } from "../../notify/channels";
import { timestamps, titleSchema } from "../shared/fields";
import { alertConditions } from "./store";

export const DEFAULT_MAX_DAILY_NOTIFICATIONS = 10;
export const DEFAULT_PERIOD_MINUTES = 60;
const MINUTES_PER_DAY = 1_440;

export const usageAlertWrite = z
  .strictObject({
    title: titleSchema,
    traffic_type: z.enum(["ingress", "egress"]).openapi({
      description: "ingress: bytes the pipeline's sources took in; egress: bytes its destinations delivered",
    }),
    threshold_bytes: z
      .int()
      .min(1)
      .nullable()
      .optional()
      .openapi({ description: "Fire when a period's bytes reach this many" }),
    percent_increase: z.number().gt(0).max(1_000_000).nullable().optional().openapi({
      description: "Fire when a period's bytes grew by at least this percent against the previous period",
    }),
    percent_decrease: z.number().gt(0).max(100).nullable().optional().openapi({
      description: "Fire when a period's bytes fell by at least this percent against the previous period",
    }),
    no_data: z.boolean().default(false).openapi({ description: "Fire when a period has no bytes at all" }),
    alert_channels: z.array(alertChannelSchema).min(1).max(10),
    max_daily_notifications: z.int().min(1).max(100).default(DEFAULT_MAX_DAILY_NOTIFICATIONS).openapi({
      description: "Notifications per UTC day at most; later firings are recorded as suppressed",
    }),
    period_minutes: z
      .int()
      .min(5)
      .max(MINUTES_PER_DAY)
      .refine((m) => MINUTES_PER_DAY % m === 0, "must divide a day (5, 10, 15, 30, 60, 120, ..., 1440)")
      .default(DEFAULT_PERIOD_MINUTES)
      .openapi({
        description:
          "The evaluation period. Periods are aligned to UTC (an hourly alert looks at 10:00-11:00, then " +
          "11:00-12:00) and evaluated once complete; relative changes compare with the period before.",
      }),
  })
  .superRefine((alert, ctx) => {
    const hasCondition =
      alert.threshold_bytes != null ||
      alert.percent_increase != null ||
      alert.percent_decrease != null ||
      alert.no_data;
    if (!hasCondition) {
      ctx.addIssue({
        code: "custom",
        path: [],
        message:
          "at least one condition: threshold_bytes, percent_increase, percent_decrease or no_data: true",
      });
    }
  })
  .openapi("UsageThresholdAlertWrite");

export type UsageAlertWrite = z.infer<typeof usageAlertWrite>;

export const usageAlertSchema = z
  .object({
    id: z.uuid(),
    account_id: z.string(),
    pipeline_id: z.uuid(),
    title: z.string(),
    traffic_type: z.enum(["ingress", "egress"]),
    threshold_bytes: z.number().int().nullable(),
    percent_increase: z.number().nullable(),
    percent_decrease: z.number().nullable(),
    no_data: z.boolean(),
    alert_channels: z.array(alertChannelSchema).openapi({
      description:
        "The channels; their secrets owner-bound (in clear only to the key that sent them, in a single read)",
    }),
    max_daily_notifications: z.number().int(),
    period_minutes: z.number().int(),
    ...timestamps,
  })
  .openapi("UsageThresholdAlert");

export const firingSchema = z
  .object({
    alert_id: z.uuid(),
    condition: z.enum(alertConditions),
    period_start: z.number().int().openapi({ description: "unix ms" }),
    period_end: z.number().int().openapi({ description: "unix ms, exclusive" }),
    bytes: z.number().int(),
    previous_bytes: z.number().int().nullable(),
    status: z.enum(["pending", "notified", "suppressed"]).openapi({
      description: "`suppressed`: the alert had sent max_daily_notifications that UTC day",
    }),
    fired_at: z.number().int().openapi({ description: "unix ms" }),
  })
  .openapi("UsageThresholdAlertFiring");
