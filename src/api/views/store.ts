// Reading and writing views with their categories (a row per view and category, in the client's order).
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, viewCategories, views } from "../../db/schema";
import { maskV1Channels } from "../shared/alert-channel-secrets";

export type ViewRow = typeof views.$inferSelect;

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

export const presentView = (v: ViewRow, category: string[]) => ({
  viewid: v.id,
  name: v.name,
  query: v.query,
  hosts: v.hosts,
  apps: v.apps,
  levels: v.levels,
  tags: v.tags,
  category,
  presetid: v.presetId,
  // What the terraform provider reads (response_types.go `viewResponse.PresetIds`, joined into `presetid`).
  presetids: v.presetId ? [v.presetId] : [],
  channels: maskV1Channels(v.channels),
});

/**
 * The statements that make `categoryIds` the view's categories: old rows out, new rows in, each insert
 * conditional on the view still being the caller's, so a view deleted meanwhile fails nothing.
 */
export function replaceCategories(db: Db, accountId: string, viewId: string, categoryIds: string[]) {
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
