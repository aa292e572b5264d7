// An exclusion rule on the wire.
import type { ExclusionRuleRow } from "./store";

export const presentExclusionRule = (r: ExclusionRuleRow) => ({
  id: r.id,
  ruleid: r.id,
  title: r.title,
  active: r.active,
  indexonly: r.indexOnly,
  apps: r.apps,
  hosts: r.hosts,
  query: r.query,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});
