// A sample as the API answers it: its status (a capture past its window is timed out) and capture progress,
// and its events when a single read asks for them.
import type { PipelineEvent } from "../../engine/events";
import type { SampleRow } from "./store";

/** A capture whose window has passed without reaching its limit is timed out (kept with what it got). */
export function statusOf(s: SampleRow, now = Date.now()): "ready" | "capturing" | "timed_out" {
  if (s.status === "capturing" && (s.captureExpiresAt ?? 0) <= now) return "timed_out";
  return s.status;
}

export function presentSample(s: SampleRow, events?: PipelineEvent[]) {
  return {
    id: s.id,
    pipeline_sample_id: s.id,
    account_id: s.accountId,
    container_id: s.containerId,
    container_type: s.containerType,
    source_id: s.sourceId,
    title: s.title,
    format: s.format,
    status: statusOf(s),
    event_count: s.eventCount,
    size_bytes: s.sizeBytes,
    capture:
      s.format === "capture"
        ? {
            limit: s.captureLimit as number,
            timeout_ms: s.captureTimeoutMs as number,
            expires_at: new Date(s.captureExpiresAt as number).toISOString(),
            captured: s.eventCount,
          }
        : null,
    ...(events && { events }),
    created_at: s.createdAt,
    updated_at: s.updatedAt,
  };
}
