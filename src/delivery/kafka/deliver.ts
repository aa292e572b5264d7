// The `kafka` destination (the mezmo terraform provider's models/destinations/kafka.go): produces each event
// as one record to `topic` on the configured brokers, over TCP or TLS (`tls_enabled`) from the Worker
// (cloudflare:sockets), with SASL PLAIN or SCRAM-SHA-256/512 when `sasl_enabled`.
// - Bootstrap: the brokers are tried in order until one answers ApiVersions (+ SASL) and Metadata v4, which
//   names the topic's partitions and their leaders.
// - Records: the value is the event as JSON (`encoding: json`) or its line (`text`); the key is the value of
//   `event_key_field` (a string as is, anything else as JSON; absent: no key). Keyed records go where Kafka's
//   default partitioner puts them (murmur2 of the key bytes); keyless ones stick to one partition per batch,
//   moving round-robin from a random start.
// - Produce v3..v7 (the highest the leader supports) to each partition's leader, one RecordBatch (magic 2,
//   CRC-32C, optionally gzip) per partition of at most MAX_BATCH_BYTES of records, acks -1 (all in-sync
//   replicas) unless `acks: 1`.
// - Errors: a partition's error code fails the delivery with its name (NOT_LEADER_OR_FOLLOWER (6), ...);
//   connection failures and the codes Kafka marks retriable are retried (metadata refreshed, only the
//   partitions not yet acknowledged, at most MAX_ROUNDS rounds). A delivery is reported ok only when every
//   record was acknowledged; otherwise the error says how many were written already (Kafka has no
//   atomicity across partitions without transactions).

import { z } from "zod";
import { getField, type PipelineEvent } from "../../engine/events";
import { fieldPath } from "../../engine/fields";
import { defineDestination } from "../../engine/kinds/define";
import type { RunnableNode } from "../../engine/runner";
import { credentialTarget, secretString } from "../../lib/sealed-secrets";
import { type Connector, KafkaConnection, workersConnector } from "../../vendors/kafka/connection";
import { brokerError, KafkaError } from "../../vendors/kafka/errors";
import { partitionForKey } from "../../vendors/kafka/hash";
import {
  API,
  apiVersions,
  metadata,
  pickVersion,
  produce,
  type TopicMetadata,
  type VersionRanges,
} from "../../vendors/kafka/protocol";
import { encodeRecordBatch, type KafkaRecord, recordSize } from "../../vendors/kafka/records";
import { authenticate } from "../../vendors/kafka/sasl";
import type { DeliveryContext } from "../context";
import { type DeliveryResult, eventLine, jsonLine, RetryLater } from "../http-batching";

/**
 * The mezmo provider's kafka destination (models/destinations/kafka.go): it always sends encoding, compression,
 * topic, tls_enabled, ack_enabled, brokers and sasl_enabled, and reads all but sasl_enabled back with bare
 * type assertions, so each has a default here. sasl_mechanism is Optional+Computed there: unset, it sends ""
 * (read as PLAIN). Every compression it offers is built; `acks` is ours.
 */
