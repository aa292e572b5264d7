// Screens (v1) through HTTP: every operation, PUT replacing the screen, widget and layout validation (a table
// of bad inputs, each 400 with the v1 detail key and nothing changed: overlapping positions, positions
// outside the grid or naming no widget), graph widgets' board references, categories, and tenancy.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, client, createAccount, type Json } from "../helpers";

let api: ReturnType<typeof client>;
let stranger: ReturnType<typeof client>;
let board: string;
let strangersBoard: string;

beforeAll(async () => {
  api = client(await createAccount("screens"));
  stranger = client(await createAccount("screens-stranger"));
  for (const name of ["Wall", "NOC"]) await api.post("/v1/config/categories/screens", { name });
  await api.post("/v1/config/categories/boards", { name: "Only a board category" });
  board = (await api.post("/v1/config/board", { title: "b", graphs: [{ type: "line" }, { type: "bar" }] }))
    .body.boardid;
  strangersBoard = (await stranger.post("/v1/config/board", { title: "theirs", graphs: [{ type: "line" }] }))
    .body.boardid;
});

function v1Error(res: ApiResponse, status: number, code: string): string[] {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ code, status, error: expect.any(String), request_id: expect.any(String) });
  return (res.body.details ?? []).map((d: Json) => d.key);
}

const widgetDefaults = {
  title: null,
  query: null,
  apps: [],
  hosts: [],
  levels: [],
  tags: [],
  operation: "count",
  field: null,
  board_id: null,
  graph: null,
  text: null,
  min: null,
  max: null,
};

const fullScreen = () => ({
  title: "Operations wall",
  widgets: [
    { id: "errors", type: "counter", query: "level:error", apps: ["api"] },
    { id: "latency", type: "gauge", query: "app:api", operation: "avg", field: "duration_ms", max: 2000 },
    { id: "trend", type: "graph", board_id: board, graph: 1 },
    { id: "top", type: "table", query: "status:>=500" },
    { id: "note", type: "text", text: "On call: #ops" },
    { id: "tail", type: "log_stream", query: "-healthcheck", levels: ["error"] },
  ],
  layout: {
    columns: 12,
    positions: [
      { widget: "errors", x: 0, y: 0, w: 3, h: 2 },
      { widget: "latency", x: 3, y: 0, w: 3, h: 2 },
      { widget: "trend", x: 6, y: 0, w: 6, h: 4 },
      { widget: "top", x: 0, y: 2, w: 6, h: 2 },
      { widget: "tail", x: 0, y: 4, w: 12, h: 3 },
    ],
  },
  category: ["wall", "NOC"],
});

async function itemCategoryRows(screenId: string) {
  const { results } = await env.DB.prepare(
    "SELECT category_id FROM item_categories WHERE item_type = 'screens' AND item_id = ?",
  )
    .bind(screenId)
    .all();
  return results;
}

