// The cold tier's job (every 15 minutes): slices whose newest line is older than their account's
// cold_after_days, and that nothing wrote to for QUIET_MS, move to R2. The job only starts each move
// (src/durable/log-slice.ts `startFreeze`, a quick call); the slice's own alarm then writes its object a
// bounded step at a time, backing off when a step fails, so slices move side by side, as many as the job
// starts, whatever their size. Slices about to pass retention are left for it to drop.
import { and, eq, gt, sql } from "drizzle-orm";
import { createDb } from "../db/client";
import { accounts, logSlices } from "../db/schema";
import type { Bindings } from "../env";
import { eachAtOnce } from "../lib/at-once";
import { QUIET_MS } from "../logstore/reader";
import { callSlice } from "../logstore/store";

/** Slices one run starts moving at most. */
export const FREEZE_BUDGET = 400;
/** Slices asked at once. */
const PARALLEL = 16;

/** The R2 key of a cold slice. */
export const coldKeyOf = (accountId: string, slice: string) => `slices/${accountId}/${slice}`;

export async function runColdTier(
  env: Bindings,
  now = Date.now(),
  budget = FREEZE_BUDGET,
): Promise<{ started: number; failed: number }> {
  const db = createDb(env.DB);
  const day = 86_400_000;
  const due = await db
    .select({ accountId: logSlices.accountId, slice: logSlices.slice })
    .from(logSlices)
    .innerJoin(accounts, eq(accounts.id, logSlices.accountId))
    .where(
      and(
        eq(logSlices.state, "hot"),
        gt(logSlices.lines, 0),
        sql`${logSlices.lastTs} < ${now} - ${accounts.coldAfterDays} * ${day}`,
        sql`${logSlices.lastTs} >= ${now} - ${accounts.retentionDays} * ${day}`,
        sql`${logSlices.updatedAt} < ${now - QUIET_MS}`,
      ),
    )
    // In no fixed order: a slice that keeps failing cannot hold the others back run after run.
    .orderBy(sql`random()`)
    .limit(budget)
    .all();
  let started = 0;
  let failed = 0;
  await eachAtOnce(due, PARALLEL, async (s) => {
    try {
      await callSlice(env, s.accountId, s.slice, (stub) => stub.startFreeze(coldKeyOf(s.accountId, s.slice)));
      started++;
    } catch (err) {
      failed++;
      console.error(`cold tier: slice ${s.accountId}:${s.slice} not started, next run tries again`, err);
    }
  });
  return { started, failed };
}
