// What a form makes of a JSON Schema: the node catalog's (`GET /v3/pipeline/node`, zod's JSON Schema of each
// kind's `user_config`) and the API's own OpenAPI 3.1 components (`/openapi.json`: archiving, alert channels).
// Pure functions, no React: which control a schema asks for, the value a new form starts with, and the value a
// form sends (optional fields left empty are left out, so the API's defaults apply).

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  writeOnly?: boolean;
  additionalProperties?: boolean | JsonSchema;
}

/** One property of an object: its name, schema and whether the API requires it. */
export interface Property {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** One branch of a union told apart by a property whose value is constant in each branch. */
export interface Variant {
  value: string;
  label: string;
  schema: JsonSchema;
}

export type Control =
  | { kind: "text"; secret: boolean; format?: string }
  | { kind: "number"; integer: boolean }
  | { kind: "boolean" }
  | { kind: "choice"; options: (string | number)[] }
  | { kind: "list"; items: JsonSchema }
  | { kind: "object"; properties: Property[] }
  | { kind: "variants"; tag: string; variants: Variant[] }
  | { kind: "constant"; value: unknown }
  | { kind: "json" };

/** The schema a `$ref` names inside `root` (`#/components/schemas/X`, `#/$defs/X`), followed until it is not one. */
export function resolve(schema: JsonSchema, root: unknown): JsonSchema {
  let s = schema;
  for (let hops = 0; s.$ref && hops < 32; hops++) {
    if (!s.$ref.startsWith("#/")) return {};
    let at: unknown = root;
    for (const part of s.$ref.slice(2).split("/")) {
      const key = part.replace(/~1/g, "/").replace(/~0/g, "~");
      at = at && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined;
    }
    s = (at as JsonSchema | undefined) ?? {};
  }
  return s;
}

const isNullSchema = (s: JsonSchema) => s.type === "null" || (s.enum?.length === 1 && s.enum[0] === null);

/** The schema without its `null` alternative, and whether it had one (zod's nullable, OpenAPI 3.1's type lists). */
export function withoutNull(schema: JsonSchema, root: unknown): { schema: JsonSchema; nullable: boolean } {
  const s = resolve(schema, root);
  if (Array.isArray(s.type) && s.type.includes("null")) {
    const rest = s.type.filter((t) => t !== "null");
    return { schema: { ...s, type: rest.length === 1 ? rest[0] : rest }, nullable: true };
  }
  const union = s.anyOf ?? s.oneOf;
  if (union?.some(isNullSchema)) {
    const rest = union.filter((u) => !isNullSchema(u));
    const { anyOf: _a, oneOf: _o, ...own } = s;
    const inner = rest.length === 1 ? { ...own, ...resolve(rest[0], root) } : { ...own, anyOf: rest };
    return { schema: inner, nullable: true };
  }
  return { schema: s, nullable: false };
}

/** An object schema with `allOf` parts merged into one (OpenAPI's extended schemas). */
function merged(schema: JsonSchema, root: unknown): JsonSchema {
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map((p) => merged(resolve(p, root), root));
  return {
    ...schema,
    allOf: undefined,
    type: "object",
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {}), schema.properties ?? {}),
    required: [...parts.flatMap((p) => p.required ?? []), ...(schema.required ?? [])],
  };
}

const constantOf = (s: JsonSchema): unknown =>
  s.const !== undefined ? s.const : s.enum?.length === 1 ? s.enum[0] : undefined;

/** The branches of a union of objects that one property tells apart (`integration`, `type`), or null. */
function variantsOf(branches: JsonSchema[], root: unknown): { tag: string; variants: Variant[] } | null {
  const objects = branches.map((b) => merged(resolve(b, root), root));
  if (objects.length < 2 || objects.some((o) => !o.properties)) return null;
  const candidates = Object.keys(objects[0].properties ?? {});
  for (const tag of candidates) {
    const values = objects.map((o) => {
      const p = o.properties?.[tag];
      return p ? constantOf(resolve(p, root)) : undefined;
    });
    if (values.every((v) => typeof v === "string") && new Set(values).size === values.length) {
      return {
        tag,
        variants: objects.map((o, i) => {
          const tagSchema = resolve(o.properties?.[tag] as JsonSchema, root);
          const value = values[i] as string;
          return { value, label: tagSchema.description ?? o.title ?? value, schema: o };
        }),
      };
    }
  }
  return null;
}

const typeOf = (s: JsonSchema): string | undefined =>
  Array.isArray(s.type) ? (s.type.length === 1 ? s.type[0] : undefined) : s.type;

