// Publishing, with what it would change shown first: the draft's nodes against the latest published
// revision's (GET /v3/pipeline/{id}/revision, then the newest one with its nodes), node by node and setting by
// setting (diff.ts). `Publish now` sends POST /v3/pipeline/{id}/publish; the API's refusal (a node without
// inputs, say) is shown in the dialog.
import { useEffect, useRef, useState } from "react";
import { Alert } from "../Alert";
import { ApiFailure, apiJson, sendJson } from "../api";
import { useAction, useLoad } from "../use-read";
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
  const [allowed, setAllowed] = useState<string[]>([]);
  const changes = read.data ? draftChanges(latest?.nodes ?? null, draft) : null;
  const action = useAction(onPublished);
  const publish = () =>
    action.run(() => {
      const query = allowed.map((flag) => `${flag}=true`).join("&");
      return sendJson(apiKey, "POST", `/v3/pipeline/${pipelineId}/publish${query ? `?${query}` : ""}`);
    });
  // Problems are named by node id (`/nodes/<id>`): the dialog names the node by its title.
  const titleOf = new Map(draft.map((n) => [`/nodes/${n.id}`, n.title]));
  const failure = action.failure;
  const error =
    failure instanceof ApiFailure && failure.details.length > 0
      ? `${failure.message.replace(/ in node\(s\) .*$/, "")}: ${failure.details.map((d) => `${titleOf.get(d.where) ?? d.where}: ${d.message}`).join("; ")}`
      : action.error;

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
            // Secrets are answered masked on both sides, so a changed secret is not seen here: the API decides.
            <p>
              No difference the console can show from the published revision (a changed secret is not shown:
              secrets are masked). Publishing says whether there is anything to publish.
            </p>
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
      {changes && (
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
        <button type="button" disabled={action.busy || !changes} onClick={publish}>
          Publish now
        </button>
        <button type="button" className="quiet" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
