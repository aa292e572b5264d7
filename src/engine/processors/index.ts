// Every processor kind that really runs, by its catalog type: derived from the catalog's list, so the catalog
// offers no kind without its processor. Two kinds have none here: the throttle (live runs use its Durable
// Object, simulations a throw-away instance: each caller adds it) and processor-group (inlined before a run).
import { processorKinds } from "../kinds/processors";
import type { ProcessorFactory } from "./types";

export const processorFactories: Record<string, ProcessorFactory> = Object.fromEntries(
  processorKinds.flatMap((k) => (k.create ? [[k.type, k.create]] : [])),
);
