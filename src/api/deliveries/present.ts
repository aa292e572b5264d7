// A dead-lettered batch as the API answers it.
import type { deadLetters } from "../../db/schema";
import type { LastError } from "../../durable/delivery-ledger";

const iso = (ms: number) => new Date(ms).toISOString();

export function presentDeadLetter(r: typeof deadLetters.$inferSelect) {
  return {
    id: r.id,
    events: r.events,
    first_failed_at: iso(r.firstFailedAt),
    dead_lettered_at: iso(r.createdAt),
    replaying: r.replayedAt !== null,
    last_error: r.lastError as LastError,
  };
}
