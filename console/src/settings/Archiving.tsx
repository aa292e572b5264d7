// Archiving (/v1/config/archiving): the account's one configuration, as a form generated from the API's own
// schema of it (ArchivingConfig in /openapi.json: one set of fields per integration), and the days archived.
// Secrets come back as `********` to any key but the one that set them; saving that back keeps them.
import { useEffect, useState } from "react";
import { Alert } from "../Alert";
import { ApiFailure, apiJson, openApiDocument, sendJson } from "../api";
import { formatBytes } from "../format";
import { SchemaForm } from "../forms/SchemaForm";
import { cleanValue, initialValue, type JsonSchema } from "../forms/schema";
import { DeleteButton, ItemTable } from "../parts";
import { useAction, useLoad, useRead } from "../use-read";

const PATH = "/v1/config/archiving";
const SCHEMA: JsonSchema = { $ref: "#/components/schemas/ArchivingConfig" };

interface Run {
  day: string;
  status: "running" | "done" | "failed";
  object_key: string | null;
  lines: number;
  bytes: number;
  compressed_bytes: number;
  error: string | null;
}

/** The configuration, or null when the account has none (404). */
const readConfig = (apiKey: string) =>
  apiJson<Record<string, unknown>>(apiKey, PATH).catch((err) => {
    if (err instanceof ApiFailure && err.status === 404) return null;
    throw err;
  });

export function Archiving({ apiKey }: { apiKey: string }) {
  const doc = useLoad(openApiDocument, "openapi");
  const [version, setVersion] = useState(0);
  const config = useLoad(() => readConfig(apiKey), apiKey, version);
  const runs = useRead<Run[]>(apiKey, `${PATH}/runs?limit=30`);
  const action = useAction(() => setVersion((v) => v + 1));
  const [value, setValue] = useState<unknown>(undefined);
  const exists = config.data !== null && config.data !== undefined;

  // The form starts from what is stored, or from the schema's first integration.
  useEffect(() => {
    if (config.data === undefined || !doc.data) return;
    setValue(config.data ?? initialValue(SCHEMA, doc.data));
  }, [config.data, doc.data]);

  const loading = (!doc.data && !doc.error) || (config.data === undefined && !config.error);
  return (
    <>
      <Alert message={doc.error ?? config.error ?? action.error} />
      {loading && <p role="status">Loading…</p>}
      {doc.data && config.data !== undefined && value !== undefined && (
        <form
          className="schema-form"
          aria-label="Archiving configuration"
          onSubmit={(e) => {
            e.preventDefault();
            action.run(() =>
              sendJson(apiKey, exists ? "PUT" : "POST", PATH, cleanValue(value, SCHEMA, doc.data)),
            );
          }}
        >
          <p className="hint">
            {exists
              ? "Each UTC day is archived to this storage the next day."
              : "Archiving is off: no configuration is stored."}
          </p>
          <SchemaForm schema={SCHEMA} root={doc.data} value={value} onChange={setValue} />
          <div className="form-actions">
            <button type="submit" disabled={action.busy}>
              Save archiving
            </button>
            {exists && (
              <DeleteButton
                label="Stop archiving"
                question="Stop archiving? Days already archived stay where they are."
                disabled={action.busy}
                onConfirmed={() => action.run(() => sendJson(apiKey, "DELETE", PATH))}
              >
                Stop archiving
              </DeleteButton>
            )}
          </div>
        </form>
      )}
      {runs.data && runs.data.length > 0 && (
        <ItemTable
          label="Archived days"
          columns={["Day", "Status", "Lines", "Compressed", "Object or error"]}
          items={runs.data}
          keyOf={(r) => r.day}
          cells={(r) => [
            r.day,
            r.status,
            r.lines.toLocaleString(),
            formatBytes(r.compressed_bytes),
            r.error ?? r.object_key,
          ]}
        />
      )}
    </>
  );
}
