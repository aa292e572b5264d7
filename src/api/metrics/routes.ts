// Usage metrics: the intake of edge (locally deployed) pipelines' usage records, and the read of usage per
// pipeline, ingress and egress, over time buckets, combining edge records with live runs' counters.
import { z } from "@hono/zod-openapi";
import { evaluateUsageAlerts } from "../../alerts/usage-threshold";
import { ApiError, validationError } from "../../http/errors";
import {
  defineRoute,
  envelopeOf,
  jsonBody,
  jsonResponse,
  listEnvelopeOf,
  many,
  one,
} from "../../http/openapi";
import { createRouter } from "../../http/router";
import { MAX_TIMESTAMP_MS, unixToMs } from "../../lib/time";
import { TRAFFIC, type Traffic, usageSeries } from "../../metrics/usage";
import { findPipeline } from "../pipelines/store";
import { presentEdgeIntake, presentUsageSeries } from "./present";
import { storeEdgeUsage } from "./store";

const MAX_EDGE_RECORDS = 5_000;
const MAX_BUCKETS = 1_440;
const DEFAULT_BUCKET_SECONDS = 3_600;
const DEFAULT_RANGE_MS = 86_400_000;

const edgeRecord = z
  .strictObject({
    event_ts: z
      .int()
      .min(0)
      .max(MAX_TIMESTAMP_MS)
      .openapi({ description: "When the figures were taken, unix milliseconds" }),
    pipeline_id: z
      .uuid({ error: "pipeline_id must be a uuid" })
      .transform((id) => id.toLowerCase())
      .openapi({ type: "string", format: "uuid", description: "A pipeline of the caller's account" }),
    component_id: z.string().min(1).max(256).openapi({
      description:
        "The pipeline node the figures are for: a source's records are ingress, a destination's egress",
    }),
    processor: z
      .string()
      .max(256)
      .openapi({
        description:
          "The component's kind as the edge names it; decides ingress (`source...`) or egress (`sink...`, " +
          "`destination...`) only when component_id is no node of the pipeline",
      }),
    total_count: z.int().min(0).openapi({ description: "Events" }),
    total_size: z.int().min(0).openapi({ description: "Bytes" }),
  })
  .openapi("EdgeUsageRecord");

const intakeQuery = z.object({
  edge_id: z
    .string()
    .min(1)
    .max(256)
    .optional()
    .openapi({ description: "The edge instance sending; part of each record's identity" }),
});

const intakeResult = z
  .object({
    edge_id: z.string().nullable(),
    received: z.number().int(),
    stored: z.number().int(),
    duplicates: z.number().int().openapi({
      description: "Records already stored (a retry) or repeated in the request: counted once",
    }),
    duplicate_records: z.array(z.number().int()).openapi({
      description: "Indexes (in the request) of those duplicates; every other record was stored",
    }),
  })
  .openapi("EdgeUsageIntakeResult");

// Mezmo documents `from` and `to` of GET /v3/pipeline/metric/usage as `string<date-time>` (its API
// reference, "Fetch account usage metrics"); ours took unix seconds or milliseconds. Both are accepted:
// - digits only: unix time, seconds below 1e11 (1e11 s is the year 5138, 1e11 ms is 3 March 1973), else
//   milliseconds (`unixToMs`);
// - an RFC 3339 / ISO 8601 date-time with a zone (`Z` or `±hh:mm`), fractions of a second allowed;
// - a bare date `YYYY-MM-DD`, meaning 00:00 UTC of that day.
// A date-time without a zone is refused (400): its instant depends on a time zone the request does not give.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?([Zz]|[+-]\d{2}:?\d{2})$/;

