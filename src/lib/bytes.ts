// Joining byte arrays: parts of uploads and bodies built from chunks.

/** The arrays one after another in one new array (`total`: their summed length, when the caller knows it). */
export function concatBytes(
  parts: Uint8Array[],
  total = parts.reduce((n, p) => n + p.byteLength, 0),
): Uint8Array {
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}
