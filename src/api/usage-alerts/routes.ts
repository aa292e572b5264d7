// Usage threshold alerts of a pipeline: `/v3/pipeline/{pipeline_id}/usage-threshold-alert[/{alert_id}]` and
// the alert's firing history. Evaluation lives in src/alerts/usage-threshold.ts (cron and edge intake).
import { z } from "@hono/zod-openapi";
import { notFound, validationError } from "../../http/errors";
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
import { listQuery } from "../pipelines/schemas";
import { findPipeline } from "../pipelines/store";
import { sealNotifierChannels } from "../shared/alert-channel-secrets";
import { uuidParam } from "../shared/fields";
import { secretsCaller } from "../shared/secrets";
import { presentMaskedUsageAlert, presentUsageAlert, presentUsageAlertFiring } from "./present";
import { firingSchema, type UsageAlertWrite, usageAlertSchema, usageAlertWrite } from "./schemas";
import {
  createUsageAlert,
  deleteUsageAlert,
  findUsageAlert,
  listFirings,
  listUsageAlerts,
  type UsageAlertColumns,
  updateUsageAlert,
} from "./store";

const tags = ["Alerting"];
const TYPE = "usage-threshold-alert";
const BASE = "/v3/pipeline/{pipeline_id}/usage-threshold-alert";
const pipelineParams = z.object({ pipeline_id: uuidParam("pipeline_id") });
const alertParams = pipelineParams.extend({ alert_id: uuidParam("alert_id") });
const response = jsonResponse(envelopeOf(usageAlertSchema), "The usage threshold alert");

const cursorOf = (cursor: string | undefined) => {
  if (!cursor) return null;
  const parts = decodeCursor(cursor, 2);
  if (!parts)
    throw validationError("invalid cursor", [{ path: ["query", "cursor"], message: "invalid cursor" }]);
  return parts as [string, string];
};

/** The stored columns of a write (create or full replace). */
function alertColumns(body: UsageAlertWrite): UsageAlertColumns {
  return {
    title: body.title,
    trafficType: body.traffic_type,
    thresholdBytes: body.threshold_bytes ?? null,
    percentIncrease: body.percent_increase ?? null,
    percentDecrease: body.percent_decrease ?? null,
    noData: body.no_data,
    alertChannels: body.alert_channels as Record<string, unknown>[],
    maxDailyNotifications: body.max_daily_notifications,
    periodMinutes: body.period_minutes,
  };
}

