// The AES algorithms of the encrypt-fields and decrypt-fields processors, on WebCrypto.
//
// Names: the Mezmo terraform provider's (modelutils/encryption_algorithms.go), which are VRL's `encrypt` and
// `decrypt` (Vector, on which Mezmo's pipelines run): AES-{128,192,256}-{CFB,OFB,CTR} and
// AES-{128,192,256}-CBC-{PKCS7,ANSIX923,ISO7816,ISO10126}; and ours from before: AES-{128,256}-GCM and
// AES-{128,256}-CBC (PKCS #7). Every one is byte for byte what VRL computes for the same key, IV and data
// (checked against VRL's own test vectors and NIST SP 800-38A in test/fidelity/crypto-modes.unit.test.ts), so a
// value encrypted by a Mezmo pipeline decrypts here and the other way round.
//
// WebCrypto offers AES-GCM, AES-CBC (PKCS #7 only) and AES-CTR (a big-endian counter). The rest is built on
// AES-CBC encryption, which is the block cipher E chained: CBC of P under IV X gives E(P1 ⊕ X), E(P2 ⊕ C1) ...
// - OFB: the keystream E(IV), E(E(IV)) ... is the CBC encryption of zero blocks under the IV.
// - CFB-128 (VRL's cfb_mode, full blocks; a short last block takes the first bytes of its keystream block):
//   encrypting, the keystream E(IV), E(C1), E(C2) ... is the CBC encryption of [0, P1, P2 ...] under the IV
//   (E(P1 ⊕ E(IV)) = E(C1), and so on); decrypting, each E(C(i-1)) is computed on its own.
// - CTR is VRL's `Ctr64LE`: the counter is the IV's first 8 bytes read as a little-endian integer, +1 per
//   block (wrapping), the last 8 bytes unchanged; each counter block's E(X) is one CBC encryption of a zero
//   block under X. (Before, our CTR counted in the IV's last 8 bytes, big-endian, as WebCrypto does: values up
//   to 16 bytes are the same either way; longer ones encrypted before that change do not decrypt now.)
// - CBC with ANSI X9.23, ISO 7816-4 or ISO 10126 padding: padded here, CBC-encrypted, and the block of PKCS #7
//   padding WebCrypto adds is cut off. Decrypting, a last block is appended that decrypts to a whole block of
//   PKCS #7 padding (E(16 × 0x10 ⊕ C(n))), so WebCrypto accepts the data and leaves our padding to check.
//   ISO 10126 pads with any bytes and the length: the bytes are the length too (as VRL does), which any
//   ISO 10126 reader takes.
// Cost: GCM, CBC, OFB and CFB encryption are one WebCrypto call per value; CTR and CFB decryption one per
// 16-byte block (WebCrypto has no ECB: each block's E(X) is its own call, about 25 µs in workerd), which is
// nothing for the short values fields hold and about 1.5 s of CPU per MB.

import { concatBytes } from "../../lib/bytes";

export type Mode = "GCM" | "CBC" | "CTR" | "CFB" | "OFB";
export type Padding = "PKCS7" | "ANSIX923" | "ISO7816" | "ISO10126";

export interface AesAlgorithm {
  name: string;
  keyBytes: 16 | 24 | 32;
  mode: Mode;
  /** CBC's padding. */
  padding: Padding | null;
  /** GCM's recommended 96 bits; a whole block for every other mode. */
  ivBytes: 12 | 16;
}

/** The provider's (VRL's) algorithms, in its order. */
export const PROVIDER_ALGORITHMS = ["256", "192", "128"].flatMap((bits) => [
  ...["CFB", "OFB", "CTR"].map((mode) => `AES-${bits}-${mode}`),
  ...["PKCS7", "ANSIX923", "ISO7816", "ISO10126"].map((padding) => `AES-${bits}-CBC-${padding}`),
]);

/** Ours from before the provider's: GCM, and CBC meaning CBC with PKCS #7. */
export const OWN_ALGORITHMS = [
  "AES-256-GCM",
  "AES-128-GCM",
  "AES-256-CBC",
  "AES-128-CBC",
  "AES-256-CTR",
  "AES-128-CTR",
];

export const ENCRYPTION_ALGORITHMS = [...new Set([...OWN_ALGORITHMS, ...PROVIDER_ALGORITHMS])] as [
  string,
  ...string[],
];

