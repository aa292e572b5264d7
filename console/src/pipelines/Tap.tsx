// Tapping a node of the published pipeline: the events that leave it (for a destination, that reach it) in
// live runs while the tap is open, up to 10 within 20 s (POST /v3/pipeline/{id}/tap/{node_id}). The count
// goes on the node's box in the graph; the events are listed here.
import { useState } from "react";
import { Alert } from "../Alert";
import { sendJson } from "../api";
import { useAction } from "../use-read";
import { EventView } from "./EventView";
import type { PipelineNode } from "./layout";

const LIMIT = 10;
const TIMEOUT_S = 20;

interface TapAnswer {
  meta: { count: number; ended: "limit" | "bytes" | "timeout"; oversized: number };
  data: { message: unknown; timestamp: number }[];
}

const WHY = {
  limit: `the first ${LIMIT}`,
  bytes: "1 MiB reached",
  timeout: `${TIMEOUT_S} s passed`,
};

export function Tap({
  apiKey,
  pipelineId,
  node,
  onCaught,
}: {
  apiKey: string;
  pipelineId: string;
  node: PipelineNode;
  /** How many events the tap caught, for the graph. */
  onCaught: (count: number) => void;
}) {
  const [answer, setAnswer] = useState<TapAnswer | null>(null);
  const action = useAction();
  const listening = action.busy;
  const tap = () =>
    action.run(async () => {
      setAnswer(null);
      const caught = await sendJson<TapAnswer>(apiKey, "POST", `/v3/pipeline/${pipelineId}/tap/${node.id}`, {
        limit: LIMIT,
        timeout: TIMEOUT_S,
      });
      setAnswer(caught);
      onCaught(caught.meta.count);
    });

  return (
    <section aria-label="Tap">
      <h3>Tap</h3>
      <p className="hint">
        The events leaving this node in live runs of the published pipeline, for up to {TIMEOUT_S} s.
      </p>
      <button type="button" className="quiet" disabled={listening} onClick={tap}>
        Tap node
      </button>
      {listening && <p role="status">Listening for events leaving {node.title}…</p>}
      <Alert message={action.error} />
      {answer && (
        <>
          <p role="status">
            {answer.meta.count} event{answer.meta.count === 1 ? "" : "s"} caught ({WHY[answer.meta.ended]})
            {answer.meta.oversized > 0 ? `, ${answer.meta.oversized} over 64 KiB not shown` : ""}
          </p>
          <ul className="tapped" aria-label="Tapped events">
            {answer.data.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: events have no identity but their place
              <li key={i}>
                <EventView message={e.message} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
