// The search query language (src/engine/query.ts) compiled for the log store: a SQL condition on log_lines
// rows, and an expression for the search index (log_lines_fts, FTS5 trigram, migrations/0011) that every
// matching line satisfies, so that a rare term reads its few candidate rows instead of the whole range.
//
// The SQL decides matches exactly where it can: free text and field values in ASCII (SQLite's lower() folds
// ASCII only), meta fields through SQLite's JSON functions, numeric comparisons. What it cannot decide
// exactly (a non-ASCII term; the engine folds Unicode) compiles to a superset, and the engine checks each row
// read: results stay complete, only the rows read grow.
import { type SQL, sql } from "drizzle-orm";
import { logLines } from "../db/schema";
import type { QueryNode } from "../engine/query";

export interface CompiledSearch {
  /** A condition on log_lines rows; null: every row is a candidate. */
  where: SQL | null;
  /** True when `where` selects exactly the matching lines; otherwise a superset the engine must check. */
  exact: boolean;
  /** An FTS5 MATCH expression every matching line satisfies; null when none can be derived (e.g. NOT x). */
  index: string | null;
}

const ANY: CompiledSearch = { where: null, exact: false, index: null };
const EVERY_ROW: CompiledSearch = { where: sql`1`, exact: true, index: null };

const COLUMNS = {
  app: logLines.app,
  host: logLines.host,
  level: logLines.level,
  file: logLines.file,
  line: logLines.line,
} as const;

const isAscii = (s: string) => /^[\x20-\x7e]*$/.test(s);
/** A printable ASCII value JSON writes as itself (no escapes): its trigrams appear in the stored tags and meta. */
const writtenAsIs = (s: string) => !/["\\]/.test(s);

/** Distinct trigrams of a term an index expression uses at most: more narrow little and cost a posting list each. */
const MAX_TRIGRAMS = 12;

/**
 * The index expression of a substring: its trigrams, all required (detail=none keeps no positions, so this
 * is a superset of the lines holding the substring). Null for fewer than 3 characters: trigrams cannot say.
 */
export function trigramMatch(value: string): string | null {
  const chars = [...value];
  if (chars.length < 3) return null;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length && grams.size < MAX_TRIGRAMS; i++) {
    const gram = chars.slice(i, i + 3).join("");
    // FTS5 cannot take a NUL in a query string; fewer trigrams still name a superset.
    if (!gram.includes("\u0000")) grams.add(gram);
  }
  if (grams.size === 0) return null;
  return [...grams].map((g) => `"${g.replaceAll('"', '""')}"`).join(" AND ");
}

/** Rows whose indexed text (line, tags, meta) holds every trigram of `match`: a superset, read through the index. */
export const indexedRows = (match: string): SQL =>
  sql`${logLines.seq} IN (SELECT rowid FROM log_lines_fts WHERE log_lines_fts MATCH ${match})`;

/** Case-insensitive (ASCII) equality or prefix of a text expression with `value`, as the engine compares fields. */
function textEquals(expression: SQL, value: string, prefix: boolean): SQL {
  const want = value.toLowerCase();
  return prefix
    ? sql`substr(lower(${expression}), 1, ${want.length}) = ${want}`
    : sql`lower(${expression}) = ${want}`;
}

const OPERATORS = { gt: ">", gte: ">=", lt: "<", lte: "<=" } as const;

/**
 * A numeric comparison of a text expression, as the engine makes it: a text that is a decimal number (digits,
 * sign, point, exponent; blanks around) compares as that number; any other text matches nothing.
 */
function textCompares(expression: SQL, op: keyof typeof OPERATORS, value: string): SQL {
  const t = sql`trim(${expression})`;
  return sql`(${t} GLOB '*[0-9]*' AND ${t} NOT GLOB '*[^0-9.eE+-]*' AND CAST(${t} AS REAL) ${sql.raw(OPERATORS[op])} ${Number(value)})`;
}

type FieldNode = Extract<QueryNode, { kind: "field" }>;

/** A JSON path of SQLite for a meta field (`meta.a.b` → `$."a"."b"`); names hold no quote (the grammar's). */
const jsonPath = (field: string) =>
  `$${field
    .slice("meta.".length)
    .split(".")
    .map((k) => `."${k}"`)
    .join("")}`;

/**
 * The engine's view of a JSON value at `path` of meta (type from json_type or json_each): text as is,
 * numbers and objects as their JSON text, booleans as true/false, null as nothing.
 */