const NAME = /^AES-(128|192|256)-(GCM|CBC|CTR|CFB|OFB)(?:-(PKCS7|ANSIX923|ISO7816|ISO10126))?$/;

/** The algorithm a name stands for; null for a name outside ENCRYPTION_ALGORITHMS. */
export function aesAlgorithm(name: string): AesAlgorithm | null {
  if (!ENCRYPTION_ALGORITHMS.includes(name)) return null;
  const match = NAME.exec(name);
  if (!match) return null;
  const mode = match[2] as Mode;
  return {
    name,
    keyBytes: (Number(match[1]) / 8) as 16 | 24 | 32,
    mode,
    padding: mode === "CBC" ? ((match[3] as Padding | undefined) ?? "PKCS7") : null,
    ivBytes: mode === "GCM" ? 12 : 16,
  };
}

const BLOCK = 16;
const subtle = () => crypto.subtle;

/** A key for `algorithm`: AES-GCM for GCM, AES-CBC (the block cipher every other mode is built on) else. */
export function importAesKey(algorithm: AesAlgorithm, raw: Uint8Array): Promise<CryptoKey> {
  const name = algorithm.mode === "GCM" ? "AES-GCM" : "AES-CBC";
  return subtle().importKey("raw", raw, { name }, false, ["encrypt", "decrypt"]);
}

async function cbcEncrypt(key: CryptoKey, iv: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await subtle().encrypt({ name: "AES-CBC", iv }, key, data));
}

/** The CBC encryption of whole blocks, without the PKCS #7 block WebCrypto appends. */
async function cbcEncryptRaw(key: CryptoKey, iv: Uint8Array, blocks: Uint8Array): Promise<Uint8Array> {
  return (await cbcEncrypt(key, iv, blocks)).subarray(0, blocks.length);
}

/** E(block): the CBC encryption of a zero block under the block as IV. */
async function encryptBlock(key: CryptoKey, block: Uint8Array): Promise<Uint8Array> {
  return cbcEncryptRaw(key, block, new Uint8Array(BLOCK));
}

const blocksOf = (length: number) => Math.ceil(length / BLOCK);

function xor(data: Uint8Array, keystream: Uint8Array): Uint8Array {
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) out[i] = data[i] ^ keystream[i];
  return out;
}

function ofbKeystream(key: CryptoKey, iv: Uint8Array, length: number): Promise<Uint8Array> {
  return cbcEncryptRaw(key, iv, new Uint8Array(blocksOf(length) * BLOCK));
}

/** Counter block i of VRL's Ctr64LE: the IV's first 8 bytes + i (little-endian, wrapping), its last 8 as is. */
export function ctr64leBlock(iv: Uint8Array, i: number): Uint8Array {
  const block = iv.slice(0, BLOCK);
  // What is left to add, from byte b on: i's higher bytes plus the carry out of the byte below.
  let add = i;
  for (let b = 0; b < 8 && add > 0; b++) {
    const sum = block[b] + (add % 256);
    block[b] = sum & 0xff;
    add = Math.floor(add / 256) + (sum >> 8);
  }
  return block;
}

async function ctrKeystream(key: CryptoKey, iv: Uint8Array, length: number): Promise<Uint8Array> {
  const blocks = Array.from({ length: blocksOf(length) }, (_, i) => ctr64leBlock(iv, i));
  return concatBytes(await Promise.all(blocks.map((b) => encryptBlock(key, b))));
}

async function cfbEncrypt(key: CryptoKey, iv: Uint8Array, plain: Uint8Array): Promise<Uint8Array> {
  const n = blocksOf(plain.length);
  // [0, P1 ... P(n-1)]: the last block (maybe short) is not needed for the keystream.
  const chain = new Uint8Array(n * BLOCK);
  chain.set(plain.subarray(0, (n - 1) * BLOCK), BLOCK);
  return xor(plain, await cbcEncryptRaw(key, iv, chain));
}

async function cfbDecrypt(key: CryptoKey, iv: Uint8Array, cipher: Uint8Array): Promise<Uint8Array> {
  const previous = Array.from({ length: blocksOf(cipher.length) }, (_, i) =>
    i === 0 ? iv : cipher.subarray((i - 1) * BLOCK, i * BLOCK),
  );
  return xor(cipher, concatBytes(await Promise.all(previous.map((b) => encryptBlock(key, b)))));
}

