// The condition language shared by filter, route, the throttle's exclude, samples and alerts:
// a group `{logical_operation, expressions}` of leaves `{field, str_operator, value, negate}` and
// nested groups, at most five levels deep.
import { z } from "zod";
import { FIELD_PATH_PATTERN } from "./fields";
import { regexProblem } from "./regex";

/**
 * Fields a condition may read besides the event's own: the pipeline's state variables, set through
 * /v3/pipeline/state-variable. A live run reads them per request, so a change applies without a publish.
 */
export const STATE_FIELDS = ["$state.operational_state"] as const;
/** The values of STATE_FIELDS a run evaluates conditions with. */
export type ConditionVars = Partial<Record<(typeof STATE_FIELDS)[number], unknown>>;

const conditionField = z
  .string()
  .max(512)
  .refine((v) => FIELD_PATH_PATTERN.test(v) || (STATE_FIELDS as readonly string[]).includes(v), {
    message: `must be a field path such as .app or .http.status, or one of ${STATE_FIELDS.join(", ")}`,
  });

export const conditionOperators = [
  "contains",
  "ends_with",
  "equal",
  "exists",
  "greater",
  "greater_or_equal",
  "less",
  "less_or_equal",
  "is_array",
  "is_boolean",
  "is_empty",
  "is_ip_in_cidr_range",
  "is_metric",
  "is_null",
  "is_number",
  "is_object",
  "is_string",
  "regex_match",
  "starts_with",
] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

/** Operators that test the field alone and take no value. */
export const unaryOperators: ReadonlySet<ConditionOperator> = new Set([
  "exists",
  "is_array",
  "is_boolean",
  "is_empty",
  "is_metric",
  "is_null",
  "is_number",
  "is_object",
  "is_string",
]);

export const MAX_CONDITION_DEPTH = 5;

const scalar = z.union([z.string().max(4096), z.number(), z.boolean(), z.null()]);

export const conditionLeafSchema = z
  .strictObject({
    field: conditionField,
    str_operator: z.enum(conditionOperators),
    value: scalar.optional(),
    negate: z.boolean().default(false),
  })
  .superRefine((leaf, ctx) => {
    const needsValue = !unaryOperators.has(leaf.str_operator);
    if (needsValue && (leaf.value === undefined || leaf.value === null)) {
      ctx.addIssue({
        code: "custom",
        path: ["value"],
        message: `operator ${leaf.str_operator} needs a value`,
      });
      return;
    }
    if (["greater", "greater_or_equal", "less", "less_or_equal"].includes(leaf.str_operator)) {
      if (typeof leaf.value !== "number") {
        ctx.addIssue({
          code: "custom",
          path: ["value"],
          message: `operator ${leaf.str_operator} needs a number`,
        });
      }
    }
    if (
      ["contains", "starts_with", "ends_with", "regex_match", "is_ip_in_cidr_range"].includes(
        leaf.str_operator,
      )
    ) {
      if (typeof leaf.value !== "string") {
        ctx.addIssue({
          code: "custom",
          path: ["value"],
          message: `operator ${leaf.str_operator} needs a string`,
        });
        return;
      }
    }
    if (leaf.str_operator === "regex_match") {
      // Checked where it is written, on the engine it runs on, so a stored condition always compiles.
      const problem = regexProblem(leaf.value as string);
      if (problem) ctx.addIssue({ code: "custom", path: ["value"], message: problem });
    }
    if (leaf.str_operator === "is_ip_in_cidr_range" && !isCidr(leaf.value as string)) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "not a valid CIDR range (e.g. 10.0.0.0/8)" });
    }
  });

export type ConditionLeaf = z.infer<typeof conditionLeafSchema>;
export interface ConditionGroup {
  logical_operation: "AND" | "OR";
  expressions: (ConditionLeaf | ConditionGroup)[];
}

function groupSchema(depth: number): z.ZodType<ConditionGroup> {
  const item =
    depth >= MAX_CONDITION_DEPTH
      ? conditionLeafSchema
      : z.union([conditionLeafSchema, z.lazy(() => groupSchema(depth + 1))]);
  return z.strictObject({
    logical_operation: z.enum(["AND", "OR"]).default("AND"),
    expressions: z.array(item).min(1).max(100),
  }) as unknown as z.ZodType<ConditionGroup>;
}

/** A condition group, nested at most MAX_CONDITION_DEPTH levels. */
export const conditionSchema = groupSchema(1).describe(
  "A group {logical_operation: AND|OR, expressions: [...]} of leaves {field, str_operator, value, negate} or nested groups (at most 5 levels)",
);

function isCidr(value: string): boolean {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(value);
  if (v4) return v4.slice(1, 5).every((o) => Number(o) <= 255) && Number(v4[5]) <= 32;
  const v6 = /^([0-9a-fA-F:]+)\/(\d{1,3})$/.exec(value);
  return !!v6 && v6[1].includes(":") && Number(v6[2]) <= 128;
}
