// Screens (v1): layouts for large-format displays, `/v1/config/screen[/{screenId}]`. A screen has a title,
// widgets (src/api/screens/widgets.ts), a grid layout placing them, and categories of type `screens`.
// A graph widget names a board of the account and one of its graphs; boards refuse to drop a graph a
// screen shows (screensUseBoardGraphs, src/api/screens/store.ts). PUT replaces the screen: a field left out is cleared.
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/client";
import { notFound, validationError } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { checkQueries } from "../boards/graphs";
import { categoryListSchema } from "../categories/schemas";
import {
  categoryIdsByName,
  categoryNamesOfItem,
  insertCategorisedItem,
  listCategorisedItems,
} from "../shared/item-categories";
import { presentScreen } from "./present";
import { boardGraphCounts, deleteScreen, getScreen, updateScreen } from "./store";
import { checkScreen, layoutSchema, MAX_WIDGETS, type Widget, widgetSchema } from "./widgets";

const tags = ["Configuration"];
const base = "/v1/config/screen";
const MAX_SCREENS = 1000;

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

/** Each graph widget's board must be the account's and have the graph it names. */
async function checkBoardReferences(db: Db, accountId: string, widgets: Widget[]) {
  const boardIds = [...new Set(widgets.flatMap((w) => (w.board_id ? [w.board_id] : [])))];
  if (boardIds.length === 0) return;
  const graphCount = await boardGraphCounts(db, accountId, boardIds);
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
      return c.json(await listCategorisedItems(db, accountId, "screens", presentScreen), 200);
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
      return c.json(
        presentScreen(inserted, await categoryNamesOfItem(db, accountId, "screens", inserted.id)),
        200,
      );
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
      const row = await getScreen(db, accountId, c.req.valid("param").screenId);
      return c.json(presentScreen(row, await categoryNamesOfItem(db, accountId, "screens", row.id)), 200);
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
      const updated = await updateScreen(db, accountId, id, values, categoryIds);
      if (!updated) throw notFound("Screen");
      return c.json(
        presentScreen(updated, await categoryNamesOfItem(db, accountId, "screens", updated.id)),
        200,
      );
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
      const id = c.req.valid("param").screenId.toLowerCase();
      if (!(await deleteScreen(c.get("db"), accountId, id))) throw notFound("Screen");
      return c.json({ deleted: true as const }, 200);
    },
  );
