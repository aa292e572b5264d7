// Ingestion exclusion rules (/v1/config/ingestion/exclusions): lines from the apps or hosts named (`*` any
// run of characters) or matching the query are not stored. Switched on and off in place; writers change.
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

export function Exclusions({ apiKey, writer }: { apiKey: string; writer: boolean }) {
  const rules = useRead<Rule[]>(apiKey, PATH);
  const action = useAction(rules.reload);
  const [draft, setDraft] = useState(EMPTY);
  const edit = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft({ ...draft, [field]: e.target.value });
  const nameOf = (r: Rule) => r.title || r.query || [...r.apps, ...r.hosts].join(", ");

  return (
    <>
      {writer && (
        <form
          className="settings-form"
          aria-label="New exclusion rule"
          onSubmit={(e) => {
            e.preventDefault();
            const body = {
              title: draft.title.trim(),
              apps: listOf(draft.apps),
              hosts: listOf(draft.hosts),
              ...(draft.query.trim() && { query: draft.query.trim() }),
            };
            action.run(() => sendJson(apiKey, "POST", PATH, body)).then((ok) => ok && setDraft(EMPTY));
          }}
        >
          <Field label="Title">
            {(id) => <input id={id} value={draft.title} onChange={edit("title")} />}
          </Field>
          <Field label="Apps">
            {(id) => <input id={id} placeholder="nginx, web-*" value={draft.apps} onChange={edit("apps")} />}
          </Field>
          <Field label="Hosts">
            {(id) => <input id={id} value={draft.hosts} onChange={edit("hosts")} />}
          </Field>
          <Field label="Query" grow>
            {(id) => <input id={id} placeholder="level:debug" value={draft.query} onChange={edit("query")} />}
          </Field>
          <button type="submit" disabled={action.busy}>
            Create rule
          </button>
        </form>
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
                  <DeleteButton
                    label={`Delete rule ${nameOf(r)}`}
                    question={`Delete the rule ${nameOf(r)}? Matching lines are stored again.`}
                    disabled={action.busy}
                    onConfirmed={() => action.run(() => sendJson(apiKey, "DELETE", `${PATH}/${r.id}`))}
                  />
                )
              : undefined
          }
        />
      )}
    </>
  );
}
