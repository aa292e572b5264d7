import { describe, expect, it } from "vitest";
import { newEvent, type PipelineEvent } from "../../src/engine/events";
import { outputsOf } from "../../src/engine/kinds/index";
import {
  type ParserConfig,
  parseKind,
  parseProcessor,
  parseSequentiallyProcessor,
  parseText,
  parseSequentiallyKind as seqKind,
} from "../../src/engine/processors/parse";
import type { ProcessorResult } from "../../src/engine/processors/types";

const NOW = Date.UTC(2024, 5, 15, 12, 0, 0);
const ctx = { now: () => NOW };

async function runParse(config: Record<string, unknown>, events: PipelineEvent[]): Promise<ProcessorResult> {
  const processor = await parseProcessor(parseKind.config.parse(config));
  return processor.process(events, ctx);
}

const ev = (message: unknown) => newEvent(message, NOW, {});

describe("parseText: json", () => {
  it.each<[string, Record<string, unknown> | null]>([
    ['{"a":1,"b":{"c":"x"}}', { a: 1, b: { c: "x" } }],
    ['  {"level":"info"}  ', { level: "info" }],
    ["{}", {}],
    ["[1,2]", null],
    ["42", null],
    ['"text"', null],
    ["{not json}", null],
    ["", null],
  ])("%j", (text, expected) => {
    expect(parseText({ parser: "json" }, text)).toEqual(expected);
  });
});

describe("parseText: key_value", () => {
  const kv = (field_delimiter = " ", key_delimiter = "="): ParserConfig => ({
    parser: "key_value",
    field_delimiter,
    key_delimiter,
  });
  it.each<[string, ParserConfig, Record<string, unknown> | null]>([
    ["a=1 b=two", kv(), { a: "1", b: "two" }],
    ['msg="hello world" level=info', kv(), { msg: "hello world", level: "info" }],
    ['msg="say \\"hi\\"" x=1', kv(), { msg: 'say "hi"', x: "1" }],
    ["a=1   b=2", kv(), { a: "1", b: "2" }],
    ["a=1 a=2 a=3", kv(), { a: ["1", "2", "3"] }],
    ["a=1 debug", kv(), { a: "1", debug: true }],
    ["a= b=2", kv(), { a: "", b: "2" }],
    ["a=x=y", kv(), { a: "x=y" }],
    ['a:1, b:2, c:"x, y"', kv(",", ":"), { a: "1", b: "2", c: "x, y" }],
    ["a->1 || b->2", kv("||", "->"), { a: "1", b: "2" }],
    ['"my key"="v 1"', kv(), { "my key": "v 1" }],
    ["just some words", kv(), null],
    ["", kv(), null],
    ["=1", kv(), null],
  ])("%j", (text, config, expected) => {
    expect(parseText(config, text)).toEqual(expected);
  });
});

describe("parseText: regex", () => {
  const re = (pattern: string): ParserConfig => ({ parser: "regex", pattern });
  it.each<[string, string, Record<string, unknown> | null]>([
    [String.raw`^(?<user>\w+) took (?<ms>\d+)ms$`, "alice took 42ms", { user: "alice", ms: "42" }],
    [String.raw`(?<code>\d{3})`, "status 404 here", { code: "404" }],
    ["^(?<a>x)(?<b>y)?$", "x", { a: "x", b: null }],
    [String.raw`^(\w+)-(?<n>\d+)$`, "item-7", { n: "7" }],
    [String.raw`^(?<user>\w+) took (?<ms>\d+)ms$`, "alice took many ms", null],
  ])("%s on %j", (pattern, text, expected) => {
    expect(parseText(re(pattern), text)).toEqual(expected);
  });
});

describe("parseText: apache", () => {
  const common = '127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326';
  const commonExpected = {
    host: "127.0.0.1",
    ident: null,
    user: "frank",
    timestamp: "2000-10-10T20:55:36.000Z",
    method: "GET",
    path: "/apache_pb.gif",
    protocol: "HTTP/1.0",
    status: 200,
    size: 2326,
  };
  it.each<[string, "apache_common" | "apache_combined", string, Record<string, unknown> | null]>([
    ["common", "apache_common", common, commonExpected],
    [
      "common, size -, ident set, positive offset",
      "apache_common",
      '::1 ident42 - [01/Feb/2024:00:30:00 +0100] "HEAD / HTTP/1.1" 304 -',
      {
        host: "::1",
        ident: "ident42",
        user: null,
        timestamp: "2024-01-31T23:30:00.000Z",
        method: "HEAD",
        path: "/",
        protocol: "HTTP/1.1",
        status: 304,
        size: null,
      },
    ],
    [
      "common, odd request line",
      "apache_common",
      '10.0.0.1 - - [10/Oct/2000:13:55:36 +0000] "-" 408 0',
      {
        host: "10.0.0.1",
        ident: null,
        user: null,
        timestamp: "2000-10-10T13:55:36.000Z",
        method: null,
        path: null,
        protocol: null,
        request: null,
        status: 408,
        size: 0,
      },
    ],
    [
      "combined",
      "apache_combined",
      `${common} "http://www.example.com/start.html" "Mozilla/4.08 [en] (Win98; I ;Nav)"`,
      {
        ...commonExpected,
        referer: "http://www.example.com/start.html",
        agent: "Mozilla/4.08 [en] (Win98; I ;Nav)",
      },
    ],
    [
      "combined, referer -, escaped quote in agent",
      "apache_combined",
      `${common} "-" "curl \\"x\\""`,
      { ...commonExpected, referer: null, agent: 'curl "x"' },
    ],
    ["common line is not combined", "apache_combined", common, null],
    ["combined line is not common", "apache_common", `${common} "-" "curl"`, null],
    ["bad month", "apache_common", common.replace("Oct", "Foo"), null],
    ["non-numeric status", "apache_common", common.replace(" 200 ", " OK "), null],
    ["plain text", "apache_common", "hello world", null],
  ])("%s", (_name, parser, text, expected) => {
    expect(parseText({ parser }, text)).toEqual(expected);
  });
});

