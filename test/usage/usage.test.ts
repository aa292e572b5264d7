// Usage v1 (share of lines) and v2 (bytes stored) from known data on two UTC days: exact figures per
// app, host and tag, the day semantics of `from`/`to`, `limit`, ordering, and the errors.
//
// The data (a line's size is the UTF-8 bytes of `line` plus JSON.stringify(meta) when there is meta):
//   yesterday, hostname=web-1, tags=blue
//     "alpha one"   app a                                   9 bytes
//     "alpha two"   app a, meta '{ "k": "v" }' -> {"k":"v"}  9 + 9 = 18 bytes
//   today, hostname=web-2, tags=blue,red
//     "héllo wörld" app a                                   13 bytes (two 2-byte characters)
//     "bravo"       app b, hostname db-1, meta {note: 39 x} 5 + 50 = 55 bytes
//   two days before today, hostname=web-3: "c1" app c, "d1" and "d2" app d, 2 bytes each
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ApiResponse,
  call,
  client,
  createAccount,
  expectV1Error,
  ingest,
  settleLogStore,
  type TestAccount,
} from "../helpers";

const DAY = 86_400_000;
const todayStart = Math.floor(Date.now() / DAY) * DAY;
const yesterdayStart = todayStart - DAY;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const TODAY = dayOf(todayStart);
const YESTERDAY = dayOf(yesterdayStart);

/** Both days, as milliseconds anywhere inside them. */
const BOTH = `from=${yesterdayStart + 5 * 3_600_000}&to=${todayStart + 60_000}`;
const ONLY_YESTERDAY = `from=${yesterdayStart + 12 * 3_600_000}&to=${yesterdayStart + 13 * 3_600_000}`;
const ONLY_TODAY = `from=${todayStart}&to=${todayStart + 1}`;
const TWO_DAYS_AGO = `from=${yesterdayStart - DAY}&to=${yesterdayStart - 1}`;

let account: TestAccount;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  account = await createAccount("usage");
  api = client(account);
  const yesterday = await ingest(
    account.ingestion_key,
    {
      lines: [
        { line: "alpha one", app: "a", timestamp: yesterdayStart + 3_600_000 },
        { line: "alpha two", app: "a", meta: '{ "k": "v" }', timestamp: yesterdayStart + 7_200_000 },
      ],
    },
    "hostname=web-1&tags=blue",
  );
  expect(yesterday.status, JSON.stringify(yesterday.body)).toBe(200);
  expect(yesterday.body.stored).toBe(2);
  const today = await ingest(
    account.ingestion_key,
    {
      lines: [
        { line: "héllo wörld", app: "a", timestamp: todayStart },
        {
          line: "bravo",
          app: "b",
          hostname: "db-1",
          meta: { note: "x".repeat(39) },
          timestamp: todayStart + 1,
        },
      ],
    },
    "hostname=web-2&tags=blue,red",
  );
  expect(today.status, JSON.stringify(today.body)).toBe(200);
  expect(today.body.stored).toBe(2);
  // Outside the two days above, for a share that is not whole: 3 lines of 2 bytes, two days ago.
  const t = yesterdayStart - DAY;
  const older = await ingest(
    account.ingestion_key,
    {
      lines: [
        { line: "c1", app: "c", timestamp: t },
        { line: "d1", app: "d", timestamp: t + 1 },
        { line: "d2", app: "d", timestamp: t + 2 },
      ],
    },
    "hostname=web-3",
  );
  expect(older.status, JSON.stringify(older.body)).toBe(200);
  // The counters reach D1 with the slices' next flush (within a minute): now, for the test.
  await settleLogStore(account.account_id);
});

