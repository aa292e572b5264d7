// Pipelines: CRUD, publish and its revisions, processing status.
import { z } from "@hono/zod-openapi";
import { startPullSources } from "../../durable/pull-source";
import { notFound, validationError } from "../../http/errors";
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
import { nodeSchema } from "../nodes/schemas";
import { booleanQuery, checkBodyId, uuidParam } from "../shared/fields";
import { draftNodes, readPipelineAndNodes } from "./draft-cache";
import { presentPipeline, presentRevision } from "./present";
import { listRevisionNodes, publishPipeline } from "./publish";
import {
  listQuery,
  pipelineSchema,
  pipelineWriteSchema,
  processingStatusSchema,
  revisionSchema,
} from "./schemas";
import {
  createPipeline,
  deletePipeline,
  findPipeline,
  findRevision,
  listPipelines,
  listRevisions,
  updatePipeline,
} from "./store";

const tags = ["Pipeline Management"];
const params = z.object({ pipeline_id: uuidParam("pipeline_id") });
const pipelineResponse = jsonResponse(envelopeOf(pipelineSchema), "The pipeline");
const pipelineWithNodes = pipelineSchema
  .extend({ sources: z.array(nodeSchema), transforms: z.array(nodeSchema), sinks: z.array(nodeSchema) })
  .openapi("PipelineWithNodes");

