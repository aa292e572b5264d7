// Incident mode: `/v3/pipeline/state-variable[/{id}]`, a pipeline's operational state (`normal` or
// `incident`). At most one per pipeline (a second create answers 409); a pipeline without one is `normal`.
// Live runs read the state on every request, so a change takes effect without publishing.
import { z } from "@hono/zod-openapi";
import { validationError } from "../../http/errors";
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
import { decodeCursor, encodeCursor } from "../../lib/cursor";
import { listQuery } from "../pipelines/schemas";
import { timestamps, uuidParam } from "../shared/fields";
import {
  createStateVariable,
  deleteStateVariable,
  findStateVariable,
  listStateVariables,
  OPERATIONAL_STATES,
  serializeStateVariable,
  setStateVariable,
} from "./store";

const tags = ["Incident Mode"];
const TYPE = "state-variable";
const params = z.object({ state_variable_id: uuidParam("state_variable_id") });

const operationalStateSchema = z
  .enum(OPERATIONAL_STATES)
  .openapi({ description: "`incident` switches the pipeline's incident-mode conditions on" });

const stateVariableSchema = z
  .object({
    id: z.uuid(),
    account_id: z.string(),
    pipeline_id: z.uuid(),
    operational_state: operationalStateSchema,
    ...timestamps,
  })
  .openapi("StateVariable");

const createSchema = z
  .strictObject({
    pipeline_id: z
      .uuid({ error: "pipeline_id must be a uuid" })
      .transform((id) => id.toLowerCase())
      .openapi({ type: "string", format: "uuid" }),
    operational_state: operationalStateSchema,
  })
  .openapi("StateVariableCreate");

const updateSchema = z
  .strictObject({ operational_state: operationalStateSchema })
  .openapi("StateVariableUpdate");

const stateListQuery = listQuery.extend({
  pipeline_id: z
    .uuid({ error: "pipeline_id must be a uuid" })
    .transform((id) => id.toLowerCase())
    .optional()
    .openapi({ type: "string", format: "uuid", description: "Only this pipeline's state variable" }),
});

const response = jsonResponse(envelopeOf(stateVariableSchema), "The state variable");

const update = (method: "put" | "patch") =>
  defineRoute({
    method,
    path: "/v3/pipeline/state-variable/{state_variable_id}",
    tags,
    summary:
      method === "put" ? "Set a pipeline's operational state" : "Change a pipeline's operational state",
    description: "Takes effect on the live pipeline at once, without a publish.",
    request: { params, ...jsonBody(updateSchema) },
    responses: { 200: response },
    errors: [404],
  });

export const stateVariablesRouter = createRouter()
  .openapi(
    defineRoute({
      method: "post",
      path: "/v3/pipeline/state-variable",
      tags,
      summary: "Create a pipeline's state variable",
      description: "One per pipeline: 409 when the pipeline has one, 404 when it is not the account's.",
      request: jsonBody(createSchema),
      responses: { 200: response },
      errors: [404, 409],
    }),
    async (c) => {
      const body = c.req.valid("json");
      const row = await createStateVariable(
        c.get("db"),
        c.get("caller").accountId,
        body.pipeline_id,
        body.operational_state,
      );
      return one(c, TYPE, serializeStateVariable(row));
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v3/pipeline/state-variable",
      tags,
      summary: "List state variables",
      description: "Oldest first, in pages; `?pipeline_id=` gives the one of that pipeline (or none).",
      request: { query: stateListQuery },
      responses: { 200: jsonResponse(listEnvelopeOf(stateVariableSchema), "State variables") },
    }),
    async (c) => {
      const { limit, cursor, pipeline_id } = c.req.valid("query");
      const after = cursor ? decodeCursor(cursor, 2) : null;
      if (cursor && !after)
        throw validationError("invalid cursor", [{ path: ["query", "cursor"], message: "invalid cursor" }]);
      const page = await listStateVariables(c.get("db"), c.get("caller").accountId, {
        pipelineId: pipeline_id,
        limit,
        after: after as [string, string] | null,
      });
      const last = page.rows[page.rows.length - 1];
      return many(
        c,
        TYPE,
        page.rows.map(serializeStateVariable),
        page.more && last ? encodeCursor([last.createdAt, last.id]) : null,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v3/pipeline/state-variable/{state_variable_id}",
      tags,
      summary: "Get a state variable",
      request: { params },
      responses: { 200: response },
      errors: [404],
    }),
    async (c) => {
      const row = await findStateVariable(
        c.get("db"),
        c.get("caller").accountId,
        c.req.valid("param").state_variable_id,
      );
      return one(c, TYPE, serializeStateVariable(row));
    },
  )
  .openapi(update("put"), async (c) => {
    const row = await setStateVariable(
      c.get("db"),
      c.get("caller").accountId,
      c.req.valid("param").state_variable_id,
      c.req.valid("json").operational_state,
    );
    return one(c, TYPE, serializeStateVariable(row));
  })
  .openapi(update("patch"), async (c) => {
    const row = await setStateVariable(
      c.get("db"),
      c.get("caller").accountId,
      c.req.valid("param").state_variable_id,
      c.req.valid("json").operational_state,
    );
    return one(c, TYPE, serializeStateVariable(row));
  })
  .openapi(
    defineRoute({
      method: "delete",
      path: "/v3/pipeline/state-variable/{state_variable_id}",
      tags,
      summary: "Delete a state variable",
      description: "The pipeline is `normal` again.",
      request: { params },
      responses: { 200: response },
      errors: [404],
    }),
    async (c) => {
      const row = await deleteStateVariable(
        c.get("db"),
        c.get("caller").accountId,
        c.req.valid("param").state_variable_id,
      );
      return one(c, TYPE, serializeStateVariable(row));
    },
  );
