// Simulation: runs a sample through a pipeline's CURRENT draft graph (or a processor group's chain) in
// process. Nothing is delivered, no Durable Object is called (the throttle gets a throw-away instance whose
// clock is each event's own timestamp), nothing is written: the answer is the only effect.
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/client";
import type { ConditionVars } from "../../engine/conditions";
import type { PipelineEvent } from "../../engine/events";
import { findNodeKind } from "../../engine/kinds";
import {
  expandProcessorGroups,
  GROUP_ID_SEPARATOR,
  GROUP_INPUT,
  groupLeafOutputs,
  MissingProcessorGroupError,
} from "../../engine/processor-groups";
import { processorFactories } from "../../engine/processors";
import { GraphRunner, type NodeStats, type RunnableNode } from "../../engine/runner";
import { throttleSimulationProcessor } from "../../engine/throttle";
import type { Bindings } from "../../env";
import { ApiError, type ErrorDetail, validationError } from "../../http/errors";
import { defineRoute, envelopeOf, jsonBody, jsonResponse, one } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { openSecrets } from "../../lib/sealed-secrets";
import { conditionVars } from "../../live/run";
import { listNodes, runnableOf } from "../nodes/store";
import { findPipeline } from "../pipelines/store";
import { findGroup, loadProcessorGroupsFor } from "../processor-groups/store";
import { statusOf } from "../samples/present";
import { findSample, type SampleRow, sampleEvents } from "../samples/store";
import { uuidParam } from "../shared/fields";
import { eventSchema, presentEvent } from "./present";

const tags = ["Sampling and Simulation"];
const SIMULATION_TYPE = "pipeline-simulation";
/** Events shown per destination; `count` says how many it would have received in all. */
const SHOWN_EVENTS = 100;
/** The synthetic destination that collects what leaves a processor group in a group simulation. */
const GROUP_OUTPUT = "output";

const body = z.strictObject({ pipeline_sample_id: z.uuid().transform((id) => id.toLowerCase()) });

const resultSchema = z
  .object({
    container_id: z.string(),
    container_type: z.enum(["pipeline", "processor-group"]),
    source_id: z.string(),
    pipeline_sample_id: z.string(),
    events: z.number().int().openapi({ description: "Events in the sample" }),
    nodes: z.array(
      z.object({
        node_id: z.string(),
        node_class: z.enum(["source", "transform", "sink"]),
        type: z.string(),
        title: z.string(),
        group_node_id: z
          .string()
          .nullable()
          .openapi({ description: "For a processor inlined from a group: the pipeline's group node" }),
        events_in: z.number().int(),
        events_out: z.record(z.string(), z.number().int()).openapi({ description: "Per output name" }),
        events_dropped: z.number().int(),
        drop_reasons: z.record(z.string(), z.number().int()),
      }),
    ),
    destinations: z.array(
      z.object({
        destination_id: z.string(),
        type: z.string(),
        title: z.string(),
        events: z.array(eventSchema).openapi({ description: `The first ${SHOWN_EVENTS} events` }),
        count: z.number().int(),
      }),
    ),
  })
  .openapi("SimulationResult");

const response = jsonResponse(envelopeOf(resultSchema), "What each node did with the sample");

type Titled = RunnableNode & { title: string; groupNodeId: string | null };

/**
 * Re-validates every node's configuration with its kind (kinds may have changed since it was saved), with
 * its credentials opened: processors such as encrypt-fields need them, and the answer never shows them.
 */
async function validated(env: Bindings, nodes: Titled[]): Promise<Titled[]> {
  const problems: ErrorDetail[] = [];
  const opened = await Promise.all(
    nodes.map(async (n) => ({ ...n, userConfig: await openSecrets(env, n.userConfig) })),
  );
  const out = opened.map((n) => {
    const kind = findNodeKind(n.nodeClass, n.type);
    if (!kind) {
      problems.push({ path: ["nodes", n.id, "type"], message: `unknown ${n.nodeClass} type ${n.type}` });
      return n;
    }
    const parsed = kind.config.safeParse(n.userConfig);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({
          path: [
            "nodes",
            n.id,
            "user_config",
            ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p)),
          ],
          message: issue.message,
        });
      }
      return n;
    }
    return { ...n, userConfig: parsed.data as Record<string, unknown> };
  });
  if (problems.length > 0) {
    throw validationError(
      `Validation failed: node ${String(problems[0].path[1])} has an invalid configuration; fix it before simulating`,
      problems,
    );
  }
  return out;
}

