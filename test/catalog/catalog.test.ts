// GET /v3/pipeline/node: the node catalog.
import { beforeAll, describe, expect, it } from "vitest";
import { call, client, createAccount, expectV3Error, type Json } from "../helpers";
import { SPEC_SOURCE_KINDS } from "../spec-kinds";

const specSources = [...SPEC_SOURCE_KINDS];
const contractProcessors = [
  "aggregate",
  "compact-fields",
  "dedupe",
  "drop-fields",
  "encrypt-fields",
  "decrypt-fields",
  "event-to-metric",
  "filter",
  "flatten-fields",
  "js-script",
  "map-fields",
  // Offered by the mezmo terraform provider (models/processors/*.go).
  "metrics-tag-cardinality-limit",
  "trace-sampling",
  "parse",
  "parse-sequentially",
  "reduce",
  "route",
  "sample",
  "set-timestamp",
  "stringify",
  "throttle",
  "unroll",
  "data-profiler",
  "processor-group",
];
const contractDestinations = [
  "log-analysis",
  "http",
  "blackhole",
  "s3",
  "elasticsearch",
  "loki",
  "splunk-hec-logs",
  "prometheus-remote-write",
  // Offered by the mezmo terraform provider (models/destinations/*.go), under its type names.
  "datadog-logs",
  "honeycomb-logs",
  "new-relic",
  "azure-blob-storage",
  "datadog-metrics",
  "gcp-cloud-storage",
  "gcp-cloud-pubsub",
  "gcp-cloud-operations",
  "gcp-cloud-monitoring",
  "kafka",
];
/** Sources that pull from a system the user names; every other SPEC source is pushed to. */
const pullSources = [
  "s3",
  "sqs",
  "demo-logs",
  "log-analysis",
  "pipeline-data-restoration",
  "kafka",
  "cloud-event-hub",
];

let res: { status: number; body: Json };
let entries: Json[];
const find = (kind: string, type: string) => entries.find((e) => e.kind === kind && e.type === type);

beforeAll(async () => {
  const api = client(await createAccount("catalog"));
  res = await api.get("/v3/pipeline/node");
  entries = res.body.data;
});

describe("GET /v3/pipeline/node", () => {
  it("answers 200 with the v3 list envelope", () => {
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ type: "node", pk: "id" });
    expect(res.body.meta.page).not.toBeNull();
    expect(Array.isArray(entries)).toBe(true);
    expect(entries.length).toBe(specSources.length + contractProcessors.length + contractDestinations.length);
  });

  it("needs a key", async () => {
    expectV3Error(await call("GET", "/v3/pipeline/node"), 401, "EUNAUTHORIZED");
  });

  it("every entry has type, kind, title, description, beta and a JSON Schema", () => {
    for (const e of entries) {
      const where = JSON.stringify({ type: e.type, kind: e.kind });
      expect(typeof e.type, where).toBe("string");
      expect(e.type, where).toMatch(/^[a-z0-9-]+$/);
      expect(["source", "processor", "destination"], where).toContain(e.kind);
      expect(typeof e.title, where).toBe("string");
      expect(e.title.length, where).toBeGreaterThan(0);
      expect(typeof e.description, where).toBe("string");
      expect(e.description.length, where).toBeGreaterThan(0);
      expect(typeof e.beta, where).toBe("boolean");
      expect(e.schema, where).toBeTypeOf("object");
      // An object schema, or (parse) a oneOf of object schemas, one per parser.
      const branches: Json[] = e.schema.oneOf ?? [e.schema];
      expect(branches.length, where).toBeGreaterThan(0);
      for (const b of branches) {
        expect(b.type, where).toBe("object");
        expect(b.properties ?? {}, where).toBeTypeOf("object");
        expect(b.additionalProperties, where).toBe(false);
      }
      if (e.kind === "source") expect(typeof e.push, where).toBe("boolean");
      else expect(e, where).not.toHaveProperty("push");
    }
  });

  it("type is unique within each kind", () => {
    const keys = entries.map((e) => `${e.kind}:${e.type}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("lists exactly SPEC's 20 source kinds", () => {
    const sources = entries.filter((e) => e.kind === "source").map((e) => e.type);
    expect(sources.sort()).toEqual([...specSources].sort());
  });

  it("marks pull sources push:false and the others push:true", () => {
    for (const type of specSources) {
      expect(find("source", type)?.push, type).toBe(!pullSources.includes(type));
    }
  });

  it("lists the contract's processors, js-script included", () => {
    const processors = entries.filter((e) => e.kind === "processor").map((e) => e.type);
    expect(processors.sort()).toEqual([...contractProcessors].sort());
  });

  it("lists the contract's destinations", () => {
    const destinations = entries.filter((e) => e.kind === "destination").map((e) => e.type);
    expect(destinations.sort()).toEqual([...contractDestinations].sort());
  });

  it("throttle is the only beta entry", () => {
    expect(find("processor", "throttle")?.beta).toBe(true);
    expect(entries.filter((e) => e.beta).map((e) => e.type)).toEqual(["throttle"]);
  });

  it("schemas describe user_config: required fields, defaults, enums, bounds", () => {
    const throttle = find("processor", "throttle")?.schema as Json;
    expect(Object.keys(throttle.properties).sort()).toEqual([
      "exclude",
      "key_field",
      "threshold",
      "window_ms",
    ]);
    expect(throttle.required?.sort()).toEqual(["threshold", "window_ms"]);
    expect(throttle.properties.threshold).toMatchObject({ type: "integer", minimum: 1 });
    expect(throttle.properties.window_ms).toMatchObject({ type: "integer", minimum: 1 });
    expect(throttle.additionalProperties).toBe(false);

    const demo = find("source", "demo-logs")?.schema as Json;
    expect(demo.required).toEqual(["format"]);
    expect(demo.properties.format.enum).toContain("json");
    expect(demo.properties.interval_ms.default).toBe(1000);

    const http = find("source", "http")?.schema as Json;
    expect(http.required ?? []).toEqual([]);
    expect(http.properties.decoding).toMatchObject({ enum: ["json", "ndjson", "text"], default: "json" });

    const sink = find("destination", "http")?.schema as Json;
    expect(sink.required).toEqual(["uri"]);

    const filterSchema = JSON.stringify(find("processor", "filter")?.schema);
    for (const op of ["equal", "is_ip_in_cidr_range", "regex_match", "starts_with"])
      expect(filterSchema).toContain(op);
  });

  it("answers the same catalog to every account", async () => {
    const again = await client(await createAccount("catalog-2")).get("/v3/pipeline/node");
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(entries);
  });
});
