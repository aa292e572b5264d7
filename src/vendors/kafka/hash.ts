// Kafka's CRC-32C and murmur2; used by the kafka destination and the Kafka consumer source.
// The two hashes Kafka's record path needs, both over bytes:
// - CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), the checksum of a RecordBatch (magic 2) taken
//   from its attributes to its end (KIP-98; DefaultRecordBatch in the Java client);
// - murmur2 exactly as org.apache.kafka.common.utils.Utils.murmur2 computes it (32-bit signed arithmetic,
//   seed 0x9747b28c), which the Java client's default partitioner applies to a record's key bytes:
//   partition = toPositive(murmur2(key)) % partitions, toPositive(x) = x & 0x7fffffff.

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32c(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = CRC32C_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function murmur2(data: Uint8Array): number {
  const length = data.length;
  const m = 0x5bd1e995;
  let h = 0x9747b28c ^ length;
  const length4 = length >>> 2;
  for (let i = 0; i < length4; i++) {
    const i4 = i * 4;
    let k = data[i4] | (data[i4 + 1] << 8) | (data[i4 + 2] << 16) | (data[i4 + 3] << 24);
    k = Math.imul(k, m);
    k ^= k >>> 24;
    k = Math.imul(k, m);
    h = Math.imul(h, m);
    h ^= k;
  }
  const tail = length & ~3;
  switch (length % 4) {
    // biome-ignore lint/suspicious/noFallthroughSwitchClause: Kafka's murmur2 falls through on purpose
    case 3:
      h ^= data[tail + 2] << 16;
    // biome-ignore lint/suspicious/noFallthroughSwitchClause: as above
    case 2:
      h ^= data[tail + 1] << 8;
    case 1:
      h ^= data[tail];
      h = Math.imul(h, m);
  }
  h ^= h >>> 13;
  h = Math.imul(h, m);
  h ^= h >>> 15;
  return h | 0;
}

/** The partition Kafka's default partitioner gives a keyed record. */
export const partitionForKey = (key: Uint8Array, partitions: number) =>
  (murmur2(key) & 0x7fffffff) % partitions;
