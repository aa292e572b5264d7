import { describe, expect, it } from "vitest";
import { call, client, createAccount, expectV3Error } from "../helpers";

describe("JSON bodies", () => {
  it("answers 415 for a body that is not declared JSON, and creates nothing", async () => {
    const account = await createAccount();
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const res = await call("POST", "/v3/pipeline", {
        key: account.service_key,
        body: '{"title":"x"}',
        headers: { "content-type": type },
      });
      expectV3Error(res, 415, "EUNSUPPORTEDMEDIATYPE");
    }
    expect((await client(account).get("/v3/pipeline")).body.data).toEqual([]);
  });

  it("accepts JSON with a charset and a bodiless POST", async () => {
    const account = await createAccount();
    const api = client(account);
    const created = await api.post(
      "/v3/pipeline",
      { title: "x" },
      { "content-type": "application/json; charset=utf-8" },
    );
    expect(created.status).toBe(200);
    const publish = await call(
      "POST",
      `/v3/pipeline/${created.body.data.id}/publish?allow_unconnected_edges=true`,
      {
        key: account.service_key,
      },
    );
    expect(publish.status).toBe(200);
  });
});
