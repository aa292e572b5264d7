// Groups (/v1/config/groups): a name, access scopes (queries: members of the group see only lines matching
// one of them) and members. Anyone reads, owners and admins create, edit (name and scopes by PATCH, members by
// the difference: POST .../members {add, remove}) and delete.
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

/** One entry a line (scopes are queries and may hold commas), empty lines left out. */
const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export function Groups({ apiKey, admin }: { apiKey: string; admin: boolean }) {
  const groups = useRead<Group[]>(apiKey, "/v1/config/groups");
  const action = useAction(groups.reload);
  const [draft, setDraft] = useState(EMPTY);
  const [editing, setEditing] = useState<Group | null>(null);
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
      {editing && (
        <GroupEditor
          key={editing.groupid}
          group={editing}
          busy={action.busy}
          onCancel={() => setEditing(null)}
          onSave={(change) =>
            action.run(() => saveGroup(apiKey, editing, change)).then((ok) => ok && setEditing(null))
          }
        />
      )}
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
                  <>
                    <button
                      type="button"
                      className="quiet"
                      aria-label={`Edit group ${g.name}`}
                      disabled={action.busy}
                      onClick={() => setEditing(g)}
                    >
                      Edit
                    </button>
                    <DeleteButton
                      label={`Delete group ${g.name}`}
                      question={`Delete the group ${g.name}?`}
                      disabled={action.busy}
                      onConfirmed={() =>
                        action.run(() => sendJson(apiKey, "DELETE", `/v1/config/groups/${g.groupid}`))
                      }
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

interface GroupChange {
  name: string;
  accessScopes: string[];
  members: string[];
}

/** The group's name and scopes (one PATCH, only what changed), then its members by their difference. */
async function saveGroup(apiKey: string, group: Group, change: GroupChange) {
  const patch: Partial<GroupChange> = {};
  if (change.name !== group.name) patch.name = change.name;
  if (JSON.stringify(change.accessScopes) !== JSON.stringify(group.accessScopes))
    patch.accessScopes = change.accessScopes;
  if (Object.keys(patch).length > 0)
    await sendJson(apiKey, "PATCH", `/v1/config/groups/${group.groupid}`, patch);
  const add = change.members.filter((m) => !group.members.includes(m));
  const remove = group.members.filter((m) => !change.members.includes(m));
  if (add.length + remove.length > 0)
    await sendJson(apiKey, "POST", `/v1/config/groups/${group.groupid}/members`, { add, remove });
}

function GroupEditor({
  group,
  busy,
  onSave,
  onCancel,
}: {
  group: Group;
  busy: boolean;
  onSave: (change: GroupChange) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(group.name);
  const [scopes, setScopes] = useState(group.accessScopes.join("\n"));
  const [members, setMembers] = useState(group.members.join(", "));
  return (
    <form
      className="settings-form"
      aria-label={`Edit group ${group.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ name: name.trim(), accessScopes: linesOf(scopes), members: listOf(members) });
      }}
    >
      <p className="editing">Editing the group {group.name}</p>
      <Field label="New name">
        {(id) => <input id={id} required value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Field label="Access scopes, one a line" grow>
        {(id) => (
          <textarea
            id={id}
            rows={3}
            placeholder="empty: every line"
            value={scopes}
            onChange={(e) => setScopes(e.target.value)}
          />
        )}
      </Field>
      <Field label="Members of the group" grow>
        {(id) => <input id={id} value={members} onChange={(e) => setMembers(e.target.value)} />}
      </Field>
      <button type="submit" disabled={busy}>
        Save group
      </button>
      <button type="button" className="quiet" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
