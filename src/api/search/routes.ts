// The log viewer's reads beside export (additions to Mezmo's API, which has none of them): the timeline (lines
// per time bucket), the top values of a field, and a line's context. A timeline or top values counts the
// newest slices first and at most COUNT_WORK_BYTES of opened chunks a request (chunks whose lines all match are
// counted from their figures, unopened), so its cost does not grow with the account: when the work runs out,
// `complete` is false and `complete_from` says from when on every line was counted.
import { z } from "@hono/zod-openapi";
import type { Caller } from "../../env";
import { notFound } from "../../http/errors";
import { defineRoute, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { retentionBoundary } from "../../lib/time";
import { accessScopeOf } from "../../logstore/access-scope";
import { aggregateLines } from "../../logstore/aggregate";
import { lineContext } from "../../logstore/context";
import { exportedLine } from "../../logstore/exported-line";
import type { GroupDimension } from "../../logstore/slice-protocol";
import { type ExportFilterInput, resolveFilter } from "../export/params";
import { boundedCount, bucketWidth, searchFilterFields } from "./params";
import { coverage, timelineBuckets, topValues } from "./present";

const tags = ["Search"];
/** Raw bytes of chunks one timeline or top-values request opens at most, over all its slices. */
export const COUNT_WORK_BYTES = 64 * 1_048_576;

const addition = "An addition to Mezmo's API (its web app's own reads are not public).";
const coverageFields = {
  complete: z.boolean().openapi({ description: "Whether every matching line of the range was counted" }),
  complete_from: z
    .number()
    .int()
    .openapi({
      description:
        "Every matching line at or after this time (ms) was counted; earlier buckets may be short when " +
        "`complete` is false (the newest lines are counted first, within a bounded amount of work)",
    }),
};

const exportedLineSchema = z.record(z.string(), z.unknown()).openapi("ContextLine", {
  description:
    "A line as export v1 gives it: `_id`, `_ts` (ms), `_line`, `_app`, `_host`, `level`, meta fields",
});

const FIELDS = ["host", "app", "level", "tag"] as const;
const dimensionOf: Record<(typeof FIELDS)[number], GroupDimension> = {
  host: "host",
  app: "app",
  level: "level",
  tag: "tag",
};

/** The lines a timeline or top values counts: the request's filter within the caller's access scope. */
function countedFilter(caller: Caller, q: Omit<ExportFilterInput, "prefer">) {
  const { filter } = resolveFilter({ ...q, prefer: "head" }, caller.account, Date.now());
  filter.scope = accessScopeOf(caller);
  return filter;
}

export const searchRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/v1/timeline",
      tags,
      summary: "Count matching lines per time bucket",
      description:
        "The lines matching the filter (the same parameters as export) per bucket of a round width (1 s to " +
        `1 day) chosen so that the range holds about \`buckets\` of them, every bucket listed. ${addition}`,
      request: {
        query: z.object({
          ...searchFilterFields,
          buckets: boundedCount(1, 1000, 60, "Buckets the range is cut into, about"),
        }),
      },
      responses: {
        200: jsonResponse(
          z.object({
            from: z.number().int(),
            to: z.number().int(),
            interval: z.number().int().openapi({ description: "Width of a bucket in ms" }),
            buckets: z.array(z.object({ ts: z.number().int(), lines: z.number().int() })),
            total: z.number().int(),
            ...coverageFields,
          }),
          "The counts",
        ),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const filter = countedFilter(c.get("caller"), q);
      const interval = bucketWidth(filter.from, filter.to, q.buckets);
      const counts = await aggregateLines(
        c.env,
        filter,
        { kind: "buckets", width: interval },
        COUNT_WORK_BYTES,
      );
      const buckets = timelineBuckets(counts, filter.from, filter.to, interval);
      return c.json(
        {
          from: filter.from,
          to: filter.to,
          interval,
          buckets,
          total: buckets.reduce((sum, b) => sum + b.lines, 0),
          ...coverage(counts, filter.from),
        },
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v1/top",
      tags,
      summary: "The most frequent values of a field among matching lines",
      description: `Hosts, apps, levels or tags of the lines matching the filter, by count. ${addition}`,
      request: {
        query: z.object({
          ...searchFilterFields,
          field: z.enum(FIELDS).openapi({ description: "The field whose values are counted" }),
          limit: boundedCount(1, 100, 10, "Values listed"),
        }),
      },
      responses: {
        200: jsonResponse(
          z.object({
            field: z.enum(FIELDS),
            values: z.array(z.object({ value: z.string(), lines: z.number().int() })),
            other_lines: z.number().int().openapi({ description: "Lines of the values not listed" }),
            distinct: z.number().int().openapi({ description: "Distinct values counted" }),
            ...coverageFields,
          }),
          "The values",
        ),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const filter = countedFilter(c.get("caller"), q);
      const mode = { kind: "group", dimension: dimensionOf[q.field] } as const;
      const counts = await aggregateLines(c.env, filter, mode, COUNT_WORK_BYTES);
      const top = topValues(counts, q.limit);
      return c.json(
        {
          field: q.field,
          values: top.values,
          other_lines: top.otherLines,
          distinct: top.distinct,
          ...coverage(counts, filter.from),
        },
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v1/context/{id}",
      tags,
      summary: "The lines around a line, from its host and app",
      description:
        "Like `grep -C`: the lines of the same host and app just before and just after the line whose `_id` " +
        "is given (within a day of it), in export order. Read further with the `_id` of the first or last " +
        `line. ${addition}`,
      request: {
        params: z.object({
          id: z.string().max(100).openapi({ description: "A line's `_id`, as export and search give it" }),
        }),
        query: z.object({
          before: boundedCount(0, 500, 50, "Lines before"),
          after: boundedCount(0, 500, 50, "Lines after"),
        }),
      },
      errors: [404],
      responses: {
        200: jsonResponse(
          z.object({
            line: exportedLineSchema,
            before: z.array(exportedLineSchema).openapi({ description: "Oldest first" }),
            after: z.array(exportedLineSchema),
            more_before: z.boolean(),
            more_after: z.boolean(),
          }),
          "The line and its context",
        ),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const q = c.req.valid("query");
      const caller = c.get("caller");
      const now = Date.now();
      const context = await lineContext(c.env, {
        accountId: caller.account.id,
        id,
        before: q.before,
        after: q.after,
        scope: accessScopeOf(caller),
        from: retentionBoundary(now, caller.account.retentionDays),
        to: now,
      });
      if (!context) throw notFound("Line");
      return c.json(
        {
          line: exportedLine(context.line),
          before: context.before.map(exportedLine),
          after: context.after.map(exportedLine),
          more_before: context.moreBefore,
          more_after: context.moreAfter,
        },
        200,
      );
    },
  );
