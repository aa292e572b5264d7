// Reading a chunk's body (decodeChunk): bodies are inflated into one buffer the isolate reuses, so what a
// decode returned must not change when the next chunk is decoded, whatever the sizes (a body larger than the
// buffer grows it).
import { describe, expect, it } from "vitest";
import { CHUNK_RAW_BYTES, decodeChunk, encodeChunk } from "../../src/logstore/chunk";
import type { LogRecord } from "../../src/logstore/lines";

const T0 = Date.UTC(2026, 10, 29, 10, 0, 0);

const records = (n: number, text: (i: number) => string): LogRecord[] =>
  Array.from({ length: n }, (_, i) => {
    const line = text(i);
    return {
      ts: T0 + i,
      line,
      app: "api",
      host: "web-1",
      file: "",
      level: "INFO",
      ip: "",
      mac: "",
      tags: [],
      meta: i % 2 ? { i, note: "é ☃" } : null,
      size: line.length,
    };
  });

describe("decodeChunk", () => {
  it("keeps each chunk's lines intact across later decodes, small and past the buffer's size", async () => {
    const small = records(50, (i) => `small ${i} ünïcode ☃`);
    // One line of 700 KiB: the body is larger than the reused buffer (twice CHUNK_RAW_BYTES), which grows.
    const big = records(3, (i) => `big ${i} ${"y".repeat(i === 1 ? 700 * 1024 : 10)}`);
    expect(big[1].line.length).toBeGreaterThan(2 * CHUNK_RAW_BYTES);
    const other = records(40, (i) => `other ${i} ${"z".repeat(i * 37)}`);

    const first = await decodeChunk(encodeChunk(small).body, 1);
    const second = await decodeChunk(encodeChunk(big).body, 2);
    const third = await decodeChunk(encodeChunk(other).body, 3);
    const again = await decodeChunk(encodeChunk(small).body, 4);

    expect(first.map((l) => l.line)).toEqual(small.map((r) => r.line));
    expect(first.map((l) => l.meta)).toEqual(small.map((r) => r.meta));
    expect(second.map((l) => l.line)).toEqual(big.map((r) => r.line));
    expect(third.map((l) => l.line)).toEqual(other.map((r) => r.line));
    expect(again.map((l) => l.line)).toEqual(first.map((l) => l.line));
    expect(third.map((l) => l.idx)).toEqual(other.map((_, i) => i));
  });

  it("refuses a body that is not gzip", async () => {
    await expect(decodeChunk(new TextEncoder().encode("not a gzip body at all"), 1)).rejects.toThrow();
  });
});
