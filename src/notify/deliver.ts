// One attempt to hand one notification to its channel: builds the request each channel type expects
// (webhook, Slack incoming webhook, PagerDuty Events API v2, email) and classifies the result, so the queue
// consumer only decides between done, retry later, and give up.
// The channel's secrets are stored sealed (src/lib/sealed-secrets.ts): they are opened here, just before the
// request is made, and masked in the error text an attempt records (redact.ts).
import type { Db } from "../db/client";
import type { Bindings } from "../env";
import { networkFailure, statusText } from "../lib/network-failure";
import { openSecrets, SecretsKeyMissing } from "../lib/sealed-secrets";
import { type AlertChannel, DEFAULT_PAGERDUTY_URL, renderBodyTemplate } from "./channels";
import { emailSender } from "./email";
import type { NotificationPayload } from "./notifier";
import { clip, secretRedactor } from "./redact";
import { signatureHeader, signingSecret } from "./webhook-signing";

/** A receiver that neither answers nor fails within this long is treated as a failed (retryable) attempt. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export interface DeliveryToSend {
  id: string;
  accountId: string;
  dedupeKey: string | null;
  channel: AlertChannel;
  payload: NotificationPayload;
}

export interface AttemptOutcome {
  ok: boolean;
  /** A failure worth another attempt (network error, timeout, 408, 429, 5xx). */
  retryable: boolean;
  httpStatus: number | null;
  error: string | null;
  /** What a 429 or 503 asked for in Retry-After, in seconds. */
  retryAfterSeconds?: number;
}

/** One attempt with the stored (sealed) channel: opened for the request, its secrets kept out of the error. */
export async function attemptDelivery(
  env: Bindings,
  db: Db,
  delivery: DeliveryToSend,
): Promise<AttemptOutcome> {
  let channel: AlertChannel;
  try {
    channel = await openSecrets(env, delivery.channel);
  } catch (err) {
    // The key that sealed it is gone (SECRETS_KEY rotated without SECRETS_KEYS_PREVIOUS) or the value is
    // damaged: no later attempt can do better. The message names no secret.
    const why =
      err instanceof SecretsKeyMissing ? err.message : "it does not decrypt under the Worker's keys";
    return {
      ok: false,
      retryable: false,
      httpStatus: null,
      error: `the channel's stored secrets cannot be opened: ${why}`,
    };
  }
  const outcome = await send(env, db, { ...delivery, channel });
  return { ...outcome, error: secretRedactor(channel)(outcome.error) };
}

async function send(env: Bindings, db: Db, delivery: DeliveryToSend): Promise<AttemptOutcome> {
  const { channel } = delivery;
  switch (channel.type) {
    case "email":
      return sendEmail(env, delivery, channel.emails);
    case "webhook": {
      const request = await webhookRequest(db, delivery, channel);
      return post(channel.url, request);
    }
    case "slack": {
      const { message } = delivery.payload;
      return post(
        channel.url,
        jsonRequest(message === undefined ? slackBody(delivery.payload) : { text: message }),
      );
    }
    case "pagerduty":
      return post(channel.url ?? DEFAULT_PAGERDUTY_URL, jsonRequest(pagerdutyBody(delivery, channel)));
  }
}

interface OutgoingRequest {
  method: string;
  headers: Record<string, string>;
  /** Absent for GET and DELETE, which are sent without a body. */
  body?: string;
}

/** Methods whose requests carry no body (fetch refuses a body on GET). */
const BODILESS_METHODS = new Set(["GET", "DELETE"]);

/** A user's message as a webhook body: JSON when it parses as JSON, plain text otherwise. */
function messageBody(message: string): { body: string; contentType: string } {
  try {
    JSON.parse(message);
    return { body: message, contentType: "application/json" };
  } catch {
    return { body: message, contentType: "text/plain; charset=utf-8" };
  }
}

const jsonRequest = (body: unknown): OutgoingRequest => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

async function webhookRequest(
  db: Db,
  delivery: DeliveryToSend,
  channel: Extract<AlertChannel, { type: "webhook" }>,
): Promise<OutgoingRequest> {
  const { message } = delivery.payload;
  const { body, contentType } =
    message !== undefined && !channel.body_template
      ? messageBody(message)
      : {
          body: channel.body_template
            ? renderBodyTemplate(channel.body_template, { ...delivery.payload, delivery_id: delivery.id })
            : JSON.stringify(delivery.payload),
          contentType: "application/json",
        };
  const { secret } = await signingSecret(db, delivery.accountId);
  const method = channel.method ?? "POST";
  if (BODILESS_METHODS.has(method)) {
    // No body: the signature covers the empty body, and the receiver learns the alert from the delivery id.
    return {
      method,
      headers: {
        ...channel.headers,
        "x-delivery-id": delivery.id,
        "x-signature": await signatureHeader(secret, "", Date.now()),
      },
    };
  }
  return {
    method,
    headers: {
      // The channel's own headers first: the notifier's cannot be overridden (the schema refuses them too).
      ...channel.headers,
      "content-type": contentType,
      "x-delivery-id": delivery.id,
      "x-signature": await signatureHeader(secret, body, Date.now()),
    },
    body,
  };
}

