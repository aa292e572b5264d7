// The ingestion API: POST /logs/ingest with an ingestion key. Lines are validated as a whole batch,
// filtered by the account's active exclusion rules, then by its reduction rules, and stored with their usage
// counters in one transaction of the log store (src/logstore/store.ts); the answer says how many were stored
// and which were kept out. The same request sent again (a retry after a lost answer) is not stored twice.
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { ApiError, unavailable } from "../../http/errors";
import { defineRoute, INGESTION_KEY_SCHEME, jsonResponse } from "../../http/openapi";
import { readBodyBytes } from "../../http/request-body";
import { createRouter } from "../../http/router";
import { asciiBody, MAX_LINE_CHARS, toRecords } from "../../logstore/lines";
import { type BatchOutcome, storeBatch } from "../../logstore/store";
import {
  type IngestQuery,
  ingestBodyJson,
  ingestQuerySchema,
  linesOf,
  MAX_LINES_PER_BATCH,
} from "../../protocols/logdna";
import { reduceBatch } from "../reduction/apply";
import { batchPlace } from "./batch-place";
import { forgetIngestRules, ingestRules } from "./rules-cache";
import { stillSuspended } from "./store";

const DEFAULT_MAX_INGEST_BYTES = 10 * 1_048_576;

const answerSchema = z
  .object({
    status: z.literal("ok"),
    batchID: z.string(),
    lines: z.number().int().openapi({ description: "Lines received" }),
    stored: z.number().int().openapi({ description: "Lines stored" }),
    excluded: z.array(z.number().int()).openapi({
      description:
        "Indexes of the lines that exclusion or reduction rules kept out of storage; every other line was stored",
    }),
  })
  .openapi("IngestAnswer");

const suspendedError = () =>
  new ApiError(
    "EINGESTIONSUSPENDED",
    "Ingestion is suspended for this account: nothing was stored; retry after it is resumed",
  );

const description = [
  "Authenticate with an ingestion key: `apikey: <key>` header, HTTP Basic with the key as user name,",
  "or `Authorization: Token <key>`. Body: `{lines: [{line, timestamp?, app?, level?, file?, meta?}]}`",
  "or the official clients' `{e: 'ls', ls: [...]}`, plain or with `Content-Encoding: gzip|deflate`.",
  "Query: `hostname` (required), `mac`, `ip`, `now`, `tags` (comma list or repeated); a parameter sent",
  "empty, as the official clients send unset ones, counts as absent.",
  "`meta` is an object or a JSON string of one; `timestamp` unix ms (or seconds, or ISO 8601);",
  `a line is at most ${MAX_LINE_CHARS} characters, a batch at most ${MAX_LINES_PER_BATCH} lines and`,
  "10 MiB after decompression (413 beyond).",
  "",
  "**All or nothing**: if any line is invalid the batch answers 400 listing every problem",
  "(`lines.3.timestamp`) and nothing is stored. A 200 means every line was stored except the ones",
  "listed in `excluded` (matched an active exclusion rule, or was dropped, sampled out or deduplicated by",
  "a reduction rule: `/v1/config/reduction-rules`). While ingestion is suspended the answer",
  "is 403 `EINGESTIONSUSPENDED` and nothing is stored: retry later. A suspension, a change of exclusion or",
  "reduction rules and a deleted key apply to batches within 10 seconds (a resume at once).",
  "",
  "**Retries are safe**: the same request sent again within 10 minutes (after a lost answer or a 503",
  "`EUNAVAILABLE`) answers 200 and stores nothing more, whatever its `now`, as long as each of its lines has",
  "its own `timestamp` (a batch with a line that has none is a new event each time it is sent).",
].join(" ");

const utf8 = new TextDecoder();

/** Validates, filters (exclusion and reduction rules) and stores one batch of lines. */
async function ingest(c: Context<AppEnv, string, { out: { query: IngestQuery } }>) {
  const receivedAt = Date.now();
  const { account, accountId } = c.get("caller");
  const db = c.get("db");
  // From this isolate's cache in steady state (src/api/ingestion/rules-cache.ts): no D1 statement.
  const rules = await ingestRules(db, accountId).catch((err) => {
    throw unavailable("The account's ingestion rules", err);
  });
  if (account.ingestionSuspended || rules.suspended) {
    if (await stillSuspended(db, accountId)) throw suspendedError();
    // Resumed since the rules were read: read them again for the next batch.
    if (rules.suspended) forgetIngestRules(accountId);
  }
  const query = c.req.valid("query");
  const maxBytes = Number(c.env.INGEST_MAX_BODY_BYTES) || DEFAULT_MAX_INGEST_BYTES;
  const { bytes } = await readBodyBytes(c.req.raw, maxBytes);
  const text = utf8.decode(bytes);
  const { lines, key } = linesOf(ingestBodyJson(text));
  const records = toRecords(
    lines,
    {
      hostname: query.hostname,
      mac: query.mac ?? "",
      ip: query.ip ?? "",
      tags: query.tags,
      driftMs: query.now === undefined ? 0 : receivedAt - query.now,
      receivedAt,
      ascii: asciiBody(bytes, text),
    },
    key,
  );
  const { reductions, layout, exclusionOf } = rules;
  const options = await batchPlace(bytes, lines, query, receivedAt);
  let outcome: BatchOutcome;
  if (reductions.length === 0) {
    outcome = await storeBatch(c.env, accountId, layout, records, exclusionOf, options);
  } else {
    const reduced = await reduceBatch(c.env, reductions, records, exclusionOf);
    try {
      outcome = await storeBatch(c.env, accountId, layout, records, (_record, i) => reduced.classes[i], {
        ...options,
        savings: reduced.savings.map((s) => [s.ruleId, s.day, s.lines, s.bytes]),
      });
    } catch (err) {
      // Nothing stored: the dedupe rules must not remember these lines, or the sender's retry would be
      // reduced as duplicates of them.
      await reduced.release();
      throw err;
    }
  }
  return c.json(
    {
      status: "ok" as const,
      batchID: crypto.randomUUID(),
      lines: records.length,
      stored: outcome.stored,
      excluded: outcome.excluded,
    },
    200,
  );
}

const route = (path: string, summary: string) =>
  defineRoute({
    method: "post",
    path,
    tags: ["Ingestion"],
    summary,
    description,
    request: { query: ingestQuerySchema },
    responses: { 200: jsonResponse(answerSchema, "The batch was stored") },
    errors: [503],
    scheme: INGESTION_KEY_SCHEME,
  });

// `/logs/agent` is where the LogDNA agent posts (the same body and query): point it here unchanged.
export const ingestionRouter = createRouter()
  .openapi(route("/logs/ingest", "Ingest log lines"), ingest)
  .openapi(route("/logs/agent", "Ingest log lines (the LogDNA agent's path)"), ingest);
