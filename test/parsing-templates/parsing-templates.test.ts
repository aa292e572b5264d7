// Parsing templates (v1) through HTTP: every operation, names unique per account ignoring case (409), the
// config validated by the parse processor's own schema, the test endpoints parsing real lines with the
// engine's parser (a non-matching line reported as not matched), limits on lines, and tenancy.
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, client, createAccount, type Json } from "../helpers";

let api: ReturnType<typeof client>;
let stranger: ReturnType<typeof client>;
const base = "/v1/config/parsing-template";

beforeAll(async () => {
  api = client(await createAccount("templates"));
  stranger = client(await createAccount("templates-stranger"));
});

function v1Error(res: ApiResponse, status: number, code: string): string[] {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ code, status, error: expect.any(String), request_id: expect.any(String) });
  return (res.body.details ?? []).map((d: Json) => d.key);
}

const orderRegex = { parser: "regex", pattern: String.raw`^order (?<id>\d+) took (?<ms>\d+)ms$` };
const apacheLine = '127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326';

describe("operations", () => {
  it("creates a template answering its templateid, reads, lists, replaces and deletes it", async () => {
    const created = await api.post(base, {
      name: "Orders",
      description: "order timings",
      config: orderRegex,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toEqual({
      templateid: expect.any(String),
      name: "Orders",
      description: "order timings",
      config: orderRegex,
    });
    const path = `${base}/${created.body.templateid}`;
    expect((await api.get(path)).body).toEqual(created.body);
    expect((await api.get(base)).body).toContainEqual(created.body);
    const replaced = await api.put(path, { name: "orders", config: { parser: "key_value" } });
    expect(replaced.body).toEqual({
      templateid: created.body.templateid,
      name: "orders",
      description: null,
      config: { parser: "key_value", field_delimiter: " ", key_delimiter: "=" },
    });
    expect((await api.get(path)).body).toEqual(replaced.body);
    expect((await api.delete(path)).body).toEqual({ deleted: true });
    v1Error(await api.get(path), 404, "ENOTFOUND");
    v1Error(await api.delete(path), 404, "ENOTFOUND");
    v1Error(await api.put(path, { name: "x", config: { parser: "json" } }), 404, "ENOTFOUND");
    v1Error(await api.post(`${path}/test`, { lines: ["{}"] }), 404, "ENOTFOUND");
  });

  it("accepts every parser of the parse processor", async () => {
    for (const parser of ["json", "key_value", "apache_common", "apache_combined", "syslog"]) {
      const res = await api.post(base, { name: `every ${parser}`, config: { parser } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });
});

describe("names", () => {
  it("refuses a name already used in any case (409), on create and on rename, changing nothing", async () => {
    const first = await api.post(base, { name: "Nginx access", config: { parser: "apache_combined" } });
    v1Error(await api.post(base, { name: "NGINX ACCESS", config: { parser: "json" } }), 409, "ECONFLICT");
    const second = await api.post(base, { name: "Other", config: { parser: "json" } });
    const path = `${base}/${second.body.templateid}`;
    expect(
      v1Error(
        await api.put(path, { name: " nginx access ", config: { parser: "syslog" } }),
        409,
        "ECONFLICT",
      ),
    ).toEqual(["name"]);
    expect((await api.get(path)).body).toEqual(second.body);
    // Renaming a template to its own name in another case is no conflict.
    const own = await api.put(`${base}/${first.body.templateid}`, {
      name: "NGINX access",
      config: { parser: "json" },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });

  it("lets another account use the same name", async () => {
    await api.post(base, { name: "Shared name", config: { parser: "json" } });
    expect((await stranger.post(base, { name: "shared name", config: { parser: "json" } })).status).toBe(200);
  });
});

describe("validation", () => {
  const cases: [string, Json, string][] = [
    ["no name", { config: { parser: "json" } }, "name"],
    ["a blank name", { name: " ", config: { parser: "json" } }, "name"],
    ["no config", { name: "x" }, "config"],
    ["an unknown parser", { name: "x", config: { parser: "xml" } }, "config.parser"],
    ["a regex without a pattern", { name: "x", config: { parser: "regex" } }, "config.pattern"],
    [
      "a regex without a named group",
      { name: "x", config: { parser: "regex", pattern: "^a(b)$" } },
      "config.pattern",
    ],
    ["an invalid regex", { name: "x", config: { parser: "regex", pattern: "(?<a>[" } }, "config.pattern"],
    [
      "an empty key delimiter",
      { name: "x", config: { parser: "key_value", key_delimiter: "" } },
      "config.key_delimiter",
    ],
    [
      "a field the parser does not take",
      { name: "x", config: { parser: "json", pattern: "x" } },
      "config.pattern",
    ],
    [
      "the parse processor's node field",
      { name: "x", config: { parser: "json", field: ".message" } },
      "config.field",
    ],
    ["an unknown field", { name: "x", config: { parser: "json" }, owner: "me" }, "owner"],
  ];

  it.each(cases)("refuses %s (400, nothing created)", async (_, body, key) => {
    const before = (await api.get(base)).body.length;
    expect(v1Error(await api.post(base, body), 400, "EVALIDATION")).toContain(key);
    expect((await api.get(base)).body).toHaveLength(before);
  });

  it.each(cases)("refuses %s on PUT, leaving the template as it was", async (_, body, key) => {
    const created = await api.post(base, { name: `kept ${crypto.randomUUID()}`, config: orderRegex });
    const path = `${base}/${created.body.templateid}`;
    expect(v1Error(await api.put(path, body), 400, "EVALIDATION")).toContain(key);
    expect((await api.get(path)).body).toEqual(created.body);
  });
});

describe("testing a parser on sample lines", () => {
  it("parses matching lines and reports a non-matching line as not matched", async () => {
    const res = await api.post(`${base}/test`, {
      config: orderRegex,
      lines: ["order 42 took 17ms", "GET /health 200", "order 7 took 3ms"],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      matched: 2,
      unmatched: 1,
      results: [
        { line: "order 42 took 17ms", matched: true, fields: { id: "42", ms: "17" } },
        { line: "GET /health 200", matched: false, fields: null },
        { line: "order 7 took 3ms", matched: true, fields: { id: "7", ms: "3" } },
      ],
    });
  });

  it("parses real apache, key_value, json and syslog lines", async () => {
    const apache = await api.post(`${base}/test`, {
      config: { parser: "apache_common" },
      lines: [apacheLine],
    });
    expect(apache.body.results[0]).toEqual({
      line: apacheLine,
      matched: true,
      fields: {
        host: "127.0.0.1",
        ident: null,
        user: "frank",
        timestamp: "2000-10-10T20:55:36.000Z",
        method: "GET",
        path: "/apache_pb.gif",
        protocol: "HTTP/1.0",
        status: 200,
        size: 2326,
      },
    });
    const kv = await api.post(`${base}/test`, {
      config: { parser: "key_value" },
      lines: ['user=ann action="log in" ok', "no pairs here"],
    });
    expect(kv.body.results.map((r: Json) => r.fields)).toEqual([
      { user: "ann", action: "log in", ok: true },
      null,
    ]);
    const json = await api.post(`${base}/test`, {
      config: { parser: "json" },
      lines: ['{"a":1}', "[1,2]", "{bad"],
    });
    expect(json.body.results.map((r: Json) => r.matched)).toEqual([true, false, false]);
    const syslog = await api.post(`${base}/test`, {
      config: { parser: "syslog" },
      lines: ["<34>1 2003-10-11T22:14:15.003Z mymachine su 77 ID47 - 'su root' failed"],
    });
    expect(syslog.body.results[0].fields).toMatchObject({
      facility: "auth",
      severity: "crit",
      hostname: "mymachine",
      appname: "su",
      procid: 77,
      msgid: "ID47",
      message: "'su root' failed",
    });
  });

  it("runs a saved template, by template_id or by its own path", async () => {
    const saved = await api.post(base, { name: "saved orders", config: orderRegex });
    const lines = ["order 1 took 2ms", "nope"];
    const expected = {
      matched: 1,
      unmatched: 1,
      results: [
        { line: lines[0], matched: true, fields: { id: "1", ms: "2" } },
        { line: lines[1], matched: false, fields: null },
      ],
    };
    const byId = await api.post(`${base}/test`, { template_id: saved.body.templateid, lines });
    expect(byId.body).toEqual(expected);
    const byPath = await api.post(`${base}/${saved.body.templateid}/test`, { lines });
    expect(byPath.body).toEqual(expected);
  });

  it("accepts 100 lines of 64 KB-ish and refuses 101 lines or a longer line", async () => {
    const hundred = await api.post(`${base}/test`, {
      config: { parser: "json" },
      lines: Array(100).fill("{}"),
    });
    expect(hundred.body.matched).toBe(100);
    const tooMany = await api.post(`${base}/test`, {
      config: { parser: "json" },
      lines: Array(101).fill("{}"),
    });
    expect(v1Error(tooMany, 400, "EVALIDATION")).toContain("lines");
    const long = await api.post(`${base}/test`, { config: { parser: "json" }, lines: ["x".repeat(65_536)] });
    expect(long.status, JSON.stringify(long.body)).toBe(200);
    // 32,769 two-byte characters are fewer than 65,536 characters but more than 64 KB.
    const tooLong = await api.post(`${base}/test`, {
      config: { parser: "json" },
      lines: ["é".repeat(32_769)],
    });
    expect(v1Error(tooLong, 400, "EVALIDATION")).toContain("lines.0");
  });

  const bad: [string, Json, string][] = [
    ["no lines", { config: { parser: "json" } }, "lines"],
    ["an empty list of lines", { config: { parser: "json" }, lines: [] }, "lines"],
    ["a line that is not a string", { config: { parser: "json" }, lines: [1] }, "lines.0"],
    ["neither config nor template_id", { lines: ["a"] }, "config"],
    ["both config and template_id", { config: { parser: "json" }, template_id: "x", lines: ["a"] }, "config"],
    ["an invalid config", { config: { parser: "regex", pattern: "(" }, lines: ["a"] }, "config.pattern"],
    ["an unknown field", { config: { parser: "json" }, lines: ["a"], dry: true }, "dry"],
  ];
  it.each(bad)("refuses %s (400)", async (_, body, key) => {
    expect(v1Error(await api.post(`${base}/test`, body), 400, "EVALIDATION")).toContain(key);
  });

  it("answers 404 for an unknown template_id", async () => {
    v1Error(
      await api.post(`${base}/test`, { template_id: crypto.randomUUID(), lines: ["a"] }),
      404,
      "ENOTFOUND",
    );
  });
});

describe("tenancy", () => {
  it("answers 404 for another account's template on every operation, test endpoints included", async () => {
    const mine = await api.post(base, { name: "private", config: orderRegex });
    const path = `${base}/${mine.body.templateid}`;
    v1Error(await stranger.get(path), 404, "ENOTFOUND");
    v1Error(await stranger.put(path, { name: "taken", config: { parser: "json" } }), 404, "ENOTFOUND");
    v1Error(await stranger.delete(path), 404, "ENOTFOUND");
    v1Error(await stranger.post(`${path}/test`, { lines: ["order 1 took 1ms"] }), 404, "ENOTFOUND");
    v1Error(
      await stranger.post(`${base}/test`, { template_id: mine.body.templateid, lines: ["a"] }),
      404,
      "ENOTFOUND",
    );
    expect((await stranger.get(base)).body.map((t: Json) => t.name)).not.toContain("private");
    expect((await api.get(path)).body).toEqual(mine.body);
  });
});
