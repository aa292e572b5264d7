// Access scopes: the queries of a member's groups. A scoped caller sees a stored line only when it matches at
// least one of them. Scopes compile to SQL as search queries do
// (src/search/compile.ts); what the SQL cannot decide exactly, the query engine (matchesQuery) does.
import type { SQL } from "drizzle-orm";
import { matchesQuery, parseQuery, type QueryableLine, type QueryNode } from "../engine/query";
import type { Caller } from "../env";
import { compileSearch } from "../search/compile";

export interface AccessScope {
  /** The caller's scopes as one query: any of them. */
  node: QueryNode;
  /** Rows the scope may match (a superset of the lines it matches); undefined when nothing compiles. */
  where: SQL | undefined;
  /** True when `where` selects exactly the matching lines, so reading needs no scan beyond what is sent. */
  exact: boolean;
  /** A search-index expression every line in scope satisfies, or null. */
  index: string | null;
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
  const node: QueryNode = nodes.length === 1 ? nodes[0] : { kind: "or", nodes };
  const compiled = compileSearch(node);
  return { node, where: compiled.where ?? undefined, exact: compiled.exact, index: compiled.index };
}

export const inScope = (scope: AccessScope | null | undefined, line: QueryableLine) =>
  !scope || matchesQuery(scope.node, line);
