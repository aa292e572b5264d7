// The ingestion API: POST /logs/ingest with an ingestion key. Lines are validated as a whole batch,
// filtered by the account's active exclusion rules, then by its reduction rules, and stored with their usage
// counters in one transaction; the answer says how many were stored and which were kept out.
import { z } from "@hono/zod-openapi";
import { compileExclusions } from "../../engine/exclusions";
import { ApiError } from "../../http/errors";
import { defineRoute, INGESTION_KEY_SCHEME, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { unixToMs } from "../../lib/time";
import { activeIngestRules, reduceBatch, savingsStatements } from "../reduction/apply";
import { commaListParam } from "../shared/query";
import { readBody } from "./body";
import { linesOf, MAX_LINE_CHARS, MAX_LINES_PER_BATCH, MAX_TIMESTAMP_MS, toRecords } from "./lines";
import { storeBatch } from "./store";

const DEFAULT_MAX_INGEST_BYTES = 10 * 1_048_576;

const isIp = (v: string) =>
  z.ipv4().safeParse(v).success || z.ipv6().safeParse(v.replace(/%[\w.-]+$/, "")).success;
const MAC = /^[0-9a-fA-F]{2}([:-][0-9a-fA-F]{2}){5}$/;

const querySchema = z.object({
  hostname: z
    .string({ error: "hostname is required" })
    .trim()
    .min(1, "hostname is required")
    .max(256)
    .openapi({ description: "Host the lines come from (required)" }),
  mac: z.string().regex(MAC, "mac must be a MAC address such as 00:1a:2b:3c:4d:5e").optional(),
  ip: z.string().max(64).refine(isIp, "ip must be an IPv4 or IPv6 address").optional(),
  now: z.coerce
    .number({ error: "now must be unix milliseconds" })
    .int()
    .positive()
    .transform(unixToMs)
    .refine((ms) => ms <= MAX_TIMESTAMP_MS, "now must be unix milliseconds (or seconds) before year 10000")
    .optional()
    .openapi({
      type: "integer",
      description:
        "The sender's clock (unix ms or s) when it sent: line timestamps are corrected by the drift",
    }),
  tags: commaListParam("tags", 20, 80, "Comma-separated tags for every line of the batch"),
});

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

export const ingestionRouter = createRouter().openapi(
  defineRoute({
    method: "post",
    path: "/logs/ingest",
    tags: ["Ingestion"],
    summary: "Ingest log lines",
    description: [
      "Authenticate with an ingestion key: `apikey: <key>` header, HTTP Basic with the key as user name,",
      "or `Authorization: Token <key>`. Body: `{lines: [{line, timestamp?, app?, level?, file?, meta?}]}`",
      "or the official clients' `{e: 'ls', ls: [...]}`, plain or with `Content-Encoding: gzip|deflate`.",
      "`meta` is an object or a JSON string of one; `timestamp` unix ms (or seconds, or ISO 8601);",
      `a line is at most ${MAX_LINE_CHARS} characters, a batch at most ${MAX_LINES_PER_BATCH} lines and`,
      "10 MiB after decompression (413 beyond).",
      "",
      "**All or nothing**: if any line is invalid the batch answers 400 listing every problem",
      "(`lines.3.timestamp`) and nothing is stored. A 200 means every line was stored except the ones",
      "listed in `excluded` (matched an active exclusion rule, or was dropped, sampled out or deduplicated by",
      "a reduction rule: `/v1/config/reduction-rules`). While ingestion is suspended the answer",
      "is 403 `EINGESTIONSUSPENDED` and nothing is stored: retry later.",
    ].join(" "),
    request: { query: querySchema },
    responses: { 200: jsonResponse(answerSchema, "The batch was stored") },
    scheme: INGESTION_KEY_SCHEME,
  }),
  async (c) => {
    const receivedAt = Date.now();
    const { account, accountId } = c.get("caller");
    if (account.ingestionSuspended) throw suspendedError();
    const db = c.get("db");
    // The exclusion and reduction rules load (one round trip) while the body is read.
    const rules = activeIngestRules(db, accountId);
    rules.catch(() => {});
    const query = c.req.valid("query");
    const maxBytes = Number(c.env.INGEST_MAX_BODY_BYTES) || DEFAULT_MAX_INGEST_BYTES;
    const text = await readBody(c.req.raw, maxBytes);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError("EVALIDATION", "Malformed JSON in request body", [
        { path: [], message: "the body is not valid JSON" },
      ]);
    }
    const lines = linesOf(body);
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
      Array.isArray((body as { ls?: unknown }).ls) ? "ls" : "lines",
    );
    const { exclusions, reductions } = await rules;
    const exclusionOf = compileExclusions(exclusions);
    let outcome: Awaited<ReturnType<typeof storeBatch>>;
    if (reductions.length === 0) {
      outcome = await storeBatch(db, accountId, records, exclusionOf);
    } else {
      const reduced = await reduceBatch(c.env, reductions, records, exclusionOf);
      outcome = await storeBatch(
        db,
        accountId,
        records,
        (_record, i) => reduced.classes[i],
        (notSuspended) => savingsStatements(db, accountId, reduced.savings, notSuspended),
      );
    }
    if (outcome.suspended) throw suspendedError();
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
  },
);
