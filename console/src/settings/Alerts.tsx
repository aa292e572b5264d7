// Preset alerts (/v1/config/presetalert): named sets of alert channels (email, webhook, Slack, PagerDuty) that
// views attach. The form is generated from the API's own schema (PresetAlertWrite in /openapi.json).
import { useState } from "react";
import { Alert } from "../Alert";
import { sendJson } from "../api";
import { SchemaForm } from "../forms/SchemaForm";
import { cleanValue, initialValue, type JsonSchema } from "../forms/schema";
import { useAction, useLoad, useRead } from "../use-read";
import { DeleteButton, ItemTable } from "./parts";
import { openApiDocument } from "./resource";

const PATH = "/v1/config/presetalert";
const SCHEMA: JsonSchema = { $ref: "#/components/schemas/PresetAlertWrite" };

interface Preset {
  presetid: string;
  name: string;
  channels: {
    integration: string;
    emails?: string[];
    url?: string;
    operator: string;
    triggerlimit: number;
  }[];
}

const channelText = (c: Preset["channels"][number]) =>
  `${c.integration}${c.emails ? ` to ${c.emails.join(", ")}` : ""} on ${c.operator} of ${c.triggerlimit} line(s)`;

export function Alerts({ apiKey, writer }: { apiKey: string; writer: boolean }) {
  const doc = useLoad(openApiDocument, "openapi");
  const presets = useRead<Preset[]>(apiKey, PATH);
  const action = useAction(presets.reload);
  const [draft, setDraft] = useState<unknown>(undefined);
  const value = draft ?? (doc.data ? initialValue(SCHEMA, doc.data) : undefined);

  return (
    <>
      <Alert message={doc.error ?? presets.error ?? action.error} />
      {writer && doc.data && (
        <form
          className="schema-form"
          aria-label="New preset alert"
          onSubmit={(e) => {
            e.preventDefault();
            action
              .run(() => sendJson(apiKey, "POST", PATH, cleanValue(value, SCHEMA, doc.data)))
              .then((ok) => ok && setDraft(undefined));
          }}
        >
          <SchemaForm schema={SCHEMA} root={doc.data} value={value} onChange={setDraft} />
          <div className="form-actions">
            <button type="submit" disabled={action.busy}>
              Create preset alert
            </button>
          </div>
        </form>
      )}
      {presets.data && (
        <ItemTable
          label="Preset alerts"
          columns={["Name", "Channels"]}
          items={presets.data}
          keyOf={(p) => p.presetid}
          cells={(p) => [p.name, p.channels.map(channelText).join("; ")]}
          actions={
            writer
              ? (p) => (
                  <DeleteButton
                    label={`Delete preset alert ${p.name}`}
                    question={`Delete the preset alert ${p.name}? Views attaching it keep their own channels.`}
                    disabled={action.busy}
                    onConfirmed={() => action.run(() => sendJson(apiKey, "DELETE", `${PATH}/${p.presetid}`))}
                  />
                )
              : undefined
          }
        />
      )}
    </>
  );
}
