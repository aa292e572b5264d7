// Where an alert is sent: the channel objects alerts carry in `alert_channels` (usage-threshold alerts,
// views, preset alerts, the index-rate alert) and that the notifier delivers to. Every channel is a strict
// object, so a misspelt field is refused at create time instead of being silently ignored.
// Credentials are owner-bound (src/lib/sealed-secrets.ts): the webhook's url and header values, the Slack URL,
// the PagerDuty routing key and URL. Each accepts SECRET_MASK, which a write resolves to the stored value.
import { z } from "@hono/zod-openapi";
import { credentialTarget, SECRET_MASK, secretString } from "../lib/sealed-secrets";

export const DEFAULT_PAGERDUTY_URL = "https://events.pagerduty.com/v2/enqueue";
const MAX_BODY_TEMPLATE_BYTES = 8 * 1024;
const MAX_WEBHOOK_HEADERS = 20;

/**
 * Headers the runtime or the notifier owns: hop-by-hop headers and framing (which fetch sets itself) would
 * corrupt the request, and the signature headers must not be forged by a channel's configuration.
 */
const RESERVED_HEADERS = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "content-length",
  "host",
  "x-signature",
  "x-delivery-id",
]);
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Why a header name cannot be a channel's (not a token, or the notifier's own), or null. */
export function headerNameProblem(name: string): string | null {
  if (!HEADER_NAME.test(name)) return "is not a valid header name";
  if (RESERVED_HEADERS.has(name.toLowerCase()))
    return "is reserved: hop-by-hop, framing and signature headers are set by the notifier";
  return null;
}

/**
 * Slack and PagerDuty receive the alert over the internet, so their URLs must be https; plain http is
 * accepted only for a loopback host, which is how a local receiver (development, tests) stands in for them.
 */