function pad(data: Uint8Array, padding: Padding): Uint8Array {
  const n = BLOCK - (data.length % BLOCK);
  const out = new Uint8Array(data.length + n);
  out.set(data);
  if (padding === "ISO7816") out[data.length] = 0x80;
  else if (padding === "ANSIX923") out[out.length - 1] = n;
  else out.fill(n, data.length); // PKCS7, ISO10126 (any bytes, then the length)
  return out;
}

/** `data` without its padding; null when the padding is not what `padding` writes. */
function unpad(data: Uint8Array, padding: Padding): Uint8Array | null {
  if (data.length === 0 || data.length % BLOCK !== 0) return null;
  if (padding === "ISO7816") {
    let i = data.length - 1;
    while (i >= data.length - BLOCK && data[i] === 0) i--;
    return i >= data.length - BLOCK && data[i] === 0x80 ? data.subarray(0, i) : null;
  }
  const n = data[data.length - 1];
  if (n < 1 || n > BLOCK) return null;
  const body = data.subarray(0, data.length - n);
  const fill = data.subarray(data.length - n, data.length - 1);
  if (padding === "PKCS7" && fill.some((b) => b !== n)) return null;
  if (padding === "ANSIX923" && fill.some((b) => b !== 0)) return null;
  return body;
}

/** CBC decryption of whole blocks, no padding removed (see the header). */
async function cbcDecryptRaw(key: CryptoKey, iv: Uint8Array, cipher: Uint8Array): Promise<Uint8Array> {
  const last = cipher.subarray(cipher.length - BLOCK);
  const forged = await cbcEncryptRaw(key, last, new Uint8Array(BLOCK).fill(BLOCK));
  const plain = await subtle().decrypt({ name: "AES-CBC", iv }, key, concatBytes([cipher, forged]));
  return new Uint8Array(plain);
}

/** Thrown when data cannot be decrypted (wrong key, corrupted data, bad padding, a truncated block). */
export class DecryptError extends Error {}

export async function aesEncrypt(
  algorithm: AesAlgorithm,
  key: CryptoKey,
  iv: Uint8Array,
  plain: Uint8Array,
): Promise<Uint8Array> {
  switch (algorithm.mode) {
    case "GCM":
      return new Uint8Array(await subtle().encrypt({ name: "AES-GCM", iv }, key, plain));
    case "CBC":
      return algorithm.padding === "PKCS7"
        ? cbcEncrypt(key, iv, plain)
        : cbcEncryptRaw(key, iv, pad(plain, algorithm.padding ?? "PKCS7"));
    case "CTR":
      return xor(plain, await ctrKeystream(key, iv, plain.length));
    case "OFB":
      return xor(plain, await ofbKeystream(key, iv, plain.length));
    case "CFB":
      return plain.length === 0 ? plain : cfbEncrypt(key, iv, plain);
  }
}

export async function aesDecrypt(
  algorithm: AesAlgorithm,
  key: CryptoKey,
  iv: Uint8Array,
  cipher: Uint8Array,
): Promise<Uint8Array> {
  switch (algorithm.mode) {
    case "GCM":
    case "CBC": {
      if (algorithm.mode === "CBC" && (cipher.length === 0 || cipher.length % BLOCK !== 0))
        throw new DecryptError("not a whole number of blocks");
      let plain: Uint8Array;
      try {
        if (algorithm.mode === "GCM" || algorithm.padding === "PKCS7") {
          const name = algorithm.mode === "GCM" ? "AES-GCM" : "AES-CBC";
          return new Uint8Array(await subtle().decrypt({ name, iv }, key, cipher));
        }
        plain = await cbcDecryptRaw(key, iv, cipher);
      } catch (error) {
        throw new DecryptError((error as Error).message);
      }
      const unpadded = unpad(plain, algorithm.padding ?? "PKCS7");
      if (!unpadded) throw new DecryptError(`bad ${algorithm.padding} padding`);
      return unpadded;
    }
    case "CTR":
      return xor(cipher, await ctrKeystream(key, iv, cipher.length));
    case "OFB":
      return xor(cipher, await ofbKeystream(key, iv, cipher.length));
    case "CFB":
      return cipher.length === 0 ? cipher : cfbDecrypt(key, iv, cipher);
  }
}
