// Every processor kind that really runs, by its catalog type. The catalog offers no kind missing here
// (test/engine/processors-registry.unit.test.ts checks), so nothing is accepted and then passed through.
// The throttle is not here: live runs use its Durable Object, simulations a throw-away instance; each
// caller adds it (see live and simulation registries).
import {
  compactFieldsProcessor,
  dedupeProcessor,
  dropFieldsProcessor,
  filterProcessor,
  flattenFieldsProcessor,
  mapFieldsProcessor,
  routeProcessor,
  sampleProcessor,
  setTimestampProcessor,
  stringifyProcessor,
  unrollProcessor,
} from "./basic";
import { decryptFieldsProcessor, encryptFieldsProcessor } from "./crypto";
import { dataProfilerProcessor } from "./data-profiler";
import { aggregateProcessor, eventToMetricProcessor } from "./metrics";
import { parseProcessor, parseSequentiallyProcessor } from "./parse";
import { reduceProcessor } from "./reduce";
import { jsScriptProcessor } from "./script";
import { tagCardinalityProcessor } from "./tag-cardinality";
import { traceSamplingProcessor } from "./trace-sampling";
import type { ProcessorFactory } from "./types";

export const processorFactories: Record<string, ProcessorFactory> = {
  aggregate: aggregateProcessor,
  "compact-fields": compactFieldsProcessor,
  "data-profiler": dataProfilerProcessor,
  dedupe: dedupeProcessor,
  "decrypt-fields": decryptFieldsProcessor,
  "drop-fields": dropFieldsProcessor,
  "encrypt-fields": encryptFieldsProcessor,
  "event-to-metric": eventToMetricProcessor,
  filter: filterProcessor,
  "js-script": jsScriptProcessor,
  "flatten-fields": flattenFieldsProcessor,
  "map-fields": mapFieldsProcessor,
  "metrics-tag-cardinality-limit": tagCardinalityProcessor,
  parse: parseProcessor,
  "parse-sequentially": parseSequentiallyProcessor,
  reduce: reduceProcessor,
  route: routeProcessor,
  sample: sampleProcessor,
  "set-timestamp": setTimestampProcessor,
  "trace-sampling": traceSamplingProcessor,
  stringify: stringifyProcessor,
  unroll: unrollProcessor,
};
