// The configuration of a pipeline alert (Mezmo's in-stream alerts on a source or processor, the terraform
// resources mezmo_threshold_alert, mezmo_change_alert and mezmo_absence_alert): `alert_config` as the
// provider marshals it (`internal/provider/models/alerts/*.go`), `{general, evaluation, alert_payload}`.
// Secrets (PagerDuty routing key, Log Analysis ingestion key, Slack and webhook URLs, webhook password, token
// and header values) are owner-bound (src/lib/sealed-secrets.ts). Checks the provider makes in its plan are made here too, for clients that are not terraform.
import { z } from "@hono/zod-openapi";
import { type ConditionGroup, conditionSchema, MAX_CONDITION_DEPTH } from "../engine/conditions";
import { fieldPath } from "../engine/fields";
import { credentialTarget, secretString } from "../lib/sealed-secrets";
import { headerNameProblem, isHttpsOrLoopback, OWNER_BOUND_NOTE } from "../notify/channels";

export const ALERT_TYPES = ["threshold", "change", "absence"] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** Mezmo's aggregation codes (the provider's `Aggregate_Operations` values). */
export const AGGREGATE_OPERATIONS = [
  "DEFAULT",
  "SUM",
  "MIN",
  "MAX",
  "AVG",
  "SET_INTERSECTION",
  "DIST_CONCAT",
  "CUSTOM",
] as const;
export type AggregateOperation = (typeof AGGREGATE_OPERATIONS)[number];

export const CHANGE_OPERATORS = [
  "percent_change_greater",
  "percent_change_greater_or_equal",
  "percent_change_less",
  "percent_change_less_or_equal",
  "value_change_greater",
  "value_change_greater_or_equal",
  "value_change_less",
  "value_change_less_or_equal",
] as const;
export type ChangeOperator = (typeof CHANGE_OPERATORS)[number];

export const MAX_SCRIPT_CHARS = 5000;

const changeLeafSchema = z.strictObject({
  field: fieldPath,
  str_operator: z.enum(CHANGE_OPERATORS),
  value: z.number().openapi({ description: "Percent (percent_change_*) or amount (value_change_*)" }),
  negate: z.boolean().default(false),
});
export type ChangeLeaf = z.infer<typeof changeLeafSchema>;
export interface ChangeGroup {
  logical_operation: "AND" | "OR";
  expressions: (ChangeLeaf | ChangeGroup)[];
}

function changeGroupSchema(depth: number): z.ZodType<ChangeGroup> {
  const item =
    depth >= MAX_CONDITION_DEPTH
      ? changeLeafSchema
      : z.union([changeLeafSchema, z.lazy(() => changeGroupSchema(depth + 1))]);
  return z.strictObject({
    logical_operation: z.enum(["AND", "OR"]).default("AND"),
    expressions: z.array(item).min(1).max(100),
  }) as unknown as z.ZodType<ChangeGroup>;
}
const changeConditionSchema = changeGroupSchema(1);

const templated = (max: number, what: string) =>
  z
    .string()
    .min(1)
    .max(max)
    .openapi({ description: `${what}; \`{{.field}}\` is replaced by that field of the aggregated event` });

const severity = z.enum(["INFO", "WARNING", "ERROR", "CRITICAL"]);
const secret = (description: string) =>
  secretString(
    z
      .string()
      .min(1)
      .max(4096)
      .openapi({ description: `${description}. ${OWNER_BOUND_NOTE}` }),
  );
const httpUrl = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .openapi({ description: "http or https URL" });

const slackService = z.strictObject({
  name: z.literal("slack"),
  // A Slack incoming-webhook URL is the credential itself.
  uri: secretString(httpUrl.refine(isHttpsOrLoopback, "must be an https URL (http only for localhost)")),
  message_text: templated(4000, "The message"),
});

/**
 * Methods the notifier sends (GET and DELETE without a body). The provider also offers head, options and
 * trace: a HEAD or OPTIONS notification would carry no message, and fetch cannot send TRACE at all.
 */
export const WEBHOOK_METHODS = ["post", "put", "patch", "delete", "get"] as const;

const webhookService = z
  .strictObject({
    name: z.literal("webhook"),
    // Where the auth and headers go, and often a token itself.
    uri: credentialTarget(secretString(httpUrl)),
    message_text: templated(16_000, "The body: sent as JSON when it parses as JSON, as text otherwise"),
    method: z
      .string()
      .transform((m) => m.toLowerCase())
      .pipe(
        z.enum(WEBHOOK_METHODS, {
          error: `must be one of ${WEBHOOK_METHODS.join(", ")} (head, options and trace would carry no message)`,
        }),
      )
      .optional(),
    auth: z
      .strictObject({
        strategy: z.enum(["basic", "bearer", "none"]),
        user: z.string().min(1).max(512).optional(),
        password: secret("Basic auth password").optional(),
        token: secret("Bearer token").optional(),
      })
      .superRefine((auth, ctx) => {
        if (auth.strategy === "basic" && (!auth.user || !auth.password))
          ctx.addIssue({ code: "custom", message: "basic auth needs user and password" });
        if (auth.strategy === "bearer" && !auth.token)
          ctx.addIssue({ code: "custom", path: ["token"], message: "bearer auth needs a token" });
      })
      .optional(),
    headers: z
      .array(
        z.strictObject({
          header_name: z
            .string()
            .min(1)
            .max(256)
            .superRefine((name, ctx) => {
              // The notifier's rule: a token, and not one of the headers it or the runtime owns.
              const problem = headerNameProblem(name);
              if (problem) ctx.addIssue({ code: "custom", message: problem });
            }),
          header_value: secret("A header value"),
        }),
      )
      .max(20)
      .optional(),
  })
  .openapi("PipelineAlertWebhookService");