function ok(res: ApiResponse) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Asserts the v1 error body (`{error, code, status, request_id, details?}`). */

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("usage v1: share of lines", () => {
  it("apps: a has 3 of 4 lines (75%), b 1 (25%), largest first, percentages summing to 100", async () => {
    const body = ok(await api.get(`/v1/usage/apps?${BOTH}`));
    expect(body).toEqual({
      from: YESTERDAY,
      to: TODAY,
      total_lines: 4,
      results: [
        { name: "a", lines: 3, percentage: 75 },
        { name: "b", lines: 1, percentage: 25 },
      ],
    });
    expect(sum(body.results.map((r: any) => r.percentage))).toBe(100);
  });

  it("hosts: a line's own hostname counts, not the request's", async () => {
    const body = ok(await api.get(`/v1/usage/hosts?${BOTH}`));
    expect(body.total_lines).toBe(4);
    expect(body.results).toEqual([
      { name: "web-1", lines: 2, percentage: 50 },
      { name: "db-1", lines: 1, percentage: 25 },
      { name: "web-2", lines: 1, percentage: 25 },
    ]);
    expect(sum(body.results.map((r: any) => r.percentage))).toBe(100);
  });

  it("tags: every tag of a line counts it, so tag shares can add up to more than 100", async () => {
    const body = ok(await api.get(`/v1/usage/tags?${BOTH}`));
    expect(body.total_lines).toBe(4);
    expect(body.results).toEqual([
      { name: "blue", lines: 4, percentage: 100 },
      { name: "red", lines: 2, percentage: 50 },
    ]);
  });

  it("one app, host and tag", async () => {
    expect(ok(await api.get(`/v1/usage/apps/a?${BOTH}`))).toEqual({
      from: YESTERDAY,
      to: TODAY,
      total_lines: 4,
      name: "a",
      lines: 3,
      percentage: 75,
    });
    expect(ok(await api.get(`/v1/usage/hosts/db-1?${BOTH}`))).toMatchObject({
      total_lines: 4,
      name: "db-1",
      lines: 1,
      percentage: 25,
    });
    expect(ok(await api.get(`/v1/usage/tags/red?${BOTH}`))).toMatchObject({
      name: "red",
      lines: 2,
      percentage: 50,
    });
  });

  it("a share that is not whole is not rounded to an integer (1 of 3 lines two days ago)", async () => {
    const body = ok(await api.get(`/v1/usage/apps?${TWO_DAYS_AGO}`));
    expect(body.total_lines).toBe(3);
    expect(body.results.map((r: any) => [r.name, r.lines])).toEqual([
      ["d", 2],
      ["c", 1],
    ]);
    expect(body.results[0].percentage).toBeCloseTo(200 / 3, 2);
    expect(body.results[1].percentage).toBeCloseTo(100 / 3, 2);
    expect(sum(body.results.map((r: any) => r.percentage))).toBeCloseTo(100, 2);
  });

  it("limit keeps the largest entries", async () => {
    const body = ok(await api.get(`/v1/usage/hosts?${BOTH}&limit=1`));
    expect(body.total_lines).toBe(4);
    expect(body.results).toEqual([{ name: "web-1", lines: 2, percentage: 50 }]);
    expect(ok(await api.get(`/v1/usage/hosts?${BOTH}&limit=2`)).results.map((r: any) => r.name)).toEqual([
      "web-1",
      "db-1",
    ]);
  });
});

