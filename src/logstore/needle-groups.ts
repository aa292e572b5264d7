// A slice's needle summaries (docs/needle-summaries.md): Bloom filters of the minimizers of its lines, one per
// group of consecutive chunks, made a step at each flush while the slice is written to and once it is quiet,
// sent to D1 with its trigram filter once quiet (src/logstore/needles.ts), and used by the slice's own reads to
// skip the chunks of groups that surely lack an id (ruledOut). Kept in the slice's table needle_groups, a row
// per group (and, once they pass D1's share, coarse groups in needle_coarse for the slice's needle object):
// - a group takes chunks until its filter holds GROUP_ITEMS distinct items (then it is full, and never made
//   again), so a filter keeps its false-positive rate whatever the slice's size;
// - the last group, not full, is made again from its first chunk when more chunks came: a slice written a
//   little at a time keeps one group, not one per quiet spell;
// - a step reads at most STEP_LINES new lines and STEP_BYTES of them (and the last group's own once more, when it starts it again
//   without having it in memory): bounded work per alarm, resumed by the next.
import { bytesOfHex, toArrayBuffer } from "../lib/bytes";
import type { ChunkLine } from "./chunk";
import type { GroupSummary } from "./needles";
import {
  type ColumnWindow,
  columnBlocks,
  itemReads,
  layoutFromBytes,
  mayHoldInBlocks,
  type NeedleQuery,
  SUMMARY_HEADER_BYTES,
  SummaryBuilder,
  stripeWindow,
  stripeWordsSql,
} from "./summary";

/**
 * Distinct items a group takes: a 16 KB filter while it fills, folded to its content when written; about
 * 4,500 web-server lines (bench/log-analysis.mjs makeLines), a few chunks. Small, as a slice also skips the chunks of a group that surely
 * lacks a read's needle (ruledOut): a 32-hex id in a slice of a million lines reads one group's chunks, not
 * the slice's 1,500.
 */
export const GROUP_ITEMS = 2 ** 15;
/** New lines one step summarizes at most (about 6 µs a line). */
export const STEP_LINES = 100_000;
/**
 * New lines a step takes while the slice is written to (one a flush, about once a minute): groups keep up with
 * a writer of up to ~1,600 lines a second as it writes (a new user's agent in 10-line batches sends ~1,000),
 * for about 1 % of the slice's one thread; a busier slice's groups catch up once it is quiet.
 */
export const WRITING_STEP_LINES = 100_000;
/** Items of a read's needle the groups are tested on at most (as a plan's MAX_PLAN_ITEMS). */
const MAX_SKIP_ITEMS = 64;
/** Chunks a step lists at once. */
const STEP_CHUNKS = 512;
/**
 * Raw bytes of lines a step reads at most, whatever their length: about 100,000 web-server lines, and 3,000 of
 * 10 KB (100,000 of those would be a gigabyte, past a call's 30 s of CPU).
 */
const STEP_BYTES = 32 * 1024 * 1024;

const schema = (table: string) => `
CREATE TABLE IF NOT EXISTS ${table} (id INTEGER PRIMARY KEY, first_chunk INTEGER NOT NULL,
  last_chunk INTEGER NOT NULL, lines INTEGER NOT NULL, full INTEGER NOT NULL, filter BLOB NOT NULL,
  sent INTEGER NOT NULL DEFAULT 0);
`;

/** How a slice's groups are made: items a group takes, new lines a step reads, and their table. */
export interface GroupLimits {
  groupItems: number;
  stepLines: number;
  table: string;
}

/** The groups a slice's reads skip by, and sends to D1 while they are few (src/logstore/needles.ts). */
export const FINE_GROUPS: GroupLimits = {
  groupItems: GROUP_ITEMS,
  stepLines: STEP_LINES,
  table: "needle_groups",
};
/**
 * The groups of a slice's needle object, once its fine groups pass D1's share: a 1 MiB filter each (a row of
 * the slice's SQLite holds 2 MB at most), about 230,000 web-server lines, so that a day of a 1 TB/day account
 * has about 10,000 columns, not the 580,000 its fine groups would make (a period's list of columns is one D1
 * value, and a plan's ranged GET reads a plane a bit per column).
 */
