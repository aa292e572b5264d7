// Worker entry point: HTTP, the Cron Triggers, the queues' consumers, and the Durable Object classes.

import { createApp } from "./app";
import { DELIVERY_QUEUE_NAME, DELIVERY_SLOW_QUEUE_NAME, handleDeliveryQueue } from "./delivery/consumer";
import type { DeliveryMessage } from "./delivery/queue";
import type { Bindings } from "./env";
import { runAlertEvaluation } from "./jobs/alerts";
import { runArchive } from "./jobs/archive";
import { runColdTier } from "./jobs/cold-tier";
import { runFileConsolidation } from "./jobs/file-consolidation";
import { runHistoryRetention } from "./jobs/history-retention";
import { runIndexRateEvaluation } from "./jobs/index-rate";
import { runLogLayout } from "./jobs/log-layout";
import { runLogMigration } from "./jobs/log-migration";
import { handleNeedleQueue, NEEDLE_QUEUE_NAME, runNeedlePeriods } from "./jobs/needle-periods";
import { runPullSourceSweep } from "./jobs/pull-sources";
import { runSecretReseal } from "./jobs/reseal-secrets";
import { runRetention } from "./jobs/retention";
import { runStreamingJob } from "./jobs/streaming";
import { runViewAlertEvaluation } from "./jobs/view-alerts";
import { type ExportJobMessage, handleExportQueue } from "./logstore/export-jobs";
import type { PeriodDay } from "./logstore/needles";
import { handleNotificationQueue, NOTIFY_QUEUE_NAME, type NotificationMessage } from "./notify/queue";
import { runNotificationSweep } from "./notify/sweep";

export { DeliveryLedgerObject } from "./durable/delivery-ledger";
export { IngestionStateObject } from "./durable/ingestion-state";
export { LiveTailObject } from "./durable/live-tail";
export { LogSliceObject } from "./durable/log-slice";
export { NodeStateObject } from "./durable/node-state";
export { PipelineAlertObject } from "./durable/pipeline-alert";
export { PipelineTapObject } from "./durable/pipeline-tap";
export { PullSourceObject } from "./durable/pull-source";
export { ThrottleObject } from "./durable/throttle";
export { TraceBufferObject } from "./durable/trace-buffer";

const app = createApp();
const EVERY_MINUTE = "* * * * *";

export default {
  fetch: app.fetch,
  scheduled: async (controller, env, ctx) => {
    // Independent jobs: one failing does not stop the others.
    // Every minute: alerts (view windows are as short as 30 s) and streaming to Kafka. Every 15 minutes: retention, the
    // pull-source sweep and archiving as well (archiving skips days already done and does a bounded number of
    // account-days a run, so a backlog of many accounts catches up within the day), the retention of metrics,
    // firings and the delivery log, the notification sweep (deliveries whose queue message was lost), and
    // the re-sealing of secrets under a rotated key.
    const jobs: Record<string, (env: Bindings) => Promise<unknown>> = {
      alerts: runAlertEvaluation,
      viewAlerts: runViewAlertEvaluation,
      indexRate: runIndexRateEvaluation,
    };
    // Once a minute only (the quarter-hour trigger fires at the same minute): two overlapping streaming
    // runs would produce the same lines twice.
    if (controller.cron === EVERY_MINUTE)
      Object.assign(jobs, {
        streaming: runStreamingJob,
        // Lines of the store before slices into slices, a bounded piece a run (one trigger only: two runs at
        // once could cut the same rows into different batches).
        logMigration: runLogMigration,
        // Due destinations only (process_every_seconds, 300 to 3600), bounded per run.
        fileConsolidation: runFileConsolidation,
      });
    if (controller.cron !== EVERY_MINUTE)
      Object.assign(jobs, {
        retention: runRetention,
        // Slices per bucket and hours per bucket, from each account's volume.
        logLayout: runLogLayout,
        // Slices past their account's cold_after_days to R2.
        coldTier: runColdTier,
        // The day summaries that let a search for an id skip the slices without it: due days to their queue.
        needlePeriods: runNeedlePeriods,
        historyRetention: runHistoryRetention,
        notificationSweep: runNotificationSweep,
        pullSources: runPullSourceSweep,
        archive: runArchive,
        secretReseal: runSecretReseal,
      });
    for (const [name, job] of Object.entries(jobs))
      ctx.waitUntil(
        job(env).then(
          (outcome) => console.log(name, JSON.stringify(outcome)),
          (err) => console.error(name, "failed", err),
        ),
      );
  },
  // One consumer per queue, told apart by the queue's name.
  queue: (batch, env) =>
    batch.queue === DELIVERY_QUEUE_NAME || batch.queue === DELIVERY_SLOW_QUEUE_NAME
      ? handleDeliveryQueue(batch as MessageBatch<DeliveryMessage>, env)
      : batch.queue === NOTIFY_QUEUE_NAME
        ? handleNotificationQueue(batch as MessageBatch<NotificationMessage>, env)
        : batch.queue === NEEDLE_QUEUE_NAME
          ? handleNeedleQueue(batch as MessageBatch<PeriodDay>, env).then(() => {})
          : handleExportQueue(batch as MessageBatch<ExportJobMessage>, env),
} satisfies ExportedHandler<Bindings, ExportJobMessage | NotificationMessage | DeliveryMessage | PeriodDay>;