describe("usage v2: bytes stored", () => {
  it("totals of the account", async () => {
    expect(ok(await api.get(`/v2/usage?${BOTH}`))).toEqual({
      from: YESTERDAY,
      to: TODAY,
      results: { bytes: 95, lines: 4 },
    });
  });

  it("apps, largest in bytes first (b before a although a has more lines)", async () => {
    expect(ok(await api.get(`/v2/usage/apps?${BOTH}`))).toEqual({
      from: YESTERDAY,
      to: TODAY,
      results: [
        { name: "b", bytes: 55, lines: 1 },
        { name: "a", bytes: 40, lines: 3 },
      ],
    });
  });

  it("hosts and tags, largest in bytes first", async () => {
    expect(ok(await api.get(`/v2/usage/hosts?${BOTH}`)).results).toEqual([
      { name: "db-1", bytes: 55, lines: 1 },
      { name: "web-1", bytes: 27, lines: 2 },
      { name: "web-2", bytes: 13, lines: 1 },
    ]);
    expect(ok(await api.get(`/v2/usage/tags?${BOTH}`)).results).toEqual([
      { name: "blue", bytes: 95, lines: 4 },
      { name: "red", bytes: 68, lines: 2 },
    ]);
  });

  it("one app, host and tag", async () => {
    expect(ok(await api.get(`/v2/usage/apps/a?${BOTH}`))).toEqual({
      from: YESTERDAY,
      to: TODAY,
      results: { name: "a", bytes: 40, lines: 3 },
    });
    expect(ok(await api.get(`/v2/usage/hosts/web-1?${BOTH}`)).results).toEqual({
      name: "web-1",
      bytes: 27,
      lines: 2,
    });
    expect(ok(await api.get(`/v2/usage/tags/red?${BOTH}`)).results).toEqual({
      name: "red",
      bytes: 68,
      lines: 2,
    });
  });

  it("limit keeps the largest in bytes", async () => {
    expect(ok(await api.get(`/v2/usage/hosts?${BOTH}&limit=2`)).results.map((r: any) => r.name)).toEqual([
      "db-1",
      "web-1",
    ]);
  });
});

describe("from and to: only the UTC day counts", () => {
  it("a range inside yesterday gives yesterday's lines only", async () => {
    expect(ok(await api.get(`/v2/usage?${ONLY_YESTERDAY}`))).toEqual({
      from: YESTERDAY,
      to: YESTERDAY,
      results: { bytes: 27, lines: 2 },
    });
    expect(ok(await api.get(`/v1/usage/apps?${ONLY_YESTERDAY}`))).toEqual({
      from: YESTERDAY,
      to: YESTERDAY,
      total_lines: 2,
      results: [{ name: "a", lines: 2, percentage: 100 }],
    });
    expect(ok(await api.get(`/v2/usage/hosts?${ONLY_YESTERDAY}`)).results).toEqual([
      { name: "web-1", bytes: 27, lines: 2 },
    ]);
  });

  it("a range inside today gives today's lines only", async () => {
    expect(ok(await api.get(`/v2/usage?${ONLY_TODAY}`)).results).toEqual({ bytes: 68, lines: 2 });
    expect(ok(await api.get(`/v2/usage/tags?${ONLY_TODAY}`)).results).toEqual([
      { name: "blue", bytes: 68, lines: 2 },
      { name: "red", bytes: 68, lines: 2 },
    ]);
  });

  it("the last millisecond of yesterday and the first of today cover both whole days", async () => {
    const body = ok(await api.get(`/v2/usage?from=${todayStart - 1}&to=${todayStart}`));
    expect(body).toEqual({ from: YESTERDAY, to: TODAY, results: { bytes: 95, lines: 4 } });
  });

  it("seconds and milliseconds are the same instant", async () => {
    const fromSeconds = Math.floor((yesterdayStart + 23 * 3_600_000) / 1000);
    const toSeconds = Math.floor((todayStart + 3_600_000) / 1000);
    const seconds = ok(await api.get(`/v2/usage?from=${fromSeconds}&to=${toSeconds}`));
    expect(seconds).toEqual({ from: YESTERDAY, to: TODAY, results: { bytes: 95, lines: 4 } });
    const mixed = ok(await api.get(`/v1/usage/apps?from=${fromSeconds}&to=${todayStart + 3_600_000}`));
    expect(mixed.total_lines).toBe(4);
    const yesterdayOnly = ok(await api.get(`/v2/usage?from=${fromSeconds}&to=${fromSeconds}`));
    expect(yesterdayOnly.results).toEqual({ bytes: 27, lines: 2 });
  });

  it("from later in the same day than to is still that day", async () => {
    const body = ok(
      await api.get(`/v2/usage?from=${yesterdayStart + 20 * 3_600_000}&to=${yesterdayStart + 3_600_000}`),
    );
    expect(body.results).toEqual({ bytes: 27, lines: 2 });
  });

  it("a period without lines answers zeros and empty lists", async () => {
    const q = `from=${todayStart - 10 * DAY}&to=${todayStart - 3 * DAY}`;
    expect(ok(await api.get(`/v2/usage?${q}`)).results).toEqual({ bytes: 0, lines: 0 });
    expect(ok(await api.get(`/v2/usage/apps?${q}`)).results).toEqual([]);
    expect(ok(await api.get(`/v1/usage/apps?${q}`))).toMatchObject({ total_lines: 0, results: [] });
  });

  it("a period of exactly 400 days is accepted", async () => {
    const body = ok(await api.get(`/v2/usage?from=${todayStart - 399 * DAY}&to=${todayStart}`));
    expect(body.results).toEqual({ bytes: 95 + 6, lines: 4 + 3 });
  });
});