export const COARSE_GROUPS: GroupLimits = {
  groupItems: 2 ** 21,
  stepLines: STEP_LINES,
  table: "needle_coarse",
};

interface GroupRow {
  id: number;
  first_chunk: number;
  last_chunk: number;
  lines: number;
  full: number;
}

/** What the groups need of their slice. */
export interface GroupsHost {
  /** Runs a statement (counting the rows it writes), returning its rows. */
  exec(query: string, ...params: SqlStorageValue[]): Record<string, SqlStorageValue>[];
  /** A sealed chunk's lines. */
  lines(chunk: number): Promise<ChunkLine[]>;
}

/** A group as a column of bit planes (a cold object's needle section): its chunks and its filter's size. */
export interface NeedleColumn {
  id: number;
  firstChunk: number;
  lastChunk: number;
  blocks: number;
  bytes: number;
}

/** The group being filled, kept between steps while the object lives. */
interface OpenGroup {
  id: number;
  firstChunk: number;
  lastChunk: number;
  /** The slice's lines before the group's first chunk. */
  linesBefore: number;
  builder: SummaryBuilder;
}

export class NeedleGroups {
  private open: OpenGroup | null = null;
  /** Whether the table exists: made by the first step (a slice with no step yet has none). */
  private made = false;

  private readonly table: string;

  constructor(
    private readonly host: GroupsHost,
    private readonly limits: Omit<GroupLimits, "table"> & { table?: string } = FINE_GROUPS,
  ) {
    this.table = limits.table ?? FINE_GROUPS.table;
  }

  /**
   * Summarizes the sealed chunks no group covers yet, a bounded step; true once every sealed chunk is in a
   * group (nothing is left for another step).
   */
  async step(stepLines = this.limits.stepLines): Promise<boolean> {
    this.ensureTable();
    const last = this.rows<GroupRow>(
      `SELECT id, first_chunk, last_chunk, lines, full FROM ${this.table} ORDER BY id DESC LIMIT 1`,
    )[0];
    const chunks = this.rows<{ id: number; lines: number; raw_bytes: number }>(
      "SELECT id, lines, raw_bytes FROM chunks WHERE id > ? ORDER BY id LIMIT ?",
      last?.last_chunk ?? 0,
      STEP_CHUNKS,
    );
    if (chunks.length === 0) return true;
    let group = await this.groupAfter(last);
    let read = 0;
    let bytes = 0;
    let taken = 0;
    for (const chunk of chunks) {
      if (read >= stepLines || bytes >= STEP_BYTES) break;
      for (const line of await this.host.lines(chunk.id)) group.builder.addLine(line);
      group.lastChunk = chunk.id;
      read += chunk.lines;
      bytes += chunk.raw_bytes;
      taken++;
      if (group.builder.full) {
        this.write(group, true);
        group = this.fresh(group.id + 1, chunk.id + 1, this.linesThrough(group));
      }
    }
    if (group.builder.lines > 0) this.write(group, false);
    this.open = group.builder.lines > 0 ? group : null;
    return taken === chunks.length && chunks.length < STEP_CHUNKS;
  }

  /** The groups not sent yet (each written since it was last sent). */
  unsent(): GroupSummary[] {
    this.ensureTable();
    return this.rows<{ id: number; lines: number; filter: ArrayBuffer }>(
      `SELECT id, lines, filter FROM ${this.table} WHERE sent = 0 ORDER BY id`,
    ).map((r) => ({ grp: r.id, lines: r.lines, filter: new Uint8Array(r.filter) }));
  }

