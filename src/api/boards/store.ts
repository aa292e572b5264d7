// Boards' queries: the account's boards, and writes that screens showing a board's graphs can refuse.
import { and, eq, not } from "drizzle-orm";
import type { Db } from "../../db/client";
import { boards } from "../../db/schema";
import { screensUseBoardGraphs } from "../screens/store";
import { deleteItemCategories, replaceItemCategories } from "../shared/item-categories";
import { oneRow } from "../shared/v1-config";

export type BoardRow = typeof boards.$inferSelect;
/** What a write sets: every field of the board but its id and account (the graphs too: they are checked). */
export type BoardValues = Omit<typeof boards.$inferInsert, "id" | "accountId"> & Pick<BoardRow, "graphs">;

const oneBoard = (accountId: string, id: string) =>
  and(eq(boards.accountId, accountId), eq(boards.id, id.toLowerCase()));

/** The board, or 404. */
export function getBoard(db: Db, accountId: string, id: string) {
  return oneRow(db, boards, oneBoard(accountId, id), "Board");
}

/** True when the account has the board. */
export async function boardExists(db: Db, accountId: string, id: string): Promise<boolean> {
  const exists = await db.select({ id: boards.id }).from(boards).where(oneBoard(accountId, id)).get();
  return exists !== undefined;
}

/**
 * Replaces the board and its categories unless a screen shows a graph the new graphs drop; undefined when
 * refused or when the account has no such board.
 */
export async function updateBoard(
  db: Db,
  accountId: string,
  id: string,
  values: BoardValues,
  categoryIds: string[],
): Promise<BoardRow | undefined> {
  // The screen check is part of the UPDATE, so a screen added meanwhile cannot be left dangling.
  const keepsShownGraphs = not(screensUseBoardGraphs(accountId, id, values.graphs.length));
  const [updated] = await db.batch([
    db
      .update(boards)
      .set({ ...values, updatedAt: new Date().toISOString() })
      .where(and(oneBoard(accountId, id), keepsShownGraphs))
      .returning(),
    ...replaceItemCategories(db, accountId, "boards", id, categoryIds, keepsShownGraphs),
  ]);
  return updated[0];
}

/**
 * Deletes the board with its category assignments unless a screen shows its graphs; false when refused or
 * when the account has no such board.
 */
export async function deleteBoard(db: Db, accountId: string, id: string): Promise<boolean> {
  const unused = not(screensUseBoardGraphs(accountId, id, 0));
  // Categories first (their ownership check reads the board), in one batch: both go or neither does.
  const [, deleted] = await db.batch([
    deleteItemCategories(db, accountId, "boards", id, unused),
    db
      .delete(boards)
      .where(and(oneBoard(accountId, id), unused))
      .returning({ id: boards.id }),
  ]);
  return deleted.length > 0;
}
