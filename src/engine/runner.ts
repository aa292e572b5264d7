// Runs batches of events through a pipeline graph: from one source, through processors (following
// `inputs`, including named outputs such as a route's `_unmatched`), to destinations. Records per node the
// events in, out (per output) and dropped, with the reason for every drop. Pure: the processors are built
// from a registry, and what destinations would receive is returned, not delivered.

import { cloneEvent, type PipelineEvent } from "./events";
import { nodeIdOfInput, OUTPUT_SEPARATOR } from "./graph";
import {
  DEFAULT_OUTPUT,
  type Processor,
  type ProcessorContext,
  type ProcessorResult,
} from "./processors/types";

export interface RunnableNode<Config = Record<string, unknown>> {
  id: string;
  nodeClass: "source" | "transform" | "sink";
  type: string;
  /** The validated configuration (the kind's schema output, defaults applied). */
  userConfig: Config;
  inputs: string[];
  disabled: boolean;
}

export type ProcessorRegistry = (
  type: string,
  config: Record<string, unknown>,
  node: RunnableNode,
) => Processor | Promise<Processor>;

export interface NodeStats {
  node_id: string;
  node_class: RunnableNode["nodeClass"];
  type: string;
  events_in: number;
  /** Per output name; destinations have none. */
  events_out: Record<string, number>;
  events_dropped: number;
  /** Reason -> how many events were dropped for it. */
  drop_reasons: Record<string, number>;
}

export interface RunResult {
  nodes: NodeStats[];
  /** Destination id -> the events it received, in order. */
  delivered: Map<string, PipelineEvent[]>;
}

/**
 * Sees events as they leave a node (per output id: `<id>` or `<id>.<name>`) and as they reach a destination
 * (per input id), while the run goes on: it is called before any node downstream runs, which may change the
 * events in place, so it copies what it keeps. It must not throw; it changes nothing the run does.
 */
export interface RunWatcher {
  left(nodeId: string, outputId: string, events: PipelineEvent[]): void;
  reached(nodeId: string, inputId: string, events: PipelineEvent[]): void;
}

/** A processor that keeps events across batches (reduce, aggregate) can give them up at the end of a run. */
type Flushable = Processor & { flush?(ctx: ProcessorContext): ProcessorResult | Promise<ProcessorResult> };

export class GraphRunner {
  private constructor(
    private readonly nodes: Map<string, RunnableNode>,
    private readonly processors: Map<string, Flushable>,
    /** Upstream output id (`<id>` or `<id>.<name>`) -> the nodes that take it, in node order. */
    private readonly consumers: Map<string, RunnableNode[]>,
  ) {}

  /** Builds every processor once, so stateful ones (dedupe, reduce, throttle) keep state across batches. */
  static async create(nodes: RunnableNode[], registry: ProcessorRegistry): Promise<GraphRunner> {
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const processors = new Map<string, Flushable>();
    for (const node of nodes) {
      if (node.nodeClass === "transform" && !node.disabled) {
        processors.set(node.id, await registry(node.type, node.userConfig, node));
      }
    }
    const consumers = new Map<string, RunnableNode[]>();
    for (const node of nodes) {
      for (const input of node.inputs) {
        const list = consumers.get(input) ?? [];
        list.push(node);
        consumers.set(input, list);
      }
    }
    return new GraphRunner(byId, processors, consumers);
  }

