// The kafka, cloud-event-hub and azure-event-hub sources: a Kafka consumer run by the Worker over TCP or TLS
// (cloudflare:sockets, the kafka destination's connection, SASL and wire code), an event hub through its Kafka
// endpoint (`<namespace>.servicebus.windows.net:9093`, TLS, SASL PLAIN as `$ConnectionString` with the
// connection string as password, as Azure documents).
// - Each tick: ApiVersions (+ SASL) and Metadata v4 of the topics at the first broker that answers, then a
//   Fetch v4 (read_uncommitted, at most 4 MiB, 1 MiB a partition) from each partition's leader, at the
//   cursor's offsets. Partitions are taken in an order that turns every tick, so none waits behind another.
// - Records become events as `decoding` says (json: a JSON object value is that object, any other value
//   `{line}`; ndjson: an event per line; text/bytes: `{line}`), timestamped with the record's timestamp,
//   metadata `{topic, partition, offset, key?, headers?}`; null values (tombstones) and transaction markers
//   are skipped. At most MAX_PULL_BATCH events a tick (a record's lines are never split).
// - Positions: the cursor holds the next offset of every partition. A partition without one starts at the
//   offset the source's consumer group (`group_id`) committed, else at the first record written since the
//   source started (ListOffsets by timestamp; the end of the partition when none is). Once the run's events
//   are delivered, the new offsets are committed to the group (OffsetCommit v2 at its coordinator), so a
//   source that starts again (a changed config) resumes where the group is, and the group's lag shows in
//   Kafka's tools. The source commits as a consumer outside the group's membership (Kafka takes that for a
//   group with no active members) and reads every partition itself: give it a group_id no other consumer
//   uses. The commit is best effort: the cursor (the object's), not the group, says what is read next, so it
//   moves once the run delivered whether or not the commit worked. A failed commit (a group with active
//   members, a coordinator that moved) is a warning in pull-status, and the next commit sends every
//   partition's latest offset (the cursor's `uncommitted`), at the next tick that runs.
// - A record batch that does not decode (a bad CRC, an unknown codec, records that do not decompress) is
//   stepped past on its partition alone (to the offset after it, by its header), reported as a warning with
//   its partition, offset and record count; the other partitions, and that one's later batches, flow on.
// - An offset the broker no longer has (OFFSET_OUT_OF_RANGE: retention deleted it) moves to the partition's
//   first kept offset, or to its end when past it. A partition's error is retried at the next tick; the tick
//   fails (and backs off) only when no partition gave anything.
// Records of transactions that were aborted are read too (read_uncommitted).

import { z } from "zod";
import { newEvent, type PipelineEvent } from "../../engine/events";
import {
  decoding,
  eventHubNamespace,
  kafkaBrokers,
  kafkaSasl,
  secret,
  shortText,
} from "../../engine/kinds/common";
import { defineSource } from "../../engine/kinds/define";
import { credentialTarget, secretString } from "../../lib/sealed-secrets";
import { type Connector, KafkaConnection, workersConnector } from "../../vendors/kafka/connection";
import {
  CONSUMER_API,
  EARLIEST,
  fetchRecords,
  findCoordinator,
  LATEST,
  listOffsets,
  offsetCommit,
  offsetFetch,
  type PartitionLeader,
  partitionKey,
  type TopicPartition,
  topicsMetadata,
} from "../../vendors/kafka/consumer-protocol";
import { brokerError, KafkaError } from "../../vendors/kafka/errors";
import { API, apiVersions, pickVersion, type VersionRanges } from "../../vendors/kafka/protocol";
import { authenticate, type SaslMechanism } from "../../vendors/kafka/sasl";
import { MAX_PULL_BATCH, type PullReader } from "../types";
import { type ConsumedRecord, decodeBatches } from "./records";

/** What every consumer kind comes down to. */
export interface ConsumerSettings {
  brokers: { host: string; port: number }[];
  tls: boolean;
  sasl: { mechanism: SaslMechanism; username: string; password: string } | null;
  topics: string[];
  groupId: string;
  decoding: "json" | "ndjson" | "text";
}

