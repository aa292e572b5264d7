// Words as the log store's index sees them: runs of letters, digits, `_` and non-ASCII characters; ASCII
// spaces, punctuation and controls separate them. A chunk's index holds the distinct trigrams of 3 ASCII word
// characters (lower case) found in its words (src/logstore/chunk.ts), and a query asks only for such trigrams
// of its terms (src/search/compile.ts): every one of them in a matching line lies inside one of the line's
// words, so the index never misses it. Non-ASCII trigrams are left out on both sides: SQLite and the query
// engine fold their case with different Unicode tables.

// biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII controls are separators like the rest
const SEPARATORS = /[\x00-\x2f\x3a-\x40\x5b-\x5e\x60\x7b-\x7f]+/;

/** The words of a text, in order (empty strings left out). */
export function words(text: string): string[] {
  return text.split(SEPARATORS).filter((w) => w !== "");
}

/**
 * The lower-case code of an ASCII word character (0-9, A-Z, _, a-z), or -1 for anything else. The Kelvin sign
 * is a k: JavaScript lower-cases it to a lone ASCII letter, so the query engine finds "kelvin" in "\u212Aelvin"
 * and the index must name its chunk. (The only other such character, U+0130, is handled by forEachTrigram.)
 */
function asciiWordCode(c: number): number {
  if (c >= 97 && c <= 122) return c;
  if (c >= 65 && c <= 90) return c + 32;
  if ((c >= 48 && c <= 57) || c === 95) return c;
  if (c === 0x212a) return 107;
  return -1;
}

const DOTTED_CAPITAL_I = 0x130;

/** The trigrams of a text, as the index and queries take them: each as ((a << 14) | (b << 7) | c). */
export function forEachTrigram(text: string, take: (id: number) => void) {
  let a = -1;
  let b = -1;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === DOTTED_CAPITAL_I) {
      // JavaScript lower-cases it to "i" and a combining dot, which separates words: the word ends on the i.
      if (a >= 0) take((a << 14) | (b << 7) | 105);
      a = b = -1;
      continue;
    }
    const c = asciiWordCode(code);
    if (c < 0) {
      a = b = -1;
      continue;
    }
    if (a >= 0) take((a << 14) | (b << 7) | c);
    a = b;
    b = c;
  }
}

export const trigramOf = (id: number) => String.fromCharCode(id >> 14, (id >> 7) & 127, id & 127);

/** The id of a trigram as a query names it (three ASCII word characters, any case), or null for another. */
export function trigramIdOf(gram: string): number | null {
  if (gram.length !== 3) return null;
  const a = asciiWordCode(gram.charCodeAt(0));
  const b = asciiWordCode(gram.charCodeAt(1));
  const c = asciiWordCode(gram.charCodeAt(2));
  return a < 0 || b < 0 || c < 0 ? null : (a << 14) | (b << 7) | c;
}

/**
 * Distinct trigrams of many texts, without building a string per trigram (a bitmap of all 2^21 of them, kept
 * per isolate and cleared after each use).
 */
export class TrigramSet {
  private static bits = new Uint32Array(1 << 16);
  readonly ids: number[] = [];

  add(text: string) {
    const bits = TrigramSet.bits;
    forEachTrigram(text, (id) => {
      const word = id >>> 5;
      const bit = 1 << (id & 31);
      if ((bits[word] & bit) === 0) {
        bits[word] |= bit;
        this.ids.push(id);
      }
    });
  }

  /** The trigrams, and the shared bitmap cleared for the next set. */
  take(): string[] {
    return Array.from(this.takeIds(), trigramOf);
  }

  /** The trigram ids, and the shared bitmap cleared for the next set. */
  takeIds(): Uint32Array {
    const bits = TrigramSet.bits;
    for (const id of this.ids) bits[id >>> 5] = 0;
    return Uint32Array.from(this.ids);
  }
}

/** The distinct trigram ids of a slice's open chunk: a bitmap of its own, kept while the chunk grows. */
export class TrigramAccumulator {
  private readonly bits = new Uint32Array(1 << 16);
  readonly ids: number[] = [];

  addIds(ids: Iterable<number>) {
    for (const id of ids) {
      const word = id >>> 5;
      const bit = 1 << (id & 31);
      if ((this.bits[word] & bit) === 0) {
        this.bits[word] |= bit;
        this.ids.push(id);
      }
    }
  }

  has(id: number): boolean {
    return (this.bits[id >>> 5] & (1 << (id & 31))) !== 0;
  }
}
