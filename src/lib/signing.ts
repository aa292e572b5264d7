// HMAC-SHA256 signatures for tokens the service hands out and must recognise later (export v2
// pagination tokens, download links). The key is a random secret seeded into D1 by a migration.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { serviceSecrets } from "../db/schema";

const encoder = new TextEncoder();

export const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replaceAll("=", "");

export function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

export class Signer {
  private constructor(private readonly key: CryptoKey) {}

  static async load(db: Db): Promise<Signer> {
    const row = await db.select().from(serviceSecrets).where(eq(serviceSecrets.name, "signing")).get();
    if (!row) throw new Error("signing secret missing: apply the D1 migrations");
    const key = await crypto.subtle.importKey(
      "raw",
      encoder.encode(row.value),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    return new Signer(key);
  }

  async sign(message: string): Promise<string> {
    return base64url(new Uint8Array(await crypto.subtle.sign("HMAC", this.key, encoder.encode(message))));
  }

  /** Constant-time check (crypto.subtle.verify) of a signature made by `sign`. */
  async verify(message: string, signature: string): Promise<boolean> {
    const bytes = fromBase64url(signature);
    if (bytes?.length !== 32) return false;
    return crypto.subtle.verify("HMAC", this.key, bytes, encoder.encode(message));
  }

  /** `payload.signature`, both base64url: an opaque token whose payload cannot be altered. */
  async seal(payload: unknown): Promise<string> {
    const body = base64url(encoder.encode(JSON.stringify(payload)));
    return `${body}.${await this.sign(body)}`;
  }

  /** The payload of a token made by `seal`, or null when it was altered or is not a token at all. */
  async open(token: string): Promise<unknown | null> {
    const [body, signature, extra] = token.split(".");
    if (!body || !signature || extra !== undefined) return null;
    if (!(await this.verify(body, signature))) return null;
    try {
      return JSON.parse(new TextDecoder().decode(fromBase64url(body) ?? new Uint8Array()));
    } catch {
      return null;
    }
  }
}
