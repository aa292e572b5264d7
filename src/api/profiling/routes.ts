// Data classification and profiling: profile sample lines or a range of the account's stored lines (field
// inventory, types, cardinality, masked examples, sensitive data), answer the report and keep it.
import { z } from "@hono/zod-openapi";
import { matchesQuery, parseQuery, type QueryNode } from "../../engine/query";
import type { Caller } from "../../env";
import { notFound, validationError } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { toRecords } from "../../logstore/lines";
import { DEFAULT_SCAN_BUDGET, LineScanner, PAGE_CHUNK, PAGE_CHUNK_BYTES } from "../../logstore/reader";
import type { LogStoreEnv } from "../../logstore/store";
import { resolveFilter } from "../export/params";
import { presentProfileReport, presentProfileSummary } from "./present";
import { EXACT_CARDINALITY, MAX_PROFILE_FIELDS, type ProfileLine, Profiler } from "./profiler";
import { sensitiveKinds } from "./sensitive";
import { deleteReport, findReport, listReportSummaries, MAX_PROFILE_REPORTS, saveReport } from "./store";

const tags = ["Data profiling"];
const base = "/v1/config/data-profiles";
const MAX_SAMPLE_LINES = 1000;
const MAX_RANGE_LINES = 10_000;
const DEFAULT_RANGE_LINES = 1000;

const unixTime = z.number().int().min(0).max(253_402_300_799_999);
const names = z.array(z.string().trim().min(1).max(512)).max(20);
const createSchema = z
  .strictObject({
    lines: z
      .array(z.union([z.string(), z.record(z.string(), z.unknown())]))
      .min(1)
      .max(MAX_SAMPLE_LINES)
      .optional()
      .openapi({
        description: `1 to ${MAX_SAMPLE_LINES} sample lines: strings, or objects as sent to POST /logs/ingest`,
      }),
    from: unixTime.optional().openapi({ description: "Unix s or ms; 0: the retention boundary" }),
    to: unixTime.optional().openapi({ description: "Unix s or ms; 0: now" }),
    query: z.string().max(4096).optional(),
    apps: names.optional(),
    hosts: names.optional(),
    levels: names.optional(),
    size: z
      .number()
      .int()
      .min(1)
      .max(MAX_RANGE_LINES)
      .optional()
      .openapi({ description: `Most lines profiled, the newest first (default ${DEFAULT_RANGE_LINES})` }),
  })
  .openapi("DataProfileRequest");

const sensitiveKind = z.enum(sensitiveKinds);
const fieldSchema = z.object({
  path: z.string(),
  types: z.record(z.string(), z.number().int()),
  count: z.number().int(),
  cardinality: z.number().int(),
  cardinality_estimated: z.boolean(),
  examples: z.array(z.string()),
  sensitive: z.array(z.object({ kind: sensitiveKind, count: z.number().int() })),
});
const summarySchema = z.array(
  z.object({ kind: sensitiveKind, count: z.number().int(), fields: z.array(z.string()) }),
);
const scopeSchema = z.record(z.string(), z.unknown()).openapi({
  description:
    "`{source: 'sample', lines}` or `{source: 'stored', from, to, query, apps, hosts, levels, size}`",
});
const reportSchema = z
  .object({
    id: z.string(),
    scope: scopeSchema,
    created: z.string(),
    lines_profiled: z.number().int(),
    fields: z.array(fieldSchema),
    fields_truncated: z.number().int(),
    sensitive_summary: summarySchema,
  })
  .openapi("DataProfile");
const listItemSchema = z
  .object({
    id: z.string(),
    scope: scopeSchema,
    created: z.string(),
    lines_profiled: z.number().int(),
    field_count: z.number().int(),
    sensitive_summary: summarySchema,
  })
  .openapi("DataProfileSummary");
const params = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "id", in: "path" } }),
});

type Body = z.infer<typeof createSchema>;

/** The sample lines as ingestion reads them (same validation, same 400 details `lines.3.line`). */
function sampleLines(lines: NonNullable<Body["lines"]>): ProfileLine[] {
  const raw = lines.map((l) => (typeof l === "string" ? { line: l } : l));
  const records = toRecords(raw, {
    hostname: "",
    mac: "",
    ip: "",
    tags: [],
    driftMs: 0,
    receivedAt: Date.now(),
  });
  return records.map(({ line, app, host, level, file, meta }) => ({ line, app, host, level, file, meta }));
}

/**
 * A member's access scopes: a line is visible when it matches one of them (null: everything). A scope that
 * no longer parses shows nothing rather than everything.
 */
function scopeFilter(caller: Caller): ((line: ProfileLine) => boolean) | null {
  if (!caller.accessScopes) return null;
  const scopes = caller.accessScopes.flatMap((q): QueryNode[] => {
    try {
      const node = parseQuery(q);
      return node ? [node] : [];
    } catch {
      return [];
    }
  });
  return (line) => scopes.some((s) => matchesQuery(s, line));
}

