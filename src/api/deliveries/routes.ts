// A destination's delivery as its queue consumer sees it (src/delivery/consumer.ts): events delivered,
// retrying and dead-lettered, the last success and error; the dead-lettered batches, and their replay.
import { z } from "@hono/zod-openapi";
import { replayDeadLetters } from "../../delivery/dead-letters";
import { callObject } from "../../durable/call";
import { deliveryLedgerStub } from "../../durable/delivery-ledger";
import { notFound } from "../../http/errors";
import { defineRoute, envelopeOf, jsonResponse, listEnvelopeOf, many, one } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { uuidParam } from "../shared/fields";
import { presentDeadLetter } from "./present";
import { findDeadLetterId, findSink, listDeadLetters } from "./store";

const params = z.object({ pipeline_id: uuidParam("pipeline_id"), sink_id: uuidParam("sink_id") });

const lastErrorSchema = z
  .object({
    at: z.string(),
    status: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The destination's HTTP status, if it answered" }),
    message: z.string().openapi({ description: "The destination's answer, every secret of it masked" }),
  })
  .openapi("DeliveryError");

const statusSchema = z
  .object({
    delivered_events: z.number().int(),
    retrying_events: z
      .number()
      .int()
      .openapi({ description: "Events of batches that failed and are retried" }),
    dead_letter_events: z.number().int(),
    last_success_at: z.string().nullable(),
    last_error: lastErrorSchema.nullable(),
  })
  .openapi("DeliveryStatus");

const deadLetterSchema = z
  .object({
    id: z.uuid(),
    events: z.number().int(),
    first_failed_at: z.string().openapi({ description: "When the batch was first queued" }),
    dead_lettered_at: z.string(),
    replaying: z.boolean().openapi({ description: "A replay of it is queued" }),
    last_error: lastErrorSchema,
  })
  .openapi("DeadLetter");

const PAGE = 100;
const base = "/v3/pipeline/{pipeline_id}/sink/{sink_id}";
const tags = ["Pipeline Nodes"];

export const deliveriesRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/delivery`,
      tags,
      summary: "A destination's delivery status",
      description:
        "Live runs queue what each destination receives; the queue's consumer delivers it, retrying with " +
        "backoff. Counts since the destination first delivered.",
      request: { params },
      responses: { 200: jsonResponse(envelopeOf(statusSchema), "The destination's delivery") },
      errors: [404],
    }),
    async (c) => {
      const { pipeline_id, sink_id } = c.req.valid("param");
      await findSink(c.get("db"), c.get("caller").accountId, pipeline_id, sink_id);
      const status = await callObject(
        () => deliveryLedgerStub(c.env, pipeline_id, sink_id),
        (stub) => stub.status(),
      );
      return one(c, "delivery", status);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/dead-letter`,
      tags,
      summary: "A destination's dead-lettered batches",
      description:
        "Batches the destination refused (a 4xx other than 408 and 429) or that ran out of retries, newest " +
        "first, 100 a page; kept 14 days.",
      request: { params, query: z.object({ cursor: z.string().max(100).optional() }) },
      responses: { 200: jsonResponse(listEnvelopeOf(deadLetterSchema), "Dead letters") },
      errors: [404],
    }),
    async (c) => {
      const { pipeline_id, sink_id } = c.req.valid("param");
      const { cursor } = c.req.valid("query");
      const db = c.get("db");
      const { accountId } = c.get("caller");
      await findSink(db, accountId, pipeline_id, sink_id);
      const [at, id] = (cursor ?? "").split(":");
      const after = Number(at);
      const rows = await listDeadLetters(
        db,
        accountId,
        pipeline_id,
        sink_id,
        cursor && Number.isFinite(after) ? { createdAt: after, id: id ?? "" } : null,
        PAGE + 1,
      );
      const page = rows.slice(0, PAGE);
      const last = page[page.length - 1];
      const next = rows.length > PAGE && last ? `${last.createdAt}:${last.id}` : null;
      return many(c, "dead-letter", page.map(presentDeadLetter), next);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: `${base}/dead-letter/replay`,
      tags,
      summary: "Queue dead-lettered batches again",
      description:
        "All of the destination's dead letters (500 a call), or the one named by `id`; each is removed once " +
        "delivered, and comes back as a new dead letter if the destination refuses it again.",
      request: {
        params,
        body: {
          content: {
            "application/json": { schema: z.object({ id: z.uuid().optional() }).openapi("DeadLetterReplay") },
          },
          required: false,
        },
      },
      responses: {
        200: jsonResponse(
          envelopeOf(z.object({ batches: z.number().int(), events: z.number().int() })),
          "What was queued",
        ),
      },
      errors: [404],
    }),
    async (c) => {
      const { pipeline_id, sink_id } = c.req.valid("param");
      const db = c.get("db");
      const { accountId } = c.get("caller");
      await findSink(db, accountId, pipeline_id, sink_id);
      const body = (c.req.valid("json") ?? {}) as { id?: string };
      const at = { accountId, pipelineId: pipeline_id, destinationId: sink_id };
      if (body.id) {
        const row = await findDeadLetterId(db, accountId, sink_id, body.id);
        if (!row) throw notFound("Dead letter");
      }
      return one(c, "dead-letter-replay", await replayDeadLetters(c.env, db, at, body.id ?? null));
    },
  );
