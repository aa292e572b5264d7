// Each role against each class of operation: allowed (anything but 403) or refused (403 EFORBIDDEN in the
// path's error body, and nothing changed).
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, client, createAccount, type TestAccount } from "../helpers";
import { as, countRows, memberWithKey } from "./support";

type RoleName = "owner" | "admin" | "member" | "readonly";
const ROLES: RoleName[] = ["owner", "admin", "member", "readonly"];

interface Operation {
  name: string;
  allowed: RoleName[];
  run: (key: string, role: RoleName) => Promise<ApiResponse>;
  /** A count that a refused call must leave as it was. */
  rows?: string;
}

let account: TestAccount;
let pipelineId: string;
const keys = {} as Record<RoleName, string>;

beforeAll(async () => {
  account = await createAccount("roles");
  keys.owner = account.service_key;
  keys.admin = await memberWithKey(account, "admin@example.com", "admin");
  keys.member = await memberWithKey(account, "member@example.com", "member");
  keys.readonly = await memberWithKey(account, "readonly@example.com", "readonly");
  const pipeline = await client(account).post("/v3/pipeline", { title: "roles" });
  expect(pipeline.status).toBe(200);
  pipelineId = pipeline.body.data.id;
});

const ALL: RoleName[] = ["owner", "admin", "member", "readonly"];
const WRITERS: RoleName[] = ["owner", "admin", "member"];
const ADMINS: RoleName[] = ["owner", "admin"];

const OPERATIONS: Operation[] = [
  { name: "read config (list views)", allowed: ALL, run: (k) => as(k).get("/v1/config/view") },
  { name: "read members", allowed: ALL, run: (k) => as(k).get("/v1/config/members") },
  {
    name: "write config (create a view)",
    allowed: WRITERS,
    rows: "views",
    run: (k, role) => as(k).post("/v1/config/view", { name: `by ${role}`, query: "app:web" }),
  },
  { name: "administer keys (list)", allowed: ADMINS, run: (k) => as(k).get("/v1/config/keys") },
  {
    name: "administer keys (create)",
    allowed: ADMINS,
    rows: "api_keys",
    run: (k, role) => as(k).post("/v1/config/keys?type=ingestion", { name: `by ${role}` }),
  },
  {
    name: "administer members",
    allowed: ADMINS,
    rows: "members",
    run: (k, role) =>
      as(k).post("/v1/config/members", { email: `new-${role}@example.com`, role: "readonly" }),
  },
  {
    name: "administer groups",
    allowed: ADMINS,
    rows: "member_groups",
    run: (k, role) => as(k).post("/v1/config/groups", { name: `by ${role}` }),
  },
  { name: "archiving", allowed: ADMINS, run: (k) => as(k).get("/v1/config/archiving") },
  {
    name: "account settings",
    allowed: ADMINS,
    run: (k) => as(k).patch("/v3/pipeline/account", { cors_origins: [] }),
  },
  {
    name: "notification signing secret (read)",
    allowed: ADMINS,
    run: (k) => as(k).get("/v3/pipeline/notification/signing-secret"),
  },
  {
    name: "notification signing secret (rotate)",
    allowed: ADMINS,
    run: (k) => as(k).post("/v3/pipeline/notification/signing-secret/rotate"),
  },
  { name: "ingestion suspension", allowed: ADMINS, run: (k) => as(k).post("/v1/config/ingestion/suspend") },
  { name: "ingestion resume", allowed: ADMINS, run: (k) => as(k).post("/v1/config/ingestion/resume") },
  {
    name: "pipelines write",
    allowed: WRITERS,
    rows: "pipelines",
    run: (k, role) => as(k).post("/v3/pipeline", { title: `by ${role}` }),
  },
  { name: "pipelines read", allowed: ALL, run: (k) => as(k).get(`/v3/pipeline/${pipelineId}`) },
  {
    name: "a POST that only reads (terraform export)",
    allowed: ALL,
    run: (k) => as(k).post(`/v3/pipeline/${pipelineId}/export`),
  },
  { name: "export read", allowed: ALL, run: (k) => as(k).get("/v1/export?size=1") },
  { name: "usage read", allowed: ALL, run: (k) => as(k).get("/v2/usage?from=0&to=0") },
];

describe("role matrix", () => {
  const cases = OPERATIONS.flatMap((op) =>
    ROLES.map((role) => ({ op, role, allowed: op.allowed.includes(role) })),
  );
  it.each(cases)("$role: $op.name -> allowed $allowed", async ({ op, role, allowed }) => {
    const before = op.rows ? await countRows(op.rows, account.account_id) : 0;
    const res = await op.run(keys[role], role);
    if (allowed) {
      expect(res.status, JSON.stringify(res.body)).not.toBe(403);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    } else {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.code).toBe("EFORBIDDEN");
      if (op.rows) expect(await countRows(op.rows, account.account_id)).toBe(before);
    }
  });
});

describe("refusal bodies", () => {
  it("answers a v1 body on v1 paths and a v3 body on v3 paths", async () => {
    const v1 = await as(keys.readonly).post("/v1/config/view", { name: "x", query: "a" });
    expect(v1.body).toMatchObject({ code: "EFORBIDDEN", status: 403 });
    expect(v1.body.error).toMatch(/readonly/);
    const v3 = await as(keys.readonly).post("/v3/pipeline", { title: "x" });
    expect(v3.body).toMatchObject({ code: "EFORBIDDEN", status: 403 });
    expect(v3.body.message).toMatch(/readonly/);
    expect(v3.body.error).toBeUndefined();
  });

  it("a role change applies to the member's next request", async () => {
    const key = await memberWithKey(account, "promoted@example.com", "readonly");
    expect((await as(key).post("/v1/config/view", { name: "p", query: "a" })).status).toBe(403);
    await client(account).put("/v1/config/members/promoted@example.com", { role: "member" });
    expect((await as(key).post("/v1/config/view", { name: "p", query: "a" })).status).toBe(200);
  });
});
