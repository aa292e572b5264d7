// The terms a click on a line's value adds to the search, checked against the service's own query parser: the
// term must select exactly that field and value, whatever characters the value holds.
import { describe, expect, it } from "vitest";
import { fieldValues, termOf, type ViewFilter, viewQuery, withTerm } from "../../console/src/query-terms";
import { matchesQuery, parseQuery } from "../../src/engine/query";

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

describe("a saved view as one search", () => {
  const lines: {
    line: string;
    host: string;
    app: string;
    level: string;
    tags: string[];
    file: string;
    meta: Record<string, unknown>;
  }[] = [];
  for (const host of ["web-1", "web-2", "db-1"])
    for (const app of ["api", "cron"])
      for (const level of ["INFO", "ERROR", ""])
        for (const tags of [[], ["prod"], ["prod", "eu"], ["dev"]])
          for (const line of ["GET / 200", "POST /pay 503 timeout"])
            lines.push({ line, host, app, level, tags, file: "", meta: {} });

  it.each<ViewFilter>([
    { query: null, hosts: ["web-1", "db-1"], apps: [], levels: [], tags: [] },
    { query: "timeout OR 200", hosts: [], apps: ["cron"], levels: ["error"], tags: ["eu", "dev"] },
    { query: "-GET", hosts: ["web-2"], apps: ["api", "cron"], levels: ["INFO", "ERROR"], tags: ["prod"] },
    { query: "a OR b", hosts: [], apps: [], levels: [], tags: [] },
  ])("selects the lines the view does: %j", (view) => {
    const node = parseQuery(viewQuery(view));
    const query = view.query ? parseQuery(view.query) : null;
    const selected = (l: (typeof lines)[number]) =>
      (view.hosts.length === 0 || view.hosts.includes(l.host)) &&
      (view.apps.length === 0 || view.apps.includes(l.app)) &&
      (view.levels.length === 0 || view.levels.map((v) => v.toUpperCase()).includes(l.level)) &&
      (view.tags.length === 0 || view.tags.some((t) => l.tags.includes(t))) &&
      matchesQuery(query, l);
    const want = lines.filter(selected);
    expect(want.length).toBeGreaterThan(0);
    expect(lines.filter((l) => matchesQuery(node, l))).toEqual(want);
  });
});
