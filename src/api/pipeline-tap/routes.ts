// Pipeline tap (docs/pipelines.md, "Tapping a component"): `POST /v3/pipeline/{pipeline_id}/tap/{component_id}`
// answers, within `timeout` seconds, up to `limit` events that left the component (or one named output of it;
// for a destination, that reached it) in live runs of the published revision while the tap was open, after
// `filter`; early once it has `limit`. The pipeline's tap object (src/durable/pipeline-tap.ts) holds the tap
// and the lease that tells live runs to hand it copies (src/live/tap.ts).
import { z } from "@hono/zod-openapi";
import { callObject } from "../../durable/call";
import type { TapAnswer } from "../../durable/pipeline-tap";
import { conditionSchema } from "../../engine/conditions";
import { ApiError, unavailable, validationError } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { TAP_LIMITS, tapStub } from "../../live/tap";
import { uuidParam } from "../shared/fields";
import { presentTap, tapAnswerSchema } from "./present";
import { openTapsOfAccount, tapTarget } from "./store";

const tags = ["Pipeline Management"];

const params = z.object({
  pipeline_id: uuidParam("pipeline_id"),
  component_id: z
    .string()
    .min(1)
    .max(300)
    .openapi({
      param: { name: "component_id", in: "path" },
      description: "A node id of the pipeline, or `<node id>.<output>` for one named output (a route branch)",
    }),
});

const body = z
  .strictObject({
    limit: z
      .number()
      .int()
      .min(1)
      .max(TAP_LIMITS.maxLimit)
      .default(10)
      .openapi({ description: "Answer once this many events were caught" }),
    timeout: z.number().min(1).max(TAP_LIMITS.maxTimeoutSeconds).default(5).openapi({
      description: "Seconds to wait at most; the answer then holds what was caught (maybe none)",
    }),
    edge_id: z
      .string()
      .min(1)
      .max(300)
      .optional()
      .openapi({
        description:
          "An input of the component (`<node id>` or `<node id>.<output>`): only events that arrived over it. " +
          "Exact for a destination and for a processor with one input; refused (400) for a processor with several",
      }),
    filter: conditionSchema.optional().openapi({ description: "Only events that satisfy this condition" }),
  })
  .openapi("PipelineTapRequest");

/** The edge the tap is restricted to, checked against the component's inputs; 400 when it cannot be honoured. */
function checkedEdge(node: { nodeClass: string; inputs: string[] }, edge: string | undefined): string | null {
  if (edge === undefined) return null;
  const refuse = (message: string) => validationError(message, [{ path: ["edge_id"], message }]);
  if (node.nodeClass === "source") throw refuse("A source has no input edges: tap it without edge_id");
  if (!node.inputs.includes(edge))
    throw refuse(`edge_id ${edge} is not an input of this component (its inputs: ${node.inputs.join(", ")})`);
  if (node.nodeClass === "transform" && node.inputs.length > 1)
    throw refuse(
      "A processor with several inputs does not tell which input an event it emits came from: tap the " +
        `upstream component (${edge}) instead, or this one without edge_id`,
    );
  return edge;
}

export const pipelineTapRouter = createRouter().openapi(
  defineRoute({
    method: "post",
    path: "/v3/pipeline/{pipeline_id}/tap/{component_id}",
    tags,
    summary: "Tap a component of the published pipeline",
    description:
      "Waits up to `timeout` seconds (1 to 20, default 5) for events that leave the component (all its " +
      "outputs, or the one output `<node id>.<output>` names) in live runs of the published revision, and " +
      "answers up to `limit` of them (1 to 100, default 10), early once it has `limit`, each as the run saw it " +
      "there (`{message, metadata, timestamp}`). A destination has no output: tapping one shows the events " +
      "that reached it. `filter` (a condition, as the filter processor takes) keeps only events that satisfy " +
      "it. Only events of runs that started after the tap opened are seen; nothing a run does changes. At " +
      `most ${TAP_LIMITS.maxTaps} taps per pipeline and ${TAP_LIMITS.maxTapsPerAccount} per account at once ` +
      "(409 beyond); an event over 64 KiB is counted in " +
      "`meta.oversized`, not shown, and a tap answers once it holds 1 MiB. 409 when the pipeline is not " +
      "published or the component is not in its published revision.",
    request: { params, ...jsonBody(body) },
    responses: { 200: jsonResponse(tapAnswerSchema, "The events caught, and why the tap answered") },
    errors: [404, 409],
  }),
  async (c) => {
    const { pipeline_id, component_id } = c.req.valid("param");
    const { limit, timeout, edge_id, filter } = c.req.valid("json");
    const { accountId } = c.get("caller");
    if (filter && JSON.stringify(filter).length > TAP_LIMITS.maxFilterBytes) {
      const message = `filter is over ${TAP_LIMITS.maxFilterBytes} characters as JSON`;
      throw validationError(message, [{ path: ["filter"], message }]);
    }
    const node = await tapTarget(c.get("db"), accountId, pipeline_id, component_id);
    // Counted from the pipelines' leases: taps opened at the same moment on several pipelines may pass it
    // together, by at most their number (each pipeline's own limit is exact).
    const open = await openTapsOfAccount(c.get("db"), accountId);
    if (open >= TAP_LIMITS.maxTapsPerAccount)
      throw new ApiError(
        "ECONFLICT",
        `The account has ${open} taps open, the most it may have: retry when one answers`,
      );
    const edge = checkedEdge(node, edge_id);
    const dot = component_id.indexOf(".");
    const component = dot < 0 ? node.id : `${node.id}${component_id.slice(dot)}`;
    let answer: TapAnswer;
    try {
      answer = await callObject(
        () => tapStub(c.env.PIPELINE_TAP, pipeline_id),
        (stub) =>
          stub.open({
            accountId,
            pipelineId: pipeline_id,
            component,
            edge,
            filter: filter ?? null,
            limit,
            timeoutMs: Math.round(timeout * 1000),
          }),
      );
    } catch (err) {
      throw unavailable("The pipeline's tap", err);
    }
    if ("refused" in answer) throw new ApiError("ECONFLICT", answer.refused);
    const tapped = { pipelineId: pipeline_id, componentId: component, edgeId: edge, limit, timeout };
    return c.json(presentTap(tapped, answer), 200);
  },
);
