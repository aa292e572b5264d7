import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error, type Json } from "../helpers";

const path = "/v3/pipeline/account";
let api: ReturnType<typeof client>;
let accountId: string;

beforeAll(async () => {
  const account = await createAccount("settings-co");
  accountId = account.account_id;
  api = client(account);
});

const asMap = (body: Json) =>
  Object.fromEntries(body.data.map((s: { name: string; value: unknown }) => [s.name, s.value]));
const current = async () => asMap((await api.get(path)).body);

describe("GET /v3/pipeline/account", () => {
  it("lists every setting as {name, value, description}", async () => {
    const res = await api.get(path);
    expect(res.status).toBe(200);
    expect(res.body.meta.type).toBe("account-setting");
    for (const s of res.body.data) {
      expect(Object.keys(s).sort()).toEqual(["description", "name", "value"]);
      expect(typeof s.description).toBe("string");
    }
    expect(res.body.data.map((s: Json) => s.name)).toEqual(
      expect.arrayContaining([
        "account_id",
        "name",
        "plan",
        "retention_days",
        "export_line_limit",
        "cors_origins",
        "beta_features",
      ]),
    );
    expect(asMap(res.body).account_id).toBe(accountId);
  });
});

// One valid and several invalid values per setting.
const cases: { name: string; valid: unknown; invalid: unknown[] }[] = [
  { name: "name", valid: "Renamed Co", invalid: ["", 42, null, "x".repeat(257)] },
  { name: "plan", valid: "enterprise", invalid: ["gold", "", 1, null] },
  { name: "retention_days", valid: 90, invalid: [0, 366, 1.5, "30", -1, null] },
  { name: "export_line_limit", valid: 20000, invalid: [15000, 10001, "10000", 0, null] },
  {
    name: "cors_origins",
    valid: ["https://docs.example.com", "http://localhost:3000"],
    invalid: [
      "https://docs.example.com",
      ["not a url"],
      ["https://docs.example.com/path"],
      ["ftp://docs.example.com"],
      ["https://docs.example.com/"],
      [42],
      null,
    ],
  },
  { name: "beta_features", valid: ["throttle"], invalid: [["warp-drive"], "throttle", [1], null] },
];

describe("PATCH /v3/pipeline/account", () => {
  for (const { name, valid, invalid } of cases) {
    it(`changes ${name} and refuses invalid values without changing it`, async () => {
      const res = await api.patch(path, { [name]: valid });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.meta.type).toBe("account-setting");
      expect(asMap(res.body)[name]).toEqual(valid);
      const after = await current();
      expect(after[name]).toEqual(valid);

      for (const value of invalid) {
        const body = expectV3Error(await api.patch(path, { [name]: value }), 400, "EVALIDATION");
        expect(body.errors?.[0]?.instancePath ?? "", JSON.stringify(value)).toMatch(new RegExp(`^/${name}`));
      }
      expect(await current()).toEqual(after);
    });
  }

  it("can switch export_line_limit back to 10000", async () => {
    expect((await api.patch(path, { export_line_limit: 20000 })).status).toBe(200);
    const res = await api.patch(path, { export_line_limit: 10000 });
    expect(res.status).toBe(200);
    expect((await current()).export_line_limit).toBe(10000);
  });

  it("changes several settings at once and removes duplicate list entries", async () => {
    const res = await api.patch(path, {
      plan: "professional",
      retention_days: 7,
      cors_origins: ["https://a.example.com", "https://a.example.com"],
      beta_features: [],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await current()).toMatchObject({
      plan: "professional",
      retention_days: 7,
      cors_origins: ["https://a.example.com"],
      beta_features: [],
    });
  });

  it("refuses an empty PATCH", async () => {
    const before = await current();
    expectV3Error(await api.patch(path, {}), 400, "EVALIDATION");
    expect(await current()).toEqual(before);
  });

  it("refuses an unknown setting and a read-only one, and applies nothing of that body", async () => {
    const before = await current();
    const body = expectV3Error(await api.patch(path, { colour: "blue" }), 400, "EVALIDATION");
    expect(body.errors).toEqual([{ instancePath: "/colour", message: "unknown field" }]);
    expectV3Error(await api.patch(path, { name: "Sneaky", colour: "blue" }), 400, "EVALIDATION");
    expectV3Error(await api.patch(path, { account_id: "someone-else" }), 400, "EVALIDATION");
    expectV3Error(await api.patch(path, { name: "Sneaky", plan: "gold" }), 400, "EVALIDATION");
    expect(await current()).toEqual(before);
  });

  it("refuses a non-object body", async () => {
    expectV3Error(await api.patch(path, "[]"), 400, "EVALIDATION");
    expectV3Error(await api.patch(path, '"name"'), 400, "EVALIDATION");
  });

  it("changes only the caller's account", async () => {
    const other = client(await createAccount("bystander"));
    await api.patch(path, { name: "Only Me", retention_days: 3 });
    const theirs = asMap((await other.get(path)).body);
    expect(theirs).toMatchObject({ name: "bystander", retention_days: 30 });
  });
});
