// The mezmo terraform provider's own types for kinds this service has under SPEC.md's names, with the
// provider's fields: found by findNodeKind (so nodes of these types are created, validated, answered under the
// type sent, run and exported), not listed in the catalog (GET /v3/pipeline/node lists SPEC's kinds once).
// The source alias, azure-event-hub, is declared with its reader (src/pull/kafka/reader.ts).
// - `mezmo` (models/destinations/mezmo.go, mezmo_logs_destination): the log-analysis destination in Mezmo's
//   terms: events written into this account's log store (src/delivery/mezmo-logs.ts), with the ingestion key
//   of this account it names (`use_ingestion_key`), or without one.
import { z } from "zod";
import { credentialTarget, secretString } from "../../lib/sealed-secrets";
import type { NodeKind } from "./define";

/** The provider's log_construction_schemes, by the value it sends. */
export const MEZMO_SCHEMES = ["Explicit field selection", "Message pass-through"] as const;

const template = (max: number) => z.string().min(1).max(max);

/**
 * The provider's mezmo destination (MezmoDestinationFromModel): ack_enabled, mezmo_host and use_ingestion_key
 * always; ingestion_key when use_ingestion_key; query when the plan has one (`{}` when it is unknown);
 * message `{scheme, line?, app?, file?, env?, meta_field?, timestamp_field?}` always. Answered as sent.
 */
const mezmoLogs = z
  .strictObject({
    ack_enabled: z
      .boolean()
      .default(true)
      .describe(
        "Accepted for the Mezmo terraform provider and answered as sent; the write does not depend on it",
      ),
    mezmo_host: credentialTarget(z.string().min(1).max(2048))
      .default("logs.logdna.com")
      .describe("The Log Analysis host as the provider names it: the events go to this account's log store"),
    use_ingestion_key: z
      .boolean()
      .default(false)
      .describe("Write with `ingestion_key` (one of this account's ingestion keys); false: with none"),
    ingestion_key: secretString(z.string().min(1).max(4096))
      .optional()
      .describe("One of this account's ingestion keys (checked at each write, and at each delivery)"),
    query: z
      .strictObject({
        hostname: template(512).optional().describe('Template of each line\'s host (default "mezmo")'),
        tags: z.array(template(512)).max(50).optional().describe("Templates of each line's tags"),
        ip: template(512).optional().describe("Template of each line's IP"),
        mac: template(512).optional().describe("Template of each line's MAC"),
      })
      .optional(),
    message: z
      .strictObject({
        scheme: z.enum(MEZMO_SCHEMES),
        line: template(1024)
          .optional()
          .describe("A field (.a.b; an object is written as JSON and kept as meta) or a template: the line"),
        meta_field: template(512).optional().describe("The field holding the line's meta object"),
        app: template(512).optional(),
        file: template(512).optional(),
        timestamp_field: template(512)
          .optional()
          .describe("The field holding the line's time (ms or s since the epoch, or ISO 8601)"),
        env: template(512).optional(),
      })
      .default({ scheme: "Explicit field selection" }),
  })
  .superRefine((config, ctx) => {
    if (config.use_ingestion_key && !config.ingestion_key)
      ctx.addIssue({
        code: "custom",
        path: ["ingestion_key"],
        message: "required when use_ingestion_key is true",
      });
    if (!config.use_ingestion_key && config.ingestion_key !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["ingestion_key"],
        message: "is used only with use_ingestion_key: true (without it, the events are written with no key)",
      });
    if (config.message.scheme === "Message pass-through")
      for (const field of ["line", "meta_field", "app", "file", "timestamp_field", "env"] as const)
        if (config.message[field] !== undefined)
          ctx.addIssue({
            code: "custom",
            path: ["message", field],
            message: "explicit options need scheme Explicit field selection",
          });
  });

export const aliasKinds: NodeKind[] = [
  {
    type: "mezmo",
    kind: "destination",
    title: "Mezmo log analysis",
    description:
      "Writes events into this account's log store (log-analysis with the mezmo provider's fields)",
    config: mezmoLogs,
  },
];
