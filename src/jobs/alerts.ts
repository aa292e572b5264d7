// The Cron Trigger's alert work: every usage threshold alert is evaluated at `now` (injectable for tests).
// Edge intake also evaluates the alerts of the pipelines it stored records for; this run is the safety net
// that catches up on periods nobody sent records for (no_data) and on evaluations that failed.
import { evaluateUsageAlerts } from "../alerts/usage-threshold";
import { createDb } from "../db/client";
import type { Bindings } from "../env";

export async function runAlertEvaluation(env: Bindings, now = Date.now()): Promise<Record<string, unknown>> {
  const usageThreshold = await evaluateUsageAlerts(env, createDb(env.DB), now);
  return { usageThreshold };
}