const kafkaConfig = z
  .strictObject({
    encoding: z.enum(["json", "text"]).default("text"),
    compression: z
      .enum(["none", "gzip", "lz4", "snappy", "zstd"])
      .default("none")
      .describe("The codec of each record batch, written as Kafka's Java producer writes it"),
    event_key_field: z
      .string()
      .min(1)
      .max(512)
      .refine(
        (v) => fieldPath.safeParse(v.startsWith(".") ? v : `.${v}`).success,
        "must be a field path such as .user_id",
      )
      .optional()
      .describe("The field whose value is the record key (Kafka's partitioner hashes it); .a.b or a.b"),
    brokers: credentialTarget(
      z
        .array(z.strictObject({ host: z.string().min(1).max(255), port: z.number().int().min(1).max(65535) }))
        .min(1)
        .max(50),
    ).describe("Bootstrap brokers, tried in order"),
    topic: credentialTarget(
      z.string().regex(/^[A-Za-z0-9._-]{1,249}$/, "must be a Kafka topic name (letters, digits, ., _, -)"),
    ).describe("The topic to produce to"),
    // Where the SASL password goes, and how: turning TLS off with the password masked would send it in clear.
    tls_enabled: credentialTarget(z.boolean()).default(true),
    sasl_enabled: z.boolean().default(false),
    sasl_username: credentialTarget(z.string().min(1).max(512)).optional(),
    sasl_password: secretString(z.string().min(1).max(4096)).optional(),
    sasl_mechanism: credentialTarget(z.enum(["", "PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"]))
      .optional()
      .describe('"" is PLAIN'),
    acks: z
      .union([z.literal(-1), z.literal(1)])
      .default(-1)
      .describe("-1: every in-sync replica acknowledges each batch; 1: the leader only"),
    ack_enabled: z
      .boolean()
      .default(true)
      .describe(
        "Accepted for the Mezmo terraform provider and answered as sent; delivery does not depend on it",
      ),
  })
  .superRefine((config, ctx) => {
    if (!config.sasl_enabled) return;
    for (const field of ["sasl_username", "sasl_password"] as const)
      if (!config[field])
        ctx.addIssue({ code: "custom", path: [field], message: "required when sasl_enabled" });
  });
export type KafkaConfig = z.output<typeof kafkaConfig>;

/** Records of one RecordBatch, before compression (Kafka's default max.message.bytes is 1 MiB). */
export const MAX_BATCH_BYTES = 900_000;
/** Batches of one Produce request. */
const MAX_REQUEST_BYTES = 4 * 1024 * 1024;
const REQUEST_TIMEOUT_MS = 10_000;
/** The broker's own wait for the replicas (Produce timeout_ms). */
const PRODUCE_TIMEOUT_MS = 8_000;
const MAX_ROUNDS = 3;

const utf8 = new TextEncoder();

export function toRecords(
  events: PipelineEvent[],
  config: Pick<KafkaConfig, "encoding" | "event_key_field">,
) {
  const keyPath = config.event_key_field
    ? config.event_key_field.startsWith(".")
      ? config.event_key_field
      : `.${config.event_key_field}`
    : undefined;
  return events.map((e): KafkaRecord => {
    const key = keyPath === undefined ? undefined : getField(e, keyPath);
    return {
      key:
        key === undefined || key === null
          ? null
          : utf8.encode(typeof key === "string" ? key : JSON.stringify(key)),
      value: utf8.encode(config.encoding === "json" ? jsonLine(e) : eventLine(e)),
      timestamp: e.timestamp,
    };
  });
}

interface PartitionBatch {
  partition: number;
  records: KafkaRecord[];
  bytes: number;
}

/**
 * Assigns records to partitions (keyed: murmur2 over all `count` partitions, as Kafka's client does; keyless:
 * the ones with a leader) and splits them into batches of at most MAX_BATCH_BYTES.
 */
export function partitionRecords(
  records: KafkaRecord[],
  count: number,
  partitions: number[],
  random: () => number = Math.random,
): PartitionBatch[] {
  const open = new Map<number, PartitionBatch>();
  const out: PartitionBatch[] = [];
  let sticky = Math.floor(random() * partitions.length);
  const add = (partition: number, r: KafkaRecord) => {
    let batch = open.get(partition);
    const size = recordSize(r);
    if (batch && batch.bytes + size > MAX_BATCH_BYTES) {
      open.delete(partition);
      batch = undefined;
      return false;
    }
    if (!batch) {
      batch = { partition, records: [], bytes: 0 };
      open.set(partition, batch);
      out.push(batch);
    }
    batch.records.push(r);
    batch.bytes += size;
    return true;
  };
  for (const r of records) {
    if (r.key !== null) {
      const p = partitionForKey(r.key, count);
      if (!add(p, r)) add(p, r);
    } else if (!add(partitions[sticky], r)) {
      sticky = (sticky + 1) % partitions.length;
      // The next partition's open batch may be full too (keyed records fill it): then add closes it, and
      // the record starts a fresh batch there. Never left out.
      if (!add(partitions[sticky], r)) add(partitions[sticky], r);
    }
  }
  return out;
}

