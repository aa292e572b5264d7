import { beforeAll, describe, expect, it } from "vitest";
import { call, createAccount, expectV3Error, type TestAccount } from "../helpers";

const path = "/v3/pipeline/account";
let account: TestAccount;

beforeAll(async () => {
  account = await createAccount("auth-co");
});

describe("authentication on /v3", () => {
  it("accepts Authorization: Token <service key>", async () => {
    const res = await call("GET", path, { headers: { authorization: `Token ${account.service_key}` } });
    expect(res.status).toBe(200);
    const id = res.body.data.find((s: { name: string }) => s.name === "account_id").value;
    expect(id).toBe(account.account_id);
  });

  it("refuses a missing key with 401 EUNAUTHORIZED", async () => {
    expectV3Error(await call("GET", path), 401, "EUNAUTHORIZED");
    expectV3Error(await call("GET", "/v3/pipeline/gateway-route"), 401, "EUNAUTHORIZED");
    expectV3Error(await call("POST", "/v3/pipeline", { body: { title: "x" } }), 401, "EUNAUTHORIZED");
    expectV3Error(await call("GET", path, { headers: { authorization: "Token" } }), 401, "EUNAUTHORIZED");
    expectV3Error(await call("GET", path, { headers: { authorization: "" } }), 401, "EUNAUTHORIZED");
  });

  it("refuses an unknown key with 401", async () => {
    expectV3Error(await call("GET", path, { key: "sk_not-a-real-key" }), 401, "EUNAUTHORIZED");
    expectV3Error(await call("GET", path, { key: `${account.service_key}x` }), 401, "EUNAUTHORIZED");
  });

  it("refuses an ingestion key with 403 EFORBIDDEN", async () => {
    expectV3Error(await call("GET", path, { key: account.ingestion_key }), 403, "EFORBIDDEN");
    const res = await call("POST", "/v3/pipeline/gateway-route", {
      key: account.ingestion_key,
      body: { title: "t", type: "http" },
    });
    expectV3Error(res, 403, "EFORBIDDEN");
  });

  it("does not accept the servicekey header on /v3", async () => {
    const res = await call("GET", path, { headers: { servicekey: account.service_key } });
    expectV3Error(res, 401, "EUNAUTHORIZED");
  });

  it("does not accept HTTP Basic on /v3", async () => {
    for (const basic of [`${account.service_key}:`, account.service_key, `${account.service_key}:pw`]) {
      const res = await call("GET", path, { headers: { authorization: `Basic ${btoa(basic)}` } });
      expectV3Error(res, 401, "EUNAUTHORIZED");
    }
  });

  it("does not accept other schemes carrying the key", async () => {
    const res = await call("GET", path, { headers: { authorization: `Bearer ${account.service_key}` } });
    expectV3Error(res, 401, "EUNAUTHORIZED");
    const bare = await call("GET", path, { headers: { authorization: account.service_key } });
    expectV3Error(bare, 401, "EUNAUTHORIZED");
  });
});
