// API-CONTRACT section 1 across the failure modes: every response carries x-request-id, every error
// body is the v3 shape with request_id equal to it, and refused writes create nothing.
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, client, createAccount, expectV3Error, type Json, type TestAccount } from "../helpers";

const routes = "/v3/pipeline/gateway-route";
const LIMIT = 1_048_576; // MAX_BODY_BYTES in wrangler.toml
let account: TestAccount;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  account = await createAccount("envelope-co");
  api = client(account);
});

const countRoutes = async () => (await api.get(routes)).body.data.length;

/** A JSON body of exactly `size` bytes: `body` padded with trailing whitespace (still valid JSON). */
const padded = (body: Json, size: number) => {
  const text = JSON.stringify(body);
  return text + " ".repeat(size - new TextEncoder().encode(text).length);
};

describe("x-request-id and request_id", () => {
  it("every kind of error carries request_id equal to the x-request-id header", async () => {
    const attached = (await api.post(routes, { title: "busy", type: "http" })).body.data;
    const pipeline = (await api.post("/v3/pipeline", { title: "p" })).body.data;
    await api.post(`/v3/pipeline/${pipeline.id}/source`, { type: "http", gateway_route_id: attached.id });
    const cases: [number, Promise<Awaited<ReturnType<typeof call>>>][] = [
      [400, api.post(routes, { title: "a<b", type: "http" })],
      [400, api.post(routes, "{")],
      [401, call("GET", routes)],
      [403, call("GET", routes, { key: account.ingestion_key })],
      [404, api.get(`${routes}/00000000-0000-4000-8000-000000000000`)],
      [404, api.get("/v3/pipeline/gateway-route/a/b/c/d")],
      [409, api.delete(`${routes}/${attached.id}`)],
      [413, api.post(routes, padded({ title: "big", type: "http" }, LIMIT + 1))],
    ];
    const ids = new Set<string>();
    for (const [status, pending] of cases) {
      const res = await pending;
      const body = expectV3Error(res, status);
      const header = res.headers.get("x-request-id");
      expect(header, `${status}`).toMatch(/^[\w-]{8,}$/);
      expect(body.request_id).toBe(header);
      ids.add(body.request_id);
    }
    expect(ids.size).toBe(cases.length);
  });

  it("success responses, preflights, documents and 404s outside /v3 carry x-request-id too", async () => {
    const responses = [
      await api.get(routes),
      await call("OPTIONS", routes, {
        headers: { origin: "https://nobody.example.com", "access-control-request-method": "GET" },
      }),
      await call("GET", "/openapi.json"),
      await call("GET", "/docs"),
      await call("GET", "/not/a/route"),
    ];
    for (const res of responses) expect(res.headers.get("x-request-id")).toBeTruthy();
  });
});

describe("unknown routes and methods", () => {
  it("answers 404 ENOTFOUND with the v3 body, authenticated or public", async () => {
    for (const path of ["/v3/pipeline/gateway-route/x/y", "/v3/unknown", "/v3/pipeline/account/nope"]) {
      const body = expectV3Error(await api.get(path), 404, "ENOTFOUND");
      expect(body).not.toHaveProperty("error");
    }
    expectV3Error(await call("GET", "/"), 404, "ENOTFOUND");
    expectV3Error(await call("POST", "/openapi.json"), 404, "ENOTFOUND");
  });

  it("a method a path does not have answers 4xx with the v3 body, never 5xx", async () => {
    const route = (await api.post(routes, { title: "methods", type: "http" })).body.data;
    const attempts = [
      api.put(routes, { title: "t", type: "http" }),
      api.delete(routes),
      api.patch(routes, { title: "t" }),
      api.post(`${routes}/${route.id}`, { title: "t", type: "http" }),
      api.put(`${routes}/${route.id}/access-key`, { title: "t" }),
      api.post("/v3/pipeline/account", { name: "n" }),
      api.delete("/v3/pipeline/account"),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expectV3Error(res, res.status);
    }
    expect((await api.get(`${routes}/${route.id}`)).body.data).toEqual(route);
  });
});

describe("malformed JSON", () => {
  it("answers 400 EVALIDATION on every JSON route and creates nothing", async () => {
    const route = (await api.post(routes, { title: "json target", type: "http" })).body.data;
    const before = await countRoutes();
    const targets: [string, string][] = [
      ["POST", routes],
      ["PUT", `${routes}/${route.id}`],
      ["PATCH", `${routes}/${route.id}`],
      ["POST", `${routes}/${route.id}/access-key`],
      ["PATCH", "/v3/pipeline/account"],
    ];
    for (const [method, path] of targets) {
      for (const raw of ['{"title": "x"', "{'title': 'x'}", '{"title": "x"} trailing', "\u0000"]) {
        const body = expectV3Error(await call(method, path, { key: account.service_key, body: raw }), 400);
        expect(body.code, `${method} ${path} ${raw}`).toBe("EVALIDATION");
      }
    }
    expect(await countRoutes()).toBe(before);
    expect((await api.get(`${routes}/${route.id}`)).body.data).toEqual(route);
    expect((await api.get(`${routes}/${route.id}/access-key`)).body.data).toEqual([]);
  });

  it("a JSON route with content-type JSON and no body answers 400, not 5xx", async () => {
    const res = await call("POST", routes, {
      key: account.service_key,
      headers: { "content-type": "application/json" },
    });
    expectV3Error(res, 400, "EVALIDATION");
  });
});

