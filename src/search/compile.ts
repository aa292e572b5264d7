// The search query language (src/engine/query.ts) compiled for the log store's index: each slice keeps an FTS5
// trigram index over its chunks' text (line, tags, meta; src/durable/log-slice.ts). The expression compiled
// here holds for every chunk that holds a matching line, so a rare term opens its few candidate chunks
// instead of the whole range. The query engine decides every line read, so results are exact whatever the
// index can say; where it can say nothing (NOT x, a term under 3 characters) the range is read.

import type { QueryNode } from "../engine/query";

/** Fields kept beside the index rather than in it: the chunk's sets skip those (app, host, level, file). */
const UNINDEXED_FIELDS = new Set(["app", "host", "level", "file"]);

const isAscii = (s: string) => /^[\x20-\x7e]*$/.test(s);
/** A printable ASCII value JSON writes as itself (no escapes): its trigrams appear in the stored tags and meta. */
const writtenAsIs = (s: string) => !/["\\]/.test(s);

/** Distinct trigrams of a term an index expression uses at most: more narrow little and cost a posting list each. */
const MAX_TRIGRAMS = 12;

/** What the index must hold for a chunk to be a candidate: trigrams all present, or a combination. */
export type IndexTerm = { all: string[] } | { and: IndexTerm[] } | { or: IndexTerm[] };

/**
 * The trigrams of a substring, all required (detail=none keeps no positions, so this is a superset of the
 * chunks holding the substring). Null for fewer than 3 characters: trigrams cannot say.
 */
export function trigramTerm(value: string): IndexTerm | null {
  const chars = [...value];
  if (chars.length < 3) return null;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length && grams.size < MAX_TRIGRAMS; i++) {
    const gram = chars.slice(i, i + 3).join("");
    // ASCII only: SQLite folds case with Unicode 6.1's tables and the query engine with the runtime's, which
    // disagree on newer scripts (Georgian Mtavruli, Cherokee), so a non-ASCII trigram could miss a matching
    // chunk. FTS5 cannot take a NUL in a query string. Fewer trigrams still name a superset.
    if (gram.length === 3 && [0, 1, 2].every((i) => gram.charCodeAt(i) > 0 && gram.charCodeAt(i) < 128))
      grams.add(gram);
  }
  return grams.size === 0 ? null : { all: [...grams] };
}

/** The FTS5 MATCH expression of a term. */
export function renderMatch(term: IndexTerm): string {
  if ("all" in term) return term.all.map((g) => `"${g.replaceAll('"', '""')}"`).join(" AND ");
  const [parts, joiner] = "and" in term ? [term.and, " AND "] : [term.or, " OR "];
  return parts.map((p) => `(${renderMatch(p)})`).join(joiner);
}

/** The index expression of a substring (see trigramTerm), or null. */
export function trigramMatch(value: string): string | null {
  const term = trigramTerm(value);
  return term ? renderMatch(term) : null;
}

type FieldNode = Extract<QueryNode, { kind: "field" }>;

function fieldTerm(node: FieldNode): IndexTerm | null {
  if (!isAscii(node.value) || node.op !== "eq" || UNINDEXED_FIELDS.has(node.field)) return null;
  // A tag or meta value is indexed as JSON writes it: a value JSON escapes cannot be looked up as typed.
  if (node.field !== "line" && !writtenAsIs(node.value)) return null;
  return trigramTerm(node.value);
}

/** What every chunk holding a matching line has in the index; null when nothing can be derived. */
export function indexTerm(node: QueryNode): IndexTerm | null {
  switch (node.kind) {
    case "text":
      return node.value === "" ? null : trigramTerm(node.value);
    case "field":
      return fieldTerm(node);
    case "not":
      // NOT x holds for most chunks: no narrowing.
      return null;
    case "and": {
      const parts = node.nodes.map(indexTerm).filter((p): p is IndexTerm => p !== null);
      return parts.length > 0 ? { and: parts } : null;
    }
    case "or": {
      const parts = node.nodes.map(indexTerm);
      return parts.every((p) => p !== null) ? { or: parts as IndexTerm[] } : null;
    }
  }
}

/** An FTS5 MATCH expression every chunk holding a matching line satisfies; null when none can be derived. */
export function indexExpression(node: QueryNode): string | null {
  const term = indexTerm(node);
  return term ? renderMatch(term) : null;
}
