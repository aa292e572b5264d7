// A state variable as the API answers it: the operational state in both of its spellings.
import type { StateVariableRow } from "./store";

export function presentStateVariable(v: StateVariableRow) {
  return {
    id: v.id,
    account_id: v.accountId,
    pipeline_id: v.pipelineId,
    state: { operational_state: v.operationalState },
    operational_state: v.operationalState,
    created_at: v.createdAt,
    updated_at: v.updatedAt,
  };
}
