// The archiving job (every 15 minutes, src/index.ts). For every account with an archiving configuration, each recent UTC day that
// is not archived yet is written as one gzip-compressed JSONL object in the export line format:
// - to the configured bucket (the customer's own storage) when the integration carries credentials:
//   - S3-compatible, SigV4-signed (src/vendors/aws/sigv4.ts): `dos` (DigitalOcean Spaces: endpoint, space,
//     accesskey, secretkey), `s3` given `accesskey`/`secretkey` (this service's extension of LogDNA's
//     `{bucket}`), `gcs` given HMAC interoperability keys `accesskey`/`secretkey` (an extension too: GCS's
//     XML API at storage.googleapis.com, region `auto`); and `ibm` (COS: endpoint, bucket, apikey,
//     resourceinstanceid) with an IBM Cloud IAM bearer token (the API key exchanged at IBM_IAM_TOKEN_URL).
//     A day of one part is one PutObject; a longer one a multipart upload (CreateMultipartUpload,
//     UploadPart per part, CompleteMultipartUpload; AbortMultipartUpload when anything fails).
//   - `azblob`: Azure Blob Storage with Shared Key (src/vendors/azure/blob.ts), into `container` (default
//     DEFAULT_ARCHIVE_CONTAINER): Put Blob for one part, Put Block per part + Put Block List otherwise.
//   - `swift`: Keystone v3 password auth, then one PUT of the object into `container` (created when
//     missing), with X-Delete-After for `expires` days (src/vendors/swift.ts); buffered, so at most
//     MAX_EXTERNAL_OBJECT_BYTES compressed a day.
//   At Mezmo's layout `year=YYYY/month=MM/day=DD/<account_id>.<YYYY-MM-DD>.json.gz`; the run's object_key is
//   `<integration>://<bucket>/<key>` (azblob: `azblob://<account>/<container>/<key>`, swift:
//   `swift://<container>/<key>`). The secrets are opened here, where the job connects, and nowhere else.
// - otherwise (s3 and gcs without keys: LogDNA's fields name no credential) to this service's R2
//   (env.ARCHIVES), key `<account_id>/<yyyy>/<mm>/<dd>.jsonl.gz`, downloadable through the API.
// The lines are read in keyset pages and streamed through CompressionStream, cut into parts of
// ARCHIVE_PART_BYTES compressed bytes: memory holds one page and about one part, never a day.
//
// Every (account, day) is a row of archive_runs: claimed as `running` by one conditional upsert (so two
// invocations never write the same day), then `done` or `failed`. A done day is skipped; a failed one, or
// one left `running` longer than RUN_STALE_MS (a crashed invocation), is taken again. An invocation
// archives at most MAX_ARCHIVES_PER_RUN days and looks back CATCH_UP_DAYS days, so what one run could not
// reach the next one does.
import { and, asc, eq, sql } from "drizzle-orm";
import { createDb, type Db } from "../db/client";
import { archiveConfigs, archiveRuns } from "../db/schema";
import { objectUrl } from "../delivery/s3";
import type { Bindings } from "../env";
import { concatBytes } from "../lib/bytes";
import { openSecrets, SECRET_MASK } from "../lib/sealed-secrets";
import { describeFailedAnswer } from "../lib/storage-errors";
import { DAY_MS, utcDay } from "../lib/time";
import { exportedLine, LineScanner } from "../logstore/reader";
import type { LogStoreEnv } from "../logstore/store";
import {
  completeMultipartXml,
  createMultipartUrl,
  parseUploadId,
  s3ErrorDetail,
  uploadPartUrl,
  uploadUrl,
} from "../vendors/aws/s3-multipart";
import { sha256Hex, signV4, uriEncode } from "../vendors/aws/sigv4";
import { azureBlobEndpoint, azureBlockId, azureBlockListXml, signAzureRequest } from "../vendors/azure/blob";
import {
  type KeystoneCredentials,
  keystoneAuthBody,
  keystoneErrorDetail,
  keystoneTokenUrl,
  objectStoreUrl,
  type SwiftSession,
} from "../vendors/swift";

