import { beforeAll, describe, expect, it } from "vitest";
import { call, client, createAccount, expectV3Error } from "../helpers";

let api: ReturnType<typeof client>;
let key: string;

beforeAll(async () => {
  const account = await createAccount("errors-co");
  key = account.service_key;
  api = client(account);
});

const base = "/v3/pipeline/gateway-route";

describe("request ids", () => {
  it("puts x-request-id on success responses, unique per request", async () => {
    const a = await api.get("/v3/pipeline/account");
    const b = await api.get("/v3/pipeline/account");
    expect(a.status).toBe(200);
    expect(a.headers.get("x-request-id")).toBeTruthy();
    expect(b.headers.get("x-request-id")).toBeTruthy();
    expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));
  });

  it("puts x-request-id on public routes", async () => {
    const doc = await call("GET", "/openapi.json");
    expect(doc.headers.get("x-request-id")).toBeTruthy();
  });

  it("error bodies carry request_id equal to the header", async () => {
    const responses = [
      await call("GET", "/v3/pipeline/account"),
      await api.get(`${base}/not-a-uuid`),
      await api.get(`${base}/00000000-0000-4000-8000-000000000000`),
      await api.post(base, "{nope"),
      await api.get("/v3/no-such-route"),
      await call("GET", "/nowhere"),
    ];
    for (const res of responses) {
      const id = res.headers.get("x-request-id");
      expect(id).toBeTruthy();
      expect(res.body.request_id).toBe(id);
    }
  });
});

describe("error bodies", () => {
  it("unknown route answers 404 with the v3 body", async () => {
    const body = expectV3Error(await api.get("/v3/pipeline/gateway-route/x/y/z"), 404, "ENOTFOUND");
    expect(body.message).toBeTruthy();
    expectV3Error(await api.get("/v3/definitely-not-here"), 404, "ENOTFOUND");
    expectV3Error(await call("GET", "/no-such-thing"), 404, "ENOTFOUND");
  });

  it("malformed JSON answers 400 EVALIDATION", async () => {
    for (const raw of ["{nope", '{"title": "x",}', "", "{", "nul"]) {
      const res = await api.post(base, raw);
      expectV3Error(res, 400, "EVALIDATION");
    }
    expectV3Error(await api.patch("/v3/pipeline/account", "{bad json"), 400, "EVALIDATION");
  });

  it("a wrong content type on a JSON route answers 4xx with the v3 body, creating nothing", async () => {
    const before = (await api.get(base)).body.data.length;
    const bodies: [string, string][] = [
      ["text/plain", JSON.stringify({ title: "plain", type: "http" })],
      ["application/x-www-form-urlencoded", "title=form&type=http"],
      ["multipart/form-data; boundary=x", "--x--"],
    ];
    for (const [type, body] of bodies) {
      const res = await call("POST", base, { key, body, headers: { "content-type": type } });
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expectV3Error(res, res.status);
    }
    expect((await api.get(base)).body.data.length).toBe(before);
  });

  it("a body over 1 MiB answers 413 EPAYLOADTOOLARGE and creates nothing", async () => {
    const before = (await api.get(base)).body.data.length;
    const big = JSON.stringify({ title: "big", type: "http", description: "x".repeat(1_048_577) });
    const tooBig = await api.post(base, big);
    expectV3Error(tooBig, 413, "EPAYLOADTOOLARGE");
    expect(tooBig.body.request_id).toBe(tooBig.headers.get("x-request-id"));
    const pipelines = (await api.get("/v3/pipeline")).body.data.length;
    const bigPipeline = JSON.stringify({ title: "big", padding: "y".repeat(2_000_000) });
    expectV3Error(await api.post("/v3/pipeline", bigPipeline), 413, "EPAYLOADTOOLARGE");
    expect((await api.get(base)).body.data.length).toBe(before);
    expect((await api.get("/v3/pipeline")).body.data.length).toBe(pipelines);
  });

  it("a body just under the limit is not refused for its size", async () => {
    const res = await api.post(base, { title: "near limit", type: "http", description: "x".repeat(60_000) });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  });
});

describe("public documents", () => {
  it("GET /openapi.json is OpenAPI 3.1 with a securitySchemes entry, without a key", async () => {
    const res = await call("GET", "/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.body.openapi).toMatch(/^3\.1\./);
    expect(res.body.info.version).toBe("3.0.0");
    const schemes = res.body.components?.securitySchemes ?? {};
    const entries = Object.values(schemes) as { type: string; in?: string; name?: string }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries).toContainEqual(
      expect.objectContaining({ type: "apiKey", in: "header", name: "Authorization" }),
    );
    expect(res.body.paths["/v3/pipeline/gateway-route/{gateway_route_id}"]).toBeDefined();
    expect(res.body.paths["/v3/pipeline/account"].patch).toBeDefined();
  });

  it("GET /docs returns an HTML page", async () => {
    const res = await call("GET", "/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(String(res.body.raw).toLowerCase()).toContain("<html");
  });
});
