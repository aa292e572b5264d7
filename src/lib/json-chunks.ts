// Rows travel to D1 as JSON arrays read by `json_each(?)`: one statement per chunk instead of one per row.
// D1 takes at most 2,000,000 bytes in one string value; a UTF-16 unit is at most 3 bytes of UTF-8.
export const MAX_CHUNK_CHARS = 600_000;

/** Serialized rows (JSON texts) as JSON arrays of at most MAX_CHUNK_CHARS characters each. */
export function chunkJson(rows: string[], maxChars = MAX_CHUNK_CHARS): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const row of rows) {
    if (size + row.length > maxChars && current.length > 0) {
      chunks.push(`[${current.join(",")}]`);
      current = [];
      size = 0;
    }
    current.push(row);
    size += row.length + 1;
  }
  if (current.length > 0) chunks.push(`[${current.join(",")}]`);
  return chunks;
}
