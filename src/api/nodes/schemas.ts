import { z } from "@hono/zod-openapi";
import type { NodeClass } from "../../db/schema";
import { typesOfClass } from "../../engine/kinds";
import { deployTypeSchema, descriptionSchema, timestamps, titleSchema } from "../shared/fields";
import { nodeClasses } from "./store";

export const nodeSchema = z
  .object({
    id: z.uuid(),
    pipeline_id: z.uuid(),
    account_id: z.string(),
    type: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    user_config: z.record(z.string(), z.unknown()),
    inputs: z.array(z.string()).optional().openapi({ description: "Processors and destinations only" }),
    deploy_type: deployTypeSchema.optional().openapi({ description: "Sources only" }),
    gateway_route_id: z.string().nullable().optional().openapi({ description: "Sources only" }),
    outputs: z.array(z.object({ id: z.string(), label: z.string() })),
    disabled: z.boolean(),
    generation_id: z.number().int(),
    ...timestamps,
  })
  .openapi("PipelineNode");

const inputsSchema = z
  .array(z.string().min(1).max(200))
  .max(100)
  .openapi({ description: "Upstream output ids: a node id, or `<node_id>.<output>` for a named output" });

const userConfigSchema = z
  .record(z.string(), z.unknown())
  .openapi({ description: "Configuration of the node kind; its JSON Schema is in GET /v3/pipeline/node" });

/**
 * The write body of one node class. `type` is checked against the class's kinds here; `user_config`
 * is then validated by that kind's own schema (errors point into `/user_config/...`).
 */
export function nodeWriteSchema(nodeClass: NodeClass, mode: "create" | "update") {
  const types = typesOfClass(nodeClass) as [string, ...string[]];
  const common = {
    type: z.enum(types).openapi({ description: "Node kind, from the catalog" }),
    // The mezmo terraform provider (internal/client/types.go `BaseNode`) omits an unset title on update
    // too (`omitempty`), and echoes the node's `id` in update bodies.
    id: z.string().max(64).optional().openapi({ description: "Ignored on create; on update, the path's id" }),
    title: titleSchema.optional().openapi({ description: "Default: the kind's title" }),
    description: descriptionSchema.nullable().optional(),
    user_config: mode === "create" ? userConfigSchema.default({}) : userConfigSchema,
    disabled: z.boolean().default(false),
    generation_id:
      mode === "create"
        ? z.literal(0).optional().openapi({ description: "0 or absent on create" })
        : z
            .number()
            .int()
            .min(0)
            .openapi({ description: "The node's current generation_id; stale values answer 409" }),
  };
  const name = `${nodeClass[0].toUpperCase()}${nodeClass.slice(1)}${mode === "create" ? "Create" : "Update"}`;
  if (nodeClass === "source") {
    return z
      .strictObject({
        ...common,
        deploy_type: deployTypeSchema.default("saas"),
        gateway_route_id: z
          .uuid()
          .nullable()
          .optional()
          .openapi({ description: "Shared source this source receives from" }),
      })
      .openapi(name);
  }
  return (
    z
      // `inputs` is `omitempty` in the provider's `BaseNode`: absent means none, on update as on create.
      .strictObject({ ...common, inputs: inputsSchema.default([]) })
      .openapi(name)
  );
}

export type NodeWrite = {
  id?: string;
  type: string;
  title?: string;
  description?: string | null;
  user_config: Record<string, unknown>;
  disabled: boolean;
  generation_id?: number;
  inputs?: string[];
  deploy_type?: "saas" | "local";
  gateway_route_id?: string | null;
};

export { nodeClasses };
