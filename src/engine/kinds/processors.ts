// Processor kinds (`transform` on the wire), in catalog order (GET /v3/pipeline/node answers them so). Each is
// declared with its behaviour (src/engine/processors/*.ts, src/engine/throttle.ts): see docs/conventions.md
// "Adding a component kind".

import {
  compactFieldsKind,
  dedupeKind,
  dropFieldsKind,
  filterKind,
  flattenFieldsKind,
  mapFieldsKind,
  routeKind,
  sampleKind,
  setTimestampKind,
  stringifyKind,
  unrollKind,
} from "../processors/basic";
import { decryptFieldsKind, encryptFieldsKind } from "../processors/crypto";
import { dataProfilerKind } from "../processors/data-profiler";
import { aggregateKind, eventToMetricKind } from "../processors/metrics";
import { parseKind, parseSequentiallyKind } from "../processors/parse";
import { processorGroupKind } from "../processors/processor-group";
import { reduceKind } from "../processors/reduce";
import { jsScriptKind } from "../processors/script";
import { tagCardinalityKind } from "../processors/tag-cardinality";
import { traceSamplingKind } from "../processors/trace-sampling";
import { throttleKind } from "../throttle";
import type { ProcessorKind } from "./define";

export const processorKinds: ProcessorKind[] = [
  aggregateKind,
  compactFieldsKind,
  dedupeKind,
  dropFieldsKind,
  encryptFieldsKind,
  decryptFieldsKind,
  eventToMetricKind,
  filterKind,
  flattenFieldsKind,
  jsScriptKind,
  tagCardinalityKind,
  traceSamplingKind,
  mapFieldsKind,
  parseKind,
  parseSequentiallyKind,
  reduceKind,
  routeKind,
  sampleKind,
  setTimestampKind,
  stringifyKind,
  throttleKind,
  unrollKind,
  dataProfilerKind,
  processorGroupKind,
];
