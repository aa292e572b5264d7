// A board graph's data computed from stored lines: counts per minute bucket, the graph's filters (query,
// apps, levels, tags), operations on a meta field, group_by series, the default range, bad ranges, and
// another account's lines and board staying out.
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, ingest, type Json } from "../helpers";

let api: ReturnType<typeof client>;
let stranger: ReturnType<typeof client>;
let boardId: string;
// A whole minute an hour ago: lines land at known offsets into it.
const T0 = Math.floor(Date.now() / 60_000) * 60_000 - 3_600_000;
const range = `from=${T0}&to=${T0 + 5 * 60_000 - 1}`;

const graphs = [
  { type: "line" },
  { type: "bar", query: "checkout", apps: ["api"] },
  { type: "counter", operation: "avg", field: "duration", levels: ["error"] },
  { type: "pie", group_by: "app" },
  { type: "table", operation: "distinct", field: "user", tags: ["eu"] },
  { type: "line", operation: "max", field: "meta.duration", group_by: "host" },
];

beforeAll(async () => {
  const account = await createAccount("graph-data");
  api = client(account);
  const strangerAccount = await createAccount("graph-data-stranger");
  stranger = client(strangerAccount);
  const line = (minute: number, app: string, level: string, text: string, meta: Json) => ({
    line: text,
    app,
    level,
    timestamp: T0 + minute * 60_000 + 5_000,
    meta,
  });
  const eu = await ingest(
    account.ingestion_key,
    {
      lines: [
        line(0, "api", "info", "checkout ok", { duration: 100, user: "ann" }),
        line(0, "api", "error", "checkout failed", { duration: 300, user: "bob" }),
        line(1, "web", "error", "page failed", { duration: 500, user: "ann" }),
        line(3, "api", "info", "health", { duration: "n/a", user: "cid" }),
      ],
    },
    "hostname=web-1&tags=eu",
  );
  expect(eu.status, JSON.stringify(eu.body)).toBe(200);
  const us = await ingest(
    account.ingestion_key,
    { lines: [line(3, "api", "error", "checkout failed", { duration: 700, user: "dan" })] },
    "hostname=web-2&tags=us",
  );
  expect(us.status, JSON.stringify(us.body)).toBe(200);
  // Another account's lines in the same range must never be counted.
  await ingest(strangerAccount.ingestion_key, {
    lines: [line(0, "api", "info", "checkout", { duration: 1 })],
  });
  const board = await api.post("/v1/config/board", { title: "traffic", graphs });
  expect(board.status, JSON.stringify(board.body)).toBe(200);
  boardId = board.body.boardid;
});

const data = (index: number, query = range) =>
  api.get(`/v1/config/board/${boardId}/graph/${index}/data?${query}`);
const values = (series: Json) => series.points.map((p: Json) => p.value);

describe("graph data", () => {
  it("counts the account's lines per minute over the range", async () => {
    const res = await data(0);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      from: T0,
      to: T0 + 5 * 60_000 - 1,
      interval_ms: 60_000,
      truncated: false,
    });
    expect(res.body.series).toEqual([
      {
        group: null,
        total: 5,
        points: [0, 1, 2, 3, 4].map((m) => ({ ts: T0 + m * 60_000, value: [2, 1, 0, 2, 0][m] })),
      },
    ]);
  });

  it("applies the graph's query and apps", async () => {
    expect(values((await data(1)).body.series[0])).toEqual([2, 0, 0, 1, 0]);
  });

  it("averages a numeric meta field of the lines at the graph's levels, null where there is none", async () => {
    const series = (await data(2)).body.series[0];
    expect(values(series)).toEqual([300, 500, null, 700, null]);
    expect(series.total).toBe(500);
  });

  it("splits into one series per group_by value, largest first", async () => {
    const res = await data(3);
    expect(res.body.series.map((s: Json) => [s.group, s.total, values(s)])).toEqual([
      ["api", 4, [2, 0, 0, 2, 0]],
      ["web", 1, [0, 1, 0, 0, 0]],
    ]);
  });

  it("counts distinct values of a field among lines with the graph's tags", async () => {
    const series = (await data(4)).body.series[0];
    expect(values(series)).toEqual([2, 1, 0, 1, 0]);
    expect(series.total).toBe(3);
  });

  it("takes the maximum per host, skipping values that are not numbers", async () => {
    const res = await data(5);
    expect(res.body.series.map((s: Json) => [s.group, values(s)])).toEqual([
      ["web-1", [300, 500, null, null, null]],
      ["web-2", [null, null, null, 700, null]],
    ]);
  });

  it("defaults to the graph's timeframe ending now, in buckets of at most 400", async () => {
    const res = await data(0, "");
    expect(res.status).toBe(200);
    expect(res.body.to - res.body.from).toBe(24 * 3_600_000);
    expect(res.body.interval_ms).toBe(300_000);
    expect(res.body.series[0].total).toBe(5);
  });

  it("refuses from after to, and a range beyond 400 days", async () => {
    expect((await data(0, `from=${T0}&to=${T0 - 1}`)).status).toBe(400);
    const far = await data(0, `from=${T0 - 401 * 86_400_000}&to=${T0}`);
    expect(far.status).toBe(400);
    expect(far.body.details.map((d: Json) => d.key)).toEqual(["query.from"]);
  });

  it("answers 404 for a graph the board does not have, an unknown board, and another account's board", async () => {
    expect((await data(6)).status).toBe(404);
    expect((await api.get(`/v1/config/board/${crypto.randomUUID()}/graph/0/data`)).status).toBe(404);
    expect((await stranger.get(`/v1/config/board/${boardId}/graph/0/data?${range}`)).status).toBe(404);
    expect((await api.get(`/v1/config/board/${boardId}/graph/x/data`)).status).toBe(400);
  });
});
