// Building blocks shared by the node kinds' configuration schemas.
import { z } from "zod";
import { credentialTarget, secretString } from "../../lib/sealed-secrets";

export const UNMATCHED_OUTPUT = "_unmatched";

export const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http or https URL" })
  .max(2048)
  .describe("http or https URL");

/** A credential: sealed at rest, answered as a mask (src/lib/sealed-secrets.ts). */
export const secret = secretString(z.string().min(1).max(4096));
export const shortText = z.string().min(1).max(512);

export const decoding = z
  .enum(["json", "ndjson", "text"])
  .default("json")
  .describe("How request bodies are split into events");

export const compression = z.enum(["none", "gzip"]).default("none");

/** Push sources: whether request headers and query go into each event's metadata. */
export const captureMetadata = z
  .boolean()
  .default(false)
  .describe("Keep request headers and query in the event metadata");

/** A kind that takes no settings. */
export const noConfig = z.strictObject({});

/** Pulled objects' compression: gzip and zstd are found by their magic numbers unless it is `none`. */
export const objectCompression = z
  .enum(["auto", "gzip", "none", "zstd"])
  .default("auto")
  .describe("auto (gzip and zstd found by their magic numbers), gzip, zstd or none (read as they are)");

export const awsAuth = z.strictObject({
  access_key_id: z.string().min(16).max(128),
  secret_access_key: secret,
});

export const awsRegion = z
  .string()
  .regex(/^[a-z]{2}(-gov)?-[a-z]+-\d$/, "must be an AWS region such as us-east-1")
  .describe("AWS region");

export const s3Bucket = z
  .string()
  .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a valid bucket name (3 to 63 lowercase characters)");

export const httpAuth = z.discriminatedUnion("strategy", [
  z.strictObject({ strategy: z.literal("none") }),
  z.strictObject({ strategy: z.literal("basic"), user: shortText, password: secret }),
  z.strictObject({ strategy: z.literal("bearer"), token: secret }),
]);

export const kafkaBrokers = z
  .array(z.strictObject({ host: z.string().min(1).max(253), port: z.number().int().min(1).max(65535) }))
  .min(1)
  .max(50);

/**
 * An event hub namespace, which says where its connection string goes: its name (the Kafka endpoint
 * `<name>.servicebus.windows.net:9093`), or a host of its own (with a dot: another Azure cloud's domain; or with
 * a `:port`, 9093 otherwise), as src/pull/kafka/reader.ts `eventHubAddress` reads it.
 */
export const eventHubNamespace = credentialTarget(
  z
    .string()
    .min(1)
    .max(256)
    .regex(
      /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:\d{1,5})?$/,
      "must be an event hub namespace name, or its host (letters, digits, - and .), with an optional :port",
    ),
).describe("The event hub namespace: its name, or its host[:port]");

export const kafkaSasl = z.strictObject({
  mechanism: credentialTarget(z.enum(["plain", "scram-sha-256", "scram-sha-512"])),
  username: credentialTarget(shortText),
  password: secret,
});

/** A label that can name an output: it becomes part of an input id (`<node_id>.<name>`). */
export const outputName = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
    "must be 1 to 64 letters, digits, _ or -, starting with a letter or digit",
  )
  .refine((v) => v !== UNMATCHED_OUTPUT, `${UNMATCHED_OUTPUT} is reserved`);

/** Refinement: the named field of each item is unique within the list. */
export function uniqueBy<T>(key: keyof T & string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, i) => {
      if (seen.has(item[key])) ctx.addIssue({ code: "custom", path: [i, key], message: `duplicate ${key}` });
      seen.add(item[key]);
    });
  };
}

/** The fields of a branch that becomes a named output (see `branches`). */
export const branchFields = { label: shortText, _output_name: outputName.optional() };

/**
 * Branches that become named outputs, each an object with `branchFields`. The wire form is Mezmo's: each
 * branch has a `label`; its output name `_output_name` is derived from the label (`Errors 5xx` →
 * `errors_5xx`) unless the client sends one back, and answered in the node's `user_config`, so a
 * read-modify-write keeps every output id.
 */
export function branches<Branch extends z.ZodType<{ label: string; _output_name?: string }>>(
  branch: Branch,
  max: number,
) {
  return z
    .array(branch)
    .min(1)
    .max(max)
    .transform((items) =>
      items.map((item) => ({ ...item, _output_name: item._output_name ?? slugOf(item.label) })),
    )
    .superRefine(uniqueBy("_output_name"));
}

function slugOf(label: string): string {
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "_")
    .replace(/^[_-]+|_+$/g, "")
    .slice(0, 64);
  return slug.length > 0 && slug !== UNMATCHED_OUTPUT ? slug : "output";
}
