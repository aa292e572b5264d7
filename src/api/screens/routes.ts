// Screens (v1): layouts for large-format displays, `/v1/config/screen[/{screenId}]`. A screen has a title,
// widgets (src/api/screens/widgets.ts), a grid layout placing them, and categories of type `screens`.
// A graph widget names a board of the account and one of its graphs; boards refuse to drop a graph a
// screen shows (src/api/screens/references.ts). PUT replaces the screen: a field left out is cleared.
import { z } from "@hono/zod-openapi";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { boards, screens } from "../../db/schema";
import { notFound, validationError } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { checkQueries } from "../boards/graphs";
import {
  categoryIdsByName,
  categoryListSchema,
  deleteItemCategories,
  insertCategorisedItem,
  itemCategoryNames,
  listCategorisedItems,
  replaceItemCategories,
} from "../shared/item-categories";
import { oneRow } from "../shared/v1-config";
import { checkScreen, type Layout, layoutSchema, MAX_WIDGETS, type Widget, widgetSchema } from "./widgets";

const tags = ["Configuration"];
const base = "/v1/config/screen";
export const MAX_SCREENS = 1000;

type ScreenRow = typeof screens.$inferSelect;

const writeSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(256),
    widgets: z.array(widgetSchema).max(MAX_WIDGETS).default([]),
    layout: layoutSchema.default({ columns: 12, positions: [] }),
    category: categoryListSchema("screens"),
  })
  .superRefine(checkScreen)
  .openapi("ScreenWrite");
type ScreenWrite = z.infer<typeof writeSchema>;

const screenSchema = z
  .object({
    screenid: z.string(),
    title: z.string(),
    widgets: z.array(widgetSchema),
    layout: layoutSchema,
    category: z.array(z.string()).openapi({ description: "Category names" }),
  })
  .openapi("Screen");
const params = z.object({
  screenId: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "screenId", in: "path" } }),
});

const oneScreen = (accountId: string, id: string) =>
  and(eq(screens.accountId, accountId), eq(screens.id, id.toLowerCase()));

const present = (s: ScreenRow, category: string[]) => ({
  screenid: s.id,
  title: s.title,
  widgets: s.widgets as Widget[],
  layout: s.layout as Layout,
  category,
});

/** Each graph widget's board must be the account's and have the graph it names. */
async function checkBoardReferences(db: Db, accountId: string, widgets: Widget[]) {
  const boardIds = [...new Set(widgets.flatMap((w) => (w.board_id ? [w.board_id] : [])))];
  if (boardIds.length === 0) return;
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
  const graphCount = new Map(found.map((b) => [b.id, b.graphs]));
  const problems: { path: (string | number)[]; message: string }[] = [];
  widgets.forEach((w, i) => {
    if (!w.board_id) return;
    const graphs = graphCount.get(w.board_id);
    if (graphs === undefined) {
      problems.push({ path: ["widgets", i, "board_id"], message: "not a board of this account" });
    } else if ((w.graph ?? 0) >= graphs) {
      problems.push({ path: ["widgets", i, "graph"], message: `the board has ${graphs} graphs` });
    }
  });
  if (problems.length > 0) throw validationError(`Validation failed: ${problems[0].message}`, problems);
}

/** Validates what the schema cannot (query syntax, boards, categories) and answers the row's values. */
async function resolveWrite(db: Db, accountId: string, body: ScreenWrite) {
  checkQueries(body.widgets, "widgets");
  await checkBoardReferences(db, accountId, body.widgets);
  const categoryIds = await categoryIdsByName(db, accountId, "screens", body.category);
  return { values: { title: body.title, widgets: body.widgets, layout: body.layout }, categoryIds };
}

async function answer(db: Db, accountId: string, row: ScreenRow) {
  const names = await itemCategoryNames(db, accountId, "screens", [row.id]);
  return present(row, names.get(row.id) ?? []);
}

export const screensRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: base,
      tags,
      summary: "List screens",
      responses: { 200: jsonResponse(z.array(screenSchema), "The account's screens, oldest first") },
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      return c.json(await listCategorisedItems(db, accountId, "screens", present), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: base,
      tags,
      summary: "Create a screen",
      description:
        "`title` is required. Widgets (counter, gauge, graph, table, text, log_stream) have ids unique in " +
        "the screen; counter, gauge, table and log_stream need a query, a graph widget names a board of " +
        "the account and the index of one of its graphs, a text widget its text, a gauge its max. The " +
        "layout is a grid of 1 to 24 `columns`; each position names a widget, stays inside the columns " +
        `and overlaps no other. At most ${MAX_WIDGETS} widgets, ${MAX_SCREENS} screens per account; ` +
        "categories must exist (type screens).",
      request: jsonBody(writeSchema),
      responses: { 200: jsonResponse(screenSchema, "The new screen, with its `screenid`") },
      errors: [409],
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const { values, categoryIds } = await resolveWrite(db, accountId, c.req.valid("json"));
      const inserted = await insertCategorisedItem(
        db,
        accountId,
        "screens",
        values,
        categoryIds,
        MAX_SCREENS,
      );
      return c.json(await answer(db, accountId, inserted), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/{screenId}`,
      tags,
      summary: "Get a screen",
      request: { params },
      responses: { 200: jsonResponse(screenSchema, "The screen") },
      errors: [404],
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const row = await oneRow(db, screens, oneScreen(accountId, c.req.valid("param").screenId), "Screen");
      return c.json(await answer(db, accountId, row), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "put",
      path: `${base}/{screenId}`,
      tags,
      summary: "Replace a screen",
      description: "Every field is replaced: one left out is cleared. The rules of create apply.",
      request: { params, ...jsonBody(writeSchema) },
      responses: { 200: jsonResponse(screenSchema, "The changed screen") },
      errors: [404],
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const id = c.req.valid("param").screenId.toLowerCase();
      const { values, categoryIds } = await resolveWrite(db, accountId, c.req.valid("json"));
      const [updated] = await db.batch([
        db
          .update(screens)
          .set({ ...values, updatedAt: new Date().toISOString() })
          .where(oneScreen(accountId, id))
          .returning(),
        ...replaceItemCategories(db, accountId, "screens", id, categoryIds),
      ]);
      if (updated.length === 0) throw notFound("Screen");
      return c.json(await answer(db, accountId, updated[0]), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: `${base}/{screenId}`,
      tags,
      summary: "Delete a screen",
      description: "Its category assignments go with it; the boards it showed stay.",
      request: { params },
      responses: { 200: jsonResponse(z.object({ deleted: z.literal(true) }), "Deleted") },
      errors: [404],
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const id = c.req.valid("param").screenId.toLowerCase();
      // Categories first (their ownership check reads the screen), in one batch: both go or neither does.
      const [, deleted] = await db.batch([
        deleteItemCategories(db, accountId, "screens", id),
        db.delete(screens).where(oneScreen(accountId, id)).returning({ id: screens.id }),
      ]);
      if (deleted.length === 0) throw notFound("Screen");
      return c.json({ deleted: true as const }, 200);
    },
  );
