// Delivery queries: the destination a delivery route names, and its dead letters. Every query is scoped by
// account: another account's destination or dead letter is simply not found.
import { and, desc, eq, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { deadLetters } from "../../db/schema";
import { draftOrPublishedNode } from "../nodes/store";

/** The destination, in the draft or in the published revision (deleted from the draft since); else 404. */
export const findSink = (db: Db, accountId: string, pipelineId: string, sinkId: string) =>
  draftOrPublishedNode(db, accountId, pipelineId, "sink", sinkId);

/** The destination's dead letters, newest first, after the (created_at, id) of `before` when given. */
export function listDeadLetters(
  db: Db,
  accountId: string,
  pipelineId: string,
  sinkId: string,
  before: { createdAt: number; id: string } | null,
  limit: number,
) {
  return db
    .select()
    .from(deadLetters)
    .where(
      and(
        eq(deadLetters.accountId, accountId),
        eq(deadLetters.pipelineId, pipelineId),
        eq(deadLetters.destinationId, sinkId),
        before
          ? or(
              lt(deadLetters.createdAt, before.createdAt),
              and(eq(deadLetters.createdAt, before.createdAt), lt(deadLetters.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(deadLetters.createdAt), desc(deadLetters.id))
    .limit(limit)
    .all();
}

/** The id of the destination's dead letter `id`, if the account has it. */
export function findDeadLetterId(db: Db, accountId: string, sinkId: string, id: string) {
  return db
    .select({ id: deadLetters.id })
    .from(deadLetters)
    .where(
      and(
        eq(deadLetters.accountId, accountId),
        eq(deadLetters.id, id),
        eq(deadLetters.destinationId, sinkId),
      ),
    )
    .get();
}
