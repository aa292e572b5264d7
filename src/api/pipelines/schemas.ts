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

// The mezmo terraform provider (internal/client/types.go `Pipeline`) sends `origin: "terraform"` on
// create and update, and on update echoes back `id`, `created_at` and `updated_at` from its state.
// Those are accepted: `origin` is stored, `id` must name the pipeline of the path (400 otherwise, checked
// in the route), and the two timestamps are read-only and ignored.
export const pipelineWriteSchema = z
  .strictObject({
    title: titleSchema,
    description: descriptionSchema.nullable().optional(),
    deploy_type: deployTypeSchema.default("saas"),
    origin: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .openapi({ description: 'Who created it (the terraform provider sends "terraform"); default "api"' }),
    id: z.string().max(64).optional().openapi({ description: "Ignored on create; on update, the path's id" }),
    created_at: z.string().max(64).nullable().optional().openapi({ description: "Read-only; ignored" }),
    updated_at: z.string().max(64).nullable().optional().openapi({ description: "Read-only; ignored" }),
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
