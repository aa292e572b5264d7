// The `encrypt-fields` and `decrypt-fields` processors: AES (GCM, CBC with PKCS#7 padding, CTR) through
// WebCrypto.
//
// Mezmo's shape: encrypting replaces `field` with the ciphertext and writes the initialisation vector,
// random for every value, to `iv_field`; decrypting reads both back. (The IV therefore travels in its own
// field rather than prepended to the ciphertext: `iv_field` is part of the configuration.) With
// `encode_raw_bytes` (the default) ciphertext and IV are Base64 text; without it they are "binary
// strings", one character (U+0000 to U+00FF) per byte, since an event holds no raw bytes.
//
// A value that is not a string is encrypted as its JSON text; decrypting yields the text. An event
// without the field (or with null) passes on unchanged: there is nothing to encrypt or decrypt. A value
// that cannot be decrypted (missing or malformed IV, not Base64, wrong key, tampered GCM data, bad CBC
// padding, not UTF-8) drops the event with the reason: passing ciphertext on as if it were plaintext
// would hide the failure. AES-CTR has no integrity check, so a wrong key there yields garbage that is
// only caught when it is not valid UTF-8.
import { getField, type PipelineEvent, setField } from "../events";
import { type Processor, type ProcessorFactory, ResultBuilder } from "./types";

type Algorithm =
  | "AES-256-GCM"
  | "AES-128-GCM"
  | "AES-256-CBC"
  | "AES-128-CBC"
  | "AES-256-CTR"
  | "AES-128-CTR";

interface CryptConfig {
  field: string;
  algorithm: Algorithm;
  key: string;
  iv_field: string;
  encode_raw_bytes: boolean;
}

/** WebCrypto name, key length in bytes, and IV length in bytes (GCM's recommended 96 bits). */
function algorithmOf(algorithm: Algorithm) {
  const mode = algorithm.slice(-3) as "GCM" | "CBC" | "CTR";
  return {
    name: `AES-${mode}`,
    keyBytes: algorithm.includes("256") ? 32 : 16,
    ivBytes: mode === "GCM" ? 12 : 16,
  };
}

function params(name: string, iv: Uint8Array): SubtleCryptoEncryptAlgorithm {
  // CTR: the whole 16-byte IV is the initial counter block, its low 64 bits counting.
  return name === "AES-CTR" ? { name, counter: iv, length: 64 } : { name, iv };
}

function toBinaryString(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
}

function fromBinaryString(text: string): Uint8Array | null {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0xff) return null;
    bytes[i] = code;
  }
  return bytes;
}

function encode(bytes: Uint8Array, base64: boolean): string {
  const binary = toBinaryString(bytes);
  return base64 ? btoa(binary) : binary;
}

function decode(text: string, base64: boolean): Uint8Array | null {
  if (!base64) return fromBinaryString(text);
  try {
    return fromBinaryString(atob(text));
  } catch {
    return null;
  }
}

/** Refuses, at build time, a key whose UTF-8 byte length does not fit the algorithm. */
async function importKey(
  kind: string,
  config: CryptConfig,
  usage: "encrypt" | "decrypt",
): Promise<CryptoKey> {
  const { name, keyBytes } = algorithmOf(config.algorithm);
  const bytes = new TextEncoder().encode(config.key);
  if (bytes.length !== keyBytes) {
    // Config validation counts characters; a non-ASCII character takes several bytes.
    throw new Error(
      `${kind}: ${config.algorithm} needs a key of exactly ${keyBytes} bytes, but this key is ${bytes.length} bytes in UTF-8 (use ${keyBytes} ASCII characters)`,
    );
  }
  return crypto.subtle.importKey("raw", bytes, { name }, false, [usage]);
}

/** Raw text lines (message is a string) are addressed as `{message: "<line>"}`. */
function readField(event: PipelineEvent, field: string): unknown {
  if (typeof event.message === "string" && field === ".message") return event.message;
  return getField(event, field);
}

function writeField(event: PipelineEvent, field: string, value: unknown) {
  if (typeof event.message === "string") event.message = { message: event.message };
  setField(event, field, value);
}

type Outcome = { ok: true } | { ok: false; reason: string };

function cryptProcessor(
  kind: string,
  usage: "encrypt" | "decrypt",
  handle: (event: PipelineEvent, key: CryptoKey, config: CryptConfig) => Promise<Outcome>,
): ProcessorFactory {
  return async (raw): Promise<Processor> => {
    const config = raw as unknown as CryptConfig;
    const key = await importKey(kind, config, usage);
    return {
      async process(events) {
        const outcomes = await Promise.all(events.map((event) => handle(event, key, config)));
        const out = new ResultBuilder();
        events.forEach((event, i) => {
          const outcome = outcomes[i];
          if (outcome.ok) out.emit(event);
          else out.drop(event, outcome.reason);
        });
        return out.result();
      },
    };
  };
}

export const encryptFieldsProcessor: ProcessorFactory = cryptProcessor(
  "encrypt-fields",
  "encrypt",
  async (event, key, config) => {
    const value = readField(event, config.field);
    if (value === undefined || value === null) return { ok: true };
    const { name, ivBytes } = algorithmOf(config.algorithm);
    const iv = crypto.getRandomValues(new Uint8Array(ivBytes));
    const plaintext = new TextEncoder().encode(typeof value === "string" ? value : JSON.stringify(value));
    try {
      const ciphertext = new Uint8Array(await crypto.subtle.encrypt(params(name, iv), key, plaintext));
      writeField(event, config.field, encode(ciphertext, config.encode_raw_bytes));
      writeField(event, config.iv_field, encode(iv, config.encode_raw_bytes));
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: `encryption of ${config.field} failed: ${(error as Error).message}` };
    }
  },
);

export const decryptFieldsProcessor: ProcessorFactory = cryptProcessor(
  "decrypt-fields",
  "decrypt",
  async (event, key, config) => {
    const value = readField(event, config.field);
    if (value === undefined || value === null) return { ok: true };
    const encoding = config.encode_raw_bytes ? "Base64" : "binary string";
    if (typeof value !== "string") return { ok: false, reason: `${config.field} is not an encrypted string` };
    const ciphertext = decode(value, config.encode_raw_bytes);
    if (!ciphertext) return { ok: false, reason: `${config.field} is not a ${encoding}` };
    const ivText = getField(event, config.iv_field);
    if (typeof ivText !== "string")
      return { ok: false, reason: `the IV field ${config.iv_field} is missing` };
    const { name, ivBytes } = algorithmOf(config.algorithm);
    const iv = decode(ivText, config.encode_raw_bytes);
    if (!iv || iv.length !== ivBytes) {
      return { ok: false, reason: `the IV in ${config.iv_field} is not a ${encoding} of ${ivBytes} bytes` };
    }
    let plain: ArrayBuffer;
    try {
      plain = await crypto.subtle.decrypt(params(name, iv), key, ciphertext);
    } catch {
      return {
        ok: false,
        reason: `${config.field} could not be decrypted with ${config.algorithm} (wrong key or corrupted data)`,
      };
    }
    try {
      writeField(
        event,
        config.field,
        new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(plain),
      );
    } catch {
      return {
        ok: false,
        reason: `${config.field} decrypted to bytes that are not UTF-8 text (wrong key or corrupted data)`,
      };
    }
    return { ok: true };
  },
);
