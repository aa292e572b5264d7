// Needle summaries (docs/needle-summaries.md): what a slice, or a group of its chunks, keeps of its text so
// that a search for a long id (a request id, a trace id, a uuid) rules out the slices that cannot hold it,
// whatever their size. Pure: no bindings; the slice builds, the catalog stores, the planner tests.
//
// Items. A text is read as segments: runs of ASCII word characters (lower case), where '-', '.' and '@' are
// dropped (so a uuid, a hostname or an email is one segment) and every other character ends the segment (as
// in src/search/words.ts, non-ASCII characters are left out on both sides: the Kelvin sign counts as k, U+0130
// as an i that ends the segment). Of every segment of at least gram + window - 1 characters the summary keeps
// the minimizers of its grams: for every `window` consecutive grams (substrings of `gram` characters), the one
// with the smallest hash. A term is a substring of a line's lower-cased text, so each of its segments lies
// inside one of the line's, and each window of grams of the term is a window of the line's segment: its
// minimizer is in the summary of every slice holding a matching line. A term tests all of its minimizers, and
// a term with none (shorter than gram + window - 1 characters, or only non-ASCII) tests nothing: never a
// missed line.
//
// Filters. A blocked Bloom filter: an item sets `hashes` bits in one 64-bit block, so a test reads 8 bytes.
// Sizes are powers of two: a filter folds (OR of its halves) to fit its content, and tiles (repeats) to the
// size of a larger one, both without changing any answer. A period summary interleaves the filters of many
// slices block by block (all of block 0, then all of block 1...): one item of a term reads one block of
// 8 bytes per slice of the period, in one contiguous range, whatever the filters' size.
import type { QueryNode } from "../engine/query";

/** How items are taken from text: the gram length and the minimizer window (both part of the format). */
export interface ItemScheme {
  gram: number;
  window: number;
}

/**
 * Grams of 9 characters: even hex grams (16^9, 7e10 of them) are a hundred times more than a slice of 12 M lines
 * holds, so a term's item is in a slice because the slice holds it, or by the filter's false positives (which
 * do not grow with size). Windows of 5: a 32-hex id has about 7 items, a 24-hex one 4, a 16-hex one 2, a term
 * of 13 characters 1; a line about one item per 3 characters of its long segments. Measured against other
 * lengths at equal bytes in bench/needles.mjs (docs/needle-summaries.md).
 */
export const ITEM_SCHEME: ItemScheme = { gram: 9, window: 5 };

/** How a filter is sized: bits each item sets, and the least bits per distinct item it keeps when folded. */
export interface FilterShape {
  hashes: number;
  minBitsPerItem: number;
}

/**
 * Two bits an item, at least 4 bits a distinct item (4 to 8 once folded to its content, exactly 4 in a full
 * group): about 16 % false positives an item, so ~16 %^t for a term of t items.
 */
export const FILTER_SHAPE: FilterShape = { hashes: 2, minBitsPerItem: 4 };

/** The shortest segment that yields an item (a term's shorter segments test nothing). */
export const minNeedleChars = (scheme: ItemScheme = ITEM_SCHEME) => scheme.gram + scheme.window - 1;

// ---------------------------------------------------------------------------------------------------------
// Items of a text

const END = 0;
const DROP = -1;
/** A character's code in a gram (1-37 for 0-9, a-z, _), DROP, or END (ends the segment). */
const CHAR_CODES = (() => {
  const codes = new Int8Array(128);
  for (let c = 48; c <= 57; c++) codes[c] = c - 47;
  for (let c = 97; c <= 122; c++) codes[c] = c - 86;
  for (let c = 65; c <= 90; c++) codes[c] = c - 54;
  codes[95] = 37;
  // Joiners inside ids: uuids, hostnames, emails, pod names stay one segment.
  for (const c of "-.@") codes[c.charCodeAt(0)] = DROP;
  return codes;
})();
const KELVIN_SIGN = 0x212a;
const DOTTED_CAPITAL_I = 0x130;
const CODE_K = CHAR_CODES[107];
const CODE_I = CHAR_CODES[105];

const MAX_GRAM = 10;
const MAX_WINDOW = 32;

function checkScheme(s: ItemScheme) {
  if (!Number.isInteger(s.gram) || s.gram < 3 || s.gram > MAX_GRAM)
    throw new RangeError(`gram must be 3..${MAX_GRAM}`);
  if (!Number.isInteger(s.window) || s.window < 1 || s.window > MAX_WINDOW)
    throw new RangeError(`window must be 1..${MAX_WINDOW}`);
}

/** murmur3's finalizer: a bijection of 32-bit integers that spreads every input bit. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

// The window's grams (hash, and the gram itself), reused by every call: extraction is synchronous.
const ringKey = new Int32Array(MAX_WINDOW);
const ringLo = new Int32Array(MAX_WINDOW);
const ringHi = new Int32Array(MAX_WINDOW);

/** An i that ends its segment: JavaScript lower-cases U+0130 to an i and a combining dot. */
const CODE_I_END = 64;

/**
 * Calls `take(a, b)` for each minimizer of the text's segments (see the top of the file), in order, a repeated
 * one possibly more than once. `a` picks the filter block, `b` the bits in it; together they name the gram.
 */
