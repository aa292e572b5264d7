// Streaming (LogDNA's log streaming, `/v1/config/stream`): the lines an account stores are produced to its
// Kafka topic (SASL PLAIN over TLS, as IBM Event Streams takes them), each as the JSON of its exported form
// (`_line`, `_app`, `_host`, `_ts`, … and its meta), in storage order. A job (the Cron Trigger, every minute)
// reads each configured account's lines after its cursor (its place in the log store's change feed,
// src/logstore/feed.ts), leaves out the lines its active stream exclusions match, produces the rest, and only
// then moves the cursor: a line is streamed at least once, never skipped (a failed produce is tried again on
// the next run, from the same cursor). The configuration's `status` says whether the latest attempt worked (`active`) or not (`error`,
// with the broker's reason in `last_error`).
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type FeedCursor, streamConfigs } from "../db/schema";
import { type KafkaProducerConfig, produceEvents } from "../delivery/kafka/deliver";
import { newEvent } from "../engine/events";
import { compileExclusions } from "../engine/exclusions";
import type { Bindings } from "../env";
import { openSecrets } from "../lib/sealed-secrets";
import { activeExclusionRules } from "./exclusion-rules";
import { exportedLine } from "./exported-line";
import { newFeedCursor, readFeed } from "./feed";

/** Stored bytes produced per read (whole chunks, at least one); a run reads again while more wait. */
const STREAM_PAGE_BYTES = 4 * 1024 * 1024;
/** A run stops starting new pages after this long (the next minute's run goes on). */
const RUN_BUDGET_MS = 20_000;

export type StreamConfigRow = typeof streamConfigs.$inferSelect;

/** `host:port` of a broker; the port is required (Kafka has no default a client can assume). */
export function parseBroker(address: string): { host: string; port: number } | null {
  const m = /^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(address.trim());
  if (!m) return null;
  const port = Number(m[2]);
  return port >= 1 && port <= 65_535 ? { host: m[1].replace(/^\[|\]$/g, ""), port } : null;
}

/**
 * The Kafka producer settings of a stream configuration (password in clear text). TLS always, except where
 * the Worker's STREAM_KAFKA_TLS is "off" (a local broker in development and tests).
 */
export function kafkaConfigOf(
  env: Pick<Bindings, "STREAM_KAFKA_TLS">,
  c: { brokers: string[]; topic: string; user: string; password: string },
): KafkaProducerConfig {
  return {
    encoding: "json",
    compression: "gzip",
    brokers: c.brokers.map((b) => parseBroker(b) as { host: string; port: number }),
    topic: c.topic,
    tls_enabled: env.STREAM_KAFKA_TLS !== "off",
    sasl_enabled: true,
    sasl_mechanism: "PLAIN",
    sasl_username: c.user,
    sasl_password: c.password,
    acks: -1,
  };
}

/** Streams one account's lines after its cursor, page by page, until caught up or out of time. */
export async function streamAccount(
  env: Bindings,
  db: Db,
  config: StreamConfigRow,
  deadline: number,
  produce: typeof produceEvents = produceEvents,
): Promise<{ streamed: number; excluded: number; error: string | null }> {
  const open = await openSecrets(env, config);
  const kafka = kafkaConfigOf(env, open);
  const rules = await activeExclusionRules(db, config.accountId, "stream").all();
  const excludedBy = compileExclusions(rules);
  // A configuration made before the change feed starts from now.
  let stored = config.feedCursor;
  let cursor = stored ?? newFeedCursor();
  let streamed = 0;
  let excluded = 0;
  for (;;) {
    const page = await readFeed(env, config.accountId, cursor, STREAM_PAGE_BYTES);
    const lines = page.lines.filter((r) => excludedBy(r) === null);
    excluded += page.lines.length - lines.length;
    if (lines.length > 0) {
      const events = lines.map((r) => newEvent(exportedLine(r), r.ts));
      const outcome = await produce(kafka, events, {});
      if (!outcome.ok) {
        await record(db, config.accountId, { status: "error", lastError: outcome.error ?? "produce failed" });
        return { streamed, excluded, error: outcome.error ?? "produce failed" };
      }
    }
    const moved = await record(db, config.accountId, {
      status: "active",
      lastError: null,
      cursor: { from: stored, to: page.cursor },
      streamed: lines.length,
    });
    // Another run moved the cursor meanwhile (runs overlapped): it goes on from there.
    if (!moved) break;
    stored = cursor = page.cursor;
    streamed += lines.length;
    if (!page.more || Date.now() > deadline) break;
  }
  return { streamed, excluded, error: null };
}

/** Records a run's outcome; a cursor moves only from the one this run read (false when it had moved). */
async function record(
  db: Db,
  accountId: string,
  r: {
    status: "active" | "error";
    lastError: string | null;
    cursor?: { from: FeedCursor | null; to: FeedCursor };
    streamed?: number;
  },
): Promise<boolean> {
  const now = new Date().toISOString();
  const moved = await db
    .update(streamConfigs)
    .set({
      status: r.status,
      lastError: r.lastError,
      ...(r.cursor && {
        feedCursor: r.cursor.to,
        streamedLines: sql`${streamConfigs.streamedLines} + ${r.streamed ?? 0}`,
        ...(r.streamed ? { lastStreamedAt: now } : {}),
      }),
    })
    .where(
      and(
        eq(streamConfigs.accountId, accountId),
        r.cursor
          ? r.cursor.from === null
            ? isNull(streamConfigs.feedCursor)
            : eq(streamConfigs.feedCursor, r.cursor.from)
          : undefined,
      ),
    )
    .returning({ accountId: streamConfigs.accountId });
  return moved.length > 0;
}

/**
 * The job: every configured account, the one streamed longest ago first (so a busy account cannot keep the
 * others waiting: it goes last next time), within the run's time budget. One account's failure (its
 * secret, its broker) is recorded on it and the others go on.
 */
export async function runStreaming(
  env: Bindings,
  db: Db,
  now = Date.now(),
  produce?: typeof produceEvents,
): Promise<{ accounts: number; streamed: number; failed: number }> {
  const configs = await db
    .select()
    .from(streamConfigs)
    .orderBy(sql`${streamConfigs.lastStreamedAt} IS NOT NULL`, asc(streamConfigs.lastStreamedAt))
    .all();
  const deadline = now + RUN_BUDGET_MS;
  let streamed = 0;
  let failed = 0;
  for (const config of configs) {
    if (Date.now() > deadline) break;
    try {
      const outcome = await streamAccount(env, db, config, deadline, produce);
      streamed += outcome.streamed;
      if (outcome.error) failed++;
    } catch (err) {
      failed++;
      const why = err instanceof Error ? err.message : String(err);
      await record(db, config.accountId, { status: "error", lastError: why.slice(0, 500) }).catch(() => {});
    }
  }
  return { accounts: configs.length, streamed, failed };
}
