// The pull source kinds this Worker runs, and those it cannot. A PullSourceObject runs a `saas` source of a
// runnable kind; a `local` source runs on the customer's own edge and is not run here.

import { s3Reader, sqsReader } from "./aws";
import { demoLogsReader } from "./demo-logs";
import { logAnalysisReader, restorationReader } from "./log-store";
import type { PullReader } from "./types";

// Each reader knows its own config and cursor types; the object only stores and hands them back (JSON).
type AnyReader = PullReader<unknown, unknown>;

export const pullReaders: Record<string, AnyReader> = {
  "demo-logs": demoLogsReader,
  "log-analysis": logAnalysisReader,
  "pipeline-data-restoration": restorationReader,
  s3: s3Reader,
  sqs: sqsReader,
};

export const runnablePullKinds = Object.keys(pullReaders);

/**
 * Kafka's wire protocol needs raw TCP with a consumer-group client (joins, heartbeats, offset commits) that
 * does not exist for Workers; an event hub is consumed through its Kafka endpoint. Publish refuses these
 * with deploy type `saas`: a source that is accepted and never reads would be worse than none.
 */
export const pullKindsNotRunnableHere: Record<string, string> = {
  kafka: "Kafka needs raw TCP and a consumer-group client, which the Worker does not have",
  "cloud-event-hub": "an event hub is read through its Kafka endpoint, which the Worker cannot consume",
};

/** Whether this Worker runs the source: a pull kind it has a reader for, deployed `saas`, not disabled. */
export const runsHere = (n: { type: string; deployType: string | null; disabled: boolean }) =>
  n.type in pullReaders && (n.deployType ?? "saas") === "saas" && !n.disabled;
