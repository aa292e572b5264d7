// What a destination's delivery gets besides its events: split out of destinations.ts so that the
// destinations it dispatches to need not import it back.
import type { Db } from "../db/client";
import type { Bindings } from "../env";

export interface DeliveryContext {
  db: Db;
  accountId: string;
  /** The log store's bindings, for the log-analysis destination (absent where lines must not be stored). */
  logStore?: Pick<Bindings, "DB" | "LOG_SLICE" | "LOG_SLICE_MAX_BYTES" | "LOG_COLD">;
  /** Injectable for tests; the Worker's fetch otherwise. */
  fetch?: typeof fetch;
  /** Injectable so tests do not wait for backoff. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** The batch's key (src/delivery/queue.ts batchKey): the log store keeps a batch sent twice once. */
  batchKey?: string;
  /**
   * A destination's request budget shared by every live run (rate_limiting): takes `count` requests of
   * `limit` or none. Absent (simulations, tests): no limit is applied.
   */
  takeRequests?: (
    limit: { request_limit: number; duration_secs: number },
    count: number,
  ) => Promise<{ granted: boolean; retryAfterSeconds: number }>;
}