export function forEachItem(
  text: string,
  take: (a: number, b: number) => void,
  scheme: ItemScheme = ITEM_SCHEME,
): void {
  const k = scheme.gram;
  const w = scheme.window;
  // A gram's 6-bit codes in two integers: the last 5 characters in `lo`, those before in `hi`.
  const loChars = k < 5 ? k : 5;
  const loMask = loChars === 5 ? 0x3fffffff : (1 << (6 * loChars)) - 1;
  const loTop = 6 * (loChars - 1);
  const hiMask = k > 5 ? (1 << (6 * (k - 5))) - 1 : 0;
  let chars = 0; // characters of the current segment
  let grams = 0; // its grams so far
  let lo = 0;
  let hi = 0;
  let slot = 0; // ring slot of the next gram
  let minAt = -1; // index of the current window's minimizer, and its slot
  let minSlot = 0;
  let minKey = 0;
  let taken = -1; // index of the last minimizer taken
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    let code =
      c < 128 ? CHAR_CODES[c] : c === KELVIN_SIGN ? CODE_K : c === DOTTED_CAPITAL_I ? CODE_I_END : END;
    if (code === DROP) continue;
    if (code !== END) {
      const endsAfter = code === CODE_I_END;
      if (endsAfter) code = CODE_I;
      hi = ((hi << 6) | (lo >>> loTop)) & hiMask;
      lo = ((lo << 6) | code) & loMask;
      if (++chars >= k) {
        // The order of grams: a multiply-xor of the two halves, whose high bits (what a signed comparison
        // reads first) depend on every bit of the gram. Mixed into the filter's hashes only when taken.
        const key = Math.imul(lo, 0x9e3779b1) ^ Math.imul(hi ^ 0x7f4a7c15, 0x85ebca6b);
        const j = grams++;
        ringKey[slot] = key;
        ringLo[slot] = lo;
        ringHi[slot] = hi;
        if (minAt < 0) {
          minAt = j;
          minSlot = slot;
          minKey = key;
        } else if (j - minAt >= w) {
          // The minimizer left the window (whose w grams fill the ring, the oldest next to this one): the
          // leftmost smallest of the window's grams.
          let at = slot + 1 === w ? 0 : slot + 1;
          minAt = j - w + 1;
          minSlot = at;
          minKey = ringKey[at];
          for (let t = minAt + 1; t <= j; t++) {
            if (++at === w) at = 0;
            if (ringKey[at] < minKey) {
              minAt = t;
              minSlot = at;
              minKey = ringKey[at];
            }
          }
        } else if (key < minKey) {
          minAt = j;
          minSlot = slot;
          minKey = key;
        }
        if (++slot === w) slot = 0;
        if (j >= w - 1 && minAt !== taken) {
          // a: the key mixed (a bijection: names the block); b: a second hash of the gram (the bits in it).
          take(
            mix(minKey),
            mix(Math.imul(ringHi[minSlot], 0xcc9e2d51) ^ Math.imul(ringLo[minSlot] ^ 0x165667b1, 0x1b873593)),
          );
          taken = minAt;
        }
      }
      if (!endsAfter) continue;
    }
    chars = 0;
    grams = 0;
    slot = 0;
    minAt = -1;
    taken = -1;
  }
}

/** What a summary reads of a stored line: as the slice's trigram index does (src/logstore/chunk.ts). */
export interface SummarizedLine {
  line: string;
  meta?: Record<string, unknown> | null;
  /** The meta as JSON.stringify wrote it, when the caller has it already. */
  metaJson?: string;
  tags?: readonly string[];
}

/**
 * The items of a line: of its text, its meta's JSON and its tags. A meta field's value is found in the JSON:
 * JSON.stringify escapes only quotes, backslashes and controls, which end segments, so each segment of the
 * value lies inside one of the JSON's.
 */
export function forEachLineItem(
  record: SummarizedLine,
  take: (a: number, b: number) => void,
  scheme: ItemScheme = ITEM_SCHEME,
): void {
  forEachItem(record.line, take, scheme);
  if (record.meta) forEachItem(record.metaJson ?? JSON.stringify(record.meta), take, scheme);
  if (record.tags) for (const tag of record.tags) forEachItem(tag, take, scheme);
}

/** An item as one number (53 bits: a, then b's low 21 bits), for query terms. */
const B_BITS = 2 ** 21;
export const itemOf = (a: number, b: number) => (a >>> 0) * B_BITS + (b & (B_BITS - 1));
const itemA = (item: number) => Math.floor(item / B_BITS) | 0;
const itemB = (item: number) => item % B_BITS;

/** Distinct items (a, b) in an open-addressing table, for sizing a filter to exactly its content. */
export class ItemSet {
  private as = new Int32Array(1024);
  /** b's low 21 bits plus one: 0 marks a free slot. */
  private bs = new Int32Array(1024);
  size = 0;

  /** Adds an item; true when it was not there yet. */
  add = (a: number, b: number): boolean => {
    const tag = (b & (B_BITS - 1)) + 1;
    let mask = this.as.length - 1;
    let i = a & mask;
    for (;;) {
      const t = this.bs[i];
      if (t === 0) break;
      if (t === tag && this.as[i] === a) return false;
      i = (i + 1) & mask;
    }
    this.as[i] = a;
    this.bs[i] = tag;
    if (++this.size * 2 > this.as.length) {
      this.grow();
      mask = this.as.length - 1;
    }
    return true;
  };

