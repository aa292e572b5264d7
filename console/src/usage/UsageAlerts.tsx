// Usage alerts: a pipeline's usage threshold alerts (/v3/pipeline/{id}/usage-threshold-alert): bytes in
// (ingress) or delivered (egress) per period against a threshold, a change against the period before, or no
// data, sent to channels. Listed per pipeline; a writer creates one from the form the API's own schema makes
// (UsageThresholdAlertWrite in /openapi.json) and deletes.
import { useState } from "react";
import { Alert } from "../Alert";
import { openApiDocument, sendJson } from "../api";
import { formatBytes } from "../format";
import { SchemaCreateForm } from "../forms/SchemaForm";
import type { JsonSchema } from "../forms/schema";
import { DeleteButton, Field, ItemTable } from "../parts";
import { useAction, useLoad, useRead } from "../use-read";

const SCHEMA: JsonSchema = { $ref: "#/components/schemas/UsageThresholdAlertWrite" };

interface UsageAlert {
  id: string;
  title: string;
  traffic_type: "ingress" | "egress";
  threshold_bytes: number | null;
  percent_increase: number | null;
  percent_decrease: number | null;
  no_data: boolean;
  period_minutes: number;
  alert_channels: { type: string }[];
}

/** What makes the alert fire, in words. */
function conditionsOf(a: UsageAlert): string {
  const when = [
    a.threshold_bytes !== null && `${formatBytes(a.threshold_bytes)} or more`,
    a.percent_increase !== null && `up ${a.percent_increase}%`,
    a.percent_decrease !== null && `down ${a.percent_decrease}%`,
    a.no_data && "no data",
  ].filter(Boolean);
  return `${a.traffic_type}: ${when.join(", ")} in ${a.period_minutes} min`;
}

export function UsageAlerts({ apiKey, writer }: { apiKey: string; writer: boolean }) {
  const pipelines = useRead<{ data: { id: string; title: string }[] }>(apiKey, "/v3/pipeline?limit=1000");
  const [chosen, setChosen] = useState("");
  const pipelineId = chosen || pipelines.data?.data[0]?.id || "";
  return (
    <section className="usage-alerts" aria-labelledby="usage-alerts-title">
      <h2 id="usage-alerts-title">Usage alerts</h2>
      <Alert message={pipelines.error} />
      {pipelines.data?.data.length === 0 && (
        <p className="hint">Usage alerts watch a pipeline: there is none yet.</p>
      )}
      {pipelineId && (
        <>
          <Field label="Pipeline">
            {(id) => (
              <select id={id} value={pipelineId} onChange={(e) => setChosen(e.target.value)}>
                {pipelines.data?.data.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <PipelineAlerts key={pipelineId} apiKey={apiKey} pipelineId={pipelineId} writer={writer} />
        </>
      )}
    </section>
  );
}

function PipelineAlerts({
  apiKey,
  pipelineId,
  writer,
}: {
  apiKey: string;
  pipelineId: string;
  writer: boolean;
}) {
  const path = `/v3/pipeline/${pipelineId}/usage-threshold-alert`;
  const alerts = useRead<{ data: UsageAlert[] }>(apiKey, path);
  const doc = useLoad(openApiDocument, "openapi");
  const action = useAction(alerts.reload);
  return (
    <>
      <Alert message={alerts.error ?? doc.error ?? action.error} />
      {alerts.data && (
        <ItemTable
          label="Usage alerts of the pipeline"
          columns={["Title", "Fires on", "Channels"]}
          items={alerts.data.data}
          keyOf={(a) => a.id}
          cells={(a) => [a.title, conditionsOf(a), a.alert_channels.map((c) => c.type).join(", ")]}
          actions={
            writer
              ? (a) => (
                  <DeleteButton
                    label={`Delete usage alert ${a.title}`}
                    question={`Delete the usage alert ${a.title}?`}
                    disabled={action.busy}
                    onConfirmed={() => action.run(() => sendJson(apiKey, "DELETE", `${path}/${a.id}`))}
                  />
                )
              : undefined
          }
        />
      )}
      {alerts.data?.data.length === 0 && <p className="hint">No usage alert on this pipeline.</p>}
      {writer && doc.data && (
        <details className="new-usage-alert">
          <summary>New usage alert</summary>
          <SchemaCreateForm
            label="New usage alert"
            schema={SCHEMA}
            root={doc.data}
            submit="Create usage alert"
            busy={action.busy}
            create={(body) => action.run(() => sendJson(apiKey, "POST", path, body))}
          />
        </details>
      )}
    </>
  );
}
