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
import { z } from "zod";
import { SECRET_MASK, secretString } from "../../lib/sealed-secrets";
import { getField, type PipelineEvent, setField } from "../events";
import { fieldPath } from "../fields";
import { defineProcessor } from "../kinds/define";
import {
  type AesAlgorithm,
  aesAlgorithm,
  aesDecrypt,
  aesEncrypt,
  ENCRYPTION_ALGORITHMS,
  importAesKey,
} from "./aes-modes";
import { type Processor, ResultBuilder } from "./types";

/**
 * The algorithms: the Mezmo provider's (VRL's CFB, OFB, CTR, and CBC with PKCS7, ANSIX923, ISO7816 or
 * ISO10126 padding, each for AES-128, 192 and 256) and ours (AES-128/256 GCM, AES-128/256-CBC meaning
 * PKCS #7). The provider takes keys of 16 to 32 characters; AES takes 16, 24 or 32 bytes by the algorithm's
 * size, and Mezmo itself refuses a key of another length ("must NOT have fewer than 32 characters" for
 * AES-256): so do we, at `key`.
 */
const cryptShape = {
  field: fieldPath,
  algorithm: z.enum(ENCRYPTION_ALGORITHMS),
  // The length is checked below, where the mask (which keeps the stored key) can pass.
  key: secretString(z.string().min(1).max(32)).describe(
    "16 characters for AES-128, 24 for AES-192, 32 for AES-256",
  ),
  iv_field: fieldPath.describe("Where the initialisation vector is written (encrypt) or read (decrypt)"),
};

function checkKeyLength(c: { algorithm: string; key: string }, ctx: z.RefinementCtx) {
  const bytes = aesAlgorithm(c.algorithm)?.keyBytes;
  if (bytes !== undefined && c.key !== SECRET_MASK && c.key.length !== bytes) {
    ctx.addIssue({
      code: "custom",
      path: ["key"],
      message: `${c.algorithm} needs a key of exactly ${bytes} characters (this one has ${c.key.length})`,
    });
  }
}

const encryptFieldsConfig = z
  .strictObject({
    ...cryptShape,
    encode_raw_bytes: z.boolean().default(true).describe("Base64-encode the ciphertext and the IV"),
  })
  .superRefine(checkKeyLength);

/**
 * The provider's decrypt_fields sends `decode_raw_bytes` (DecryptFieldsProcessorToModel reads it back with a
 * bare `.(bool)`); ours took `encode_raw_bytes`, as encrypt-fields does. Either is accepted (both: they must
 * agree) and answered as sent, and `decode_raw_bytes` is always answered (true when neither was sent), so a
 * node made either way imports into terraform.
 */
const decryptFieldsConfig = z
  .strictObject({
    ...cryptShape,
    decode_raw_bytes: z
      .boolean()
      .optional()
      .describe("The ciphertext and the IV are Base64 text (default true); the provider's name"),
    encode_raw_bytes: z.boolean().optional().describe("Our earlier name for decode_raw_bytes"),
  })
  .superRefine((c, ctx) => {
    checkKeyLength(c, ctx);
    if (
      c.decode_raw_bytes !== undefined &&
      c.encode_raw_bytes !== undefined &&
      c.decode_raw_bytes !== c.encode_raw_bytes
    )
      ctx.addIssue({
        code: "custom",
        path: ["encode_raw_bytes"],
        message: "encode_raw_bytes is another name for decode_raw_bytes: they must agree",
      });
  })
  .transform((c) => ({ ...c, decode_raw_bytes: c.decode_raw_bytes ?? c.encode_raw_bytes ?? true }));

/** What both processors read of their configuration. */
type CryptConfig = Pick<z.output<typeof encryptFieldsConfig>, "field" | "algorithm" | "key" | "iv_field">;

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

/** A processor of either kind; `base64`: ciphertext and IV are Base64 text, else binary strings. */
function cryptProcessor(
  kind: string,
  handle: (event: PipelineEvent, keyed: Keyed) => Promise<Outcome>,
): (config: CryptConfig, base64: boolean) => Promise<Processor> {
  return async (config, base64) => {
    const keyed = { ...(await importKey(kind, config)), config, base64 };
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

const encrypt = cryptProcessor("encrypt-fields", async (event, { algorithm, key, config, base64 }) => {
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
});

const decrypt = cryptProcessor("decrypt-fields", async (event, { algorithm, key, config, base64 }) => {
  const value = readField(event, config.field);
  if (value === undefined || value === null) return { ok: true };
  const encoding = base64 ? "Base64" : "binary string";
  if (typeof value !== "string") return { ok: false, reason: `${config.field} is not an encrypted string` };
  const ciphertext = decode(value, base64);
  if (!ciphertext) return { ok: false, reason: `${config.field} is not a ${encoding}` };
  const ivText = getField(event, config.iv_field);
  if (typeof ivText !== "string") return { ok: false, reason: `the IV field ${config.iv_field} is missing` };
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
});

export const encryptFieldsProcessor = (config: z.output<typeof encryptFieldsConfig>) =>
  encrypt(config, config.encode_raw_bytes);

export const decryptFieldsProcessor = (config: z.output<typeof decryptFieldsConfig>) =>
  decrypt(config, config.decode_raw_bytes);

export const encryptFieldsKind = defineProcessor({
  type: "encrypt-fields",
  title: "Encrypt field",
  description: "Encrypts a field with AES",
  config: encryptFieldsConfig,
  create: encryptFieldsProcessor,
});

export const decryptFieldsKind = defineProcessor({
  type: "decrypt-fields",
  title: "Decrypt field",
  description: "Decrypts a field encrypted with AES",
  config: decryptFieldsConfig,
  create: decryptFieldsProcessor,
});
