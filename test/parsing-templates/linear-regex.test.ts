// Parsing templates and user regular expressions: patterns run on the linear-time engine (a pattern that
// is catastrophic for a backtracking engine answers at once), keep named groups and (?i), and a pattern
// with a backtracking-only construct is refused with a 400 naming it on create, replace and test.
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, client, createAccount, type Json } from "../helpers";

let api: ReturnType<typeof client>;
const base = "/v1/config/parsing-template";
const LINEAR = "is not supported: patterns run on a linear-time engine (RE2 syntax)";
const regex = (pattern: string) => ({ parser: "regex", pattern });

beforeAll(async () => {
  api = client(await createAccount("templates-regex"));
});

function ok(res: ApiResponse): Json {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A v1 400 whose only detail is config.pattern with `message`. */
function refused(res: ApiResponse, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({
    code: "EVALIDATION",
    status: 400,
    error: `Validation failed: ${message} at /config/pattern`,
    details: [{ key: "config.pattern", message }],
  });
}

describe("the test endpoint runs patterns in linear time", () => {
  it("answers ^(?<x>a+)+$ on 36 and 65,000 a's followed by ! at once, and still matches", async () => {
    const lines = [`${"a".repeat(36)}!`, `${"a".repeat(65_000)}!`, "aaa"];
    const body = ok(await api.post(`${base}/test`, { config: regex("^(?<x>a+)+$"), lines }));
    expect(body).toMatchObject({ matched: 1, unmatched: 2 });
    expect(body.results.map((r: Json) => r.fields)).toEqual([null, null, { x: "aaa" }]);
  });

  it("keeps named groups and the inline case-insensitive flag", async () => {
    const config = regex(String.raw`(?i)^order (?<id>\d+)(?: took (?<ms>\d+)ms)?$`);
    const body = ok(await api.post(`${base}/test`, { config, lines: ["ORDER 7 TOOK 12MS", "Order 8"] }));
    expect(body.results.map((r: Json) => r.fields)).toEqual([
      { id: "7", ms: "12" },
      { id: "8", ms: null },
    ]);
  });
});

describe("backtracking-only constructs are refused where a pattern is written", () => {
  const cases: [string, string][] = [
    [String.raw`^(?<w>\w+) \1$`, `backreference \\1 ${LINEAR}`],
    ["^(?<a>a)(?=b)", `lookahead (?=...) ${LINEAR}`],
    ["(?<!x)(?<a>a)", `negative lookbehind (?<!...) ${LINEAR}`],
  ];

  it.each(cases)("%s on create, replace and test", async (pattern, message) => {
    refused(await api.post(base, { name: "bad", config: regex(pattern) }), message);
    const t = ok(await api.post(base, { name: `good ${pattern}`, config: regex("(?<a>a)") }));
    refused(await api.put(`${base}/${t.templateid}`, { name: "x", config: regex(pattern) }), message);
    refused(await api.post(`${base}/test`, { config: regex(pattern), lines: ["a"] }), message);
    expect(ok(await api.get(`${base}/${t.templateid}`)).config).toEqual(regex("(?<a>a)"));
  });
});
