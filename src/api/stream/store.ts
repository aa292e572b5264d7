// The account's stream configuration (one row per account): the queries.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { streamConfigs } from "../../db/schema";
import { newFeedCursor } from "../../logstore/feed";

type StreamConfigColumns = Omit<typeof streamConfigs.$inferInsert, "accountId" | "feedCursor">;

export async function streamConfigOf(db: Db, accountId: string) {
  return db.select().from(streamConfigs).where(eq(streamConfigs.accountId, accountId)).get();
}

/**
 * Updates the account's configuration (`exists`) or creates it; the row written, or undefined when there
 * was none to update, or one already to create.
 */
export async function saveStreamConfig(
  db: Db,
  accountId: string,
  columns: StreamConfigColumns,
  exists: boolean,
) {
  const [row] = exists
    ? await db.update(streamConfigs).set(columns).where(eq(streamConfigs.accountId, accountId)).returning()
    : await db
        .insert(streamConfigs)
        // Streams what is stored from now on, not the account's history.
        .values({ accountId, ...columns, feedCursor: newFeedCursor() })
        // Two creates at once: the second finds the first's row (its broker check took a while).
        .onConflictDoNothing()
        .returning();
  return row;
}

/** Deletes the account's configuration; false when it had none. */
export async function deleteStreamConfig(db: Db, accountId: string) {
  const [row] = await db
    .delete(streamConfigs)
    .where(eq(streamConfigs.accountId, accountId))
    .returning({ accountId: streamConfigs.accountId });
  return row !== undefined;
}
