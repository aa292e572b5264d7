// A slice's open chunk: the lines appended since its last chunk was sealed, in memory, until they make a full
// chunk (src/logstore/chunk.ts CHUNK_RAW_BYTES) or the slice goes quiet. The lines are durable in the slice's
// `tail` table (src/durable/log-slice.ts) from the moment they are appended; this is their working copy: the
// segment texts to compress together, the chunk's figures, its distinct trigrams (for queries, until the FTS
// index has the sealed chunk), and its lines decoded for reads, as far as a read needed them.

import type { IndexTerm } from "../search/compile";
import { TrigramAccumulator, trigramIdOf } from "../search/words";
import {
  type ChunkLine,
  type ChunkMeta,
  chunkMetaOf,
  chunkOfSegments,
  decodeText,
  type EncodedChunk,
  gramsOfText,
  mergeMeta,
} from "./chunk";
import type { SavingsDelta, UsageDelta } from "./slice-protocol";

/** A batch's key and when it may be forgotten; and, per commit (its sequence number), its counters. */
export interface BatchRecords {
  keys: [key: string, expires: number][];
  counters: [seq: number, usage: UsageDelta[], savings: SavingsDelta[]][];
}

export const noBatches = (): BatchRecords => ({ keys: [], counters: [] });

export function addBatches(into: BatchRecords, from: BatchRecords) {
  for (const k of from.keys) into.keys.push(k);
  for (const c of from.counters) into.counters.push(c);
}

export class OpenChunk {
  /** The chunk id it will be sealed as; 0 while it holds no line. */
  id = 0;
  texts: string[] = [];
  meta: ChunkMeta | null = null;
  grams = new TrigramAccumulator();
  /** When its first and last lines were appended (the slice's clock). */
  firstAt = 0;
  lastAt = 0;
  /** When its lines were appended: [first index, time] per append at a new time. */
  arrivals: [number, number][] = [];
  /** Its lines decoded so far (reads decode on demand, from where the last read stopped). */
  private decoded: ChunkLine[] = [];
  private decodedTexts = 0;

  get lines(): number {
    return this.meta?.lines ?? 0;
  }

  get rawBytes(): number {
    return this.meta?.rawBytes ?? 0;
  }

  append(text: string, meta: ChunkMeta, grams: Iterable<number>, at: number) {
    if (this.lines === 0) this.firstAt = at;
    if (this.arrivals.length === 0 || this.arrivals[this.arrivals.length - 1][1] !== at)
      this.arrivals.push([this.lines, at]);
    this.texts.push(text);
    this.meta = this.meta ? mergeMeta(this.meta, meta) : chunkMetaOf(meta);
    this.grams.addIds(grams);
    this.lastAt = at;
  }

  /**
   * Lines read back from the slice's tail (a restart): their text, figures and arrivals; their trigrams are
   * taken again from the lines.
   */
  restore(text: string, meta: ChunkMeta, arrivals: [number, number][]) {
    if (this.lines === 0) this.firstAt = arrivals[0]?.[1] ?? 0;
    this.texts.push(text);
    this.meta = this.meta ? mergeMeta(this.meta, meta) : chunkMetaOf(meta);
    for (const arrival of arrivals) {
      this.arrivals.push(arrival);
      this.lastAt = Math.max(this.lastAt, arrival[1]);
    }
    this.grams.addIds(gramsOfText(text));
    // The decoded lines are read again from the texts.
    this.decoded = [];
    this.decodedTexts = 0;
  }

  /** The chunk its lines make (compressed, with its index text). */
  seal(): EncodedChunk {
    return chunkOfSegments(this.texts, this.meta as ChunkMeta, this.grams.ids);
  }

  /** Its lines if a read decoded them all already (a sealed chunk keeps them in its cache), else null. */
  decodedLines(): ChunkLine[] | null {
    return this.decodedTexts === this.texts.length && this.decoded.length > 0 ? this.decoded : null;
  }

  /** Its lines, in order. */
  decode(): ChunkLine[] {
    while (this.decodedTexts < this.texts.length) {
      decodeText(this.texts[this.decodedTexts], this.id, this.decoded.length, this.decoded);
      this.decodedTexts++;
    }
    return this.decoded;
  }

  /**
   * Whether it may hold a line the index term names: every trigram of an `all` present (its own set is exact,
   * unlike the index's).
   */
  mayHold(term: IndexTerm): boolean {
    if ("all" in term)
      return term.all.every((gram) => {
        const id = trigramIdOf(gram.toLowerCase());
        return id === null || this.grams.has(id);
      });
    if ("and" in term) return term.and.every((t) => this.mayHold(t));
    return term.or.some((t) => this.mayHold(t));
  }
}
