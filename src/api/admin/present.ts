// New accounts and enterprises as their creator sees them: with their keys, shown this once.
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
