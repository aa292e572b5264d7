// Joining byte arrays (parts of uploads and bodies built from chunks), and handing them to storage.

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

/** The bytes as an ArrayBuffer of their own (what SQL storage binds as a BLOB): the array's, when it is whole. */
export function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? (bytes.buffer as ArrayBuffer)
    : (bytes.slice().buffer as ArrayBuffer);
}