/** The control a (nullable-stripped) schema asks for; `json` for what no control here represents. */
export function controlOf(schema: JsonSchema, root: unknown): Control {
  const s = merged(withoutNull(schema, root).schema, root);
  const constant = constantOf(s);
  if (constant !== undefined) return { kind: "constant", value: constant };
  if (s.enum?.every((v) => typeof v === "string" || typeof v === "number")) {
    return { kind: "choice", options: s.enum as (string | number)[] };
  }
  const union = s.oneOf ?? s.anyOf;
  if (union) {
    const found = variantsOf(union, root);
    if (found) return { kind: "variants", ...found };
    const constants = union.map((u) => constantOf(resolve(u, root)));
    if (constants.every((v) => typeof v === "string" || typeof v === "number")) {
      return { kind: "choice", options: constants as (string | number)[] };
    }
    // Alternatives of one meaning (a list or its comma-separated text, seconds or "15m"): the first one a
    // control represents, as the API takes any of them.
    for (const alternative of union) {
      const control = controlOf(alternative, root);
      if (control.kind !== "json") return control;
    }
    return { kind: "json" };
  }
  switch (typeOf(s)) {
    case "string":
      return { kind: "text", secret: s.writeOnly === true, format: s.format };
    case "integer":
      return { kind: "number", integer: true };
    case "number":
      return { kind: "number", integer: false };
    case "boolean":
      return { kind: "boolean" };
    case "array":
      return s.items ? { kind: "list", items: s.items } : { kind: "json" };
    case "object":
      if (!s.properties) return { kind: "json" };
      return {
        kind: "object",
        properties: Object.entries(s.properties).map(([name, p]) => ({
          name,
          schema: p,
          required: s.required?.includes(name) ?? false,
        })),
      };
    default:
      return { kind: "json" };
  }
}

/** The value a new form starts with: the schema's default, else what its control starts empty as. */
export function initialValue(schema: JsonSchema, root: unknown, required = true): unknown {
  const s = resolve(schema, root);
  if (s.default !== undefined) return structuredClone(s.default);
  const control = controlOf(s, root);
  switch (control.kind) {
    case "constant":
      return control.value;
    case "boolean":
      return required ? false : undefined;
    case "list":
      return required ? [] : undefined;
    case "choice":
      return required ? control.options[0] : undefined;
    case "object": {
      const value: Record<string, unknown> = {};
      for (const p of control.properties) {
        const v = initialValue(p.schema, root, p.required);
        if (v !== undefined) value[p.name] = v;
      }
      return value;
    }
    case "variants":
      return variantValue(control.tag, control.variants[0], root, undefined);
    default:
      return undefined;
  }
}

/**
 * The value of a union once `variant` is chosen: its tag and the fields it shares with `previous` (a user
 * switching integration keeps what applies), the rest started as new.
 */
export function variantValue(tag: string, variant: Variant, root: unknown, previous: unknown) {
  const fresh = initialValue(variant.schema, root) as Record<string, unknown>;
  const kept =
    previous && typeof previous === "object" && !Array.isArray(previous)
      ? (previous as Record<string, unknown>)
      : {};
  const props = variant.schema.properties ?? {};
  const value: Record<string, unknown> = { ...fresh };
  for (const [k, v] of Object.entries(kept)) if (k in props && v !== undefined) value[k] = v;
  value[tag] = variant.value;
  return value;
}

/** Which branch of a union a value is in (by its tag), the first when it names none. */
export function variantOf(control: Extract<Control, { kind: "variants" }>, value: unknown): Variant {
  const tagValue =
    value && typeof value === "object" ? (value as Record<string, unknown>)[control.tag] : undefined;
  return control.variants.find((v) => v.value === tagValue) ?? control.variants[0];
}

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === "" ||
  (typeof v === "number" && Number.isNaN(v)) ||
  (v !== null && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 0);

/**
 * The value a form sends: optional properties left empty are left out (the API then applies its default),
 * objects and lists cleaned throughout. A required property left empty is sent as it is, so the API's 400
 * names it.
 */
export function cleanValue(value: unknown, schema: JsonSchema, root: unknown): unknown {
  const control = controlOf(schema, root);
  if (control.kind === "variants") {
    return cleanValue(value, variantOf(control, value).schema, root);
  }
  if (control.kind === "list" && Array.isArray(value)) {
    return value.map((item) => cleanValue(item, control.items, root));
  }
  if (control.kind === "object" && value && typeof value === "object" && !Array.isArray(value)) {
    const out: Record<string, unknown> = {};
    const given = value as Record<string, unknown>;
    for (const p of control.properties) {
      if (!(p.name in given)) continue;
      const v = cleanValue(given[p.name], p.schema, root);
      if (!p.required && isEmpty(v)) continue;
      out[p.name] = v;
    }
    return out;
  }
  return value;
}

/** A property name as a label: `retry_count` and `retryCount` read "Retry count". */
export function labelOf(name: string, schema?: JsonSchema): string {
  if (schema?.title) return schema.title;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
