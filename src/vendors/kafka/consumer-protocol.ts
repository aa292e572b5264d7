// Kafka's consumer requests (Metadata of several topics, ListOffsets, Fetch, FindCoordinator, OffsetFetch,
// OffsetCommit); used by the kafka and event hub pull sources (src/pull/kafka/reader.ts).
// The requests a consumer needs beyond the producer's (protocol.ts), each encoded and decoded
// as https://kafka.apache.org/protocol specifies the version used (all non-flexible: request header v1,
// response header v0), and all within what Kafka 4.0 still serves (KIP-896):
//   Metadata (3) v4 of several topics (decoded by the producer's readMetadata), ListOffsets (2) v1,
//   Fetch (1) v4, FindCoordinator (10) v0 or v1, OffsetFetch (9) v1, OffsetCommit (8) v2.

import type { KafkaConnection } from "./connection";
import { brokerError, KafkaError } from "./errors";
import { type BrokerAddress, readMetadata } from "./protocol";
import { Writer } from "./wire";

export const CONSUMER_API = {
  fetch: 1,
  listOffsets: 2,
  offsetCommit: 8,
  offsetFetch: 9,
  findCoordinator: 10,
};

export interface PartitionLeader {
  topic: string;
  partition: number;
  /** -1 when the partition has no leader now. */
  leader: number;
  errorCode: number;
}

export interface ClusterMetadata {
  brokers: Map<number, BrokerAddress>;
  partitions: PartitionLeader[];
}

/** Metadata v4 of `topics`: the brokers and every partition's leader. A topic's own error is thrown. */
export async function topicsMetadata(conn: KafkaConnection, topics: string[]): Promise<ClusterMetadata> {
  const { brokers, topics: answered } = await readMetadata(conn, topics);
  const partitions: PartitionLeader[] = [];
  for (const t of answered) {
    if (!topics.includes(t.name)) continue;
    if (t.errorCode !== 0) throw brokerError(`topic ${t.name}`, t.errorCode);
    for (const p of t.partitions)
      partitions.push({ topic: t.name, partition: p.index, leader: p.leader, errorCode: p.errorCode });
  }
  for (const topic of topics)
    if (!partitions.some((p) => p.topic === topic))
      throw new KafkaError(`topic ${topic} has no partitions in the broker's metadata`, true);
  return { brokers, partitions };
}

export interface TopicPartition {
  topic: string;
  partition: number;
}

/** ListOffsets' special timestamps: the next offset to be written, and the first still kept. */
export const LATEST = -1;
export const EARLIEST = -2;

/**
 * ListOffsets v1: per partition, the first offset whose record's timestamp is at or after `timestamp` (or the
 * LATEST / EARLIEST offset); -1 when no record is that late. Partition errors are thrown by name.
 */
export async function listOffsets(
  conn: KafkaConnection,
  partitions: TopicPartition[],
  timestamp: number,
): Promise<Map<string, number>> {
  const byTopic = groupByTopic(partitions);
  const body = new Writer()
    .int32(-1) // replica_id: a consumer
    .array([...byTopic], (w, [topic, parts]) =>
      w.string(topic).array(parts, (w, p) => {
        w.int32(p).int64(timestamp);
      }),
    )
    .result();
  const r = await conn.request(CONSUMER_API.listOffsets, 1, body);
  const out = new Map<string, number>();
  for (const t of r.array((r) => ({
    name: r.string(),
    partitions: r.array((r) => ({
      partition: r.int32(),
      errorCode: r.int16(),
      timestamp: r.int64(),
      offset: r.int64(),
    })),
  })))
    for (const p of t.partitions) {
      if (p.errorCode !== 0) throw brokerError(`offsets of ${t.name}/${p.partition}`, p.errorCode);
      out.set(partitionKey(t.name, p.partition), Number(p.offset));
    }
  return out;
}

export interface FetchedPartition {
  topic: string;
  partition: number;
  errorCode: number;
  highWatermark: number;
  /** Record batches as the broker sent them (the last one possibly cut short). */
  records: Uint8Array | null;
}

/**
 * Fetch v4 (read_uncommitted) of each partition from its offset, answering at once with what there is: at most
 * `maxBytes` in all and `partitionMaxBytes` per partition (the first batch comes whole even when larger).
 */