const SLACK_HEADER_MAX = 150;
const SLACK_TEXT_MAX = 3000;
const SLACK_FIELD_MAX = 2000;
const SLACK_MAX_FIELDS = 10;

/** An incoming-webhook message: `text` is the notification fallback, the blocks are what Slack shows. */
export function slackBody(payload: NotificationPayload) {
  const fields = [
    ["Severity", payload.severity],
    ["Fired at", payload.fired_at],
    ["Source", `${payload.source.kind} ${payload.source.id}`],
    ...Object.entries(payload.details).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
  ]
    .slice(0, SLACK_MAX_FIELDS)
    .map(([name, value]) => ({ type: "mrkdwn", text: clip(`*${name}*\n${value}`, SLACK_FIELD_MAX) }));
  return {
    text: clip(`[${payload.severity}] ${payload.title}: ${payload.summary}`, SLACK_TEXT_MAX),
    blocks: [
      { type: "header", text: { type: "plain_text", text: clip(payload.title, SLACK_HEADER_MAX) } },
      { type: "section", text: { type: "mrkdwn", text: clip(payload.summary, SLACK_TEXT_MAX) }, fields },
    ],
  };
}

/**
 * An Events API v2 event. The dedup key groups repeats of one firing into one PagerDuty alert, or, for an
 * alert with auto-resolve, every firing of one incident; a `resolve` needs only the key.
 */
export function pagerdutyBody(
  delivery: DeliveryToSend,
  channel: Extract<AlertChannel, { type: "pagerduty" }>,
) {
  const { payload } = delivery;
  const dedupKey = clip(payload.incident?.key ?? delivery.dedupeKey ?? delivery.id, 255);
  const action = payload.incident?.action ?? "trigger";
  if (action !== "trigger")
    return { routing_key: channel.routing_key, event_action: action, dedup_key: dedupKey };
  return {
    routing_key: channel.routing_key,
    event_action: "trigger",
    dedup_key: dedupKey,
    payload: {
      summary: clip(payload.message ?? `${payload.title}: ${payload.summary}`, 1024),
      source: payload.pagerduty_source || `pipeline-service/${payload.source.kind}/${payload.source.id}`,
      severity: channel.severity ?? payload.severity,
      timestamp: payload.fired_at,
      custom_details: { ...payload.details, account_id: payload.account_id, title: payload.title },
    },
  };
}

async function sendEmail(env: Bindings, delivery: DeliveryToSend, emails: string[]): Promise<AttemptOutcome> {
  const { payload } = delivery;
  const details = Object.entries(payload.details).map(
    ([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`,
  );
  const text = [
    payload.summary,
    "",
    `Severity: ${payload.severity}`,
    `Fired at: ${payload.fired_at}`,
    `Source: ${payload.source.kind} ${payload.source.id}`,
    ...details,
  ].join("\n");
  try {
    const sender = emailSender(env);
    for (const to of emails)
      await sender.send({ to, subject: payload.title, text, accountId: delivery.accountId });
    return { ok: true, retryable: false, httpStatus: null, error: null };
  } catch (err) {
    return { ok: false, retryable: true, httpStatus: null, error: errorText(err) };
  }
}

async function post(url: string, request: OutgoingRequest): Promise<AttemptOutcome> {
  let response: Response;
  try {
    response = await fetch(url, { ...request, signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) });
  } catch (err) {
    const error = clip(await networkFailure(err, url, DELIVERY_TIMEOUT_MS), 500);
    return { ok: false, retryable: true, httpStatus: null, error };
  }
  const status = response.status;
  if (response.ok) {
    await response.body?.cancel();
    return { ok: true, retryable: false, httpStatus: status, error: null };
  }
  // Cut with "…": the redactor (redact.ts) then also masks a secret the cut went through.
  const text = clip(await response.text().catch(() => ""), 200);
  // 408/429/5xx are the receiver's passing trouble; any other 4xx means the request itself is refused
  // (bad routing key, gone URL) and repeating it cannot help.
  const retryable = status === 408 || status === 429 || status >= 500;
  const retryAfter = Number(response.headers.get("retry-after"));
  return {
    ok: false,
    retryable,
    httpStatus: status,
    error: `HTTP ${statusText(status, text)}${text ? `: ${text}` : ""}`,
    ...(Number.isFinite(retryAfter) && retryAfter > 0 && { retryAfterSeconds: retryAfter }),
  };
}

const errorText = (err: unknown) => clip(err instanceof Error ? err.message : String(err), 500);
