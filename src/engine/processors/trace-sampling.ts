// trace-sampling (the mezmo provider's mezmo_trace_sampling_processor) keeps or drops whole traces.
// - head: one trace in `rate` passes, decided by a hash of the trace id, so every span of a trace gets the
//   same decision in any request, isolate or location, without shared state.
// - tail: the spans of a trace are held until the trace is in, then the first rule (`conditionals`, in order)
//   that any of its spans matches gives the rate, and the same hash keeps one such trace in that rate; a
//   trace matching no rule is dropped. Held here in the instance and decided when the run flushes (a
//   simulation); live runs hold spans in the node's Durable Object (src/durable/trace-buffer.ts), which
//   decides a trace TAIL_DECISION_WAIT_MS after its first span and runs the kept spans downstream.
// Events without a trace id are not spans of a trace: they pass.
import { z } from "zod";
import { hash53 } from "../../lib/hash53";
import { conditionSchema } from "../conditions";
import { matchesCondition } from "../evaluate-condition";
import { getField, type PipelineEvent } from "../events";
import { fieldPath } from "../fields";
import { outputName } from "../kinds/common";
import { defineProcessor } from "../kinds/define";
import { type Processor, type ProcessorResult, ResultBuilder } from "./types";

const traceSamplingConfig = z
  .strictObject({
    sample_type: z.enum(["head", "tail"]),
    trace_id_field: fieldPath.default(".trace_id"),
    rate: z.number().int().min(2).max(100_000).optional().describe("Head: keep 1 trace in this many"),
    parent_span_id_field: fieldPath
      .optional()
      .describe("Tail: the parent span id; a span without it is the trace's root"),
    conditionals: z
      .array(
        z.strictObject({
          rate: z.number().int().min(1).max(100_000).describe("Keep 1 matching trace in this many"),
          conditional: conditionSchema,
          // The provider sends "" before the server has named the rule.
          _output_name: z.union([outputName, z.literal("")]).optional(),
        }),
      )
      .min(1)
      .max(20)
      .optional()
      .describe(
        "Tail: the first rule a span of the trace matches gives its rate; a trace matching none is dropped",
      ),
  })
  .superRefine((c, ctx) => {
    if (c.sample_type === "head") {
      if (c.rate === undefined)
        ctx.addIssue({
          code: "custom",
          path: ["rate"],
          message: "head sampling needs a rate (2 to 100000)",
        });
      if (c.conditionals !== undefined || c.parent_span_id_field !== undefined)
        ctx.addIssue({
          code: "custom",
          message: "conditionals and parent_span_id_field are for tail sampling",
        });
    } else {
      if (!c.conditionals)
        ctx.addIssue({
          code: "custom",
          path: ["conditionals"],
          message: "tail sampling needs conditionals",
        });
      if (c.rate !== undefined)
        ctx.addIssue({
          code: "custom",
          path: ["rate"],
          message: "tail sampling takes its rates from conditionals",
        });
    }
  })
  // Every tail rule gets an output name (`rule_<n>` unless the client named it).
  .transform(({ conditionals, ...c }) => ({
    ...c,
    ...(conditionals && {
      conditionals: conditionals.map((rule, i) => ({
        ...rule,
        _output_name: rule._output_name || `rule_${i + 1}`,
      })),
    }),
  }));

export type TraceSamplingConfig = z.output<typeof traceSamplingConfig>;
export type TailRule = NonNullable<TraceSamplingConfig["conditionals"]>[number];

/** How long a live tail decision waits for a trace's spans, from its first span. */
export const TAIL_DECISION_WAIT_MS = 30_000;

/** The trace id of a span, as text; null for an event that is not a span. */
export function traceIdOf(config: TraceSamplingConfig, event: PipelineEvent): string | null {
  const id = getField(event, config.trace_id_field);
  if (id === undefined || id === null || id === "") return null;
  return typeof id === "string" ? id : JSON.stringify(id);
}

/** One trace in `rate`, the same one everywhere. */
export const keepsTrace = (traceId: string, rate: number) => rate <= 1 || hash53(traceId) % rate === 0;

/** Tail: the rate of the first rule any span matches, or null (the trace is dropped). */
export function tailRate(rules: TailRule[], spans: PipelineEvent[]): number | null {
  for (const rule of rules) if (spans.some((s) => matchesCondition(rule.conditional, s))) return rule.rate;
  return null;
}

/** Tail: keep the trace? And the reason when not. */
export function tailDecision(
  config: TraceSamplingConfig,
  traceId: string,
  spans: PipelineEvent[],
): { keep: true } | { keep: false; reason: string } {
  const rate = tailRate(config.conditionals ?? [], spans);
  if (rate === null) return { keep: false, reason: "trace matched no tail sampling rule" };
  if (keepsTrace(traceId, rate)) return { keep: true };
  return { keep: false, reason: `trace not sampled (tail sampling, 1 in ${rate} traces)` };
}

function headProcessor(config: TraceSamplingConfig): Processor {
  const rate = config.rate ?? 1;
  return {
    process(events) {
      const out = new ResultBuilder();
      for (const event of events) {
        const id = traceIdOf(config, event);
        if (id === null || keepsTrace(id, rate)) out.emit(event);
        else out.drop(event, `trace not sampled (head sampling, 1 in ${rate} traces)`);
      }
      return out.result();
    },
  };
}

/** Tail sampling held in the instance: spans wait for the flush at the end of the run (simulations). */
function memoryTailProcessor(config: TraceSamplingConfig): Processor & { flush(): ProcessorResult } {
  const held = new Map<string, PipelineEvent[]>();
  return {
    process(events) {
      const out = new ResultBuilder();
      for (const event of events) {
        const id = traceIdOf(config, event);
        if (id === null) out.emit(event);
        else held.set(id, [...(held.get(id) ?? []), event]);
      }
      return out.result();
    },
    flush() {
      const out = new ResultBuilder();
      for (const [id, spans] of held) {
        const decision = tailDecision(config, id, spans);
        for (const span of spans) {
          if (decision.keep) out.emit(span);
          else out.drop(span, decision.reason);
        }
      }
      held.clear();
      return out.result();
    },
  };
}

export const traceSamplingProcessor = (config: TraceSamplingConfig): Processor =>
  config.sample_type === "tail" ? memoryTailProcessor(config) : headProcessor(config);

export const traceSamplingKind = defineProcessor({
  type: "trace-sampling",
  title: "Trace sampling",
  description:
    "Keeps whole traces: head sampling keeps one trace in `rate`; tail sampling decides per trace once its spans are in, with a rate per condition",
  config: traceSamplingConfig,
  create: traceSamplingProcessor,
});
