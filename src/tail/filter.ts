// What a live tail shows: the filters of its connection (the search query `q` and the hosts, apps, levels
// and tags lists, as Mezmo's `/ws/tail` takes them) and the access scope of the caller who opened it. A line
// is tested as export tests it (src/logstore/slice-protocol.ts `lineTest`, the query language of
// src/engine/query.ts); tags, which export does not filter on, match when the line carries any of them.
import { parseQuery } from "../engine/query";
import { scopeFromQueries } from "../logstore/access-scope";
import { type LineCriteria, lineTest } from "../logstore/slice-protocol";
import type { TailLine } from "./hand-off";

/** A connection's filters as the route validated them (the query as text: it travels and is stored). */
export interface TailFilter {
  q: string | null;
  hosts: string[];
  apps: string[];
  /** Upper case. */
  levels: string[];
  tags: string[];
}

/** Who opened the tail: its key, and the access scopes of its member's groups (null: every line). */
export interface TailIdentity {
  keyId: string;
  accessScopes: string[] | null;
}

/** A connection's test of a line: its filters and its caller's access scope. */
export function compileTailFilter(filter: TailFilter, identity: TailIdentity): (line: TailLine) => boolean {
  const criteria: LineCriteria = {
    from: Number.MIN_SAFE_INTEGER,
    to: Number.MAX_SAFE_INTEGER,
    apps: filter.apps,
    hosts: filter.hosts,
    levels: filter.levels,
    // Validated by the route (a malformed query is its 400): parsed again here, where it is used.
    query: filter.q ? parseQuery(filter.q) : null,
    scope: scopeFromQueries(identity.accessScopes)?.node ?? null,
    index: null,
  };
  const test = lineTest(criteria);
  const tags = filter.tags.length > 0 ? new Set(filter.tags) : null;
  return (line) => (!tags || line.tags.some((t) => tags.has(t))) && test(line);
}

/** The filters as the connect message states them (`{"e":"meta", ...}`). */
export const describeFilter = (filter: TailFilter) => ({
  q: filter.q ?? "",
  hosts: filter.hosts,
  apps: filter.apps,
  levels: filter.levels,
  tags: filter.tags,
});
