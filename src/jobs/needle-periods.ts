// The needle summaries' job and its queue (docs/needle-summaries.md). Every 15 minutes the job sends each day
// whose slices sent new summaries, and each build under way, to the queue: a message a day. The consumer
// builds the day's period (src/logstore/needles.ts) with one run's budget; a build larger than that saves its
// state after each part and goes on in a message the consumer sends itself, so a large day is built by a
// chain of messages in minutes rather than a run every 15 minutes, and days of many accounts are built side by
// side, each in its own invocation. Between two builds a new summary is simply not used yet: its slice is
// planned as it was without one.
import { createDb } from "../db/client";
import type { Bindings } from "../env";
import {
  type BuildTally,
  buildPeriods,
  duePeriods,
  PERIOD_LIMITS,
  type PeriodDay,
} from "../logstore/needles";

export const NEEDLE_QUEUE_NAME = "pipeline-service-needle-periods";

/** Messages a sendBatch takes at most. */
const SEND_BATCH = 100;

async function send(env: Bindings, days: readonly PeriodDay[]) {
  for (let i = 0; i < days.length; i += SEND_BATCH)
    await env.NEEDLE_QUEUE.sendBatch(days.slice(i, i + SEND_BATCH).map((body) => ({ body })));
}

/** The job: every day due a build, a message each. */
export async function runNeedlePeriods(env: Bindings): Promise<{ sent: number }> {
  const due = await duePeriods(createDb(env.DB));
  await send(env, due);
  return { sent: due.length };
}

/**
 * The consumer (a message a batch, wrangler.toml: a run's budget is an invocation's). A failed build is left
 * for the next run of the job to name again (a build in R2 keeps its saved parts), so every message is acked;
 * a build that goes on is sent again at once.
 */
export async function handleNeedleQueue(
  batch: MessageBatch<PeriodDay>,
  env: Bindings,
  limits = PERIOD_LIMITS,
): Promise<BuildTally> {
  const tally = await buildPeriods(
    createDb(env.DB),
    env.LOG_COLD,
    batch.messages.map((m) => m.body),
    limits,
  );
  if (tally.more.length > 0) await send(env, tally.more);
  console.log("needlePeriods", JSON.stringify({ ...tally, more: tally.more.length }));
  return tally;
}
