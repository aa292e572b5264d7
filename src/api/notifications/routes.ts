// Notifications: the delivery log of every alert notification (each delivery with its attempts), a test
// notification through the same path as real alerts, and the account's webhook signing secret.
import { z } from "@hono/zod-openapi";
import { validationError } from "../../http/errors";
import {
  defineRoute,
  envelopeOf,
  jsonBody,
  jsonResponse,
  listEnvelopeOf,
  many,
  one,
} from "../../http/openapi";
import { createRouter } from "../../http/router";
import { decodeCursor, encodeCursor } from "../../lib/cursor";
import { alertChannelSchema } from "../../notify/channels";
import { NOTIFICATION_SOURCE_KINDS, notify } from "../../notify/notifier";
import { MAX_DELIVERY_ATTEMPTS } from "../../notify/queue";
import { rotateSigningSecret, signingSecret } from "../../notify/webhook-signing";
import { listQuery } from "../pipelines/schemas";
import { uuidParam } from "../shared/fields";
import { sealForStorage, secretsCaller } from "../shared/secrets";
import { errorRedactor, presentAttempt, presentDelivery, presentSigningSecret } from "./present";
import { findDelivery, listAttempts, listDeliveries } from "./store";

const tags = ["Notifications"];
const TYPE = "notification";
const SECRET_TYPE = "notification-signing-secret";
const params = z.object({ notification_id: uuidParam("notification_id") });

const attemptSchema = z
  .object({
    attempt: z.number().int().openapi({ description: "1 for the first attempt" }),
    started_at: z.string().openapi({ format: "date-time" }),
    duration_ms: z.number().int(),
    ok: z.boolean(),
    http_status: z.number().int().nullable().openapi({ description: "null for email and network errors" }),
    error: z.string().nullable(),
  })
  .openapi("NotificationAttempt");

const deliverySchema = z
  .object({
    id: z.uuid(),
    account_id: z.string(),
    source_kind: z.enum(NOTIFICATION_SOURCE_KINDS),
    source_id: z.string(),
    channel_type: z.enum(["email", "webhook", "slack", "pagerduty"]),
    channel: z.record(z.string(), z.unknown()).openapi({
      description:
        "The channel as it was when the notification was recorded, its secrets (URLs, header values, " +
        "routing keys) answered as ********",
    }),
    payload: z.record(z.string(), z.unknown()).openapi({ description: "The event, as webhooks receive it" }),
    status: z.enum(["pending", "delivered", "failed"]),
    attempts: z.number().int().openapi({ description: "Attempts made so far" }),
    last_error: z.string().nullable(),
    created_at: z.string().openapi({ format: "date-time" }),
    updated_at: z.string().openapi({ format: "date-time" }),
  })
  .openapi("NotificationDelivery");

const deliveryWithAttempts = deliverySchema
  .extend({ attempt_log: z.array(attemptSchema) })
  .openapi("NotificationDeliveryWithAttempts");

const secretSchema = z
  .object({
    secret: z.string().openapi({ description: "HMAC-SHA256 key: the string's UTF-8 bytes" }),
    created_at: z.string().openapi({ format: "date-time" }),
  })
  .openapi("NotificationSigningSecret");

const listFilters = listQuery.extend({
  source_kind: z.enum(NOTIFICATION_SOURCE_KINDS).optional(),
  source_id: z.string().min(1).max(200).optional(),
  status: z.enum(["pending", "delivered", "failed"]).optional(),
});

const SIGNING_SCHEME =
  "Every webhook notification carries `x-delivery-id` and `x-signature: t=<unix seconds>,v1=<hex>`, where " +
  "`<hex>` is the HMAC-SHA256 of `<t>.<raw request body>` keyed with this secret (its UTF-8 bytes). To " +
  "verify, recompute the HMAC over the exact bytes received, compare in constant time, and refuse a `t` " +
  "older than a few minutes (replays). Rotating replaces the secret at once: later deliveries, retries " +
  "included, are signed with the new one.";

const secretResponse = jsonResponse(envelopeOf(secretSchema), "The signing secret");

