// Ages what an isolate cached for an account's ingestion (src/http/key-cache.ts), as time would.
import { ingestRulesCache } from "../../src/api/ingestion/rules-cache";
import { keyCache } from "../../src/http/auth";
import { sha256Hex } from "../../src/lib/secrets";
import type { TestAccount } from "../helpers";

/**
 * Makes the account's cached key lookup and rules `ms` old, as if read that long ago (they must be fresh:
 * right after a batch).
 */
export async function ageEntries(account: TestAccount, ms: number) {
  const hash = await sha256Hex(account.ingestion_key);
  const key = keyCache.get(hash);
  const rules = ingestRulesCache.get(account.account_id);
  if (!key || !rules) throw new Error("no fresh entries to age: send a batch first");
  keyCache.set(hash, account.account_id, key, Date.now() - ms);
  ingestRulesCache.set(account.account_id, account.account_id, rules, Date.now() - ms);
}