describe("parseText: syslog", () => {
  it.each<[string, string, Record<string, unknown> | null]>([
    [
      "RFC 5424 with structured data",
      '<165>1 2003-10-11T22:14:15.003Z mymachine.example.com evntslog - ID47 [exampleSDID@32473 iut="3" eventSource="Application" eventID="1011"][examplePriority@32473 class="high"] An application event',
      {
        facility: "local4",
        severity: "notice",
        version: 1,
        timestamp: "2003-10-11T22:14:15.003Z",
        hostname: "mymachine.example.com",
        appname: "evntslog",
        procid: null,
        msgid: "ID47",
        structured_data: {
          "exampleSDID@32473": { iut: "3", eventSource: "Application", eventID: "1011" },
          "examplePriority@32473": { class: "high" },
        },
        message: "An application event",
      },
    ],
    [
      "RFC 5424 without structured data, offset timestamp, BOM",
      "<34>1 2003-10-11T22:14:15.000003-07:00 host su 1234 - - \uFEFF'su root' failed",
      {
        facility: "auth",
        severity: "crit",
        version: 1,
        timestamp: "2003-10-12T05:14:15.000Z",
        hostname: "host",
        appname: "su",
        procid: 1234,
        msgid: null,
        structured_data: null,
        message: "'su root' failed",
      },
    ],
    [
      "RFC 5424 escaped SD value, no message",
      '<14>1 - - - - - [id@1 v="a\\"b\\]c"]',
      {
        facility: "user",
        severity: "info",
        version: 1,
        timestamp: null,
        hostname: null,
        appname: null,
        procid: null,
        msgid: null,
        structured_data: { "id@1": { v: 'a"b]c' } },
        message: "",
      },
    ],
    [
      "RFC 3164",
      "<34>Oct 11 22:14:15 mymachine su: 'su root' failed for lonvick on /dev/pts/8",
      {
        facility: "auth",
        severity: "crit",
        timestamp: "2023-10-11T22:14:15.000Z",
        hostname: "mymachine",
        appname: "su",
        procid: null,
        msgid: null,
        message: "'su root' failed for lonvick on /dev/pts/8",
      },
    ],
    [
      "RFC 3164 with pid, this year",
      "<13>Jun  5 08:00:01 web-1 nginx[4021]: started",
      {
        facility: "user",
        severity: "notice",
        timestamp: "2024-06-05T08:00:01.000Z",
        hostname: "web-1",
        appname: "nginx",
        procid: 4021,
        msgid: null,
        message: "started",
      },
    ],
    [
      "RFC 3164 without PRI or hostname",
      "Jun 15 11:59:00 cron[7]: job done",
      {
        facility: null,
        severity: null,
        timestamp: "2024-06-15T11:59:00.000Z",
        hostname: null,
        appname: "cron",
        procid: 7,
        msgid: null,
        message: "job done",
      },
    ],
    [
      "RFC 3164 with RFC 3339 timestamp (rsyslog)",
      "<30>2024-02-13T19:48:34+00:00 box systemd[1]: Started",
      {
        facility: "daemon",
        severity: "info",
        timestamp: "2024-02-13T19:48:34.000Z",
        hostname: "box",
        appname: "systemd",
        procid: 1,
        msgid: null,
        message: "Started",
      },
    ],
    ["PRI out of range", "<192>1 - - - - - - x", null],
    ["not syslog", "hello world", null],
    ["bad 5424 timestamp", "<14>1 yesterday host app - - - msg", null],
    ["json", '{"a":1}', null],
  ])("%s", (_name, text, expected) => {
    expect(parseText({ parser: "syslog" }, text, NOW)).toEqual(expected);
  });
});

