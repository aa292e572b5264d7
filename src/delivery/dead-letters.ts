// Dead letters: batches a destination refused, or that ran out of retries. Their events are an R2 object
// (DELIVERIES, `dead/...`) and a row in D1 (dead_letters) says where, how many, and the destination's last
// answer (redacted). A replay queues them again under a key of their own; the row and object go once the
// replay is delivered (or after DEAD_LETTER_TTL_MS, by the retention job).
import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { deadLetters, pipelines } from "../db/schema";
import { callObject } from "../durable/call";
import { deliveryLedgerStub, type LastError } from "../durable/delivery-ledger";
import type { PipelineEvent } from "../engine/events";
import type { Bindings } from "../env";
import { ApiError } from "../http/errors";
import { type DeliveryMessage, RETRY_WINDOW_MS } from "./queue";

export const DEAD_LETTER_TTL_MS = 14 * 86_400_000;

export async function deadLetter(
  env: Bindings,
  db: Db,
  m: DeliveryMessage,
  events: PipelineEvent[],
  error: LastError,
  now = Date.now(),
) {
  const id = crypto.randomUUID();
  const objectKey = `dead/${m.accountId}/${m.pipelineId}/${m.destinationId}/${id}`;
  await env.DELIVERIES.put(objectKey, JSON.stringify(events), {
    httpMetadata: { contentType: "application/json" },
  });
  await db.insert(deadLetters).values({
    id,
    accountId: m.accountId,
    pipelineId: m.pipelineId,
    destinationId: m.destinationId,
    events: events.length,
    bytes: m.bytes,
    firstFailedAt: m.queuedAt,
    createdAt: now,
    lastError: error,
    objectKey,
  });
  // A replayed dead letter that failed again: the new one replaces it.
  if (m.deadLetterId) await removeDeadLetter(env, db, m.accountId, m.deadLetterId);
}

/** Removes a dead letter (its replay was delivered, or it expired). */
export async function removeDeadLetter(env: Bindings, db: Db, accountId: string, id: string) {
  const row = await db
    .delete(deadLetters)
    .where(and(eq(deadLetters.accountId, accountId), eq(deadLetters.id, id)))
    .returning()
    .get();
  if (row) await env.DELIVERIES.delete(row.objectKey).catch(() => {});
  return row ?? null;
}

/**
 * Queues dead letters again (all of the destination's not being replayed, or one): each as a batch of its
 * own, its events read back from R2 by the consumer. Answers how many batches and events were queued.
 */
export async function replayDeadLetters(
  env: Bindings,
  db: Db,
  at: { accountId: string; pipelineId: string; destinationId: string },
  id: string | null,
  now = Date.now(),
): Promise<{ batches: number; events: number }> {
  // Claimed in one statement: two replays at once never take the same dead letter.
  const due = db
    .select({ id: deadLetters.id })
    .from(deadLetters)
    .where(
      and(
        eq(deadLetters.accountId, at.accountId),
        eq(deadLetters.pipelineId, at.pipelineId),
        eq(deadLetters.destinationId, at.destinationId),
        id === null ? undefined : eq(deadLetters.id, id),
        // Not while a replay of it may still be under way.
        or(isNull(deadLetters.replayedAt), lt(deadLetters.replayedAt, now - RETRY_WINDOW_MS)),
      ),
    )
    .limit(REPLAY_MAX);
  const rows = await db
    .update(deadLetters)
    .set({ replayedAt: now })
    .where(and(eq(deadLetters.accountId, at.accountId), inArray(deadLetters.id, due)))
    .returning();
  if (rows.length === 0) return { batches: 0, events: 0 };
  const revision = await currentRevision(db, at);
  const messages: DeliveryMessage[] = rows.map((r) => ({
    v: 1,
    key: `replay:${r.id}:${now}`,
    accountId: r.accountId,
    pipelineId: r.pipelineId,
    revisionId: revision,
    destinationId: r.destinationId,
    queuedAt: now,
    failures: 0,
    events: r.events,
    bytes: r.bytes,
    object: r.objectKey,
    deadLetterId: r.id,
  }));
  let sent = 0;
  try {
    for (; sent < messages.length; sent += 100)
      await env.DELIVERY_QUEUE.sendBatch(
        messages.slice(sent, sent + 100).map((body) => ({ body, contentType: "v8" as const })),
      );
  } catch (err) {
    // Those not queued are free for the next replay; those queued are on their way.
    console.error("dead letters: replay not queued", err);
    await db
      .update(deadLetters)
      .set({ replayedAt: null })
      .where(
        and(
          eq(deadLetters.accountId, at.accountId),
          inArray(
            deadLetters.id,
            rows.slice(sent).map((r) => r.id),
          ),
        ),
      );
    await leaveDeadCount(env, at, rows.slice(0, sent));
    throw new ApiError("EUNAVAILABLE", "The delivery queue did not take the replay: try again", [], 5);
  }
  const events = await leaveDeadCount(env, at, rows);
  return { batches: rows.length, events };
}

/** Replayed dead letters leave the destination's count (one that fails again comes back as a new one). */
async function leaveDeadCount(
  env: Bindings,
  at: { pipelineId: string; destinationId: string },
  rows: { events: number }[],
): Promise<number> {
  const events = rows.reduce((n, r) => n + r.events, 0);
  if (events > 0)
    await callObject(
      () => deliveryLedgerStub(env, at.pipelineId, at.destinationId),
      (stub) => stub.adjustDead(-events),
    );
  return events;
}

/** Dead letters one replay request queues at most (more: call again). */
export const REPLAY_MAX = 500;

async function currentRevision(db: Db, at: { accountId: string; pipelineId: string }): Promise<string> {
  const row = await db
    .select({ revisionId: pipelines.publishedRevisionId })
    .from(pipelines)
    .where(and(eq(pipelines.id, at.pipelineId), eq(pipelines.accountId, at.accountId)))
    .get();
  return row?.revisionId ?? "";
}

/** The retention job's part: dead letters older than 14 days go, rows and objects, a bounded number a run. */
export async function expireDeadLetters(env: Bindings, db: Db, now = Date.now(), limit = 500) {
  const rows = await db
    .select({
      id: deadLetters.id,
      objectKey: deadLetters.objectKey,
      pipelineId: deadLetters.pipelineId,
      destinationId: deadLetters.destinationId,
      events: deadLetters.events,
      replayedAt: deadLetters.replayedAt,
    })
    .from(deadLetters)
    .where(lt(deadLetters.createdAt, now - DEAD_LETTER_TTL_MS))
    .limit(limit)
    .all();
  if (rows.length === 0) return 0;
  await env.DELIVERIES.delete(rows.map((r) => r.objectKey));
  // Their destinations' dead-letter counts (a batch being replayed left the count already).
  const counts = new Map<string, { pipelineId: string; destinationId: string; events: number }>();
  for (const r of rows.filter((r) => r.replayedAt === null)) {
    const id = `${r.pipelineId}:${r.destinationId}`;
    const entry = counts.get(id) ?? { pipelineId: r.pipelineId, destinationId: r.destinationId, events: 0 };
    entry.events += r.events;
    counts.set(id, entry);
  }
  for (const c of counts.values())
    await callObject(
      () => deliveryLedgerStub(env, c.pipelineId, c.destinationId),
      (stub) => stub.adjustDead(-c.events),
    );
  await db.delete(deadLetters).where(
    inArray(
      deadLetters.id,
      rows.map((r) => r.id),
    ),
  );
  return rows.length;
}
