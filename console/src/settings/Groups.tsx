// Groups (/v1/config/groups): a name, access scopes (queries: members of the group see only lines matching
// one of them) and members. Anyone reads, owners and admins change.
import { useState } from "react";
import { Alert } from "../Alert";
import { sendJson } from "../api";
import { DeleteButton, Field, ItemTable } from "../parts";
import { useAction, useRead } from "../use-read";
import { listOf } from "./resource";

interface Group {
  groupid: string;
  name: string;
  accessScopes: string[];
  members: string[];
}

const EMPTY = { name: "", scope: "", members: "" };

export function Groups({ apiKey, admin }: { apiKey: string; admin: boolean }) {
  const groups = useRead<Group[]>(apiKey, "/v1/config/groups");
  const action = useAction(groups.reload);
  const [draft, setDraft] = useState(EMPTY);
  const edit = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft({ ...draft, [field]: e.target.value });

  const create = async () => {
    const group = await sendJson<Group>(apiKey, "POST", "/v1/config/groups", {
      name: draft.name.trim(),
      accessScopes: draft.scope.trim() ? [draft.scope.trim()] : [],
    });
    const add = listOf(draft.members);
    if (add.length > 0) await sendJson(apiKey, "POST", `/v1/config/groups/${group.groupid}/members`, { add });
  };

  return (
    <>
      {admin && (
        <form
          className="settings-form"
          aria-label="New group"
          onSubmit={(e) => {
            e.preventDefault();
            action.run(create).then((ok) => ok && setDraft(EMPTY));
          }}
        >
          <Field label="Group name">
            {(id) => <input id={id} required value={draft.name} onChange={edit("name")} />}
          </Field>
          <Field label="Access scope" grow>
            {(id) => (
              <input
                id={id}
                placeholder="app:billing level:error (empty: every line)"
                value={draft.scope}
                onChange={edit("scope")}
              />
            )}
          </Field>
          <Field label="Member emails" grow>
            {(id) => (
              <input
                id={id}
                placeholder="a@example.com, b@example.com"
                value={draft.members}
                onChange={edit("members")}
              />
            )}
          </Field>
          <button type="submit" disabled={action.busy}>
            Create group
          </button>
        </form>
      )}
      <Alert message={action.error ?? groups.error} />
      {groups.data && (
        <ItemTable
          label="Groups"
          columns={["Name", "Access scopes", "Members"]}
          items={groups.data}
          keyOf={(g) => g.groupid}
          cells={(g) => [
            g.name,
            g.accessScopes.length > 0 ? g.accessScopes.map((q) => <code key={q}>{q}</code>) : "every line",
            g.members.join(", ") || "none",
          ]}
          actions={
            admin
              ? (g) => (
                  <DeleteButton
                    label={`Delete group ${g.name}`}
                    question={`Delete the group ${g.name}?`}
                    disabled={action.busy}
                    onConfirmed={() =>
                      action.run(() => sendJson(apiKey, "DELETE", `/v1/config/groups/${g.groupid}`))
                    }
                  />
                )
              : undefined
          }
        />
      )}
    </>
  );
}
