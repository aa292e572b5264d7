// The alert channel of the LogDNA-era v1 API (views and preset alerts), as its clients (the terraform
// provider, the web app) send it: `immediate`/`terminal` as booleans or "true"/"false", `triggerinterval` in
// seconds ("900", 900) or as a duration ("15m"). Parsing validates the v1 rules and also maps the channel to
// the notifier's channel (src/notify/channels.ts) and validates that, so a channel accepted here can always
// be delivered. Answers give booleans and the interval exactly as it was sent.
// `url` (webhook, slack: both carry tokens), `key` (pagerduty) and the webhook's header values are
// owner-bound: sealed at rest, answered in clear only to the key that sent them (as ******** to every other),
// and ******** sent back keeps the value stored for the channel at the same index (of the same integration).
// The format checks let the mask through.
import { z } from "@hono/zod-openapi";
import type { V1AlertChannel } from "../db/schema";
import { credentialTarget, SECRET_MASK, secretString } from "../lib/sealed-secrets";
import { type AlertChannel, alertChannelSchema, OWNER_BOUND_NOTE } from "../notify/channels";

export type { V1AlertChannel };

export const MAX_CHANNELS = 10;
export const MAX_TRIGGER_LIMIT = 100_000;
/** The windows LogDNA offers, in seconds: 30 s to 25 h (its documented `25h`). */
export const TRIGGER_INTERVALS = [
  30, 60, 300, 900, 1800, 3600, 7200, 14400, 21600, 28800, 43200, 86400, 90000,
];
/** Absence is only meaningful over longer windows: a quiet 30 s says nothing. */
export const MIN_ABSENCE_INTERVAL = 900;
const DEFAULT_INTERVAL = { presence: "30", absence: "900" } as const;

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Seconds of a `triggerinterval` ("30", 30, "15m", "1h"), or null when it is not one of TRIGGER_INTERVALS. */
export function intervalSeconds(value: string | number): number | null {
  let seconds: number;
  if (typeof value === "number") seconds = value;
  else {
    const match = /^\s*(\d{1,6})\s*([smhd]?)\s*$/i.exec(value);
    if (!match) return null;
    seconds = Number(match[1]) * UNIT_SECONDS[match[2].toLowerCase() || "s"];
  }
  return TRIGGER_INTERVALS.includes(seconds) ? seconds : null;
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const flag = z
  .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")])
  .openapi({ type: "boolean", description: 'A boolean, or "true"/"false"' });

/** Fields each integration uses; any other integration-specific field is refused, not silently dropped. */
const OWN_FIELDS = {
  email: ["emails"],
  webhook: ["url", "method", "headers", "bodyTemplate"],
  slack: ["url"],
  pagerduty: ["key", "autoresolve", "autoresolveinterval", "autoresolvelimit"],
} as const;
const SPECIFIC_FIELDS = [
  "emails",
  "url",
  "method",
  "headers",
  "bodyTemplate",
  "key",
  "autoresolve",
  "autoresolveinterval",
  "autoresolvelimit",
] as const;

/** The webhook methods LogDNA's terraform provider documents: post (default), put, patch, get, delete. */
export const WEBHOOK_METHODS = ["post", "put", "patch", "get", "delete"] as const;

/**
 * LogDNA's webhook placeholders, translated to the notifier's: a template written for LogDNA keeps working.
 * The view alert puts these values in the event details.
 */
const LOGDNA_PLACEHOLDERS: Record<string, string> = {
  name: "details.view_name",
  matches: "details.count",
  query: "details.query",
  lines: "details.lines",
};
const translatePlaceholders = (template: string) =>
  template.replace(/\{\{\s*(name|matches|query|lines)\s*\}\}/g, (_m, name: string) => {
    return `{{${LOGDNA_PLACEHOLDERS[name]}}}`;
  });

/** The notifier's channel for a v1 channel. */
export function toNotifierChannel(channel: V1AlertChannel): AlertChannel {
  switch (channel.integration) {
    case "email":
      return { type: "email", emails: channel.emails ?? [] };
    case "webhook":
      return {
        type: "webhook",
        url: channel.url ?? "",
        method: (channel.method ?? "post").toUpperCase() as "POST" | "PUT" | "PATCH" | "GET" | "DELETE",
        ...(channel.headers && { headers: channel.headers }),
        ...(channel.bodyTemplate && { body_template: translatePlaceholders(channel.bodyTemplate) }),
      };
    case "slack":
      return { type: "slack", url: channel.url ?? "" };
    case "pagerduty":
      return {
        type: "pagerduty",
        routing_key: channel.key ?? "",
        url: "https://events.pagerduty.com/v2/enqueue",
      };
  }
}

/** The notifier's field names back to the v1 names, for error keys. */
const V1_FIELD: Record<string, string> = { body_template: "bodyTemplate", routing_key: "key" };

const emailList = z.array(z.email({ error: "not a valid email address" })).max(20);

export const v1AlertChannelSchema = z
  .strictObject({
    integration: z.enum(["email", "webhook", "slack", "pagerduty"]),
    emails: z
      .union([
        emailList,
        z
          .string()
          .max(8192)
          .transform((s) =>
            s
              .split(",")
              .map((e) => e.trim())
              .filter(Boolean),
          )
          .pipe(emailList),
      ])
      .optional()
      .openapi({ description: "email: the recipients (an array, or a comma-separated string)" }),
    // Where a webhook's headers go: a mask sent for them keeps them only with the same url.
    url: credentialTarget(
      secretString(
        z
          .string()
          .max(2048)
          .openapi({ description: `webhook, slack: where to send. ${OWNER_BOUND_NOTE}` }),
      ),
    ).optional(),
    key: secretString(
      z
        .string()
        .max(64)
        .openapi({ description: `pagerduty: the Events API v2 integration key. ${OWNER_BOUND_NOTE}` }),
    ).optional(),
    method: z
      .string()
      .transform((m) => m.toLowerCase())
      .pipe(z.enum(WEBHOOK_METHODS, { error: "must be post, put, patch, get or delete" }))
      .optional()
      .openapi({
        description:
          "webhook: post (default), put, patch, get or delete (get and delete are sent without a body)",
      }),
    headers: z
      .record(z.string(), secretString(z.string().openapi({ description: OWNER_BOUND_NOTE })))
      .optional()
      .openapi({ description: "webhook: extra headers (their values are owner-bound secrets)" }),
    bodyTemplate: z
      .union([
        z.record(z.string(), z.unknown()).transform((o) => JSON.stringify(o)),
        z
          .string()
          .max(8192)
          .refine((s) => {
            try {
              const parsed = JSON.parse(s);
              return parsed !== null && typeof parsed === "object";
            } catch {
              return false;
            }
          }, "must be a JSON object (or its JSON text)"),
      ])
      .optional()
      .openapi({
        description:
          "webhook: the JSON body to send, an object or its JSON text. Placeholders inside strings: {{name}}, " +
          "{{matches}}, {{query}}, {{lines}} (LogDNA's) and the notifier's {{title}}, {{summary}}, {{details.<field>}}.",
      }),
    autoresolve: flag.optional().openapi({
      description:
        "pagerduty: keep one incident across firings and send PagerDuty a resolve event when a window of " +
        "autoresolveinterval after the latest firing clears it (presence: fewer than autoresolvelimit " +
        "matching lines; absence: at least that many)",
    }),
    autoresolveinterval: z
      .union([z.int(), z.string().max(16)])
      .optional()
      .openapi({
        description:
          "pagerduty: the window in which autoresolvelimit is checked, as triggerinterval; " +
          "required when autoresolve is true; presence alerts need at least 15 min",
      }),
    autoresolvelimit: z.int().min(1).max(MAX_TRIGGER_LIMIT).optional().openapi({
      description:
        "pagerduty: the matching lines in autoresolveinterval that decide the resolve (see autoresolve); required when autoresolve is true",
    }),
    triggerlimit: z.int().min(1).max(MAX_TRIGGER_LIMIT).openapi({
      description: "Matching lines that make an alert (presence) or the least expected (absence)",
    }),
    triggerinterval: z
      .union([z.int(), z.string().max(16)])
      .optional()
      .openapi({
        description:
          'The window, in seconds ("30", 900) or as a duration ("15m"): 30 s, 1, 5, 15, 30 min, 1, 2, 4, 6, 8, 12, 24 or 25 h; ' +
          "absence needs at least 15 min. Default 30 s (presence), 15 min (absence).",
      }),
    immediate: flag.optional().openapi({ description: "presence: notify as soon as the limit is reached" }),
    terminal: flag
      .optional()
      .openapi({ description: "Notify at the end of the window (default true); absence requires it" }),
    operator: z.enum(["presence", "absence"]).default("presence"),
    timezone: z
      .string()
      .max(64)
      .optional()
      .openapi({ description: "IANA time zone for the times in notifications" }),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const own: readonly string[] = OWN_FIELDS[c.integration];
    for (const field of SPECIFIC_FIELDS) {
      if (c[field] !== undefined && !own.includes(field))
        issue(field, `not used by ${c.integration} channels`);
    }
    if (c.integration === "email" && (c.emails?.length ?? 0) === 0)
      issue("emails", "at least one email address");
    if ((c.integration === "webhook" || c.integration === "slack") && !c.url) issue("url", "required");
    if (c.integration === "pagerduty" && !c.key) issue("key", "required");
    const immediate = c.immediate ?? false;
    const terminal = c.terminal ?? true;
    if (c.operator === "presence" && !immediate && !terminal)
      issue("terminal", "a presence alert needs immediate or terminal to be true");
    if (c.operator === "absence" && !terminal)
      issue("terminal", "an absence alert needs terminal to be true");
    if (c.operator === "absence" && immediate) issue("immediate", "an absence alert cannot be immediate");
    if (c.triggerinterval !== undefined) {
      const seconds = intervalSeconds(c.triggerinterval);
      if (seconds === null)
        issue(
          "triggerinterval",
          `must be one of ${TRIGGER_INTERVALS.join(", ")} seconds (or 30s, 1m, 15m, 1h, ...)`,
        );
      else if (c.operator === "absence" && seconds < MIN_ABSENCE_INTERVAL)
        issue("triggerinterval", `an absence alert needs at least ${MIN_ABSENCE_INTERVAL} seconds`);
    }
    if (c.timezone !== undefined && !isTimeZone(c.timezone)) issue("timezone", "not an IANA time zone");
    if (c.autoresolve === true) {
      if (c.autoresolveinterval === undefined)
        issue("autoresolveinterval", "required when autoresolve is true");
      if (c.autoresolvelimit === undefined) issue("autoresolvelimit", "required when autoresolve is true");
    }
    if (c.autoresolveinterval !== undefined) {
      const seconds = intervalSeconds(c.autoresolveinterval);
      if (seconds === null)
        issue(
          "autoresolveinterval",
          `must be one of ${TRIGGER_INTERVALS.join(", ")} seconds (or 15m, 1h, 25h, ...)`,
        );
      else if (c.operator === "presence" && seconds < MIN_ABSENCE_INTERVAL)
        issue("autoresolveinterval", `a presence alert needs at least ${MIN_ABSENCE_INTERVAL} seconds`);
    }
    const ownFieldProblem = ctx.issues.some((i) => SPECIFIC_FIELDS.includes(i.path?.[0] as never));
    if (ownFieldProblem) return;
    // What the notifier would refuse (malformed addresses, URLs, header names, templates) is refused now.
    const mapped = alertChannelSchema.safeParse(toNotifierChannel(normalize(c)));
    if (!mapped.success) {
      for (const i of mapped.error.issues) {
        const [field, ...rest] = i.path.map(String);
        ctx.addIssue({ code: "custom", path: [V1_FIELD[field] ?? field, ...rest], message: i.message });
      }
    }
  })
  .transform((c) => normalize(c))
  .openapi("V1AlertChannel");

type ParsedChannel = Omit<V1AlertChannel, "immediate" | "terminal" | "triggerinterval" | "operator"> & {
  autoresolve?: boolean;
  immediate?: boolean;
  terminal?: boolean;
  triggerinterval?: string | number;
  operator: V1AlertChannel["operator"];
};

/** Defaults filled in, undefined fields left out: the form stored and answered. */
function normalize(c: ParsedChannel): V1AlertChannel {
  const out: V1AlertChannel = {
    integration: c.integration,
    triggerlimit: c.triggerlimit,
    triggerinterval: c.triggerinterval ?? DEFAULT_INTERVAL[c.operator],
    immediate: c.immediate ?? false,
    terminal: c.terminal ?? true,
    operator: c.operator,
  };
  if (c.emails !== undefined) out.emails = [...new Set(c.emails)];
  if (c.url !== undefined) out.url = c.url;
  if (c.key !== undefined) out.key = c.key;
  if (c.integration === "webhook") out.method = c.method ?? "post";
  if (c.headers !== undefined) out.headers = c.headers;
  if (c.bodyTemplate !== undefined) out.bodyTemplate = c.bodyTemplate;
  if (c.timezone !== undefined) out.timezone = c.timezone;
  if (c.autoresolve !== undefined) out.autoresolve = c.autoresolve;
  if (c.autoresolveinterval !== undefined) out.autoresolveinterval = c.autoresolveinterval;
  if (c.autoresolvelimit !== undefined) out.autoresolvelimit = c.autoresolvelimit;
  return out;
}

export const v1ChannelsSchema = z.array(v1AlertChannelSchema).max(MAX_CHANNELS);

const masked = (what: string) =>
  z.string().openapi({
    description: `${what}. ${OWNER_BOUND_NOTE}`,
    example: SECRET_MASK,
  });

/** A channel as answered: its secrets owner-bound. */
export const v1AlertChannelResponse = z
  .object({
    integration: z.enum(["email", "webhook", "slack", "pagerduty"]),
    emails: z.array(z.string()).optional(),
    url: masked("webhook, slack: the URL").optional(),
    key: masked("pagerduty: the integration key").optional(),
    method: z.enum(WEBHOOK_METHODS).optional(),
    headers: z.record(z.string(), masked("A header value")).optional(),
    bodyTemplate: z.string().optional().openapi({ description: "The body template's JSON text" }),
    triggerlimit: z.number().int(),
    triggerinterval: z.union([z.string(), z.number()]).openapi({ description: "As it was sent" }),
    immediate: z.boolean(),
    terminal: z.boolean(),
    operator: z.enum(["presence", "absence"]),
    timezone: z.string().optional(),
    autoresolve: z.boolean().optional(),
    autoresolveinterval: z
      .union([z.string(), z.number()])
      .optional()
      .openapi({ description: "As it was sent" }),
    autoresolvelimit: z.number().int().optional(),
  })
  .openapi("V1AlertChannelResponse");
