// Data profiling at /v1/config/data-profiles: sample and stored-range profiles, the field inventory,
// sensitive data found (and clean values not flagged), masking, stored reports, validation and tenancy.
import { describe, expect, it } from "vitest";
import { client, createAccount, expectV1Error, ingest, type Json, type TestAccount } from "../helpers";

const base = "/v1/config/data-profiles";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const NOW = Date.now();

async function profile(account: TestAccount, body: Json): Promise<Json> {
  const res = await client(account).post(base, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const field = (report: Json, path: string): Json => {
  const f = report.fields.find((x: Json) => x.path === path);
  if (!f) throw new Error(`no field ${path} in ${report.fields.map((x: Json) => x.path).join(", ")}`);
  return f;
};
const kindsOf = (report: Json, path: string) => field(report, path).sensitive.map((s: Json) => s.kind);
const summaryKinds = (report: Json) => report.sensitive_summary.map((s: Json) => s.kind);

// Planted values.
const EMAIL = "jane.doe@example.com";
const CARD = "4111 1111 1111 1111"; // Visa test number, Luhn-valid
const CARD_DASHED = "5500-0000-0000-0004"; // Mastercard test number
const AWS_KEY = "AKIAIOSFODNN7EXAMPLE";
const JWT =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";
const GH = "ghp_1234567890abcdefghijABCDEFGHIJ123456";
const HEX_KEY = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

describe("data profiles: sensitive data", () => {
  it("finds planted emails, IPs, Luhn-valid cards and tokens, and masks them in examples", async () => {
    const account = await createAccount();
    const report = await profile(account, {
      lines: [
        `user ${EMAIL} logged in from 203.0.113.7`,
        `payment card=${CARD} ok`,
        `charge ${CARD_DASHED} declined`,
        `client 2001:db8::8a2e:370:7334 connected`,
        `aws key ${AWS_KEY} used`,
        `Authorization: Bearer ${JWT}`,
        `push with token ${GH}`,
        "-----BEGIN RSA PRIVATE KEY-----",
        "login password=hunter2 user=bob",
        `signing key ${HEX_KEY}`,
        { line: "structured", meta: { contact: EMAIL, api_key: "s3cr3t-value", ip: "10.1.2.3" } },
      ],
    });
    expect(report.lines_profiled).toBe(11);
    expect(summaryKinds(report)).toEqual([
      "email",
      "ipv4",
      "ipv6",
      "credit_card",
      "aws_access_key_id",
      "jwt",
      "github_token",
      "private_key",
      "credential",
      "high_entropy_string",
    ]);
    const summary = Object.fromEntries(report.sensitive_summary.map((s: Json) => [s.kind, s]));
    expect(summary.email).toEqual({ kind: "email", count: 2, fields: ["line", "meta.contact"] });
    expect(summary.credit_card.count).toBe(2);
    expect(summary.credential.fields).toEqual(["line", "line.password", "meta.api_key"]);
    expect(kindsOf(report, "meta.ip")).toEqual(["ipv4"]);
    expect(field(report, "line").sensitive).toContainEqual({ kind: "email", count: 1 });
    // No planted value appears in any example.
    const examples = JSON.stringify(report.fields.map((f: Json) => f.examples));
    for (const secret of [
      EMAIL,
      CARD,
      CARD_DASHED,
      AWS_KEY,
      JWT,
      GH,
      HEX_KEY,
      "hunter2",
      "s3cr3t-value",
      "203.0.113.7",
    ]) {
      expect(examples).not.toContain(secret);
    }
    expect(field(report, "line").examples[0]).toBe("user [email] logged in from [ipv4]");
  });

  it("does not flag clean values", async () => {
    const account = await createAccount();
    const report = await profile(account, {
      lines: [
        "order 4111111111111112 shipped", // 16 digits, not Luhn-valid
        "order 1234567812345678 shipped", // 16 digits, not Luhn-valid, no issuer
        "ts 1700000000000 took 1731234567890 ms", // epoch ms
        "running version 1.2.3.4.5 of the agent",
        "request 550e8400-e29b-41d4-a716-446655440000 done",
        "trace 4bf92f3577b34da6a3ce929d0e0e4736 sampled",
        "The quick brown fox jumps over the lazy dog at 12:30:45",
        "mac 00:1a:2b:3c:4d:5e std::vector Foo::bar",
        "GET /api/v2/Users/12345/Orders/ABCdef/Items 200",
        "password=******** api_key=null",
        "ServiceConfigurationHandlerFactory initialised",
        { line: "plain", meta: { user: "bob", count: 42, ok: true, password: "" } },
      ],
    });
    expect(report.sensitive_summary).toEqual([]);
    for (const f of report.fields) expect(f.sensitive, f.path).toEqual([]);
  });
});

describe("data profiles: field inventory", () => {
  it("lists line, app, host, level, file, meta paths and fields parsed from the line text", async () => {
    const account = await createAccount();
    const report = await profile(account, {
      lines: [
        {
          line: '{"status":200,"path":"/a","user":{"id":7}}',
          app: "web",
          level: "info",
          meta: { region: "eu" },
        },
        {
          line: "status=500 path=/b slow",
          app: "web",
          hostname: "h1",
          file: "/var/log/x",
          meta: { region: "us" },
        },
        { line: "no fields here", app: "api", meta: { region: "eu", tags: ["a", "b"], n: null } },
        "just a string line",
      ],
    });
    const paths = report.fields.map((f: Json) => f.path);
    expect(paths).toEqual(
      [
        "app",
        "file",
        "host",
        "level",
        "line",
        "line.path",
        "line.status",
        "line.user",
        "line.user.id",
        "meta",
        "meta.n",
        "meta.region",
        "meta.tags",
        "meta.tags[*]",
      ].sort(),
    );
    expect(field(report, "line")).toMatchObject({ count: 4, types: { string: 4 }, cardinality: 4 });
    expect(field(report, "app")).toMatchObject({ count: 3, cardinality: 2, cardinality_estimated: false });
    expect(field(report, "app").examples.sort()).toEqual(["api", "web"]);
    expect(field(report, "line.status")).toMatchObject({
      count: 2,
      types: { number: 1, string: 1 },
      cardinality: 2,
    });
    expect(field(report, "meta.region")).toMatchObject({ count: 3, cardinality: 2 });
    expect(field(report, "meta.n").types).toEqual({ null: 1 });
    expect(field(report, "meta.tags").types).toEqual({ array: 1 });
    expect(field(report, "level").examples).toEqual(["INFO"]);
    expect(report.fields_truncated).toBe(0);
  });

  it("counts cardinality exactly up to the cap, then estimates it and says so", async () => {
    const account = await createAccount();
    const lines = Array.from({ length: 1000 }, (_, i) => ({ line: `l${i}`, meta: { a: i % 10 } }));
    const report = await profile(account, { lines });
    expect(field(report, "line")).toMatchObject({ cardinality: 1000, cardinality_estimated: false });
    expect(field(report, "meta.a")).toMatchObject({ cardinality: 10, cardinality_estimated: false });
    expect(field(report, "line").examples).toHaveLength(5);

    // Over the cap (stored range: up to 10,000 lines), the estimate is within a few percent.
    const rows = Array.from({ length: 3000 }, (_, i) => ({ line: `row ${i}`, timestamp: NOW - 1000 }));
    const sent = await ingest(account.ingestion_key, { lines: rows });
    expect(sent.status).toBe(200);
    const big = await profile(account, { from: 0, to: 0, query: "row", size: 3000 });
    const f = field(big, "line");
    expect(f.cardinality_estimated).toBe(true);
    expect(Math.abs(f.cardinality - 3000) / 3000).toBeLessThan(0.1);
  });
});

describe("data profiles: stored lines", () => {
  it("profiles only the caller's lines in the range and filters, newest first up to size", async () => {
    const owner = await createAccount("owner");
    const other = await createAccount("other");
    const t = NOW - 60_000;
    expect(
      (
        await ingest(owner.ingestion_key, {
          lines: [
            { line: `mine ${EMAIL}`, app: "web", timestamp: t },
            { line: "mine two", app: "web", timestamp: t + 1 },
            { line: "mine api", app: "api", timestamp: t + 2 },
            { line: "too old", app: "web", timestamp: t - 3_600_000 },
          ],
        })
      ).status,
    ).toBe(200);
    expect(
      (await ingest(other.ingestion_key, { lines: [{ line: "other 10.0.0.1", app: "web", timestamp: t }] }))
        .status,
    ).toBe(200);
    const report = await profile(owner, { from: t, to: NOW, apps: ["web"] });
    expect(report.lines_profiled).toBe(2);
    expect(report.scope).toMatchObject({ source: "stored", from: t, to: NOW, apps: ["web"], size: 1000 });
    expect(field(report, "line").examples.sort()).toEqual(["mine [email]", "mine two"]);
    expect(summaryKinds(report)).toEqual(["email"]);
    const newest = await profile(owner, { from: t, to: NOW, size: 1 });
    expect(field(newest, "line").examples).toEqual(["mine api"]);
    const queried = await profile(owner, { from: 0, to: 0, query: "two" });
    expect(queried.lines_profiled).toBe(1);
    const none = await profile(other, { from: t, to: NOW, query: "mine" });
    expect(none.lines_profiled).toBe(0);
    expect(none.fields).toEqual([]);
  });
});

describe("data profiles: stored reports", () => {
  it("keeps each report: list (without fields), get, delete; another account's answers 404", async () => {
    const account = await createAccount();
    const other = await createAccount("other");
    const a = await profile(account, { lines: [`mail ${EMAIL}`] });
    const b = await profile(account, { lines: ["plain"] });
    expect(a).toMatchObject({
      id: expect.any(String),
      scope: { source: "sample", lines: 1 },
      created: expect.any(String),
    });
    const api = client(account);
    const got = await api.get(`${base}/${a.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(a);
    const list = await api.get(base);
    expect(list.status).toBe(200);
    expect(list.body.map((r: Json) => r.id)).toEqual([b.id, a.id]);
    expect(list.body[1]).toEqual({
      id: a.id,
      scope: a.scope,
      created: a.created,
      lines_profiled: 1,
      field_count: a.fields.length,
      sensitive_summary: a.sensitive_summary,
    });
    const otherApi = client(other);
    expectV1Error(await otherApi.get(`${base}/${a.id}`), 404, "ENOTFOUND");
    expectV1Error(await otherApi.delete(`${base}/${a.id}`), 404, "ENOTFOUND");
    expect((await otherApi.get(base)).body).toEqual([]);
    expect((await api.delete(`${base}/${a.id}`)).body).toEqual({ deleted: true });
    expectV1Error(await api.get(`${base}/${a.id}`), 404, "ENOTFOUND");
    expectV1Error(await api.delete(`${base}/${UNKNOWN_ID}`), 404, "ENOTFOUND");
    expect((await api.get(base)).body.map((r: Json) => r.id)).toEqual([b.id]);
  });
});

describe("data profiles: validation", () => {
  const invalid: [string, Json][] = [
    ["an empty body", {}],
    ["no lines", { lines: [] }],
    ["more than 1000 lines", { lines: Array.from({ length: 1001 }, () => "x") }],
    ["lines and a range", { lines: ["x"], from: 0, to: 0 }],
    ["a range without to", { from: 0 }],
    ["a line without text", { lines: [{ app: "web" }] }],
    ["a line that is a number", { lines: [42] }],
    ["a bad timestamp", { lines: [{ line: "x", timestamp: "yesterday" }] }],
    ["size above 10,000", { from: 0, to: 0, size: 10_001 }],
    ["from after to", { from: NOW, to: NOW - 1000 }],
    ["a malformed query", { from: 0, to: 0, query: "(a" }],
    ["an unknown field", { lines: ["x"], title: "t" }],
  ];
  it.each(invalid)("refuses %s with 400 and stores nothing", async (_name, body) => {
    const account = await createAccount();
    expectV1Error(await client(account).post(base, body), 400, "EVALIDATION");
    expect((await client(account).get(base)).body).toEqual([]);
  });
});