export const usageAlertsRouter = createRouter()
  .openapi(
    defineRoute({
      method: "post",
      path: BASE,
      tags,
      summary: "Add a usage threshold alert",
      description:
        "Watches the pipeline's ingress or egress bytes (edge usage records and live runs together) per " +
        "period of `period_minutes` (default 60, aligned to UTC). At least one condition: `threshold_bytes` " +
        "(a period's bytes reach it), `percent_increase` / `percent_decrease` (against the previous period, " +
        "when that had traffic), `no_data` (a period without bytes). Each firing notifies `alert_channels` " +
        "once; at most `max_daily_notifications` (default 10) per UTC day.",
      request: { params: pipelineParams, ...jsonBody(usageAlertWrite) },
      responses: { 200: response },
      errors: [404],
    }),
    async (c) => {
      const { pipeline_id } = c.req.valid("param");
      const { accountId } = c.get("caller");
      const db = c.get("db");
      await findPipeline(db, accountId, pipeline_id);
      const body = c.req.valid("json");
      const channels = await sealNotifierChannels(
        secretsCaller(c),
        body.alert_channels,
        async () => undefined,
        ["alert_channels"],
      );
      const row = await createUsageAlert(
        db,
        accountId,
        pipeline_id,
        alertColumns({ ...body, alert_channels: channels }),
      );
      return one(c, TYPE, await presentUsageAlert(secretsCaller(c), row, body.alert_channels));
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: BASE,
      tags,
      summary: "List a pipeline's usage threshold alerts",
      description: "Oldest first, in pages; `meta.page.next` is the cursor of the next page.",
      request: { params: pipelineParams, query: listQuery },
      responses: { 200: jsonResponse(listEnvelopeOf(usageAlertSchema), "Usage threshold alerts") },
      errors: [404],
    }),
    async (c) => {
      const { pipeline_id } = c.req.valid("param");
      const { limit, cursor } = c.req.valid("query");
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const after = cursorOf(cursor);
      await findPipeline(db, accountId, pipeline_id);
      const page = await listUsageAlerts(db, accountId, pipeline_id, limit, after);
      const last = page.rows[page.rows.length - 1];
      return many(
        c,
        TYPE,
        page.rows.map(presentMaskedUsageAlert),
        page.more && last ? encodeCursor([last.createdAt, last.id]) : null,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${BASE}/{alert_id}`,
      tags,
      summary: "Get a usage threshold alert",
      request: { params: alertParams },
      responses: { 200: response },
      errors: [404],
    }),
    async (c) => {
      const { pipeline_id, alert_id } = c.req.valid("param");
      const row = await findUsageAlert(c.get("db"), c.get("caller").accountId, pipeline_id, alert_id);
      return one(c, TYPE, await presentUsageAlert(secretsCaller(c), row));
    },
  )
  .openapi(
    defineRoute({
      method: "put",
      path: `${BASE}/{alert_id}`,
      tags,
      summary: "Update a usage threshold alert",
      description:
        "Full replace (omitted optional fields take their defaults). The evaluation starts afresh with the " +
        "last complete period; the firing history and today's notification count stay. A channel's secrets " +
        "(webhook url and header values, Slack url, PagerDuty routing_key and url) read as ********; sending " +
        "******** back keeps the secret of the channel at the same index, when it has the same type.",
      request: { params: alertParams, ...jsonBody(usageAlertWrite) },
      responses: { 200: response },
      errors: [404],
    }),
    async (c) => {
      const { pipeline_id, alert_id } = c.req.valid("param");
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const body = c.req.valid("json");
      const stored = async () =>
        (await findUsageAlert(db, accountId, pipeline_id, alert_id)).alertChannels as unknown[];
      const channels = await sealNotifierChannels(secretsCaller(c), body.alert_channels, stored, [
        "alert_channels",
      ]);
      const row = await updateUsageAlert(
        db,
        accountId,
        pipeline_id,
        alert_id,
        alertColumns({ ...body, alert_channels: channels }),
      );
      if (!row) throw notFound("Usage threshold alert");
      return one(c, TYPE, await presentUsageAlert(secretsCaller(c), row, body.alert_channels));
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: `${BASE}/{alert_id}`,
      tags,
      summary: "Delete a usage threshold alert",
      description: "Its firing history goes with it; notifications already sent stay in the delivery log.",
      request: { params: alertParams },
      responses: { 200: response },
      errors: [404],
    }),
    async (c) => {
      const { pipeline_id, alert_id } = c.req.valid("param");
      const row = await deleteUsageAlert(c.get("db"), c.get("caller").accountId, pipeline_id, alert_id);
      if (!row) throw notFound("Usage threshold alert");
      return one(c, TYPE, await presentUsageAlert(secretsCaller(c), row));
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${BASE}/{alert_id}/firing`,
      tags,
      summary: "The firing history of a usage threshold alert",
      description:
        "Newest period first, in pages. A firing is one condition in one period: `notified` once, or " +
        "`suppressed` when the daily cap was reached (`pending` while its notification is being recorded). " +
        "Firings are kept 90 days.",
      request: { params: alertParams, query: listQuery },
      responses: { 200: jsonResponse(listEnvelopeOf(firingSchema), "Firings") },
      errors: [404],
    }),
    async (c) => {
      const { pipeline_id, alert_id } = c.req.valid("param");
      const { limit, cursor } = c.req.valid("query");
      const db = c.get("db");
      const parts = cursorOf(cursor);
      const before = parts ? ([Number(parts[0]), parts[1]] as [number, string]) : null;
      if (before && !Number.isSafeInteger(before[0]))
        throw validationError("invalid cursor", [{ path: ["query", "cursor"], message: "invalid cursor" }]);
      await findUsageAlert(db, c.get("caller").accountId, pipeline_id, alert_id);
      const page = await listFirings(db, alert_id, limit, before);
      const last = page.rows[page.rows.length - 1];
      return many(
        c,
        "usage-threshold-alert-firing",
        page.rows.map(presentUsageAlertFiring),
        page.more && last ? encodeCursor([String(last.periodStart), last.condition]) : null,
      );
    },
  );
