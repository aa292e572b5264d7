// Members (/v1/config/members) and their roles and groups: anyone reads, owners and admins change. The
// owner's role is not assignable; the API refuses what an admin may not do to the owner.
import { useState } from "react";
import { Alert } from "../Alert";
import { sendJson } from "../api";
import { DeleteButton, Field, ItemTable } from "../parts";
import { useAction, useRead } from "../use-read";

type Role = "owner" | "admin" | "member" | "readonly";
interface Member {
  email: string;
  role: Role;
  groups: string[];
}
interface Group {
  groupid: string;
  name: string;
}

const ASSIGNABLE: Role[] = ["admin", "member", "readonly"];

export function Members({ apiKey, admin }: { apiKey: string; admin: boolean }) {
  const members = useRead<Member[]>(apiKey, "/v1/config/members");
  const groups = useRead<Group[]>(apiKey, "/v1/config/groups");
  const action = useAction(members.reload);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("member");
  const groupName = (id: string) => groups.data?.find((g) => g.groupid === id)?.name ?? id;
  const path = (m: Member) => `/v1/config/members/${encodeURIComponent(m.email)}`;
  const roles = ASSIGNABLE.map((r) => <option key={r}>{r}</option>);

  return (
    <>
      {admin && (
        <form
          className="settings-form"
          aria-label="Add member"
          onSubmit={(e) => {
            e.preventDefault();
            action
              .run(() => sendJson(apiKey, "POST", "/v1/config/members", { email: email.trim(), role }))
              .then((ok) => ok && setEmail(""));
          }}
        >
          <Field label="Email">
            {(id) => (
              <input id={id} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
            )}
          </Field>
          <Field label="Role">
            {(id) => (
              <select id={id} value={role} onChange={(e) => setRole(e.target.value as Role)}>
                {roles}
              </select>
            )}
          </Field>
          <button type="submit" disabled={action.busy}>
            Add member
          </button>
        </form>
      )}
      <Alert message={action.error ?? members.error} />
      {members.data && (
        <ItemTable
          label="Members"
          columns={["Email", "Role", "Groups"]}
          items={members.data}
          keyOf={(m) => m.email}
          cells={(m) => [
            m.email,
            admin && m.role !== "owner" ? (
              <select
                key="role"
                aria-label={`Role of ${m.email}`}
                value={m.role}
                disabled={action.busy}
                onChange={(e) => action.run(() => sendJson(apiKey, "PUT", path(m), { role: e.target.value }))}
              >
                {roles}
              </select>
            ) : (
              m.role
            ),
            m.groups.map(groupName).join(", ") || "none",
          ]}
          actions={
            admin
              ? (m) =>
                  m.role !== "owner" && (
                    <DeleteButton
                      label={`Remove member ${m.email}`}
                      question={`Remove ${m.email}? Their service keys are deleted with them.`}
                      disabled={action.busy}
                      onConfirmed={() => action.run(() => sendJson(apiKey, "DELETE", path(m)))}
                    >
                      Remove
                    </DeleteButton>
                  )
              : undefined
          }
        />
      )}
    </>
  );
}
