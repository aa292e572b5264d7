// Archiving on the wire: the configuration with its secrets as the caller may see them, and a run.
import type { ArchiveRun } from "../../jobs/archive";
import { revealSecrets, type SecretsCaller } from "../shared/secrets";
import {
  type ArchivingConfig,
  archivingConfigSchema,
  type Integration,
  type StoredSettings,
} from "./integrations";

/** The configuration as the caller reads it (a singleton), or its write (`sent`) answers it. */
export function presentArchivingConfig(
  caller: SecretsCaller,
  row: { integration: Integration; settings: StoredSettings },
  sent?: ArchivingConfig,
) {
  return revealSecrets(
    caller,
    archivingConfigSchema,
    { integration: row.integration, ...row.settings } as ArchivingConfig,
    sent,
  );
}

export const presentArchiveRun = (r: ArchiveRun) => ({
  day: r.day,
  status: r.status,
  object_key: r.objectKey,
  lines: r.lines,
  bytes: r.bytes,
  compressed_bytes: r.compressedBytes,
  error: r.error,
  started_at: new Date(r.startedAt).toISOString(),
  finished_at: r.finishedAt === null ? null : new Date(r.finishedAt).toISOString(),
});
