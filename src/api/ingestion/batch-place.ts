// Where an ingestion request's batch is stored, the same for a retry (src/logstore/store.ts storeBatch takes
// it as its key and placing time). Apart from the routes so that bench/ingest-path.mjs can time it alone.
import { concatBytes } from "../../lib/bytes";
import { sha256Hex } from "../../lib/secrets";
import { type IngestQuery, lineTimestamp } from "../../protocols/logdna";

const utf8 = new TextEncoder();

/**
 * Its key in its slice, a digest of what the sender sent (the body's bytes as they came, after
 * decompression, with host, tags, ip and mac) whatever its `now`, and its place, the newest timestamp the
 * lines carry themselves (not shifted by `now`'s drift, which a retry changes). A batch with a line that has
 * no timestamp of its own is a new event each time it is sent: its key is its own. The digest is of the bytes,
 * not of the text decoded from them (encoding it again cost as much as hashing it): for a body of valid UTF-8
 * without a byte order mark, the only bodies whose text encodes to the same bytes, the key is the one the
 * text gave, so a retry sent across the deploy that changed this is still recognised.
 */
export async function batchPlace(body: Uint8Array, lines: unknown[], query: IngestQuery, receivedAt: number) {
  let newest = 0;
  for (const l of lines) {
    const ts = typeof l === "object" && l !== null ? lineTimestamp(l as Record<string, unknown>) : null;
    if (typeof ts !== "number") return { key: `ingest:${crypto.randomUUID()}`, placeTs: receivedAt };
    newest = Math.max(newest, ts);
  }
  const sent = utf8.encode(
    `${JSON.stringify([query.hostname, query.mac ?? "", query.ip ?? "", query.tags])}\n`,
  );
  return { key: `ingest:${await sha256Hex(concatBytes([sent, body]))}`, placeTs: newest };
}
