// Keys are 256 random bits, hex encoded; only their SHA-256 is ever stored or compared.
export function generateSecret(prefix = ""): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return prefix + toHex(bytes);
}

export async function sha256Hex(value: string | Uint8Array): Promise<string> {
  const bytes = typeof value === "string" ? new TextEncoder().encode(value) : value;
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return toHex(new Uint8Array(digest));
}

// Two hex digits per byte value: formatting each byte (toString, padStart) took about 3 µs per SHA-256 in
// workerd, a table 0.5-1 µs (every request hashes its key, every ingested batch its body).
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, "0"));

export function toHex(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i++) out += HEX[bytes[i]];
  return out;
}
