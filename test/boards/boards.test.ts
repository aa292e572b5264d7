// Boards (v1) through HTTP: every operation, PUT replacing the board, graph validation (a table of bad
// inputs, each 400 with the v1 detail key and nothing changed), categories (assign, rename, delete, and
// the board's rows going with it), boards a screen shows refusing to lose graphs, and tenancy.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, client, createAccount, type Json } from "../helpers";

let api: ReturnType<typeof client>;
let stranger: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await createAccount("boards"));
  stranger = client(await createAccount("boards-stranger"));
  for (const name of ["Ops", "Web"]) await api.post("/v1/config/categories/boards", { name });
  await api.post("/v1/config/categories/views", { name: "Only a view category" });
  await stranger.post("/v1/config/categories/boards", { name: "Theirs" });
});

function v1Error(res: ApiResponse, status: number, code: string): string[] {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ code, status, error: expect.any(String), request_id: expect.any(String) });
  return (res.body.details ?? []).map((d: Json) => d.key);
}

const errorsGraph = {
  title: "5xx",
  type: "line",
  query: "status:>=500",
  apps: ["nginx"],
  group_by: "host",
  timeframe: "6h",
};

async function itemCategoryRows(boardId: string) {
  const { results } = await env.DB.prepare(
    "SELECT category_id FROM item_categories WHERE item_type = 'boards' AND item_id = ?",
  )
    .bind(boardId)
    .all();
  return results;
}

