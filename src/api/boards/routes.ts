// Boards (v1): dashboards of graphs over the log store, `/v1/config/board[/{boardId}]`. A board has a
// title, a description, graphs (src/api/boards/graphs.ts) and categories of type `boards` (by name).
// PUT replaces the board, as views do: a field left out is cleared. A board whose graphs a screen shows
// cannot lose them (409), so no screen is left pointing at nothing.
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/client";
import { ApiError, notFound, validationError } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { categoryListSchema } from "../categories/schemas";
import {
  categoryIdsByName,
  categoryNamesOfItem,
  insertCategorisedItem,
  listCategorisedItems,
} from "../shared/item-categories";
import {
  computeGraphData,
  graphDataQuery,
  graphDataSchema,
  graphRange,
  intervalFor,
  MAX_SERIES,
} from "./graph-data";
import { checkQueries, type Graph, graphSchema, MAX_GRAPHS } from "./graphs";
import { presentBoard } from "./present";
import { boardExists, deleteBoard, getBoard, updateBoard } from "./store";

const tags = ["Configuration"];
const base = "/v1/config/board";
const MAX_BOARDS = 1000;

const writeSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(256),
    description: z.string().trim().max(4096).nullable().default(null),
    graphs: z.array(graphSchema).max(MAX_GRAPHS).default([]),
    category: categoryListSchema("boards"),
  })
  .openapi("BoardWrite");
type BoardWrite = z.infer<typeof writeSchema>;

const boardSchema = z
  .object({
    boardid: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    graphs: z.array(graphSchema),
    category: z.array(z.string()).openapi({ description: "Category names" }),
  })
  .openapi("Board");

const boardIdParam = z
  .string()
  .min(1)
  .max(64)
  .openapi({ param: { name: "boardId", in: "path" } });
const params = z.object({ boardId: boardIdParam });

/** Validates what the schema cannot (query syntax, categories) and answers the row's values. */
async function resolveWrite(db: Db, accountId: string, body: BoardWrite) {
  checkQueries(body.graphs, "graphs");
  const categoryIds = await categoryIdsByName(db, accountId, "boards", body.category);
  const values = { title: body.title, description: body.description || null, graphs: body.graphs };
  return { values, categoryIds };
}

/** After a refused write or delete: 404 when the board is not the caller's, else 409 (screens use it). */
async function refusal(db: Db, accountId: string, id: string, what: string): Promise<ApiError> {
  if (!(await boardExists(db, accountId, id))) return notFound("Board");
  return new ApiError("ECONFLICT", `A screen shows ${what} of this board: change the screen first`);
}

export const boardsRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: base,
      tags,
      summary: "List boards",
      responses: { 200: jsonResponse(z.array(boardSchema), "The account's boards, oldest first") },
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      return c.json(await listCategorisedItems(db, accountId, "boards", presentBoard), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: base,
      tags,
      summary: "Create a board",
      description:
        `\`title\` is required. Each graph has a \`type\` (line, bar, area, pie, table, counter, histogram), ` +
        "an optional query and filters, an operation (sum, avg, min, max and distinct need a `field`), " +
        `\`group_by\` (a pie needs one) and a timeframe. At most ${MAX_GRAPHS} graphs, ${MAX_BOARDS} boards ` +
        "per account; categories must exist (type boards).",
      request: jsonBody(writeSchema),
      responses: { 200: jsonResponse(boardSchema, "The new board, with its `boardid`") },
      errors: [409],
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const { values, categoryIds } = await resolveWrite(db, accountId, c.req.valid("json"));
      const inserted = await insertCategorisedItem(db, accountId, "boards", values, categoryIds, MAX_BOARDS);
      return c.json(
        presentBoard(inserted, await categoryNamesOfItem(db, accountId, "boards", inserted.id)),
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/{boardId}`,
      tags,
      summary: "Get a board",
      request: { params },
      responses: { 200: jsonResponse(boardSchema, "The board") },
      errors: [404],
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const row = await getBoard(db, accountId, c.req.valid("param").boardId);
      return c.json(presentBoard(row, await categoryNamesOfItem(db, accountId, "boards", row.id)), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "put",
      path: `${base}/{boardId}`,
      tags,
      summary: "Replace a board",
      description:
        "Every field is replaced: one left out is cleared. Dropping a graph that a screen shows answers 409.",
      request: { params, ...jsonBody(writeSchema) },
      responses: { 200: jsonResponse(boardSchema, "The changed board") },
      errors: [404, 409],
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const id = c.req.valid("param").boardId.toLowerCase();
      const { values, categoryIds } = await resolveWrite(db, accountId, c.req.valid("json"));
      const updated = await updateBoard(db, accountId, id, values, categoryIds);
      if (!updated) throw await refusal(db, accountId, id, "a graph this update drops");
      return c.json(
        presentBoard(updated, await categoryNamesOfItem(db, accountId, "boards", updated.id)),
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: `${base}/{boardId}`,
      tags,
      summary: "Delete a board",
      description: "Its category assignments go with it. A board whose graphs a screen shows answers 409.",
      request: { params },
      responses: { 200: jsonResponse(z.object({ deleted: z.literal(true) }), "Deleted") },
      errors: [404, 409],
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const id = c.req.valid("param").boardId.toLowerCase();
      if (!(await deleteBoard(db, accountId, id))) throw await refusal(db, accountId, id, "graphs");
      return c.json({ deleted: true as const }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/{boardId}/graph/{index}/data`,
      tags,
      summary: "Compute a board graph's data",
      description:
        "Reads the stored lines of `[from, to]` that the graph selects (its query, apps, hosts, levels, " +
        "tags, within the caller's access scope) and answers per time bucket the graph's operation, one " +
        `series per \`group_by\` value (the ${MAX_SERIES} largest; the rest merged as \`(other)\`). ` +
        "Buckets are 1 minute to 1 day wide, at most 400 per range.",
      request: {
        params: params.extend({
          index: z
            .string()
            .regex(/^\d{1,4}$/, "must be a graph index (0, 1, ...)")
            .transform(Number)
            .openapi({ param: { name: "index", in: "path" }, type: "integer" }),
        }),
        query: graphDataQuery,
      },
      responses: { 200: jsonResponse(graphDataSchema, "The graph's series") },
      errors: [404],
    }),
    async (c) => {
      const caller = c.get("caller");
      const db = c.get("db");
      const { boardId, index } = c.req.valid("param");
      const row = await getBoard(db, caller.accountId, boardId);
      const graph = (row.graphs as Graph[])[index];
      if (!graph) throw notFound("Graph");
      const { from, to } = graphRange(graph, c.req.valid("query"), Date.now());
      if (from > to) {
        throw validationError("Validation failed: from is after to", [
          { path: ["query", "from"], message: "from must not be after to" },
        ]);
      }
      const interval = intervalFor(from, to);
      if (interval === null) {
        throw validationError("Validation failed: the range is longer than 400 days", [
          { path: ["query", "from"], message: "at most 400 days from to" },
        ]);
      }
      return c.json(await computeGraphData(c.env, caller, graph, { from, to, interval }), 200);
    },
  );