describe("errors", () => {
  it.each([
    "/v1/usage/apps/nope",
    "/v1/usage/hosts/nope",
    "/v1/usage/tags/nope",
    "/v2/usage/apps/nope",
    "/v2/usage/hosts/web-3",
    "/v2/usage/tags/green",
  ])("an unknown name answers 404: %s", async (path) => {
    expectV1Error(await api.get(`${path}?${BOTH}`), 404, "ENOTFOUND");
  });

  it("a name with no lines in the period answers 404 (b only has lines today)", async () => {
    expectV1Error(await api.get(`/v1/usage/apps/b?${ONLY_YESTERDAY}`), 404, "ENOTFOUND");
    expectV1Error(await api.get(`/v2/usage/apps/b?${ONLY_YESTERDAY}`), 404, "ENOTFOUND");
    expect(ok(await api.get(`/v2/usage/apps/b?${ONLY_TODAY}`)).results).toEqual({
      name: "b",
      bytes: 55,
      lines: 1,
    });
  });

  it.each(["/v1/usage/apps", "/v2/usage", "/v2/usage/hosts", "/v1/usage/tags/red"])(
    "from on a later day than to answers 400: %s",
    async (path) => {
      expectV1Error(await api.get(`${path}?from=${todayStart}&to=${yesterdayStart}`), 400, "EVALIDATION");
    },
  );

  it.each([
    ["no from", `to=${todayStart}`],
    ["no to", `from=${todayStart}`],
    ["neither", ""],
    ["from not a number", `from=yesterday&to=${todayStart}`],
    ["to negative", `from=${todayStart}&to=-1`],
    ["to an ISO date", `from=${todayStart}&to=${TODAY}`],
  ])("%s answers 400", async (_what, q) => {
    expectV1Error(await api.get(`/v2/usage?${q}`), 400, "EVALIDATION");
    expectV1Error(await api.get(`/v1/usage/apps?${q}`), 400, "EVALIDATION");
    expectV1Error(await api.get(`/v2/usage/hosts/web-1?${q}`), 400, "EVALIDATION");
  });

  it("a period of more than 400 days answers 400", async () => {
    const q = `from=${todayStart - 400 * DAY}&to=${todayStart}`;
    expectV1Error(await api.get(`/v2/usage?${q}`), 400, "EVALIDATION");
    expectV1Error(await api.get(`/v1/usage/apps?${q}`), 400, "EVALIDATION");
  });

  it.each(["/v1/usage/files", "/v2/usage/files", "/v1/usage/files/a", "/v2/usage/levels/a"])(
    "an unknown kind answers 400 or 404 with the v1 error body: %s",
    async (path) => {
      const res = await api.get(`${path}?${BOTH}`);
      expect([400, 404], JSON.stringify(res.body)).toContain(res.status);
      expectV1Error(res, res.status);
    },
  );

  it.each(["0", "1001", "abc", "-1"])("limit=%s answers 400", async (limit) => {
    expectV1Error(await api.get(`/v1/usage/apps?${BOTH}&limit=${limit}`), 400, "EVALIDATION");
    expectV1Error(await api.get(`/v2/usage/apps?${BOTH}&limit=${limit}`), 400, "EVALIDATION");
  });

  it("the ingestion key cannot read usage", async () => {
    expectV1Error(await call("GET", `/v2/usage?${BOTH}`, { key: account.ingestion_key }), 403, "EFORBIDDEN");
  });
});
