// An event as the API shows it where a run's events are answered (a simulation's destinations, a pipeline tap):
// the envelope the run sees, `{message, metadata, timestamp}` (epoch ms).
import { z } from "@hono/zod-openapi";
import type { PipelineEvent } from "../../engine/events";

export const eventSchema = z
  .object({
    message: z.unknown().openapi({ description: "The payload: usually an object, possibly a string" }),
    metadata: z.record(z.string(), z.unknown()),
    timestamp: z.number().openapi({ description: "Epoch ms" }),
  })
  .openapi("PipelineEvent");

export const presentEvent = (e: PipelineEvent) => ({
  message: e.message,
  metadata: e.metadata,
  timestamp: e.timestamp,
});