function readySample(sample: SampleRow) {
  if (statusOf(sample) === "capturing") {
    throw new ApiError(
      "ECONFLICT",
      `The sample is still capturing (${sample.eventCount} of ${sample.captureLimit} events); simulate once it is ready`,
    );
  }
}

/** Runs the events from `sourceId`, flushes what stateful processors hold, and builds the answer. */
async function simulate(nodes: Titled[], sourceId: string, events: PipelineEvent[], vars?: ConditionVars) {
  const ctx = { now: () => Date.now(), vars };
  let runner: GraphRunner;
  try {
    runner = await GraphRunner.create(nodes, (type, config) => {
      if (type === "throttle") return throttleSimulationProcessor(config);
      const factory = processorFactories[type];
      if (!factory) throw new ApiError("EVALIDATION", `The ${type} processor cannot run in a simulation`);
      return factory(config);
    });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw validationError(`A processor could not be built: ${(err as Error).message}`);
  }
  const result = await runner.run(sourceId, events, ctx);
  const rest = await runner.flush(sourceId, ctx);
  const byId = new Map(result.nodes.map((s) => [s.node_id, s]));
  for (const s of rest.nodes) {
    const t = byId.get(s.node_id) as NodeStats;
    // The flush seeds nothing at the source; everything it reports downstream is extra traffic.
    if (s.node_class !== "source") t.events_in += s.events_in;
    for (const [name, n] of Object.entries(s.events_out)) t.events_out[name] = (t.events_out[name] ?? 0) + n;
    t.events_dropped += s.events_dropped;
    for (const [reason, n] of Object.entries(s.drop_reasons))
      t.drop_reasons[reason] = (t.drop_reasons[reason] ?? 0) + n;
  }
  for (const [id, list] of rest.delivered)
    result.delivered.set(id, [...(result.delivered.get(id) ?? []), ...list]);

  const nodeById = new Map(nodes.map((n) => [n.id, n]));
  return {
    nodes: result.nodes.map((s) => {
      const n = nodeById.get(s.node_id) as Titled;
      return {
        node_id: s.node_id,
        node_class: s.node_class,
        type: s.type,
        title: n.title,
        group_node_id: n.groupNodeId,
        events_in: s.events_in,
        events_out: s.events_out,
        events_dropped: s.events_dropped,
        drop_reasons: s.drop_reasons,
      };
    }),
    destinations: result.nodes
      .filter((s) => s.node_class === "sink")
      .map((s) => {
        const n = nodeById.get(s.node_id) as Titled;
        const got = result.delivered.get(s.node_id) ?? [];
        return {
          destination_id: s.node_id,
          type: n.type,
          title: n.title,
          events: got.slice(0, SHOWN_EVENTS).map(presentEvent),
          count: got.length,
        };
      }),
  };
}

/** The pipeline's draft graph as runnable nodes, with processor groups inlined. */
async function draftGraph(env: Bindings, db: Db, accountId: string, pipelineId: string): Promise<Titled[]> {
  const rows = await listNodes(db, accountId, pipelineId);
  const nodes: Titled[] = rows.map((n) => ({ ...runnableOf(n), title: n.title, groupNodeId: null }));
  const checked = await validated(env, nodes);
  const groups = await loadProcessorGroupsFor(db, accountId, checked);
  let expanded: RunnableNode[];
  try {
    expanded = expandProcessorGroups(checked, groups);
  } catch (err) {
    if (err instanceof MissingProcessorGroupError) {
      throw validationError(`Validation failed: ${err.message}`, [
        { path: ["nodes", err.nodeId, "user_config", "group_id"], message: "no such processor group" },
      ]);
    }
    throw err;
  }
  const titles = new Map(checked.map((n) => [n.id, n.title]));
  const groupTitles = new Map<string, string>();
  for (const g of groups.values()) {
    for (const n of checked.filter((x) => x.userConfig.group_id === g.id)) {
      for (const p of g.processors) {
        groupTitles.set(`${n.id}${GROUP_ID_SEPARATOR}${p.id}`, p.title ?? p.id);
      }
    }
  }
  // Inlined processors were validated when the group was saved; validate them again like every node.
  return validated(
    env,
    expanded.map((n) => {
      const inGroup = !titles.has(n.id) && n.id.includes(GROUP_ID_SEPARATOR);
      return {
        ...n,
        title: titles.get(n.id) ?? groupTitles.get(n.id) ?? n.id,
        groupNodeId: inGroup ? n.id.split(GROUP_ID_SEPARATOR)[0] : null,
      };
    }),
  );
}

