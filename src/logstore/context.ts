// A line's context, like `grep -C`: the lines of its host and app just before and just after it, in read order
// (ts, slice, chunk, idx). The line is found by its id (its slice, chunk and index); each side is a merge of
// the account's slices (src/logstore/reader.ts) continued from the line's own place, so the lines come in the
// order an export reads them and a side can be read further from its last line's id.
import { createDb } from "../db/client";
import { unavailable } from "../http/errors";
import { type AccessScope, inScope } from "./access-scope";
import { plannedSliceOf } from "./catalog";
import { type StoredLine, storedLine } from "./exported-line";
import { recentlyWritten } from "./plan";
import { LineScanner, type Position } from "./reader";
import { sliceReader } from "./slice-handle";
import { HOUR_MS, parseLineId } from "./slices";
import type { LogStoreEnv } from "./store";

/** How far from the line each side looks: context is what happened around it, not the account's history. */
export const CONTEXT_SPAN_MS = 24 * HOUR_MS;

export interface ContextRequest {
  accountId: string;
  id: string;
  before: number;
  after: number;
  /** The caller's access scope: a line outside it is neither found nor shown. */
  scope: AccessScope | null;
  /** The oldest time the account keeps, and now. */
  from: number;
  to: number;
}

export interface LineContext {
  line: StoredLine;
  /** Oldest first, ending just before the line. */
  before: StoredLine[];
  /** Starting just after the line. */
  after: StoredLine[];
  /** Whether the side may hold more lines within CONTEXT_SPAN_MS of its last one. */
  moreBefore: boolean;
  moreAfter: boolean;
}

/** The line an id names in the account, if it is stored, inside `scope` and in [from, to]. */
export async function findLine(
  env: LogStoreEnv,
  accountId: string,
  id: string,
  scope: AccessScope | null,
): Promise<{ line: StoredLine; position: Position } | null> {
  const place = parseLineId(id);
  if (!place) return null;
  let row: Awaited<ReturnType<typeof plannedSliceOf>>;
  try {
    row = await plannedSliceOf(createDb(env.DB), accountId, place.slice);
  } catch (err) {
    throw unavailable("The log store's catalog", err);
  }
  // A slice first written moments ago may have no catalog row yet: this isolate knows it wrote it. Any other
  // name is not asked of its object: an id is the client's, and asking would make an object of any name.
  if (!row && !recentlyWritten(accountId).some((w) => w.slice === place.slice)) return null;
  const reader = sliceReader(env, accountId, row ?? { slice: place.slice, state: "hot", coldKey: null });
  const found = await reader.lineAt(place.chunk, place.idx);
  if (!found || !inScope(scope, found)) return null;
  return {
    line: storedLine(place.slice, found),
    position: { ts: found.ts, slice: place.slice, chunk: found.chunk, idx: found.idx },
  };
}

/** The context of the line `req.id` names, or null when there is no such line for the caller. */
export async function lineContext(env: LogStoreEnv, req: ContextRequest): Promise<LineContext | null> {
  const found = await findLine(env, req.accountId, req.id, req.scope);
  if (!found || found.line.ts < req.from) return null;
  const { line, position } = found;
  const side = (from: number, to: number) => ({
    accountId: req.accountId,
    from,
    to,
    apps: [line.app],
    hosts: [line.host],
    levels: [],
    query: null,
    snapshot: null,
    scope: req.scope,
  });
  const read = async (scanner: LineScanner) => {
    const lines: StoredLine[] = [];
    for (let l = await scanner.next(); l; l = await scanner.next()) lines.push(l);
    return { lines, more: !scanner.exhausted };
  };
  const [older, newer] = await Promise.all([
    read(
      new LineScanner(
        env,
        side(Math.max(req.from, line.ts - CONTEXT_SPAN_MS), line.ts),
        "desc",
        position,
        req.before,
      ),
    ),
    read(new LineScanner(env, side(line.ts, line.ts + CONTEXT_SPAN_MS), "asc", position, req.after)),
  ]);
  return {
    line,
    before: older.lines.reverse(),
    after: newer.lines,
    moreBefore: older.more,
    moreAfter: newer.more,
  };
}
