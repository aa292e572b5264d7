// Access scopes narrow what a scoped member reads: export v1 (stream and email), export v2, usage v1/v2 and
// view lines. One scope SQL decides exactly (app:web), one only the query engine can (status:>=500).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, client, createAccount, exportV1, ingest, type Json, type TestAccount } from "../helpers";
import { as, memberWithKey } from "./support";

let account: TestAccount;
let webKey: string; // scope app:web
let errorKey: string; // scope status:>=500 (meta field: matched by the engine)
let bothKey: string; // both groups: either scope
let plainKey: string; // a member in a group without scopes: unrestricted
const now = Math.floor(Date.now() / 1000);
const DAY = `from=${now}&to=${now}`;

const LINES = [
  { line: "GET / 200", app: "web", level: "info", meta: { status: 200 } },
  { line: "GET /x 500", app: "web", level: "error", meta: { status: 500 } },
  { line: "POST /api 503", app: "api", level: "error", meta: { status: 503 } },
  { line: "POST /api 201", app: "api", level: "info", meta: { status: 201 } },
  { line: "cron ok", app: "cron", level: "info" },
];

const apps = (lines: Json[]) => lines.map((l) => `${l._app}:${l.status ?? "-"}`).sort();

beforeAll(async () => {
  account = await createAccount("scopes");
  const api = client(account);
  const res = await ingest(account.ingestion_key, { lines: LINES }, "hostname=web-1&tags=prod");
  expect(res.status).toBe(200);
  const web = (await api.post("/v1/config/groups", { name: "web", accessScopes: ["app:web"] })).body.groupid;
  const errors = (await api.post("/v1/config/groups", { name: "errors", accessScopes: ["status:>=500"] }))
    .body.groupid;
  const open = (await api.post("/v1/config/groups", { name: "open", accessScopes: [] })).body.groupid;
  webKey = await memberWithKey(account, "web@example.com", "member", [web]);
  errorKey = await memberWithKey(account, "errors@example.com", "readonly", [errors]);
  bothKey = await memberWithKey(account, "both@example.com", "member", [web, errors]);
  plainKey = await memberWithKey(account, "plain@example.com", "member", [open]);
});

describe("export v1", () => {
  it("returns only the lines within the caller's scope", async () => {
    expect(apps((await exportV1(webKey)).lines)).toEqual(["web:200", "web:500"]);
    expect(apps((await exportV1(errorKey)).lines)).toEqual(["api:503", "web:500"]);
    expect(apps((await exportV1(bothKey)).lines)).toEqual(["api:503", "web:200", "web:500"]);
    expect((await exportV1(plainKey)).lines).toHaveLength(5);
    expect((await exportV1(account.service_key)).lines).toHaveLength(5);
  });

  it("ANDs the scope with the request's own filters", async () => {
    expect(apps((await exportV1(webKey, "levels=error")).lines)).toEqual(["web:500"]);
    expect(apps((await exportV1(webKey, "apps=api")).lines)).toEqual([]);
    expect(apps((await exportV1(errorKey, "query=POST")).lines)).toEqual(["api:503"]);
    expect(apps((await exportV1(bothKey, "size=1&prefer=tail")).lines)).toEqual(["api:503"]);
  });

  it("a scope change applies to the next request", async () => {
    const key = await memberWithKey(account, "moving@example.com", "member");
    expect((await exportV1(key)).lines).toHaveLength(5);
    const group = (
      await client(account).post("/v1/config/groups", { name: "cron", accessScopes: ["app:cron"] })
    ).body.groupid;
    await client(account).patch("/v1/config/members/moving@example.com", { groups: [group] });
    expect(apps((await exportV1(key)).lines)).toEqual(["cron:-"]);
  });
});

describe("export v2", () => {
  it("pages only the lines within the scope", async () => {
    const first = await call("GET", "/v2/export?size=1", { key: errorKey });
    expect(first.status).toBe(200);
    expect(apps(first.body.lines)).toEqual(["web:500"]);
    const second = await call(
      "GET",
      `/v2/export?size=1&pagination_id=${encodeURIComponent(first.body.pagination_id)}`,
      { key: errorKey },
    );
    expect(apps(second.body.lines)).toEqual(["api:503"]);
    expect(second.body.pagination_id).toBeNull();
    const web = await call("GET", "/v2/export", { key: webKey });
    expect(apps(web.body.lines)).toEqual(["web:200", "web:500"]);
  });
});

