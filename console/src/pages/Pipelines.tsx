// Pipelines: the account's pipelines (GET /v3/pipeline), and one pipeline as a graph of its nodes (GET
// /v3/pipeline/{id}/source|transform|sink) with the chosen node's settings beside it, and for a destination
// its delivery status (GET /v3/pipeline/{id}/sink/{sink_id}/delivery). A writer edits a node through the
// form its kind's JSON Schema makes (pipelines/NodeEditor.tsx) and publishes the draft after seeing what it
// changes (pipelines/Publish.tsx).
import { lazy, Suspense, useState } from "react";
import { Link, useParams } from "wouter";
import { Alert } from "../Alert";
import { apiJson, sendJson } from "../api";
import { type Caller, canWrite } from "../caller";
import { JsonTree } from "../logs/JsonTree";
import { inputOf, type NodeClass, type PipelineNode } from "../pipelines/layout";
import { NodeEditor } from "../pipelines/NodeEditor";
import { PublishDialog } from "../pipelines/Publish";
import { countsOf, Simulate, type SimulatedNode } from "../pipelines/Simulate";
import { Tap } from "../pipelines/Tap";
import { useAction, useLoad, useRead } from "../use-read";

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

export function PipelinePage({ apiKey, caller }: { apiKey: string; caller: Caller | null }) {
  const { pipelineId } = useParams<{ pipelineId: string }>();
  const writer = canWrite(caller);
  // Read again after a change made here (a node saved, a publish).
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  const [publishing, setPublishing] = useState(false);
  const [simulating, setSimulating] = useState(false);
  const [simulated, setSimulated] = useState<SimulatedNode[] | null>(null);
  // Events caught by the latest tap of each node.
  const [tapped, setTapped] = useState<Record<string, number>>({});
  const notes: Record<string, string> = {};
  for (const n of simulated ?? []) notes[n.node_id] = countsOf(n);
  for (const [id, count] of Object.entries(tapped))
    notes[id] = [notes[id], `tapped ${count}`].filter(Boolean).join(" · ");
  const { data: loaded, error } = useLoad(
    async () => {
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
    },
    `${apiKey} ${pipelineId}`,
    version,
  );
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
          <div className="form-actions">
            {writer && nodes && (
              <button type="button" onClick={() => setPublishing(true)}>
                Publish
              </button>
            )}
            {nodes?.some((n) => n.nodeClass === "source") && (
              <button
                type="button"
                className="quiet"
                aria-pressed={simulating}
                onClick={() => {
                  setSimulating(!simulating);
                  setSimulated(null);
                }}
              >
                Simulate
              </button>
            )}
          </div>
          {publishing && nodes && (
            <PublishDialog
              apiKey={apiKey}
              pipelineId={pipelineId}
              title={pipeline.title}
              draft={nodes.map((n) => n.node)}
              onClose={() => setPublishing(false)}
              onPublished={() => {
                setPublishing(false);
                reload();
              }}
            />
          )}
        </>
      )}
      {nodes && nodes.length === 0 && <p className="hint">This pipeline has no nodes yet.</p>}
      {nodes && nodes.length > 0 && (
        <div className="pipeline-body">
          <Suspense fallback={<p role="status">Loading the graph…</p>}>
            <PipelineGraph nodes={nodes} selected={selected} onSelect={setSelected} notes={notes} />
          </Suspense>
          {chosen ? (
            <NodePanel
              key={`${chosen.node.id} ${chosen.node.generation_id}`}
              apiKey={apiKey}
              pipelineId={pipelineId}
              writer={writer}
              onChanged={reload}
              onTapped={(count) => setTapped((t) => ({ ...t, [chosen.node.id]: count }))}
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
      {/* Below the graph, so that the graph and its counts stay where they were. */}
      {simulating && nodes && (
        <Simulate
          apiKey={apiKey}
          pipelineId={pipelineId}
          sources={nodes.filter((n) => n.nodeClass === "source").map((n) => n.node)}
          writer={writer}
          onResult={setSimulated}
        />
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
  writer,
  onChanged,
  onTapped,
}: {
  apiKey: string;
  pipelineId: string;
  writer: boolean;
  /** A tap of this node caught `count` events. */
  onTapped: (count: number) => void;
  /** The node was saved (or someone else's save must be read): read the pipeline again. */
  onChanged: () => void;
  nodeClass: NodeClass;
  node: PipelineNode;
  /** A node's title by its id (inputs name nodes by id). */
  titleOf: (id: string) => string;
}) {
  const inputs = (node.inputs ?? []).map((input) => {
    const { node: from, output } = inputOf(input);
    return output ? `${titleOf(from)} (${output})` : titleOf(from);
  });
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <aside className="node-panel" aria-label={`Node ${node.title}`}>
        <h2>{node.title}</h2>
        <NodeEditor
          apiKey={apiKey}
          pipelineId={pipelineId}
          nodeClass={nodeClass}
          node={node}
          onSaved={onChanged}
          onCancel={() => setEditing(false)}
          onReload={onChanged}
        />
      </aside>
    );
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
      {writer && (
        <button type="button" className="quiet" onClick={() => setEditing(true)}>
          Edit node
        </button>
      )}
      {Object.keys(node.user_config).length > 0 ? (
        <JsonTree value={node.user_config} />
      ) : (
        <p className="hint">None</p>
      )}
      <Tap apiKey={apiKey} pipelineId={pipelineId} node={node} onCaught={onTapped} />
      {nodeClass === "sink" && (
        <Delivery apiKey={apiKey} pipelineId={pipelineId} sinkId={node.id} writer={writer} />
      )}
    </aside>
  );
}

interface DeadLetter {
  id: string;
  events: number;
  first_failed_at: string;
  dead_lettered_at: string;
  replaying: boolean;
  last_error: DeliveryStatus["last_error"];
}

/**
 * A destination's delivery: counts, the last success and error, and the batches it dead-lettered (GET
 * …/dead-letter, newest first) with `Replay all` and a replay per batch (POST …/dead-letter/replay) for writers.
 */
function Delivery({
  apiKey,
  pipelineId,
  sinkId,
  writer,
}: {
  apiKey: string;
  pipelineId: string;
  sinkId: string;
  writer: boolean;
}) {
  const base = `/v3/pipeline/${pipelineId}/sink/${sinkId}`;
  const read = useRead<Envelope<DeliveryStatus>>(apiKey, `${base}/delivery`);
  const letters = useRead<Envelope<DeadLetter[]>>(apiKey, `${base}/dead-letter`);
  const [queued, setQueued] = useState<string | null>(null);
  const action = useAction(() => {
    read.reload();
    letters.reload();
  });
  const replay = (id?: string) =>
    action.run(async () => {
      const { data } = await sendJson<Envelope<{ batches: number; events: number }>>(
        apiKey,
        "POST",
        `${base}/dead-letter/replay`,
        id ? { id } : {},
      );
      setQueued(`Queued again: ${data.batches} batch(es), ${data.events} event(s).`);
    });
  const status = read.data?.data ?? null;
  const dead = letters.data?.data ?? [];
  return (
    <section aria-label="Delivery">
      <h3>Delivery</h3>
      {read.error && <p className="error">{read.error}</p>}
      {!status && !read.error && <p className="hint">Loading…</p>}
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
      <Alert message={letters.error ?? action.error} />
      {queued && <p role="status">{queued}</p>}
      {dead.length > 0 && (
        <ul className="dead-letters" aria-label="Dead letters">
          {dead.map((d) => (
            <li key={d.id}>
              <div className="dead-letter-head">
                <span>
                  {when(d.dead_lettered_at)} · {d.events.toLocaleString()} events
                  {d.replaying ? " · replay queued" : ""}
                </span>
                {writer && (
                  <button
                    type="button"
                    className="quiet"
                    aria-label={`Replay the batch dead-lettered ${when(d.dead_lettered_at)}`}
                    disabled={action.busy || d.replaying}
                    onClick={() => replay(d.id)}
                  >
                    Replay
                  </button>
                )}
              </div>
              {d.last_error && <p className="error">{d.last_error.message}</p>}
            </li>
          ))}
        </ul>
      )}
      <div className="delivery-actions">
        {writer && dead.length > 0 && (
          <button type="button" disabled={action.busy} onClick={() => replay()}>
            Replay all
          </button>
        )}
        <button
          type="button"
          className="quiet"
          onClick={() => {
            read.reload();
            letters.reload();
          }}
        >
          Refresh delivery
        </button>
      </div>
    </section>
  );
}