  /**
   * The chunk ranges [first, last] of the groups whose filters surely hold no line matching `query`, read in
   * one statement (of each group only the blocks the query's items fall in): a read skips their chunks.
   * Chunks after the last group are in none (they are read).
   */
  ruledOut(query: NeedleQuery): [number, number][] {
    if (!this.exists()) return [];
    const items = [...new Set(itemReads(query).map(([a]) => a))];
    // A query of many items (an OR of dozens of ids) reads every chunk rather than a row per group and item.
    if (items.length === 0 || items.length > MAX_SKIP_ITEMS) return [];
    const rows = this.rows<{
      id: number;
      first_chunk: number;
      last_chunk: number;
      header: string;
      block: number;
      words: string;
    }>(
      `SELECT g.id, g.first_chunk, g.last_chunk, hex(substr(g.filter, 1, ${SUMMARY_HEADER_BYTES})) AS header,
              j.value & ((length(g.filter) - ${SUMMARY_HEADER_BYTES}) / 8 - 1) AS block,
              hex(substr(g.filter, ${SUMMARY_HEADER_BYTES + 1} + (j.value & ((length(g.filter) - ${SUMMARY_HEADER_BYTES}) / 8 - 1)) * 8, 8)) AS words
         FROM ${this.table} g CROSS JOIN json_each(?) j ORDER BY g.id`,
      JSON.stringify(items),
    );
    const ranges: [number, number][] = [];
    for (let i = 0; i < rows.length; ) {
      const group = rows[i];
      const blocks = new Map<number, [number, number]>();
      for (; i < rows.length && rows[i].id === group.id; i++)
        blocks.set(rows[i].block, wordsOf(rows[i].words));
      const layout = layoutFromBytes(bytesOfHex(group.header));
      if (layout?.columns !== 1) continue;
      if (!mayHoldInBlocks(query, layout, (block) => blocks.get(block)))
        ranges.push([group.first_chunk, group.last_chunk]);
    }
    return ranges;
  }

  /**
   * The groups that can be columns of bit planes (src/logstore/cold-writer.ts lays a slice's groups out so in
   * its cold object), in order: a group of another scheme or shape is none, and its chunks stay read.
   */
  columns(): NeedleColumn[] {
    if (!this.exists()) return [];
    const columns: NeedleColumn[] = [];
    for (const row of this.rows<{
      id: number;
      first_chunk: number;
      last_chunk: number;
      bytes: number;
      header: string;
    }>(
      `SELECT id, first_chunk, last_chunk, length(filter) AS bytes,
              hex(substr(filter, 1, ${SUMMARY_HEADER_BYTES})) AS header FROM ${this.table} ORDER BY id`,
    )) {
      const blocks = columnBlocks(bytesOfHex(row.header), row.bytes);
      if (blocks !== null)
        columns.push({
          id: row.id,
          firstChunk: row.first_chunk,
          lastChunk: row.last_chunk,
          blocks,
          bytes: row.bytes,
        });
    }
    return columns;
  }

