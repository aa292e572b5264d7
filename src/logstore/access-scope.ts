// Access scopes: the queries of a member's groups. A scoped caller sees a stored line only when it matches at
// least one of them; slices apply the scope to every line they read (src/logstore/slice-protocol.ts).
import { matchesQuery, parseQuery, type QueryableLine, type QueryNode } from "../engine/query";
import type { Caller } from "../env";

export interface AccessScope {
  /** The caller's scopes as one query: any of them. */
  node: QueryNode;
}

/** The caller's access scope, or null when the caller sees every line of the account. */
export function accessScopeOf(caller: Pick<Caller, "accessScopes">): AccessScope | null {
  return scopeFromQueries(caller.accessScopes);
}

/** The scope of a list of stored scope queries (validated when their group was written). */
export function scopeFromQueries(queries: string[] | null): AccessScope | null {
  if (!queries || queries.length === 0) return null;
  const nodes = queries.map((q) => parseQuery(q)).filter((n): n is QueryNode => n !== null);
  // A blank scope cannot be stored; were one there, it would mean "every line", as a blank query does.
  if (nodes.length < queries.length) return null;
  return { node: nodes.length === 1 ? nodes[0] : { kind: "or", nodes } };
}

export const inScope = (scope: AccessScope | null | undefined, line: QueryableLine) =>
  !scope || matchesQuery(scope.node, line);
