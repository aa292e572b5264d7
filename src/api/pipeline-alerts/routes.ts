// Pipeline alerts: in-stream alerts on a source's or processor's output (Mezmo's node alerts, the mezmo
// terraform provider's threshold, change and absence alert resources). The paths and bodies are the
// provider's (`internal/client/client.go`): create, update and delete name the component
// (`/v3/pipeline/{pipeline_id}/{component_kind}/{component_id}/alert[/{alert_id}]`), a read needs only the
// pipeline and the alert. An alert applies to live runs at once, without a publish; its evaluation lives in
// its Durable Object (src/durable/pipeline-alert.ts).
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { alertConfigSchema, scriptEntry } from "../../alerts/pipeline-alert-config";
import { alertRuntimeOf, isAccountIngestionKey } from "../../alerts/pipeline-alert-notify";
import { pipelineAlertStub } from "../../durable/pipeline-alert";
import { nodeIdOfInput } from "../../engine/graph";
import { scriptCompileProblem } from "../../engine/js-sandbox";
import type { AppEnv } from "../../env";
import { fromZodError, notFound, validationError } from "../../http/errors";
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
import { isSealed, SECRET_MASK } from "../../lib/sealed-secrets";
import { outputIdsOf } from "../nodes/present";
import { findNode } from "../nodes/store";
import { findPipeline } from "../pipelines/store";
import { checkBodyId, timestamps, uuidParam } from "../shared/fields";
import { sealWrite } from "../shared/secret-writes";
import { secretsCaller } from "../shared/secrets";
import { presentAlert, presentRevealedAlert } from "./present";
import { type AlertRow, deleteAlert, findAlert, insertAlert, listAlerts, updateAlert } from "./store";

const tags = ["Pipeline Alerts"];
const componentKind = z.enum(["source", "transform"]).openapi({
  param: { name: "component_kind", in: "path" },
  description: "The kind of component the alert watches: `source` or `transform` (a processor)",
});
const pipelineParams = z.object({ pipeline_id: uuidParam("pipeline_id") });
const alertParams = pipelineParams.extend({ alert_id: uuidParam("alert_id") });
const componentParams = pipelineParams.extend({
  component_kind: componentKind,
  component_id: uuidParam("component_id"),
});
const componentAlertParams = componentParams.extend({ alert_id: uuidParam("alert_id") });

const alertWriteSchema = z
  .strictObject({
    id: z.string().optional().openapi({ description: "Ignored when empty; otherwise the path's alert id" }),
    pipeline_id: z.string().optional(),
    component_kind: z.string().optional(),
    component_id: z.string().optional(),
    inputs: z
      .array(z.string().min(1).max(200))
      .min(1)
      .max(20)
      .refine((l) => new Set(l).size === l.length, "must not repeat an input")
      .openapi({
        description:
          "Outputs of the component the alert reads: its id, or `<id>.<output>` (a route's branch)",
      }),
    alert_config: z
      .unknown()
      .openapi({ type: "object", description: "`{general, evaluation, alert_payload}`" }),
    active: z.boolean().default(true),
  })
  .openapi("PipelineAlertWrite");

const alertSchema = z
  .object({
    id: z.string(),
    pipeline_id: z.string(),
    component_kind: componentKind,
    component_id: z.string(),
    inputs: z.array(z.string()),
    alert_config: alertConfigSchema,
    active: z.boolean(),
    ...timestamps,
  })
  .openapi("PipelineAlert");

type AlertWrite = z.infer<typeof alertWriteSchema>;

/** The body's copies of the path's values must agree with it (the provider sends them all). */
function checkBodyPath(body: AlertWrite, p: z.infer<typeof componentParams>) {
  const same = (sent: string | undefined, value: string, field: string) => {
    if (sent && sent.toLowerCase() !== value)
      throw validationError(`${field} ${sent} in the body is not the path's`, [
        { path: [field], message: `must be ${value} or absent` },
      ]);
  };
  same(body.pipeline_id, p.pipeline_id, "pipeline_id");
  same(body.component_kind, p.component_kind, "component_kind");
  same(body.component_id, p.component_id, "component_id");
}

