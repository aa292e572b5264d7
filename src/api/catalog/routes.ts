// GET /v3/pipeline/node: every node kind with the JSON Schema of its user_config, generated from the
// same zod schema that validates it.
import { z } from "@hono/zod-openapi";
import { z as zod } from "zod";
import { allNodeKinds } from "../../engine/kinds";
import { defineRoute, jsonResponse, listEnvelopeOf, many } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { protocolsByKind } from "../../protocols";

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
    intake: z
      .object({
        urls: z.array(z.string()),
        auth: z.string(),
        formats: z.array(z.string()),
        answers: z.string(),
      })
      .optional()
      .openapi({
        description:
          "Push sources only: where to send (`{source_id}` is the source's id; a gateway route's URL " +
          "`/ingest/gateway-route/{gateway_route_id}` takes the same paths), the key's header, the bodies taken, the answers",
      }),
    schema: z.record(z.string(), z.unknown()).openapi({ description: "JSON Schema of user_config" }),
  })
  .openapi("NodeCatalogEntry");

function intakeOf(type: string) {
  const { paths, ...docs } = protocolsByKind[type].docs;
  return { urls: paths.map((p) => `/ingest/{source_id}${p}`), ...docs };
}

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
    ...(k.push && { intake: intakeOf(k.type) }),
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
