// Node configurations carrying user regular expressions (parse, parse-sequentially, regex_match in
// conditions) are checked on the linear-time engine they run on: a backtracking-only construct is refused
// with a 400 naming it, at the pattern's pointer, on create and on update.
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, type Json } from "../helpers";
import { type Api, expectInvalid, newPipeline, ok } from "./fixtures";

let api: Api;
let pid: string;
let sourceId: string;
const LINEAR = "is not supported: patterns run on a linear-time engine (RE2 syntax)";

beforeAll(async () => {
  api = client(await createAccount("nodes-regex"));
  pid = await newPipeline(api, "regex");
  sourceId = ok(await api.post(`/v3/pipeline/${pid}/source`, { type: "http" })).id;
});

const regexLeaf = (value: string) => ({ expressions: [{ field: ".m", str_operator: "regex_match", value }] });
const places: [string, (pattern: string) => Json, string][] = [
  ["parse", (pattern) => ({ type: "parse", user_config: { parser: "regex", pattern, field: ".m" } }), ""],
  [
    "parse-sequentially",
    (pattern) => ({
      type: "parse-sequentially",
      user_config: { field: ".m", parsers: [{ label: "A", config: { parser: "regex", pattern } }] },
    }),
    "/parsers/0/config",
  ],
  [
    "filter",
    (pattern) => ({ type: "filter", user_config: { action: "drop", conditional: regexLeaf(pattern) } }),
    "/conditional/expressions/0",
  ],
  [
    "route",
    (pattern) => ({
      type: "route",
      user_config: { conditionals: [{ label: "x", conditional: regexLeaf(pattern) }] },
    }),
    "/conditionals/0/conditional/expressions/0",
  ],
];
const refusals: [string, string][] = [
  ["(?<a>a)\\1", `backreference \\1 ${LINEAR}`],
  ["(?<a>a)(?=b)", `lookahead (?=...) ${LINEAR}`],
  ["(?<=x)(?<a>a)", `lookbehind (?<=...) ${LINEAR}`],
  ["(?<a>a++)", `possessive quantifier ++ ${LINEAR}`],
];

describe.each(places)("%s", (_, body, at) => {
  const pointer = `/user_config${at}/${at.endsWith("expressions/0") ? "value" : "pattern"}`;
  const messageAt = (res: Awaited<ReturnType<Api["post"]>>) =>
    (expectInvalid(res, pointer).errors as Json[]).find((e) => e.instancePath === pointer)?.message;

  it.each(refusals)("refuses %s on create and update, naming the construct", async (pattern, message) => {
    const res = await api.post(`/v3/pipeline/${pid}/transform`, { ...body(pattern), inputs: [sourceId] });
    expect(messageAt(res)).toBe(message);
    expect(res.body.message).toBe(`Validation failed: ${message} at ${pointer}`);
    const node = ok(
      await api.post(`/v3/pipeline/${pid}/transform`, { ...body("(?i)(?<a>x)"), inputs: [sourceId] }),
    );
    const update = { ...body(pattern), title: "t", inputs: [sourceId], generation_id: node.generation_id };
    expect(messageAt(await api.put(`/v3/pipeline/${pid}/transform/${node.id}`, update))).toBe(message);
  });
});