export const CATCH_UP_DAYS = 3;
export const MAX_ARCHIVES_PER_RUN = 20;
export const RUN_STALE_MS = 3_600_000;
/**
 * The compressed bytes of one part: of an R2 multipart upload, of an S3 multipart upload, of an Azure
 * block. R2 and S3 want every part but the last at least 5 MiB (and R2 all of one size: they are).
 */
export const ARCHIVE_PART_BYTES = 8 * 1_048_576;
// Lines are handed to the compressor in batches of about this many characters.
const WRITE_CHARS = 256 * 1024;

export type ArchiveRun = typeof archiveRuns.$inferSelect;

/** A buffered Swift PUT holds the compressed day in memory: at most this much. */
export const MAX_EXTERNAL_OBJECT_BYTES = 64 * 1_048_576;
/** One request that neither answers nor fails within this long fails the run (the next run retries). */
export const EXTERNAL_PUT_TIMEOUT_MS = 60_000;

/** The container of `azblob` and `swift` when the configuration names none (LogDNA's fields name none). */
export const DEFAULT_ARCHIVE_CONTAINER = "logdna-archives";
/** GCS's XML API, S3-compatible with HMAC keys (SigV4, region `auto`). */
export const GCS_XML_ENDPOINT = "https://storage.googleapis.com";

export const archiveObjectKey = (accountId: string, day: string) =>
  `${accountId}/${day.slice(0, 4)}/${day.slice(5, 7)}/${day.slice(8, 10)}.jsonl.gz`;

/** Mezmo's archive layout (its daily file; the hourly ones add `.<HH>00`), used in external buckets. */
export const externalObjectKey = (accountId: string, day: string) =>
  `year=${day.slice(0, 4)}/month=${day.slice(5, 7)}/day=${day.slice(8, 10)}/${accountId}.${day}.json.gz`;

/** Where a day is written: this service's R2, or the customer's storage. */
export type ArchiveTarget =
  | { kind: "r2" }
  | {
      kind: "s3";
      integration: "s3" | "dos" | "gcs";
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId: string;
      secretAccessKey: string;
    }
  | {
      kind: "ibm";
      integration: "ibm";
      bucket: string;
      endpoint: string;
      apiKey: string;
      instanceId: string;
    }
  | {
      kind: "azblob";
      integration: "azblob";
      account: string;
      accountKey: string;
      container: string;
      /** The blob service base URL (https://<account>.blob.core.windows.net unless configured). */
      endpoint: string;
    }
  | ({
      kind: "swift";
      integration: "swift";
      container: string;
      /** X-Delete-After, in days. */
      expiresDays?: number;
    } & KeystoneCredentials);

type ExternalTarget = Exclude<ArchiveTarget, { kind: "r2" }>;
type S3LikeTarget = Extract<ArchiveTarget, { kind: "s3" | "ibm" }>;

/** IBM Cloud IAM: an API key is exchanged for a bearer token that COS accepts. */
export const IBM_IAM_TOKEN_URL = "https://iam.cloud.ibm.com/identity/token";

/** An endpoint as configured (a host name or an http(s) URL) as a base URL. */
const endpointUrl = (endpoint: string) =>
  /^https?:\/\//i.test(endpoint) ? endpoint.replace(/\/+$/, "") : `https://${endpoint}`;

