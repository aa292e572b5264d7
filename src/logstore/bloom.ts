// Trigram Bloom filters: what a cold slice (src/logstore/cold.ts) keeps of its chunks' text in place of the
// hot slice's trigram index, to open only the chunks that may hold a term. One bit per trigram hash, about
// two bits per distinct trigram of the chunk: a bit is set with probability ~0.4, so a term of 7 trigrams
// passes a chunk that lacks it about once in 600 times, a term of 3 about once in 16 (then the chunk is read
// and the query engine decides, as for the hot index's own candidates). ASCII only, lower-cased: a term's
// non-ASCII trigrams (whose case folding the index and JavaScript may not share) are taken as present.
import { hash53 } from "../lib/hash53";
import type { IndexTerm } from "../search/compile";

const MIN_BYTES = 64;
const MAX_BYTES = 16 * 1024;

export const isAsciiGram = (g: string) =>
  g.charCodeAt(0) < 128 && g.charCodeAt(1) < 128 && g.charCodeAt(2) < 128;

/** A filter of `grams` (lower-case ASCII trigrams), about two bits per gram, within [MIN_BYTES, maxBytes]. */
export function bloomOf(grams: Iterable<string>, count: number, maxBytes = MAX_BYTES): Uint8Array {
  let bytes = MIN_BYTES;
  while (bytes * 8 < count * 2 && bytes < maxBytes) bytes *= 2;
  const bloom = new Uint8Array(bytes);
  const bits = bytes * 8;
  for (const g of grams) {
    const bit = hash53(g) % bits;
    bloom[bit >> 3] |= 1 << (bit & 7);
  }
  return bloom;
}

/** The filter of a chunk's indexed text (src/logstore/chunk.ts `indexedText`: its trigrams, space-separated). */
export function trigramBloom(text: string): Uint8Array {
  const grams = text === "" ? [] : text.split(" ");
  return bloomOf(grams, grams.length);
}

/** The bit a gram sets in a filter of `bits` bits, or null when filters do not hold it (not ASCII). */
export function gramBit(gram: string, bits: number): number | null {
  const g = gram.toLowerCase();
  return isAsciiGram(g) ? hash53(g) % bits : null;
}

/** The hash of a gram, as filters take it (bit = hash % bits), or null when they do not hold it. */
export function gramHash(gram: string): number | null {
  const g = gram.toLowerCase();
  return isAsciiGram(g) ? hash53(g) : null;
}

function holds(bloom: Uint8Array, gram: string): boolean {
  const bit = gramBit(gram, bloom.length * 8);
  return bit === null || (bloom[bit >> 3] & (1 << (bit & 7))) !== 0;
}

/** Whether a chunk whose filter is `bloom` may satisfy `term` (false: it surely does not). */
export function bloomMayHold(term: IndexTerm, bloom: Uint8Array): boolean {
  if ("all" in term) return term.all.every((g) => holds(bloom, g));
  if ("and" in term) return term.and.every((t) => bloomMayHold(t, bloom));
  return term.or.some((t) => bloomMayHold(t, bloom));
}