export interface KafkaCursor {
  /** When the source started (Unix ms): a partition the group has no offset of starts at records since. */
  since: number;
  /** The next offset to read, per `<topic>:<partition>`. */
  offsets: Record<string, number>;
  /** Turns the order partitions are fetched in. */
  turn: number;
  /** The last commit to the group failed: the next commits every partition's offset, moved or not. */
  uncommitted?: boolean;
}

const REQUEST_TIMEOUT_MS = 10_000;
const MAX_FETCH_BYTES = 4 * 1024 * 1024;
const MAX_PARTITION_BYTES = 1024 * 1024;
const KAFKA_IDLE_MS = 5_000;

const utf8 = new TextDecoder();

interface Session {
  conn: KafkaConnection;
  versions: VersionRanges;
}

type Address = { host: string; port: number };

/** The connections of one tick (or one commit), one per broker, authenticated; closed together. */
class Sessions {
  private readonly open = new Map<string, Promise<Session>>();
  constructor(
    private readonly settings: ConsumerSettings,
    private readonly connector: Connector,
  ) {}

  at(address: Address): Promise<Session> {
    const key = `${address.host}:${address.port}`;
    let session = this.open.get(key);
    if (!session) {
      session = this.connect(address);
      this.open.set(key, session);
      session.catch(() => this.open.delete(key));
    }
    return session;
  }

