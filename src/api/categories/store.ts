// Categories' queries: the account's categories of a type, by id or by name.
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, categoryTypes } from "../../db/schema";
import { ApiError } from "../../http/errors";

export { categoryTypes };
export type CategoryType = (typeof categoryTypes)[number];
export type CategoryRow = typeof categories.$inferSelect;

/** The lower-cased name uniqueness is decided on. */
export const nameKey = (name: string) => name.trim().toLowerCase();

const oneCategory = (accountId: string, type: CategoryType, id: string) =>
  and(eq(categories.accountId, accountId), eq(categories.type, type), eq(categories.id, id.toLowerCase()));

/** The account's categories of `type`, oldest first. */
export function listCategories(db: Db, accountId: string, type: CategoryType) {
  return db
    .select()
    .from(categories)
    .where(and(eq(categories.accountId, accountId), eq(categories.type, type)))
    .orderBy(asc(categories.createdAt), asc(categories.id))
    .all();
}

/** How many categories of `type` the account has. */
export async function categoryCount(db: Db, accountId: string, type: CategoryType): Promise<number> {
  const existing = await db
    .select({ n: count() })
    .from(categories)
    .where(and(eq(categories.accountId, accountId), eq(categories.type, type)))
    .get();
  return existing?.n ?? 0;
}

/** The new category, or undefined when the name (any case) is taken. */
export async function insertCategory(
  db: Db,
  accountId: string,
  type: CategoryType,
  name: string,
): Promise<CategoryRow | undefined> {
  // The unique index decides, so two concurrent creates of one name cannot both succeed.
  const [row] = await db
    .insert(categories)
    .values({ id: crypto.randomUUID(), accountId, type, name, nameKey: nameKey(name) })
    .onConflictDoNothing()
    .returning();
  return row;
}

export function getCategory(db: Db, accountId: string, type: CategoryType, id: string) {
  return db
    .select()
    .from(categories)
    .where(oneCategory(accountId, type, id))
    .get();
}

/** The renamed category, or undefined when there is none; a name taken throws the unique violation. */
export async function renameCategory(
  db: Db,
  accountId: string,
  type: CategoryType,
  id: string,
  name: string,
): Promise<CategoryRow | undefined> {
  const [updated] = await db
    .update(categories)
    .set({ name, nameKey: nameKey(name), updatedAt: new Date().toISOString() })
    .where(oneCategory(accountId, type, id))
    .returning();
  return updated;
}

/** True when the category was the account's and is gone. */
export async function deleteCategory(db: Db, accountId: string, type: CategoryType, id: string) {
  const [deleted] = await db
    .delete(categories)
    .where(oneCategory(accountId, type, id))
    .returning({ id: categories.id });
  return deleted !== undefined;
}

/**
 * The categories of `type` with these names (any case), in the order given, without repeats; throws a 400
 * naming every unknown one under `key` (`category.1`).
 */
export async function categoriesByName(
  db: Db,
  accountId: string,
  type: CategoryType,
  names: string[],
  key: string,
  /** "skip": a name no category has is left out (a view is then filed as uncategorized, as Mezmo does). */
  unknown: "refuse" | "skip" = "refuse",
): Promise<CategoryRow[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.accountId, accountId), eq(categories.type, type)))
    .all();
  const byKey = new Map(rows.map((r) => [r.nameKey, r]));
  const found: CategoryRow[] = [];
  const problems: { path: (string | number)[]; message: string }[] = [];
  names.forEach((name, i) => {
    const row = byKey.get(nameKey(name));
    if (!row) {
      if (unknown === "refuse")
        problems.push({ path: [key, i], message: `no ${type} category named "${name}"` });
    } else if (!found.includes(row)) found.push(row);
  });
  if (problems.length > 0) {
    throw new ApiError("EVALIDATION", `Validation failed: ${problems[0].message}`, problems);
  }
  return found;
}
