// Pipeline alerts in a live run: each active alert of the pipeline joins the graph as a pseudo destination
// that takes the component's outputs it names, so the runner hands it exactly the events those outputs
// emitted. They are then sent to the alert's Durable Object (one call per alert per batch) and left out of
// deliveries and usage. An alert's object that cannot be reached costs the alert that batch, never the
// ingestion: the events were accepted and reached their destinations.
import { and, eq } from "drizzle-orm";
import { type AlertRuntime, alertRuntimeOf } from "../alerts/pipeline-alert-notify";
import type { Db } from "../db/client";
import { pipelineAlerts } from "../db/schema";
import { callObject } from "../durable/call";
import { pipelineAlertStub } from "../durable/pipeline-alert";
import type { PipelineEvent } from "../engine/events";
import type { RunnableNode, RunResult } from "../engine/runner";
import type { Bindings } from "../env";

const SINK_PREFIX = "pipeline-alert:";

export async function liveAlerts(db: Db, accountId: string, pipelineId: string): Promise<AlertRuntime[]> {
  const rows = await db
    .select()
    .from(pipelineAlerts)
    .where(
      and(
        eq(pipelineAlerts.accountId, accountId),
        eq(pipelineAlerts.pipelineId, pipelineId),
        eq(pipelineAlerts.active, true),
      ),
    )
    .all();
  return rows.map(alertRuntimeOf);
}

/** The alerts as destinations of the graph, reading the outputs they name. */
export function alertSinks(alerts: AlertRuntime[]): RunnableNode[] {
  return alerts.map((a) => ({
    id: `${SINK_PREFIX}${a.id}`,
    nodeClass: "sink",
    type: "pipeline-alert",
    userConfig: {},
    inputs: a.inputs,
    disabled: false,
  }));
}

/** Takes the alerts' events out of the run's result (deliveries and per-node figures). */
export function takeAlertEvents(result: RunResult): Map<string, PipelineEvent[]> {
  const byAlert = new Map<string, PipelineEvent[]>();
  for (const [id, events] of result.delivered) {
    if (!id.startsWith(SINK_PREFIX)) continue;
    result.delivered.delete(id);
    if (events.length > 0) byAlert.set(id.slice(SINK_PREFIX.length), events);
  }
  result.nodes = result.nodes.filter((n) => !n.node_id.startsWith(SINK_PREFIX));
  return byAlert;
}

/** One call per alert that received events; only what its evaluation reads travels. */
export async function feedAlerts(
  env: Bindings,
  alerts: AlertRuntime[],
  byAlert: Map<string, PipelineEvent[]>,
): Promise<void> {
  await Promise.all(
    alerts.map(async (alert) => {
      const events = byAlert.get(alert.id);
      if (!events) return;
      const custom = alert.config.evaluation.operation === "CUSTOM";
      const inputs = events.map((e) => ({
        message: e.message,
        metadata: custom ? e.metadata : {},
        timestamp: e.timestamp,
      }));
      try {
        await callObject(
          () => pipelineAlertStub(env, alert.id),
          (stub) => stub.take(alert, inputs),
        );
      } catch (err) {
        console.error("pipeline alert not fed", alert.id, err);
      }
    }),
  );
}
