// Usage v1 (share of lines ingested, in percent) and v2 (bytes stored), per app, host and tag, from the
// daily counters that ingestion keeps. `from`/`to` are unix timestamps of which only the UTC day counts.
// A caller with an access scope gets the same answers computed from the stored lines in its scope (scoped.ts).
import { z } from "@hono/zod-openapi";
import { ApiError } from "../../http/errors";
import { defineRoute, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { MAX_TIMESTAMP_MS, unixToMs, utcDay } from "../../lib/time";
import { accessScopeOf } from "../../logstore/access-scope";
import { presentUsageShare } from "./present";
import { type Kind, kinds, perName, totals } from "./store";

const MAX_DAYS = 400;

const unixDay = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .regex(/^\d{1,16}$/, `${name} must be a unix timestamp (seconds or milliseconds)`)
    .refine((v) => unixToMs(Number(v)) <= MAX_TIMESTAMP_MS, `${name} must be a date before year 10000`)
    .transform((v) => utcDay(unixToMs(Number(v))))
    .openapi({ type: "integer", description: `Unix seconds or ms; only the UTC day counts` });

const periodQuery = z.object({ from: unixDay("from"), to: unixDay("to") });
const listQuery = periodQuery.extend({
  limit: z
    .string()
    .regex(/^\d{1,4}$/, "limit must be 1 to 1000")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 1000, "limit must be 1 to 1000")
    .optional()
    .openapi({ type: "integer", description: "Most entries, largest first (default 100)" }),
});
const kindParam = z.object({
  kind: z.enum(["apps", "hosts", "tags"]).openapi({ param: { name: "kind", in: "path" } }),
});
const nameParam = kindParam.extend({
  name: z
    .string()
    .min(1)
    .max(512)
    .openapi({ param: { name: "name", in: "path" } }),
});

function period<Q extends { from: string; to: string }>(q: Q): Q {
  if (q.from > q.to) {
    throw new ApiError("EVALIDATION", "Validation failed: from is after to", [
      { path: ["query", "from"], message: "from must not be after to" },
    ]);
  }
  const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1;
  if (days > MAX_DAYS) {
    throw new ApiError("EVALIDATION", `Validation failed: at most ${MAX_DAYS} days`, [
      { path: ["query", "to"], message: `a period is at most ${MAX_DAYS} days` },
    ]);
  }
  return q;
}

const v1Entry = z.object({ name: z.string(), lines: z.number().int(), percentage: z.number() });
const v1Answer = z.object({ from: z.string(), to: z.string(), total_lines: z.number().int() });
const v2Entry = z.object({ name: z.string(), bytes: z.number().int(), lines: z.number().int() });

const notFound = (kind: Kind, name: string) =>
  new ApiError("ENOTFOUND", `No usage for ${kinds[kind]} ${name} in this period`);

export const usageRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/v1/usage/{kind}",
      tags: ["Usage v1"],
      summary: "Share of the lines ingested, per app, host or tag",
      request: { params: kindParam, query: listQuery },
      responses: {
        200: jsonResponse(v1Answer.extend({ results: z.array(v1Entry) }), "Percent of all lines ingested"),
      },
    }),
    async (c) => {
      const { kind } = c.req.valid("param");
      const q = period(c.req.valid("query"));
      const { accountId } = c.get("caller");
      const scope = accessScopeOf(c.get("caller"));
      const db = c.get("db");
      const [total, rows] = await Promise.all([
        totals({ db, env: c.env }, accountId, scope, q.from, q.to),
        perName({ db, env: c.env }, accountId, scope, kind, q.from, q.to, {
          limit: q.limit,
          orderBy: "lines",
        }),
      ]);
      const results = rows.map((r) => presentUsageShare(r.name, r.lines, total.lines));
      return c.json({ from: q.from, to: q.to, total_lines: total.lines, results }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v1/usage/{kind}/{name}",
      tags: ["Usage v1"],
      summary: "Share of the lines ingested for one app, host or tag",
      request: { params: nameParam, query: periodQuery },
      responses: { 200: jsonResponse(v1Answer.merge(v1Entry), "Percent of all lines ingested") },
      errors: [404],
    }),
    async (c) => {
      const { kind, name } = c.req.valid("param");
      const q = period(c.req.valid("query"));
      const { accountId } = c.get("caller");
      const scope = accessScopeOf(c.get("caller"));
      const db = c.get("db");
      const [total, [row]] = await Promise.all([
        totals({ db, env: c.env }, accountId, scope, q.from, q.to),
        perName({ db, env: c.env }, accountId, scope, kind, q.from, q.to, { name, orderBy: "lines" }),
      ]);
      if (!row) throw notFound(kind, name);
      return c.json(
        {
          from: q.from,
          to: q.to,
          total_lines: total.lines,
          ...presentUsageShare(name, row.lines, total.lines),
        },
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v2/usage",
      tags: ["Usage v2"],
      summary: "Bytes stored (and lines) for the whole account",
      request: { query: periodQuery },
      responses: {
        200: jsonResponse(
          z.object({
            from: z.string(),
            to: z.string(),
            results: z.object({ bytes: z.number().int(), lines: z.number().int() }),
          }),
          "Bytes used by stored lines",
        ),
      },
    }),
    async (c) => {
      const q = period(c.req.valid("query"));
      const caller = c.get("caller");
      const total = await totals(
        { db: c.get("db"), env: c.env },
        caller.accountId,
        accessScopeOf(caller),
        q.from,
        q.to,
      );
      return c.json({ from: q.from, to: q.to, results: total }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v2/usage/{kind}",
      tags: ["Usage v2"],
      summary: "Bytes stored per app, host or tag",
      request: { params: kindParam, query: listQuery },
      responses: {
        200: jsonResponse(
          z.object({ from: z.string(), to: z.string(), results: z.array(v2Entry) }),
          "Largest first",
        ),
      },
    }),
    async (c) => {
      const { kind } = c.req.valid("param");
      const q = period(c.req.valid("query"));
      const caller = c.get("caller");
      const rows = await perName(
        { db: c.get("db"), env: c.env },
        caller.accountId,
        accessScopeOf(caller),
        kind,
        q.from,
        q.to,
        {
          limit: q.limit,
          orderBy: "bytes",
        },
      );
      return c.json({ from: q.from, to: q.to, results: rows }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v2/usage/{kind}/{name}",
      tags: ["Usage v2"],
      summary: "Bytes stored for one app, host or tag",
      request: { params: nameParam, query: periodQuery },
      responses: {
        200: jsonResponse(z.object({ from: z.string(), to: z.string(), results: v2Entry }), "Bytes stored"),
      },
      errors: [404],
    }),
    async (c) => {
      const { kind, name } = c.req.valid("param");
      const q = period(c.req.valid("query"));
      const caller = c.get("caller");
      const [row] = await perName(
        { db: c.get("db"), env: c.env },
        caller.accountId,
        accessScopeOf(caller),
        kind,
        q.from,
        q.to,
        {
          name,
          orderBy: "bytes",
        },
      );
      if (!row) throw notFound(kind, name);
      return c.json({ from: q.from, to: q.to, results: row }, 200);
    },
  );
