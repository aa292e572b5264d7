// The archiving integrations and their fields, named as Mezmo's API and its terraform resource
// (`logdna_archive`) name them: `{integration, ...fields}`, flat. Each integration is one strict schema,
// so a missing field, a wrong type or a field of another integration is refused with its JSON pointer.
//
// Secrets (apikey, accountkey, secretkey, password) are owner-bound, as every configuration's secrets
// (src/lib/sealed-secrets.ts): sealed at rest under SECRETS_KEY, answered in clear only to the key that
// sent them and as ******** to every other, and ******** sent back (a read-modify-write PUT) keeps the
// stored secret when the integration and where it goes (bucket, endpoint, account, auth URL) stay the same.
// The archiving job (src/jobs/archive.ts) opens them with openSecrets where it connects to the bucket.
//
// s3 beyond LogDNA: Mezmo writes to an S3 bucket as its own AWS account (the customer grants it in the
// bucket's ACL), which this service has no equivalent of; so s3 also takes optional `accesskey`, `secretkey`
// (owner-bound), `region` and `endpoint` (an S3-compatible store). With the keys, archives go to the bucket;
// without them (LogDNA's `{bucket}` only) they stay in this service's R2. gcs likewise: Mezmo writes as its
// own Google service account; optional HMAC interoperability keys `accesskey`/`secretkey` (owner-bound) write
// through GCS's S3-compatible XML API, and without them days stay in R2.
//
// azblob and swift beyond LogDNA: LogDNA's fields name no container, and nothing public says which one Mezmo
// writes into; so both take an optional `container` (default DEFAULT_ARCHIVE_CONTAINER, `logdna-archives`),
// and azblob an optional `endpoint` (the blob service URL: Azurite, sovereign clouds, tests).
import { z } from "@hono/zod-openapi";
import { DEFAULT_ARCHIVE_CONTAINER } from "../../jobs/archive";
import { credentialTarget, SECRET_MASK, secretString } from "../../lib/sealed-secrets";
import { OWNER_BOUND_NOTE } from "../../notify/channels";
import { sealWrite } from "../shared/secret-writes";
import type { SecretsCaller } from "../shared/secrets";
import { archiveIntegrations } from "./store";

export type Integration = (typeof archiveIntegrations)[number];

const HOST_NAME =
  /^(?=.{1,253}(:\d{1,5})?$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/i;

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    // Credentials belong in their own fields, never in a URL that answers show.
    return url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

const noSpaces = (max: number) =>
  z.string().min(1).max(max).regex(/^\S+$/, "must not be empty or contain spaces");
/** S3, IBM COS and DigitalOcean Spaces bucket rules: 3-63 of a-z 0-9 . -, alphanumeric at both ends. */
const s3StyleBucket = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    "must be 3-63 lowercase letters, digits, dots or hyphens, starting and ending with a letter or digit",
  )
  .refine((v) => !v.includes(".."), "must not contain two dots in a row");
const gcsBucket = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/,
    "must be 3-222 lowercase letters, digits, dots, hyphens or underscores, starting and ending with a letter or digit",
  );
const endpoint = credentialTarget(
  z
    .string()
    .max(2048)
    .refine(
      (v) => HOST_NAME.test(v) || isHttpUrl(v),
      "must be a host name (s3.us-south.cloud-object-storage.appdomain.cloud) or an http(s) URL",
    ),
);
/**
 * A secret: its own rule, or the mask an answer showed (resolved against the stored secret). Another value
 * that starts with the mask is refused: it is a mask of some other form (the last-four-characters masks
 * this API answered before), never a real secret, and storing it would replace the secret with it.
 */
const secret = (rule: z.ZodString) =>
  secretString(
    z
      .string()
      .max(4096)
      .refine((v) => v === SECRET_MASK || !v.startsWith(SECRET_MASK), {
        error: `send the secret itself, or ${SECRET_MASK} to keep the stored one`,
        abort: true,
      })
      .refine((v) => v === SECRET_MASK || rule.safeParse(v).success, {
        error: (issue) => rule.safeParse(issue.input).error?.issues[0]?.message ?? "invalid secret",
      })
      .openapi({
        description: OWNER_BOUND_NOTE,
      }),
  );

const kind = <T extends Integration>(integration: T, description: string) =>
  z.literal(integration).openapi({ description });

function keysTogether(
  c: { accesskey?: string; secretkey?: string },
  ctx: { addIssue: (issue: { code: "custom"; path: string[]; message: string }) => void },
) {
  if ((c.accesskey === undefined) !== (c.secretkey === undefined))
    ctx.addIssue({
      code: "custom",
      path: [c.accesskey === undefined ? "accesskey" : "secretkey"],
      message: "accesskey and secretkey go together",
    });
}

/** Azure container rules: 3-63 lowercase letters, digits and single hyphens, a letter or digit at both ends. */
const azureContainer = z
  .string()
  .regex(
    /^(?=.{3,63}$)[a-z0-9]+(-[a-z0-9]+)*$/,
    "must be 3-63 lowercase letters, digits or single hyphens, starting and ending with a letter or digit",
  );
/** Swift container names: up to 256 bytes, no slash. */
const swiftContainer = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[^/\s]+$/, "must be 1-256 characters without slashes or spaces");

