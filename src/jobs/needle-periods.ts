// The needle summaries' job (every 15 minutes): the days whose slices sent new summaries get their period
// summary built again (src/logstore/needles.ts), a bounded number of days a run. Between two runs a new
// summary is simply not used yet: its slice is planned as it was without one.
import { createDb } from "../db/client";
import type { Bindings } from "../env";
import { buildPeriods } from "../logstore/needles";

export const runNeedlePeriods = (env: Bindings) => buildPeriods(createDb(env.DB), env.LOG_COLD);
