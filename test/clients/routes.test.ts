// `npm run routes` (scripts/routes.mjs) reads every route and its file from the source: checked against
// the OpenAPI document the running Worker serves, so a documented route it misses, or one it puts in the
// wrong file, fails here.
import { expect, it } from "vitest";
import { allRoutes } from "../../scripts/routes.mjs";
import { workerUrl } from "./harness";

it("lists every documented method and path, each with the file that defines it", async () => {
  const routes = allRoutes();
  const document = (await (await fetch(`${workerUrl}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  // A path the source builds from a runtime list (live ingestion's protocol paths) is shown as `{path}`.
  const matchers = routes.map(([method, path, file]) => ({
    method,
    file,
    test: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace("{path}", ".*")}$`),
  }));
  const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => [method.toUpperCase(), path] as const),
  );
  expect(documented.length).toBeGreaterThan(150);
  const missing = documented.filter(
    ([method, path]) =>
      !matchers.some((m) => (m.method === method || m.method === "ANY") && m.test.test(path)),
  );
  expect(missing).toEqual([]);
  const at = (method: string, path: string) => routes.find((r) => r[0] === method && r[1] === path)?.[2];
  expect(at("POST", "/admin/accounts")).toBe("src/api/admin/routes.ts");
  expect(at("GET", "/v1/config/keys/{keyId}")).toBe("src/api/keys/routes.ts");
  expect(at("PUT", "/v3/pipeline/{pipeline_id}/sink/{node_id}")).toBe("src/api/nodes/routes.ts");
  expect(at("GET", "/docs")).toBe("src/app.ts");
  // Nothing unresolved: every method is one, every path starts at the root.
  expect(
    routes.filter(
      ([method, path]) => !/^(GET|POST|PUT|PATCH|DELETE|ANY)$/.test(method) || !path.startsWith("/"),
    ),
  ).toEqual([]);
});
