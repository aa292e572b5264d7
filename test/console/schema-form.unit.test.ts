// What the console's generated forms make of JSON Schemas as zod writes them (the node catalog is zod's
// toJSONSchema of each kind's config; /openapi.json is zod's too, through @hono/zod-openapi).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  cleanValue,
  controlOf,
  initialValue,
  type JsonSchema,
  labelOf,
  resolve,
  variantOf,
  variantValue,
  withoutNull,
} from "../../console/src/forms/schema";

const jsonOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

const destination = z.object({
  uri: z.string().describe("Where to send"),
  method: z.enum(["post", "put"]).default("post"),
  timeout_ms: z.number().int().min(1).optional(),
  compress: z.boolean().default(false),
  password: z.string().meta({ writeOnly: true }).optional(),
  headers: z.record(z.string(), z.string()).optional(),
  note: z.string().nullable().optional(),
  emails: z.union([z.array(z.string()), z.string()]).optional(),
  interval: z.union([z.number().int(), z.string()]).optional(),
  template: z.union([z.record(z.string(), z.unknown()), z.string()]).optional(),
  rules: z.array(z.object({ field: z.string(), value: z.string().optional() })).default([]),
});
const storage = z.discriminatedUnion("integration", [
  z.object({
    integration: z.literal("s3").describe("Amazon S3"),
    bucket: z.string(),
    region: z.string().optional(),
  }),
  z.object({
    integration: z.literal("gcs").describe("Google Cloud Storage"),
    bucket: z.string(),
    project: z.string(),
  }),
]);

describe("controlOf", () => {
  const s = jsonOf(destination);
  const props = s.properties as Record<string, JsonSchema>;
  it.each([
    ["uri", { kind: "text", secret: false }],
    ["method", { kind: "choice", options: ["post", "put"] }],
    ["timeout_ms", { kind: "number", integer: true }],
    ["compress", { kind: "boolean" }],
    ["password", { kind: "text", secret: true }],
    ["headers", { kind: "json" }],
    ["note", { kind: "text", secret: false }],
    ["emails", { kind: "list", items: { type: "string" } }],
    ["interval", { kind: "number", integer: true }],
    ["template", { kind: "text", secret: false }],
  ])("%s", (name, expected) => {
    expect(controlOf(props[name], s)).toMatchObject(expected);
  });

  it("an object lists its properties with what is required", () => {
    const control = controlOf(s, s);
    expect(control.kind).toBe("object");
    if (control.kind !== "object") return;
    expect(control.properties.filter((p) => p.required).map((p) => p.name)).toEqual(["uri"]);
  });

  it("a list of objects is a list of their forms", () => {
    const control = controlOf(props.rules, s);
    expect(control).toMatchObject({ kind: "list" });
    if (control.kind === "list") expect(controlOf(control.items, s).kind).toBe("object");
  });

  it("a discriminated union is one form per branch, told apart by the property constant in each", () => {
    const u = jsonOf(storage);
    const control = controlOf(u, u);
    expect(control.kind).toBe("variants");
    if (control.kind !== "variants") return;
    expect(control.tag).toBe("integration");
    expect(control.variants.map((v) => [v.value, v.label])).toEqual([
      ["s3", "Amazon S3"],
      ["gcs", "Google Cloud Storage"],
    ]);
    expect(variantOf(control, { integration: "gcs" }).value).toBe("gcs");
    expect(variantOf(control, {}).value).toBe("s3");
  });

  it("a nullable field is its inner field, said to be nullable", () => {
    const { schema, nullable } = withoutNull((s.properties as Record<string, JsonSchema>).note, s);
    expect(nullable).toBe(true);
    expect(schema.type).toBe("string");
    expect(withoutNull({ type: ["integer", "null"] }, {})).toEqual({
      schema: { type: "integer" },
      nullable: true,
    });
  });
});

describe("values", () => {
  const s = jsonOf(destination);
  it("a new form starts from the defaults, required lists empty, optional fields absent", () => {
    expect(initialValue(s, s)).toEqual({ method: "post", compress: false, rules: [] });
  });

  it("what is sent leaves out optional fields left empty, keeps required ones for the API to name", () => {
    const value = {
      uri: "",
      method: "put",
      compress: true,
      password: "",
      note: "",
      rules: [{ field: "a", value: "" }],
    };
    expect(cleanValue(value, s, s)).toEqual({
      uri: "",
      method: "put",
      compress: true,
      rules: [{ field: "a" }],
    });
  });

  it("switching a union's branch keeps the fields both branches have", () => {
    const u = jsonOf(storage);
    const control = controlOf(u, u);
    if (control.kind !== "variants") throw new Error("not a union");
    const s3 = { integration: "s3", bucket: "logs", region: "eu-west-1" };
    expect(variantValue(control.tag, control.variants[1], u, s3)).toEqual({
      integration: "gcs",
      bucket: "logs",
    });
    expect(cleanValue({ integration: "gcs", bucket: "b", project: "p", region: "x" }, u, u)).toEqual({
      integration: "gcs",
      bucket: "b",
      project: "p",
    });
  });
});

describe("references and labels", () => {
  it("follows a $ref into the document, through another", () => {
    const doc = { components: { schemas: { A: { $ref: "#/components/schemas/B" }, B: { type: "string" } } } };
    expect(resolve({ $ref: "#/components/schemas/A" }, doc)).toEqual({ type: "string" });
    expect(resolve({ $ref: "https://elsewhere/x" }, doc)).toEqual({});
  });

  it.each([
    ["retry_count", "Retry count"],
    ["accessScopes", "Access scopes"],
    ["uri", "Uri"],
  ])("%s reads %s", (name, label) => {
    expect(labelOf(name)).toBe(label);
  });
});
