// The log store's hook for live tail: after a slice committed a batch (status "stored", never the
// "duplicate" answer to a sender's retry, so a retried batch is shown once), and only while the account's
// lease is live (src/tail/lease.ts: read with the layout, no extra round trip), the stored lines go to the
// account's tail object (src/durable/live-tail.ts) with the ids export gives them. The writer does not wait
// for it: the call runs under the request's waitUntil, and its failure is logged, never the sender's.
import type { Bindings } from "../env";
import { inBackground } from "../lib/background";
import type { ChunkLine } from "../logstore/chunk";
import { exportedLineJson } from "../logstore/exported-line";
import type { LogRecord } from "../logstore/lines";
import { lineId } from "../logstore/slices";

export type TailEnv = { LIVE_TAIL?: Bindings["LIVE_TAIL"] };

/** The account's tail object. */
export const tailStub = (ns: Bindings["LIVE_TAIL"], accountId: string) =>
  ns.get(ns.idFromName(`tail:${accountId}`));

/**
 * A stored batch as it travels to the tail object, by columns: the fields most lines share (app, host, file,
 * level, ip, mac, tags) as indexes into `strings`, each distinct value once, timestamps in a typed array;
 * meta as the JSON text ingestion already made (a string is cheaper to send than an object, and the tail
 * object parses it only for a line it tests on meta). Measured against a row of ten values per line (V8's
 * serializer, `node`, the bench's lines): building and serializing 0.51 vs 1.51 ms per 1,000 lines in the
 * writer, deserializing and reading 0.29 vs 1.06 in the tail object.
 */
export interface TailBatch {
  slice: string;
  /** Where the lines went in the slice, in order: runs of [chunk, first index, lines]. */
  placement: [number, number, number][];
  /** Distinct values of the shared fields; tags as their JSON text ("" for none). */
  strings: string[];
  ts: Float64Array;
  /** Per line, REFS indexes into `strings`: app, host, file, level, ip, mac, tags. */
  refs: Uint32Array;
  text: string[];
  meta: (string | null)[];
}

/** Indexes per line in `TailBatch.refs`. */
const REFS = 7;

/** Whether a write plan carries a live lease (`tailUntil`, read with the account's layout). */
export function isTailing(plan: object, now = Date.now()): boolean {
  const until = (plan as { tailUntil?: unknown }).tailUntil;
  return typeof until === "number" && until > now;
}

/** A stored batch's lines, in their order, placed in `slice` as the slice answered (runs of lines). */
export function tailBatch(
  slice: string,
  placement: [number, number, number][],
  records: LogRecord[],
): TailBatch {
  const lines = records.length;
  const strings: string[] = [];
  const indexes = new Map<string, number>();
  const ref = (value: string) => {
    let i = indexes.get(value);
    if (i === undefined) {
      i = strings.push(value) - 1;
      indexes.set(value, i);
    }
    return i;
  };
  const batch: TailBatch = {
    slice,
    placement,
    strings,
    ts: new Float64Array(lines),
    refs: new Uint32Array(lines * REFS),
    text: [],
    meta: [],
  };
  let i = 0;
  for (const r of records) {
    const o = i * REFS;
    batch.ts[i] = r.ts;
    batch.refs[o] = ref(r.app);
    batch.refs[o + 1] = ref(r.host);
    batch.refs[o + 2] = ref(r.file);
    batch.refs[o + 3] = ref(r.level);
    batch.refs[o + 4] = ref(r.ip);
    batch.refs[o + 5] = ref(r.mac);
    batch.refs[o + 6] = ref(r.tags.length > 0 ? JSON.stringify(r.tags) : "");
    batch.text.push(r.line);
    batch.meta.push(r.meta ? r.metaJson || JSON.stringify(r.meta) : null);
    i++;
  }
  return batch;
}

/**
 * A stored line as the tail object tests and shows it: its batch's row read through fields (one small object
 * per line: a batch of hundreds is tested by every connection), its meta parsed only when a test reads it.
 */
export class TailLine implements ChunkLine {
  readonly ts: number;
  readonly line: string;
  readonly app: string;
  readonly host: string;
  readonly file: string;
  readonly level: string;
  readonly ip: string;
  readonly mac: string;
  readonly tags: string[];
  /** The meta as ingestion wrote it (JSON text), if the line has one. */
  readonly metaJson: string | undefined;
  private parsed: Record<string, unknown> | null | undefined;
  private json: string | undefined;

  constructor(
    batch: TailBatch,
    i: number,
    tags: string[],
    private readonly slice: string,
    readonly chunk: number,
    readonly idx: number,
  ) {
    const o = i * REFS;
    const { strings, refs } = batch;
    this.ts = batch.ts[i];
    this.line = batch.text[i];
    this.app = strings[refs[o]];
    this.host = strings[refs[o + 1]];
    this.file = strings[refs[o + 2]];
    this.level = strings[refs[o + 3]];
    this.ip = strings[refs[o + 4]];
    this.mac = strings[refs[o + 5]];
    this.tags = tags;
    this.metaJson = batch.meta[i] ?? undefined;
  }

  get meta(): Record<string, unknown> | null {
    if (this.parsed === undefined)
      this.parsed =
        this.metaJson === undefined ? null : (JSON.parse(this.metaJson) as Record<string, unknown>);
    return this.parsed;
  }

  /** Its id, as export gives it. */
  get id(): string {
    return lineId(this.slice, this.chunk, this.idx);
  }

  /** What the line holds (text and meta), in characters: what its connection's buffer counts. */
  get size(): number {
    return this.line.length + (this.metaJson?.length ?? 0);
  }

  /** The line as export v1 shows it, as JSON text: made once, however many connections show it. */
  toJSONText(): string {
    this.json ??= exportedLineJson(this, this.metaJson);
    return this.json;
  }
}

/** The lines of a batch, each where its chunk holds it. */
export function tailLines(batch: TailBatch): TailLine[] {
  const lines: TailLine[] = [];
  // A batch of another shape (a writer of another version, during a deploy) is not shown.
  if (!(batch.refs instanceof Uint32Array) || !Array.isArray(batch.placement)) return lines;
  // Each distinct tags value read once; its lines share the array (nothing changes a line).
  const tagLists = new Map<number, string[]>();
  const tagsOf = (ref: number) => {
    let tags = tagLists.get(ref);
    if (tags === undefined) {
      const json = batch.strings[ref];
      tags = json ? (JSON.parse(json) as string[]) : [];
      tagLists.set(ref, tags);
    }
    return tags;
  };
  let i = 0;
  for (const [chunk, first, count] of batch.placement)
    for (let idx = first; idx < first + count; idx++, i++)
      lines.push(new TailLine(batch, i, tagsOf(batch.refs[i * REFS + 6]), batch.slice, chunk, idx));
  return lines;
}

/** Hands a stored batch's lines to the account's tail object, in the background; never throws. */
export function handOffToTail(env: TailEnv, accountId: string, batch: () => TailBatch): void {
  const ns = env.LIVE_TAIL;
  if (!ns) return;
  const sending = (async () => {
    const lines = batch();
    if (lines.text.length === 0) return;
    await tailStub(ns, accountId).publish(lines);
  })().catch((err) => console.warn("live tail: hand-off failed", accountId, err));
  inBackground(sending);
}