describe("wrong content type", () => {
  it("answers 4xx with the v3 body on every JSON route, whatever the body, and changes nothing", async () => {
    const route = (await api.post(routes, { title: "ct target", type: "http" })).body.data;
    const before = await countRoutes();
    const json = JSON.stringify({ title: "valid json", type: "http" });
    const targets: [string, string][] = [
      ["POST", routes],
      ["PUT", `${routes}/${route.id}`],
      ["PATCH", `${routes}/${route.id}`],
      ["POST", `${routes}/${route.id}/access-key`],
    ];
    for (const [method, path] of targets) {
      for (const type of ["text/plain", "application/xml", "text/json", "application/jsonp"]) {
        const res = await call(method, path, {
          key: account.service_key,
          body: json,
          headers: { "content-type": type },
        });
        expect(res.status, `${method} ${path} ${type}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(expectV3Error(res, res.status).request_id).toBe(res.headers.get("x-request-id"));
      }
    }
    expect(await countRoutes()).toBe(before);
    expect((await api.get(`${routes}/${route.id}`)).body.data).toEqual(route);
    expect((await api.get(`${routes}/${route.id}/access-key`)).body.data).toEqual([]);
  });

  it("a body without any content type is refused too", async () => {
    const before = await countRoutes();
    const res = await SELF.fetch(`https://api.test${routes}`, {
      method: "POST",
      headers: { authorization: `Token ${account.service_key}` },
      body: new Blob([JSON.stringify({ title: "untyped", type: "http" })]),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const body = (await res.json()) as Json;
    expect(body.request_id).toBe(res.headers.get("x-request-id"));
    expect(await countRoutes()).toBe(before);
  });

  it("accepts a structured +json type and a charset parameter", async () => {
    for (const type of ["application/json; charset=utf-8", "application/merge-patch+json"]) {
      const res = await call("POST", routes, {
        key: account.service_key,
        body: { title: `typed ${type}`, type: "http" },
        headers: { "content-type": type },
      });
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(200);
    }
  });
});

describe("body size limit (MAX_BODY_BYTES = 1 MiB)", () => {
  it("a body of exactly 1 MiB is read; one byte more is 413", async () => {
    const before = await countRoutes();
    // Exactly at the limit: the body is read and validated (the title is refused, not the size).
    const atLimit = padded({ title: "a<b", type: "http" }, LIMIT);
    expect(atLimit.length).toBe(LIMIT);
    const read = expectV3Error(await api.post(routes, atLimit), 400, "EVALIDATION");
    expect(read.errors.map((e: Json) => e.instancePath)).toContain("/title");
    const over = expectV3Error(await api.post(routes, padded({ title: "ok", type: "http" }, LIMIT + 1)), 413);
    expect(over.code).toBe("EPAYLOADTOOLARGE");
    expect(await countRoutes()).toBe(before);
  });

  it("a valid body over the limit creates nothing on any write route", async () => {
    const route = (await api.post(routes, { title: "size target", type: "http" })).body.data;
    const before = await countRoutes();
    const size = LIMIT + 10_000;
    const cases: [string, string, Json][] = [
      ["POST", routes, { title: "too big", type: "http" }],
      ["PUT", `${routes}/${route.id}`, { title: "too big", type: "http" }],
      ["PATCH", `${routes}/${route.id}`, { title: "too big" }],
      ["POST", `${routes}/${route.id}/access-key`, { title: "too big" }],
    ];
    for (const [method, path, body] of cases) {
      const res = await call(method, path, { key: account.service_key, body: padded(body, size) });
      expectV3Error(res, 413, "EPAYLOADTOOLARGE");
    }
    expect(await countRoutes()).toBe(before);
    expect((await api.get(`${routes}/${route.id}`)).body.data).toEqual(route);
    expect((await api.get(`${routes}/${route.id}/access-key`)).body.data).toEqual([]);
  });

  it("a streamed body without Content-Length is limited the same way", async () => {
    const before = await countRoutes();
    // Valid JSON of LIMIT + 1 bytes in 64 KiB chunks, ending right after the byte that breaks the limit.
    const bytes = new TextEncoder().encode(padded({ title: "streamed", type: "http" }, LIMIT + 1));
    let offset = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(bytes.slice(offset, offset + 64 * 1024));
        offset += 64 * 1024;
        if (offset >= bytes.length) controller.close();
      },
    });
    const res = await SELF.fetch(`https://api.test${routes}`, {
      method: "POST",
      headers: { authorization: `Token ${account.service_key}`, "content-type": "application/json" },
      body: stream,
      // @ts-expect-error: needed by the fetch spec for a streamed body; not in every RequestInit type.
      duplex: "half",
    });
    const body = (await res.json()) as Json;
    expect(res.status, JSON.stringify(body)).toBe(413);
    expect(body).toMatchObject({ code: "EPAYLOADTOOLARGE", status: 413 });
    expect(body.request_id).toBe(res.headers.get("x-request-id"));
    expect(await countRoutes()).toBe(before);
  });
});