/** The SigV4 region of a DigitalOcean Spaces endpoint (nyc3.digitaloceanspaces.com: nyc3), else us-east-1. */
export function spacesRegion(endpoint: string): string {
  const host = endpoint
    .replace(/^https?:\/\//i, "")
    .split(/[/:]/)[0]
    .toLowerCase();
  return /^([a-z0-9-]+)\.digitaloceanspaces\.com$/.exec(host)?.[1] ?? "us-east-1";
}

/** The run's object_key of a day written to `target` under `key`. */
export function externalObjectName(target: ExternalTarget, key: string): string {
  if (target.kind === "azblob") return `azblob://${target.account}/${target.container}/${key}`;
  if (target.kind === "swift") return `swift://${target.container}/${key}`;
  return `${target.integration}://${target.bucket}/${key}`;
}

/**
 * The target of a stored configuration, its secrets opened (the only place they are). s3 and gcs without
 * keys archive to R2.
 */
export async function archiveTarget(
  env: Bindings,
  integration: string,
  stored: Record<string, unknown>,
): Promise<ArchiveTarget> {
  const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);
  if (integration === "dos") {
    const settings = await openSecrets(env, stored);
    const endpoint = str(settings.endpoint);
    const bucket = str(settings.space);
    const accessKeyId = str(settings.accesskey);
    const secretAccessKey = str(settings.secretkey);
    if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return { kind: "r2" };
    return {
      kind: "s3",
      integration,
      bucket,
      region: spacesRegion(endpoint),
      endpoint: endpointUrl(endpoint),
      accessKeyId,
      secretAccessKey,
    };
  }
  if (integration === "ibm") {
    const settings = await openSecrets(env, stored);
    const endpoint = str(settings.endpoint);
    const bucket = str(settings.bucket);
    const apiKey = str(settings.apikey);
    const instanceId = str(settings.resourceinstanceid);
    if (!endpoint || !bucket || !apiKey || !instanceId) return { kind: "r2" };
    return { kind: "ibm", integration, bucket, endpoint: endpointUrl(endpoint), apiKey, instanceId };
  }
  if ((integration === "s3" || integration === "gcs") && str(stored.accesskey) && str(stored.secretkey)) {
    const settings = await openSecrets(env, stored);
    const endpoint = integration === "gcs" ? GCS_XML_ENDPOINT : str(settings.endpoint);
    return {
      kind: "s3",
      integration,
      bucket: String(settings.bucket),
      region: integration === "gcs" ? "auto" : (str(settings.region) ?? "us-east-1"),
      ...(endpoint && { endpoint: endpointUrl(endpoint) }),
      accessKeyId: String(settings.accesskey),
      secretAccessKey: String(settings.secretkey),
    };
  }
  if (integration === "azblob") {
    const settings = await openSecrets(env, stored);
    const account = str(settings.accountname);
    const accountKey = str(settings.accountkey);
    if (!account || !accountKey) return { kind: "r2" };
    const endpoint = str(settings.endpoint);
    return {
      kind: "azblob",
      integration,
      account,
      accountKey,
      container: str(settings.container) ?? DEFAULT_ARCHIVE_CONTAINER,
      endpoint: azureBlobEndpoint(account, endpoint && endpointUrl(endpoint)),
    };
  }
  if (integration === "swift") {
    const settings = await openSecrets(env, stored);
    const authUrl = str(settings.authurl);
    const username = str(settings.username);
    const password = str(settings.password);
    const project = str(settings.tenantname);
    if (!authUrl || !username || !password || !project) return { kind: "r2" };
    const expires = typeof settings.expires === "number" ? settings.expires : undefined;
    return {
      kind: "swift",
      integration,
      authUrl,
      username,
      password,
      project,
      container: str(settings.container) ?? DEFAULT_ARCHIVE_CONTAINER,
      ...(expires !== undefined && { expiresDays: expires }),
    };
  }
  return { kind: "r2" };
}

/** Where a part-wise compressed object goes: R2, or the customer's storage. */
interface ObjectSink {
  uploadPart(part: Uint8Array): Promise<void>;
  complete(): Promise<void>;
  abort(): Promise<void>;
}

async function r2Sink(bucket: R2Bucket, key: string, accountId: string, day: string): Promise<ObjectSink> {
  const upload = await bucket.createMultipartUpload(key, {
    httpMetadata: { contentType: "application/gzip" },
    customMetadata: { account_id: accountId, day, format: "jsonl" },
  });
  const parts: R2UploadedPart[] = [];
  return {
    uploadPart: async (part) => {
      parts.push(await upload.uploadPart(parts.length + 1, part));
    },
    complete: async () => {
      await upload.complete(parts);
    },
    abort: () => upload.abort(),
  };
}