  /**
   * Of each column, its blocks a stripe [from, from + stripe) tiles from, read in one statement. The groups
   * must not have changed since `columns` listed them (a frozen slice's do not).
   */
  stripe(columns: readonly NeedleColumn[], from: number, stripe: number): ColumnWindow[] {
    const rows = this.rows<{ id: number; bytes: number; words: string }>(
      `SELECT id, length(filter) AS bytes, ${stripeWordsSql("filter", from, stripe)} AS words
         FROM ${this.table} ORDER BY id`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return columns.map((column) => {
      const row = byId.get(column.id);
      const window =
        row?.bytes === column.bytes ? stripeWindow(bytesOfHex(row.words), column.blocks, from, stripe) : null;
      if (!window) throw new Error(`needle group ${column.id} changed while it was read`);
      return window;
    });
  }

  /** How many groups there are, how many of them are not sent, and the slice's lines through the last one. */
  counts(): { groups: number; unsent: number; lines: number } {
    this.ensureTable();
    return this.rows<{ groups: number; unsent: number; lines: number }>(
      `SELECT count(*) AS groups, coalesce(sum(sent = 0), 0) AS unsent, coalesce(max(lines), 0) AS lines
         FROM ${this.table}`,
    )[0];
  }

  /** Marks sent the groups through the slice's line `lines` (a needle object holds them). */
  markSentThrough(lines: number) {
    this.host.exec(`UPDATE ${this.table} SET sent = 1 WHERE sent = 0 AND lines <= ?`, lines);
  }

  /** The bytes of all the groups' filters. */
  bytes(): number {
    this.ensureTable();
    return this.rows<{ n: number }>(`SELECT coalesce(sum(length(filter)), 0) AS n FROM ${this.table}`)[0].n;
  }

  /** Marks groups sent, unless written again since (their lines changed). */
  markSent(groups: readonly GroupSummary[]) {
    for (const g of groups)
      this.host.exec(`UPDATE ${this.table} SET sent = 1 WHERE id = ? AND lines = ?`, g.grp, g.lines);
  }

  /** Forgets the group in memory and the table (the tables were emptied). */
  reset() {
    this.open = null;
    this.made = false;
  }

  /** Whether the table exists; a read never makes it (a slice with no step yet has no group). */
  private exists(): boolean {
    if (!this.made && this.rows(`SELECT 1 FROM sqlite_master WHERE name = '${this.table}'`).length === 0)
      return false;
    this.made = true;
    return true;
  }

  private ensureTable() {
    if (this.made) return;
    this.host.exec(schema(this.table));
    this.made = true;
  }

  /** The group that takes the chunks after `last`: the last one again while it is not full, else a new one. */
  private async groupAfter(last: GroupRow | undefined): Promise<OpenGroup> {
    if (!last) return this.fresh(0, 1, 0);
    if (last.full) return this.fresh(last.id + 1, last.last_chunk + 1, last.lines);
    const kept = this.open;
    if (kept && kept.id === last.id && kept.lastChunk === last.last_chunk) return kept;
    // Not in memory (the object started since): made again from its first chunk.
    const before =
      last.id === 0
        ? 0
        : this.rows<{ lines: number }>(`SELECT lines FROM ${this.table} WHERE id = ?`, last.id - 1)[0].lines;
    const group = this.fresh(last.id, last.first_chunk, before);
    const ids = this.rows<{ id: number }>(
      "SELECT id FROM chunks WHERE id >= ? AND id <= ? ORDER BY id",
      last.first_chunk,
      last.last_chunk,
    );
    for (const { id } of ids) for (const line of await this.host.lines(id)) group.builder.addLine(line);
    group.lastChunk = last.last_chunk;
    return group;
  }

  private rows<T>(query: string, ...params: SqlStorageValue[]): T[] {
    return this.host.exec(query, ...params) as T[];
  }

  private fresh(id: number, firstChunk: number, linesBefore: number): OpenGroup {
    return {
      id,
      firstChunk,
      lastChunk: firstChunk - 1,
      linesBefore,
      builder: new SummaryBuilder(this.limits.groupItems),
    };
  }

  private linesThrough(group: OpenGroup) {
    return group.linesBefore + group.builder.lines;
  }

  private write(group: OpenGroup, full: boolean) {
    this.host.exec(
      `INSERT OR REPLACE INTO ${this.table} (id, first_chunk, last_chunk, lines, full, filter, sent)
       VALUES (?, ?, ?, ?, ?, ?, 0)`,
      group.id,
      group.firstChunk,
      group.lastChunk,
      this.linesThrough(group),
      full ? 1 : 0,
      toArrayBuffer(group.builder.seal().toBytes()),
    );
  }
}

/** A block's two little-endian words from its 8 bytes in hex. */
function wordsOf(hex: string): [number, number] {
  const bytes = bytesOfHex(hex);
  const view = new DataView(bytes.buffer);
  return bytes.length === 8 ? [view.getUint32(0, true), view.getUint32(4, true)] : [-1, -1];
}
