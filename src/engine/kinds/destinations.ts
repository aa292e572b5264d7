// The destination kinds (`sink` on the wire), in catalog order, each declared in its module beside its delivery
// (src/delivery/<kind>.ts). Every one really delivers: the GCP ones under a service account key, Kafka over
// TCP/TLS from the Worker with its own binary protocol, Prometheus remote write with the protobuf code the
// source decodes with. The kinds the mezmo terraform provider also offers take its `type` and `user_config`
// field names, types, defaults and secrets (internal/provider/models/destinations/<kind>.go); `batch` is ours.
import { azureBlobStorage } from "../../delivery/azure-blob-storage";
import { blackhole } from "../../delivery/blackhole";
import { datadogLogs } from "../../delivery/datadog-logs";
import { datadogMetrics } from "../../delivery/datadog-metrics";
import { elasticsearch } from "../../delivery/elasticsearch";
import { gcpCloudMonitoring } from "../../delivery/gcp-cloud-monitoring";
import { gcpCloudOperations } from "../../delivery/gcp-cloud-operations";
import { gcpCloudPubSub } from "../../delivery/gcp-cloud-pubsub";
import { gcpCloudStorage } from "../../delivery/gcp-cloud-storage";
import { honeycombLogs } from "../../delivery/honeycomb-logs";
import { http } from "../../delivery/http";
import { kafka } from "../../delivery/kafka/deliver";
import { logAnalysis } from "../../delivery/log-analysis";
import { loki } from "../../delivery/loki";
import { mezmoLogs } from "../../delivery/mezmo-logs";
import { newRelic } from "../../delivery/new-relic";
import { prometheusRemoteWrite } from "../../delivery/prometheus-remote-write";
import { s3 } from "../../delivery/s3";
import { splunkHecLogs } from "../../delivery/splunk-hec";
import type { DestinationKind } from "./define";

export const destinationKinds: DestinationKind[] = [
  logAnalysis,
  http,
  blackhole,
  s3,
  elasticsearch,
  loki,
  splunkHecLogs,
  datadogLogs,
  honeycombLogs,
  newRelic,
  azureBlobStorage,
  prometheusRemoteWrite,
  datadogMetrics,
  gcpCloudStorage,
  gcpCloudPubSub,
  kafka,
  gcpCloudOperations,
  gcpCloudMonitoring,
];

/**
 * The mezmo terraform provider's own types for destinations this service has under SPEC.md's names, with the
 * provider's fields: found by type (so nodes of these types are created, validated, answered under the type
 * sent, run and exported), not listed in the catalog. `mezmo` (models/destinations/mezmo.go,
 * mezmo_logs_destination) is the log-analysis destination in Mezmo's terms (src/delivery/mezmo-logs.ts).
 */
export const destinationAliasKinds: DestinationKind[] = [mezmoLogs];
