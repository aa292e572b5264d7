// Export v1 with an email recipient: the request only records a job and queues it. The queue consumer
// reads the lines a piece at a time (src/logstore/reader.ts), writes them to R2 as JSONL (multipart, so memory stays bounded),
// and mails a signed download link that expires after 24 hours.
import { and, eq } from "drizzle-orm";
import { createDb, type Db } from "../db/client";
import { exportJobs } from "../db/schema";
import { parseQuery } from "../engine/query";
import type { AccountRow, Bindings } from "../env";
import { PieceWriter } from "../http/stream";
import { Signer } from "../lib/signing";
import { emailSender } from "../notify/email";
import { scopeFromQueries } from "./access-scope";
import { exportedLine } from "./exported-line";
import { type Direction, type LineFilter, LineScanner } from "./reader";

export interface ExportJobMessage {
  jobId: string;
}

export const LINK_TTL_MS = 24 * 3_600_000;
export const MAX_JOB_ATTEMPTS = 5;
// R2 multipart parts must be at least 5 MiB (all but the last).
const PART_BYTES = 8 * 1_048_576;
const NEWLINE = new Uint8Array([10]);

interface JobParams {
  filter: Omit<LineFilter, "query" | "accountId" | "scope"> & {
    query: string | null;
    /** The requester's access scopes, applied when the job runs (absent in jobs queued before scopes). */
    scopes?: string[] | null;
  };
  direction: Direction;
  size: number;
  subject: string | null;
  origin: string;
}

export async function startEmailExport(
  db: Db,
  queue: Queue<ExportJobMessage>,
  account: AccountRow,
  job: {
    filter: LineFilter;
    query: string | null;
    scopes: string[] | null;
    direction: Direction;
    size: number;
  },
  email: string,
  subject: string | undefined,
  origin: string,
): Promise<string> {
  const id = crypto.randomUUID();
  const { query: _parsed, accountId: _account, scope: _scope, ...filter } = job.filter;
  const params: JobParams = {
    filter: { ...filter, query: job.query, scopes: job.scopes },
    direction: job.direction,
    size: job.size,
    subject: subject ?? null,
    origin,
  };
  await db.insert(exportJobs).values({ id, accountId: account.id, email, params: { ...params } });
  await queue.send({ jobId: id });
  return id;
}

export const signedLinkMessage = (jobId: string, expires: number) => `export:${jobId}:${expires}`;

export async function downloadLink(signer: Signer, origin: string, jobId: string, expires: number) {
  const signature = await signer.sign(signedLinkMessage(jobId, expires));
  return `${origin}/downloads/exports/${jobId}?expires=${expires}&signature=${signature}`;
}

/** Runs one job; throws to have the queue retry it. */
export async function runExportJob(env: Bindings, jobId: string, now = Date.now()): Promise<void> {
  const db = createDb(env.DB);
  const job = await db.select().from(exportJobs).where(eq(exportJobs.id, jobId)).get();
  if (job?.status !== "queued") return;
  const params = job.params as unknown as JobParams;
  const { scopes, ...stored } = params.filter;
  const filter: LineFilter = {
    ...stored,
    // Jobs queued before the log store's slices carry a line number instead of a snapshot: every line now.
    snapshot: stored.snapshot ?? null,
    accountId: job.accountId,
    query: params.filter.query ? parseQuery(params.filter.query) : null,
    scope: scopeFromQueries(scopes ?? null),
  };
  const objectKey = `exports/${job.accountId}/${job.id}.jsonl`;
  const upload = await env.EXPORTS.createMultipartUpload(objectKey, {
    httpMetadata: { contentType: "application/x-ndjson; charset=utf-8" },
  });
  let lineCount = 0;
  try {
    // The lines' export JSON encoded into parts of exactly PART_BYTES (R2 wants all but the last of one size).
    const scanner = new LineScanner(env, filter, params.direction, null, params.size);
    const out = new PieceWriter(PART_BYTES);
    const parts: R2UploadedPart[] = [];
    const send = async (part: Uint8Array) => {
      parts.push(await upload.uploadPart(parts.length + 1, part));
    };
    while (lineCount < params.size) {
      const line = await scanner.next();
      if (!line) break;
      for (const part of out.write(JSON.stringify(exportedLine(line)))) await send(part);
      for (const part of out.write(NEWLINE)) await send(part);
      lineCount++;
    }
    if (out.pending > 0 || parts.length === 0) await send(out.take());
    await upload.complete(parts);
  } catch (err) {
    await upload.abort().catch(() => {});
    throw err;
  }
  const expiresAt = now + LINK_TTL_MS;
  const link = await downloadLink(await Signer.load(db), params.origin, job.id, expiresAt);
  // Claim the job before mailing, so a second delivery of the message sends no second mail; if the mail
  // fails, the claim is undone and the queue retries the whole job.
  const claimed = await db
    .update(exportJobs)
    .set({ status: "done", lineCount, objectKey, expiresAt, completedAt: new Date(now).toISOString() })
    .where(and(eq(exportJobs.id, job.id), eq(exportJobs.status, "queued")))
    .returning({ id: exportJobs.id });
  if (claimed.length === 0) return;
  try {
    await emailSender(env).send({
      to: job.email,
      accountId: job.accountId,
      subject: params.subject ?? "Your log export is ready",
      text: [
        `Your export of ${lineCount} log lines is ready.`,
        "",
        `Download it (JSONL) within 24 hours, until ${new Date(expiresAt).toISOString()}:`,
        link,
      ].join("\n"),
    });
  } catch (err) {
    await db.update(exportJobs).set({ status: "queued", completedAt: null }).where(eq(exportJobs.id, job.id));
    throw err;
  }
}

/** After the last attempt: the job is marked failed and the recipient told, so no export vanishes silently. */
export async function failExportJob(env: Bindings, jobId: string, error: unknown) {
  const db = createDb(env.DB);
  const [job] = await db
    .update(exportJobs)
    .set({ status: "failed", error: String(error).slice(0, 500), completedAt: new Date().toISOString() })
    .where(and(eq(exportJobs.id, jobId), eq(exportJobs.status, "queued")))
    .returning();
  if (job) {
    await emailSender(env).send({
      to: job.email,
      accountId: job.accountId,
      subject: "Your log export failed",
      text: "Your log export could not be completed. Please request it again.",
    });
  }
}

export async function handleExportQueue(batch: MessageBatch<ExportJobMessage>, env: Bindings) {
  for (const message of batch.messages) {
    try {
      await runExportJob(env, message.body.jobId);
      message.ack();
    } catch (err) {
      console.error("export job failed", message.body.jobId, message.attempts, err);
      if (message.attempts >= MAX_JOB_ATTEMPTS) {
        await failExportJob(env, message.body.jobId, err);
        message.ack();
      } else {
        message.retry({ delaySeconds: 2 ** message.attempts });
      }
    }
  }
}
