import { describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error } from "../helpers";

describe("a gateway route used by a published revision", () => {
  it("cannot be deleted or change kind after the draft source is removed", async () => {
    const api = client(await createAccount());
    const route = (await api.post("/v3/pipeline/gateway-route", { title: "shared", type: "http" })).body.data
      .id;
    await api.post(`/v3/pipeline/gateway-route/${route}/access-key`, { title: "k" });
    const pid = (await api.post("/v3/pipeline", { title: "p" })).body.data.id;
    const source = (await api.post(`/v3/pipeline/${pid}/source`, { type: "http", gateway_route_id: route }))
      .body.data.id;
    await api.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs: [source] });
    expect((await api.post(`/v3/pipeline/${pid}/publish`)).status).toBe(200);
    expect((await api.delete(`/v3/pipeline/${pid}/source/${source}`)).status).toBe(200);

    const del = expectV3Error(await api.delete(`/v3/pipeline/gateway-route/${route}`), 409, "ECONFLICT");
    expect(del.errors).toEqual([
      { instancePath: `/sources/${source}`, message: `source of pipeline ${pid}` },
    ]);
    const put = await api.put(`/v3/pipeline/gateway-route/${route}`, { title: "shared", type: "webhook" });
    expectV3Error(put, 409, "ECONFLICT");
    expect((await api.get(`/v3/pipeline/gateway-route/${route}`)).body.data.type).toBe("http");

    // Once the pipeline is gone, nothing uses the route any more.
    expect((await api.delete(`/v3/pipeline/${pid}`)).status).toBe(200);
    expect((await api.delete(`/v3/pipeline/gateway-route/${route}`)).status).toBe(200);
  });
});