const pagerDutyService = z.strictObject({
  name: z.literal("pager_duty"),
  uri: credentialTarget(httpUrl.refine(isHttpsOrLoopback, "must be an https URL (http only for localhost)")),
  summary: templated(1024, "The incident summary"),
  severity,
  source: templated(255, "The incident source"),
  routing_key: secret("Events API v2 integration key"),
  event_action: z.enum(["trigger", "acknowledge", "resolve"]),
});

const logAnalysisService = z.strictObject({
  name: z.literal("log_analysis"),
  severity,
  subject: templated(1024, "The line's subject"),
  body: templated(16_000, "The line's body"),
  ingestion_key: secret("An ingestion key of this account; the line is stored with it"),
});

export const alertServiceSchema = z.discriminatedUnion("name", [
  slackService,
  webhookService,
  pagerDutyService,
  logAnalysisService,
]);
export type AlertService = z.infer<typeof alertServiceSchema>;

const evaluationSchema = z
  .strictObject({
    alert_type: z.enum(ALERT_TYPES),
    event_type: z.enum(["log", "metric"]),
    operation: z.enum(AGGREGATE_OPERATIONS).optional(),
    conditional: z.unknown().optional().openapi({
      description:
        "Threshold: a condition group of the filter operators; change: of percent_change_*/value_change_* operators",
    }),
    window_type: z.enum(["tumbling", "sliding"]).default("tumbling"),
    window_duration_minutes: z.number().int().min(1).max(1440).default(5),
    group_by: z
      .array(fieldPath.max(100))
      .max(50)
      .refine((l) => new Set(l).size === l.length, "must not repeat a field")
      .optional(),
    event_timestamp: fieldPath.max(100).optional(),
    script: z.string().min(1).max(MAX_SCRIPT_CHARS).optional(),
  })
  .superRefine((e, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const aggregating = e.alert_type !== "absence";
    if (aggregating) {
      if (!e.operation) issue("operation", `a ${e.alert_type} alert needs an operation`);
      if (e.conditional === undefined) issue("conditional", `a ${e.alert_type} alert needs a conditional`);
      if (e.event_type === "log" && e.operation && e.operation !== "CUSTOM")
        issue("operation", "a log event alert aggregates with a CUSTOM operation and its script");
    } else {
      if (e.operation) issue("operation", "an absence alert takes no operation");
      if (e.conditional !== undefined) issue("conditional", "an absence alert takes no conditional");
    }
    if (e.operation === "CUSTOM" && !e.script) issue("script", "a CUSTOM operation needs a script");
    if (e.script && !scriptEntry(e.script))
      issue("script", "must declare the aggregating function: function name(accum, event, metadata) {…}");
    if (e.script && e.operation !== "CUSTOM") issue("script", "script is only for a CUSTOM operation");
    if (e.event_type === "metric" && e.event_timestamp)
      issue("event_timestamp", "a metric event alert takes no event_timestamp");
    if (e.conditional !== undefined && aggregating) {
      const schema = e.alert_type === "change" ? changeConditionSchema : conditionSchema;
      const parsed = schema.safeParse(e.conditional);
      if (!parsed.success)
        for (const i of parsed.error.issues)
          ctx.addIssue({ code: "custom", path: ["conditional", ...i.path.map(String)], message: i.message });
    }
  })
  .transform((e) => {
    if (e.conditional === undefined) return e;
    const schema = e.alert_type === "change" ? changeConditionSchema : conditionSchema;
    return { ...e, conditional: schema.parse(e.conditional) as ConditionGroup | ChangeGroup };
  });

export const alertConfigSchema = z
  .strictObject({
    general: z.strictObject({
      name: z.string().trim().min(1).max(200),
      description: z.string().max(1024).optional(),
    }),
    evaluation: evaluationSchema,
    alert_payload: z.strictObject({
      service: alertServiceSchema,
      throttling: z
        .strictObject({
          window_secs: z.number().int().min(1).max(86_400).default(60),
          threshold: z.number().int().min(1).max(10_000).default(1),
        })
        .default({ window_secs: 60, threshold: 1 }),
    }),
  })
  .openapi("PipelineAlertConfig");
export type AlertConfig = z.infer<typeof alertConfigSchema>;
export type Evaluation = AlertConfig["evaluation"];

const FUNCTION_DECLARATION = /\bfunction\s+([A-Za-z_$][A-Za-z0-9_$]*)\s*\(/;

/** The function a CUSTOM script aggregates with: the first one it declares (`function rollup(accum, …)`). */
export const scriptEntry = (script: string): string | null => FUNCTION_DECLARATION.exec(script)?.[1] ?? null;

const TEMPLATE = /\{\{\s*(\.[^{}\s]+)\s*\}\}/g;

/**
 * Mezmo's `{{.field}}` templates over the aggregated event: a string as it is, anything else as JSON, a
 * missing field as nothing.
 */
export function renderTemplate(template: string, read: (path: string) => unknown): string {
  return template.replace(TEMPLATE, (_m, path: string) => {
    const value = read(path);
    if (value === undefined || value === null) return "";
    return typeof value === "string" ? value : JSON.stringify(value);
  });
}
