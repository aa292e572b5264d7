// GCP Cloud Operations (Cloud Logging): each batch is one entries.write (`POST https://logging.googleapis.com/
// v2/entries:write`) under the service account's token (scope logging.write), with the batch's defaults
// `logName: projects/<project>/logs/<log_id URL-encoded>` and `resource: {type, labels}` (the monitored
// resource of the provider's resource_type and resource_labels), and one entry per event: an object
// message as `jsonPayload`, anything else as `textPayload` (the event's line), the event's time as
// `timestamp` (RFC 3339), and a `severity` (LogSeverity) from the message's `severity` or `level` when
// it names one. partialSuccess is left false: a refused entry fails the whole request, and the delivery.

import { z } from "zod";
import type { PipelineEvent } from "../engine/events";
import { defineDestination } from "../engine/kinds/define";
import type { RunnableNode } from "../engine/runner";
import { credentialTarget } from "../lib/sealed-secrets";
import { parseServiceAccount } from "../vendors/gcp/auth";
import { sendToGoogle } from "../vendors/gcp/request";
import {
  deliveryOptions,
  gcpCredentials,
  gcpProjectId,
  gcpResourceLabels,
  gcpResourceType,
  intakeBatch,
} from "./config";
import type { DeliveryContext } from "./context";
import { batches, type DeliveryResult, eventLine, messageObject, sendBatches } from "./http-batching";

export interface GcpResourceLabel {
  label_name: string;
  label_value: string;
}

const gcpCloudOperationsConfig = deliveryOptions(
  z.strictObject({
    credentials_json: gcpCredentials,
    project_id: credentialTarget(gcpProjectId),
    log_id: credentialTarget(
      z.string().regex(/^[A-Za-z0-9/_.-]{1,512}$/, "must be a log id (letters, digits, /, _, -, .)"),
    ).describe("The log's id: entries go to projects/<project_id>/logs/<log_id>"),
    resource_type: gcpResourceType,
    resource_labels: gcpResourceLabels,
    batch: intakeBatch(1000, 5_000_000),
  }),
);
export type GcpCloudOperationsConfig = z.output<typeof gcpCloudOperationsConfig>;

export const LOGGING_SCOPE = "https://www.googleapis.com/auth/logging.write";
export const LOGGING_WRITE_URL = "https://logging.googleapis.com/v2/entries:write";

/** The monitored resource of the provider's resource_type and resource_labels. */
export const monitoredResource = (type: string, labels: GcpResourceLabel[] | undefined) => ({
  type,
  labels: Object.fromEntries((labels ?? []).map((l) => [l.label_name, l.label_value])),
});

const severities: Record<string, string> = {
  default: "DEFAULT",
  trace: "DEBUG",
  debug: "DEBUG",
  info: "INFO",
  information: "INFO",
  informational: "INFO",
  notice: "NOTICE",
  warn: "WARNING",
  warning: "WARNING",
  err: "ERROR",
  error: "ERROR",
  crit: "CRITICAL",
  critical: "CRITICAL",
  fatal: "CRITICAL",
  alert: "ALERT",
  emerg: "EMERGENCY",
  emergency: "EMERGENCY",
};

function severityOf(message: Record<string, unknown>): string | undefined {
  const v = message.severity ?? message.level;
  return typeof v === "string" ? severities[v.toLowerCase()] : undefined;
}

export function entriesWriteBody(events: PipelineEvent[], config: GcpCloudOperationsConfig): string {
  return JSON.stringify({
    logName: `projects/${config.project_id}/logs/${encodeURIComponent(config.log_id)}`,
    resource: monitoredResource(config.resource_type, config.resource_labels),
    entries: events.map((e) => {
      const isObject = typeof e.message === "object" && e.message !== null && !Array.isArray(e.message);
      const payload = isObject ? messageObject(e) : undefined;
      const severity = payload ? severityOf(payload) : undefined;
      return {
        timestamp: new Date(e.timestamp).toISOString(),
        ...(severity && { severity }),
        ...(payload ? { jsonPayload: payload } : { textPayload: eventLine(e) }),
      };
    }),
  });
}

export async function deliverToGcpCloudOperations(
  node: RunnableNode<GcpCloudOperationsConfig>,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig;
  const key = parseServiceAccount(config.credentials_json);
  return sendBatches(batches(events, config.batch), (batch) =>
    sendToGoogle({
      key,
      scope: LOGGING_SCOPE,
      url: LOGGING_WRITE_URL,
      headers: { "content-type": "application/json" },
      body: entriesWriteBody(batch, config),
      ctx,
    }),
  );
}

export const gcpCloudOperations = defineDestination({
  type: "gcp-cloud-operations",
  title: "GCP Cloud Operations (Logging)",
  description: "Writes events as log entries to Google Cloud Logging",
  config: gcpCloudOperationsConfig,
  deliver: deliverToGcpCloudOperations,
});
