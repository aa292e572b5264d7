import { z } from "@hono/zod-openapi";
import { deployTypeSchema, descriptionSchema, timestamps, titleSchema } from "../shared/fields";

export const pipelineSchema = z
  .object({
    id: z.uuid(),
    account_id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    deploy_type: deployTypeSchema,
    processing_status: z.enum(["enabled", "disabled"]),
    origin: z.string(),
    ...timestamps,
    published_at: z.string().nullable(),
    published_revision_id: z.string().nullable(),
  })
  .openapi("Pipeline");

export const pipelineWriteSchema = z
  .strictObject({
    title: titleSchema,
    description: descriptionSchema.nullable().optional(),
    deploy_type: deployTypeSchema.default("saas"),
  })
  .openapi("PipelineWrite");

export const processingStatusSchema = z
  .strictObject({ processing_status: z.enum(["enabled", "disabled"]) })
  .openapi("ProcessingStatus");

export const listQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(100)
    .openapi({ description: "Page size (1 to 1000)" }),
  cursor: z.string().max(512).optional().openapi({ description: "`meta.page.next` of the previous page" }),
});

export const revisionSchema = z
  .object({
    id: z.uuid(),
    pipeline_id: z.uuid(),
    version: z.number().int(),
    created_at: z.string(),
    nodes: z.array(
      z.object({
        id: z.string(),
        node_class: z.enum(["source", "transform", "sink"]),
        type: z.string(),
        title: z.string(),
        description: z.string().nullable(),
        user_config: z.record(z.string(), z.unknown()),
        inputs: z.array(z.string()),
        deploy_type: z.enum(["saas", "local"]).nullable().openapi({ description: "Sources only" }),
        gateway_route_id: z.string().nullable(),
        disabled: z.boolean(),
      }),
    ),
  })
  .openapi("PipelineRevision");
