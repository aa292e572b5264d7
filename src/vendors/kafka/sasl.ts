// Kafka SASL (PLAIN, SCRAM); used by the kafka destination and the Kafka consumer source.
// SASL after the connection opens (KIP-152): SaslHandshake v1 names the mechanism, then SaslAuthenticate
// carries its messages.
// - PLAIN (RFC 4616): one message, "\0username\0password".
// - SCRAM-SHA-256 / SCRAM-SHA-512 (RFC 5802, RFC 7677; Kafka: KIP-84): client-first "n,,n=<user>,r=<nonce>",
//   server-first "r=<nonce>,s=<salt>,i=<iterations>", client-final "c=biws,r=<nonce>,p=<proof>" and the
//   server's "v=<signature>", which is checked, so a broker that does not know the password is refused too.
//   Keys from WebCrypto (PBKDF2 and HMAC). Usernames are escaped (= and ,); passwords are used as UTF-8
//   without SASLprep, as Kafka's own client does.

import type { KafkaConnection } from "./connection";
import { KafkaError } from "./errors";
import { API, pickVersion, saslAuthenticate, saslHandshake, type VersionRanges } from "./protocol";

export type SaslMechanism = "PLAIN" | "SCRAM-SHA-256" | "SCRAM-SHA-512";

const utf8 = new TextEncoder();
const text = new TextDecoder();

/** Kafka's ScramMechanism: at least 4096 iterations, at most 16384 (which also bounds our CPU). */
const MIN_ITERATIONS = 4096;
const MAX_ITERATIONS = 16384;

export async function authenticate(
  conn: KafkaConnection,
  versions: VersionRanges,
  mechanism: SaslMechanism,
  username: string,
  password: string,
): Promise<void> {
  pickVersion(versions, API.saslHandshake, 1, 1, "SaslHandshake");
  const authVersion = pickVersion(versions, API.saslAuthenticate, 0, 1, "SaslAuthenticate");
  await saslHandshake(conn, mechanism);
  if (mechanism === "PLAIN") {
    await saslAuthenticate(conn, authVersion, utf8.encode(`\0${username}\0${password}`));
    return;
  }
  await scram(conn, authVersion, mechanism === "SCRAM-SHA-256" ? "SHA-256" : "SHA-512", username, password);
}

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

async function hmac(hash: string, key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, data));
}

async function scram(
  conn: KafkaConnection,
  version: number,
  hash: "SHA-256" | "SHA-512",
  user: string,
  password: string,
) {
  const fail = (why: string) => new KafkaError(`SCRAM authentication at ${conn.address}: ${why}`, false);
  const clientNonce = b64(crypto.getRandomValues(new Uint8Array(24)));
  const saslName = user.replaceAll("=", "=3D").replaceAll(",", "=2C");
  const clientFirstBare = `n=${saslName},r=${clientNonce}`;
  const serverFirst = text.decode(
    await saslAuthenticate(conn, version, utf8.encode(`n,,${clientFirstBare}`)),
  );
  const attrs = new Map(serverFirst.split(",").map((kv) => [kv.slice(0, 1), kv.slice(2)]));
  const nonce = attrs.get("r");
  const salt = attrs.get("s");
  const iterations = Number(attrs.get("i"));
  if (attrs.has("e")) throw fail(`the broker answered ${attrs.get("e")}`);
  if (!nonce?.startsWith(clientNonce) || nonce === clientNonce)
    throw fail("the broker's nonce does not extend ours");
  if (!salt) throw fail("the broker sent no salt");
  if (!Number.isInteger(iterations) || iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS)
    throw fail(
      `the broker asked for ${attrs.get("i")} iterations (${MIN_ITERATIONS} to ${MAX_ITERATIONS} allowed)`,
    );

  const baseKey = await crypto.subtle.importKey("raw", utf8.encode(password), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = hash === "SHA-256" ? 256 : 512;
  const saltedPassword = new Uint8Array(
    await crypto.subtle.deriveBits({ name: "PBKDF2", hash, salt: unb64(salt), iterations }, baseKey, bits),
  );
  const clientKey = await hmac(hash, saltedPassword, utf8.encode("Client Key"));
  const storedKey = new Uint8Array(await crypto.subtle.digest(hash, clientKey));
  const clientFinalWithoutProof = `c=${b64(utf8.encode("n,,"))},r=${nonce}`;
  const authMessage = utf8.encode(`${clientFirstBare},${serverFirst},${clientFinalWithoutProof}`);
  const clientSignature = await hmac(hash, storedKey, authMessage);
  const proof = clientKey.map((b, i) => b ^ clientSignature[i]);
  const serverFinal = text.decode(
    await saslAuthenticate(conn, version, utf8.encode(`${clientFinalWithoutProof},p=${b64(proof)}`)),
  );
  if (serverFinal.startsWith("e=")) throw fail(`the broker answered ${serverFinal.slice(2)}`);
  const serverKey = await hmac(hash, saltedPassword, utf8.encode("Server Key"));
  const expected = b64(await hmac(hash, serverKey, authMessage));
  if (serverFinal !== `v=${expected}`)
    throw fail("the broker's signature does not match (it does not know the password)");
}