/** Validated columns of a write; the component must exist and the inputs must be its outputs. */
async function alertColumns(
  c: Context<AppEnv>,
  p: z.infer<typeof componentParams>,
  body: AlertWrite,
  stored: AlertRow | null,
) {
  const db = c.get("db");
  const { accountId } = c.get("caller");
  checkBodyPath(body, p);
  const parsed = alertConfigSchema.safeParse(body.alert_config);
  if (!parsed.success) throw fromZodError(parsed.error, ["alert_config"]);
  const config = parsed.data;
  const nodeClass = p.component_kind;
  const node = await findNode(db, accountId, p.pipeline_id, nodeClass, p.component_id);
  const outputs = new Set(outputIdsOf(node).map((o) => o.id));
  body.inputs.forEach((input, i) => {
    if (!outputs.has(input.toLowerCase()))
      throw validationError(`Invalid inputs: ${input} is not an output of the component`, [
        {
          path: ["inputs", i],
          message:
            nodeIdOfInput(input) === node.id
              ? "no such output of the component"
              : "must name the component or one of its outputs",
        },
      ]);
  });
  const { script } = config.evaluation;
  if (script) await checkScript(script);
  const service = config.alert_payload.service;
  if (
    service.name === "log_analysis" &&
    service.ingestion_key !== SECRET_MASK &&
    !isSealed(service.ingestion_key) &&
    !(await isAccountIngestionKey(db, accountId, service.ingestion_key))
  )
    throw validationError("alert_payload.service.ingestion_key is not an ingestion key of this account", [
      {
        path: ["alert_config", "alert_payload", "service", "ingestion_key"],
        message: "unknown ingestion key",
      },
    ]);
  // A mask sent back keeps the stored secret when the service is the same one.
  const storedConfig = () =>
    (stored?.alertConfig as { alert_payload?: { service?: { name?: string } } } | undefined)?.alert_payload
      ?.service?.name === service.name
      ? stored?.alertConfig
      : undefined;
  return {
    componentKind: nodeClass,
    componentId: node.id,
    inputs: body.inputs.map((i) => i.toLowerCase()),
    alertConfig: (await sealWrite(secretsCaller(c), alertConfigSchema, config, storedConfig, [
      "alert_config",
    ])) as Record<string, unknown>,
    active: body.active,
  };
}

/** A CUSTOM script must compile and declare its function: refused here, not at its first batch. */
async function checkScript(script: string) {
  const problem = await scriptCompileProblem(script, scriptEntry(script) as string);
  if (problem)
    throw validationError(`alert_config.evaluation.script: ${problem}`, [
      { path: ["alert_config", "evaluation", "script"], message: problem },
    ]);
}

/** Tells the alert's object about the write: absence alerts start watching; an inactive alert stops. */
async function syncObject(c: Context<AppEnv>, row: AlertRow) {
  const stub = pipelineAlertStub(c.env, row.id);
  try {
    if (row.active) await stub.configure(alertRuntimeOf(row));
    else await stub.stop();
  } catch (err) {
    // The write stands: the next live batch (or the object's own check of D1 at its alarm) catches up.
    console.error("pipeline alert object not updated", row.id, err);
  }
}

const response = jsonResponse(envelopeOf(alertSchema), "Alert");
const componentPath = "/v3/pipeline/{pipeline_id}/{component_kind}/{component_id}/alert";

