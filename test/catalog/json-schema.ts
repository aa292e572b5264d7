// A small JSON Schema (2020-12) validator for the keywords the catalog's schemas use. Unknown keywords
// throw, so the tests notice when the catalog starts using one this validator would silently ignore.

export type Schema = Record<string, any> | boolean;

const ANNOTATIONS = new Set([
  "$schema",
  "$id",
  "title",
  "description",
  "x-credential-target",
  "default",
  "examples",
  "writeOnly",
  "format",
  "readOnly",
]);
const HANDLED = new Set([
  "type",
  "enum",
  "const",
  "properties",
  "required",
  "additionalProperties",
  "propertyNames",
  "items",
  "minItems",
  "maxItems",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "pattern",
  "anyOf",
  "oneOf",
  "allOf",
]);

const typeOf = (v: unknown): string =>
  v === null ? "null" : Array.isArray(v) ? "array" : typeof v === "number" ? "number" : typeof v;

const matchesType = (v: unknown, t: string) =>
  t === "integer" ? Number.isInteger(v) : t === "number" ? typeof v === "number" : typeOf(v) === t;

/** The problems of `value` against `schema`, as `pointer: message` strings; empty when valid. */
export function validate(schema: Schema, value: unknown, path = ""): string[] {
  if (schema === true) return [];
  if (schema === false) return [`${path}: no value allowed`];
  for (const key of Object.keys(schema)) {
    if (!HANDLED.has(key) && !ANNOTATIONS.has(key)) throw new Error(`unsupported keyword ${key} at ${path}`);
  }
  const errors: string[] = [];
  const fail = (message: string) => errors.push(`${path}: ${message}`);

  if (schema.type !== undefined) {
    const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => matchesType(value, t))) return [`${path}: expected ${types.join("|")}`];
  }
  if (schema.enum && !schema.enum.some((e: unknown) => JSON.stringify(e) === JSON.stringify(value)))
    fail("not in enum");
  if ("const" in schema && JSON.stringify(schema.const) !== JSON.stringify(value)) fail("not the const");

  if (typeof value === "number") {
    if (schema.minimum !== undefined && value < schema.minimum) fail("below minimum");
    if (schema.maximum !== undefined && value > schema.maximum) fail("above maximum");
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum)
      fail("not above exclusiveMinimum");
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum)
      fail("not below exclusiveMaximum");
  }
  if (typeof value === "string") {
    // JSON Schema counts characters (code points), not UTF-16 units.
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) fail("too short");
    if (schema.maxLength !== undefined && length > schema.maxLength) fail("too long");
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, "u").test(value))
      fail("pattern mismatch");
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) fail("too few items");
    if (schema.maxItems !== undefined && value.length > schema.maxItems) fail("too many items");
    if (schema.items !== undefined) {
      for (const [i, v] of value.entries()) errors.push(...validate(schema.items, v, `${path}/${i}`));
    }
  }
  if (typeOf(value) === "object") {
    const obj = value as Record<string, unknown>;
    for (const r of schema.required ?? []) if (!(r in obj)) errors.push(`${path}/${r}: required`);
    const props: Record<string, Schema> = schema.properties ?? {};
    for (const [k, v] of Object.entries(obj)) {
      if (k in props) errors.push(...validate(props[k], v, `${path}/${k}`));
      else if (schema.additionalProperties !== undefined)
        errors.push(...validate(schema.additionalProperties, v, `${path}/${k}`));
      if (schema.propertyNames !== undefined)
        errors.push(...validate(schema.propertyNames, k, `${path}/${k}`));
    }
  }
  if (schema.allOf) for (const s of schema.allOf) errors.push(...validate(s, value, path));
  if (schema.anyOf && !schema.anyOf.some((s: Schema) => validate(s, value, path).length === 0))
    fail("matches no anyOf branch");
  if (schema.oneOf) {
    const matching = schema.oneOf.filter((s: Schema) => validate(s, value, path).length === 0).length;
    if (matching !== 1) fail(`matches ${matching} oneOf branches`);
  }
  return errors;
}
