// The Cron Trigger's streaming work (every minute): each account's new lines to its Kafka topic
// (src/logstore/stream.ts), within the run's time budget; an account not caught up goes on next minute.
import { createDb } from "../db/client";
import type { Bindings } from "../env";
import { runStreaming } from "../logstore/stream";

export const runStreamingJob = (env: Bindings) => runStreaming(env, createDb(env.DB));
