// API keys (/v1/config/keys): the list, a new key shown in full once (the API shows it again only to the
// key that created it), a rename and a delete. Owners and admins only, as the API decides.
import { useState } from "react";
import { Alert } from "../Alert";
import { sendJson } from "../api";
import { DeleteButton, Field, ItemTable } from "../parts";
import { useAction, useRead } from "../use-read";

interface Key {
  id: string;
  name: string;
  type: "service" | "ingestion";
  created: number;
  member: string | null;
}

export function Keys({ apiKey, myKeyId }: { apiKey: string; myKeyId: string | null }) {
  const keys = useRead<Key[]>(apiKey, "/v1/config/keys");
  const action = useAction(keys.reload);
  const [name, setName] = useState("");
  const [type, setType] = useState<Key["type"]>("ingestion");
  const [created, setCreated] = useState<(Key & { key: string }) | null>(null);

  return (
    <>
      <form
        className="settings-form"
        aria-label="New key"
        onSubmit={(e) => {
          e.preventDefault();
          action.run(async () => {
            setCreated(
              await sendJson<Key & { key: string }>(apiKey, "POST", "/v1/config/keys", {
                type,
                ...(name.trim() && { name: name.trim() }),
              }),
            );
            setName("");
          });
        }}
      >
        <Field label="Key name">
          {(id) => <input id={id} value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field label="Key type">
          {(id) => (
            <select id={id} value={type} onChange={(e) => setType(e.target.value as Key["type"])}>
              <option value="ingestion">Ingestion (sends lines)</option>
              <option value="service">Service (this console and the API)</option>
            </select>
          )}
        </Field>
        <button type="submit" disabled={action.busy}>
          Create key
        </button>
      </form>
      {created && (
        <div className="created-key" role="status" aria-label="New key shown once">
          <p>
            <strong>{created.name}</strong>: copy this key now. This page will not show it again.
          </p>
          <input readOnly aria-label="The new key" value={created.key} onFocus={(e) => e.target.select()} />
          <button type="button" onClick={() => navigator.clipboard?.writeText(created.key)}>
            Copy
          </button>
          <button type="button" className="quiet" onClick={() => setCreated(null)}>
            Done
          </button>
        </div>
      )}
      <Alert message={action.error ?? keys.error} />
      {keys.data && (
        <ItemTable
          label="API keys"
          columns={["Name", "Type", "Member", "Created"]}
          items={keys.data}
          keyOf={(k) => k.id}
          cells={(k) => [
            <>
              {k.name}
              {k.id === myKeyId && <span className="tag"> this console's key</span>}
            </>,
            k.type,
            k.member ?? "account key",
            new Date(k.created).toISOString().slice(0, 10),
          ]}
          actions={(k) => (
            <>
              <button
                type="button"
                className="quiet"
                aria-label={`Rename key ${k.name}`}
                disabled={action.busy}
                onClick={() => {
                  const next = window.prompt(`New name for ${k.name}`, k.name)?.trim();
                  if (next && next !== k.name)
                    action.run(() => sendJson(apiKey, "PUT", `/v1/config/keys/${k.id}`, { name: next }));
                }}
              >
                Rename
              </button>
              <DeleteButton
                label={`Delete key ${k.name}`}
                question={`Delete the key ${k.name}? Whatever uses it stops working.${k.id === myKeyId ? " This console signs out: it uses that key." : ""}`}
                disabled={action.busy}
                onConfirmed={() => action.run(() => sendJson(apiKey, "DELETE", `/v1/config/keys/${k.id}`))}
              />
            </>
          )}
        />
      )}
    </>
  );
}
