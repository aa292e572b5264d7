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
 * A stored batch as it travels to the tail object: per line `[ts, line, app, host, file, level, ip, mac, tags,
 * meta]`, meta as the JSON text ingestion already made (a string is cheaper to send than an object, and the
 * tail object parses it only for a line it tests on meta or shows), and where the batch's chunks start.
 */
export interface TailBatch {
  slice: string;
  firstChunk: number;
  /** Lines per chunk, in order. */
  chunks: number[];
  rows: TailRow[];
}
export type TailRow = [
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string[],
  string | null,
];

/** Whether a write plan carries a live lease (`tailUntil`, read with the account's layout). */
export function isTailing(plan: object, now = Date.now()): boolean {
  const until = (plan as { tailUntil?: unknown }).tailUntil;
  return typeof until === "number" && until > now;
}

/** A stored batch's lines, as chunks `first`, `first + 1`, ... of `slice` hold them. */
export function tailBatch(slice: string, firstChunk: number, groups: LogRecord[][]): TailBatch {
  const rows: TailRow[] = [];
  for (const group of groups)
    for (const r of group)
      rows.push([
        r.ts,
        r.line,
        r.app,
        r.host,
        r.file,
        r.level,
        r.ip,
        r.mac,
        r.tags,
        r.meta ? r.metaJson || JSON.stringify(r.meta) : null,
      ]);
  return { slice, firstChunk, chunks: groups.map((g) => g.length), rows };
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
    row: TailRow,
    private readonly slice: string,
    readonly chunk: number,
    readonly idx: number,
  ) {
    // By index: a destructuring assignment would walk an iterator, once per line of every batch.
    this.ts = row[0];
    this.line = row[1];
    this.app = row[2];
    this.host = row[3];
    this.file = row[4];
    this.level = row[5];
    this.ip = row[6];
    this.mac = row[7];
    this.tags = row[8];
    this.metaJson = row[9] ?? undefined;
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
  let row = 0;
  batch.chunks.forEach((count, c) => {
    for (let idx = 0; idx < count; idx++, row++)
      lines.push(new TailLine(batch.rows[row], batch.slice, batch.firstChunk + c, idx));
  });
  return lines;
}

/** Hands a stored batch's lines to the account's tail object, in the background; never throws. */
export function handOffToTail(env: TailEnv, accountId: string, batch: () => TailBatch): void {
  const ns = env.LIVE_TAIL;
  if (!ns) return;
  const sending = (async () => {
    const lines = batch();
    if (lines.rows.length === 0) return;
    await tailStub(ns, accountId).publish(lines);
  })().catch((err) => console.warn("live tail: hand-off failed", accountId, err));
  inBackground(sending);
}