/** fetch with the request timeout; a network error or timeout is thrown as `<what> failed: <why>`. */
async function fetchOrThrow(what: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(EXTERNAL_PUT_TIMEOUT_MS) });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
    const why = timedOut
      ? `no answer within ${EXTERNAL_PUT_TIMEOUT_MS / 1000} s`
      : err instanceof Error
        ? err.message
        : String(err);
    throw new Error(`${what} failed: ${why}`);
  }
}

/** fetch that throws `<what> answered <status>: ...` for an answer that is not 2xx. */
async function send(what: string, url: string, init: RequestInit): Promise<Response> {
  const res = await fetchOrThrow(what, url, init);
  if (!res.ok) throw new Error(await describeFailedAnswer(res, what));
  return res;
}

/** An IBM Cloud IAM access token for the API key (POST identity/token, grant type apikey). */
async function ibmAccessToken(apiKey: string): Promise<string> {
  const res = await fetchOrThrow("IBM Cloud IAM token request", IBM_IAM_TOKEN_URL, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({ grant_type: "urn:ibm:params:oauth:grant-type:apikey", apikey: apiKey }),
  });
  const text = await res.text().catch(() => "");
  let token: unknown;
  try {
    token = (JSON.parse(text) as { access_token?: unknown }).access_token;
  } catch {}
  if (!res.ok || typeof token !== "string" || token === "") {
    const message = /"errorMessage"\s*:\s*"([^"]*)"/.exec(text)?.[1];
    throw new Error(`IBM Cloud IAM token request answered ${res.status}${message ? `: ${message}` : ""}`);
  }
  return token;
}

const EMPTY = new Uint8Array(0);

/**
 * An S3-compatible bucket (S3, Spaces, GCS XML API, IBM COS): one PutObject when the day is one part, else a
 * multipart upload started at the second part, so one part is held at a time. Requests are SigV4-signed,
 * or carry an IBM IAM bearer token (fetched once per day).
 */
function s3Sink(target: S3LikeTarget, key: string, meta: { accountId: string; day: string }): ObjectSink {
  const url = objectUrl(target.kind === "ibm" ? { ...target, region: "" } : target, key);
  const where = externalObjectName(target, key);
  let ibmToken: Promise<string> | undefined;
  const authorize = async (method: string, u: string, headers: Record<string, string>, body: Uint8Array) => {
    if (target.kind === "ibm") {
      ibmToken ??= ibmAccessToken(target.apiKey);
      const token = await ibmToken;
      return { ...headers, authorization: `Bearer ${token}`, "ibm-service-instance-id": target.instanceId };
    }
    const payloadHash = await sha256Hex(body);
    const signed = await signV4({
      method,
      url: u,
      headers: { ...headers, "x-amz-content-sha256": payloadHash },
      payloadHash,
      region: target.region,
      service: "s3",
      credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
      date: new Date(),
    });
    return signed.headers;
  };
  const request = async (
    what: string,
    method: string,
    u: string,
    headers: Record<string, string>,
    body: Uint8Array,
  ) => {
    const init: RequestInit = { method, headers: await authorize(method, u, headers, body) };
    if (body.byteLength > 0 || method === "PUT") init.body = body;
    return send(what, u, init);
  };
  const objectHeaders = {
    "content-type": "application/gzip",
    "x-amz-meta-account-id": meta.accountId,
    "x-amz-meta-day": meta.day,
  };

  let first: Uint8Array | undefined;
  let uploadId: string | undefined;
  const etags: string[] = [];
  const uploadPart = async (part: Uint8Array) => {
    const n = etags.length + 1;
    const res = await request(
      `UploadPart ${n} of ${where}`,
      "PUT",
      uploadPartUrl(url, uploadId as string, n),
      {},
      part,
    );
    const etag = res.headers.get("etag");
    await res.body?.cancel();
    if (!etag) throw new Error(`UploadPart ${n} of ${where} answered no ETag`);
    etags.push(etag);
  };
  return {
    uploadPart: async (part) => {
      if (first === undefined && uploadId === undefined) {
        first = part;
        return;
      }
      if (uploadId === undefined) {
        const what = `CreateMultipartUpload ${where}`;
        const res = await request(what, "POST", createMultipartUrl(url), objectHeaders, EMPTY);
        const id = parseUploadId(await res.text());
        if (!id) throw new Error(`${what} answered no UploadId`);
        uploadId = id;
        const held = first as Uint8Array;
        first = undefined;
        await uploadPart(held);
      }
      await uploadPart(part);
    },
    complete: async () => {
      if (uploadId === undefined) {
        const res = await request(`PutObject ${where}`, "PUT", url, objectHeaders, first ?? EMPTY);
        first = undefined;
        await res.body?.cancel();
        return;
      }
      const what = `CompleteMultipartUpload ${where}`;
      const body = new TextEncoder().encode(completeMultipartXml(etags));
      const res = await request(
        what,
        "POST",
        uploadUrl(url, uploadId),
        { "content-type": "application/xml" },
        body,
      );
      // S3 may answer 200 and report the failure in the body.
      const failure = s3ErrorDetail(await res.text().catch(() => ""));
      if (failure) throw new Error(`${what} answered ${res.status}: ${failure}`);
      uploadId = undefined;
    },
    abort: async () => {
      first = undefined;
      if (uploadId === undefined) return;
      const id = uploadId;
      uploadId = undefined;
      const res = await request(`AbortMultipartUpload ${where}`, "DELETE", uploadUrl(url, id), {}, EMPTY);
      await res.body?.cancel();
    },
  };
}

