// The search query language (src/engine/query.ts) compiled for the log store's index: each slice keeps an FTS5
// index of its chunks' trigrams (of the words of their lines, tags and metas; src/search/words.ts). The term
// compiled here holds for every chunk that holds a matching line, so a rare term opens its few candidate
// chunks instead of the whole range. The query engine decides every line read, so results are exact whatever
// the index can say; where it can say nothing (NOT x, a term with no word of 3 ASCII characters) the range is
// read.

import type { QueryNode } from "../engine/query";
import { forEachTrigram, trigramOf } from "./words";

/** Fields kept beside the index rather than in it: the chunk's sets skip those (app, host, level, file). */
const UNINDEXED_FIELDS = new Set(["app", "host", "level", "file"]);

/** Distinct trigrams of a term an index expression uses at most: more narrow little and cost a posting list each. */
const MAX_TRIGRAMS = 12;

/** What the index must hold for a chunk to be a candidate: trigrams all present, or a combination. */
export type IndexTerm = { all: string[] } | { and: IndexTerm[] } | { or: IndexTerm[] };

/**
 * The trigrams of a substring (src/search/words.ts), all required (detail=none keeps no positions, so this is a
 * superset of the chunks holding the substring). Null when it has none.
 */
export function trigramTerm(value: string): IndexTerm | null {
  const grams = new Set<string>();
  forEachTrigram(value, (id) => {
    // Fewer trigrams still name a superset; each costs a posting list.
    if (grams.size < MAX_TRIGRAMS) grams.add(trigramOf(id));
  });
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
  if (node.op !== "eq" || UNINDEXED_FIELDS.has(node.field)) return null;
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
