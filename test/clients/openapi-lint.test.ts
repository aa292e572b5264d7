// The OpenAPI document as client generators take it: Redocly's recommended rules (@redocly/openapi-core, the
// library behind `redocly lint`) on /openapi.json as the running Worker serves it. Every operation has a
// stable, unique operationId (SDK and Postman generators name methods from it), the document names its server
// (the origin it was asked at). What the rules find and we keep is listed below, each with its reason; any
// other finding fails.
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { workerUrl } from "./harness";

/** Rules turned off, with the reason. */
const RULES_OFF: Record<string, string> = {
  // Mezmo's own paths put /v3/pipeline/gateway-route/... beside /v3/pipeline/{pipeline_id}/...; clients and
  // terraform call them as they are, and the router takes the static segment first.
  "no-ambiguous-paths": "Mezmo's path layout, kept for its clients",
  // The project publishes no license (package.json is private, there is no LICENSE file) to name.
  "info-license": "no license to name",
};

/** Single findings kept, by rule and place, with the reason. */
const KEPT: Record<string, string> = {
  "operation-4xx-response #/paths/~1health/get/responses":
    "the liveness check takes no input and no key: it answers 200, or 503 while storage is unavailable",
  "operation-2xx-response #/paths/~1ws~1tail/get/responses": "a WebSocket upgrade answers 101",
  "operation-2xx-response #/paths/~1v1~1tail/get/responses": "a WebSocket upgrade answers 101",
  ...Object.fromEntries(
    ["get", "post", "put", "delete"].map((method) => [
      `operation-2xx-response #/paths/~1v1~1enterprise~1{path}/${method}/responses`,
      "the superseded enterprise API answers only 410, pointing at /v2/enterprise",
    ]),
  ),
};

describe("/openapi.json", () => {
  it("passes Redocly's recommended rules, but for the findings listed here with their reasons", async () => {
    const res = await fetch(`${workerUrl}/openapi.json`);
    expect(res.status).toBe(200);
    const source = await res.text();
    const config = await createConfig({
      extends: ["recommended"],
      rules: Object.fromEntries(Object.keys(RULES_OFF).map((rule) => [rule, "off"])),
    });
    const problems = await lintFromString({ source, config, absoluteRef: `${workerUrl}/openapi.json` });
    const found = problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ""}`);
    const unexpected = problems
      .filter((_p, i) => !(found[i] in KEPT))
      .map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(unexpected).toEqual([]);
    // Each kept finding is still found: one that the document no longer has is taken off the list.
    expect(Object.keys(KEPT).filter((k) => !found.includes(k))).toEqual([]);
  });

  it("gives every operation a unique operationId and names the origin it was asked at as its server", async () => {
    const document = (await (await fetch(`${workerUrl}/openapi.json`)).json()) as {
      servers: { url: string }[];
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    expect(document.servers).toEqual([{ url: new URL(workerUrl).origin }]);
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(ids.length).toBeGreaterThan(200);
    expect(ids.filter((id) => typeof id !== "string")).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths["/v3/pipeline/{pipeline_id}/sink/{sink_id}/delivery"].get.operationId).toBe(
      "getV3PipelineByPipelineIdSinkBySinkIdDelivery",
    );
  });
});