/**
 * Azure Blob Storage: Put Blob (BlockBlob) when the day is one part, else Put Block per part and Put Block
 * List. Uncommitted blocks of a failed day need no abort: Azure discards them (after a week) and the next
 * run's blocks replace them.
 */
function azureSink(
  target: Extract<ArchiveTarget, { kind: "azblob" }>,
  key: string,
  meta: { accountId: string; day: string },
): ObjectSink {
  const url = `${target.endpoint}/${target.container}/${uriEncode(key, false)}`;
  const where = externalObjectName(target, key);
  const request = async (what: string, u: string, headers: Record<string, string>, body: Uint8Array) => {
    const signed = await signAzureRequest(
      "PUT",
      u,
      target.account,
      target.accountKey,
      headers,
      body.byteLength,
    );
    const res = await send(what, u, { method: "PUT", headers: signed, body });
    await res.body?.cancel();
  };
  const blobHeaders = { "x-ms-meta-accountid": meta.accountId, "x-ms-meta-day": meta.day };
  let first: Uint8Array | undefined;
  const ids: string[] = [];
  const putBlock = async (part: Uint8Array) => {
    const id = azureBlockId(ids.length + 1);
    await request(
      `Put Block ${ids.length + 1} of ${where}`,
      `${url}?comp=block&blockid=${encodeURIComponent(id)}`,
      {},
      part,
    );
    ids.push(id);
  };
  return {
    uploadPart: async (part) => {
      if (first === undefined && ids.length === 0) {
        first = part;
        return;
      }
      if (first !== undefined) {
        const held = first;
        first = undefined;
        await putBlock(held);
      }
      await putBlock(part);
    },
    complete: async () => {
      if (ids.length === 0) {
        const headers = { ...blobHeaders, "content-type": "application/gzip", "x-ms-blob-type": "BlockBlob" };
        await request(`Put Blob ${where}`, url, headers, first ?? EMPTY);
        first = undefined;
        return;
      }
      const body = new TextEncoder().encode(azureBlockListXml(ids));
      const headers = {
        ...blobHeaders,
        "content-type": "application/xml",
        "x-ms-blob-content-type": "application/gzip",
      };
      await request(`Put Block List ${where}`, `${url}?comp=blocklist`, headers, body);
    },
    abort: async () => {
      first = undefined;
    },
  };
}