  private grow() {
    const { as, bs } = this;
    this.as = new Int32Array(as.length * 2);
    this.bs = new Int32Array(as.length * 2);
    const mask = this.as.length - 1;
    for (let j = 0; j < as.length; j++) {
      if (bs[j] === 0) continue;
      let i = as[j] & mask;
      while (this.bs[i] !== 0) i = (i + 1) & mask;
      this.as[i] = as[j];
      this.bs[i] = bs[j];
    }
  }

  forEach(take: (a: number, b: number) => void) {
    for (let i = 0; i < this.as.length; i++) if (this.bs[i] !== 0) take(this.as[i], this.bs[i] - 1);
  }

  /** The items as numbers (itemOf). */
  items(): number[] {
    const out: number[] = [];
    this.forEach((a, b) => {
      out.push(itemOf(a, b));
    });
    return out;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Filters

const MAGIC_0 = 0x4e; // "NS": needle summary
const MAGIC_1 = 0x53;
/** The byte layout's version: a reader meeting another answers "may hold" (summaryFromBytes returns null). */
export const SUMMARY_FORMAT = 1;
/** A period's (bit planes, PeriodSummary): a period of format 1 (blocks of words) is read as holding anything. */
export const PERIOD_FORMAT = 2;
const HEADER_BYTES = 16;
/** 2^27 blocks of 8 bytes: 1 GiB, far past any slice's filter. */
const MAX_BLOCKS = 2 ** 27;

/** Whether the block (lo word, hi word) has the item's bits. */
function blockHas(lo: number, hi: number, b: number, hashes: number): boolean {
  for (let h = 0; h < hashes; h++) {
    const bit = (b >>> (6 * h)) & 63;
    if (((bit < 32 ? lo : hi) & (1 << (bit & 31))) === 0) return false;
  }
  return true;
}

/** The blocks a filter of `items` distinct items needs: a power of two, at least minBitsPerItem each. */
export function blocksFor(items: number, shape: FilterShape = FILTER_SHAPE): number {
  let blocks = 1;
  while (blocks * 64 < items * shape.minBitsPerItem && blocks < MAX_BLOCKS) blocks *= 2;
  return blocks;
}

function checkShape(hashes: number, blocks: number) {
  if (!Number.isInteger(hashes) || hashes < 1 || hashes > 3) throw new RangeError("hashes must be 1..3");
  if (!Number.isInteger(blocks) || blocks < 1 || blocks > MAX_BLOCKS || (blocks & (blocks - 1)) !== 0)
    throw new RangeError("blocks must be a power of two");
}

const popcount = (x: number) => {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

/**
 * Items added lately, direct-mapped by their hash, to skip repeats: a line repeats many of its items (the same
 * template words, an id in the line and in its meta), and a large filter answers each in a cache miss. Kept
 * for one filter at a time (the one adding), per isolate, as src/search/words.ts keeps its bitmap.
 */
const RECENT_ITEMS = 4096;
const recent = {
  owner: null as object | null,
  generation: 0,
  gens: new Int32Array(RECENT_ITEMS),
  as: new Int32Array(RECENT_ITEMS),
  bs: new Int32Array(RECENT_ITEMS),
};

/** The filter of one slice or group of chunks. */
export class Summary implements SummaryLayout {
  readonly columns = 1;
  /** Two 32-bit words per block (bits 0-31, 32-63). */
  readonly words: Uint32Array;
  /** Bits set, kept as items are added (the estimate of distinct items reads it). */
  bitsSet = 0;

  constructor(
    readonly blocks: number,
    readonly hashes: number = FILTER_SHAPE.hashes,
    readonly scheme: ItemScheme = ITEM_SCHEME,
    words?: Uint32Array,
  ) {
    checkShape(hashes, blocks);
    checkScheme(scheme);
    this.words = words ?? new Uint32Array(blocks * 2);
    if (this.words.length !== blocks * 2) throw new RangeError("words do not match the blocks");
    if (words) for (const x of words) this.bitsSet += popcount(x);
  }

  /** An empty filter for `items` distinct items. */
  static sizedFor(items: number, shape: FilterShape = FILTER_SHAPE, scheme: ItemScheme = ITEM_SCHEME) {
    return new Summary(blocksFor(items, shape), shape.hashes, scheme);
  }

  /** Adds an item (forEachItem's a, b). */
  add = (a: number, b: number): void => {
    if (recent.owner !== this) {
      // Another filter's items: a new generation makes every entry stale without clearing the tables.
      recent.owner = this;
      recent.generation++;
    }
    const r = (a ^ (b << 7)) & (RECENT_ITEMS - 1);
    if (recent.gens[r] === recent.generation && recent.as[r] === a && recent.bs[r] === b) return;
    recent.gens[r] = recent.generation;
    recent.as[r] = a;
    recent.bs[r] = b;
    const at = (a & (this.blocks - 1)) * 2;
    const words = this.words;
    for (let h = 0; h < this.hashes; h++) {
      const bit = (b >>> (6 * h)) & 63;
      const i = at + (bit >>> 5);
      const mask = 1 << (bit & 31);
      if ((words[i] & mask) === 0) {
        words[i] |= mask;
        this.bitsSet++;
      }
    }
  };

  /** Adds a line's items. */
  addLine(record: SummarizedLine) {
    forEachLineItem(record, this.add, this.scheme);
  }

  /** Adds an item given as its position (positionOf: a filter of at most 2^20 blocks and 2 hashes). */
  addPosition(position: number) {
    if (this.blocks > MAX_POSITION_BLOCKS || this.hashes > 2)
      throw new RangeError("positions name items of filters of at most 2^20 blocks and 2 hashes");
    this.add(position >>> 12, position & 0xfff);
  }

  mayHoldItem(a: number, b: number): boolean {
    const at = (a & (this.blocks - 1)) * 2;
    return blockHas(this.words[at], this.words[at + 1], b, this.hashes);
  }

  /** Distinct items added, estimated from the bits set (as for a Bloom filter of `hashes` bits per item). */
  estimatedItems(): number {
    const bits = this.blocks * 64;
    if (this.bitsSet >= bits) return Number.POSITIVE_INFINITY;
    return (-bits / this.hashes) * Math.log(1 - this.bitsSet / bits);
  }

  /** The same filter in half the blocks: block i holds blocks i and i + blocks/2 (what a test reads then). */
  folded(): Summary {
    if (this.blocks === 1) return this;
    const half = this.blocks; // words in half the filter
    const words = this.words.slice(0, half);
    for (let i = 0; i < half; i++) words[i] |= this.words[half + i];
    return new Summary(this.blocks / 2, this.hashes, this.scheme, words);
  }

  /** Folded while it keeps at least minBitsPerItem bits per (estimated) distinct item. */
  foldedToContent(minBitsPerItem: number = FILTER_SHAPE.minBitsPerItem): Summary {
    const items = this.estimatedItems();
    let blocks = this.blocks;
    while (blocks > 1 && (blocks / 2) * 64 >= items * minBitsPerItem) blocks /= 2;
    let out: Summary = this;
    while (out.blocks > blocks) out = out.folded();
    return out;
  }

  /** The filter with its versioned header (little-endian words). */
  toBytes(): Uint8Array {
    return encode(this.scheme, this.hashes, this.blocks, 1, this.words);
  }
}

function encode(
  scheme: ItemScheme,
  hashes: number,
  blocks: number,
  columns: number,
  body: Uint32Array | Uint8Array,
  format = SUMMARY_FORMAT,
) {
  const out = new Uint8Array(HEADER_BYTES + body.byteLength);
  const view = new DataView(out.buffer);
  out[0] = MAGIC_0;
  out[1] = MAGIC_1;
  out[2] = format;
  out[3] = scheme.gram;
  out[4] = scheme.window;
  out[5] = hashes;
  view.setUint32(8, blocks, true);
  view.setUint32(12, columns, true);
  out.set(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), HEADER_BYTES);
  return out;
}

/** What a summary's header says: how to compute a term's items and where they are. */
export interface SummaryLayout {
  scheme: ItemScheme;
  hashes: number;
  blocks: number;
  /** Filters side by side (1 for a slice's own summary, the slices of a period for a period summary). */
  columns: number;
}

function layoutOf(bytes: Uint8Array, format: number): SummaryLayout | null {
  if (bytes.byteLength < HEADER_BYTES || bytes[0] !== MAGIC_0 || bytes[1] !== MAGIC_1) return null;
  if (bytes[2] !== format) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, HEADER_BYTES);
  const layout = {
    scheme: { gram: bytes[3], window: bytes[4] },
    hashes: bytes[5],
    blocks: view.getUint32(8, true),
    columns: view.getUint32(12, true),
  };
  try {
    checkScheme(layout.scheme);
    checkShape(layout.hashes, layout.blocks);
  } catch {
    return null;
  }
  return layout.columns >= 1 ? layout : null;
}

/** The header of a slice's summary (format 1, blocks of words), or null when it is not one this code reads. */
export const layoutFromBytes = (bytes: Uint8Array) => layoutOf(bytes, SUMMARY_FORMAT);

/** The header of a period summary (format 2, bit planes), or null when it is not one this code reads. */
export const periodLayoutFromBytes = (bytes: Uint8Array) => layoutOf(bytes, PERIOD_FORMAT);

/** The header's length: a summary's words (a period's planes) start there. */
export const SUMMARY_HEADER_BYTES = HEADER_BYTES;

/** 32-bit words of `bytes` (copied when not 4-byte aligned, as a Buffer from a pool may be). */
function wordsOf(bytes: Uint8Array, offset: number, count: number): Uint32Array {
  const start = bytes.byteOffset + offset;
  if (start % 4 === 0) return new Uint32Array(bytes.buffer, start, count);
  return new Uint32Array(bytes.slice(offset, offset + count * 4).buffer);
}

/**
 * A slice's summary from its bytes (a view of them when they are aligned: adding to it writes them), or null
 * when they are not a summary this code reads.
 */
export function summaryFromBytes(bytes: Uint8Array): Summary | null {
  const layout = layoutFromBytes(bytes);
  if (layout?.columns !== 1 || bytes.byteLength !== HEADER_BYTES + layout.blocks * 8) return null;
  return new Summary(
    layout.blocks,
    layout.hashes,
    layout.scheme,
    wordsOf(bytes, HEADER_BYTES, layout.blocks * 2),
  );
}

/** The largest filter item positions address: 2^20 blocks, 8 MiB (a group of 2^24 items at 4 bits). */
export const MAX_POSITION_BLOCKS = 2 ** 20;

/**
 * An item in 4 bytes, as a filter of at most 2^20 blocks and 2 hashes reads it: the low 20 bits of `a` (its
 * block in any such filter, folded or tiled), then the 12 bits of `b` its 2 hashes take.
 */
export const positionOf = (a: number, b: number) =>
  (((a & (MAX_POSITION_BLOCKS - 1)) << 12) | (b & 0xfff)) >>> 0;

/**
 * The distinct item positions of a chunk's lines, ascending: what the Worker sends with a chunk (~4 bytes per
 * distinct item) so that its slice adds them to its open group (Summary.addPosition) in block order.
 */
export function chunkPositions(
  lines: Iterable<SummarizedLine>,
  scheme: ItemScheme = ITEM_SCHEME,
): Uint32Array {
  const positions = new ItemSet();
  for (const line of lines) forEachLineItem(line, (a, b) => positions.add(positionOf(a, b) | 0, 0), scheme);
  const out = new Uint32Array(positions.size);
  let i = 0;
  positions.forEach((p) => {
    out[i++] = p;
  });
  return out.sort();
}

/**
 * A filter of all `lines`, sized to their distinct items and no more (for a chunk, or a group of chunks held
 * in memory). A slice that cannot hold its items uses SummaryBuilder.
 */
export function summaryOfLines(
  lines: Iterable<SummarizedLine>,
  shape: FilterShape = FILTER_SHAPE,
  scheme: ItemScheme = ITEM_SCHEME,
): Summary {
  const items = new ItemSet();
  for (const line of lines) forEachLineItem(line, items.add, scheme);
  const summary = Summary.sizedFor(items.size, shape, scheme);
  items.forEach(summary.add);
  return summary;
}

/**
 * A summary built as lines arrive, in memory of a fixed size: a filter for at least `capacity` distinct items
 * (its power-of-two size rounds the capacity up), `full` once they are in, at exactly the shape's bits per
 * item (then the caller seals it and starts the next group), sealed folded to its content.
 */
export class SummaryBuilder {
  private filter: Summary;
  /** Distinct items the filter takes at the shape's bits per item. */
  readonly capacity: number;
  lines = 0;

