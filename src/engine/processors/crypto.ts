// The `encrypt-fields` and `decrypt-fields` processors: AES in the modes of aes-modes.ts (the Mezmo provider's
// and VRL's CFB, OFB, CTR and CBC with four paddings, and our GCM), on WebCrypto.
//
// Mezmo's shape: encrypting replaces `field` with the ciphertext and writes the initialisation vector,
// random for every value, to `iv_field`; decrypting reads both back. (The IV therefore travels in its own
// field rather than prepended to the ciphertext: `iv_field` is part of the configuration.) With
// `encode_raw_bytes` (encrypt; the default) or `decode_raw_bytes` (decrypt, the provider's name; our own
// configurations say `encode_raw_bytes` there too) ciphertext and IV are Base64 text; without it they are
// "binary strings", one character (U+0000 to U+00FF) per byte, since an event holds no raw bytes.
//
// A value that is not a string is encrypted as its JSON text; decrypting yields the text. An event
// without the field (or with null) passes on unchanged: there is nothing to encrypt or decrypt. A value
// that cannot be decrypted (missing or malformed IV, not Base64, wrong key, tampered GCM data, bad CBC
// padding, not UTF-8) drops the event with the reason: passing ciphertext on as if it were plaintext
// would hide the failure. CTR, CFB and OFB have no integrity check, so a wrong key there yields garbage that
// is only caught when it is not valid UTF-8.
import { getField, type PipelineEvent, setField } from "../events";
import { type AesAlgorithm, aesAlgorithm, aesDecrypt, aesEncrypt, importAesKey } from "./aes-modes";
import { type Processor, type ProcessorFactory, ResultBuilder } from "./types";

interface CryptConfig {
  field: string;
  algorithm: string;
  key: string;
  iv_field: string;
  encode_raw_bytes?: boolean;
  /** decrypt-fields, the provider's name for encode_raw_bytes there. */
  decode_raw_bytes?: boolean;
}

/** Base64 text or binary strings: `decode_raw_bytes` (decrypt) or `encode_raw_bytes`, true by default. */
const base64Of = (config: CryptConfig) => config.decode_raw_bytes ?? config.encode_raw_bytes ?? true;

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

/** Refuses, at build time, an algorithm not offered or a key whose UTF-8 byte length does not fit it. */
async function importKey(
  kind: string,
  config: CryptConfig,
): Promise<{ algorithm: AesAlgorithm; key: CryptoKey }> {
  const algorithm = aesAlgorithm(config.algorithm);
  if (!algorithm) throw new Error(`${kind}: ${config.algorithm} is not an algorithm offered`);
  const { keyBytes } = algorithm;
  const bytes = new TextEncoder().encode(config.key);
  if (bytes.length !== keyBytes) {
    // Config validation counts characters; a non-ASCII character takes several bytes.
    throw new Error(
      `${kind}: ${config.algorithm} needs a key of exactly ${keyBytes} bytes, but this key is ${bytes.length} bytes in UTF-8 (use ${keyBytes} ASCII characters)`,
    );
  }
  return { algorithm, key: await importAesKey(algorithm, bytes) };
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

interface Keyed {
  algorithm: AesAlgorithm;
  key: CryptoKey;
  config: CryptConfig;
  base64: boolean;
}

function cryptProcessor(
  kind: string,
  handle: (event: PipelineEvent, keyed: Keyed) => Promise<Outcome>,
): ProcessorFactory {
  return async (raw): Promise<Processor> => {
    const config = raw as unknown as CryptConfig;
    const keyed = { ...(await importKey(kind, config)), config, base64: base64Of(config) };
    return {
      async process(events) {
        const outcomes = await Promise.all(events.map((event) => handle(event, keyed)));
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
  async (event, { algorithm, key, config, base64 }) => {
    const value = readField(event, config.field);
    if (value === undefined || value === null) return { ok: true };
    const iv = crypto.getRandomValues(new Uint8Array(algorithm.ivBytes));
    const plaintext = new TextEncoder().encode(typeof value === "string" ? value : JSON.stringify(value));
    try {
      const ciphertext = await aesEncrypt(algorithm, key, iv, plaintext);
      writeField(event, config.field, encode(ciphertext, base64));
      writeField(event, config.iv_field, encode(iv, base64));
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: `encryption of ${config.field} failed: ${(error as Error).message}` };
    }
  },
);

export const decryptFieldsProcessor: ProcessorFactory = cryptProcessor(
  "decrypt-fields",
  async (event, { algorithm, key, config, base64 }) => {
    const value = readField(event, config.field);
    if (value === undefined || value === null) return { ok: true };
    const encoding = base64 ? "Base64" : "binary string";
    if (typeof value !== "string") return { ok: false, reason: `${config.field} is not an encrypted string` };
    const ciphertext = decode(value, base64);
    if (!ciphertext) return { ok: false, reason: `${config.field} is not a ${encoding}` };
    const ivText = getField(event, config.iv_field);
    if (typeof ivText !== "string")
      return { ok: false, reason: `the IV field ${config.iv_field} is missing` };
    const iv = decode(ivText, base64);
    if (!iv || iv.length !== algorithm.ivBytes) {
      return {
        ok: false,
        reason: `the IV in ${config.iv_field} is not a ${encoding} of ${algorithm.ivBytes} bytes`,
      };
    }
    let plain: Uint8Array;
    try {
      plain = await aesDecrypt(algorithm, key, iv, ciphertext);
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
