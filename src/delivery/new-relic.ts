// New Relic Log API: each batch is one gzipped POST to https://log-api.newrelic.com/log/v1 (EU accounts:
// log-api.eu.newrelic.com) with the license key in X-License-Key (docs.newrelic.com/docs/logs/log-api/
// introduction-log-api). At most 1 MB per request; New Relic answers 202. The body is the detailed form,
// `[{logs: [{timestamp, message, attributes}]}]`: the event's time (unix ms), its line (`.line` or
// `.message` when a string, else the whole message as JSON) and the other fields of an object message.
// The provider's resource has no region field: as New Relic's own charts do (newrelic/helm-charts,
// newrelic-logging `_helpers.tpl`), a license key that starts with `eu` selects the EU endpoint.

import type { PipelineEvent } from "../engine/events";
import { type BatchLimits, eventLine, intakeDeliverer, messageObject } from "./http-batching";

export interface NewRelicConfig {
  api: "logs";
  account_id: string;
  license_key: string;
  batch: BatchLimits;
}

/** Retries per batch: the schema has no option for it. */
export const NEW_RELIC_MAX_RETRIES = 3;

export const newRelicLogUrl = (licenseKey: string) =>
  licenseKey.toLowerCase().startsWith("eu")
    ? "https://log-api.eu.newrelic.com/log/v1"
    : "https://log-api.newrelic.com/log/v1";

export function newRelicBody(events: PipelineEvent[]): string {
  const logs = events.map((e) => {
    const { message: _, ...attributes } = messageObject(e);
    return { timestamp: e.timestamp, message: eventLine(e), attributes };
  });
  return JSON.stringify([{ logs }]);
}

export const deliverToNewRelic = intakeDeliverer<NewRelicConfig>({
  url: (config) => newRelicLogUrl(config.license_key),
  headers: (config) => ({ "content-type": "application/json", "x-license-key": config.license_key }),
  compression: () => "gzip",
  maxRetries: NEW_RELIC_MAX_RETRIES,
  encode: newRelicBody,
});