  /** The nodes downstream of `sourceId`, each after all of its inputs (Kahn's order on the reachable part). */
  private order(sourceId: string): RunnableNode[] {
    const reachable = new Set<string>();
    const stack = [sourceId];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (reachable.has(id)) continue;
      reachable.add(id);
      for (const [output, list] of this.consumers) {
        if (nodeIdOfInput(output) === id) for (const n of list) stack.push(n.id);
      }
    }
    const pending = new Map<string, number>();
    for (const id of reachable) {
      const node = this.nodes.get(id);
      if (!node) continue;
      pending.set(id, node.inputs.filter((i) => reachable.has(nodeIdOfInput(i))).length);
    }
    const ready = [sourceId];
    const ordered: RunnableNode[] = [];
    while (ready.length > 0) {
      const id = ready.shift() as string;
      const node = this.nodes.get(id);
      if (!node) continue;
      ordered.push(node);
      for (const [output, list] of this.consumers) {
        if (nodeIdOfInput(output) !== id) continue;
        for (const consumer of list) {
          const left = (pending.get(consumer.id) ?? 0) - 1;
          pending.set(consumer.id, left);
          if (left === 0) ready.push(consumer.id);
        }
      }
    }
    return ordered;
  }

  has(nodeId: string): boolean {
    return this.nodes.has(nodeId);
  }

  /** Runs one batch that entered at `sourceId`. */
  async run(
    sourceId: string,
    events: PipelineEvent[],
    ctx: ProcessorContext,
    watcher?: RunWatcher,
  ): Promise<RunResult> {
    return this.propagate(sourceId, new Map([[sourceId, { [DEFAULT_OUTPUT]: events }]]), ctx, false, watcher);
  }

  /**
   * Runs events downstream of processor `nodeId` as if it had just emitted them on its default output (the
   * node itself does not process them): a processor that held events (tail sampling) releases them later.
   */
  async resume(
    nodeId: string,
    events: PipelineEvent[],
    ctx: ProcessorContext,
    watcher?: RunWatcher,
  ): Promise<RunResult> {
    return this.propagate(nodeId, new Map([[nodeId, { [DEFAULT_OUTPUT]: events }]]), ctx, false, watcher);
  }

  /** Gives up what stateful processors still hold (end of a simulation) and runs it downstream. */
  async flush(sourceId: string, ctx: ProcessorContext, watcher?: RunWatcher): Promise<RunResult> {
    return this.propagate(sourceId, new Map(), ctx, true, watcher);
  }

  private async propagate(
    sourceId: string,
    seeded: Map<string, Record<string, PipelineEvent[]>>,
    ctx: ProcessorContext,
    flushing = false,
    watcher?: RunWatcher,
  ): Promise<RunResult> {
    if (!this.nodes.has(sourceId)) throw new Error(`no node ${sourceId} in this graph`);
    /** Output id -> one copy of its events per consumer still to read it. */
    const copies = new Map<string, PipelineEvent[][]>();
    // An output read by several nodes gives each its own copy, made as soon as it is produced: a processor
    // may change events in place, and must not change what another branch sees.
    const produce = (nodeId: string, outputs: Record<string, PipelineEvent[]>) => {
      for (const [name, events] of Object.entries(outputs)) {
        const id = name === DEFAULT_OUTPUT ? nodeId : `${nodeId}${OUTPUT_SEPARATOR}${name}`;
        if (watcher && events.length > 0) watcher.left(nodeId, id, events);
        const readers = this.consumers.get(id)?.length ?? 0;
        const list = [events];
        for (let i = 1; i < readers; i++) list.push(events.map(cloneEvent));
        copies.set(id, list);
      }
    };
    const read = (input: string): PipelineEvent[] => copies.get(input)?.pop() ?? [];
    const stats: NodeStats[] = [];
    const delivered = new Map<string, PipelineEvent[]>();

    for (const node of this.order(sourceId)) {
      const stat: NodeStats = {
        node_id: node.id,
        node_class: node.nodeClass,
        type: node.type,
        events_in: 0,
        events_out: {},
        events_dropped: 0,
        drop_reasons: {},
      };
      const dropAll = (count: number, reason: string) => {
        stat.events_dropped += count;
        if (count > 0) stat.drop_reasons[reason] = (stat.drop_reasons[reason] ?? 0) + count;
      };
      if (node.nodeClass === "source" || seeded.has(node.id)) {
        // Where the batch enters: a source, or the processor a resumed run starts after.
        const events = seeded.get(node.id)?.[DEFAULT_OUTPUT] ?? [];
        if (node.nodeClass === "source") stat.events_in = events.length;
        stat.events_out[DEFAULT_OUTPUT] = events.length;
        produce(node.id, { [DEFAULT_OUTPUT]: events });
      } else {
        const watchInput = watcher && node.nodeClass === "sink" && !node.disabled;
        const input = node.inputs.flatMap((id) => {
          const events = read(id);
          if (watchInput && events.length > 0) watcher.reached(node.id, id, events);
          return events;
        });
        stat.events_in = input.length;
        if (node.nodeClass === "sink") {
          if (node.disabled) dropAll(input.length, "destination is disabled");
          else delivered.set(node.id, [...(delivered.get(node.id) ?? []), ...input]);
        } else {
          const processor = this.processors.get(node.id);
          let result: ProcessorResult;
          if (!processor) {
            // A disabled processor lets events through unchanged, as if it were not there.
            result = { outputs: new Map([[DEFAULT_OUTPUT, input]]), dropped: [] };
          } else {
            result = await processor.process(input, ctx);
            if (flushing && processor.flush) {
              const rest = await processor.flush(ctx);
              for (const [name, events] of rest.outputs) {
                result.outputs.set(name, [...(result.outputs.get(name) ?? []), ...events]);
              }
              result.dropped.push(...rest.dropped);
            }
          }
          const outputs: Record<string, PipelineEvent[]> = {};
          for (const [name, events] of result.outputs) {
            outputs[name] = events;
            stat.events_out[name] = events.length;
          }
          for (const drop of result.dropped) dropAll(1, drop.reason);
          produce(node.id, outputs);
        }
      }
      stats.push(stat);
    }
    return { nodes: stats, delivered };
  }
}
