// Domain logic (called by store.ts): the log store's side of the usage queries.
// Usage for a caller with an access scope. The daily counters cannot be narrowed to a scope, so the figures
// come from the stored lines that match it: lines and bytes stored, per app, host or tag. (Lines an index-only
// exclusion kept out of the store are therefore not counted, unlike the unscoped usage v1.) Each slice of the
// period counts its own lines against the scope (src/logstore/aggregate.ts).
import type { AccessScope } from "../../logstore/access-scope";
import { aggregateLines } from "../../logstore/aggregate";
import type { LogStoreEnv } from "../../logstore/store";

const DAY_MS = 86_400_000;

export type Dimension = "total" | "app" | "host" | "tag";
export interface Counts {
  lines: number;
  bytes: number;
}

/** The lines and bytes per name of `dimension` (one entry "" for total) for the days `from`..`to`. */
export async function scopedCounts(
  env: LogStoreEnv,
  accountId: string,
  scope: AccessScope,
  dimension: Dimension,
  fromDay: string,
  toDay: string,
): Promise<Map<string, Counts>> {
  const filter = {
    accountId,
    from: Date.parse(fromDay),
    to: Date.parse(toDay) + DAY_MS - 1,
    apps: [],
    hosts: [],
    levels: [],
    query: null,
    snapshot: null,
    scope,
  };
  const counted = await aggregateLines(env, filter, { kind: "group", dimension });
  const counts = new Map<string, Counts>(
    [...counted.lines].map(([name, lines]) => [name, { lines, bytes: counted.bytes.get(name) ?? 0 }]),
  );
  if (dimension === "total" && counts.size === 0) counts.set("", { lines: 0, bytes: 0 });
  return counts;
}
