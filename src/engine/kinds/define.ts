// How a component kind is declared: one module per kind holds its zod schema (the single source of its
// configuration's type: behaviour receives `z.output<schema>`, never a hand-written copy), its catalog text and
// its behaviour (decode or pull for a source, process for a processor, deliver for a destination). The lists
// in ./index.ts, built from these declarations, feed the catalog, OpenAPI, the terraform export and every
// runtime registry, so a kind cannot be offered without its behaviour or run without its schema.
import type { z } from "zod";
import type { DeliveryContext } from "../../delivery/context";
import type { DeliveryResult } from "../../delivery/http-batching";
import type { PushProtocol } from "../../protocols/types";
import type { PullReader } from "../../pull/types";
import type { PipelineEvent } from "../events";
import type { Processor } from "../processors/types";
import type { RunnableNode } from "../runner";

export type NodeKindClass = "source" | "processor" | "destination";

/** A problem a kind's asynchronous check found, at a path within `user_config`. */
export type KindProblem = { path: (string | number)[]; message: string };

/** One entry of the node catalog: the schema validates `user_config` and is published as JSON Schema. */
export interface NodeKind {
  type: string;
  kind: NodeKindClass;
  title: string;
  description: string;
  beta?: boolean;
  /** Sources only: events are pushed to the service (and need an access key) rather than pulled. */
  push?: boolean;
  config: z.ZodType;
  /** Processors with named outputs (route, parse-sequentially): the output names for a config. */
  outputs?: (config: Record<string, unknown>) => string[];
  /**
   * Checks a zod schema cannot make synchronously (js-script: the script compiles in the sandbox and defines
   * processEvent), run on the schema's output at create and update.
   */
  check?: (config: Record<string, unknown>) => Promise<KindProblem[]>;
}

/** What every declaration says about itself in the catalog. */
interface KindText {
  type: string;
  title: string;
  description: string;
  beta?: boolean;
}

/** A destination's delivery of a batch, given its node with the configuration its schema produced. */
export type Deliver<Config> = (
  node: RunnableNode<Config>,
  events: PipelineEvent[],
  ctx: DeliveryContext,
) => Promise<DeliveryResult>;

export interface DestinationKind extends NodeKind {
  kind: "destination";
  deliver: Deliver<Record<string, unknown>>;
}

export interface ProcessorKind extends NodeKind {
  kind: "processor";
  /**
   * Builds the processor of a node. Absent for the throttle alone, whose state lives in a Durable Object the
   * live run supplies (src/live/run.ts) and a simulation replaces with a throw-away one.
   */
  create?: (config: Record<string, unknown>) => Processor | Promise<Processor>;
}

export interface SourceKind extends NodeKind {
  kind: "source";
  /** Push sources: the protocol their senders speak. */
  protocol?: PushProtocol;
  /** Pull sources this Worker runs: what reads them (src/durable/pull-source.ts). */
  reader?: PullReader<unknown, unknown>;
}

// The stored `user_config` of a node was produced by its kind's schema when it was written (and is checked
// again at publish), so behaviour may take it as the schema's output. This is the one place that says so (the
// live run's stateful processors, built from the node outside `create`, say it through this too).
export const asConfig = <C>(config: Record<string, unknown>) => config as C;

export function defineDestination<S extends z.ZodType>(
  spec: KindText & { config: S; deliver: Deliver<z.output<S>> },
): DestinationKind {
  const { type, deliver, ...rest } = spec;
  return {
    type,
    kind: "destination",
    ...rest,
    deliver: (node, events, ctx) =>
      deliver({ ...node, userConfig: asConfig<z.output<S>>(node.userConfig) }, events, ctx),
  };
}

export function defineProcessor<S extends z.ZodType>(
  spec: KindText & {
    config: S;
    create?: (config: z.output<S>) => Processor | Promise<Processor>;
    outputs?: (config: z.output<S>) => string[];
    check?: (config: z.output<S>) => Promise<KindProblem[]>;
  },
): ProcessorKind & { config: S } {
  const { type, create, outputs, check, ...rest } = spec;
  return {
    type,
    kind: "processor",
    ...rest,
    ...(create ? { create: (config) => create(asConfig(config)) } : {}),
    ...(outputs ? { outputs: (config) => outputs(asConfig(config)) } : {}),
    ...(check ? { check: (config) => check(asConfig(config)) } : {}),
  };
}

export function defineSource<S extends z.ZodType, Cursor = unknown>(
  spec: KindText & { config: S } & (
      | { protocol: PushProtocol<z.output<S>>; reader?: never }
      | { reader?: PullReader<z.output<S>, Cursor>; protocol?: never }
    ),
): SourceKind & { config: S } {
  const { type, reader, protocol, ...rest } = spec;
  return {
    type,
    kind: "source",
    push: protocol !== undefined,
    ...rest,
    // The protocol decodes a source's stored configuration (see asConfig), which its schema produced.
    ...(protocol ? { protocol: protocol as PushProtocol } : {}),
    // The object stores the cursor as JSON and hands it back; the reader knows its types.
    ...(reader ? { reader: reader as PullReader<unknown, unknown> } : {}),
  };
}
