// Writing a slice to R2 (the cold tier, format in src/logstore/cold.ts), a bounded step at a time. The object is
// a pure function of the slice's tables (bodies in id order, their filters, directory pages of PAGE_ENTRIES
// chunks built from the chunks' figures and the running offsets, the needle groups' bit planes a stripe of
// blocks at a time, the top index, the footer), so it is uploaded
// as a multipart upload whose parts are cut at exactly `partBytes` (R2 wants every part but the last of one
// size) from a cursor: after each part the state (upload id, parts, the cursor where the next part starts, the
// pages' refs) is saved, and a step stopped anywhere (its budget, an error, a reset) is taken up again from the
// last saved part, regenerating the same bytes. Memory stays about two parts whatever the slice holds.
import { hexOfBytes } from "../lib/bytes";
import { gzip } from "./chunk";
import {
  type Entry,
  footerOf,
  type NeedleSection,
  PAGE_ENTRIES,
  type PageRef,
  pageRefOf,
  type Top,
} from "./cold";
import type { NeedleColumn } from "./needle-groups";
import type { SliceIdentity } from "./slice-protocol";
import type { ChunkInfo } from "./slice-read";
import {
  type ColumnWindow,
  FILTER_SHAPE,
  ITEM_SCHEME,
  interleaveBlocks,
  periodHeader,
  stripeFor,
} from "./summary";

/** Multipart parts of a cold object: all of one size but the last, as R2 asks (at least 5 MiB there). */
export const COLD_PART_BYTES = 8 * 1024 * 1024;
/** Parts one step uploads at most (a step is one call of the slice: bounded CPU and memory). */
export const PARTS_PER_STEP = 2;
/** Words of the needle groups' filters a stripe of the needle section reads at most. */
const NEEDLE_STRIPE_BYTES = 1024 * 1024;

/** A chunk as the writer reads it from the slice: its figures and the lengths of its body and filter. */
export interface ColdRow extends ChunkInfo {
  bodyLength: number;
  bloomLength: number;
}

/** What the writer reads of the slice. */
export interface ColdTable {
  /** Chunks after `afterId`, in id order, at most `limit`. */
  rows(afterId: number, limit: number): ColdRow[];
  body(id: number): Uint8Array;
  bloom(id: number): Uint8Array;
  /** The slice's needle groups that are columns of the needle section, in order (src/logstore/needle-groups.ts). */
  needleColumns(): NeedleColumn[];
  /** Of each column, its blocks a stripe [from, from + stripe) tiles from. */
  needleStripe(columns: readonly NeedleColumn[], from: number, stripe: number): ColumnWindow[];
}

type Section = "bodies" | "blooms" | "pages" | "needles" | "top";

/** Where the next byte to upload comes from: an item of a section after `after`, `inner` bytes into it. */
interface Cursor {
  section: Section;
  /**
   * The last whole item before it: a chunk id (bodies, blooms, pages: the last chunk the pages cover); in the
   * needle section, the first block of the next stripe.
   */
  after: number;
  inner: number;
  /** The object offset where the next item starts. */
  offset: number;
  /** Running offsets of the next page's first chunk: its body's, its filter's (from the filters' start). */
  pageBody: number;
  pageBloom: number;
}

/** A freeze in progress, saved by the slice after every part. */
export interface FreezeState {
  key: string;
  identity: SliceIdentity;
  span: number;
  uploadId: string | null;
  parts: { partNumber: number; etag: string }[];
  cursor: Cursor;
  /** The bodies' total length: where the filters start. */
  bodyBytes: number;
  /** Chunks a directory page describes. */
  pageEntries: number;
  pages: PageRef[];
  /** The needle section, once the writer reached it (none when the slice has no group). */
  needles?: NeedleSection | null;
  /** An object of the needle section alone (a slice's needle object, src/logstore/needles.ts), not a cold one. */
  needlesOnly?: boolean;
}

