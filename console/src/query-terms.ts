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
