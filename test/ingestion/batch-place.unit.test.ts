// The key of an ingestion batch (src/api/ingestion/batch-place.ts): a digest of the body's bytes with the
// request's host, tags, ip and mac. For a body of valid UTF-8 it is the key the digest of its decoded text
// gave before (so a retry across that change is still recognised), and it is the same whatever `now`.
import { describe, expect, it } from "vitest";
import { batchPlace } from "../../src/api/ingestion/batch-place";
import { sha256Hex } from "../../src/lib/secrets";

const query = { hostname: "web-1", tags: ["a", "b"], ip: "10.0.0.1" };
const encoder = new TextEncoder();

describe("batchPlace", () => {
  it("keys a valid UTF-8 body as the digest of its text did", async () => {
    const text = JSON.stringify({ lines: [{ line: "café ☃", timestamp: 1_700_000_000_000 }] });
    const { lines } = JSON.parse(text);
    const place = await batchPlace(encoder.encode(text), lines, query, Date.now());
    const sent = JSON.stringify([query.hostname, "", query.ip, query.tags]);
    expect(place).toEqual({
      key: `ingest:${await sha256Hex(`${sent}\n${text}`)}`,
      placeTs: 1_700_000_000_000,
    });
  });

  it("is the same for the same bytes, another key for other bytes or another host", async () => {
    const bytes = encoder.encode('{"lines":[{"line":"x","timestamp":1700000000}]}');
    const lines = [{ line: "x", timestamp: 1_700_000_000 }];
    const first = await batchPlace(bytes, lines, query, 1);
    expect(await batchPlace(bytes, lines, query, 2)).toEqual(first);
    expect(first.placeTs).toBe(1_700_000_000_000);
    const other = encoder.encode('{"lines":[{"line":"y","timestamp":1700000000}]}');
    expect((await batchPlace(other, lines, query, 1)).key).not.toBe(first.key);
    expect((await batchPlace(bytes, lines, { ...query, hostname: "web-2" }, 1)).key).not.toBe(first.key);
  });

  it("gives a batch with a line without its own timestamp a key of its own, placed when received", async () => {
    const bytes = encoder.encode('{"lines":[{"line":"x"}]}');
    const a = await batchPlace(bytes, [{ line: "x" }], query, 5);
    const b = await batchPlace(bytes, [{ line: "x" }], query, 5);
    expect(a.key).not.toBe(b.key);
    expect(a.placeTs).toBe(5);
  });
});
