// A screen's widgets and the grid that places them. The schema checks each widget alone; `checkScreen`
// checks what needs the whole screen (unique ids, positions naming widgets, inside the grid, no overlap).
import { z } from "@hono/zod-openapi";
import { aggregation, lineSelection, requireFieldForOperation } from "../boards/graphs";

export const widgetTypes = ["counter", "gauge", "graph", "table", "text", "log_stream"] as const;
// The kinds that show lines of the store and so select them with a query.
const queryTypes = new Set(["counter", "gauge", "table", "log_stream"]);
export const MAX_WIDGETS = 100;
export const MAX_COLUMNS = 24;

export const widgetIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "must be letters, digits, _ or -")
  .openapi({ description: "Unique within the screen; layout positions name it" });

export const widgetSchema = z
  .strictObject({
    id: widgetIdSchema,
    type: z.enum(widgetTypes).openapi({ description: widgetTypes.join(" | ") }),
    title: z.string().trim().min(1).max(256).nullable().default(null),
    ...lineSelection,
    ...aggregation,
    board_id: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .nullable()
      .default(null)
      .transform((id) => id?.toLowerCase() ?? null)
      .openapi({ description: "graph widgets: a board of the account" }),
    graph: z
      .number()
      .int()
      .min(0)
      .max(1000)
      .nullable()
      .default(null)
      .openapi({ description: "graph widgets: the index of the board's graph shown" }),
    text: z.string().max(8192).nullable().default(null).openapi({ description: "text widgets: the text" }),
    min: z
      .number()
      .nullable()
      .default(null)
      .openapi({ description: "gauge widgets: the low end (default 0)" }),
    max: z.number().nullable().default(null).openapi({ description: "gauge widgets: the high end" }),
  })
  .superRefine((w, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (queryTypes.has(w.type)) {
      if (!w.query) issue("query", `a ${w.type} widget needs a query`);
    } else if (w.query) issue("query", `a ${w.type} widget takes no query`);
    if (w.type === "graph") {
      if (!w.board_id) issue("board_id", "a graph widget needs a board_id");
      if (w.graph === null) issue("graph", "a graph widget needs a graph (the index of the board's graph)");
    } else {
      if (w.board_id) issue("board_id", "only a graph widget shows a board");
      if (w.graph !== null) issue("graph", "only a graph widget shows a board's graph");
    }
    if (w.type === "text" && !w.text?.trim()) issue("text", "a text widget needs text");
    if (w.type !== "text" && w.text !== null) issue("text", "only a text widget has text");
    if (w.type === "gauge") {
      if (w.max === null) issue("max", "a gauge needs a max");
      else if (w.max <= (w.min ?? 0)) issue("max", "must be greater than min");
    } else {
      if (w.min !== null) issue("min", "only a gauge has a min");
      if (w.max !== null) issue("max", "only a gauge has a max");
    }
    if (w.type === "counter" || w.type === "gauge") requireFieldForOperation(w, ctx);
  })
  .openapi("ScreenWidget");
export type Widget = z.infer<typeof widgetSchema>;

const cell = (what: string, min: number) =>
  z.number().int().min(min).max(1000).openapi({ description: what });

export const positionSchema = z
  .strictObject({
    widget: widgetIdSchema.openapi({ description: "The id of a widget of the screen" }),
    x: cell("Column of the left edge, from 0", 0),
    y: cell("Row of the top edge, from 0", 0),
    w: cell("Width in columns", 1),
    h: cell("Height in rows", 1),
  })
  .openapi("ScreenPosition");
type Position = z.infer<typeof positionSchema>;

export const layoutSchema = z
  .strictObject({
    columns: z.number().int().min(1).max(MAX_COLUMNS).default(12).openapi({ description: "1 to 24" }),
    positions: z.array(positionSchema).max(MAX_WIDGETS).default([]),
  })
  .openapi("ScreenLayout");
export type Layout = z.infer<typeof layoutSchema>;

const overlaps = (a: Position, b: Position) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** What needs the whole screen: widget ids unique, each position names a widget once, fits, overlaps none. */
export function checkScreen(screen: { widgets: Widget[]; layout: Layout }, ctx: z.RefinementCtx) {
  const ids = new Set<string>();
  screen.widgets.forEach((w, i) => {
    if (ids.has(w.id)) {
      ctx.addIssue({
        code: "custom",
        path: ["widgets", i, "id"],
        message: `widget id "${w.id}" is used twice`,
      });
    }
    ids.add(w.id);
  });
  const { columns, positions } = screen.layout;
  const placed = new Set<string>();
  positions.forEach((p, i) => {
    const at = (field: string, message: string) =>
      ctx.addIssue({ code: "custom", path: ["layout", "positions", i, field], message });
    if (!ids.has(p.widget)) at("widget", `no widget "${p.widget}" on this screen`);
    else if (placed.has(p.widget)) at("widget", `widget "${p.widget}" is placed twice`);
    placed.add(p.widget);
    if (p.x + p.w > columns) at("w", `reaches column ${p.x + p.w}, beyond the grid's ${columns} columns`);
    const other = positions.findIndex((q, j) => j < i && overlaps(p, q));
    if (other >= 0) at("x", `overlaps the position of widget "${positions[other].widget}"`);
  });
}
