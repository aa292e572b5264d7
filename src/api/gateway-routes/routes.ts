// Gateway routes (shared sources) and their access keys.
import { z } from "@hono/zod-openapi";
import { ApiError } from "../../http/errors";
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
import { accessKeyRoutes } from "../access-keys/routes";
import {
  checkBodyId,
  descriptionSchema,
  plainDescriptionSchema,
  timestamps,
  titleSchema,
  uuidParam,
} from "../shared/fields";
import { presentGatewayRoute } from "./present";
import {
  attachedSources,
  deleteGatewayRoute,
  findRoute,
  gatewayRouteTypes,
  insertGatewayRoute,
  listGatewayRoutes,
  updateRoute,
} from "./store";

const tags = ["Shared Sources"];
const base = "/v3/pipeline/gateway-route";
const params = z.object({ gateway_route_id: uuidParam("gateway_route_id") });
const routeType = z.enum(gatewayRouteTypes).openapi({ description: "Route kind" });

const gatewayRouteSchema = z
  .object({
    id: z.uuid(),
    account_id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    type: routeType,
    consumer_id: z.string().openapi({
      description: "Read by the mezmo terraform provider (`SharedSource.ConsumerId`); here the route's id",
    }),
    start_classification: z.boolean(),
    legacy_routing: z.boolean(),
    ...timestamps,
  })
  .openapi("GatewayRoute");

// The mezmo terraform provider (internal/client/types.go `SharedSource`) marshals `id` and `consumer_id`
// without omitempty: `""` on create, the stored values on update. Both are accepted; `consumer_id` is
// read-only and ignored, a non-empty `id` must be the path's (checkBodyId).
const echoedIds = {
  id: z.string().max(64).optional().openapi({ description: "Ignored on create; on update, the path's id" }),
  consumer_id: z.string().max(64).optional().openapi({ description: "Read-only; ignored" }),
};

// SPEC.md: start_classification only on create; the description pattern only on create.
const createSchema = z
  .strictObject({
    ...echoedIds,
    title: titleSchema,
    description: descriptionSchema.nullable().optional(),
    type: routeType,
    start_classification: z.boolean().default(false),
    legacy_routing: z.boolean().default(false),
  })
  .openapi("GatewayRouteCreate");
const replaceSchema = z
  .strictObject({
    ...echoedIds,
    title: titleSchema,
    description: plainDescriptionSchema.nullable().optional(),
    type: routeType,
    legacy_routing: z.boolean().default(false),
  })
  .openapi("GatewayRouteReplace");
const patchSchema = z
  .strictObject({
    title: titleSchema.optional(),
    description: plainDescriptionSchema.nullable().optional(),
    legacy_routing: z.boolean().optional(),
  })
  .refine((p) => Object.keys(p).length > 0, {
    message: "give at least one of title, description, legacy_routing",
    when: (payload) => payload.issues.length === 0,
  })
  .openapi("GatewayRoutePatch");

const response = jsonResponse(envelopeOf(gatewayRouteSchema), "The gateway route");

function conflictWithSources(sources: { id: string; pipelineId: string }[], action: string) {
  return new ApiError(
    "ECONFLICT",
    `Cannot ${action}: used by source(s) ${sources.map((s) => `${s.id} (pipeline ${s.pipelineId})`).join(", ")}`,
    sources.map((s) => ({ path: ["sources", s.id], message: `source of pipeline ${s.pipelineId}` })),
  );
}

