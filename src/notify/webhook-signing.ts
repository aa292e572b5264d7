// Webhook notifications are signed so a receiver can tell them from forgeries: the header
// `x-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the account's
// signing secret (the secret string's UTF-8 bytes). The timestamp is signed too, so a receiver can refuse
// replays of old requests. The secret is created on first use and can be read and rotated through the API.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { notificationSecrets } from "../db/schema";
import { generateSecret, toHex } from "../lib/secrets";

const SECRET_PREFIX = "whsec_";
const encoder = new TextEncoder();

export interface SigningSecret {
  secret: string;
  createdAt: string;
}

/** The account's signing secret, created (256 random bits) the first time anything asks for it. */
export async function signingSecret(db: Db, accountId: string): Promise<SigningSecret> {
  // Insert-or-nothing, then read: two first uses at once agree on one secret.
  await db
    .insert(notificationSecrets)
    .values({ accountId, secret: generateSecret(SECRET_PREFIX) })
    .onConflictDoNothing();
  const row = await db
    .select()
    .from(notificationSecrets)
    .where(eq(notificationSecrets.accountId, accountId))
    .get();
  if (!row) throw new Error("notification secret vanished after insert");
  return { secret: row.secret, createdAt: row.createdAt };
}

/** Replaces the account's secret; webhooks sent from now on are signed with the new one. */
export async function rotateSigningSecret(db: Db, accountId: string): Promise<SigningSecret> {
  const secret = generateSecret(SECRET_PREFIX);
  const createdAt = new Date().toISOString();
  await db
    .insert(notificationSecrets)
    .values({ accountId, secret, createdAt })
    .onConflictDoUpdate({ target: notificationSecrets.accountId, set: { secret, createdAt } });
  return { secret, createdAt };
}

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
  return toHex(mac);
}

/** The `x-signature` header value for `body` sent at `nowMs`. */
export async function signatureHeader(secret: string, body: string, nowMs: number): Promise<string> {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${await hmacHex(secret, `${t}.${body}`)}`;
}
