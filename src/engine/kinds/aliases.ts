// The mezmo terraform provider's own types for kinds this service has under SPEC.md's names, with the
// provider's fields: found by findNodeKind (so nodes of these types are created, validated, answered under the
// type sent, run and exported), not listed in the catalog (GET /v3/pipeline/node lists SPEC's kinds once).
// - `azure-event-hub` (models/sources/azure_event_hub.go): the cloud-event-hub source, run by the same consumer
//   (src/pull/kafka/reader.ts), with `topics` (event hub names) and `decoding_codec`.
// - `mezmo` (models/destinations/mezmo.go, mezmo_logs_destination): the log-analysis destination in Mezmo's
//   terms: events written into this account's log store (src/delivery/mezmo-logs.ts), with the ingestion key
//   of this account it names (`use_ingestion_key`), or without one.
import { z } from "zod";
import { mezmoLogs } from "../../delivery/mezmo-logs";
import { secretString } from "../../lib/sealed-secrets";
import { eventHubNamespace, shortText } from "./common";
import type { NodeKind } from "./define";

/** The provider's azure_event_hub source: every field always sent, decoding_codec "bytes" by default. */
const azureEventHub = z.strictObject({
  decoding_codec: z
    .enum(["bytes", "json"])
    .default("bytes")
    .describe("bytes: each event's data is {line}; json: a JSON object is the event"),
  connection_string: secretString(z.string().min(1).max(4096)).describe(
    "The connection string of a SAS policy of the namespace or hub (sent as the SASL PLAIN password)",
  ),
  namespace: eventHubNamespace,
  group_id: shortText.describe("The consumer group (Kafka group) the source commits its offsets to"),
  topics: z.array(z.string().min(1).max(256)).min(1).max(100).describe("The event hubs to read"),
});

export const aliasKinds: NodeKind[] = [
  {
    type: "azure-event-hub",
    kind: "source",
    push: false,
    title: "Azure event hub",
    description:
      "Consumes Azure event hubs through their Kafka endpoint (cloud-event-hub with the mezmo provider's fields)",
    config: azureEventHub,
  },
  mezmoLogs,
];
