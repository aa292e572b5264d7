// A chunk's counts (src/logstore/chunk.ts): lines and bytes per app, host, level and tag, and lines per minute,
// made with the chunk and merged with it, so that a count without a query reads them instead of the body.
import { describe, expect, it } from "vitest";
import {
  type ChunkMeta,
  chunkMetaOf,
  encodeChunk,
  encodeSegments,
  mergeMeta,
} from "../../src/logstore/chunk";
import type { LogRecord } from "../../src/logstore/lines";

const T0 = Date.UTC(2026, 10, 29, 10, 0, 0);

function record(i: number, over: Partial<LogRecord> = {}): LogRecord {
  const line = `line ${i} ${"x".repeat(300)}`;
  return {
    ts: T0 + i * 7_000,
    line,
    app: ["api", "web", "cron"][i % 3],
    host: i % 2 ? "web-1" : "web-2",
    file: "",
    level: ["INFO", "ERROR"][i % 2],
    ip: "",
    mac: "",
    tags: i % 4 === 0 ? ["prod", "eu", "prod"] : ["prod"],
    meta: null,
    size: line.length + (i % 5),
    ...over,
  };
}

/** The counts of `records` by brute force. */
function expected(records: LogRecord[]) {
  const rows = (pick: (r: LogRecord) => string[]) => {
    const m = new Map<string, [number, number]>();
    for (const r of records)
      for (const v of new Set(pick(r))) {
        const t = m.get(v) ?? [0, 0];
        m.set(v, [t[0] + 1, t[1] + r.size]);
      }
    return [...m].sort(([a], [b]) => (a < b ? -1 : 1)).map(([v, [n, b]]) => [v, n, b]);
  };
  const minutes = new Map<number, number>();
  for (const r of records) {
    const m = Math.floor(r.ts / 60_000) * 60_000;
    minutes.set(m, (minutes.get(m) ?? 0) + 1);
  }
  return {
    apps: rows((r) => [r.app]),
    hosts: rows((r) => [r.host]),
    levels: rows((r) => [r.level]),
    tags: rows((r) => r.tags),
    minutes: [...minutes].sort((a, b) => a[0] - b[0]),
  };
}

describe("chunk counts", () => {
  const records = Array.from({ length: 200 }, (_, i) => record(i));

  it("counts lines and bytes per app, host, level and tag (a tag once a line), and lines per minute", () => {
    const chunk = encodeChunk(records);
    expect(chunk.counts).toEqual(expected(records));
    expect(chunk.apps).toEqual(["api", "cron", "web"]);
  });

  it("merged from segments, equals the counts of all their lines", () => {
    const segments = encodeSegments(records);
    expect(segments.length).toBeGreaterThan(1);
    const merged = segments.slice(1).reduce<ChunkMeta>((m, s) => mergeMeta(m, s), chunkMetaOf(segments[0]));
    expect(merged.counts).toEqual(expected(records));
  });

  it("gives up a field past 32 names and minutes past 64, and a merge with a chunk without counts", () => {
    const many = Array.from({ length: 100 }, (_, i) => record(i, { app: `app-${i}`, ts: T0 + i * 60_000 }));
    const chunk = encodeChunk(many);
    expect(chunk.counts?.apps).toBeNull();
    expect(chunk.counts?.minutes).toBeNull();
    expect(chunk.counts?.hosts).toEqual(expected(many).hosts);
    const old = { ...chunkMetaOf(encodeChunk(records)), counts: undefined };
    expect(mergeMeta(old, chunkMetaOf(chunk)).counts).toBeNull();
  });
});
