// The archiving job (every 15 minutes, src/index.ts). For every account with an archiving configuration, each recent UTC day that
// is not archived yet is written as one gzip-compressed JSONL object in the export line format:
// - to the configured bucket (the customer's own storage) when the integration carries credentials, through
//   the object stores of src/vendors/ (the ones file consolidation uses; each request under
//   EXTERNAL_PUT_TIMEOUT_MS):
//   - S3-compatible, SigV4-signed (src/vendors/aws/s3.ts): `dos` (DigitalOcean Spaces: endpoint, space,
//     accesskey, secretkey), `s3` given `accesskey`/`secretkey` (this service's extension of LogDNA's
//     `{bucket}`), `gcs` given HMAC interoperability keys `accesskey`/`secretkey` (an extension too: GCS's
//     XML API, src/vendors/gcp/storage.ts); and `ibm` (COS: endpoint, bucket, apikey, resourceinstanceid) with
//     an IBM Cloud IAM bearer token (src/vendors/ibm.ts). A day of one part is one PutObject; a longer one a
//     multipart upload (CreateMultipartUpload, UploadPart per part, CompleteMultipartUpload;
//     AbortMultipartUpload when anything fails).
//   - `azblob`: Azure Blob Storage with Shared Key (src/vendors/azure/blob-store.ts), into `container`
//     (default DEFAULT_ARCHIVE_CONTAINER): Put Blob for one part, Put Block per part + Put Block List otherwise.
//   - `swift`: Keystone v3 password auth, then one PUT of the object into `container` (created when
//     missing), with X-Delete-After for `expires` days (src/vendors/swift.ts); buffered, so at most
//     SWIFT_MAX_OBJECT_BYTES compressed a day.
//   At Mezmo's layout `year=YYYY/month=MM/day=DD/<account_id>.<YYYY-MM-DD>.json.gz`; the run's object_key is
//   `<integration>://<bucket>/<key>` (azblob: `azblob://<account>/<container>/<key>`, swift:
//   `swift://<container>/<key>`). The secrets are opened here, where the job connects, and nowhere else.
// - otherwise (s3 and gcs without keys: LogDNA's fields name no credential) to this service's R2
//   (env.ARCHIVES, src/vendors/r2.ts), key `<account_id>/<yyyy>/<mm>/<dd>.jsonl.gz`, downloadable through the
//   API.
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
import type { Bindings } from "../env";
import { openSecrets } from "../lib/sealed-secrets";
import { DAY_MS, utcDay } from "../lib/time";
import { exportedLine } from "../logstore/exported-line";
import { LineScanner } from "../logstore/reader";
import type { LogStoreEnv } from "../logstore/store";
import { clip, redactorOf } from "../notify/redact";
import { s3Store } from "../vendors/aws/s3";
import { azureBlobEndpoint } from "../vendors/azure/blob";
import { azureContainerStore } from "../vendors/azure/blob-store";
import { gcsHmacStore } from "../vendors/gcp/storage";
import { ibmCosStore } from "../vendors/ibm";
import type { ObjectUpload, ObjectWriter } from "../vendors/object-store";
import { r2Writer } from "../vendors/r2";
import { swiftWriter } from "../vendors/swift";

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

/** One request that neither answers nor fails within this long fails the run (the next run retries). */
export const EXTERNAL_PUT_TIMEOUT_MS = 60_000;

/** The container of `azblob` and `swift` when the configuration names none (LogDNA's fields name none). */
export const DEFAULT_ARCHIVE_CONTAINER = "logdna-archives";

export const archiveObjectKey = (accountId: string, day: string) =>
  `${accountId}/${day.slice(0, 4)}/${day.slice(5, 7)}/${day.slice(8, 10)}.jsonl.gz`;

/** Mezmo's archive layout (its daily file; the hourly ones add `.<HH>00`), used in external buckets. */
export const externalObjectKey = (accountId: string, day: string) =>
  `year=${day.slice(0, 4)}/month=${day.slice(5, 7)}/day=${day.slice(8, 10)}/${accountId}.${day}.json.gz`;

/**
 * Where a day is written: this service's R2, or the customer's storage (named `<integration>://<bucket>`,
 * `azblob://<account>/<container>`, `swift://<container>`) with the secret its errors must not show.
 */
export type ArchiveTarget = { kind: "r2" } | { kind: "external"; store: ObjectWriter; secret: string };

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
 * The target of a stored configuration, its secrets opened (the only place they are). s3 and gcs without
 * keys archive to R2.
 */