describe("parse processor", () => {
  it.each<[string, Record<string, unknown>, unknown, unknown, string | undefined]>([
    [
      "json replaces the field",
      { parser: "json", field: ".line" },
      { line: '{"a":1}', x: 1 },
      { line: { a: 1 }, x: 1 },
      undefined,
    ],
    [
      "json into target_field keeps the source",
      { parser: "json", field: ".line", target_field: ".parsed" },
      { line: '{"a":1}' },
      { line: '{"a":1}', parsed: { a: 1 } },
      undefined,
    ],
    [
      "nested source and target",
      { parser: "key_value", field: ".raw.kv", target_field: ".out.kv" },
      { raw: { kv: "a=1" } },
      { raw: { kv: "a=1" }, out: { kv: { a: "1" } } },
      undefined,
    ],
    [
      "raw text line addressed as .message",
      { parser: "key_value", field: ".message" },
      "a=1 b=2",
      { message: { a: "1", b: "2" } },
      undefined,
    ],
    [
      "not parsing: unchanged, with the reason in metadata",
      { parser: "json", field: ".line" },
      { line: "oops" },
      { line: "oops" },
      ".line is not valid json",
    ],
    [
      "missing field: unchanged",
      { parser: "json", field: ".line" },
      { other: 1 },
      { other: 1 },
      "field .line is missing",
    ],
    [
      "non-string field: unchanged",
      { parser: "json", field: ".line" },
      { line: { a: 1 } },
      { line: { a: 1 } },
      "field .line is not a string",
    ],
  ])("%s", async (_name, config, message, expected, parseError) => {
    const result = await runParse(config, [ev(message)]);
    expect(result.dropped).toEqual([]);
    const out = result.outputs.get("default")!;
    expect(out).toHaveLength(1);
    expect(out[0].message).toEqual(expected);
    expect(out[0].metadata.parse_error).toBe(parseError);
  });

  it("keeps order and passes every event on", async () => {
    const events = ['{"n":1}', "bad", '{"n":3}'].map((line) => ev({ line }));
    const result = await runParse({ parser: "json", field: ".line" }, events);
    expect(result.outputs.get("default")!.map((e) => e.message)).toEqual([
      { line: { n: 1 } },
      { line: "bad" },
      { line: { n: 3 } },
    ]);
  });

  it("the schema refuses a regex without a named group", () => {
    expect(parseKind.config.safeParse({ parser: "regex", field: ".a", pattern: "(\\d+)" }).success).toBe(
      false,
    );
  });
});

describe("parse-sequentially processor", () => {
  const config = seqKind.config.parse({
    field: ".message",
    parsers: [
      { label: "JSON lines", config: { parser: "json" } },
      { label: "Access log", config: { parser: "apache_common" } },
      { label: "Pairs", config: { parser: "key_value" } },
    ],
  });

  it("derives one output per parser plus _unmatched", () => {
    expect(outputsOf(seqKind, config)).toEqual(["json_lines", "access_log", "pairs", "_unmatched"]);
  });

  it.each<[string, unknown, string, unknown]>([
    ["json", { message: '{"a":1}' }, "json_lines", { message: { a: 1 } }],
    [
      "apache",
      { message: '1.2.3.4 - - [10/Oct/2000:13:55:36 +0000] "GET / HTTP/1.1" 200 5' },
      "access_log",
      {
        message: {
          host: "1.2.3.4",
          ident: null,
          user: null,
          timestamp: "2000-10-10T13:55:36.000Z",
          method: "GET",
          path: "/",
          protocol: "HTTP/1.1",
          status: 200,
          size: 5,
        },
      },
    ],
    [
      "first success wins (json before key_value)",
      { message: '{"a":"b=c"}' },
      "json_lines",
      { message: { a: "b=c" } },
    ],
    ["key_value", { message: "a=1" }, "pairs", { message: { a: "1" } }],
    ["raw text line", "x=y", "pairs", { message: { x: "y" } }],
    ["nothing parses", { message: "plain words" }, "_unmatched", { message: "plain words" }],
    ["missing field", { other: 1 }, "_unmatched", { other: 1 }],
  ])("%s -> %s", async (_name, message, output, expected) => {
    const processor = await parseSequentiallyProcessor(config);
    const result = await processor.process([ev(message)], ctx);
    expect(result.dropped).toEqual([]);
    for (const [name, events] of result.outputs) {
      expect(events.length, name).toBe(name === output ? 1 : 0);
    }
    expect(result.outputs.get(output)![0].message).toEqual(expected);
  });

  it("writes to target_field when set", async () => {
    const processor = await parseSequentiallyProcessor(
      seqKind.config.parse({
        field: ".line",
        target_field: ".parsed",
        parsers: [{ label: "kv", config: { parser: "key_value", field_delimiter: ";", key_delimiter: ":" } }],
      }),
    );
    const result = await processor.process([ev({ line: "a:1;b:2" })], ctx);
    expect(result.outputs.get("kv")![0].message).toEqual({ line: "a:1;b:2", parsed: { a: "1", b: "2" } });
  });
});
