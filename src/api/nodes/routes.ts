// Sources, processors (`transform`) and destinations (`sink`): one set of routes per node class.
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Db } from "../../db/client";
import type { NodeClass } from "../../db/schema";
import { inputProblems, nodeIdOfInput } from "../../engine/graph";
import { findNodeKind } from "../../engine/kinds";
import type { AppEnv, Caller } from "../../env";
import { ApiError, fromZodError, notFound, validationError } from "../../http/errors";
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
import { hasBeta } from "../account/settings";
import { findPipeline } from "../pipelines/store";
import { checkBodyId, uuidParam } from "../shared/fields";
import { checkKindConfig } from "../shared/kind-checks";
import { sealWrite } from "../shared/secret-writes";
import { secretsCaller } from "../shared/secrets";
import { checkAccountConfig } from "./account-checks";
import { outputIdsOf, presentNode, presentRevealedNode } from "./present";
import { type NodeWrite, nodeSchema, nodeWriteSchema } from "./schemas";
import {
  deleteNode,
  findGatewayRouteType,
  findNode,
  insertNode,
  listGraphNodes,
  listNodes,
  type NodeRow,
  nodeClasses,
  nodeClassTitle,
  updateNodeKeepingInputs,
  updateNodeWithoutCycle,
} from "./store";

const pipelineParams = z.object({ pipeline_id: uuidParam("pipeline_id") });
const nodeParams = pipelineParams.extend({ node_id: uuidParam("node_id") });

const tagOf: Record<NodeClass, string> = {
  source: "Pipeline Nodes",
  transform: "Pipeline Nodes",
  sink: "Pipeline Nodes",
};

/** Validates `user_config` with the kind's schema and checks the kind is available to the account. */
function checkKind(caller: Caller, nodeClass: NodeClass, body: NodeWrite) {
  const kind = findNodeKind(nodeClass, body.type);
  if (!kind)
    throw validationError(`unknown ${nodeClass} type ${body.type}`, [
      { path: ["type"], message: "unknown type" },
    ]);
  if (kind.beta && !hasBeta(caller.account, body.type as "throttle")) {
    throw new ApiError(
      "EFEATUREDISABLED",
      `The ${body.type} processor is in beta; enable it with PATCH /v3/pipeline/account {"beta_features": ["${body.type}"]}`,
    );
  }
  const parsed = kind.config.safeParse(body.user_config);
  if (!parsed.success) throw fromZodError(parsed.error, ["user_config"]);
  return { kind, config: parsed.data as Record<string, unknown> };
}

/** A source may hang off a gateway route of the same account and the same kind. */
async function checkGatewayRoute(db: Db, accountId: string, body: NodeWrite) {
  if (!body.gateway_route_id) return null;
  const route = await findGatewayRouteType(db, accountId, body.gateway_route_id);
  const path = ["gateway_route_id"];
  if (!route) throw validationError("gateway route not found", [{ path, message: "no such gateway route" }]);
  if (route.type !== body.type) {
    throw validationError(`gateway route is of kind ${route.type}, not ${body.type}`, [
      { path, message: `route kind ${route.type} differs from source type ${body.type}` },
    ]);
  }
  return body.gateway_route_id;
}

/** Inputs must name outputs of other nodes of the same pipeline, without cycles. */
async function checkInputs(
  db: Db,
  nodeClass: NodeClass,
  accountId: string,
  pipelineId: string,
  nodeId: string,
  inputs: string[],
  mode: "create" | "update",
) {
  // The node itself (an update of a missing node is a 404) and the nodes its inputs name.
  const named = [nodeId, ...new Set(inputs.map(nodeIdOfInput))];
  const nodes = await listGraphNodes(db, accountId, pipelineId, named);
  // An update of a node that is not there answers 404 before any complaint about its inputs.
  if (mode === "update" && !nodes.some((n) => n.id === nodeId && n.nodeClass === nodeClass)) {
    throw notFound(nodeClassTitle[nodeClass]);
  }
  const others = nodes
    .filter((n) => n.id !== nodeId)
    .map((n) => ({
      id: n.id,
      nodeClass: n.nodeClass,
      type: n.type,
      inputs: n.inputs,
      outputs: outputIdsOf(n).map((o) => o.id),
      disabled: n.disabled,
    }));
  const problems = inputProblems(nodeId, inputs, others);
  if (problems.length > 0) {
    throw validationError(
      `Invalid inputs: ${problems[0].message}`,
      problems.map((p) => ({ path: ["inputs", p.index], message: p.message })),
    );
  }
}

