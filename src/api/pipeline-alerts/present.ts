// A pipeline alert as the API answers it: its configuration with secrets masked (lists) or shown to the key
// that sent them (a single read, a write's answer).
import { type AlertConfig, alertConfigSchema } from "../../alerts/pipeline-alert-config";
import { maskSecrets } from "../../lib/sealed-secrets";
import { revealSecrets, type SecretsCaller } from "../shared/secrets";
import type { AlertRow } from "./store";

/** An alert as lists answer it: secrets masked. */
export function presentAlert(row: AlertRow) {
  return {
    id: row.id,
    pipeline_id: row.pipelineId,
    component_kind: row.componentKind,
    component_id: row.componentId,
    inputs: row.inputs,
    alert_config: maskSecrets(alertConfigSchema, row.alertConfig) as unknown as AlertConfig,
    active: row.active,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** An alert as a single read by the caller, or the answer to its write, shows it (see revealSecrets). */
export async function presentRevealedAlert(caller: SecretsCaller, row: AlertRow, sentConfig?: unknown) {
  const config = await revealSecrets(caller, alertConfigSchema, row.alertConfig, sentConfig);
  return { ...presentAlert(row), alert_config: config as unknown as AlertConfig };
}
