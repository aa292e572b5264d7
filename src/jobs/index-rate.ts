// The Cron Trigger's index-rate work: every enabled index-rate alert is evaluated at `now` (injectable for
// tests). Each period is evaluated once, after it is complete; a run after an outage catches up.
import { evaluateIndexRateAlerts } from "../alerts/index-rate";
import { createDb } from "../db/client";
import type { Bindings } from "../env";

export async function runIndexRateEvaluation(
  env: Bindings,
  now = Date.now(),
): Promise<Record<string, unknown>> {
  const indexRate = await evaluateIndexRateAlerts(env, createDb(env.DB), now);
  return { indexRate };
}