/** A Keystone v3 token and the object-store endpoint of its catalog. */
async function keystoneSession(c: KeystoneCredentials): Promise<SwiftSession> {
  const what = "Keystone token request";
  const res = await fetchOrThrow(what, keystoneTokenUrl(c.authUrl), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(keystoneAuthBody(c)),
  });
  const text = await res.text().catch(() => "");
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${keystoneErrorDetail(text)}`);
  const token = res.headers.get("x-subject-token");
  if (!token) throw new Error(`${what} answered ${res.status} without X-Subject-Token`);
  let catalog: unknown;
  try {
    catalog = (JSON.parse(text) as { token?: { catalog?: unknown } }).token?.catalog;
  } catch {}
  const storageUrl = objectStoreUrl(catalog);
  if (!storageUrl) throw new Error(`${what}: the token's catalog has no public object-store endpoint`);
  return { token, storageUrl };
}

/**
 * OpenStack Swift: a Keystone token, then one PUT of the day (buffered: at most MAX_EXTERNAL_OBJECT_BYTES).
 * A container that does not exist (404) is created and the PUT sent again.
 */
function swiftSink(
  target: Extract<ArchiveTarget, { kind: "swift" }>,
  key: string,
  meta: { accountId: string; day: string },
): ObjectSink {
  const where = externalObjectName(target, key);
  let parts: Uint8Array[] = [];
  let size = 0;
  return {
    uploadPart: async (part) => {
      size += part.byteLength;
      if (size > MAX_EXTERNAL_OBJECT_BYTES)
        throw new Error(
          `the day compresses to more than ${MAX_EXTERNAL_OBJECT_BYTES / 1_048_576} MiB, the most one Swift PUT is built for`,
        );
      parts.push(part);
    },
    complete: async () => {
      const body = concatBytes(parts, size);
      parts = [];
      const session = await keystoneSession(target);
      const containerUrl = `${session.storageUrl}/${uriEncode(target.container)}`;
      const url = `${containerUrl}/${uriEncode(key, false)}`;
      const headers: Record<string, string> = {
        "x-auth-token": session.token,
        "content-type": "application/gzip",
        "x-object-meta-account-id": meta.accountId,
        "x-object-meta-day": meta.day,
      };
      if (target.expiresDays !== undefined) headers["x-delete-after"] = String(target.expiresDays * 86_400);
      const what = `Swift PUT ${where}`;
      let res = await fetchOrThrow(what, url, { method: "PUT", headers, body });
      if (res.status === 404) {
        await res.body?.cancel();
        await send(`Swift container PUT swift://${target.container}`, containerUrl, {
          method: "PUT",
          headers: { "x-auth-token": session.token },
        }).then((r) => r.body?.cancel());
        res = await fetchOrThrow(what, url, { method: "PUT", headers, body });
      }
      if (!res.ok) throw new Error(await describeFailedAnswer(res, what));
      await res.body?.cancel();
    },
    abort: async () => {
      parts = [];
    },
  };
}

function externalSink(target: ExternalTarget, key: string, accountId: string, day: string): ObjectSink {
  const meta = { accountId, day };
  if (target.kind === "azblob") return azureSink(target, key, meta);
  if (target.kind === "swift") return swiftSink(target, key, meta);
  return s3Sink(target, key, meta);
}

/** An error text with every secret of the target replaced by the mask (a run's error is answered). */
function redact(text: string, target: ArchiveTarget): string {
  if (target.kind === "r2") return text;
  const secret =
    target.kind === "s3"
      ? target.secretAccessKey
      : target.kind === "ibm"
        ? target.apiKey
        : target.kind === "azblob"
          ? target.accountKey
          : target.password;
  return text.split(secret).join(SECRET_MASK);
}

/**
 * Claims (account, day) for this invocation: a new `running` row, or a failed or stale one taken over
 * (`force`: a done one too, to archive a day again on demand). False when another invocation holds it or,
 * without `force`, when it is done.
 */
