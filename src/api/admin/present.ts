// New accounts and enterprises as their creator sees them: with their keys, shown this once.
import type { CatalogFigures } from "../../logstore/catalog";
import { presentAccount } from "../enterprise/present";
import type { createAccountWithKeys, createEnterpriseWithKey } from "./store";

/** A new account as its creator sees it, keys included: the answer of both ways to create one. */
export const presentCreatedAccount = (created: Awaited<ReturnType<typeof createAccountWithKeys>>) => ({
  ...presentAccount(created.account),
  service_key: created.serviceKey,
  ingestion_key: created.ingestionKey,
});

/** A new enterprise with its key. */
export const presentCreatedEnterprise = (created: Awaited<ReturnType<typeof createEnterpriseWithKey>>) => ({
  enterprise_id: created.enterprise.id,
  name: created.enterprise.name,
  enterprise_key: created.enterpriseKey,
});

/** An account's log store after a settling: the catalog's figures, in the API's field names. */
export const presentLogStoreFigures = ({
  flushed,
  figures: f,
}: {
  flushed: number;
  figures: CatalogFigures;
}) => ({
  flushed,
  slices: f.slices,
  chunks: f.chunks,
  lines: f.lines,
  bytes: f.bytes,
  stored_bytes: f.storedBytes,
  rows_written: f.rowsWritten,
  flushes: f.flushes,
  fewest_lines: f.fewestLines,
  most_lines: f.mostLines,
  unfiltered: f.unfiltered,
  first_update: f.firstUpdate,
  last_update: f.lastUpdate,
});
