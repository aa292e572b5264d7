// The contract every processor implements. A processor takes a batch of events and answers, per named
// output, the events it emits, and every event it dropped with the reason. It never throws for a bad
// event: a processor that cannot handle an event drops it with a reason (or passes it on unchanged, where
// that is the kind's documented behaviour).
import type { ConditionVars } from "../conditions";
import type { PipelineEvent } from "../events";

export const DEFAULT_OUTPUT = "default";

export interface Drop {
  event: PipelineEvent;
  reason: string;
}

export interface ProcessorResult {
  /** Output name (`default`, a route branch's `_output_name`, `_unmatched`) to its events, in order. */
  outputs: Map<string, PipelineEvent[]>;
  dropped: Drop[];
}

export interface ProcessorContext {
  /** The clock, injectable so tests and simulations never sleep. Unix ms. */
  now(): number;
  /** The pipeline's state variables for conditions (`$state.operational_state`); normal when absent. */
  vars?: ConditionVars;
}

export interface Processor {
  process(events: PipelineEvent[], ctx: ProcessorContext): ProcessorResult | Promise<ProcessorResult>;
}

/** Builds a processor from its validated `user_config` (the kind's zod schema output). */
export type ProcessorFactory = (config: Record<string, unknown>) => Processor | Promise<Processor>;

/** A result with everything on the default output and nothing dropped. */
export function passAll(events: PipelineEvent[]): ProcessorResult {
  return { outputs: new Map([[DEFAULT_OUTPUT, events]]), dropped: [] };
}

/** Collects a processor's result one event at a time. */
export class ResultBuilder {
  readonly outputs = new Map<string, PipelineEvent[]>();
  readonly dropped: Drop[] = [];

  emit(event: PipelineEvent, output = DEFAULT_OUTPUT): void {
    let list = this.outputs.get(output);
    if (!list) {
      list = [];
      this.outputs.set(output, list);
    }
    list.push(event);
  }

  drop(event: PipelineEvent, reason: string): void {
    this.dropped.push({ event, reason });
  }

  result(): ProcessorResult {
    if (!this.outputs.has(DEFAULT_OUTPUT) && this.outputs.size === 0) this.outputs.set(DEFAULT_OUTPUT, []);
    return { outputs: this.outputs, dropped: this.dropped };
  }
}
