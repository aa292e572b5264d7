// GET /v3/pipeline/node: every node kind with the JSON Schema of its user_config, generated from the
// same zod schema that validates it.
import { z } from "@hono/zod-openapi";
import { z as zod } from "zod";
import { allNodeKinds } from "../../engine/kinds";
import { defineRoute, jsonResponse, listEnvelopeOf, many } from "../../http/openapi";
import { createRouter } from "../../http/router";

const catalogEntrySchema = z
  .object({
    type: z.string(),
    kind: z.enum(["source", "processor", "destination"]),
    title: z.string(),
    description: z.string(),
    beta: z.boolean(),
    push: z
      .boolean()
      .optional()
      .openapi({ description: "Sources only: events are pushed with an access key" }),
    schema: z.record(z.string(), z.unknown()).openapi({ description: "JSON Schema of user_config" }),
  })
  .openapi("NodeCatalogEntry");

let catalog: z.infer<typeof catalogEntrySchema>[] | undefined;

// The catalog is static: built once per isolate, on first use.
function buildCatalog() {
  catalog ??= allNodeKinds.map((k) => ({
    type: k.type,
    kind: k.kind,
    title: k.title,
    description: k.description,
    beta: k.beta ?? false,
    ...(k.kind === "source" && { push: k.push ?? false }),
    schema: zod.toJSONSchema(k.config, { io: "input", unrepresentable: "any" }) as Record<string, unknown>,
  }));
  return catalog;
}

export const catalogRouter = createRouter().openapi(
  defineRoute({
    method: "get",
    path: "/v3/pipeline/node",
    tags: ["Pipeline Management"],
    summary: "List the node kinds available for pipelines",
    responses: { 200: jsonResponse(listEnvelopeOf(catalogEntrySchema), "Node kinds") },
  }),
  (c) => many(c, "node", buildCatalog()),
);
