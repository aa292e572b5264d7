// GET /v3/pipeline/node: the shape of every entry, SPEC's source kinds, the beta flag, and that each
// entry's JSON Schema agrees with what the node routes accept (API-CONTRACT section 3: the schema is
// generated from the same zod schema that validates user_config). For each kind, mutations of a valid
// config that the schema refuses (a required field dropped, an unknown field, a value outside an enum,
// a wrong type, a number outside its bounds, an empty string or list below its minimum) must also be
// refused by POST with a pointer to that field, and every config the API answers must satisfy the schema.
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, type Json } from "../helpers";
import {
  type Api,
  expectInvalid,
  MINIMAL_CONFIG,
  newPipeline,
  ok,
  SPEC_SOURCE_KINDS,
  wireClassOf,
} from "../nodes/fixtures";
import { type Schema, validate } from "./json-schema";

let api: Api;
let pid: string;
let entries: Json[];

beforeAll(async () => {
  api = client(await createAccount("node-catalog"));
  ok(await api.patch("/v3/pipeline/account", { beta_features: ["throttle"] }));
  pid = await newPipeline(api, "catalog");
  const res = await api.get("/v3/pipeline/node");
  expect(res.status).toBe(200);
  expect(res.body.meta).toMatchObject({ type: "node", pk: "id" });
  entries = res.body.data;
});

describe("entries", () => {
  it("every entry has type, kind, title, description, beta and a JSON Schema object; only sources have push, only push sources intake", () => {
    expect(entries.length).toBeGreaterThanOrEqual(20);
    for (const e of entries) {
      const at = `${e.kind}:${e.type}`;
      expect(Object.keys(e).sort(), at).toEqual(
        [
          "beta",
          "description",
          "kind",
          "schema",
          "title",
          "type",
          ...(e.kind === "source" ? ["push"] : []),
          ...(e.push ? ["intake"] : []),
        ].sort(),
      );
      if (e.push) {
        // How to send to it: URLs under the source's own, the key's header, bodies, answers.
        expect(e.intake.urls[0], at).toBe("/ingest/{source_id}");
        for (const url of e.intake.urls) expect(url, at).toMatch(/^\/ingest\/\{source_id\}(\/[\w./-]+)?$/);
        for (const field of ["auth", "answers"]) expect(e.intake[field].length, at).toBeGreaterThan(10);
        expect(e.intake.formats.length, at).toBeGreaterThan(0);
      }
      expect(e.type, at).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(["source", "processor", "destination"], at).toContain(e.kind);
      expect(e.title, at).toEqual(expect.any(String));
      expect(e.title.length, at).toBeGreaterThan(0);
      expect(e.description, at).toEqual(expect.any(String));
      expect(e.description.length, at).toBeGreaterThan(0);
      expect(typeof e.beta, at).toBe("boolean");
      if (e.kind === "source") expect(typeof e.push, at).toBe("boolean");
      expect(e.schema !== null && typeof e.schema === "object" && !Array.isArray(e.schema), at).toBe(true);
      expect(e.schema.$schema, at).toMatch(/json-schema\.org/);
      // The root describes an object: directly, or (one variant per parser) through oneOf.
      for (const branch of (e.schema.oneOf ?? [e.schema]) as Json[]) expect(branch.type, at).toBe("object");
    }
  });

  it("contains all 20 SPEC source kinds, each exactly once", () => {
    const sources = entries.filter((e) => e.kind === "source").map((e) => e.type);
    for (const type of SPEC_SOURCE_KINDS)
      expect(
        sources.filter((t) => t === type),
        type,
      ).toHaveLength(1);
    expect(sources).toHaveLength(20);
  });

  it("push sources are the ones that can hang off a gateway route, plus log-analysis-ingestion", () => {
    const push = entries
      .filter((e) => e.kind === "source" && e.push)
      .map((e) => e.type)
      .sort();
    expect(push).toEqual(
      [
        "http",
        "siem-hec",
        "stream-firehose",
        "fluent",
        "log-analysis-ingestion",
        "logstash",
        "vendor-agent",
        "vendor-monitoring-source",
        "webhook",
        "prometheus-remote-write",
        "open-telemetry-metrics",
        "open-telemetry-logs",
        "open-telemetry-traces",
      ].sort(),
    );
  });

  it("throttle is a beta processor; js-script is a processor", () => {
    const throttle = entries.filter((e) => e.type === "throttle");
    expect(throttle).toHaveLength(1);
    expect(throttle[0]).toMatchObject({ kind: "processor", beta: true });
    expect(entries.filter((e) => e.type === "js-script")).toMatchObject([{ kind: "processor" }]);
  });

  it("the catalog does not depend on the account's beta setting", async () => {
    const plain = client(await createAccount("node-catalog-plain"));
    expect(ok(await plain.get("/v3/pipeline/node"))).toEqual(entries);
  });
});

