// The enterprise, its keys and its accounts on the wire: times in Unix seconds.
import type { accounts, enterprises } from "../../db/schema";

const unixSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

export const presentEnterprise = (
  e: typeof enterprises.$inferSelect,
  counts: { accounts: number; keys: number },
) => ({
  id: e.id,
  name: e.name,
  created: unixSeconds(e.createdAt),
  accounts: counts.accounts,
  keys: counts.keys,
});

export const presentAccount = (a: typeof accounts.$inferSelect) => ({
  account_id: a.id,
  name: a.name,
  plan: a.plan,
  retention_days: a.retentionDays,
  created: unixSeconds(a.createdAt),
});

export const presentKey = (k: { id: string; name: string; createdAt: string }) => ({
  id: k.id,
  name: k.name,
  created: unixSeconds(k.createdAt),
});
