// Evaluates the condition language (filter, route, throttle exclude) against an event.
import { isObject } from "../lib/objects";
import type { ConditionGroup, ConditionLeaf, ConditionVars } from "./conditions";
import { getField, type PipelineEvent } from "./events";
import { userRegex, withinBudget } from "./regex";

const asText = (v: unknown) =>
  typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : null;

function compareNumbers(actual: unknown, expected: unknown, test: (a: number, b: number) => boolean) {
  const a =
    typeof actual === "number"
      ? actual
      : typeof actual === "string" && actual.trim() !== ""
        ? Number(actual)
        : Number.NaN;
  return typeof expected === "number" && !Number.isNaN(a) && test(a, expected);
}

function leafHolds(leaf: ConditionLeaf, event: PipelineEvent, vars: ConditionVars | undefined): boolean {
  // `$state.…` reads the run's state variables (normal when the run gives none), anything else the event.
  const actual =
    leaf.field.charCodeAt(0) === 36
      ? (vars?.[leaf.field as keyof ConditionVars] ?? defaultVars[leaf.field as keyof ConditionVars])
      : getField(event, leaf.field);
  const expected = leaf.value;
  switch (leaf.str_operator) {
    case "exists":
      return actual !== undefined;
    case "is_null":
      return actual === null;
    case "is_array":
      return Array.isArray(actual);
    case "is_boolean":
      return typeof actual === "boolean";
    case "is_number":
      return typeof actual === "number";
    case "is_string":
      return typeof actual === "string";
    case "is_object":
      return isObject(actual);
    case "is_empty":
      return (
        actual === "" ||
        (Array.isArray(actual) && actual.length === 0) ||
        (isObject(actual) && Object.keys(actual as object).length === 0)
      );
    case "is_metric":
      // A metric event (event-to-metric's output) carries a `metric` object with a name and a kind.
      return isObject(actual) && typeof (actual as { name?: unknown }).name === "string";
    case "equal":
      if (typeof expected === "number") return compareNumbers(actual, expected, (a, b) => a === b);
      return actual === expected || (asText(actual) !== null && asText(actual) === asText(expected));
    case "greater":
      return compareNumbers(actual, expected, (a, b) => a > b);
    case "greater_or_equal":
      return compareNumbers(actual, expected, (a, b) => a >= b);
    case "less":
      return compareNumbers(actual, expected, (a, b) => a < b);
    case "less_or_equal":
      return compareNumbers(actual, expected, (a, b) => a <= b);
    case "contains": {
      if (Array.isArray(actual)) return actual.some((item) => asText(item) === expected);
      return asText(actual)?.includes(String(expected)) ?? false;
    }
    case "starts_with": {
      return asText(actual)?.startsWith(String(expected)) ?? false;
    }
    case "ends_with": {
      return asText(actual)?.endsWith(String(expected)) ?? false;
    }
    case "regex_match": {
      const text = asText(actual);
      if (text === null) return false;
      // Linear-time engine; a stored pattern it refuses (saved before patterns were checked) matches nothing.
      const re = userRegex(String(expected));
      return typeof re !== "string" && withinBudget(re, text) && re.test(text);
    }
    case "is_ip_in_cidr_range":
      return typeof actual === "string" && ipInCidr(actual, String(expected));
  }
}

/** True when the event satisfies the group; a leaf's `negate` inverts that leaf alone. */
const defaultVars: ConditionVars = { "$state.operational_state": "normal" };

export function matchesCondition(group: ConditionGroup, event: PipelineEvent, vars?: ConditionVars): boolean {
  // A plain loop (no closure per call): conditions run once per event on hot paths (throttle exclude).
  const any = group.logical_operation === "OR";
  for (const item of group.expressions) {
    const holds =
      "expressions" in item
        ? matchesCondition(item, event, vars)
        : leafHolds(item, event, vars) !== (item.negate ?? false);
    if (holds === any) return any;
  }
  return !any;
}

function ipv4ToBigInt(ip: string): bigint | null {
  const parts = ip.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.reduce((n, p) => (n << 8n) | BigInt(Number(p)), 0n);
}

function ipv6ToBigInt(ip: string): bigint | null {
  if (!/^[0-9a-fA-F:]+$/.test(ip) || !ip.includes(":")) return null;
  const halves = ip.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return null;
  return groups.reduce((n, g) => (n << 16n) | BigInt(Number.parseInt(g, 16)), 0n);
}

export function ipInCidr(ip: string, cidr: string): boolean {
  const [range, bitsText] = cidr.split("/");
  const bits = Number(bitsText);
  const v4 = ipv4ToBigInt(ip);
  const r4 = ipv4ToBigInt(range);
  if (v4 !== null && r4 !== null) {
    const shift = BigInt(32 - bits);
    return v4 >> shift === r4 >> shift;
  }
  const v6 = ipv6ToBigInt(ip);
  const r6 = ipv6ToBigInt(range);
  if (v6 !== null && r6 !== null) {
    const shift = BigInt(128 - bits);
    return v6 >> shift === r6 >> shift;
  }
  return false;
}
