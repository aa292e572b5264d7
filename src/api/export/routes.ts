// Export v1 (JSONL stream, or an emailed download link) and export v2 (signed pagination).
import { z } from "@hono/zod-openapi";
import { ApiError } from "../../http/errors";
import { defineRoute, jsonResponse, rawResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { textStream } from "../../http/stream";
import { Signer } from "../../lib/signing";
import { accessScopeOf } from "../../logstore/access-scope";
import { startEmailExport } from "../../logstore/export-jobs";
import {
  LineScanner,
  PAGE_CHUNK,
  PAGE_CHUNK_BYTES,
  type Position,
  type Snapshot,
  takeSnapshot,
} from "../../logstore/reader";
import { fingerprint, issueToken, readToken } from "./pagination";
import { exportFilterFields, resolveFilter } from "./params";
import { jsonLines, jsonPage } from "./present";

const tags = ["Export"];
export const V2_PAGE_LIMIT = 10_000;
// Every match is returned: a v2 page holds `size` lines until the matches run out (src/logstore/reader.ts
// reads through the search index or the range, never a budget).

const count = (description: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, "must be a positive integer")
    .transform(Number)
    .refine((n) => n >= 1, "must be at least 1")
    .optional()
    .openapi({ type: "integer", description });

const v1Query = z.object({
  ...exportFilterFields,
  size: count("Most lines to export; at most the plan's limit (10,000 or 20,000), which is the default"),
  email: z.email({ error: "email must be an email address" }).max(320).optional().openapi({
    description: "Send a download link to this address instead of streaming",
  }),
  emailSubject: z
    .string()
    .min(1)
    .max(200)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    .regex(/^[^\u0000-\u001f\u007f]*$/, "emailSubject must be one line of text")
    .optional(),
});

const v2Query = z.object({
  ...exportFilterFields,
  size: count(`Lines per page, at most ${V2_PAGE_LIMIT} (the default)`),
  pagination_id: z.string().max(16384).optional().openapi({
    description: "Absent, empty or `null` on the first request; then the token of the previous answer",
  }),
});

const exportedLineSchema = z.record(z.string(), z.unknown()).openapi("ExportedLine", {
  description:
    "`_id`, `_ts` (ms), `_line`, `_app`, `_host`, `_file`, `level`, `_tag`, and the line's meta fields",
});

export const exportRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/v1/export",
      tags,
      summary: "Export log lines as a JSONL stream (or email a download link)",
      description:
        "Streams one JSON object per line (`text/plain`), read from storage in chunks so any size streams " +
        "in flat memory. At most the plan's export limit (10,000 or 20,000 lines). With `email`, answers at " +
        "once and mails a download link valid for 24 hours when the export is ready.",
      request: { query: v1Query },
      errors: [503],
      responses: {
        200: {
          description: "JSONL, or `{message, job_id}` with `email`",
          content: {
            "text/plain": { schema: z.string() },
            "application/json": { schema: z.object({ message: z.string(), job_id: z.string() }) },
          },
        },
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const caller = c.get("caller");
      const { account } = caller;
      const limit = account.exportLineLimit;
      if (q.size !== undefined && q.size > limit) {
        throw new ApiError("EVALIDATION", `Validation failed: size is above the plan's limit of ${limit}`, [
          { path: ["query", "size"], message: `at most ${limit} lines (use export v2 for more)` },
        ]);
      }
      const size = q.size ?? limit;
      const { filter, direction } = resolveFilter(q, account, Date.now());
      filter.scope = accessScopeOf(caller);
      const db = c.get("db");
      if (q.email) {
        const jobId = await startEmailExport(
          db,
          c.env.EXPORT_QUEUE,
          account,
          {
            filter,
            query: q.query ?? null,
            scopes: filter.scope ? caller.accessScopes : null,
            direction,
            size,
          },
          q.email,
          q.emailSubject,
          new URL(c.req.url).origin,
        );
        return c.json(
          { message: `The export will be sent to ${q.email} when it is ready`, job_id: jobId },
          200,
        );
      }

      // Without a query (or a scope SQL cannot decide) every row read is a line sent: read no more than asked.
      const scanner = await new LineScanner(c.env, filter, direction, null, size).prime();
      const body = textStream(jsonLines(scanner, size), (err) =>
        console.error("export v1 stream failed", err),
      );
      return rawResponse(new Response(body, { headers: { "content-type": "text/plain; charset=utf-8" } }));
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v2/export",
      tags,
      summary: "Export log lines, paginated",
      description:
        `Pages of at most ${V2_PAGE_LIMIT} lines. Send the first request without \`pagination_id\` (or with ` +
        "`null`), then repeat the same parameters with the token of each answer until it is `null`. A token " +
        "is signed and bound to the parameters, its page and the resolved `from`/`to` (0 means the retention " +
        "boundary and now, each on its own): reusing it answers the same page even after new lines arrive. A " +
        "changed parameter answers 400 `EPAGINATIONMISMATCH`, an altered token 400 `EVALIDATION`.",
      request: { query: v2Query },
      errors: [503],
      responses: {
        200: jsonResponse(
          z.object({ lines: z.array(exportedLineSchema), pagination_id: z.string().nullable() }),
          "One page",
        ),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const size = q.size ?? V2_PAGE_LIMIT;
      if (size > V2_PAGE_LIMIT) {
        throw new ApiError("EVALIDATION", `Validation failed: size is above ${V2_PAGE_LIMIT}`, [
          { path: ["query", "size"], message: `at most ${V2_PAGE_LIMIT} lines per page` },
        ]);
      }
      const caller = c.get("caller");
      const { account } = caller;
      const db = c.get("db");
      const hash = await fingerprint({
        from: q.from ?? 0,
        to: q.to ?? 0,
        hosts: q.hosts,
        apps: q.apps,
        levels: q.levels,
        query: q.query ?? null,
        prefer: q.prefer,
        size,
      });
      const raw = q.pagination_id?.trim();
      const first = !raw || raw === "null";
      const now = Date.now();
      const [signer, snapshot] = await Promise.all([
        Signer.load(db),
        first ? takeSnapshot(c.env, account.id, now) : undefined,
      ]);
      const token = first ? null : await readToken(signer, raw, account.id, hash);
      const resolved = token ? { from: token.f, to: token.t, snapshot: token.s } : undefined;
      const { filter, direction } = resolveFilter(q, account, now, resolved);
      if (snapshot) filter.snapshot = snapshot;
      // The scope is the caller's at each request: a page never shows what the caller may not see now.
      filter.scope = accessScopeOf(caller);
      const after: Position | null = token
        ? { ts: token.c[0], slice: token.c[1], chunk: token.c[2], idx: token.c[3] }
        : null;
      const page = token?.n ?? 1;

      // The page and its one-line look-ahead (which tells the last page, whose token is null).
      const scanner = await new LineScanner(
        c.env,
        filter,
        direction,
        after,
        size + 1,
        PAGE_CHUNK,
        PAGE_CHUNK_BYTES,
      ).prime();
      const base = { a: account.id, h: hash, f: filter.from, t: filter.to, s: filter.snapshot as Snapshot };
      const body = textStream(
        jsonPage(scanner, size, (next) => issueToken(signer, base, next, page + 1)),
        (err) => console.error("export v2 stream failed", err),
      );
      return rawResponse(new Response(body, { headers: { "content-type": "application/json" } }));
    },
  );
