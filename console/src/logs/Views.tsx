// Saved views: the account's views by category (GET /v1/config/view, /v1/config/categories/views), each a link
// that opens the log viewer on it (`/logs?view=<id>`), and `Save as view`: the search shown saved under a name
// and a category (POST /v1/config/view), offered to keys that may write.
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { apiJson } from "../api";
import type { ViewFilter } from "../query-terms";
import { messageOf } from "../use-read";

export interface SavedView extends ViewFilter {
  viewid: string;
  name: string;
  category: string[];
}

interface Category {
  id: string;
  name: string;
}

const UNCATEGORIZED = "Uncategorized";

/** The views grouped by category, categories by name, the uncategorized last. */
function byCategory(views: SavedView[]): [string, SavedView[]][] {
  const groups = new Map<string, SavedView[]>();
  for (const view of views)
    for (const name of view.category.length > 0 ? view.category : [UNCATEGORIZED])
      groups.set(name, [...(groups.get(name) ?? []), view]);
  return [...groups].sort(([a], [b]) =>
    a === UNCATEGORIZED ? 1 : b === UNCATEGORIZED ? -1 : a.localeCompare(b),
  );
}

export function Views({
  apiKey,
  canWrite,
  current,
  query,
  onSaved,
}: {
  apiKey: string;
  canWrite: boolean;
  current: string | null;
  query: string;
  onSaved: (view: SavedView) => void;
}) {
  const [open, setOpen] = useState(false);
  const [views, setViews] = useState<SavedView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Read each time the menu opens: a view saved meanwhile (here or elsewhere) is listed.
  useEffect(() => {
    if (!open) return;
    let current = true;
    setError(null);
    apiJson<SavedView[]>(apiKey, "/v1/config/view")
      .then((all) => current && setViews(all))
      .catch((err) => current && setError(messageOf(err)));
    return () => {
      current = false;
    };
  }, [apiKey, open]);

  return (
    <div className="views">
      <button type="button" className="quiet" aria-expanded={open} onClick={() => setOpen(!open)}>
        Views
      </button>
      {canWrite && (
        <button type="button" className="quiet" onClick={() => setSaving(true)}>
          Save as view
        </button>
      )}
      {open && (
        <nav className="views-menu" aria-label="Saved views">
          {error && (
            <p role="alert" className="error">
              {error}
            </p>
          )}
          {views === null && !error && <p className="hint">Loading…</p>}
          {views?.length === 0 && <p className="hint">No saved views yet.</p>}
          {views &&
            byCategory(views).map(([category, members]) => (
              <section key={category} aria-label={category}>
                <h2>{category}</h2>
                <ul>
                  {members.map((v) => (
                    <li key={v.viewid}>
                      <Link
                        href={`/logs?view=${encodeURIComponent(v.viewid)}`}
                        aria-current={v.viewid === current ? "page" : undefined}
                        onClick={() => setOpen(false)}
                      >
                        {v.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </nav>
      )}
      {saving && (
        <SaveView
          apiKey={apiKey}
          query={query}
          onClose={() => setSaving(false)}
          onSaved={(view) => {
            setSaving(false);
            onSaved(view);
          }}
        />
      )}
    </div>
  );
}

function SaveView({
  apiKey,
  query,
  onClose,
  onSaved,
}: {
  apiKey: string;
  query: string;
  onClose: () => void;
  onSaved: (view: SavedView) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState("");
  const [category, setCategory] = useState("");
  const [categories, setCategories] = useState<Category[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
    apiJson<Category[]>(apiKey, "/v1/config/categories/views")
      .then(setCategories)
      .catch(() => setCategories([]));
  }, [apiKey]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const view = await apiJson<SavedView>(apiKey, "/v1/config/view", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: name.trim(),
          query: query || null,
          category: category ? [category] : [],
        }),
      });
      onSaved(view);
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  };

  return (
    <dialog ref={dialog} className="save-view" aria-label="Save as view" onClose={onClose}>
      <form onSubmit={submit}>
        <h2>Save as view</h2>
        <p className="hint">{query ? `Search: ${query}` : "A view needs a search: type one first."}</p>
        <label htmlFor="view-name">View name</label>
        <input
          id="view-name"
          required
          maxLength={256}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <label htmlFor="view-category">Category</label>
        <select id="view-category" value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="">None</option>
          {categories.map((c) => (
            <option key={c.id} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <div className="actions">
          <button type="button" className="quiet" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="submit" disabled={busy || !name.trim()}>
            Save
          </button>
        </div>
      </form>
    </dialog>
  );
}
