import { describe, expect, it } from "vitest";
import { jsonBytes, utf8Bytes } from "../../src/lib/json-bytes";

const encoder = new TextEncoder();
/** [1, <hole>, 3] */
function withHoles() {
  const holes: number[] = new Array(3);
  holes[0] = 1;
  holes[2] = 3;
  return holes;
}

const stringifiedBytes = (v: unknown) => encoder.encode(JSON.stringify(v) ?? "null").byteLength;

describe("jsonBytes", () => {
  const cases: [string, unknown][] = [
    ["plain ASCII", "GET /v1/orders/12 status=200"],
    ["escapes", 'a "quoted" \\ back\nslash\t\b\f\r\u0001\u001f'],
    ["2-, 3- and 4-byte characters", "é€😀 ü"],
    ["lone surrogates (escaped)", "x\ud800y\udfffz\ud83d"],
    ["DEL is not escaped", "\u007f"],
    ["numbers", [0, -0, 1.5, -1e-7, 1e21, 2 ** 53, Number.MAX_VALUE, Number.NaN, Number.POSITIVE_INFINITY]],
    ["booleans and null", [true, false, null]],
    ["holes JSON writes as null", [undefined, () => 1, Symbol("s")]],
    ["members JSON leaves out", { a: undefined, b: () => 1, c: Symbol("s"), d: 1 }],
    ["empty containers", { a: [], b: {}, c: "" }],
    ["a toJSON (dates)", { at: new Date(0), nested: [new Date(86_400_000)] }],
    ["non-ASCII keys", { "clé é": "v", 'q"k': 1 }],
    ["an own __proto__ key", JSON.parse('{"__proto__": {"x": 1}, "y": [1, {"z": null}]}')],
    ["a member whose toJSON answers undefined", { a: { toJSON: () => undefined }, b: 1 }],
    ["a toJSON that reads its key", { abc: { toJSON: (key: string) => key } }],
    ["boxed primitives", [Object("ab\n"), Object(12.5), Object(false)]],
    ["a sparse array", withHoles()],
    [
      "an OTLP-shaped event",
      {
        message: "GET /x",
        attributes: { app: "a", "http.status_code": 200 },
        resources: { "service.name": "checkout" },
        scope: { name: "bench", version: "1.0.0" },
        severity_number: 9,
        timestamp: "2026-11-24T07:00:00.123456789Z",
      },
    ],
  ];
  for (const [name, value] of cases) {
    it(`counts ${name} as the UTF-8 of JSON.stringify`, () => {
      expect(jsonBytes(value)).toBe(stringifiedBytes(value));
    });
  }

  it("counts undefined as null, as an event without a message is sized", () => {
    expect(jsonBytes(undefined)).toBe(4);
  });

  it("counts nesting deeper than its own walk can go, as JSON.stringify does", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 3000; i++) deep = [deep];
    const bytes = (() => {
      try {
        return stringifiedBytes(deep);
      } catch {
        return null; // this runtime's JSON.stringify cannot go that deep either
      }
    })();
    if (bytes !== null) expect(jsonBytes(deep)).toBe(bytes);
  });

  it("refuses a bigint, as JSON.stringify does", () => {
    expect(() => jsonBytes({ n: 1n })).toThrow(TypeError);
  });

  it("agrees with JSON.stringify on random strings of every kind of code unit", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    for (let round = 0; round < 300; round++) {
      const units = Array.from({ length: next() % 40 }, () => {
        const pick = next() % 5;
        if (pick === 0) return next() % 0x20;
        if (pick === 1) return 0xd800 + (next() % 0x800);
        if (pick === 2) return 0x80 + (next() % 0x780);
        if (pick === 3) return 0x800 + (next() % 0xf000);
        return 0x20 + (next() % 0x60);
      });
      const s = String.fromCharCode(...units);
      expect(jsonBytes(s)).toBe(stringifiedBytes(s));
      expect(jsonBytes({ [s]: s })).toBe(stringifiedBytes({ [s]: s }));
      expect(utf8Bytes(s)).toBe(encoder.encode(s).byteLength);
    }
  });
});
