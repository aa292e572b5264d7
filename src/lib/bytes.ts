// Joining byte arrays (parts of uploads and bodies built from chunks), handing them to storage, and reading
// SQLite's hex() (D1 answers a BLOB as an array of numbers, several times its size: hex is two bytes a byte).

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

/** The bytes of SQLite's hex() (upper-case digits, two a byte). */
export function bytesOfHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length >> 1);
  const digit = (c: number) => (c <= 57 ? c - 48 : c - 55);
  for (let i = 0; i < out.length; i++)
    out[i] = (digit(hex.charCodeAt(2 * i)) << 4) | digit(hex.charCodeAt(2 * i + 1));
  return out;
}

/** The bytes in hex as SQLite's hex() writes them (upper-case digits), which bytesOfHex reads back. */
export function hexOfBytes(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += (b < 16 ? "0" : "") + b.toString(16).toUpperCase();
  return out;
}
