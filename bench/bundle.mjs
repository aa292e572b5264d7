// The Worker's TypeScript for benchmarks that run parts of it outside the Worker: bundled by esbuild
// (installed with wrangler), no build step.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/** `entry` (a URL or path) bundled with everything it imports, as one ES module's text. */
export async function bundle(entry) {
  const out = await build({
    entryPoints: [entry instanceof URL ? fileURLToPath(entry) : entry],
    bundle: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    write: false,
    logLevel: "error",
  });
  return out.outputFiles[0].text;
}

/** The module of `code`, imported into this Node process. */
export const importCode = (code) =>
  import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