export const notificationsRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/v3/pipeline/notification",
      tags,
      summary: "List notification deliveries",
      description:
        "The delivery log, newest first, in pages (`meta.page.next` is the cursor of the next page). One " +
        "delivery per alert firing and channel; `GET /v3/pipeline/notification/{id}` shows its attempts. " +
        `A failed attempt (network error, timeout, 408, 429, 5xx) is retried after 10 s, 30 s, 90 s, ... up ` +
        `to ${MAX_DELIVERY_ATTEMPTS} attempts; any other 4xx fails the delivery at once. A delivery still ` +
        "pending 24 hours after it was recorded fails. Finished deliveries are kept 90 days.",
      request: { query: listFilters },
      responses: { 200: jsonResponse(listEnvelopeOf(deliverySchema), "Deliveries") },
    }),
    async (c) => {
      const { limit, cursor, ...filters } = c.req.valid("query");
      const before = cursor ? decodeCursor(cursor, 2) : null;
      if (cursor && !before)
        throw validationError("invalid cursor", [{ path: ["query", "cursor"], message: "invalid cursor" }]);
      const page = await listDeliveries(
        c.get("db"),
        c.get("caller").accountId,
        filters,
        limit,
        before as [string, string] | null,
      );
      const last = page.rows.at(-1);
      const next = page.more && last ? encodeCursor([last.createdAt, last.id]) : null;
      return many(
        c,
        TYPE,
        page.rows.map((row) => presentDelivery(row)),
        next,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/v3/pipeline/notification/test",
      tags,
      summary: "Send a test notification",
      description:
        "Validates the channel as alerts do and sends a test event through the same queue, retries and " +
        "delivery log as real alerts. Answers the pending delivery; read it again to see the attempts. " +
        "The channel's secrets are sealed in the delivery log and answered as ********; a test has no " +
        "stored channel, so ******** in place of a secret is refused.",
      request: jsonBody(z.strictObject({ channel: alertChannelSchema }).openapi("NotificationTest")),
      responses: { 200: jsonResponse(envelopeOf(deliverySchema), "The delivery, pending") },
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      // Nothing is stored to keep: a mask sent in place of a secret is a 400 naming it.
      const channel = await sealForStorage(
        secretsCaller(c),
        alertChannelSchema,
        c.req.valid("json").channel,
        () => undefined,
        ["channel"],
      );
      const requestId = c.get("requestId");
      const { deliveryIds } = await notify(c.env, db, {
        accountId,
        sourceKind: "test",
        sourceId: requestId,
        channels: [channel],
        dedupeKey: `test:${requestId}`,
        event: {
          title: "Test notification",
          summary: "This is a test notification: the channel is configured correctly.",
          severity: "info",
          fired_at: Date.now(),
          details: { request_id: requestId },
        },
      });
      return one(c, TYPE, presentDelivery(await findDelivery(db, accountId, deliveryIds[0])));
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v3/pipeline/notification/signing-secret",
      tags,
      summary: "Get the webhook signing secret",
      description: `Created on first use; owners and admins only (403 for other roles: whoever reads it can sign). ${SIGNING_SCHEME}`,
      responses: { 200: secretResponse },
    }),
    async (c) => {
      const secret = await signingSecret(c.get("db"), c.get("caller").accountId);
      return one(c, SECRET_TYPE, presentSigningSecret(secret));
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/v3/pipeline/notification/signing-secret/rotate",
      tags,
      summary: "Rotate the webhook signing secret",
      description: `Answers the new secret; the old one stops signing at once. Owners and admins only. ${SIGNING_SCHEME}`,
      responses: { 200: secretResponse },
    }),
    async (c) => {
      const secret = await rotateSigningSecret(c.get("db"), c.get("caller").accountId);
      return one(c, SECRET_TYPE, presentSigningSecret(secret));
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v3/pipeline/notification/{notification_id}",
      tags,
      summary: "Get a notification delivery with its attempts",
      request: { params },
      responses: { 200: jsonResponse(envelopeOf(deliveryWithAttempts), "The delivery and its attempts") },
      errors: [404],
    }),
    async (c) => {
      const { notification_id } = c.req.valid("param");
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const delivery = await findDelivery(db, accountId, notification_id);
      const attempts = await listAttempts(db, accountId, notification_id);
      const redact = errorRedactor(delivery);
      return one(c, TYPE, {
        ...presentDelivery(delivery, redact),
        attempt_log: attempts.map((a) => presentAttempt(a, redact)),
      });
    },
  );
