// A stored line as export v1 shows it (LogDNA's underscore fields beside the line's meta fields): the one
// shape export, views, alerts, archives and the live tail give a line.
import type { ChunkLine } from "./chunk";
import type { LogRecord } from "./lines";
import { lineId } from "./slices";

/** A line as read back: what ingestion stored, with its id. */
export interface StoredLine extends LogRecord {
  id: string;
}

/** A line of slice `slice` as read back. */
export const storedLine = (slice: string, l: ChunkLine): StoredLine => ({
  id: lineId(slice, l.chunk, l.idx),
  ts: l.ts,
  line: l.line,
  app: l.app,
  host: l.host,
  file: l.file,
  level: l.level,
  ip: l.ip,
  mac: l.mac,
  tags: l.tags,
  meta: l.meta,
  size: l.size,
});

/** The exported form of a line: LogDNA's underscore fields, with the line's meta fields beside them. */
export function exportedLine(row: StoredLine): Record<string, unknown> {
  return {
    ...row.meta,
    _id: row.id,
    _ts: row.ts,
    _line: row.line,
    _app: row.app,
    _host: row.host,
    _file: row.file,
    level: row.level,
    ...(row.tags.length > 0 && { _tag: row.tags }),
    ...(row.ip && { _ip: row.ip }),
    ...(row.mac && { _mac: row.mac }),
  };
}

const json = JSON.stringify;

/**
 * `JSON.stringify(exportedLine(row))`, as JSON.parse reads it, written from the meta's JSON text (`metaJson`,
 * made by ingestion) instead of parsing and stringifying the meta again: four times cheaper, for the live
 * tail, which shows every line it is handed. A meta that may hold one of the line's own keys (which the line's
 * value replaces) takes the long way.
 */
export function exportedLineJson(
  row: Omit<StoredLine, "meta" | "size">,
  metaJson: string | undefined,
): string {
  let text =
    `"_id":${json(row.id)},"_ts":${row.ts},"_line":${json(row.line)},"_app":${json(row.app)},` +
    `"_host":${json(row.host)},"_file":${json(row.file)},"level":${json(row.level)}` +
    (row.tags.length > 0 ? `,"_tag":${json(row.tags)}` : "") +
    (row.ip ? `,"_ip":${json(row.ip)}` : "") +
    (row.mac ? `,"_mac":${json(row.mac)}` : "");
  if (metaJson && metaJson !== "{}") {
    // JSON.stringify writes a key's characters as they are (no escapes for "_" or letters). A meta that is not
    // an object's text, or may hold one of the line's keys, takes the long way (`id` named: `row` may be a
    // class whose `id` is a getter, which a spread does not copy).
    if (metaJson[0] !== "{" || metaJson.includes('"_') || metaJson.includes('"level"'))
      return json(exportedLine({ ...row, id: row.id, meta: JSON.parse(metaJson), size: 0 }));
    text = `${metaJson.slice(0, -1)},${text}`;
  } else text = `{${text}`;
  return `${text}}`;
}
