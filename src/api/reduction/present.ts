// Reduction rules and their savings as they look on the wire.
import type { reductionRules } from "../../db/schema";
import type { RuleSavings } from "./store";

type Row = typeof reductionRules.$inferSelect;

export const presentReductionRule = (r: Row, savings?: RuleSavings) => ({
  id: r.id,
  title: r.title,
  action: r.action,
  active: r.active,
  query: r.query,
  apps: r.apps,
  hosts: r.hosts,
  levels: r.levels,
  sample_rate: r.sampleRate,
  dedupe_fields: r.dedupeFields,
  dedupe_window_seconds: r.dedupeWindowSeconds,
  savings: savings ?? { lines: 0, bytes: 0 },
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});

/** The savings report: per rule (oldest first, rules without savings included) and in total. */
export function presentReductionSavings(
  from: string | undefined,
  to: string | undefined,
  rules: Row[],
  saved: Map<string, RuleSavings>,
) {
  const entries = rules.map((r) => ({
    id: r.id,
    title: r.title,
    action: r.action,
    ...(saved.get(r.id) ?? { lines: 0, bytes: 0 }),
  }));
  const totals = entries.reduce((t, e) => ({ lines: t.lines + e.lines, bytes: t.bytes + e.bytes }), {
    lines: 0,
    bytes: 0,
  });
  return { from: from ?? null, to: to ?? null, rules: entries, totals };
}