describe("usage", () => {
  it("v1 counts only the lines in scope, per app", async () => {
    const res = await call("GET", `/v1/usage/apps?${DAY}`, { key: webKey });
    expect(res.status).toBe(200);
    expect(res.body.total_lines).toBe(2);
    expect(res.body.results).toEqual([{ name: "web", lines: 2, percentage: 100 }]);
    const errors = await call("GET", `/v1/usage/apps?${DAY}`, { key: errorKey });
    expect(errors.body.total_lines).toBe(2);
    expect(errors.body.results.map((r: Json) => r.name).sort()).toEqual(["api", "web"]);
    expect((await call("GET", `/v1/usage/apps/api?${DAY}`, { key: webKey })).status).toBe(404);
    const tags = await call("GET", `/v1/usage/tags/prod?${DAY}`, { key: errorKey });
    expect(tags.body).toMatchObject({ name: "prod", lines: 2, total_lines: 2, percentage: 100 });
  });

  it("v2 answers the bytes of the lines in scope, in the same shapes", async () => {
    const all = await call("GET", `/v2/usage/apps?${DAY}`, { key: account.service_key });
    const webBytes = all.body.results.find((r: Json) => r.name === "web").bytes;
    const total = await call("GET", `/v2/usage?${DAY}`, { key: webKey });
    expect(total.body.results).toEqual({ bytes: webBytes, lines: 2 });
    const hosts = await call("GET", `/v2/usage/hosts?${DAY}`, { key: webKey });
    expect(hosts.body.results).toEqual([{ name: "web-1", bytes: webBytes, lines: 2 }]);
    const one = await call("GET", `/v2/usage/apps/web?${DAY}`, { key: errorKey });
    expect(one.body.results.lines).toBe(1);
    const unscoped = await call("GET", `/v2/usage?${DAY}`, { key: plainKey });
    expect(unscoped.body.results.lines).toBe(5);
  });
});

describe("view lines", () => {
  it("returns the view's lines narrowed by the caller's scope", async () => {
    const view = await client(account).post("/v1/config/view", { name: "errors", levels: ["error"] });
    const path = `/v1/config/view/${view.body.viewid}/lines`;
    const owner = await call("GET", path, { key: account.service_key });
    expect(owner.status).toBe(200);
    expect(apps(owner.body.lines)).toEqual(["api:503", "web:500"]);
    expect(owner.body.lines[0]).toMatchObject({ _host: "web-1", level: "ERROR" });
    expect(apps((await call("GET", path, { key: webKey })).body.lines)).toEqual(["web:500"]);
    expect(apps((await call("GET", `${path}?size=1&prefer=tail`, { key: bothKey })).body.lines)).toEqual([
      "api:503",
    ]);
    const tagged = await client(account).post("/v1/config/view", { name: "t", tags: ["prod"], query: "GET" });
    expect(
      apps((await call("GET", `/v1/config/view/${tagged.body.viewid}/lines`, { key: errorKey })).body.lines),
    ).toEqual(["web:500"]);
  });

  it("validates size and answers 404 for another account's view", async () => {
    const view = await client(account).post("/v1/config/view", { name: "v", apps: ["web"] });
    expect(
      (await call("GET", `/v1/config/view/${view.body.viewid}/lines?size=0`, { key: webKey })).status,
    ).toBe(400);
    expect(
      (await call("GET", `/v1/config/view/${view.body.viewid}/lines?size=10001`, { key: webKey })).status,
    ).toBe(400);
    const other = await createAccount();
    expect((await as(other.service_key).get(`/v1/config/view/${view.body.viewid}/lines`)).status).toBe(404);
  });
});

describe("GET /v1/me", () => {
  it("tells the key its role, member and scopes", async () => {
    const owner = await as(account.service_key).get("/v1/me");
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({
      account: { id: account.account_id },
      key: { type: "service" },
      role: "owner",
      member: null,
      access_scopes: null,
    });
    expect((await as(errorKey).get("/v1/me")).body).toMatchObject({
      role: "readonly",
      member: "errors@example.com",
      access_scopes: ["status:>=500"],
    });
    expect((await as(webKey).get("/v1/me")).body).toMatchObject({
      role: "member",
      access_scopes: ["app:web"],
    });
  });
});

describe("timeline, top values and context", () => {
  it("count and show only the lines within the caller's scope", async () => {
    const total = async (key: string) => (await as(key).get("/v1/timeline")).body.total;
    expect(await total(account.service_key)).toBe(5);
    expect(await total(webKey)).toBe(2);
    expect(await total(errorKey)).toBe(2);
    const top = await as(errorKey).get("/v1/top?field=app");
    expect(top.body.values).toEqual([
      { value: "api", lines: 1 },
      { value: "web", lines: 1 },
    ]);
    const all = (await exportV1(account.service_key)).lines;
    const cron = all.find((l) => l._app === "cron") as Json;
    const web500 = all.find((l) => l.status === 500) as Json;
    // Out of scope: not found, as another account's line is.
    expect((await as(webKey).get(`/v1/context/${cron._id}`)).status).toBe(404);
    const around = await as(webKey).get(`/v1/context/${web500._id}`);
    expect(around.status).toBe(200);
    expect(apps([...around.body.before, around.body.line, ...around.body.after])).toEqual([
      "web:200",
      "web:500",
    ]);
  });
});

describe("emailed export", () => {
  it("carries the requester's scope into the background job", async () => {
    const res = await call("GET", "/v1/export?email=web@example.com", { key: webKey });
    expect(res.status).toBe(200);
    const jobId = res.body.job_id;
    const deadline = Date.now() + 10_000;
    let job: { status: string; object_key: string | null; line_count: number } | null = null;
    while (Date.now() < deadline) {
      job = await env.DB.prepare("SELECT status, object_key, line_count FROM export_jobs WHERE id = ?")
        .bind(jobId)
        .first();
      if (job?.status === "done") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(job?.status).toBe("done");
    expect(job?.line_count).toBe(2);
    const object = await env.EXPORTS.get(job?.object_key ?? "");
    const lines = (await object?.text())
      ?.split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(apps(lines ?? [])).toEqual(["web:200", "web:500"]);
  });
});
