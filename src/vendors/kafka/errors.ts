// Kafka's protocol error codes; used by the kafka destination and the Kafka consumer source.
// Kafka's error codes (https://kafka.apache.org/protocol#protocol_error_codes), the ones a producer or a
// consumer (src/pull/kafka) can meet, by name; `retryable` as the protocol guide marks them. Any other code is
// reported by number.

const NAMES: Record<number, [string, boolean]> = {
  [-1]: ["UNKNOWN_SERVER_ERROR", false],
  1: ["OFFSET_OUT_OF_RANGE", false],
  2: ["CORRUPT_MESSAGE", true],
  3: ["UNKNOWN_TOPIC_OR_PARTITION", true],
  4: ["INVALID_FETCH_SIZE", false],
  5: ["LEADER_NOT_AVAILABLE", true],
  6: ["NOT_LEADER_OR_FOLLOWER", true],
  7: ["REQUEST_TIMED_OUT", true],
  9: ["REPLICA_NOT_AVAILABLE", true],
  10: ["MESSAGE_TOO_LARGE", false],
  12: ["OFFSET_METADATA_TOO_LARGE", false],
  13: ["NETWORK_EXCEPTION", true],
  14: ["COORDINATOR_LOAD_IN_PROGRESS", true],
  15: ["COORDINATOR_NOT_AVAILABLE", true],
  16: ["NOT_COORDINATOR", true],
  17: ["INVALID_TOPIC_EXCEPTION", false],
  18: ["RECORD_LIST_TOO_LARGE", false],
  19: ["NOT_ENOUGH_REPLICAS", true],
  20: ["NOT_ENOUGH_REPLICAS_AFTER_APPEND", true],
  21: ["INVALID_REQUIRED_ACKS", false],
  22: ["ILLEGAL_GENERATION", false],
  24: ["INVALID_GROUP_ID", false],
  25: ["UNKNOWN_MEMBER_ID", false],
  27: ["REBALANCE_IN_PROGRESS", true],
  28: ["INVALID_COMMIT_OFFSET_SIZE", false],
  29: ["TOPIC_AUTHORIZATION_FAILED", false],
  30: ["GROUP_AUTHORIZATION_FAILED", false],
  31: ["CLUSTER_AUTHORIZATION_FAILED", false],
  32: ["INVALID_TIMESTAMP", false],
  33: ["UNSUPPORTED_SASL_MECHANISM", false],
  34: ["ILLEGAL_SASL_STATE", false],
  35: ["UNSUPPORTED_VERSION", false],
  42: ["INVALID_REQUEST", false],
  43: ["UNSUPPORTED_FOR_MESSAGE_FORMAT", false],
  44: ["POLICY_VIOLATION", false],
  56: ["KAFKA_STORAGE_ERROR", true],
  58: ["SASL_AUTHENTICATION_FAILED", false],
  74: ["FENCED_LEADER_EPOCH", true],
  75: ["UNKNOWN_LEADER_EPOCH", true],
  76: ["UNSUPPORTED_COMPRESSION_TYPE", false],
  87: ["INVALID_RECORD", false],
  89: ["THROTTLING_QUOTA_EXCEEDED", true],
};

export const errorName = (code: number) => NAMES[code]?.[0] ?? `error code ${code}`;

/** A failure of a Kafka exchange; `retryable` when trying again later can succeed. */
export class KafkaError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** The broker's answer `code` (non-zero) as an error: "<what>: NAME (code)". */
export const brokerError = (what: string, code: number, detail?: string | null) =>
  new KafkaError(
    `${what}: ${errorName(code)} (${code})${detail ? `: ${detail}` : ""}`,
    NAMES[code]?.[1] ?? false,
  );
