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

export function toHex(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += b.toString(16).padStart(2, "0");
  return out;
}