export const s3Config = z
  .strictObject({
    integration: kind("s3", "Amazon S3"),
    bucket: credentialTarget(s3StyleBucket),
    accesskey: noSpaces(256)
      .optional()
      .openapi({ description: "Not a LogDNA field: the access key id to write with (with secretkey)" }),
    // Not a LogDNA field: the secret access key (owner-bound).
    secretkey: secret(noSpaces(512)).optional(),
    region: credentialTarget(z.string().regex(/^[a-z0-9-]{2,32}$/, "must be an AWS region such as us-east-1"))
      .optional()
      .openapi({ description: "Not a LogDNA field: the bucket's region (default us-east-1)" }),
    endpoint: endpoint
      .optional()
      .openapi({ description: "Not a LogDNA field: an S3-compatible endpoint, addressed path style" }),
  })
  .superRefine(keysTogether)
  .openapi("ArchivingS3");
export const gcsConfig = z
  .strictObject({
    integration: kind("gcs", "Google Cloud Storage"),
    bucket: credentialTarget(gcsBucket),
    projectid: z
      .string()
      .regex(
        /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/,
        "must be a Google Cloud project id: 6-30 lowercase letters, digits or hyphens, starting with a letter",
      ),
    accesskey: noSpaces(256).optional().openapi({
      description:
        "Not a LogDNA field: a GCS HMAC interoperability access id (with secretkey): days are written to the bucket through storage.googleapis.com",
    }),
    // Not a LogDNA field: the HMAC key's secret (owner-bound).
    secretkey: secret(noSpaces(512)).optional(),
  })
  .superRefine(keysTogether)
  .openapi("ArchivingGcs");
export const azblobConfig = z
  .strictObject({
    integration: kind("azblob", "Azure Blob Storage"),
    accountname: credentialTarget(
      z.string().regex(/^[a-z0-9]{3,24}$/, "must be 3-24 lowercase letters or digits"),
    ),
    accountkey: secret(
      z
        .string()
        .min(1)
        .max(512)
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, "must be the base64 storage account key"),
    ),
    container: azureContainer.optional().openapi({
      description: `Not a LogDNA field: the blob container to write into (default ${DEFAULT_ARCHIVE_CONTAINER})`,
    }),
    endpoint: endpoint.optional().openapi({
      description:
        "Not a LogDNA field: the blob service URL (default https://<accountname>.blob.core.windows.net), e.g. Azurite's",
    }),
  })
  .openapi("ArchivingAzblob");
export const ibmConfig = z
  .strictObject({
    integration: kind("ibm", "IBM Cloud Object Storage"),
    bucket: credentialTarget(s3StyleBucket),
    endpoint,
    apikey: secret(noSpaces(512)),
    resourceinstanceid: noSpaces(512).openapi({ description: "The COS instance's CRN or id" }),
  })
  .openapi("ArchivingIbm");
export const dosConfig = z
  .strictObject({
    integration: kind("dos", "DigitalOcean Spaces"),
    space: credentialTarget(s3StyleBucket),
    endpoint,
    accesskey: noSpaces(256),
    secretkey: secret(noSpaces(512)),
  })
  .openapi("ArchivingDos");
export const swiftConfig = z
  .strictObject({
    integration: kind("swift", "OpenStack Swift"),
    authurl: credentialTarget(
      z.string().max(2048).refine(isHttpUrl, "must be an http(s) URL (the Keystone auth URL)"),
    ),
    expires: z
      .int()
      .min(1)
      .max(3650)
      .optional()
      .openapi({ description: "Days after which Swift deletes an archived object" }),
    username: z.string().trim().min(1).max(256),
    password: secret(z.string().min(1).max(1024)),
    tenantname: z.string().trim().min(1).max(256),
    container: swiftContainer.optional().openapi({
      description: `Not a LogDNA field: the container to write into (default ${DEFAULT_ARCHIVE_CONTAINER}; created when missing)`,
    }),
  })
  .openapi("ArchivingSwift");

export const archivingConfigSchema = z
  .discriminatedUnion("integration", [s3Config, gcsConfig, azblobConfig, ibmConfig, dosConfig, swiftConfig], {
    error: (issue) =>
      issue.code === "invalid_union"
        ? `integration must be one of ${archiveIntegrations.join(", ")}`
        : undefined,
  })
  .openapi("ArchivingConfig", {
    description:
      "One integration and its fields. Secrets (apikey, accountkey, secretkey, password) are answered masked.",
  });

export type ArchivingConfig = z.infer<typeof archivingConfigSchema>;
export type StoredSettings = Record<string, unknown>;

/**
 * The settings to store: the body without `integration`, its secret sealed; the mask keeps the stored
 * secret (of the same integration only: another integration's secret is not this one), a 400 otherwise.
 */
export async function settingsToStore(
  caller: SecretsCaller,
  body: ArchivingConfig,
  stored: { integration: Integration; settings: StoredSettings } | null,
): Promise<StoredSettings> {
  const previous =
    stored?.integration === body.integration
      ? { integration: stored.integration, ...stored.settings }
      : undefined;
  const { integration: _, ...settings } = await sealWrite(
    caller,
    archivingConfigSchema,
    body,
    () => previous,
  );
  return settings;
}
