// The boards, screens and parsing-template routes are in the OpenAPI document with their v1 error bodies.
import { SELF } from "cloudflare:test";
import { expect, it } from "vitest";

it("documents every route of boards, screens and parsing templates with v1 errors", async () => {
  const doc = (await (await SELF.fetch("https://api.test/openapi.json")).json()) as {
    paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>;
  };
  const expected: Record<string, string[]> = {
    "/v1/config/board": ["get", "post"],
    "/v1/config/board/{boardId}": ["delete", "get", "put"],
    "/v1/config/board/{boardId}/graph/{index}/data": ["get"],
    "/v1/config/screen": ["get", "post"],
    "/v1/config/screen/{screenId}": ["delete", "get", "put"],
    "/v1/config/parsing-template": ["get", "post"],
    "/v1/config/parsing-template/test": ["post"],
    "/v1/config/parsing-template/{templateId}": ["delete", "get", "put"],
    "/v1/config/parsing-template/{templateId}/test": ["post"],
  };
  for (const [path, methods] of Object.entries(expected)) {
    expect(Object.keys(doc.paths[path] ?? {}).sort(), path).toEqual(methods);
    for (const method of methods) {
      const error = JSON.stringify(doc.paths[path][method].responses["400"]?.content);
      expect(error, `${method} ${path}`).toContain("V1Error");
    }
  }
  expect(Object.keys(doc.paths["/v1/config/board/{boardId}"].put.responses)).toContain("409");
});
