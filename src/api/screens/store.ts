// Screens' queries: the account's screens, the boards their graph widgets name, and whether a screen shows a
// board's graph.
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { boards, screens } from "../../db/schema";
import { deleteItemCategories, replaceItemCategories } from "../shared/item-categories";
import { oneRow } from "../shared/v1-config";

export type ScreenRow = typeof screens.$inferSelect;
/** What a write sets: every field of the screen but its id and account. */
export type ScreenValues = Omit<typeof screens.$inferInsert, "id" | "accountId">;

const oneScreen = (accountId: string, id: string) =>
  and(eq(screens.accountId, accountId), eq(screens.id, id.toLowerCase()));

// Screens' graph widgets name a board and one of its graphs by index. Boards ask here before a delete or
// an update that drops graphs, so no screen is left showing a graph that is gone.

/** True (in SQL) when a screen of the account shows graph `fromGraph` or a later one of the board. */
export function screensUseBoardGraphs(accountId: string, boardId: string, fromGraph: number): SQL {
  return sql`EXISTS (SELECT 1 FROM ${screens}, json_each(${screens.widgets}) AS w
    WHERE ${screens.accountId} = ${accountId}
      AND json_extract(w.value, '$.board_id') = ${boardId}
      AND json_extract(w.value, '$.graph') >= ${fromGraph})`;
}

/** The screen, or 404. */
export function getScreen(db: Db, accountId: string, id: string) {
  return oneRow(db, screens, oneScreen(accountId, id), "Screen");
}

/** How many graphs each of these boards of the account has (a board not the account's is absent). */
export async function boardGraphCounts(
  db: Db,
  accountId: string,
  boardIds: string[],
): Promise<Map<string, number>> {
  // One JSON parameter for the ids: D1 binds at most 100 values in a statement.
  const found = await db
    .select({ id: boards.id, graphs: sql<number>`json_array_length(${boards.graphs})` })
    .from(boards)
    .where(
      and(
        eq(boards.accountId, accountId),
        sql`${boards.id} IN (SELECT value FROM json_each(${JSON.stringify(boardIds)}))`,
      ),
    )
    .all();
  return new Map(found.map((b) => [b.id, b.graphs]));
}

/** Replaces the screen and its categories; undefined when the account has no such screen. */
export async function updateScreen(
  db: Db,
  accountId: string,
  id: string,
  values: ScreenValues,
  categoryIds: string[],
): Promise<ScreenRow | undefined> {
  const [updated] = await db.batch([
    db
      .update(screens)
      .set({ ...values, updatedAt: new Date().toISOString() })
      .where(oneScreen(accountId, id))
      .returning(),
    ...replaceItemCategories(db, accountId, "screens", id, categoryIds),
  ]);
  return updated[0];
}

/** Deletes the screen with its category assignments; false when the account has no such screen. */
export async function deleteScreen(db: Db, accountId: string, id: string): Promise<boolean> {
  // Categories first (their ownership check reads the screen), in one batch: both go or neither does.
  const [, deleted] = await db.batch([
    deleteItemCategories(db, accountId, "screens", id),
    db.delete(screens).where(oneScreen(accountId, id)).returning({ id: screens.id }),
  ]);
  return deleted.length > 0;
}
