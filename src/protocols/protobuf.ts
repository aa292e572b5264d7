// The protobufjs runtime the generated code (src/protocols/gen) uses, set up for workerd: with nodejs_compat
// a Node-like Buffer exists, but protobufjs's Buffer-based writer miscounts string lengths there, so it
// works on plain Uint8Arrays instead. Imported (for this effect) by every module that uses generated code.
import $protobuf from "protobufjs/minimal.js";

$protobuf.util.Buffer = null as unknown as typeof $protobuf.util.Buffer;
$protobuf.configure();
