// Delivery of what a live run's destinations received: each kind's own `deliver` (declared with its schema in
// its module, src/engine/kinds/define.ts) does the work; the kinds that really deliver are every destination
// of the catalog (the log store, HTTP, Elasticsearch, Loki, Splunk HEC, S3, Datadog, Honeycomb, New Relic, Azure
// Blob Storage, Prometheus remote write, the four GCP services, Kafka over TCP) and blackhole, which counts and
// discards. A failed delivery is reported as failed, with the reason, never as success.

import type { PipelineEvent } from "../engine/events";
import { findDestination } from "../engine/kinds";
import type { RunnableNode } from "../engine/runner";
import type { DeliveryContext } from "./context";
import { DeliveryRefused, eventBytes } from "./http-batching";

export interface DeliveryOutcome {
  destination_id: string;
  type: string;
  events: number;
  bytes: number;
  ok: boolean;
  attempts: number;
  error?: string;
  /** See DeliveryResult (http-batching.ts): whether another attempt may succeed, when, what went already. */
  retryable?: boolean;
  retryAfterMs?: number;
  delivered?: number;
  status?: number;
}

/** Re-exported: the live run sizes what it received and delivered with it. */
export { eventBytes };

export async function deliver(
  node: RunnableNode,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryOutcome> {
  const base = {
    destination_id: node.id,
    type: node.type,
    events: events.length,
    bytes: events.reduce((n, e) => n + eventBytes(e), 0),
  };
  const kind = findDestination(node.type);
  if (!kind) return { ...base, ok: false, attempts: 0, error: `${node.type} is not a destination kind` };
  try {
    return { ...base, ...(await kind.deliver(node, events, ctx)) };
  } catch (err) {
    // Thrown rather than answered: a network or runtime failure, which another attempt may not meet, unless
    // the deliverer says it is a refusal.
    const refused = err instanceof DeliveryRefused;
    return {
      ...base,
      ok: false,
      attempts: 1,
      retryable: !refused,
      ...(refused && err.status !== undefined ? { status: err.status } : {}),
      error: err instanceof Error ? err.message : String(err),
    };
  }
}
