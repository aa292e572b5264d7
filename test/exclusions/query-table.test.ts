// The search query language end to end: a fixed set of ingested lines and, for each query, the exact
// set of lines GET /v2/export?query=... must return. Malformed queries answer 400 with the position.
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, ingest, type Json, type TestAccount } from "../helpers";

// The lines, by label. Tags come per batch (query parameter), so each batch has its own host and tags.
const L = {
  users: "GET /api/users 200 ok",
  orders: "POST /api/orders 500 internal error",
  health: "GET /health check passed",
  payment: "Payment declined for order 991",
  slow: "slow query took 3200ms",
  reset: "connection reset by peer",
  cron: "Job finished: health report sent",
  timeout: "Timeout while calling billing API",
} as const;
type Label = keyof typeof L;

const batches: { query: string; lines: Json[] }[] = [
  {
    query: "hostname=web-1&tags=prod,frontend",
    lines: [
      {
        line: L.users,
        app: "web",
        level: "info",
        meta: { status: 200, region: "eu-west", user: { id: "u42" } },
      },
      {
        line: L.orders,
        app: "web",
        level: "error",
        meta: { status: 500, region: "us-east", user: { id: "u7" } },
      },
    ],
  },
  {
    query: "hostname=web-2&tags=prod",
    lines: [
      { line: L.health, app: "web", level: "debug", meta: { status: 200, region: "eu-central" } },
      {
        line: L.payment,
        app: "billing",
        level: "warn",
        meta: JSON.stringify({ status: 502, region: "eu-west", user: { id: "u42" } }),
      },
    ],
  },
  {
    query: "hostname=db-1&tags=staging,backend",
    lines: [
      { line: L.slow, app: "postgres", level: "warn", meta: { duration: 3200 } },
      { line: L.reset, app: "postgres", level: "error", meta: { status: 503, region: "ap-south" } },
    ],
  },
  {
    query: "hostname=worker-1",
    lines: [
      { line: L.cron, app: "cron", level: "info" },
      { line: L.timeout, app: "worker", level: "ERROR", meta: { status: "504", user: { id: "u42" } } },
    ],
  },
];

const table: [query: string, expected: Label[]][] = [
  // free text and phrases: substrings of the line, case-insensitive; never the level or meta
  ["error", ["orders"]],
  ["health", ["health", "cron"]],
  ["HEALTH", ["health", "cron"]],
  ['"health check"', ["health"]],
  ['"check health"', []],
  ["order", ["orders", "payment"]],
  ["nomatch-xyz", []],
  // known fields, exact and case-insensitive
  ["app:web", ["users", "orders", "health"]],
  ["app:WEB", ["users", "orders", "health"]],
  ["app:we", []],
  ["host:web-2", ["health", "payment"]],
  ["host:web*", ["users", "orders", "health", "payment"]],
  ["level:error", ["orders", "reset", "timeout"]],
  ["level:WARN", ["payment", "slow"]],
  ["tag:prod", ["users", "orders", "health", "payment"]],
  ["tag:backend", ["slow", "reset"]],
  [`line:"${L.payment}"`, ["payment"]],
  // meta fields: plain names and dotted paths
  ["status:500", ["orders"]],
  ["status:504", ["timeout"]],
  ["user.id:u42", ["users", "payment", "timeout"]],
  ["meta.user.id:u42", ["users", "payment", "timeout"]],
  ['region:"eu-west"', ["users", "payment"]],
  // numeric comparisons (a numeric string counts as its number) and prefixes
  ["status:>=500", ["orders", "payment", "reset", "timeout"]],
  ["status:>502", ["reset", "timeout"]],
  ["status:<300", ["users", "health"]],
  ["status:<=200", ["users", "health"]],
  ["duration:>3000", ["slow"]],
  ["region:eu*", ["users", "health", "payment"]],
  ["user.id:u4*", ["users", "payment", "timeout"]],
  // negation, NOT, AND (explicit and juxtaposed), OR, parentheses, precedence
  ["-app:web", ["payment", "slow", "reset", "cron", "timeout"]],
  ["NOT app:web", ["payment", "slow", "reset", "cron", "timeout"]],
  ["app:web level:error", ["orders"]],
  ["app:postgres AND level:warn", ["slow"]],
  ["app:billing OR app:cron", ["payment", "cron"]],
  ["(host:web-1 OR host:db-1) level:error", ["orders", "reset"]],
  ["app:web OR app:postgres level:error", ["users", "orders", "health", "reset"]],
  ["(app:web OR app:postgres) level:error", ["orders", "reset"]],
  ["-(app:web OR app:postgres)", ["payment", "cron", "timeout"]],
  ['tag:prod -"health check"', ["users", "orders", "payment"]],
  ["level:error -tag:staging", ["orders", "timeout"]],
  ["NOT NOT app:cron", ["cron"]],
  ["status:>=500 region:eu*", ["payment"]],
];

const malformed: [query: string, position: number][] = [
  ["(app:web", 8],
  ['app:"x', 4],
  ["app:", 4],
  ["status:>=abc", 7],
  ["AND app:web", 0],
  ["app:web)", 7],
  ["()", 1],
  ["app:web OR", 10],
];

let account: TestAccount;
beforeAll(async () => {
  account = await createAccount("query-table");
  for (const batch of batches) {
    const res = await ingest(account.ingestion_key, { lines: batch.lines }, batch.query);
    if (res.status !== 200 || res.body.stored !== batch.lines.length) {
      throw new Error(`ingestion failed: ${JSON.stringify(res.body)}`);
    }
  }
});

const exportQuery = (query: string) => client(account).get(`/v2/export?query=${encodeURIComponent(query)}`);

describe("search query language through GET /v2/export", () => {
  it("exports every line without a query (the fixture is complete)", async () => {
    const res = await client(account).get("/v2/export");
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l: Json) => l._line).sort()).toEqual(Object.values(L).sort());
  });

  it("has a table of at least 15 queries", () => {
    expect(table.length).toBeGreaterThanOrEqual(15);
  });

  it.each(table)("%s", async (query, expected) => {
    const res = await exportQuery(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const got = res.body.lines.map((l: Json) => l._line).sort();
    expect(got).toEqual(expected.map((label) => L[label]).sort());
  });

  it.each(malformed)("refuses %s with 400 naming position %i", async (query, position) => {
    const res = await exportQuery(query);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: "EVALIDATION", status: 400, request_id: expect.any(String) });
    expect(res.body.error).toContain(`position ${position}`);
    expect(res.body.details[0].message).toContain(`position ${position}`);
  });
});