  constructor(
    capacity: number,
    private readonly shape: FilterShape = FILTER_SHAPE,
    scheme: ItemScheme = ITEM_SCHEME,
  ) {
    this.filter = Summary.sizedFor(capacity, shape, scheme);
    this.capacity = (this.filter.blocks * 64) / shape.minBitsPerItem;
  }

  addLine(record: SummarizedLine) {
    this.filter.addLine(record);
    this.lines++;
  }

  /** Whether the filter holds its capacity (its false-positive rate would grow past the shape's). */
  get full(): boolean {
    return this.filter.estimatedItems() >= this.capacity;
  }

  /** The filter, folded to what it holds. */
  seal(): Summary {
    return this.filter.foldedToContent(this.shape.minBitsPerItem);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Queries

/** What a matching line's summary holds: items all present, or a combination. */
export type SummaryTerm = { all: number[] } | { and: SummaryTerm[] } | { or: SummaryTerm[] };

/** A query's term with the scheme its items were taken with (a summary of another scheme may hold it). */
export interface NeedleQuery {
  scheme: ItemScheme;
  term: SummaryTerm;
}

/** Items a term tests at most: each is a block read per period; fewer still name a superset. */
export const MAX_TERM_ITEMS = 16;

/** Fields kept beside the text (the chunk's sets): their values are not in the summary. */
const FIELDS_NOT_SUMMARIZED = new Set(["app", "host", "level", "file"]);

/** The items of a substring (all required), or null when it has none. */
export function substringTerm(value: string, scheme: ItemScheme = ITEM_SCHEME): SummaryTerm | null {
  const items = new Set<number>();
  forEachItem(
    value,
    (a, b) => {
      if (items.size < MAX_TERM_ITEMS) items.add(itemOf(a, b));
    },
    scheme,
  );
  return items.size === 0 ? null : { all: [...items] };
}

type FieldNode = Extract<QueryNode, { kind: "field" }>;

/**
 * A field's value (equal, or a prefix) is a substring of the field's text: of the line, of a tag, or of the
 * meta's JSON (a string field's value, a number's String(), a nested object's JSON.stringify are all there).
 */
function fieldTerm(node: FieldNode, scheme: ItemScheme): SummaryTerm | null {
  if (node.op !== "eq" || FIELDS_NOT_SUMMARIZED.has(node.field)) return null;
  return substringTerm(node.value, scheme);
}

function termOf(node: QueryNode, scheme: ItemScheme): SummaryTerm | null {
  switch (node.kind) {
    case "text":
      return substringTerm(node.value, scheme);
    case "field":
      return fieldTerm(node, scheme);
    case "not":
      // NOT x holds for slices that hold x too: no narrowing.
      return null;
    case "and": {
      const parts = node.nodes.map((n) => termOf(n, scheme)).filter((p): p is SummaryTerm => p !== null);
      return parts.length === 0 ? null : parts.length === 1 ? parts[0] : { and: parts };
    }
    case "or": {
      const parts = node.nodes.map((n) => termOf(n, scheme));
      return parts.every((p) => p !== null) ? { or: parts as SummaryTerm[] } : null;
    }
  }
}

/** What every slice holding a line that matches the query holds; null when nothing can be derived. */
export function needleQuery(node: QueryNode | null, scheme: ItemScheme = ITEM_SCHEME): NeedleQuery | null {
  const term = node ? termOf(node, scheme) : null;
  return term ? { scheme, term } : null;
}

const sameScheme = (a: ItemScheme, b: ItemScheme) => a.gram === b.gram && a.window === b.window;

/** What a term is tested against: a filter, or the blocks of one a read took (mayHoldInBlocks). */
interface ItemTest {
  mayHoldItem(a: number, b: number): boolean;
}

function holds(summary: ItemTest, term: SummaryTerm): boolean {
  if ("all" in term) return term.all.every((item) => summary.mayHoldItem(itemA(item), itemB(item)));
  if ("and" in term) return term.and.every((t) => holds(summary, t));
  return term.or.some((t) => holds(summary, t));
}

/**
 * Whether a filter of this layout may hold a line matching the query, from only the blocks its items fall in:
 * `blockOf(block)` gives a block's two words (bits 0-31, 32-63), undefined when not read (it may hold).
 */
export function mayHoldInBlocks(
  query: NeedleQuery,
  layout: SummaryLayout,
  blockOf: (block: number) => readonly [number, number] | undefined,
): boolean {
  if (!sameScheme(query.scheme, layout.scheme)) return true;
  return holds(
    {
      mayHoldItem: (a, b) => {
        const words = blockOf(a & (layout.blocks - 1));
        return !words || blockHas(words[0], words[1], b, layout.hashes);
      },
    },
    query.term,
  );
}

/** The needle term of a read: what a line matching the query and the caller's scope both holds. */
export function needleOfCriteria(query: QueryNode | null, scope: QueryNode | null): NeedleQuery | null {
  const nodes = [query, scope].filter((n): n is QueryNode => n !== null);
  return nodes.length === 0 ? null : needleQuery(nodes.length === 1 ? nodes[0] : { kind: "and", nodes });
}

/** Whether the summary's slice may hold a line matching the query (false: it surely does not). */
export function mayHold(summary: Summary | null, query: NeedleQuery | null): boolean {
  if (!summary || !query || !sameScheme(summary.scheme, query.scheme)) return true;
  return holds(summary, query.term);
}

// ---------------------------------------------------------------------------------------------------------
// Period summaries: the filters of many slices, bit-sliced

/** Bytes of one bit plane of a period: a bit per column. */
export const planeBytes = (columns: number) => (columns + 7) >>> 3;

/**
 * The filters of a period's slices (columns), bit-sliced: for block b and bit k (0..63) of a block, one plane
 * holding bit k of block b of every column (column c is bit c & 7 of byte c >> 3). An item's test reads its
 * `hashes` planes, a bit per column each, instead of every column's whole block: a 32-hex id over a day of
 * 1,300 columns reads 14 planes of 163 bytes, not 7 blocks of 10.4 KB. Planes are block-major: block b's 64
 * planes are one run of 64 * planeBytes bytes, so rows of a table (or parts of an object) hold whole blocks.
 */
export class PeriodSummary implements SummaryLayout {
  readonly planes: Uint8Array;
  readonly planeBytes: number;

  constructor(
    readonly columns: number,
    readonly blocks: number,
    readonly hashes: number,
    readonly scheme: ItemScheme,
    planes?: Uint8Array,
  ) {
    checkShape(hashes, blocks);
    checkScheme(scheme);
    this.planeBytes = planeBytes(columns);
    this.planes = planes ?? new Uint8Array(blocks * 64 * this.planeBytes);
    if (this.planes.length !== blocks * 64 * this.planeBytes)
      throw new RangeError("planes do not match the layout");
  }

  /**
   * The period of `summaries` (same scheme and hashes), column i being summaries[i]: every filter tiled to the
   * largest one's blocks (block b of a smaller filter is its block b mod its size: what a test of it reads).
   */
  static interleave(summaries: readonly Summary[]): PeriodSummary {
    if (summaries.length === 0) throw new RangeError("a period needs a summary");
    const [first] = summaries;
    let blocks = 1;
    for (const s of summaries) {
      if (s.hashes !== first.hashes || !sameScheme(s.scheme, first.scheme))
        throw new RangeError("the summaries of a period share their scheme and hashes");
      if (s.blocks > blocks) blocks = s.blocks;
    }
    const windows = summaries.map((s) => ({ blocks: s.blocks, first: 0, words: s.words }));
    const planes = interleaveBlocks(windows, 0, blocks);
    return new PeriodSummary(summaries.length, blocks, first.hashes, first.scheme, planes);
  }

  /** Bit k of block b of every column. */
  plane(block: number, k: number): Uint8Array {
    const at = (block * 64 + k) * this.planeBytes;
    return this.planes.subarray(at, at + this.planeBytes);
  }

  toBytes(): Uint8Array {
    return encode(this.scheme, this.hashes, this.blocks, this.columns, this.planes, PERIOD_FORMAT);
  }

  /** The period's header alone (what a catalog row keeps when the planes are stored apart). */
  header(): Uint8Array {
    return periodHeader(this.columns, this.blocks, this.hashes, this.scheme);
  }

  /** Bytes of blocks [from, to): rows of a table, or parts of an object, each block 64 planes. */
  blockBytes(from: number, to: number): Uint8Array {
    const width = 64 * this.planeBytes;
    return this.planes.slice(from * width, Math.min(to, this.blocks) * width);
  }
}

/**
 * A run of a column's filter: its words for its own blocks [first, first + words.length / 2). A period built in
 * stripes reads of each filter only the blocks a stripe tiles from.
 */
export interface ColumnWindow {
  /** The filter's own blocks (a power of two). */
  blocks: number;
  first: number;
  words: Uint32Array;
}

/**
 * The planes of blocks [from, to) of a period whose column c is columns[c], tiled (block b of a filter of n
 * blocks is its block b mod n), as PeriodSummary.blockBytes(from, to) of the whole period: a period can be
 * built a stripe at a time, holding only the stripe's blocks of each filter.
 */
export function interleaveBlocks(
  columns: readonly ColumnWindow[],
  from: number,
  to: number,
  width = planeBytes(columns.length),
  planes = new Uint8Array((to - from) * 64 * width),
): Uint8Array {
  for (let c = 0; c < columns.length; c++) {
    const { words, blocks: own, first } = columns[c];
    const mask = own - 1;
    const byte = c >>> 3;
    const bit = 1 << (c & 7);
    for (let b = from; b < to; b++) {
      const at = (b & mask) - first;
      if (at < 0 || at * 2 >= words.length) throw new RangeError("a stripe reads a block its window lacks");
      const base = (b - from) * 64 * width + byte;
      for (let half = 0; half < 2; half++) {
        // Each set bit of the word, lowest first.
        let x = words[at * 2 + half];
        while (x !== 0) {
          const low = x & -x;
          planes[base + (half * 32 + 31 - Math.clz32(low)) * width] |= bit;
          x ^= low;
        }
      }
    }
  }
  return planes;
}

/**
 * Puts planes of `columns` columns (each `fromWidth` bytes, one after another) into planes `width` bytes wide
 * at column `at` (bit `at` on), plane by plane: the columns of a slice's needle object in a day's period. A
 * plane's bits past its columns are zero, as interleaveBlocks leaves them.
 */
export function placePlanes(
  into: Uint8Array,
  width: number,
  at: number,
  planes: Uint8Array,
  fromWidth: number,
  count: number,
) {
  const byte = at >>> 3;
  const shift = at & 7;
  for (let p = 0; p < count; p++) {
    const source = p * fromWidth;
    const target = p * width + byte;
    for (let i = 0; i < fromWidth; i++) {
      const bits = planes[source + i] << shift;
      if (bits === 0) continue;
      into[target + i] |= bits;
      // The high bits go to the next byte (never past the plane: a plane's bits past its columns are zero).
      if (bits > 0xff) into[target + i + 1] |= bits >>> 8;
    }
  }
}

/**
 * The blocks of a filter with this header and length when it can be a column of bit planes (a whole slice
 * summary of this code's scheme and shape), else null: a filter of another kind is no column, and what it
 * covers stays read.
 */
export function columnBlocks(header: Uint8Array, bytes: number): number | null {
  const layout = layoutFromBytes(header);
  if (layout?.columns !== 1 || bytes !== HEADER_BYTES + layout.blocks * 8) return null;
  if (layout.hashes !== FILTER_SHAPE.hashes || !sameScheme(layout.scheme, ITEM_SCHEME)) return null;
  return layout.blocks;
}

/**
 * The layout of a slice's needle object from its header (a period's, a column per group) when its columns can
 * be a period's (this code's scheme and shape), else null: the slice stays planned.
 */
export function objectLayout(header: Uint8Array): SummaryLayout | null {
  const layout = periodLayoutFromBytes(header);
  if (layout?.hashes !== FILTER_SHAPE.hashes || !sameScheme(layout.scheme, ITEM_SCHEME)) return null;
  return layout;
}

/** Blocks a stripe of `columns` filters takes: a power of two, at most `blocks`, its words about `maxBytes`. */
export function stripeFor(columns: number, blocks: number, maxBytes: number): number {
  let stripe = 1;
  while (stripe < blocks && columns * stripe * 2 * 8 <= maxBytes) stripe *= 2;
  return stripe;
}

/**
 * SQL of the blocks of the filter in column `filter` a stripe [from, from + stripe) tiles from (its whole
 * filter when it has fewer blocks than the stripe), in hex: what stripeWindow takes.
 */
export function stripeWordsSql(filter: string, from: number, stripe: number): string {
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(stripe))
    throw new RangeError("a stripe of blocks");
  const own = `max(1, (length(${filter}) - ${HEADER_BYTES}) / 8)`;
  return `hex(substr(${filter}, ${HEADER_BYTES + 1} + (CASE WHEN ${own} >= ${stripe} THEN ${from} % ${own} ELSE 0 END) * 8,
    min(${own}, ${stripe}) * 8))`;
}

/** The window of a filter of `own` blocks a stripe reads (stripeWordsSql's bytes), or null if it is short. */
export function stripeWindow(
  bytes: Uint8Array,
  own: number,
  from: number,
  stripe: number,
): ColumnWindow | null {
  if (bytes.byteLength !== Math.min(own, stripe) * 8) return null;
  return {
    blocks: own,
    first: own >= stripe ? from % own : 0,
    words: wordsOf(bytes, 0, bytes.byteLength / 4),
  };
}

/**
 * The run of planes one ranged read takes for an item tested on `bits` of `block`, in planes `width` bytes
 * wide stored block after block: from its lowest bit's plane to its highest.
 */
export function planeRun(block: number, bits: readonly number[], width: number) {
  const low = Math.min(...bits);
  const span = Math.max(...bits) - low + 1;
  return {
    offset: (block * 64 + low) * width,
    length: span * width,
    plane: (run: Uint8Array, k: number) => run.subarray((k - low) * width, (k - low + 1) * width),
  };
}

/** The header of a period of this layout (PeriodSummary.header), for a period built a stripe at a time. */
export const periodHeader = (columns: number, blocks: number, hashes: number, scheme: ItemScheme) =>
  encode(scheme, hashes, blocks, columns, new Uint8Array(0), PERIOD_FORMAT);

/** A period summary from its bytes (toBytes), or null when they are not one this code reads. */
export function periodFromBytes(bytes: Uint8Array): PeriodSummary | null {
  const layout = periodLayoutFromBytes(bytes);
  if (!layout) return null;
  const length = layout.blocks * 64 * planeBytes(layout.columns);
  if (bytes.byteLength !== HEADER_BYTES + length) return null;
  return new PeriodSummary(
    layout.columns,
    layout.blocks,
    layout.hashes,
    layout.scheme,
    bytes.slice(HEADER_BYTES, HEADER_BYTES + length),
  );
}

function eachItem(term: SummaryTerm, take: (item: number) => void) {
  if ("all" in term) for (const item of term.all) take(item);
  else for (const t of "and" in term ? term.and : term.or) eachItem(t, take);
}

/** The blocks a query reads in a period of this layout, ascending (empty: it reads none, all may hold). */
export function blocksToRead(query: NeedleQuery | null, layout: SummaryLayout): number[] {
  if (!query || !sameScheme(query.scheme, layout.scheme)) return [];
  const blocks = new Set<number>();
  eachItem(query.term, (item) => blocks.add(itemA(item) & (layout.blocks - 1)));
  return [...blocks].sort((x, y) => x - y);
}

/** The bits of its block an item is tested on in a filter of `hashes` hashes (one plane of a period each). */
function itemBits(item: number, hashes: number): number[] {
  const b = itemB(item);
  return Array.from({ length: hashes }, (_, h) => (b >>> (6 * h)) & 63);
}

/**
 * The reads of a query's distinct items in periods of `hashes` hashes: [block hash (unsigned), ...its bits],
 * so that a statement picks each period's block (hash & (blocks - 1)), its row, and the item's planes in it
 * itself, in the same round trip as the periods it reads.
 */
export function itemReads(query: NeedleQuery | null, hashes: number = FILTER_SHAPE.hashes): number[][] {
  const seen = new Map<number, number[]>();
  if (query) eachItem(query.term, (item) => seen.set(item, [itemA(item) >>> 0, ...itemBits(item, hashes)]));
  return [...seen.values()];
}

/**
 * The query with at most `n` items to each set of items all required: a superset of what it names (a slice that
 * may hold the query may hold this), for reads that cost a request an item. Five items of a 32-hex id leave
 * about 0.16^5 of the columns that lack it.
 */
export function fewerItems(query: NeedleQuery, n: number): NeedleQuery {
  const cut = (term: SummaryTerm): SummaryTerm =>
    "all" in term
      ? { all: term.all.slice(0, n) }
      : "and" in term
        ? { and: term.and.map(cut) }
        : { or: term.or.map(cut) };
  return { scheme: query.scheme, term: cut(query.term) };
}

/**
 * Which columns of a period may hold a line matching the query: 1 per column that may. `planeOf(block, k)`
 * gives bit k of block b of every column (PeriodSummary.plane, or planes read from storage); a plane it does
 * not have counts as holding every item (a plan is never incomplete for want of a read).
 */
export function candidateColumns(
  query: NeedleQuery | null,
  layout: SummaryLayout,
  planeOf: (block: number, k: number) => Uint8Array | undefined,
): Uint8Array {
  const all = new Uint8Array(layout.columns).fill(1);
  if (!query || !sameScheme(query.scheme, layout.scheme)) return all;
  const mask = layout.blocks - 1;
  const width = planeBytes(layout.columns);
  // Bitmaps of the columns that may hold each term: ANDed plane by plane, the sides of OR ORed.
  const evaluate = (term: SummaryTerm): Uint8Array => {
    if ("all" in term) {
      const out = new Uint8Array(width).fill(0xff);
      for (const item of term.all)
        for (const k of itemBits(item, layout.hashes)) {
          const plane = planeOf(itemA(item) & mask, k);
          if (plane?.byteLength !== width) continue;
          for (let i = 0; i < width; i++) out[i] &= plane[i];
        }
      return out;
    }
    const both = "and" in term;
    const parts = (both ? term.and : term.or).map(evaluate);
    const out = parts[0];
    for (const p of parts.slice(1))
      for (let i = 0; i < width; i++) out[i] = both ? out[i] & p[i] : out[i] | p[i];
    return out;
  };
  const bits = evaluate(query.term);
  for (let c = 0; c < layout.columns; c++) all[c] = (bits[c >>> 3] >>> (c & 7)) & 1;
  return all;
}

/**
 * A planeOf for candidateColumns over blocks read in rows of `blocksPerRow` blocks (row r holds blocks
 * [r * blocksPerRow, (r + 1) * blocksPerRow), as PeriodSummary.blockBytes wrote them).
 */
export function planesOfRows(
  layout: SummaryLayout,
  blocksPerRow: number,
  rows: ReadonlyMap<number, Uint8Array>,
): (block: number, k: number) => Uint8Array | undefined {
  const width = planeBytes(layout.columns);
  return (block, k) => {
    const row = rows.get(Math.floor(block / blocksPerRow));
    if (!row) return undefined;
    const at = ((block % blocksPerRow) * 64 + k) * width;
    return at + width <= row.byteLength ? row.subarray(at, at + width) : undefined;
  };
}
