// GET /openapi.json and GET /docs, checked against what the gateway route and account routes do.

import { beforeAll, describe, expect, it } from "vitest";
import { SCALAR_INTEGRITY, SCALAR_PATH } from "../../src/http/reference-page";
import { call, type Json } from "../helpers";
import { SPEC_ROUTE_KINDS } from "../spec-kinds";

let doc: Json;

beforeAll(async () => {
  const res = await call("GET", "/openapi.json");
  expect(res.status).toBe(200);
  doc = res.body;
});

/** Resolves a local `$ref` such as `#/components/schemas/GatewayRouteCreate`. */
const deref = (schema: Json): Json =>
  schema?.$ref
    ? deref(
        schema.$ref
          .split("/")
          .slice(1)
          .reduce((node: Json, key: string) => node[key], doc),
      )
    : schema;
const bodySchema = (path: string, method: string) =>
  deref(doc.paths[path][method].requestBody.content["application/json"].schema);

describe("GET /openapi.json", () => {
  it("is an OpenAPI 3.1 document for API version 3.0.0, served without a key", async () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ version: "3.0.0" });
    expect(typeof doc.info.title).toBe("string");
  });

  it("has an Authorization apiKey security scheme for service keys that every /v3 operation requires", () => {
    const schemes: Json = doc.components.securitySchemes;
    const names = Object.keys(schemes);
    expect(names.length).toBeGreaterThan(0);
    // Access keys and enterprise keys are Authorization schemes too; the service key's names itself.
    const [name] = names.filter(
      (n) =>
        schemes[n].type === "apiKey" &&
        schemes[n].name === "Authorization" &&
        /service key/.test(schemes[n].description),
    );
    expect(name).toBeDefined();
    expect(schemes[name].in).toBe("header");
    let count = 0;
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      if (!path.startsWith("/v3/")) continue;
      for (const [method, op] of Object.entries<Json>(item)) {
        const security = op.security ?? doc.security ?? [];
        expect(security, `${method} ${path}`).toContainEqual({ [name]: [] });
        expect(op.responses["401"], `${method} ${path}`).toBeDefined();
        count++;
      }
    }
    expect(count).toBeGreaterThan(10);
  });

  it("documents every gateway route, access key and account operation", () => {
    const expected: Record<string, string[]> = {
      "/v3/pipeline/gateway-route": ["get", "post"],
      "/v3/pipeline/gateway-route/{gateway_route_id}": ["delete", "get", "patch", "put"],
      "/v3/pipeline/gateway-route/{gateway_route_id}/access-key": ["get", "post"],
      "/v3/pipeline/gateway-route/{gateway_route_id}/access-key/{key_id}": ["delete"],
      "/v3/pipeline/account": ["get", "patch"],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(Object.keys(doc.paths[path] ?? {}).sort(), path).toEqual(methods);
    }
    const del = doc.paths["/v3/pipeline/gateway-route/{gateway_route_id}"].delete;
    expect(del.responses["409"]).toBeDefined();
    expect(doc.paths["/v3/pipeline/gateway-route/{gateway_route_id}"].put.responses["409"]).toBeDefined();
  });

  it("describes start_classification on create only, and the SPEC kinds", () => {
    const base = "/v3/pipeline/gateway-route";
    const create = bodySchema(base, "post");
    const replace = bodySchema(`${base}/{gateway_route_id}`, "put");
    const patch = bodySchema(`${base}/{gateway_route_id}`, "patch");
    // `id` and `consumer_id` are the read-only fields the mezmo terraform provider echoes in its bodies
    // (docs/fidelity-mezmo-provider.md): accepted and ignored, not settable.
    const echoed = ["consumer_id", "id"];
    expect(Object.keys(create.properties).sort()).toEqual(
      ["description", "legacy_routing", "start_classification", "title", "type", ...echoed].sort(),
    );
    expect(Object.keys(replace.properties).sort()).toEqual(
      ["description", "legacy_routing", "title", "type", ...echoed].sort(),
    );
    expect(Object.keys(patch.properties).sort()).toEqual(["description", "legacy_routing", "title"]);
    for (const schema of [create, replace, patch]) expect(schema.additionalProperties).toBe(false);
    const title = deref(create.properties.title);
    expect(title).toMatchObject({ minLength: 1, maxLength: 512 });
    expect(title.pattern).toBe('^[^<>"]+$');
    expect(deref(create.properties.type).enum.sort()).toEqual([...SPEC_ROUTE_KINDS].sort());
  });

  it("describes the account PATCH with every writable setting", () => {
    const schema = bodySchema("/v3/pipeline/account", "patch");
    expect(Object.keys(schema.properties).sort()).toEqual(
      [
        "beta_features",
        "cold_after_days",
        "cors_origins",
        "export_line_limit",
        "name",
        "plan",
        "retention_days",
      ].sort(),
    );
    expect(schema.additionalProperties).toBe(false);
  });
});

describe("GET /docs", () => {
  it("returns an HTML page, without a key, that loads the OpenAPI document", async () => {
    const res = await call("GET", "/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = String(res.body.raw);
    expect(html.toLowerCase()).toMatch(/^<!doctype html>/);
    expect(html).toContain("/openapi.json");
    // The reference's script: one pinned version from this Worker's own assets (no CDN: it works offline),
    // run only with the bytes its integrity hash names (test/clients/reference-page.test.ts fetches it).
    const script =
      /<script src="([^"]+)" integrity="(sha384-[A-Za-z0-9+/=]{64})" crossorigin="anonymous">/.exec(html);
    expect(script?.[1]).toBe(SCALAR_PATH);
    expect(SCALAR_PATH).toMatch(/^\/vendor\/scalar-api-reference-\d+\.\d+\.\d+\.js$/);
    expect(script?.[2]).toBe(SCALAR_INTEGRITY);
  });
});