describe("operations", () => {
  it("creates a screen with every widget type answering its screenid, reads, lists and deletes it", async () => {
    const body = fullScreen();
    const created = await api.post("/v1/config/screen", body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toEqual({
      screenid: expect.any(String),
      title: "Operations wall",
      widgets: body.widgets.map((w) => ({ ...widgetDefaults, ...w })),
      layout: body.layout,
      category: ["Wall", "NOC"],
    });
    const path = `/v1/config/screen/${created.body.screenid}`;
    expect((await api.get(path)).body).toEqual(created.body);
    expect((await api.get("/v1/config/screen")).body).toContainEqual(created.body);
    expect(await itemCategoryRows(created.body.screenid)).toHaveLength(2);
    expect((await api.delete(path)).body).toEqual({ deleted: true });
    expect(await itemCategoryRows(created.body.screenid)).toHaveLength(0);
    v1Error(await api.get(path), 404, "ENOTFOUND");
    v1Error(await api.delete(path), 404, "ENOTFOUND");
    v1Error(await api.put(path, { title: "x" }), 404, "ENOTFOUND");
  });

  it("takes only a title, answering a 12-column empty layout", async () => {
    const res = await api.post("/v1/config/screen", { title: "blank" });
    expect(res.body).toEqual({
      screenid: expect.any(String),
      title: "blank",
      widgets: [],
      layout: { columns: 12, positions: [] },
      category: [],
    });
  });

  it("PUT replaces the screen: a field left out is cleared", async () => {
    const created = await api.post("/v1/config/screen", fullScreen());
    const path = `/v1/config/screen/${created.body.screenid}`;
    const replaced = await api.put(path, {
      title: "after",
      widgets: [{ id: "n", type: "text", text: "hi" }],
      layout: { columns: 24, positions: [{ widget: "n", x: 20, y: 9, w: 4, h: 1 }] },
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toEqual({
      screenid: created.body.screenid,
      title: "after",
      widgets: [{ ...widgetDefaults, id: "n", type: "text", text: "hi" }],
      layout: { columns: 24, positions: [{ widget: "n", x: 20, y: 9, w: 4, h: 1 }] },
      category: [],
    });
    expect((await api.get(path)).body).toEqual(replaced.body);
    expect(await itemCategoryRows(created.body.screenid)).toHaveLength(0);
  });

  it("accepts positions that touch without overlapping, and a widget left off the layout", async () => {
    const res = await api.post("/v1/config/screen", {
      title: "touching",
      widgets: [
        { id: "a", type: "text", text: "a" },
        { id: "b", type: "text", text: "b" },
        { id: "c", type: "text", text: "c" },
      ],
      layout: {
        columns: 4,
        positions: [
          { widget: "a", x: 0, y: 0, w: 2, h: 2 },
          { widget: "b", x: 2, y: 0, w: 2, h: 2 },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe("validation", () => {
  const text = (id: string) => ({ id, type: "text", text: id });
  const withLayout = (columns: number, positions: Json[]) => ({
    title: "x",
    widgets: [text("a"), text("b")],
    layout: { columns, positions },
  });
  const widget = (w: Json) => ({ title: "x", widgets: [w] });
  const cases: [string, () => Json, string][] = [
    ["no title", () => ({}), "title"],
    ["an unknown field", () => ({ title: "x", theme: "dark" }), "theme"],
    ["a widget without an id", () => widget({ type: "text", text: "t" }), "widgets.0.id"],
    ["a widget id with spaces", () => widget({ id: "a b", type: "text", text: "t" }), "widgets.0.id"],
    ["an unknown widget type", () => widget({ id: "a", type: "map" }), "widgets.0.type"],
    ["an unknown widget field", () => widget({ ...text("a"), colour: "red" }), "widgets.0.colour"],
    ["two widgets with one id", () => ({ title: "x", widgets: [text("a"), text("a")] }), "widgets.1.id"],
    ["a counter without a query", () => widget({ id: "a", type: "counter" }), "widgets.0.query"],
    ["a log_stream without a query", () => widget({ id: "a", type: "log_stream" }), "widgets.0.query"],
    ["a malformed query", () => widget({ id: "a", type: "table", query: "(x" }), "widgets.0.query"],
    ["a text widget with a query", () => widget({ ...text("a"), query: "x" }), "widgets.0.query"],
    ["a text widget without text", () => widget({ id: "a", type: "text" }), "widgets.0.text"],
    ["a gauge without max", () => widget({ id: "a", type: "gauge", query: "x" }), "widgets.0.max"],
    [
      "a gauge with max <= min",
      () => widget({ id: "a", type: "gauge", query: "x", min: 5, max: 5 }),
      "widgets.0.max",
    ],
    [
      "a counter summing no field",
      () => widget({ id: "a", type: "counter", query: "x", operation: "sum" }),
      "widgets.0.field",
    ],
    [
      "a graph widget without a board",
      () => widget({ id: "a", type: "graph", graph: 0 }),
      "widgets.0.board_id",
    ],
    [
      "a graph widget without a graph",
      () => widget({ id: "a", type: "graph", board_id: board }),
      "widgets.0.graph",
    ],
    [
      "a board on a counter",
      () => widget({ id: "a", type: "counter", query: "x", board_id: board }),
      "widgets.0.board_id",
    ],
    [
      "an unknown board",
      () => widget({ id: "a", type: "graph", board_id: crypto.randomUUID(), graph: 0 }),
      "widgets.0.board_id",
    ],
    [
      "another account's board",
      () => widget({ id: "a", type: "graph", board_id: strangersBoard, graph: 0 }),
      "widgets.0.board_id",
    ],
    [
      "a graph the board does not have",
      () => widget({ id: "a", type: "graph", board_id: board, graph: 2 }),
      "widgets.0.graph",
    ],
    ["0 columns", () => withLayout(0, []), "layout.columns"],
    ["25 columns", () => withLayout(25, []), "layout.columns"],
    [
      "a position naming no widget",
      () => withLayout(12, [{ widget: "zz", x: 0, y: 0, w: 1, h: 1 }]),
      "layout.positions.0.widget",
    ],
    [
      "a widget placed twice",
      () =>
        withLayout(12, [
          { widget: "a", x: 0, y: 0, w: 1, h: 1 },
          { widget: "a", x: 5, y: 5, w: 1, h: 1 },
        ]),
      "layout.positions.1.widget",
    ],
    [
      "a position beyond the columns",
      () => withLayout(4, [{ widget: "a", x: 2, y: 0, w: 3, h: 1 }]),
      "layout.positions.0.w",
    ],
    ["a negative x", () => withLayout(4, [{ widget: "a", x: -1, y: 0, w: 1, h: 1 }]), "layout.positions.0.x"],
    ["a zero height", () => withLayout(4, [{ widget: "a", x: 0, y: 0, w: 1, h: 0 }]), "layout.positions.0.h"],
    [
      "a fractional width",
      () => withLayout(4, [{ widget: "a", x: 0, y: 0, w: 1.5, h: 1 }]),
      "layout.positions.0.w",
    ],
    [
      "overlapping positions",
      () =>
        withLayout(12, [
          { widget: "a", x: 0, y: 0, w: 4, h: 4 },
          { widget: "b", x: 3, y: 3, w: 2, h: 2 },
        ]),
      "layout.positions.1.x",
    ],
    [
      "one position inside another",
      () =>
        withLayout(12, [
          { widget: "a", x: 0, y: 0, w: 6, h: 6 },
          { widget: "b", x: 2, y: 2, w: 1, h: 1 },
        ]),
      "layout.positions.1.x",
    ],
    [
      "an unknown position field",
      () => withLayout(12, [{ widget: "a", x: 0, y: 0, w: 1, h: 1, z: 2 }]),
      "layout.positions.0.z",
    ],
    ["an unknown category", () => ({ title: "x", category: ["Nope"] }), "category.0"],
    ["a category of another type", () => ({ title: "x", category: ["Only a board category"] }), "category.0"],
  ];

  it.each(cases)("refuses %s (400, nothing created)", async (_, body, key) => {
    const before = (await api.get("/v1/config/screen")).body.length;
    expect(v1Error(await api.post("/v1/config/screen", body()), 400, "EVALIDATION")).toContain(key);
    expect((await api.get("/v1/config/screen")).body).toHaveLength(before);
  });

  it.each(cases)("refuses %s on PUT, leaving the screen as it was", async (_, body, key) => {
    const created = await api.post("/v1/config/screen", fullScreen());
    const path = `/v1/config/screen/${created.body.screenid}`;
    expect(v1Error(await api.put(path, body()), 400, "EVALIDATION")).toContain(key);
    expect((await api.get(path)).body).toEqual(created.body);
  });
});

describe("categories", () => {
  it("shows a renamed category's new name, and drops a deleted category leaving the screen", async () => {
    const category = await api.post("/v1/config/categories/screens", { name: "Lobby" });
    const screen = await api.post("/v1/config/screen", { title: "s", category: ["lobby", "Wall"] });
    const path = `/v1/config/screen/${screen.body.screenid}`;
    expect(screen.body.category).toEqual(["Lobby", "Wall"]);
    await api.put(`/v1/config/categories/screens/${category.body.id}`, { name: "Foyer" });
    expect((await api.get(path)).body.category).toEqual(["Foyer", "Wall"]);
    await api.delete(`/v1/config/categories/screens/${category.body.id}`);
    const after = await api.get(path);
    expect(after.status).toBe(200);
    expect(after.body.category).toEqual(["Wall"]);
  });
});

describe("tenancy", () => {
  it("answers 404 for another account's screen on every operation and lists only the caller's", async () => {
    const mine = await api.post("/v1/config/screen", fullScreen());
    const path = `/v1/config/screen/${mine.body.screenid}`;
    v1Error(await stranger.get(path), 404, "ENOTFOUND");
    v1Error(await stranger.put(path, { title: "taken" }), 404, "ENOTFOUND");
    v1Error(await stranger.delete(path), 404, "ENOTFOUND");
    expect((await stranger.get("/v1/config/screen")).body).toEqual([]);
    expect((await api.get(path)).body).toEqual(mine.body);
    expect(await itemCategoryRows(mine.body.screenid)).toHaveLength(2);
  });

  it("answers 404 for an unknown id", async () => {
    v1Error(await api.get(`/v1/config/screen/${crypto.randomUUID()}`), 404, "ENOTFOUND");
  });
});
