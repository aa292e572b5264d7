// Every operator of the condition language, with negate and nesting, against one event.
import { describe, expect, it } from "vitest";
import { type ConditionGroup, conditionSchema } from "../../src/engine/conditions";
import { ipInCidr, matchesCondition } from "../../src/engine/evaluate-condition";
import { newEvent } from "../../src/engine/events";

const event = newEvent({
  app: "checkout",
  status: 503,
  status_text: "503",
  latency: 12.5,
  ok: false,
  tags: ["prod", "eu"],
  empty_list: [],
  empty_object: {},
  blank: "",
  nothing: null,
  client: { ip: "10.1.2.3", ip6: "2001:db8::1" },
  metric: { name: "requests_total", kind: "incremental" },
  message: "upstream timed out after 30s",
});

const leaf = (field: string, str_operator: string, value?: unknown, negate = false) =>
  conditionSchema.parse({ expressions: [{ field, str_operator, value, negate }] }) as ConditionGroup;

describe("condition operators", () => {
  it.each([
    [".app", "equal", "checkout", true],
    [".app", "equal", "web", false],
    [".status", "equal", 503, true],
    [".status_text", "equal", 503, true],
    [".status", "equal", "503", true],
    [".app", "contains", "heck", true],
    [".tags", "contains", "eu", true],
    [".tags", "contains", "us", false],
    [".app", "starts_with", "check", true],
    [".app", "ends_with", "out", true],
    [".app", "ends_with", "check", false],
    [".status", "greater", 500, true],
    [".status", "greater", 503, false],
    [".status", "greater_or_equal", 503, true],
    [".latency", "less", 13, true],
    [".latency", "less_or_equal", 12.5, true],
    [".status_text", "greater", 500, true],
    [".app", "greater", 1, false],
    [".missing", "greater", 1, false],
    [".message", "regex_match", "timed out after \\d+s$", true],
    [".message", "regex_match", "^timed", false],
    [".client.ip", "is_ip_in_cidr_range", "10.0.0.0/8", true],
    [".client.ip", "is_ip_in_cidr_range", "192.168.0.0/16", false],
    [".client.ip6", "is_ip_in_cidr_range", "2001:db8::/32", true],
    [".client.ip6", "is_ip_in_cidr_range", "2001:db9::/32", false],
    [".app", "exists", undefined, true],
    [".nothing", "exists", undefined, true],
    [".missing", "exists", undefined, false],
    [".nothing", "is_null", undefined, true],
    [".missing", "is_null", undefined, false],
    [".tags", "is_array", undefined, true],
    [".ok", "is_boolean", undefined, true],
    [".status", "is_number", undefined, true],
    [".status_text", "is_number", undefined, false],
    [".app", "is_string", undefined, true],
    [".client", "is_object", undefined, true],
    [".tags", "is_object", undefined, false],
    [".blank", "is_empty", undefined, true],
    [".empty_list", "is_empty", undefined, true],
    [".empty_object", "is_empty", undefined, true],
    [".app", "is_empty", undefined, false],
    [".metric", "is_metric", undefined, true],
    [".client", "is_metric", undefined, false],
  ])("%s %s %s: %s", (field, operator, value, expected) => {
    expect(matchesCondition(leaf(field, operator, value), event)).toBe(expected);
    expect(matchesCondition(leaf(field, operator, value, true), event)).toBe(!expected);
  });
});

describe("groups", () => {
  const group = (logical_operation: "AND" | "OR", expressions: unknown[]) =>
    conditionSchema.parse({ logical_operation, expressions }) as ConditionGroup;
  const yes = { field: ".app", str_operator: "equal", value: "checkout" };
  const no = { field: ".app", str_operator: "equal", value: "web" };

  it("AND needs every expression, OR any", () => {
    expect(matchesCondition(group("AND", [yes, yes]), event)).toBe(true);
    expect(matchesCondition(group("AND", [yes, no]), event)).toBe(false);
    expect(matchesCondition(group("OR", [no, yes]), event)).toBe(true);
    expect(matchesCondition(group("OR", [no, no]), event)).toBe(false);
  });

  it("nests groups five levels deep, and negate applies to its leaf only", () => {
    let inner: unknown = { logical_operation: "OR", expressions: [no, { ...no, negate: true }] };
    for (let depth = 0; depth < 4; depth++) inner = { logical_operation: "AND", expressions: [yes, inner] };
    expect(matchesCondition(conditionSchema.parse(inner) as ConditionGroup, event)).toBe(true);
    expect(matchesCondition(group("AND", [yes, { ...yes, negate: true }]), event)).toBe(false);
  });
});

describe("CIDR ranges", () => {
  it.each([
    ["10.255.0.1", "10.0.0.0/8", true],
    ["11.0.0.1", "10.0.0.0/8", false],
    ["1.2.3.4", "0.0.0.0/0", true],
    ["1.2.3.4", "1.2.3.4/32", true],
    ["::1", "::1/128", true],
    ["fe80::1", "fe80::/10", true],
    ["not an ip", "10.0.0.0/8", false],
    ["10.0.0.1", "fe80::/10", false],
  ])("%s in %s: %s", (ip, cidr, expected) => {
    expect(ipInCidr(ip, cidr)).toBe(expected);
  });
});
