// The encrypt-fields / decrypt-fields algorithms of the Mezmo provider (VRL's: CFB, OFB, CTR, and CBC with four
// paddings, for AES-128, 192 and 256), built on WebCrypto (src/engine/processors/aes-modes.ts), run here in
// workerd (the runtime that serves them) against:
// - NIST SP 800-38A, appendix F: F.2 CBC, F.3.13-F.3.18 CFB128 and F.4 OFB, for the three key sizes;
// - VRL's own test vectors (vrl src/stdlib/encrypt.rs: "morethan1blockofdata" with the keys
//   "16_bytes_xxxxxxx", "24_bytes_xxxxxxxxxxxxxxx", "32_bytes_xxxxxxxxxxxxxxxxxxxxxxx" and the IV
//   "16_bytes_xxxxxxx"), which are what a Mezmo pipeline computes, for all 21 algorithms;
// - the RustCrypto ctr crate's example for Ctr64LE, VRL's counter (key 0x42 x 16, IV 0x24 x 16), and a
//   counter whose low 64 bits carry and wrap (expected value computed with an independent implementation:
//   Python's cryptography, AES-ECB per counter block).
// Then the processors: a value Mezmo encrypted decrypts with the provider's configuration, and every
// algorithm round-trips through encrypt-fields and decrypt-fields with either encoding.
import { describe, expect, it } from "vitest";
import { newEvent } from "../../src/engine/events";
import {
  aesAlgorithm,
  aesDecrypt,
  aesEncrypt,
  ctr64leBlock,
  ENCRYPTION_ALGORITHMS,
  importAesKey,
  PROVIDER_ALGORITHMS,
} from "../../src/engine/processors/aes-modes";
import {
  decryptFieldsKind,
  decryptFieldsProcessor,
  encryptFieldsKind,
  encryptFieldsProcessor,
} from "../../src/engine/processors/crypto";

