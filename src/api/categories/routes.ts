// Categories (v1): named groups for views, boards and screens, `/v1/config/categories/{type}[/{id}]`.
// A name is unique per account and type regardless of case (409 otherwise); deleting a category takes it
// off every view that names it.
import { z } from "@hono/zod-openapi";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, categoryTypes } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { isUniqueViolation } from "../shared/db-errors";

const tags = ["Configuration"];
const base = "/v1/config/categories/{type}";
export const MAX_CATEGORIES_PER_TYPE = 500;

export type CategoryType = (typeof categoryTypes)[number];
type Row = typeof categories.$inferSelect;

export const categoryNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .openapi({ description: "Unique per account and type, ignoring case" });
const writeSchema = z.strictObject({ name: categoryNameSchema }).openapi("CategoryWrite");
const categorySchema = z
  .object({ id: z.string(), name: z.string(), type: z.enum(categoryTypes) })
  .openapi("Category");

const typeParam = z
  .enum(categoryTypes, { error: "must be views, boards or screens" })
  .openapi({ param: { name: "type", in: "path" } });
const idParam = z
  .string()
  .min(1)
  .max(64)
  .openapi({ param: { name: "id", in: "path" } });

/** The lower-cased name uniqueness is decided on. */
export const nameKey = (name: string) => name.trim().toLowerCase();

const present = (r: Row) => ({ id: r.id, name: r.name, type: r.type });
const oneCategory = (accountId: string, type: CategoryType, id: string) =>
  and(eq(categories.accountId, accountId), eq(categories.type, type), eq(categories.id, id.toLowerCase()));
const duplicate = (type: CategoryType, name: string) =>
  new ApiError("ECONFLICT", `A ${type} category named "${name}" already exists`, [
    { path: ["name"], message: "already used by another category of this type" },
  ]);

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
): Promise<Row[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.accountId, accountId), eq(categories.type, type)))
    .all();
  const byKey = new Map(rows.map((r) => [r.nameKey, r]));
  const found: Row[] = [];
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

export const categoriesRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: base,
      tags,
      summary: "List categories of a type",
      request: { params: z.object({ type: typeParam }) },
      responses: {
        200: jsonResponse(z.array(categorySchema), "The account's categories of this type, oldest first"),
      },
    }),
    async (c) => {
      const rows = await c
        .get("db")
        .select()
        .from(categories)
        .where(
          and(
            eq(categories.accountId, c.get("caller").accountId),
            eq(categories.type, c.req.valid("param").type),
          ),
        )
        .orderBy(asc(categories.createdAt), asc(categories.id))
        .all();
      return c.json(rows.map(present), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: base,
      tags,
      summary: "Create a category",
      description: `At most ${MAX_CATEGORIES_PER_TYPE} per type. A name already used by a category of the type (in any case) answers 409.`,
      request: { params: z.object({ type: typeParam }), ...jsonBody(writeSchema) },
      responses: { 200: jsonResponse(categorySchema, "The new category") },
      errors: [409],
    }),
    async (c) => {
      const { type } = c.req.valid("param");
      const { name } = c.req.valid("json");
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const existing = await db
        .select({ n: count() })
        .from(categories)
        .where(and(eq(categories.accountId, accountId), eq(categories.type, type)))
        .get();
      if ((existing?.n ?? 0) >= MAX_CATEGORIES_PER_TYPE) {
        throw new ApiError(
          "ECONFLICT",
          `An account has at most ${MAX_CATEGORIES_PER_TYPE} ${type} categories`,
        );
      }
      // The unique index decides, so two concurrent creates of one name cannot both succeed.
      const [row] = await db
        .insert(categories)
        .values({ id: crypto.randomUUID(), accountId, type, name, nameKey: nameKey(name) })
        .onConflictDoNothing()
        .returning();
      if (!row) throw duplicate(type, name);
      return c.json(present(row), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/{id}`,
      tags,
      summary: "Get a category",
      request: { params: z.object({ type: typeParam, id: idParam }) },
      responses: { 200: jsonResponse(categorySchema, "The category") },
      errors: [404],
    }),
    async (c) => {
      const { type, id } = c.req.valid("param");
      const row = await c
        .get("db")
        .select()
        .from(categories)
        .where(oneCategory(c.get("caller").accountId, type, id))
        .get();
      if (!row) throw notFound("Category");
      return c.json(present(row), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "put",
      path: `${base}/{id}`,
      tags,
      summary: "Rename a category",
      description: "Views (boards, screens) in the category show the new name at once.",
      request: { params: z.object({ type: typeParam, id: idParam }), ...jsonBody(writeSchema) },
      responses: { 200: jsonResponse(categorySchema, "The renamed category") },
      errors: [404, 409],
    }),
    async (c) => {
      const { type, id } = c.req.valid("param");
      const { name } = c.req.valid("json");
      let updated: Row | undefined;
      try {
        [updated] = await c
          .get("db")
          .update(categories)
          .set({ name, nameKey: nameKey(name), updatedAt: new Date().toISOString() })
          .where(oneCategory(c.get("caller").accountId, type, id))
          .returning();
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicate(type, name);
        throw err;
      }
      if (!updated) throw notFound("Category");
      return c.json(present(updated), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: `${base}/{id}`,
      tags,
      summary: "Delete a category",
      description: "Views (boards, screens) in the category stay, without it.",
      request: { params: z.object({ type: typeParam, id: idParam }) },
      responses: { 200: jsonResponse(z.object({ deleted: z.literal(true) }), "Deleted") },
      errors: [404],
    }),
    async (c) => {
      const { type, id } = c.req.valid("param");
      const [deleted] = await c
        .get("db")
        .delete(categories)
        .where(oneCategory(c.get("caller").accountId, type, id))
        .returning({ id: categories.id });
      if (!deleted) throw notFound("Category");
      return c.json({ deleted: true as const }, 200);
    },
  );