export async function fetchRecords(
  conn: KafkaConnection,
  partitions: (TopicPartition & { offset: number })[],
  maxBytes: number,
  partitionMaxBytes: number,
): Promise<FetchedPartition[]> {
  // Topics in the order their first partition comes, so the caller's order (which it rotates) holds.
  const byTopic = new Map<string, (TopicPartition & { offset: number })[]>();
  for (const p of partitions) byTopic.set(p.topic, [...(byTopic.get(p.topic) ?? []), p]);
  const body = new Writer()
    .int32(-1) // replica_id
    .int32(0) // max_wait_ms: answer with what is there
    .int32(0) // min_bytes
    .int32(maxBytes)
    .int8(0) // isolation_level: read_uncommitted
    .array([...byTopic], (w, [topic, parts]) =>
      w.string(topic).array(parts, (w, p) => {
        w.int32(p.partition).int64(p.offset).int32(partitionMaxBytes);
      }),
    )
    .result();
  const r = await conn.request(CONSUMER_API.fetch, 4, body);
  r.int32(); // throttle_time_ms
  const out: FetchedPartition[] = [];
  for (const t of r.array((r) => ({
    topic: r.string(),
    partitions: r.array((r) => {
      const p = { partition: r.int32(), errorCode: r.int16(), highWatermark: Number(r.int64()) };
      r.int64(); // last_stable_offset
      r.array((r) => [r.int64(), r.int64()]); // aborted_transactions (nullable)
      return { ...p, records: r.bytes() };
    }),
  })))
    for (const p of t.partitions) out.push({ topic: t.topic, ...p });
  return out;
}

/** FindCoordinator v0 or v1 (the highest the broker takes): the broker keeping `group`'s offsets. */
export async function findCoordinator(
  conn: KafkaConnection,
  version: number,
  group: string,
): Promise<{ host: string; port: number }> {
  const body = new Writer().string(group);
  if (version >= 1) body.int8(0); // key_type: a group
  const r = await conn.request(CONSUMER_API.findCoordinator, version, body.result());
  if (version >= 1) r.int32(); // throttle_time_ms
  const errorCode = r.int16();
  const message = version >= 1 ? r.nullableString() : null;
  r.int32(); // node_id
  const host = r.string();
  const port = r.int32();
  if (errorCode !== 0) throw brokerError(`the coordinator of group ${group}`, errorCode, message);
  return { host, port };
}

/** OffsetFetch v1: the offsets `group` committed, per partition; -1 where it committed none. */
export async function offsetFetch(
  conn: KafkaConnection,
  group: string,
  partitions: TopicPartition[],
): Promise<Map<string, number>> {
  const body = new Writer()
    .string(group)
    .array([...groupByTopic(partitions)], (w, [topic, parts]) =>
      w.string(topic).array(parts, (w, p) => {
        w.int32(p);
      }),
    )
    .result();
  const r = await conn.request(CONSUMER_API.offsetFetch, 1, body);
  const out = new Map<string, number>();
  for (const t of r.array((r) => ({
    name: r.string(),
    partitions: r.array((r) => {
      const p = { partition: r.int32(), offset: r.int64() };
      r.nullableString(); // metadata
      return { ...p, errorCode: r.int16() };
    }),
  })))
    for (const p of t.partitions) {
      if (p.errorCode !== 0)
        throw brokerError(`group ${group}'s offset of ${t.name}/${p.partition}`, p.errorCode);
      out.set(partitionKey(t.name, p.partition), Number(p.offset));
    }
  return out;
}

/**
 * OffsetCommit v2 as a consumer outside the group's membership (generation -1, no member id, the broker's
 * retention), which Kafka takes for a group with no active members. Partition errors are thrown by name.
 */
export async function offsetCommit(
  conn: KafkaConnection,
  group: string,
  offsets: (TopicPartition & { offset: number })[],
): Promise<void> {
  const byTopic = new Map<string, { partition: number; offset: number }[]>();
  for (const o of offsets) byTopic.set(o.topic, [...(byTopic.get(o.topic) ?? []), o]);
  const body = new Writer()
    .string(group)
    .int32(-1) // generation_id
    .string("") // member_id
    .int64(-1) // retention_time_ms: the broker's
    .array([...byTopic], (w, [topic, parts]) =>
      w.string(topic).array(parts, (w, p) => {
        w.int32(p.partition).int64(p.offset).nullableString(null);
      }),
    )
    .result();
  const r = await conn.request(CONSUMER_API.offsetCommit, 2, body);
  for (const t of r.array((r) => ({
    name: r.string(),
    partitions: r.array((r) => ({ partition: r.int32(), errorCode: r.int16() })),
  })))
    for (const p of t.partitions)
      if (p.errorCode !== 0) {
        const why =
          p.errorCode === 22 || p.errorCode === 25
            ? "the group has active members: give this source a group_id no other consumer uses"
            : null;
        throw brokerError(`committing group ${group}'s offset of ${t.name}/${p.partition}`, p.errorCode, why);
      }
}

export const partitionKey = (topic: string, partition: number) => `${topic}:${partition}`;

function groupByTopic(partitions: TopicPartition[]): Map<string, number[]> {
  const byTopic = new Map<string, number[]>();
  for (const p of partitions) byTopic.set(p.topic, [...(byTopic.get(p.topic) ?? []), p.partition]);
  return byTopic;
}
