// Data samples of a source inside a container (a pipeline, or a processor group with source `input`):
// created from custom data (json, ndjson, text) or captured from the source's next live events.
import { z } from "@hono/zod-openapi";
import { validationError } from "../../http/errors";
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
import { timestamps, titleSchema, uuidParam } from "../shared/fields";
import { decodeSample, MAX_SAMPLE_EVENTS, serializeEvents } from "./decode";
import { presentSample } from "./present";
import {
  deleteSample,
  findSample,
  insertCaptureSample,
  insertSampleWithEvents,
  listSamples,
  resolveContainer,
  sampleEvents,
} from "./store";

const tags = ["Sampling and Simulation"];
const SAMPLE_TYPE = "pipeline-sample";
const MAX_CAPTURE_TIMEOUT_MS = 60_000;

const sourceIdParam = z
  .string()
  .regex(
    /^(input|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/,
    "source_id must be a uuid (or input, for a processor group)",
  )
  .transform((id) => id.toLowerCase())
  .openapi({
    param: { name: "source_id", in: "path" },
    type: "string",
    description: "A source of the pipeline; for a processor group, `input` or the group's id",
  });

const containerParams = z.object({ container_id: uuidParam("container_id"), source_id: sourceIdParam });
const sampleParams = containerParams.extend({ pipeline_sample_id: uuidParam("pipeline_sample_id") });

const eventSchema = z
  .object({ message: z.unknown(), metadata: z.record(z.string(), z.unknown()), timestamp: z.number() })
  .openapi("PipelineEvent");

const sampleSchema = z
  .object({
    id: z.uuid(),
    pipeline_sample_id: z.uuid(),
    account_id: z.string(),
    container_id: z.uuid(),
    container_type: z.enum(["pipeline", "processor-group"]),
    source_id: z.string(),
    title: z.string(),
    format: z.enum(["json", "ndjson", "text", "capture"]),
    status: z.enum(["ready", "capturing", "timed_out"]).openapi({
      description:
        "`capturing` until `capture.limit` events arrived (then `ready`) or the window ends (`timed_out`, " +
        "keeping what arrived)",
    }),
    event_count: z.number().int(),
    size_bytes: z.number().int(),
    capture: z
      .object({
        limit: z.number().int(),
        timeout_ms: z.number().int(),
        expires_at: z.string(),
        captured: z.number().int(),
      })
      .nullable(),
    events: z.array(eventSchema).optional().openapi({ description: "Get only: the events, in order" }),
    ...timestamps,
  })
  .openapi("PipelineSample");

const createSchema = z
  .strictObject({
    title: titleSchema,
    format: z.enum(["json", "ndjson", "text"]).optional().openapi({
      description:
        "json: an object or an array of them; ndjson: one JSON value a line; text: one event a line",
    }),
    data: z
      .string()
      .optional()
      .openapi({ description: `The raw data: at most ${MAX_SAMPLE_EVENTS} events, 4 MB` }),
    envelope: z.boolean().default(false).openapi({
      description: "json/ndjson items are whole events {message, metadata?, timestamp? (Unix ms or ISO)}",
    }),
    capture: z
      .strictObject({
        limit: z.number().int().min(1).max(MAX_SAMPLE_EVENTS),
        timeout_ms: z.number().int().min(1).max(MAX_CAPTURE_TIMEOUT_MS).default(30_000),
      })
      .optional()
      .openapi({ description: "Capture the source's next live events instead of sending data" }),
  })
  .superRefine((b, ctx) => {
    if (b.capture) {
      for (const key of ["format", "data"] as const) {
        if (b[key] !== undefined) ctx.addIssue({ code: "custom", path: [key], message: "not with capture" });
      }
    } else {
      if (b.format === undefined)
        ctx.addIssue({ code: "custom", path: ["format"], message: "required (or capture)" });
      if (b.data === undefined)
        ctx.addIssue({ code: "custom", path: ["data"], message: "required (or capture)" });
    }
  })
  .openapi("PipelineSampleCreate");

const response = jsonResponse(envelopeOf(sampleSchema), "The sample");
const base = "/v3/pipeline/{container_id}/source/{source_id}/sample";

export const samplesRouter = createRouter()
  .openapi(
    defineRoute({
      method: "post",
      path: base,
      tags,
      summary: "Create a data sample",
      description:
        "From `{title, format, data}` (at most 1000 events: 400; 4 MB: 413), or `{title, capture: {limit, " +
        "timeout_ms}}`: the sample answers at once with status `capturing` and takes the source's next live " +
        "events until `limit` arrived or `timeout_ms` passed. Capture is for pipeline sources only.",
      request: { params: containerParams, ...jsonBody(createSchema) },
      responses: { 200: response },
      errors: [404],
    }),
    async (c) => {
      const { container_id, source_id } = c.req.valid("param");
      const body = c.req.valid("json");
      const db = c.get("db");
      const { accountId } = c.get("caller");
      const container = await resolveContainer(db, accountId, container_id, source_id);
      const id = crypto.randomUUID();
      const now = Date.now();
      const common = {
        id,
        accountId,
        containerId: container.id,
        containerType: container.type,
        sourceId: container.sourceId,
        title: body.title,
      };
      if (body.capture) {
        if (container.type !== "pipeline") {
          throw validationError("Validation failed: a processor group has no live source to capture from", [
            { path: ["capture"], message: "create a processor group's sample from data" },
          ]);
        }
        const row = await insertCaptureSample(db, {
          ...common,
          format: "capture",
          status: "capturing",
          captureLimit: body.capture.limit,
          captureTimeoutMs: body.capture.timeout_ms,
          captureExpiresAt: now + body.capture.timeout_ms,
        });
        return one(c, SAMPLE_TYPE, presentSample(row));
      }
      const events = decodeSample(body.data as string, body.format as "json", body.envelope, now);
      const { json, bytes } = serializeEvents(events);
      const row = await insertSampleWithEvents(
        db,
        {
          ...common,
          format: body.format as "json",
          status: "ready",
          eventCount: events.length,
          sizeBytes: bytes,
        },
        json,
      );
      return one(c, SAMPLE_TYPE, presentSample(row, events));
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: base,
      tags,
      summary: "List data samples",
      description: "Oldest first, without their events (get one sample for those).",
      request: { params: containerParams },
      responses: { 200: jsonResponse(listEnvelopeOf(sampleSchema), "Samples") },
      errors: [404],
    }),
    async (c) => {
      const { container_id, source_id } = c.req.valid("param");
      const db = c.get("db");
      const { accountId } = c.get("caller");
      const container = await resolveContainer(db, accountId, container_id, source_id);
      const rows = await listSamples(db, accountId, container);
      return many(
        c,
        SAMPLE_TYPE,
        rows.map((r) => presentSample(r)),
      );
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/{pipeline_sample_id}`,
      tags,
      summary: "Get a data sample with its events",
      description: "A capture in progress shows how many events arrived so far (`capture.captured`).",
      request: { params: sampleParams },
      responses: { 200: response },
      errors: [404],
    }),
    async (c) => {
      const { container_id, source_id, pipeline_sample_id } = c.req.valid("param");
      const db = c.get("db");
      const { accountId } = c.get("caller");
      const container = await resolveContainer(db, accountId, container_id, source_id);
      const row = await findSample(db, accountId, container, pipeline_sample_id);
      return one(c, SAMPLE_TYPE, presentSample(row, await sampleEvents(db, row.id)));
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: `${base}/{pipeline_sample_id}`,
      tags,
      summary: "Delete a data sample",
      request: { params: sampleParams },
      responses: { 200: response },
      errors: [404],
    }),
    async (c) => {
      const { container_id, source_id, pipeline_sample_id } = c.req.valid("param");
      const db = c.get("db");
      const { accountId } = c.get("caller");
      const container = await resolveContainer(db, accountId, container_id, source_id);
      const row = await deleteSample(db, accountId, container, pipeline_sample_id);
      return one(c, SAMPLE_TYPE, presentSample(row));
    },
  );
