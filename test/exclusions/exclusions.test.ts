// Exclusion rules: CRUD at /v1/config/ingestion/exclusions, tenancy, validation, and their effect on the
// lines that ingestion stores (and counts in usage).
import { describe, expect, it } from "vitest";
import {
  type ApiResponse,
  client,
  createAccount,
  expectV1Error,
  exportV1,
  ingest,
  type Json,
  settleLogStore,
  type TestAccount,
} from "../helpers";

const base = "/v1/config/ingestion/exclusions";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

async function createRule(account: TestAccount, body: Json): Promise<Json> {
  const res = await client(account).post(base, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function exportedLines(account: TestAccount): Promise<string[]> {
  const res = await exportV1(account.service_key);
  expect(res.status, res.raw).toBe(200);
  return res.lines.map((l) => l._line).sort();
}

function expectIngested(res: ApiResponse, lines: number, excluded: number[]) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toMatchObject({ status: "ok", lines, stored: lines - excluded.length, excluded });
}

describe("exclusion rules: CRUD", () => {
  it("creates a rule with defaults (active, not index-only, a title describing it)", async () => {
    const account = await createAccount();
    const rule = await createRule(account, { apps: ["noisy"] });
    expect(rule).toEqual({
      id: expect.any(String),
      ruleid: rule.id,
      title: expect.any(String),
      active: true,
      indexonly: false,
      apps: ["noisy"],
      hosts: [],
      query: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(rule.title).toContain("noisy");
    expect(Number.isNaN(Date.parse(rule.created_at))).toBe(false);
  });

  it("keeps every given field", async () => {
    const account = await createAccount();
    const rule = await createRule(account, {
      title: "Drop debug from web",
      active: false,
      indexonly: true,
      apps: ["web"],
      hosts: ["web-*"],
      query: "level:debug",
    });
    expect(rule).toMatchObject({
      title: "Drop debug from web",
      active: false,
      indexonly: true,
      apps: ["web"],
      hosts: ["web-*"],
      query: "level:debug",
    });
    const got = await client(account).get(`${base}/${rule.ruleid}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(rule);
  });

  it("lists the account's rules, oldest first", async () => {
    const account = await createAccount();
    const api = client(account);
    expect((await api.get(base)).body).toEqual([]);
    const first = await createRule(account, { apps: ["a"] });
    const second = await createRule(account, { hosts: ["h"] });
    const list = await api.get(base);
    expect(list.status).toBe(200);
    expect(list.body.map((r: Json) => r.ruleid)).toEqual([first.ruleid, second.ruleid]);
    expect(list.body[1]).toEqual(second);
  });

  it("patches only the given fields", async () => {
    const account = await createAccount();
    const api = client(account);
    const rule = await createRule(account, { title: "t", apps: ["a"], hosts: ["h"] });
    const patched = await api.patch(`${base}/${rule.ruleid}`, { active: false });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ ...rule, active: false, updated_at: expect.any(String) });
    const again = await api.patch(`${base}/${rule.ruleid}`, { apps: [], query: "timeout" });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ title: "t", active: false, apps: [], hosts: ["h"], query: "timeout" });
    expect((await api.get(`${base}/${rule.ruleid}`)).body).toEqual(again.body);
  });

  it("refuses a patch that removes the last matcher, and leaves the rule unchanged", async () => {
    const account = await createAccount();
    const api = client(account);
    const rule = await createRule(account, { apps: ["a"] });
    expectV1Error(await api.patch(`${base}/${rule.ruleid}`, { apps: [] }), 400, "EVALIDATION");
    const withQuery = await createRule(account, { query: "x" });
    expectV1Error(await api.patch(`${base}/${withQuery.ruleid}`, { query: null }), 400, "EVALIDATION");
    expectV1Error(await api.patch(`${base}/${withQuery.ruleid}`, { query: "   " }), 400, "EVALIDATION");
    expect((await api.get(`${base}/${rule.ruleid}`)).body).toEqual(rule);
    expect((await api.get(`${base}/${withQuery.ruleid}`)).body).toEqual(withQuery);
  });

  it("deletes a rule: then it is gone from get and list, and a second delete is 404", async () => {
    const account = await createAccount();
    const api = client(account);
    const rule = await createRule(account, { apps: ["a"] });
    const kept = await createRule(account, { apps: ["b"] });
    const deleted = await api.delete(`${base}/${rule.ruleid}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true });
    expectV1Error(await api.get(`${base}/${rule.ruleid}`), 404, "ENOTFOUND");
    expectV1Error(await api.delete(`${base}/${rule.ruleid}`), 404, "ENOTFOUND");
    expect((await api.get(base)).body.map((r: Json) => r.ruleid)).toEqual([kept.ruleid]);
  });

  it("answers 404 for an unknown id on get, patch and delete", async () => {
    const api = client(await createAccount());
    expectV1Error(await api.get(`${base}/${UNKNOWN_ID}`), 404, "ENOTFOUND");
    expectV1Error(await api.patch(`${base}/${UNKNOWN_ID}`, { active: false }), 404, "ENOTFOUND");
    expectV1Error(await api.delete(`${base}/${UNKNOWN_ID}`), 404, "ENOTFOUND");
  });

  it("answers 404 for another account's rule on get, patch and delete, and leaves it unchanged", async () => {
    const a = await createAccount("a");
    const b = await createAccount("b");
    const rule = await createRule(a, { apps: ["a-app"] });
    const asB = client(b);
    expectV1Error(await asB.get(`${base}/${rule.ruleid}`), 404, "ENOTFOUND");
    expectV1Error(
      await asB.patch(`${base}/${rule.ruleid}`, { active: false, apps: ["x"] }),
      404,
      "ENOTFOUND",
    );
    expectV1Error(await asB.delete(`${base}/${rule.ruleid}`), 404, "ENOTFOUND");
    expect((await asB.get(base)).body).toEqual([]);
    expect((await client(a).get(`${base}/${rule.ruleid}`)).body).toEqual(rule);
    expect((await client(a).get(base)).body).toEqual([rule]);
  });

  it("refuses the ingestion key on the management routes", async () => {
    const account = await createAccount();
    const asIngestionKey = client({ ...account, service_key: account.ingestion_key });
    expectV1Error(await asIngestionKey.get(base), 403, "EFORBIDDEN");
    expectV1Error(await asIngestionKey.post(base, { apps: ["a"] }), 403, "EFORBIDDEN");
  });
});

describe("exclusion rules: validation", () => {
  it("refuses a rule without apps, hosts or query", async () => {
    const account = await createAccount();
    const api = client(account);
    for (const body of [{}, { title: "nothing" }, { apps: [], hosts: [] }, { query: "" }, { query: "   " }]) {
      expectV1Error(await api.post(base, body), 400, "EVALIDATION");
    }
    expect((await api.get(base)).body).toEqual([]);
  });

  it("refuses a malformed query with the position of the problem", async () => {
    const account = await createAccount();
    const api = client(account);
    const res = await api.post(base, { query: "(app:web" });
    const body = expectV1Error(res, 400, "EVALIDATION");
    expect(body.error).toContain("position 8");
    expect(body.details[0]).toMatchObject({ key: "query", message: expect.stringContaining("position") });
    const rule = await createRule(account, { apps: ["a"] });
    const patched = expectV1Error(
      await api.patch(`${base}/${rule.ruleid}`, { query: 'app:"x' }),
      400,
      "EVALIDATION",
    );
    expect(patched.error).toContain("position");
    expect((await api.get(base)).body).toEqual([rule]);
  });

  it("refuses unknown fields on create and patch", async () => {
    const account = await createAccount();
    const api = client(account);
    const res = expectV1Error(await api.post(base, { apps: ["a"], bogus: 1 }), 400, "EVALIDATION");
    expect(res.details.map((d: Json) => d.key)).toContain("bogus");
    const rule = await createRule(account, { apps: ["a"] });
    const patch = expectV1Error(
      await api.patch(`${base}/${rule.ruleid}`, { ruleid: "x" }),
      400,
      "EVALIDATION",
    );
    expect(patch.details.map((d: Json) => d.key)).toContain("ruleid");
    expect((await api.get(base)).body).toEqual([rule]);
  });

  it("refuses fields of the wrong type", async () => {
    const account = await createAccount();
    const api = client(account);
    const cases: [Json, string][] = [
      [{ apps: "web" }, "apps"],
      [{ hosts: [1] }, "hosts.0"],
      [{ apps: [""] }, "apps.0"],
      [{ apps: ["a"], active: "yes" }, "active"],
      [{ apps: ["a"], indexonly: 1 }, "indexonly"],
      [{ query: 5 }, "query"],
      [{ apps: ["a"], title: 7 }, "title"],
      [{ apps: ["a"], title: "  " }, "title"],
    ];
    for (const [body, key] of cases) {
      const res = expectV1Error(await api.post(base, body), 400, "EVALIDATION");
      expect(
        res.details.map((d: Json) => d.key),
        JSON.stringify(body),
      ).toContain(key);
    }
    const rule = await createRule(account, { apps: ["a"] });
    expectV1Error(await api.patch(`${base}/${rule.ruleid}`, { active: "no" }), 400, "EVALIDATION");
    expectV1Error(await api.patch(`${base}/${rule.ruleid}`, {}), 400, "EVALIDATION");
    expect((await api.get(base)).body).toEqual([rule]);
  });
});

describe("exclusion rules at ingestion", () => {
  it("drops the lines of an excluded app (case-insensitively) and reports their indexes", async () => {
    const account = await createAccount();
    await createRule(account, { apps: ["noisy"] });
    const res = await ingest(account.ingestion_key, {
      lines: [
        { line: "keep web", app: "web" },
        { line: "drop noisy", app: "noisy" },
        { line: "keep no app" },
        { line: "drop NOISY", app: "NOISY" },
        { line: "keep noisy-ish", app: "noisy-2" },
      ],
    });
    expectIngested(res, 5, [1, 3]);
    expect(await exportedLines(account)).toEqual(["keep no app", "keep noisy-ish", "keep web"]);
  });

  it("drops the lines of hosts matching a glob (web-*), from the query hostname or the line's own", async () => {
    const account = await createAccount();
    await createRule(account, { hosts: ["web-*"] });
    expectIngested(
      await ingest(account.ingestion_key, { lines: [{ line: "from web-7" }] }, "hostname=web-7"),
      1,
      [0],
    );
    expectIngested(
      await ingest(
        account.ingestion_key,
        {
          lines: [
            { line: "from db-1" },
            { line: "own host WEB-9", hostname: "WEB-9" },
            { line: "webby", hostname: "web" },
          ],
        },
        "hostname=db-1",
      ),
      3,
      [1],
    );
    expect(await exportedLines(account)).toEqual(["from db-1", "webby"]);
  });

  it("drops the lines matching a query", async () => {
    const account = await createAccount();
    await createRule(account, { query: '(level:debug OR "health check") -app:audit' });
    const res = await ingest(account.ingestion_key, {
      lines: [
        { line: "GET /health check ok", app: "web" },
        { line: "debugging", app: "web", level: "debug" },
        { line: "audit debug", app: "audit", level: "debug" },
        { line: "real error", app: "web", level: "error" },
      ],
    });
    expectIngested(res, 4, [0, 1]);
    expect(await exportedLines(account)).toEqual(["audit debug", "real error"]);
  });

  it("needs every matcher of a rule to match (apps and hosts and query)", async () => {
    const account = await createAccount();
    await createRule(account, { apps: ["web"], hosts: ["web-*"], query: "level:debug" });
    const res = await ingest(
      account.ingestion_key,
      {
        lines: [
          { line: "all three", app: "web", level: "debug" },
          { line: "wrong level", app: "web", level: "info" },
          { line: "wrong app", app: "api", level: "debug" },
          { line: "wrong host", app: "web", level: "debug", hostname: "db-1" },
        ],
      },
      "hostname=web-1",
    );
    expectIngested(res, 4, [0]);
  });

  it("ignores an inactive rule, and applies it once activated, and no longer once deleted", async () => {
    const account = await createAccount();
    const api = client(account);
    const rule = await createRule(account, { apps: ["noisy"], active: false });
    expectIngested(
      await ingest(account.ingestion_key, { lines: [{ line: "inactive", app: "noisy" }] }),
      1,
      [],
    );
    expect((await api.patch(`${base}/${rule.ruleid}`, { active: true })).status).toBe(200);
    expectIngested(
      await ingest(account.ingestion_key, { lines: [{ line: "active", app: "noisy" }] }),
      1,
      [0],
    );
    expect((await api.delete(`${base}/${rule.ruleid}`)).status).toBe(200);
    expectIngested(
      await ingest(account.ingestion_key, { lines: [{ line: "deleted", app: "noisy" }] }),
      1,
      [],
    );
    expect(await exportedLines(account)).toEqual(["deleted", "inactive"]);
  });

  it("never applies another account's rule", async () => {
    const a = await createAccount("a");
    const b = await createAccount("b");
    await createRule(a, { apps: ["web"] });
    await createRule(a, { query: "secret" });
    expectIngested(
      await ingest(b.ingestion_key, { lines: [{ line: "b web", app: "web" }, { line: "b secret" }] }),
      2,
      [],
    );
    expect(await exportedLines(b)).toEqual(["b secret", "b web"]);
    expectIngested(await ingest(a.ingestion_key, { lines: [{ line: "a web", app: "web" }] }), 1, [0]);
  });

  it("index-only: the line is not exported, counts as ingested in usage v1, adds no bytes in usage v2", async () => {
    const account = await createAccount();
    const api = client(account);
    await createRule(account, { apps: ["idx"], indexonly: true });
    await createRule(account, { apps: ["gone"] });
    const res = await ingest(account.ingestion_key, {
      lines: [
        { line: "indexed only", app: "idx" },
        { line: "hello", app: "web" },
        { line: "fully excluded", app: "gone" },
      ],
    });
    expectIngested(res, 3, [0, 2]);
    expect(await exportedLines(account)).toEqual(["hello"]);

    await settleLogStore(account.account_id);
    const now = Math.floor(Date.now() / 1000);
    const period = `from=${now}&to=${now}`;
    const v1 = await api.get(`/v1/usage/apps?${period}`);
    expect(v1.status, JSON.stringify(v1.body)).toBe(200);
    expect(v1.body.total_lines).toBe(2);
    const byName = Object.fromEntries(v1.body.results.map((r: Json) => [r.name, r.lines]));
    expect(byName).toEqual({ idx: 1, web: 1 });
    const one = await api.get(`/v1/usage/apps/idx?${period}`);
    expect(one.body).toMatchObject({ name: "idx", lines: 1, percentage: 50 });
    expectV1Error(await api.get(`/v1/usage/apps/gone?${period}`), 404, "ENOTFOUND");

    const v2 = await api.get(`/v2/usage?${period}`);
    expect(v2.status).toBe(200);
    // Only "hello" is stored: 5 bytes.
    expect(v2.body.results.bytes).toBe(5);
    const idx = await api.get(`/v2/usage/apps/idx?${period}`);
    expect(idx.body.results).toMatchObject({ name: "idx", bytes: 0 });
  });
});
