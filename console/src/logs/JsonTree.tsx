// A line's meta as a collapsible JSON tree: objects and arrays are disclosures (native <details>: keyboard and
// screen readers know them), the first two levels open; a click on a value adds `path:"value"` to the search,
// as the language names meta fields (a dotted path; an array's items are values of its own path).
import { termOf } from "../query-terms";

const OPEN_DEPTH = 2;

const isBranch = (v: unknown): v is Record<string, unknown> | unknown[] =>
  typeof v === "object" && v !== null;

const shapeOf = (v: Record<string, unknown> | unknown[]) =>
  Array.isArray(v) ? `[${v.length}]` : `{${Object.keys(v).length}}`;

export function JsonTree({
  value,
  path = "",
  depth = 0,
  onFilter,
}: {
  value: Record<string, unknown> | unknown[];
  path?: string;
  depth?: number;
  /** Values are buttons that filter by them; without it, text. */
  onFilter?: (term: string) => void;
}) {
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value);
  return (
    <ul className="json-tree">
      {entries.map(([key, v]) => {
        // An array's items are values of the array's own path.
        const childPath = Array.isArray(value) ? path : path ? `${path}.${key}` : key;
        if (isBranch(v))
          return (
            <li key={key}>
              <details open={depth < OPEN_DEPTH}>
                <summary>
                  <span className="json-key">{key}</span> <span className="json-shape">{shapeOf(v)}</span>
                </summary>
                <JsonTree value={v} path={childPath} depth={depth + 1} onFilter={onFilter} />
              </details>
            </li>
          );
        const text = v === null ? "null" : String(v);
        return (
          <li key={key} className="json-leaf">
            <span className="json-key">{key}</span>
            {": "}
            {v === null || text === "" || !onFilter ? (
              <span className={`json-${v === null ? "null" : typeof v}`}>
                {typeof v === "string" ? JSON.stringify(v) : text}
              </span>
            ) : (
              <button
                type="button"
                className={`value json-${typeof v}`}
                aria-label={`Filter by ${childPath}: ${text}`}
                onClick={() => onFilter(termOf(childPath, text))}
              >
                {typeof v === "string" ? JSON.stringify(v) : text}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
