// Turning a line's fields into search terms: a click on a value adds `field:"value"` to the search (the query
// language of docs/log-analysis.md: a quoted value matches the field exactly, case-insensitive, with `\` escaping
// `"` and `\`). Export's names map to the language's fields; meta fields are their dotted paths.

/** Export's fields that are the language's own, by their exported name. */
const OWN_FIELDS: Record<string, string> = {
  _app: "app",
  _host: "host",
  level: "level",
  _file: "file",
  _tag: "tag",
};
/** Fields a line always has that make no filter (its id, its time, its text). */
const NOT_FILTERS = new Set(["_id", "_ts", "_line", "_ip", "_mac"]);

export interface FieldValue {
  /** The field as the query language names it (`app`, `tag`, `user.id`). */
  field: string;
  value: string;
  /** The term that selects lines with this value. */
  term: string;
}

export const quoted = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

export const termOf = (field: string, value: string) => `${field}:${quoted(value)}`;

/** The filterable values of an exported line: its own fields, each tag, and its meta flattened to paths. */
export function fieldValues(line: Record<string, unknown>): FieldValue[] {
  const out: FieldValue[] = [];
  const add = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === "") return;
    if (Array.isArray(value)) {
      for (const item of value) add(field, item);
      return;
    }
    if (typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) add(`${field}.${key}`, inner);
      return;
    }
    const text = String(value);
    out.push({ field, value: text, term: termOf(field, text) });
  };
  for (const [name, value] of Object.entries(line)) {
    if (NOT_FILTERS.has(name)) continue;
    add(OWN_FIELDS[name] ?? name, value);
  }
  return out;
}

/** The query with `term` added (AND), unless it is there already. */
export function withTerm(query: string, term: string): string {
  const q = query.trim();
  if (q === "") return term;
  return q.split(/\s+/).includes(term) ? q : `${q} ${term}`;
}

/** A saved view's filter as the API stores it. */
export interface ViewFilter {
  query: string | null;
  hosts: string[];
  apps: string[];
  levels: string[];
  tags: string[];
}

/**
 * A view's filter as one search: its query, and each list as a group of its values (any of them), ANDed, as a
 * view's lines are selected (src/api/views/routes.ts: the lists as export's, the query and tags by
 * src/alerts/view-alerts.ts viewQuery). One difference: the language compares fields without regard to case.
 */
export function viewQuery(view: ViewFilter): string {
  const parts: string[] = [];
  const query = view.query?.trim();
  if (query) parts.push(`(${query})`);
  for (const [field, values] of [
    ["host", view.hosts],
    ["app", view.apps],
    ["level", view.levels],
    ["tag", view.tags],
  ] as const) {
    if (values.length === 0) continue;
    const terms = values.map((v) => termOf(field, v));
    parts.push(terms.length === 1 ? terms[0] : `(${terms.join(" OR ")})`);
  }
  // A query alone needs no parentheses.
  return query && parts.length === 1 ? query : parts.join(" ");
}

/** A line's own fields (app, host, level, file, tags) as values, and its meta fields as they are. */
export function splitLine(line: Record<string, unknown>): {
  own: FieldValue[];
  meta: Record<string, unknown>;
} {
  const own: Record<string, unknown> = {};
  const meta: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(line)) {
    if (NOT_FILTERS.has(name)) continue;
    if (name in OWN_FIELDS) own[name] = value;
    else meta[name] = value;
  }
  return { own: fieldValues(own), meta };
}