async function claimRun(db: Db, accountId: string, day: string, now: number, force: boolean) {
  const stale = now - RUN_STALE_MS;
  const heldElsewhere = sql`(${archiveRuns.status} = 'running' AND ${archiveRuns.startedAt} > ${stale})`;
  const claimed = await db
    .insert(archiveRuns)
    .values({ accountId, day, status: "running", startedAt: now })
    .onConflictDoUpdate({
      target: [archiveRuns.accountId, archiveRuns.day],
      set: { status: "running", startedAt: now, finishedAt: null, error: null },
      setWhere: force
        ? sql`NOT ${heldElsewhere}`
        : sql`${archiveRuns.status} = 'failed' OR (${archiveRuns.status} = 'running' AND ${archiveRuns.startedAt} <= ${stale})`,
    })
    .returning({ day: archiveRuns.day });
  return claimed.length > 0;
}

interface Written {
  lines: number;
  bytes: number;
  compressedBytes: number;
}

/** Streams the day's lines of one account, gzip-compressed, into `sink` (part by part). */
async function writeDay(
  sink: ObjectSink,
  store: LogStoreEnv,
  accountId: string,
  day: string,
  partBytes: number,
) {
  const from = Date.parse(`${day}T00:00:00Z`);
  const scanner = new LineScanner(
    store,
    { accountId, from, to: from + DAY_MS - 1, apps: [], hosts: [], levels: [], query: null, snapshot: null },
    "asc",
    null,
    Number.MAX_SAFE_INTEGER,
  );
  const gzip = new CompressionStream("gzip");
  const writer = gzip.writable.getWriter();
  const reader = gzip.readable.getReader();
  const written: Written = { lines: 0, bytes: 0, compressedBytes: 0 };
  let partCount = 0;

  // The producer and the consumer run together: the compressor holds back a writer until its output is
  // read. Either side failing cancels the other, so neither waits forever.
  const produce = async () => {
    const encoder = new TextEncoder();
    let batch = "";
    for (;;) {
      const row = await scanner.next();
      if (row) {
        batch += `${JSON.stringify(exportedLine(row))}\n`;
        written.lines++;
      }
      if (batch.length >= WRITE_CHARS || (!row && batch.length > 0)) {
        const chunk = encoder.encode(batch);
        written.bytes += chunk.byteLength;
        batch = "";
        await writer.write(chunk);
      }
      if (!row) break;
    }
    await writer.close();
  };
  const consume = async () => {
    // Compressed chunks wait here until they make a whole part; every part but the last is partBytes long.
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    const take = (n: number) => {
      const part = new Uint8Array(n);
      let offset = 0;
      while (offset < n) {
        const chunk = pending[0];
        const need = n - offset;
        if (chunk.byteLength <= need) {
          part.set(chunk, offset);
          offset += chunk.byteLength;
          pending.shift();
        } else {
          part.set(chunk.subarray(0, need), offset);
          pending[0] = chunk.subarray(need);
          offset = n;
        }
      }
      pendingBytes -= n;
      return part;
    };
    const emit = async (part: Uint8Array) => {
      await sink.uploadPart(part);
      partCount++;
      written.compressedBytes += part.byteLength;
    };
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending.push(value);
      pendingBytes += value.byteLength;
      while (pendingBytes >= partBytes) await emit(take(partBytes));
    }
    if (pendingBytes > 0 || partCount === 0) await emit(take(pendingBytes));
    pending = [];
  };

  try {
    await Promise.all([
      produce().catch(async (err) => {
        await writer.abort(err).catch(() => {});
        throw err;
      }),
      consume().catch(async (err) => {
        await reader.cancel(err).catch(() => {});
        throw err;
      }),
    ]);
    await sink.complete();
  } catch (err) {
    await sink.abort().catch(() => {});
    throw err;
  }
  return written;
}

/**
 * Archives one day of one account: claims it, writes the object, records the outcome. Answers the run as
 * recorded, or null when the day was not claimed (done already, or running elsewhere).
 */
