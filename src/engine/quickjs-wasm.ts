// The QuickJS engine compiled to WebAssembly, imported as a module: workerd cannot compile wasm from bytes at
// run time, so wrangler (and the vitest pool) hand us the precompiled WebAssembly.Module. Only
// js-sandbox.ts imports this file, lazily (`import()`), so code that never runs a script (plain Node tests)
// never loads it.
import wasmModule from "@jitl/quickjs-wasmfile-release-sync/wasm";

export default wasmModule;