export const pipelinesRouter = createRouter()
  .openapi(
    defineRoute({
      method: "post",
      path: "/v3/pipeline",
      tags,
      summary: "Create a pipeline",
      request: jsonBody(pipelineWriteSchema),
      responses: { 200: pipelineResponse },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const row = await createPipeline(c.get("db"), c.get("caller").accountId, {
        title: body.title,
        description: body.description ?? null,
        deployType: body.deploy_type,
        ...(body.origin ? { origin: body.origin } : {}),
      });
      return one(c, "pipeline", presentPipeline(row));
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v3/pipeline",
      tags,
      summary: "List pipelines",
      description:
        "Oldest first, in pages; `meta.page.next` is the cursor of the next page (null on the last).",
      request: { query: listQuery },
      responses: { 200: jsonResponse(listEnvelopeOf(pipelineSchema), "Pipelines") },
    }),
    async (c) => {
      const { limit, cursor } = c.req.valid("query");
      const after = cursor ? decodeCursor(cursor, 2) : null;
      if (cursor && !after)
        throw validationError("invalid cursor", [{ path: ["query", "cursor"], message: "invalid cursor" }]);
      const page = await listPipelines(
        c.get("db"),
        c.get("caller").accountId,
        limit,
        after as [string, string] | null,
      );
      const last = page.rows.at(-1);
      const next = page.more && last ? encodeCursor([last.createdAt, last.id]) : null;
      return many(c, "pipeline", page.rows.map(presentPipeline), next);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v3/pipeline/{pipeline_id}",
      tags,
      summary: "Get a pipeline with its draft graph",
      request: { params },
      responses: { 200: jsonResponse(envelopeOf(pipelineWithNodes), "The pipeline and its nodes") },
      errors: [404],
    }),
    async (c) => {
      const { pipeline_id } = c.req.valid("param");
      const { accountId } = c.get("caller");
      const db = c.get("db");
      // One round trip to D1 for both reads; the nodes come back only when this isolate does not hold
      // the pipeline's current graph version (draft-cache.ts).
      const { pipeline, rows } = await readPipelineAndNodes(db, accountId, pipeline_id);
      if (!pipeline) throw notFound("Pipeline");
      return one(c, "pipeline", { ...presentPipeline(pipeline), ...draftNodes(accountId, pipeline, rows) });
    },
  )
  .openapi(
    defineRoute({
      method: "put",
      path: "/v3/pipeline/{pipeline_id}",
      tags,
      summary: "Update a pipeline",
      request: { params, ...jsonBody(pipelineWriteSchema) },
      responses: { 200: pipelineResponse },
      errors: [404],
    }),
    async (c) => {
      const { pipeline_id } = c.req.valid("param");
      const body = c.req.valid("json");
      checkBodyId(body.id, pipeline_id, "pipeline");
      const row = await updatePipeline(c.get("db"), c.get("caller").accountId, pipeline_id, {
        title: body.title,
        description: body.description ?? null,
        deployType: body.deploy_type,
        ...(body.origin ? { origin: body.origin } : {}),
      });
      return one(c, "pipeline", presentPipeline(row));
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: "/v3/pipeline/{pipeline_id}",
      tags,
      summary: "Delete a pipeline with its nodes and revisions",
      request: { params },
      responses: { 200: pipelineResponse },
      errors: [404],
    }),
    async (c) => {
      const { pipeline_id } = c.req.valid("param");
      const row = await deletePipeline(c.get("db"), c.get("caller").accountId, pipeline_id);
      return one(c, "pipeline", presentPipeline(row));
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/v3/pipeline/{pipeline_id}/publish",
      tags,
      summary: "Publish the draft graph as a new immutable revision",
      description:
        "Refuses (400, listing every offending node) a dangling input, a processor or destination without inputs, or a source that reaches no destination unless `allow_unconnected_edges`; a push source without an access key unless `allow_empty_access_keys`; a disabled node unless `allow_disabled`. Pull sources deployed saas (kafka and event hubs included) run here; deployed local, the customer's edge runs them. An unchanged graph answers 409 ENOCHANGES. Publishing starts the revision's pull sources.",
      request: {
        params,
        query: z.object({
          allow_unconnected_edges: booleanQuery,
          allow_empty_access_keys: booleanQuery,
          allow_disabled: booleanQuery,
        }),
      },
      responses: { 200: pipelineResponse },
      errors: [404, 409],
    }),
    async (c) => {
      const { pipeline_id } = c.req.valid("param");
      const row = await publishPipeline(
        c.env,
        c.get("db"),
        c.get("caller"),
        pipeline_id,
        c.req.valid("query"),
      );
      return one(c, "pipeline", presentPipeline(row));
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v3/pipeline/{pipeline_id}/revision",
      tags,
      summary: "List the published revisions, newest first",
      request: { params },
      responses: {
        200: jsonResponse(
          listEnvelopeOf(revisionSchema.omit({ nodes: true })),
          "Revisions without their nodes",
        ),
      },
      errors: [404],
    }),
    async (c) => {
      const { pipeline_id } = c.req.valid("param");
      const { accountId } = c.get("caller");
      await findPipeline(c.get("db"), accountId, pipeline_id);
      const rows = await listRevisions(c.get("db"), accountId, pipeline_id);
      return many(c, "pipeline-revision", rows.map(presentRevision));
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v3/pipeline/{pipeline_id}/revision/{revision_id}",
      tags,
      summary: "Get one published revision with its nodes",
      request: { params: params.extend({ revision_id: uuidParam("revision_id") }) },
      responses: { 200: jsonResponse(envelopeOf(revisionSchema), "The revision") },
      errors: [404],
    }),
    async (c) => {
      const { pipeline_id, revision_id } = c.req.valid("param");
      const db = c.get("db");
      const revision = await findRevision(db, c.get("caller").accountId, pipeline_id, revision_id);
      return one(c, "pipeline-revision", {
        ...presentRevision(revision),
        nodes: await listRevisionNodes(db, revision.id),
      });
    },
  )
  .openapi(
    defineRoute({
      method: "put",
      path: "/v3/pipeline/{pipeline_id}/processing-status",
      tags: ["Account"],
      summary: "Enable or disable processing of live events",
      request: { params, ...jsonBody(processingStatusSchema) },
      responses: { 200: pipelineResponse },
      errors: [404],
    }),
    async (c) => {
      const { pipeline_id } = c.req.valid("param");
      const { accountId } = c.get("caller");
      const row = await updatePipeline(c.get("db"), accountId, pipeline_id, {
        processingStatus: c.req.valid("json").processing_status,
      });
      // Enabled again: its pull sources resume now, not at the next sweep.
      if (row.processingStatus === "enabled" && row.publishedRevisionId) {
        const nodes = await listRevisionNodes(c.get("db"), row.publishedRevisionId);
        const sources = nodes
          .filter((n) => n.node_class === "source")
          .map((n) => ({ id: n.id, type: n.type, deployType: n.deploy_type, disabled: n.disabled }));
        await startPullSources(c.env, accountId, pipeline_id, sources);
      }
      return one(c, "pipeline", presentPipeline(row));
    },
  );
