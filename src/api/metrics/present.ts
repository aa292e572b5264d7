// Edge usage intake results and usage series as they look on the wire.
import type { UsageSeries } from "../../metrics/usage";
import type { IntakeOutcome } from "./store";

export const presentEdgeIntake = (edgeId: string | undefined, received: number, outcome: IntakeOutcome) => ({
  edge_id: edgeId ?? null,
  received,
  stored: outcome.stored,
  duplicates: outcome.duplicates.length,
  duplicate_records: outcome.duplicates,
});

/** One series over the buckets `[start, end)` of `bucketMs`. */
export const presentUsageSeries = (s: UsageSeries, bucketMs: number, start: number, end: number) => ({
  pipeline_id: s.pipeline_id,
  traffic: s.traffic,
  bucket_seconds: bucketMs / 1000,
  from: start,
  to: end,
  total_bytes: s.total_bytes,
  total_events: s.total_events,
  buckets: s.buckets,
});
