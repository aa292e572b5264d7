// Source kinds (SPEC.md's list), in catalog order (GET /v3/pipeline/node answers them so). Push sources receive
// events over HTTP with an access key, each declared with its protocol (src/protocols/*.ts); pull sources read
// from a system the user names in `user_config`, each declared with its reader (src/pull/*.ts). See
// docs/conventions.md "Adding a component kind".

import { firehoseKind } from "../../protocols/firehose";
import { fluentKind, httpKind, logstashKind, monitoringKind, webhookKind } from "../../protocols/generic";
import { hecKind } from "../../protocols/hec";
import { logAnalysisIngestionKind, vendorAgentKind } from "../../protocols/logdna";
import { otlpLogsKind, otlpMetricsKind, otlpTracesKind } from "../../protocols/otlp";
import { prometheusKind } from "../../protocols/prometheus";
import { sqsKind } from "../../pull/aws";
import { demoLogsKind } from "../../pull/demo-logs";
import { azureEventHubKind, cloudEventHubKind, kafkaKind } from "../../pull/kafka/reader";
import { logAnalysisKind, restorationKind } from "../../pull/log-store";
import { s3Kind } from "../../pull/s3-notifications";
import type { SourceKind } from "./define";

export const sourceKinds: SourceKind[] = [
  httpKind,
  hecKind,
  s3Kind,
  sqsKind,
  demoLogsKind,
  firehoseKind,
  fluentKind,
  logAnalysisKind,
  logAnalysisIngestionKind,
  logstashKind,
  vendorAgentKind,
  monitoringKind,
  restorationKind,
  webhookKind,
  kafkaKind,
  cloudEventHubKind,
  prometheusKind,
  otlpMetricsKind,
  otlpLogsKind,
  otlpTracesKind,
];

/**
 * The mezmo terraform provider's own source types for kinds the catalog has under SPEC.md's names: found by
 * findNodeKind and run, not listed in the catalog (./destinations.ts has the destination's).
 */
export const sourceAliasKinds: SourceKind[] = [azureEventHubKind];
