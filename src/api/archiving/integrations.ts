// The archiving integrations and their fields, named as Mezmo's API and its terraform resource
// (`logdna_archive`) name them: `{integration, ...fields}`, flat. Each integration is one strict schema,
// so a missing field, a wrong type or a field of another integration is refused with its JSON pointer.
//
// Secrets (apikey, accountkey, secretkey, password) are write-only: an answer shows them masked. Sending
// the masked value back unchanged (a read-modify-write PUT) keeps the stored secret.
import { z } from "@hono/zod-openapi";
import { archiveIntegrations } from "../../db/schema";
import { ApiError, type ErrorDetail } from "../../http/errors";

export type Integration = (typeof archiveIntegrations)[number];
export const SECRET_FIELDS = ["apikey", "accountkey", "secretkey", "password"] as const;

const MASK_PREFIX = "********";
/** Long secrets keep their last four characters visible, so a user can tell two of them apart. */
export const maskSecret = (secret: string) =>
  secret.length >= 16 ? `${MASK_PREFIX}${secret.slice(-4)}` : MASK_PREFIX;
const isMasked = (value: string) => value.startsWith(MASK_PREFIX);

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
const endpoint = z
  .string()
  .max(2048)
  .refine(
    (v) => HOST_NAME.test(v) || isHttpUrl(v),
    "must be a host name (s3.us-south.cloud-object-storage.appdomain.cloud) or an http(s) URL",
  );
/** A secret: its own rule, or the masked form an answer showed (resolved against the stored secret). */
const secret = (rule: z.ZodString) =>
  z
    .string()
    .max(4096)
    .refine((v) => isMasked(v) || rule.safeParse(v).success, {
      error: (issue) => rule.safeParse(issue.input).error?.issues[0]?.message ?? "invalid secret",
    })
    .openapi({ description: "Write-only: answers show it masked; sending the masked value keeps it" });

const kind = <T extends Integration>(integration: T, description: string) =>
  z.literal(integration).openapi({ description });

export const s3Config = z
  .strictObject({
    integration: kind("s3", "Amazon S3"),
    bucket: s3StyleBucket,
  })
  .openapi("ArchivingS3");
export const gcsConfig = z
  .strictObject({
    integration: kind("gcs", "Google Cloud Storage"),
    bucket: gcsBucket,
    projectid: z
      .string()
      .regex(
        /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/,
        "must be a Google Cloud project id: 6-30 lowercase letters, digits or hyphens, starting with a letter",
      ),
  })
  .openapi("ArchivingGcs");
export const azblobConfig = z
  .strictObject({
    integration: kind("azblob", "Azure Blob Storage"),
    accountname: z.string().regex(/^[a-z0-9]{3,24}$/, "must be 3-24 lowercase letters or digits"),
    accountkey: secret(
      z
        .string()
        .min(1)
        .max(512)
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, "must be the base64 storage account key"),
    ),
  })
  .openapi("ArchivingAzblob");
export const ibmConfig = z
  .strictObject({
    integration: kind("ibm", "IBM Cloud Object Storage"),
    bucket: s3StyleBucket,
    endpoint,
    apikey: secret(noSpaces(512)),
    resourceinstanceid: noSpaces(512).openapi({ description: "The COS instance's CRN or id" }),
  })
  .openapi("ArchivingIbm");
export const dosConfig = z
  .strictObject({
    integration: kind("dos", "DigitalOcean Spaces"),
    space: s3StyleBucket,
    endpoint,
    accesskey: noSpaces(256),
    secretkey: secret(noSpaces(512)),
  })
  .openapi("ArchivingDos");
export const swiftConfig = z
  .strictObject({
    integration: kind("swift", "OpenStack Swift"),
    authurl: z.string().max(2048).refine(isHttpUrl, "must be an http(s) URL (the Keystone auth URL)"),
    expires: z
      .int()
      .min(1)
      .max(3650)
      .optional()
      .openapi({ description: "Days after which Swift deletes an archived object" }),
    username: z.string().trim().min(1).max(256),
    password: secret(z.string().min(1).max(1024)),
    tenantname: z.string().trim().min(1).max(256),
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

/** The settings to store: the body without `integration`, masked secrets replaced by the stored ones. */
export function settingsToStore(
  body: ArchivingConfig,
  stored: { integration: Integration; settings: StoredSettings } | null,
): StoredSettings {
  const { integration, ...settings } = body;
  const values: StoredSettings = { ...settings };
  const details: ErrorDetail[] = [];
  for (const field of SECRET_FIELDS) {
    const value = values[field];
    if (typeof value !== "string" || !isMasked(value)) continue;
    const previous = stored?.integration === integration ? stored.settings[field] : undefined;
    if (typeof previous === "string" && maskSecret(previous) === value) values[field] = previous;
    else
      details.push({
        path: [field],
        message: "send the secret itself: a masked value keeps only the stored one",
      });
  }
  if (details.length > 0) {
    throw new ApiError(
      "EVALIDATION",
      `Validation failed: ${details[0].message} at /${details[0].path[0]}`,
      details,
    );
  }
  return values;
}

/** The configuration as answered: flat, secrets masked. */
export function presentConfig(integration: Integration, settings: StoredSettings) {
  const shown: StoredSettings = { integration, ...settings };
  for (const field of SECRET_FIELDS) {
    const value = shown[field];
    if (typeof value === "string") shown[field] = maskSecret(value);
  }
  return shown as ArchivingConfig;
}
