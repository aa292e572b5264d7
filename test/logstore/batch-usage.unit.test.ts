// usageOf sums lines per (day, app, host, tags) before it makes the counters: its answer must be the one
// counting line by line gives, counters in the same order.
import { describe, expect, it } from "vitest";
import type { Exclusion } from "../../src/engine/exclusions";
import { CounterSums, usageOf } from "../../src/logstore/batch-usage";
import type { LogRecord } from "../../src/logstore/lines";
import type { UsageDelta } from "../../src/logstore/slice-protocol";

/** The counters line by line, as usageOf counted them before. */
function lineByLine(records: LogRecord[], classes: Exclusion[]): UsageDelta[] {
  const usage = new Map<string, UsageDelta>();
  const count = (day: string, dimension: string, name: string, stored: boolean, bytes: number) => {
    const key = `${day}\u0000${dimension}\u0000${name}`;
    const c = usage.get(key) ?? [day, dimension, name, 0, 0, 0];
    usage.set(key, c);
    c[3]++;
    if (stored) {
      c[4]++;
      c[5] += bytes;
    }
  };
  records.forEach((r, i) => {
    if (classes[i] === "excluded") return;
    const day = new Date(r.ts).toISOString().slice(0, 10);
    const stored = classes[i] === null;
    count(day, "total", "", stored, r.size);
    count(day, "app", r.app, stored, r.size);
    count(day, "host", r.host, stored, r.size);
    for (const tag of r.tags) count(day, "tag", tag, stored, r.size);
  });
  return [...usage.values()];
}

/** A deterministic random source (mulberry32). */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("usageOf", () => {
  it("gives the counters of counting line by line, in the same order", () => {
    const random = seeded(35);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    // The request's tags array is shared by its lines; equal tags in other arrays are the same counters.
    const shared = ["a", "b"];
    const tagSets = [shared, ["a", "b"], [], ["c"]];
    const classes: Exclusion[] = [null, null, null, "index-only", "excluded"];
    for (let batch = 0; batch < 50; batch++) {
      const n = 1 + Math.floor(random() * 300);
      const records = Array.from(
        { length: n },
        (_, i): LogRecord => ({
          ts: Date.UTC(2026, 10, 27) + Math.floor(random() * 3) * 86_400_000 - 1000 + i,
          line: "x",
          app: pick(["api", "web", "", "billing"]),
          host: pick(["h1", "h2"]),
          file: "",
          level: "",
          ip: "",
          mac: "",
          tags: pick(tagSets),
          meta: null,
          size: Math.floor(random() * 500),
        }),
      );
      const lineClasses = records.map(() => pick(classes));
      expect(usageOf(records, lineClasses)).toEqual(lineByLine(records, lineClasses));
    }
  });

  it("counts nothing of a batch whose every line is excluded", () => {
    const record = { ts: 0, app: "a", host: "h", tags: [], size: 1 } as unknown as LogRecord;
    expect(usageOf([record], ["excluded"])).toEqual([]);
  });
});

describe("CounterSums", () => {
  it("sums a commit's batches per counter and rule, in the order each was first named, without changing its input", () => {
    const first: UsageDelta[] = [
      ["2026-11-29", "total", "", 10, 9, 900],
      ["2026-11-29", "app", "api", 10, 9, 900],
    ];
    const second: UsageDelta[] = [
      ["2026-11-29", "app", "web", 2, 2, 50],
      ["2026-11-29", "total", "", 2, 2, 50],
      ["2026-11-30", "total", "", 1, 1, 7],
    ];
    const sums = new CounterSums();
    sums.add(first, [["rule-1", "2026-11-29", 3, 30]]);
    sums.add(second, [
      ["rule-1", "2026-11-29", 1, 10],
      ["rule-2", "2026-11-29", 5, 5],
    ]);
    expect(sums.usage).toEqual([
      ["2026-11-29", "total", "", 12, 11, 950],
      ["2026-11-29", "app", "api", 10, 9, 900],
      ["2026-11-29", "app", "web", 2, 2, 50],
      ["2026-11-30", "total", "", 1, 1, 7],
    ]);
    expect(sums.savings).toEqual([
      ["rule-1", "2026-11-29", 4, 40],
      ["rule-2", "2026-11-29", 5, 5],
    ]);
    expect(first[0]).toEqual(["2026-11-29", "total", "", 10, 9, 900]);
  });
});
