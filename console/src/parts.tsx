// Pieces pages are made of: a labelled field, a table of what exists with an actions
// column, and a button that asks before it deletes.
import { type ReactNode, useId } from "react";

/** A labelled control; `grow` takes the row's spare width. */
export function Field({
  label,
  grow,
  children,
}: {
  label: string;
  grow?: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={grow ? "field grow" : "field"}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** A table named `label`: a row per item, its cells, and (for whoever may change them) its actions. */
export function ItemTable<T>({
  label,
  columns,
  items,
  keyOf,
  cells,
  actions,
}: {
  label: string;
  columns: string[];
  items: T[];
  keyOf: (item: T) => string;
  cells: (item: T) => ReactNode[];
  actions?: (item: T) => ReactNode;
}) {
  // Scrolls sideways on a phone rather than breaking every word into letters.
  return (
    <div className="table-scroll">
      <table className="list settings" aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c}>{c}</th>
            ))}
            {actions && (
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={keyOf(item)}>
              {cells(item).map((cell, i) => (
                <td key={columns[i]}>{cell}</td>
              ))}
              {actions && <td className="actions">{actions(item)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A delete (or remove) that asks `question` first; `label` names what it deletes for assistive technology. */
export function DeleteButton({
  label,
  question,
  disabled,
  onConfirmed,
  children = "Delete",
}: {
  label: string;
  question: string;
  disabled: boolean;
  onConfirmed: () => void;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      className="quiet danger"
      aria-label={label}
      disabled={disabled}
      onClick={() => window.confirm(question) && onConfirmed()}
    >
      {children}
    </button>
  );
}