const pipelineParams = z.object({ pipeline_id: uuidParam("pipeline_id"), source_id: uuidParam("source_id") });
const groupParams = z.object({ group_id: uuidParam("group_id") });

export const simulationRouter = createRouter()
  .openapi(
    defineRoute({
      method: "post",
      path: "/v3/pipeline/processor-group/{group_id}/simulate",
      tags,
      summary: "Simulate a processor group with one of its samples",
      description:
        "Runs the sample through the group's chain from its input. `destinations` has one entry, `output`: " +
        "what leaves the group (its leaf outputs).",
      request: { params: groupParams, ...jsonBody(body) },
      responses: { 200: response },
      errors: [404, 409],
    }),
    async (c) => {
      const { group_id } = c.req.valid("param");
      const { pipeline_sample_id } = c.req.valid("json");
      const db = c.get("db");
      const { accountId } = c.get("caller");
      const group = await findGroup(db, accountId, group_id);
      const container = { type: "processor-group" as const, id: group.id, sourceId: GROUP_INPUT };
      const sample = await findSample(db, accountId, container, pipeline_sample_id);
      readySample(sample);
      const nodes = await validated(
        c.env,
        group.processors.map((p) => ({
          id: p.id,
          nodeClass: "transform" as const,
          type: p.type,
          userConfig: p.user_config,
          inputs: p.inputs,
          disabled: false,
          title: p.title,
          groupNodeId: null,
        })),
      );
      const input: Titled = {
        id: GROUP_INPUT,
        nodeClass: "source",
        type: "processor-group-input",
        userConfig: {},
        inputs: [],
        disabled: false,
        title: "Input",
        groupNodeId: null,
      };
      const output: Titled = {
        id: GROUP_OUTPUT,
        nodeClass: "sink",
        type: "processor-group-output",
        userConfig: {},
        inputs: groupLeafOutputs(group.processors),
        disabled: false,
        title: "Output",
        groupNodeId: null,
      };
      const events = await sampleEvents(db, sample.id);
      const answer = await simulate([input, ...nodes, output], GROUP_INPUT, events);
      return one(c, SIMULATION_TYPE, {
        container_id: group.id,
        container_type: "processor-group" as const,
        source_id: GROUP_INPUT,
        pipeline_sample_id: sample.id,
        events: events.length,
        ...answer,
      });
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/v3/pipeline/{pipeline_id}/simulate/{source_id}",
      tags,
      summary: "Start simulation",
      description:
        "Sends the sample (one of this source's) through the pipeline's current draft graph and answers, " +
        "per node, events in, out (per output) and dropped with reasons, and per destination the first " +
        `${SHOWN_EVENTS} events it would have received and their count. Nothing is delivered, no live ` +
        "state changes, the published revision is untouched. The throttle uses each event's timestamp as " +
        "its clock.",
      request: { params: pipelineParams, ...jsonBody(body) },
      responses: { 200: response },
      errors: [404, 409],
    }),
    async (c) => {
      const { pipeline_id, source_id } = c.req.valid("param");
      const { pipeline_sample_id } = c.req.valid("json");
      const db = c.get("db");
      const { accountId } = c.get("caller");
      await findPipeline(db, accountId, pipeline_id);
      const container = { type: "pipeline" as const, id: pipeline_id, sourceId: source_id };
      const sample = await findSample(db, accountId, container, pipeline_sample_id);
      readySample(sample);
      const nodes = await draftGraph(c.env, db, accountId, pipeline_id);
      if (!nodes.some((n) => n.id === source_id && n.nodeClass === "source")) {
        throw new ApiError("ENOTFOUND", "Source not found");
      }
      const events = await sampleEvents(db, sample.id);
      // Conditions that read the pipeline's state see its current value, as a live run would.
      const vars = await conditionVars(db, accountId, pipeline_id, nodes);
      const answer = await simulate(nodes, source_id, events, vars);
      return one(c, SIMULATION_TYPE, {
        container_id: pipeline_id,
        container_type: "pipeline" as const,
        source_id,
        pipeline_sample_id: sample.id,
        events: events.length,
        ...answer,
      });
    },
  );
