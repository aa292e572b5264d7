// Categories (v1): named groups for views, boards and screens, `/v1/config/categories/{type}[/{id}]`.
// A name is unique per account and type regardless of case (409 otherwise); deleting a category takes it
// off every view that names it.
import { z } from "@hono/zod-openapi";
import { ApiError, notFound } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { isUniqueViolation } from "../shared/db-errors";
import { presentCategory } from "./present";
import { categoryNameSchema } from "./schemas";
import {
  type CategoryRow,
  type CategoryType,
  categoryCount,
  categoryTypes,
  deleteCategory,
  getCategory,
  insertCategory,
  listCategories,
  renameCategory,
} from "./store";

const tags = ["Configuration"];
const base = "/v1/config/categories/{type}";
const MAX_CATEGORIES_PER_TYPE = 500;

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

const duplicate = (type: CategoryType, name: string) =>
  new ApiError("ECONFLICT", `A ${type} category named "${name}" already exists`, [
    { path: ["name"], message: "already used by another category of this type" },
  ]);

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
      const rows = await listCategories(c.get("db"), c.get("caller").accountId, c.req.valid("param").type);
      return c.json(rows.map(presentCategory), 200);
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
      if ((await categoryCount(db, accountId, type)) >= MAX_CATEGORIES_PER_TYPE) {
        throw new ApiError(
          "ECONFLICT",
          `An account has at most ${MAX_CATEGORIES_PER_TYPE} ${type} categories`,
        );
      }
      const row = await insertCategory(db, accountId, type, name);
      if (!row) throw duplicate(type, name);
      return c.json(presentCategory(row), 200);
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
      const row = await getCategory(c.get("db"), c.get("caller").accountId, type, id);
      if (!row) throw notFound("Category");
      return c.json(presentCategory(row), 200);
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
      let updated: CategoryRow | undefined;
      try {
        updated = await renameCategory(c.get("db"), c.get("caller").accountId, type, id, name);
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicate(type, name);
        throw err;
      }
      if (!updated) throw notFound("Category");
      return c.json(presentCategory(updated), 200);
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
      if (!(await deleteCategory(c.get("db"), c.get("caller").accountId, type, id)))
        throw notFound("Category");
      return c.json({ deleted: true as const }, 200);
    },
  );