export const pipelineAlertsRouter = createRouter()
  .openapi(
    defineRoute({
      method: "post",
      path: componentPath,
      tags,
      summary: "Create an alert on a source or processor",
      description:
        "Threshold, change or absence alert on the component's output (`alert_config.evaluation.alert_type`). It applies to live runs at once, without a publish.",
      request: { params: componentParams, ...jsonBody(alertWriteSchema) },
      responses: { 200: response },
      errors: [404],
    }),
    async (c) => {
      const p = c.req.valid("param");
      const body = c.req.valid("json");
      const { accountId } = c.get("caller");
      const db = c.get("db");
      await findPipeline(db, accountId, p.pipeline_id);
      const columns = await alertColumns(c, p, body, null);
      const row = await insertAlert(db, {
        id: crypto.randomUUID(),
        accountId,
        pipelineId: p.pipeline_id,
        ...columns,
      });
      await syncObject(c, row);
      return one(c, "alert", await presentRevealedAlert(secretsCaller(c), row, body.alert_config));
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: componentPath,
      tags,
      summary: "List the alerts of a source or processor",
      request: { params: componentParams },
      responses: { 200: jsonResponse(listEnvelopeOf(alertSchema), "Alerts") },
      errors: [404],
    }),
    async (c) => {
      const p = c.req.valid("param");
      const { accountId } = c.get("caller");
      const db = c.get("db");
      await findNode(db, accountId, p.pipeline_id, p.component_kind, p.component_id);
      const rows = await listAlerts(db, accountId, p.pipeline_id, p.component_id);
      return many(c, "alert", rows.map(presentAlert));
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v3/pipeline/{pipeline_id}/alert",
      tags,
      summary: "List the alerts of a pipeline",
      request: { params: pipelineParams },
      responses: { 200: jsonResponse(listEnvelopeOf(alertSchema), "Alerts") },
      errors: [404],
    }),
    async (c) => {
      const { pipeline_id } = c.req.valid("param");
      const { accountId } = c.get("caller");
      const db = c.get("db");
      await findPipeline(db, accountId, pipeline_id);
      const rows = await listAlerts(db, accountId, pipeline_id);
      return many(c, "alert", rows.map(presentAlert));
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v3/pipeline/{pipeline_id}/alert/{alert_id}",
      tags,
      summary: "Get an alert",
      request: { params: alertParams },
      responses: { 200: response },
      errors: [404],
    }),
    async (c) => {
      const { pipeline_id, alert_id } = c.req.valid("param");
      const row = await findAlert(c.get("db"), c.get("caller").accountId, pipeline_id, alert_id);
      return one(c, "alert", await presentRevealedAlert(secretsCaller(c), row));
    },
  )
  .openapi(
    defineRoute({
      method: "put",
      path: `${componentPath}/{alert_id}`,
      tags,
      summary: "Update an alert",
      description:
        "Full replace; the windows start afresh. Send `********` for a secret to keep the stored one.",
      request: { params: componentAlertParams, ...jsonBody(alertWriteSchema) },
      responses: { 200: response },
      errors: [404],
    }),
    async (c) => {
      const p = c.req.valid("param");
      const body = c.req.valid("json");
      checkBodyId(body.id, p.alert_id, "alert");
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const stored = await findAlert(db, accountId, p.pipeline_id, p.alert_id);
      if (stored.componentId !== p.component_id || stored.componentKind !== p.component_kind)
        throw notFound("Alert");
      const columns = await alertColumns(c, p, body, stored);
      const row = await updateAlert(db, accountId, p.alert_id, columns);
      await syncObject(c, row);
      return one(c, "alert", await presentRevealedAlert(secretsCaller(c), row, body.alert_config));
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: `${componentPath}/{alert_id}`,
      tags,
      summary: "Delete an alert",
      request: { params: componentAlertParams },
      responses: { 200: response },
      errors: [404],
    }),
    async (c) => {
      const p = c.req.valid("param");
      const { accountId } = c.get("caller");
      const row = await deleteAlert(
        c.get("db"),
        accountId,
        p.pipeline_id,
        p.component_kind,
        p.component_id,
        p.alert_id,
      );
      await syncObject(c, { ...row, active: false });
      return one(c, "alert", await presentRevealedAlert(secretsCaller(c), row));
    },
  );
