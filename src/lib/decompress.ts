// Decompression with a bound on what it makes: a few bytes of gzip or zstd can expand to gigabytes, and an
// isolate has 128 MB. Every path that decompresses what someone else sent (the s3 sources' objects, the kafka
// source's record batches) says how much it takes; past that, the work stops at the bound and a
// DecompressedTooLarge names it. gzip and zstd run in the runtime's own zlib (node:zlib, `nodejs_compat`),
// whose `maxOutputLength` stops the work at the bound instead of after it.
import * as zlib from "node:zlib";
import { concatBytes } from "./bytes";

export class DecompressedTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`it decompresses to more than ${maxBytes / (1024 * 1024)} MiB (the most this path takes)`);
  }
}

/** zlib's refusal at `maxOutputLength` (a RangeError) said as the bound; anything else as it is. */
function bounded<T>(maxBytes: number, work: () => T): T {
  try {
    return work();
  } catch (err) {
    if (err instanceof RangeError) throw new DecompressedTooLarge(maxBytes);
    throw err;
  }
}

/** Every member of a gzip stream (what concatenated gzip files are), at most `maxBytes` of output. */
export function gunzipBounded(bytes: Uint8Array, maxBytes: number): Uint8Array {
  return bounded(maxBytes, () => new Uint8Array(zlib.gunzipSync(bytes, { maxOutputLength: maxBytes })));
}

const ZSTD_MAGIC = 0xfd2fb528;
const isSkippable = (magic: number) => magic >>> 4 === 0x184d2a5;

/**
 * The frames of a zstd stream, each as its own bytes (skippable frames left out). The runtime's zstd stops at
 * the end of the first frame, and zstd files are often several (pzstd, concatenated files): each frame's
 * length is read from its header and block headers (RFC 8878, section 3.1.1).
 */
export function zstdFrames(bytes: Uint8Array): Uint8Array[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const frames: Uint8Array[] = [];
  const need = (at: number, n: number) => {
    if (at + n > bytes.length) throw new Error("the zstd data ends inside a frame");
  };
  for (let at = 0; at < bytes.length; ) {
    need(at, 4);
    const magic = view.getUint32(at, true);
    if (isSkippable(magic)) {
      need(at, 8);
      at += 8 + view.getUint32(at + 4, true);
      continue;
    }
    if (magic !== ZSTD_MAGIC) throw new Error(`not a zstd frame at byte ${at}`);
    const start = at;
    need(at, 5);
    const descriptor = bytes[at + 4];
    const singleSegment = (descriptor >> 5) & 1;
    const contentSizeBytes = [singleSegment ? 1 : 0, 2, 4, 8][descriptor >> 6];
    at += 5 + (singleSegment ? 0 : 1) + [0, 1, 2, 4][descriptor & 3] + contentSizeBytes;
    for (let last = 0; !last; ) {
      need(at, 3);
      const header = bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
      last = header & 1;
      const type = (header >> 1) & 3;
      if (type === 3) throw new Error(`a reserved zstd block type at byte ${at}`);
      at += 3 + (type === 1 ? 1 : header >>> 3); // an RLE block holds one byte, repeated
    }
    if ((descriptor >> 2) & 1) at += 4; // the content checksum
    need(at, 0);
    frames.push(bytes.subarray(start, at));
  }
  return frames;
}

/** Every frame of a zstd stream, at most `maxBytes` of output in all. */
export function zstdDecompress(bytes: Uint8Array, maxBytes: number): Uint8Array {
  const parts: Uint8Array[] = [];
  let made = 0;
  for (const frame of zstdFrames(bytes)) {
    const left = maxBytes - made;
    if (left <= 0) throw new DecompressedTooLarge(maxBytes);
    const part = bounded(maxBytes, () => zlib.zstdDecompressSync(frame, { maxOutputLength: left }));
    parts.push(part);
    made += part.length;
  }
  return concatBytes(parts, made);
}

/** One zstd frame at `level`. */
export function zstdCompress(bytes: Uint8Array, level: number): Uint8Array {
  return new Uint8Array(
    zlib.zstdCompressSync(bytes, { params: { [zlib.constants.ZSTD_c_compressionLevel]: level } }),
  );
}