export function isHttpsOrLoopback(value: string): boolean {
  const url = safeUrl(value);
  if (!url) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** What a read answers for a secret, and what writing it back does. */
export const OWNER_BOUND_NOTE =
  `Owner-bound: a single read by the API key that sent it answers it in clear; every other key, and every ` +
  `list, answers ${SECRET_MASK}; sending ${SECRET_MASK} back keeps the stored value`;

/** A check of a secret's value that lets the mask through (a write replaces it by the stored value). */
export const orMask =
  (check: (value: string) => boolean) =>
  (value: string): boolean =>
    value === SECRET_MASK || check(value);

const httpUrl = z
  .string()
  .max(2048)
  .refine(
    orMask((v) => ["http:", "https:"].includes(safeUrl(v)?.protocol ?? "")),
    "must be an http or https URL",
  );
const secureUrl = z
  .string()
  .max(2048)
  .refine(orMask(isHttpsOrLoopback), "must be an https URL (http only for localhost)");

/** The values a body template's `{{placeholders}}` can name; `details.<path>` reaches into the event details. */
export const TEMPLATE_FIELDS = [
  "title",
  "summary",
  "severity",
  "fired_at",
  "account_id",
  "source.kind",
  "source.id",
  "delivery_id",
  "details",
] as const;
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

/** The values a rendered template reads from: the webhook payload plus the delivery id. */
export type TemplateValues = Record<string, unknown>;

function lookup(values: TemplateValues, path: string): unknown {
  let current: unknown = values;
  for (const part of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * Fills `{{field}}` placeholders. Every value is written JSON-escaped *without* quotes (a number as its
 * digits, an object as its escaped JSON text), so placeholders belong inside a JSON string:
 * `{"text": "{{title}}: {{details.bytes}}"}`. That way a template that renders to valid JSON once renders
 * to valid JSON for every event, whatever the values contain. A missing value renders as nothing.
 */
export function renderBodyTemplate(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (_match, path: string) => {
    const value = lookup(values, path);
    if (value === undefined || value === null) return "";
    const text = typeof value === "string" ? value : JSON.stringify(value);
    return JSON.stringify(text).slice(1, -1);
  });
}

/** A made-up event to check a template with at create time. */
const SAMPLE_TEMPLATE_VALUES: TemplateValues = {
  title: "Sample alert",
  summary: 'A "sample" summary\nwith two lines',
  severity: "warning",
  fired_at: "2024-01-01T00:00:00.000Z",
  account_id: "00000000-0000-0000-0000-000000000000",
  source: { kind: "test", id: "sample" },
  delivery_id: "00000000-0000-0000-0000-000000000000",
  details: { sample: true },
};

/** Why a body template is unusable, or null: unknown placeholders, or a render that is not JSON. */
export function bodyTemplateProblem(template: string): string | null {
  for (const [, path] of template.matchAll(PLACEHOLDER)) {
    const known = (TEMPLATE_FIELDS as readonly string[]).includes(path) || path.startsWith("details.");
    if (!known)
      return `unknown placeholder {{${path}}}; use ${TEMPLATE_FIELDS.join(", ")} or details.<field>`;
  }
  try {
    JSON.parse(renderBodyTemplate(template, SAMPLE_TEMPLATE_VALUES));
    return null;
  } catch {
    return 'must render to valid JSON (placeholders go inside JSON strings: {"text": "{{title}}"})';
  }
}

const emailChannel = z
  .strictObject({
    type: z.literal("email"),
    emails: z.array(z.email()).min(1).max(20),
  })
  .openapi("EmailAlertChannel");

const webhookChannel = z
  .strictObject({
    type: z.literal("webhook"),
    url: credentialTarget(
      secretString(
        httpUrl.openapi({ description: `Where to send (it may carry a token). ${OWNER_BOUND_NOTE}` }),
      ),
    ),
    method: z.enum(["POST", "PUT", "PATCH", "GET", "DELETE"]).default("POST").openapi({
      description: "POST (default), PUT, PATCH, GET or DELETE; GET and DELETE are sent without a body",
    }),
    headers: z
      .record(
        z.string(),
        secretString(
          z
            .string()
            .max(4096)
            .regex(/^[^\r\n]*$/, "must not contain line breaks")
            .openapi({ description: `A header value (it may be a credential). ${OWNER_BOUND_NOTE}` }),
        ),
      )
      .superRefine((headers, ctx) => {
        const names = Object.keys(headers);
        if (names.length > MAX_WEBHOOK_HEADERS)
          ctx.addIssue({ code: "custom", message: `at most ${MAX_WEBHOOK_HEADERS} headers` });
        for (const name of names) {
          const problem = headerNameProblem(name);
          if (problem) ctx.addIssue({ code: "custom", path: [name], message: problem });
        }
      })
      .optional(),
    body_template: z
      .string()
      .min(1)
      .refine((t) => new TextEncoder().encode(t).byteLength <= MAX_BODY_TEMPLATE_BYTES, "at most 8 KiB")
      .superRefine((t, ctx) => {
        const problem = bodyTemplateProblem(t);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .optional()
      .openapi({
        description:
          "JSON body sent instead of the default payload. `{{field}}` placeholders (title, summary, severity, " +
          "fired_at, account_id, source.kind, source.id, delivery_id, details, details.<field>) are replaced " +
          "by JSON-escaped text without quotes, so they go inside JSON strings.",
      }),
  })
  .openapi("WebhookAlertChannel");

const slackChannel = z
  .strictObject({
    type: z.literal("slack"),
    url: secretString(
      secureUrl.openapi({
        description: `Slack incoming-webhook URL (https; http only for localhost). ${OWNER_BOUND_NOTE}`,
      }),
    ),
  })
  .openapi("SlackAlertChannel");

const pagerdutyChannel = z
  .strictObject({
    type: z.literal("pagerduty"),
    routing_key: secretString(
      z
        .string()
        .min(1)
        .max(64)
        .openapi({ description: `Events API v2 integration key. ${OWNER_BOUND_NOTE}` }),
    ),
    // Secret too: a relay in front of PagerDuty may carry a token in its URL. Where the routing key goes.
    url: credentialTarget(
      secretString(
        secureUrl.openapi({ description: `The Events API endpoint (https). ${OWNER_BOUND_NOTE}` }),
      ),
    ).default(DEFAULT_PAGERDUTY_URL),
    severity: z
      .enum(["critical", "error", "warning", "info"])
      .optional()
      .openapi({ description: "Overrides the alert's severity" }),
  })
  .openapi("PagerDutyAlertChannel");

export const alertChannelSchema = z
  .discriminatedUnion("type", [emailChannel, webhookChannel, slackChannel, pagerdutyChannel])
  .openapi("AlertChannel");

export type AlertChannel = z.infer<typeof alertChannelSchema>;
export type AlertChannelType = AlertChannel["type"];
