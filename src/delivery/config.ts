// The schema pieces destination kinds share (their batch, the terraform provider's fields every destination
// carries, the object stores' consolidation, Google credentials), and `deliveryOptions`, which adds the
// provider's common fields to a kind's configuration.
import { z } from "zod";
import { fieldPath } from "../engine/fields";
import { SECRET_MASK, secretString } from "../lib/sealed-secrets";

/**
 * At most `request_limit` requests to the destination in each window of `duration_secs`, shared by every
 * live request (the node's Durable Object counts); a delivery that would go over fails whole, before
 * sending anything, so the sender retries it later (Mezmo's HTTP destination `rate_limiting`).
 */
export const rateLimiting = z.strictObject({
  request_limit: z.number().int().min(1).max(100_000),
  duration_secs: z.number().int().min(1).max(3600),
});

export const encoding = z.enum(["json", "ndjson", "text"]).default("json");
export const batch = z
  .strictObject({
    max_events: z.number().int().min(1).max(10_000).default(1000),
    max_bytes: z.number().int().min(1024).max(10_485_760).default(1_048_576),
    timeout_ms: z.number().int().min(100).max(300_000).default(1000),
  })
  .default({ max_events: 1000, max_bytes: 1_048_576, timeout_ms: 1000 });

// The mezmo terraform provider sends `ack_enabled` (a boolean, default true) in the user_config of every
// destination (models/destinations/base_model.go) and reads it back (`HttpDestinationToModel` asserts it
// is a bool). End-to-end acknowledgement is not a setting here (a delivery is retried until it succeeds or
// its retries run out), so the flag is accepted, stored and answered as sent, and changes nothing.
export const ackEnabled = z
  .boolean()
  .optional()
  .describe("Accepted for the Mezmo terraform provider and answered as sent; delivery does not depend on it");

/**
 * The longest wait between two delivery attempts of a failed batch (src/delivery/consumer.ts), as Vector's
 * `request.retry_max_duration_secs`; 30 s when absent (and then not answered: the providers never send it).
 */
export const retryMaxDuration = z
  .number()
  .int()
  .min(1)
  .max(3600)
  .optional()
  .describe("Longest wait between delivery attempts of a failed batch, in seconds (default 30)");

/**
 * The mezmo provider's buffer time of the object-store destinations (base_model.go: 30, 60, 90, 120 or 300,
 * default 300; it always sends it and reads it back). A live run writes its events at once, so it is kept
 * and answered, and changes nothing.
 */
export const batchTimeoutSecs = z
  .union([z.literal(30), z.literal(60), z.literal(90), z.literal(120), z.literal(300)])
  .default(300)
  .describe("Accepted for the Mezmo terraform provider; a live run writes its events at once");

/**
 * The mezmo provider's `file_consolidation` of the S3 and Azure Blob Storage destinations
 * (models/destinations/file_consolidation.go). Its ToModel asserts all four fields (`enabled` bool, the two
 * numbers float64, `base_path` string), so every answer carries them, defaults filled. The consolidation
 * job (src/jobs/file-consolidation.ts) merges the small objects of each folder under `base_path` of a
 * published pipeline's destination into `<folder>/merged_<unix seconds>.log` (`.log.gz` for gzip objects).
 */
export const fileConsolidation = z
  .strictObject({
    enabled: z.boolean().default(false).describe("Toggles whether the process is enabled"),
    process_every_seconds: z
      .number()
      .int()
      .min(300)
      .max(3600)
      .default(600)
      .describe("How often to run the consolidation process, in seconds"),
    requested_size_bytes: z
      .number()
      .int()
      .min(50_000_000)
      .max(10_000_000_000)
      .default(500_000_000)
      .describe("The requested size of the consolidated files, in bytes"),
    base_path: z
      .string()
      .max(512)
      .default("")
      .describe(
        "The path from the bucket or container to begin recursively looking for files to merge; blank is the root. Merged files only contain data from their own folder",
      ),
  })
  .optional()
  .describe("Periodic consolidation of the small objects this destination writes into larger ones");

export const headerName = z.string().regex(/^[A-Za-z0-9-]{1,128}$/, "must be a header name");

/** The batch block of the vendor intakes, bounded by what the intake takes in one request. */
export const intakeBatch = (maxEvents: number, maxBytes: number) =>
  z
    .strictObject({
      max_events: z.number().int().min(1).max(maxEvents).default(maxEvents),
      max_bytes: z.number().int().min(1024).max(maxBytes).default(maxBytes),
    })
    .default({ max_events: maxEvents, max_bytes: maxBytes });

/**
 * A Google service account key file (the provider's `credentials_json`): JSON with `client_email` and a
 * PKCS #8 `private_key`, owner-bound. Delivery signs its OAuth assertion with the key (src/vendors/gcp/auth.ts).
 */
export const gcpCredentials = secretString(
  z
    .string()
    .min(1)
    .max(16_384)
    .refine((v) => {
      if (v === SECRET_MASK) return true;
      try {
        const key = JSON.parse(v) as Record<string, unknown>;
        return (
          typeof key.client_email === "string" &&
          key.client_email !== "" &&
          typeof key.private_key === "string" &&
          key.private_key.includes("-----BEGIN PRIVATE KEY-----")
        );
      } catch {
        return false;
      }
    }, "must be a Google service account key file (JSON with client_email and private_key)"),
).describe("Google service account key file (JSON), owner-bound; its token_uri is honoured");

export const gcpProjectId = z
  .string()
  .regex(/^[A-Za-z0-9.:_-]{1,128}$/, "must be a Google Cloud project id")
  .describe("The Project ID as defined in Google Cloud");

/** The provider's resource_labels form (`[{label_name, label_value}]`), stored and answered as sent. */
export const gcpResourceLabels = z
  .array(
    z.strictObject({
      label_name: z.string().min(1).max(100),
      label_value: z.string().min(1).max(1024),
    }),
  )
  .max(64)
  .optional()
  .describe("Labels of the monitored resource");

export const gcpResourceType = z
  .string()
  .min(1)
  .max(256)
  .describe("The monitored-resource type (e.g. global, gce_instance)");

/**
 * A field path of an event: ours (`.host`, `.a.b`: into the message) or the Mezmo provider's, without the
 * leading dot and rooted at the event (`metadata.host`: the event's metadata; `message.host`: its message; any
 * other `a.b`: the message's `.a.b`). See src/delivery/event-path.ts.
 */
export const eventPath = z
  .string()
  .min(1)
  .max(512)
  .refine(
    (v) => fieldPath.safeParse(v.startsWith(".") ? v : `.${v}`).success,
    "must be a field path such as .host or metadata.host",
  );

/**
 * A destination's configuration with the fields every destination of the mezmo provider carries (`ack_enabled`)
 * and the longest retry wait (`retry_max_duration_secs`), added after its own.
 */
export const deliveryOptions = <Shape extends z.ZodRawShape>(config: z.ZodObject<Shape, z.core.$strict>) =>
  config.extend({ ack_enabled: ackEnabled, retry_max_duration_secs: retryMaxDuration });
