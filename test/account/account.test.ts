import { describe, expect, it } from "vitest";
import { call, client, createAccount, expectV3Error } from "../helpers";

describe("account settings", () => {
  it("lists the settings with defaults", async () => {
    const account = await createAccount("acme");
    const res = await client(account).get("/v3/pipeline/account");
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({
      type: "account-setting",
      pk: "id",
      page: { next: null, previous: null },
    });
    const settings = Object.fromEntries(
      res.body.data.map((s: { name: string; value: unknown }) => [s.name, s.value]),
    );
    expect(settings).toMatchObject({
      account_id: account.account_id,
      name: "acme",
      plan: "standard",
      retention_days: 30,
      cold_after_days: 7,
      export_line_limit: 10000,
      cors_origins: [],
      beta_features: [],
    });
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("refuses a missing key with 401", async () => {
    expectV3Error(await call("GET", "/v3/pipeline/account"), 401, "EUNAUTHORIZED");
  });
});
