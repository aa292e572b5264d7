// Streaming (LogDNA's log streaming, `/v1/config/stream`): the lines an account stores are produced to its
// Kafka topic (SASL PLAIN over TLS, as IBM Event Streams takes them), each as the JSON of its exported form
// (`_line`, `_app`, `_host`, `_ts`, … and its meta), in storage order. A job (the Cron Trigger, every minute)
// reads each configured account's lines after its cursor (the last log_lines seq streamed), leaves out the
// lines its active stream exclusions match, produces the rest, and only then moves the cursor: a line is
// streamed at least once, never skipped (a failed produce is tried again on the next run, from the same
// cursor). The configuration's `status` says whether the latest attempt worked (`active`) or not (`error`,
// with the broker's reason in `last_error`).
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { exclusionRules, logLines, streamConfigs } from "../db/schema";
import { deliverToKafka, type KafkaConfig } from "../delivery/kafka/deliver";
import { newEvent } from "../engine/events";
import { compileExclusions } from "../engine/exclusions";
import type { Bindings } from "../env";
import { openSecrets } from "../lib/sealed-secrets";
import { exportedLine, type StoredLine, storedLineColumns } from "./reader";

/** Lines produced per read; a run reads again while it finds full pages and has time. */
export const STREAM_PAGE = 2000;
/** A page is cut after this many stored bytes (lines of up to 64 KiB with their meta), at least one line. */
const STREAM_PAGE_BYTES = 8 * 1024 * 1024;
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
): KafkaConfig {
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

/** The newest stored line's seq: where a new configuration starts (it streams what comes after). */
export async function latestSeq(db: Db): Promise<number> {
  const row = await db
    .select({ seq: sql<number | null>`max(${logLines.seq})` })
    .from(logLines)
    .get();
  return row?.seq ?? 0;
}

/** Streams one account's lines after its cursor, page by page, until caught up or out of time. */
export async function streamAccount(
  env: Bindings,
  db: Db,
  config: StreamConfigRow,
  deadline: number,
  deliver: typeof deliverToKafka = deliverToKafka,
): Promise<{ streamed: number; excluded: number; error: string | null }> {
  const open = await openSecrets(env, config);
  const kafka = kafkaConfigOf(env, open);
  const rules = await db
    .select({
      apps: exclusionRules.apps,
      hosts: exclusionRules.hosts,
      query: exclusionRules.query,
      indexOnly: exclusionRules.indexOnly,
    })
    .from(exclusionRules)
    .where(
      and(
        eq(exclusionRules.accountId, config.accountId),
        eq(exclusionRules.scope, "stream"),
        eq(exclusionRules.active, true),
      ),
    )
    .all();
  const excludedBy = compileExclusions(rules);
  let cursor = config.cursor;
  let streamed = 0;
  let excluded = 0;
  for (;;) {
    const page = (await db
      .select(storedLineColumns)
      .from(logLines)
      .where(and(eq(logLines.accountId, config.accountId), gt(logLines.seq, cursor)))
      .orderBy(asc(logLines.seq))
      .limit(STREAM_PAGE)
      .all()) as unknown as (StoredLine & { size: number })[];
    if (page.length === 0) break;
    let take = 0;
    for (
      let bytes = 0;
      take < page.length && (take === 0 || bytes + page[take].size <= STREAM_PAGE_BYTES);
      take++
    )
      bytes += page[take].size;
    const rows = page.slice(0, take);
    const lines = rows.filter((r) => excludedBy(r) === null);
    excluded += rows.length - lines.length;
    const outcome = await deliver(
      {
        id: `stream:${config.accountId}`,
        nodeClass: "sink",
        type: "kafka",
        userConfig: kafka as never,
        inputs: [],
        disabled: false,
      },
      lines.map((r) => newEvent(exportedLine(r), r.ts)),
      { db, accountId: config.accountId },
    );
    if (!outcome.ok) {
      await record(db, config.accountId, { status: "error", lastError: outcome.error ?? "produce failed" });
      return { streamed, excluded, error: outcome.error ?? "produce failed" };
    }
    cursor = rows[rows.length - 1].seq;
    streamed += lines.length;
    await record(db, config.accountId, { status: "active", lastError: null, cursor, streamed: lines.length });
    if ((page.length < STREAM_PAGE && rows.length === page.length) || Date.now() > deadline) break;
  }
  return { streamed, excluded, error: null };
}

async function record(
  db: Db,
  accountId: string,
  r: { status: "active" | "error"; lastError: string | null; cursor?: number; streamed?: number },
) {
  const now = new Date().toISOString();
  await db
    .update(streamConfigs)
    .set({
      status: r.status,
      lastError: r.lastError,
      ...(r.cursor !== undefined && {
        // Never backwards, whichever of two overlapping runs writes last.
        cursor: sql`max(${streamConfigs.cursor}, ${r.cursor})`,
        streamedLines: sql`${streamConfigs.streamedLines} + ${r.streamed ?? 0}`,
        lastStreamedAt: now,
      }),
    })
    .where(eq(streamConfigs.accountId, accountId));
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
  deliver?: typeof deliverToKafka,
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
      const outcome = await streamAccount(env, db, config, deadline, deliver);
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
