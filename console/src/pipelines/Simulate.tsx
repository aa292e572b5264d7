// Simulating the draft before publishing it: a sample of events for one of the pipeline's sources (typed
// here, or one saved before) goes through the draft graph (POST /v3/pipeline/{id}/simulate/{source_id});
// nothing is delivered and nothing live changes. Each node's counts come back to the graph (events in, out,
// dropped), and beside it a table of what each node did, with drop reasons, and what each destination would
// have received.
import { useState } from "react";
import { Alert } from "../Alert";
import { sendJson } from "../api";
import { Field } from "../parts";
import { useAction, useRead } from "../use-read";
import { EventView } from "./EventView";
import type { PipelineNode } from "./layout";

export interface SimulatedNode {
  node_id: string;
  title: string;
  events_in: number;
  events_out: Record<string, number>;
  events_dropped: number;
  drop_reasons: Record<string, number>;
}

interface Simulation {
  events: number;
  nodes: SimulatedNode[];
  destinations: { destination_id: string; title: string; events: { message: unknown }[]; count: number }[];
}

interface Sample {
  id: string;
  title: string;
  format: string;
  status: "ready" | "capturing" | "timed_out";
  event_count: number;
}

const FORMATS = [
  { value: "ndjson", label: "JSON lines" },
  { value: "json", label: "A JSON array" },
  { value: "text", label: "Text, a line per event" },
];

/** A node's counts as the graph shows them. */
export const countsOf = (n: SimulatedNode) => {
  const out = Object.values(n.events_out).reduce((a, b) => a + b, 0);
  return `in ${n.events_in} · out ${out}${n.events_dropped ? ` · dropped ${n.events_dropped}` : ""}`;
};

export function Simulate({
  apiKey,
  pipelineId,
  sources,
  writer,
  onResult,
}: {
  apiKey: string;
  pipelineId: string;
  sources: PipelineNode[];
  writer: boolean;
  /** The answer (null: cleared), for the graph to show each node's counts. */
  onResult: (nodes: SimulatedNode[] | null) => void;
}) {
  const [sourceId, setSourceId] = useState(sources[0]?.id ?? "");
  const samplesPath = `/v3/pipeline/${pipelineId}/source/${sourceId}/sample`;
  const samples = useRead<{ data: Sample[] }>(apiKey, samplesPath);
  // "" = the events typed here (writers only: saving them as a sample is a write).
  const [sampleId, setSampleId] = useState("");
  const [format, setFormat] = useState("ndjson");
  const [data, setData] = useState("");
  const [result, setResult] = useState<Simulation | null>(null);
  const action = useAction();
  const saved = samples.data?.data ?? [];
  const chosen = sampleId || (!writer && saved[0]?.id) || "";

  const run = () =>
    action.run(async () => {
      // Typed events are saved as a sample of the source first: simulation runs a saved sample.
      const id =
        chosen ||
        (
          await sendJson<{ data: Sample }>(apiKey, "POST", samplesPath, {
            title: `console ${new Date().toISOString()}`,
            format,
            data,
          })
        ).data.id;
      const answer = await sendJson<{ data: Simulation }>(
        apiKey,
        "POST",
        `/v3/pipeline/${pipelineId}/simulate/${sourceId}`,
        { pipeline_sample_id: id },
      );
      setResult(answer.data);
      onResult(answer.data.nodes);
      if (!chosen) samples.reload();
    });

  return (
    <section className="simulate" aria-label="Simulation">
      <h2>Simulate the draft</h2>
      <form
        className="settings-form"
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
      >
        <Field label="Source">
          {(id) => (
            <select
              id={id}
              value={sourceId}
              onChange={(e) => {
                // A sample belongs to its source.
                setSourceId(e.target.value);
                setSampleId("");
              }}
            >
              {sources.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Sample">
          {(id) => (
            <select id={id} value={chosen} onChange={(e) => setSampleId(e.target.value)}>
              {writer && <option value="">Events typed below</option>}
              {saved.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title} ({s.event_count} events{s.status === "capturing" ? ", capturing" : ""})
                </option>
              ))}
            </select>
          )}
        </Field>
        {!chosen && writer && (
          <>
            <Field label="Format">
              {(id) => (
                <select id={id} value={format} onChange={(e) => setFormat(e.target.value)}>
                  {FORMATS.map((f) => (
                    <option key={f.value} value={f.value}>
                      {f.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Sample events" grow>
              {(id) => (
                <textarea
                  id={id}
                  className="json"
                  rows={4}
                  required
                  placeholder={'{"message": "GET /health 200", "level": "info"}'}
                  value={data}
                  onChange={(e) => setData(e.target.value)}
                />
              )}
            </Field>
          </>
        )}
        <button type="submit" disabled={action.busy || (!chosen && !writer)}>
          Run simulation
        </button>
        {result && (
          <button
            type="button"
            className="quiet"
            onClick={() => {
              setResult(null);
              onResult(null);
            }}
          >
            Clear
          </button>
        )}
      </form>
      <Alert message={action.error ?? samples.error} />
      {result && (
        <>
          <table className="list" aria-label="What each node did">
            <thead>
              <tr>
                <th scope="col">Node</th>
                <th scope="col">In</th>
                <th scope="col">Out</th>
                <th scope="col">Dropped</th>
              </tr>
            </thead>
            <tbody>
              {result.nodes.map((n) => (
                <tr key={n.node_id}>
                  <th scope="row">{n.title}</th>
                  <td>{n.events_in}</td>
                  <td>
                    {Object.entries(n.events_out)
                      .map(([output, count]) => (output === "default" ? `${count}` : `${output} ${count}`))
                      .join(", ")}
                  </td>
                  <td>
                    {n.events_dropped}
                    {Object.entries(n.drop_reasons).map(([reason, count]) => (
                      <div key={reason} className="hint">
                        {count} × {reason}
                      </div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.destinations.map((d) => (
            <section key={d.destination_id} aria-label={`Would reach ${d.title}`}>
              <h3>
                {d.title}: {d.count} event{d.count === 1 ? "" : "s"}
              </h3>
              {d.events.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: events have no identity but their place
                <EventView key={i} message={e.message} />
              ))}
            </section>
          ))}
        </>
      )}
    </section>
  );
}
