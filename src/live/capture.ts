// Capture samples are filled by live ingestion: runLive calls captureLiveEvents with each batch as it
// enters a source, before any processor runs (processors change events in place).
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { pipelineSampleEvents, pipelineSamples } from "../db/schema";
import type { PipelineEvent } from "../engine/events";

export const MAX_SAMPLE_BYTES = 4 * 1_048_576;
/** One event of a sample: beyond this it could not be stored as one row. */
export const MAX_SAMPLE_EVENT_BYTES = 1_048_576;
/** Bytes of serialized events per INSERT statement (one bound parameter). */
const CHUNK_BYTES = 512 * 1024;

const encoder = new TextEncoder();
export const byteLength = (s: string) => encoder.encode(s).length;

/** Splits serialized events into JSON arrays of at most CHUNK_BYTES (one event per chunk at least). */
export function chunksOf(json: string[]): { base: number; array: string }[] {
  const chunks: { base: number; array: string }[] = [];
  let start = 0;
  let size = 0;
  for (let i = 0; i <= json.length; i++) {
    const n = i < json.length ? json[i].length : 0;
    if (i === json.length || (i > start && size + n > CHUNK_BYTES)) {
      if (i > start) chunks.push({ base: start, array: `[${json.slice(start, i).join(",")}]` });
      start = i;
      size = 0;
    }
    size += n + 1;
  }
  return chunks;
}

/**
 * Appends the batch (up to each capture's limit and the 4 MB sample size) to every capture sample of this
 * pipeline source still inside its window. One indexed read when nothing is capturing. Each capture
 * reserves its seq range in the same transaction as the inserts (capture_offset, event_count), so
 * concurrent batches never overfill a sample or collide. Never fails the live run: errors are logged.
 */
export async function captureLiveEvents(
  db: Db,
  accountId: string,
  pipelineId: string,
  sourceId: string,
  events: PipelineEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const now = Date.now();
  try {
    const active = await db
      .select({
        id: pipelineSamples.id,
        eventCount: pipelineSamples.eventCount,
        sizeBytes: pipelineSamples.sizeBytes,
        limit: pipelineSamples.captureLimit,
      })
      .from(pipelineSamples)
      .where(
        and(
          eq(pipelineSamples.containerId, pipelineId),
          eq(pipelineSamples.sourceId, sourceId),
          eq(pipelineSamples.status, "capturing"),
          eq(pipelineSamples.accountId, accountId),
          gt(pipelineSamples.captureExpiresAt, now),
        ),
      )
      .all();
    if (active.length === 0) return;
    const need = Math.max(...active.map((a) => (a.limit ?? 0) - a.eventCount));
    // Serialized now, before the run changes the events.
    const json = events.slice(0, Math.max(0, need)).map((e) => JSON.stringify(e));
    const sizes = json.map(byteLength);
    const statements = active.flatMap((a) => {
      const taken: string[] = [];
      let bytes = a.sizeBytes;
      // A sample that cannot take the next event (4 MB reached) is complete.
      let full = 0;
      for (let i = 0; i < json.length && taken.length < (a.limit ?? 0) - a.eventCount; i++) {
        if (sizes[i] > MAX_SAMPLE_EVENT_BYTES || bytes + sizes[i] > MAX_SAMPLE_BYTES) {
          full = 1;
          break;
        }
        bytes += sizes[i];
        taken.push(json[i]);
      }
      const id = eq(pipelineSamples.id, a.id);
      const complete = db
        .update(pipelineSamples)
        .set({ status: "ready" })
        .where(and(id, eq(pipelineSamples.status, "capturing")));
      if (taken.length === 0) return full ? [complete] : [];
      return [
        db
          .update(pipelineSamples)
          .set({
            captureOffset: sql`${pipelineSamples.eventCount}`,
            eventCount: sql`MIN(${pipelineSamples.captureLimit}, ${pipelineSamples.eventCount} + ${taken.length})`,
          })
          .where(
            and(
              id,
              eq(pipelineSamples.status, "capturing"),
              gt(pipelineSamples.captureExpiresAt, now),
              sql`${pipelineSamples.eventCount} < ${pipelineSamples.captureLimit}`,
            ),
          ),
        // Only the reserved range [capture_offset, event_count) is written; when the reservation above
        // matched nothing, that range is an earlier batch's and the conflict clause leaves it alone.
        ...chunksOf(taken).map(({ base, array }) =>
          db
            .insert(pipelineSampleEvents)
            .select(
              sql`SELECT s.id, s.capture_offset + ${base} + j.key, j.value
                FROM pipeline_samples s, json_each(${array}) j
                WHERE s.id = ${a.id} AND s.capture_offset + ${base} + j.key < s.event_count`,
            )
            .onConflictDoNothing(),
        ),
        db
          .update(pipelineSamples)
          .set({
            sizeBytes: sql`(SELECT COALESCE(SUM(length(CAST(event AS BLOB))), 0)
              FROM pipeline_sample_events WHERE sample_id = ${a.id})`,
            updatedAt: new Date().toISOString(),
          })
          .where(id),
        ...(full ? [complete] : []),
        db
          .update(pipelineSamples)
          .set({ status: "ready" })
          .where(
            and(
              id,
              eq(pipelineSamples.status, "capturing"),
              sql`${pipelineSamples.eventCount} >= ${pipelineSamples.captureLimit}`,
            ),
          ),
      ];
    });
    const [first, ...rest] = statements;
    if (first) await db.batch([first, ...rest]);
  } catch (err) {
    console.error("sample capture failed", err);
  }
}