/** Reads the newest `size` lines of the range (export's filters and reader) into the profiler. */
async function profileStored(
  store: LogStoreEnv,
  caller: Caller,
  body: Body,
  profiler: Profiler,
  now: number,
) {
  const { filter } = resolveFilter(
    {
      from: body.from,
      to: body.to,
      apps: body.apps ?? [],
      hosts: body.hosts ?? [],
      levels: body.levels ?? [],
      query: body.query,
      prefer: "tail",
    },
    caller.account,
    now,
  );
  const size = body.size ?? DEFAULT_RANGE_LINES;
  const visible = scopeFilter(caller);
  const scanner = new LineScanner(
    store,
    filter,
    "desc",
    null,
    DEFAULT_SCAN_BUDGET,
    PAGE_CHUNK,
    PAGE_CHUNK_BYTES,
  );
  let profiled = 0;
  while (profiled < size) {
    const row = await scanner.next();
    if (!row) break;
    if (visible && !visible(row)) continue;
    profiler.add(row);
    profiled++;
  }
  const { from, to, apps, hosts, levels } = filter;
  return { source: "stored", from, to, query: body.query ?? null, apps, hosts, levels, size };
}

const rangeFields = ["from", "to", "query", "apps", "hosts", "levels", "size"] as const;

export const profilingRouter = createRouter()
  .openapi(
    defineRoute({
      method: "post",
      path: base,
      tags,
      summary: "Profile sample lines or stored lines",
      description: [
        `Either \`lines\` (1 to ${MAX_SAMPLE_LINES} sample lines) or a range of the account's stored lines:`,
        "`from` and `to` (as export: unix s or ms, 0 for the retention boundary / now), with export's `query`,",
        `\`apps\`, \`hosts\`, \`levels\` filters and \`size\` (newest first, at most ${MAX_RANGE_LINES}).`,
        "The report lists per field path (`line`, `app`, `host`, `level`, `file`, `tags`, `meta.<path>`, and",
        "`line.<key>` for a JSON object or key=value pairs inside the line text) its types, the lines that have",
        `it, its cardinality (exact up to ${EXACT_CARDINALITY} distinct values, then an estimate marked`,
        "`cardinality_estimated`), up to 5 examples with sensitive values masked, and the sensitive data found:",
        "emails, IPv4/IPv6 addresses, card numbers (known issuer, valid Luhn digit), AWS access key ids, JWTs,",
        "Bearer tokens, GitHub tokens, private key headers, password/secret/api_key values and long",
        `high-entropy strings (SHA digests included). At most ${MAX_PROFILE_FIELDS} paths; reports are kept`,
        `(the newest ${MAX_PROFILE_REPORTS} per account).`,
      ].join(" "),
      request: jsonBody(createSchema),
      responses: { 200: jsonResponse(reportSchema, "The report, as stored") },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const caller = c.get("caller");
      const db = c.get("db");
      const given = rangeFields.filter((f) => body[f] !== undefined);
      const profiler = new Profiler();
      let scope: Record<string, unknown>;
      if (body.lines) {
        if (given.length > 0) {
          throw validationError(`Validation failed: give either lines or a range, not both`, [
            { path: [given[0]], message: "not allowed with lines" },
          ]);
        }
        for (const line of sampleLines(body.lines)) profiler.add(line);
        scope = { source: "sample", lines: body.lines.length };
      } else {
        const missing = (["from", "to"] as const).filter((f) => body[f] === undefined);
        if (missing.length > 0) {
          throw validationError("Validation failed: give lines, or from and to", [
            ...missing.map((f) => ({ path: [f], message: `${f} is required without lines` })),
          ]);
        }
        scope = await profileStored(c.env, caller, body, profiler, Date.now());
      }
      const id = crypto.randomUUID();
      const report = profiler.report() as unknown as Record<string, unknown>;
      const row = await saveReport(db, caller.accountId, id, scope, report);
      return c.json(presentProfileReport(row) as z.infer<typeof reportSchema>, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: base,
      tags,
      summary: "List data profiles",
      description: "Newest first, without the field inventory (read one report for it).",
      responses: { 200: jsonResponse(z.array(listItemSchema), "The account's reports") },
    }),
    async (c) => {
      const rows = await listReportSummaries(c.get("db"), c.get("caller").accountId);
      return c.json(rows.map(presentProfileSummary), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/{id}`,
      tags,
      summary: "Get a data profile",
      request: { params },
      responses: { 200: jsonResponse(reportSchema, "The report") },
      errors: [404],
    }),
    async (c) => {
      const row = await findReport(c.get("db"), c.get("caller").accountId, c.req.valid("param").id);
      if (!row) throw notFound("Data profile");
      return c.json(presentProfileReport(row) as z.infer<typeof reportSchema>, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: `${base}/{id}`,
      tags,
      summary: "Delete a data profile",
      request: { params },
      responses: { 200: jsonResponse(z.object({ deleted: z.literal(true) }), "Deleted") },
      errors: [404],
    }),
    async (c) => {
      const deleted = await deleteReport(c.get("db"), c.get("caller").accountId, c.req.valid("param").id);
      if (!deleted) throw notFound("Data profile");
      return c.json({ deleted: true as const }, 200);
    },
  );
