// Datadog logs: each batch is one POST of a JSON array to https://http-intake.logs.<site>/api/v2/logs with
// the API key in DD-API-KEY (docs.datadoghq.com/api/latest/logs/#send-logs). At most 1000 logs and 5 MB
// uncompressed per request; Datadog answers 202. 400, 401, 403 and 413 are final; 408, 429 and 5xx are
// retried. Each log is the event's object message (a string message under `message`), with the event's
// time as `timestamp` (unix ms, one of the attributes Datadog's date remapper reads) when it has none.

import { z } from "zod";
import type { PipelineEvent } from "../engine/events";
import { secret } from "../engine/kinds/common";
import { defineDestination } from "../engine/kinds/define";
import { credentialTarget } from "../lib/sealed-secrets";
import { deliveryOptions, intakeBatch } from "./config";
import { intakeDeliverer, messageObject } from "./http-batching";

const datadogLogsConfig = deliveryOptions(
  z.strictObject({
    api_key: secret.describe("Datadog API key, sent as DD-API-KEY"),
    site: credentialTarget(z.enum(["us1", "us3", "us5", "eu1"])).describe(
      "The Datadog site (region) to send logs to",
    ),
    compression: z.enum(["none", "gzip"]),
    batch: intakeBatch(1000, 4_500_000),
  }),
);
export type DatadogLogsConfig = z.output<typeof datadogLogsConfig>;

/** Retries per batch: the schema has no option for it. */
export const DATADOG_MAX_RETRIES = 3;

/** The intake host of each site the mezmo provider names (Datadog's site list). */
const intakeHosts: Record<DatadogLogsConfig["site"], string> = {
  us1: "http-intake.logs.datadoghq.com",
  us3: "http-intake.logs.us3.datadoghq.com",
  us5: "http-intake.logs.us5.datadoghq.com",
  eu1: "http-intake.logs.datadoghq.eu",
};

export const datadogLogsUrl = (site: DatadogLogsConfig["site"]) => `https://${intakeHosts[site]}/api/v2/logs`;

export function datadogLogsBody(events: PipelineEvent[]): string {
  return JSON.stringify(
    events.map((e) => {
      const log = messageObject(e);
      if (!("timestamp" in log)) log.timestamp = e.timestamp;
      return log;
    }),
  );
}

export const deliverToDatadogLogs = intakeDeliverer<DatadogLogsConfig>({
  url: (config) => datadogLogsUrl(config.site),
  headers: (config) => ({ "content-type": "application/json", "dd-api-key": config.api_key }),
  compression: (config) => config.compression,
  maxRetries: DATADOG_MAX_RETRIES,
  encode: datadogLogsBody,
});

export const datadogLogs = defineDestination({
  type: "datadog-logs",
  title: "Datadog logs",
  description: "Sends events to Datadog's logs intake (API v2)",
  config: datadogLogsConfig,
  deliver: deliverToDatadogLogs,
});
