// Reading and writing views with their categories (a row per view and category, in the client's order).
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, type V1AlertChannel, viewCategories, views } from "../../db/schema";
import { notFound } from "../../http/errors";
import { ensureBelowAccountLimit } from "../shared/account-limit";
import { accountRows, deleteOneRow, oneRow } from "../shared/v1-config";

export type ViewRow = typeof views.$inferSelect;
/** What a write sets: every field of the view but its id and account. */
export type ViewValues = Omit<typeof views.$inferInsert, "id" | "accountId">;

const oneView = (accountId: string, id: string) =>
  and(eq(views.accountId, accountId), eq(views.id, id.toLowerCase()));

/** The category names of each view, in the order the view lists them. */
export async function categoryNamesOf(db: Db, accountId: string, viewIds: string[]) {
  const names = new Map<string, string[]>(viewIds.map((id) => [id, []]));
  if (viewIds.length === 0) return names;
  const rows = await db
    .select({ viewId: viewCategories.viewId, name: categories.name })
    .from(viewCategories)
    .innerJoin(categories, eq(categories.id, viewCategories.categoryId))
    .where(
      and(
        eq(categories.accountId, accountId),
        viewIds.length === 1 ? eq(viewCategories.viewId, viewIds[0]) : undefined,
      ),
    )
    .orderBy(asc(viewCategories.viewId), asc(viewCategories.position))
    .all();
  for (const r of rows) names.get(r.viewId)?.push(r.name);
  return names;
}

/** The category names of one view, in the order it lists them. */
export async function categoryNamesOfView(db: Db, accountId: string, viewId: string): Promise<string[]> {
  return (await categoryNamesOf(db, accountId, [viewId])).get(viewId) ?? [];
}

/**
 * The statements that make `categoryIds` the view's categories: old rows out, new rows in, each insert
 * conditional on the view still being the caller's, so a view deleted meanwhile fails nothing.
 */
function replaceCategories(db: Db, accountId: string, viewId: string, categoryIds: string[]) {
  const callersView = sql`EXISTS (SELECT 1 FROM ${views} WHERE ${views.id} = ${viewId} AND ${views.accountId} = ${accountId})`;
  return [
    db.delete(viewCategories).where(and(eq(viewCategories.viewId, viewId), callersView)),
    ...categoryIds.map((categoryId, position) =>
      db
        .insert(viewCategories)
        .select(sql`SELECT ${viewId}, ${categoryId}, ${position} WHERE ${callersView}`)
        .onConflictDoNothing(),
    ),
  ];
}

/** The account's views, oldest first. */
export function listViews(db: Db, accountId: string) {
  return accountRows(db, views, accountId);
}

/** The view, or 404. */
export function getView(db: Db, accountId: string, id: string) {
  return oneRow(db, views, oneView(accountId, id), "View");
}

/** The channels the view has now (a mask sent back keeps their secrets), or 404. */
export async function viewChannels(db: Db, accountId: string, id: string): Promise<V1AlertChannel[]> {
  const row = await db.select({ channels: views.channels }).from(views).where(oneView(accountId, id)).get();
  if (!row) throw notFound("View");
  return row.channels;
}

/** Creates a view with its categories, once the account is below `max` views (409 otherwise). */
export async function insertView(
  db: Db,
  accountId: string,
  values: ViewValues,
  categoryIds: string[],
  max: number,
): Promise<ViewRow> {
  await ensureBelowAccountLimit(db, views, accountId, max, "views");
  const id = crypto.randomUUID();
  const [inserted] = await db.batch([
    db
      .insert(views)
      .values({ id, accountId, ...values })
      .returning(),
    ...replaceCategories(db, accountId, id, categoryIds),
  ]);
  return inserted[0];
}

/** Replaces the view and its categories; undefined when the account has no such view. */
export async function updateView(
  db: Db,
  accountId: string,
  id: string,
  values: ViewValues,
  categoryIds: string[],
): Promise<ViewRow | undefined> {
  const [updated] = await db.batch([
    db
      .update(views)
      .set({ ...values, updatedAt: new Date().toISOString() })
      .where(oneView(accountId, id))
      .returning(),
    ...replaceCategories(db, accountId, id, categoryIds),
  ]);
  return updated[0];
}

/** Deletes the view, or 404. */
export function deleteView(db: Db, accountId: string, id: string) {
  return deleteOneRow(db, views, oneView(accountId, id), "View");
}
