// Access scopes: the queries of a member's groups. A scoped caller sees a stored line only when it matches at
// least one of them. The query engine (matchesQuery) is the authority; `scopeSql` also turns what it can of
// a scope into SQL, so the store reads mostly matching rows instead of every row of the range.
import { type SQL, sql } from "drizzle-orm";
import { logLines } from "../../db/schema";
import { matchesQuery, parseQuery, type QueryableLine, type QueryNode } from "../../engine/query";
import type { Caller } from "../../env";

export interface AccessScope {
  /** The caller's scopes as one query: any of them. */
  node: QueryNode;
  /** Rows the scope may match (a superset of the lines it matches); undefined when nothing compiles. */
  where: SQL | undefined;
  /** True when `where` selects exactly the matching lines, so reading needs no scan beyond what is sent. */
  exact: boolean;
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
  const compiled = compile(node);
  return { node, where: compiled.sql ?? undefined, exact: compiled.exact };
}

export const inScope = (scope: AccessScope | null | undefined, line: QueryableLine) =>
  !scope || matchesQuery(scope.node, line);

interface Compiled {
  /** null: no restriction could be derived (every row is a candidate). */
  sql: SQL | null;
  exact: boolean;
}

const NONE: Compiled = { sql: null, exact: false };
const COLUMNS = {
  app: logLines.app,
  host: logLines.host,
  level: logLines.level,
  file: logLines.file,
  line: logLines.line,
} as const;
// SQLite's lower() folds ASCII only; the engine folds Unicode. Values outside ASCII stay with the engine.
// (A line whose non-ASCII letters fold to ASCII, such as the Kelvin sign, is the one case the SQL can miss.)
const isAscii = (s: string) => /^[\x20-\x7e]*$/.test(s);

/** A case-insensitive exact or prefix comparison of a text expression with `value`, as the engine does. */
function textEquals(expression: SQL, value: string, prefix: boolean): SQL {
  const want = value.toLowerCase();
  return prefix
    ? sql`substr(lower(${expression}), 1, ${want.length}) = ${want}`
    : sql`lower(${expression}) = ${want}`;
}

function compile(node: QueryNode): Compiled {
  switch (node.kind) {
    case "text":
      if (!isAscii(node.value)) return NONE;
      return { sql: sql`instr(lower(${logLines.line}), ${node.value.toLowerCase()}) > 0`, exact: true };
    case "field": {
      // Numeric comparisons and meta fields are left to the engine (JSON values, arrays, number parsing).
      if (node.op !== "eq" || !isAscii(node.value)) return NONE;
      if (node.field === "tag") {
        const value = sql.raw("value");
        return {
          sql: sql`EXISTS (SELECT 1 FROM json_each(${logLines.tags}) WHERE ${textEquals(value, node.value, node.prefix)})`,
          exact: true,
        };
      }
      const column = COLUMNS[node.field as keyof typeof COLUMNS];
      if (!column) return NONE;
      return { sql: textEquals(sql`${column}`, node.value, node.prefix), exact: true };
    }
    case "not": {
      // Negating a superset would drop matching lines: only an exact part can be negated.
      const inner = compile(node.node);
      return inner.sql && inner.exact ? { sql: sql`NOT (${inner.sql})`, exact: true } : NONE;
    }
    case "and": {
      // Any compiled part narrows the candidates; the rest is checked by the engine.
      const parts = node.nodes.map(compile);
      const known = parts.flatMap((p) => (p.sql ? [p.sql] : []));
      if (known.length === 0) return NONE;
      return { sql: sql`(${sql.join(known, sql` AND `)})`, exact: parts.every((p) => p.exact) };
    }
    case "or": {
      const parts = node.nodes.map(compile);
      if (parts.some((p) => !p.sql)) return NONE;
      return {
        sql: sql`(${sql.join(
          parts.map((p) => p.sql as SQL),
          sql` OR `,
        )})`,
        exact: parts.every((p) => p.exact),
      };
    }
  }
}