  private async connect({ host, port }: Address): Promise<Session> {
    const conn = await KafkaConnection.open({
      host,
      port,
      tls: this.settings.tls,
      connector: this.connector,
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
    try {
      const versions = await apiVersions(conn);
      const sasl = this.settings.sasl;
      if (sasl) await authenticate(conn, versions, sasl.mechanism, sasl.username, sasl.password);
      return { conn, versions };
    } catch (err) {
      await conn.close();
      throw err;
    }
  }

  /** The first configured broker that answers; a refusal (credentials) is the cluster's answer. */
  async bootstrap(): Promise<Session> {
    const failures: string[] = [];
    for (const broker of this.settings.brokers) {
      try {
        return await this.at(broker);
      } catch (err) {
        if (err instanceof KafkaError && !err.retryable) throw err;
        failures.push(err instanceof Error ? err.message : String(err));
      }
    }
    throw new KafkaError(`no broker answered: ${failures.join("; ")}`, true);
  }

  async close() {
    const sessions = await Promise.allSettled(this.open.values());
    await Promise.all(sessions.map((s) => (s.status === "fulfilled" ? s.value.conn.close() : undefined)));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The group's coordinator; a cluster that is still creating its offsets topic is asked again. */
async function groupCoordinator(session: Session, group: string): Promise<Address> {
  const version = pickVersion(session.versions, CONSUMER_API.findCoordinator, 0, 1, "FindCoordinator");
  for (let attempt = 1; ; attempt++) {
    try {
      return await findCoordinator(session.conn, version, group);
    } catch (err) {
      if (!(err instanceof KafkaError && err.retryable) || attempt >= 3) throw err;
      await sleep(300 * attempt);
    }
  }
}

function byLeader<T extends TopicPartition>(partitions: T[], leaders: Map<string, number>): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const p of partitions) {
    const leader = leaders.get(partitionKey(p.topic, p.partition)) as number;
    out.set(leader, [...(out.get(leader) ?? []), p]);
  }
  return out;
}

/** A value as `decoding` reads it: JSON objects as themselves, anything else as `{line}`. */
function decodedMessages(value: string, decoding: ConsumerSettings["decoding"]): unknown[] {
  if (decoding === "text") return [{ line: value }];
  const asObject = (line: string) => {
    try {
      const parsed: unknown = JSON.parse(line);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed;
    } catch {
      // not JSON: a text line
    }
    return { line };
  };
  if (decoding === "json") return [asObject(value)];
  return value
    .split(/\r?\n/)
    .filter((l) => l.trim() !== "")
    .map(asObject);
}

export function recordEvents(
  record: ConsumedRecord,
  at: TopicPartition,
  decoding: ConsumerSettings["decoding"],
  now: number,
): PipelineEvent[] {
  if (record.value === null) return [];
  const metadata: Record<string, unknown> = {
    topic: at.topic,
    partition: at.partition,
    offset: record.offset,
  };
  if (record.key !== null) metadata.key = utf8.decode(record.key);
  if (record.headers.length > 0)
    metadata.headers = Object.fromEntries(
      record.headers.map(([name, value]) => [name, value === null ? null : utf8.decode(value)]),
    );
  const timestamp = record.timestamp >= 0 ? record.timestamp : now;
  return decodedMessages(utf8.decode(record.value), decoding).map((m) =>
    newEvent(m, timestamp, { ...metadata }),
  );
}

/** A consumer reader over the settings a kind's config comes down to. */
export function consumerReader<C>(
  settingsOf: (config: C) => ConsumerSettings,
  connector: Connector = workersConnector,
): PullReader<C, KafkaCursor> {
  return {
    async init(_config, ctx) {
      return { since: ctx.now, offsets: {}, turn: 0 };
    },
    async pull(config, cursor, ctx) {
      const settings = settingsOf(config);
      const sessions = new Sessions(settings, connector);
      try {
        const boot = await sessions.bootstrap();
        pickVersion(boot.versions, API.metadata, 4, 4, "Metadata");
        const meta = await topicsMetadata(boot.conn, settings.topics);
        const live = meta.partitions.filter((p) => p.leader >= 0 && meta.brokers.has(p.leader));
        const leaders = new Map(live.map((p) => [partitionKey(p.topic, p.partition), p.leader]));
        const brokerOf = (leader: number) => meta.brokers.get(leader) as Address;
        const offsets: Record<string, number> = { ...cursor.offsets };
        let coordinator: Address | undefined;

        // Where partitions without a position start: the group's offset, else the first record since.
        const unplaced = live.filter((p) => offsets[partitionKey(p.topic, p.partition)] === undefined);
        if (unplaced.length > 0) {
          coordinator = await groupCoordinator(boot, settings.groupId);
          const group = await sessions.at(coordinator);
          pickVersion(group.versions, CONSUMER_API.offsetFetch, 1, 1, "OffsetFetch");
          const committed = await offsetFetch(group.conn, settings.groupId, unplaced);
          const rest = unplaced.filter((p) => {
            const offset = committed.get(partitionKey(p.topic, p.partition)) ?? -1;
            if (offset >= 0) offsets[partitionKey(p.topic, p.partition)] = offset;
            return offset < 0;
          });
          for (const [leader, parts] of byLeader(rest, leaders)) {
            const session = await sessions.at(brokerOf(leader));
            pickVersion(session.versions, CONSUMER_API.listOffsets, 1, 1, "ListOffsets");
            const since = await listOffsets(session.conn, parts, cursor.since);
            const none = parts.filter((p) => (since.get(partitionKey(p.topic, p.partition)) ?? -1) < 0);
            const ends = none.length > 0 ? await listOffsets(session.conn, none, LATEST) : new Map();
            for (const p of parts) {
              const key = partitionKey(p.topic, p.partition);
              offsets[key] =
                (since.get(key) ?? -1) >= 0 ? (since.get(key) as number) : (ends.get(key) as number);
            }
          }
        }

        // One Fetch per leader, partitions in this tick's order.
        const turn = live.length > 0 ? cursor.turn % live.length : 0;
        const order: PartitionLeader[] = [...live.slice(turn), ...live.slice(0, turn)];
        const fetched = new Map<string, Awaited<ReturnType<typeof fetchRecords>>[number]>();
        for (const [leader, parts] of byLeader(order, leaders)) {
          const session = await sessions.at(brokerOf(leader));
          pickVersion(session.versions, CONSUMER_API.fetch, 4, 4, "Fetch");
          const request = parts.map((p) => ({ ...p, offset: offsets[partitionKey(p.topic, p.partition)] }));
          for (const f of await fetchRecords(session.conn, request, MAX_FETCH_BYTES, MAX_PARTITION_BYTES))
            fetched.set(partitionKey(f.topic, f.partition), f);
        }

        const events: PipelineEvent[] = [];
        const errors: KafkaError[] = [];
        const warnings: string[] = [];
        // (A partition without a leader now is fetched at a later tick.)
        let more = false;
        for (const p of order) {
          const key = partitionKey(p.topic, p.partition);
          const f = fetched.get(key);
          if (!f) continue;
          if (f.errorCode === 1) {
            // OFFSET_OUT_OF_RANGE: retention deleted what was next, or the partition is shorter now.
            const session = await sessions.at(brokerOf(p.leader));
            // One request at a time on a connection.
            const first = await listOffsets(session.conn, [p], EARLIEST);
            const end = await listOffsets(session.conn, [p], LATEST);
            offsets[key] =
              offsets[key] < (first.get(key) as number)
                ? (first.get(key) as number)
                : (end.get(key) as number);
            more = true;
            continue;
          }
          if (f.errorCode !== 0) {
            errors.push(brokerError(`fetching ${p.topic}/${p.partition}`, f.errorCode));
            continue;
          }
          const from = offsets[key];
          let position = from;
          if (events.length < MAX_PULL_BATCH && f.records && f.records.length > 0) {
            let full = false;
            for (const batch of await decodeBatches(f.records)) {
              if (batch.nextOffset <= position) continue;
              if (batch.skipped) {
                const { baseOffset, records, reason } = batch.skipped;
                warnings.push(
                  `skipped 1 record batch (${records} record(s), offsets ${baseOffset} to ${batch.nextOffset - 1}) ` +
                    `of ${p.topic}/${p.partition} that does not decode: ${reason}`,
                );
              }
              for (const record of batch.records) {
                if (record.offset < position) continue;
                if (events.length >= MAX_PULL_BATCH) {
                  full = true;
                  break;
                }
                events.push(...recordEvents(record, p, settings.decoding, ctx.now));
                position = record.offset + 1;
              }
              if (full) break;
              position = Math.max(position, batch.nextOffset);
            }
            offsets[key] = position;
          }
          // More is waiting: records this tick had no room for, or more behind what it read. (A partition that
          // answered nothing at its offset is asked again at the idle interval, not at once.)
          if (position < f.highWatermark && (position > from || events.length >= MAX_PULL_BATCH)) more = true;
        }
        if (events.length === 0 && errors.length > 0) throw errors[0];

        // What to commit: the partitions that moved, or (after a failed commit) every one the cursor has.
        const toCommit = Object.entries(offsets)
          .filter(([key, offset]) => cursor.uncommitted || offset !== cursor.offsets[key])
          .map(([key, offset]) => {
            const at = key.lastIndexOf(":");
            return { topic: key.slice(0, at), partition: Number(key.slice(at + 1)), offset };
          });
        const next: KafkaCursor = { since: cursor.since, offsets, turn: cursor.turn + 1 };
        const settle = async () => {
          // Its own connections: the tick's are closed by the time the run has delivered.
          const commitSessions = new Sessions(settings, connector);
          try {
            const at =
              coordinator ?? (await groupCoordinator(await commitSessions.bootstrap(), settings.groupId));
            const group = await commitSessions.at(at);
            pickVersion(group.versions, CONSUMER_API.offsetCommit, 2, 2, "OffsetCommit");
            await offsetCommit(group.conn, settings.groupId, toCommit);
            return { next, warnings: [] };
          } catch (err) {
            // Best effort: the cursor moves anyway (the run delivered); the next commit sends every offset.
            const why = err instanceof Error ? err.message : String(err);
            return {
              next: { ...next, uncommitted: true },
              warnings: [`the offsets were not committed to group ${settings.groupId} (retried): ${why}`],
            };
          } finally {
            await commitSessions.close();
          }
        };
        return {
          events,
          next,
          more,
          ...(toCommit.length > 0 && { settle }),
          ...(warnings.length > 0 && { warnings }),
        };
      } finally {
        await sessions.close();
      }
    },
    idleMs: () => KAFKA_IDLE_MS,
  };
}

// ---- the kinds' configs ---------------------------------------------------------------------------------

const kafkaTopics = z.array(z.string().min(1).max(249)).min(1).max(100);

/** The kafka source's own form. */
const kafkaSourceForm = z.strictObject({
  brokers: credentialTarget(kafkaBrokers),
  topics: credentialTarget(kafkaTopics),
  group_id: credentialTarget(shortText),
  tls_enabled: credentialTarget(z.boolean()).default(true),
  sasl: kafkaSasl.optional(),
  decoding,
});

/**
 * The kafka source as the mezmo terraform provider sends it (models/sources/kafka.go KafkaSourceFromModel):
 * decoding_codec (always sent, so it tells the forms apart) and flat sasl_* fields; sasl_mechanism "" (its
 * unset Computed value) is PLAIN. Every field its ToModel reads back is answered as sent.
 */
const kafkaProviderForm = z
  .strictObject({
    brokers: credentialTarget(kafkaBrokers),
    topics: credentialTarget(kafkaTopics),
    group_id: credentialTarget(shortText),
    // Where the SASL password goes, and how: turning TLS off with the password masked would send it in clear.
    tls_enabled: credentialTarget(z.boolean()).default(true),
    decoding_codec: z
      .enum(["bytes", "json"])
      .describe("bytes: each record value is {line}; json: a JSON object value is the event"),
    sasl_enabled: z.boolean().default(false),
    sasl_username: credentialTarget(shortText).optional(),
    sasl_password: secretString(z.string().min(1).max(4096)).optional(),
    sasl_mechanism: credentialTarget(z.enum(["", "PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"]))
      .optional()
      .describe('"" is PLAIN'),
  })
  .superRefine((config, ctx) => {
    if (!config.sasl_enabled) return;
    for (const field of ["sasl_username", "sasl_password"] as const)
      if (!config[field])
        ctx.addIssue({ code: "custom", path: [field], message: "required when sasl_enabled" });
  });

// The provider's form first: a 400 names the problem of the form that came closest, a tie going to the
// first, so a provider body with one problem is reported as that problem rather than as our form's unknown
// fields. A body of our form stays closer to ours whatever the order (the other needs decoding_codec).
const kafkaConfig = z.xor([kafkaProviderForm, kafkaSourceForm]);

/** The kafka kind: its own form (`sasl` object, `decoding`) or the mezmo provider's (flat `sasl_*`, `decoding_codec`). */
export type KafkaSourceConfig = z.output<typeof kafkaConfig>;

export function kafkaSettings(config: KafkaSourceConfig): ConsumerSettings {
  const base = {
    brokers: config.brokers,
    tls: config.tls_enabled,
    topics: config.topics,
    groupId: config.group_id,
  };
  if ("decoding_codec" in config)
    return {
      ...base,
      decoding: config.decoding_codec === "bytes" ? "text" : "json",
      sasl: config.sasl_enabled
        ? {
            mechanism: config.sasl_mechanism || "PLAIN",
            username: config.sasl_username ?? "",
            password: config.sasl_password ?? "",
          }
        : null,
    };
  return {
    ...base,
    decoding: config.decoding,
    sasl: config.sasl
      ? {
          mechanism: config.sasl.mechanism.toUpperCase() as SaslMechanism,
          username: config.sasl.username,
          password: config.sasl.password,
        }
      : null,
  };
}

/**
 * The event hub kinds: cloud-event-hub (`event_hub`, `decoding`) and the mezmo provider's azure-event-hub
 * (`topics`, `decoding_codec`). `namespace` is the namespace's name (`<name>.servicebus.windows.net:9093`), or
 * a host of its own (with a dot: another Azure cloud's domain; or with a `:port`, 9093 otherwise). A
 * connection string with `UseDevelopmentEmulator=true` (Azure's Event Hubs emulator) connects without TLS.
 */
export type EventHubSourceConfig =
  | z.output<typeof cloudEventHubConfig>
  | z.output<typeof azureEventHubConfig>;

const cloudEventHubConfig = z.strictObject({
  // Where the connection string goes (a credential target); any text, as before the provider's alias came
  // (a namespace that names no host fails at its first tick, with the reason in pull-status).
  namespace: credentialTarget(shortText).describe("The event hub namespace: its name, or its host[:port]"),
  event_hub: credentialTarget(shortText),
  connection_string: secret,
  group_id: credentialTarget(shortText).default("$Default"),
  decoding,
});

/** The mezmo provider's azure_event_hub source: every field always sent, decoding_codec "bytes" by default. */
const azureEventHubConfig = z.strictObject({
  decoding_codec: z
    .enum(["bytes", "json"])
    .default("bytes")
    .describe("bytes: each event's data is {line}; json: a JSON object is the event"),
  connection_string: secretString(z.string().min(1).max(4096)).describe(
    "The connection string of a SAS policy of the namespace or hub (sent as the SASL PLAIN password)",
  ),
  namespace: eventHubNamespace,
  group_id: credentialTarget(shortText).describe(
    "The consumer group (Kafka group) the source commits its offsets to",
  ),
  topics: credentialTarget(z.array(z.string().min(1).max(256)).min(1).max(100)).describe(
    "The event hubs to read",
  ),
});

export function eventHubAddress(namespace: string): Address {
  const [, name, port] = /^(.*?)(?::(\d{1,5}))?$/.exec(namespace.trim()) as RegExpExecArray;
  // A name alone is Azure's; a host (a dot, or a port of its own) is taken as it is.
  return {
    host: name.includes(".") || port ? name : `${name}.servicebus.windows.net`,
    port: port ? Number(port) : 9093,
  };
}

export function eventHubSettings(config: EventHubSourceConfig): ConsumerSettings {
  const emulator = /(^|;)\s*UseDevelopmentEmulator\s*=\s*true\s*(;|$)/i.test(config.connection_string);
  return {
    brokers: [eventHubAddress(config.namespace)],
    tls: !emulator,
    sasl: { mechanism: "PLAIN", username: "$ConnectionString", password: config.connection_string },
    topics: "topics" in config ? config.topics : [config.event_hub],
    groupId: config.group_id,
    decoding:
      "decoding_codec" in config ? (config.decoding_codec === "bytes" ? "text" : "json") : config.decoding,
  };
}

export const kafkaReader = consumerReader(kafkaSettings);
export const eventHubReader = consumerReader(eventHubSettings);

export const kafkaKind = defineSource({
  type: "kafka",
  title: "Kafka",
  description:
    "Consumes topics of a Kafka cluster (TCP or TLS, SASL PLAIN or SCRAM), committing its offsets to its consumer group; takes the mezmo terraform provider's form too (flat sasl_* fields, decoding_codec)",
  config: kafkaConfig,
  reader: kafkaReader,
});

export const cloudEventHubKind = defineSource({
  type: "cloud-event-hub",
  title: "Cloud event hub",
  description:
    "Consumes an Azure event hub through its Kafka endpoint (the mezmo terraform provider's azure-event-hub type is this kind with its fields: topics, decoding_codec)",
  config: cloudEventHubConfig,
  reader: eventHubReader,
});

/**
 * The mezmo terraform provider's azure-event-hub (models/sources/azure_event_hub.go): cloud-event-hub with the
 * provider's fields (`topics`, the event hub names, and `decoding_codec`), run by the same consumer. An alias:
 * found by findNodeKind (created, validated, answered under the type sent, run and exported), not listed in
 * the catalog (GET /v3/pipeline/node lists SPEC's kinds once).
 */
export const azureEventHubKind = defineSource({
  type: "azure-event-hub",
  title: "Azure event hub",
  description:
    "Consumes Azure event hubs through their Kafka endpoint (cloud-event-hub with the mezmo provider's fields)",
  config: azureEventHubConfig,
  reader: eventHubReader,
});
