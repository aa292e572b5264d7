// The Cron Trigger's view-alert work: every alerting view (its channels and its preset's) is evaluated at
// `now` (injectable for tests). Run it every minute: a window is looked at on the first run after it ends,
// and an immediate presence alert is only as quick as the runs are frequent.
import { evaluateViewAlerts } from "../alerts/view-alerts";
import { createDb } from "../db/client";
import type { Bindings } from "../env";

export async function runViewAlertEvaluation(
  env: Bindings,
  now = Date.now(),
): Promise<Record<string, unknown>> {
  return { ...(await evaluateViewAlerts(env, createDb(env.DB), now)) };
}
