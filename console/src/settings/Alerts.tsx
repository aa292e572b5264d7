// Preset alerts (/v1/config/presetalert): named sets of alert channels (email, webhook, Slack, PagerDuty) that
// views attach. The form is generated from the API's own schema (PresetAlertWrite in /openapi.json).
import { Alert } from "../Alert";
import { openApiDocument, sendJson } from "../api";
import { SchemaCreateForm } from "../forms/SchemaForm";
import type { JsonSchema } from "../forms/schema";
import { DeleteButton, ItemTable } from "../parts";
import { useAction, useLoad, useRead } from "../use-read";

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

  return (
    <>
      <Alert message={doc.error ?? presets.error ?? action.error} />
      {writer && doc.data && (
        <SchemaCreateForm
          label="New preset alert"
          schema={SCHEMA}
          root={doc.data}
          submit="Create preset alert"
          busy={action.busy}
          create={(body) => action.run(() => sendJson(apiKey, "POST", PATH, body))}
        />
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
