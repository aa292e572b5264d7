// A destination's events out are counted when its consumer delivered them (src/delivery/consumer.ts), not
// when a live run queued them; dead-lettered events count as dropped. One upsert per delivered group.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { componentUsage } from "../db/schema";

export async function recordDelivered(
  db: Db,
  at: { accountId: string; pipelineId: string; destinationId: string },
  events: number,
  bytes: number,
  dropped: number,
  now: number,
) {
  if (events === 0 && dropped === 0) return;
  await db
    .insert(componentUsage)
    .values({
      accountId: at.accountId,
      pipelineId: at.pipelineId,
      componentId: at.destinationId,
      minute: Math.floor(now / 60_000),
      componentKind: "destination",
      eventsOut: events,
      eventsDropped: dropped,
      bytesOut: bytes,
    })
    .onConflictDoUpdate(addedToUsage);
}

/** A component's minute row takes what is written on top of what it holds. */
export const addedToUsage = {
  target: [
    componentUsage.accountId,
    componentUsage.pipelineId,
    componentUsage.componentId,
    componentUsage.minute,
  ],
  set: {
    eventsIn: sql`${componentUsage.eventsIn} + excluded.events_in`,
    eventsOut: sql`${componentUsage.eventsOut} + excluded.events_out`,
    eventsDropped: sql`${componentUsage.eventsDropped} + excluded.events_dropped`,
    bytesIn: sql`${componentUsage.bytesIn} + excluded.bytes_in`,
    bytesOut: sql`${componentUsage.bytesOut} + excluded.bytes_out`,
  },
};
