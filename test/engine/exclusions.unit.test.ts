import { describe, expect, it } from "vitest";
import { compileExclusions, type ExclusionRule } from "../../src/engine/exclusions";

const rule = (r: Partial<ExclusionRule>): ExclusionRule => ({
  apps: [],
  hosts: [],
  query: null,
  indexOnly: false,
  ...r,
});
const appExcluded = (pattern: string, app: string) =>
  compileExclusions([rule({ apps: [pattern] })])({ line: "x", app }) === "excluded";

describe("exclusion globs", () => {
  it.each([
    ["web", "web", true],
    ["web", "WEB", true],
    ["web", "web-1", false],
    ["web*", "web-1", true],
    ["*-1", "web-1", true],
    ["*-1", "web-12", false],
    ["w*b*1", "web-1", true],
    ["w*b*1", "wb1", true],
    ["a*a", "a", false],
    ["a*a", "aa", true],
    ["*", "", true],
    ["*mid*", "a-mid-b", true],
    ["*mid*", "a-mi-d", false],
  ])("%s against %s: %s", (pattern, app, expected) => {
    expect(appExcluded(pattern, app)).toBe(expected);
  });

  it("matches a pattern of many stars in linear time (a backtracking regex would not finish)", () => {
    expect(appExcluded("*a*a*a*a*a*a*a*a*a*a*a*a*b", "a".repeat(512))).toBe(false);
    expect(appExcluded("*a*a*a*a*a*a*a*a*a*a*a*a*b", `${"a".repeat(511)}b`)).toBe(true);
  });

  it("excludes when any matching rule is not index-only, and reports index-only otherwise", () => {
    const classify = compileExclusions([rule({ apps: ["a"], indexOnly: true }), rule({ hosts: ["h"] })]);
    expect(classify({ line: "x", app: "a", host: "other" })).toBe("index-only");
    expect(classify({ line: "x", app: "a", host: "h" })).toBe("excluded");
    expect(classify({ line: "x", app: "b", host: "other" })).toBe(null);
  });

  it("ignores a stored rule whose query no longer parses instead of failing ingestion", () => {
    expect(compileExclusions([rule({ query: "(broken" })])({ line: "x" })).toBe(null);
  });
});
