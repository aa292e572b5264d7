// Kafka's producer requests (ApiVersions, Metadata, Produce, SASL); used by the destination and consumer.
// The requests a producer needs, each encoded and decoded as https://kafka.apache.org/protocol specifies
// the version used (all non-flexible, so request header v1 and response header v0):
//   ApiVersions (18) v0, Metadata (3) v4, Produce (0) v3..v7 (RecordBatch magic 2),
//   SaslHandshake (17) v1, SaslAuthenticate (36) v0 or v1.

import type { KafkaConnection } from "./connection";
import { brokerError, KafkaError } from "./errors";
import { type Reader, Writer } from "./wire";

export const API = { produce: 0, metadata: 3, saslHandshake: 17, apiVersions: 18, saslAuthenticate: 36 };

export type VersionRanges = Map<number, { min: number; max: number }>;

export async function apiVersions(conn: KafkaConnection): Promise<VersionRanges> {
  const r = await conn.request(API.apiVersions, 0, new Uint8Array(0));
  const errorCode = r.int16();
  if (errorCode !== 0) throw brokerError(`ApiVersions at ${conn.address}`, errorCode);
  const ranges: VersionRanges = new Map();
  for (const k of r.array((r) => ({ key: r.int16(), min: r.int16(), max: r.int16() })))
    ranges.set(k.key, { min: k.min, max: k.max });
  return ranges;
}

/** The highest version in [lo, hi] the broker supports, or an UNSUPPORTED_VERSION error. */
export function pickVersion(ranges: VersionRanges, apiKey: number, lo: number, hi: number, name: string) {
  const range = ranges.get(apiKey);
  const v = range ? Math.min(hi, range.max) : -1;
  if (!range || v < lo || v < range.min)
    throw new KafkaError(
      `the broker does not support ${name} v${lo}-v${hi} (it offers ${range ? `v${range.min}-v${range.max}` : "none"})`,
      false,
    );
  return v;
}

export interface BrokerAddress {
  nodeId: number;
  host: string;
  port: number;
}

export interface TopicMetadata {
  brokers: Map<number, BrokerAddress>;
  /** Partition index -> leader node id (-1 when it has none). */
  leaders: Map<number, number>;
  partitionErrors: Map<number, number>;
}

/** A topic as Metadata names it: its own error, and each partition's error and leader (-1 when it has none). */
export interface MetadataTopic {
  errorCode: number;
  name: string;
  partitions: { errorCode: number; index: number; leader: number }[];
}

/**
 * Metadata v4 of `topics` (none created), as the broker answers it: the brokers by node id, and the topics it
 * names. The producer reads one topic, a consumer source several (consumer-protocol.ts).
 */
export async function readMetadata(
  conn: KafkaConnection,
  topics: string[],
): Promise<{ brokers: Map<number, BrokerAddress>; topics: MetadataTopic[] }> {
  const body = new Writer()
    .array(topics, (w, t) => w.string(t))
    .int8(0) // allow_auto_topic_creation: false
    .result();
  const r = await conn.request(API.metadata, 4, body);
  r.int32(); // throttle_time_ms
  const brokers = new Map<number, BrokerAddress>();
  for (const b of r.array((r) => {
    const broker = { nodeId: r.int32(), host: r.string(), port: r.int32() };
    r.nullableString(); // rack
    return broker;
  }))
    brokers.set(b.nodeId, b);
  r.nullableString(); // cluster_id
  r.int32(); // controller_id
  const answered = r.array((r) => {
    const t = { errorCode: r.int16(), name: r.string() };
    r.bool(); // is_internal
    const partitions = r.array((r) => {
      const p = { errorCode: r.int16(), index: r.int32(), leader: r.int32() };
      r.array((r) => r.int32()); // replica_nodes
      r.array((r) => r.int32()); // isr_nodes
      return p;
    });
    return { ...t, partitions };
  });
  return { brokers, topics: answered };
}

export async function metadata(conn: KafkaConnection, topic: string): Promise<TopicMetadata> {
  const { brokers, topics } = await readMetadata(conn, [topic]);
  const found = topics.find((t) => t.name === topic);
  if (!found) throw new KafkaError(`the broker's metadata does not name topic ${topic}`, true);
  if (found.errorCode !== 0) throw brokerError(`topic ${topic}`, found.errorCode);
  if (found.partitions.length === 0) throw new KafkaError(`topic ${topic} has no partitions`, true);
  const leaders = new Map<number, number>();
  const partitionErrors = new Map<number, number>();
  for (const p of found.partitions) {
    leaders.set(p.index, p.leader);
    if (p.errorCode !== 0) partitionErrors.set(p.index, p.errorCode);
  }
  return { brokers, leaders, partitionErrors };
}

export interface ProduceResult {
  partition: number;
  errorCode: number;
  baseOffset: bigint;
}

/** One Produce request of one topic: a RecordBatch per partition. acks -1 (all in-sync replicas) or 1. */
export async function produce(
  conn: KafkaConnection,
  version: number,
  topic: string,
  acks: -1 | 1,
  timeoutMs: number,
  batches: { partition: number; batch: Uint8Array }[],
): Promise<ProduceResult[]> {
  const body = new Writer()
    .nullableString(null) // transactional_id
    .int16(acks)
    .int32(timeoutMs)
    .array([topic], (w, t) =>
      w.string(t).array(batches, (w, b) => {
        w.int32(b.partition).bytes(b.batch);
      }),
    )
    .result();
  const r = await conn.request(API.produce, version, body);
  const results: ProduceResult[] = [];
  for (const t of r.array((r) => ({
    name: r.string(),
    partitions: r.array((r) => readPartition(r, version)),
  })))
    if (t.name === topic) results.push(...t.partitions);
  return results;
}

function readPartition(r: Reader, version: number): ProduceResult {
  const p = { partition: r.int32(), errorCode: r.int16(), baseOffset: r.int64() };
  r.int64(); // log_append_time_ms
  if (version >= 5) r.int64(); // log_start_offset
  return p;
}

export async function saslHandshake(conn: KafkaConnection, mechanism: string): Promise<void> {
  const r = await conn.request(API.saslHandshake, 1, new Writer().string(mechanism).result());
  const errorCode = r.int16();
  const mechanisms = r.array((r) => r.string());
  if (errorCode !== 0)
    throw brokerError(
      `SASL ${mechanism} at ${conn.address}`,
      errorCode,
      `the broker offers ${mechanisms.join(", ")}`,
    );
}

export async function saslAuthenticate(
  conn: KafkaConnection,
  version: number,
  authBytes: Uint8Array,
): Promise<Uint8Array> {
  const r = await conn.request(API.saslAuthenticate, version, new Writer().bytes(authBytes).result());
  const errorCode = r.int16();
  const errorMessage = r.nullableString();
  const answer = r.bytes() ?? new Uint8Array(0);
  if (errorCode !== 0) throw brokerError(`SASL authentication at ${conn.address}`, errorCode, errorMessage);
  return answer;
}