export function newFreezeState(
  key: string,
  identity: SliceIdentity,
  span: number,
  bodyBytes: number,
  pageEntries = PAGE_ENTRIES,
): FreezeState {
  return {
    key,
    identity,
    span,
    uploadId: null,
    parts: [],
    cursor: { section: "bodies", after: 0, inner: 0, offset: 0, pageBody: 0, pageBloom: 0 },
    bodyBytes,
    pageEntries,
    pages: [],
  };
}

/**
 * A slice's needle object: its needle groups as bit planes, the needle section of a cold object alone (offset
 * 0), which a day's period is built from when the slice's filters are too many for D1.
 */
export function newNeedleObjectState(key: string, identity: SliceIdentity): FreezeState {
  return {
    ...newFreezeState(key, identity, 0, 0),
    cursor: { section: "needles", after: 0, inner: 0, offset: 0, pageBody: 0, pageBloom: 0 },
    needlesOnly: true,
  };
}

/** One item of the object: its bytes, and the cursor just after it. */
interface Item {
  bytes: Uint8Array;
  next: Cursor;
}

const ROWS_AT_ONCE = 256;

/** The object's items from `from` on (the first one whole: the caller skips `from.inner` of it). */
async function* itemsFrom(table: ColdTable, state: FreezeState, from: Cursor): AsyncIterable<Item> {
  let c = { ...from, inner: 0 };
  for (const section of ["bodies", "blooms"] as const) {
    if (c.section !== section) continue;
    for (;;) {
      const rows = table.rows(c.after, ROWS_AT_ONCE);
      for (const row of rows) {
        const bytes = section === "bodies" ? table.body(row.id) : table.bloom(row.id);
        c = { ...c, after: row.id, offset: c.offset + bytes.byteLength };
        yield { bytes, next: c };
      }
      if (rows.length < ROWS_AT_ONCE) break;
    }
    c = { ...c, section: section === "bodies" ? "blooms" : "pages", after: 0 };
  }
  if (c.section === "pages") {
    for (;;) {
      const rows = table.rows(c.after, state.pageEntries);
      if (rows.length === 0) break;
      let body = c.pageBody;
      let bloom = c.pageBloom;
      const entries: Entry[] = rows.map((r) => {
        const entry: Entry = [
          r.id,
          r.tsMin,
          r.tsMax,
          r.lines,
          r.rawBytes,
          r.storedAt,
          r.apps,
          r.hosts,
          r.levels,
          body,
          r.bodyLength,
          state.bodyBytes + bloom,
          r.bloomLength,
        ];
        if (r.arrivals) entry.push(r.arrivals);
        body += r.bodyLength;
        bloom += r.bloomLength;
        return entry;
      });
      const bytes = await gzip(new TextEncoder().encode(JSON.stringify({ entries })));
      // Made again after a resume: the same page, the same ref.
      state.pages[pageIndexOf(state, rows[0].id)] = pageRefOf(entries, c.offset, bytes.byteLength);
      c = {
        ...c,
        after: rows[rows.length - 1].id,
        offset: c.offset + bytes.byteLength,
        pageBody: body,
        pageBloom: bloom,
      };
      yield { bytes, next: c };
    }
    c = { ...c, section: "needles", after: 0 };
  }
  if (c.section === "needles") {
    // The slice's groups as columns of bit planes (as a day's period has its slices' groups), a stripe of
    // blocks at a time: a cold read of an id fetches an item's planes (a bit per group), not every group.
    const columns = table.needleColumns();
    const blocks = columns.reduce((most, column) => Math.max(most, column.blocks), 1);
    const header = hexOfBytes(periodHeader(columns.length, blocks, FILTER_SHAPE.hashes, ITEM_SCHEME));
    const chunks = columns.map((column): [number, number] => [column.firstChunk, column.lastChunk]);
    if (c.after === 0) state.needles = columns.length === 0 ? null : { offset: c.offset, header, chunks };
    else if (
      state.needles?.header !== header ||
      JSON.stringify(state.needles.chunks) !== JSON.stringify(chunks)
    )
      // Groups changed since the section began: its stripes would mix two layouts under one header.
      throw new Error("the slice's needle groups changed while its object was written");
    const stripe = stripeFor(columns.length, blocks, NEEDLE_STRIPE_BYTES);
    for (let from = c.after; columns.length > 0 && from < blocks; from += stripe) {
      const to = Math.min(blocks, from + stripe);
      const bytes = interleaveBlocks(table.needleStripe(columns, from, stripe), from, to);
      c = { ...c, after: to, offset: c.offset + bytes.byteLength };
      yield { bytes, next: c };
    }
    c = { ...c, section: "top", after: 0 };
  }
  if (state.needlesOnly) return;
  const top: Top = { v: 2, identity: state.identity, span: state.span, pages: state.pages };
  if (state.needles) top.needles = state.needles;
  const packed = await gzip(new TextEncoder().encode(JSON.stringify(top)));
  const tail = new Uint8Array(packed.byteLength + 16);
  tail.set(packed, 0);
  tail.set(footerOf(c.offset, packed.byteLength), packed.byteLength);
  yield { bytes: tail, next: { ...c, offset: c.offset + tail.byteLength } };
}