const jsonText = (type: SQL, path: SQL) =>
  sql`CASE ${type} WHEN 'text' THEN ${logLines.meta} ->> ${path} WHEN 'null' THEN NULL WHEN 'true' THEN 'true' WHEN 'false' THEN 'false' ELSE ${logLines.meta} -> ${path} END`;

/** A meta field's comparison: an array compares each element, anything else its own value. */
function metaField(node: FieldNode): SQL {
  const path = jsonPath(node.field);
  const test = (type: SQL, at: SQL) => {
    if (node.op === "eq") return textEquals(jsonText(type, at), node.value, node.prefix);
    const number = sql`CASE WHEN ${type} IN ('integer', 'real', 'true', 'false') THEN ${logLines.meta} ->> ${at} END`;
    return sql`(CASE WHEN ${type} = 'text' THEN ${textCompares(sql`${logLines.meta} ->> ${at}`, node.op, node.value)} ELSE ${number} ${sql.raw(OPERATORS[node.op])} ${Number(node.value)} END)`;
  };
  const type = sql`json_type(${logLines.meta}, ${path})`;
  const element = test(sql.raw("e.type"), sql.raw("e.fullkey"));
  return sql`(CASE ${type} WHEN 'array' THEN EXISTS (SELECT 1 FROM json_each(${logLines.meta}, ${path}) AS e WHERE ${element}) ELSE coalesce(${test(type, sql`${path}`)}, 0) END)`;
}

function field(node: FieldNode): CompiledSearch {
  if (!isAscii(node.value)) return ANY;
  // The index holds line, tags and meta (not app, host, level, file): a value found there narrows the rows.
  const indexable = node.op === "eq" && (node.field === "line" || writtenAsIs(node.value));
  const index =
    indexable && !(node.field in COLUMNS && node.field !== "line") ? trigramMatch(node.value) : null;
  const compare = (expression: SQL) =>
    node.op === "eq"
      ? textEquals(expression, node.value, node.prefix)
      : textCompares(expression, node.op, node.value);
  if (node.field === "tag") {
    const value = sql.raw("t.value");
    return {
      where: sql`EXISTS (SELECT 1 FROM json_each(${logLines.tags}) AS t WHERE ${compare(value)})`,
      exact: true,
      index,
    };
  }
  const column = COLUMNS[node.field as keyof typeof COLUMNS];
  if (column) return { where: compare(sql`${column}`), exact: true, index };
  return { where: metaField(node), exact: true, index };
}

/** The query compiled for the log store (see CompiledSearch). */
export function compileSearch(node: QueryNode): CompiledSearch {
  switch (node.kind) {
    case "text": {
      if (node.value === "") return EVERY_ROW;
      const index = trigramMatch(node.value);
      if (isAscii(node.value)) {
        const where = sql`instr(lower(${logLines.line}), ${node.value.toLowerCase()}) > 0`;
        return { where, exact: true, index };
      }
      // Unicode case folding is the engine's: the index (which folds Unicode too) narrows, the engine decides.
      return index ? { where: indexedRows(index), exact: false, index } : ANY;
    }
    case "field":
      return field(node);
    case "not": {
      // Negating a superset would drop matching lines: only an exact part can be negated. No index: NOT x
      // holds for most lines.
      const inner = compileSearch(node.node);
      return inner.where && inner.exact
        ? { where: sql`NOT (${inner.where})`, exact: true, index: null }
        : ANY;
    }
    case "and": {
      // Any compiled part narrows the candidates, any indexed part narrows the index's.
      const parts = node.nodes.map(compileSearch);
      const known = parts.flatMap((p) => (p.where ? [p.where] : []));
      const indexed = parts.flatMap((p) => (p.index ? [`(${p.index})`] : []));
      return {
        where: known.length > 0 ? sql`(${sql.join(known, sql` AND `)})` : null,
        exact: parts.every((p) => p.exact && p.where),
        index: indexed.length > 0 ? indexed.join(" AND ") : null,
      };
    }
    case "or": {
      const parts = node.nodes.map(compileSearch);
      const all = parts.every((p) => p.where);
      return {
        where: all
          ? sql`(${sql.join(
              parts.map((p) => p.where as SQL),
              sql` OR `,
            )})`
          : null,
        exact: all && parts.every((p) => p.exact),
        index: parts.every((p) => p.index) ? parts.map((p) => `(${p.index})`).join(" OR ") : null,
      };
    }
  }
}
