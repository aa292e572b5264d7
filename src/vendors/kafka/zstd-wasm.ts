// zstd (libzstd as wasm); used by the Kafka codecs and the pull sources' decoders.
// libzstd compiled to WebAssembly (@dweb-browser/zstd-wasm), with its module imported compiled: workerd
// cannot compile wasm from bytes at run time. Only codecs.ts and the pull sources' decoders import this file,
// lazily (`import()`), so code that never meets zstd (plain Node tests) never loads it.
import * as zstdWasm from "@dweb-browser/zstd-wasm";
import zstdModule from "@dweb-browser/zstd-wasm/zstd_wasm_bg.wasm";

// The package's types leave out wasm-bindgen's initSync, which instantiates a compiled module.
const zstd = zstdWasm as typeof zstdWasm & { initSync(init: { module: WebAssembly.Module }): unknown };
zstd.initSync({ module: zstdModule });

/** One zstd frame at `level`. */
export const compress = (bytes: Uint8Array, level: number): Uint8Array => zstd.compress(bytes, level);

/** Every frame of `bytes` decompressed (the s3 source's zstd objects, the kafka source's zstd batches). */
export const decompress = (bytes: Uint8Array): Uint8Array => zstd.decompress(bytes);
