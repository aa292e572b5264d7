// Test pipelines for the metrics, incident-mode and usage-alert tests, built through the API.
import { expect } from "vitest";
import type { client } from "../helpers";

type Api = ReturnType<typeof client>;

/** An http source -> blackhole destination pipeline (draft only). */
export async function sourceSinkPipeline(api: Api, title = "metrics") {
  const created = await api.post("/v3/pipeline", { title });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const pipeline = created.body.data.id as string;
  const source = (await api.post(`/v3/pipeline/${pipeline}/source`, { type: "http" })).body.data.id as string;
  const sinkRes = await api.post(`/v3/pipeline/${pipeline}/sink`, { type: "blackhole", inputs: [source] });
  expect(sinkRes.status, JSON.stringify(sinkRes.body)).toBe(200);
  return { pipeline, source, sink: sinkRes.body.data.id as string };
}

/** Per-minute live counters, as live runs write them (src/live/run.ts recordUsage). */
export function liveUsageRow(
  accountId: string,
  pipelineId: string,
  componentId: string,
  kind: "source" | "processor" | "destination",
  ms: number,
  figures: { eventsIn?: number; eventsOut?: number; bytesIn?: number; bytesOut?: number },
) {
  return [
    "INSERT INTO component_usage (account_id, pipeline_id, component_id, minute, component_kind, events_in, events_out, events_dropped, bytes_in, bytes_out) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)",
    [
      accountId,
      pipelineId,
      componentId,
      Math.floor(ms / 60_000),
      kind,
      figures.eventsIn ?? 0,
      figures.eventsOut ?? 0,
      figures.bytesIn ?? 0,
      figures.bytesOut ?? 0,
    ],
  ] as const;
}