describe("schemas agree with the node routes", () => {
  const kinds = (["source", "processor", "destination"] as const).flatMap((kind) =>
    Object.keys(MINIMAL_CONFIG[kind]).map((type) => ({ kind, type })),
  );

  describe.each(kinds)("$kind $type", ({ kind, type }) => {
    it("minimal and answered configs satisfy the schema; schema-refused mutations are refused by POST", async () => {
      const entry = entries.find((e) => e.kind === kind && e.type === type) as Json;
      expect(entry, `${kind} ${type} in the catalog`).toBeDefined();
      const minimal = MINIMAL_CONFIG[kind][type];
      expect(validate(entry.schema, minimal)).toEqual([]);
      const cls = wireClassOf[kind];
      const post = (user_config: unknown) => api.post(`/v3/pipeline/${pid}/${cls}`, { type, user_config });

      const created = ok(await post(minimal));
      expect(validate(entry.schema, created.user_config)).toEqual([]);

      // The object schema the minimal config matched (the root, or its oneOf branch).
      const root: Json = entry.schema.oneOf
        ? entry.schema.oneOf.find((b: Schema) => validate(b, minimal).length === 0)
        : entry.schema;
      const cases = mutations(root, minimal);
      expect(cases.length).toBeGreaterThan(0);
      for (const [config] of cases) {
        expect(
          validate(entry.schema, config).length,
          `schema refuses ${JSON.stringify(config)}`,
        ).toBeGreaterThan(0);
      }
      const answers = await Promise.all(cases.map(([config]) => post(config)));
      answers.forEach((res, i) => {
        const [config, pointer] = cases[i];
        expect(res.status, `${type} ${JSON.stringify(config)} → ${JSON.stringify(res.body)}`).toBe(400);
        expectInvalid(res, `/user_config${pointer}`);
      });
    });
  });

  it("the condition schema nests 5 group levels and not 6, like the routes", () => {
    const filter = entries.find((e) => e.kind === "processor" && e.type === "filter") as Json;
    const leaf = { field: ".a", str_operator: "exists" };
    const nested = (levels: number): Json => {
      let g: Json = { expressions: [leaf] };
      for (let i = 1; i < levels; i++) g = { expressions: [g] };
      return g;
    };
    expect(validate(filter.schema, { conditional: nested(5) })).toEqual([]);
    expect(validate(filter.schema, { conditional: nested(6) }).length).toBeGreaterThan(0);
  });
});

/** Invalid variants of a valid config, each with the pointer (inside user_config) of the broken field. */
function mutations(schema: Json, valid: Json): [Json, string][] {
  const out: [Json, string][] = [];
  const props: Record<string, Json> = schema.properties ?? {};
  for (const name of schema.required ?? []) {
    const { [name]: _, ...rest } = valid;
    out.push([rest, `/${name}`]);
  }
  if (schema.additionalProperties === false) out.push([{ ...valid, zz_unknown: 1 }, "/zz_unknown"]);
  for (const [name, prop] of Object.entries(props)) {
    const set = (value: unknown): [Json, string] => [{ ...valid, [name]: value }, `/${name}`];
    if (prop.enum) out.push(set("zz-not-an-option"));
    if ("const" in prop) out.push(set(`${prop.const}-not`));
    if (prop.enum || "const" in prop) continue;
    switch (prop.type) {
      case "string":
        out.push(set(12345));
        if (prop.minLength >= 1) out.push(set(""));
        break;
      case "integer":
      case "number":
        out.push(set("1"));
        if (prop.minimum !== undefined) out.push(set(prop.minimum - 1));
        if (prop.maximum !== undefined) out.push(set(prop.maximum + 1));
        if (prop.type === "integer") out.push(set((prop.minimum ?? 0) + 0.5));
        break;
      case "boolean":
        out.push(set("true"));
        break;
      case "array":
        out.push(set({}));
        if (prop.minItems >= 1) out.push(set([]));
        break;
      case "object":
        out.push(set([]));
        break;
    }
  }
  return out;
}