export async function archiveTarget(
  env: Bindings,
  integration: string,
  stored: Record<string, unknown>,
): Promise<ArchiveTarget> {
  const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);
  const options = { timeoutMs: EXTERNAL_PUT_TIMEOUT_MS };
  if (integration === "dos") {
    const settings = await openSecrets(env, stored);
    const endpoint = str(settings.endpoint);
    const bucket = str(settings.space);
    const accessKeyId = str(settings.accesskey);
    const secretAccessKey = str(settings.secretkey);
    if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return { kind: "r2" };
    const store = s3Store(
      {
        bucket,
        region: spacesRegion(endpoint),
        endpoint: endpointUrl(endpoint),
        auth: { access_key_id: accessKeyId, secret_access_key: secretAccessKey },
      },
      { ...options, name: `dos://${bucket}` },
    );
    return { kind: "external", store, secret: secretAccessKey };
  }
  if (integration === "ibm") {
    const settings = await openSecrets(env, stored);
    const endpoint = str(settings.endpoint);
    const bucket = str(settings.bucket);
    const apiKey = str(settings.apikey);
    const instanceId = str(settings.resourceinstanceid);
    if (!endpoint || !bucket || !apiKey || !instanceId) return { kind: "r2" };
    const store = ibmCosStore({ bucket, endpoint: endpointUrl(endpoint), apiKey, instanceId }, options);
    return { kind: "external", store, secret: apiKey };
  }
  if ((integration === "s3" || integration === "gcs") && str(stored.accesskey) && str(stored.secretkey)) {
    const settings = await openSecrets(env, stored);
    const bucket = String(settings.bucket);
    const accessKeyId = String(settings.accesskey);
    const secretAccessKey = String(settings.secretkey);
    if (integration === "gcs") {
      const store = gcsHmacStore({ bucket, accessKeyId, secretAccessKey }, options);
      return { kind: "external", store, secret: secretAccessKey };
    }
    const endpoint = str(settings.endpoint);
    const store = s3Store(
      {
        bucket,
        region: str(settings.region) ?? "us-east-1",
        ...(endpoint && { endpoint: endpointUrl(endpoint) }),
        auth: { access_key_id: accessKeyId, secret_access_key: secretAccessKey },
      },
      options,
    );
    return { kind: "external", store, secret: secretAccessKey };
  }
  if (integration === "azblob") {
    const settings = await openSecrets(env, stored);
    const account = str(settings.accountname);
    const accountKey = str(settings.accountkey);
    if (!account || !accountKey) return { kind: "r2" };
    const endpoint = str(settings.endpoint);
    const store = azureContainerStore(
      { account, accountKey, endpoint: azureBlobEndpoint(account, endpoint && endpointUrl(endpoint)) },
      str(settings.container) ?? DEFAULT_ARCHIVE_CONTAINER,
      options,
    );
    return { kind: "external", store, secret: accountKey };
  }
  if (integration === "swift") {
    const settings = await openSecrets(env, stored);
    const authUrl = str(settings.authurl);
    const username = str(settings.username);
    const password = str(settings.password);
    const project = str(settings.tenantname);
    if (!authUrl || !username || !password || !project) return { kind: "r2" };
    const expires = typeof settings.expires === "number" ? settings.expires : undefined;
    const store = swiftWriter(
      {
        authUrl,
        username,
        password,
        project,
        container: str(settings.container) ?? DEFAULT_ARCHIVE_CONTAINER,
        ...(expires !== undefined && { deleteAfterSeconds: expires * 86_400 }),
      },
      options,
    );
    return { kind: "external", store, secret: password };
  }
  return { kind: "r2" };
}

/** An error text with the target's secret (and its encoded forms) masked: a run's error is answered. */
function redact(text: string, target: ArchiveTarget): string {
  if (target.kind === "r2") return text;
  return redactorOf([target.secret])(text);
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

/**
 * Streams the day's lines of one account, gzip-compressed, into `upload` (part by part), at most `maxObject`
 * compressed when the store buffers the object.
 */
async function writeDay(
  upload: ObjectUpload,
  maxObject: ObjectWriter["maxObject"],
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
      if (maxObject && written.compressedBytes + part.byteLength > maxObject.bytes)
        throw new Error(
          `the day compresses to more than ${maxObject.bytes / 1_048_576} MiB, the most ${maxObject.request} is built for`,
        );
      await upload.part(part);
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
    await upload.complete();
  } catch (err) {
    await upload.abort().catch(() => {});
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
    const external = target.kind === "external";
    const key = external ? externalObjectKey(accountId, day) : archiveObjectKey(accountId, day);
    const writer = target.kind === "external" ? target.store : r2Writer(env.ARCHIVES, "r2");
    const objectKey = external ? `${writer.name}/${key}` : key;
    // This service's R2 objects also say their format.
    const metadata = { "account-id": accountId, day, ...(!external && { format: "jsonl" }) };
    const upload = writer.upload(key, "application/gzip", metadata);
    const written = await writeDay(
      upload,
      writer.maxObject,
      env,
      accountId,
      day,
      options.partBytes ?? ARCHIVE_PART_BYTES,
    );
    outcome = { status: "done", objectKey, ...written, error: null };
  } catch (err) {
    const message = redact(err instanceof Error ? err.message : String(err), target);
    console.error("archive failed", accountId, day, message);
    outcome = { status: "failed", error: clip(message, 500) };
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
