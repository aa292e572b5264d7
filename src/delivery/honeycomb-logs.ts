// Honeycomb: each batch is one POST of a JSON array to https://api.honeycomb.io/1/batch/<dataset> with the
// key in X-Honeycomb-Team, gzipped (docs.honeycomb.io/api/events, "Create Events"). Each event is
// `{time, data}`: RFC 3339 time, the object message as data (a string message under `message`). The answer
// is 200 with one `{status, error?}` per event, 202 for each one queued: any other status means Honeycomb
// dropped that event, a failure that is not retried (the others were taken).

import { z } from "zod";
import type { PipelineEvent } from "../engine/events";
import { secret } from "../engine/kinds/common";
import { defineDestination } from "../engine/kinds/define";
import { credentialTarget } from "../lib/sealed-secrets";
import { deliveryOptions, intakeBatch } from "./config";
import { intakeDeliverer, messageObject, readJson } from "./http-batching";

const honeycombLogsConfig = deliveryOptions(
  z.strictObject({
    api_key: secret.describe("Honeycomb ingest key, sent as X-Honeycomb-Team"),
    dataset: credentialTarget(z.string().min(1).max(255)).describe("The name of the targeted dataset"),
    batch: intakeBatch(1000, 4_500_000),
  }),
);
export type HoneycombLogsConfig = z.output<typeof honeycombLogsConfig>;

/** Retries per batch: the schema has no option for it. */
export const HONEYCOMB_MAX_RETRIES = 3;

/** The US API host; the provider's resource has no field for another (api.eu1.honeycomb.io). */
export const HONEYCOMB_API = "https://api.honeycomb.io";

export const honeycombBatchUrl = (dataset: string) =>
  `${HONEYCOMB_API}/1/batch/${encodeURIComponent(dataset)}`;

export const honeycombBody = (events: PipelineEvent[]) =>
  JSON.stringify(events.map((e) => ({ time: new Date(e.timestamp).toISOString(), data: messageObject(e) })));

/** Why a 200 batch answer is a failure all the same: the events Honeycomb did not queue. */
async function droppedEvents(res: Response): Promise<string | undefined> {
  const answer = await readJson(res);
  if (!Array.isArray(answer)) return undefined;
  const statuses = answer as { status?: number; error?: string }[];
  const dropped = statuses.filter((r) => r?.status !== 202);
  if (dropped.length === 0) return undefined;
  const first = statuses.indexOf(dropped[0]);
  return `honeycomb dropped ${dropped.length} of ${statuses.length} events; first: event ${first + 1} (status ${dropped[0]?.status ?? "?"}): ${dropped[0]?.error ?? "no error given"}`;
}

export const deliverToHoneycombLogs = intakeDeliverer<HoneycombLogsConfig>({
  url: (config) => honeycombBatchUrl(config.dataset),
  headers: (config) => ({ "content-type": "application/json", "x-honeycomb-team": config.api_key }),
  compression: () => "gzip",
  maxRetries: HONEYCOMB_MAX_RETRIES,
  encode: honeycombBody,
  inspect: droppedEvents,
});

export const honeycombLogs = defineDestination({
  type: "honeycomb-logs",
  title: "Honeycomb logs",
  description: "Sends events to a Honeycomb dataset through the batch events API",
  config: honeycombLogsConfig,
  deliver: deliverToHoneycombLogs,
});
