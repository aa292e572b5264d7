// The state of a pull source (demo-logs, log-analysis, data restoration, S3, SQS) as its PullSourceObject
// runs it: whether it runs, when it ran and runs next, what it pulled, its last error, and whether a data
// restoration finished.
import { z } from "@hono/zod-openapi";
import { type PullStatus, pullSourceStub } from "../../durable/pull-source";
import { findNodeKind } from "../../engine/kinds";
import { ApiError } from "../../http/errors";
import { defineRoute, envelopeOf, jsonResponse, one } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { runsHere } from "../../pull";
import { draftOrPublishedNode } from "../nodes/store";
import { uuidParam } from "../shared/fields";

const pullStatusSchema = z
  .object({
    pipeline_id: z.uuid(),
    source_id: z.uuid(),
    type: z.string(),
    running: z.boolean().openapi({ description: "An alarm is set: the source runs again at `next_run_at`" }),
    last_run_at: z.string().nullable(),
    next_run_at: z.string().nullable(),
    events_pulled: z
      .number()
      .int()
      .openapi({ description: "Events delivered since the source started with its current config" }),
    last_error: z.string().nullable().openapi({ description: "Cleared by the next successful run" }),
    warnings: z.array(z.object({ at: z.string(), message: z.string() })).openapi({
      description:
        "What the source stepped past without failing a run (a Kafka record batch that does not decode, a " +
        "group commit that failed and is retried with the next, an S3 object skipped or read again from its " +
        "start), newest first, the last 10",
    }),
    finished: z.boolean().openapi({ description: "A data restoration that replayed its whole range" }),
    stopped_reason: z.string().nullable().openapi({ description: "Why the source is not running" }),
  })
  .openapi("PullSourceStatus");

export const pullSourcesRouter = createRouter().openapi(
  defineRoute({
    method: "get",
    path: "/v3/pipeline/{pipeline_id}/source/{source_id}/pull-status",
    tags: ["Pipeline Nodes"],
    summary: "The state of a pull source",
    description:
      "Pull sources run in the service while the pipeline is published and enabled. 409 for a push source, " +
      "which receives its events over HTTP instead.",
    request: {
      params: z.object({ pipeline_id: uuidParam("pipeline_id"), source_id: uuidParam("source_id") }),
    },
    responses: { 200: jsonResponse(envelopeOf(pullStatusSchema), "The source's state") },
    errors: [404, 409],
  }),
  async (c) => {
    const { pipeline_id, source_id } = c.req.valid("param");
    const db = c.get("db");
    const { accountId } = c.get("caller");
    const node = await draftOrPublishedNode(db, accountId, pipeline_id, "source", source_id);
    if (findNodeKind("source", node.type)?.push)
      throw new ApiError(
        "ECONFLICT",
        `A ${node.type} source receives its events over HTTP: it has no pull status`,
      );
    let status: PullStatus;
    if (runsHere(node)) {
      status = await pullSourceStub(c.env, pipeline_id, source_id).status();
    } else {
      const where = node.disabled ? "disabled" : `deployed ${node.deployType ?? "saas"}`;
      status = {
        running: false,
        type: node.type,
        last_run_at: null,
        next_run_at: null,
        events_pulled: 0,
        last_error: null,
        warnings: [],
        finished: false,
        stopped_reason: `a ${node.type} source that is ${where} does not run in the service`,
      };
    }
    return one(c, "pull-source-status", {
      pipeline_id,
      source_id,
      ...status,
      type: status.type ?? node.type,
    });
  },
);
