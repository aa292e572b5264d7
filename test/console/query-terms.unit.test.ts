// The terms a click on a line's value adds to the search, checked against the service's own query parser: the
// term must select exactly that field and value, whatever characters the value holds.
import { describe, expect, it } from "vitest";
import { fieldValues, termOf, withTerm } from "../../console/src/query-terms";
import { parseQuery } from "../../src/engine/query";

describe("the terms of a line's values", () => {
  it("maps export's names to the language's fields, tags one by one, meta as paths, and skips id, time and text", () => {
    const line = {
      _id: "1.2.3",
      _ts: 1,
      _line: "GET /",
      _app: "billing",
      _host: "web-1",
      _file: "",
      level: "ERROR",
      _tag: ["eu", "prod"],
      status: 503,
      user: { id: 42, name: 'O"Brien \\ co' },
    };
    expect(fieldValues(line).map((f) => [f.field, f.value])).toEqual([
      ["app", "billing"],
      ["host", "web-1"],
      ["level", "ERROR"],
      ["tag", "eu"],
      ["tag", "prod"],
      ["status", "503"],
      ["user.id", "42"],
      ["user.name", 'O"Brien \\ co'],
    ]);
  });

  it.each([
    ["app", "billing"],
    ["user.name", 'O"Brien \\ co'],
    ["path", "/v1/(x) OR y:z*"],
    ["status", ">=500"],
  ])("%s = %s parses as that one field and value", (field, value) => {
    // The parser names meta fields by their full path; a quoted value is taken as it is: equality, no prefix.
    expect(parseQuery(termOf(field, value))).toEqual({
      kind: "field",
      field: field === "app" ? field : `meta.${field}`,
      op: "eq",
      value,
      prefix: false,
    });
  });

  it("adds a term once", () => {
    expect(withTerm("", 'app:"web"')).toBe('app:"web"');
    expect(withTerm(" error ", 'app:"web"')).toBe('error app:"web"');
    expect(withTerm('error app:"web"', 'app:"web"')).toBe('error app:"web"');
  });
});
