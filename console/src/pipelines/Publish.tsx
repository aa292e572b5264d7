// Publishing, with what it would change shown first: the draft's nodes against the latest published
// revision's (GET /v3/pipeline/{id}/revision, then the newest one with its nodes), node by node and setting by
// setting (diff.ts). `Publish now` sends POST /v3/pipeline/{id}/publish; the API's refusal (a node without
// inputs, say) is shown in the dialog.
import { useEffect, useRef, useState } from "react";
import { Alert } from "../Alert";
import { ApiFailure, apiJson } from "../api";
import { messageOf, useLoad } from "../use-read";
import { draftChanges, type GraphNode, shown } from "./diff";

/** What publish refuses unless told to allow it (POST .../publish?allow_…=true). */
const ALLOWANCES = [
  { flag: "allow_unconnected_edges", label: "Allow nodes that reach no destination" },
  { flag: "allow_empty_access_keys", label: "Allow push sources without an access key" },
  { flag: "allow_disabled", label: "Allow disabled nodes" },
] as const;

interface Revision {
  id: string;
  version: number;
  created_at: string;
  nodes?: GraphNode[];
}

async function latestRevision(apiKey: string, pipelineId: string): Promise<Revision | null> {
  const base = `/v3/pipeline/${pipelineId}/revision`;
  const list = await apiJson<{ data: Revision[] }>(apiKey, base);
  if (list.data.length === 0) return null;
  return (await apiJson<{ data: Revision }>(apiKey, `${base}/${list.data[0].id}`)).data;
}

export function PublishDialog({
  apiKey,
  pipelineId,
  title,
  draft,
  onClose,
  onPublished,
}: {
  apiKey: string;
  pipelineId: string;
  title: string;
  draft: GraphNode[];
  onClose: () => void;
  /** Published: the page closes the dialog and reads the pipeline again. */
  onPublished: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  // Wrapped: "nothing published" (null) is an answer, not the loading state.
  const read = useLoad(
    async () => ({ latest: await latestRevision(apiKey, pipelineId) }),
    `${apiKey} ${pipelineId}`,
  );
  const latest = read.data?.latest ?? null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [allowed, setAllowed] = useState<string[]>([]);
  const changes = read.data ? draftChanges(latest?.nodes ?? null, draft) : null;

  const publish = async () => {
    setBusy(true);
    setError(null);
    try {
      const query = allowed.map((flag) => `${flag}=true`).join("&");
      await apiJson(apiKey, `/v3/pipeline/${pipelineId}/publish${query ? `?${query}` : ""}`, {
        method: "POST",
      });
      onPublished();
    } catch (err) {
      // Problems are named by node id (`/nodes/<id>`): the dialog names the node.
      const titleOf = new Map(draft.map((n) => [`/nodes/${n.id}`, n.title]));
      setError(
        err instanceof ApiFailure && err.details.length > 0
          ? `${err.message.replace(/ in node\(s\) .*$/, "")}: ${err.details.map((d) => `${titleOf.get(d.where) ?? d.where}: ${d.message}`).join("; ")}`
          : messageOf(err),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog ref={dialog} className="publish" aria-labelledby="publish-title" onClose={onClose}>
      <h2 id="publish-title">Publish {title}</h2>
      <Alert message={read.error} />
      {!read.data && !read.error && <p role="status">Loading…</p>}
      {changes && (
        <>
          <p className="hint">
            {latest
              ? `Compared with the published revision ${latest.version} (${new Date(latest.created_at).toLocaleString()}).`
              : "Nothing is published yet: every node is new."}
          </p>
          {changes.length === 0 ? (
            <p>The draft is the same as the published revision: there is nothing to publish.</p>
          ) : (
            <ul className="changes" aria-label="Changes">
              {changes.map((c) => (
                <li key={c.id} className={`change-${c.change}`}>
                  <strong>
                    {c.change === "added" ? "Added" : c.change === "removed" ? "Removed" : "Changed"}:{" "}
                    {c.title}
                  </strong>
                  {c.fields.length > 0 && (
                    <ul>
                      {c.fields.map((f) => (
                        <li key={f.path}>
                          <code>{f.path}</code>: <del>{shown(f.before)}</del> → <ins>{shown(f.after)}</ins>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <Alert message={error} />
      {changes && changes.length > 0 && (
        <fieldset className="allowances">
          <legend>Publish even with</legend>
          {ALLOWANCES.map((a) => (
            <label key={a.flag} className="check">
              <input
                type="checkbox"
                checked={allowed.includes(a.flag)}
                onChange={(e) =>
                  setAllowed(e.target.checked ? [...allowed, a.flag] : allowed.filter((f) => f !== a.flag))
                }
              />
              {a.label}
            </label>
          ))}
        </fieldset>
      )}
      <div className="form-actions">
        <button type="button" disabled={busy || !changes || changes.length === 0} onClick={publish}>
          Publish now
        </button>
        <button type="button" className="quiet" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