export async function archiveDay(
  env: Bindings,
  accountId: string,
  day: string,
  now: number,
  options: {
    force?: boolean;
    db?: Db;
    /**
     * Compressed bytes per part (default ARCHIVE_PART_BYTES). Tests make it small to cut a small day into
     * parts; real S3 and R2 refuse parts under 5 MiB but the last.
     */
    partBytes?: number;
  } = {},
): Promise<ArchiveRun | null> {
  const db = options.db ?? createDb(env.DB);
  if (!(await claimRun(db, accountId, day, now, options.force ?? false))) return null;
  const thisRun = and(
    eq(archiveRuns.accountId, accountId),
    eq(archiveRuns.day, day),
    eq(archiveRuns.startedAt, now),
    eq(archiveRuns.status, "running"),
  );
  const started = Date.now();
  let outcome: Partial<ArchiveRun>;
  let target: ArchiveTarget = { kind: "r2" };
  try {
    const config = await db
      .select({ integration: archiveConfigs.integration, settings: archiveConfigs.settings })
      .from(archiveConfigs)
      .where(eq(archiveConfigs.accountId, accountId))
      .get();
    if (config) target = await archiveTarget(env, config.integration, config.settings);
    let objectKey: string;
    let sink: ObjectSink;
    if (target.kind !== "r2") {
      const key = externalObjectKey(accountId, day);
      objectKey = externalObjectName(target, key);
      sink = externalSink(target, key, accountId, day);
    } else {
      objectKey = archiveObjectKey(accountId, day);
      sink = await r2Sink(env.ARCHIVES, objectKey, accountId, day);
    }
    const written = await writeDay(sink, env, accountId, day, options.partBytes ?? ARCHIVE_PART_BYTES);
    outcome = { status: "done", objectKey, ...written, error: null };
  } catch (err) {
    const message = redact(err instanceof Error ? err.message : String(err), target);
    console.error("archive failed", accountId, day, message);
    outcome = { status: "failed", error: message.slice(0, 500) };
  }
  const [row] = await db
    .update(archiveRuns)
    .set({ ...outcome, finishedAt: now + (Date.now() - started) })
    .where(thisRun)
    .returning();
  return row ?? null;
}

/** The days a run looks at, oldest first: the CATCH_UP_DAYS days before `now`'s UTC day. */
export const catchUpDays = (now: number) =>
  Array.from({ length: CATCH_UP_DAYS }, (_, i) => utcDay(now - (CATCH_UP_DAYS - i) * DAY_MS));

export async function runArchive(
  env: Bindings,
  now = Date.now(),
  limit = MAX_ARCHIVES_PER_RUN,
): Promise<Record<string, unknown>> {
  const db = createDb(env.DB);
  const stale = now - RUN_STALE_MS;
  let budget = limit;
  let archived = 0;
  let failed = 0;
  let skipped = 0;
  let incomplete = false;
  for (const day of catchUpDays(now)) {
    // Accounts configured no later than the day after `day` (a new configuration archives from the day
    // before it was made), whose day is neither done nor being archived right now.
    const pending = await db
      .select({ accountId: archiveConfigs.accountId })
      .from(archiveConfigs)
      .where(
        sql`${day} >= date(substr(${archiveConfigs.createdAt}, 1, 10), '-1 day')
          AND NOT EXISTS (SELECT 1 FROM ${archiveRuns} WHERE ${archiveRuns.accountId} = ${archiveConfigs.accountId}
            AND ${archiveRuns.day} = ${day}
            AND (${archiveRuns.status} = 'done' OR (${archiveRuns.status} = 'running' AND ${archiveRuns.startedAt} > ${stale})))`,
      )
      .orderBy(asc(archiveConfigs.accountId))
      .limit(budget + 1)
      .all();
    if (pending.length > budget) {
      incomplete = true;
      pending.length = budget;
    }
    for (const { accountId } of pending) {
      budget--;
      const run = await archiveDay(env, accountId, day, now, { db });
      if (!run) skipped++;
      else if (run.status === "done") archived++;
      else failed++;
    }
  }
  return { days: catchUpDays(now), archived, failed, skipped, incomplete };
}
