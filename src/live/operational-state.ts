// A pipeline's operational state (`normal` or `incident`, src/api/state-variables): live runs read it on
// every batch, so changing it takes effect without a publish.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { pipelineStateVariables } from "../db/schema";

export type OperationalState = "normal" | "incident";
export const OPERATIONAL_STATES = ["normal", "incident"] as const;

/** The pipeline's operational state: `normal` when it has no state variable. */
export async function operationalState(
  db: Db,
  accountId: string,
  pipelineId: string,
): Promise<OperationalState> {
  const row = await db
    .select({ state: pipelineStateVariables.operationalState })
    .from(pipelineStateVariables)
    .where(
      and(eq(pipelineStateVariables.accountId, accountId), eq(pipelineStateVariables.pipelineId, pipelineId)),
    )
    .get();
  return row?.state ?? "normal";
}
