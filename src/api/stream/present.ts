// The stream configuration on the wire (a singleton), with the password as the caller may read it.
import type { StreamConfigRow } from "../../logstore/stream";

/** `password`: the stored one as revealed to the caller (in clear only to the key that sent it). */
export const presentStreamConfig = (r: StreamConfigRow, password: string) => ({
  status: r.status,
  brokers: r.brokers,
  topic: r.topic,
  user: r.user,
  password,
  last_error: r.lastError,
  streamed_lines: r.streamedLines,
  last_streamed_at: r.lastStreamedAt,
});
