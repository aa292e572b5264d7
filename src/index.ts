// Worker entry point: HTTP, the retention Cron Trigger, the export queue, and the Durable Object class.
import { type ExportJobMessage, handleExportQueue } from "./api/export/email-export";
import { createApp } from "./app";
import type { Bindings } from "./env";
import { runRetention } from "./jobs/retention";

export { IngestionStateObject } from "./durable/ingestion-state";
export { ThrottleObject } from "./durable/throttle";

const app = createApp();

export default {
  fetch: app.fetch,
  scheduled: async (_controller, env, ctx) => {
    ctx.waitUntil(runRetention(env).then((outcome) => console.log("retention", JSON.stringify(outcome))));
  },
  queue: (batch, env) => handleExportQueue(batch, env),
} satisfies ExportedHandler<Bindings, ExportJobMessage>;