describe("operations", () => {
  it("creates a board answering its boardid and defaults, reads, lists and deletes it", async () => {
    const created = await api.post("/v1/config/board", {
      title: "Checkout",
      description: "errors and latency",
      graphs: [errorsGraph, { type: "counter", operation: "avg", field: "meta.duration_ms" }],
      category: ["ops", "Web"],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toEqual({
      boardid: expect.any(String),
      title: "Checkout",
      description: "errors and latency",
      graphs: [
        { ...errorsGraph, hosts: [], levels: [], tags: [], operation: "count", field: null },
        {
          title: null,
          type: "counter",
          query: null,
          apps: [],
          hosts: [],
          levels: [],
          tags: [],
          operation: "avg",
          field: "meta.duration_ms",
          group_by: null,
          timeframe: "24h",
        },
      ],
      category: ["Ops", "Web"],
    });
    const path = `/v1/config/board/${created.body.boardid}`;
    expect((await api.get(path)).body).toEqual(created.body);
    expect((await api.get(path.toUpperCase().replace("/V1/CONFIG/BOARD", "/v1/config/board"))).status).toBe(
      200,
    );
    expect((await api.get("/v1/config/board")).body).toContainEqual(created.body);
    expect((await api.delete(path)).body).toEqual({ deleted: true });
    v1Error(await api.get(path), 404, "ENOTFOUND");
    v1Error(await api.delete(path), 404, "ENOTFOUND");
    v1Error(await api.put(path, { title: "x" }), 404, "ENOTFOUND");
    expect((await api.get("/v1/config/board")).body.map((b: Json) => b.boardid)).not.toContain(
      created.body.boardid,
    );
  });

  it("takes only a title, answering null and empty lists for the rest", async () => {
    const res = await api.post("/v1/config/board", { title: "empty" });
    expect(res.body).toEqual({
      boardid: expect.any(String),
      title: "empty",
      description: null,
      graphs: [],
      category: [],
    });
  });

  it("PUT replaces the board: a field left out is cleared", async () => {
    const created = await api.post("/v1/config/board", {
      title: "before",
      description: "d",
      graphs: [errorsGraph],
      category: ["Ops"],
    });
    const path = `/v1/config/board/${created.body.boardid}`;
    const replaced = await api.put(path, { title: "after", category: ["web"] });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toEqual({
      boardid: created.body.boardid,
      title: "after",
      description: null,
      graphs: [],
      category: ["Web"],
    });
    expect((await api.get(path)).body).toEqual(replaced.body);
  });

  it("accepts every graph type and operation", async () => {
    const graphs = ["line", "bar", "area", "table", "counter"].flatMap((type) =>
      ["count", "sum", "avg", "min", "max", "distinct"].map((operation) => ({
        type,
        operation,
        field: operation === "count" ? null : "bytes",
      })),
    );
    graphs.push({ type: "pie", operation: "count", field: null, group_by: "app" } as (typeof graphs)[0]);
    graphs.push({ type: "histogram", operation: "count", field: "latency" });
    const res = await api.post("/v1/config/board", { title: "all", graphs });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.graphs).toHaveLength(32);
  });
});

describe("validation", () => {
  const graph = (g: Json) => ({ title: "x", graphs: [{ type: "line", ...g }] });
  const cases: [string, Json, string][] = [
    ["no title", {}, "title"],
    ["a blank title", { title: "  " }, "title"],
    ["an unknown field", { title: "x", owner: "me" }, "owner"],
    ["graphs not a list", { title: "x", graphs: {} }, "graphs"],
    ["a graph without a type", { title: "x", graphs: [{ query: "a" }] }, "graphs.0.type"],
    ["an unknown graph type", graph({ type: "radar" }), "graphs.0.type"],
    ["an unknown graph field", graph({ colour: "red" }), "graphs.0.colour"],
    ["a malformed query", graph({ query: "(status:500" }), "graphs.0.query"],
    ["an unterminated phrase", graph({ query: '"oops' }), "graphs.0.query"],
    ["an unknown operation", graph({ operation: "median", field: "x" }), "graphs.0.operation"],
    ["sum without a field", graph({ operation: "sum" }), "graphs.0.field"],
    ["distinct without a field", graph({ operation: "distinct" }), "graphs.0.field"],
    ["a pie without group_by", graph({ type: "pie" }), "graphs.0.group_by"],
    ["a histogram without a field", graph({ type: "histogram" }), "graphs.0.field"],
    ["a field that is no field name", graph({ operation: "sum", field: "a b" }), "graphs.0.field"],
    ["an unknown timeframe", graph({ timeframe: "2h" }), "graphs.0.timeframe"],
    ["apps not a list", graph({ apps: "nginx" }), "graphs.0.apps"],
    ["a blank host", graph({ hosts: [""] }), "graphs.0.hosts.0"],
    [
      "more than 20 levels",
      graph({ levels: Array.from({ length: 21 }, (_, i) => `l${i}`) }),
      "graphs.0.levels",
    ],
    [
      "more than 50 graphs",
      { title: "x", graphs: Array.from({ length: 51 }, () => ({ type: "bar" })) },
      "graphs",
    ],
    ["an unknown category", { title: "x", category: ["Ops", "Nope"] }, "category.1"],
    ["a category of another type", { title: "x", category: ["Only a view category"] }, "category.0"],
    ["another account's category", { title: "x", category: ["Theirs"] }, "category.0"],
  ];

  it.each(cases)("refuses %s (400, nothing created)", async (_, body, key) => {
    const before = (await api.get("/v1/config/board")).body.length;
    const keys = v1Error(await api.post("/v1/config/board", body), 400, "EVALIDATION");
    expect(keys).toContain(key);
    expect((await api.get("/v1/config/board")).body).toHaveLength(before);
  });

  it.each(cases)("refuses %s on PUT, leaving the board as it was", async (_, body, key) => {
    const created = await api.post("/v1/config/board", {
      title: "kept",
      graphs: [errorsGraph],
      category: ["Ops"],
    });
    const path = `/v1/config/board/${created.body.boardid}`;
    expect(v1Error(await api.put(path, body), 400, "EVALIDATION")).toContain(key);
    expect((await api.get(path)).body).toEqual(created.body);
  });
});

describe("categories", () => {
  it("shows a renamed category's new name, and drops a deleted category leaving the board", async () => {
    const category = await api.post("/v1/config/categories/boards", { name: "Temp" });
    const board = await api.post("/v1/config/board", { title: "b", category: ["Ops", "temp"] });
    const path = `/v1/config/board/${board.body.boardid}`;
    expect(board.body.category).toEqual(["Ops", "Temp"]);
    await api.put(`/v1/config/categories/boards/${category.body.id}`, { name: "Renamed" });
    expect((await api.get(path)).body.category).toEqual(["Ops", "Renamed"]);
    await api.delete(`/v1/config/categories/boards/${category.body.id}`);
    const after = await api.get(path);
    expect(after.status).toBe(200);
    expect(after.body.category).toEqual(["Ops"]);
  });

  it("keeps the client's order and lists a repeated name once", async () => {
    const res = await api.post("/v1/config/board", { title: "order", category: ["Web", "Ops", "WEB"] });
    expect(res.body.category).toEqual(["Web", "Ops"]);
  });

  it("deletes the board's category rows with the board", async () => {
    const board = await api.post("/v1/config/board", { title: "gone", category: ["Ops", "Web"] });
    expect(await itemCategoryRows(board.body.boardid)).toHaveLength(2);
    await api.delete(`/v1/config/board/${board.body.boardid}`);
    expect(await itemCategoryRows(board.body.boardid)).toHaveLength(0);
  });
});

describe("boards shown by screens", () => {
  it("refuses to delete a board or drop a graph a screen shows (409), allowing it once the screen goes", async () => {
    const board = await api.post("/v1/config/board", {
      title: "shown",
      graphs: [errorsGraph, { type: "bar" }],
      category: ["Ops"],
    });
    const path = `/v1/config/board/${board.body.boardid}`;
    const screen = await api.post("/v1/config/screen", {
      title: "wall",
      widgets: [{ id: "g", type: "graph", board_id: board.body.boardid, graph: 1 }],
    });
    expect(screen.status, JSON.stringify(screen.body)).toBe(200);
    v1Error(await api.delete(path), 409, "ECONFLICT");
    v1Error(await api.put(path, { title: "fewer", graphs: [errorsGraph] }), 409, "ECONFLICT");
    expect((await api.get(path)).body).toEqual(board.body);
    expect(await itemCategoryRows(board.body.boardid)).toHaveLength(1);
    // Graph 1 stays: adding one or changing another is fine.
    const grown = await api.put(path, {
      title: "more",
      graphs: [{ type: "area" }, { type: "bar" }, errorsGraph],
    });
    expect(grown.status, JSON.stringify(grown.body)).toBe(200);
    await api.delete(`/v1/config/screen/${screen.body.screenid}`);
    expect((await api.delete(path)).status).toBe(200);
  });
});

describe("tenancy", () => {
  it("answers 404 for another account's board on every operation and lists only the caller's", async () => {
    const mine = await api.post("/v1/config/board", { title: "private", category: ["Ops"] });
    const path = `/v1/config/board/${mine.body.boardid}`;
    v1Error(await stranger.get(path), 404, "ENOTFOUND");
    v1Error(await stranger.put(path, { title: "taken" }), 404, "ENOTFOUND");
    v1Error(await stranger.delete(path), 404, "ENOTFOUND");
    expect((await stranger.get("/v1/config/board")).body).toEqual([]);
    expect((await api.get(path)).body).toEqual(mine.body);
    expect(await itemCategoryRows(mine.body.boardid)).toHaveLength(1);
  });

  it("answers 404 for an unknown id", async () => {
    v1Error(await api.get(`/v1/config/board/${crypto.randomUUID()}`), 404, "ENOTFOUND");
  });
});
