// The lines' columns: time, host, app and level, each on or off, and any field of the lines (a meta path such
// as `status` or `user.id`) added as a column of its own. Kept in this browser.
import { type FormEvent, useState } from "react";

export const BUILT_IN_COLUMNS = [
  { id: "time", label: "Time" },
  { id: "host", label: "Host" },
  { id: "app", label: "App" },
  { id: "level", label: "Level" },
] as const;
export const DEFAULT_COLUMNS = BUILT_IN_COLUMNS.map((c) => c.id as string);
const builtIn = new Set(DEFAULT_COLUMNS);

/** A field column's value in a line as export gives it (meta fields at the top, by dotted path). */
export function columnValue(line: Record<string, unknown>, path: string): string {
  let value: unknown = line;
  for (const part of path.split(".")) {
    if (typeof value !== "object" || value === null) return "";
    value = (value as Record<string, unknown>)[part];
  }
  if (value === undefined || value === null) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

export const isFieldColumn = (id: string) => !builtIn.has(id);

export function Columns({ columns, onChange }: { columns: string[]; onChange: (columns: string[]) => void }) {
  const [open, setOpen] = useState(false);
  const [field, setField] = useState("");
  const toggle = (id: string) =>
    onChange(columns.includes(id) ? columns.filter((c) => c !== id) : [...columns, id]);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const path = field.trim();
    if (path && !columns.includes(path)) onChange([...columns, path]);
    setField("");
  };
  const fields = columns.filter(isFieldColumn);
  return (
    <div className="columns">
      <button type="button" className="quiet" aria-expanded={open} onClick={() => setOpen(!open)}>
        Columns
      </button>
      {open && (
        <fieldset className="columns-menu">
          <legend>Columns shown</legend>
          {[...BUILT_IN_COLUMNS, ...fields.map((f) => ({ id: f, label: f }))].map((c) => (
            <label key={c.id} className="check">
              <input type="checkbox" checked={columns.includes(c.id)} onChange={() => toggle(c.id)} />
              {c.label}
            </label>
          ))}
          <form onSubmit={add}>
            <label htmlFor="column-field">Field column</label>
            <div className="inline">
              <input
                id="column-field"
                value={field}
                placeholder="status or user.id"
                spellCheck={false}
                onChange={(e) => setField(e.target.value)}
              />
              <button type="submit" className="quiet">
                Add
              </button>
            </div>
          </form>
        </fieldset>
      )}
    </div>
  );
}
