// Settling an account's log store: each slice written lately sends its catalog row and usage counters to D1
// now, as it would on its own within FLUSH_INTERVAL_MS (src/logstore/plan.ts). For an operator (and the
// benchmark) who wants the catalog's figures current, and for tests that read usage right after ingesting.
import { createDb } from "../db/client";
import { eachAtOnce } from "../lib/at-once";
import { type CatalogFigures, catalogFigures, slicesWrittenSince } from "./catalog";
import { recentlyWritten } from "./plan";
import { callSlice, type LogStoreEnv } from "./store";

/** Slices one settling flushes at most (the newest first). */
export const SETTLE_MAX_SLICES = 1000;
/** Slices flushed at once. */
const PARALLEL = 8;

/**
 * Flushes the account's slices written at or after `since` (the catalog's, and those this isolate wrote to),
 * then answers the catalog's figures for the account.
 */
export async function settleAccount(
  env: LogStoreEnv,
  accountId: string,
  since: number,
): Promise<{ flushed: number; figures: CatalogFigures }> {
  const db = createDb(env.DB);
  const rows = await slicesWrittenSince(db, accountId, since);
  const slices = [
    ...new Set([
      ...recentlyWritten(accountId).map((i) => i.slice),
      ...rows.sort((a, b) => b.updatedAt - a.updatedAt).map((r) => r.slice),
    ]),
  ].slice(0, SETTLE_MAX_SLICES);
  await eachAtOnce(slices, PARALLEL, async (slice) => {
    await callSlice(env, accountId, slice, (stub) => stub.flushNow());
  });
  return { flushed: slices.length, figures: await catalogFigures(db, accountId) };
}
