// User patterns on the linear-time engine (re2js, inside workerd): a pattern that is catastrophic for the
// backtracking RegExp answers at once, named groups and (?i) work, backtracking-only constructs are refused
// with a message naming them, and a refused pattern already stored matches nothing instead of throwing.
import { describe, expect, it } from "vitest";
import type { ConditionGroup } from "../../src/engine/conditions";
import { matchesCondition } from "../../src/engine/evaluate-condition";
import { newEvent } from "../../src/engine/events";
import { parseText } from "../../src/engine/processors/parse";
import { regexProblem, type UserRegex, userRegex } from "../../src/engine/regex";

const compiled = (pattern: string) => userRegex(pattern) as UserRegex;
const CATASTROPHIC = "^(?<x>a+)+$";
const inputs = [`${"a".repeat(36)}!`, `${"a".repeat(100_000)}!`];

describe("linear time", () => {
  it.each(inputs.map((s) => [s.length, s]))(
    "^(?<x>a+)+$ on %i characters ending in ! answers at once",
    (_, s) => {
      expect(compiled(CATASTROPHIC).test(s)).toBe(false);
      expect(compiled(CATASTROPHIC).exec(s)).toBeNull();
      expect(parseText({ parser: "regex", pattern: CATASTROPHIC }, s)).toBeNull();
      const cond: ConditionGroup = {
        logical_operation: "AND",
        expressions: [{ field: ".m", str_operator: "regex_match", value: CATASTROPHIC, negate: false }],
      };
      expect(matchesCondition(cond, newEvent({ m: s }, 0, {}))).toBe(false);
    },
  );

  it("does not run a large pattern over a long line: past the step budget the value does not match", () => {
    // ~2,000 instructions × 64 KB would be seconds of matching; the budget refuses it at once.
    const big = `(?<x>${"[a-z]{1000}".repeat(2)})!`;
    const line = `${"a".repeat(65_000)}!`;
    expect(compiled(big).programSize()).toBeGreaterThan(2000);
    expect(parseText({ parser: "regex", pattern: big }, line)).toBeNull();
    // The same pattern on a line that fits the budget still parses.
    expect(parseText({ parser: "regex", pattern: big }, `${"a".repeat(2000)}!`)).toEqual({
      x: "a".repeat(2000),
    });
  });

  it("still matches and captures when the input fits", () => {
    expect(parseText({ parser: "regex", pattern: CATASTROPHIC }, "a".repeat(100_000))).toEqual({
      x: "a".repeat(100_000),
    });
  });
});

describe("semantics kept", () => {
  it("fills named groups, an unmatched one with null", () => {
    const pattern = String.raw`^(?<method>[A-Z]+) (?<path>\S+)(?: (?<proto>HTTP/\d\.\d))?$`;
    expect(parseText({ parser: "regex", pattern }, "GET /x")).toEqual({
      method: "GET",
      path: "/x",
      proto: null,
    });
    expect(parseText({ parser: "regex", pattern: "(?P<n>\\d+)" }, "id 42")).toEqual({ n: "42" });
  });

  it("takes the case-insensitive flag inline, whole pattern or one group", () => {
    expect(parseText({ parser: "regex", pattern: "(?i)^(?<m>get|post) " }, "GET /")).toEqual({ m: "GET" });
    expect(compiled("^(?i:err)or$").test("ERRor")).toBe(true);
    expect(compiled("^(?i:err)or$").test("ERROR")).toBe(false);
    expect(compiled("^error$").test("ERROR")).toBe(false);
  });

  it("finds a match anywhere, leftmost first, like RegExp.exec", () => {
    const groups = (pattern: string, text: string) =>
      (compiled(pattern).exec(text) as RegExpExecArray).groups;
    expect(groups("(?<d>\\d+|\\d)", "ab 123 45")).toEqual({ d: "123" });
    expect(groups("(?<w>\\w+?)c", "abc")).toEqual({ w: "ab" });
  });
});

describe("refused where written", () => {
  const LINEAR = "is not supported: patterns run on a linear-time engine (RE2 syntax)";
  it.each([
    ["(a)\\1", `backreference \\1 ${LINEAR}`],
    ["(?<n>a)\\k<n>", `backreference \\k... ${LINEAR}`],
    ["(?P<n>a)(?P=n)", `named backreference (?P=name) or recursion (?P>name) ${LINEAR}`],
    ["a(?=b)", `lookahead (?=...) ${LINEAR}`],
    ["a(?!b)", `negative lookahead (?!...) ${LINEAR}`],
    ["(?<=a)b", `lookbehind (?<=...) ${LINEAR}`],
    ["(?<!a)b", `negative lookbehind (?<!...) ${LINEAR}`],
    ["(?>a+)b", `atomic group (?>...) ${LINEAR}`],
    ["a(?R)?b", `recursion (?R), (?1), (?&name) ${LINEAR}`],
    ["(a)(?(1)b|c)", `conditional (?(...)...) ${LINEAR}`],
    ["a++b", `possessive quantifier ++ ${LINEAR}`],
    ["a{2}+b", `possessive quantifier {2}+ ${LINEAR}`],
    ["(", "not a valid regular expression (RE2 syntax): missing closing ): ("],
    ["\\u0041", "not a valid regular expression (RE2 syntax): invalid escape sequence: \\u"],
    [
      "[a-z]{1000}".repeat(6),
      "pattern too large: it compiles to 6002 instructions, at most 5000 (lower its repeat counts)",
    ],
  ])("%s", (pattern, message) => {
    expect(regexProblem(pattern)).toBe(message);
  });

  it("accepts RE2 syntax", () => {
    for (const p of ["\\d{1,3}", "\\pL+", "[[:alpha:]]", "\\x{41}", "(?s).", "\\Aa\\z", "a{,3}"]) {
      expect(regexProblem(p), p).toBeNull();
    }
  });

  it("a refused pattern stored earlier matches nothing and parses nothing, without throwing", () => {
    const cond: ConditionGroup = {
      logical_operation: "AND",
      expressions: [{ field: ".m", str_operator: "regex_match", value: "(a)\\1", negate: false }],
    };
    expect(matchesCondition(cond, newEvent({ m: "aa" }, 0, {}))).toBe(false);
    expect(parseText({ parser: "regex", pattern: "(?<a>a)\\1" }, "aa")).toBeNull();
  });

  it("keeps working past the cache's bounds (500 patterns, 100,000 instructions)", () => {
    for (let i = 0; i < 1200; i++) expect(compiled(`^(?<n>${i})$`).test(String(i))).toBe(true);
    for (let i = 0; i < 60; i++) expect(compiled(`^${i}[a-z]{0,1000}$`).test(`${i}abc`)).toBe(true);
    expect(compiled("^(?<n>0)$").test("0")).toBe(true);
    expect(compiled("^0[a-z]{0,1000}$").test("0abc")).toBe(true);
  });
});