async function nodeColumns(
  c: Context<AppEnv>,
  nodeClass: NodeClass,
  pipelineId: string,
  nodeId: string,
  body: NodeWrite,
  mode: "create" | "update",
  inputsChecked = false,
) {
  const caller = c.get("caller");
  const db = c.get("db");
  const { kind, config } = checkKind(caller, nodeClass, body);
  await checkKindConfig(kind, config, ["user_config"]);
  await checkAccountConfig(db, caller.accountId, nodeClass, body.type, config);
  // A mask sent back keeps the secret the node holds now, on an update that keeps the node's type; a secret
  // sent again unchanged keeps its sealed form (so publish sees no change).
  const stored = async () => {
    if (mode !== "update") return undefined;
    const node = await findNode(db, caller.accountId, pipelineId, nodeClass, nodeId);
    return node.type === body.type ? node.userConfig : undefined;
  };
  const columns = {
    type: body.type,
    title: body.title ?? kind.title,
    description: body.description ?? null,
    userConfig: await sealWrite(secretsCaller(c), kind.config, config, stored, ["user_config"]),
    disabled: body.disabled,
    inputs: body.inputs ?? [],
    deployType: nodeClass === "source" ? (body.deploy_type ?? "saas") : null,
    gatewayRouteId: nodeClass === "source" ? await checkGatewayRoute(db, caller.accountId, body) : null,
  };
  if (nodeClass !== "source" && !inputsChecked) {
    await checkInputs(db, nodeClass, caller.accountId, pipelineId, nodeId, columns.inputs, mode);
  }
  return columns;
}

