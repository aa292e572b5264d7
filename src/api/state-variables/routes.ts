// Incident mode: `/v3/pipeline/state-variable[/{id}]`, a pipeline's operational state (`normal` or
// `incident`). At most one per pipeline (a second create answers 409); a pipeline without one is `normal`.
// Live runs read the state on every request, so a change takes effect without publishing.
import { type RouteHandler, z } from "@hono/zod-openapi";
import type { AppEnv } from "../../env";
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
import { OPERATIONAL_STATES, type OperationalState } from "../../live/operational-state";
import { listQuery } from "../pipelines/schemas";
import { timestamps, uuidParam } from "../shared/fields";
import { presentStateVariable } from "./present";
import {
  createStateVariable,
  deleteStateVariable,
  findStateVariable,
  listStateVariables,
  setStateVariable,
} from "./store";

const tags = ["Incident Mode"];
// Mezmo's documented envelope type (docs: "Configure Responsive Pipelines", the meta of GET
// /v3/pipeline/state-variable?pipeline_id=).
const TYPE = "pipeline-state-variable";
const params = z.object({ state_variable_id: uuidParam("state_variable_id") });

const operationalStateSchema = z
  .enum(OPERATIONAL_STATES)
  .openapi({ description: "`incident` switches the pipeline's incident-mode conditions on" });

const stateVariableSchema = z
  .object({
    id: z.uuid(),
    account_id: z.string(),
    pipeline_id: z.uuid(),
    state: z
      .object({ operational_state: operationalStateSchema })
      .openapi({ description: "Mezmo's documented form of the state" }),
    operational_state: operationalStateSchema.openapi({
      description: "Same value as `state.operational_state`",
    }),
    ...timestamps,
  })
  .openapi("StateVariable");

const pipelineIdSchema = z
  .uuid({ error: "pipeline_id must be a uuid" })
  .transform((id) => id.toLowerCase())
  .openapi({ type: "string", format: "uuid" });

// Two spellings of the same value: Mezmo documents `{"pipeline_id", "state": {"operational_state"}}`
// (docs.mezmo.com, "Configure Responsive Pipelines"); ours was a flat `operational_state`. Exactly one
// of them must be given.
const stateFields = {
  state: z.strictObject({ operational_state: operationalStateSchema }).optional(),
  operational_state: operationalStateSchema.optional(),
};
const oneStateForm = <T extends { state?: unknown; operational_state?: unknown }>(b: T) =>
  (b.state === undefined) !== (b.operational_state === undefined);
const oneStateFormError = {
  message: "give the state as `state: {operational_state}` or as `operational_state`, exactly one",
  path: ["state"],
  when: (payload: { issues: unknown[] }) => payload.issues.length === 0,
};
const stateOf = (b: {
  state?: { operational_state: OperationalState };
  operational_state?: OperationalState;
}) => (b.state?.operational_state ?? b.operational_state) as OperationalState;

const createSchema = z
  .strictObject({ pipeline_id: pipelineIdSchema, ...stateFields })
  .refine(oneStateForm, oneStateFormError)
  .openapi("StateVariableCreate");

const updateSchema = z
  .strictObject({
    pipeline_id: pipelineIdSchema
      .optional()
      .openapi({ description: "Mezmo's body carries it; when given it must be the variable's pipeline" }),
    ...stateFields,
  })
  .refine(oneStateForm, oneStateFormError)
  .openapi("StateVariableUpdate");

const stateListQuery = listQuery.extend({
  pipeline_id: z
    .uuid({ error: "pipeline_id must be a uuid" })
    .transform((id) => id.toLowerCase())
    .optional()
    .openapi({ type: "string", format: "uuid", description: "Only this pipeline's state variable" }),
});

const response = jsonResponse(envelopeOf(stateVariableSchema), "The state variable");

/**
 * Mezmo's docs ("Configure Responsive Pipelines") list the state variable with a JSON body
 * `{"pipeline_id": ...}` on the GET. `?pipeline_id=` wins; a body is read only when present, and a
 * body that is not that object (or a malformed uuid) answers 400 as the query would.
 */
async function pipelineIdFromGetBody(req: Request): Promise<string | undefined> {
  if (!req.body) return undefined;
  const text = await req.text();
  if (text.trim() === "") return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw validationError("the GET body is not JSON", [{ path: ["body"], message: "invalid JSON" }]);
  }
  const result = z.strictObject({ pipeline_id: pipelineIdSchema }).safeParse(parsed);
  if (!result.success) {
    throw validationError("the GET body may only carry pipeline_id, a uuid", [
      { path: ["pipeline_id"], message: "pipeline_id must be a uuid" },
    ]);
  }
  return result.data.pipeline_id;
}

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

/** PUT and PATCH both set the whole state (Mezmo's API has both). */
const setState: RouteHandler<ReturnType<typeof update>, AppEnv> = async (c) => {
  const body = c.req.valid("json");
  const row = await setStateVariable(
    c.get("db"),
    c.get("caller").accountId,
    c.req.valid("param").state_variable_id,
    stateOf(body),
    body.pipeline_id,
  );
  return one(c, TYPE, presentStateVariable(row));
};

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
        stateOf(body),
      );
      return one(c, TYPE, presentStateVariable(row));
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
      const { limit, cursor } = c.req.valid("query");
      const pipeline_id = c.req.valid("query").pipeline_id ?? (await pipelineIdFromGetBody(c.req.raw));
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
        page.rows.map(presentStateVariable),
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
      return one(c, TYPE, presentStateVariable(row));
    },
  )
  .openapi(update("put"), setState)
  .openapi(update("patch"), setState)
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
      return one(c, TYPE, presentStateVariable(row));
    },
  );
