// Where an ingestion request's batch is stored, the same for a retry (src/logstore/store.ts storeBatch takes
// it as its key and placing time).
import { sha256Hex } from "../../lib/secrets";
import { type IngestQuery, lineTimestamp } from "../../protocols/logdna";

/**
 * Its key in its slice, a digest of what the sender sent (the body as it came, after decompression, with
 * host, tags, ip and mac) whatever its `now`, and its place, the newest timestamp the lines carry themselves
 * (not shifted by `now`'s drift, which a retry changes). A batch with a line that has no timestamp of its own
 * is a new event each time it is sent: its key is its own.
 */
export async function batchPlace(body: string, lines: unknown[], query: IngestQuery, receivedAt: number) {
  let newest = 0;
  for (const l of lines) {
    const ts = typeof l === "object" && l !== null ? lineTimestamp(l as Record<string, unknown>) : null;
    if (typeof ts !== "number") return { key: `ingest:${crypto.randomUUID()}`, placeTs: receivedAt };
    newest = Math.max(newest, ts);
  }
  const sent = JSON.stringify([query.hostname, query.mac ?? "", query.ip ?? "", query.tags]);
  return { key: `ingest:${await sha256Hex(`${sent}\n${body}`)}`, placeTs: newest };
}