function nodeRoutes(nodeClass: NodeClass) {
  const base = `/v3/pipeline/{pipeline_id}/${nodeClass}`;
  const title = nodeClassTitle[nodeClass];
  const tags = [tagOf[nodeClass]];
  const response = jsonResponse(envelopeOf(nodeSchema), title);

  return createRouter()
    .openapi(
      defineRoute({
        method: "post",
        path: base,
        tags,
        summary: `Create a ${title.toLowerCase()}`,
        request: { params: pipelineParams, ...jsonBody(nodeWriteSchema(nodeClass, "create")) },
        responses: { 200: response },
        errors: [404],
      }),
      async (c) => {
        const { pipeline_id } = c.req.valid("param");
        const caller = c.get("caller");
        await findPipeline(c.get("db"), caller.accountId, pipeline_id);
        const id = crypto.randomUUID();
        const columns = await nodeColumns(
          c,
          nodeClass,
          pipeline_id,
          id,
          c.req.valid("json") as NodeWrite,
          "create",
        );
        const row = await insertNode(c.get("db"), {
          id,
          accountId: caller.accountId,
          pipelineId: pipeline_id,
          nodeClass,
          ...columns,
        });
        return one(
          c,
          nodeClass,
          await presentRevealedNode(secretsCaller(c), row, (c.req.valid("json") as NodeWrite).user_config),
        );
      },
    )
    .openapi(
      defineRoute({
        method: "get",
        path: base,
        tags,
        summary: `List the pipeline's ${title.toLowerCase()}s`,
        request: { params: pipelineParams },
        responses: { 200: jsonResponse(listEnvelopeOf(nodeSchema), `${title}s`) },
        errors: [404],
      }),
      async (c) => {
        const { pipeline_id } = c.req.valid("param");
        const { accountId } = c.get("caller");
        await findPipeline(c.get("db"), accountId, pipeline_id);
        const rows = await listNodes(c.get("db"), accountId, pipeline_id);
        return many(c, nodeClass, rows.filter((n) => n.nodeClass === nodeClass).map(presentNode));
      },
    )
    .openapi(
      defineRoute({
        method: "get",
        path: `${base}/{node_id}`,
        tags,
        summary: `Get a ${title.toLowerCase()}`,
        request: { params: nodeParams },
        responses: { 200: response },
        errors: [404],
      }),
      async (c) => {
        const { pipeline_id, node_id } = c.req.valid("param");
        const row = await findNode(c.get("db"), c.get("caller").accountId, pipeline_id, nodeClass, node_id);
        return one(c, nodeClass, await presentRevealedNode(secretsCaller(c), row));
      },
    )
    .openapi(
      defineRoute({
        method: "put",
        path: `${base}/{node_id}`,
        tags,
        summary: `Update a ${title.toLowerCase()}`,
        description:
          "Full replace. `generation_id` must be the node's current value; a stale one answers 409.",
        request: { params: nodeParams, ...jsonBody(nodeWriteSchema(nodeClass, "update")) },
        responses: { 200: response },
        errors: [404, 409],
      }),
      async (c) => {
        const { pipeline_id, node_id } = c.req.valid("param");
        const body = c.req.valid("json") as NodeWrite;
        checkBodyId(body.id, node_id, title.toLowerCase());
        const db = c.get("db");
        const { accountId } = c.get("caller");
        const sent = body.generation_id as number;
        const columns = await nodeColumns(c, nodeClass, pipeline_id, node_id, body, "update", true);
        // The generation check is part of the UPDATE itself, so two concurrent editors cannot both win.
        const set = { ...columns, generationId: sent + 1, updatedAt: new Date().toISOString() };
        const where = { accountId, pipelineId: pipeline_id, nodeClass, id: node_id, sent };
        // Most updates keep the node's inputs, checked when they were written (a node deleted since is left
        // for publish to report, as for every node naming it): then one prepared UPDATE, guarded by "inputs
        // as stored" (its edges do not change, so no cycle can appear), is the whole write, one round trip.
        // Otherwise the new inputs are checked against the nodes they name (404, 400), and written with the
        // cycle guard.
        let row = await updateNodeKeepingInputs(db, nodeClass !== "source", set, where);
        if (!row && nodeClass !== "source") {
          await checkInputs(db, nodeClass, accountId, pipeline_id, node_id, columns.inputs, "update");
          row = await updateNodeWithoutCycle(db, set, where);
        }
        // Only when it matches nothing is the node read again, to tell 404 from 409.
        if (!row) {
          staleCheck(await findNode(db, accountId, pipeline_id, nodeClass, node_id), sent);
          // Same generation, so the cycle guard refused it: a concurrent edit upstream closed the loop.
          throw validationError("Invalid inputs: these inputs would create a cycle", [
            { path: ["inputs", 0], message: "these inputs would create a cycle" },
          ]);
        }
        return one(c, nodeClass, await presentRevealedNode(secretsCaller(c), row, body.user_config));
      },
    )
    .openapi(
      defineRoute({
        method: "delete",
        path: `${base}/{node_id}`,
        tags,
        summary: `Delete a ${title.toLowerCase()}`,
        description: "Inputs of other nodes that named it are left for publish to report.",
        request: { params: nodeParams },
        responses: { 200: response },
        errors: [404],
      }),
      async (c) => {
        const { pipeline_id, node_id } = c.req.valid("param");
        const row = await deleteNode(c.get("db"), c.get("caller").accountId, pipeline_id, nodeClass, node_id);
        return one(c, nodeClass, await presentRevealedNode(secretsCaller(c), row));
      },
    );
}

function staleCheck(current: NodeRow, sent: number) {
  if (current.generationId !== sent) {
    throw new ApiError(
      "ECONFLICT",
      `Stale generation_id ${sent}: the node is at ${current.generationId}; fetch it and apply your change again`,
      [{ path: ["generation_id"], message: `current generation_id is ${current.generationId}` }],
    );
  }
}

export const nodesRouter = createRouter();
for (const nodeClass of nodeClasses) nodesRouter.route("/", nodeRoutes(nodeClass));

// A push source can carry access keys of its own (besides those of its gateway route).
nodesRouter.route(
  "/",
  accessKeyRoutes({
    basePath: "/v3/pipeline/{pipeline_id}/source/{node_id}",
    params: nodeParams,
    tags: ["Pipeline Nodes"],
    ownerName: "push source",
    resolveOwner: async (c, p) => {
      const source = await findNode(
        c.get("db"),
        c.get("caller").accountId,
        p.pipeline_id,
        "source",
        p.node_id,
      );
      if (!findNodeKind("source", source.type)?.push) {
        throw validationError(`a ${source.type} source pulls its data and takes no access keys`);
      }
      return { sourceId: source.id };
    },
  }),
);
