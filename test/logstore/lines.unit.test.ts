// A line's size (its UTF-8 bytes and its meta's, counted toward storage) is what TextEncoder gives, whether
// toRecords scans each line or takes the whole body as ASCII (asciiBody, one search of the body).
import { describe, expect, it } from "vitest";
import { asciiBody, type IngestContext, toRecords } from "../../src/logstore/lines";

const encoder = new TextEncoder();
const ctx: IngestContext = { hostname: "h", mac: "", ip: "", tags: [], driftMs: 0, receivedAt: Date.now() };

/** A body as the ingestion route reads it: its bytes, the text they decode to, and its lines. */
function body(bytes: Uint8Array) {
  const text = new TextDecoder().decode(bytes);
  return { bytes, text, lines: (JSON.parse(text) as { lines: unknown[] }).lines };
}
const jsonBody = (lines: unknown[]) => body(encoder.encode(JSON.stringify({ lines })));
const rawBody = (json: string) => body(encoder.encode(json));

describe("asciiBody", () => {
  it("holds only for a body whose every parsed string is ASCII", () => {
    const check = (b: ReturnType<typeof body>) => asciiBody(b.bytes, b.text);
    expect(check(jsonBody([{ line: 'GET /a "quoted" \\ slash', meta: { a: 1 } }]))).toBe(true);
    expect(check(jsonBody([{ line: "café" }]))).toBe(false);
    expect(check(rawBody('{"lines":[{"line":"caf\\u00e9"}]}'))).toBe(false);
    // A byte that is no UTF-8 decodes to U+FFFD, one character for one byte.
    const invalid = encoder.encode('{"lines":[{"line":"x?"}]}');
    invalid[invalid.indexOf("?".charCodeAt(0))] = 0xff;
    expect(check(body(invalid))).toBe(false);
    // A byte order mark is decoded away: fewer characters than bytes.
    expect(
      check(body(new Uint8Array([0xef, 0xbb, 0xbf, ...encoder.encode('{"lines":[{"line":"x"}]}')]))),
    ).toBe(false);
  });
});

describe("toRecords sizes", () => {
  const bytesOf = (s: string) => encoder.encode(s).byteLength;
  const cases = {
    ascii: jsonBody([{ line: "plain", meta: { status: 200, path: "/a" } }, { line: "no meta" }]),
    "raw non-ASCII": jsonBody([{ line: "naïve ☃ 😀", meta: { city: "Zürich" } }]),
    escapes: rawBody('{"lines":[{"line":"caf\\u00e9 \\ud83d\\ude00","meta":{"k":"\\u2603"}}]}'),
    "a lone surrogate": rawBody('{"lines":[{"line":"a\\ud800b","meta":"{\\"k\\":\\"\\\\udc00\\"}"}]}'),
  };
  for (const [name, b] of Object.entries(cases))
    it(`counts the UTF-8 bytes of each line and its meta: ${name}`, () => {
      const scanned = toRecords(b.lines, ctx);
      const fromBody = toRecords(b.lines, { ...ctx, ascii: asciiBody(b.bytes, b.text) });
      const expected = (b.lines as { line: string }[]).map(
        (l, i) => bytesOf(l.line) + bytesOf(scanned[i].metaJson ?? ""),
      );
      expect(scanned.map((r) => r.size)).toEqual(expected);
      expect(fromBody.map((r) => r.size)).toEqual(expected);
    });
});
