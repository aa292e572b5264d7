// Google OAuth 2.0 service-account tokens; used by the GCP destinations (through request.ts).
// Google service-account auth (OAuth 2.0 JWT bearer grant, RFC 7523, as Google's "Using OAuth 2.0 for
// Server to Server Applications" describes it): a JWT `{iss: client_email, scope, aud: token_uri, iat, exp}`
// signed RS256 with the key file's `private_key` (PKCS #8 PEM, WebCrypto RSASSA-PKCS1-v1_5 / SHA-256),
// POSTed form-encoded to the key file's `token_uri` with grant_type
// urn:ietf:params:oauth:grant-type:jwt-bearer; the answer's `access_token` is sent as `Authorization:
// Bearer` to the Google APIs. Tokens are cached per isolate, per key and scope, until a minute before
// they expire (at most MAX_CACHED tokens: a lost entry costs one token request, never a wrong result).

import { DeliveryRefused, isRetriableStatus } from "../../delivery/http-batching";
import { sha256Hex } from "../../lib/secrets";

export interface ServiceAccountKey {
  client_email: string;
  private_key: string;
  token_uri: string;
  project_id?: string;
}

export const GOOGLE_TOKEN_URI = "https://oauth2.googleapis.com/token";

/** The longest lifetime Google grants an assertion (and the token it buys): one hour. */
const ASSERTION_LIFETIME_S = 3600;
/** A token is renewed this long before it expires. */
const RENEW_BEFORE_MS = 60_000;
const MAX_CACHED = 200;

/** The key file's fields this flow needs; throws, saying which is missing, when they are not there. */
export function parseServiceAccount(json: string): ServiceAccountKey {
  let key: Record<string, unknown>;
  try {
    key = JSON.parse(json) as Record<string, unknown>;
  } catch {
    throw new DeliveryRefused("credentials_json is not JSON (a Google service account key file is expected)");
  }
  if (typeof key !== "object" || key === null)
    throw new DeliveryRefused("credentials_json is not a JSON object");
  for (const field of ["client_email", "private_key"])
    if (typeof key[field] !== "string" || key[field] === "")
      throw new DeliveryRefused(
        `credentials_json has no ${field} (a Google service account key file is expected)`,
      );
  return {
    client_email: key.client_email as string,
    private_key: key.private_key as string,
    token_uri: typeof key.token_uri === "string" && key.token_uri ? key.token_uri : GOOGLE_TOKEN_URI,
    ...(typeof key.project_id === "string" && { project_id: key.project_id }),
  };
}

/** Whether a string is a service account key file this flow can use (the schemas' check). */
export function isServiceAccountJson(json: string): boolean {
  try {
    const key = parseServiceAccount(json);
    return /-----BEGIN PRIVATE KEY-----/.test(key.private_key);
  } catch {
    return false;
  }
}

const base64url = (bytes: Uint8Array) => {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

const utf8 = (s: string) => new TextEncoder().encode(s);

function pemBody(pem: string): Uint8Array<ArrayBuffer> {
  const b64 = pem
    .replace(/-----BEGIN PRIVATE KEY-----/, "")
    .replace(/-----END PRIVATE KEY-----/, "")
    .replace(/\\n/g, "")
    .replace(/\s+/g, "");
  try {
    return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  } catch {
    throw new DeliveryRefused("the service account's private_key is not a PEM private key");
  }
}

/** The signed assertion for `scope` (exported for tests). */
export async function signedAssertion(key: ServiceAccountKey, scope: string, nowMs: number): Promise<string> {
  let cryptoKey: CryptoKey;
  try {
    cryptoKey = await crypto.subtle.importKey(
      "pkcs8",
      pemBody(key.private_key),
      { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
      false,
      ["sign"],
    );
  } catch (err) {
    if (err instanceof Error && err.message.includes("private_key")) throw err;
    throw new DeliveryRefused("the service account's private_key is not an RSA PKCS #8 key");
  }
  const iat = Math.floor(nowMs / 1000);
  const header = base64url(utf8(JSON.stringify({ alg: "RS256", typ: "JWT" })));
  const claims = base64url(
    utf8(
      JSON.stringify({
        iss: key.client_email,
        scope,
        aud: key.token_uri,
        iat,
        exp: iat + ASSERTION_LIFETIME_S,
      }),
    ),
  );
  const signature = await crypto.subtle.sign("RSASSA-PKCS1-v1_5", cryptoKey, utf8(`${header}.${claims}`));
  return `${header}.${claims}.${base64url(new Uint8Array(signature))}`;
}

const cache = new Map<string, { token: string; renewAt: number }>();

/** The whole key file's identity (a SHA-256 of all of it): a token is never handed to another key. */
const cacheKey = async (key: ServiceAccountKey, scope: string) =>
  sha256Hex(`${key.client_email}\n${key.token_uri}\n${scope}\n${key.private_key}`);

/** Drops a cached token (an API refused it), so the next delivery asks for a new one. */
export async function forgetGoogleToken(key: ServiceAccountKey, scope: string) {
  cache.delete(await cacheKey(key, scope));
}

/** An access token for `scope`, from the cache or the key's token endpoint; throws with the reason. */
export async function googleAccessToken(
  key: ServiceAccountKey,
  scope: string,
  opts: { fetch?: typeof fetch; now?: () => number } = {},
): Promise<string> {
  const now = (opts.now ?? Date.now)();
  const id = await cacheKey(key, scope);
  const cached = cache.get(id);
  if (cached && cached.renewAt > now) return cached.token;
  cache.delete(id);
  const assertion = await signedAssertion(key, scope, now);
  const send = opts.fetch ?? fetch;
  let res: Response;
  try {
    res = await send(key.token_uri, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
        assertion,
      }).toString(),
    });
  } catch (err) {
    throw new Error(
      `Google token endpoint ${key.token_uri}: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const text = await res.text().catch(() => "");
  let body: { access_token?: unknown; expires_in?: unknown; error?: unknown; error_description?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    body = {};
  }
  if (!res.ok || typeof body.access_token !== "string") {
    const why = [body.error, body.error_description].filter((v) => typeof v === "string").join(": ");
    const message = `Google token endpoint ${key.token_uri} answered ${res.status}${why ? `: ${why}` : text ? `: ${text.slice(0, 300)}` : ""}`;
    // A key Google refuses stays refused; its own trouble (5xx, 429) may pass.
    if (res.ok || !isRetriableStatus(res.status)) throw new DeliveryRefused(message, res.status);
    throw new Error(message);
  }
  const lifetimeMs = (typeof body.expires_in === "number" ? body.expires_in : ASSERTION_LIFETIME_S) * 1000;
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(id, { token: body.access_token, renewAt: now + Math.max(0, lifetimeMs - RENEW_BEFORE_MS) });
  return body.access_token;
}

/** Google's JSON error (`{error: {code, message, status}}`) as a failure reason. */
export async function describeGoogleError(res: Response, url: string): Promise<string> {
  const text = await res.text().catch(() => "");
  let detail = text.trim().replace(/\s+/g, " ").slice(0, 300);
  try {
    const e = (JSON.parse(text) as { error?: { message?: unknown; status?: unknown } }).error;
    if (e && typeof e.message === "string")
      detail = `${typeof e.status === "string" ? `${e.status}: ` : ""}${e.message}`.slice(0, 300);
  } catch {
    // not JSON: the text as is
  }
  return `${url} answered ${res.status}${detail ? `: ${detail}` : ""}`;
}
