// Builds the web console (console/ with Vite into console/dist, which wrangler.toml's [assets] serves). Every
// way of starting the Worker needs the folder: `npm run dev`, `npm test`, the benches and the clients' tests.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CONSOLE_BUILD = ["vite", "build", "--config", "console/vite.config.ts", "--logLevel", "warn"];

/** Builds the console (only when console/dist has no page yet, with `ifMissing`); throws when the build fails. */
export function buildConsole({ ifMissing = false } = {}) {
  if (ifMissing && existsSync("console/dist/index.html")) return;
  const built = spawnSync("npx", CONSOLE_BUILD, { stdio: "inherit" });
  if (built.status !== 0) throw new Error(`the console's build failed (npx ${CONSOLE_BUILD.join(" ")})`);
}
