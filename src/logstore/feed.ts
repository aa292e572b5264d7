// The log store's change feed: the lines an account stores from now on, in arrival order per slice, for the
// readers that follow new lines (streaming to Kafka, the log-analysis pull source). A cursor says, per slice
// written lately, the last line read; a slice it does not list has had every chunk stored before `horizon`
// read (or it was older than the reader). The catalog names the slices written since the last read (less
// QUIET_MS, the slack between a slice's clock and the reader's), so a read calls only the slices that changed:
// a slice whose row is as the last read saw it and no longer open (src/logstore/plan.ts) is not called.
import { createDb } from "../db/client";
import type { FeedCursor } from "../db/schema";
import { unavailable } from "../http/errors";
import { type PlannedSlice, slicesWrittenSince } from "./catalog";
import { OPEN_MS, recentlyWritten } from "./plan";
import { QUIET_MS, type StoredLine } from "./reader";
import { type ChangesAnswer, type LinePlace, MAX_KEY } from "./slice-protocol";
import { lineId } from "./slices";
import { callSlice, type LogStoreEnv } from "./store";

export type { FeedCursor };

/** A slice not written for this long leaves the cursor (its next chunks are read by `horizon`). */
const FORGET_MS = 86_400_000;

/**
 * A cursor that reads what is stored from `now` on, by the slices' clocks (Cloudflare's machines keep theirs
 * in step to milliseconds: a line stored within that of the cursor's making may be read or not).
 */
export const newFeedCursor = (now = Date.now()): FeedCursor => ({ at: now, horizon: now, slices: {} });

export interface FeedPage {
  lines: StoredLine[];
  /** Where the next read starts; save it only once the lines were handled. */
  cursor: FeedCursor;
  /** True when more lines are waiting than this page held. */
  more: boolean;
}

/** The lines stored after `cursor`: whole chunks, about `maxBytes` of them (at least one chunk). */
export async function readFeed(
  env: LogStoreEnv,
  accountId: string,
  cursor: FeedCursor,
  maxBytes: number,
  now = Date.now(),
): Promise<FeedPage> {
  let rows: Pick<PlannedSlice, "slice" | "updatedAt">[];
  try {
    rows = await slicesWrittenSince(createDb(env.DB), accountId, cursor.at - QUIET_MS);
  } catch (err) {
    throw unavailable("The log store's catalog", err);
  }
  // Slices this isolate wrote to whose rows D1 may not have yet.
  const listed = new Set(rows.map((r) => r.slice));
  for (const identity of recentlyWritten(accountId, now))
    if (!listed.has(identity.slice)) rows.push({ slice: identity.slice, updatedAt: now });
  const slices: FeedCursor["slices"] = { ...cursor.slices };
  const lines: StoredLine[] = [];
  let bytes = 0;
  let more = false;
  for (const row of rows) {
    // Not written since it was read (its row would be newer) and not open: nothing new, unless D1 has not
    // taken its row yet, and then the next read after it has will see it newer.
    const seen = slices[row.slice];
    if (seen && row.updatedAt <= seen[1] && row.updatedAt < now - OPEN_MS) continue;
    if (bytes >= maxBytes && lines.length > 0) {
      more = true;
      break;
    }
    const after: LinePlace | null = seen ? [seen[0], seen[2] ?? MAX_KEY] : null;
    const answer = await callSlice<ChangesAnswer>(env, accountId, row.slice, (stub) =>
      stub.changes({ after, storedAfter: cursor.horizon, maxBytes: Math.max(1, maxBytes - bytes) }),
    );
    for (const l of answer.lines) {
      lines.push({ ...l, id: lineId(row.slice, l.chunk, l.idx) });
      bytes += l.size;
    }
    // Read at `now`: its row from then on is newer only if the slice was written after.
    if (answer.last !== null)
      slices[row.slice] = [answer.last[0], Math.max(row.updatedAt, now), answer.last[1]];
    if (answer.more) {
      more = true;
      break;
    }
  }
  // Caught up: the next read looks at slices written from now on. A slice quiet for a day leaves the cursor,
  // and the horizon moves to that day: its chunks so far are older, the ones it stores next newer.
  const at = more ? cursor.at : now;
  const horizon = Math.max(cursor.horizon, at - FORGET_MS);
  const kept = Object.fromEntries(Object.entries(slices).filter(([, [, updatedAt]]) => updatedAt >= horizon));
  return { lines, cursor: { at, horizon, slices: kept }, more };
}
