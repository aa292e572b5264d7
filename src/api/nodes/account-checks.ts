// Checks of a node's user_config against the account's own data, at create and update, as a 400 naming the
// field: the mezmo destination (src/delivery/mezmo-logs.ts) writes with an ingestion key only if it is one of
// this account's ingestion keys (the log_analysis service of pipeline alerts checks its key the same way).

import { isAccountIngestionKey } from "../../alerts/pipeline-alert-notify";
import type { Db } from "../../db/client";
import type { NodeClass } from "../../db/schema";
import { validationError } from "../../http/errors";
import { isSealed, SECRET_MASK } from "../../lib/sealed-secrets";

export async function checkAccountConfig(
  db: Db,
  accountId: string,
  nodeClass: NodeClass,
  type: string,
  config: Record<string, unknown>,
): Promise<void> {
  if (nodeClass !== "sink" || type !== "mezmo") return;
  const key = config.ingestion_key;
  // The mask keeps the stored key, which was checked when it was written (and is again at each delivery).
  if (!config.use_ingestion_key || typeof key !== "string" || key === SECRET_MASK || isSealed(key)) return;
  if (await isAccountIngestionKey(db, accountId, key)) return;
  throw validationError("Validation failed: ingestion_key is not an ingestion key of this account", [
    {
      path: ["user_config", "ingestion_key"],
      message: "must be one of this account's ingestion keys (events go to this account's log store)",
    },
  ]);
}
