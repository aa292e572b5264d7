// Wasm files imported as modules (wrangler's CompiledWasm rule): the default export is a compiled module.
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

// The QuickJS package's `./wasm` export names its `.wasm` file without the extension.
declare module "@jitl/quickjs-wasmfile-release-sync/wasm" {
  const module: WebAssembly.Module;
  export default module;
}
