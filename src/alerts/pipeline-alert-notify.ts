// Sends one firing of a pipeline alert to its service. Slack, webhook and PagerDuty go through the notifier
// (recorded, queued, retried, in the delivery log under source_kind `pipeline-alert`); Log Analysis stores a
// line in the account's own log store with the configured ingestion key, which must still be one of the
// account's ingestion keys. Every text field is a `{{.field}}` template over the firing's event.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { apiKeys, pipelineAlerts } from "../db/schema";
import { getField, newEvent } from "../engine/events";
import type { Bindings } from "../env";
import { openSecrets } from "../lib/sealed-secrets";
import { sha256Hex } from "../lib/secrets";
import { toRecords } from "../logstore/lines";
import { accountLogState, storeBatch } from "../logstore/store";
import type { AlertChannel } from "../notify/channels";
import { notify } from "../notify/notifier";
import { type AlertConfig, type AlertService, renderTemplate } from "./pipeline-alert-config";
import type { Firing } from "./pipeline-alert-windows";

/** What the alert's object keeps of its alert: enough to evaluate and notify without reading D1. */
export interface AlertRuntime {
  id: string;
  accountId: string;
  pipelineId: string;
  componentId: string;
  /** The component's outputs the alert reads (`<id>` or `<id>.<output>`). */
  inputs: string[];
  /** Changes with every write of the alert: a different one starts the windows afresh. */
  version: string;
  /** Secrets sealed, as stored. */
  config: AlertConfig;
}

type AlertRow = Pick<
  typeof pipelineAlerts.$inferSelect,
  "id" | "accountId" | "pipelineId" | "componentId" | "inputs" | "alertConfig" | "updatedAt"
>;

export const alertRuntimeOf = (row: AlertRow): AlertRuntime => ({
  id: row.id,
  accountId: row.accountId,
  pipelineId: row.pipelineId,
  componentId: row.componentId,
  inputs: row.inputs,
  version: row.updatedAt,
  config: row.alertConfig as unknown as AlertConfig,
});

/** The alert as stored now, if it exists and is active (the object checks before it notifies). */
export async function activeAlert(db: Db, alertId: string): Promise<AlertRuntime | null> {
  const row = await db
    .select()
    .from(pipelineAlerts)
    .where(and(eq(pipelineAlerts.id, alertId), eq(pipelineAlerts.active, true)))
    .get();
  return row ? alertRuntimeOf(row) : null;
}

const SEVERITY = { INFO: "info", WARNING: "warning", ERROR: "critical", CRITICAL: "critical" } as const;
const PAGERDUTY_SEVERITY = {
  INFO: "info",
  WARNING: "warning",
  ERROR: "error",
  CRITICAL: "critical",
} as const;

function channelOf(service: Exclude<AlertService, { name: "log_analysis" }>): AlertChannel {
  switch (service.name) {
    case "slack":
      return { type: "slack", url: service.uri };
    case "pager_duty":
      return {
        type: "pagerduty",
        routing_key: service.routing_key,
        url: service.uri,
        severity: PAGERDUTY_SEVERITY[service.severity],
      };
    case "webhook": {
      const headers: Record<string, string> = {};
      for (const h of service.headers ?? []) headers[h.header_name] = h.header_value;
      const auth = service.auth;
      if (auth?.strategy === "basic")
        headers.Authorization = `Basic ${btoa(`${auth.user}:${auth.password}`)}`;
      else if (auth?.strategy === "bearer") headers.Authorization = `Bearer ${auth.token}`;
      const method = (service.method ?? "post").toUpperCase() as "POST";
      return { type: "webhook", url: service.uri, method, headers };
    }
  }
}

/** The PagerDuty dedup key of one alert and group: repeats of a condition join one incident. */
const incidentKey = async (alertId: string, groupKey: string) =>
  `pipeline-alert/${alertId}/${(await sha256Hex(groupKey)).slice(0, 16)}`;

export async function sendFiring(
  env: Bindings,
  db: Db,
  alert: AlertRuntime,
  firing: Firing,
  now: number,
): Promise<void> {
  const service = await openSecrets(env, alert.config.alert_payload.service);
  const event = newEvent(firing.event);
  const render = (template: string) => renderTemplate(template, (path) => getField(event, path));
  const { general, evaluation } = alert.config;
  const details = {
    pipeline_id: alert.pipelineId,
    component_id: alert.componentId,
    alert_type: evaluation.alert_type,
    window_start: new Date(firing.windowStart).toISOString(),
    window_end: new Date(firing.windowEnd).toISOString(),
    events: firing.events,
    group: firing.group,
    event: firing.event,
  };
  if (service.name === "log_analysis") {
    await storeAlertLine(env, db, alert.accountId, service, render, details, now);
    return;
  }
  const message = service.name === "pager_duty" ? render(service.summary) : render(service.message_text);
  await notify(env, db, {
    accountId: alert.accountId,
    sourceKind: "pipeline-alert",
    sourceId: alert.id,
    channels: [channelOf(service)],
    dedupeKey: `pipeline-alert:${alert.id}:${await sha256Hex(`${firing.groupKey}@${firing.windowEnd}`)}`,
    event: {
      title: general.name,
      summary: message,
      severity: service.name === "pager_duty" ? SEVERITY[service.severity] : "warning",
      fired_at: now,
      details,
    },
    message,
    ...(service.name === "pager_duty" && {
      pagerduty_source: render(service.source),
      incident: { key: await incidentKey(alert.id, firing.groupKey), action: service.event_action },
    }),
  });
}

/** Log Analysis: one line, app `pipeline-alerts`, stored only with an ingestion key the account still has. */
async function storeAlertLine(
  env: Bindings,
  db: Db,
  accountId: string,
  service: Extract<AlertService, { name: "log_analysis" }>,
  render: (t: string) => string,
  details: Record<string, unknown>,
  now: number,
) {
  if (!(await isAccountIngestionKey(db, accountId, service.ingestion_key)))
    throw new Error("the Log Analysis ingestion key is no longer one of the account's keys");
  const records = toRecords(
    [
      {
        line: `${render(service.subject)}\n${render(service.body)}`,
        app: "pipeline-alerts",
        level: service.severity,
        timestamp: now,
        meta: details,
      },
    ],
    { hostname: "pipeline-alerts", mac: "", ip: "", tags: [], driftMs: 0, receivedAt: now },
  );
  const state = await accountLogState(db, accountId);
  // Suspended ingestion stores nothing, alert lines included.
  if (state.suspended) return;
  await storeBatch(env, accountId, state.layout, records, () => null);
}

/** Whether `key` is one of the account's ingestion keys (checked when the alert is written). */
export async function isAccountIngestionKey(db: Db, accountId: string, key: string): Promise<boolean> {
  const row = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.accountId, accountId),
        eq(apiKeys.type, "ingestion"),
        eq(apiKeys.keyHash, await sha256Hex(key)),
      ),
    )
    .get();
  return row !== undefined;
}
