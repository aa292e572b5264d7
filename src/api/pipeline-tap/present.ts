// A tap's answer: the /v3 envelope, `data` the events (as simulation shows them), `meta` what was tapped and
// why the tap answered.
import { z } from "@hono/zod-openapi";
import type { TapEnd } from "../../durable/pipeline-tap";
import type { PipelineEvent } from "../../engine/events";
import { eventSchema, presentEvent } from "../simulation/present";

export const TAP_TYPE = "pipeline-tap";

export const tapAnswerSchema = z
  .object({
    meta: z.object({
      type: z.literal(TAP_TYPE),
      pk: z.string(),
      page: z.null(),
      pipeline_id: z.string(),
      component_id: z.string(),
      edge_id: z.string().nullable(),
      limit: z.number().int(),
      timeout: z.number(),
      count: z.number().int().openapi({ description: "Events in `data`" }),
      ended: z.enum(["limit", "bytes", "timeout"]).openapi({
        description:
          "Why the tap answered: it had `limit` events, it held its byte budget (1 MiB), or `timeout` passed",
      }),
      oversized: z.number().int().openapi({
        description: "Events that passed the filter but were over 64 KiB as JSON: counted, not shown",
      }),
      opened_at: z.string().openapi({ format: "date-time" }),
    }),
    data: z.array(eventSchema),
  })
  .openapi("PipelineTapAnswer");

export function presentTap(
  tapped: { pipelineId: string; componentId: string; edgeId: string | null; limit: number; timeout: number },
  answer: { events: PipelineEvent[]; oversized: number; ended: TapEnd; opened_at: number },
): z.infer<typeof tapAnswerSchema> {
  return {
    meta: {
      type: TAP_TYPE,
      pk: "id",
      page: null,
      pipeline_id: tapped.pipelineId,
      component_id: tapped.componentId,
      edge_id: tapped.edgeId,
      limit: tapped.limit,
      timeout: tapped.timeout,
      count: answer.events.length,
      ended: answer.ended,
      oversized: answer.oversized,
      opened_at: new Date(answer.opened_at).toISOString(),
    },
    data: answer.events.map(presentEvent),
  };
}
