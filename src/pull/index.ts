// The pull source kinds this Worker runs. A PullSourceObject runs a `saas` source of a runnable kind; a `local`
// source runs on the customer's own edge and is not run here.

import { sqsReader } from "./aws";
import { demoLogsReader } from "./demo-logs";
import { eventHubReader, kafkaReader } from "./kafka/reader";
import { logAnalysisReader, restorationReader } from "./log-store";
import { s3Reader } from "./s3-notifications";
import type { PullReader } from "./types";

// Each reader knows its own config and cursor types; the object only stores and hands them back (JSON).
type AnyReader = PullReader<unknown, unknown>;

export const pullReaders: Record<string, AnyReader> = {
  "demo-logs": demoLogsReader,
  "log-analysis": logAnalysisReader,
  "pipeline-data-restoration": restorationReader,
  s3: s3Reader as AnyReader,
  sqs: sqsReader,
  // Kafka over TCP/TLS from the Worker (./kafka); an event hub through its Kafka endpoint. azure-event-hub is
  // the mezmo terraform provider's name and fields for cloud-event-hub (src/engine/kinds/aliases.ts).
  kafka: kafkaReader as AnyReader,
  "cloud-event-hub": eventHubReader as AnyReader,
  "azure-event-hub": eventHubReader as AnyReader,
};

export const runnablePullKinds = Object.keys(pullReaders);

/**
 * Pull kinds publish refuses with deploy type `saas` (a source that is accepted and never reads would be worse
 * than none), each with the reason. None now: Kafka and event hubs are consumed from the Worker.
 */
export const pullKindsNotRunnableHere: Record<string, string> = {};

/** Whether this Worker runs the source: a pull kind it has a reader for, deployed `saas`, not disabled. */
export const runsHere = (n: { type: string; deployType: string | null; disabled: boolean }) =>
  n.type in pullReaders && (n.deployType ?? "saas") === "saas" && !n.disabled;
