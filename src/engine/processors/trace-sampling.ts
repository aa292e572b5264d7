// trace-sampling (the mezmo provider's mezmo_trace_sampling_processor), head sampling: one trace in
// `rate` passes, whole. The decision is a hash of the trace id, so every span of a trace gets the same one
// in any request, isolate or location, without shared state. Events without a trace id pass (they are not
// spans of a trace). Tail sampling (holding whole traces until their root span) is refused at create.
import { getField } from "../events";
import { valueKey } from "./tag-cardinality";
import { type Processor, ResultBuilder } from "./types";

export interface TraceSamplingConfig {
  sample_type: "head";
  trace_id_field: string;
  rate: number;
}

/** FNV-1a over the id's text: uniform enough to keep 1 in `rate` traces. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export const traceSamplingProcessor = (rawConfig: Record<string, unknown>): Processor => {
  const config = rawConfig as unknown as TraceSamplingConfig;
  return {
    process(events) {
      const out = new ResultBuilder();
      for (const event of events) {
        const id = getField(event, config.trace_id_field);
        if (id === undefined || id === null || id === "") out.emit(event);
        else if (fnv1a(valueKey(id)) % config.rate === 0) out.emit(event);
        else out.drop(event, `trace not sampled (head sampling, 1 in ${config.rate} traces)`);
      }
      return out.result();
    },
  };
};
