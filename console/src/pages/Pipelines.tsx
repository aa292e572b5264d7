// Pipelines: the account's pipelines (GET /v3/pipeline), and one pipeline as a graph of its nodes (GET
// /v3/pipeline/{id}/source|transform|sink) with the chosen node's settings beside it, and for a destination
// its delivery status (GET /v3/pipeline/{id}/sink/{sink_id}/delivery).
import { lazy, Suspense, useState } from "react";
import { Link, useParams } from "wouter";
import { Alert } from "../Alert";
import { apiJson } from "../api";
import { JsonTree } from "../logs/JsonTree";
import { inputOf, type NodeClass, type PipelineNode } from "../pipelines/layout";
import { useLoad, useRead } from "../use-read";

const PipelineGraph = lazy(() => import("../pipelines/PipelineGraph"));

interface Pipeline {
  id: string;
  title: string;
  description: string | null;
  processing_status: "enabled" | "disabled";
  published_at: string | null;
  updated_at: string;
}

interface Envelope<T> {
  data: T;
}

interface DeliveryStatus {
  delivered_events: number;
  retrying_events: number;
  dead_letter_events: number;
  last_success_at: string | null;
  last_error: { at: string; status: number | null; message: string } | null;
}

const CLASSES: NodeClass[] = ["source", "transform", "sink"];
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "never");

export default function Pipelines({ apiKey }: { apiKey: string }) {
  const read = useRead<Envelope<Pipeline[]>>(apiKey, "/v3/pipeline?limit=1000");
  const pipelines = read.data?.data ?? null;
  const error = read.error;
  return (
    <section className="page pipelines" aria-labelledby="pipelines-title">
      <h1 id="pipelines-title">Pipelines</h1>
      <Alert message={error} />
      {!pipelines && !error && <p role="status">Loading…</p>}
      {pipelines?.length === 0 && (
        <p className="hint">No pipelines yet: create one with POST /v3/pipeline.</p>
      )}
      {pipelines && pipelines.length > 0 && (
        <table className="list">
          <thead>
            <tr>
              <th scope="col">Pipeline</th>
              <th scope="col">Processing</th>
              <th scope="col">Published</th>
            </tr>
          </thead>
          <tbody>
            {pipelines.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  <Link href={`/pipelines/${p.id}`}>{p.title}</Link>
                </th>
                <td>{p.processing_status}</td>
                <td>{when(p.published_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function PipelinePage({ apiKey }: { apiKey: string }) {
  const { pipelineId } = useParams<{ pipelineId: string }>();
  const { data: loaded, error } = useLoad(async () => {
    const base = `/v3/pipeline/${encodeURIComponent(pipelineId)}`;
    const [p, ...lists] = await Promise.all([
      apiJson<Envelope<Pipeline>>(apiKey, base),
      ...CLASSES.map((c) => apiJson<Envelope<PipelineNode[]>>(apiKey, `${base}/${c}`)),
    ]);
    return {
      pipeline: (p as Envelope<Pipeline>).data,
      nodes: CLASSES.flatMap((nodeClass, i) =>
        (lists[i] as Envelope<PipelineNode[]>).data.map((node) => ({ nodeClass, node })),
      ),
    };
  }, `${apiKey} ${pipelineId}`);
  const pipeline = loaded?.pipeline ?? null;
  const nodes = loaded?.nodes ?? null;
  const [selected, setSelected] = useState<string | null>(null);

  const chosen = nodes?.find((n) => n.node.id === selected) ?? null;
  return (
    <section className="page pipeline" aria-labelledby="pipeline-title">
      <p>
        <Link href="/pipelines">All pipelines</Link>
      </p>
      <Alert message={error} />
      {!pipeline && !error && <p role="status">Loading…</p>}
      {pipeline && (
        <>
          <h1 id="pipeline-title">{pipeline.title}</h1>
          <p className="hint">
            Processing {pipeline.processing_status} · published {when(pipeline.published_at)}
            {pipeline.description ? ` · ${pipeline.description}` : ""}
          </p>
        </>
      )}
      {nodes && nodes.length === 0 && <p className="hint">This pipeline has no nodes yet.</p>}
      {nodes && nodes.length > 0 && (
        <div className="pipeline-body">
          <Suspense fallback={<p role="status">Loading the graph…</p>}>
            <PipelineGraph nodes={nodes} selected={selected} onSelect={setSelected} />
          </Suspense>
          {chosen ? (
            <NodePanel
              apiKey={apiKey}
              pipelineId={pipelineId}
              {...chosen}
              titleOf={(id) => nodes.find((n) => n.node.id === id)?.node.title ?? id}
            />
          ) : (
            // Always there, so the graph keeps its width when a node is chosen.
            <aside className="node-panel" aria-label="Node">
              <p className="hint">Choose a node to see its settings.</p>
            </aside>
          )}
        </div>
      )}
    </section>
  );
}

function NodePanel({
  apiKey,
  pipelineId,
  nodeClass,
  node,
  titleOf,
}: {
  apiKey: string;
  pipelineId: string;
  nodeClass: NodeClass;
  node: PipelineNode;
  /** A node's title by its id (inputs name nodes by id). */
  titleOf: (id: string) => string;
}) {
  const inputs = (node.inputs ?? []).map((input) => {
    const { node: from, output } = inputOf(input);
    return output ? `${titleOf(from)} (${output})` : titleOf(from);
  });
  return (
    <aside className="node-panel" aria-label={`Node ${node.title}`}>
      <h2>{node.title}</h2>
      <dl className="facts">
        <dt>Type</dt>
        <dd>{node.type}</dd>
        {node.description && (
          <>
            <dt>Description</dt>
            <dd>{node.description}</dd>
          </>
        )}
        {inputs.length > 0 && (
          <>
            <dt>Inputs</dt>
            <dd>{inputs.join(", ")}</dd>
          </>
        )}
        {node.outputs.length > 0 && (
          <>
            <dt>Outputs</dt>
            <dd>{node.outputs.map((o) => o.label).join(", ")}</dd>
          </>
        )}
        <dt>Generation</dt>
        <dd>{node.generation_id}</dd>
      </dl>
      <h3>Settings</h3>
      {Object.keys(node.user_config).length > 0 ? (
        <JsonTree value={node.user_config} />
      ) : (
        <p className="hint">None</p>
      )}
      {nodeClass === "sink" && <Delivery apiKey={apiKey} pipelineId={pipelineId} sinkId={node.id} />}
    </aside>
  );
}

function Delivery({ apiKey, pipelineId, sinkId }: { apiKey: string; pipelineId: string; sinkId: string }) {
  const read = useRead<Envelope<DeliveryStatus>>(
    apiKey,
    `/v3/pipeline/${pipelineId}/sink/${sinkId}/delivery`,
  );
  const status = read.data?.data ?? null;
  const error = read.error;
  return (
    <section aria-label="Delivery">
      <h3>Delivery</h3>
      {error && <p className="error">{error}</p>}
      {!status && !error && <p className="hint">Loading…</p>}
      {status && (
        <dl className="facts">
          <dt>Delivered</dt>
          <dd>{status.delivered_events.toLocaleString()} events</dd>
          <dt>Retrying</dt>
          <dd>{status.retrying_events.toLocaleString()} events</dd>
          <dt>Dead letters</dt>
          <dd>{status.dead_letter_events.toLocaleString()} events</dd>
          <dt>Last success</dt>
          <dd>{when(status.last_success_at)}</dd>
          {status.last_error && (
            <>
              <dt>Last error</dt>
              <dd className="error">
                {when(status.last_error.at)}: {status.last_error.message}
              </dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
