// A node's settings as a form: its title, description and on/off, and its `user_config` as the form the
// catalog's JSON Schema of its kind makes (GET /v3/pipeline/node). Saved with PUT and the generation_id the
// form was opened with: if someone saved the node since, the API answers 409 and the form says so, keeping
// what the user typed, until they reload the node.
import { useState } from "react";
import { Alert } from "../Alert";
import { ApiFailure, apiJson, readOnce, sendJson } from "../api";
import { SchemaForm } from "../forms/SchemaForm";
import { cleanValue, type JsonSchema } from "../forms/schema";
import { Field } from "../parts";
import { useAction, useLoad } from "../use-read";
import type { NodeClass, PipelineNode } from "./layout";

interface CatalogEntry {
  type: string;
  kind: "source" | "processor" | "destination";
  title: string;
  schema: JsonSchema;
}

const KIND_OF: Record<NodeClass, CatalogEntry["kind"]> = {
  source: "source",
  transform: "processor",
  sink: "destination",
};

/** The node catalog: the same for every account and key, read once a page load. */
const nodeCatalog = readOnce((apiKey: string) =>
  apiJson<{ data: CatalogEntry[] }>(apiKey, "/v3/pipeline/node").then((r) => r.data),
);

/** The PUT body of a node: its current shape with the form's fields, and the generation it was read at. */
function updateBody(
  nodeClass: NodeClass,
  node: PipelineNode,
  form: { title: string; description: string; disabled: boolean; config: unknown },
  schema: JsonSchema,
) {
  return {
    type: node.type,
    title: form.title.trim(),
    description: form.description.trim() || null,
    disabled: form.disabled,
    user_config: cleanValue(form.config, schema, schema),
    generation_id: node.generation_id,
    ...(nodeClass === "source"
      ? { deploy_type: node.deploy_type ?? "saas", gateway_route_id: node.gateway_route_id ?? null }
      : { inputs: node.inputs ?? [] }),
  };
}

export function NodeEditor({
  apiKey,
  pipelineId,
  nodeClass,
  node,
  onSaved,
  onCancel,
  onReload,
}: {
  apiKey: string;
  pipelineId: string;
  nodeClass: NodeClass;
  node: PipelineNode;
  onSaved: () => void;
  onCancel: () => void;
  /** Closes the form and reads the pipeline again (after a 409: someone else's change). */
  onReload: () => void;
}) {
  const entries = useLoad(() => nodeCatalog(apiKey), "catalog");
  const entry = entries.data?.find((e) => e.type === node.type && e.kind === KIND_OF[nodeClass]);
  const [form, setForm] = useState({
    title: node.title,
    description: node.description ?? "",
    disabled: node.disabled,
    config: node.user_config as unknown,
  });
  const action = useAction(onSaved);
  const error = action.error;
  const stale = action.failure instanceof ApiFailure && action.failure.status === 409;
  const save = () =>
    entry &&
    action.run(() =>
      sendJson(
        apiKey,
        "PUT",
        `/v3/pipeline/${pipelineId}/${nodeClass}/${node.id}`,
        updateBody(nodeClass, node, form, entry.schema),
      ),
    );

  return (
    <form
      className="schema-form node-editor"
      aria-label={`Edit ${node.title}`}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Alert message={entries.error} />
      {!entries.data && !entries.error && <p role="status">Loading…</p>}
      {entries.data && !entry && <p className="error">The catalog has no {node.type} kind to edit.</p>}
      {entry && (
        <>
          <Field label="Title">
            {(id) => (
              <input
                id={id}
                required
                value={form.title}
                onChange={(e) => setForm({ ...form, title: e.target.value })}
              />
            )}
          </Field>
          <Field label="Description">
            {(id) => (
              <input
                id={id}
                value={form.description}
                onChange={(e) => setForm({ ...form, description: e.target.value })}
              />
            )}
          </Field>
          <div className="field check">
            <input
              id="node-disabled"
              type="checkbox"
              checked={form.disabled}
              onChange={(e) => setForm({ ...form, disabled: e.target.checked })}
            />
            <label htmlFor="node-disabled">Disabled</label>
          </div>
          <SchemaForm
            schema={entry.schema}
            root={entry.schema}
            label="Settings"
            value={form.config}
            onChange={(config) => setForm({ ...form, config })}
          />
        </>
      )}
      {error && (
        <div role="alert" className="error">
          <p>
            {stale
              ? `Someone else saved this node since you opened it (${error}). Reload the node to see their change (what you typed here is then dropped), or copy what you typed first.`
              : error}
          </p>
          {stale && (
            <button type="button" className="quiet" onClick={onReload}>
              Reload node
            </button>
          )}
        </div>
      )}
      <div className="form-actions">
        <button type="submit" disabled={action.busy || !entry}>
          Save node
        </button>
        <button type="button" className="quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
