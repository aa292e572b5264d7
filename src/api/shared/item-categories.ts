// Categories of boards and screens (table `item_categories`, a row per item and category in the client's
// order). The table carries no account: every read joins the caller's categories, and every write is
// conditional on the item being the caller's, so neither can reach another account's rows.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { boards, categories, itemCategories, screens } from "../../db/schema";
import { categoriesByName } from "../categories/store";
import { ensureBelowAccountLimit } from "./account-limit";
import { accountRows } from "./v1-config";

export type CategorisedItemType = "boards" | "screens";

// The item tables by category type: the type names both the categories and the items that use them.
const itemTables = { boards, screens } satisfies Record<CategorisedItemType, SQLiteTable>;

/** True (in SQL) when `itemId` is an item of `type` belonging to `accountId`. */
function callersItem(type: CategorisedItemType, accountId: string, itemId: string): SQL {
  const table = itemTables[type];
  return sql`EXISTS (SELECT 1 FROM ${table} WHERE ${table.id} = ${itemId} AND ${table.accountId} = ${accountId})`;
}

/** The ids of the categories of `type` with these names (any case); a 400 names each unknown one. */
export async function categoryIdsByName(
  db: Db,
  accountId: string,
  type: CategorisedItemType,
  names: string[],
): Promise<string[]> {
  return (await categoriesByName(db, accountId, type, names, "category")).map((c) => c.id);
}

/** The category names of each item, in the order the item lists them (every id present, maybe empty). */
export async function itemCategoryNames(
  db: Db,
  accountId: string,
  type: CategorisedItemType,
  itemIds: string[],
): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>(itemIds.map((id) => [id, []]));
  if (itemIds.length === 0) return names;
  const rows = await db
    .select({ itemId: itemCategories.itemId, name: categories.name })
    .from(itemCategories)
    .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
    .where(
      and(
        eq(categories.accountId, accountId),
        eq(itemCategories.itemType, type),
        // One item (a get or a write) reads by its key; a list reads all of the account's rows of the type.
        itemIds.length === 1 ? eq(itemCategories.itemId, itemIds[0]) : undefined,
      ),
    )
    .orderBy(asc(itemCategories.itemId), asc(itemCategories.position))
    .all();
  for (const r of rows) names.get(r.itemId)?.push(r.name);
  return names;
}

/**
 * The statements that make `categoryIds` the item's categories: old rows out, new rows in. Each is
 * conditional on the item being the caller's (and on `onlyIf`: the condition of the item's own write, so
 * a refused write changes no category), so they belong in the batch that writes the item (after it).
 */
export function replaceItemCategories(
  db: Db,
  accountId: string,
  type: CategorisedItemType,
  itemId: string,
  categoryIds: string[],
  onlyIf?: SQL,
) {
  const owned = onlyIf
    ? and(callersItem(type, accountId, itemId), onlyIf)
    : callersItem(type, accountId, itemId);
  return [
    db
      .delete(itemCategories)
      .where(and(eq(itemCategories.itemType, type), eq(itemCategories.itemId, itemId), owned)),
    ...categoryIds.map((categoryId, position) =>
      db
        .insert(itemCategories)
        .select(sql`SELECT ${categoryId}, ${type}, ${itemId}, ${position} WHERE ${owned}`)
        .onConflictDoNothing(),
    ),
  ];
}

/**
 * The statement that removes an item's category rows; put it in the batch BEFORE the item's delete (the
 * ownership check reads the item), with the delete's own condition as `onlyIf`, so both go or neither does.
 */
export function deleteItemCategories(
  db: Db,
  accountId: string,
  type: CategorisedItemType,
  itemId: string,
  onlyIf?: SQL,
) {
  return db
    .delete(itemCategories)
    .where(
      and(
        eq(itemCategories.itemType, type),
        eq(itemCategories.itemId, itemId),
        callersItem(type, accountId, itemId),
        onlyIf,
      ),
    );
}

/** The category names of one item, in the order it lists them. */
export async function categoryNamesOfItem(
  db: Db,
  accountId: string,
  type: CategorisedItemType,
  itemId: string,
): Promise<string[]> {
  return (await itemCategoryNames(db, accountId, type, [itemId])).get(itemId) ?? [];
}

type ItemRow<T extends CategorisedItemType> = (typeof itemTables)[T]["$inferSelect"];

/** The account's boards or screens, oldest first, each presented with its category names. */
export async function listCategorisedItems<T extends CategorisedItemType, Presented>(
  db: Db,
  accountId: string,
  type: T,
  present: (row: ItemRow<T>, category: string[]) => Presented,
): Promise<Presented[]> {
  const rows = (await accountRows(db, itemTables[type], accountId)) as ItemRow<T>[];
  const names = await itemCategoryNames(
    db,
    accountId,
    type,
    rows.map((r) => r.id),
  );
  return rows.map((r) => present(r, names.get(r.id) ?? []));
}

/**
 * Creates a board or screen with its categories in one batch, once the account is below `max` of them
 * (409 otherwise); the stored row.
 */
export async function insertCategorisedItem<T extends CategorisedItemType>(
  db: Db,
  accountId: string,
  type: T,
  values: Omit<(typeof itemTables)[T]["$inferInsert"], "id" | "accountId">,
  categoryIds: string[],
  max: number,
): Promise<ItemRow<T>> {
  // One code path for both tables: drizzle cannot type an insert into a union of tables, hence the casts.
  const table = itemTables[type] as typeof boards;
  await ensureBelowAccountLimit(db, table, accountId, max, type);
  const id = crypto.randomUUID();
  const [inserted] = await db.batch([
    db
      .insert(table)
      .values({ id, accountId, ...values } as typeof boards.$inferInsert)
      .returning(),
    ...replaceItemCategories(db, accountId, type, id, categoryIds),
  ]);
  return inserted[0] as ItemRow<T>;
}
