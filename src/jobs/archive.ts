// The archiving job (every 15 minutes, src/index.ts). For every account with an archiving configuration, each recent UTC day that
// is not archived yet is written as one gzip-compressed JSONL object in the export line format:
// - to the configured bucket when the integration can be written from a Worker: `dos` (DigitalOcean
//   Spaces: endpoint, space, accesskey, secretkey) and `s3` given `accesskey`/`secretkey` (this service's
//   extension of LogDNA's `{bucket}`) with a SigV4-signed PutObject (src/delivery/sigv4.ts); `ibm` (COS:
//   endpoint, bucket, apikey, resourceinstanceid) with a PutObject carrying an IBM Cloud IAM bearer token
//   (the API key exchanged at IBM_IAM_TOKEN_URL). At Mezmo's layout
//   `year=YYYY/month=MM/day=DD/<account_id>.<YYYY-MM-DD>.json.gz`; the run's object_key is
//   `<integration>://<bucket>/<key>`. The secrets are opened here, where the job connects, and nowhere else.
// - otherwise (s3 without keys, gcs, azblob, swift: their auth is not built) to this service's R2
//   (env.ARCHIVES), key `<account_id>/<yyyy>/<mm>/<dd>.jsonl.gz`, downloadable through the API.
// The lines are read in keyset pages and streamed through CompressionStream: into an R2 multipart upload
// (memory holds one page and one part, 8 MiB, never a day), or for an external bucket into one buffered
// PutObject of at most MAX_EXTERNAL_OBJECT_BYTES compressed (a larger day fails, recorded on its run).
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
import { sha256Hex, signV4 } from "../delivery/sigv4";
import type { Bindings } from "../env";
import { openSecrets, SECRET_MASK } from "../lib/sealed-secrets";
import { DAY_MS, utcDay } from "../lib/time";
import { exportedLine, LineScanner } from "../logstore/reader";

export const CATCH_UP_DAYS = 3;
export const MAX_ARCHIVES_PER_RUN = 20;
export const RUN_STALE_MS = 3_600_000;
// R2 multipart parts must be at least 5 MiB, all but the last.
const PART_BYTES = 8 * 1_048_576;
// Lines are handed to the compressor in batches of about this many characters.
const WRITE_CHARS = 256 * 1024;

export type ArchiveRun = typeof archiveRuns.$inferSelect;

/** A buffered PutObject to an external bucket holds the compressed day in memory: at most this much. */
export const MAX_EXTERNAL_OBJECT_BYTES = 64 * 1_048_576;
/** One PutObject that neither answers nor fails within this long fails the run (the next run retries). */
export const EXTERNAL_PUT_TIMEOUT_MS = 60_000;

export const archiveObjectKey = (accountId: string, day: string) =>
  `${accountId}/${day.slice(0, 4)}/${day.slice(5, 7)}/${day.slice(8, 10)}.jsonl.gz`;

/** Mezmo's archive layout (its daily file; the hourly ones add `.<HH>00`), used in external buckets. */
export const externalObjectKey = (accountId: string, day: string) =>
  `year=${day.slice(0, 4)}/month=${day.slice(5, 7)}/day=${day.slice(8, 10)}/${accountId}.${day}.json.gz`;

/** Where a day is written: this service's R2, or an S3-compatible bucket of the customer's. */
export type ArchiveTarget =
  | { kind: "r2" }
  | {
      kind: "s3";
      integration: string;
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
    };

type ExternalTarget = Exclude<ArchiveTarget, { kind: "r2" }>;

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

/**
 * The target of a stored configuration, its secrets opened (the only place they are). Integrations whose
 * writing is not built archive to R2.
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
  if (integration === "s3" && str(stored.accesskey) && str(stored.secretkey)) {
    const settings = await openSecrets(env, stored);
    const endpoint = str(settings.endpoint);
    return {
      kind: "s3",
      integration,
      bucket: String(settings.bucket),
      region: str(settings.region) ?? "us-east-1",
      ...(endpoint && { endpoint: endpointUrl(endpoint) }),
      accessKeyId: String(settings.accesskey),
      secretAccessKey: String(settings.secretkey),
    };
  }
  return { kind: "r2" };
}

/** Where a part-wise compressed object goes: an R2 multipart upload, or one buffered PutObject. */
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