interface Session {
  conn: KafkaConnection;
  versions: VersionRanges;
}

async function openSession(
  host: string,
  port: number,
  config: KafkaProducerConfig,
  connector: Connector,
): Promise<Session> {
  const conn = await KafkaConnection.open({
    host,
    port,
    tls: config.tls_enabled,
    connector,
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  try {
    const versions = await apiVersions(conn);
    if (config.sasl_enabled)
      await authenticate(
        conn,
        versions,
        config.sasl_mechanism || "PLAIN",
        config.sasl_username ?? "",
        config.sasl_password ?? "",
      );
    return { conn, versions };
  } catch (err) {
    await conn.close();
    throw err;
  }
}

async function bootstrap(
  config: KafkaProducerConfig,
  connector: Connector,
): Promise<{ session: Session; meta: TopicMetadata }> {
  const failures: string[] = [];
  for (const b of config.brokers) {
    let session: Session | undefined;
    try {
      session = await openSession(b.host, b.port, config, connector);
      pickVersion(session.versions, API.metadata, 4, 4, "Metadata");
      const meta = await metadata(session.conn, config.topic);
      return { session, meta };
    } catch (err) {
      await session?.conn.close();
      // A refusal (bad credentials, unknown topic) is the cluster's answer: do not ask the next broker.
      if (err instanceof KafkaError && !err.retryable) throw err;
      failures.push(err instanceof Error ? err.message : String(err));
    }
  }
  throw new KafkaError(`no broker answered: ${failures.join("; ")}`, true);
}

/**
 * Connects, authenticates and reads the topic's metadata as a delivery would, then closes: a configuration
 * check (the stream configuration must be usable when it is saved). Throws the broker's or the network's
 * reason.
 */
export async function checkKafka(
  config: KafkaProducerConfig,
  connector: Connector = workersConnector,
): Promise<void> {
  const { session } = await bootstrap(config, connector);
  await session.conn.close();
}

/** One round: metadata, then every pending batch to its partition's leader. Removes acknowledged batches. */
async function round(
  records: KafkaRecord[],
  config: KafkaProducerConfig,
  connector: Connector,
  written: { count: number },
  random: () => number,
): Promise<KafkaRecord[]> {
  const { session, meta } = await bootstrap(config, connector);
  const sessions = new Map<string, Session>([[`${session.conn.address}`, session]]);
  const pending = new Set(records);
  try {
    const withLeader = [...meta.leaders].filter(([, leader]) => leader >= 0).map(([p]) => p);
    if (withLeader.length === 0)
      throw new KafkaError(`topic ${config.topic} has no partition with a leader`, true);
    // Keyed records may land on a partition without a leader (as with Kafka's own client): that fails below.
    const batches = partitionRecords(records, meta.leaders.size, withLeader, random);
    const byLeader = new Map<number, PartitionBatch[]>();
    for (const b of batches) {
      const leader = meta.leaders.get(b.partition) ?? -1;
      if (leader < 0) {
        throw brokerError(
          `topic ${config.topic} partition ${b.partition}`,
          meta.partitionErrors.get(b.partition) ?? 5,
        );
      }
      byLeader.set(leader, [...(byLeader.get(leader) ?? []), b]);
    }
    for (const [leader, leaderBatches] of byLeader) {
      const address = meta.brokers.get(leader);
      if (!address) throw new KafkaError(`the metadata names leader ${leader} but not its address`, true);
      const key = `${address.host}:${address.port}`;
      let s = sessions.get(key);
      if (!s) {
        s = await openSession(address.host, address.port, config, connector);
        sessions.set(key, s);
      }
      const version = pickVersion(s.versions, API.produce, 3, 7, "Produce");
      // Requests of at most MAX_REQUEST_BYTES, at most one batch per partition each.
      const queue = [...leaderBatches];
      while (queue.length > 0) {
        const request: PartitionBatch[] = [];
        let bytes = 0;
        for (let i = 0; i < queue.length; ) {
          const b = queue[i];
          if (
            request.some((r) => r.partition === b.partition) ||
            (request.length > 0 && bytes + b.bytes > MAX_REQUEST_BYTES)
          ) {
            i++;
            continue;
          }
          request.push(b);
          bytes += b.bytes;
          queue.splice(i, 1);
        }
        const encoded = await Promise.all(
          request.map(async (b) => ({
            partition: b.partition,
            batch: await encodeRecordBatch(b.records, config.compression),
          })),
        );
        const results = await produce(
          s.conn,
          version,
          config.topic,
          config.acks ?? -1,
          PRODUCE_TIMEOUT_MS,
          encoded,
        );
        let failure: KafkaError | undefined;
        for (const b of request) {
          const result = results.find((r) => r.partition === b.partition);
          if (!result) {
            failure ??= new KafkaError(
              `topic ${config.topic} partition ${b.partition}: the broker did not answer for it`,
              true,
            );
          } else if (result.errorCode !== 0) {
            failure ??= brokerError(`topic ${config.topic} partition ${b.partition}`, result.errorCode);
          } else {
            for (const r of b.records) pending.delete(r);
            written.count += b.records.length;
          }
        }
        if (failure) throw failure;
      }
    }
    return [];
  } catch (err) {
    if (err instanceof KafkaError) (err as KafkaError & { pending?: KafkaRecord[] }).pending = [...pending];
    throw err;
  } finally {
    await Promise.all([...sessions.values()].map((s) => s.conn.close()));
  }
}

/** What producing needs of a kafka destination's configuration (log streaming, src/logstore/stream.ts, too). */
export type KafkaProducerConfig = Omit<KafkaConfig, "ack_enabled">;

/** The kafka destination's delivery: its events produced with its configuration. */
export const deliverToKafka = (
  node: RunnableNode<KafkaConfig>,
  events: PipelineEvent[],
  ctx: DeliveryContext & { connect?: Connector; random?: () => number },
) => produceEvents(node.userConfig, events, ctx);

export async function produceEvents(
  config: KafkaProducerConfig,
  events: PipelineEvent[],
  ctx: { sleep?: (ms: number) => Promise<void>; connect?: Connector; random?: () => number },
): Promise<DeliveryResult> {
  if (events.length === 0) return { ok: true, attempts: 0 };
  const connector = ctx.connect ?? workersConnector;
  const sleep = ctx.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let pending = toRecords(events, config);
  const written = { count: 0 };
  for (let attempt = 1; ; attempt++) {
    try {
      pending = await round(pending, config, connector, written, ctx.random ?? Math.random);
      return { ok: true, attempts: attempt };
    } catch (err) {
      const e = err as KafkaError & { pending?: KafkaRecord[] };
      if (e.pending) pending = e.pending;
      const retryable = err instanceof KafkaError && err.retryable;
      const why = err instanceof Error ? err.message : String(err);
      const partial =
        written.count > 0
          ? ` (${written.count} of ${events.length} events were written before the failure)`
          : "";
      const failed = { ok: false, attempts: attempt, error: `${why}${partial}`, retryable };
      if (!retryable || attempt >= MAX_ROUNDS) return failed;
      try {
        await sleep(250 * 2 ** attempt);
      } catch (wait) {
        if (wait instanceof RetryLater) return failed;
        throw wait;
      }
    }
  }
}

export const kafka = defineDestination({
  type: "kafka",
  title: "Kafka",
  description: "Produces events as records to a Kafka topic (TCP or TLS, SASL PLAIN or SCRAM)",
  config: kafkaConfig,
  deliver: deliverToKafka,
});