/** Milliseconds of a `from`/`to` value in any accepted form, or null when it is none of them. */
export function parseTimeParam(value: string): number | null {
  if (/^\d{1,16}$/.test(value)) return unixToMs(Number(value));
  if (ISO_DATE.test(value) || ISO_DATE_TIME.test(value)) {
    const normalized = ISO_DATE.test(value)
      ? `${value}T00:00:00Z`
      : value
          .toUpperCase()
          .replace(" ", "T")
          .replace(/([+-]\d{2})(\d{2})$/, "$1:$2");
    const ms = Date.parse(normalized);
    return Number.isFinite(ms) && isCalendarDate(value.slice(0, 10)) ? ms : null;
  }
  return null;
}

/** False for 2024-02-31 and the like, which Date.parse may roll over into the next month. */
function isCalendarDate(ymd: string): boolean {
  const [y, m, d] = ymd.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const unixParam = (name: string, description: string) =>
  z
    .string()
    .max(40)
    .transform((v, ctx) => {
      const ms = parseTimeParam(v);
      if (ms === null) {
        ctx.addIssue({
          code: "custom",
          message: `${name} must be unix seconds or milliseconds, or an ISO 8601 date-time with a time zone`,
        });
        return z.NEVER;
      }
      return ms;
    })
    .refine((ms) => ms >= 0 && ms <= MAX_TIMESTAMP_MS, `${name} must be a date from 1970 to 9999`)
    .optional()
    .openapi({
      type: "string",
      description: `${description}. Unix seconds (below 1e11) or milliseconds, or an ISO 8601 date-time with a zone (Mezmo's form), or YYYY-MM-DD (00:00 UTC)`,
      example: "2026-01-01T00:00:00Z",
    });

const usageQuery = z.object({
  from: unixParam("from", "Unix seconds or ms; default `to` minus 24 hours"),
  to: unixParam("to", "Unix seconds or ms, exclusive; default now"),
  bucket: z
    .string()
    .regex(/^\d{1,7}$/, "bucket must be a whole number of seconds")
    .transform(Number)
    .refine((s) => s >= 60 && s % 60 === 0, "bucket must be at least 60 seconds and a multiple of 60")
    .optional()
    .openapi({
      type: "integer",
      description: `Seconds, a multiple of 60 (default ${DEFAULT_BUCKET_SECONDS})`,
    }),
  pipeline_id: z
    .uuid({ error: "pipeline_id must be a uuid" })
    .transform((id) => id.toLowerCase())
    .optional()
    .openapi({
      type: "string",
      format: "uuid",
      description: "One pipeline (default: every pipeline with data)",
    }),
  traffic: z.enum(TRAFFIC).optional().openapi({ description: "ingress or egress (default both)" }),
  // Mezmo's reference lists it (default true). Here a deleted pipeline's metric rows go with it (the retention
  // job removes them), so there is nothing to include: the flag is accepted and changes nothing.
  include_deleted: z.enum(["true", "false"]).optional().openapi({
    type: "boolean",
    description:
      "Accepted for Mezmo compatibility; deleted pipelines are always left out (their rows are removed)",
  }),
});

const seriesSchema = z
  .object({
    pipeline_id: z.uuid(),
    traffic: z.enum(TRAFFIC),
    bucket_seconds: z.number().int(),
    from: z.number().int().openapi({ description: "Start of the first bucket, unix ms" }),
    to: z.number().int().openapi({ description: "End of the last bucket, unix ms (exclusive)" }),
    total_bytes: z.number().int(),
    total_events: z.number().int(),
    buckets: z.array(
      z.object({
        ts: z.number().int().openapi({ description: "Bucket start, unix ms" }),
        bytes: z.number().int(),
        events: z.number().int(),
      }),
    ),
  })
  .openapi("UsageSeries");

export const metricsRouter = createRouter()
  .openapi(
    defineRoute({
      method: "post",
      path: "/v3/pipeline/account/local-deploy/metric/usage",
      tags: ["Edge - Local Deploy"],
      summary: "Receive edge usage metrics",
      description:
        `An array of 1 to ${MAX_EDGE_RECORDS} records. Every record's pipeline must be a pipeline of the ` +
        "account, else 404 naming every such record and nothing is stored. A record is identified by " +
        "(edge_id, pipeline_id, component_id, processor, event_ts): one already stored (a retry after a 5xx) " +
        "is counted as a duplicate and changes nothing.",
      request: { query: intakeQuery, ...jsonBody(z.array(edgeRecord).min(1).max(MAX_EDGE_RECORDS)) },
      responses: { 200: jsonResponse(envelopeOf(intakeResult), "What was stored") },
      errors: [404],
    }),
    async (c) => {
      const { edge_id } = c.req.valid("query");
      const records = c.req.valid("json");
      const { accountId } = c.get("caller");
      const outcome = await storeEdgeUsage(c.get("db"), accountId, edge_id ?? "", records);
      if (outcome.unknownPipelines.length > 0) {
        const unknown = new Set(outcome.unknownPipelines);
        const details = records.flatMap((r, i) =>
          unknown.has(r.pipeline_id) ? [{ path: [i, "pipeline_id"], message: "no such pipeline" }] : [],
        );
        throw new ApiError(
          "ENOTFOUND",
          `Pipeline not found: ${outcome.unknownPipelines.join(", ")} (${details.length} record(s); nothing stored)`,
          details,
        );
      }
      if (outcome.alertedPipelines.length > 0) {
        // New figures may fire the pipelines' alerts: evaluate them after answering (the cron is the net).
        const scope = { accountId, pipelineIds: outcome.alertedPipelines };
        c.executionCtx.waitUntil(
          evaluateUsageAlerts(c.env, c.get("db"), Date.now(), scope).catch((err) =>
            console.error("usage alert evaluation after intake failed", err),
          ),
        );
      }
      return one(c, "edge-usage-metric", presentEdgeIntake(edge_id, records.length, outcome));
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v3/pipeline/metric/usage",
      tags: ["Metrics"],
      summary: "Usage metrics of pipelines",
      description:
        "Bytes and events per bucket, ingress (what sources took in) and egress (what destinations " +
        "delivered), from edge usage records and the counters of live runs together. Buckets are aligned " +
        "to the unix epoch: the series start at `from` rounded down and end at `to` rounded up to a bucket, " +
        `at most ${MAX_BUCKETS} buckets. One series per pipeline and traffic: for \`pipeline_id\` always ` +
        "(404 when it is not the account's), otherwise for every pipeline with data in the range. Figures are " +
        "kept 90 days (older buckets read as zeros); a deleted pipeline's figures go with it.",
      request: { query: usageQuery },
      responses: { 200: jsonResponse(listEnvelopeOf(seriesSchema), "Usage series") },
      errors: [404],
    }),
    async (c) => {
      const q = c.req.valid("query");
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const bucketMs = (q.bucket ?? DEFAULT_BUCKET_SECONDS) * 1000;
      const to = q.to ?? Date.now();
      const from = q.from ?? Math.max(0, to - DEFAULT_RANGE_MS);
      if (from >= to) {
        throw validationError("Validation failed: from must be before to", [
          { path: ["query", "from"], message: "from must be before to" },
        ]);
      }
      const start = Math.floor(from / bucketMs) * bucketMs;
      const end = Math.ceil(to / bucketMs) * bucketMs;
      if ((end - start) / bucketMs > MAX_BUCKETS) {
        throw validationError(`Validation failed: at most ${MAX_BUCKETS} buckets`, [
          {
            path: ["query", "bucket"],
            message: `from..to spans more than ${MAX_BUCKETS} buckets of this size`,
          },
        ]);
      }
      if (q.pipeline_id !== undefined) await findPipeline(db, accountId, q.pipeline_id);
      const traffic: Traffic[] = q.traffic ? [q.traffic] : TRAFFIC;
      const series = await usageSeries(db, {
        accountId,
        start,
        end,
        bucketMs,
        pipelineId: q.pipeline_id,
        traffic,
      });
      return many(
        c,
        "usage-metric",
        series.map((s) => presentUsageSeries(s, bucketMs, start, end)),
      );
    },
  );