/** An S3 error in a run's error text: status and S3's code and message, never a credential. */
async function describePutFailure(res: Response, where: string): Promise<string> {
  const body = (await res.text().catch(() => "")).slice(0, 2000);
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
  const detail = code ? `${code}${message ? `: ${message}` : ""}` : body.slice(0, 200);
  return `PutObject ${where} answered ${res.status}${detail ? `: ${detail}` : ""}`;
}

/** fetch with the PutObject timeout; a network error or timeout is thrown as `<what> failed: <why>`. */
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

/** The request headers of a PutObject: SigV4-signed (S3, Spaces), or an IAM bearer token (IBM COS). */
async function putHeaders(
  target: ExternalTarget,
  url: string,
  body: Uint8Array,
  meta: { accountId: string; day: string },
  now: Date,
): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    "content-type": "application/gzip",
    "x-amz-meta-account-id": meta.accountId,
    "x-amz-meta-day": meta.day,
  };
  if (target.kind === "ibm") {
    const token = await ibmAccessToken(target.apiKey);
    return { ...headers, authorization: `Bearer ${token}`, "ibm-service-instance-id": target.instanceId };
  }
  const payloadHash = await sha256Hex(body);
  const signed = await signV4({
    method: "PUT",
    url,
    headers: { ...headers, "x-amz-content-sha256": payloadHash },
    payloadHash,
    region: target.region,
    service: "s3",
    credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
    date: now,
  });
  return signed.headers;
}

/** The object written with one PutObject (path style under a custom endpoint). */
export async function putArchiveObject(
  target: ExternalTarget,
  key: string,
  body: Uint8Array,
  meta: { accountId: string; day: string },
  now = new Date(),
): Promise<void> {
  const url = objectUrl(target.kind === "ibm" ? { ...target, region: "" } : target, key);
  const headers = await putHeaders(target, url, body, meta, now);
  const where = `${target.integration}://${target.bucket}/${key}`;
  const res = await fetchOrThrow(`PutObject ${where}`, url, { method: "PUT", headers, body });
  if (!res.ok) throw new Error(await describePutFailure(res, where));
  await res.body?.cancel();
}

function externalSink(target: ExternalTarget, key: string, accountId: string, day: string): ObjectSink {
  let parts: Uint8Array[] = [];
  let size = 0;
  return {
    uploadPart: async (part) => {
      size += part.byteLength;
      if (size > MAX_EXTERNAL_OBJECT_BYTES)
        throw new Error(
          `the day compresses to more than ${MAX_EXTERNAL_OBJECT_BYTES / 1_048_576} MiB, the most one PutObject to an external bucket is built for`,
        );
      parts.push(part);
    },
    complete: async () => {
      const body = new Uint8Array(size);
      let offset = 0;
      for (const part of parts) {
        body.set(part, offset);
        offset += part.byteLength;
      }
      parts = [];
      await putArchiveObject(target, key, body, { accountId, day });
    },
    abort: async () => {
      parts = [];
    },
  };
}

/** An error text with every secret of the target replaced by the mask (a run's error is answered). */
function redact(text: string, target: ArchiveTarget): string {
  if (target.kind === "r2") return text;
  const secret = target.kind === "s3" ? target.secretAccessKey : target.apiKey;
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
async function writeDay(sink: ObjectSink, db: Db, accountId: string, day: string) {
  const from = Date.parse(`${day}T00:00:00Z`);
  const scanner = new LineScanner(
    db,
    { accountId, from, to: from + DAY_MS - 1, apps: [], hosts: [], levels: [], query: null, maxSeq: null },
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
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      const part = new Uint8Array(pendingBytes);
      let offset = 0;
      for (const chunk of pending) {
        part.set(chunk, offset);
        offset += chunk.byteLength;
      }
      pending = [];
      pendingBytes = 0;
      await sink.uploadPart(part);
      partCount++;
      written.compressedBytes += part.byteLength;
    };
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending.push(value);
      pendingBytes += value.byteLength;
      if (pendingBytes >= PART_BYTES) await flush();
    }
    if (pendingBytes > 0 || partCount === 0) await flush();
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
  options: { force?: boolean; db?: Db } = {},
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
      objectKey = `${target.integration}://${target.bucket}/${key}`;
      sink = externalSink(target, key, accountId, day);
    } else {
      objectKey = archiveObjectKey(accountId, day);
      sink = await r2Sink(env.ARCHIVES, objectKey, accountId, day);
    }
    const written = await writeDay(sink, db, accountId, day);
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