export const gatewayRoutesRouter = createRouter()
  .openapi(
    defineRoute({
      method: "post",
      path: base,
      tags,
      summary: "Create a gateway route",
      request: jsonBody(createSchema),
      responses: { 200: response },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const row = await insertGatewayRoute(c.get("db"), c.get("caller").accountId, {
        title: body.title,
        description: body.description ?? null,
        type: body.type,
        startClassification: body.start_classification,
        legacyRouting: body.legacy_routing,
      });
      return one(c, "gateway-route", presentGatewayRoute(row));
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: base,
      tags,
      summary: "List gateway routes",
      responses: { 200: jsonResponse(listEnvelopeOf(gatewayRouteSchema), "Gateway routes") },
    }),
    async (c) => {
      const rows = await listGatewayRoutes(c.get("db"), c.get("caller").accountId);
      return many(c, "gateway-route", rows.map(presentGatewayRoute));
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/{gateway_route_id}`,
      tags,
      summary: "Get a gateway route",
      request: { params },
      responses: { 200: response },
      errors: [404],
    }),
    async (c) => {
      const row = await findRoute(
        c.get("db"),
        c.get("caller").accountId,
        c.req.valid("param").gateway_route_id,
      );
      return one(c, "gateway-route", presentGatewayRoute(row));
    },
  )
  .openapi(
    defineRoute({
      method: "put",
      path: `${base}/{gateway_route_id}`,
      tags,
      summary: "Replace a gateway route",
      description: "Changing the kind answers 409 while sources of the old kind are attached.",
      request: { params, ...jsonBody(replaceSchema) },
      responses: { 200: response },
      errors: [404, 409],
    }),
    async (c) => {
      const { gateway_route_id: id } = c.req.valid("param");
      const body = c.req.valid("json");
      checkBodyId(body.id, id, "gateway route");
      const db = c.get("db");
      const { accountId } = c.get("caller");
      await findRoute(db, accountId, id);
      const mismatched = await attachedSources(db, accountId, id, body.type);
      if (mismatched.length > 0) throw conflictWithSources(mismatched, `change the kind to ${body.type}`);
      const row = await updateRoute(db, accountId, id, {
        title: body.title,
        description: body.description ?? null,
        type: body.type,
        legacyRouting: body.legacy_routing,
      });
      return one(c, "gateway-route", presentGatewayRoute(row));
    },
  )
  .openapi(
    defineRoute({
      method: "patch",
      path: `${base}/{gateway_route_id}`,
      tags,
      summary: "Change some properties of a gateway route",
      request: { params, ...jsonBody(patchSchema) },
      responses: { 200: response },
      errors: [404],
    }),
    async (c) => {
      const body = c.req.valid("json");
      const row = await updateRoute(
        c.get("db"),
        c.get("caller").accountId,
        c.req.valid("param").gateway_route_id,
        {
          ...(body.title !== undefined && { title: body.title }),
          ...(body.description !== undefined && { description: body.description }),
          ...(body.legacy_routing !== undefined && { legacyRouting: body.legacy_routing }),
        },
      );
      return one(c, "gateway-route", presentGatewayRoute(row));
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: `${base}/{gateway_route_id}`,
      tags,
      summary: "Delete a gateway route and its access keys",
      description: "Answers 409 while sources are attached to it, in a draft or in a published revision.",
      request: { params },
      responses: { 200: response },
      errors: [404, 409],
    }),
    async (c) => {
      const { gateway_route_id: id } = c.req.valid("param");
      const db = c.get("db");
      const { accountId } = c.get("caller");
      const row = await findRoute(db, accountId, id);
      const sources = await attachedSources(db, accountId, id);
      if (sources.length > 0) throw conflictWithSources(sources, "delete the gateway route");
      try {
        await deleteGatewayRoute(db, accountId, id);
      } catch (err) {
        // A source attached between the check and the delete: the foreign key refuses it.
        if (String(err).includes("FOREIGN KEY"))
          throw conflictWithSources(await attachedSources(db, accountId, id), "delete");
        throw err;
      }
      return one(c, "gateway-route", presentGatewayRoute(row));
    },
  )
  .route(
    "/",
    accessKeyRoutes({
      basePath: `${base}/{gateway_route_id}`,
      params,
      tags,
      ownerName: "gateway route",
      resolveOwner: async (c, p) => {
        await findRoute(c.get("db"), c.get("caller").accountId, p.gateway_route_id);
        return { gatewayRouteId: p.gateway_route_id };
      },
    }),
  );