const hex = (s: string) => new Uint8Array(s.match(/../g)?.map((b) => Number.parseInt(b, 16)) ?? []);
const toHex = (b: Uint8Array) => [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
const ascii = (s: string) => new TextEncoder().encode(s);

async function encrypt(name: string, key: Uint8Array, iv: Uint8Array, plain: Uint8Array) {
  const algorithm = aesAlgorithm(name);
  if (!algorithm) throw new Error(`no algorithm ${name}`);
  return toHex(await aesEncrypt(algorithm, await importAesKey(algorithm, key), iv, plain));
}

async function decrypt(name: string, key: Uint8Array, iv: Uint8Array, cipher: Uint8Array) {
  const algorithm = aesAlgorithm(name);
  if (!algorithm) throw new Error(`no algorithm ${name}`);
  return toHex(await aesDecrypt(algorithm, await importAesKey(algorithm, key), iv, cipher));
}

describe("NIST SP 800-38A, appendix F", () => {
  const iv = hex("000102030405060708090a0b0c0d0e0f");
  const plain =
    "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51" +
    "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710";
  const keys = {
    128: "2b7e151628aed2a6abf7158809cf4f3c",
    192: "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b",
    256: "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
  };
  const vectors: [string, keyof typeof keys, string][] = [
    [
      "CFB",
      128,
      "3b3fd92eb72dad20333449f8e83cfb4ac8a64537a0b3a93fcde3cdad9f1ce58b" +
        "26751f67a3cbb140b1808cf187a4f4dfc04b05357c5d1c0eeac4c66f9ff7f2e6",
    ],
    [
      "CFB",
      192,
      "cdc80d6fddf18cab34c25909c99a417467ce7f7f81173621961a2b70171d3d7a" +
        "2e1e8a1dd59b88b1c8e60fed1efac4c9c05f9f9ca9834fa042ae8fba584b09ff",
    ],
    [
      "CFB",
      256,
      "dc7e84bfda79164b7ecd8486985d386039ffed143b28b1c832113c6331e5407b" +
        "df10132415e54b92a13ed0a8267ae2f975a385741ab9cef82031623d55b1e471",
    ],
    [
      "OFB",
      128,
      "3b3fd92eb72dad20333449f8e83cfb4a7789508d16918f03f53c52dac54ed825" +
        "9740051e9c5fecf64344f7a82260edcc304c6528f659c77866a510d9c1d6ae5e",
    ],
    [
      "OFB",
      192,
      "cdc80d6fddf18cab34c25909c99a4174fcc28b8d4c63837c09e81700c1100401" +
        "8d9a9aeac0f6596f559c6d4daf59a5f26d9f200857ca6c3e9cac524bd9acc92a",
    ],
    [
      "OFB",
      256,
      "dc7e84bfda79164b7ecd8486985d38604febdc6740d20b3ac88f6ad82a4fb08d" +
        "71ab47a086e86eedf39d1c5bba97c4080126141d67f37be8538f5a8be740e484",
    ],
    [
      "CBC",
      128,
      "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2" +
        "73bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7",
    ],
    [
      "CBC",
      192,
      "4f021db243bc633d7178183a9fa071e8b4d9ada9ad7dedf4e5e738763f69145a" +
        "571b242012fb7ae07fa9baac3df102e008b0e27988598881d920a9e64f5615cd",
    ],
    [
      "CBC",
      256,
      "f58c4c04d6e5f1ba779eabfb5f7bfbd69cfc4e967edb808d679f777bc6702c7d" +
        "39f23369a9d9bacfa530e26304231461b2eb05e2c39be9fcda6c19078c6a9d1b",
    ],
  ];

  it.each(vectors)("%s-AES%s encrypts and decrypts the four blocks", async (mode, bits, cipher) => {
    const key = hex(keys[bits]);
    if (mode === "CBC") {
      // The vector has no padding: the 64 bytes are followed by the block of padding (a whole one, for the
      // four whole blocks), which every padding makes of its own bytes; the first four blocks are the vector's.
      for (const padding of ["PKCS7", "ANSIX923", "ISO7816", "ISO10126"]) {
        const name = `AES-${bits}-CBC-${padding}`;
        const out = await encrypt(name, key, iv, hex(plain));
        expect(out.length, name).toBe(160);
        expect(out.slice(0, 128), name).toBe(cipher);
        expect(await decrypt(name, key, iv, hex(out)), name).toBe(plain);
      }
      return;
    }
    const name = `AES-${bits}-${mode}`;
    expect(await encrypt(name, key, iv, hex(plain))).toBe(cipher);
    expect(await decrypt(name, key, iv, hex(cipher))).toBe(plain);
    // A short last block: the stream modes take the first bytes of its keystream block.
    expect(await encrypt(name, key, iv, hex(plain.slice(0, 90)))).toBe(cipher.slice(0, 90));
    expect(await decrypt(name, key, iv, hex(cipher.slice(0, 90)))).toBe(plain.slice(0, 90));
  });
});

// vrl src/stdlib/encrypt.rs, `mod tests`: the byte strings written as hex.
const VRL: Record<string, string> = {
  "AES-256-CFB": "d13392819a5e0e3d3c88dce72f3a5d9008538471",
  "AES-192-CFB": "55bd36db5abf617d2638eb6f6719997845ff4cf1",
  "AES-128-CFB": "fdf9ef1f4065efd05ac30c27ad5d0ed20b5a4b34",
  "AES-256-OFB": "d13392819a5e0e3d3c88dce72f3a5d90fe28896b",
  "AES-192-OFB": "55bd36db5abf617d2638eb6f67199978e4f44a1f",
  "AES-128-OFB": "fdf9ef1f4065efd05ac30c27ad5d0ed25169e9f4",
  "AES-256-CTR": "d13392819a5e0e3d3c88dce72f3a5d909a99a7b6",
  "AES-192-CTR": "55bd36db5abf617d2638eb6f6719997888b6396e",
  "AES-128-CTR": "fdf9ef1f4065efd05ac30c27ad5d0ed2760405ee",
  "AES-256-CBC-PKCS7": "802d394f1cf12c5202a00e1747d842f4f971f30cca4b0368bcb2e876551210b3",
  "AES-192-CBC-PKCS7": "fa47974f566ad4f5801c9f7dac2c3a74fbcae5f18c08ed5cf5ffeff8e90a9c2a",
  "AES-128-CBC-PKCS7": "9452b5fe45d9294e31d3fee63645059c68aef6820d44fd48d354386ea7ec9857",
  "AES-256-CBC-ANSIX923": "802d394f1cf12c5202a00e1747d842f4d9766a150a2692eaee0320eb9e8f9790",
  "AES-192-CBC-ANSIX923": "fa47974f566ad4f5801c9f7dac2c3a74bcafbddf3010dce7104c6be4033ba2f5",
  "AES-128-CBC-ANSIX923": "9452b5fe45d9294e31d3fee63645059c456e710f3902fe2f540fc518729522e3",
  "AES-256-CBC-ISO7816": "802d394f1cf12c5202a00e1747d842f48412ebe669efbc4ee8355c486e56b292",
  "AES-192-CBC-ISO7816": "fa47974f566ad4f5801c9f7dac2c3a74256c6e43723b4ebc71fe45b48361209b",
  "AES-128-CBC-ISO7816": "9452b5fe45d9294e31d3fee63645059c5770cf75ba8601519f778ff212ba9b30",
  "AES-256-CBC-ISO10126": "802d394f1cf12c5202a00e1747d842f4f971f30cca4b0368bcb2e876551210b3",
  "AES-192-CBC-ISO10126": "fa47974f566ad4f5801c9f7dac2c3a74fbcae5f18c08ed5cf5ffeff8e90a9c2a",
  "AES-128-CBC-ISO10126": "9452b5fe45d9294e31d3fee63645059c68aef6820d44fd48d354386ea7ec9857",
};
const VRL_KEYS: Record<string, string> = {
  "128": "16_bytes_xxxxxxx",
  "192": "24_bytes_xxxxxxxxxxxxxxx",
  "256": "32_bytes_xxxxxxxxxxxxxxxxxxxxxxx",
};
const VRL_IV = "16_bytes_xxxxxxx";
const VRL_PLAIN = "morethan1blockofdata";
const vrlKey = (name: string) => VRL_KEYS[name.slice(4, 7)];

describe("VRL's encrypt vectors (what a Mezmo pipeline computes)", () => {
  it("covers every algorithm the provider offers, all offered here", () => {
    expect(Object.keys(VRL).sort()).toEqual([...PROVIDER_ALGORITHMS].sort());
    for (const name of PROVIDER_ALGORITHMS) expect(ENCRYPTION_ALGORITHMS).toContain(name);
  });

  it.each(Object.entries(VRL))("%s", async (name, cipher) => {
    const key = ascii(vrlKey(name));
    expect(await encrypt(name, key, ascii(VRL_IV), ascii(VRL_PLAIN))).toBe(cipher);
    expect(await decrypt(name, key, ascii(VRL_IV), hex(cipher))).toBe(toHex(ascii(VRL_PLAIN)));
  });

  it("our AES-128-CBC and AES-256-CBC are CBC with PKCS #7", async () => {
    for (const bits of ["128", "256"])
      expect(await encrypt(`AES-${bits}-CBC`, ascii(VRL_KEYS[bits]), ascii(VRL_IV), ascii(VRL_PLAIN))).toBe(
        VRL[`AES-${bits}-CBC-PKCS7`],
      );
  });
});

describe("CTR is VRL's Ctr64LE", () => {
  it("the ctr crate's Ctr64LE example", async () => {
    const out = await encrypt(
      "AES-128-CTR",
      new Uint8Array(16).fill(0x42),
      new Uint8Array(16).fill(0x24),
      ascii("hello world! this is my plaintext."),
    );
    expect(out).toBe("3357121ebb5a29468bd861467596ce3da59bdee42dcc0614dea955368d8a5dc0cad4");
  });

  it("the counter is the IV's first 8 bytes, little-endian, carrying and wrapping within them", async () => {
    const iv = hex("feffffffffffffff6e6f6e6365212121");
    expect(toHex(ctr64leBlock(iv, 1))).toBe("ffffffffffffffff6e6f6e6365212121");
    expect(toHex(ctr64leBlock(iv, 2))).toBe("00000000000000006e6f6e6365212121");
    expect(toHex(ctr64leBlock(hex("ff00000000000000aaaaaaaaaaaaaaaa"), 1))).toBe(
      "0001000000000000aaaaaaaaaaaaaaaa",
    );
    expect(toHex(ctr64leBlock(hex("00000000000000000000000000000000"), 0x1_0203))).toBe(
      "03020100000000000000000000000000",
    );
    const plain = "three blocks of plaintext, carrying over 64 bits";
    const cipher =
      "6f3013ea5b7f99bd48329c8109e98deb2cd85f676ad78fd45e706418ad74d01b6e2af540c00ca7d8bde6ba95908f5451";
    expect(await encrypt("AES-128-CTR", ascii("16_bytes_xxxxxxx"), iv, ascii(plain))).toBe(cipher);
    expect(await decrypt("AES-128-CTR", ascii("16_bytes_xxxxxxx"), iv, hex(cipher))).toBe(
      toHex(ascii(plain)),
    );
  });
});

describe("CBC paddings are checked on decryption", () => {
  const key = ascii(VRL_KEYS["128"]);
  const iv = ascii(VRL_IV);
  it("a ciphertext of another padding, or not whole blocks, does not decrypt", async () => {
    // PKCS7's padding (twelve 0x0c) is not ANSI X9.23's (eleven zeros, then 0x0c) nor ISO 7816's (0x80, zeros).
    const pkcs7 = hex(VRL["AES-128-CBC-PKCS7"]);
    await expect(decrypt("AES-128-CBC-ANSIX923", key, iv, pkcs7)).rejects.toThrow(/padding/);
    await expect(decrypt("AES-128-CBC-ISO7816", key, iv, pkcs7)).rejects.toThrow(/padding/);
    // ISO 10126 reads only the length byte: PKCS7's and its own decrypt alike.
    expect(await decrypt("AES-128-CBC-ISO10126", key, iv, pkcs7)).toBe(toHex(ascii(VRL_PLAIN)));
    await expect(decrypt("AES-128-CBC-PKCS7", key, iv, hex(VRL["AES-128-CBC-ANSIX923"]))).rejects.toThrow();
    await expect(decrypt("AES-128-CBC-ISO7816", key, iv, pkcs7.subarray(0, 20))).rejects.toThrow(/blocks/);
  });

  it("a wrong key is refused by the padding check (ANSI X9.23, ISO 7816)", async () => {
    const wrong = ascii("16_bytes_yyyyyyy");
    for (const name of ["AES-128-CBC-ANSIX923", "AES-128-CBC-ISO7816"])
      await expect(decrypt(name, wrong, iv, hex(VRL[name]))).rejects.toThrow(/padding/);
  });

  it("empty data: the stream modes give nothing, CBC one block of padding", async () => {
    for (const name of ["AES-128-CFB", "AES-128-OFB", "AES-128-CTR"])
      expect(await encrypt(name, key, iv, new Uint8Array())).toBe("");
    for (const name of ["AES-128-CBC-ANSIX923", "AES-128-CBC-ISO7816"]) {
      const out = await encrypt(name, key, iv, new Uint8Array());
      expect(out).toHaveLength(32);
      expect(await decrypt(name, key, iv, hex(out))).toBe("");
    }
  });
});

describe("the processors", () => {
  const ctx = { now: () => 0 };

  it("decrypt-fields with the provider's body decrypts what a Mezmo pipeline encrypted (VRL's vectors)", async () => {
    for (const [algorithm, cipher] of Object.entries(VRL)) {
      const config = decryptFieldsKind.config.parse({
        field: ".secret",
        algorithm,
        key: vrlKey(algorithm),
        iv_field: ".iv",
        decode_raw_bytes: true,
      });
      const dec = await decryptFieldsProcessor(config);
      const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
      const event = newEvent({ secret: b64(hex(cipher)), iv: b64(ascii(VRL_IV)) });
      const result = await dec.process([event], ctx);
      expect(result.dropped, algorithm).toEqual([]);
      expect(result.outputs.get("default")?.[0].message, algorithm).toEqual({
        secret: VRL_PLAIN,
        iv: b64(ascii(VRL_IV)),
      });
    }
  });

  const cases = ENCRYPTION_ALGORITHMS.flatMap((algorithm) =>
    [true, false].map((raw) => ({ algorithm, raw })),
  );
  it.each(cases)("$algorithm round-trips, Base64 $raw", async ({ algorithm, raw }) => {
    const key = "k".repeat(aesAlgorithm(algorithm)?.keyBytes ?? 0);
    const base = { field: ".card", algorithm, key, iv_field: ".meta.iv" };
    const enc = await encryptFieldsProcessor(
      encryptFieldsKind.config.parse({ ...base, encode_raw_bytes: raw }),
    );
    const dec = await decryptFieldsProcessor(
      decryptFieldsKind.config.parse({ ...base, decode_raw_bytes: raw }),
    );
    const plain = "4111-1111-1111-1111, naïve ✓, and more than two blocks of it";
    const encrypted = await enc.process([newEvent({ card: plain, keep: 1 })], ctx);
    const [event] = encrypted.outputs.get("default") ?? [];
    const message = event.message as { card: string; meta: { iv: string } };
    expect(message.card).not.toBe(plain);
    const ivBytes = raw ? atob(message.meta.iv).length : message.meta.iv.length;
    expect(ivBytes).toBe(aesAlgorithm(algorithm)?.ivBytes);
    const decrypted = await dec.process([event], ctx);
    expect(decrypted.dropped).toEqual([]);
    expect(decrypted.outputs.get("default")?.[0].message).toEqual({
      card: plain,
      keep: 1,
      meta: { iv: message.meta.iv },
    });
  });
});
