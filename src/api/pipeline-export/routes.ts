// POST /v3/pipeline/{pipeline_id}/export: the pipeline as a terraform workspace file.
import { z } from "@hono/zod-openapi";
import { defineRoute, envelopeOf, jsonResponse, one } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { uuidParam } from "../shared/fields";
import { loadExport } from "./store";
import { renderTerraform } from "./terraform";

const exportSchema = z
  .object({
    pipeline_id: z.uuid(),
    format: z.literal("terraform"),
    filename: z.string(),
    content: z.string().openapi({ description: "HCL for the Mezmo terraform provider" }),
  })
  .openapi("PipelineExport");

export const pipelineExportRouter = createRouter().openapi(
  defineRoute({
    method: "post",
    path: "/v3/pipeline/{pipeline_id}/export",
    tags: ["Pipeline Export"],
    summary: "Export the pipeline as terraform configuration",
    description:
      "`mezmo_pipeline` plus one resource per node with `inputs` as references, `mezmo_shared_source` for the gateway routes its sources use, and `mezmo_threshold_alert` / `mezmo_change_alert` / `mezmo_absence_alert` for its alerts; secrets become sensitive variables. Deterministic for the same pipeline.",
    request: { params: z.object({ pipeline_id: uuidParam("pipeline_id") }) },
    responses: { 200: jsonResponse(envelopeOf(exportSchema), "The terraform file") },
    errors: [404],
  }),
  async (c) => {
    const { pipeline_id } = c.req.valid("param");
    const { accountId } = c.get("caller");
    const { pipeline, nodes, routes, alerts } = await loadExport(c.get("db"), accountId, pipeline_id);
    const { filename, content } = renderTerraform(pipeline, nodes, routes, alerts);
    return one(c, "pipeline-export", { pipeline_id, format: "terraform" as const, filename, content });
  },
);
