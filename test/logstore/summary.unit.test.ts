import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchesQuery, parseQuery, type QueryableLine, type QueryNode } from "../../src/engine/query";
import {
  blocksToRead,
  candidateColumns,
  chunkPositions,
  forEachItem,
  ITEM_SCHEME,
  type ItemScheme,
  ItemSet,
  interleaveBlocks,
  layoutFromBytes,
  MAX_TERM_ITEMS,
  mayHold,
  minNeedleChars,
  needleQuery,
  PeriodSummary,
  periodFromBytes,
  periodHeader,
  periodLayoutFromBytes,
  placePlanes,
  planeBytes,
  planesOfRows,
  SUMMARY_HEADER_BYTES,
  Summary,
  SummaryBuilder,
  summaryFromBytes,
  summaryOfLines,
} from "../../src/logstore/summary";

const hex = (n: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789abcdefABCDEF"), minLength: n, maxLength: n });
const uuid = fc.tuple(hex(8), hex(4), hex(4), hex(4), hex(12)).map((parts) => parts.join("-"));
const word = fc.string({
  unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"),
  minLength: 1,
  maxLength: 14,
});
/** Separators, joiners, and the characters whose case folding is special or that end segments. */
const glue = fc.constantFrom(
  " ",
  "=",
  "/",
  ":",
  '"',
  ",",
  "-",
  ".",
  "@",
  "[",
  "] ",
  "\t",
  "\n",
  "\\",
  "é",
  "\u212A",
  "\u0130",
  "ß",
  "😀",
  "Σ",
);
const piece = fc.oneof(
  { weight: 3, arbitrary: hex(32) },
  { weight: 2, arbitrary: hex(24) },
  { weight: 2, arbitrary: hex(16) },
  { weight: 2, arbitrary: uuid },
  { weight: 4, arbitrary: word },
  { weight: 4, arbitrary: glue },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const text = fc.array(piece, { minLength: 1, maxLength: 24 }).map((parts) => parts.join(""));

/** A substring of `s` of at least `min` characters (the whole of s when it is shorter), at a chosen place. */
const substringOf = (s: string, min: number) =>
  fc.tuple(fc.nat(), fc.nat()).map(([x, y]) => {
    if (s.length <= min) return s;
    const start = x % (s.length - min + 1);
    const length = min + (y % (s.length - start - min + 1));
    return s.slice(start, start + length);
  });

/** Case variants the engine may still match (it lower-cases both sides). */
const recase = (s: string, how: number) => (how === 0 ? s : how === 1 ? s.toUpperCase() : s.toLowerCase());

const textNode = (value: string): QueryNode => ({ kind: "text", value, phrase: true });
const summaryOf = (lines: QueryableLine[], scheme: ItemScheme = ITEM_SCHEME) =>
  summaryOfLines(
    lines.map((l) => ({ line: l.line, meta: l.meta, tags: l.tags })),
    undefined,
    scheme,
  );

const SCHEMES: ItemScheme[] = [
  ITEM_SCHEME,
  { gram: 8, window: 5 },
  { gram: 3, window: 1 },
  { gram: 10, window: 12 },
];

describe("needle summaries: no false negatives", () => {
  it("a substring the engine finds in a line is always 'may hold' (every scheme, every length from the threshold)", () => {
    for (const scheme of SCHEMES) {
      fc.assert(
        fc.property(
          text.chain((line) =>
            fc.tuple(
              fc.constant(line),
              substringOf(line, minNeedleChars(scheme)),
              fc.integer({ min: 0, max: 2 }),
            ),
          ),
          ([line, sub, how]) => {
            const value = recase(sub, how);
            const node = textNode(value);
            fc.pre(matchesQuery(node, { line }));
            const summary = summaryOf([{ line }], scheme);
            expect(mayHold(summary, needleQuery(node, scheme))).toBe(true);
          },
        ),
        { numRuns: 400 },
      );
    }
  });

  it("holds among many lines, and through a period of many slices", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(text, { minLength: 1, maxLength: 30 }), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (slices, s, l, cut) => {
          const at = s % slices.length;
          const line = slices[at][l % slices[at].length];
          const [start, length] = [cut % Math.max(1, line.length), minNeedleChars() + (cut % 20)];
          const value = line.slice(start, start + length);
          const node = textNode(value);
          fc.pre(value.length > 0 && matchesQuery(node, { line }));
          const summaries = slices.map((lines) => summaryOf(lines.map((line) => ({ line }))));
          const query = needleQuery(node);
          expect(mayHold(summaries[at], query)).toBe(true);
          const period = PeriodSummary.interleave(summaries);
          expect(candidateColumns(query, period, (b, k) => period.plane(b, k))[at]).toBe(1);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("a meta field's value (equal or a prefix) and a tag are found however JSON escapes them", () => {
    const value = fc.array(fc.oneof(piece, fc.constantFrom('"', "\\", "\n", "\u0001", "\ud800", "\u2028")), {
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(value, fc.nat(), fc.boolean(), (parts, cut, prefix) => {
        const full = parts.join("");
        const line: QueryableLine = {
          line: "x",
          meta: { nested: { id: full }, list: [1, full], n: 1234567890123456 },
          tags: [full],
        };
        const want = prefix ? full.slice(0, Math.max(minNeedleChars(), cut % (full.length + 1))) : full;
        const summary = summaryOf([line]);
        for (const field of ["meta.nested.id", "meta.list", "tag"]) {
          const node: QueryNode = { kind: "field", field, op: "eq", value: want, prefix };
          if (matchesQuery(node, line)) expect(mayHold(summary, needleQuery(node))).toBe(true);
        }
        const nested: QueryNode = {
          kind: "field",
          field: "meta.nested",
          op: "eq",
          value: JSON.stringify({ id: full }),
          prefix: false,
        };
        expect(matchesQuery(nested, line)).toBe(true);
        expect(mayHold(summary, needleQuery(nested))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("folding and tiling change no answer", () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 40 }), (lines) => {
        const summary = summaryOf(lines.map((line) => ({ line })));
        const big = new Summary(summary.blocks * 4, summary.hashes);
        const small = new Summary(1, summary.hashes);
        const items = new ItemSet();
        for (const line of lines) forEachItem(line, items.add);
        items.forEach((a, b) => {
          big.add(a, b);
          small.add(a, b);
        });
        const period = PeriodSummary.interleave([summary, big.folded(), big.foldedToContent(), small]);
        items.forEach((a, b) => {
          expect(big.folded().folded().mayHoldItem(a, b)).toBe(true);
          const query = { scheme: ITEM_SCHEME, term: { all: [(a >>> 0) * 2 ** 21 + (b & (2 ** 21 - 1))] } };
          expect([...candidateColumns(query, period, (b, k) => period.plane(b, k))]).toEqual([1, 1, 1, 1]);
        });
      }),
      { numRuns: 100 },
    );
  });
});

/** Up to `most` filters of up to 2^maxLog2 blocks, each of up to `maxItems` random items. */
const filtersOf = (maxLog2: number, maxItems: number, most: number) =>
  fc
    .array(
      fc.record({
        log2: fc.integer({ min: 0, max: maxLog2 }),
        items: fc.array(fc.tuple(fc.integer(), fc.integer()), { maxLength: maxItems }),
      }),
      { minLength: 1, maxLength: most },
    )
    .map((specs) =>
      specs.map(({ log2, items }) => {
        const s = new Summary(2 ** log2);
        for (const [a, b] of items) s.add(a, b);
        return s;
      }),
    );

describe("needle summaries: periods built in stripes", () => {
  it("a period built a stripe at a time, from each filter's window, is the period built whole", () => {
    fc.assert(
      fc.property(filtersOf(6, 200, 19), fc.integer({ min: 0, max: 7 }), (summaries, stripeLog2) => {
        const whole = PeriodSummary.interleave(summaries);
        const stripe = 2 ** stripeLog2;
        const parts: Uint8Array[] = [];
        for (let from = 0; from < whole.blocks; from += stripe) {
          // What a build reads of each filter for the stripe: the blocks it tiles from, or all of a smaller one.
          const windows = summaries.map((s) => {
            const first = s.blocks >= stripe ? from % s.blocks : 0;
            const count = Math.min(s.blocks, stripe);
            return { blocks: s.blocks, first, words: s.words.subarray(first * 2, (first + count) * 2) };
          });
          parts.push(interleaveBlocks(windows, from, Math.min(whole.blocks, from + stripe)));
        }
        const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
        let at = 0;
        for (const p of parts) {
          joined.set(p, at);
          at += p.length;
        }
        expect(joined).toEqual(whole.planes);
        expect(periodHeader(whole.columns, whole.blocks, whole.hashes, whole.scheme)).toEqual(whole.header());
      }),
      { numRuns: 50 },
    );
  });

  it("columns placed from other periods' planes, at any bit, are the period interleaved whole", () => {
    fc.assert(
      fc.property(
        filtersOf(5, 120, 30),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 6 }),
        (summaries, cuts) => {
          const whole = PeriodSummary.interleave(summaries);
          const width = planeBytes(summaries.length);
          const planes = new Uint8Array(whole.planes.length);
          // Runs of columns, each a period of its own (as a slice's needle object) tiled to the whole's blocks.
          for (let at = 0, i = 0; at < summaries.length; i++) {
            const run = summaries.slice(at, at + cuts[i % cuts.length]);
            const own = PeriodSummary.interleave(run);
            for (let b = 0; b < whole.blocks; b++) {
              const block = b & (own.blocks - 1);
              placePlanes(
                planes.subarray(b * 64 * width),
                width,
                at,
                own.planes.subarray(block * 64 * own.planeBytes, (block + 1) * 64 * own.planeBytes),
                own.planeBytes,
                64,
              );
            }
            at += run.length;
          }
          expect(planes).toEqual(whole.planes);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("a window that lacks a block the stripe tiles from is refused, not read as empty", () => {
    const s = new Summary(8);
    expect(() => interleaveBlocks([{ blocks: 8, first: 0, words: s.words.subarray(0, 4) }], 2, 4)).toThrow(
      RangeError,
    );
  });
});

describe("needle summaries: items", () => {
  it("a filter skips only its own repeats (the table of recent items is shared by every filter)", () => {
    const lines = Array.from({ length: 50 }, (_, i) => ({
      line: `request_id=${hexOf(i)} request_id=${hexOf(i)}`,
    }));
    const first = new Summary(64);
    const second = new Summary(64);
    for (const l of lines) {
      first.addLine(l);
      second.addLine(l);
      first.addLine(l);
    }
    expect(second.words).toEqual(first.words);
    expect(second.bitsSet).toBe(first.bitsSet);
  });

  it("a 32-hex id, a uuid and a 24-hex id have several items; a short id none", () => {
    const count = (s: string) => {
      const items = new ItemSet();
      forEachItem(s, items.add);
      return items.size;
    };
    expect(count("4f3a9c2e7b1d4e8fa0c3b5d7e9f1a2b4")).toBeGreaterThanOrEqual(3);
    expect(count("8a2b4c6d-1e3f-4a5b-9c7d-0e1f2a3b4c5d")).toBeGreaterThanOrEqual(3);
    expect(count("665f1c2e9b1e8a3d4c5b6a7f")).toBeGreaterThanOrEqual(1);
    expect(count("u-48213945")).toBe(0);
    expect(count("x".repeat(minNeedleChars() - 1))).toBe(0);
    expect(count("x".repeat(minNeedleChars()))).toBe(1);
    // The joiners are dropped, any other separator ends the segment.
    expect(count("8a2b4c6d1e3f4a5b9c7d0e1f2a3b4c5d")).toBe(count("8A2B4C6D-1E3F-4A5B-9C7D-0E1F2A3B4C5D"));
    expect(count("8a2b4c6d 1e3f 4a5b 9c7d 0e1f")).toBe(0);
  });

  it("an absent id is ruled out", () => {
    const lines = Array.from({ length: 200 }, (_, i) => ({
      line: `GET /orders/${(i * 7919).toString(16).padStart(24, "0")} request_id=${hexOf(i)} host=web-${i % 9}.prod.example.com`,
    }));
    const summary = summaryOfLines(lines);
    expect(mayHold(summary, needleQuery(textNode(hexOf(17))))).toBe(true);
    let passed = 0;
    for (let i = 1000; i < 2000; i++) if (mayHold(summary, needleQuery(textNode(hexOf(i))))) passed++;
    expect(passed).toBeLessThan(20);
  });

  it("terms of queries: AND of what can narrow, OR only when every side can, NOT never", () => {
    const id = "4f3a9c2e7b1d4e8fa0c3b5d7e9f1a2b4";
    const other = "0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b";
    const q = (s: string) => needleQuery(parseQuery(s));
    expect(q(`${id}`)?.term).toHaveProperty("all");
    expect(q("error")).toBeNull();
    expect(q(`-${id}`)).toBeNull();
    expect(q(`NOT ${id}`)).toBeNull();
    expect(q(`error ${id}`)?.term).toEqual(q(id)?.term);
    expect(q(`${id} ${other}`)?.term).toHaveProperty("and");
    expect(q(`${id} OR ${other}`)?.term).toHaveProperty("or");
    expect(q(`${id} OR error`)).toBeNull();
    expect(q(`(${id} OR ${other}) -level:debug`)?.term).toHaveProperty("or");
    expect(q(`request_id:${id}`)?.term).toEqual(q(id)?.term);
    expect(q(`request_id:${id.slice(0, 20)}*`)?.term).toEqual(q(id.slice(0, 20))?.term);
    expect(q(`host:${id}`)).toBeNull();
    expect(q(`status:>=${id.replace(/\D/g, "")}`)).toBeNull();
    expect(needleQuery(null)).toBeNull();
    const long = Array.from({ length: 10 }, (_, i) => hexOf(i)).join("");
    const term = q(long)?.term;
    expect(term && "all" in term && term.all.length).toBe(MAX_TERM_ITEMS);

    const slice = summaryOfLines([{ line: `a ${id}` }, { line: `b ${other}` }]);
    const none = summaryOfLines([{ line: "nothing here" }]);
    for (const s of [`${id} ${other}`, `${id} OR ${other}`, `${id} OR ${hexOf(5)}`]) {
      expect(mayHold(slice, q(s))).toBe(true);
      expect(mayHold(none, q(s))).toBe(false);
    }
    expect(mayHold(slice, q(`${id} ${hexOf(5)}`))).toBe(false);
  });

  it("a summary of another scheme, or none, may hold anything", () => {
    const other = summaryOfLines([{ line: "nothing" }], undefined, { gram: 8, window: 5 });
    const query = needleQuery(textNode(hexOf(1)));
    expect(mayHold(other, query)).toBe(true);
    expect(mayHold(null, query)).toBe(true);
    expect(blocksToRead(query, other)).toEqual([]);
  });
});

describe("needle summaries: sizes and bytes", () => {
  it("round-trips a summary through its bytes, and refuses what is not one", () => {
    const summary = summaryOfLines(Array.from({ length: 300 }, (_, i) => ({ line: `id ${hexOf(i)}` })));
    const bytes = summary.toBytes();
    expect(bytes.byteLength).toBe(SUMMARY_HEADER_BYTES + summary.blocks * 8);
    const back = summaryFromBytes(bytes);
    expect(back?.words).toEqual(summary.words);
    expect(back?.bitsSet).toBe(summary.bitsSet);
    expect(back?.scheme).toEqual(summary.scheme);
    // A copy at an odd offset (a Buffer from a pool) reads the same.
    const odd = new Uint8Array(bytes.byteLength + 1);
    odd.set(bytes, 1);
    expect(summaryFromBytes(odd.subarray(1))?.words).toEqual(summary.words);
    const query = needleQuery(textNode(hexOf(7)));
    expect(mayHold(back, query)).toBe(true);

    const future = bytes.slice();
    future[2] = 99;
    expect(summaryFromBytes(future)).toBeNull();
    expect(summaryFromBytes(bytes.subarray(0, bytes.byteLength - 1))).toBeNull();
    expect(summaryFromBytes(new Uint8Array(8))).toBeNull();
    expect(layoutFromBytes(bytes)).toEqual({
      scheme: ITEM_SCHEME,
      hashes: 2,
      blocks: summary.blocks,
      columns: 1,
    });
  });

  it("round-trips a period, whole or as rows of blocks", () => {
    const slices = Array.from({ length: 5 }, (_, s) =>
      summaryOfLines(
        Array.from({ length: 40 * (s + 1) }, (_, i) => ({ line: `s${s} ${hexOf(s * 1000 + i)}` })),
      ),
    );
    const period = PeriodSummary.interleave(slices);
    const back = periodFromBytes(period.toBytes());
    expect(back?.planes).toEqual(period.planes);
    // A period is not a slice's summary, nor the other way round.
    expect(layoutFromBytes(period.header())).toBeNull();
    expect(periodLayoutFromBytes(slices[0].toBytes())).toBeNull();
    expect(periodLayoutFromBytes(period.header())).toEqual({
      scheme: ITEM_SCHEME,
      hashes: 2,
      blocks: period.blocks,
      columns: 5,
    });
    const perRow = 2;
    const query = needleQuery(parseQuery(`${hexOf(3 * 1000 + 7)} OR ${hexOf(1 * 1000 + 5)}`));
    const rows = new Map<number, Uint8Array>();
    for (const block of blocksToRead(query, period)) {
      const row = Math.floor(block / perRow);
      rows.set(row, period.blockBytes(row * perRow, (row + 1) * perRow));
    }
    const fromRows = candidateColumns(query, period, planesOfRows(period, perRow, rows));
    expect(fromRows).toEqual(candidateColumns(query, period, (b, k) => period.plane(b, k)));
    expect(fromRows[1]).toBe(1);
    expect(fromRows[3]).toBe(1);
    expect([...candidateColumns(query, period, () => undefined)]).toEqual([1, 1, 1, 1, 1]);
    // The planes are the columns' filters exactly: every column's answer is its own filter's, for ids present
    // and absent, whatever its size (tiled up to the period's).
    for (let i = 0; i < 400; i++) {
      const q = needleQuery(textNode(hexOf(((i * 7919) % 5) * 1000 + i)));
      expect([...candidateColumns(q, period, (b, k) => period.plane(b, k))]).toEqual(
        slices.map((s) => (mayHold(s, q) ? 1 : 0)),
      );
    }
  });

  it("a chunk's item positions build the same filter as its lines", () => {
    const lines = Array.from({ length: 300 }, (_, i) => ({
      line: `GET /orders/${hexOf(i).slice(0, 24)} request_id=${hexOf(i + 1000)}`,
      meta: { trace: hexOf(i + 2000) },
      tags: ["prod"],
    }));
    const positions = chunkPositions(lines);
    expect([...positions]).toEqual([...positions].sort((x, y) => x - y));
    expect(new Set(positions).size).toBe(positions.length);
    for (const blocks of [1, 256, 2 ** 20]) {
      const fromLines = new Summary(blocks);
      const fromPositions = new Summary(blocks);
      for (const l of lines) fromLines.addLine(l);
      for (const p of positions) fromPositions.addPosition(p);
      // Byte comparison: vitest's deep equality takes seconds over 2 M words.
      expect(
        Buffer.compare(Buffer.from(fromPositions.words.buffer), Buffer.from(fromLines.words.buffer)),
      ).toBe(0);
      expect(fromPositions.bitsSet).toBe(fromLines.bitsSet);
    }
    expect(() => new Summary(2 ** 21).addPosition(positions[0])).toThrow(RangeError);
    expect(() => new Summary(16, 3).addPosition(positions[0])).toThrow(RangeError);
  });

  it("is sized to its content, and a builder seals what it holds", () => {
    const lines = Array.from({ length: 2000 }, (_, i) => ({ line: `request_id=${hexOf(i)}` }));
    const exact = summaryOfLines(lines);
    const items = new ItemSet();
    for (const l of lines) forEachItem(l.line, items.add);
    const bitsPerItem = (exact.blocks * 64) / items.size;
    expect(bitsPerItem).toBeGreaterThanOrEqual(4);
    expect(bitsPerItem).toBeLessThan(8);
    expect(exact.estimatedItems()).toBeGreaterThan(items.size * 0.9);
    expect(exact.estimatedItems()).toBeLessThan(items.size * 1.1);

    const builder = new SummaryBuilder(1 << 16);
    for (const l of lines) builder.addLine(l);
    expect(builder.full).toBe(false);
    const sealed = builder.seal();
    expect(sealed.blocks).toBe(exact.blocks);
    items.forEach((a, b) => {
      expect(sealed.mayHoldItem(a, b)).toBe(true);
    });

    const small = new SummaryBuilder(1000);
    for (const l of lines) small.addLine(l);
    expect(small.full).toBe(true);
  });
});

/** A 32-hex id of i (well spread). */
function hexOf(i: number): string {
  let out = "";
  let x = i + 1;
  for (let j = 0; j < 4; j++) {
    x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) ^ Math.imul(j + 7, 0x297a2d39);
    out += (x >>> 0).toString(16).padStart(8, "0");
  }
  return out;
}
