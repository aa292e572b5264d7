// The ingestion API: POST /logs/ingest with an ingestion key. Lines are validated as a whole batch,
// filtered by the account's active exclusion rules, then by its reduction rules, and stored with their usage
// counters in one transaction of the log store (src/logstore/store.ts); the answer says how many were stored
// and which were kept out. The same request sent again (a retry after a lost answer) is not stored twice.
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { compileExclusions } from "../../engine/exclusions";
import type { AppEnv } from "../../env";
import { ApiError, unavailable } from "../../http/errors";
import { defineRoute, INGESTION_KEY_SCHEME, jsonResponse } from "../../http/openapi";
import { readBody } from "../../http/request-body";
import { createRouter } from "../../http/router";
import { sha256Hex } from "../../lib/secrets";
import { MAX_LINE_CHARS, toRecords } from "../../logstore/lines";
import { type BatchOutcome, storeBatch } from "../../logstore/store";
import {
  type IngestQuery,
  ingestBodyJson,
  ingestQuerySchema,
  linesOf,
  lineTimestamp,
  MAX_LINES_PER_BATCH,
} from "../../protocols/logdna";
import { reduceBatch } from "../reduction/apply";
import { activeIngestRules } from "../reduction/store";
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
  "is 403 `EINGESTIONSUSPENDED` and nothing is stored: retry later.",
  "",
  "**Retries are safe**: the same request sent again within 10 minutes (after a lost answer or a 503",
  "`EUNAVAILABLE`) answers 200 and stores nothing more, whatever its `now`, as long as each of its lines has",
  "its own `timestamp` (a batch with a line that has none is a new event each time it is sent).",
].join(" ");

/**
 * Where a batch is stored, the same for a retry: its key in its slice, a digest of what the sender sent (the
 * body as it came, after decompression, with host, tags, ip and mac) whatever its `now`, and its place, the
 * newest timestamp the lines carry themselves (not shifted by `now`'s drift, which a retry changes). A batch
 * with a line that has no timestamp of its own is a new event each time it is sent: its key is its own.
 */
async function batchPlace(body: string, lines: unknown[], query: IngestQuery, receivedAt: number) {
  let newest = 0;
  for (const l of lines) {
    const ts = typeof l === "object" && l !== null ? lineTimestamp(l as Record<string, unknown>) : null;
    if (typeof ts !== "number") return { key: `ingest:${crypto.randomUUID()}`, placeTs: receivedAt };
    newest = Math.max(newest, ts);
  }
  const sent = JSON.stringify([query.hostname, query.mac ?? "", query.ip ?? "", query.tags]);
  return { key: `ingest:${await sha256Hex(`${sent}\n${body}`)}`, placeTs: newest };
}

/** Validates, filters (exclusion and reduction rules) and stores one batch of lines. */
async function ingest(c: Context<AppEnv, string, { out: { query: IngestQuery } }>) {
  const receivedAt = Date.now();
  const { account, accountId } = c.get("caller");
  const db = c.get("db");
  // The account may come from the key cache (up to 10 s old): a suspension it shows is confirmed in D1
  // before refusing, so a resume made in another isolate applies at once.
  if (account.ingestionSuspended && (await stillSuspended(db, accountId))) throw suspendedError();
  // The exclusion and reduction rules, the suspension and the log layout load (one round trip) while the body
  // is read: a suspension confirmed before then refuses the batch.
  const rules = activeIngestRules(db, accountId);
  rules.catch(() => {});
  const query = c.req.valid("query");
  const maxBytes = Number(c.env.INGEST_MAX_BODY_BYTES) || DEFAULT_MAX_INGEST_BYTES;
  const text = await readBody(c.req.raw, maxBytes);
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
    },
    key,
  );
  const { exclusions, reductions, suspended, layout } = await rules.catch((err) => {
    throw unavailable("The account's ingestion rules", err);
  });
  if (suspended) throw suspendedError();
  const exclusionOf = compileExclusions(exclusions);
  const options = await batchPlace(text, lines, query, receivedAt);
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
