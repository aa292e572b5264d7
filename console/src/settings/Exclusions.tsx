// Ingestion exclusion rules (/v1/config/ingestion/exclusions): lines from the apps or hosts named (`*` any
// run of characters) or matching the query are not stored. Switched on and off in place; writers create,
// edit (one form for both: a PATCH of the matchers) and delete.
import { useState } from "react";
import { Alert } from "../Alert";
import { sendJson } from "../api";
import { DeleteButton, Field, ItemTable } from "../parts";
import { useAction, useRead } from "../use-read";
import { listOf } from "./resource";

interface Rule {
  id: string;
  title: string;
  active: boolean;
  indexonly: boolean;
  apps: string[];
  hosts: string[];
  query: string | null;
}

const PATH = "/v1/config/ingestion/exclusions";
const EMPTY = { title: "", apps: "", hosts: "", query: "" };
type Draft = typeof EMPTY;

/** A rule's fields as the API takes them (an empty query cleared: null on an edit, left out on a create). */
const bodyOf = (draft: Draft, editing: boolean) => ({
  title: draft.title.trim(),
  apps: listOf(draft.apps),
  hosts: listOf(draft.hosts),
  ...(draft.query.trim() ? { query: draft.query.trim() } : editing && { query: null }),
});

export function Exclusions({ apiKey, writer }: { apiKey: string; writer: boolean }) {
  const rules = useRead<Rule[]>(apiKey, PATH);
  const action = useAction(rules.reload);
  const [editing, setEditing] = useState<Rule | null>(null);
  const nameOf = (r: Rule) => r.title || r.query || [...r.apps, ...r.hosts].join(", ");

  return (
    <>
      {writer && (
        <RuleForm
          label="New exclusion rule"
          submit="Create rule"
          busy={action.busy}
          onSubmit={(draft) => action.run(() => sendJson(apiKey, "POST", PATH, bodyOf(draft, false)))}
        />
      )}
      {editing && (
        <RuleForm
          key={editing.id}
          label={`Edit rule ${nameOf(editing)}`}
          submit="Save rule"
          initial={{
            title: editing.title,
            apps: editing.apps.join(", "),
            hosts: editing.hosts.join(", "),
            query: editing.query ?? "",
          }}
          busy={action.busy}
          onCancel={() => setEditing(null)}
          onSubmit={(draft) =>
            action
              .run(() => sendJson(apiKey, "PATCH", `${PATH}/${editing.id}`, bodyOf(draft, true)))
              .then((ok) => {
                if (ok) setEditing(null);
                return ok;
              })
          }
        />
      )}
      <Alert message={action.error ?? rules.error} />
      {rules.data && (
        <ItemTable
          label="Exclusion rules"
          columns={["Title", "Apps", "Hosts", "Query", "Active"]}
          items={rules.data}
          keyOf={(r) => r.id}
          cells={(r) => [
            r.title || "(no title)",
            r.apps.join(", "),
            r.hosts.join(", "),
            r.query && <code>{r.query}</code>,
            <input
              key="active"
              type="checkbox"
              aria-label={`Active: ${nameOf(r)}`}
              checked={r.active}
              disabled={!writer || action.busy}
              onChange={(e) =>
                action.run(() => sendJson(apiKey, "PATCH", `${PATH}/${r.id}`, { active: e.target.checked }))
              }
            />,
          ]}
          actions={
            writer
              ? (r) => (
                  <>
                    <button
                      type="button"
                      className="quiet"
                      aria-label={`Edit rule ${nameOf(r)}`}
                      disabled={action.busy}
                      onClick={() => setEditing(r)}
                    >
                      Edit
                    </button>
                    <DeleteButton
                      label={`Delete rule ${nameOf(r)}`}
                      question={`Delete the rule ${nameOf(r)}? Matching lines are stored again.`}
                      disabled={action.busy}
                      onConfirmed={() => action.run(() => sendJson(apiKey, "DELETE", `${PATH}/${r.id}`))}
                    />
                  </>
                )
              : undefined
          }
        />
      )}
    </>
  );
}

/** The fields of a rule, empty for a new one; cleared after a create that went through. */
function RuleForm({
  label,
  submit,
  initial = EMPTY,
  busy,
  onSubmit,
  onCancel,
}: {
  label: string;
  submit: string;
  initial?: Draft;
  busy: boolean;
  onSubmit: (draft: Draft) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const edit = (field: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft({ ...draft, [field]: e.target.value });
  return (
    <form
      className="settings-form"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(draft).then((ok) => ok && !onCancel && setDraft(EMPTY));
      }}
    >
      {onCancel && <p className="editing">{label}</p>}
      <Field label="Title">{(id) => <input id={id} value={draft.title} onChange={edit("title")} />}</Field>
      <Field label="Apps">
        {(id) => <input id={id} placeholder="nginx, web-*" value={draft.apps} onChange={edit("apps")} />}
      </Field>
      <Field label="Hosts">{(id) => <input id={id} value={draft.hosts} onChange={edit("hosts")} />}</Field>
      <Field label="Query" grow>
        {(id) => <input id={id} placeholder="level:debug" value={draft.query} onChange={edit("query")} />}
      </Field>
      <button type="submit" disabled={busy}>
        {submit}
      </button>
      {onCancel && (
        <button type="button" className="quiet" onClick={onCancel}>
          Cancel
        </button>
      )}
    </form>
  );
}