/** The index of the page that starts at chunk `firstId`: the pages are made in order, one after another. */
function pageIndexOf(state: FreezeState, firstId: number): number {
  const at = state.pages.findIndex((p) => p[0] === firstId);
  return at >= 0 ? at : state.pages.length;
}

/**
 * Uploads the next parts of the object (at most `maxParts`), saving the state after each; completes the upload
 * once the last item is out. Answers "done" (the object is whole) or "more".
 */
export async function freezeStep(
  bucket: R2Bucket,
  table: ColdTable,
  state: FreezeState,
  save: (state: FreezeState) => void,
  partBytes = COLD_PART_BYTES,
  maxParts = PARTS_PER_STEP,
): Promise<{ status: "done" | "more"; bytes: number }> {
  const upload = state.uploadId
    ? bucket.resumeMultipartUpload(state.key, state.uploadId)
    : await bucket.createMultipartUpload(state.key, {
        httpMetadata: { contentType: "application/octet-stream" },
      });
  if (!state.uploadId) {
    state.uploadId = upload.uploadId;
    save(state);
  }
  // One buffer of a part's size, filled item by item and used again once its part is uploaded: a step holds one
  // part whatever the slice's chunks are (a part's items gathered and then joined held about three).
  const part = new Uint8Array(partBytes);
  let used = 0;
  let uploaded = 0;
  let skip = state.cursor.inner;
  let before = { ...state.cursor, inner: 0 };
  for await (const item of itemsFrom(table, state, state.cursor)) {
    const itemStart = before;
    // Bytes of this item in parts (the ones a resumed step skips included).
    let taken = skip;
    let rest = item.bytes.subarray(skip);
    skip = 0;
    while (rest.byteLength > 0) {
      const n = Math.min(rest.byteLength, partBytes - used);
      part.set(rest.subarray(0, n), used);
      used += n;
      taken += n;
      rest = rest.subarray(n);
      if (used < partBytes) break;
      const partNumber = state.parts.length + 1;
      const done = await upload.uploadPart(partNumber, part);
      state.parts.push({ partNumber, etag: done.etag });
      // The next part starts `taken` bytes into this item.
      state.cursor = { ...itemStart, inner: taken };
      save(state);
      uploaded++;
      used = 0;
      if (uploaded >= maxParts) return { status: "more", bytes: item.next.offset };
    }
    before = item.next;
  }
  // The last part: what is left (R2 takes a last part of any size, at least one part in all).
  if (used > 0 || state.parts.length === 0) {
    const partNumber = state.parts.length + 1;
    const done = await upload.uploadPart(partNumber, part.subarray(0, used));
    state.parts.push({ partNumber, etag: done.etag });
  }
  await upload.complete(state.parts);
  return { status: "done", bytes: before.offset };
}
